#!/usr/bin/env python3
"""Fill the `-- keep --` section of every *.txtar in this folder.

Written before looking at anything the reducer does. Run once:

    python3 keeprules.py

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Rules = the generic rule (last three non-blank lines, plus error/failure/
warning words for build and test tools) + one rule set per tool, chosen from
the command. See README.md for the same rules in prose.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][A-Za-z0-9]|\x1b[=>]")

# ---------------------------------------------------------------- helpers


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.split("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    code = int(re.search(r"^exit: (-?\d+)$", head, re.M).group(1))
    return text, cmd, code, output


# Source files of the four projects in this set (used to tell the project's
# own stack frames from libc / libstdc++ / framework frames).
PROJECT_SOURCES = {
    "station.c", "tide.c", "extremes.c", "report.c", "main.c", "constituents.c",
    "almanac.c", "test_tide.c", "test_station.c", "test_extremes.c",
    "apiary.cpp", "date.cpp", "hive.cpp", "inspection.cpp", "varroa.cpp",
    "harvest.cpp", "report.cpp", "test_apiary.cpp", "test_date.cpp",
    "test_varroa.cpp", "test_harvest.cpp", "test_inspection.cpp",
}
PROJECT_PATH = re.compile(r"(^|[\s(])(/home/dev/work/|src/|tests?/|tools/|include/|lib/|spec/|t/|bin/)")

ERROR_WORDS = re.compile(
    r"\b(errors?|fail|failed|failures?|warnings?|panic|exceptions?|traceback|"
    r"abort|aborted|aborting|fatal|segmentation fault|sigsegv|sigabrt|"
    r"assert|assertion|deprecated|undefined reference|not ok|dubious)\b"
    r"|[✘✖✕×]",
    re.I,
)
# Exception class names such as KeyError, NullPointerException (case-sensitive).
EXC_NAME = re.compile(r"\b[A-Z]\w*(Error|Exception)\b")

# Lines the generic error-word rule never keeps.
PASS_ROW = re.compile(
    r"^(ok \d+\b|\s*\[\s+OK \]|\s*\[ RUN|\s*\[\s+PASSED|.*\.\.\. ok$|.*\s+Passed\s+[\d.]+ sec$|\s*✔)"
)
FRAME = re.compile(
    r"^\s*(│\s*)*(at [\w$./<>-]+\(|[\w$./-]+\.[\w$<>-]+\([\w.$ -]*(:\d+)?\)$)"
)
CODE_FRAME = re.compile(r"^\s*\d*\s*\|")
BOILERPLATE = re.compile(
    r"For lists of detected and suppressed errors|rerun with: -s|"
    r"to re-run the failed cases verbosely|Output from these tests are in|"
    r"\(See full trace by running task with --trace\)|No syntax errors detected"
)


COMPILER_NOTE = re.compile(r"^\S+:\d+(:\d+)?: note: ")
GDB_FRAME = re.compile(r"^#\d+\s+(0x[0-9a-f]+ in )?\S")


def generic_error(line):
    if not (ERROR_WORDS.search(line) or EXC_NAME.search(line)):
        return False
    if PASS_ROW.search(line) or FRAME.search(line) or CODE_FRAME.search(line):
        return False
    if COMPILER_NOTE.search(line) or GDB_FRAME.search(line):
        return False
    if BOILERPLATE.search(line):
        return False
    return True


def last_three(lines):
    nb = [i for i, l in enumerate(lines) if l.strip()]
    return set(nb[-3:])


# ---------------------------------------------------------------- tool rules
# Each rule gets the cleaned lines and returns a set of kept indexes.


DIAG = re.compile(r"^(\S+?):(\d+)(:\d+)?: (fatal error|error|warning)\b")
INST_HERE = re.compile(r"(required from here|requested here)")
C_HARNESS = re.compile(r"^(tests/\S+\.c:\d+: |\[FAIL\] |\d+ tests, \d+ failed$)")
ASAN_FRAME = re.compile(r"^\s+#\d+ 0x[0-9a-f]+ in \S+ (src|tests)/\S+:\d+")
ASAN_KEY = re.compile(
    r"(ERROR: AddressSanitizer|^(READ|WRITE) of size|is located \d+ bytes|"
    r"allocated by thread|^SUMMARY: AddressSanitizer|==\d+==ABORTING|runtime error:)"
)


def rule_compile(lines):
    """make, cc/gcc/clang, cmake --build: compiler + linker diagnostics,
    template instantiation points in project files, make errors, the C test
    harness of tidetable, and AddressSanitizer reports."""
    keep = set()
    for i, l in enumerate(lines):
        if DIAG.match(l):
            keep.add(i)  # an error inside a system header is still the error
        elif INST_HERE.search(l) and not l.lstrip().startswith("/usr/"):
            keep.add(i)
        elif C_HARNESS.match(l):
            keep.add(i)
        elif ASAN_KEY.search(l) or ASAN_FRAME.match(l):
            keep.add(i)
        elif re.search(r"\b\d+ (warnings?|errors?)( and \d+ (warnings?|errors?))? generated\.$", l):
            keep.add(i)
        elif re.match(r"^(g?make(\[\d+\])?): \*\*\*", l) or "not remade because of errors" in l:
            keep.add(i)
        elif "undefined reference to" in l or l.startswith("collect2:"):
            keep.add(i)
    return keep


def rule_fanalyzer(lines):
    """gcc -fanalyzer: the warning lines; event paths are left out."""
    return {i for i, l in enumerate(lines) if DIAG.match(l) and not l.startswith("/usr/")}


def rule_clang_tidy(lines):
    """clang-tidy: every warning/error in project files plus the suppressed
    count; the per-TU 'N warnings generated.' progress lines are left out."""
    keep = set()
    for i, l in enumerate(lines):
        if DIAG.match(l) and not l.startswith("/usr/"):
            keep.add(i)
        elif l.startswith("Suppressed ") or re.match(r"^\d+ errors? generated", l):
            keep.add(i)
    return keep


def rule_cppcheck(lines):
    """cppcheck: every finding (error, warning, style, performance,
    portability, information); notes and progress are left out."""
    pat = re.compile(r"^\S+:\d+:\d+: (error|warning|style|performance|portability|information): ")
    return {i for i, l in enumerate(lines) if pat.match(l)}


VG_PREFIX = re.compile(r"^==\d+==\s?")
VG_KIND = re.compile(
    r"(Invalid (read|write|free)|Conditional jump or move depends|Use of uninitialised value|"
    r"Syscall param|Mismatched free|Source and destination overlap|"
    r"bytes in \d+ blocks are (definitely|indirectly|possibly) lost|"
    r"Address 0x[0-9a-f]+ is |Uninitialised value was created|"
    r"in use at exit:|definitely lost:|indirectly lost:|possibly lost:|"
    r"All heap blocks were freed|ERROR SUMMARY:|Valgrind: |Process terminating|"
    r"Access not within mapped region|Bad permissions)"
)
VG_FRAME = re.compile(r"(at|by) 0x[0-9A-Fa-f]+: .*\(([\w.+-]+):\d+\)$")


def rule_valgrind(lines):
    """valgrind: each error kind line, its Address/origin line, the project's
    own frames, leak records and the heap/leak/error summaries; libc and
    vgpreload frames are left out. The program's own output goes through the
    C test harness rule."""
    keep = set()
    for i, l in enumerate(lines):
        body = VG_PREFIX.sub("", l)
        if VG_PREFIX.match(l):
            if VG_KIND.search(body):
                keep.add(i)
            else:
                m = VG_FRAME.search(body)
                if m and m.group(2) in PROJECT_SOURCES:
                    keep.add(i)
        elif C_HARNESS.match(l) or l.startswith("valgrind: "):
            keep.add(i)
    return keep


def rule_gdb(lines):
    """gdb -batch: the signal, the crash location and its source line, the
    project's frames, C++ terminate messages."""
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("Program received signal") or l.startswith("terminate called") or \
                l.lstrip().startswith("what():"):
            keep.add(i)
        elif re.match(r"^(0x[0-9a-f]+ in )?\S+ \(.*\) at (src|tests|tools)/\S+:\d+$", l):
            keep.add(i)
            if i + 1 < len(lines) and re.match(r"^\d+\t", lines[i + 1]):
                keep.add(i + 1)
        elif re.match(r"^#\d+ ", l) and (re.search(r" at (src|tests|tools)/\S+:\d+$", l) or
                                         "/home/dev/work/" in l):
            keep.add(i)
    return keep


GT_FAIL_START = re.compile(r"^(\d+: )?(\S+:\d+|unknown file): Failure$")
GT_MARK = re.compile(r"^(\d+: )?\[ *(RUN|OK|FAILED|PASSED|SKIPPED|-+|=+) *\]")


def rule_gtest(lines):
    """GoogleTest output (direct or inside ctest): each failure block from
    `file:line: Failure` to the next gtest marker (expected/actual, Which is,
    the user's message), `[  FAILED  ]` lines and the FAILED TESTS count."""
    keep = set()
    inblock = False
    for i, l in enumerate(lines):
        if GT_FAIL_START.match(l):
            inblock = True
            keep.add(i)
            continue
        if inblock:
            if GT_MARK.match(l):
                inblock = False
            elif l.strip() and not re.match(r"^\d+:\s*$", l):
                keep.add(i)
                continue
        if re.match(r"^(\d+: )?\[  FAILED  \]", l) or re.match(r"^(\d+: )?\s*\d+ FAILED TESTS?$", l):
            keep.add(i)
    return keep


def rule_ctest(lines, cmd):
    """ctest: failed rows (***Failed, ***Exception, Timeout, Not Run), the
    pass-rate line, `The following tests FAILED:` and its list, `Errors while
    running CTest`, `Total Tests:`. With -N, every listed test (the listing
    the agent asked for). Embedded gtest output goes through the gtest rule,
    and make/compiler lines of a chained build through the compile rule."""
    keep = rule_gtest(lines) | rule_compile(lines)
    listing = re.search(r"(^|\s)(-N|--show-only)\b", cmd) is not None
    flist = False
    for i, l in enumerate(lines):
        if re.search(r"Test\s+#\d+: .*(\*\*\*|Not Run|Timeout)", l):
            keep.add(i)
        elif re.match(r"^\d+% tests passed", l) or l.startswith("Errors while running CTest"):
            keep.add(i)
        elif l.startswith("The following tests FAILED:"):
            keep.add(i)
            flist = True
        elif flist and re.match(r"^\s+\d+ - ", l):
            keep.add(i)
        elif listing and re.match(r"^\s+Test\s+#\d+: ", l):
            keep.add(i)
        elif l.startswith("Total Tests:") or l.startswith("No tests were found"):
            keep.add(i)
    return keep


def rule_bats(lines):
    """bats (TAP): `not ok` lines and every `#` diagnostic line under them
    (location, failed command, printed output); `ok` rows are left out."""
    keep = set()
    infail = False
    for i, l in enumerate(lines):
        if l.startswith("not ok "):
            infail = True
            keep.add(i)
        elif l.startswith("ok "):
            infail = False
        elif infail and l.startswith("#"):
            keep.add(i)
    return keep


def rule_shunit2(lines):
    """shunit2: ASSERT and shunit2:ERROR lines, the run count and result."""
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("ASSERT:") or l.startswith("shunit2:ERROR") or \
                l.startswith("shunit2:FATAL") or re.match(r"^Ran \d+ tests?\.", l) or \
                l.startswith("FAILED") or l == "OK":
            keep.add(i)
    return keep


def rule_shellcheck(lines):
    """shellcheck: tty format keeps `In FILE line N:` headers and every
    `^-- SCnnnn (severity): message` line; gcc/checkstyle-like one-line formats
    keep every finding. Source excerpts and `Did you mean` fixes are left out."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^In \S+ line \d+:$", l) or re.search(r"\^-*\^? SC\d+ \(", l):
            keep.add(i)
        elif re.match(r"^\S+:\d+:\d+: (error|warning|note|info|style): .*\[SC\d+\]$", l):
            keep.add(i)
    return keep


def rule_prove(lines):
    """prove / TAP from Perl: `not ok` lines, every `#` diagnostic (Failed
    test, at ... line, got/expected, Looks like you failed), die/warn messages
    (`... at FILE line N.`), Dubious/Failed N/M lines and the Test Summary
    Report through the Result line. `ok` rows and `# Subtest:` are left out."""
    keep = set()
    summary = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("not ok"):
            keep.add(i)
        elif s.startswith("#") and not s.startswith("# Subtest:"):
            keep.add(i)
        elif re.search(r" at \S+ line \d+\.?$", l) or l.startswith("Can't locate") or \
                l.startswith("BEGIN failed"):
            keep.add(i)
        elif s.startswith("Dubious") or re.match(r"^Failed \d+/\d+ subtests", s) or \
                s == "No subtests run":
            keep.add(i)
        elif l.startswith("Test Summary Report"):
            summary = True
        elif summary and l.strip() and not re.match(r"^-+$", l):
            keep.add(i)
        elif l.startswith("Files=") or l.startswith("Result:") or l.startswith("All tests successful"):
            keep.add(i)
    return keep


def rule_perl_c(lines):
    """perl -c: every diagnostic line (syntax error, Global symbol, had
    compilation errors)."""
    return {i for i, l in enumerate(lines) if l.strip() and not l.endswith("syntax OK")}


def rule_perlcritic(lines):
    """perlcritic: every violation line; `source OK` lines are left out."""
    pat = re.compile(r"(at line \d+, column \d+\.|^\[[\w:]+\] )")
    return {i for i, l in enumerate(lines) if pat.search(l)}


def rule_unittest(lines):
    """python -m unittest: `... FAIL`/`... ERROR` rows, `FAIL:`/`ERROR:`
    headers, inside each traceback the `File "..."` lines of project code,
    the exception line and every unindented message/diff line (Lists differ,
    First differing element, - / + lines); the Ran/OK/FAILED summary.
    Indented source lines and ^^^/~~~ markers are left out."""
    keep = set()
    intb = False
    for i, l in enumerate(lines):
        if re.search(r" \.\.\. (FAIL|ERROR|unexpected success)$", l):
            keep.add(i)
        elif re.match(r"^(FAIL|ERROR|UNEXPECTED SUCCESS): ", l):
            keep.add(i)
            intb = True
        elif re.match(r"^(=+|-+)$", l):
            continue
        elif re.match(r"^Ran \d+ tests? in", l) or re.match(r"^(OK|FAILED)\b", l):
            keep.add(i)
            intb = False
        elif intb:
            if l.startswith('  File "') and "/usr/lib/python3" not in l:
                keep.add(i)
            elif l.strip() and not l.startswith(" "):
                keep.add(i)
    return keep


def rule_doctest(lines):
    """doctest: every failure block (File ... line N, Failed example, the
    example, Expected, Got, and their lines, or Exception raised and its
    traceback) and the summary (items had failures, N of M in, N tests in,
    N passed and M failed, ***Test Failed***). Verbose Trying/Expecting/ok
    blocks of passing examples are left out."""
    keep = set()
    infail = False
    for i, l in enumerate(lines):
        if re.match(r"^\*{20,}$", l):
            infail = True
            continue
        if l.startswith("Trying:") or re.match(r"^\d+ items? (passed all tests|had no tests):", l):
            infail = False
        if re.match(r"^\d+ items? had failures:", l):
            infail = True
        if infail and l.strip():
            keep.add(i)
        if re.match(r"^\d+ tests? in \d+ items?\.", l) or re.search(r"\d+ passed and \d+ failed", l) or \
                l.startswith("***Test Failed***") or l == "Test passed.":
            keep.add(i)
    return keep


def rule_minitest(lines):
    """minitest (rake test / ruby test file): `N) Failure:`/`N) Error:` blocks
    (test name and location, Expected/Actual, exception class and message,
    project backtrace lines), verbose rows ending `= F`/`= E`, the
    runs/assertions/failures summary and `rake aborted!`/`Command failed`."""
    keep = set()
    inblock = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+\) (Failure|Error):$", l):
            inblock = True
            keep.add(i)
        elif inblock and not l.strip():
            inblock = False
        elif inblock:
            if re.match(r"^-+(Backtrace)?-+$", l):
                continue
            if l.startswith("/usr/"):
                continue
            keep.add(i)
        elif re.search(r" = \d+\.\d+ s = [FE]$", l):
            keep.add(i)
        elif re.match(r"^\d+ runs, \d+ assertions", l) or l.startswith("rake aborted!") or \
                l.startswith("Command failed with status"):
            keep.add(i)
    return keep


def rule_rspec(lines):
    """rspec: documentation rows marked (FAILED - N), everything in the
    Failures: section (example name, Failure/Error, expected/got messages,
    project backtrace), the examples/failures count and the `rspec ./spec/...`
    rerun lines. Passing rows and the --profile table are left out."""
    keep = set()
    section = None
    for i, l in enumerate(lines):
        if l == "Failures:":
            section = "f"
            continue
        if l.startswith("Finished in") or l.startswith("Top ") and "slowest" in l:
            section = None
        if l == "Failed examples:":
            section = "r"
            continue
        if section == "f" and l.strip():
            keep.add(i)
        elif section == "r" and l.startswith("rspec "):
            keep.add(i)
        elif l.rstrip().endswith(")") and re.search(r"\(FAILED - \d+\)$", l):
            keep.add(i)
        elif re.match(r"^\d+ examples?, \d+ failures?", l):
            keep.add(i)
    return keep


def rule_phpunit(lines):
    """phpunit: `There were N errors/failures` headers, each numbered entry
    (test name, message, Expected/Actual diff lines, project file:line frames),
    the ERRORS!/FAILURES!/OK summary and Tests: counts. testdox: ✘ rows and
    their │ detail lines (the summary repeats them). --debug started/ended
    lines and ✔ rows are left out."""
    keep = set()
    inblock = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^There (were|was) \d+ (errors?|failures?|warnings?|risky tests?|skipped tests?|incomplete tests?):", l):
            inblock = True
            keep.add(i)
        elif re.match(r"^(ERRORS!|FAILURES!|WARNINGS!|OK \(|OK, but|Tests: \d+)", l):
            keep.add(i)
            inblock = False
        elif inblock and s and s not in ("--", "@@ @@"):
            keep.add(i)
        elif s.startswith("✘"):
            keep.add(i)
        elif s.startswith("│") and s != "│":
            keep.add(i)
    return keep


def rule_php_lint(lines):
    """php -l: parse errors and `Errors parsing`; `No syntax errors` lines
    are left out."""
    return {i for i, l in enumerate(lines) if "error" in l.lower() and "No syntax errors" not in l}


def rule_javac(lines):
    """javac: every `File.java:N: error|warning:` line and the N errors /
    N warnings count. Source and caret lines are left out."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.java:\d+: (error|warning): ", l) or re.match(r"^\d+ (errors?|warnings?)$", l):
            keep.add(i)
    return keep


JAVA_FRAME = re.compile(r"^[\s│]*(at )?([\w$]+\.)+[\w$<>]+\([^)]*\)$")
JAVA_FRAMEWORK = re.compile(r"(at )?(java\.base/|jdk\.|java\.|sun\.|org\.junit\.|org\.opentest4j\.|org\.apiguardian\.)")


def rule_junit(lines):
    """JUnit console launcher: ✘ tree rows (name + message); the Failures (N)
    section's test headers, `=>` exception lines and project frames
    (org.toolshare.*); in --details=verbose the failed test's node line,
    `caught:` lines, project frames and `status: ✘` lines; the tests
    successful / failed counts. Framework and JDK frames are left out."""
    keep = set()
    node = None
    for i, l in enumerate(lines):
        s = l.strip()
        m = re.match(r"^[\s│]*[├└]─ (.*)$", l)
        if m:
            node = i
        if "✘" in l:
            keep.add(i)
            if "status:" in l and node is not None:
                keep.add(node)
        elif re.match(r"^Failures \(\d+\):$", l):
            keep.add(i)
        elif re.match(r"^\s+JUnit [\w ]+:", l) or s.startswith("=> "):
            keep.add(i)
        elif "caught: " in l:
            keep.add(i)
        elif JAVA_FRAME.match(l) and not JAVA_FRAMEWORK.search(s.lstrip("│ ").lstrip()):
            keep.add(i)
        elif re.match(r"^\[\s+\d+ tests (successful|failed)\s+\]$", l):
            keep.add(i)
    return keep


def rule_cmake_configure(lines):
    """cmake configure: CMake Error/Warning blocks; otherwise the last lines."""
    return {i for i, l in enumerate(lines) if l.startswith("CMake Error") or l.startswith("CMake Warning")}


# ---------------------------------------------------------------- dispatch

def classify(cmd):
    c = cmd
    # Tools named at the start of the command (or of its last `cd x &&` part)
    # are matched first, so flags such as `shellcheck -f gcc` do not look
    # like a compiler run.
    first = re.sub(r"^cd \S+ && ", "", c)
    if first.startswith("shellcheck"):
        return "shellcheck"
    if first.startswith("bats"):
        return "bats"
    if first.startswith("prove"):
        return "prove"
    if first.startswith("perlcritic"):
        return "perlcritic"
    if re.match(r"^perl\b.* -\w*c\b", first):
        return "perl-c"
    if "test/shunit" in c or "shunit2" in c:
        return "shunit2"
    if "-m doctest" in c:
        return "doctest"
    if "-m unittest" in c:
        return "unittest"
    if "rspec" in c:
        return "rspec"
    if "rake test" in c or re.search(r"ruby .*_test\.rb", c):
        return "minitest"
    if "phpunit" in c:
        return "phpunit"
    if re.search(r"php -l\b", c):
        return "php-lint"
    if "run-tests.sh" in c or "junit-platform-console" in c:
        return "junit"
    if re.search(r"\bjavac\b", c):
        return "javac"
    if "valgrind" in c:
        return "valgrind"
    if re.match(r"^gdb\b", c):
        return "gdb"
    if "clang-tidy" in c:
        return "clang-tidy"
    if "-fanalyzer" in c:
        return "fanalyzer"
    if c.startswith("cppcheck"):
        return "cppcheck"
    if re.search(r"\bctest\b", c):
        return "ctest"
    if c.startswith("./build/test_") or "--gtest" in c:
        return "gtest"
    if c.startswith("cmake -S") or c.startswith("cmake -B"):
        return "cmake-configure"
    if re.search(r"\b(make|cmake --build|clang\+\+|clang|gcc|g\+\+|cc)\b", c):
        return "compile"
    if "hivelog-report" in c or "tidetable " in c:
        return "program"
    return "other"


# Tools where the generic error-word rule is applied on top of their own rules.
GENERIC_TOOLS = {"compile", "gdb", "bats", "shunit2", "prove", "perl-c", "unittest",
                 "minitest", "phpunit", "php-lint", "junit",
                 "cmake-configure", "gtest", "program", "other"}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = classify(cmd)
    idx = set()
    if tool == "compile":
        idx |= rule_compile(lines)
    elif tool == "fanalyzer":
        idx |= rule_fanalyzer(lines)
    elif tool == "clang-tidy":
        idx |= rule_clang_tidy(lines)
    elif tool == "cppcheck":
        idx |= rule_cppcheck(lines)
    elif tool == "valgrind":
        idx |= rule_valgrind(lines)
        if "make" in cmd:
            idx |= rule_compile(lines)
    elif tool == "gdb":
        idx |= rule_gdb(lines)
    elif tool == "ctest":
        idx |= rule_ctest(lines, cmd)
    elif tool == "gtest":
        idx |= rule_gtest(lines)
    elif tool == "cmake-configure":
        idx |= rule_cmake_configure(lines)
    elif tool == "bats":
        idx |= rule_bats(lines)
    elif tool == "shunit2":
        idx |= rule_shunit2(lines)
    elif tool == "shellcheck":
        idx |= rule_shellcheck(lines)
    elif tool == "prove":
        idx |= rule_prove(lines)
    elif tool == "perl-c":
        idx |= rule_perl_c(lines)
    elif tool == "perlcritic":
        idx |= rule_perlcritic(lines)
    elif tool == "unittest":
        idx |= rule_unittest(lines)
    elif tool == "doctest":
        idx |= rule_doctest(lines)
    elif tool == "minitest":
        idx |= rule_minitest(lines)
    elif tool == "rspec":
        idx |= rule_rspec(lines)
    elif tool == "phpunit":
        idx |= rule_phpunit(lines)
    elif tool == "php-lint":
        idx |= rule_php_lint(lines)
    elif tool == "javac":
        idx |= rule_javac(lines)
    elif tool == "junit":
        idx |= rule_junit(lines)
        idx |= rule_javac(lines)
    if tool in GENERIC_TOOLS:
        idx |= {i for i, l in enumerate(lines) if generic_error(l)}
    idx |= last_three(lines)
    # Each distinct kept line is listed once, at its first occurrence in the
    # output (a line kept only as one of the last three lines is placed where
    # it first appears).
    wanted = {lines[i] for i in idx if lines[i].strip()}
    out, seen = [], set()
    for l in lines:
        if l in wanted and l not in seen:
            seen.add(l)
            out.append(l)
    return tool, out


def main():
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".txtar"))
    for f in files:
        path = os.path.join(HERE, f)
        text, cmd, code, output = parse(path)
        tool, keep = keep_lines(cmd, output)
        if not keep:
            sys.exit(f"{f}: no keep lines")
        head = text.split("-- keep --\n", 1)[0]
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(head + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{f:45s} {tool:16s} keep={len(keep)}")


if __name__ == "__main__":
    main()

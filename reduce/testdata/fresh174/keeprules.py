#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh174 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace (including a trailing carriage return) removed. Blank lines are never
kept, nor are progress-bar lines that still hold a carriage return inside them
(meson's "Generating targets" bars). Each distinct line is kept once, at its
first occurrence in output order.

The rules are per tool, picked from the command; a command that chains tools
(`cmake ... && cmake --build`, `make coverage; gcovr`) gets the rules of each.
The test-runner and sanitizer rules match report formats that only those tools
print, so they are applied to every case. Every case also keeps its last three
non-blank lines.

"Project file" means a path that is relative (`src/x.c`, `../src/x.c`,
`include/...`, `tests/...`) or under /home/dev/work/.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def is_project(path):
    return path.startswith(PROJECT) or not path.startswith("/")


DIAG = re.compile(r"^(\S+?):(\d+)(?::\d+)?: (fatal error|error|warning|note): ")
IN_CONTEXT = re.compile(r"^(\S+?): (In (?:static )?(?:member )?function|In instantiation of|In constructor|"
                        r"In destructor|In lambda function)")


# ---------------------------------------------------------------- compilers, linkers, build tools

def compiler(lines, cmd):
    """gcc, g++, clang, clang++ and the build tools that drive them (make, cmake --build, ninja, meson)."""
    keep = []
    for i, l in enumerate(lines):
        m = DIAG.match(l)
        if m:
            kind = m.group(3)
            if kind != "note":
                keep.append(i)                      # every error and warning, wherever it points
            elif is_project(m.group(1)):
                msg = l[m.end():]
                if not msg.startswith(" ") and not msg.startswith("candidate"):
                    keep.append(i)                  # notes in project files: declared here, expected type,
                                                    # include hint, instantiation requested here (not the
                                                    # indented sub-notes and candidates of an overload list)
            continue
        m = IN_CONTEXT.match(l)
        if m and is_project(m.group(1)):
            keep.append(i)                          # the project function or template the next errors are in
    keep += match_all(
        lines,
        r"^\S+:\d+:\d+:\s+required from here$",     # gcc: the project line that instantiated a template
        r"undefined reference to ",
        r"multiple definition of ",
        r"^/usr/bin/ld: .*: in function ",
        r"^/usr/bin/ld: .*warning: ",
        r"^collect2: error: ",
        r"^g?make(\[\d+\])?: \*\*\* ",
        r"^FAILED: ",                               # ninja
        r"^ninja: build stopped",
        r"^cc1(plus)?: (some|all) warnings being treated as errors",
        r"^\d+ (warnings?|errors?)( and \d+ errors?)? generated\.$",
        r"fatal error: too many errors emitted",
        r"^clang(\+\+)?: error: ",
    )
    return keep


def clang_tidy(lines, cmd):
    """Each finding (warning/error with its check name); the analyzer's path notes are left out."""
    keep = []
    for i, l in enumerate(lines):
        m = DIAG.match(l)
        if m and m.group(3) != "note":
            keep.append(i)
    keep += match_all(lines, r"^Error while processing ", r"^Found compiler error")
    return keep


def clang_format(lines, cmd):
    # every violation location (the source and caret lines under it are left out)
    return match_all(lines, r"^\S+:\d+:\d+: (error|warning): code should be clang-formatted")


def cppcheck(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+:\d+:\d+: (error|warning|style|performance|portability|information): .*\[\w+\]$",
        r"^\s*<error id=",                          # --xml
        r"^\s*<location file=",
    )
    return keep


# ---------------------------------------------------------------- build systems

def cmake_configure(lines, cmd):
    keep = match_all(lines, r"^-- Configuring incomplete", r"^-- Could NOT find", r"^CMake (Error|Warning)")
    # the whole message block under a CMake Error/Warning (indented lines up to the next unindented line)
    for i, l in enumerate(lines):
        if l.startswith("CMake Error") or l.startswith("CMake Warning"):
            j = i + 1
            while j < len(lines) and (not lines[j].strip() or lines[j].startswith(" ")):
                if lines[j].strip():
                    keep.append(j)
                j += 1
    return keep


def configure(lines, cmd):
    keep = match_all(lines, r"^configure: (error|WARNING): ", r"^Package '.*not found", r"^config\.status: error")
    # the check that failed: the last `checking` line before the error
    for i, l in enumerate(lines):
        if l.startswith("configure: error"):
            j = i - 1
            while j >= 0 and not lines[j].startswith("checking "):
                j -= 1
            if j >= 0:
                keep.append(j)
    return keep


def autoreconf(lines, cmd):
    return match_all(lines, r"\b(warning|error): ", r"^autoreconf: error")


def meson_setup(lines, cmd):
    return match_all(
        lines,
        r"^Run-time dependency .* found: NO",
        r"\bERROR: ",
        r"\bWARNING: ",
        r"^Build targets in project: ",
    )


# ---------------------------------------------------------------- test runners

def tests(lines, cmd):
    """minitest, libcheck, ctest, automake's harness, meson test, and the tests' own messages."""
    keep = match_all(
        lines,
        # minitest (the C library's own framework)
        r"^\[  FAILED  \] ",
        r"^  \S+:\d+: CHECK_\w+\(",
        r"^\d+ tests, \d+ passed, \d+ failed$",
        # libcheck
        r"^\d+%: Checks: \d+, Failures: \d+, Errors: \d+",
        r"^\S+:\d+:[FE]:\S+:\S+:\d+: ",
        # ctest
        r"\*\*\*(Failed|Exception|Timeout|Not Run)",
        r"^\d+% tests passed, \d+ tests? failed out of \d+",
        r"^The following tests FAILED:",
        r"^\t\s*\d+ - \S+ \(\w+",
        r"^Errors while running CTest",
        r"EXPECT_\w+\(.*\) failed",
        r"^(\d+: )?\s+(left|right):\s",
        # automake harness
        r"^(FAIL|ERROR|XPASS): ",
        r"^# (TOTAL|PASS|FAIL|ERROR|XPASS):",
        # meson test
        r"^\s*\d+/\d+ \S+ / \S+\s+(FAIL|ERROR|TIMEOUT|UNEXPECTEDPASS)\b",
        r"^(Ok|Fail):\s+\d+",
        r"expectation failed: ",
        # messages the tests print
        r"\b[1-9]\d* failure\(s\)",
        r"^FAIL ",
        r"^\S+ duty: got ",
    )
    # meson: nonzero Timeout/Unexpected Pass counts
    keep += [i for i, l in enumerate(lines) if re.match(r"^(Expected Fail|Unexpected Pass|Timeout|Skipped):\s+[1-9]", l)]
    # automake test-suite.log (cat, or make check VERBOSE=1): the body of each FAIL section
    in_fail = False
    for i, l in enumerate(lines):
        if re.match(r"^(FAIL|ERROR): \S+$", l) and i + 1 < len(lines) and re.match(r"^=+$", lines[i + 1]):
            in_fail = True
            continue
        if in_fail:
            if re.match(r"^(PASS|SKIP|XFAIL): \S+$", l) and i + 1 < len(lines) and re.match(r"^=+$", lines[i + 1]):
                in_fail = False
            elif l.strip() and not re.match(r"^=+$", l) and not l.startswith("ok "):
                keep.append(i)
    # meson --print-errorlogs: the captured output between the scissors lines
    inside = False
    for i, l in enumerate(lines):
        if "✀" in l:
            inside = True
            continue
        if inside and re.match(r"^―{20,}$", l):
            inside = False
            continue
        if inside and l.strip() and l not in ("stdout:", "stderr:"):
            keep.append(i)
    return keep


def bats(lines, cmd):
    keep = match_all(
        lines,
        r"^1\.\.\d+$",                              # TAP plan (the number of tests)
        r"^not ok ",
        r"✗ ",                                      # pretty formatter
        r"\(in test file ",
        r"' failed$",
        r"^\d+ tests?, \d+ failures?",
    )
    # TAP: every diagnostic line of a failing test
    in_fail = False
    for i, l in enumerate(lines):
        if l.startswith("not ok "):
            in_fail = True
        elif l.startswith("ok ") or l.startswith("1.."):
            in_fail = False
        elif in_fail and l.startswith("#"):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- runtime checkers and debuggers

SRC_FRAME = re.compile(r"\(([\w.+-]+\.(?:c|cc|cpp|hpp)):\d+\)$")


def valgrind(lines, cmd):
    keep = match_all(
        lines,
        r"^==\d+== (Invalid (read|write|free)|Conditional jump|Use of uninitialised|Mismatched free|"
        r"Process terminating|Access not within|Syscall param|Source and destination overlap)",
        r"^==\d+==  Address 0x\w+ is ",
        r"^==\d+==  Block was alloc'd at",
        r"^==\d+==  Uninitialised value was created",
        r"are (definitely|possibly|indirectly) lost in loss record",
        r"in use at exit: ",
        r"^==\d+==\s+(definitely lost|indirectly lost|possibly lost|still reachable|suppressed): ",
        r"ERROR SUMMARY: ",
        r"All heap blocks were freed",
    )
    for i, l in enumerate(lines):
        f = re.match(r"^==\d+==\s+(?:at|by) 0x([0-9A-F]+): ", l)
        if f:
            m = SRC_FRAME.search(l)
            # project frames: a source file (not a library header) in the program's own image, which
            # valgrind maps low (0x10xxxx); glibc and libstdc++ live at 0x48xxxxx and up
            if m and int(f.group(1), 16) < 0x400000:
                keep.append(i)
        elif l.strip() and not l.startswith("=="):
            keep.append(i)                          # the program's own output
    return keep


SAN_PROJECT_FRAME = re.compile(r"^\s+#\d+ 0x[0-9a-f]+ in .* (?:/home/dev/work/\S+|(?:\.\./)?(?:src|tests|include)/\S+)$")
SAN_REPORT = re.compile(
    r"Sanitizer|^SUMMARY|runtime error|^(READ|WRITE) of size|is located|by thread T\d|^HINT|^\s+\(longjmp|leak of|"
    r"^Shadow|^=>|^\s|^0x|^=+$|^  This frame|^Address 0x")


def sanitizer(lines, cmd):
    keep = match_all(
        lines,
        r"ERROR: (AddressSanitizer|LeakSanitizer|ThreadSanitizer|MemorySanitizer)",
        r"^(READ|WRITE) of size \d+",
        r" is located ",
        r"^(freed by|previously allocated by|allocated by) thread",
        r"^SUMMARY: (Address|Leak|Thread|UndefinedBehavior)Sanitizer",
        r"^(Direct|Indirect) leak of",
        r"runtime error: ",
        r"<== Memory access",
        r"^  This frame has",
    )
    keep += [i for i, l in enumerate(lines) if SAN_PROJECT_FRAME.match(l)]
    return keep


def sanitized_run(lines, cmd):
    keep = sanitizer(lines, cmd)
    # the program's own output: lines that are not part of a sanitizer report
    keep += [i for i, l in enumerate(lines) if l.strip() and not SAN_REPORT.search(l)]
    return keep


def gdb(lines, cmd):
    keep = match_all(
        lines,
        r"^Program received signal",
        r"^Program terminated with signal",
        r"^Catchpoint \d+ \(exception thrown\)",
        r"^Breakpoint \d+, ",
        r"^terminate called",
        r"what\(\): ",
        r"^\$\d+ = ",
        r"^Value returned is ",
        r"^No symbol .* in current context",
        r"^Run till exit",
        r"^[a-z_]\w* = ",                           # info args / info locals
        r"^#0 ",                                    # where it stopped, even in libc
        r"^#\d+ .* at (?:/home/dev/work/|src/|tests/|include/)\S+:\d+$",
    )
    # bt full: the locals under a project frame
    in_project = False
    for i, l in enumerate(lines):
        if l.startswith("#"):
            in_project = bool(re.search(r" at (?:/home/dev/work/|src/|tests/|include/)\S+:\d+$", l))
        elif in_project and re.match(r"^\s{8}\w+ = ", l):
            keep.append(i)
        elif not l.startswith(" "):
            in_project = False
    # the current source line after a stop, when gdb can show it
    for i, l in enumerate(lines):
        if re.match(r"^\d+\t", l) and "No such file or directory" not in l:
            keep.append(i)
    return keep


def program_run(lines, cmd):
    """The project's own programs and scripts run directly: the whole output is the result."""
    return nonblank(lines)


# ---------------------------------------------------------------- shell

def shellcheck(lines, cmd):
    return match_all(
        lines,
        r"^In \S+ line \d+:$",
        r"\^-* SC\d{4} \(\w+\): ",
        r"^\S+:\d+:\d+: (error|warning|note|style): ",
        r"^(---|\+\+\+) ",
        r"^@@ ",
        r"^[-+](?![-+]{2} )",
    )


def bash_trace(lines, cmd):
    """bash -x: every message that is not a trace line, and the trace line of the command that printed it."""
    keep = []
    for i, l in enumerate(lines):
        if not l.strip() or l.startswith("+"):
            continue
        keep.append(i)
        m = re.match(r"^(?:\S+: line \d+: )?([\w.\[-]+): ", l)
        if m:
            word = m.group(1)
            for j in range(i - 1, -1, -1):
                t = re.match(r"^\++ (\S+)", lines[j])
                if t and t.group(1).strip("'") == word:
                    keep.append(j)
                    break
    keep += match_all(lines, r"^\++ (exit|die|return) ")
    return keep


def bash_syntax(lines, cmd):
    return match_all(lines, r"syntax error", r"unexpected EOF", r": line \d+: ")


# ---------------------------------------------------------------- coverage

def coverage(lines, cmd):
    keep = match_all(
        lines,
        r"^TOTAL\s",
        r"^(lines|functions|branches): \d",         # gcovr --print-summary
        r"^\s+(lines|functions|branches)\.+: ",     # lcov --summary
        r"^\s+Total:\|",                            # lcov --list
        r"^File '",                                 # gcov
        r"^(Lines executed|Branches executed|Taken at least once|Calls executed):",
    )
    for i, l in enumerate(lines):
        m = re.match(r"^\S+\.(?:c|cpp|h|hpp)\s+\d+\s+\d+\s+(\d+)%", l)          # gcovr rows below 100 %
        if m and int(m.group(1)) < 100:
            keep.append(i)
        m = re.match(r"^\S+\.(?:c|cpp|h|hpp)\s*\|\s*([\d.]+)%", l)             # lcov --list rows below 100 %
        if m and float(m.group(1)) < 100:
            keep.append(i)
    return keep


# ---------------------------------------------------------------- binaries and tracing

def nm(lines, cmd):
    # the listing is what was asked for: every symbol row and archive member header
    return match_all(lines, r"^[0-9a-f]*\s+[A-Za-z] \S", r"^\S+\.o:$")


def objdump(lines, cmd):
    keep = match_all(lines, r"^[0-9a-f]+ <.+>:$", r"^(?:/\S+|\S+\.(?:c|cpp|h|hpp)):\d+(?: \(discriminator \d+\))?$")
    if re.search(r"\s-\w*S", cmd):
        # -S: the interleaved source lines (anything that is not an instruction or a header)
        for i, l in enumerate(lines):
            if l.strip() and not re.match(r"^\s+[0-9a-f]+:\t", l) and not re.search(
                    r"file format |^Disassembly of section ", l):
                keep.append(i)
    return keep


def ldd(lines, cmd):
    return nonblank(lines)


def strace(lines, cmd):
    keep = []
    summary = any(l.startswith("% time") or "% time " in l for l in lines)
    for i, l in enumerate(lines):
        if re.search(r"= -1 E\w+", l) and "/etc/ld.so.preload" not in l:
            keep.append(i)
        elif re.match(r"^(\[pid\s+\d+\] )?--- SIG", l) or re.match(r"^(\[pid\s+\d+\] )?\+\+\+ (killed|exited)", l):
            keep.append(i)
        elif re.match(r"^(\[pid\s+\d+\] )?write\([12], ", l):
            keep.append(i)
    if summary:
        for i, l in enumerate(lines):
            if "% time" in l or re.search(r"\btotal$", l):
                keep.append(i)
                continue
            f = l.split()
            if len(f) >= 5 and re.match(r"^\d+\.\d+$", f[0]):
                if float(f[0]) >= 5.0 or (len(f) == 6 and f[4].isdigit()):
                    keep.append(i)                  # busy rows and rows with errors
        # the program's output before the table
        for i, l in enumerate(lines):
            if "% time" in l:
                break
            if l.strip():
                keep.append(i)
    return keep


def ltrace(lines, cmd):
    keep, shapes = [], set()
    for i, l in enumerate(lines):
        m = re.match(r"^\S+->(\w+)\(", l)
        if m:
            shape = re.sub(r'"[^"]*"', '""', re.sub(r"0x[0-9a-f]+|\b\d+\b", "N", l))
            shape = re.sub(r"\s+", " ", shape)
            if shape not in shapes:
                shapes.add(shape)
                keep.append(i)
        elif l.startswith("+++ ") or l.strip():
            keep.append(i)                          # exit line and the program's output
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = cmd
    rules = [tests, sanitizer]
    tool_words = re.findall(r"(?:^|[;&|(]\s*|\bthen\s+)(?:\w+=\S+\s+)*(\S+)", c)
    first = tool_words[0] if tool_words else c.split()[0]

    if "clang-tidy" in c:
        rules.append(clang_tidy)
    elif "clang-format" in c:
        rules.append(clang_format)
    elif re.search(r"\b(make|ninja|gcc|g\+\+|clang\+\+|clang|cc)\b|cmake --build|meson compile", c):
        rules.append(compiler)
    if "cppcheck" in c:
        rules.append(cppcheck)
    if re.search(r"\bcmake\b", c):
        rules.append(cmake_configure)
    if "./configure" in c or "distcheck" in c:
        rules.append(configure)
    if "autoreconf" in c:
        rules.append(autoreconf)
    if "meson setup" in c:
        rules.append(meson_setup)
    if re.search(r"\bbats\b", c):
        rules.append(bats)
    if "valgrind" in c:
        rules.append(valgrind)
    if re.search(r"\bgdb\b", c):
        rules.append(gdb)
    if "shellcheck" in c:
        rules.append(shellcheck)
    if "bash -x" in c:
        rules.append(bash_trace)
    if "bash -n" in c:
        rules.append(bash_syntax)
    if re.search(r"\b(gcovr|gcov|lcov)\b|coverage-text", c):
        rules.append(coverage)
    if re.search(r"\bnm\b", c):
        rules.append(nm)
    if "objdump" in c:
        rules.append(objdump)
    if re.search(r"\bldd\b", c):
        rules.append(ldd)
    if re.search(r"\bstrace\b", c):
        rules.append(strace)
    if re.search(r"\bltrace\b", c):
        rules.append(ltrace)
    bare = re.sub(r"^(\w+=\S+\s+)+", "", c)     # leading VAR=value assignments
    test_binary = re.match(r"^\./build\S*/(test|check)_", bare)
    if re.match(r"^\./build-(asan|ubsan)/", bare):
        rules.append(sanitized_run)
    elif re.match(r"^(\./)?(build|bin)/", bare) and not test_binary:
        rules.append(program_run)
    if len(rules) == 2 and not test_binary and not re.search(r"\b(make|ctest|meson test)\b|test-suite\.log", c):
        raise SystemExit(f"no rules for command: {cmd}")
    return rules


# Hand additions: lines no rule can find, listed per case (by the exact command).
# bash -x traces: the trace lines that show the bug itself, where no error message points at them.
HAND = {
    "bash -x bin/logsum.sh test/fixtures/access.log 3 2>&1 | head -60": [
        "+ head -n 2",                  # `head -n $((top - 1))` lists one path too few
        "+ '[' 82 ']'",                 # `[ $errors > 10 ]` is a redirection, so the test is always true
    ],
    "bin/logsum.sh test/fixtures/access.log 3; ls -l 10 2>/dev/null": [
        "WARNING: 82 server errors",
    ],
}


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set()
    for want in HAND.get(cmd, []):
        found = [i for i, l in enumerate(lines) if l == want]
        if not found:
            raise SystemExit(f"hand addition not in output: {want!r} ({cmd})")
        idx.add(found[0])
    for rule in rules_for(cmd):
        idx.update(rule(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen or "\r" in l:   # progress bars redrawn with \r are never kept
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    if rest.startswith("-- keep --\n"):
        output = ""
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for path in files:
        cmd, exit_, output = parse(path)
        keep = keep_lines(cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

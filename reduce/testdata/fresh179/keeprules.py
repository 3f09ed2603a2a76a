#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh179 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line as a terminal shows it: the text after the last
carriage return on the line, with ANSI escapes (CSI and OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept once,
at its first occurrence in output order.

The rules are per tool. A command can run several tools (`go test ... && go tool
cover -func`, `make cov && ./test_pack_cov && gcovr`), so every rule whose tool
appears in the command is applied, and the union is kept. Every case also keeps
its last three non-blank lines, and the general problem rule (below) runs on all
outputs. HAND lists additions made by hand (there are none; the dict is the place
for them).
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"

# case name -> list of extra lines kept by hand (exact cleaned lines)
HAND = {}


def clean(line):
    line = line.split("\r")[-1] if "\r" in line.rstrip("\r") else line
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns, flags=0):
    rx = [re.compile(p, flags) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


# Words that state a problem. Matched as whole words, so `AssertionError` inside a
# repr, `testCodeFailure` or `ERR_TEST_FAILURE` do not count, but `Error:` does.
PROBLEM = re.compile(r"(?i)(?<![\w./-])(error|errors|failed|failure|fail|panic|panicked|warning|"
                     r"exception|traceback|regressed|terminated)(?![\w-])")
PROBLEM_SKIP = re.compile(
    r"^\s+at |node:internal|/node_modules/|^\s+/usr/(local/go|lib)/|^\s*(✔|--- PASS|ok\s)|"
    r"^\s*[-+]{3} |Hint: Enable verbose|^Subroutine .* redefined|^# (fail|pass) 0$|^ℹ fail 0$|"
    r"^\s*- (during|Typical|\d+ passing)|Stopped because|^Trying example|Status\.(VALID|OVERRUN|INVALID)|"
    r"failureType:|^\s*code: 'ERR_|unitsPerEm|'--show-output'|Traceback \(most recent call last\):$|"
    r"^\s*panic\(\{0x")


def problems(lines):
    keep = []
    for i, l in enumerate(lines):
        if PROBLEM.search(l) and not PROBLEM_SKIP.search(l):
            keep.append(i)
    return keep


def section_after(lines, i, stop):
    """Indices after line i up to (not including) the first line matching stop."""
    out = []
    j = i + 1
    while j < len(lines) and not re.search(stop, lines[j]):
        out.append(j)
        j += 1
    return out


# ---------------------------------------------------------------- Go

GO_FRAME_FILE = re.compile(r"^\s+" + re.escape(PROJECT) + r"\S+\.go:\d+")


def go_test(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*--- FAIL: ",
        r"^\s+\w+_test\.go:\d+: ",                      # t.Errorf / t.Fatalf / b.Fatalf messages
        r"^\s+testing\.go:\d+: panic: ",                # fuzz worker panic
        r"^panic: ",
        r"^(FAIL|ok)\s+\S+",                            # package result lines (with coverage)
        r"^FAIL$",
        r"^exit status \d+",
        r"^\s*coverage: [\d.]+% of statements",
        r"^\s+Failing input written to ",
        r"^\s+To re-run:",
        r"^\s+go test -run=",
        r"^fuzz: elapsed: .*now fuzzing",               # fuzzing started (workers)
        r"^Benchmark\S*\s+\d+\s+[\d.]+ ns/op",          # every benchmark result row
        r"^--- FAIL: Benchmark",
    )
    # project frames: the function line above each file line in the project
    for i, l in enumerate(lines):
        if GO_FRAME_FILE.match(l):
            keep.append(i)
            if i > 0:
                keep.append(i - 1)
    # the last fuzz progress line (how long it ran, how many execs)
    fz = [i for i, l in enumerate(lines) if l.startswith("fuzz: elapsed:")]
    if fz:
        keep.append(fz[-1])
    return keep


def go_cover_func(lines, cmd):
    # filtered by the user (sort | head, awk, grep): the whole listing is the answer
    if re.search(r"cover -func\S*\s*(\S+\s*)?\|", cmd):
        return nonblank(lines)
    # otherwise: functions with no coverage at all, and the total
    return match_all(lines, r"\s0\.0%$", r"^total:\s")


def go_cover_html(lines, cmd):
    return match_all(lines, r"\.html$")


def pprof(lines, cmd):
    keep = match_all(lines, r"^Type: ", r"^Showing nodes ", r"^\s+flat\s+flat%")
    rows = [i for i, l in enumerate(lines) if re.match(r"^\s+[\d.]+\w*\s+[\d.]+%\s+[\d.]+%", l)]
    keep += rows[:5]
    keep += [i for i in rows if "meterkit" in lines[i]]
    return keep


def benchstat(lines, cmd):
    if len(re.findall(r"\.txt", cmd)) < 2:        # one file: the summary is the answer
        return nonblank(lines)
    keep = match_all(
        lines,
        r"│\s+\S+\.txt\s+│",                          # which file is base and which is new
        r"│\s+(sec|B|allocs)/op\s+│",                  # the unit of each block
        r"[+-][\d.]+% \(p=",                            # a significant change
        r"^geomean\s",
    )
    return keep


def cat_file(lines, cmd):
    return nonblank(lines)


# ---------------------------------------------------------------- Python

PY_EXC = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning)\b(?::.*)?$")


def python_traceback(lines):
    keep = []
    for i, l in enumerate(lines):
        if PY_EXC.match(l):
            keep.append(i)
        elif l.startswith('  File "' + PROJECT) or l.startswith('  File "<timeit-src>"'):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    "):
                keep.append(i + 1)
    return keep


def in_hypothesis_log(lines):
    """Indices inside pytest's captured `--- Hypothesis ---` sections."""
    out = set()
    inside = False
    for i, l in enumerate(lines):
        if re.match(r"^-{3,} Hypothesis -{3,}$", l):
            inside = True
            continue
        if inside and (re.match(r"^(={3,}|_{3,}) ", l)):
            inside = False
        if inside:
            out.add(i)
    return out


COV_ROW = re.compile(r"^(\S+\.py)\s+(\d+)\s+(\d+)(?:\s+(\d+)\s+(\d+))?\s+\d+(?:\.\d+)?%")


def coverage_table(lines):
    """coverage.py / pytest-cov rows with missed statements or partial branches, TOTAL, failures."""
    keep = match_all(
        lines,
        r"^Name\s+Stmts\s+Miss",
        r"^TOTAL\s",
        r"^Coverage failure: ",
        r"^FAIL Required test coverage",
        r"^Required test coverage .* reached",
        r"^Wrote \w+ report to ",
        r"^Coverage (HTML|XML|JSON) written to",
        r"^\d+ files? skipped due to complete coverage",
        r"^No data to report",
    )
    for i, l in enumerate(lines):
        m = COV_ROW.match(l)
        if m and (int(m.group(3)) > 0 or (m.group(5) and int(m.group(5)) > 0)):
            keep.append(i)
    return keep


def pytest(lines, cmd):
    hyp = in_hypothesis_log(lines)
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^E   ",                                       # assertion detail, falsifying examples
        r"^_{3,} .+ _{3,}$",                            # failure headers
        r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+: \w*(Error|Exception)$",  # where the failure was raised
        r"^(FAILED|ERROR) ",                            # short summary
        r" (FAILED|ERROR)(\s+\[|$)",                    # -v rows
        r"^=* ?\d+ (failed|passed|error)",              # count line
        r"\b\d+ (failed|errors?)\b.* in [\d.]+s",
        r"^\S+\.py [.FEsx]+\s*(\[\s*\d+%\])?$",         # -q progress lines (filtered below)
        r"^[.FEsx]*[FE][.FEsx]*\s+\[\s*\d+%\]$",
        r"^Falsifying example",
    )
    keep = [i for i in keep if i not in hyp or "Falsifying example" in lines[i]]
    keep = [i for i in keep if not (re.match(r"^\S+\.py [.sx]+\s*(\[|$)", lines[i]))]
    # the failing source line (">") of a test frame in the project, outside the hypothesis log
    for i, l in enumerate(lines):
        if l.startswith(">   ") and i not in hyp:
            j = i + 1
            while j < len(lines) and lines[j].startswith(("E ", "    ", ">")) or (j < len(lines) and not lines[j].strip()):
                j += 1
            if j < len(lines) and re.match(r"^(tests|bench)/\S+\.py:\d+", lines[j]):
                keep.append(i)
    keep += coverage_table(lines)
    # --hypothesis-show-statistics: each test's block header and phases that found errors
    header = None
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py::\S+:$", l):
            header = i
        elif re.match(r"^\s+- Found \d+ distinct errors? in this phase", l):
            keep.append(i)
            if header is not None:
                keep.append(header)
    # pytest-benchmark: where data was saved/compared, the table header and every result row,
    # and the regression report
    keep += match_all(
        lines,
        r"^Saved benchmark data in: ",
        r"^Comparing against benchmarks from: ",
        r"-{3,} benchmark: \d+ tests -{3,}$",
        r"^Name \(time in \w+\)",
        r"^Performance has regressed:",
        r"^\s+\S+ \(\S+\) - Field '\w+' has failed ",
        r"^ERROR: Performance has regressed",
    )
    in_table = False
    for i, l in enumerate(lines):
        if l.startswith("Name (time in"):
            in_table = True
            continue
        if in_table:
            if not l.strip() or l.startswith("Legend"):
                in_table = False
            elif not l.startswith("---"):
                keep.append(i)
    return keep


def coverage_py(lines, cmd):
    keep = coverage_table(lines) + python_traceback(lines)
    if "run" in cmd and "pytest" in cmd:
        keep += pytest(lines, cmd)
    return keep


def timeit(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(lines, r"^\d+ loops?, best of \d+: ", r"^raw times: ", r"UserWarning: ")
    return keep


def pytest_loop(lines, cmd):
    # a shell loop that prints one summary per run: the failing runs and their message
    return match_all(lines, r"^run \d+: .*\b(failed|error|E\s)", r"^run \d+: E ")


# ---------------------------------------------------------------- Node

def node_test(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*not ok \d+ - ",                           # TAP failures
        r"^\s*location: '",
        r"^\s*(expected|actual|operator): ",
        r"^\s*(Property failed after|Counterexample: |Shrunk \d+ time)",
        r"^\s*\{ seed: -?\d+, path: ",                  # what reproduces a fast-check failure
        r"^\s*[\d.e+-]+ !== [\d.e+-]+$",               # a !== b
        r"^\s*Expected values to be strictly (deep-)?equal",
        r"^\s*(AssertionError|Error)\b.*:",            # spec reporter error headline
        r"^\s*\+ actual - expected$",
        r"^✖ ",                                         # spec reporter failing test
        r"^test at \S+:\d+:\d+$",
        r"^\s*(# |ℹ )(tests|pass|fail|cancelled) \d+$",
        r"^# (file|all files)\s+\|",                    # --experimental-test-coverage
    )
    # the +/- diff lines of a deep-equal failure: between "+ actual - expected" and "at"/"{"
    for i, l in enumerate(lines):
        if l.strip() == "+ actual - expected":
            for j in section_after(lines, i, r"^\s+at |^\s+\w+: |^\s+\S+ \{$|generatedMessage"):
                if re.match(r"^\s*[-+]\s+\S", lines[j]):
                    keep.append(j)
    # --experimental-test-coverage rows with uncovered lines
    for i, l in enumerate(lines):
        m = re.match(r"^# (\S+)\s+\|\s+[\d.]+\s+\|\s+[\d.]+\s+\|\s+[\d.]+\s+\|\s*(\S.*)?$", l)
        if m and m.group(2):
            keep.append(i)
    return keep


def istanbul(lines, cmd):
    """c8 / nyc text and text-summary reporters, threshold errors."""
    keep = match_all(
        lines,
        r"^File\s+\|\s+% Stmts",
        r"^All files\s+\|",
        r"^ERROR: Coverage for \w+ .* does not meet",
        r"^(Statements|Branches|Functions|Lines)\s+: [\d.]+%",
    )
    for i, l in enumerate(lines):
        cells = [c.strip() for c in l.split("|")]
        if len(cells) == 6 and cells[0] and not cells[0].startswith(("File", "All files", "-")):
            pct = [c for c in cells[1:5] if re.match(r"^[\d.]+$", c)]
            if cells[5] or any(float(p) < 100 for p in pct):
                keep.append(i)
    return keep


def mocha(lines, cmd):
    keep = match_all(lines, r"^\s+\d+ (passing|failing|pending)", r"^\s+\d+\) ", r"^\s+(AssertionError|Error)\b")
    return keep


def tinybench(lines, cmd):
    # the results table: header and every task row
    return match_all(lines, r"^│ \(index\) │", r"^│ \d+\s+│ '")


def benchmarkjs(lines, cmd):
    return match_all(lines, r" x [\d,.]+ ops/sec ", r"^Fastest is ", r"^error in ")


def autocannon(lines, cmd):
    keep = match_all(
        lines,
        r"^Running .* test @ ",
        r"^│ Stat\s+│",                                 # column headers of the two tables
        r"^│ (Latency|Req/Sec)\s+│",
        r"^│ [1-5]\d\d\s+│\s+\d+\s+│$",                 # status code counts
        r"^│ (50|99|99\.9)\s+│",                        # key percentiles of --latency
        r"requests in [\d.]+s",
        r"non 2xx responses",
        r"\d+ (errors|timeouts)",
        r"^served \d+ ",
    )
    return keep


def stryker(lines, cmd):
    keep = match_all(
        lines,
        r"\bERROR\b",
        r"^\w*Error: ",
        r"^\[(Survived|NoCoverage)\] ",
        r"^File\s+\|\s+total\s+\|",
        r"^(All files|\s\S+\.js)\s+\|\s+[\d.]+",       # score table rows
        r"Final mutation score",
        r"^\s*not ok \d+ - ",
        r"^\s*(expected|actual): ",
        r"^# (pass|fail) \d+",
    )
    # why a plugin did not load (the line under the warning)
    for i, l in enumerate(lines):
        if "Error during loading" in l and i + 1 < len(lines):
            keep.append(i + 1)
    # each surviving mutant: its location and the mutated line
    for i, l in enumerate(lines):
        if re.match(r"^\[(Survived|NoCoverage)\] ", l):
            for j in (i + 1, i + 3):
                if j < len(lines):
                    keep.append(j)
    return keep


# ---------------------------------------------------------------- C coverage and timing

def gcov(lines, cmd):
    keep = match_all(
        lines,
        r"^File '",
        r"^(Lines|Branches) executed:",
        r"^Taken at least once:",
        r"^Calls executed:",
        r"cannot open",
    )
    # functions that are not fully executed
    for i, l in enumerate(lines):
        if l.startswith("Function '") and i + 1 < len(lines):
            m = re.match(r"^Lines executed:([\d.]+)%", lines[i + 1])
            if m and float(m.group(1)) < 100:
                keep.append(i)
    # the per-function lines under a Function header are only kept with it
    return [i for i in keep if not (lines[i].startswith("Lines executed:") and i > 0 and lines[i - 1].startswith("Function '")
                                    and (i - 1) not in keep)]


def gcov_annotated(lines, cmd):
    keep = []
    last_src = None
    for i, l in enumerate(lines):
        if re.match(r"^\s+(#####|=====):\s+\d+:", l):
            keep.append(i)
        if re.match(r"^\s+[\d\-#=*]+:\s+\d+:", l):
            last_src = i
        elif re.match(r"^branch\s+\d+ (taken 0\b|never executed)", l) and last_src is not None:
            keep.append(last_src)
    return keep


def lcov(lines, cmd):
    keep = match_all(
        lines,
        r"^Summary coverage rate:",
        r"^Overall coverage rate:",
        r"^\s+(lines|functions|branches)\.+: ",
        r"^\s+\|Lines\s+\|",
        r"^Filename\s+\|",
        r"^\s+Total:\|",
        r"^(geninfo|lcov|genhtml): (WARNING|ERROR)",
    )
    # --list rows under 100 % lines or branches
    for i, l in enumerate(lines):
        m = re.match(r"^(\S+)\s+\|\s*([\d.]+)%\s+\d+\|\s*([\d.]+)%\s+\d+\|\s*([\d.]+)%\s+\d+$", l)
        if m and min(float(m.group(2)), float(m.group(4))) < 100:
            keep.append(i)
    return keep


def gcovr(lines, cmd):
    keep = match_all(
        lines,
        r"^File\s+(Lines|Branches)\s+(Exec|Taken)\s+Cover",
        r"^TOTAL\s",
        r"^\(ERROR\) ",
        r"^\(WARNING\) ",
        r'"(line|branch|function)_percent": ',
        r'"filename": ',
    )
    for i, l in enumerate(lines):
        m = re.match(r"^(\S+)\s+\d+\s+\d+\s+(\d+)%\s*(\S.*)?$", l)
        if m and not l.startswith("TOTAL") and (int(m.group(2)) < 100 or m.group(3)):
            keep.append(i)
    return keep


def ctest(lines, cmd):
    # the project's own C test binary
    return match_all(lines, r"^FAIL \S+:\d+: ", r"^\d+ checks, \d+ failed", r"is up to date")


def hyperfine(lines, cmd):
    keep = match_all(
        lines,
        r"^Benchmark \d+: ",
        r"^\s+Time \(mean ± σ\):",
        r"^\s+Range \(min … max\):",
        r"^\s+Warning: ",
        r"^Error: ",
        r"^\s+'.*' ran$",
        r"times (faster|slower) than",
        r"^\| Command \|",
    )
    keep += [i for i, l in enumerate(lines) if re.match(r"^\| `", l)]  # markdown export rows
    return keep


def perf_stat(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*Performance counter stats for ",
        r"^\s+[\d,.]+\s+(msec )?[\w-]+\s",              # counter rows
        r"seconds time elapsed",
        r"seconds (user|sys)$",
        r"crc32 of ",                                   # the program's own output
    )
    return keep


def shell_time(lines, cmd):
    return match_all(lines, r"^(real|user|sys)\s+\d+m[\d.]+s$", r"No such file", r"command not found")


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    rules = []
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)
    if re.search(r"\bgo test\b", c):
        rules.append(go_test)
    if "cover -func" in c:
        rules.append(go_cover_func)
    if "cover -html" in c:
        rules.append(go_cover_html)
    if "pprof" in c:
        rules.append(pprof)
    if c.startswith("benchstat"):
        rules.append(benchstat)
    if c.startswith("cat ") and "/fuzz/" in c:
        rules.append(cat_file)
    if re.search(r"(^|&& |; )cat \S+\.gcov", c):
        rules.append(gcov_annotated)
    if c.startswith("for ") and "pytest" in c:
        rules.append(pytest_loop)
    elif "-m pytest" in c:
        rules.append(pytest)
    if "-m coverage" in c:
        rules.append(coverage_py)
    if "-m timeit" in c:
        rules.append(timeit)
    if re.search(r"node --test|npx c8", c):
        rules.append(node_test)
    if re.search(r"npx (c8|nyc)", c):
        rules.append(istanbul)
    if "mocha" in c:
        rules.append(mocha)
    if re.search(r"node bench/\S+\.bench\.js", c):
        rules.append(tinybench)
    if re.search(r"node bench/\S+\.benchmark\.js", c):
        rules.append(benchmarkjs)
    if "autocannon" in c:
        rules.append(autocannon)
    if "stryker" in c:
        rules.append(stryker)
    if re.search(r"(^|&& |; )gcov ", c):
        rules.append(gcov)
    if re.search(r"\b(lcov|genhtml)\b", c):
        rules.append(lcov)
    if "gcovr" in c:
        rules.append(gcovr)
    if re.search(r"\./test_pack|make ", c):
        rules.append(ctest)
    if "hyperfine" in c:
        rules.append(hyperfine)
    if c.startswith("perf stat"):
        rules.append(perf_stat)
    if c.startswith("time "):
        rules.append(shell_time)
    if not rules:
        raise SystemExit(f"no rules for command: {cmd}")
    return rules


def keep_lines(name, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set()
    for rule in rules_for(cmd):
        idx.update(rule(lines, cmd))
    idx.update(problems(lines))
    idx.update(match_all(lines, r"^(exit|rc)[=: ]\s*\d+$"))   # an exit code the command echoes
    idx.update(nonblank(lines)[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    for l in HAND.get(name, []):
        if l not in seen:
            out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    total = 0
    for path in files:
        name = os.path.basename(path)[:-len(".txtar")]
        cmd, exit_, output = parse(path)
        keep = keep_lines(name, cmd, output)
        write(path, cmd, exit_, output, keep)
        total += len(keep)
        print(f"{name}: {len(keep)} keep lines")
    print(f"total: {total} keep lines in {len(files)} cases")


if __name__ == "__main__":
    main(sys.argv[1:])

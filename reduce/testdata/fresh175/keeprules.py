#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh175 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI, OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept
once, at its first occurrence in output order.

The rules are per tool, picked from the command (see rules_for). A command
that wraps a runner (`make test`, `npm test`, `npx c8 ...`, `npx nyc ...`, a
shell retry loop) uses the rules of the runner it wraps. Every case also keeps
its last three non-blank lines. HAND lists the few lines added by hand.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"

# Hand additions: case name -> lines (exact, cleaned) that the rules miss.
HAND = {
    # the stats were what the flag was typed for: the phase that found the error
    "pytest-hypothesis-two-falsified-stats": [
        "    - Found 1 distinct error in this phase",
    ],
}


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def block_after(lines, i, stop=lambda l: not l.strip()):
    """Indices after i up to (not including) the first line where stop() is true."""
    out = []
    j = i + 1
    while j < len(lines) and not stop(lines[j]):
        out.append(j)
        j += 1
    return out


def is_project_path(p):
    return p.startswith(PROJECT) or p.startswith("file://" + PROJECT) or re.match(
        r"^(\./)?(tests?|src|lib|tramline|pricing|manifest|tally|slots|queue)/", p) is not None


COVER_ROW = re.compile(r"^\s*(\S.*?)\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|\s*(.*?)\s*$")


def istanbul_table(lines):
    """jest / vitest / c8 / nyc text tables: rows with uncovered lines, and All files."""
    keep = []
    for i, l in enumerate(lines):
        m = COVER_ROW.match(l)
        if not m:
            continue
        if m.group(1) == "All files":
            keep.append(i)
        elif m.group(2) and m.group(2) not in ("Uncovered Line #s",):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- python

PY_LOC = re.compile(r"^(\S+\.py):\d+:(?: |$)")


def pytest(lines, cmd):
    keep = match_all(
        lines,
        r"^E   ",                                       # assertion and exception detail
        r"^_{3,} .+ _{3,}$",                            # failure / error / collection headers
        r"^(FAILED|ERROR|XPASS) ",                      # short summary (-r), XPASS rows of -rA
        r" (FAILED|ERROR|XPASS)(\s+\[|$)",              # -v rows
        r"^!{3,}",                                      # interrupted / stepwise banners
        r"^=* ?\d+ (failed|passed|errors?)\b",          # count lines
        r"\b\d+ (failed|errors?)\b.* in [\d.]+s",
        r"^\d+ tests? collected, \d+ errors?",
        r"^TOTAL\s",
        r"^\d+\.\d+s (call|setup|teardown)\s",          # --durations rows
        r"^--- attempt \d+ failed",                     # the retry loop's own message
    )
    for i, l in enumerate(lines):
        m = PY_LOC.match(l)
        if m and is_project_path(m.group(1)):
            keep.append(i)                              # project locations, --tb=line entries
            # --tb=short / collection frames: the source line of the frame that raised
            if re.search(r":\d+: in \S+$", l) and i + 2 < len(lines) and lines[i + 1].startswith("    ") \
                    and lines[i + 2].startswith("E   "):
                keep.append(i + 1)
    # ">" failing source lines, when the frame they belong to is in the project
    for i, l in enumerate(lines):
        if l.startswith(">"):
            j = i + 1
            while j < len(lines) and not PY_LOC.match(lines[j]) and not lines[j].startswith("___"):
                j += 1
            if j < len(lines) and PY_LOC.match(lines[j]) and is_project_path(PY_LOC.match(lines[j]).group(1)):
                keep.append(i)
    # doctest failures inside pytest: the failing example, Expected/Got blocks
    for i, l in enumerate(lines):
        if l in ("Expected:", "Got:"):
            keep.append(i)
            keep += block_after(lines, i, stop=lambda x: not x.startswith("    "))
            if l == "Expected:" and i > 0 and re.match(r"^\d{3}\s+>>> ", lines[i - 1]):
                keep.append(i - 1)
    # coverage rows with missed statements
    for i, l in enumerate(lines):
        m = re.match(r"^\S+\.py\s+\d+\s+(\d+)\s+\d+%", l)
        if m and int(m.group(1)) > 0:
            keep.append(i)
    return keep


def unittest(lines, cmd):
    keep = match_all(
        lines,
        r" \.\.\. (FAIL|ERROR)$",
        r"^(FAIL|ERROR): ",
        r"^(AssertionError|[A-Za-z_.]*(Error|Exception))\b.*",
        r"^First differing element",
        r"^Ran \d+ tests?",
        r"^(FAILED|OK)\b",
    )
    for i, l in enumerate(lines):
        if l.startswith('  File "' + PROJECT):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    "):
                keep.append(i + 1)
    # the -/+ lines of an assertion diff
    in_diff = False
    for i, l in enumerate(lines):
        if l.startswith("AssertionError"):
            in_diff = True
        elif in_diff and (l.startswith("====") or l.startswith("----")):
            in_diff = False
        elif in_diff and re.match(r"^[-+] ", l):
            keep.append(i)
    return keep


def doctest(lines, cmd):
    keep = match_all(
        lines,
        r'^File ".*", line \d+, in ',
        r"^\d+ items? had failures:",
        r"^\s+\d+ of\s+\d+ in ",
        r"^\d+ passed and \d+ failed\.",
        r"^\*\*\*Test Failed\*\*\*",
        r"^Test passed\.",
    )
    for i, l in enumerate(lines):
        if l in ("Failed example:", "Expected:", "Got:", "Exception raised:"):
            keep.append(i)
            keep += block_after(lines, i, stop=lambda x: not x.startswith("    "))
    return keep


def mypy(lines, cmd):
    return match_all(lines, r"^\S+:\d+: error: ", r"^(Found \d+ errors?|Success: )")


def flake8(lines, cmd):
    return match_all(lines, r"^\S+:\d+:\d+: [A-Z]\d+ ", r"^\d+\s+[A-Z]\d+ ", r"^\d+$")


def pylint(lines, cmd):
    return match_all(lines, r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", r"^\*+ Module ", r"^Your code has been rated")


# ---------------------------------------------------------------- javascript

JS_FRAME = re.compile(r"^\s+at .*\((?:file://)?(/home/dev/work/\S+|(?:test|src|lib)/\S+):\d+:\d+\)$")


def js_frames(lines):
    keep = []
    for i, l in enumerate(lines):
        m = JS_FRAME.match(l)
        if m and "/node_modules/" not in m.group(1):
            keep.append(i)
    return keep


def jest(lines, cmd):
    keep = match_all(
        lines,
        r"^FAIL ",
        r"^\s+● (?!Console)",                           # failing test titles
        r"^\s+✕ ",
        r"^\s+expect\(",                                # matcher line
        r"^\s+(Expected|Received)( [\w ]+)?: ",
        r"^\s+(- Expected|\+ Received|- Snapshot)\b",
        r"^\s+Snapshot name: ",
        r"^\s+thrown: ",
        r"^\s+>\s+\d+ \|",                              # the failing line of the code frame
        r"^\s*› \d+ snapshots? (failed|updated|written|obsolete)",
        r"^\s*› \d+ snapshots? .* from \d+ test suites?",
        r"^\s+Inspect your code changes or run",
        r"^(Tests|Test Suites|Snapshots):\s",
    )
    # diff bodies: "-"/"+" lines after a diff header, up to the code frame
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(- Expected|- Snapshot)\b", s):
            in_diff = True
            continue
        if in_diff and (re.match(r"^\s+\d+ \|", l) or re.match(r"^\s+>\s+\d+ \|", l) or s.startswith("at ")):
            in_diff = False
        elif in_diff and re.match(r"^\s{4}[-+] ", l) and not re.match(r"^\s{4}\+ Received", l):
            keep.append(i)
    keep += js_frames(lines)
    keep += istanbul_table(lines)
    return keep


def vitest(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*× ",
        r"^\s*→ ",
        r"^\s*❯ ",
        r"^\s*FAIL\s",
        r"Failed Tests \d+",
        r"^(AssertionError|[A-Za-z]*Error)\b",
        r"^(- Expected|\+ Received)",
        r"^\s*(Test Files|Tests)\s+\d+",
    )
    # "- Expected:" / "+ Received:" with the value on the lines under them
    for i, l in enumerate(lines):
        if l in ("- Expected:", "+ Received:"):
            keep += block_after(lines, i)
    in_diff = False
    for i, l in enumerate(lines):
        if l.startswith("- Expected"):
            in_diff = True
            continue
        if in_diff and (l.startswith(" ❯") or l.startswith("⎯")):
            in_diff = False
        elif in_diff and re.match(r"^[-+]\s*\S", l) and not l.startswith("+ Received"):
            keep.append(i)
    keep += istanbul_table(lines)
    return keep


def mocha(lines, cmd):
    keep = match_all(
        lines,
        r"^\s+\d+ (passing|failing|pending)",
        r"^\s+\d+\) ",                                  # numbered failures (list and detail headers)
        r"^\s+(AssertionError|[A-Za-z]*Error)\b",
        r"^\s+\+ expected - actual",
        r"Exception during run: ",
        r"^\S+\(\d+,\d+\): error TS\d+: ",
    )
    # the rest of a detail header: the indented title lines under "  1) suite", after "N failing"
    failing = next((i for i, l in enumerate(lines) if re.match(r"^\s+\d+ failing", l)), len(lines))
    for i, l in enumerate(lines):
        if i > failing and re.match(r"^\s+\d+\) ", l):
            keep += block_after(lines, i)
    # TS error continuation lines, and the -/+ lines of the diff
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+: ", l):
            keep += block_after(lines, i, stop=lambda x: not x.startswith("  ") or "error TS" in x)
        if l.strip() == "+ expected - actual":
            keep += [j for j in block_after(lines, i, stop=lambda x: x.strip().startswith("at "))
                     if re.match(r"^\s+[-+]\S", lines[j])]
    keep += js_frames(lines)
    keep += istanbul_table(lines)
    return keep


def node_test(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*not ok \d+ ",
        r"^\s+location: ",
        r"^\s+error: ",
        r"^\s+failureType: ",
        r"^\s+code: ",
        r"^\s+(expected|actual|operator): ",
        r"^\s*✖ ",
        r"AssertionError",
        r"^\s+'[^']*'$",                                # a failure's quoted message (spec reporter)
        r"^\s+\+ actual - expected",
        r"^[#ℹ] (tests|pass|fail|cancelled) \d+",
    )
    for i, l in enumerate(lines):
        if l.strip() == "+ actual - expected":
            keep += [j for j in block_after(lines, i, stop=lambda x: x.strip().startswith("at ") or x.strip() == "...")
                     if re.match(r"^\s+[-+] ", lines[j])]
    keep += js_frames(lines)
    keep += istanbul_table(lines)
    return keep


def tsc(lines, cmd):
    keep = match_all(lines, r"^\S+\(\d+,\d+\): error TS\d+: ", r"^\S+:\d+:\d+ - error TS\d+: ", r"^Found \d+ errors?")
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+: ", l):
            keep += block_after(lines, i, stop=lambda x: not x.startswith("  ") or re.match(r"^\s*\d+ ", x) is not None)
    return keep


# ---------------------------------------------------------------- go

GO_FILE = re.compile(r"^\t(/\S+\.go):\d+")


def go_test(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*--- FAIL: ",
        r"^panic: ",
        r"^fatal error: ",
        r"^WARNING: DATA RACE",
        r"^(Read|Write|Previous read|Previous write) at 0x",
        r"^Goroutine \d+ .*created at:",
        r"race detected during execution of test",
        r"^Found \d+ data race",
        r"^FAIL\t",
        r"^ok\s+\S+\s+.*coverage: ",
        r"^coverage: ",
        r"^exit status \d+",
        r"^\S+\.go:\d+:\d+: ",                          # go vet / build errors
        r"^# \S+",                                      # package header of vet/build errors
        r"^\s+running tests:",
    )
    # the test named under "running tests:"
    for i, l in enumerate(lines):
        if l.strip() == "running tests:":
            keep += block_after(lines, i, stop=lambda x: not x.startswith("\t\t"))
    # test messages: only those of failing tests (t.Log lines of passing tests are noise)
    status = {}
    for l in lines:
        m = re.match(r"^\s*--- (PASS|FAIL|SKIP): (\S+)", l)
        if m:
            status[m.group(2)] = m.group(1)
    cur = None
    for i, l in enumerate(lines):
        m = re.match(r"^(?:=== (?:RUN|CONT|PAUSE)\s+|\s*--- (?:PASS|FAIL|SKIP): )(\S+)", l)
        if m:
            cur = m.group(1)
            continue
        if re.match(r"^\s+\S+_test\.go:\d+: ", l) and status.get(cur) == "FAIL":
            keep.append(i)
            ind = len(l) - len(l.lstrip())
            keep += block_after(lines, i, stop=lambda x, ind=ind: len(x) - len(x.lstrip()) <= ind or
                                re.match(r"^\s+\S+_test\.go:\d+: ", x) is not None)
    # project frames (function line + file line) and the headers of goroutines that run project code
    header = None
    for i, l in enumerate(lines):
        if re.match(r"^goroutine \d+ \[", l):
            header = i
        m = GO_FILE.match(l)
        if m and m.group(1).startswith(PROJECT):
            keep += [i - 1, i]
            if header is not None:
                keep.append(header)
        m = re.match(r"^\s+(/\S+\.go):\d+ \+0x", l)   # race report frames
        if m and m.group(1).startswith(PROJECT):
            keep += [i - 1, i]
    return keep


def go_vet(lines, cmd):
    return match_all(lines, r"^\S+\.go:\d+:\d+: ", r"^# \S+")


# ---------------------------------------------------------------- rust

def cargo(lines, cmd):
    keep = match_all(
        lines,
        r"^(error|warning)(\[\w+\])?: ",
        r"^\s*--> (?!/rustc/)",                        # locations (not the standard library's)
        r"^\s*\|\s*[\^-]+ \S.*",                        # caret labels that say something
        r"^test .* FAILED$",
        r"^---- .* stdout ----$",
        r"^test result: ",
        r"^note: test did not panic as expected",
        r"^note: panic did not contain expected string",
        r"^\s+panic message: ",
        r"^\s+expected substring: ",
        r"^Test executable failed",
        r"^\s+Fixed \S+ \(\d+ fix",
    )
    for i, l in enumerate(lines):
        if re.match(r"^thread '.*?'(?: \(\d+\))? panicked at ", l):
            keep.append(i)
            keep += block_after(lines, i, stop=lambda x: not x.strip() or x.startswith("note: ") or
                                x.startswith("stack backtrace:"))
        # names under the closing "failures:" list
        if l == "failures:" and i + 1 < len(lines) and lines[i + 1].startswith("    "):
            keep += block_after(lines, i)
        if re.match(r"^error: \d+ targets? failed:", l):
            keep += block_after(lines, i, stop=lambda x: not x.startswith("    "))
        # backtrace frames in the project, with the function line above
        m = re.match(r"^\s+at (\./(src|tests)/\S+|/home/dev/work/\S+)$", l)
        if m:
            keep += [i - 1, i]
    return keep


# ---------------------------------------------------------------- wrappers

def make(lines, cmd):
    keep = match_all(lines, r"^make(\[\d+\])?: \*\*\* ")
    keep += pytest(lines, cmd)
    keep += go_test(lines, cmd)
    return keep


def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)          # leading VAR=value assignments
    first = c.split()[0]
    if first == "make":
        return make
    if first == "cargo":
        return cargo
    if "-m pytest" in c:
        return pytest                               # also the shell retry loop and pipes
    if "-m unittest" in c:
        return unittest
    if "-m doctest" in c:
        return doctest
    if first == "mypy":
        return mypy
    if first == "flake8":
        return flake8
    if first == "pylint":
        return pylint
    if "jest" in c or c.startswith("npm test"):
        return jest
    if "vitest" in c:
        return vitest
    if "node --test" in c:
        return node_test                            # also under c8
    if "mocha" in c:
        return mocha                                # also under nyc and ts-node
    if "tsc" in c.split():
        return tsc
    if c.startswith("go vet"):
        return go_vet
    if c.startswith("go test"):
        return go_test
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(name, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(i for i in rules_for(cmd)(lines, cmd) if 0 <= i < len(lines))
    idx.update(nonblank(lines)[-3:])
    hand = HAND.get(name, [])
    for h in hand:
        if h not in lines:
            raise SystemExit(f"{name}: hand line not in output: {h!r}")
        idx.add(lines.index(h))
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    k = rest.rfind("\n-- keep --\n")
    output = rest[:k + 1] if k >= 0 else rest
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
        name = os.path.basename(path)[:-len(".txtar")]
        cmd, exit_, output = parse(path)
        keep = keep_lines(name, cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{name}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

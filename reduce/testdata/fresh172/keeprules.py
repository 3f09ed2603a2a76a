#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh172 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept
once, at its first occurrence in output order.

The rules are per tool, picked from the command: the Go toolchain (build, vet,
test, run, generate, list, mod, get, tool cover), gofmt, staticcheck,
golangci-lint, govulncheck, and cargo (build, check, test, clippy, fmt, doc,
bench, tree, run). Every case also keeps its last three non-blank lines.
Hand additions are listed in HAND below (there are none in this set).
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"
MODULES = ("example.com/",)          # the Go projects' module paths

# file name -> list of extra keep lines (copied exactly); none were needed
HAND = {}


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


# ---------------------------------------------------------------- Go

GO_POS = r"^(?:vet: )?(?:\.{0,2}/?[\w@.\-/]+)\.go:\d+(?::\d+)?: "   # file.go:L:C: message (compiler, vet)


def go_compile(lines):
    """Compiler, type-checker and module errors, wherever they appear."""
    keep = match_all(
        lines,
        GO_POS,
        r"^# [^\[\s]\S*( \[\S+\])?$",                  # package header above its errors (not vet's "# [pkg]")
        r"^\S+: no required module provides package ",
        r"missing go\.sum entry",
        r"too many errors$",
        r"^FAIL\s+\S+ \[(build|setup) failed\]",
        r"^go: (?!downloading )",                       # go: errors and added/upgraded/removed
        r"^\S+:\d+: running \"",                        # go generate failures
        r"^cannot find (package|module)",
    )
    # tab-indented continuation of an error (have/want, "to add it:" hint)
    pos = re.compile(GO_POS)
    for i, l in enumerate(lines):
        if pos.match(l) or re.search(r"no required module provides|missing go\.sum entry", l):
            j = i + 1
            while j < len(lines) and lines[j].startswith("\t") and not lines[j].startswith("\t/"):
                keep.append(j)
                j += 1
    return keep


def go_frames(lines):
    """Project frames of a Go stack trace or race report: the function line and its file line."""
    keep = []
    fn = re.compile(r"^\s*(?:created by )?(?:" + "|".join(re.escape(m) for m in MODULES) + r")\S+")
    for i, l in enumerate(lines):
        if fn.match(l) and i + 1 < len(lines) and PROJECT in lines[i + 1]:
            keep += [i, i + 1]
        elif re.match(r"^\s+" + re.escape(PROJECT) + r"\S+\.go:\d+", l):
            keep.append(i)
    return keep


def go_goroutines(lines):
    """Headers of goroutines whose stack runs project code (with their wait reason)."""
    keep = []
    head = None
    for i, l in enumerate(lines):
        if re.match(r"^goroutine \d+ \[", l):
            head = i
        elif not l.strip():
            head = None
        elif head is not None and PROJECT in l:
            keep.append(head)
            head = None
    return keep


def go_failed_tests(lines):
    return {m.group(1) for l in lines for m in [re.match(r"^\s*--- FAIL: (\S+)", l)] if m}


def go_test(lines, cmd):
    keep = go_compile(lines) + go_frames(lines) + go_goroutines(lines)
    keep += match_all(
        lines,
        r"^\s*--- FAIL: ",
        r"^(FAIL|ok)\s+\S+",                           # package result lines (with coverage)
        r"^FAIL$",
        r"^panic: ",
        r"^fatal error: ",
        r"^\s+running tests:$",
        r"^WARNING: DATA RACE$",
        r"^(Read|Write|Previous write|Previous read) at 0x",
        r"^Goroutine \d+ \(\w+\) created at:$",
        r"^Found \d+ data race",
        r"^\s*Failing input written to ",
        r"^\s*To re-run:$",
        r"^\s+go test -run=",
        r"^Benchmark\S+\s+\d+\s",                      # benchmark rows
        r"^total:\s",                                  # go tool cover -func
        r'"Action":"fail"',
    )
    # the test names under "running tests:" of a timeout
    for i, l in enumerate(lines):
        if l.strip() == "running tests:":
            j = i + 1
            while j < len(lines) and lines[j].startswith("\t\t"):
                keep.append(j)
                j += 1
    # t.Error/t.Log/t.Fatal lines (and testing.go's race line) of tests that failed
    failed = go_failed_tests(lines)
    owner = None
    for i, l in enumerate(lines):
        m = re.match(r"^\s*(?:=== (?:RUN|CONT|PAUSE|NAME)|--- (?:FAIL|PASS|SKIP):)\s+(\S+)", l)
        if m:
            owner = m.group(1)
            continue
        if re.match(r"^\s+[\w.]+\.go:\d+: ", l) and owner in failed:
            keep.append(i)
    # -json: output events that carry a failure
    for i, l in enumerate(lines):
        if '"Action":"output"' in l and re.search(r'"Output":"\s*(--- FAIL|panic:|\S+_test\.go:\d+:)', l):
            keep.append(i)
    # testify blocks: location, error, expected/actual, message and the +/- diff lines
    in_diff = False
    for i, l in enumerate(lines):
        body = re.sub(r"^\s*\t\s*", "", l, count=1)
        if re.match(r"^(Error Trace|Error|Messages|Test):\s*\t", body):
            keep.append(i)
            in_diff = False
        elif re.match(r"^\s*\t\s+\t(expected|actual)\s*: ", l):
            keep.append(i)
        elif re.match(r"^\s*\t\s+\tDiff:$", l):
            in_diff = True
        elif in_diff:
            m = re.match(r"^\s*\t\s+\t(.*)$", l)
            if not m:
                in_diff = False
            elif re.match(r"^[-+]", m.group(1)):
                keep.append(i)
    # go tool cover -func: functions covered less than half
    for i, l in enumerate(lines):
        m = re.match(r"^\S+\.go:\d+:\s+\S+\s+([\d.]+)%$", l)
        if m and float(m.group(1)) < 50.0:
            keep.append(i)
    return keep


def go_vet(lines, cmd):
    return go_compile(lines) + match_all(lines, r"^vet: ")


def go_lint(lines, cmd):
    """staticcheck and golangci-lint: every finding, and the issue counts."""
    return match_all(
        lines,
        r"^[\w.\-/]+\.go:\d+:\d+: .*\((?:[A-Z]+\d+|[a-z][\w-]*)\)$",
        r"^\d+ issues?:$",
        r"^\* [\w-]+: \d+$",
        r"^(level=)?(error|ERRO|WARN)\b",
    )


def govulncheck(lines, cmd):
    return match_all(lines, r"^govulncheck: ", r"^Vulnerability #\d+", r"^\s+Found in: ", r"^\s+Fixed in: ")


def go_list(lines, cmd):
    """go list -deps: the listing was asked for; std packages are left out, the module's and third-party ones kept."""
    keep = go_compile(lines)
    for i, l in enumerate(lines):
        m = re.match(r'^\s*(?:"ImportPath": ")?([\w.\-]+)(/[^"\s]*)?"?,?$', l)
        if m and "." in m.group(1):
            keep.append(i)
    return keep


def go_mod(lines, cmd):
    keep = go_compile(lines)
    if re.search(r"go mod (graph|why)", cmd):
        keep += nonblank(lines)           # the graph / the import chain is the answer
    return keep


def go_run(lines, cmd):
    """A program run with `go run`: its diagnostics, its result summary, and short listings."""
    keep = go_compile(lines) + go_frames(lines) + go_goroutines(lines)
    keep += match_all(
        lines,
        r"^\S+:\d+: ",                                 # program diagnostics (file:line: message)
        r"^Error: ",
        r"^exit status \d+",
        r"^panic: ",
        r"^p\d+ \w+: ",                                # percentile summary
        r"^[a-z]+\s+\d+$",                             # per-component counts
    )
    if re.search(r"(^|\s)(--help|-h)(\s|$)", cmd):
        keep += nonblank(lines)
    else:
        rows = [i for i, l in enumerate(lines) if re.match(r"^\d\d:\d\d:\d\d ", l)]
        if len(rows) <= 40:
            keep += rows                               # a short listing is the result asked for
    return keep


def go_cmd(lines, cmd):
    sub = re.search(r"\bgo (\w+)", cmd)
    sub = sub.group(1) if sub else ""
    if sub == "test" or "go tool cover" in cmd:
        return go_test(lines, cmd)
    if sub == "vet":
        return go_vet(lines, cmd)
    if sub == "list":
        return go_list(lines, cmd)
    if sub == "mod":
        return go_mod(lines, cmd)
    if sub == "run":
        return go_run(lines, cmd)
    return go_compile(lines)                           # build, generate, get, install


# ---------------------------------------------------------------- cargo

def cargo(lines, cmd):
    keep = match_all(
        lines,
        r"^(error|warning)(\[\w+\])?: ",
        r"^\s*--> (?!/rustc/)",
        r"^\s*\|[ |_]*[\^\-]+[ _]+\S",                 # caret/dash label lines that carry a message
        r"^\s*= note: (expected|found) ",
        r"^\s+(expected|found) ",
        r"^\S+\.rs:\d+:\d+: (error|warning)",          # --message-format=short
        r"^\s*\d+ (error|warning)",                    # counted with uniq -c
        r"^test .* \.\.\. FAILED$",
        r"^\S.* --- FAILED$",                          # cargo test -q doc-test row
        r"^---- .* stdout ----$",
        r"^test result: ",
        r"^error: \d+ targets? failed:$",
        r"^note: test did not panic as expected",
        r"^Test executable failed",
        r"^Diff in \S+:\d+:",                          # cargo fmt --check
        r"[µnm]s/iter\b",                              # bench results
    )
    # panic message: "panicked at" and the lines after it up to the backtrace note
    for i, l in enumerate(lines):
        if "panicked at " in l:
            keep.append(i)
            j = i + 1
            while j < len(lines) and lines[j].strip() and not re.match(r"^(note: |stack backtrace:)", lines[j]):
                keep.append(j)
                j += 1
    # names under the second "failures:" header, and the target list of "N targets failed"
    for i, l in enumerate(lines):
        if l == "failures:" and i + 1 < len(lines) and re.match(r"^    \S", lines[i + 1]):
            j = i + 1
            while j < len(lines) and re.match(r"^    \S", lines[j]):
                keep.append(j)
                j += 1
        if re.match(r"^error: \d+ targets? failed:$", l):
            j = i + 1
            while j < len(lines) and lines[j].startswith("    `"):
                keep.append(j)
                j += 1
    # backtrace frames into the project, with the function line above
    for i, l in enumerate(lines):
        if re.match(r"^\s+at \./(?!library/|nptl/|misc/|csu/|elf/)", l) or re.match(r"^\s+at " + re.escape(PROJECT), l):
            keep.append(i)
            if i > 0 and re.match(r"^\s+\d+: ", lines[i - 1]):
                keep.append(i - 1)
    if re.search(r"cargo tree", cmd):
        keep += nonblank(lines)
    if re.search(r"cargo run", cmd):
        keep += match_all(lines, r"^\S+:\d+: ", r"^\d+ packets")
        rows = [i for i, l in enumerate(lines) if re.match(r"^\s*\d+\. ", l)]
        if len(rows) <= 40:
            keep += rows
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)
    first = c.split()[0]
    if first == "cargo":
        return cargo
    if first == "go":
        return go_cmd
    if first == "gofmt":
        return lambda lines, cmd: go_compile(lines) + go_vet(lines, cmd) + match_all(lines, r"^\S+\.go$")
    if first in ("staticcheck", "golangci-lint"):
        return go_lint
    if first == "govulncheck":
        return govulncheck
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output, name=""):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    for extra in HAND.get(name, []):
        if extra not in seen:
            out.append(extra)
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
        keep = keep_lines(cmd, output, os.path.basename(path))
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

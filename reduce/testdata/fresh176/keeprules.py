#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh176 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept once,
at its first occurrence in output order.

The rules are per tool, picked from the command (the first matching entry of
TOOLS, searched anywhere in the command, so `printf ... | jshell` and
`cd x && mvn ...` find their tool). Every case also keeps its last three
non-blank lines, and the hand additions in HAND (a few lines that no general
rule can tell from their neighbours) are added by exact text.

"Project" means a path under /home/dev/work/, a relative path starting with
src/, lib/, test/, tests/, spec/, bin/, t/, data/, priv/ or R/, or a Java frame
in package org.kilnlog.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"
REL = r"(?:\./)?(?:src|lib|test|tests|spec|bin|t|data|priv|R)/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def following(lines, i, pred, limit=50):
    """Indices after i while pred(line) holds (at most limit)."""
    out = []
    j = i + 1
    while j < len(lines) and len(out) < limit and pred(lines[j]):
        out.append(j)
        j += 1
    return out


def next_nonblank(lines, i):
    j = i + 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    return j if j < len(lines) else None


# ---------------------------------------------------------------- Java

def java_trace(lines):
    """Uncaught exceptions: the headline, every Caused by/Suppressed, project frames."""
    return match_all(
        lines,
        r"^Exception in thread ",
        r"^\s*Caused by: ",
        r"^\s*Suppressed: ",
        r"^\s*(?:at )?org\.kilnlog\.[\w$.<>]+\(\w+\.java:\d+\)",
        r"^no main manifest attribute",
        r"^Error: (Could not find|Unable to access)",
    )


def javac(lines, prefix=r""):
    """javac diagnostics (plain, or under ant's `[javac]`): the location line with
    the message, symbol/location detail, hints, and the error/warning counts."""
    p = r"^\s*(?:\[javac\] )?"
    return match_all(
        lines,
        p + r"\S+\.java:\d+: (error|warning): ",
        p + r"\s+symbol:\s",
        p + r"\s+location:\s",
        p + r"\s+\(use -source ",
        p + r"\d+ errors?$",
        p + r"\d+ warnings?$",
        p + r"warning: \[options\]",
    )


def junit5(lines, cmd):
    keep = java_trace(lines) + javac(lines)
    keep += match_all(
        lines,
        r"✘",                                          # failing tree rows (tree/details)
        r"^\s*[│ ]*\s*> but was: ",                  # second half of a multi-line expected/actual
        r"^\s*(=> )?(Exception: )?org\.opentest4j\.\w+(Error|Exception)",
        r"=> (Exception: )?\S+(Error|Exception)",
        r"expected: <.*> but was: <",
        r"^\s*[│├└─ ]*caught: ",
        r"^Failures \(\d+\):",
        r"^  JUnit \w+:\S.*",                            # failure list headers
        r"^\[\s+\d+ tests (failed|successful|aborted)\s+\]",
        r"^\[\s+\d+ containers failed\s+\]",
        r"^Test run finished after",
    )
    # flat details: the Finished: line of a test whose next line is "=> Exception"
    for i, l in enumerate(lines):
        if l.startswith("Finished:") and i + 1 < len(lines) and "=> Exception" in lines[i + 1]:
            keep.append(i)
    # verbose details: the test name a few lines above each caught:
    for i, l in enumerate(lines):
        if re.match(r"^\s*[│├└─ ]*caught: ", l):
            for j in range(i - 1, max(i - 8, -1), -1):
                if re.search(r"[├└]─ \w+\(.*\)$", lines[j]):
                    keep.append(j)
                    break
    return keep


def junit4(lines, cmd):
    keep = java_trace(lines) + javac(lines)
    keep += match_all(
        lines,
        r"^\d+\) \w+\([\w.]+\)$",
        r"^java\.lang\.\w+(Error|Exception)",
        r"^Expected: ",
        r"^\s+but: ",
        r"^There (was|were) \d+ failures?:",
        r"^FAILURES!!!",
        r"^Tests run: \d+,\s+Failures: \d+",
        r"^OK \(\d+ tests?\)",
    )
    return keep


MVN_BOILER = re.compile(
    r"^\[ERROR\]\s*$|^\[ERROR\] (?:-> \[Help 1\]|To see the full stack trace|Re-run Maven using|For more information about"
    r"|\[Help 1\] http|Please refer to dump files)")


def maven(lines, cmd):
    keep = java_trace(lines)
    for i, l in enumerate(lines):
        if l.startswith("[ERROR]") and not MVN_BOILER.match(l):
            keep.append(i)
            # multi-line failure summaries continue on tab-indented lines
            keep += following(lines, i, lambda s: s.startswith("\t") and "Error" in s)
        elif re.match(r"^\[WARNING\] (/\S+\.java:\[\d+,\d+\]|Failed to retrieve plugin|Tests run:.*Failures: [1-9])", l):
            keep.append(i)
    keep += match_all(
        lines,
        r"<<< (FAILURE|ERROR)!",
        r"^org\.opentest4j\.\w+",
        r"^(expected: <|> but was: <)",
        r"^\s*org\.opentest4j\.AssertionFailedError: ",
        r"^\[INFO\] Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+$",
        r"^\[(INFO|ERROR)\] BUILD (SUCCESS|FAILURE)",
        r"^\[INFO\] Building jar: ",
        r"^\[ERROR\] COMPILATION ERROR",
    )
    # surefire per-test failure: the exception line right below "<<< FAILURE!"
    for i, l in enumerate(lines):
        if "<<< FAILURE!" in l or "<<< ERROR!" in l:
            j = i + 1
            if j < len(lines) and lines[j].strip() and not lines[j].startswith("["):
                keep.append(j)
    return keep


def ant(lines, cmd):
    keep = javac(lines) + junit5(lines, cmd)
    keep += match_all(
        lines,
        r"^BUILD (FAILED|SUCCESSFUL)",
        r"build\.xml:\d+: (?!warning: 'includeantruntime')",
        r"^\[junitlauncher\] Tests run: .*(Failures: [1-9]|Aborted: [1-9])",
    )
    # the test class whose run failed
    for i, l in enumerate(lines):
        if re.match(r"^\[junitlauncher\] Tests run: .*Failures: [1-9]", l) and i > 0 and "Running " in lines[i - 1]:
            keep.append(i - 1)
    return keep


def checkstyle(lines, cmd):
    # every finding is something to fix; the audit result and a grep -c count
    return match_all(lines, r"^\[(ERROR|WARN)\] ", r"^Checkstyle ends with ", r"^\d+$")


def jshell(lines, cmd):
    p = r"^(?:jshell> )*\|\s+"
    return match_all(lines, r"==> ", p + r"Exception ", p + r"Error:", p + r"at \w+\.")


def java(lines, cmd):
    return java_trace(lines) + javac(lines)


# ---------------------------------------------------------------- Ruby

def ruby_common(lines):
    keep = match_all(
        lines,
        r": warning: ",                                     # ruby -w and deprecation warnings
        r"^\S+:\d+:in `.*': .* \([\w:]+\)$",               # uncaught exception headline
        r"^\S+:\d+: syntax error",
        r"^\s+from (" + PROJECT + r"|" + REL + r"|-e:)",  # project frames
        r"^\s+" + PROJECT + r"\S+\.rb:\d+:in ",              # minitest error frames
        r"^rake aborted!",
        r"^Tasks: TOP => ",
        r"^Command failed with status",
    )
    # the message below "rake aborted!"
    for i, l in enumerate(lines):
        if l == "rake aborted!" and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


def rspec(lines, cmd):
    keep = ruby_common(lines)
    keep += match_all(
        lines,
        r"^\s+\d+\) \S",                                     # failure headers
        r"^\s+Failure/Error:",
        r"^\s+(expected|got|expected \S+ with|expected no Exception)",
        r"^\s+expected: ",
        r"^\s+got: ",
        r"^\s+[\w:]+(Error|Exception):",                     # error class inside a failure
        r"^\s+# \./(spec|lib|bin)/",                         # project locations
        r"\(FAILED - \d+\)$",                                # documentation format
        r"^\d+ examples?, \d+ failures?",
        r"^rspec \./spec/\S+ # ",
    )
    # a bare "Failure/Error:" has the failing expectation on the next line
    for i, l in enumerate(lines):
        if l.strip() == "Failure/Error:" and i + 1 < len(lines):
            keep.append(i + 1)
    # diff lines of a failure
    in_diff = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+Diff:$", l):
            in_diff = True
        elif in_diff and (not l.strip() or re.match(r"^\s+# ", l)):
            in_diff = False
        elif in_diff and re.match(r"^\s+[-+](?![-+]{2})", l):
            keep.append(i)
    return keep


def minitest(lines, cmd):
    keep = ruby_common(lines)
    keep += match_all(
        lines,
        r"^\s+\d+\) (Failure|Error):$",
        r"^\s*Expected: ",
        r"^\s*Actual: ",
        r"^Expected \|",
        r"^\d+ runs, \d+ assertions, \d+ failures, \d+ errors",
        r"^\S+#test_\w+ = [\d.]+ s = [FE]$",
    )
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+\) (Failure|Error):$", l):
            j = i + 1
            if j < len(lines):
                keep.append(j)                               # TestClass#test_name [file:line]:
            if l.strip().endswith("Error:") and j + 1 < len(lines):
                keep.append(j + 1)                           # the exception line
    return keep


def rake(lines, cmd):
    keep = minitest(lines, cmd) + rspec(lines, cmd)
    if re.search(r"rake -T\b", cmd):
        keep += match_all(lines, r"^rake \S")
    if re.search(r"rake (vessels|\S*manifest)", cmd) or "&& rake vessels" in cmd:
        # what the task printed is what it was run for
        keep += [i for i in nonblank(lines) if not re.match(r"^\*\* ", lines[i])]
    return keep


def ruby(lines, cmd):
    return minitest(lines, cmd)


def rubocop(lines, cmd):
    return match_all(
        lines,
        r"^\S+:\d+:\d+: [CWEFR]: ",                        # each offense
        r"^\d+ files? inspected, ",
        r"^\d+\s+[A-Z]\w+/\w+$",                           # --format offenses rows
        r"^\d+\s+Total",
    )


# ---------------------------------------------------------------- PHP

def php(lines, cmd):
    keep = match_all(
        lines,
        r"^PHP (Fatal error|Parse error|Warning|Deprecated|Notice):",
        r"^(Fatal error|Parse error|Warning|Deprecated|Notice): ",
        r"^#\d+ " + PROJECT,
        r"^\s+thrown in ",
        r"^Errors parsing ",
    )
    return keep


def phpunit(lines, cmd):
    keep = php(lines, cmd)
    keep += match_all(
        lines,
        r"^\d+\) \w+::\w+",                                  # failure headers
        r"^There (was|were) \d+ (errors?|failures?|warnings?|risky)",
        r"^(ERRORS!|FAILURES!|OK \(|WARNINGS!)",
        r"^Tests: \d+, Assertions: ",
        r"^" + PROJECT + r"\S+\.php:\d+$",
        r"^\s+Warning - The configuration file did not pass validation",
        r"^\s+- Element ",
        r"^ ✘ ",                                             # testdox failing rows
        r"^\s+│ \w+Error: ",
        r"^\s+│ Failed asserting",
    )
    for i, l in enumerate(lines):
        if re.match(r"^\d+\) \w+::\w+", l):
            j = i + 1
            if j < len(lines) and lines[j].strip():
                keep.append(j)                               # the assertion or exception message
    # array / string diffs: changed rows only
    in_diff = False
    for i, l in enumerate(lines):
        if l == "--- Expected":
            in_diff = True
        elif in_diff and not l.strip():
            in_diff = False
        elif in_diff and re.match(r"^[-+](?![-+]{2})", l):
            keep.append(i)
    return keep


def phpcs(lines, cmd):
    return match_all(
        lines,
        r"^FILE: ",
        r"^\s*\d+ \| (ERROR|WARNING) \| ",                  # each finding (first line)
        r"^FOUND \d+ ERRORS?",
        r"^" + PROJECT + r"\S+\s+\d+\s+\d+$",                # summary rows
        r"^A TOTAL OF ",
        r"^PHPCBF CAN FIX",
        r"^\[[ x]\] [A-Z]\w+\.\S+\s+\d+$",                   # source report rows
    )


# ---------------------------------------------------------------- Perl

def perl(lines, cmd):
    return match_all(
        lines,
        r" at \S+ line \d+[.,]",                            # warnings and die messages
        r"^\t\S+\(.*\) called at ",                         # confess frames
        r"^syntax error at ",
        r"had compilation errors\.$",
        r"^Global symbol ",
        r"^Can't ",
    )


def prove(lines, cmd):
    keep = perl(lines, cmd)
    keep += match_all(
        lines,
        r"^#\s+Failed test ",
        r"^#\s+at \S+ line \d+\.",
        r"^#\s+got: ",
        r"^#\s+expected: ",
        r"^#\s+Structures begin differing",
        r"^#\s+\$(got|expected)->",
        r"^# Looks like ",
        r"^not ok \d+",
        r"^Dubious, ",
        r"^Failed \d+/\d+ subtests",
        r"^\S+\.t\s+\(Wstat: ",
        r"^\s+Failed tests?:\s",
        r"^\s+Non-zero exit status",
        r"^Files=\d+, Tests=\d+",
        r"^Result: ",
    )
    return keep


def perlcritic(lines, cmd):
    return match_all(lines, r"\(Severity: \d\)$", r"^\S+:\d+:\d+: \[\w+::\w+\] ", r"source OK$")


# ---------------------------------------------------------------- Elixir

def mix(lines, cmd):
    keep = match_all(
        lines,
        r"^warning: ",
        r"^  (lib|test)/\S+:\d+: ",                         # location under a warning
        r"^Compilation failed",
        r"^== Compilation error",
        r"^\*\* \(\w+\)",
        r"^\s+\d+\) test ",
        r"^\s+test/\S+:\d+$",
        r"^\s+Assertion with \S+ failed",
        r"^\s+Expected truthy, got ",
        r"^\s+code:\s",
        r"^\s+left:\s",
        r"^\s+right:\s",
        r"^\s+\*\* \(\w+(\.\w+)*\) ",
        r"^\s+\* 1st argument: ",
        r"^\s+\(beaconlog [\d.]+\) (lib|test)/",             # project frames
        r"^\s+(lib|test)/\S+\.exs?:\d+: ",
        r"^\d+ (doctests?, )?\d*\s*tests?, \d+ failures?",
        r"^\d+ doctests?, \d+ tests?, \d+ failures?",
        r"^\d+ tests?, \d+ failures?",
        r"^The following files are not formatted:",
        r"^  \* \S+\.exs?$",
    )
    return keep


# ---------------------------------------------------------------- Haskell

def ghc(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.hs:\d+:\d+(-\d+)?: (error|warning)",
        r"^\s+Expected: ",
        r"^\s+Actual: ",
        r"^\s+Patterns not matched: ",
        r"^\s+Defined but not used: ",
        r"^\s+The import of .* is redundant",
        r"^\w+: .*(Non-exhaustive|bad formatting|Prelude\.|exception)",
        r"^\w+: src/\S+: ",
    )
    # the first message line under each diagnostic
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.hs:\d+:\d+(-\d+)?: (error|warning)", l):
            j = i + 1
            if j < len(lines) and lines[j].strip():
                keep.append(j)
    return keep


def runghc(lines, cmd):
    keep = ghc(lines, cmd)
    for i, l in enumerate(lines):
        if l.startswith("FAIL "):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("      "):
                keep.append(i + 1)
    keep += match_all(lines, r"^\d+ checks, \d+ failed")
    return keep


# ---------------------------------------------------------------- OCaml

def dune(lines, cmd):
    keep = match_all(
        lines,
        r'^File "\S+", line \d+, characters',
        r"^Error",
        r"^Warning \d+ ",
        r"^\s+Hint: ",
        r"^Fatal error: exception ",
        r'^(Raised at|Called from) .*file "(lib|bin|test)/',
        r"^FAIL ",
        r"^\d+ failures?$",
        r"alias \S+ \(exit \d+\)$",
    )
    for i, l in enumerate(lines):
        if l.startswith("Error"):
            # continuation of the message (indented type text) and a counter-example
            keep += following(lines, i, lambda s: s.startswith("  ") or s.startswith("Here is an example"), 4)
        if l.startswith("Here is an example") and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- Lua

def lua(lines, cmd):
    keep = match_all(
        lines,
        r"^luac?5\.\d: ",
        r"^\t(\./)?\w+\.lua:\d+: in ",
        r"^not ok ",
        r"^\d+ passed, \d+ failed",
    )
    for i, l in enumerate(lines):
        if l.startswith("not ok ") and i + 1 < len(lines) and lines[i + 1].startswith("       "):
            keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- R

def rscript(lines, cmd):
    keep = match_all(
        lines,
        r"^Error",
        r"^Warning message",
        r"^Warning in ",
        r"^In \S.* :",
        r"^Calls: ",
        r"^Execution halted",
        r"^(Failure|Error) \('\S+:\d+'\): ",
        r"^\[ FAIL \d+ \| WARN \d+ \| SKIP \d+ \| PASS \d+ \]",
        r"^\S+\.R:\d+:\d+: (style|warning|error): ",     # lintr
    )
    for i, l in enumerate(lines):
        # the message line under a warning header
        if re.match(r"^(Warning in |Warning message)", l) and i + 1 < len(lines):
            keep.append(i + 1)
        # testthat failure body: message lines up to the blank line
        if re.match(r"^(Failure|Error) \('\S+:\d+'\): ", l):
            keep += following(lines, i, lambda s: bool(s.strip()) and not s.startswith("─"), 6)
    return keep


# ---------------------------------------------------------------- Erlang

def erlang(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.erl:\d+:\d+: ",                             # erlc errors and warnings
        r"\.\.\.\*failed\*$",
        r"^in function ",
        r"^\s+called as ",
        r"^in call from (ringlog|ringlog_tests):",
        r"^\*\*error:",
        r"^\s+\{(expression|expected|value),",
        r"^\s+Failed: \d+\.",
        r"^\s+All \d+ tests passed",
        r"^\{\"init terminating in do_boot\"",
        r"^Crash dump is being written",
    )
    return keep


# ---------------------------------------------------------------- dispatch

TOOLS = [
    (r"\bmvn\b", maven),
    (r"\bant\b", ant),
    (r"\bcheckstyle\b", checkstyle),
    (r"\bjshell\b", jshell),
    (r"junit-platform-console", junit5),
    (r"JUnitCore", junit4),
    (r"\bjavac\b|\bjava\b", java),
    (r"\brspec\b", rspec),
    (r"\brubocop\b", rubocop),
    (r"\brake\b", rake),
    (r"\bruby\b", ruby),
    (r"\bphpunit\b", phpunit),
    (r"\bphpcs\b", phpcs),
    (r"\bphp\b", php),
    (r"\bprove\b", prove),
    (r"\bperlcritic\b", perlcritic),
    (r"\bperl\b", perl),
    (r"\bmix\b", mix),
    (r"\brunghc\b", runghc),
    (r"\bghc\b|\./sundial", ghc),
    (r"\bdune\b", dune),
    (r"\blua5\.4\b|\bluac5\.4\b", lua),
    (r"\bRscript\b", rscript),
    (r"\berlc?\b", erlang),
]


def rules_for(cmd):
    for rx, fn in TOOLS:
        if re.search(rx, cmd):
            return fn
    raise SystemExit(f"no rules for command: {cmd}")


# Hand additions: lines no rule can pick from their neighbours, by case file name.
HAND = {
    # the rota entries without a keeper are what the failing assertion is about
    "mix-test-failures.txtar": ["%{from: 4, keeper: nil, night: 1, to: 8},"],
    "mix-test-line-trace.txtar": ["%{from: 4, keeper: nil, night: 1, to: 8},"],
    # the report rows whose diversity came out NA (the cover column held "" and "<1")
    "rscript-report-warnings-error.txtar": ["Q2      Q2        3      NA", "Q3      Q3        5      NA",
                                            "Dominant in Q4:"],
    # a listing run for its numbers: the ringers whose totals lost the blank-changes row
    "perl-w-uninit-warnings.txtar": ["D. Varga               3     840 changes",
                                     "E. Quint               3    1440 changes"],
    # the changed result: the row that failed before the data fix
    "perl-courses-after-fix.txtar": ["Cambridge Surprise Major      8  lead head 15738264   course 224"],
    # the last value printed before the printf crash
    "sundial-run-printf-runtime-error.txtar": ["gnomon 51.48"],
    # invoice lines: the vacant plot's line and the total are the result
    "php-eall-deprecations-invoices.txtar": ["A2                        64.50"],
}


def keep_lines(path, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    for want in HAND.get(os.path.basename(path), []):
        hits = [i for i, l in enumerate(lines) if l.strip() == want.strip()]
        if not hits:
            raise SystemExit(f"{os.path.basename(path)}: hand line not found: {want!r}")
        idx.add(hits[0])
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
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    total = 0
    for path in files:
        cmd, exit_, output = parse(path)
        keep = keep_lines(path, cmd, output)
        write(path, cmd, exit_, output, keep)
        total += len(keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")
    print(f"total: {total}")


if __name__ == "__main__":
    main(sys.argv[1:])

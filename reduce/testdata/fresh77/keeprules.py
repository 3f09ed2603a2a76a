#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh77 *.txtar file from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py            # rewrites the keep sections in place
A keep line is an exact output line with ANSI escapes removed and trailing
whitespace (blanks, tabs, a trailing CR) stripped; each distinct line is listed
once, in output order (first occurrence).
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# General diagnostics: applied to every tool except git and grep (whose
# content lines are data, not diagnostics).
GENERAL = re.compile(
    r"(?<![/.])\b(error|errors|exception|traceback|panic|panicked|fatal|warning|warnings)\b(?!\.\w)"
    r"|\bFAIL(ED)?\b|\bfailed\b|\bfailure\b|\bfailing\b|\bERROR\b|✘|✖|×"
    r"|\b\w*Error\b|\bAssertion",
    re.IGNORECASE,
)


# Rows that report a passing test: never kept by the general rule.
PASS_ROW = re.compile(
    r"^=== (RUN|PAUSE|CONT|NAME)\s|^\s*--- (PASS|SKIP)|^PASS$|^PASSED |::\S+ PASSED\b|^\s*[✓✔√] "
    r"|^test \S+ \.\.\. ok$|^<t> "
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd.strip()
    for key, name in [
        ("pytest", "pytest"), ("mypy", "mypy"), ("flake8", "flake8"), ("pylint", "pylint"),
        ("npx jest", "jest"), ("npx vitest", "vitest"), ("npx mocha", "mocha"),
        ("npx tsc", "tsc"), ("npx webpack", "webpack"), ("npx esbuild", "esbuild"),
        ("npx eslint", "eslint"), ("cargo", "cargo"), ("go test", "gotest"),
        ("go vet", "govet"), ("staticcheck", "govet"), ("git status", "gitstatus"),
        ("git diff", "gitdiff"), ("git log", "gitlog"), ("git show", "gitlog"),
        ("grep", "grep"), ("curl", "curl"),
    ]:
        if c.startswith(key) or (" " + key) in c:
            return name
    return "other"


# ---------------------------------------------------------------- per tool
PY_LOC = re.compile(r"^\S+\.py:\d+:")               # path.py:NN: ...
PYTEST_SUMMARY = re.compile(r"^=+ .*\b(passed|failed|error|errors|skipped|no tests ran)\b.* =+$|^\d+ (passed|failed)")


def pytest_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.lstrip()
        if (l.startswith("E ") or l == "E" or l.startswith("FAILED ") or l.startswith("ERROR ")
                or PY_LOC.match(l) or PYTEST_SUMMARY.match(l)
                or re.match(r"^_{3,} .* _{3,}$", l)            # failing test / error headers
                or re.match(r"^=+ (FAILURES|ERRORS|short test summary info) =+$", l)
                or l.startswith(">   ") or l == ">"            # the failing source line
                or "Interrupted" in l
                or re.search(r"::\S+ (FAILED|ERROR)\b", l) or re.search(r"\] (FAILED|ERROR) ", l)):
            keep.add(i)
        if re.match(r'^\s*File "[^"]+", line \d+', l):
            keep.add(i)
    return keep


def mypy_rules(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+\.py:\d+: error:", l) or re.match(r"^(Found \d+ error|Success:)", l)}


def flake8_rules(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l) or re.match(r"^\d+\s+[A-Z]+\d+ ", l)
            or re.match(r"^\d+$", l)}


def pylint_rules(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]\d{4}: ", l) or "Your code has been rated" in l}


JS_PROJECT_FRAME = re.compile(r"^\s*at .*\((?!node:|.*node_modules)[^()]*:\d+:\d+\)$|^\s*at (?!node:)(?!.*node_modules)\S+:\d+:\d+$")


def jest_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^(FAIL|PASS) \S", l) and l.startswith("FAIL")) or l.lstrip().startswith("● ") \
                or re.match(r"^\s*(Expected|Received)\b", l) or re.match(r"^\s*- Expected|^\s*\+ Received", l) \
                or re.match(r"^\s{4,}[-+] ", l) or re.match(r"^\s*> \d+ \|", l) \
                or JS_PROJECT_FRAME.match(l) or re.match(r"^(Tests|Test Suites|Snapshots):", l) \
                or "error TS" in l or re.search(r"\berror\b.*TS\d+", l):
            keep.add(i)
    return keep


def vitest_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (s.startswith("FAIL ") or s.startswith("× ") or s.startswith("→ ")
                or re.match(r"^❯ \S+:\d+:\d+", s) or re.match(r"^❯ \S+\.test\.ts .*failed", s)
                or re.match(r"^❯ .* > ", s)
                or re.match(r"^(- Expected|\+ Received)$", s) or re.match(r"^[-+] ", l)
                or re.match(r"^\s*(Test Files|Tests)\s", l) or "Failed Tests" in l):
            keep.add(i)
    return keep


def mocha_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^\s+\d+\) ", l) or re.match(r"^\s+\d+ (passing|failing|pending)", l)
                or "+ expected - actual" in l or re.match(r"^\s+[-+]\S", l)
                or JS_PROJECT_FRAME.match(l)):
            keep.add(i)
    return keep


def tsc_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if "error TS" in l or re.match(r"^Found \d+ error", l):
            keep.add(i)
            j = i + 1
            while j < len(lines) and re.match(r"^  \S", lines[j]):   # continuation of a message chain
                keep.add(j)
                j += 1
    return keep


def webpack_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (l.startswith("ERROR in") or l.startswith("WARNING in") or "[tsl] ERROR" in l
                or re.match(r"^\s+TS\d+:", l) or re.match(r"^\s+Type '.*' is not assignable", l)
                or re.match(r"^webpack [\d.]+ compiled", l)):
            keep.add(i)
    return keep


def esbuild_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^✘ \[ERROR\]|^▲ \[WARNING\]", l) or re.match(r"^\s+\S+:\d+:\d+:$", l)
                or re.match(r"^\d+ (errors?|warnings?)", l) or re.match(r"^\s+dist/\S+\s+\S+$", l)):
            keep.add(i)
    return keep


def eslint_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^/\S+$", l) or re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l)
                or re.match(r"^/\S+:\d+:\d+: ", l) or re.match(r"^/\S+: line \d+, col \d+, ", l)
                or re.match(r"^✖ \d+ problems?", l) or "potentially fixable" in l
                or re.match(r"^\d+ problems?$", l)):
            keep.add(i)
    return keep


def cargo_rules(lines):
    keep = set()
    in_failures_list = False
    for i, l in enumerate(lines):
        if (re.match(r"^(error|warning)(\[\w+\])?: ", l) or re.match(r"^\s*--> \S+:\d+:\d+", l)
                or re.match(r"^test \S+ \.\.\. FAILED", l) or re.match(r"^---- \S+ stdout ----", l)
                or "panicked at" in l or "assertion `" in l or re.match(r"^\s*(left|right): ", l)
                or l.startswith("test result:") or re.match(r"^error: test failed", l)
                or l.startswith("failures:")):
            keep.add(i)
        if "panicked at" in l and i + 1 < len(lines) and lines[i + 1] and not lines[i + 1].startswith("note:"):
            keep.add(i + 1)                                # the panic message
        if l == "failures:":
            in_failures_list = True
            continue
        if in_failures_list:
            if re.match(r"^    \S+$", l):
                keep.add(i)
            elif l.strip() == "" and i > 0 and lines[i - 1] == "failures:":
                pass
            elif not l.startswith("    "):
                in_failures_list = False
    return keep


def gotest_rules(lines):
    keep = set()
    verbose = any(l.startswith("=== RUN") for l in lines)
    logs = {}            # test name -> indices of its log lines (verbose mode)
    current = None
    last_log_indent = None
    block = False
    for i, l in enumerate(lines):
        s = l.strip()
        m = re.match(r"^=== (RUN|CONT|NAME)\s+(\S+)", l)
        if m:
            current = m.group(2)
            last_log_indent = None
            block = False
            continue
        m = re.match(r"^\s*--- FAIL: (\S+)", l)
        if m:
            keep.add(i)
            keep.update(logs.get(m.group(1), []))
            last_log_indent = None
            block = False
            continue
        if re.match(r"^\s*--- (PASS|SKIP)", l):
            last_log_indent = None
            block = False
            continue
        if re.match(r"^(FAIL|ok)\s", l) or l == "FAIL" or l.startswith("panic:") or l.startswith("# "):
            keep.add(i)
        if re.match(r"^\S+\.go:\d+:\d+: ", l):             # build / vet errors
            keep.add(i)
        if re.match(r"^\t/home/dev/work/\S+\.go:\d+", l):     # project frames of a panic
            keep.add(i)
            if i > 0:
                keep.add(i - 1)                              # the function line above it
        if '"Action":"fail"' in l:
            keep.add(i)
        if '"Action":"output"' in l and re.search(r"--- FAIL|_test\.go:\d+|panic:|\.go:\d+:\d+:|got:|want:", l):
            keep.add(i)
        # t.Log/t.Error lines and their deeper-indented continuation lines
        lm = re.match(r"^(\s+)\S+\.go:\d+: ", l)
        if lm:
            last_log_indent = len(lm.group(1))
            if verbose:
                logs.setdefault(current, []).append(i)
            else:
                keep.add(i)
            continue
        if last_log_indent is not None and l.startswith(" " * (last_log_indent + 1)) and s:
            if verbose:
                logs.setdefault(current, []).append(i)
            else:
                keep.add(i)
            continue
        last_log_indent = None
        # got:/want: blocks of failing examples
        if s in ("got:", "want:"):
            block = True
            keep.add(i)
            continue
        if block:
            if l.startswith("---") or l.startswith("=== ") or l in ("FAIL", "PASS") or re.match(r"^(FAIL|ok)\s", l):
                block = False
            else:
                keep.add(i)
    return keep


def govet_rules(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+\.go:\d+:\d+: ", l) or l.startswith("# ")
            or re.match(r"^\s+\S+\.go:\d+:\d+: ", l) or l.startswith("package ")}


def gitstatus_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (l.startswith("On branch") or l.startswith("Your branch") or l.startswith("HEAD detached")
                or re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l)
                or l.startswith("\t") or l.startswith("nothing to commit") or l.startswith("no changes added")
                or re.match(r"^(\?\?|[ MADRCU?!]{2}) \S", l) or l.startswith("## ")):
            keep.add(i)
    return keep


def gitlog_rules(lines, with_body_changes):
    keep = set()
    after_date = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i)
        if l.startswith("Date:"):
            after_date = True
            continue
        if after_date and l.startswith("    ") and l.strip():
            keep.add(i)                                     # subject line
            after_date = False
        if (l.startswith("diff --git ") or l.startswith("--- ") or l.startswith("+++ ")
                or l.startswith("@@") or re.match(r"^(new|deleted) file mode|^rename (from|to) |^similarity index", l)
                or re.match(r"^ \S.* \| +(\d+ ?[-+]*|Bin .*)$", l)
                or re.match(r"^ \d+ files? changed", l)):
            keep.add(i)
        if with_body_changes and re.match(r"^[-+](?![-+]{2} )", l):
            keep.add(i)
    return keep


def grep_rules(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s][^:]*:\d+:", l) or l.startswith("grep: ")
            or l.startswith("Binary file ")}


def curl_rules(lines):
    keep = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
        if re.match(r"^(< )?Location: ", l, re.I) or l.startswith("curl: (") or "Issue another request" in l:
            keep.add(i)
        if status and status >= 400 and not re.match(r"^([*<>{}] |[<>]$)|^  % Total|^ +Dload|^\s*\d+\s+\d+\s+\d+", l) \
                and not re.match(r"^[A-Za-z-]+: ", l) and l.strip():
            keep.add(i)                                     # error body
    return keep


RULES = {
    "pytest": pytest_rules, "mypy": mypy_rules, "flake8": flake8_rules, "pylint": pylint_rules,
    "jest": jest_rules, "vitest": vitest_rules, "mocha": mocha_rules, "tsc": tsc_rules,
    "webpack": webpack_rules, "esbuild": esbuild_rules, "eslint": eslint_rules, "cargo": cargo_rules,
    "gotest": gotest_rules, "govet": govet_rules, "gitstatus": gitstatus_rules,
    "gitdiff": lambda ls: gitlog_rules(ls, True), "gitlog": lambda ls: gitlog_rules(ls, False),
    "grep": grep_rules, "curl": curl_rules,
}
NO_GENERAL = {"gitstatus", "gitdiff", "gitlog", "grep"}


def derive(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    tool = tool_of(cmd)
    keep = set(RULES.get(tool, lambda ls: set())(lines))
    if tool not in NO_GENERAL:
        keep |= {i for i, l in enumerate(lines) if GENERAL.search(l) and not PASS_ROW.search(l)}
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        head, rest = text.split("-- output --\n", 1)
        output, _ = rest.rsplit("-- keep --\n", 1)
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = derive(cmd, output)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{os.path.basename(path)}: {tool_of(cmd)} keep={len(keep)}", file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every .txtar file in this folder.

Written before looking at anything the reducer does. Run once:

    python3 keeprules.py            # rewrites the keep section of every *.txtar here
    python3 keeprules.py --check    # only prints what it would write

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Rules = one generic rule + per-tool rules + "the last three non-blank lines".
"""

import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b\][^\x07]*\x07")

GENERIC_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|panic|panicked|"
    r"exception|traceback|deprecated|deprecation|fatal)\b",
    re.I,
)
GENERIC_NAMES = re.compile(r"\b\w+(Error|Exception)\b")
GENERIC_MARKS = ("✖", "✕", "×", "●", "✗")
PASS_ROW = re.compile(r"(✓|✔|\bPASSED\b|^\s*--- PASS|^=== RUN|\.\.\. ok$|^\s*PASS\b)")
CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")  # `  12 | code` (jest, rustc, tsc pretty)
VITEST_FRAME = re.compile(r"^\s*\d+\|")  # `  32|     expect(...)`


def clean(line):
    return ANSI.sub("", line).rstrip()


def generic(line):
    """Error/failure/warning wording, used for test, build and lint tools."""
    if not line.strip():
        return False
    if PASS_ROW.search(line):
        return False
    if CODE_FRAME.match(line) or VITEST_FRAME.match(line):
        return False
    if any(m in line for m in GENERIC_MARKS):
        return True
    return bool(GENERIC_WORDS.search(line) or GENERIC_NAMES.search(line))


# ---------------------------------------------------------------- python tools

PY_LOC = re.compile(r"^(?!/usr/)[\w./\-]+\.py:\d+: ")  # tests/test_x.py:22: AssertionError
PY_HEADER = re.compile(r"^_{3,} .* _{3,}$")  # ____ test_name ____
PY_ROW_FAIL = re.compile(r"\s(FAILED|ERROR)(\s|$)")
PY_SUMMARY = re.compile(r"^=+ .*\b(passed|failed|error|errors|skipped|deselected|no tests ran)\b.* =+$")
COV_ROW = re.compile(r"^(\S+\.py|TOTAL)\s+\d+\s+\d+\s+(\d+\s+\d+\s+)?\d+%\s*(.*)$")


def rule_pytest(lines, cmd, code):
    keep = set()
    collect_only = "--co" in cmd.split() or "--collect-only" in cmd
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if collect_only:
            # the agent asked for the list of test ids: every id is kept
            if "::" in l or re.match(r"^\d+ tests? collected", s):
                keep.add(i)
            continue
        if l.startswith("E ") or l == "E":
            keep.add(i)
        elif l.startswith(">"):
            keep.add(i)
        elif PY_HEADER.match(l):
            keep.add(i)
        elif PY_LOC.match(l):
            keep.add(i)
        elif l.startswith("FAILED ") or l.startswith("ERROR "):
            keep.add(i)
        elif PY_ROW_FAIL.search(l) and "::" in l:
            keep.add(i)  # -v rows: tests/x.py::test_y FAILED [ 12%]
        elif PY_SUMMARY.match(l):
            keep.add(i)
        elif s.startswith("!!!") and ("Interrupted" in s or "stopping" in s):
            keep.add(i)
        elif COV_ROW.match(l):
            m = COV_ROW.match(l)
            if m.group(1) == "TOTAL" or m.group(3).strip():
                keep.add(i)  # files with missing lines, and the total
        elif not l.startswith((" ", "=", "/usr/")) and generic(l):
            keep.add(i)  # e.g. `ImportError while importing test module ...`
    return keep


def rule_mypy(lines, cmd, code):
    return {i for i, l in enumerate(lines)
            if ": error:" in l or l.startswith("Found ") or l.startswith("Success:")}


FLAKE8_HIT = re.compile(r"^[\w./\-]+:\d+:\d+: [A-Z]\d+ ")
FLAKE8_STAT = re.compile(r"^\d+\s+[A-Z]\d+ ")


def rule_flake8(lines, cmd, code):
    return {i for i, l in enumerate(lines)
            if FLAKE8_HIT.match(l) or FLAKE8_STAT.match(l) or re.fullmatch(r"\d+", l.strip())}


PYLINT_MSG = re.compile(r"^[\w./\-]+:\d+:\d+: [CRWEFI]\d{4}: ")


def rule_pylint(lines, cmd, code):
    return {i for i, l in enumerate(lines)
            if PYLINT_MSG.match(l) or l.startswith("************* Module")
            or "Your code has been rated" in l}


def rule_black(lines, cmd, code):
    # --diff bodies are what `black` itself would write; the engineer needs
    # to know which files and that the check failed.
    return {i for i, l in enumerate(lines)
            if l.startswith("would reformat ") or l.startswith("error: cannot format")
            or re.search(r"\bfiles? would be (reformatted|left unchanged)", l)}


def rule_python_traceback(lines, cmd, code):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("Traceback (most recent call last)"):
            keep.add(i)
        elif s.startswith('File "') and "/usr/lib/" not in s and "<frozen" not in s:
            keep.add(i)  # project frames only
        elif re.match(r"^[A-Za-z_.]*(Error|Exception|Warning)\b.*", l) or re.match(r"^\w+Error:", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- javascript

JS_PROJECT_FRAME = re.compile(r"^\s+at .*\((?!node:)(?!.*node_modules)[^)]*(test|src|lib)/[^)]*:\d+:\d+\)")
COV_TABLE_ROW = re.compile(r"^\s*(\S[^|]*?)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*(.*?)\s*$")


def rule_jest(lines, cmd, code):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if CODE_FRAME.match(l) or s.startswith("at ") or s.startswith("●") or s.startswith("FAIL "):
            in_diff = False
        if s.startswith("FAIL "):
            keep.add(i)
        elif s.startswith("●") or s.startswith("✕"):
            keep.add(i)
        elif s.startswith("expect(") :
            keep.add(i)
        elif s.startswith("Expected:") or s.startswith("Received:") or s.startswith("Expected ") and ":" in s:
            keep.add(i)
        elif s.startswith("- Expected") or s.startswith("+ Received"):
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r"^\s*[-+] ", l) and not CODE_FRAME.match(l):
            keep.add(i)
        elif re.match(r"^\s*>\s*\d+\s*\|", l):
            keep.add(i)  # the failing line of the code frame
        elif JS_PROJECT_FRAME.match(l):
            keep.add(i)
        elif s.startswith("Tests:") or s.startswith("Test Suites:"):
            keep.add(i)
        elif COV_TABLE_ROW.match(l):
            m = COV_TABLE_ROW.match(l)
            name = m.group(1).strip()
            if name == "All files" or m.group(6):
                keep.add(i)  # coverage: the total and files with uncovered lines
        elif l.startswith("npm ERR!") or l.startswith("npm error"):
            keep.add(i)
        elif generic(l) and not CODE_FRAME.match(l) and not s.startswith("at "):
            keep.add(i)
    return keep


def rule_vitest(lines, cmd, code):
    keep = set()
    in_diff = False
    value_next = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if value_next:
            keep.add(i)  # the value printed under `- Expected:` / `+ Received:`
            value_next = False
            continue
        if s.startswith("- Expected") or s.startswith("+ Received"):
            keep.add(i)
            in_diff = True
            value_next = s.endswith(":")
            continue
        if in_diff:
            if re.match(r"^[-+] ", l):
                keep.add(i)
                continue
            if s.startswith("❯") or s.startswith("⎯") or s.startswith("FAIL") or VITEST_FRAME.match(l) \
                    or (not re.match(r"^\s", l) and not s.startswith("Array") and not s.startswith("Object")):
                in_diff = False
        if s.startswith("×") or s.startswith("→"):
            keep.add(i)
        elif s.startswith("FAIL "):
            keep.add(i)
        elif s.startswith("❯ ") and re.search(r"(test|src|lib)/\S+:\d+:\d+", s) and "node_modules" not in s:
            keep.add(i)
        elif s.startswith("❯ ") and re.search(r"\d+ failed", s):
            keep.add(i)  # failing file summary row of the default reporter
        elif re.search(r"Failed (Tests|Suites) \d+", s):
            keep.add(i)
        elif s.startswith("Test Files") or s.startswith("Tests "):
            keep.add(i)
        elif re.match(r"^\w*(Error|Exception)\b", s):
            keep.add(i)
        elif VITEST_FRAME.match(l) or s.startswith("⎯"):
            continue
        elif generic(l):
            keep.add(i)
    return keep


TSC_ERR = re.compile(r"^\S+\(\d+,\d+\): error TS\d+:")


def rule_tsc(lines, cmd, code):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if TSC_ERR.match(l):
            keep.add(i)
            in_err = True
        elif in_err and l.startswith(" ") and l.strip():
            keep.add(i)  # continuation lines of a diagnostic
        else:
            in_err = False
        if re.match(r"^Found \d+ errors?", l):
            keep.add(i)
    return keep


ESLINT_ROW = re.compile(r"^\s+\d+:\d+\s+(error|warning)\s")


def rule_eslint(lines, cmd, code):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if ESLINT_ROW.match(l):
            keep.add(i)
        elif s.startswith("/") and not l.startswith(" ") and i + 1 < len(lines) and ESLINT_ROW.match(lines[i + 1]):
            keep.add(i)  # stylish file header
        elif re.match(r"^\S+:\d+:\d+: ", l):
            keep.add(i)  # unix/compact formats
        elif s.startswith("✖") or "potentially fixable" in s:
            keep.add(i)
    return keep


# ---------------------------------------------------------------- rust

RUST_CARET = re.compile(r"^\s*\d*\s*\|[\s|]*[\^\-~]+\s+\S")  # `   |    ^^^ label`
RUST_LOC = re.compile(r"^\s*(-->|:::) (?!/rustc/)\S+:\d+:\d+")
RUST_PANIC = re.compile(r"panicked at ")


def rule_cargo(lines, cmd, code):
    keep = set()
    in_panic = False
    in_failures = False
    seen_failures_header = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if in_panic:
            if not s or s.startswith("note:") or s.startswith("stack backtrace:"):
                in_panic = False
            else:
                keep.add(i)  # panic message lines: assertion / left / right / unwrap value
                continue
        if s == "failures:":
            seen_failures_header += 1
            in_failures = True
            continue
        if in_failures:
            if re.match(r"^    \S+$", l) and seen_failures_header >= 1 and not l.strip().startswith("----"):
                # the names listed under `failures:` (second header lists names only)
                keep.add(i)
                continue
            if s and not l.startswith("    "):
                in_failures = False
        if RUST_PANIC.search(l):
            keep.add(i)
            in_panic = True
        elif re.match(r"^(error|warning)(\[\w+\])?: ", l) or l.startswith("error:") or l.startswith("warning:"):
            keep.add(i)
        elif RUST_LOC.match(l):
            keep.add(i)
        elif RUST_CARET.match(l):
            keep.add(i)
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif l.startswith("test result:"):
            keep.add(i)
        elif re.match(r"^\s+`-p .*`$", l):
            keep.add(i)  # `error: N targets failed:` list
        elif s.startswith("Some errors have detailed explanations"):
            keep.add(i)
        elif re.match(r"^\s+at \./src/|^\s+at crates/|^\s+at \./tests/", l):
            keep.add(i)  # project frame location in a backtrace ...
            if i > 0:
                keep.add(i - 1)  # ... and its function line
        elif re.match(r"^\S+:\d+:\d+: (error|warning)", l):
            keep.add(i)  # --message-format short
    return keep


def rule_cargo_fmt(lines, cmd, code):
    return {i for i, l in enumerate(lines) if clean(l).startswith("Diff in ")}


# ---------------------------------------------------------------- go

GO_POS = re.compile(r"^(vet: )?[\w./\-]+\.go:\d+:\d+: ")
GO_TESTMSG = re.compile(r"^\s+\w+_test\.go:\d+: ")
GO_STATUS = re.compile(r"^\s*--- (PASS|FAIL|SKIP): ")


def go_text_keep(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("# "):
            keep.add(i)
        elif GO_POS.match(l):
            keep.add(i)
        elif l.startswith("-: # ") or re.match(r"^-: ", l):
            keep.add(i)
        elif re.match(r"^\s*--- FAIL: ", l):
            keep.add(i)
        elif GO_TESTMSG.match(l):
            # keep unless the test it belongs to passed (t.Log in a passing -v run)
            nxt = next((m for m in lines[i + 1:] if GO_STATUS.match(m)), "")
            if "--- PASS" not in nxt:
                keep.add(i)
        elif s == "FAIL" or l.startswith("FAIL\t") or l.startswith("FAIL "):
            keep.add(i)
        elif l.startswith("ok  \t") or l.startswith("ok \t"):
            keep.add(i)
        elif l.startswith("panic: "):
            keep.add(i)
        elif l.startswith("\t/home/dev/work/"):
            keep.add(i)  # project frame of a goroutine trace ...
            if i > 0:
                keep.add(i - 1)  # ... and the function line above it
    return keep


def rule_go(lines, cmd, code):
    return go_text_keep(lines)


def rule_go_json(lines, cmd, code):
    keep = set()
    outputs = []
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if l.strip():
                keep |= {i} if generic(l) else set()
            continue
        if ev.get("Action") == "fail":
            keep.add(i)
        elif ev.get("Action") == "output":
            outputs.append((i, ev.get("Output", "").rstrip("\n")))
    texts = [t for _, t in outputs]
    for j in go_text_keep(texts):
        if j >= 0:
            keep.add(outputs[j][0])
    return keep


def rule_gofmt(lines, cmd, code):
    # -l prints the file names; the -d bodies are what gofmt would write
    return {i for i, l in enumerate(lines) if re.match(r"^[\w./\-]+\.go$", l) or re.match(r"^diff (-u )?\S+\.orig ", l)}


# ---------------------------------------------------------------- git, grep, curl

def rule_git_status(lines, cmd, code):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("On branch") or l.startswith("## ") or l.startswith("HEAD detached"):
            keep.add(i)
        elif s in ("Changes to be committed:", "Changes not staged for commit:",
                   "Untracked files:", "Unmerged paths:", "You have unmerged paths."):
            keep.add(i)
        elif l.startswith("\t") and not l.strip().startswith("(use "):
            keep.add(i)  # long-format entries (git tab-indents one hint too; skip it)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)  # short-format entries
        elif s.startswith("Your branch is") or "have diverged" in s:
            keep.add(i)
    return keep


def diff_keep(lines, body=True):
    keep = set()
    combined = False
    in_hunk = False
    for i, l in enumerate(lines):
        if l.startswith("diff --git") or l.startswith("diff --cc") or l.startswith("diff --combined"):
            keep.add(i)
            combined = not l.startswith("diff --git")
            in_hunk = False
        elif re.match(r"^(new|deleted) file mode|^rename (from|to) |^similarity index|^Binary files", l):
            keep.add(i)
        elif l.startswith("@@"):
            keep.add(i)
            in_hunk = True
        elif l.startswith("commit ") and re.match(r"^commit [0-9a-f]{7,40}", l):
            in_hunk = False
        elif in_hunk and body:
            head = l[:2] if combined else l[:1]
            if l.startswith("---") or l.startswith("+++"):
                continue
            if "+" in head or "-" in head:
                keep.add(i)
    return keep


def rule_git_diff(lines, cmd, code):
    keep = diff_keep(lines, body=True)
    for i, l in enumerate(lines):
        if re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)  # --stat rows and totals
    return keep


def rule_git_log(lines, cmd, code):
    keep = diff_keep(lines, body=False)
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i)
            want_subject = True
        elif want_subject and l.startswith("    ") and l.strip():
            keep.add(i)  # first message line = subject
            want_subject = False
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| Bin ", l):
            keep.add(i)
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif re.match(r"^[*|\\/ ]*[0-9a-f]{7,12} ", l):
            keep.add(i)  # --oneline
    return keep


def rule_git_merge(lines, cmd, code):
    return {i for i, l in enumerate(lines)
            if l.startswith("CONFLICT") or l.startswith("Automatic merge failed")
            or l.startswith("error:") or l.startswith("fatal:") or "Fast-forward" in l
            or re.match(r"^ \d+ files? changed", l)}


def rule_grep(lines, cmd, code):
    # every hit is what the agent asked for
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s]+:\d+[:-]", l) or l.startswith("grep: ")}


def rule_curl(lines, cmd, code):
    keep = set()
    status = None
    for l in lines:
        m = re.match(r"^<? ?HTTP/[\d.]+ (\d{3})", l)
        if m:
            status = int(m.group(1))
        m = re.match(r"^curl: \(22\) .*error: (\d{3})", l)
        if m:
            status = int(m.group(1))
    body_start = None
    for i, l in enumerate(lines):
        if re.match(r"^<? ?HTTP/[\d.]+ \d{3}", l):
            keep.add(i)
        elif re.match(r"^> [A-Z]+ \S+ HTTP/", l):
            keep.add(i)  # request line (-v)
        elif l.startswith("curl: ("):
            keep.add(i)
            if status and status >= 400:
                body_start = i + 1
        elif l.startswith("* Empty reply") or l.startswith("* Failed") or "Connection refused" in l:
            keep.add(i)
    if status is not None and status >= 400:
        # response body = lines that are not curl chatter, headers or progress
        in_headers = False
        for i, l in enumerate(lines):
            s = l.strip()
            if not s:
                in_headers = False
                continue
            if re.match(r"^<? ?HTTP/", l):
                in_headers = True
                continue
            if in_headers:
                continue
            if l[:2] in ("* ", "> ", "< ", "{ ", "} ") or s in (">", "<", "*") or l.startswith("  % Total") \
                    or l.startswith("                                 Dload") or "--:--:--" in l \
                    or l.startswith("Note: ") or l.startswith("curl: ("):
                continue
            keep.add(i)
    return keep


# ---------------------------------------------------------------- dispatch

def pick(cmd):
    c = cmd
    if "pytest" in c:
        return rule_pytest, False
    if re.search(r"\bmypy\b", c):
        return rule_mypy, False
    if re.search(r"\bflake8\b", c):
        return rule_flake8, False
    if re.search(r"\bpylint\b", c):
        return rule_pylint, False
    if re.search(r"\bblack\b", c):
        return rule_black, False
    if re.search(r"\bjest\b", c) or re.match(r"npm (run )?test\b", c):
        return rule_jest, False
    if re.search(r"\bvitest\b", c):
        return rule_vitest, False
    if re.search(r"\btsc\b", c) or re.match(r"npm run (build|typecheck)", c):
        return rule_tsc, False
    if re.search(r"\beslint\b", c):
        return rule_eslint, False
    if re.search(r"cargo fmt", c):
        return rule_cargo_fmt, False
    if re.search(r"\bcargo\b", c):
        return rule_cargo, False
    if re.search(r"go test\b.*-json", c):
        return rule_go_json, False
    if re.search(r"\bgo (test|vet|build)\b", c) or c.startswith("staticcheck"):
        return rule_go, False
    if c.startswith("gofmt"):
        return rule_gofmt, False
    if c.startswith("git status"):
        return rule_git_status, False
    if c.startswith("git diff"):
        return rule_git_diff, False
    if c.startswith("git log") or c.startswith("git show"):
        return rule_git_log, False
    if c.startswith("git merge") or c.startswith("git rebase") or c.startswith("git pull"):
        return rule_git_merge, False
    if re.match(r"^(grep|rg)\b", c):
        return rule_grep, False
    if c.startswith("curl"):
        return rule_curl, False
    if c.startswith("python3"):
        return rule_python_traceback, False
    return (lambda lines, cmd, code: set()), True


def keep_lines(cmd, code, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw]
    rule, use_generic = pick(cmd)
    idx = set(rule(lines, cmd, code))
    if use_generic:
        idx |= {i for i, l in enumerate(lines) if generic(l)}
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        if i < 0 or i >= len(lines):
            continue
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def parse_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    output = rest.split("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    code = int(re.search(r"^exit: (\d+)$", head, re.M).group(1))
    if output.endswith("\n\n") and "\n-- keep --\n" not in rest:
        pass
    return head, cmd, code, output


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    check = "--check" in sys.argv
    for name in sorted(os.listdir(here)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(here, name)
        with open(path, encoding="utf-8", newline="") as fh:
            text = fh.read()
        head, cmd, code, output = parse_txtar(text)
        keep = keep_lines(cmd, code, output)
        if check:
            print(f"== {name}: {len(keep)} keep lines")
            for k in keep:
                print("   " + k)
            continue
        body = head + "-- output --\n" + output
        if not body.endswith("\n"):
            body += "\n"
        body += "-- keep --\n" + "".join(k + "\n" for k in keep)
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(body)
    return 0


if __name__ == "__main__":
    sys.exit(main())

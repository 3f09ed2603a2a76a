#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh109 txtar file from its output.

The rules below were written before any reducer was run on this set, from the
formats of the tools themselves. Run once:  python3 keeprules.py
It rewrites the keep section of every *.txtar file beside it.

A keep line is an exact output line with ANSI escapes and trailing blanks
removed. Each distinct keep line is listed once, at its first kept position.
Every file also keeps its last three non-blank lines.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# Words that state a problem. \w+Error / \w+Exception / \w+Warning catch class names.
PROBLEM = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|fatal|warning|warnings|"
    r"exception|panic|panicked|traceback|assertionerror)\b"
    r"|\w+(Error|Exception|Warning)\b|✕|×|✖",
    re.IGNORECASE,
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = head.split("\n")[0][len("cmd: "):]
    return head, cmd, output


# ---------------------------------------------------------------- pytest
def rules_pytest(L):
    keep = set()
    section = ""
    for i, l in enumerate(L):
        s = l.strip()
        m = re.match(r"^=+ (.*?) =+$", l)
        if m:
            section = m.group(1)
            if section not in ("test session starts", "PASSES"):
                keep.add(i)  # FAILURES / ERRORS / warnings summary / short summary / final count
            continue
        if re.match(r"^collect(ed|ing) ", l) or re.match(r"^\d+ tests? collected", l) or \
                re.match(r"^(\[gw\d\] )?\w.*\b\d+ workers?\b", l) and "items" in l:
            keep.add(i)
            continue
        if re.match(r"^_{3,} \S.* _{3,}$", l) and section != "PASSES":
            keep.add(i)  # failing test / error header
            continue
        if re.match(r"^E( |$)", l) and s != "E":
            keep.add(i)
            continue
        if l.startswith(">"):
            keep.add(i)
            continue
        if re.match(r"^[\w./-]+\.py:\d+: ", l):
            keep.add(i)  # project file:line location of the failure
            continue
        if re.match(r"^(FAILED|ERROR|XFAIL|XPASS|SKIPPED) ", l):
            keep.add(i)  # short test summary rows (PASSED rows are left out)
            continue
        if re.search(r"\b(FAILED|ERROR|XPASS)\b", l) and "::" in l:
            keep.add(i)  # -v progress rows of failing tests
            continue
        if section == "warnings summary" and s and not s.startswith("-- Docs") \
                and not l.startswith("    "):
            keep.add(i)
            continue
        if section in ("FAILURES", "ERRORS") and PROBLEM.search(l) and not l.startswith("    "):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- mypy
def rules_mypy(L):
    keep = set()
    in_err = False
    for i, l in enumerate(L):
        if re.match(r"^[\w./-]+\.py:\d+(:\d+)?: error: ", l):
            keep.add(i)
            in_err = True
        elif re.match(r"^(Found \d+ errors?|Success: )", l):
            keep.add(i)
            in_err = False
        elif in_err and l and not l[0].isspace() and not re.match(r"^[\w./-]+\.py:", l):
            keep.add(i)  # --pretty wraps the error message onto following lines
        else:
            in_err = False
    return keep


# ---------------------------------------------------------------- pylint / flake8
def rules_pylint(L):
    keep = set()
    for i, l in enumerate(L):
        if l.startswith("************* Module "):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+:\d+: [CRWEF]\d{4}: ", l):
            keep.add(i)
        elif l.startswith("Your code has been rated"):
            keep.add(i)
    return keep


def rules_flake8(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^[\w./-]+\.py:\d+:\d+: [A-Z]+\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", l) or re.match(r"^\d+$", l):
            keep.add(i)  # --statistics rows and --count total
    return keep


# ---------------------------------------------------------------- jest
FRAME = re.compile(r"^\s+(> )?\s*\d+ \||^\s+\|")


def project_at(l):
    return re.match(r"^\s+at ", l) and "node_modules" not in l and "node:" not in l \
        and re.search(r"\(?[\w./-]+\.(ts|js|tsx|jsx|mjs):\d+:\d+\)?$", l)


def rules_jest(L):
    keep = set()
    in_fail = False  # inside a "●" failure block
    in_msg = False   # message part of the block (before the code frame)
    in_console = False
    diff_base = None  # indentation of a "- Expected" diff header inside a failure
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^\s+console\.(log|debug|info|warn|error)$", l):
            in_console, in_fail, in_msg = True, False, False
            continue
        if re.match(r"^(PASS|FAIL) ", l):
            in_console = False
            in_fail = in_msg = False
            if l.startswith("FAIL "):
                keep.add(i)
            continue
        if re.match(r"^\s+● Console$", l):
            in_fail = in_msg = False  # captured console output, not a failure
            continue
        if re.match(r"^\s+● ", l):
            in_console = False
            keep.add(i)
            in_fail, in_msg = True, True
            diff_base = None
            continue
        if in_console:
            if l.startswith("  ") or not s:
                continue
            in_console = False
        if re.match(r"^\s+✕ ", l):
            keep.add(i)
            continue
        if re.match(r"^(Test Suites|Tests|Snapshots|Time):", l) or l.startswith("Ran all test suites"):
            keep.add(i)
            continue
        if re.match(r"^Summary of all failing tests", l):
            keep.add(i)
            continue
        if in_fail:
            if FRAME.match(l):
                in_msg = False
                if re.match(r"^\s+> \d+ \|", l):
                    keep.add(i)
                continue
            if project_at(l):
                in_msg = False
                keep.add(i)
                continue
            if in_msg and re.match(r"^\s*- Expected", l):
                diff_base = len(l) - len(l.lstrip())
            if in_msg and s and diff_base is not None:
                if l[diff_base:diff_base + 1] in ("-", "+", "@"):
                    keep.add(i)  # changed lines of the assertion diff (context left out)
                continue
            if in_msg and s:
                keep.add(i)  # message, Expected/Received lines
                continue
        if re.match(r"^npm (ERR!|error)", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- vitest
def rules_vitest(L):
    keep = set()
    in_fail = False
    in_msg = False
    diff_base = None
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^\s*(×|✗) ", l) or re.match(r"^\s+→ ", l):
            keep.add(i)
            continue
        if re.match(r"^ FAIL ", l):
            keep.add(i)
            in_fail, in_msg = True, True
            diff_base = None
            continue
        if re.match(r"^⎯+ Failed Tests \d+ ⎯+$", l) or re.match(r"^⎯+ .*(Error|Unhandled).* ⎯+$", l):
            keep.add(i)
            continue
        if re.match(r"^⎯+\[\d+/\d+\]⎯$", l):
            in_fail = in_msg = False
            continue
        if re.match(r"^\s*(Test Files|Tests)\s+\d", l):
            keep.add(i)
            continue
        if in_fail:
            if re.match(r"^\s+❯ ", l):
                in_msg = False
                if "node_modules" not in l:
                    keep.add(i)
                continue
            if re.match(r"^\s+\d+\|", l) or re.match(r"^\s+\|", l):
                in_msg = False
                continue
            if in_msg and re.match(r"^\s*- Expected", l):
                diff_base = len(l) - len(l.lstrip())
            if in_msg and s and diff_base is not None:
                if l[diff_base:diff_base + 1] in ("-", "+", "@"):
                    keep.add(i)  # changed lines of the assertion diff (context left out)
                continue
            if in_msg and s:
                keep.add(i)
    return keep


# ---------------------------------------------------------------- tsc / eslint
def rules_tsc(L):
    keep = set()
    in_err = False
    for i, l in enumerate(L):
        if re.search(r"\berror TS\d+:", l):
            keep.add(i)
            in_err = True
            continue
        if in_err and l.startswith("  ") and l.strip():
            keep.add(i)  # elaboration of the error above
            continue
        in_err = False
        if re.match(r"^Found \d+ errors?", l):
            keep.add(i)
    return keep


def rules_eslint(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^/\S+\.(ts|js|tsx|jsx|mjs|cjs)$", l):
            keep.add(i)  # file header (stylish)
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s+", l):
            keep.add(i)
        elif re.match(r"^/?\S+:\d+:\d+: ", l):
            keep.add(i)  # unix formatter rows
        elif re.match(r"^✖ \d+ problems?", l) or re.match(r"^\d+ problems?$", l):
            keep.add(i)
        elif re.search(r"potentially fixable", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- cargo
def rules_cargo(L):
    keep = set()
    diag = None  # "error" or "warning" for the current compiler diagnostic
    section = ""  # cargo test: "stdout" (a ---- x stdout ---- block) / "failures"
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            diag = "error" if l.startswith("error") else "warning"
            keep.add(i)
            section = ""
            continue
        if re.match(r"^\s*--> ", l):
            if not re.match(r"^\s*--> (/rustc/|/\S*/\.cargo/|/\S*/\.rustup/)", l):
                keep.add(i)  # file:line of the diagnostic (project files only)
            continue
        if re.match(r"^\s*= (help|note): ", l) or l.lstrip().startswith("help: "):
            continue  # hints
        if diag == "error" and re.match(r"^\s*\d*\s*\|.*[\^\-]{1,}\s+\S", l):
            keep.add(i)  # labelled caret lines of errors (expected/found ...)
            continue
        if re.match(r"^\s+(Compiling|Checking|Running|Doc-tests|Fresh|Building)\b", l):
            diag = None
            continue
        if re.match(r"^test \S+ \.\.\. (FAILED|ignored)", l) and "FAILED" in l:
            keep.add(i)
            continue
        if re.match(r"^---- \S+ stdout ----$", l):
            keep.add(i)
            section = "stdout"
            continue
        if l == "failures:":
            keep.add(i)
            section = "failures"
            continue
        if re.match(r"^test result: ", l):
            keep.add(i)
            section = ""
            continue
        if re.match(r"^running \d+ tests?$", l):
            continue
        if section == "stdout":
            if re.match(r"^thread '.*' panicked at ", l) or re.match(r"^\s*(left|right): ", l) \
                    or re.match(r"^assertion", l) or re.match(r"^\s+at \./", l) \
                    or (s and not re.match(r"^(stack backtrace:|note: |\s+\d+: |\s+at /)", l)):
                keep.add(i)
            continue
        if section == "failures":
            if re.match(r"^    \S+$", l):
                keep.add(i)  # failing test names
            continue
        if re.match(r"^\s+`-p \S+ --\w+`", l) or re.match(r"^error: \d+ targets? failed", l):
            keep.add(i)
            continue
    return keep


# ---------------------------------------------------------------- go
def rules_go(L):
    keep = set()
    failed = set()  # names of failing tests and subtests
    for l in L:
        m = re.match(r"^\s*--- FAIL: (\S+) ", l)
        if m:
            failed.add(m.group(1))
    current = None  # test named by the last "=== RUN/CONT/NAME" line (-v mode)
    last_status = None  # last "--- X:" line seen (non -v mode prints messages after it)
    in_panic = False
    for i, l in enumerate(L):
        m = re.match(r"^=== (RUN|CONT|PAUSE|NAME)\s+(\S+)", l)
        if m:
            current, last_status = m.group(2), None
            continue
        m = re.match(r"^\s*--- (PASS|FAIL|SKIP): (\S+) ", l)
        if m:
            last_status = m.group(1)
            current = None
            if m.group(1) == "FAIL":
                keep.add(i)
            continue
        if re.match(r"^(ok|FAIL|\?)\s", l) or l in ("FAIL", "PASS"):
            current, last_status = None, None
            if l.startswith("FAIL"):
                keep.add(i)
            in_panic = False
            continue
        if re.match(r"^\s*panic: ", l):
            keep.add(i)
            in_panic = True
            continue
        if in_panic:
            if re.match(r"^\s+/\S+\.go:\d+", l) and "/usr/local/go/" not in l and "/pkg/mod/" not in l:
                keep.add(i)  # project frames of the panic trace
            continue
        if re.match(r"^# \S+", l):
            keep.add(i)  # package header of build / vet errors
            continue
        if re.match(r"^(\./)?[\w./-]+\.go:\d+(:\d+)?: ", l):
            keep.add(i)  # compiler / vet diagnostics
            continue
        if re.match(r"^\s+\S+\.go:\d+: ", l) or (re.match(r"^\s{4,}\S", l) and i - 1 in keep
                                                   and not re.match(r"^\s*(---|===)", l)):
            if (current is not None and current in failed) or last_status == "FAIL":
                keep.add(i)  # t.Error / t.Fatal messages of failing tests (and continuations)
            continue
    return keep


# ---------------------------------------------------------------- git
def rules_git_status(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if not s or s.startswith("(use ") or s.startswith("(commit ") or s.startswith("(create"):
            continue
        if l.startswith("\t") or re.match(r"^[ MADRCU?!]{2} ", l) or l.startswith("## "):
            keep.add(i)  # every entry
        elif re.match(r"^(On branch|HEAD detached|Your branch|Changes to be committed|"
                      r"Changes not staged|Untracked files|Unmerged paths|nothing |no changes)", l):
            keep.add(i)
    return keep


def rules_git_log(L):
    keep = set()
    want_subject = False
    for i, l in enumerate(L):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i)
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("diff --git "):
            keep.add(i)
            continue
        if re.match(r"^(new|deleted) file mode |^rename (from|to) |^similarity index ", l):
            keep.add(i)
            continue
        if re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l):
            keep.add(i)  # stat rows
            continue
        if re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def rules_git_diff(L):
    keep = set()
    for i, l in enumerate(L):
        if l.startswith("diff --git ") or re.match(r"^(new|deleted) file mode |^rename (from|to) ", l):
            keep.add(i)
        elif (l.startswith("+") and not l.startswith("+++ ")) or \
                (l.startswith("-") and not l.startswith("--- ")):
            keep.add(i)  # the changed lines themselves
        elif re.match(r"^ \S.* \| +\d+", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def rules_grep(L):
    # The agent asked for these hits: every hit is kept.
    return {i for i, l in enumerate(L) if l.strip()}


def rules_generic(L):
    return {i for i, l in enumerate(L) if PROBLEM.search(l)}


def tool_of(cmd):
    c = cmd
    if re.search(r"\bgrep\b", c.split("|")[0]) and c.startswith("grep"):
        return "grep"
    for key, name in [("git status", "git_status"), ("git log", "git_log"), ("git show", "git_log"),
                      ("git diff", "git_diff"), ("pytest", "pytest"), ("mypy", "mypy"),
                      ("pylint", "pylint"), ("flake8", "flake8"), ("vitest", "vitest"),
                      ("jest", "jest"), ("npm test", "jest"), ("tsc", "tsc"), ("eslint", "eslint"),
                      ("cargo ", "cargo"), ("go test", "go"), ("go vet", "go"), ("go build", "go")]:
        if key in c:
            return name
    return "generic"


RULES = {
    "grep": rules_grep, "git_status": rules_git_status, "git_log": rules_git_log,
    "git_diff": rules_git_diff, "pytest": rules_pytest, "mypy": rules_mypy, "pylint": rules_pylint,
    "flake8": rules_flake8, "vitest": rules_vitest, "jest": rules_jest, "tsc": rules_tsc,
    "eslint": rules_eslint, "cargo": rules_cargo, "go": rules_go, "generic": rules_generic,
}
# Tools whose output is data (source text, diffs, hits) rather than diagnostics:
# the generic problem-word rule is not applied to them.
NO_GENERIC = {"grep", "git_status", "git_log", "git_diff"}


def keep_lines(cmd, output):
    L = [clean(x) for x in output.split("\n")]
    if L and L[-1] == "":
        L = L[:-1]
    tool = tool_of(cmd)
    idx = set(RULES[tool](L))
    if tool not in NO_GENERIC:
        gen = rules_generic(L)
        if tool == "cargo":
            gen = {i for i in gen if not re.match(r"^\s*= (help|note): |^\s*help: ", L[i])}
        if tool == "go":
            # passing rows and runtime frames of a goroutine trace are left out
            gen = {i for i in gen if not re.match(
                r"^\s*--- (PASS|SKIP)|^=== |^\s+/\S+\.go:\d+|^[\w./*()]*panic\(|^goroutine ", L[i])}
        if tool in ("jest", "vitest"):
            gen = {i for i in gen if not re.match(r"^\s*✓ ", L[i])}
        if tool == "pytest":
            gen = {i for i in gen if not re.search(r"\bPASSED\b", L[i])}
        idx |= gen
    nb = [i for i, l in enumerate(L) if l.strip()]
    idx |= set(nb[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = L[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return tool, out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        head, cmd, output = parse(path)
        tool, keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(head + "\n-- output --\n" + output + "-- keep --\n")
            for k in keep:
                fh.write(k + "\n")
        print(f"{os.path.basename(path)}\t{tool}\t{len(keep)}", file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh88 txtar file from its output.

The rules were fixed before any reducer output was seen (none ever was).
Run once:  python3 keeprules.py   (rewrites the keep section of each *.txtar here)

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# --- general patterns -------------------------------------------------------
# words that state a problem
PROBLEM = re.compile(
    r"\b(error|errors|fail|failed|fails|failing|failure|failures|panic|panicked|"
    r"exception|fatal|warning|warnings|warn|traceback|assertion|critical)\b"
    r"|\b\w*(Error|Exception)\b",
    re.I,
)
# hints and decorations that happen to contain a problem word
HINT = re.compile(
    r"potentially fixable with|for further information visit|run with `RUST_BACKTRACE|"
    r"on by default|rustc --explain|Use 'stats.errorDetails",
)
# leveled log lines: DEBUG/INFO/TRACE lines are noise, WARN/ERROR lines are kept
LOG_QUIET = re.compile(r"^.{0,40}?(\bDEBUG\b|\bINFO\b|\bTRACE\b)")
LOG_LOUD = re.compile(r"^.{0,40}?\b(WARN|WARNING|ERROR|CRITICAL|FATAL)\b")
# debug-package style lines: ISO timestamp then namespace
NS_DEBUG = re.compile(r"^\d{4}-\d\d-\d\dT[\d:.]+Z [\w.-]+:[\w:.-]+ ")
# a source location in the project (not the toolchain, not node internals)
LOCATION = re.compile(r"(?:^|[\s(\"'])(?:\./)?([\w./@-]*[\w-]+\.(?:py|js|ts|mjs|cjs|tsx|go|rs))(?::\d+|\(\d+,\d+\))")
FOREIGN = re.compile(r"/usr/(lib|local)/|node:internal|node_modules/|<frozen|/rustc/|\.cargo/registry")
# summary / count lines
SUMMARY = re.compile(
    r"\b\d+ (passed|failed|passing|failing|pending|errors?|warnings?|problems?|skipped|"
    r"deselected|tests? (passed|failed))\b"
    r"|^\s*(Tests:|Test Suites:|Test Files\b|Tests\s+\d)"
    r"|^test result:|^ok\s+\S|^FAIL\b|^PASS$|^Found \d+ errors?|^Success: no issues"
    r"|rated at \d|compiled (successfully|with)|^\s*\d+ files? changed"
)

LAST_N = 3


def clean(line):
    return ANSI.sub("", line).rstrip()


def is_project_location(line):
    for m in LOCATION.finditer(line):
        if not FOREIGN.search(line):
            return True
    return False


def generic(lines, keep):
    """Problem words, project locations, summaries, but not quiet log lines."""
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if (LOG_QUIET.search(l) and not LOG_LOUD.search(l)) or NS_DEBUG.search(l):
            continue
        if LOG_LOUD.search(l):
            keep.add(i)
            continue
        if HINT.search(l):
            continue
        if PROBLEM.search(l) or is_project_location(l) or SUMMARY.search(l):
            keep.add(i)


# --- per-tool rules ---------------------------------------------------------

def pytest_rules(lines, keep, cmd):
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l) or re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):          # failing test section header
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l) or "Interrupted:" in l or "stopping after" in l:
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors)\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^\d+ (passed|failed|error)", l):
            keep.add(i)
        elif re.search(r"::\S+ (FAILED|ERROR)\b", l):
            keep.add(i)
        if " -s" in cmd and re.search(r"\bDEBUG\b", l):   # the agent's own prints
            keep.add(i)


def python_traceback_rules(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last)"):
            keep.add(i)
        m = re.match(r'^\s*File "([^"]+)", line \d+', l)
        if m and m.group(1).startswith("/home/dev/work/"):
            keep.add(i)
        if re.match(r"^\w+(Error|Exception|Interrupt|Exit)\b", l):
            keep.add(i)


def jest_vitest_mocha_rules(lines, keep):
    after_bullet = False
    in_mocha_fail = False
    mocha_details = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("●"):
            keep.add(i)
            after_bullet = True
            continue
        if after_bullet and s:
            keep.add(i)          # the failure message right after the test name
            after_bullet = False
        if re.match(r"^\s*(Expected|Received)\b", l) or re.match(r"^\s*[-+] (Expected|Received)\b", l):
            keep.add(i)
        if re.match(r"^\s*>\s*\d+ \|", l):                 # code frame pointer line
            keep.add(i)
        if re.match(r"^\s{4,}[-+]\s", l):                  # assertion diff lines
            keep.add(i)
        if re.match(r"^\s*[×✕]\s", l) or re.match(r"^\s*→\s", l) or re.match(r"^\s*FAIL\s", l):
            keep.add(i)
        if re.match(r"^\s*\d+ (passing|failing|pending)", l):
            keep.add(i)
            if "failing" in l:
                mocha_details = True
        if re.match(r"^\s*\+ expected - actual", l):
            keep.add(i)
        # mocha: numbered failure blocks, keep the title lines up to the error
        if re.match(r"^\s+\d+\) \S", l):
            keep.add(i)
            in_mocha_fail = mocha_details
            continue
        if in_mocha_fail:
            if not s:
                in_mocha_fail = False
            else:
                keep.add(i)
                if PROBLEM.search(l):
                    in_mocha_fail = False


def cargo_rules(lines, keep, cmd):
    in_fail_list = 0
    for i, l in enumerate(lines):
        if re.match(r"^(error|warning)(\[\w+\])?:", l):
            keep.add(i)
        if re.match(r"^\s*--> ", l):
            keep.add(i)
        if re.match(r"^\s*\d*\s*\|[-\s]*\^+[\s^-]*[A-Za-z`]", l):  # caret label with a message
            keep.add(i)
        if re.match(r"^\s*= note: (expected|found)", l):
            keep.add(i)
        if re.match(r"^\s*(left|right):", l):
            keep.add(i)
        if re.match(r"^---- \S+ stdout ----$", l):
            keep.add(i)
        if "panicked at" in l:
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)    # the panic message
        if re.match(r"^test \S+ \.\.\. FAILED", l):
            keep.add(i)
        if l == "failures:":
            in_fail_list += 1
            continue
        if in_fail_list >= 2 and re.match(r"^    \S+$", l):
            keep.add(i)
        if "--nocapture" in cmd and re.match(r"^dbg\b", l):   # the agent's own prints
            keep.add(i)


def go_rules(lines, keep, cmd):
    for i, l in enumerate(lines):
        if re.match(r"^--- FAIL", l.strip()) or re.match(r"^(FAIL|ok)\s", l) or l == "FAIL":
            keep.add(i)
        if re.match(r"^panic: ", l) or re.match(r"^goroutine \d+ \[", l):
            keep.add(i)
        if re.match(r"^# \S", l):
            keep.add(i)
        if re.match(r"^\s+/home/dev/work/\S+\.go:\d+", l):
            keep.add(i)
            if i > 0 and lines[i - 1].endswith(")"):
                keep.add(i - 1)         # the function frame above a project file line
        if re.match(r"^exit status \d+", l):
            keep.add(i)


def go_json_rules(lines, keep):
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if l.strip():
                keep.add(i)
            continue
        act = ev.get("Action")
        out = ev.get("Output", "")
        if act == "fail":
            keep.add(i)
        elif act == "output" and re.search(r"FAIL|panic|_test\.go:\d+|\.go:\d+:", out):
            keep.add(i)
        elif act in ("pass", "skip") and "Test" not in ev:
            keep.add(i)


def lint_rules(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^(/|\.?/?[\w-]+/)\S+\.(js|ts|mjs|cjs|tsx)$", l):   # eslint file header
            keep.add(i)
        if re.match(r"^\s*✖ \d+ problems?", l) or re.match(r"^\d+ problems?$", l):
            keep.add(i)
        if re.search(r"\bTS\d{4}:", l):
            keep.add(i)


def git_status_rules(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|Your branch|nothing to commit|no changes added|"
                    r"Changes to be committed|Changes not staged|Untracked files|Unmerged paths)", l):
            keep.add(i)
        elif l.startswith("\t") and l.strip():
            keep.add(i)
        elif re.match(r"^[ MADRCUT?!]{2} \S", l):
            keep.add(i)
        elif re.match(r"^## ", l):
            keep.add(i)


def git_stash_rules(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^(Saved working directory|stash@\{\d+\}|Dropped refs/stash|No local changes)", l):
            keep.add(i)


def git_diff_rules(lines, keep, with_body):
    prev_date = False
    for i, l in enumerate(lines):
        if re.match(r"^(diff --git|--- |\+\+\+ |new file mode|deleted file mode|rename (from|to)|"
                    r"similarity index|Binary files)", l):
            keep.add(i)
        elif re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+ ?[-+]*|Bin)", l):          # stat row
            keep.add(i)
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif prev_date and re.match(r"^    \S", l):                  # subject line
            keep.add(i)
        elif with_body and (l.startswith("@@") or re.match(r"^[-+](?![-+]{2} )", l)):
            keep.add(i)
        if l.startswith("Date:"):
            prev_date = True
        elif l.strip():
            prev_date = False


def grep_rules(lines, keep):
    # every hit: grep output is exactly what the agent asked for
    for i, l in enumerate(lines):
        if re.match(r"^[^:\s]+:\d+:", l):
            keep.add(i)


def curl_rules(lines, keep):
    status = 200
    for i, l in enumerate(lines):
        m = re.match(r"^<?\s*HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(1))
            continue
        if re.match(r"^<?\s*Location:", l, re.I) or re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
            continue
        if l.startswith(("*", ">", "<", "{ [", "} [")) or re.match(r"^\s*(% Total|Dload|\d+ )", l):
            continue
        if status >= 400 and re.search(r"error|message|detail|explanation", l, re.I):
            keep.add(i)


# --- driver -----------------------------------------------------------------

def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = set()
    c = cmd
    gitcmd = re.search(r"\bgit (diff|log|show|status|stash)\b", c)
    if "go test" in c and "-json" in c:
        go_json_rules(lines, keep)
    elif re.search(r"\bgrep\b", c) and not gitcmd:
        grep_rules(lines, keep)
    elif c.startswith("git ") and not re.search(r"&&\s*(?!\s|git\b)", c):
        if "git status" in c:
            git_status_rules(lines, keep)
        if "git stash" in c:
            git_stash_rules(lines, keep)
            git_status_rules(lines, keep)
        if re.search(r"git (diff|log|show)", c):
            git_diff_rules(lines, keep, with_body=bool(re.search(r"git diff", c)))
    else:
        if "git stash" in c:
            git_stash_rules(lines, keep)
        if c.startswith("curl"):
            curl_rules(lines, keep)
        else:
            generic(lines, keep)
            python_traceback_rules(lines, keep)
            if "pytest" in c:
                pytest_rules(lines, keep, c)
            if re.search(r"\b(jest|vitest|mocha)\b", c):
                jest_vitest_mocha_rules(lines, keep)
            if "cargo" in c:
                cargo_rules(lines, keep, c)
            if re.search(r"\bgo (test|vet|run|build)\b|staticcheck", c):
                go_rules(lines, keep, c)
            if re.search(r"eslint|tsc|webpack|esbuild", c):
                lint_rules(lines, keep)
    # last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nb[-LAST_N:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".txtar"))
    for f in files:
        path = os.path.join(HERE, f)
        text = open(path, encoding="utf-8").read()
        head, rest = text.split("-- output --\n", 1)
        idx = rest.rfind("-- keep --\n")
        output = rest[:idx]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        kl = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in kl))
    print(f"{len(files)} files")


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh87 *.txtar file from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py            (rewrites the keep section of every file here)

A keep line is an exact output line with ANSI escapes and trailing blanks removed.
Each distinct line is listed once, in the order of its first occurrence.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# generic: a line that states an error, failure, warning, exception or panic
KEYWORD = re.compile(
    r"(?i)\b(error|errors|fail|failed|failure|failures|failing|panic|panicked|exception|"
    r"traceback|warning|warnings|fatal|assertionerror)\b|\w+Error\b|\w+Exception\b|✘|×|✖")
# rows of passing tests never count as critical by the generic rule
PASS_ROW = re.compile(r"(\bPASS(ED)?\b|✓|✔|\.\.\. ok$|^\s*ok\s|^=== (RUN|PAUSE|CONT))")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    for key, pat in [
        ("grep", r"^grep\b"), ("curl", r"^curl\b"), ("gitstatus", r"^git status\b"),
        ("gitdiff", r"^git diff\b"), ("gitlog", r"^git (log|show)\b"),
        ("pytest", r"\bpytest\b"), ("mypy", r"\bmypy\b"), ("flake8", r"\bflake8\b"),
        ("pylint", r"\bpylint\b"), ("jest", r"\bjest\b"), ("vitest", r"\bvitest\b"),
        ("mocha", r"\bmocha\b"), ("tsc", r"\btsc\b"), ("webpack", r"\bwebpack\b"),
        ("esbuild", r"\besbuild\b"), ("eslint", r"\beslint\b"), ("cargo", r"\bcargo\b"),
        ("gotestjson", r"\bgo test\b.*-json"), ("gotest", r"\bgo test\b"), ("govet", r"\bgo vet\b"),
        ("staticcheck", r"\bstaticcheck\b"), ("gitstatus", r"\bgit status\b"),
        ("gitdiff", r"\bgit diff\b"), ("gitlog", r"\bgit (log|show)\b"), ("grep", r"^grep\b"),
        ("curl", r"^curl\b"),
    ]:
        if re.search(pat, c):
            return key
    return "other"


def generic(lines):
    return {i for i, l in enumerate(lines) if KEYWORD.search(l) and not PASS_ROW.search(l)}


# ---------------------------------------------------------------- per tool
def r_pytest(L):
    k = generic(L)
    for i, l in enumerate(L):
        if re.match(r"^(FAILED|ERROR) ", l) or re.search(r"\bFAILED\b|\bERROR\b", l):
            k.add(i)
        if re.match(r"^E\s", l) or l == "E":
            k.add(i)                                     # assertion detail
        if re.match(r"^>\s", l):
            k.add(i)                                     # the failing source line
        if re.match(r"^_{3,} .+ _{3,}$", l):
            k.add(i)                                     # failure / error headers
        if re.match(r"^(?!/usr/)(/home/dev/work/)?[\w./-]+\.py:\d+:", l):
            k.add(i)                                     # project-own locations
        if re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|xfailed|deselected|no tests ran)\b.* =+$", l):
            k.add(i)                                     # summary line
        if re.match(r"^\d+ (passed|failed|error)", l) or "Interrupted:" in l:
            k.add(i)
    # never keep passing rows
    return {i for i in k if not re.search(r"\bPASSED\b", L[i]) or re.search(r"\bFAILED\b|\bERROR\b", L[i])}


def r_mypy(L):
    return {i for i, l in enumerate(L)
            if re.search(r": (error|note):", l) or re.match(r"^(Found \d+ error|Success:)", l)}


def r_flake8(L):
    return {i for i, l in enumerate(L) if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l) or re.match(r"^\d+$", l)
            or re.match(r"^\d+\s+[A-Z]\d+ ", l)}


def r_pylint(L):
    return {i for i, l in enumerate(L)
            if re.match(r"^\S+:\d+:\d+: [A-Z]\d{4}: ", l) or l.startswith("************* Module")
            or "Your code has been rated" in l}


def failure_blocks(L, start_pat, end_pat):
    """indices inside blocks that start at start_pat and end at end_pat (exclusive)."""
    inside, out = False, set()
    for i, l in enumerate(L):
        if re.search(start_pat, l):
            inside = True
        elif inside and re.search(end_pat, l):
            inside = False
        if inside:
            out.add(i)
    return out


JS_OWN_FRAME = re.compile(r"^\s+at (?:.*\()?((?!node:)[^()\s]+:\d+:\d+)\)?$")


def r_jest(L):
    k = generic(L)
    blk = failure_blocks(L, r"^\s*● ", r"^(PASS|FAIL) |^Test Suites:")
    for i, l in enumerate(L):
        if re.match(r"^FAIL ", l) or re.match(r"^\s*● ", l) or re.match(r"^\s*✕ ", l):
            k.add(i)
        if re.match(r"^(Tests|Test Suites|Snapshots):", l):
            k.add(i)
        if i in blk:
            if re.match(r"^\s*(Expected|Received)\b", l) or re.match(r"^\s*[-+] ", l) \
                    or re.match(r"^\s*>\s*\d+\s*\|", l) \
                    or (JS_OWN_FRAME.match(l) and "node_modules" not in l and "node:" not in l):
                k.add(i)
    return {i for i in k if not PASS_ROW.search(L[i]) or re.match(r"^(Tests|Test Suites):", L[i])}


def r_vitest(L):
    k = generic(L)
    blk = failure_blocks(L, r"(FAIL |Failed Tests|Unhandled)", r"^\s*Test Files ")
    for i, l in enumerate(L):
        if re.search(r"^\s*(FAIL|×) ", l) or re.match(r"^\s*(Test Files|Tests)\s+\d", l):
            k.add(i)
        if i in blk:
            if re.match(r"^\s*[-+] ", l) or re.match(r"^\s*❯ (?!.*node_modules)\S+:\d+:\d+", l) \
                    or re.match(r"^\s*(Expected|Received)\b", l):
                k.add(i)
    return {i for i in k if not PASS_ROW.search(L[i]) or re.match(r"^\s*(Test Files|Tests)\s", L[i])}


def r_mocha(L):
    k = set()
    failing_section = False
    for i, l in enumerate(L):
        if re.match(r"^\s+\d+ (passing|failing|pending)", l):
            k.add(i)
            if "failing" in l:
                failing_section = True
            continue
        if re.match(r"^\s+\d+\) ", l):
            k.add(i)                                   # failing test rows and failure headers
            continue
        if failing_section and l.strip():
            if re.match(r"^\s+at ", l) and not JS_OWN_FRAME.match(l):
                continue                               # node internals
            if re.match(r"^\s+at ", l) and ("node_modules" in l or "node:" in l):
                continue
            k.add(i)
    return k | generic(L) - {i for i, l in enumerate(L) if PASS_ROW.search(l)}


def r_tsc(L):
    k, cont = set(), False
    for i, l in enumerate(L):
        if re.search(r"error TS\d+:", l):
            k.add(i)
            cont = True
        elif cont and re.match(r"^\s+\S", l):
            k.add(i)                                   # elaboration of the error
        else:
            cont = False
        if re.match(r"^Found \d+ error", l):
            k.add(i)
    return k


def r_webpack(L):
    k = generic(L)
    blk = failure_blocks(L, r"^(ERROR|WARNING) in ", r"^$")
    for i, l in enumerate(L):
        if i in blk and l.strip() and not l.startswith(" @ "):
            k.add(i)
        if re.match(r"^webpack .*compiled", l):
            k.add(i)
    return k


def r_esbuild(L):
    k = generic(L)
    blk = failure_blocks(L, r"\[(ERROR|WARNING)\]", r"^\S")
    for i, l in enumerate(L):
        if i in blk and re.match(r"^\s+(\S+:\d+:\d+:|\d+ │)", l):
            k.add(i)
        if re.match(r"^\d+ (error|warning)", l):
            k.add(i)
    return k


def r_eslint(L):
    k = set()
    for i, l in enumerate(L):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):          # stylish rows
            k.add(i)
        elif re.match(r"^/\S+\.(js|ts|mjs|cjs)$", l):                 # stylish file headers
            k.add(i)
        elif re.match(r"^\S+: line \d+, col \d+, (Error|Warning) - ", l):   # compact
            k.add(i)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):      # unix
            k.add(i)
        elif re.search(r"\d+ problems?\b", l) or "potentially fixable" in l:
            k.add(i)
    return k


def r_cargo(L):
    k = set()
    in_error = False
    in_panic = False
    failures_list = False
    for i, l in enumerate(L):
        if re.match(r"^error(\[E\d+\])?:", l):
            k.add(i); in_error = True
        elif re.match(r"^warning:", l):
            k.add(i); in_error = False
        elif re.match(r"^\S+:\d+:\d+: (error|warning)", l):
            k.add(i)                                                # --message-format=short
        if re.match(r"^\s*--> ", l):
            k.add(i)                                                # location of error / warning
        if in_error and re.match(r"^\s*\d*\s*\|\s*[\^\-~]+\s*\S", l):
            k.add(i)                                                # label of a compile error
        if in_error and re.match(r"^\d+\s+\|", l):
            k.add(i)                                                # offending source line
        if re.search(r"\.\.\. FAILED$", l) or re.match(r"^---- .* stdout ----$", l):
            k.add(i)
        if re.match(r"^thread '.*' .*panicked at ", l):
            k.add(i); in_panic = True; continue
        if in_panic:
            if not l.strip() or l.startswith("note: run with"):
                in_panic = False
            else:
                k.add(i)
        if l == "failures:":
            failures_list = True; continue
        if failures_list:
            if re.match(r"^    \S+$", l):
                k.add(i)
            elif l.startswith("test result:"):
                failures_list = False
        if l.startswith("test result:") or l.startswith("error: test failed") \
                or re.match(r"^error: \d+ targets? failed", l):
            k.add(i)
        if re.match(r"^    `--(lib|test|bin|doc)", l):
            k.add(i)
    return k


def go_text_keep(L):
    k = generic(L)
    cont = None
    for i, l in enumerate(L):
        m = re.match(r"^(\s+)\S+_test\.go:\d+: ", l)
        if m:
            k.add(i); cont = len(m.group(1)); continue
        if cont is not None:
            ind = len(l) - len(l.lstrip())
            if l.strip() and ind > cont:
                k.add(i); continue
            cont = None
        if re.match(r"^\s*--- FAIL:", l) or re.match(r"^FAIL\b", l) or l.startswith("panic:"):
            k.add(i)
        if re.match(r"^\s+/home/dev/work/\S+:\d+", l):
            k.add(i)                                                # project-own frame
            if i > 0:
                k.add(i - 1)
        if re.match(r"^# \S+", l) or re.match(r"^\S+\.go:\d+:\d+: ", l):
            k.add(i)                                                # build / vet errors
    return {i for i in k if not PASS_ROW.search(L[i]) or L[i].startswith("FAIL")}


def r_gotest(L):
    return go_text_keep(L)


def r_gotestjson(L):
    texts = []
    for l in L:
        try:
            ev = json.loads(l)
        except ValueError:
            texts.append(l)
            continue
        if ev.get("Action") == "fail":
            texts.append("FAIL " + ev.get("Test", ev.get("Package", "")))
        elif ev.get("Action") == "output":
            texts.append(ev.get("Output", "").rstrip("\n"))
        else:
            texts.append("")
    return go_text_keep(texts)


def r_govet(L):
    return {i for i, l in enumerate(L) if re.match(r"^\S+\.go:\d+:\d+: ", l) or re.match(r"^# \S+", l)}


def r_staticcheck(L):
    return {i for i, l in enumerate(L) if re.match(r"^\S+\.go:\d+:\d+: ", l)}


def r_gitstatus(L):
    k = set()
    short = not any(l.startswith(("On branch", "HEAD detached", "Not currently on any branch")) for l in L)
    for i, l in enumerate(L):
        if short:
            if l.strip():
                k.add(i)
            continue
        if re.match(r"^(On branch|HEAD detached|Your branch|nothing to commit|no changes added|"
                    r"Changes to be committed:|Changes not staged for commit:|Untracked files:|"
                    r"Unmerged paths:|You have unmerged|All conflicts fixed|Initial commit|No commits yet)", l):
            k.add(i)
        elif l.startswith("\t"):
            k.add(i)                                                # every entry
    return k


def r_gitlog(L, with_body):
    k = set()
    want_subject = False
    for i, l in enumerate(L):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            k.add(i); want_subject = True; continue
        if want_subject and re.match(r"^    \S", l):
            k.add(i); want_subject = False; continue
        if re.match(r"^diff --git ", l):
            k.add(i)
        if re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            k.add(i)                                                # stat rows and totals
        if re.match(r"^@@ ", l):
            k.add(i)
        if with_body and re.match(r"^[-+](?!--|\+\+)", l):
            k.add(i)                                                # changed lines (git diff only)
    return k


def r_grep(L):
    # every hit the agent asked for: path:line:content, plus grep's own notices
    return {i for i, l in enumerate(L) if re.match(r"^[^:\s]+:\d+[:-]", l) or l.startswith("grep:")
            or re.match(r"^Binary file ", l)}


def r_curl(L):
    k = set()
    status, state = 0, None
    for i, l in enumerate(L):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            k.add(i); status = int(m.group(2)); state = "headers"; continue
        if re.match(r"^curl: \(\d+\)", l):
            k.add(i); continue
        if state == "headers":
            h = l[1:].strip() if l.startswith("<") else l
            if not h.strip():
                state = "body"; continue
            if re.match(r"(?i)^location:", h):
                k.add(i)
            continue
        if state == "body" and status >= 400:
            if not l.strip() or re.match(r"^(\* |> |< |\{ \[|\} \[)", l) or "--:--:--" in l \
                    or "% Total" in l or "Dload" in l:
                continue
            k.add(i)
    return k


RULES = {
    "pytest": r_pytest, "mypy": r_mypy, "flake8": r_flake8, "pylint": r_pylint, "jest": r_jest,
    "vitest": r_vitest, "mocha": r_mocha, "tsc": r_tsc, "webpack": r_webpack, "esbuild": r_esbuild,
    "eslint": r_eslint, "cargo": r_cargo, "gotest": r_gotest, "gotestjson": r_gotestjson,
    "govet": r_govet, "staticcheck": r_staticcheck, "gitstatus": r_gitstatus,
    "gitdiff": lambda L: r_gitlog(L, True), "gitlog": lambda L: r_gitlog(L, False),
    "grep": r_grep, "curl": r_curl, "other": generic,
}


def keep_lines(cmd, output):
    L = [clean(l) for l in output.split("\n")]
    if L and L[-1] == "":
        L = L[:-1]
    idx = set(RULES[tool_of(cmd)](L))
    nonblank = [i for i, l in enumerate(L) if l.strip()]
    idx |= set(nonblank[-3:])                          # last three non-blank lines, always
    out, seen = [], set()
    for i in sorted(idx):
        line = L[i]
        if not line.strip() or line in seen:
            continue
        seen.add(line)
        out.append(line)
    return out


def parse(text):
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        text = open(path, encoding="utf-8").read()
        head, cmd, output = parse(text)
        keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{os.path.basename(path)}: {tool_of(cmd)} keep={len(keep)}", file=sys.stderr)


if __name__ == "__main__":
    main()

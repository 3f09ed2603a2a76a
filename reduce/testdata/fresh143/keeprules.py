#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh143 txtar from its cmd and output.

Written before looking at anything the reducer does. Run once:

    python3 keeprules.py            # rewrite keep sections in place
    python3 keeprules.py --check    # only report files whose keep section differs

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]")

# ---------------------------------------------------------------- generic

GENERIC_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|panic|panicked|"
    r"exception|traceback|fatal|deprecated|deprecation)\b",
    re.I,
)
GENERIC_NAMES = re.compile(r"\b\w+(Error|Exception)\b")
GENERIC_MARKS = ("✖", "✕", "×", "●", "✗")
PASS_ROW = re.compile(r"^\s*(✓|✔|PASS\b|PASSED\b|--- PASS|=== (RUN|PAUSE|CONT|NAME)|ok\s+\d+ )|\.\.\. ok$|\bPASSED\b")
CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")  # "  12 | code", "> 12 | code", "64|"
GUTTER = re.compile(r"^\s*\|")


def generic(line):
    if PASS_ROW.search(line):
        return False
    if CODE_FRAME.match(line) or GUTTER.match(line):
        return False
    if GENERIC_WORDS.search(line) or GENERIC_NAMES.search(line):
        return True
    return any(m in line for m in GENERIC_MARKS)


# ---------------------------------------------------------------- helpers

def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    # git, grep and curl first: their arguments may name other tools' folders
    if c.startswith("git "):
        words = c.split()
        sub = next((w for w in words[1:] if not w.startswith("-") and "=" not in w and not w.startswith('"')
                    and not w.endswith('"')), "")
        return {"status": "gitstatus", "diff": "gitdiff", "log": "gitlog", "show": "gitlog",
                "merge": "gitmerge"}.get(sub, "other")
    if c.startswith("grep"):
        return "grep"
    if "curl " in c:
        return "curl"
    if "pytest" in c:
        return "pytest"
    if c.startswith("mypy"):
        return "mypy"
    if c.startswith("flake8"):
        return "flake8"
    if c.startswith("pylint"):
        return "pylint"
    if c.startswith("black"):
        return "black"
    if "jest" in c:
        return "jest"
    if "vitest" in c:
        return "vitest"
    if "tsc" in c:
        return "tsc"
    if "eslint" in c:
        return "eslint"
    if c.startswith("cargo"):
        return "cargo"
    if c.startswith("go test") and "-json" in c:
        return "gojson"
    if c.startswith("go ") or c.startswith("staticcheck") or c.startswith("golangci-lint"):
        return "go"
    if c.startswith("git status"):
        return "gitstatus"
    if c.startswith("git diff"):
        return "gitdiff"
    if c.startswith("git log") or c.startswith("git show"):
        return "gitlog"
    if c.startswith("git merge"):
        return "gitmerge"
    if c.startswith("grep"):
        return "grep"
    if "curl" in c:
        return "curl"
    return "other"


# Tools whose own rules are complete; the generic rule is not applied.
NO_GENERIC = {"gitstatus", "gitdiff", "gitlog", "gitmerge", "grep", "curl", "gojson",
              "mypy", "flake8", "pylint", "black"}

# ---------------------------------------------------------------- per tool

PY_LOC = re.compile(r"^(?!/usr/)/?[\w./\-]+\.py:\d+:")


def rules_pytest(lines, keep):
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if re.match(r"^=+ (FAILURES|ERRORS|short test summary info|warnings summary) =+$", l):
            continue
        if re.match(r"^-+ coverage: ", l):
            continue
        if re.match(r"^E(\s|$)", l) and s != "E":
            keep[i] = True
        elif re.match(r"^>\s", l):
            keep[i] = True
        elif re.match(r"^_{3,} .+ _{3,}$", l):
            keep[i] = True
        elif PY_LOC.match(l):
            keep[i] = True
        elif re.match(r"^(FAILED|ERROR)\s", l) or re.search(r"\s(FAILED|ERROR)(\s+\[\s*\d+%\])?$", l):
            keep[i] = True
        elif re.match(r"^=+ .*\b\d+ (passed|failed|error|errors)\b.* =+$", l):
            keep[i] = True
        elif re.match(r"^\d+ (passed|failed|error|errors)\b", l) or re.match(r"^\d+ failed, ", l):
            keep[i] = True
        elif re.match(r"^!{3,}", l):
            keep[i] = True
        elif not l.startswith((" ", "\t")) and generic(l):
            # generic rule, but never for indented traceback source context
            keep[i] = True
    # pytest-cov term-missing table: the TOTAL row and rows with missing lines
    in_cov = False
    for i, l in enumerate(lines):
        if l.startswith("Name ") and "Stmts" in l:
            in_cov = True
            continue
        if in_cov:
            if not l.strip() or l.startswith("="):
                in_cov = False
                continue
            if l.startswith("TOTAL"):
                keep[i] = True
            elif re.match(r"^\S+\s+\d+\s+\d+\s+\d+%\s+\S", l):
                keep[i] = True


def rules_mypy(lines, keep):
    for i, l in enumerate(lines):
        if re.search(r":\d+(:\d+)?: error:", l) or re.match(r"^(Found \d+ errors?|Success:)", l):
            keep[i] = True


def rules_flake8(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+:\d+: [A-Z]+\d+ ", l):
            keep[i] = True
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", l) or re.match(r"^\d+$", l):
            keep[i] = True


def rules_pylint(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+:\d+: [CRWEF]\d{4}: ", l):
            keep[i] = True
        elif l.startswith("************* Module "):
            keep[i] = True
        elif l.startswith("Your code has been rated"):
            keep[i] = True


def rules_black(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("would reformat ") or re.match(r"^\d+ files? would be", l) or l.startswith("Oh no!"):
            keep[i] = True
        elif l.startswith("--- "):
            keep[i] = True  # which file the diff is for
        elif l.startswith("@@"):
            keep[i] = True
        elif (l.startswith("+") and not l.startswith("+++ ")) or (l.startswith("-") and not l.startswith("--- ")):
            keep[i] = True


JS_FRAME = re.compile(r"^\s*at .*\(?(?!node_modules)(\.?/?)(test|src|lib|server)/[^)]*:\d+:\d+\)?$")


def js_diff_line(l):
    s = l.strip()
    if re.match(r"^[-+] (Expected|Received)\b", s):
        return True
    if CODE_FRAME.match(l):
        return False
    return bool(re.match(r"^[-+]\s+\S", s))


def rules_jest(lines, keep):
    in_cov = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if re.match(r"^-+\|", s):
            in_cov = True
        if in_cov and "|" not in l:
            in_cov = False
        if in_cov and "|" in l and not s.startswith("-"):
            cols = [c.strip() for c in l.split("|")]
            if cols[0] == "All files":
                keep[i] = True
            elif cols[0] != "File" and len(cols) >= 6 and cols[5]:
                keep[i] = True
            continue
        if l.startswith("FAIL ") or s.startswith("●") or s.startswith("✕"):
            keep[i] = True
        elif s.startswith("expect(") or s.startswith("expect.") or re.match(r"^expect\(", s):
            keep[i] = True
        elif re.match(r"^(Expected|Received)( value| length| substring| message| constructor)?:", s):
            keep[i] = True
        elif js_diff_line(l):
            keep[i] = True
        elif re.match(r"^\s*>\s*\d+\s*\|", l):
            keep[i] = True
        elif JS_FRAME.match(l):
            keep[i] = True
        elif re.match(r"^(Tests|Test Suites):", l):
            keep[i] = True
        elif generic(l):
            keep[i] = True


def rules_vitest(lines, keep):
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if s.startswith("×") or s.startswith("❯") or s.startswith("→"):
            keep[i] = True
        elif s.startswith("FAIL "):
            keep[i] = True
        elif "Failed Tests" in s:
            keep[i] = True
        elif js_diff_line(l):
            keep[i] = True
        elif re.match(r"^(Test Files|Tests)\s", s):
            keep[i] = True
        elif generic(l):
            keep[i] = True


def rules_tsc(lines, keep):
    in_err = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+:", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+:", l):
            keep[i] = True
            in_err = True
            continue
        if in_err and l.startswith("  ") and not CODE_FRAME.match(l) and l.strip() and not re.match(r"^\s*~+$", l):
            keep[i] = True  # continuation of a multi-line diagnostic (non-pretty)
            continue
        in_err = False
        if re.match(r"^Found \d+ errors?", l):
            keep[i] = True


def rules_eslint(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^/\S+\.(js|ts|jsx|tsx|mjs|cjs)$", l):
            keep[i] = True
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep[i] = True
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):
            keep[i] = True
        elif s_has(l, "problem") and l.lstrip().startswith("✖"):
            keep[i] = True
        elif "potentially fixable" in l:
            keep[i] = True


def s_has(l, w):
    return w in l


def caret_label(l):
    """rustc annotation line with a label: '   |     ^^^^ expected `u32`' (no line number)."""
    m = re.match(r"^\s*\|(.*)$", l)
    if not m:
        return False
    body = m.group(1)
    rest = body.lstrip(" |_/\\^-")
    prefix = body[: len(body) - len(rest)]
    return bool(rest) and ("^" in prefix or "-" in prefix)


def rules_cargo(lines, keep):
    n = len(lines)
    in_failures_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            in_failures_list = False
            continue
        if re.match(r"^(error(\[E\d+\])?|warning)(: |\[)", l):
            keep[i] = True
        elif re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", l):
            keep[i] = True
        elif re.match(r"^\s*--> ", l):
            keep[i] = True
        elif caret_label(l):
            keep[i] = True
        if re.match(r"^test \S+ \.\.\. FAILED$", l):
            keep[i] = True
        elif re.match(r"^---- \S+ stdout ----$", l):
            keep[i] = True
        elif "panicked at" in l:
            keep[i] = True
            j = i + 1
            while j < n and lines[j].strip() and not lines[j].startswith("note:"):
                keep[j] = True
                j += 1
        elif re.match(r"^test result:", l):
            keep[i] = True
        if l == "failures:":
            # the second "failures:" block lists names; the first holds stdout sections
            nxt = lines[i + 1] if i + 1 < n else ""
            in_failures_list = nxt.startswith("    ")
            continue
        if in_failures_list and l.startswith("    "):
            keep[i] = True
        # rustc source excerpts and suggestion diffs are never kept by the generic rule
        if re.match(r"^\s*\d+\s*[|+\-~]", l) or GUTTER.match(l) or s.startswith("= ") or s.startswith("help:"):
            continue
        if re.match(r"^\s+(Compiling|Checking|Finished|Running|Doc-tests|Fresh|Blocking)\b", l):
            continue
        if generic(l):
            keep[i] = True


GO_PATH = re.compile(r"^\s+/\S+\.go:\d+")


def rules_go(lines, keep):
    n = len(lines)
    frame_fn = set()
    for i, l in enumerate(lines):
        if GO_PATH.match(l) and i > 0:
            frame_fn.add(i - 1)
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        is_frame = GO_PATH.match(l) or i in frame_fn
        if is_frame:
            path = l if GO_PATH.match(l) else (lines[i + 1] if i + 1 < n else "")
            if "/home/dev/work/" in path:
                keep[i] = True
            continue
        if re.match(r"^# \S+", l) or l.startswith("-: # "):
            keep[i] = True
        elif re.match(r"^\s*--- FAIL", l):
            keep[i] = True
        elif re.match(r"^(FAIL|ok)\s", l) or l == "FAIL":
            keep[i] = True
        elif re.match(r"^\s+\w+_test\.go:\d+:", l):
            keep[i] = True
        elif re.search(r"\S+\.go:\d+:\d+", l):
            keep[i] = True
        elif re.match(r"^(panic|fatal error):", l):
            keep[i] = True
        elif l.startswith("WARNING: DATA RACE") or re.match(r"^(Previous )?(Read|Write|write|read) at 0x", l):
            keep[i] = True
        elif "race detected" in l:
            keep[i] = True
        elif re.match(r"^\d+ issues?:", l) or re.match(r"^\* \w+: \d+$", l):
            keep[i] = True
        elif re.match(r"^\s*(=== (RUN|PAUSE|CONT|NAME)|--- PASS|PASS$|\?\s)", l):
            continue
        elif generic(l):
            keep[i] = True


def rules_gojson(lines, keep):
    import json
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            continue
        act = ev.get("Action")
        if act == "fail":
            keep[i] = True
        elif act == "output":
            out = ev.get("Output", "")
            if re.match(r"^\s*--- FAIL", out) or re.match(r"^\s+\w+_test\.go:\d+:", out) \
                    or re.match(r"^(FAIL|ok)\b", out) or re.match(r"^panic:", out):
                keep[i] = True


def rules_gitstatus(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("On branch") or l.startswith("## ") or l.startswith("HEAD detached"):
            keep[i] = True
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", l):
            keep[i] = True
        elif l.startswith("You have unmerged paths") or l.startswith("All conflicts fixed"):
            keep[i] = True
        elif l.startswith("\t") and not l.startswith("\t("):
            keep[i] = True
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep[i] = True


def rules_gitdiff(lines, keep):
    combined = False
    for i, l in enumerate(lines):
        if l.startswith("diff --git ") or l.startswith("diff --cc ") or l.startswith("diff --combined "):
            keep[i] = True
            combined = not l.startswith("diff --git ")
        elif re.match(r"^(new|deleted) file mode ", l) or l.startswith("rename from ") or l.startswith("rename to "):
            keep[i] = True
        elif l.startswith("@@"):
            keep[i] = True
        elif l.startswith("--- ") or l.startswith("+++ ") or l.startswith("index "):
            continue
        elif combined:
            if re.match(r"^[ +\-]{2}", l) and ("+" in l[:2] or "-" in l[:2]):
                keep[i] = True
        elif l.startswith("+") or l.startswith("-"):
            keep[i] = True
        elif re.match(r"^ \S.* \| +\d+ ?[+\-]*$", l) or re.match(r"^ \d+ files? changed", l):
            keep[i] = True  # --stat rows and totals


def rules_gitlog(lines, keep):
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep[i] = True
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep[i] = True
            want_subject = False
            continue
        if l.startswith("diff --git ") or l.startswith("diff --cc "):
            keep[i] = True
        elif re.match(r"^(new|deleted) file mode ", l):
            keep[i] = True
        elif l.startswith("@@"):
            keep[i] = True
        elif re.match(r"^ \S.* \| +\d+ ?[+\-]*$", l) or re.match(r"^ \d+ files? changed", l):
            keep[i] = True


def rules_gitmerge(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("CONFLICT") or l.startswith("Automatic merge failed") or l.startswith("error:") \
                or l.startswith("fatal:"):
            keep[i] = True


def rules_grep(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^[^:\s][^:]*:\d+:", l):
            keep[i] = True


def rules_curl(lines, keep):
    status = None
    for l in lines:
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l) or re.match(r"^HTTP (\d{3})$", l)
        if m:
            status = int(m.groups()[-1])
    verbose = any(l.startswith("* ") or l.startswith("> ") for l in lines)
    in_headers = False
    for i, l in enumerate(lines):
        if re.match(r"^(< )?HTTP/[\d.]+ \d{3}", l) or re.match(r"^HTTP \d{3}$", l):
            keep[i] = True
            in_headers = not verbose
            continue
        if re.match(r"^> [A-Z]+ \S+ HTTP/", l):
            keep[i] = True
            continue
        if re.match(r"^curl: \(\d+\)", l):
            keep[i] = True
            continue
        if in_headers:
            if not l.strip():
                in_headers = False
            continue
        if verbose and (l[:2] in ("* ", "> ", "< ", "{ ", "} ") or l in ("*", ">", "<", "{", "}")):
            continue
        if re.match(r"^\s*% Total|^\s+Dload|^\s*\d+\s+\d+\s+\d+\s+\d+", l):
            continue
        if status is not None and status >= 400 and l.strip():
            keep[i] = True


RULES = {
    "pytest": rules_pytest, "mypy": rules_mypy, "flake8": rules_flake8, "pylint": rules_pylint,
    "black": rules_black, "jest": rules_jest, "vitest": rules_vitest, "tsc": rules_tsc,
    "eslint": rules_eslint, "cargo": rules_cargo, "go": rules_go, "gojson": rules_gojson,
    "gitstatus": rules_gitstatus, "gitdiff": rules_gitdiff, "gitlog": rules_gitlog,
    "gitmerge": rules_gitmerge, "grep": rules_grep, "curl": rules_curl,
}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = [False] * len(lines)
    tool = tool_of(cmd)
    if tool in RULES:
        RULES[tool](lines, keep)
    if tool not in NO_GENERIC and tool not in ("pytest", "jest", "vitest", "cargo", "go"):
        for i, l in enumerate(lines):
            if generic(l):
                keep[i] = True
    # always: the last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    for i in nb[-3:]:
        keep[i] = True
    seen, out = set(), []
    for i, l in enumerate(lines):
        if keep[i] and l.strip() and l not in seen:
            seen.add(l)
            out.append(l)
    return out


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def main():
    check = "--check" in sys.argv
    changed = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        head, cmd, output = parse(path)
        keep = keep_lines(cmd, output)
        new = head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
        if open(path, encoding="utf-8").read() != new:
            changed += 1
            if not check:
                open(path, "w", encoding="utf-8").write(new)
        print(f"{os.path.basename(path)}: {tool_of(cmd)}, {len(keep)} keep lines")
    print(f"{changed} file(s) {'differ' if check else 'rewritten'}")


if __name__ == "__main__":
    main()

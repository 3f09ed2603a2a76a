#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh73 *.txtar from its output.

Rules were fixed before any reducer was looked at; see README.md ("Keep rules").
Run:  python3 keeprules.py [DIR]   (default: the folder holding this script)

Each keep line is an exact output line with ANSI escapes and trailing blanks
removed, listed once, in output order.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# Generic "something is wrong" words (used for the build/test/lint tools, not
# for git, grep or curl whose lines are data).
GENERIC = re.compile(
    r"\b(error|errors|Error|ERROR|FAIL|FAILED|failed|failure|failures|Failure|"
    r"panic|panicked|Exception|Traceback|warning|warnings|Warning|WARNING|fatal|Fatal)\b"
    r"|\b[A-Z][A-Za-z]*(Error|Exception)\b"
)
CODE_FRAME = re.compile(r"^\s*(>\s*)?\d+\s*[|│]|^\s*[|│╵]")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd.split("&&", 1)[-1].strip()
    for key, pat in [
        ("npm", r"\bnpm (test|run)\b"),
        ("pytest", r"\bpytest\b"),
        ("mypy", r"\bmypy\b"),
        ("flake8", r"\bflake8\b"),
        ("pylint", r"\bpylint\b"),
        ("jest", r"\bjest\b"),
        ("vitest", r"\bvitest\b"),
        ("mocha", r"\bmocha\b"),
        ("tsc", r"\btsc\b"),
        ("webpack", r"\bwebpack\b"),
        ("esbuild", r"\besbuild\b"),
        ("eslint", r"\beslint\b"),
        ("cargo", r"\bcargo\b"),
        ("gojson", r"\bgo test\b.*-json"),
        ("gotest", r"\bgo test\b"),
        ("govet", r"\bgo vet\b|\bstaticcheck\b"),
        ("gitstatus", r"\bgit status\b"),
        ("gitgraph", r"\bgit log\b.*--oneline"),
        ("gitlog", r"\bgit (log|show|diff)\b"),
        ("grepc", r"\bgrep\b.*\s-c\b"),
        ("grep", r"\bgrep\b"),
        ("curl", r"\bcurl\b"),
    ]:
        if re.search(pat, c):
            return key
    return "other"


# ---------------------------------------------------------------- per tool
def k_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^collected \d+ items?", l) or re.match(r"^gw\d+ \[\d+\]", l):
            keep.add(i)
        elif re.search(r"(FAILED|ERROR)( |$)", l) and not l.startswith("PASSED"):
            keep.add(i)  # -v rows, short summary rows
        elif re.match(r"^E\s", l) or re.match(r"^>\s", l):
            keep.add(i)  # E lines and the failing source line
        elif re.match(r"^_{3,} .* _{3,}$", l):
            keep.add(i)  # failing test section header (test name)
        elif re.match(r"^\S+\.py:\d+: ", l) or re.match(r"^\S+\.py:\d+: in ", l):
            keep.add(i)  # location lines (project file:line + exception)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|xfailed|no tests ran)\b.* =+$", l):
            keep.add(i)  # final summary
        elif re.match(r"^\d+ (passed|failed|error)", s) or "Interrupted:" in l:
            keep.add(i)
        elif re.search(r"\b(ImportError|ModuleNotFoundError|SyntaxError)\b", l):
            keep.add(i)
        elif re.match(r"^Falsifying example", l):
            keep.add(i)
    return keep


def k_mypy(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r": error: ", l) or re.match(r"^(Found \d+ errors?|Success:)", l)}


def k_flake8(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l) or re.match(r"^\d+\s+[A-Z]+\d+ ", l)
            or re.match(r"^\d+$", l)}


def k_pylint(lines):
    return {i for i, l in enumerate(lines)
            if l.startswith("************* Module ")
            or re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l)
            or "Your code has been rated" in l}


def k_jsdiff(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^\s*- Expected\b|^\s*\+ Received\b|^\s*\+ actual - expected", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] {1,4}\S", l) and not re.match(r"^\s*[-+] {1,4}(expected|actual)\s*$", l):
            keep.add(i)


def project_at(l):
    # "at fn (path:line:col)" frames that point into the project
    m = re.match(r"^\s+at .*?\(?([^()\s]+):\d+:\d+\)?$", l)
    if not m:
        return False
    p = m.group(1)
    return not (p.startswith("node:") or "node_modules" in p)


def k_jest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^FAIL\s", l) or s.startswith("●") or re.match(r"^✕|^\s+✕", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)( length)?:", l) or re.match(r"^\s*expect\(", l):
            keep.add(i)
        elif re.match(r"^\s*>\s*\d+\s*\|", l):
            keep.add(i)  # the failing source line in the code frame
        elif project_at(l):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Snapshots):", l):
            keep.add(i)
    k_jsdiff(lines, keep)
    return keep


def k_vitest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s*FAIL\s", l) or s.startswith("×") or s.startswith("→"):
            keep.add(i)
        elif s.startswith("❯ ") and (" > " in s or re.search(r":\d+:\d+$", s) or "failed" in s):
            keep.add(i)  # failing rows and project locations
        elif re.match(r"^\s*(Test Files|Tests)\s", l):
            keep.add(i)
    k_jsdiff(lines, keep)
    return keep


def k_mocha(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+ (passing|failing|pending)\b", l):
            keep.add(i)
        elif re.match(r"^\s+\d+\) \S", l):
            keep.add(i)  # failing test (numbered)
            j = i + 1
            while j < len(lines) and lines[j].strip() and re.match(r"^\s{5,}\S.*:$", lines[j]):
                keep.add(j)
                j += 1
        elif project_at(l):
            keep.add(i)
    k_jsdiff(lines, keep)
    return keep


def k_npm(lines):
    keep = k_jest(lines) | k_vitest(lines) | k_mocha(lines)
    for i, l in enumerate(lines):
        if l.startswith("npm error") or l.startswith("npm ERR!") or re.match(r"^> \S+@\S+ \S+", l):
            keep.add(i)
    return keep


def k_tsc(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r"\(\d+,\d+\): error TS\d+", l) or re.search(r":\d+:\d+ - error TS\d+", l)
            or re.match(r"^Found \d+ errors?", l)}


def k_webpack(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^(ERROR|WARNING) in ", l) or "[tsl] ERROR" in l or re.match(r"^\s+TS\d+:", l)
            or re.match(r"^Module (not found|build failed)", l) or re.search(r"compiled (with|successfully)", l)}


def k_esbuild(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^[✘▲X!] \[(ERROR|WARNING)\]", l) or re.match(r"^\s+\S+:\d+:\d+:$", l)
            or re.match(r"^\d+ (errors?|warnings?)", l)}


def k_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^/\S+$", l) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+\s", lines[i + 1]):
            keep.add(i)  # stylish file header
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
        elif re.match(r"^\S+:\d+:\d+: ", l) or re.match(r"^\S+: line \d+, col \d+, ", l):
            keep.add(i)  # unix / compact
        elif re.match(r"^✖ \d+ problems?|^\d+ problems?$", l):
            keep.add(i)
    return keep


def k_cargo(lines):
    keep = set()
    in_failures_list = False
    in_targets = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            if not l.startswith("warning: build failed, waiting"):
                keep.add(i)
            in_targets = bool(re.match(r"^error: \d+ targets? failed:", l))
            continue
        if in_targets and re.match(r"^\s+`-p ", l):
            keep.add(i)
            continue
        in_targets = False
        if re.match(r"^\s*--> \S+:\d+:\d+", l):
            keep.add(i)
        elif re.match(r"^\s*= note: (expected|found)", l) or re.match(r"^\s+found \w", l):
            keep.add(i)
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.add(i)
            j = i + 1
            if j < len(lines) and lines[j].strip():
                keep.add(j)  # panic message
        elif re.match(r"^\s*(left|right): ", l) or l.startswith("assertion "):
            keep.add(i)
        elif re.match(r"^test result: ", l) or re.match(r"^\s+(Running|Doc-tests) ", l):
            keep.add(i)
        elif "Test executable failed" in l:
            keep.add(i)
        elif s == "failures:":
            in_failures_list = True
        elif in_failures_list and re.match(r"^    \S", l) and not l.startswith("    ----"):
            keep.add(i)  # names of the failed tests
        elif in_failures_list and not s:
            pass
        else:
            if s and not l.startswith("    "):
                in_failures_list = False
    return keep


GO_FILELINE = re.compile(r"^\s+\S+\.go:\d+: ")


def k_gotest_lines(lines, project="/home/dev/work/"):
    """go test text. Failure messages (file_test.go:N: ... and deeper-indented
    continuation lines) are kept when they belong to a failing test: in plain
    mode they follow "--- FAIL", in -v/-json mode they stream before it."""
    keep = set()
    state = None      # "FAIL" after a --- FAIL header, "RUN" inside a running test
    pending = []      # message lines seen while a test runs (-v / -json)
    log_indent = None
    for i, l in enumerate(lines):
        m = re.match(r"^(\s*)--- (PASS|FAIL|SKIP): ", l)
        if m:
            if m.group(2) == "FAIL":
                keep.add(i)
                keep.update(pending)
                state = "FAIL"
            else:
                state = None
            pending = []
            log_indent = None
            continue
        if re.match(r"^=== (RUN|CONT|NAME)\b", l):
            state = "RUN"
            log_indent = None
            continue
        if re.match(r"^(ok|PASS|\?|=== PAUSE)\b", l):
            state = None
            pending = []
            log_indent = None
            continue
        if re.match(r"^FAIL(\s|$)", l) or re.match(r"^# \S", l) or re.match(r"^panic: ", l):
            keep.add(i)
            log_indent = None
            continue
        if re.match(r"^\S+\.go:\d+:\d+: ", l):
            keep.add(i)  # compile error
            continue
        if GO_FILELINE.match(l) and state in ("FAIL", "RUN"):
            (keep.add(i) if state == "FAIL" else pending.append(i))
            log_indent = len(l) - len(l.lstrip())
            continue
        if log_indent is not None and state in ("FAIL", "RUN"):
            ind = len(l) - len(l.lstrip())
            if l.strip() and ind > log_indent:
                # continuation of a failure message (got/want, diff)
                (keep.add(i) if state == "FAIL" else pending.append(i))
                continue
            if l.strip():
                log_indent = None
        # project frames in a panic stack
        if l.startswith("\t") and project in l:
            keep.add(i)
            if i > 0 and not lines[i - 1].startswith("\t"):
                keep.add(i - 1)
    return keep


def k_gotest(lines):
    return k_gotest_lines(lines)


def k_gojson(lines):
    keep = set()
    outputs = []  # (index, text) for Output events
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if GENERIC.search(l) or re.match(r"^\S+\.go:\d+:\d+: ", l):
                keep.add(i)
            continue
        act = ev.get("Action")
        if act == "fail":
            keep.add(i)
        elif act == "output":
            outputs.append((i, ev.get("Output", "").rstrip("\n")))
        elif act in ("build-output", "build-fail"):
            keep.add(i)
    texts = [t for _, t in outputs]
    sub = k_gotest_lines(texts)
    for k in sub:
        keep.add(outputs[k][0])
    return keep


def k_govet(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^(-: )?\S+\.go:\d+(:\d+)?: ", l) or re.match(r"^(-: )?# \S", l)
            or l.startswith("vet: ")}


def k_gitstatus(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(On branch |HEAD detached |Your branch |and have \d+ and \d+ different|nothing to commit|"
                    r"no changes added|Changes to be committed:|Changes not staged for commit:|Untracked files:|"
                    r"Unmerged paths:|You have unmerged|All conflicts fixed|## )", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


def k_gitlog(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}\b", l) or l.startswith("Merge: "):
            keep.add(i)
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if re.match(r"^diff --git |^(new|deleted) file mode |^rename (from|to) |^copy (from|to) |^similarity index |"
                    r"^Binary files .* differ$|^@@ .* @@", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def k_gitgraph(lines):
    return {i for i, l in enumerate(lines) if re.search(r"\b[0-9a-f]{7,40}\b", l)}


def k_grep(lines):
    # hits only: "file:line:text" (context lines use '-', separators '--')
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s][^:]*:\d+:", l) or re.match(r"^[^:\s-][^:]*:\S", l)
            and not re.match(r"^[^:]*-\d+-", l)}


def k_grepc(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+:\d+$", l) or re.match(r"^\d+$", l)}


def k_curl(lines):
    keep = set()
    status = None
    in_body = False
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})\b", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            in_body = False
            continue
        if re.match(r"^(< )?[Ll]ocation: ", l) or l.startswith("curl: ("):
            keep.add(i)
            continue
        if status is not None and re.match(r"^<?$", l) and not in_body:
            in_body = True
            continue
        if (l.startswith(("* ", "> ", "< ", "{ ", "} ")) or l in (">", "<") or "% Total" in l or "Dload" in l
                or re.match(r"^\s*\d+\s+\d+\s+\d+\s+\d+\s", l)):
            continue
        if in_body and status is not None and status >= 400:
            text = re.sub(r"<[^>]*>", "", l).strip()
            if re.search(r"[A-Za-z0-9]", text):
                keep.add(i)
    return keep


RULES = {
    "pytest": k_pytest, "mypy": k_mypy, "flake8": k_flake8, "pylint": k_pylint, "jest": k_jest,
    "vitest": k_vitest, "mocha": k_mocha, "npm": k_npm, "tsc": k_tsc, "webpack": k_webpack,
    "esbuild": k_esbuild, "eslint": k_eslint, "cargo": k_cargo, "gotest": k_gotest, "gojson": k_gojson,
    "govet": k_govet, "gitstatus": k_gitstatus, "gitlog": k_gitlog, "gitgraph": k_gitgraph,
    "grep": k_grep, "grepc": k_grepc, "curl": k_curl,
}
DATA_TOOLS = {"gitstatus", "gitlog", "gitgraph", "grep", "grepc", "curl", "gojson"}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    idx = set(RULES.get(tool, lambda ls: set())(lines))
    if tool not in DATA_TOOLS:
        for i, l in enumerate(lines):
            if GENERIC.search(l) and not CODE_FRAME.match(l):
                # pytest: do not keep traceback source lines, only messages
                if tool == "pytest" and re.match(r"^\s{4,}\S", l):
                    continue
                if tool in ("jest", "vitest", "mocha", "npm") and re.match(r"^\s+at ", l):
                    continue
                idx.add(i)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("\n-- output --\n", 1)
    k = rest.rfind("-- keep --\n")
    output = rest[:k]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in keep))
    return tool_of(cmd), len(keep)


if __name__ == "__main__":
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for p in sorted(glob.glob(os.path.join(d, "*.txtar"))):
        tool, n = process(p)
        print(f"{os.path.basename(p)}\t{tool}\t{n}")

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh76 *.txtar from its output.

Rules were fixed before any reducer output was seen. Run once:
    python3 keeprules.py            (rewrites the keep sections in place)

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once (first occurrence), in order.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- general
PROBLEM = re.compile(
    r"\b(errors?|fail|failed|failures?|failing|warnings?|warn|exception|panic|panicked|fatal|"
    r"traceback|timed out|timeout|exceeded|deprecated|cannot find|can't resolve|could not|"
    r"couldn't|not found|no required module|unresolved|refused|denied|assertionerror|"
    r"assertion|interrupted|abort(ed)?|segmentation)\b",
    re.I,
)
# rows that report a passing / running test are never kept by the general rule
PASS_ROW = re.compile(
    r"(\bPASSED\b|--- PASS|=== RUN|=== CONT|=== PAUSE|=== NAME|\"Action\":\"(pass|run|start|pause|cont|skip)\"|"
    r"^\s*[✓✔]\s|\.\.\. ok$|^\s*PASS\s)"
)
# project file:line locations (never third-party / toolchain frames)
FILELINE = re.compile(r"[\w./@-]*\.(py|pyi|ts|tsx|js|mjs|cjs|go|rs|json|toml|csv|cfg|ini)(:\d+|\(\d+,\d+\))")
FOREIGN = re.compile(r"(node_modules/|/usr/|site-packages|dist-packages|/rustc/|/go/src/|/\.cargo/|node:internal|_testmain\.go|<frozen)")
SUMMARY = re.compile(
    r"(^=+ .*\b(passed|failed|errors?|skipped|no tests ran)\b.* =+$|^\d+ (passed|failed|skipped)|"
    r"^\s*Tests?:?\s|^\s*Test (Suites|Files)|^Snapshots:|^test result:|^(ok|FAIL)\s|^FAIL$|^PASS$|"
    r"^\s*\d+ (passing|failing|pending)|Found \d+ errors?|\d+ problems?|compiled (successfully|with)|"
    r"^Success:|Your code has been rated|^\s*Finished `|^\d+ errors?$|Done in|files? changed|"
    r"^Errors\s+Files|^Ran all test suites|collected \d+ items?)"
)
POINTER = re.compile(r"^\s*>\s*\d+\s*\|")          # code-frame line marked with '>' (jest/vitest)


def clean(line):
    return ANSI.sub("", line).rstrip()


def is_own_location(s):
    m = FILELINE.search(s)
    return bool(m) and not FOREIGN.search(s)


def tool_of(cmd):
    c = cmd
    for key, tool in [
        ("git status", "gitstatus"), ("git diff", "gitdiff"), ("git show", "gitlog"), ("git log", "gitlog"),
        ("grep ", "grep"), ("curl ", "curl"), ("pytest", "pytest"), ("mypy", "mypy"), ("flake8", "flake8"),
        ("pylint", "pylint"), ("vitest", "vitest"), ("jest", "jest"), ("mocha", "mocha"), ("tsc", "tsc"),
        ("webpack", "webpack"), ("esbuild", "esbuild"), ("eslint", "eslint"), ("cargo", "cargo"),
        ("staticcheck", "go"), ("go ", "go"),
    ]:
        if key in c:
            return tool
    return "other"


# ---------------------------------------------------------------- per tool
def general(lines, keep):
    for i, s in enumerate(lines):
        if not s.strip():
            continue
        if PASS_ROW.search(s):
            # still keep a pass row only if it is a summary (e.g. "PASS legacy/x.test.js")
            if SUMMARY.search(s) and not s.lstrip().startswith(("✓", "✔", "---", "===")) and '"Action"' not in s:
                keep.add(i)
            continue
        if PROBLEM.search(s) or SUMMARY.search(s) or is_own_location(s) or POINTER.search(s):
            keep.add(i)


def r_pytest(lines, keep):
    general(lines, keep)
    for i, s in enumerate(lines):
        if re.match(r"^E\s", s) or re.match(r"^>\s", s) or re.match(r"^_{3,} .* _{3,}$", s) \
                or s.startswith("SKIPPED") or s.startswith("ImportError while"):
            keep.add(i)


def r_mypy(lines, keep):
    general(lines, keep)
    for i, s in enumerate(lines):
        if re.search(r": note: In (function|member|class)", s):
            keep.add(i)


def r_flake8(lines, keep):
    general(lines, keep)
    for i, s in enumerate(lines):
        if re.match(r"^\d+\s+[EWFC]\d{3} ", s) or re.match(r"^\d+$", s):
            keep.add(i)


def r_pylint(lines, keep):
    general(lines, keep)
    for i, s in enumerate(lines):
        if s.startswith("************* Module"):
            keep.add(i)


def r_jest(lines, keep):
    general(lines, keep)
    for i, s in enumerate(lines):
        if re.match(r"^\s*●", s) or "✕" in s or re.match(r"^\s*(Expected|Received)", s) \
                or re.match(r"^\s*[-+] (Expected|Received)", s) or re.match(r"^\s*[-+]\s+\S", s):
            keep.add(i)


def r_vitest(lines, keep):
    r_jest(lines, keep)
    for i, s in enumerate(lines):
        if re.match(r"^\s*→ ", s) or re.match(r"^\s*❯ .*(>|:\d+)", s) or re.match(r"^\s*FAIL\s", s):
            keep.add(i)


def r_mocha(lines, keep):
    r_jest(lines, keep)
    for i, s in enumerate(lines):
        if re.match(r"^\s+\d+\) ", s):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].rstrip().endswith(":"):
                keep.add(i + 1)


def r_compile(lines, keep):  # tsc, webpack, esbuild, eslint
    general(lines, keep)
    for i, s in enumerate(lines):
        if re.search(r"\bTS\d{4}:", s) or re.match(r"^/\S+\.(ts|tsx|js|mjs)$", s):
            keep.add(i)


def r_cargo(lines, keep):
    general(lines, keep)
    in_fail_list = False
    seen_failures = 0
    for i, s in enumerate(lines):
        if re.match(r"^---- .* ----$", s) or re.match(r"^\s*(left|right):", s) or re.match(r"^\s*-->\s", s):
            keep.add(i)
        if "panicked at" in s and i + 1 < len(lines) and lines[i + 1].strip():
            keep.add(i + 1)
        if s == "failures:":
            seen_failures += 1
            in_fail_list = seen_failures >= 2
            continue
        if in_fail_list:
            if not s.strip():
                in_fail_list = False
            else:
                keep.add(i)


def r_go(lines, keep):
    general(lines, keep)
    running = False
    for i, s in enumerate(lines):
        if s.startswith("# ") or re.match(r"^goroutine \d+ \[", s) or s.startswith("example.org/icecore/"):
            keep.add(i)
        if s.strip() == "running tests:":
            keep.add(i)
            running = True
            continue
        if running:
            if s.startswith("\t\t"):
                keep.add(i)
            else:
                running = False
        if '"Action":"fail"' in s:
            keep.add(i)


def r_gitstatus(lines, keep):
    for i, s in enumerate(lines):
        if s.startswith(("On branch", "HEAD detached", "Your branch", "Changes to be committed", "Changes not staged",
                         "Untracked files", "Unmerged paths", "nothing to commit", "no changes added", "## ")):
            keep.add(i)
        elif s.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", s):
            keep.add(i)


def r_gitdiff(lines, keep, content=True):
    for i, s in enumerate(lines):
        if s.startswith(("diff --git", "rename from", "rename to", "new file mode", "deleted file mode", "@@", "Binary files")):
            keep.add(i)
        elif content and re.match(r"^[-+](?![-+]{2} )", s):
            keep.add(i)
        elif re.match(r"^ \S.*\|\s+(\d+|Bin)", s) or re.search(r"\d+ files? changed", s):
            keep.add(i)


def r_gitlog(lines, keep):
    r_gitdiff(lines, keep, content=False)
    for i, s in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", s):
            keep.add(i)
            # subject: first non-blank line after the blank that follows the header
            j = i + 1
            while j < len(lines) and lines[j].strip():
                j += 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines):
                keep.add(j)


def r_grep(lines, keep):
    for i, s in enumerate(lines):
        if re.match(r"^[^:\s][^:]*:\d+:", s) or s.startswith("grep:"):
            keep.add(i)


def r_curl(lines, keep):
    status = None
    in_body = False
    for i, s in enumerate(lines):
        if s.startswith("curl: ("):
            keep.add(i)
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", s)
        if m:
            keep.add(i)
            status = int(m.group(2))
            in_body = False
            continue
        if re.match(r"^(< )?Location:", s, re.I):
            keep.add(i)
        if status is not None and re.match(r"^<?\s*$", s):
            in_body = True
            continue
        if in_body and status >= 400 and s.strip() and not re.match(r"^[*<>{}] ", s) \
                and not re.match(r"^\s*\d+\s+\d+\s+\d+", s) and not s.startswith(("  % Total", "     ", "*")):
            keep.add(i)


RULES = {
    "pytest": r_pytest, "mypy": r_mypy, "flake8": r_flake8, "pylint": r_pylint, "jest": r_jest,
    "vitest": r_vitest, "mocha": r_mocha, "tsc": r_compile, "webpack": r_compile, "esbuild": r_compile,
    "eslint": r_compile, "cargo": r_cargo, "go": r_go, "gitstatus": r_gitstatus, "gitdiff": r_gitdiff,
    "gitlog": r_gitlog, "grep": r_grep, "curl": r_curl, "other": general,
}


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    keep = set()
    RULES[tool_of(cmd)](lines, keep)
    nonblank = [i for i, s in enumerate(lines) if s.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        s = lines[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def process(path):
    data = open(path, "rb").read().decode("utf-8", errors="surrogateescape")
    head, rest = data.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = head.split("\n", 1)[0][len("cmd: "):]
    keep = keep_lines(cmd, output)
    new = head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
    open(path, "wb").write(new.encode("utf-8", errors="surrogateescape"))
    return len(keep)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(here, "*.txtar")))
    for f in files:
        n = process(f)
        print(f"{n:4d} {os.path.basename(f)}", file=sys.stderr)

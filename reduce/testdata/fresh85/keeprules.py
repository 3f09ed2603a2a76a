#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh85 txtar file from its output.

The rules below were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py            # rewrites the keep section of every *.txtar here
A keep line is an exact output line with ANSI escapes and trailing blanks removed;
each distinct line is listed once (first occurrence), in output order.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- general rules
# Lines stating an error, failure, warning, exception, panic or failed assertion.
ERRWORD = re.compile(
    r"(?i)(\b(error|errors|fail|failed|failure|failures|failing|panic|panicked|exception|"
    r"traceback|warning|warnings|fatal|assertion|assertionerror|segmentation fault|"
    r"aborted|timed out|timeout)\b|\w+Error\b|\w+Exception\b|[✘✖×✕]|\bFAIL)"
)
# Summary / count lines.
SUMMARY = re.compile(
    r"(?i)(\b\d+ (passed|failed|passing|failing|pending|errors?|warnings?|skipped|problems?|"
    r"checks|failures|deselected|xfailed|xpassed)\b|^\s*(Tests|Test Suites|Test Files|Snapshots):|"
    r"test result:|^Found \d+ errors?|^Success:|compiled (successfully|with)|Finished `|"
    r"Your code has been rated|collected \d+ items?|Interrupted:|Ran all test suites|"
    r"^\d+ problems?$|files? changed)"
)
# The project's own file:line locations (paths relative to a project root or
# under /home/dev/work), excluding dependency and toolchain frames.
PROJLOC = re.compile(
    r"((?<![\w/.-])(src|tests?|test-legacy|apiary|almanac|characteristic|chart|cmd|include)/[\w/.-]+"
    r"\.(py|ts|js|cjs|mjs|go|rs|c|h)[:(]\d+|/home/dev/work/[\w/.-]+\.(py|ts|js|cjs|go|rs|c|h)[:(]\d+|"
    r"(?<![\w/.-])[\w-]+_test\.go:\d+|(?<![\w/.-])[\w.-]+\.(py|go|rs|c|h):\d+)"
)
DEPFRAME = re.compile(r"node_modules/|node:internal|/usr/lib/python|/usr/local/go/|/rustc/|library/std")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    tools = []
    for name, pat in [
        ("git", r"\bgit (status|diff|log|show)\b"),
        ("grep", r"^\s*grep -r"),
        ("curl", r"\bcurl\b"),
        ("pytest", r"\bpytest\b|make check"),
        ("mypy", r"\bmypy\b|make check"),
        ("flake8", r"\bflake8\b|make check"),
        ("pylint", r"\bpylint\b"),
        ("jest", r"\bjest\b|npm (run check|test)|npm ci"),
        ("vitest", r"\bvitest\b"),
        ("mocha", r"\bmocha\b|test:legacy"),
        ("tsc", r"\btsc\b|npm run (check|typecheck)"),
        ("webpack", r"\bwebpack\b"),
        ("esbuild", r"\besbuild\b|npm run bundle"),
        ("eslint", r"\beslint\b|npm run (check|lint)"),
        ("cargo", r"\bcargo\b"),
        ("go", r"\bgo (test|vet|build)\b|staticcheck|make -k vet|make all"),
        ("make-c", r"\bmake\b"),
    ]:
        if re.search(pat, c):
            tools.append(name)
    return tools


def keep_indices(cmd, lines):
    tools = tool_of(cmd)
    keep = set()
    n = len(lines)
    data_tool = any(t in tools for t in ("git", "grep", "curl"))

    # ---- general rules (not applied to git/grep/curl, whose output is data)
    if not data_tool:
        for i, l in enumerate(lines):
            if not l.strip():
                continue
            s = l.strip()
            # passing-test rows and progress are left out even if a name matches
            if re.search(r"\bPASSED\b|^--- PASS|^=== (RUN|PAUSE|CONT)|^\s*[✓✔√]\s", l):
                continue
            # dependency / toolchain / runtime frames are left out
            if DEPFRAME.search(l) or re.match(r"^(panic|testing\.|runtime\.)\S*\(", l) or re.match(r"^created by ", l):
                continue
            if re.search(r"\.\.\. ok$", l):
                continue
            if ERRWORD.search(l) or SUMMARY.search(l):
                keep.add(i)
            elif PROJLOC.search(l) and not DEPFRAME.search(l):
                keep.add(i)

    # ---- pytest
    if "pytest" in tools:
        in_falsify = False
        for i, l in enumerate(lines):
            if re.match(r"^E\s", l) or re.match(r"^>\s", l):
                keep.add(i)
            if re.match(r"^_{3,} .+ _{3,}$", l):  # failing test / collection header
                keep.add(i)
            if re.match(r"^(FAILED|ERROR) ", l) or re.search(r" (FAILED|ERROR)\s+\[", l) or re.search(r" (FAILED|ERROR)$", l):
                keep.add(i)
            if re.match(r"^={3,} .*(passed|failed|error|no tests ran).* ={3,}$", l) or re.match(r"^\d+ (passed|failed)", l):
                keep.add(i)
            if "Falsifying example" in l:
                in_falsify = True
                keep.add(i)
                continue
            if in_falsify:
                keep.add(i)
                if l.strip() == ")" or not l.strip():
                    in_falsify = False
            if re.match(r"^(WARNING|ERROR|CRITICAL)\s+\S+:\S+:\d+", l):
                keep.add(i)

    # ---- mypy / flake8 / pylint: every diagnostic row (mypy notes are hints, left out)
    for i, l in enumerate(lines):
        if ("mypy" in tools) and re.match(r"^\S+\.py:\d+: error:", l):
            keep.add(i)
        if ("mypy" in tools) and re.match(r"^\S+\.py:\d+: note:", l):
            keep.discard(i)
        if ("flake8" in tools) and re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d{3} ", l):
            keep.add(i)
        if ("pylint" in tools) and re.match(r"^\S+\.py:\d+:\d+: [CRWEF]\d{4}: ", l):
            keep.add(i)

    # ---- jest / vitest / mocha
    if any(t in tools for t in ("jest", "vitest", "mocha")):
        in_diff = False
        for i, l in enumerate(lines):
            s = l.strip()
            if re.match(r"^\s*● (?!Console)", l):  # jest failing test header
                keep.add(i)
            if re.match(r"^\s*(FAIL|PASS)\s", l) and "FAIL" in l:
                keep.add(i)
            if re.match(r"^\s*(Expected|Received)( precision| difference)?:", l):
                keep.add(i)
            if re.match(r"^\s*>\s*\d+\s*\|", l):  # pointer to the failing source line
                keep.add(i)
            if re.match(r"^\s*❯ ", l) and re.search(r"[:>]", l):
                keep.add(i)
            if re.match(r"^\s*→ ", l):
                keep.add(i)
            if re.match(r"^\s*\d+\) ", l):  # mocha numbered failure
                keep.add(i)
                if i + 1 < n and lines[i + 1].strip().endswith(":"):
                    keep.add(i + 1)
            # assertion diffs: - Expected / + Received blocks and mocha + expected - actual blocks
            if re.match(r"^\s*(- Expected|\+ Received|\+ expected - actual|\+ actual - expected)", l):
                in_diff = True
                keep.add(i)
                continue
            if in_diff:
                if not s or re.match(r"^\s*(❯|at |\d+ \||>)", l) or re.match(r"^\s*\d+\s*\|", l):
                    if not s and i + 1 < n and re.match(r"^\s*[-+@ ]", lines[i + 1]) and lines[i + 1].strip():
                        continue
                    in_diff = False
                elif re.match(r"^\s*[-+]", l):
                    keep.add(i)
            if re.match(r"^\s*at .*\((test|src|test-legacy)/", l):
                keep.add(i)
            if re.match(r"^\s*\d+ (passing|failing|pending)", l):
                keep.add(i)

    # ---- tsc / webpack (ts-loader) / esbuild / eslint
    for i, l in enumerate(lines):
        if "tsc" in tools and re.search(r"error TS\d+", l):
            keep.add(i)
            j = i + 1
            while j < n and lines[j].startswith("  ") and lines[j].strip():
                keep.add(j)
                j += 1
        if "webpack" in tools:
            if re.match(r"^(ERROR|WARNING) in ", l) or "[tsl]" in l or re.match(r"^\s+TS\d+:", l):
                keep.add(i)
            if re.match(r"^webpack .* compiled", l):
                keep.add(i)
        if "esbuild" in tools:
            if re.match(r"^[✘▲] \[(ERROR|WARNING)\]", l) or re.match(r"^\s+\S+\.\w+:\d+:\d+:$", l):
                keep.add(i)
            if re.match(r"^\d+ (errors?|warnings?)", l):
                keep.add(i)
        if "eslint" in tools:
            if re.match(r"^/\S+\.(ts|js|tsx|jsx|cjs)$", l):  # stylish file header
                # only if followed by a problem row
                if i + 1 < n and re.match(r"^\s+\d+:\d+\s+(error|warning)", lines[i + 1]):
                    keep.add(i)
            if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
                keep.add(i)
            if re.match(r"^\S+: line \d+, col \d+, (Error|Warning) - ", l) or re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):
                keep.add(i)

    # ---- cargo / rustc / clippy
    if "cargo" in tools:
        for i, l in enumerate(lines):
            if re.match(r"^(error|warning)(\[\w+\])?: ", l) or re.match(r"^\s*--> ", l):
                keep.add(i)
            if re.match(r"^\s*\d*\s*\|.*\^+.*\b(expected|found|help|unused|replace)\b", l):
                keep.add(i)
            if re.match(r"^\s*= note: (expected|found)", l) or re.match(r"^\s+found ", l):
                keep.add(i)
            if re.match(r"^test .* \.\.\. FAILED$", l) or re.match(r"^---- .* stdout ----$", l):
                keep.add(i)
            if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
                keep.add(i)
                if i + 1 < n and lines[i + 1].strip():
                    keep.add(i + 1)
            if re.match(r"^\s*(left|right): ", l):
                keep.add(i)
            if re.match(r"^\S+ --- FAILED$", l):
                keep.add(i)
        # names listed under the second "failures:" header
        for i, l in enumerate(lines):
            if l == "failures:":
                j = i + 1
                while j < n and (re.match(r"^    \S+$", lines[j]) or not lines[j].strip()):
                    if lines[j].strip():
                        keep.add(j)
                    j += 1
            if re.match(r"^\s+`--(lib|test \w+)`$", l):
                keep.add(i)

    # ---- go test / vet / staticcheck
    if "go" in tools:
        for i, l in enumerate(lines):
            if l.startswith("{") and '"Action"' in l:
                try:
                    ev = json.loads(l)
                except ValueError:
                    continue
                act = ev.get("Action")
                out = ev.get("Output", "")
                if act == "fail" or (act in ("pass", "skip") and "Test" not in ev):
                    keep.add(i)
                elif act == "output" and re.search(r"--- FAIL|^FAIL|panic:|_test\.go:\d+|^ok\s", out):
                    keep.add(i)
                else:
                    keep.discard(i)
                continue
            if re.match(r"^\s*--- FAIL", l) or re.match(r"^(FAIL|ok)\s", l) or l == "FAIL":
                keep.add(i)
            if re.match(r"^panic: ", l) or re.match(r"^# \S+", l):
                keep.add(i)
            if re.match(r"^\s*\S+\.go:\d+(:\d+)?: ", l) and not DEPFRAME.search(l):
                keep.add(i)
            if re.match(r"^\s+(want|got)\b", l.strip() and l) or re.match(r"^\s+\twant ", l):
                keep.add(i)
            if re.match(r"^\S+\(", l) and i + 1 < n and PROJLOC.search(lines[i + 1]) and not DEPFRAME.search(lines[i + 1]):
                keep.add(i)  # function frame of a project location in a goroutine trace
            if re.match(r"^=== RUN|^--- PASS|^\s+--- PASS", l):
                keep.discard(i)

    # ---- C (gcc diagnostics, test program, make)
    if "make-c" in tools or "go" in tools or "pytest" in tools:
        for i, l in enumerate(lines):
            if re.match(r"^\S+\.[ch]:\d+:\d+: (warning|error): ", l):
                keep.add(i)
            if re.match(r"^\S+\.[ch]:\d+:\d+: note: ", l):
                keep.discard(i)
            if re.match(r"^make(\[\d+\])?: \*\*\*", l) or "not remade because of errors" in l:
                keep.add(i)
            if re.match(r"^FAIL \S+:\d+: ", l) or re.match(r"^\d+ checks, \d+ failures", l):
                keep.add(i)

    # ---- git
    if "git" in tools:
        sub_next = False
        for i, l in enumerate(lines):
            if re.match(r"^(On branch|HEAD detached|Your branch)", l):
                keep.add(i)
            if re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
                keep.add(i)
            if re.match(r"^\t\S", l):  # status entries (modified:, new file:, untracked paths)
                keep.add(i)
            if re.match(r"^[ MADRCUT?!][ MADRCUT?!] \S", l) and "status" in cmd:
                keep.add(i)
            if re.match(r"^commit [0-9a-f]{7,40}", l):
                keep.add(i)
                sub_next = True
                continue
            if sub_next and re.match(r"^    \S", l):  # subject line
                keep.add(i)
                sub_next = False
            if re.match(r"^diff --git ", l) or re.match(r"^@@ .* @@", l):
                keep.add(i)
            if re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l) or re.match(r"^ \d+ files? changed", l):
                keep.add(i)
            if re.match(r"^(new|deleted) file mode|^rename (from|to) ", l):
                keep.add(i)

    # ---- grep: every hit the agent asked for
    if "grep" in tools:
        for i, l in enumerate(lines):
            if re.match(r"^[^:\s][^:]*:\d+:", l):
                keep.add(i)

    # ---- curl: status lines, redirects, curl errors, and the body of non-2xx responses
    if "curl" in tools:
        status = None
        body_start = None
        for i, l in enumerate(lines):
            m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
            if m:
                keep.add(i)
                status = int(m.group(2))
                body_start = None
                continue
            if re.match(r"^(< )?Location: ", l, re.I) or re.match(r"^curl: \(\d+\)", l) or re.match(r"^\* (Failed|Could not|connect to .* failed)", l):
                keep.add(i)
            if status is not None and body_start is None and (l in ("<", "") or l == "< "):
                body_start = i + 1
                continue
            if status is not None and body_start is not None and i >= body_start:
                if l.startswith(("* ", "{ ", "} ", "< ", "> ")) or l.startswith("curl exit") or l.startswith("EXIT="):
                    continue
                if status >= 400 and l.strip():
                    keep.add(i)

    # ---- always: the last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nb[-3:])
    return sorted(i for i in keep if lines[i].strip())


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output, _ = rest.split("-- keep --\n", 1)
    cmd = head.split("\n", 1)[0][len("cmd: "):]
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    seen = set()
    keep = []
    for i in keep_indices(cmd, lines):
        if lines[i] not in seen:
            seen.add(lines[i])
            keep.append(lines[i])
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(here, "*.txtar")))
    for p in files:
        k = process(p)
        if "-v" in sys.argv:
            print(f"{os.path.basename(p)}: {k} keep lines")

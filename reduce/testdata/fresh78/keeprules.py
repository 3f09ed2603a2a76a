#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh78 *.txtar file from its output.

The rules were written before any reducer was run on these files and are
applied mechanically; keep lists are never edited by hand.

A keep line is an exact output line with ANSI escapes and trailing blanks
removed. Each distinct line is listed once, in output order. Blank lines are
never keep lines.

Usage: python3 keeprules.py            (rewrites every *.txtar next to this file)
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- generic rules
# error / failure / warning vocabulary (whole words, any case)
KEYWORD = re.compile(
    r"(?i)\b(errors?|fail|failed|failures?|failing|panic|panicked|fatal|"
    r"exception|warnings?|traceback|abort(ed)?|segmentation fault|timeout|"
    r"timed out|unreachable)\b"
)
EXC_NAME = re.compile(r"\b\w+(Error|Exception)\b")
SYMBOLS = re.compile(r"[✘✖✕×●]")
# a source location in the project: relative path (not inside node_modules)
# or an absolute path under the project root, followed by :LINE
REL_LOC = re.compile(
    r"(?<![\w/.\-@])((?:\.{1,2}/)?(?:[\w.\-@]+/)*[\w.\-]+\."
    r"(?:py|go|rs|ts|tsx|js|mjs|cjs|c|h|toml|cfg|json)):(\d+)"
)
ABS_LOC = re.compile(r"/home/dev/work/[^\s:()'\"]+:\d+")


def project_loc(line):
    if ABS_LOC.search(line):
        return True
    for m in REL_LOC.finditer(line):
        if not m.group(1).startswith(("node_modules/", "internal/")):
            return True
    return False


def generic(line):
    return bool(
        KEYWORD.search(line) or EXC_NAME.search(line) or SYMBOLS.search(line)
        or project_loc(line)
    )


# ---------------------------------------------------------------- tool families
def tool_of(cmd):
    c = cmd
    if c.startswith("git "):
        return "git"
    if c.startswith("curl "):
        return "curl"
    if c.startswith("grep "):
        return "grep"
    for key, tool in [
        ("pytest", "pytest"), ("jest", "jest"), ("vitest", "vitest"),
        ("mocha", "mocha"), ("cargo test", "cargotest"), ("cargo", "cargo"),
        ("go test", "gotest"), ("go ", "go"), ("staticcheck", "go"),
        ("mypy", "lint"), ("flake8", "lint"), ("pylint", "lint"),
        ("pycodestyle", "lint"), ("pyflakes", "lint"), ("eslint", "lint"),
        ("tsc", "build"), ("webpack", "build"), ("esbuild", "build"),
        ("npm ", "build"), ("make", "build"), ("pip ", "build"),
    ]:
        if key in c:
            return tool
    return "other"


TEST_TOOLS = {"pytest", "jest", "vitest", "mocha", "cargotest", "gotest"}

# assertion detail vocabulary used by test runners
ASSERT_DETAIL = re.compile(
    r"\b(expected|received|Expected|Received|Snapshot|Difference)\b|"
    r"^\s*(left|right)\s*:|\bwant\b|\bgot\b"
)
# a diff line inside an assertion message: "- 79.2", "+   900,", "-  \"c\": 4"
ASSERT_DIFF = re.compile(r"^\s*[-+]\s?\S")
SUMMARY = re.compile(
    r"^(=+ .*\b(passed|failed|errors?|skipped|deselected|xfailed|warnings?)\b.*=+"  # pytest
    r"|\s*(Test Suites|Tests|Snapshots|Test Files):"                               # jest / vitest
    r"|\s*\d+ (passing|failing|pending)\b"                                         # mocha
    r"|test result:"                                                                # cargo
    r"|ok\s+\S+\s"                                                                  # go test
    r"|(FAIL|PASS|ok)$"                                                             # go test final
    r"|\s*Found \d+ errors?"                                                        # mypy / tsc
    r"|Success: no issues found"
    r"|.*\b\d+ problems?\b"                                                         # eslint
    r"|Your code has been rated"                                                    # pylint
    r"|\d+\s*$"                                                                     # flake8 --count
    r")"
)


def test_rules(tool, lines, i, line, state):
    s = line.strip()
    # pytest states its assertion details on "E" lines; elsewhere use the vocabulary
    if tool != "pytest" and ASSERT_DETAIL.search(line):
        return True
    if ASSERT_DIFF.match(line) and not re.match(r"^\s*--- (PASS|SKIP)", line):
        return True
    if SUMMARY.match(line):
        return True
    if tool == "pytest":
        if line.startswith("E ") or line.startswith(">") or re.match(r"^_{3,} .+ _{3,}$", line):
            return True
        if re.match(r"^!{3,}.*!{3,}$", line):
            return True
    if tool in ("jest", "vitest"):
        if re.match(r"^\s*> \d+ \|", line) or s.startswith(("FAIL ", "❯ ", "→ ")):
            return True
    if tool == "mocha":
        if re.match(r"^\s*\d+\) ", line):
            return True
        # the test title printed on the line after "N) suite"
        if i > 0 and re.match(r"^\s*\d+\) ", lines[i - 1]) and s.endswith(":"):
            return True
    if tool == "cargotest":
        if re.match(r"^---- .+ ----$", line):
            return True
        if state.get("failures_list") and s and not s.startswith(("test result", "error")):
            return True
    if tool == "gotest":
        if '"Action":"fail"' in line:
            return True
        if re.match(r"^\s+(have|want) ", line):
            return True
    return False


def cargo_state_update(line, state):
    s = line.strip()
    if s == "failures:":
        state["failures_seen"] = state.get("failures_seen", 0) + 1
        state["failures_list"] = state["failures_seen"] >= 2
        return
    if state.get("failures_list") and not s:
        state["failures_list"] = False


RUST_LABEL = re.compile(r"^\s*(\d+\s*)?\|[\s|]*[\^\-_]+[\^\-_ ]*\s\S")


def compile_rules(tool, lines, i, line):
    s = line.strip()
    if SUMMARY.match(line):
        return True
    if re.match(r"^\s*TS\d{4}:", line):                          # webpack/ts-loader message line
        return True
    if re.match(r"^/home/dev/work/\S+$", line):                   # eslint stylish file header
        return True
    if re.match(r"^\*{5,} Module ", line):                        # pylint module header
        return True
    if tool in ("cargo", "cargotest") and (s.startswith("-->") or RUST_LABEL.match(line)):
        return True
    if tool == "go" and (line.startswith("# ") or re.match(r"^\s+(have|want) ", line)):
        return True
    return False


# ---------------------------------------------------------------- git
def git_keep(cmd, lines):
    keep = []
    is_status = " status" in cmd
    is_diff = cmd.startswith("git diff")
    subject_next = False
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        k = False
        if is_status:
            if re.match(r"^(On branch|HEAD detached|Your branch|Changes to be committed:|"
                        r"Changes not staged for commit:|Untracked files:|Unmerged paths:|"
                        r"nothing to commit|nothing added to commit|no changes added to commit)", line):
                k = True
            elif line.startswith("\t"):
                k = True                                       # every changed / untracked entry
            elif re.match(r"^## ", line) or re.match(r"^[ MADRCU?!]{2} \S", line):
                k = True                                       # short format
        else:
            if re.match(r"^commit [0-9a-f]{7,40}", line):
                k = True
                subject_next = False
            elif line.startswith("Date:"):
                subject_next = True
            elif subject_next and line.startswith("    "):
                k = True                                       # subject line only
                subject_next = False
            elif re.match(r"^diff --git ", line) or re.match(
                    r"^(new file mode|deleted file mode|rename from|rename to|similarity index|Binary files)", line):
                k = True
            elif re.match(r"^ \S.*\|\s+(\d+|Bin)", line) or re.match(r"^ \d+ files? changed", line):
                k = True                                       # stat rows and stat summary
            elif line.startswith("@@"):
                k = True
            elif is_diff and re.match(r"^[-+](?![-+]{2} )", line):
                k = True                                       # changed lines of a working-tree diff
        if k:
            keep.append(line)
    return keep


# ---------------------------------------------------------------- curl
PROGRESS = re.compile(r"^\s*(% Total|Dload|\d+\s+\d+\s+\d+\s+\d+)|--:--:--")


def curl_keep(cmd, lines):
    keep = []
    verbose = " -v" in cmd
    in_headers = False
    for line in lines:
        s = line.strip()
        if not s:
            if in_headers:
                in_headers = False
            continue
        if line.startswith("curl: ("):
            keep.append(line)
            continue
        if verbose:
            if line.startswith("< HTTP/") or re.match(r"^< (?i:location):", line):
                keep.append(line)
                continue
            if line.startswith(("* ", "> ", "< ", "{ [", "} [")) or line in (">", "<") or PROGRESS.search(line):
                continue
            if re.sub(r"<[^>]*>", "", s).strip():
                keep.append(line)
        else:
            if line.startswith("HTTP/"):
                in_headers = True
                keep.append(line)
                continue
            if in_headers:
                if re.match(r"^(?i:location):", line):
                    keep.append(line)
                continue
            if re.sub(r"<[^>]*>", "", s).strip():
                keep.append(line)
    return keep


# ---------------------------------------------------------------- grep
def grep_keep(cmd, lines):
    # every hit the agent asked for; "binary file matches" notices are left out
    return [l for l in lines if re.match(r"^[^:\s][^:]*:\d+:", l)]


# ---------------------------------------------------------------- driver
def keep_lines(cmd, output):
    lines = [ANSI.sub("", l).rstrip() for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    tool = tool_of(cmd)
    if tool == "git":
        keep = git_keep(cmd, lines)
    elif tool == "curl":
        keep = curl_keep(cmd, lines)
    elif tool == "grep":
        keep = grep_keep(cmd, lines)
    else:
        keep = []
        state = {}
        prev_panic = False
        for i, line in enumerate(lines):
            if tool == "cargotest":
                cargo_state_update(line, state)
            if not line.strip():
                prev_panic = False
                continue
            k = generic(line) or compile_rules(tool, lines, i, line)
            if tool in TEST_TOOLS:
                k = k or test_rules(tool, lines, i, line, state)
            # the message printed right after a Rust "panicked at" line
            # (up to a blank line, a "note:" hint or the start of the backtrace)
            stop = line.startswith(("note:", "stack backtrace:"))
            if prev_panic and not stop:
                k = True
            prev_panic = (tool in ("cargo", "cargotest") and "panicked at" in line) or (
                prev_panic and not stop)
            # passing rows never count, even if a test title contains a keyword
            if re.search(r"\bPASSED\b|^\s*✓ |^\s*✔ |^--- PASS|^\s+--- PASS|^=== RUN|\.\.\. ok$|"
                         r'"Action":"(pass|run)"', line):
                k = False
            if k:
                keep.append(line)
    # the last three non-blank lines are always kept
    out, seen = [], set()
    nonblank = [idx for idx, l in enumerate(lines) if l.strip()]
    tail_ids = set(nonblank[-3:])
    keepset = set(keep)
    for idx, l in enumerate(lines):
        if not l.strip() or l in seen:
            continue
        if l in keepset or idx in tail_ids:
            out.append(l)
            seen.add(l)
    return out


def process(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
        fh.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return keep, output


if __name__ == "__main__":
    total_keep = total_out = 0
    for p in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        keep, output = process(p)
        kb = sum(len(k.encode("utf-8", "surrogateescape")) + 1 for k in keep)
        ob = len(output.encode("utf-8", "surrogateescape"))
        total_keep += kb
        total_out += ob
        print(f"{os.path.basename(p):48s} out={ob:6d} keep={kb:6d} lines={len(keep)}")
    print(f"TOTAL out={total_out} keep={total_keep} saving={100 * (1 - total_keep / total_out):.1f}%")

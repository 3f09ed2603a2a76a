#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh108 *.txtar from its output.

Rules were fixed before any reducer output was seen.  Usage:

    python3 keeprules.py            # rewrite the keep section of every file
    python3 keeprules.py --check    # only report what would change

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
PROJECT = "/home/dev/work/"

# words that mark a problem line in any tool's output (whole words only, so
# identifiers such as LookupError or test_error_position do not match)
PROBLEM = re.compile(
    r"(?i)(?<![\w-])(error|errors|failed|failure|failures|failing|fail|warning|warnings|"
    r"exception|panic|panicked|fatal|traceback|cannot|could not|mismatched)(?![\w-])"
)

# rows that report something passing / progressing: never kept by the
# general rule (they may still be among the last three lines)
PASSING_ROW = re.compile(
    r"(\bPASSED\b|^\s*✓|^\s*✔|\.\.\. ok$|^\s*--- PASS|^=== (RUN|PAUSE|CONT)|^PASS\s|^PASS$|"
    r"^ok\s|^\s*○ skipped|\[gw\d\] .*PASSED)"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("-- output --\n", 1)
    output, _ = rest.split("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def tool_of(cmd):
    c = cmd
    for key, pat in [
        ("git-status", r"\bgit status\b"),
        ("git-diff", r"\bgit diff\b"),
        ("git-log", r"\bgit (log|show)\b"),
        ("grep", r"^grep\b"),
        ("curl", r"^curl\b"),
        ("pytest", r"^pytest\b"),
        ("mypy", r"^mypy\b"),
        ("flake8", r"^flake8\b"),
        ("pylint", r"^pylint\b"),
        ("jest", r"\bjest\b"),
        ("vitest", r"\bvitest\b"),
        ("mocha", r"\bmocha\b"),
        ("tsc", r"\btsc\b"),
        ("webpack", r"\bwebpack\b"),
        ("esbuild", r"\besbuild\b"),
        ("eslint", r"\beslint\b"),
        ("cargo", r"\bcargo\b"),
        ("staticcheck", r"^staticcheck\b"),
        ("govet", r"^go vet\b"),
        ("gotest-json", r"^go test .*-json"),
        ("gotest", r"^go test\b"),
    ]:
        if re.search(pat, c):
            return key
    return "other"


def last_three(lines):
    nb = [i for i, l in enumerate(lines) if l.strip()]
    return set(nb[-3:])


# ---------------------------------------------------------------- per tool
def k_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l):  # assertion / exception detail
            keep.add(i)
        elif re.match(r"^>\s", l):  # the failing source line
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):  # failing test / collection headers
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+: \w", l):  # project location of the failure
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|xfailed|deselected)\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^!+ .* !+$", l):  # stopping after / Interrupted
            keep.add(i)
        elif re.match(r"^(collected \d+ items|\d+ (passed|failed|error))", l):
            keep.add(i)
        elif re.search(r"(ImportError|ModuleNotFoundError) while importing|No module named", l):
            keep.add(i)
        elif re.search(r"\s(FAILED|ERROR)(\s|$)", l) and "::" in l:  # -v failing rows
            keep.add(i)
    return keep


def k_mypy(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+: (error|note|warning):", l) or re.match(r"^(Found \d+ errors?|Success:)", l)}


def k_flake8(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l) or re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l)}


def k_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l) or l.startswith("Your code has been rated")}


def k_jest_like(lines, tool):
    keep = set()
    in_diff = False
    diff_rows = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^[-+] (Expected|Received)\b", s) or s.startswith("+ expected - actual"):
            keep.add(i)
            if not in_diff:
                diff_rows = 0
            in_diff = True
            continue
        if in_diff:
            if s == "" and diff_rows:
                in_diff = False
            elif re.match(r"^[-+]", s):
                keep.add(i)
                diff_rows += 1
            elif s.startswith("❯ ") or s.startswith("at ") or re.match(r"^>?\s*\d+ \|", s):
                in_diff = False
        if re.match(r"^(FAIL)\s", s):
            keep.add(i)
        elif s.startswith("● ") or s.startswith("✕") or s.startswith("×"):
            keep.add(i)
        elif re.match(r"^(Expected|Received)( \w+)*:", s) or re.match(r"^expect\(", s):
            keep.add(i)
        elif re.match(r"^\w*(Error|Exception)\b.*:", s) or re.match(r"^(AssertionError|TypeError|Error)\b", s):
            keep.add(i)
        elif re.match(r"^→ ", s):
            keep.add(i)
        elif re.match(r"^> +\d+ \|", s):  # failing source line (jest code frame)
            keep.add(i)
        elif re.match(r"^at .*\((?!node:|.*node_modules)[^)]*:\d+:\d+\)$", s) or re.match(r"^at (?!node:)(?!.*node_modules)\S+:\d+:\d+$", s):
            keep.add(i)
        elif re.match(r"^❯ \S+:\d+:\d+$", s) or re.match(r"^❯ .*\(\d+ tests? \| \d+ failed\)", s) or re.match(r"^❯ .* > ", s):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Test Files|Snapshots):?\s", s):
            keep.add(i)
        elif re.match(r"^\d+ (passing|failing|pending)\b", s):
            keep.add(i)
        elif re.match(r"^\d+\) ", s):  # mocha failure titles
            keep.add(i)
            j = i + 1
            while re.match(r"^ {0,2}\d+\) ", l) and j < len(lines) and lines[j].strip() \
                    and not lines[j].strip().startswith(("AssertionError", "Error", "TypeError")):
                if re.match(r"^\s{5,}\S", lines[j]):
                    keep.add(j)
                j += 1
        elif s.startswith("All files"):
            keep.add(i)
    return keep


def k_tsc(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+", l) or re.match(r"^Found \d+ errors?", l):
            keep.add(i)
            j = i + 1
            while j < len(lines) and lines[j].startswith("  ") and lines[j].strip():
                keep.add(j)
                j += 1
    return keep


def k_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(ERROR|WARNING) in ", l) or "[tsl] ERROR" in l or re.match(r"^TS\d+:", s):
            keep.add(i)
            j = i + 1
            if re.match(r"^TS\d+:", s):
                while j < len(lines) and lines[j].startswith("  ") and not lines[j].lstrip().startswith(("@", "TS")) and lines[j].strip():
                    keep.add(j)
                    j += 1
        elif re.search(r"compiled (successfully|with \d+ (errors?|warnings?))", l):
            keep.add(i)
        elif re.match(r"^\d+ errors? have detailed information", l):
            keep.add(i)
    return keep


def k_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^[✘▲] \[(ERROR|WARNING)\]", s) or re.match(r"^\S+:\d+:\d+:$", s) or re.match(r"^\d+ (errors?|warnings?)", s):
            keep.add(i)
    return keep


def k_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
        elif re.match(r"^/\S+$", l) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+", lines[i + 1]):
            keep.add(i)  # stylish file header
        elif re.match(r"^\S+: line \d+, col \d+, (Error|Warning) - ", l):
            keep.add(i)
        elif re.match(r"^✖ \d+ problems?", l) or re.match(r"^\d+ problems?", l) or "potentially fixable" in l:
            keep.add(i)
    return keep


def k_cargo(lines):
    keep = set()
    in_failures_list = False
    seen_failures = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l) or re.match(r"^(error|warning): ", l):
            keep.add(i)
        elif re.match(r"^\s*--> \S+:\d+:\d+", l):
            keep.add(i)
        elif re.match(r"^test \S+ \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- \S+ stdout ----$", l):
            keep.add(i)
        elif "panicked at" in l:
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip() and not lines[i + 1].startswith("note:"):
                keep.add(i + 1)  # the panic message
        elif re.match(r"^\s*(left|right): ", l):
            keep.add(i)
        elif re.match(r"^test result: ", l):
            keep.add(i)
        if l == "failures:":
            seen_failures += 1
            in_failures_list = seen_failures % 2 == 0
            continue
        if in_failures_list:
            if re.match(r"^    \S+$", l):
                keep.add(i)
            elif s:
                in_failures_list = False
    return keep


def k_gotest(lines):
    keep = set()
    in_msg = False
    for i, l in enumerate(lines):
        if re.match(r"^\s*--- FAIL", l) or re.match(r"^FAIL(\s|$)", l) or re.match(r"^ok\s", l):
            keep.add(i)
            in_msg = False
            continue
        m = re.match(r"^(\s+)\S+_test\.go:\d+: ", l)
        if m:
            keep.add(i)
            in_msg = len(m.group(1)) + 4
            continue
        if in_msg:
            if l.startswith(" " * in_msg):
                keep.add(i)
                continue
            in_msg = False
        if l.startswith("panic: ") or l.startswith("    panic: "):
            keep.add(i)
        elif re.match(r"^\t" + re.escape(PROJECT) + r"\S+\.go:\d+", l):
            keep.add(i)  # project frames of a panic stack
    return keep


def k_gotest_json(lines):
    keep = set()
    for i, l in enumerate(lines):
        if '"Action":"fail"' in l or ('"Action":"output"' in l and re.search(r'"Output":"\s*(--- FAIL|FAIL|panic:|\S+_test\.go:\d+)', l)):
            keep.add(i)
        elif re.search(r'"Action":"(pass|skip)"', l) and '"Test":' not in l:
            keep.add(i)  # package-level result
    return keep


def k_golint(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+\.go:\d+:\d+: ", l) or re.match(r"^# \S+", l)}


def k_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith(("On branch", "Your branch", "HEAD detached", "## ", "nothing to commit", "no changes added")):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


def k_git_diff(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("diff --git ") or l.startswith("@@ "):
            keep.add(i)
        elif (l.startswith("+") and not l.startswith("+++ ")) or (l.startswith("-") and not l.startswith("--- ")):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode", l) or l.startswith(("rename from", "rename to")):
            keep.add(i)
    return keep


def k_git_log(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l) or l.startswith("diff --git ") or l.startswith("@@ "):
            keep.add(i)
        elif re.match(r"^Date: ", l):
            # subject = first non-blank line after the Date: header
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines):
                keep.add(j)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode", l) or l.startswith(("rename from", "rename to")):
            keep.add(i)
    return keep


DEFINITION = re.compile(r":\d+:\s*(export\s+)?(async\s+)?(def|class|function|const|let|var|interface|type)\s")


def k_grep(lines, cmd):
    keep = set()
    in_project = not re.search(r"(/usr/|node_modules)", cmd)
    for i, l in enumerate(lines):
        if not re.match(r"^[^\s:]+:\d+:", l) and not re.match(r"^\d+:", l):
            continue
        if in_project or DEFINITION.search(l) or re.match(r"^\d+:\s*(def|class)\s", l):
            keep.add(i)
    return keep


def k_curl(lines):
    keep = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            body_start = None
            continue
        if re.match(r"^(< )?Location: ", l, re.I):
            keep.add(i)
        elif re.match(r"^\* (Failed|Could not|connect to .* failed)", l) or re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
        if status is not None and body_start is None and re.match(r"^(< )?$", l.rstrip()):
            body_start = i + 1
            continue
        if status is not None and status >= 400 and body_start is not None and i >= body_start:
            if l.strip() and not l.startswith(("* ", "{ [", "} [", "> ", "< ")) and not re.match(r"^\s*\d+\s+\d+\s+\d+", l) \
                    and "% Total" not in l and "Dload" not in l:
                keep.add(i)
    return keep


def general(lines):
    return {i for i, l in enumerate(lines) if PROBLEM.search(l) and not PASSING_ROW.search(l)}


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    tool = tool_of(cmd)
    if tool == "pytest":
        k = k_pytest(lines) | general(lines)
    elif tool == "mypy":
        k = k_mypy(lines)
    elif tool == "flake8":
        k = k_flake8(lines)
    elif tool == "pylint":
        k = k_pylint(lines)
    elif tool in ("jest", "vitest", "mocha"):
        k = k_jest_like(lines, tool) | general(lines)
    elif tool == "tsc":
        k = k_tsc(lines)
    elif tool == "webpack":
        k = k_webpack(lines) | general(lines)
    elif tool == "esbuild":
        k = k_esbuild(lines)
    elif tool == "eslint":
        k = k_eslint(lines)
    elif tool == "cargo":
        k = k_cargo(lines)
    elif tool == "gotest":
        k = k_gotest(lines)
    elif tool == "gotest-json":
        k = k_gotest_json(lines)
    elif tool in ("govet", "staticcheck"):
        k = k_golint(lines)
    elif tool == "git-status":
        k = k_git_status(lines)
    elif tool == "git-diff":
        k = k_git_diff(lines)
    elif tool == "git-log":
        k = k_git_log(lines)
    elif tool == "grep":
        k = k_grep(lines, cmd)
    elif tool == "curl":
        k = k_curl(lines)
    else:
        k = general(lines)
    k |= last_three(lines)
    out, seen = [], set()
    for i in sorted(k):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    check = "--check" in sys.argv
    total_keep = total_out = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        head, cmd, output = parse(path)
        keep = keep_lines(cmd, output)
        total_out += len(output.encode("utf-8", "surrogateescape"))
        total_keep += sum(len(l.encode("utf-8", "surrogateescape")) + 1 for l in keep)
        new = head + "-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in keep)
        if check:
            old = open(path, encoding="utf-8", errors="surrogateescape").read()
            if old != new:
                print("would change", os.path.basename(path))
        else:
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
                fh.write(new)
    print(f"keep bytes {total_keep}, output bytes {total_out}, "
          f"saving {100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()

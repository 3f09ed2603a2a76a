#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh104 txtar file from its output.

Rules were fixed before any reducer was run on this set (none ever was by
the recorder). Run once:  python3 keeprules.py   (rewrites the keep sections).

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJ = "/home/dev/work/"

# ---------------------------------------------------------------- generic
# words that state a problem
PROBLEM = re.compile(
    r"(\berror\b|\berrors\b|\bError\b|Error:|Error\[|\bERROR\b|\bfail(ed|ure|ures|s)?\b|\bFAIL(ED)?\b|"
    r"\bwarning\b|\bwarnings\b|\bpanic(ked)?\b|\bexception\b|Exception\b|Traceback|\bfatal\b|"
    r"\bundefined\b|\bmismatch(ed)?\b|\bnot found\b|\bcannot\b|Cannot\b|\bunable\b|"
    r"AssertionError|assert(ion)?\b|\bInterrupted\b|\bdeclared and not used\b|"
    r"index out of (range|bounds)|\bunknown\b|\binvalid\b)",
    re.I,
)
# passing rows / progress / hints never count as problem lines by themselves
PASSING = re.compile(
    r"(\bPASSED\b|\.\.\. ok$|^--- PASS|^=== (RUN|PAUSE|CONT)|^\s*✓|^ok\s|\[no test files\]|"
    r"^\s+(Compiling|Checking|Finished|Running|Doc-tests|Fresh)\b|^\s*= (help|note):|^help:|"
    r"^\s*\(use \"git|^hint:|potentially fixable|run with `RUST_BACKTRACE|For more information about this error|"
    r"Some errors have detailed explanations|^note: (run with|Some details)|^\s*Hint:)"
)
COUNTS = re.compile(
    r"(\b\d+ (passed|failed|errors?|warnings?|skipped|xfailed|xpassed|deselected|problems?|"
    r"files? changed|insertions?\(\+\)|deletions?\(-\))\b|^test result:|^\s*Test Files\b|^\s*Tests\s+\d|"
    r"^\s*Snapshots\b|Found \d+ errors?|rated at|no issues found|^Success:|"
    r"^(ok|FAIL)\s+\S+|^FAIL$|^PASS$)"
)
# runtime / library stack frames and bare framing lines
NOISE = re.compile(
    r"(^\t/usr/|^panic\(\{|^testing\.|^created by |^goroutine \d+ \[|^\s+at /rustc/|^\s+\d+: (core|std|__rustc|<)|"
    r"^[<>]$)"
)
# a "file:line" location inside the project (relative path or under PROJ)
LOC = re.compile(r"(^|[\s(])(\./)?(?!/usr/|/usr)([\w.-]+/)*[\w.-]+\.(py|ts|js|go|rs|cjs|mjs)[:(]\d+")


def clean(line):
    return ANSI.sub("", line).rstrip()


def own_location(line):
    if "node_modules" in line or "/usr/lib/" in line or "/usr/local/" in line or "/rustc/" in line:
        return False
    if LOC.search(line):
        return True
    return PROJ in line and re.search(r":\d+", line) is not None


# ---------------------------------------------------------------- per tool
def tool_of(cmd):
    c = cmd
    tools = set()
    for key, names in [
        ("pytest", ["pytest"]), ("mypy", ["mypy"]), ("flake8", ["flake8"]), ("pylint", ["pylint"]),
        ("vitest", ["vitest", "npm test"]), ("tsc", ["tsc"]), ("eslint", ["eslint"]),
        ("gotest", ["go test"]), ("govet", ["go vet", "go build"]),
        ("cargo", ["cargo "]), ("gitstatus", ["git status"]), ("gitdiff", ["git diff"]),
        ("gitlog", ["git log", "git show"]), ("grep", ["grep -rn"]), ("curl", ["curl "]),
        ("diff", ["diff -u"]),
    ]:
        if any(n in c for n in names):
            tools.add(key)
    return tools


def keep_lines(cmd, lines):
    tools = tool_of(cmd)
    keep = [False] * len(lines)
    n = len(lines)

    def mark(i):
        if 0 <= i < n and lines[i].strip():
            keep[i] = True

    # state shared across lines
    in_git_untracked = False
    go_detail_indent = None
    in_cargo_failures_list = False
    cargo_failures_seen = 0
    in_targets_failed = False
    curl_status = None
    curl_in_body = False
    gitlog_expect_subject = False
    vitest_in_diff = False
    pytest_in_errors = False

    for i, ln in enumerate(lines):
        s = ln.strip()
        if not s:
            go_detail_indent = None
            in_cargo_failures_list = False
            in_targets_failed = False
            continue

        passing = bool(PASSING.search(ln)) or bool(NOISE.search(ln))
        if tools & {"gitlog", "gitdiff", "gitstatus", "grep", "diff"} and not tools & {"cargo"}:
            passing = True  # content lines of diffs/logs/hits are judged by their own rules
        if "pytest" in tools and ln.startswith(" "):
            passing = True  # source listing inside a traceback

        # generic: problem statements, counts, own locations
        if PROBLEM.search(ln) and not passing:
            # skip pure source/code-frame lines (pytest source, vitest/rustc frames)
            if not re.match(r"^\s+\d+\|", ln) and not re.match(r"^\s*\d+\s+\|", ln):
                mark(i)
        if COUNTS.search(ln) and "[no test files]" not in ln:
            mark(i)

        # ---------------- pytest
        if "pytest" in tools:
            if ln.startswith("E ") or ln == "E":
                mark(i)
            if re.match(r"^_{3,} .+ _{3,}$", ln):
                mark(i)  # failing test / collection error header
            if re.match(r"^(FAILED|ERROR) ", ln):
                mark(i)
            if ln.startswith(">"):
                mark(i)  # the failing source line
            if re.match(r"^[\w./-]+\.py:\d+:", ln) and not ln.startswith("/usr/"):
                mark(i)
            if re.match(r"^/home/dev/work/\S+\.py:\d+: ", ln):
                mark(i)
            if re.match(r"^=+ .*(passed|failed|error).* =+$", ln):
                mark(i)

        # ---------------- mypy / flake8 / pylint diagnostics
        if tools & {"mypy", "flake8", "pylint"}:
            m = re.match(r"^\.?/?[\w./-]+\.py:\d+:(\d+:)? ?(.*)$", ln)
            if m:
                if not re.match(r"^\S+:\d+:(\d+:)? note:", ln):
                    mark(i)
            if ln.startswith("************* Module"):
                mark(i)
            if re.match(r"^\d+\s+[A-Z]\d{3}\b", ln):
                mark(i)  # flake8 --statistics rows
            if "rated at" in ln:
                mark(i)

        # ---------------- vitest / npm test
        if "vitest" in tools:
            if re.match(r"^\s*❯ .*\(\d+ tests? \|.*failed", ln) or re.match(r"^\s*❯ \S+\.test\.ts\s+\(0 test", ln):
                mark(i)
            if re.match(r"^\s*❯ \S+\.test\.ts > ", ln):
                mark(i)  # failing test name in the tree
            if re.match(r"^\s*→ ", ln):
                mark(i)  # failure reason under the test name
            if re.match(r"^\s*FAIL\s", ln):
                mark(i)
            if re.match(r"^\s*❯ ", ln) and own_location(ln):
                mark(i)  # own stack location (src/, tests/)
            if re.match(r"^\w*(Error|Exception)\b.*:", ln):
                mark(i)
            if re.match(r"^\s*(❯ |⎯| FAIL )", ln):
                vitest_in_diff = False
            if s in ("- Expected", "+ Received"):
                mark(i)
                vitest_in_diff = True
            elif vitest_in_diff and re.match(r"^[+-]", ln):
                mark(i)  # diff lines of the assertion
            if re.match(r"^\s*⎯+ Failed (Tests|Suites) \d+ ⎯+$", ln):
                mark(i)
            if ln.startswith("npm ERR!"):
                mark(i)

        # ---------------- tsc / eslint
        if "tsc" in tools:
            if re.search(r"\(\d+,\d+\): error TS\d+", ln):
                mark(i)
        if "eslint" in tools:
            if re.match(r"^/home/dev/work/\S+\.(ts|js|cjs)$", ln):
                # file header: keep only when a finding follows
                if i + 1 < n and re.match(r"^\s+\d+:\d+\s+(error|warning)", lines[i + 1]):
                    mark(i)
            if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", ln):
                mark(i)
            if re.match(r"^✖ \d+ problems?", ln):
                mark(i)

        # ---------------- go test / vet / build
        if tools & {"gotest", "govet"}:
            if re.match(r"^# \S+", ln):
                if i + 1 < n and not lines[i + 1].startswith("#") or (i + 2 < n and re.search(r"\.go:\d+", lines[i + 2])):
                    mark(i)  # package header of build/vet errors
            if re.match(r"^\S+\.go:\d+:\d+: ", ln):
                mark(i)  # compile / vet diagnostic
            if re.match(r"^\s*--- FAIL: ", ln):
                mark(i)
            m = re.match(r"^(\s+)\w+_test\.go:\d+: ", ln)
            if m:
                mark(i)
                go_detail_indent = len(m.group(1))
            elif go_detail_indent is not None:
                ind = len(ln) - len(ln.lstrip(" "))
                if ind > go_detail_indent and not ln.lstrip().startswith(("=== ", "--- PASS")):
                    mark(i)  # continuation of the t.Errorf message (e.g. golden diff)
                else:
                    go_detail_indent = None
            if ln.startswith("panic:"):
                mark(i)
            if ln.startswith("\t") and PROJ in ln and re.search(r"\.go:\d+", ln):
                mark(i)  # own stack frame file:line
                if i > 0:
                    mark(i - 1)  # and its function line
            if re.match(r"^FAIL\s", ln) or s == "FAIL":
                mark(i)
            if re.match(r"^ok\s+\S+", ln):
                mark(i)

        # ---------------- cargo build / test / clippy / rustc
        if "cargo" in tools:
            if re.match(r"^(error|warning)(\[\w+\])?: ", ln):
                mark(i)
            if re.match(r"^\s*--> ", ln):
                mark(i)
            # caret / dash annotation lines that carry a label
            if re.match(r"^\s*\d*\s*\|\s*[\^\-]{2,}.*\S", ln) and re.search(r"[\^-]{2,}\s+\S", ln):
                mark(i)
            if re.match(r"^test \S+ \.\.\. FAILED$", ln):
                mark(i)
            if re.match(r"^---- \S+ stdout ----$", ln):
                mark(i)
            if ln.startswith("thread '"):
                mark(i)
                if i + 1 < n:
                    mark(i + 1)  # the panic message
            if re.match(r"^\s*(left|right): ", ln):
                mark(i)
            if re.match(r"^\s+at \./", ln) or (re.match(r"^\s+at ", ln) and PROJ in ln):
                mark(i)  # own backtrace location
                if i > 0:
                    mark(i - 1)
            if s == "failures:":
                cargo_failures_seen += 1
                # the second "failures:" block lists the failing test names
                if i + 1 < n and re.match(r"^    \S+$", lines[i + 1]):
                    in_cargo_failures_list = True
                    mark(i)
                continue
            if in_cargo_failures_list and re.match(r"^    \S+$", ln):
                mark(i)
            if re.match(r"^error: \d+ targets? failed:", ln):
                in_targets_failed = True
                mark(i)
                continue
            if in_targets_failed and re.match(r"^\s+`", ln):
                mark(i)

        # ---------------- git status
        if "gitstatus" in tools:
            if ln.startswith(("On branch", "HEAD detached", "Your branch", "## ")):
                mark(i)
            if re.match(r"^\t(modified|new file|deleted|renamed|typechange|both modified):", ln):
                mark(i)
            if s in ("Changes not staged for commit:", "Changes to be committed:", "Untracked files:", "Unmerged paths:"):
                mark(i)
                in_git_untracked = s == "Untracked files:"
                continue
            if in_git_untracked and ln.startswith("\t"):
                mark(i)
            if re.match(r"^( ?[MADRCU?!]{1,2}) \S", ln) and len(ln) > 3 and ln[2] == " ":
                mark(i)
            if ln.startswith("nothing to commit") or ln.startswith("no changes added"):
                mark(i)

        # ---------------- git diff (changed lines are what the agent wants)
        if "gitdiff" in tools:
            if ln.startswith(("diff --git", "--- a/", "+++ b/", "--- /dev/null", "+++ /dev/null", "@@", "new file mode", "deleted file mode", "rename ")):
                mark(i)
            elif re.match(r"^[+-]", ln):
                mark(i)
            if re.match(r"^ \S.* \| +\d+ ?[+-]*$", ln) or re.match(r"^ \S.* \| Bin", ln):
                mark(i)

        # ---------------- git log / show: commits, subjects, file headers, stat rows
        if "gitlog" in tools:
            if re.match(r"^commit [0-9a-f]{7,40}", ln):
                mark(i)
                gitlog_expect_subject = True
                continue
            if gitlog_expect_subject and ln.startswith("    ") and s:
                mark(i)
                gitlog_expect_subject = False
            if ln.startswith("diff --git"):
                mark(i)
            if re.match(r"^ \S.* \| +\d+ ?[+-]*$", ln) or re.match(r"^ \S.* \| Bin", ln):
                mark(i)

        # ---------------- grep: every hit
        if "grep" in tools:
            if re.match(r"^[^\s:]+:\d+:", ln):
                mark(i)

        # ---------------- plain diff -u
        if "diff" in tools:
            if ln.startswith(("--- ", "+++ ", "@@")):
                mark(i)
            elif re.match(r"^[+-]", ln):
                mark(i)

        # ---------------- curl
        if "curl" in tools:
            m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", ln)
            if m:
                mark(i)
                curl_status = int(m.group(2))
                continue
            if ln.startswith("curl: ("):
                mark(i)
            if curl_status is not None:
                is_meta = s in ("<", ">") or ln.startswith(("* ", "> ", "< ", "{ ", "} ", "  % ", "   ")) or re.match(r"^\s*\d+\s+\d+\s+\d+", ln) or re.match(r"^[\w-]+: ", ln)
                if not is_meta and ln.startswith("<") and not ln.startswith("< "):
                    # HTML: keep only tags that carry visible text
                    text = re.sub(r"<[^>]*>", "", ln).strip()
                    if text:
                        mark(i)
                elif not is_meta:
                    mark(i)  # body line (JSON / text)
            if re.match(r"^\s+<(p|h1|h2|title)>.*\S.*</", ln) and curl_status and curl_status >= 400:
                mark(i)

    # always keep the last three non-blank lines
    nb = [i for i in range(n) if lines[i].strip()]
    for i in nb[-3:]:
        keep[i] = True

    out, seen = [], set()
    for i in range(n):
        if keep[i] and lines[i] not in seen:
            seen.add(lines[i])
            out.append(lines[i])
    return out


def process(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("-- output --\n", 1)
    if rest.startswith("-- keep --\n"):
        output = ""
    else:
        output = rest[: rest.rindex("\n-- keep --\n") + 1]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    kept = keep_lines(cmd, lines)
    body = output if output.endswith("\n") or output == "" else output + "\n"
    new = head + "-- output --\n" + body + "-- keep --\n" + "".join(k + "\n" for k in kept)
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as w:
        w.write(new)
    return len(kept)


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for f in files:
        k = process(f)
        if "-v" in sys.argv:
            print(f"{os.path.basename(f)}: {k} keep lines")
    print(f"{len(files)} files processed")


if __name__ == "__main__":
    main()

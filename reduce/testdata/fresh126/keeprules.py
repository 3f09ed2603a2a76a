#!/usr/bin/env python3
"""Fill the `-- keep --` section of every fresh126 txtar from its output.

Written before looking at anything the reducer does. Run once:

    python3 keeprules.py            # rewrite the keep sections in place
    python3 keeprules.py --check    # only report, change nothing

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Generic rule (every file): the last three non-blank lines are kept.
Generic rule (build, test and lint tools only): a line that states an error,
failure, warning, panic, exception, traceback or deprecation is kept, unless
it is a passing row, a code-frame line or a runtime/library stack frame.
Per-tool rules are below; a file's rules are picked from its `cmd:` line, and
a compound command (a; b, a && b) gets the rules of every tool in it.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic

GENERIC_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|warn|"
    r"panic|panicked|exception|traceback|deprecated|deprecation|conflict)\b",
    re.I,
)
ERROR_NAME = re.compile(r"\b[A-Z]\w*(Error|Exception)\b")
MARKERS = ("✖", "✕", "×", "●", "✗")


def passing_row(s):
    t = s.strip()
    return (
        t.startswith(("✓", "✔", "--- PASS", "=== RUN", "=== PAUSE", "=== CONT"))
        or t == "PASS"
        or re.search(r"\bPASSED\b", t) is not None
        or t.endswith(" ... ok")
    )


def code_frame(s):
    # vitest / tsc code frames: "  7|   expect(...)", "     |   ^", "23       berthId"
    return re.match(r"^\s*\d*\s*\|", s) is not None


def runtime_frame(s):
    t = s.strip()
    return (
        t.startswith(("/usr/local/go/", "/usr/lib/python", "node:internal", "at node:"))
        or re.match(r"^(testing|runtime|net/http|panic)\W", t) is not None
        or "(node:internal" in t
        or t.startswith('File "<frozen')
        or t.startswith('File "/usr/lib/python')
    )


def generic_hit(s):
    if passing_row(s) or code_frame(s) or runtime_frame(s):
        return False
    if any(m in s for m in MARKERS):
        return True
    return GENERIC_WORDS.search(s) is not None or ERROR_NAME.search(s) is not None


# ---------------------------------------------------------------- per tool
# Each rule takes the list of cleaned lines and returns the set of indexes
# to keep.


def rule_all_nonblank(lines):
    """cat / tree: the agent asked to read this; every line may be the one."""
    return {i for i, s in enumerate(lines) if s.strip()}


def rule_git_log(lines):
    keep = set()
    subject_next = False
    for i, s in enumerate(lines):
        body = re.sub(r"^[|*\\/ ]*", "", s)  # strip --graph rails
        if body.startswith("commit "):
            keep.add(i)
            subject_next = True
            continue
        if subject_next and body.strip() and not body.startswith(("Author:", "Date:", "Merge:")):
            keep.add(i)  # first message line = subject
            subject_next = False
            continue
        if re.match(r"^\S.*\|\s+\d+ ?[+-]*$", body.strip()) or re.search(r"\d+ files? changed", body):
            keep.add(i)  # --stat rows and totals
        if re.match(r"^[0-9a-f]{7,} ", body):
            keep.add(i)  # --oneline
    return keep


def rule_git_diff(lines):
    keep = set()
    for i, s in enumerate(lines):
        if s.startswith(("diff --git", "diff --cc", "new file mode", "deleted file mode",
                         "rename from", "rename to", "Binary files", "@@")):
            keep.add(i)
        elif s.startswith(("---", "+++")) and re.match(r"^(---|\+\+\+) (a/|b/|/dev/null)", s):
            continue
        elif s.startswith(("+", "-")):
            keep.add(i)
        elif s.startswith((" +", " -", "++", "--", "+ ", "- ")) and lines_is_cc(lines):
            keep.add(i)
    return keep


def lines_is_cc(lines):
    return any(l.startswith("diff --cc") for l in lines)


def rule_git_merge(lines):
    return {i for i, s in enumerate(lines) if s.startswith(("CONFLICT", "Automatic merge failed", "error:", "fatal:"))}


def rule_git_status(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if not t or t.startswith("("):
            continue
        if s.startswith("On branch") or s.startswith("## ") or s.startswith("HEAD detached"):
            keep.add(i)
        elif s.endswith(":") and not s.startswith(("\t", " ")):
            keep.add(i)  # section headers
        elif s.startswith("\t"):
            keep.add(i)  # entries
        elif t.startswith(("All conflicts fixed", "You have unmerged", "Your branch", "nothing to commit", "no changes added")):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", s):
            keep.add(i)  # --short
    return keep


def rule_grep(lines):
    """grep -rn: every hit is what the agent asked for."""
    return {i for i, s in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", s)}


GO_LOC = re.compile(r"^\s*(vet: )?[\w./-]+\.go:\d+(:\d+)?: ")
GO_TEST_MSG = re.compile(r"^\s+[\w.-]+_test\.go:\d+:")


def rule_go(lines):
    keep = set()
    in_test_msg = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if s.startswith("# "):
            keep.add(i)  # package header
            in_test_msg = False
            continue
        if GO_TEST_MSG.match(s):
            keep.add(i)
            in_test_msg = True
            continue
        if GO_LOC.match(s):
            keep.add(i)
            in_test_msg = False
            continue
        if s.startswith("\t") and (re.match(r"^\t(have|want|go get) ", s)):
            keep.add(i)  # compiler have/want and go get hints
            continue
        if t.startswith(("--- FAIL", "FAIL", "ok ", "panic:", "WARNING: DATA RACE", "fatal error:")):
            keep.add(i)
            in_test_msg = False
            continue
        if in_test_msg and s.startswith("    ") and not t.startswith(("--- ", "=== ")):
            # continuation of a t.Errorf message: keep diff and want/got lines
            if re.match(r"^\s+[-+]\s", s) or re.match(r"^\s+(want|got)\b", s):
                keep.add(i)
            continue
        in_test_msg = False
        if False:
            pass
        elif re.match(r"^(Read|Write|Previous write|Previous read) at 0x", t):
            keep.add(i)
        elif t.startswith("testing.go:") and "race detected" in t:
            keep.add(i)
        elif t.startswith("go: ") or t.startswith("exit status"):
            keep.add(i)
        elif t.startswith("http: panic serving"):
            keep.add(i)
    # project frames: the path line under /home/dev/work plus the function line before it
    for i, s in enumerate(lines):
        if s.strip().startswith(PROJECT):
            keep.add(i)
            if i > 0 and lines[i - 1].strip() and not lines[i - 1].strip().startswith("/"):
                keep.add(i - 1)
    return keep


def rule_go_cover_func(lines):
    """go tool cover -func: functions not fully covered, and the total."""
    keep = set()
    for i, s in enumerate(lines):
        if s.startswith("total:"):
            keep.add(i)
        elif re.search(r"\.go:\d+:\s+\S+\s+(\d+\.\d)%$", s):
            if not s.endswith("100.0%"):
                keep.add(i)
        elif s.startswith(("ok ", "FAIL", "--- FAIL")):
            keep.add(i)
    return keep


def rule_golangci(lines):
    keep = set()
    for i, s in enumerate(lines):
        if GO_LOC.match(s):
            keep.add(i)
        elif re.match(r"^\d+ issues?[.:]", s) or re.match(r"^\* [\w-]+: \d+$", s):
            keep.add(i)
    return keep


def rule_pytest(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if s.startswith("E ") or s.startswith(">"):
            keep.add(i)
        elif re.match(r"^_{3,} .* _{3,}$", s):
            keep.add(i)  # failure / error section header
        elif re.match(r"^[\w/.-]+\.py:\d+: \w+", s):
            keep.add(i)  # location line
        elif re.search(r"\b(FAILED|ERROR)\b", s) and not s.startswith(" "):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped)\b.* =+$", s):
            keep.add(i)
        elif s.startswith("!!!") or "Interrupted" in s:
            keep.add(i)
        elif re.search(r"\b(ImportError|ModuleNotFoundError)\b", s):
            keep.add(i)
        elif re.search(r"\w+Warning\b", s) and not s.startswith(" "):
            keep.add(i)
        elif re.match(r"^(TOTAL|[\w/.-]+\.py)\s+\d+\s+\d+\s+\d+%", s):
            # coverage table: files with missed statements, and the total
            parts = s.split()
            if parts[0] == "TOTAL" or parts[2] != "0":
                keep.add(i)
    return keep


def rule_python_traceback(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if t.startswith("Traceback (most recent call last)"):
            keep.add(i)
        elif t.startswith('File "' + PROJECT):
            keep.add(i)
            if i + 1 < len(lines) and not lines[i + 1].strip().startswith(("File ", "^")):
                keep.add(i + 1)  # the project source line
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Warning)\b:?", t) and not s.startswith(" "):
            keep.add(i)
    return keep


def rule_json_dump(lines):
    """JSON the agent asked for (generator output): every line carrying a key
    or a value; pure punctuation lines are not kept. Only applies when the
    output is JSON."""
    first = next((s for s in lines if s.strip()), "")
    if not first.startswith(("{", "[")):
        return set()
    return {i for i, s in enumerate(lines) if s.strip() and not re.fullmatch(r"[\[\]{},]+", s.strip())}


def rule_mypy(lines):
    return {i for i, s in enumerate(lines) if ": error:" in s or re.match(r"^(Found \d+ errors?|Success:)", s)}


def rule_flake8(lines):
    return {i for i, s in enumerate(lines) if re.match(r"^[\w/.-]+\.py:\d+:\d+: [A-Z]\d+ ", s)}


def rule_curl(lines):
    """curl: status line, request line, curl errors, and the body the agent
    asked for (text lines, JSON lines with a key or value). Connection chatter,
    request/response headers and the progress meter are not kept."""
    keep = set()
    in_headers = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            in_headers = False
            continue
        if re.match(r"^(< )?HTTP/\d(\.\d)? \d{3}", s):
            keep.add(i)
            in_headers = not s.startswith("< ")
            continue
        if re.match(r"^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ", s):
            keep.add(i)
            continue
        if re.match(r"^curl: \(\d+\)", s):
            keep.add(i)
            continue
        if in_headers:
            continue  # -i response headers
        if s.startswith(("* ", "> ", "< ", "{ [", "} [", "Note:", "  % Total", "      ", "\r")) or re.match(r"^\s*\d+\s+\d+\s+\d+\s+\d+", s):
            continue  # -v chatter, progress meter
        if s in (">", "<", "*"):
            continue
        if re.fullmatch(r"[\[\]{},]+", t):
            continue
        if t.startswith('{"time"') or re.match(r"^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d ", t) \
                or s.startswith("\t") or t.startswith("goroutine ") or re.search(r"\.go:\d+", t) \
                or re.match(r"^[\w./-]+\(.*\)$", t) or re.match(r"^[\w./*()-]+\.\w+\(", t):
            continue  # server log lines from a chained tail: the log rule decides
        keep.add(i)
    return keep


def rule_log(lines):
    """Server log tail: panics with the project's frames, warnings/errors and
    requests that ended 4xx/5xx. Routine 2xx access lines are not kept."""
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if "http: panic serving" in s or t.startswith(("panic:", "goroutine ")) and "[running]" in t:
            keep.add(i)
        elif t.startswith(PROJECT):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)
        elif t.startswith("{") and ('"level":"ERROR"' in t or '"level":"WARN"' in t):
            keep.add(i)
        elif re.search(r'"status":[45]\d\d\b', t):
            keep.add(i)
    return keep


def rule_npm(lines):
    keep = set()
    for i, s in enumerate(lines):
        if re.match(r"^(added|removed|changed|up to date)\b.*\bpackages?\b", s):
            keep.add(i)
        elif s.startswith("npm error") or s.startswith("npm ERR!"):
            keep.add(i)
        elif s.startswith("npm warn") and len(s.split()) > 2:
            keep.add(i)
    return keep


def rule_tsc(lines):
    keep = set()
    last = None
    for i, s in enumerate(lines):
        if re.match(r"^[\w/.-]+\.tsx?[(:]\d+[,:]\d+\)?:? ?-? ?error TS\d+", s):
            keep.add(i)
            last = i
        elif last is not None and s.startswith("  ") and not code_frame(s) and s.strip() and i == last + 1:
            keep.add(i)  # continuation of the message
            last = i
        elif re.match(r"^Found \d+ errors?", s):
            keep.add(i)
        elif re.match(r"^\s+\d+\s+[\w/.-]+\.tsx?(:\d+)?$", s):
            keep.add(i)  # "Errors  Files" summary rows
        else:
            last = None if s.strip() else last
    return keep


def rule_vitest(lines):
    keep = set()
    in_diff = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if t.startswith("×") or t.startswith("→"):
            keep.add(i)
        elif t.startswith("FAIL "):
            keep.add(i)
        elif re.match(r"^❯ [\w/.-]+\.\w+ \(\d+ tests? \| \d+ failed\)", t):
            keep.add(i)
        elif re.match(r"^❯ [\w/.-]+:\d+:\d+", t):
            keep.add(i)
            in_diff = False
        elif re.match(r"^[A-Z]\w*(Error|Exception)\b", t):
            keep.add(i)
        elif t in ("- Expected", "+ Received"):
            keep.add(i)
            in_diff = True
        elif t in ("- Expected:", "+ Received:"):
            keep.add(i)  # string form: the value is on the next line
            nxt = next((j for j in range(i + 1, len(lines)) if lines[j].strip()), None)
            if nxt is not None:
                keep.add(nxt)
        elif in_diff and re.match(r"^[-+] ", s):
            keep.add(i)
        elif re.search(r"Failed Tests \d+", t):
            keep.add(i)
        elif re.match(r"^(Test Files|Tests)\s+\d+", t):
            keep.add(i)
        elif t.startswith("⎯") and "[" not in t:
            continue
    return keep


def rule_coverage_table(lines):
    """v8 coverage table: the All files row and files with uncovered lines."""
    keep = set()
    for i, s in enumerate(lines):
        cells = [c.strip() for c in s.split("|")]
        if len(cells) == 6 and cells[0] and cells[0] != "File":
            if cells[0] == "All files" or (cells[5] and re.search(r"\d", cells[5])):
                keep.add(i)
    return keep


def rule_eslint(lines):
    keep = set()
    for i, s in enumerate(lines):
        if s.startswith("/") and not s.startswith(" "):
            keep.add(i)  # stylish file header
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", s):
            keep.add(i)
        elif re.match(r"^✖ \d+ problems?", s) or "potentially fixable" in s or s.startswith("ESLint found"):
            keep.add(i)
    return keep


def rule_prettier(lines):
    return {i for i, s in enumerate(lines) if s.startswith("[warn]") or s.startswith("[error]")}


def rule_node_assert(lines):
    keep = set()
    in_diff = False
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^[A-Z]\w*(Error|Exception)\b", t):
            keep.add(i)
        elif t.startswith("+ actual - expected"):
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r"^[-+] ", s):
            keep.add(i)
        elif t.startswith("at ") and PROJECT in t:
            keep.add(i)
            in_diff = False
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    """Pick the rule families for a command line. Returns (rules, generic)."""
    rules, generic = [], False
    parts = re.split(r"\s*(?:&&|;|\|\|)\s*", cmd)
    for p in parts:
        p = p.strip()
        if p.startswith(("cat ", "tree")):
            rules.append(rule_all_nonblank)
        elif p.startswith("git log"):
            rules.append(rule_git_log)
        elif p.startswith("git diff"):
            rules.append(rule_git_diff)
        elif p.startswith("git merge"):
            rules.append(rule_git_merge)
        elif p.startswith("git status"):
            rules.append(rule_git_status)
        elif p.startswith("grep "):
            rules.append(rule_grep)
        elif p.startswith("go tool cover"):
            rules.append(rule_go_cover_func)
        elif p.startswith(("go ", "make")):
            rules += [rule_go, rule_golangci]
            generic = True
        elif p.startswith("golangci-lint"):
            rules.append(rule_golangci)  # own rule only: source/caret lines are not kept
        elif "pytest" in p:
            rules.append(rule_pytest)  # own rule only: traceback source is not kept
        elif p.startswith("python3 -m tides.gen"):
            rules += [rule_python_traceback, rule_json_dump]
        elif p.startswith("mypy"):
            rules.append(rule_mypy)
        elif p.startswith("flake8"):
            rules.append(rule_flake8)
        elif p.startswith(("curl", "for ")):
            rules.append(rule_curl)
        elif p.startswith("tail"):
            rules.append(rule_log)
        elif p.startswith("npm ci") or p.startswith("npm i"):
            rules.append(rule_npm)
            generic = True
        elif p.startswith("npm run build"):
            rules += [rule_npm, rule_tsc]
            generic = True
        elif p.startswith(("npm test", "npx vitest")):
            rules += [rule_vitest, rule_coverage_table]
            generic = True
        elif p.startswith("npx tsc"):
            rules.append(rule_tsc)
            generic = True
        elif p.startswith("npm run lint") or p.startswith("npx eslint"):
            rules.append(rule_eslint)
            generic = True
        elif p.startswith("npx prettier"):
            rules.append(rule_prettier)
        elif p.startswith("npm run smoke"):
            rules.append(rule_node_assert)
            generic = True
    return rules, generic


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    rules, generic = rules_for(cmd)
    idx = set()
    for r in rules:
        idx |= r(lines)
    if generic:
        idx |= {i for i, s in enumerate(lines) if s.strip() and generic_hit(s)}
    nonblank = [i for i, s in enumerate(lines) if s.strip()]
    idx |= set(nonblank[-3:])
    seen, out = set(), []
    for i in sorted(idx):
        s = lines[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def parse(text):
    head, rest = text.split("-- output --\n", 1)
    output, _ = rest.split("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def main():
    check = "--check" in sys.argv
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        text = open(path, encoding="utf-8", newline="").read()
        head, cmd, output = parse(text)
        keep = keep_lines(cmd, output)
        if not keep:
            print(f"{os.path.basename(path)}: no keep lines", file=sys.stderr)
            sys.exit(1)
        new = head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
        if check:
            print(f"{os.path.basename(path)}: {len(keep)} keep lines")
        elif new != text:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(new)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Fill the `-- keep --` section of every .txtar file in this folder.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, in output order.

Rules: a generic rule (error/failure/warning words) for test, build and lint
tools, one rule per tool, and the last three non-blank lines of every output.
The rules were written before looking at anything the reducer does.

Usage: python3 keeprules.py            (rewrites the keep sections in place)
       python3 keeprules.py --check    (reports files whose keep section differs)
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][A-Z0-9]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- parsing

def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    idx = rest.rfind("-- keep --\n")
    output = rest[:idx]
    cmd = exit_code = None
    for h in head.split("\n"):
        if h.startswith("cmd: "):
            cmd = h[5:]
        elif h.startswith("exit: "):
            exit_code = int(h[6:])
    return cmd, exit_code, output


def write(path, cmd, exit_code, output, keep):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_code}\n-- output --\n{output}-- keep --\n")
        for k in keep:
            f.write(k + "\n")


# ---------------------------------------------------------------- tool detection

def tool_of(cmd):
    c = cmd
    if re.search(r"\bgit (status)\b", c):
        return "git-status"
    if re.search(r"\bgit diff\b", c):
        return "git-diff"
    if re.search(r"\bgit show\b", c):
        return "git-show"
    if re.search(r"\bgit log\b", c):
        return "git-log"
    if re.search(r"\bgit (merge|rebase|cherry-pick|pull)\b", c):
        return "git-merge"
    if re.match(r"\s*grep\b", c):
        return "grep"
    if re.match(r"\s*curl\b", c):
        return "curl"
    if "pytest" in c:
        return "pytest"
    if re.search(r"\bmypy\b", c):
        return "mypy"
    if re.search(r"\bflake8\b", c):
        return "flake8"
    if re.search(r"\bpylint\b", c):
        return "pylint"
    if re.search(r"\bvitest\b", c):
        return "vitest"
    if re.search(r"\bjest\b", c) or re.search(r"\bnpm (test|t)\b", c):
        return "jest"
    if re.search(r"\beslint\b", c):
        return "eslint"
    if re.search(r"\btsc\b", c):
        return "tsc"
    if re.search(r"\bcargo\b", c):
        return "cargo"
    if re.search(r"\bgo test\b", c) and "-json" in c:
        return "go-json"
    if re.search(r"\bgo (test|vet|build)\b", c) or re.search(r"\bstaticcheck\b", c):
        return "go"
    return "other"


# tools whose findings are fully described by their own rule
OWN_RULES_ONLY = {"git-status", "git-diff", "git-show", "git-log", "git-merge", "grep", "curl",
                  "go-json", "mypy", "flake8", "pylint"}

# ---------------------------------------------------------------- generic rule

GENERIC_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|panic|panicked|"
    r"exception|deprecated|deprecation)\b|\w+(Error|Exception)\b",
    re.IGNORECASE,
)
GENERIC_MARKERS = ("✖", "✕", "×", "●", "✗")
PASSING = re.compile(
    r"(✓|✔|^\s*PASS\b|\bPASSED\b|^\s*--- PASS|^=== (RUN|PAUSE|CONT)|\.\.\. ok$|^ok\s)"
)
CODE_FRAME = re.compile(r"^\s*\d+\s*\|.*|^\s*\|.*")


def generic(lines, tool, frame_lines):
    keep = set()
    for i, l in enumerate(lines):
        if not l or i in frame_lines:
            continue
        if PASSING.search(l):
            continue
        if CODE_FRAME.match(l):
            continue
        if tool == "pytest" and l[:1].isspace():
            continue  # traceback source context
        if l.strip() in ("Traceback:", "Traceback (most recent call last):", "failures:"):
            continue  # bare headers that carry no detail
        if re.match(r"^=+ [^\d]* =+$", l):
            continue  # pytest section banners (FAILURES, ERRORS, warnings summary)
        if re.search(r"\bat .*node_modules/", l):
            continue
        if tool == "cargo" and re.match(r"^\s*(= )?(note|help)(\[\w+\])?:", l):
            continue  # rustc/clippy explanations and suggestions
        if GENERIC_WORDS.search(l) or any(m in l for m in GENERIC_MARKERS):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- per tool

def project_path(p):
    p = p.strip()
    if p.startswith("/home/dev/work/"):
        return True
    if p.startswith("/") or p.startswith("<"):
        return False
    return "site-packages" not in p


def rule_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l) and l.strip() != "E":
            keep.add(i)  # assertion details, diff lines, exception
        elif l.startswith(">"):
            keep.add(i)  # failing source line
        elif re.match(r"^_{2,} .+ _{2,}$", l):
            keep.add(i)  # failure / collection-error header
        elif re.match(r"^(FAILED|ERROR)\s", l):
            keep.add(i)
        elif re.search(r"::\S*.*\s(FAILED|ERROR)\b", l):
            keep.add(i)  # -v rows
        elif re.match(r"^!{3,} .* !{3,}$", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|xfailed)\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^\d+ (passed|failed|error|errors)\b", l):
            keep.add(i)
        elif re.match(r"^(ImportError|ModuleNotFoundError)\b", l) or l.startswith("ImportError while"):
            keep.add(i)
        else:
            m = re.match(r"^(\S+\.py):\d+:", l)
            if m and project_path(m.group(1)):
                keep.add(i)  # location line of a project frame
            # coverage rows with missed statements, and the total
            m = re.match(r"^(\S+\.py)\s+(\d+)\s+(\d+)\s+\d+%", l)
            if m and int(m.group(3)) > 0:
                keep.add(i)
            if re.match(r"^TOTAL\s+\d+\s+\d+\s+\d+%", l):
                keep.add(i)
    return keep


def rule_mypy(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r":\d+: error:", l) or re.match(r"^(Found \d+ errors?|Success:)", l)}


def rule_flake8(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]\d+ ", l):
            keep.add(i)  # --statistics row
        elif re.match(r"^\d+$", l):
            keep.add(i)  # --count total
    return keep


def rule_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\*+ Module ", l) or re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l)
            or "Your code has been rated" in l}


JEST_FRAME = re.compile(r"^\s*at .*?\(?((?:test|tests|src|lib|scripts)/\S+:\d+:\d+)\)?$")


def rule_jest(lines):
    keep = set()
    in_diff = False
    in_console = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^console\.(log|info|warn|error|debug)$", s):
            in_console = True  # the next `at` line is where the message was logged, not a failure
            continue
        if in_console and s.startswith("at "):
            in_console = False
            continue
        if re.match(r"^\s*FAIL\s", l) or s.startswith("●") or s.startswith("✕"):
            keep.add(i)
        elif re.match(r"^\s*expect\(", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)( length| value)?:", l):
            keep.add(i)
        elif re.match(r"^\s*- Expected", l) or re.match(r"^\s*\+ Received", l):
            keep.add(i)
            in_diff = True
            continue
        elif re.match(r"^\s*>\s*\d+\s*\|", l):
            keep.add(i)
        elif JEST_FRAME.match(l) and "node_modules" not in l:
            keep.add(i)
        elif re.search(r"\berror\b.*\bTS\d+:", l):
            keep.add(i)  # ts-jest diagnostics
        elif re.match(r"^(Tests|Test Suites):", l):
            keep.add(i)
        elif re.match(r"^\s*All files\s*\|", l):
            keep.add(i)
        else:
            m = re.match(r"^\s*\S+\s*\|[^|]*\|[^|]*\|[^|]*\|[^|]*\|\s*(\S.*)$", l)
            if m and not l.strip().startswith("File") and re.search(r"\d", m.group(1)) \
                    and re.search(r"[A-Za-z]", l.split("|")[0]):
                keep.add(i)  # coverage row with uncovered lines
        if in_diff:
            if re.match(r"^\s*[-+] ", l) or re.match(r"^\s*[-+]$", l):
                keep.add(i)
            elif not s:
                in_diff = False
    return keep


def rule_vitest(lines):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("×") or s.startswith("→"):
            keep.add(i)
        elif re.match(r"^\s*FAIL\s", l):
            keep.add(i)
        elif s.startswith("❯"):
            if re.search(r"\bfailed\b", s) or re.search(r"(test|tests|src)/\S+:\d+:\d+", s):
                keep.add(i)
        elif re.match(r"^- Expected", s) or re.match(r"^\+ Received", s):
            keep.add(i)
            in_diff = True
            continue
        elif re.search(r"⎯ Failed Tests \d+ ⎯", l):
            keep.add(i)
        elif re.match(r"^(Test Files|Tests)\s", s):
            keep.add(i)
        if in_diff:
            if re.match(r"^[-+] ", l) or re.match(r"^[-+]$", l):
                keep.add(i)
            elif not s or s.startswith("❯"):
                in_diff = False
    return keep


def rule_tsc(lines):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+", l):
            keep.add(i)
            in_err = True
            continue
        if in_err and l.startswith("  ") and l.strip() and not re.match(r"^\s*\d", l):
            keep.add(i)  # continuation of a plain-mode message chain
            continue
        in_err = False
        if re.match(r"^Found \d+ errors?", l):
            keep.add(i)
    return keep


def rule_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
            # file header: nearest previous non-blank line that is a path
            j = i - 1
            while j >= 0 and re.match(r"^\s+\d+:\d+\s", lines[j]):
                j -= 1
            if j >= 0 and lines[j].strip() and not lines[j].startswith(" "):
                keep.add(j)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):
            keep.add(i)  # unix formatter
        elif re.match(r"^✖ \d+ problems?", l) or "potentially fixable" in l:
            keep.add(i)
    return keep


CARET_LABEL = re.compile(r"^\s*\|[\s|]*[\^\-][\^\-\s|]*\s[^\^\-\s|]")


def rule_cargo(lines):
    keep = set()
    n = len(lines)
    i = 0
    while i < n:
        l = lines[i]
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?:", l):
            keep.add(i)
        elif re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", l):
            keep.add(i)  # --message-format short
        elif re.match(r"^\s*--> ", l):
            path = s[4:]
            if not path.startswith("/rustc/") and "/.cargo/" not in path:
                keep.add(i)
        elif CARET_LABEL.match(l):
            keep.add(i)
        elif l.startswith("Some errors have detailed explanations"):
            keep.add(i)
        elif re.match(r"^test .* FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif re.match(r"^test result:", l):
            keep.add(i)
        elif "panicked at" in l:
            keep.add(i)
            j = i + 1
            while j < n and lines[j].strip() and not lines[j].startswith("note:") \
                    and not lines[j].startswith("stack backtrace:"):
                keep.add(j)
                j += 1
        elif l == "failures:":
            j = i + 1
            while j < n and not lines[j].strip():
                j += 1
            if j < n and re.match(r"^    \S+$", lines[j]):
                while j < n and re.match(r"^    \S+$", lines[j]):
                    keep.add(j)
                    j += 1
        elif re.match(r"^error: \d+ targets? failed:", l):
            j = i + 1
            while j < n and re.match(r"^\s+`", lines[j]):
                keep.add(j)
                j += 1
        elif re.match(r"^\s+at \./|^\s+at /home/dev/work/", l):
            keep.add(i)  # project frame of a backtrace, plus its function line
            if i > 0 and re.match(r"^\s*\d+: ", lines[i - 1]):
                keep.add(i - 1)
        i += 1
    return keep


def go_frames(lines):
    """Indices of goroutine-trace lines (function line + tab-indented file line)."""
    frames = set()
    project = set()
    for i in range(len(lines) - 1):
        nxt = lines[i + 1]
        if nxt.startswith("\t") and re.match(r"^\t\S+\.go:\d+", nxt) and lines[i] and not lines[i].startswith("\t"):
            frames.update((i, i + 1))
            if nxt.strip().startswith("/home/dev/work/"):
                project.update((i, i + 1))
    return frames, project


def rule_go(lines):
    keep = set()
    frames, project = go_frames(lines)
    keep |= project
    for i, l in enumerate(lines):
        if i in frames:
            continue
        s = l.strip()
        if l.startswith("# "):
            keep.add(i)
        elif re.match(r"^\s*--- FAIL", l):
            keep.add(i)
        elif re.match(r"^FAIL\b", l) or re.match(r"^ok\s", l):
            keep.add(i)
        elif re.match(r"^\s*\w+_test\.go:\d+:", l):
            keep.add(i)
        elif re.match(r"^(vet: |-: )?\S+\.go:\d+:\d+:", l):
            keep.add(i)
        elif re.match(r"^(vet|-): ", l):
            keep.add(i)
        elif l.startswith("panic:") or s.startswith("[signal"):
            keep.add(i)
        elif re.match(r"^goroutine \d+ \[running\]:", l):
            pass
    return keep, frames


def rule_go_json(lines):
    keep = set()
    for i, l in enumerate(lines):
        if '"Action":"fail"' in l:
            keep.add(i)
            continue
        m = re.search(r'"Action":"output".*"Output":"(.*)"\}$', l)
        if not m:
            continue
        out = m.group(1)
        if re.match(r"^\s*--- FAIL", out) or re.match(r"^\s*\w+_test\.go:\d+:", out.replace("\\t", "\t")) \
                or re.match(r"^(\\t)*\s*\w+_test\.go:\d+:", out) or out.startswith("FAIL") \
                or out.startswith("panic:") or out.startswith("ok "):
            keep.add(i)
    return keep


def rule_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("("):
            continue  # hints
        if re.match(r"^(On branch|HEAD detached|## |Your branch|You have unmerged paths|"
                    r"You are currently (rebasing|merging|cherry-picking)|All conflicts fixed|"
                    r"interactive rebase in progress)", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|"
                      r"Unmerged paths):$", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)  # short format
    return keep


def diff_lines(lines, keep_changes=True):
    keep = set()
    combined = False
    in_hunk = False
    for i, l in enumerate(lines):
        if l.startswith("diff --git") or l.startswith("diff --cc") or l.startswith("diff --combined"):
            keep.add(i)
            combined = not l.startswith("diff --git")
            in_hunk = False
        elif re.match(r"^(new|deleted) file mode|^similarity index|^rename (from|to) ", l):
            keep.add(i)
        elif l.startswith("@@"):
            keep.add(i)
            in_hunk = True
        elif l.startswith("commit ") and re.match(r"^commit [0-9a-f]{7,}", l):
            in_hunk = False
        elif in_hunk and keep_changes:
            if combined:
                if l[:2].strip(" ") and set(l[:2]) <= set("+- "):
                    keep.add(i)
            elif l[:1] in "+-" and l and not l.startswith("+++") and not l.startswith("---"):
                keep.add(i)
    return keep


def log_headers(lines):
    keep = set()
    n = len(lines)
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            j = i + 1
            while j < n and re.match(r"^(Author|AuthorDate|Commit|CommitDate|Date|Merge):", lines[j]):
                j += 1
            while j < n and not lines[j].strip():
                j += 1
            if j < n and lines[j].startswith("    "):
                keep.add(j)  # subject
        elif re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l):
            keep.add(i)  # --stat row
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def rule_git_log(lines, cmd):
    keep = log_headers(lines) | diff_lines(lines, keep_changes=False)
    if re.search(r"--(graph|oneline|format|pretty)", cmd):
        # one line per commit: every commit line is what was asked for
        for i, l in enumerate(lines):
            if re.match(r"^[*|/\\ ]*[0-9a-f]{7,12} ", l) or re.match(r"^[*|/\\ ]*\* ", l):
                keep.add(i)
    return keep


def rule_git_show(lines):
    return log_headers(lines) | diff_lines(lines, keep_changes=True)


def rule_git_merge(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^(CONFLICT|error:|fatal:|Automatic merge failed|Could not apply|"
                        r"Auto-merging|Merge made|Fast-forward|Successfully rebased)", l)
            or "CONFLICT" in l}


def rule_grep(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^[^:\s][^:]*:\d+[:-]", l) or l.startswith("Binary file ") or l.startswith("grep: ")}


def rule_curl(lines, raw_lines):
    keep = set()
    status = None
    header_done = False
    verbose = any(l.startswith("* ") or l.startswith("> ") for l in lines)
    has_i = any(re.match(r"^HTTP/[\d.]+ \d{3}", l) for l in lines)
    body = []
    for i, l in enumerate(lines):
        raw = raw_lines[i]
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if re.match(r"^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ", l):
            keep.add(i)
            continue
        m = re.match(r"^curl: \((\d+)\)", l)
        if m:
            keep.add(i)
            em = re.search(r"returned error: (\d{3})", l)
            if em:
                status = int(em.group(1))
            continue
        # chatter: connection info, headers, data markers, progress meter, notes
        if "\r" in raw or l.startswith(("* ", "> ", "< ", "{ [", "} [", "Note:")) or l in (">", "<", "*"):
            continue
        if re.match(r"^\s*% Total|^\s+Dload|^\s*\d+\s+\d+\s+\d+\s+\d+", l):
            continue
        if has_i and not verbose and not header_done:
            if not l.strip():
                header_done = True
            continue
        if l.strip():
            body.append(i)
    if status is not None and status >= 400:
        keep.update(body)
    return keep


# ---------------------------------------------------------------- driver

def keep_lines(cmd, output):
    raw_lines = output.split("\n")
    if raw_lines and raw_lines[-1] == "":
        raw_lines = raw_lines[:-1]
    lines = [clean(l) for l in raw_lines]
    tool = tool_of(cmd)
    keep = set()
    frame_lines = set()
    if tool == "pytest":
        keep |= rule_pytest(lines)
    elif tool == "mypy":
        keep |= rule_mypy(lines)
    elif tool == "flake8":
        keep |= rule_flake8(lines)
    elif tool == "pylint":
        keep |= rule_pylint(lines)
    elif tool == "jest":
        keep |= rule_jest(lines)
    elif tool == "vitest":
        keep |= rule_vitest(lines)
    elif tool == "tsc":
        keep |= rule_tsc(lines)
    elif tool == "eslint":
        keep |= rule_eslint(lines)
    elif tool == "cargo":
        keep |= rule_cargo(lines)
    elif tool == "go":
        k, frame_lines = rule_go(lines)
        keep |= k
    elif tool == "go-json":
        keep |= rule_go_json(lines)
    elif tool == "git-status":
        keep |= rule_git_status(lines)
    elif tool == "git-diff":
        keep |= diff_lines(lines)
    elif tool == "git-show":
        keep |= rule_git_show(lines)
    elif tool == "git-log":
        keep |= rule_git_log(lines, cmd)
    elif tool == "git-merge":
        keep |= rule_git_merge(lines)
    elif tool == "grep":
        keep |= rule_grep(lines)
    elif tool == "curl":
        keep |= rule_curl(lines, raw_lines)
    if tool not in OWN_RULES_ONLY:
        keep |= generic(lines, tool, frame_lines)
    # last three non-blank lines of every output
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return tool, out


def main():
    check = "--check" in sys.argv
    bad = 0
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(HERE, name)
        cmd, exit_code, output = parse(path)
        tool, keep = keep_lines(cmd, output)
        if check:
            text = open(path, encoding="utf-8").read()
            cur = text[text.rfind("-- keep --\n") + len("-- keep --\n"):].split("\n")
            cur = [c for c in cur if c]
            if cur != keep:
                bad += 1
                print("differs:", name)
            continue
        write(path, cmd, exit_code, output, keep)
        print(f"{name:50s} {tool:10s} {len(keep):4d} keep lines")
    if check:
        sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()

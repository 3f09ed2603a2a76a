#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh122 *.txtar from its output.

Rules were fixed before any reducer output was seen. Run once:
    python3 keeprules.py            (rewrites the keep section of each file)

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- generic
GENERIC = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|failing|panic|panicked|"
    r"exception|traceback|warning|warnings|deprecated|fatal)\b"
    r"|\w*Error\b|\w*Exception\b|\bFAIL\b|\bFAILED\b|\bERROR\b|\bWARN(ING)?\b"
    r"|[✖✕×●✗]",
    re.IGNORECASE,
)
# the project's own file:line locations (after path rewriting)
PROJECT_LOC = re.compile(
    r"(/home/dev/work/\S+:\d+|(^|[\s(])(\./)?(src|lib|test|tests|legacy_tests|peal_planner|"
    r"lightchar|rota|tally|bales|pay|cmd)/[\w./-]+[:(]\d+)"
)


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


def tool_of(cmd: str) -> str:
    c = cmd
    for key, pat in [
        ("pytest", r"\bpytest\b"), ("mypy", r"^mypy\b"), ("flake8", r"^flake8\b"),
        ("pylint", r"^pylint\b"), ("jest", r"\bjest\b"), ("vitest", r"\bvitest\b"),
        ("mocha", r"\bmocha\b"), ("tsc", r"\btsc\b"), ("webpack", r"\bwebpack\b"),
        ("esbuild", r"\besbuild\b"), ("eslint", r"\beslint\b"), ("cargo", r"^cargo\b"),
        ("gotestjson", r"^go test .*-json"), ("gotest", r"^go test\b"), ("govet", r"^go vet\b"),
        ("staticcheck", r"^staticcheck\b"), ("gitstatus", r"^git status\b"),
        ("gitdiff", r"^git diff\b"), ("gitlog", r"^git (log|show)\b"), ("grep", r"^grep\b"),
        ("curl", r"^curl\b"),
    ]:
        if re.search(pat, c):
            return key
    return "other"


# ------------------------------------------------------------- per tool
def keep_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("E ") or l == "E":
            keep.add(i)
        elif l.startswith(">"):
            keep.add(i)  # failing source line
        elif re.match(r"^_{3,} .+ _{3,}$", l):
            keep.add(i)  # failing test / collection error header
        elif re.match(r"^\S+\.py:\d+: ", l) or re.match(r"^\S+\.py:\d+: in ", l):
            keep.add(i)  # file:line locations of the failure
        elif re.match(r"^(FAILED|ERROR) ", l) or re.search(r" (FAILED|ERROR)( +\[|$)", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|deselected|skipped|no tests ran)\b.* =+$", l):
            keep.add(i)  # final count line
        elif re.match(r"^!+ .* !+$", l):
            keep.add(i)  # "stopping after 1 failures" / "Interrupted"
        elif re.match(r"^(ImportError|ModuleNotFoundError|SyntaxError)", s):
            keep.add(i)
        elif not l.startswith(" ") and GENERIC.search(l) and not l.startswith("PASSED ") \
                and not re.match(r"^(platform|rootdir|plugins|cachedir)", l):
            keep.add(i)
    return keep


def keep_mypy(lines):
    return {i for i, l in enumerate(lines)
            if ": error:" in l or re.match(r"^(Found \d+ error|Success:)", l)}


def keep_flake8(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l) or re.match(r"^\d+\s+[A-Z]+\d+ ", l)
            or re.match(r"^\d+$", l)}


def keep_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", l) or l.startswith("************* Module")
            or "Your code has been rated" in l}


def keep_jest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^FAIL ", l) or s.startswith("●") or s.startswith("✕"):
            keep.add(i)
        elif re.match(r"^(Expected|Received)\b", s) or re.match(r"^(- Expected|\+ Received)", s):
            keep.add(i)
        elif re.match(r"^\s+[-+] ", l) and not re.match(r"^\s+\d+ \|", l):
            keep.add(i)  # diff body of the failed assertion
        elif re.match(r"^>\s*\d+ \|", s):
            keep.add(i)  # failing source line in code frame
        elif re.match(r"^at .*\((test|src|lib)/", s):
            keep.add(i)  # project stack frame
        elif re.match(r"^(Tests|Test Suites):", s):
            keep.add(i)
        elif s.startswith("expect(") :
            keep.add(i)  # matcher line naming the failed assertion
        elif GENERIC.search(l) and not s.startswith("✓") and not re.match(r"^\d+ \|", s) \
                and not re.match(r"^>?\s*\d+ \|", s):
            keep.add(i)
    return keep


def keep_vitest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("×") or s.startswith("→") or s.startswith("FAIL ") or re.match(r"^❯ \S+\.ts:\d+:\d+", s):
            keep.add(i)
        elif s.startswith("❯ ") and "failed" in s:
            keep.add(i)
        elif re.match(r"^(- Expected|\+ Received)$", s) or re.match(r"^[-+] ", l):
            keep.add(i)
        elif re.match(r"^(Test Files|Tests)\s", s) or re.search(r"Failed Tests \d+", s):
            keep.add(i)
        elif GENERIC.search(l) and not s.startswith("✓"):
            keep.add(i)
    return keep


def keep_mocha(lines):
    keep = set()
    take_next = False
    for i, l in enumerate(lines):
        s = l.strip()
        if take_next and s:
            keep.add(i)  # test title on the line after "N) suite"
            take_next = False
            continue
        if re.match(r"^\s+\d+\) ", l):
            keep.add(i)
            if re.match(r"^  \d+\) ", l):
                take_next = True  # detail header: the test title follows
        elif re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
        elif re.match(r"^[-+] ", s) or s == "+ actual - expected" or s == "+ expected - actual":
            keep.add(i)
        elif re.match(r"^at .*\((test|lib|src)/", s):
            keep.add(i)
        elif GENERIC.search(l) and not s.startswith("✔"):
            keep.add(i)
    return keep


def keep_tsc(lines):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+", l):
            keep.add(i)
            in_err = True
        elif in_err and l.startswith("  "):
            keep.add(i)  # continuation of the diagnostic message
        else:
            in_err = False
            if re.match(r"^Found \d+ error", l) or GENERIC.search(l):
                keep.add(i)
    return keep


def keep_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("ERROR in") or l.startswith("WARNING in") or "[tsl]" in l:
            keep.add(i)
        elif re.match(r"^TS\d+: ", s) or (i > 0 and re.match(r"^TS\d+: ", lines[i - 1].strip()) and l.startswith("  ") and not s.startswith("@")):
            keep.add(i)
        elif re.match(r"^webpack .* compiled", l):
            keep.add(i)
        elif GENERIC.search(l) and not s.startswith("@"):
            keep.add(i)
    return keep


def keep_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^/\S+\.(js|ts|jsx|tsx|mjs|cjs)$", l):
            keep.add(i)  # stylish file header
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):
            keep.add(i)  # unix formatter
        elif re.search(r"\d+ problems?\b", l) or "potentially fixable" in l:
            keep.add(i)
    return keep


def keep_cargo(lines):
    keep = set()
    in_failures_list = False
    in_panic = False
    for i, l in enumerate(lines):
        s = l.strip()
        if in_panic:
            if s and not s.startswith("note: run with `RUST_BACKTRACE"):
                keep.add(i)  # panic message / left / right
                continue
            in_panic = False
        if re.match(r"^(error|warning)(\[\w+\])?: ", l) or l.startswith("error:"):
            keep.add(i)
        elif re.match(r"^\s*--> ", l):
            keep.add(i)  # location of the diagnostic
        elif re.match(r"^\s*\|\s*[\^\-]+ \S", l):
            keep.add(i)  # caret label carrying the message
        elif re.match(r"^test .* \.\.\. FAILED$", l) or re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.add(i)
            in_panic = True
        elif re.match(r"^\s*(left|right):", l) or s.startswith("assertion "):
            keep.add(i)
        elif l == "failures:":
            in_failures_list = True
        elif in_failures_list and re.match(r"^    \S+$", l):
            keep.add(i)
        elif l.startswith("test result:"):
            keep.add(i)
            in_failures_list = False
    return keep


def keep_go(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^--- FAIL", s) or re.match(r"^(FAIL|ok)\b", l) or l.startswith("# "):
            keep.add(i)
        elif re.match(r"^\S+_test\.go:\d+: ", s):
            keep.add(i)  # t.Errorf / t.Fatalf
        elif re.match(r"^\S+\.go:\d+:\d+: ", l):
            keep.add(i)  # compile / vet / staticcheck finding
        elif l.startswith("panic:"):
            keep.add(i)
        elif l.startswith("\t/home/dev/work/"):
            keep.add(i)  # project frame of a goroutine trace ...
            if i > 0:
                keep.add(i - 1)  # ... and its function line
        elif GENERIC.search(l) and not re.match(r"^\s*(=== RUN|--- PASS|=== PAUSE|=== CONT)", l) \
                and not l.startswith("\t/usr/local/go/") and not l.startswith("testing.") \
                and not l.startswith("goroutine "):
            keep.add(i)
    return keep


def keep_gotestjson(lines):
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if GENERIC.search(l):
                keep.add(i)
            continue
        act = ev.get("Action")
        out = ev.get("Output", "") or ""
        if act == "fail":
            keep.add(i)
        elif act == "output" and (re.match(r"^\s*--- FAIL", out) or re.match(r"^\s*\S+_test\.go:\d+: ", out)
                                  or re.match(r"^(FAIL|panic:)", out) or re.match(r"^ok\s", out)):
            keep.add(i)
    return keep


def keep_gitstatus(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|Your branch|## )", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)  # every changed / untracked entry (long format)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)  # short format entry
    return keep


def keep_gitdiff(lines):
    return {i for i, l in enumerate(lines)
            if l.startswith("diff --git") or l.startswith("@@")
            or (l.startswith("+") and not l.startswith("+++"))
            or (l.startswith("-") and not l.startswith("---"))
            or re.match(r"^(new|deleted) file mode", l) or l.startswith("rename ")}


def keep_gitlog(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i)
            want_subject = True
        elif want_subject and l.startswith("    ") and l.strip():
            keep.add(i)  # subject line
            want_subject = False
        elif l.startswith("diff --git") or l.startswith("@@") or re.match(r"^(new|deleted) file mode", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)  # stat rows and totals
    return keep


def keep_grep(lines):
    # every hit is what the agent asked for
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s][^:]*:\d+:", l)
            or l.startswith("grep:")}


def keep_curl(lines):
    keep = set()
    status = None
    in_headers_i = True  # for -i: unprefixed header block before first blank line
    verbose = any(l.startswith("* ") or l.startswith("> ") or l.startswith("< ") for l in lines)
    body = []
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if l.startswith("curl: ("):
            keep.add(i)
            continue
        if re.match(r"^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ", l):
            keep.add(i)  # request line
            continue
        if verbose:
            if re.match(r"^([*<>{}] |[*<>{}]$|\s+%|\s+Dload|\s*\d+\s+\d+\s+\d+|Note:)", l):
                continue
            body.append(i)
        else:
            if in_headers_i:
                if not l.strip():
                    in_headers_i = False
                continue
            body.append(i)
    if status is not None and status >= 400:
        keep.update(body)
    return keep


DISPATCH = {
    "pytest": keep_pytest, "mypy": keep_mypy, "flake8": keep_flake8, "pylint": keep_pylint,
    "jest": keep_jest, "vitest": keep_vitest, "mocha": keep_mocha, "tsc": keep_tsc,
    "webpack": keep_webpack, "eslint": keep_eslint, "cargo": keep_cargo, "gotest": keep_go,
    "govet": keep_go, "staticcheck": keep_go, "gotestjson": keep_gotestjson,
    "gitstatus": keep_gitstatus, "gitdiff": keep_gitdiff, "gitlog": keep_gitlog,
    "grep": keep_grep, "curl": keep_curl,
}
NO_GENERIC = {"gitstatus", "gitdiff", "gitlog", "grep", "curl", "gotestjson", "pylint", "flake8", "mypy"}


def keep_lines(cmd: str, output: str):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    tool = tool_of(cmd)
    idx = set(DISPATCH.get(tool, lambda ls: set())(lines))
    if tool not in NO_GENERIC:
        for i, l in enumerate(lines):
            # generic: any line stating an error/failure/warning/panic/exception
            if tool == "pytest" and l.startswith(" "):
                continue  # traceback source context
            if tool in ("gotest", "govet", "staticcheck") and (l.startswith("\t/usr/local/go/") or l.startswith("testing.")):
                continue
            if re.match(r"^\s*(✓|✔|PASS |PASSED |--- PASS|=== RUN|test .* \.\.\. ok$)", l):
                continue
            if re.match(r"^\s*\d+ \|", l) or re.match(r"^\s+\d+\|", l):
                continue  # code-frame context lines
            if GENERIC.search(l):
                idx.add(i)
    # last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nb[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for f in files:
        data = open(f, "rb").read().decode("utf-8")
        head, rest = data.split("\n-- output --\n", 1)
        output, _ = rest.rsplit("-- keep --\n", 1)
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = keep_lines(cmd, output)
        new = head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
        open(f, "wb").write(new.encode("utf-8"))
        print(f"{os.path.basename(f)}: {tool_of(cmd)} keep={len(keep)}", file=sys.stderr)


if __name__ == "__main__":
    main()

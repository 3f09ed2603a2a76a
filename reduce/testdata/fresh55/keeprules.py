#!/usr/bin/env python3
"""Derive the keep lists of the fresh55 set from the recorded outputs.

Run from anywhere: python3 keeprules.py [--write]
Without --write it prints each file's keep list; with --write it rewrites the
"-- keep --" section of every .txtar in this folder.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is listed once,
in order of first appearance.  Rules are per tool (chosen from the command),
plus, for every output, the last three non-blank lines.
"""
import difflib
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    out = rest.split("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, out


def tool_of(cmd):
    c = cmd.replace("RUST_BACKTRACE=1 ", "")
    for key, name in [
        ("pytest", "pytest"), ("mypy", "mypy"), ("flake8", "flake8"), ("pylint", "pylint"),
        ("npx jest", "jest"), ("npx vitest", "vitest"), ("npx mocha", "mocha"),
        ("npx tsc", "tsc"), ("npx webpack", "webpack"), ("npx esbuild", "esbuild"),
        ("npx eslint", "eslint"), ("cargo ", "cargo"), ("staticcheck", "gotool"),
        ("go test", "gotest"), ("go vet", "gotool"), ("go build", "gotool"),
        ("git status", "gitstatus"), ("git diff", "gitdiff"), ("git log", "gitdiff"),
        ("git show", "gitdiff"), ("grep ", "grep"), ("curl ", "curl"),
    ]:
        if c.startswith(key):
            return name
    raise SystemExit("no tool for " + cmd)


PYLOC = re.compile(r"^(tests|lamprota)/[\w/]+\.py:\d+:( |$)")
PYFILE = re.compile(r'^\s*File "(/home/dev/work/[^"]+|/srv/[^"]+)", line \d+')


def k_pytest(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("E ") or re.match(r"^E\s", l):
            keep.append(l)                      # exception / assertion detail
        elif l.startswith(">"):
            keep.append(l)                      # the failing source line
        elif PYLOC.match(l):
            keep.append(l)                      # project location
        elif PYFILE.match(l):
            keep.append(l)
        elif re.match(r"^_{3,} .* _{3,}$", l) or re.match(r"^_{3,} .*$", l) and "_ _ _" not in l:
            keep.append(l)                      # failing test / error header
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.append(l)
        elif re.search(r"::\S.* (FAILED|ERROR)\b", l):
            keep.append(l)                      # -v row of a failure
        elif re.match(r"^=+ .*\b(failed|passed|error|errors|skipped)\b.* =+$", l) or re.match(r"^\d+ (failed|passed|error)", l):
            keep.append(l)                      # summary count
        elif "Interrupted:" in l:
            keep.append(l)
        elif re.match(r"^(ImportError|SyntaxError|ModuleNotFoundError)\b", s) or s.startswith("ImportError while"):
            keep.append(l)
        elif re.search(r"collected \d+ items / \d+ error", l):
            keep.append(l)
        elif re.match(r"^\s+\^+\s*$", l) and i > 0 and PYFILE.match(lines[i - 2] if i > 1 else ""):
            keep.append(l)
        elif re.match(r"^file /home/dev/work/.*, line \d+", l) or re.search(r"fixture '.*' not found", l):
            keep.append(l)
    return keep


def k_mypy(lines):
    return [l for l in lines if ": error:" in l or re.match(r"^(Found \d+ error|Success:)", l)]


def k_flake8(lines):
    return [l for l in lines if re.match(r"^[\w./-]+:\d+:\d+: [A-Z]\d+ ", l) or re.match(r"^\d+\s*$", l)
            or re.match(r"^\d+\s+[A-Z]\d+ ", l)]


def k_pylint(lines):
    return [l for l in lines if re.match(r"^[\w./-]+:\d+:\d+: [CRWEF]\d{4}", l)
            or re.match(r"^[\w./-]+:\d+: \[[CRWEF]\d{4}", l) or "Your code has been rated" in l]


JSFRAME = re.compile(r"^\s*at .*\((?!node:|node_modules|/)[^)]*\.(js|ts):\d+:\d+\)$|^\s*at (?!node:)[\w./-]+\.(js|ts):\d+:\d+$")


def k_jsdiff(l):
    s = l.strip()
    return len(s) > 1 and s[0] in "-+" and not s.startswith("---") and not s.startswith("+++")


def k_jest(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if s.startswith("●") and "Console" not in s:
            keep.append(l)
        elif re.match(r"^FAIL ", l):
            keep.append(l)
        elif re.match(r"^(Expected|Received|Snapshot name|Expected pattern|Received message|Expected substring|Expected value|Received value)", s):
            keep.append(l)
        elif s.startswith("expect("):
            keep.append(l)
        elif k_jsdiff(l):
            keep.append(l)
        elif re.match(r"^>\s*\d+ \|", s):
            keep.append(l)
        elif JSFRAME.match(l):
            keep.append(l)
        elif re.match(r"^(Tests|Test Suites|Snapshots):", l) or re.match(r"^\s*›\s*\d+ snapshots? failed", l):
            keep.append(l)
        elif re.match(r"^\s*(\w*Error|Error):", s):
            keep.append(l)
        elif s.startswith("✕"):
            keep.append(l)
    return keep


def k_vitest(lines):
    keep = []
    block = False
    for l in lines:
        s = l.strip()
        if block:
            if s == "":
                block = False
            else:
                keep.append(l)
                continue
        if s.startswith("(!) "):
            keep.append(l)                      # config warning printed before the run
        elif re.match(r"^(- Expected|\+ Received):$", s):
            keep.append(l)
            block = True
        elif s.startswith("×") or s.startswith("FAIL ") or re.match(r"^❯ .*\(\d+ tests? \| \d+ failed\)", s):
            keep.append(l)
        elif re.match(r"^(\w*Error|Error)\b", s):
            keep.append(l)
        elif k_jsdiff(l) and not s.startswith("- Expected") and not s.startswith("+ Received") or s in ("- Expected", "+ Received"):
            keep.append(l)
        elif re.match(r"^❯ (test|src)/[\w./-]+:\d+:\d+$", s):
            keep.append(l)
        elif re.match(r"^(Test Files|Tests|Snapshots)\s", s) and not re.match(r"^Tests\s+\d+ passed", s):
            keep.append(l)
        elif re.search(r"Failed Tests \d+", s):
            keep.append(l)
    return keep


def k_mocha(lines):
    keep = []
    failing = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.append(l)
            if "failing" in s:
                failing = True
        elif re.match(r"^\d+\) ", s):
            keep.append(l)
            if failing and i + 1 < len(lines) and lines[i + 1].strip().endswith(":"):
                keep.append(lines[i + 1])
        elif re.match(r"^(\w*Error|Error)\b", s) or s == "+ expected - actual":
            keep.append(l)
        elif failing and k_jsdiff(l):
            keep.append(l)
        elif JSFRAME.match(l):
            keep.append(l)
        elif failing and s.endswith(":") and i > 0 and re.match(r"^\d+\) ", lines[i - 1].strip()):
            keep.append(l)
        elif s and len(s) > 2 and not failing and (s.startswith("queen should") or False):
            keep.append(l)
        elif failing and re.match(r"^[a-z].*should", s):
            keep.append(l)                      # custom assertion message line
    return keep


def k_tsc(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.search(r"\berror TS\d+", l) or re.match(r"^Found \d+ errors?", s):
            keep.append(l)
        elif re.match(r"^\d+\s+src/\S+:\d+$", s) or s == "Errors  Files":
            keep.append(l)
        elif re.match(r"^Type '.*' is not assignable", s) or re.match(r"^Property '.*' is missing", s):
            keep.append(l)
    return keep


def k_webpack(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if s.startswith("ERROR in") or s.startswith("[tsl] ERROR") or re.match(r"^TS\d+:", s):
            keep.append(l)
        elif re.match(r"^Type '.*' is not assignable", s):
            keep.append(l)
        elif re.match(r"^webpack [\d.]+ compiled", s) or re.search(r"\d+ errors? have detailed", s):
            keep.append(l)
        elif "WARNING in" in s:
            keep.append(l)
    return keep


def k_esbuild(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if "[ERROR]" in s or "[WARNING]" in s or re.match(r"^\d+ (errors?|warnings?)", s):
            keep.append(l)
        elif re.match(r"^(src|test)/[\w./-]+:\d+:\d+:$", s):
            keep.append(l)
    return keep


def k_eslint(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r"^/home/dev/work/\S+$", l):
            keep.append(l)                      # stylish file header (needed to locate)
        elif re.match(r"^\d+:\d+\s+(error|warning)\s", s):
            keep.append(l)
        elif re.search(r": line \d+, col \d+, (Error|Warning) - ", l):
            keep.append(l)
        elif re.match(r"^✖ \d+ problems?", s) or re.match(r"^\d+ problems?$", s) or "potentially fixable" in s:
            keep.append(l)
    return keep


def k_cargo(lines):
    keep = []
    in_panic = False
    for i, l in enumerate(lines):
        s = l.strip()
        if in_panic:
            if s == "" or s.startswith("stack backtrace:") or s.startswith("note:"):
                in_panic = False
            else:
                keep.append(l)                  # panic message / left / right
                continue
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            keep.append(l)
        elif re.match(r"^\s*--> (src|tests|benches|examples)/", l):
            keep.append(l)
        elif re.match(r"^\s*\d*\s*\|[\s|]*\^+[\s^]*\S", l) and not re.match(r"^\s*\d*\s*\|[\s|^~-]*$", l):
            keep.append(l)                      # primary label under a span
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.append(l)
        elif re.match(r"^test result: ", l):
            keep.append(l)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.append(l)
        elif re.match(r"^thread '.*' .*panicked at ", l):
            keep.append(l)
            in_panic = True
        elif re.match(r"^\s+\d+: (lockflight|flight)::", l):
            keep.append(l)                      # project backtrace frame
        elif re.match(r"^\s+at \./(src|tests)/", l):
            keep.append(l)
        elif re.match(r"^\s+= (note|help): the matched value|^\s+= note: available fields", l):
            keep.append(l)
    return keep


def k_gotest(lines):
    keep = []
    mode = None
    got, want = [], []
    for i, l in enumerate(lines):
        s = l.strip()
        if mode in ("got", "want"):
            if s == "--- want ---":
                mode = "want"
                continue
            if re.match(r"^(--- FAIL|=== RUN|FAIL|ok\s)", l):
                mode = None
            else:
                (got if mode == "got" else want).append(l)
                continue
        if s == "--- got ---":
            mode = "got"
            continue
        if re.match(r"^\s*--- FAIL: ", l):
            keep.append(l)
        elif re.match(r"^\s+[\w.-]+_test\.go:\d+: ", l) or re.match(r"^\s+[\w.-]+\.go:\d+: ", l):
            keep.append(l)                      # t.Errorf / t.Fatalf message with location
        elif re.match(r"^FAIL\s", l) or l == "FAIL":
            keep.append(l)
        elif l.startswith("panic: ") or l.startswith("vet: ") or re.match(r"^[\w./-]+\.go:\d+:\d+: ", l):
            keep.append(l)
        elif l.startswith("example.com/peals/"):
            keep.append(l)                      # project stack frame (function)
        elif re.match(r"^\t/home/dev/work/peals/.*\.go:\d+", l):
            keep.append(l)                      # project stack frame (file:line)
    if got or want:
        for d in difflib.ndiff(got, want):
            if d[:2] in ("- ", "+ "):
                keep.append(d[2:])
    return keep


def k_gotool(lines):
    return [l for l in lines if re.match(r"^(\./)?[\w./-]+\.go:\d+:\d+: ", l) or l.startswith("vet: ")
            or re.match(r"^-: ", l)]


def k_gitstatus(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if s.startswith("(use ") or s.startswith("(commit") or s == "":
            continue
        keep.append(l)                          # branch, section headers, every path
    return keep


def k_gitdiff(lines):
    keep = []
    after_date = False
    for l in lines:
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.append(l)
        elif l.startswith("diff --git ") or l.startswith("@@"):
            keep.append(l)
        elif l.startswith("Date:"):
            after_date = True
            continue
        elif after_date and l.startswith("    ") and l.strip():
            keep.append(l)                      # commit subject
            after_date = False
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin ", l):
            keep.append(l)                      # --stat row
        elif re.match(r"^ \d+ files? changed", l):
            keep.append(l)
        elif l.startswith("new file mode") or l.startswith("deleted file mode"):
            keep.append(l)
    return keep


def k_grep(lines, cmd):
    keep = []
    if "/usr/lib/" in cmd:
        seen = set()
        for l in lines:
            if l.startswith("grep: "):
                continue
            f = l.split(":", 1)[0]
            if f not in seen:
                seen.add(f)
                keep.append(l)                  # first hit of each file
        return keep
    return [l for l in lines if re.match(r"^[\w./-]+:\d+:", l)]


def k_curl(lines):
    keep = []
    json_body = False
    for l in lines:
        s = l.strip()
        if re.match(r"^[<]?\s*HTTP/[\d.]+ \d{3}", s) or re.match(r"^HTTP/[\d.]+ \d{3}", s):
            keep.append(l)
        elif re.match(r"^> (GET|POST|PUT|DELETE|HEAD|PATCH) ", l):
            keep.append(l)
        elif re.match(r"^<?\s*Location: ", l, re.I) or re.match(r"^<?\s*Content-Type: ", l, re.I):
            keep.append(l)
        elif re.match(r"^curl: \(\d+\)", l) or re.match(r"^\* (Failed|Could not|Connection refused)", l):
            keep.append(l)
        elif re.match(r'^  "[\w_]+": ', l):
            keep.append(l)                      # top-level JSON keys
        elif re.search(r'"error"\s*:', l):
            keep.append(l)
        elif re.match(r"^<title>|^<h1>", s) or re.match(r"^\w*Error: ", s) or PYFILE.match(l) or s.startswith("<head><title>"):
            keep.append(l)
    return keep


HANDLERS = {
    "pytest": k_pytest, "mypy": k_mypy, "flake8": k_flake8, "pylint": k_pylint,
    "jest": k_jest, "vitest": k_vitest, "mocha": k_mocha, "tsc": k_tsc,
    "webpack": k_webpack, "esbuild": k_esbuild, "eslint": k_eslint, "cargo": k_cargo,
    "gotest": k_gotest, "gotool": k_gotool, "gitstatus": k_gitstatus, "gitdiff": k_gitdiff,
    "curl": k_curl,
}

# Per-file additions (exact cleaned lines) where a tool's own words need it.
EXTRA = {
    # The vet step inside go test names the file only under its package header.
    "go-test-tower-changes-vet-panic.txtar": ["# example.com/peals/tower"],
}


def keep_for(name, cmd, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    ok = [("\r" not in r) for r in raw]
    tool = tool_of(cmd)
    if tool == "grep":
        picked = k_grep(lines, cmd)
    else:
        picked = HANDLERS[tool](lines)
    picked = list(picked) + EXTRA.get(name, [])
    nonblank = [i for i, l in enumerate(lines) if l.strip() and ok[i]]
    tail = set(nonblank[-3:])
    wanted = set(p for p in picked)
    result, seen = [], set()
    for i, l in enumerate(lines):
        if not ok[i] or l in seen:
            continue
        if l in wanted or i in tail:
            if l.strip() == "":
                continue
            seen.add(l)
            result.append(l)
    return result


def main():
    write = "--write" in sys.argv
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)
        head, cmd, out = parse(path)
        keep = keep_for(name, cmd, out)
        if write:
            with open(path, "w", encoding="utf-8") as f:
                f.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))
        else:
            print("==", name, len(keep))
            for k in keep:
                print("   ", k)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh70 txtar from its output.

Rules were written before any reducer was run on this set and are applied
once; keep lists are never edited by hand.  Usage: python3 keeprules.py
(rewrites every *.txtar in this folder in place, replacing the keep section).

A keep line is an output line with ANSI escapes and trailing blanks removed,
listed once (first occurrence), in output order.  Blank lines are never kept.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# Words that state a problem, as a status word (not inside identifiers).
PROBLEM = re.compile(
    r"(^|[\s\[(])(error|errors|ERROR|Error|FAIL|FAILED|Failed|failed|failure|failures|"
    r"panic|panicked|warning|warnings|WARNING|WARN|Warning|fatal|Fatal|FATAL)(?=[\]\s:(!]|$)"
)
EXC = re.compile(r"\b\w*(Error|Exception|Interrupt|Exit)\b:|^Traceback \(most recent call last\)")

# A location in the project's own files (relative path or under the
# rewritten project root), never in dependencies or toolchains.
LOC = re.compile(
    r"(?:(?<![\w/.-])|/home/dev/work/)(?:\./)?(?:[\w.@-]+/)*[\w.-]+\.(?:py|pyi|ts|tsx|js|mjs|cjs|rs|go|json|toml)"
    r"(?::\d+|\(\d+,\d+\)|\s+\d+:\d+)"
)
FOREIGN = re.compile(r"node_modules|/usr/|/rustc/|\.cargo/|/lib/python|site-packages|/usr/local/go|internal/")


def clean(line):
    return ANSI.sub("", line).rstrip()


def own_location(s):
    return bool(LOC.search(s)) and not FOREIGN.search(s)


def problem(s):
    return bool(PROBLEM.search(s) or EXC.search(s))


def tool_of(cmd):
    c = cmd
    for key in ("pytest", "mypy", "flake8", "pylint", "jest", "vitest", "mocha", "tsc",
                "webpack", "esbuild", "eslint", "cargo", "staticcheck", "go vet", "go test",
                "go build", "git status", "git diff", "git log", "git show", "grep", "curl"):
        if key in c:
            return key
    return "other"


# ---------------------------------------------------------------- per tool

def keep_pytest(lines):
    out = []
    for s in lines:
        t = s.strip()
        if re.match(r"^E\s", s):                         # assertion / exception detail
            out.append(s)
        elif re.match(r"^_{3,} .* _{3,}$", s):            # failing test header
            out.append(s)
        elif re.match(r"^>\s", s):                        # failing source line
            out.append(s)
        elif re.match(r"^(FAILED|ERROR) ", s):            # short summary rows
            out.append(s)
        elif re.match(r"^=+ .*(failed|passed|error|no tests ran|deselected|skipped).* =+$", s):
            out.append(s)
        elif re.match(r"^=+ (FAILURES|ERRORS|short test summary info) =+$", s):
            out.append(s)
        elif re.search(r"\s(FAILED|ERROR)(\s|$)", s) and "::" in s:   # verbose / xdist rows
            out.append(s)
        elif own_location(s) and re.search(r":\d+: (in |\w)", s):     # path:line: Error / in fn
            out.append(s)
        elif EXC.search(t) or re.match(r"^(ImportError|ModuleNotFoundError)", t):
            out.append(s)
    return out


def keep_mypy(lines):
    out, cont = [], False
    for s in lines:
        if re.match(r"^\S+\.py:\d+: (error|note|warning):", s):
            out.append(s)
            cont = True
            continue
        if cont and s and not s.startswith(" ") and not re.match(r"^(Found|Success)", s):
            out.append(s)        # --pretty wraps the message onto following lines
            continue
        cont = False
        if re.match(r"^(Found \d+ errors?|Success:)", s):
            out.append(s)
    return out


def keep_flake8(lines):
    out = []
    for s in lines:
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", s):
            out.append(s)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", s):          # --statistics rows
            out.append(s)
        elif re.match(r"^\d+$", s):                        # --count
            out.append(s)
    return out


def keep_pylint(lines):
    out = []
    for s in lines:
        if re.match(r"^\S+:\d+:\d+: [A-Z]\d+: ", s) or s.startswith("************* Module") \
                or "Your code has been rated" in s:
            out.append(s)
    return out


def keep_jest_like(lines):
    """jest, vitest and mocha."""
    out = []
    in_diff = False
    for s in lines:
        t = s.strip()
        if re.match(r"^(FAIL|PASS)\s", t) and "PASS" not in t[:4]:
            out.append(s); continue
        if t.startswith("●") or t.startswith("✕") or t.startswith("×") or t.startswith("✗"):
            out.append(s); continue
        if re.match(r"^(Test Suites|Tests|Snapshots|Test Files|Time):", t) and not t.startswith("Time"):
            out.append(s); continue
        if re.match(r"^\d+ (passing|failing|pending)", t):
            out.append(s); continue
        if re.match(r"^\d+\) ", t):                        # mocha failure titles
            out.append(s); continue
        if re.match(r"^(Expected|Received)( [\w ]+)?:", t) or re.match(r"^(Expected|Received) (length|constructor|message|substring|pattern|value)", t):
            out.append(s); continue
        if re.match(r"^(- Expected|\+ Received|\+ expected - actual|- Snapshot|\+ Received)", t):
            in_diff = True
            out.append(s); continue
        if in_diff:
            if re.match(r"^\d+ \|", t) or t.startswith(">") or t.startswith("at ") \
                    or t.startswith("●") or t.startswith("❯") or re.match(r"^\d+\) ", t):
                in_diff = False
            elif re.match(r"^[-+]\s", t) or t in ("+", "-"):
                out.append(s); continue
        if re.match(r"^>\s*\d+\s*\|", t):                 # pointer line in code frame
            out.append(s); continue
        if t.startswith("→") or t.startswith("❯") and ("failed" in t or own_location(t)):
            out.append(s); continue
        if "All files" in t:                               # coverage total row
            out.append(s); continue
        if re.search(r"error TS\d+|TS\d+:", t) and own_location(t) or re.search(r" - error TS\d+", t):
            out.append(s); continue
        if t.startswith("at ") and own_location(t):
            out.append(s); continue
        if "snapshot" in t.lower() and re.search(r"\d+ snapshots? (failed|obsolete|written)|failed", t):
            out.append(s); continue
        if problem(t) and not re.match(r"^\d+ \|", t) and not re.match(r"^[>|]", t):
            out.append(s); continue
    return out


def keep_tsc(lines):
    out, cont = [], False
    for s in lines:
        if re.search(r"\(\d+,\d+\): error TS\d+", s) or re.search(r":\d+:\d+ - error TS\d+", s):
            out.append(s); cont = True; continue
        if cont and re.match(r"^  \S", s) and not re.match(r"^\s*\d+\s", s):
            out.append(s); continue              # message continuation (non-pretty)
        cont = False
        if re.match(r"^Found \d+ errors?", s):
            out.append(s); continue
        if re.match(r"^\s+\d+\s+\S+:\d+$", s) or re.match(r"^Errors\s+Files", s):
            out.append(s); continue              # per-file error table
    return out


def keep_webpack(lines):
    out = []
    for s in lines:
        t = s.strip()
        if t.startswith("ERROR in") or t.startswith("[tsl] ERROR") or t.startswith("WARNING in") \
                or re.match(r"^TS\d+:", t) or re.search(r"\[\d+ errors?\]", t) \
                or re.match(r"^webpack .*compiled", t) or re.match(r"^Module (not found|build failed)", t):
            out.append(s)
    return out


def keep_esbuild(lines):
    out = []
    for s in lines:
        t = s.strip()
        if re.match(r"^[✘▲X] \[(ERROR|WARNING)\]", t) or re.match(r"^\S+:\d+:\d+:$", t) \
                or re.match(r"^\d+ (errors?|warnings?)", t):
            out.append(s)
    return out


def keep_eslint(lines):
    out = []
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^\d+:\d+\s+(error|warning)\s", t):
            out.append(s)
        elif re.match(r"^\S+:\d+:\d+: ", t):                # unix formatter
            out.append(s)
        elif (t.startswith("/") or t.startswith("./")) and i + 1 < len(lines) \
                and re.match(r"^\s+\d+:\d+\s+(error|warning)", lines[i + 1]):
            out.append(s)                                   # file header of findings
        elif t.startswith("✖") or re.match(r"^\d+ problems?", t) or "potentially fixable" in t:
            out.append(s)
        elif problem(t) and not re.match(r"^\d+:\d+", t):
            out.append(s)
    return out


def keep_cargo(lines):
    out = []
    in_failures_list = False
    after_panic = False
    for s in lines:
        t = s.strip()
        if after_panic:
            after_panic = False
            if t and not t.startswith("note:"):
                out.append(s); continue
        if re.match(r"^(error|warning)(\[[\w:]+\])?:", t):
            out.append(s); continue
        if t.startswith("--> ") and not FOREIGN.search(t):
            out.append(s); continue
        if re.match(r"^\d*\s*\|.*(\^+|-{2,})\s+\S", s) and not re.match(r"^\d+\s*\|\s*[-+]", s) \
                or re.match(r"^\s*\|\s*[|_\s]*\^+\s+\S", s):
            out.append(s); continue                      # labelled caret lines
        if re.match(r"^test .* \.\.\. (FAILED|ignored)", t):
            out.append(s); continue
        if re.match(r"^---- .* stdout ----$", t):
            out.append(s); continue
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at", t):
            out.append(s); after_panic = True; continue
        if re.match(r"^(left|right):", t) or t.startswith("assertion"):
            out.append(s); continue
        if t == "failures:":
            in_failures_list = True; continue
        if in_failures_list:
            if re.match(r"^[\w:]+$", t):
                out.append(s); continue
            if t.startswith("test result"):
                in_failures_list = False
        if t.startswith("test result:") or re.match(r"^Running ", t) and False:
            out.append(s); continue
        if re.match(r"^\d+: .*(domeshow|booking_tests|catalog_tests)", t) or (t.startswith("at ") and own_location(t)):
            out.append(s); continue                      # own backtrace frames
        if t.startswith("error: test failed") or re.match(r"^error: \d+ targets? failed", t):
            out.append(s); continue
    return out


def keep_go(lines):
    out = []
    after_panic = False
    for s in lines:
        t = s.strip()
        if re.match(r"^--- FAIL", t) or re.match(r"^FAIL\b", t) or re.match(r"^ok\s", t) \
                or re.match(r"^# \S+", t) or t == "PASS":
            out.append(s); continue
        if t.startswith("panic:") or t.startswith("fatal error:"):
            out.append(s); continue
        if re.match(r"^example\.com/", t):                  # own frames in goroutine traces
            out.append(s); continue
        if own_location(t):
            out.append(s); continue
        if problem(t) and not t.startswith("goroutine"):
            out.append(s); continue
    return out


def keep_git_status(lines):
    out = []
    for s in lines:
        t = s.strip()
        if not t or t.startswith("(use ") or t.startswith("(commit ") or t.startswith("(create"):
            continue
        out.append(s)       # branch lines, section headers, every entry, summary
    return out


def keep_git_history(lines, cmd):
    """git diff / log / show."""
    out = []
    full_hunks = ("git diff" in cmd) or ("git show" in cmd)
    want_subject = False
    for s in lines:
        if s.startswith("commit "):
            out.append(s); want_subject = True; continue
        if want_subject and s.startswith("    ") and s.strip():
            out.append(s); want_subject = False; continue
        if s.startswith("diff --git") or s.startswith("--- ") or s.startswith("+++ ") \
                or s.startswith("new file mode") or s.startswith("deleted file mode") \
                or s.startswith("rename ") or s.startswith("@@"):
            out.append(s); continue
        if re.match(r"^ \S.* \| +\d+ ?[+-]*$", s) or re.match(r"^ \S.* \| +Bin ", s) \
                or re.match(r"^ \d+ files? changed", s):
            out.append(s); continue                      # stat rows and summary
        if full_hunks and re.match(r"^[-+](?![-+]{2} )", s):
            out.append(s); continue
    return out


def keep_grep(lines):
    # every hit is something the agent asked for
    return [s for s in lines if re.match(r"^[^:\s]+:\d+:", s) or re.match(r"^(grep|Binary file)", s)]


def keep_curl(lines):
    out = []
    status = 0
    in_pre = False
    in_json_err = False
    for s in lines:
        t = s.strip()
        m = re.match(r"^(?:< )?HTTP/[\d.]+ (\d{3})", t)
        if m:
            status = int(m.group(1))
            out.append(s); continue
        if t.startswith("curl:") or re.match(r"^\* .*(error|Failed|refused|timed out|reset)", t, re.I):
            out.append(s); continue
        if status >= 400:
            if t.startswith(("<", "*", ">", "{ [", "} [")) and not re.search(r"<(title|h[1-3]|pre)|class=\"error\"", t) and not in_pre:
                if t.startswith("{") and not t.startswith("{ ["):
                    in_json_err = True
                    out.append(s)
                continue
            if re.search(r"<(title|h[1-3])>|class=\"error\"", t):
                out.append(s); continue
            if "<pre>" in t:
                in_pre = True
            if in_pre:
                out.append(s)
                if "</pre>" in t:
                    in_pre = False
                continue
            if in_json_err or t.startswith("{"):
                in_json_err = True
                out.append(s); continue
    return out


def derive(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    if tool == "pytest":
        chosen = keep_pytest(lines)
    elif tool == "mypy":
        chosen = keep_mypy(lines)
    elif tool == "flake8":
        chosen = keep_flake8(lines)
    elif tool == "pylint":
        chosen = keep_pylint(lines)
    elif tool in ("jest", "vitest", "mocha"):
        chosen = keep_jest_like(lines)
    elif tool == "tsc":
        chosen = keep_tsc(lines)
    elif tool == "webpack":
        chosen = keep_webpack(lines)
    elif tool == "esbuild":
        chosen = keep_esbuild(lines)
    elif tool == "eslint":
        chosen = keep_eslint(lines)
    elif tool == "cargo":
        chosen = keep_cargo(lines)
    elif tool in ("staticcheck", "go vet", "go test", "go build"):
        chosen = keep_go(lines)
    elif tool == "git status":
        chosen = keep_git_status(lines)
    elif tool in ("git diff", "git log", "git show"):
        chosen = keep_git_history(lines, cmd)
    elif tool == "grep":
        chosen = keep_grep(lines)
    elif tool == "curl":
        chosen = keep_curl(lines)
    else:
        chosen = [s for s in lines if problem(s)]
    # generic, for all build/test/lint tools: any line stating a problem or
    # pointing at the project's own file:line (not for git/grep/curl, whose
    # content lines are data rather than diagnostics).
    if tool not in ("git status", "git diff", "git log", "git show", "grep", "curl"):
        extra = set()
        for s in lines:
            st = s.strip()
            if re.match(r"^\d+\s*\|", st) or re.match(r"^\s*\|", s) or re.match(r"^[>]\s*\d+\s*\|", st):
                continue   # source excerpt lines are not problem statements
            if problem(st) and not re.search(r"\b0 (failed|errors?|warnings?)\b", st) \
                    or (own_location(st) and tool not in ("flake8", "pylint") and problem(st)):
                extra.add(s)
        chosen = [s for s in lines if s in set(chosen) or s in extra]
    # last three non-blank lines
    nonblank = [s for s in lines if s.strip()]
    tail = set(nonblank[-3:])
    chosen_set = set(chosen) | tail
    result, seen = [], set()
    for s in lines:
        if s in chosen_set and s.strip() and s not in seen:
            seen.add(s)
            result.append(s)
    return result


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = derive(cmd, output)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{os.path.basename(path)}: {len(keep)} keep lines", file=sys.stderr)


if __name__ == "__main__":
    main()

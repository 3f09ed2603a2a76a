#!/usr/bin/env python3
"""Derive the `-- keep --` section of every *.txtar file in this folder.

The rules were written before looking at any reducer output. Each keep line is
an exact output line with ANSI escapes and trailing blanks (including CR)
removed; each distinct line is listed once, in output order. Blank lines are
never kept. Run:  python3 keeprules.py   (rewrites the keep sections in place)
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# ---------------------------------------------------------------- general
# A line stating a problem. Word-bounded so "ValueError" in source text or
# "TestParseErrors" in a test name does not count by itself.
PROBLEM = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|panic|panicked|"
    r"exception|traceback|warning|warnings|fatal)\b|"
    r"\bFAIL\b|\bERROR\b|\bFAILED\b|\bWARNING\b|Error:|Exception:|"
    r"\bassertion\b|AssertionError|✖|✘|×|✕",
    re.IGNORECASE,
)
# Rows that report a *passing* test or pure progress; never kept by the
# general rule even if the test name contains a problem word.
PASS_ROW = re.compile(
    r"(^\s*(✓|✔|√)\s)|(\bPASSED\b)|(^\s*--- PASS:)|(^=== (RUN|PAUSE|CONT))|"
    r"(^test \S+ \.\.\. ok$)|(^PASS\s)|(^ ✓ )|(^\s+ok\s)"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    for key in ("pytest", "mypy", "flake8", "pylint", "eslint", "esbuild", "webpack", "tsc",
                "vitest", "jest", "mocha", "clippy", "cargo", "staticcheck", "go vet",
                "go test", "git status", "git diff", "git log", "git show", "grep", "curl"):
        if key in c:
            return key
    return "other"


# ---------------------------------------------------------------- per tool
def keep_pytest(lines):
    out = set()
    in_fail_block = False
    for i, l in enumerate(lines):
        s = l
        if re.match(r"^_{3,} .+ _{3,}$", s):          # failing test / collection error header
            out.add(i)
            in_fail_block = True
            continue
        if re.match(r"^={3,} .* ={3,}$", s):            # section banners
            in_fail_block = False
            if re.search(r"\d+ (passed|failed|error|errors|skipped|deselected)|Interrupted|no tests ran", s):
                out.add(i)
            continue
        if re.match(r"^!{3,} .* !{3,}$", s):             # "stopping after 1 failures" / Interrupted
            out.add(i)
            continue
        if re.match(r"^\d+ (passed|failed|error)", s) or re.match(r"^\d+ failed, \d+ passed", s):
            out.add(i)
            continue
        if re.match(r"^(FAILED|ERROR) ", s):                # short summary rows
            out.add(i)
            continue
        if re.search(r"::\S+ (FAILED|ERROR)\b", s):         # -v result rows that failed
            out.add(i)
            continue
        if re.match(r"^E\s", s):                             # assertion / exception detail
            out.add(i)
            continue
        if re.match(r"^>\s", s):                              # the failing source line
            out.add(i)
            continue
        if re.match(r"^[\w./-]+\.py:\d+: \w*(Error|Exception|Interrupt|Exit)\w*$", s) or \
           re.match(r"^[\w./-]+\.py:\d+: in \S+", s) and in_fail_block:
            out.add(i)                                       # location of the failure
            continue
        if re.match(r"^[\w./-]+\.py:\d+: ", s) and in_fail_block:
            out.add(i)
            continue
        if re.search(r"ImportError while importing|ModuleNotFoundError|SyntaxError|collected .* error", s):
            out.add(i)
            continue
    return out


def keep_mypy(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r": (error|note|warning): ", l) or re.match(r"^(Found \d+ error|Success:)", l)}


def keep_flake8(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l) or re.match(r"^\d+\s+[A-Z]+\d+ ", l)}


def keep_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", l) or l.startswith("************* Module")
            or "Your code has been rated" in l}


def keep_js_tests(lines, tool):
    out = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        # suite / test failure headers
        if re.match(r"^(FAIL|●)\s", s) or re.match(r"^FAIL\s", l.strip()):
            out.add(i); in_fail = True; continue
        if s.startswith("PASS "):
            in_fail = False
            continue
        if re.match(r"^(✕|×|✗)\s", s) or re.match(r"^\d+\) ", s):   # failing rows / mocha failure index
            out.add(i); continue
        if re.match(r"^(Test Suites|Tests|Snapshots|Test Files):", s) or re.match(r"^(Test Files|Tests)\s+\d", s):
            out.add(i); continue
        if re.match(r"^\d+ (passing|failing|pending)", s):
            out.add(i); continue
        if re.match(r"^(Expected|Received)( value| precision| difference)?:", s) or \
           re.match(r"^(- Expected|\+ Received)", s) or re.match(r"^\+ expected - actual", s):
            out.add(i); continue
        if in_fail and re.match(r"^[-+]\s", s) and not re.match(r"^[-+] (Expected|Received)\s+[-+] \d+$", s):
            out.add(i); continue                              # diff lines of the assertion
        if in_fail and re.match(r"^[-+]\S", s):               # mocha -false / +true
            out.add(i); continue
        if re.match(r"^>\s*\d+ \|", s):                        # jest code pointer
            out.add(i); continue
        if re.match(r"^(at|❯) ", s) and not re.search(r"node_modules|node:internal|\(node:", s) and \
           re.search(r"(src|test|spec|lib|mocha)/[\w./-]+:\d+", s):
            out.add(i); continue                               # own-file stack frames
        if re.match(r"^\w*(Error|Exception)\b.*:", s) or re.match(r"^AssertionError", s):
            out.add(i); continue
        if re.search(r"Ran all test suites|FAIL\s+spec/|^⎯+ Failed Tests", s):
            out.add(i); continue
    return out


def keep_tsc(lines):
    out = set()
    prev = False
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+:", l) or re.match(r"^Found \d+ error", l):
            out.add(i); prev = True; continue
        if prev and re.match(r"^\s+\S", l):                  # elaboration lines of an error
            out.add(i); continue
        prev = False
        if re.match(r"^(Errors|Files):", l):
            out.add(i)
    return out


def keep_webpack(lines):
    out = set()
    prev = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(ERROR|WARNING) in ", s) or "[tsl] ERROR" in s or "[tsl] WARNING" in s or \
           re.match(r"^TS\d+:", s) or re.search(r"compiled (with|successfully)", s) or \
           re.match(r"^(Module not found|Module build failed)", s) or re.search(r"errors? have detailed information", s):
            out.add(i); prev = True; continue
        if prev and re.match(r"^\s+Type ", l):
            out.add(i); continue
        prev = False
    return out


def keep_esbuild(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r"\[(ERROR|WARNING)\]|error|Done in|^\s*\S+\.js\s+[\d.]+(kb|b|mb)\s*$", l)}


def keep_eslint(lines):
    out = set()
    for i, l in enumerate(lines):
        if re.match(r"^/\S+$", l):                                          # stylish file header
            out.add(i)
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):              # stylish problem row
            out.add(i)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):           # unix row
            out.add(i)
        elif re.search(r"\d+ problems?|potentially fixable", l):
            out.add(i)
    return out


def keep_cargo(lines):
    out = set()
    mode = None            # inside a failure's stdout block
    in_failures_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            out.add(i); continue
        if re.match(r"^\s*--> \S+:\d+:\d+", l):
            out.add(i); continue
        # caret / dash annotation lines that carry a label
        if re.match(r"^\s*\d*\s*\|\s*[\s^\-+|]*[\^\-]+\s+\S", l) and not re.match(r"^\s*\d+\s*\|\s*[\s^\-+|]*$", l):
            out.add(i); continue
        if re.match(r"^\s*= (note|help): ", l) or re.match(r"^help: ", l):
            out.add(i); continue
        if re.match(r"^test .* \.\.\. FAILED$", l):
            out.add(i); continue
        if re.match(r"^---- .* stdout ----$", l):
            out.add(i); mode = "panic"; continue
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            out.add(i); mode = "msg"; continue
        if mode == "msg":
            if s.startswith("stack backtrace") or s.startswith("note:") or not s:
                mode = None
            else:
                out.add(i)            # panic message, assertion, left/right
            continue
        if re.match(r"^failures:$", l):
            in_failures_list = True; out.add(i); continue
        if in_failures_list:
            if re.match(r"^    \S+$", l):
                out.add(i); continue
            if s and not l.startswith("    "):
                in_failures_list = False
        if re.match(r"^test result: ", l):
            out.add(i); continue
        if re.match(r"^\s*(Finished|error: could not compile|error: test failed)", l):
            out.add(i); continue
    return out


def keep_go(lines, cmd):
    out = set()
    if "-json" in cmd:
        for i, l in enumerate(lines):
            if '"Action":"fail"' in l or ('"Action":"pass"' in l and '"Test"' not in l) or \
               re.search(r'"Output":"(--- FAIL|FAIL|panic:|\s+\w+_test\.go:\d+:)', l) or \
               ('"Action":"output"' in l and '"Test"' not in l and re.search(r'"Output":"(ok|FAIL|PASS)', l)):
                out.add(i)
        return out
    panic = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s*--- FAIL: ", l) or re.match(r"^(FAIL|ok)\s", l) or s == "FAIL":
            out.add(i); continue
        if re.match(r"^\s+\w+_test\.go:\d+: ", l):        # t.Errorf messages
            out.add(i); continue
        if re.match(r"^(panic|fatal error): ", l):
            out.add(i); panic = True; continue
        if panic and re.search(r"^\s*/\S+/(compose|row|notation|music|cmd)/\S+\.go:\d+", l):
            out.add(i); continue                          # own-code frames of the panic
        if panic and re.match(r"^example\.com/", l):
            out.add(i); continue                          # own functions in the trace
        if re.match(r"^# ", l) or re.match(r"^\S+\.go:\d+:\d+: ", l) or re.match(r"^-: ", l):
            out.add(i); continue                          # vet / staticcheck / build diagnostics
    return out


def keep_git_status(lines):
    out = set()
    for i, l in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|Your branch|## )", l):
            out.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            out.add(i)
        elif l.startswith("\t"):
            out.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            out.add(i)
        elif re.search(r"nothing to commit|no changes added", l):
            out.add(i)
    return out


def keep_git_history(lines, cmd):
    """git diff / log / show."""
    out = set()
    is_plain_diff = cmd.strip().startswith("git diff")
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            out.add(i); want_subject = True; continue
        if want_subject and re.match(r"^    \S", l):
            out.add(i); want_subject = False; continue
        if re.match(r"^diff --git ", l) or re.match(r"^(new|deleted) file mode", l) or \
           re.match(r"^rename (from|to) ", l):
            out.add(i); continue
        if re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin ", l):
            out.add(i); continue                              # stat rows
        if re.match(r"^ \d+ files? changed", l):
            out.add(i); continue
        if is_plain_diff:
            if re.match(r"^(---|\+\+\+) ", l) or l.startswith("@@"):
                out.add(i); continue
            if re.match(r"^[-+]", l):
                out.add(i); continue                          # the changed lines themselves
    return out


def keep_grep(lines):
    # every hit: path:line:text (the agent asked for these)
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", l) or l.startswith("Binary file ")}


def keep_curl(lines):
    out = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            out.add(i); status = int(m.group(2)); continue
        if re.match(r"^curl: \(\d+\)", l):
            out.add(i); continue
        if status is not None and body_start is None and l in ("", "<"):
            body_start = i
    if status is not None and status >= 400:
        # error body: lines after the headers that are not curl chatter
        for i, l in enumerate(lines):
            if body_start is not None and i > body_start and l.strip() and \
               not re.match(r"^[*<>{}] |^[{}] \[|^\s*\d+\s+\d+\s+\d+|^\s*% Total|^\s+Dload", l):
                out.add(i)
    return out


# Stack frames inside the toolchain / dependencies, never the project's own code.
FOREIGN_FRAME = re.compile(r"^\s+/usr/local/go/|node_modules/|node:internal|/rustc/[0-9a-f]+/|^\s+at /usr/")


def general(lines):
    return {i for i, l in enumerate(lines)
            if PROBLEM.search(l) and not PASS_ROW.search(l) and not FOREIGN_FRAME.search(l)}


def compute_keep(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    idx = set()
    if tool == "pytest":
        idx |= keep_pytest(lines) | general(lines)
    elif tool == "mypy":
        idx |= keep_mypy(lines)
    elif tool == "flake8":
        idx |= keep_flake8(lines)
    elif tool == "pylint":
        idx |= keep_pylint(lines)
    elif tool in ("jest", "vitest", "mocha"):
        idx |= keep_js_tests(lines, tool) | general(lines)
    elif tool == "tsc":
        idx |= keep_tsc(lines)
    elif tool == "webpack":
        idx |= keep_webpack(lines) | general(lines)
    elif tool == "esbuild":
        idx |= keep_esbuild(lines)
    elif tool == "eslint":
        idx |= keep_eslint(lines)
    elif tool in ("cargo", "clippy"):
        idx |= keep_cargo(lines)
    elif tool in ("go test", "go vet", "staticcheck"):
        idx |= keep_go(lines, cmd)
        if "-json" not in cmd:
            idx |= general(lines)
    elif tool == "git status":
        idx |= keep_git_status(lines)
    elif tool in ("git diff", "git log", "git show"):
        idx |= keep_git_history(lines, cmd)
    elif tool == "grep":
        idx |= keep_grep(lines)
    elif tool == "curl":
        idx |= keep_curl(lines)
    else:
        idx |= general(lines)
    # always: the last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    idx |= set(nb[-3:])
    keep, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        keep.append(l)
    return keep


def split_txtar(text):
    head, rest = text.split("\n-- output --\n", 1)
    k = rest.rfind("-- keep --\n")
    output = rest[:k]
    return head, output


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(here, "*.txtar")))
    for path in files:
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        head, output = split_txtar(text)
        cmd = head.split("\n")[0][len("cmd: "):]
        keep = compute_keep(cmd, output)
        new = head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(new)
        print(f"{os.path.basename(path):45s} keep={len(keep)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

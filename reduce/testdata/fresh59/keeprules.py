#!/usr/bin/env python3
"""Derive the `-- keep --` section of every .txtar in this folder by rule.

Written from scratch for the fresh59 set.  A keep line is an output line with
ANSI escapes and trailing blanks removed; lines holding a carriage return are
never kept; each text is listed once, in order of first appearance.

Usage: python3 keeprules.py          (rewrites the keep sections in place)
       python3 keeprules.py --print  (prints keep lists, changes nothing)
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# Paths that are not the project's own code.
FOREIGN = ("/usr/", "site-packages", "dist-packages", "node_modules", "node:internal",
           "/rustc/", "<frozen", "/.cargo/registry", "/go/pkg/mod")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def own(line):
    return not any(f in line for f in FOREIGN)


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, _, rest = text.partition("-- output --\n")
    out, _, _ = rest.partition("\n-- keep --\n")
    if not rest.endswith("\n-- keep --\n") and "\n-- keep --\n" not in rest:
        out = rest
    cmd = head.splitlines()[0][len("cmd: "):]
    if out.endswith("\n"):
        out = out[:-1]
    return head, cmd, out


# ---------------------------------------------------------------- per tool
ERRWORD = re.compile(r"\b(error|Error|ERROR|FAIL|FAILED|failed|failure|panic|panicked|"
                     r"Exception|Traceback|warning|Warning|WARNING|fatal|Fatal)\b")


def rule_pytest(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^E\s", l):
            keep.add(i)
        elif re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.add(i)
        elif re.search(r"\s(FAILED|ERROR)(\s+\[|$)", l) and "::" in l:
            keep.add(i)  # -v rows / xdist rows that failed
        elif re.match(r"^_+ (ERROR (collecting|at setup|at teardown) .*) _+$", l):
            keep.add(i)
        elif re.match(r"^(ImportError|ModuleNotFoundError) while", l):
            keep.add(i)
        elif re.match(r"^!+ .* !+$", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(failed|passed|error|errors|skipped|xfailed|deselected)\b.* in [\d.]+s.* =+$", l):
            keep.add(i)
        elif re.match(r"^\d+ (failed|passed|error).* in [\d.]+s", l):
            keep.add(i)
        elif re.match(r"^\S+\.py:\d+: \S", l) and own(l):
            keep.add(i)  # tb location "tests/x.py:14: AssertionError", --tb=line, short tb frames
        elif re.match(r"^/\S+\.py:\d+$", l) and own(l):
            keep.add(i)  # fixture-not-found location
        elif re.match(r"^file /\S+\.py, line \d+$", l) and own(l):
            keep.add(i)
        elif re.match(r"^(collected .* errors?|ERROR: )", l):
            keep.add(i)
    return keep


def rule_mypy(L):
    keep = set()
    in_msg = False
    for i, l in enumerate(L):
        if re.match(r"^\S+\.pyi?:\d+(:\d+)?: (error|warning|note):", l):
            keep.add(i)
            in_msg = True
        elif re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.add(i)
            in_msg = False
        elif in_msg and l and not l.startswith(" "):
            keep.add(i)  # --pretty wraps the message onto unindented lines
        else:
            in_msg = False
    return keep


def rule_flake8(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l):
            keep.add(i)  # --statistics / --count
    return keep


def rule_pylint(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^\S+\.py:\d+(:\d+)?: \[?[CRWEF]\d{4}", l):
            keep.add(i)
        elif l.startswith("Your code has been rated"):
            keep.add(i)
    return keep


def rule_tsc(L):
    keep = set()
    prev_err = False
    for i, l in enumerate(L):
        if re.match(r"^\S+\.tsx?\(\d+,\d+\): error TS\d+", l) or re.match(r"^\S+\.tsx?:\d+:\d+ - error TS\d+", l):
            keep.add(i)
            prev_err = True
        elif prev_err and re.match(r"^  +\S", l) and not re.match(r"^\s*\d+\s", l) and "~" not in l:
            keep.add(i)  # elaboration lines, related-information location and message
        elif re.match(r"^Found \d+ errors?", l) or re.match(r"^\s+\d+\s+\S+\.tsx?:\d+$", l):
            keep.add(i)
        elif re.match(r"^error TS\d+", l):
            keep.add(i)
        if not l:
            pass
        elif re.match(r"^\S", l) and not re.search(r"error TS\d+", l):
            prev_err = False
    return keep


def rule_webpack(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^(ERROR|WARNING) in ", l) or l.startswith("[tsl] ERROR") or l.startswith("[tsl] WARNING"):
            keep.add(i)
        elif re.match(r"^\s+TS\d+: ", l):
            keep.add(i)
        elif re.match(r"^  Type ", l):
            keep.add(i)
        elif l.startswith("Module not found:") or l.startswith("Module build failed") or l.startswith("Module parse failed"):
            keep.add(i)
        elif re.match(r"^webpack [\d.]+ compiled", l):
            keep.add(i)
    return keep


def rule_esbuild(L):
    keep = set()
    want_loc = False
    for i, l in enumerate(L):
        if re.match(r"^[✘▲X!] \[(ERROR|WARNING)\]", l):
            keep.add(i)
            want_loc = True
        elif want_loc and re.match(r"^\s+\S+:\d+:\d+:$", l):
            keep.add(i)
            want_loc = False
        elif re.match(r"^\d+ (warnings?|errors?)( and \d+ errors?)?$", l):
            keep.add(i)
    return keep


def rule_jest(L):
    keep = set()
    after_head = False
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^FAIL ", l):
            keep.add(i)
        elif s.startswith("● "):
            keep.add(i)
            after_head = True
            continue
        elif after_head and s:
            keep.add(i)  # first message line: matcher or thrown error
            after_head = False
            continue
        elif re.match(r"^(Expected|Received)( substring| message| value| length| constructor| number of calls)?:", s):
            keep.add(i)
        elif re.match(r"^- (Expected|Snapshot)\s+- \d+$", s) or re.match(r"^\+ Received\s+\+ \d+$", s):
            keep.add(i)
        elif re.match(r"^[-+] ", s) or re.match(r"^[-+]$", s):
            if not re.match(r"^\s*\d+ \|", l):
                keep.add(i)  # differing lines of the diff
        elif re.match(r"^Snapshot name:", s):
            keep.add(i)
        elif re.match(r"^> \d+ \|", s):
            keep.add(i)  # the failing source line of the code frame
        elif re.match(r"^at .*\(\S+:\d+:\d+\)$", s) and own(s) and "node_modules" not in s:
            keep.add(i)
        elif re.match(r"^at \S+:\d+:\d+$", s) and own(s):
            keep.add(i)
        elif re.match(r"^(Test Suites|Tests|Snapshots):", l):
            keep.add(i)
        elif re.match(r"^› \d+ snapshots? (failed|obsolete)", s):
            keep.add(i)
        elif re.match(r"^(Error|TypeError|ReferenceError|SyntaxError|RangeError):", s):
            keep.add(i)
    return keep


def rule_vitest(L):
    keep = set()
    expect_val = False
    for i, l in enumerate(L):
        s = l.strip()
        if expect_val:
            if s:
                keep.add(i)
                expect_val = False
                continue
        if re.match(r"^(FAIL|×|✗) ", s) or re.match(r"^× ", s):
            keep.add(i)
        elif re.match(r"^❯ \S+\.(test|spec)\.\w+ \(.*failed", s):
            keep.add(i)
        elif re.match(r"^\w*(Error|Exception)\b.*:", s):
            keep.add(i)
        elif s in ("- Expected:", "+ Received:"):
            keep.add(i)
            expect_val = True
        elif s in ("- Expected", "+ Received"):
            keep.add(i)
        elif re.match(r"^[-+] ", l) or l in ("-", "+"):
            keep.add(i)  # differing diff lines (unindented in vitest)
        elif re.match(r"^❯ \S+:\d+:\d+$", s) and own(s):
            keep.add(i)
        elif re.match(r"^(Test Files|Tests|Snapshots|Errors)\s", s) and not s.startswith("Tests  ") or re.match(r"^(Test Files|Tests|Snapshots)\s+\d", s):
            keep.add(i)
        elif re.match(r"^Snapshots\s", s) or re.match(r"^Tests\s", s) or re.match(r"^Test Files\s", s):
            keep.add(i)
        elif "Failed Tests" in s or "Unhandled Errors" in s:
            keep.add(i)
    return keep


def rule_mocha(L):
    keep = set()
    in_fail = False
    title_next = 0
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
            if "failing" in s:
                in_fail = True
            continue
        if not in_fail:
            if re.match(r"^\d+\) ", s):
                keep.add(i)  # failed row in the spec listing
            elif re.match(r"^not ok ", s) or re.match(r"^# (fail|tests|pass)", s):
                keep.add(i)
            elif re.match(r"^\w*(Error|Exception)\b.*:", s):
                keep.add(i)
            continue
        if re.match(r"^\d+\) ", s):
            keep.add(i)
            title_next = 1
        elif title_next and s:
            keep.add(i)
            title_next = 0
        elif re.match(r"^\w*(Error|Exception)\b.*:", s) or re.match(r"^\w*Error \[\w+\]:", s):
            keep.add(i)
        elif s in ("+ actual - expected", "+ expected - actual"):
            keep.add(i)
        elif re.match(r"^[-+]", s) and not s.startswith("---"):
            keep.add(i)
        elif re.match(r"^at .*\(\S+:\d+:\d+\)$", s) and own(s):
            keep.add(i)
    return keep


def rule_cargo(L):
    keep = set()
    head = None  # 'error' or 'warning' while inside a diagnostic
    in_bt = False
    in_panic_msg = False
    failures_list = False
    for i, l in enumerate(L):
        s = l.strip()
        if in_panic_msg:
            if s and not s.startswith("stack backtrace:") and not s.startswith("note:"):
                keep.add(i)
                continue
            in_panic_msg = False
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            head = "error" if l.startswith("error") else "warning"
            keep.add(i)
            if re.match(r"^(error|warning): (aborting|could not compile)", l):
                head = None
            continue
        if re.match(r"^\s*--> \S+:\d+:\d+", l) and head:
            keep.add(i)
            continue
        if head == "error" and re.match(r"^\s*\d*\s*\|\s*[\^\-]+ \S", l):
            keep.add(i)  # primary/secondary labels carrying the detail
            continue
        if re.match(r"^test \S+ \.\.\. FAILED", l):
            keep.add(i)
        elif re.match(r"^thread '.*' \(\d+\) panicked at |^thread '.*' panicked at ", l):
            keep.add(i)
            in_panic_msg = True
        elif re.match(r"^\s*(left|right)\s*:", l) or re.match(r"^assertion .*failed", l):
            keep.add(i)
        elif s == "stack backtrace:":
            in_bt = True
        elif in_bt:
            if re.match(r"^\s*\d+: ", l):
                nxt = L[i + 1] if i + 1 < len(L) else ""
                if re.match(r"^\s+at \./", nxt):
                    keep.add(i)
            elif re.match(r"^\s+at \./", l):
                keep.add(i)
            elif not re.match(r"^\s+at ", l):
                in_bt = False
        if re.match(r"^failures:$", l):
            failures_list = True
            continue
        if failures_list:
            if re.match(r"^    \S+$", l):
                keep.add(i)
            elif l.startswith("test result:"):
                failures_list = False
        if l.startswith("test result:"):
            keep.add(i)
        elif re.match(r"^error: test failed", l):
            keep.add(i)
    return keep


def rule_go(L):
    keep = set()
    in_log = False
    in_trace = False
    for i, l in enumerate(L):
        if re.match(r"^\s*--- FAIL: ", l):
            keep.add(i)
            in_log = True
            continue
        if re.match(r"^\s*--- (PASS|SKIP): ", l) or l.startswith("=== "):
            in_log = False
            continue
        if re.match(r"^\s+\S+_test\.go:\d+: ", l) or re.match(r"^\s+\S+\.go:\d+: ", l):
            keep.add(i)
            in_log = True
            continue
        if in_log and re.match(r"^        +\S", l):
            keep.add(i)  # continuation of a t.Error message
            continue
        in_log = False
        if l.startswith("panic: ") or l.startswith("fatal error: "):
            keep.add(i)
            in_trace = True
        elif in_trace and l.startswith("\t") and own(l) and re.search(r"\.go:\d+", l):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)  # the function name above the project frame
        elif re.match(r"^(FAIL|ok  )\s", l) or l == "FAIL":
            if l.startswith("FAIL"):
                keep.add(i)
        elif re.match(r"^\S+\.go:\d+:\d+: ", l) or re.match(r"^vet: ", l):
            keep.add(i)
        elif re.match(r"^\t(have|want) ", l):
            keep.add(i)
        elif re.match(r"^-: ", l):
            keep.add(i)
    return keep


def rule_staticcheck(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^\S+\.go:\d+:\d+: ", l) or l.startswith("-: "):
            keep.add(i)
    return keep


def rule_git_status(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if not s or s.startswith("(use ") or s.startswith("(commit ") or s.startswith("(create/copy"):
            continue
        if s.startswith("no changes added") or s.startswith("nothing added"):
            continue
        keep.add(i)
    return keep


def rule_git_history(L):
    keep = set()
    subject_next = False
    for i, l in enumerate(L):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            subject_next = True
            continue
        if subject_next and re.match(r"^    \S", l):
            keep.add(i)
            subject_next = False
            continue
        if l.startswith("diff --git ") or l.startswith("@@ "):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode|^rename (from|to) |^similarity index", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l):
            keep.add(i)  # --stat file rows
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif re.match(r"^ (create|delete|rename) mode ", l) or re.match(r"^ rename ", l):
            keep.add(i)
    return keep


def rule_grep(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^[^:\s][^:]*:\d+:", l):
            keep.add(i)
        elif l.startswith("grep: ") and "binary file matches" not in l:
            keep.add(i)
    return keep


def rule_curl(L):
    keep = set()
    in_body = False
    for i, l in enumerate(L):
        if re.match(r"^> (GET|POST|PUT|DELETE|PATCH|HEAD) ", l):
            keep.add(i)
        elif re.match(r"^<? ?HTTP/[\d.]+ \d{3}", l):
            keep.add(i)
        elif re.match(r"^<? ?(Location|location): ", l):
            keep.add(i)
        elif re.match(r"^curl: \(\d+\)", l) or re.match(r"^\* .*(refused|failed|error)", l, re.I):
            keep.add(i)
    # body: everything after the last header block that is not curl's own chatter
    last_blank = None
    for i, l in enumerate(L):
        if l in ("", "<"):
            last_blank = i
        if l.startswith("* Closing connection") or l.startswith("{ [") or l.startswith("} ["):
            last_blank = i
    if last_blank is not None:
        for i in range(last_blank + 1, len(L)):
            l = L[i]
            if l.startswith(("* ", "< ", "> ", "{ [", "} [")) or not l.strip():
                continue
            keep.add(i)
    return keep


def pick(cmd):
    c = cmd
    if c.startswith("grep"):
        return rule_grep
    if c.startswith("curl"):
        return rule_curl
    if c.startswith("git status"):
        return rule_git_status
    if re.match(r"git (diff|log|show)", c):
        return rule_git_history
    if "pytest" in c:
        return rule_pytest
    if re.search(r"\bmypy\b", c):
        return rule_mypy
    if "flake8" in c:
        return rule_flake8
    if "pylint" in c:
        return rule_pylint
    if "vitest" in c:
        return rule_vitest
    if "jest" in c:
        return rule_jest
    if "mocha" in c:
        return rule_mocha
    if "webpack" in c:
        return rule_webpack
    if "esbuild" in c:
        return rule_esbuild
    if re.search(r"\btsc\b", c):
        return rule_tsc
    if c.startswith("cargo") or "cargo " in c:
        return rule_cargo
    if "staticcheck" in c:
        return rule_staticcheck
    if re.search(r"\bgo (test|vet|build)\b", c):
        return rule_go
    if c.startswith("git status"):
        return rule_git_status
    if re.match(r"git (diff|log|show)", c):
        return rule_git_history
    if c.startswith("grep"):
        return rule_grep
    if c.startswith("curl"):
        return rule_curl
    raise SystemExit("no rule for: " + cmd)


# ---------------------------------------------------------------- per file
# Lines dropped although a rule picked them (tool words that are not critical).
EXCLUDE = {
    # golden dump: rows identical in got and want are not part of the difference
    "go-test-v-radiant-table-panic.txtar": ["        Perseids     7  2", "        sporadic     1  0"],
    "go-test-meteorlog-all-packages.txtar": ["        Perseids     7  2", "        sporadic     1  0"],
}
# Lines added although no rule picked them.
INCLUDE = {}


def keep_lines(name, cmd, out):
    raw = out.split("\n")
    L = [clean(l) for l in raw]
    idx = set(pick(cmd)(L))
    nonblank = [i for i, l in enumerate(L) if l.strip()]
    idx.update(nonblank[-3:])
    for extra in INCLUDE.get(name, []):
        for i, l in enumerate(L):
            if l == extra:
                idx.add(i)
                break
    excl = set(EXCLUDE.get(name, []))
    seen, res = set(), []
    for i in sorted(idx):
        if "\r" in raw[i]:
            continue
        l = L[i]
        if not l.strip() or l in excl or l in seen:
            continue
        seen.add(l)
        res.append(l)
    return res


def main():
    show = "--print" in sys.argv
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(HERE, name)
        head, cmd, out = parse(path)
        keep = keep_lines(name, cmd, out)
        if show:
            print("=====", name, len(keep))
            print("\n".join(keep))
            continue
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(head + "-- output --\n" + out + "\n-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()

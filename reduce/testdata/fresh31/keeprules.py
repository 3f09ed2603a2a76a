#!/usr/bin/env python3
"""Derive the keep lists of the fresh31 set from the recorded outputs.

Written from scratch for this set. Usage: python3 keeprules.py [--write]
Without --write it prints per-file counts; with --write it (re)writes the
"-- keep --" section of every .txtar in this folder.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line once, in order.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")

# a location in the project's own code (not libraries, runtimes, node internals)
FOREIGN = re.compile(r"node_modules|/usr/|/rustc/|node:internal|importlib|<frozen|\.cargo/registry|/go/pkg/mod|/usr/local/go")
LOC = re.compile(
    r"(?:/home/dev/work/\S+|(?:\./)?(?:[\w.@-]+/)*[\w.-]+\.(?:py|js|mjs|cjs|ts|tsx|go|rs|java))"
    r"(?::\d+|\(\d+,\d+\)|\", line \d+)"
)


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, _, rest = text.partition("-- output --\n")
    idx = rest.find("\n-- keep --\n")
    out = rest[:idx + 1] if idx >= 0 else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    lines = out.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return head, cmd, out, lines


def is_project_loc(s):
    m = LOC.search(s)
    return bool(m) and not FOREIGN.search(s)


# ---------------------------------------------------------------- handlers
def h_pytest(L, keep):
    after_assert = False
    for i, s in enumerate(L):
        t = s.strip()
        if after_assert:
            if not t or s.startswith(("_", "=", "Traceback")):
                after_assert = False
            else:
                keep.add(i)
                continue
        if re.match(r"^\s*E(\s|$)", s) and t != "E":
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR|XPASS) ", s):
            keep.add(i)
        elif re.search(r"::\S.* (FAILED|ERROR)(\s|$)", s):
            keep.add(i)
        elif re.search(r"\b\d+ (failed|passed|errors?|skipped|deselected)\b.* in [\d.]+s", s):
            keep.add(i)
        elif re.search(r"Interrupted:|stopping after|no tests ran", s):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+:", s) and not s.startswith("/usr/"):
            keep.add(i)
        elif re.match(r'^\s*File "/home/dev/work/', s):
            keep.add(i)
        elif re.match(r"^file /home/dev/work/\S+, line \d+", s):
            keep.add(i)
        elif s.startswith("Traceback (most recent call last)"):
            keep.add(i)
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Warning)\b", s):
            keep.add(i)
            if s.startswith("AssertionError"):
                after_assert = True


def h_python(L, keep):
    for i, s in enumerate(L):
        if s.startswith("Traceback (most recent call last)"):
            keep.add(i)
        elif re.match(r'^\s*File "/home/dev/work/', s):
            keep.add(i)
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Warning|Exit)\b", s):
            keep.add(i)


def h_mypy(L, keep):
    cont = False
    for i, s in enumerate(L):
        if re.match(r"^\S+\.py:\d+(:\d+)?: error:", s):
            keep.add(i)
            cont = True
            continue
        if cont and s and not s[0].isspace() and not re.match(r"^\S+\.py:", s) and not s.startswith("Found "):
            keep.add(i)  # --pretty wraps the message onto the next line
            continue
        cont = False
        if re.match(r"^(Found \d+ errors?|Success:)", s):
            keep.add(i)


def h_flake8(L, keep):
    for i, s in enumerate(L):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", s) or re.match(r"^\d+\s+[A-Z]+\d+ ", s) or re.match(r"^\d+$", s):
            keep.add(i)


def h_pylint(L, keep):
    for i, s in enumerate(L):
        if re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", s) or s.startswith("Your code has been rated"):
            keep.add(i)


def h_jest(L, keep):
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^\s*FAIL\s", s) or t.startswith(("✕", "●")):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Snapshots):", s):
            keep.add(i)
        elif re.search(r"snapshots? (failed|written|obsolete)", s):
            keep.add(i)
        elif t.startswith(("expect(", "Expected:", "Received:", "Snapshot name:", "Expected length", "Received length", "Expected value", "Received value")):
            keep.add(i)
        elif re.match(r"^\s*[-+] ", s) and not re.match(r"^\s*[-+] *\d+ *\|", s):
            keep.add(i)
        elif re.match(r"^\s*at ", s) and is_project_loc(s):
            keep.add(i)
        elif re.match(r"^\s*[A-Za-z]*Error:", s):
            keep.add(i)
        elif "|" in s and not re.match(r"^[-|]+$", t) and re.search(r"% Stmts|^\s*[\w./ -]+\s*\|\s*[\d.]+\s*\|", s):
            keep.add(i)  # coverage table header and rows


def h_vitest(L, keep):
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^\s*FAIL\s", s) or t.startswith(("×", "→")):
            keep.add(i)
        elif t.startswith("❯") and (" > " in t or "failed" in t or re.search(r":\d+:\d+$", t)):
            keep.add(i)
        elif re.match(r"^\s*(Test Files|Tests)\s", s):
            keep.add(i)
        elif re.match(r"^[A-Za-z]*Error\b", t):
            keep.add(i)
        elif re.match(r"^[-+] ", s) or t in ("- Expected", "+ Received"):
            keep.add(i)
        elif "|" in s and not re.match(r"^[-|]+$", t) and re.search(r"% Stmts|^\s*[\w./ -]+\s*\|\s*[\d.]+\s*\|", s):
            keep.add(i)


def h_mocha(L, keep):
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^\s*\d+\) ", s):
            keep.add(i)
        elif re.match(r"^\s*\d+ (passing|failing|pending)", s):
            keep.add(i)
        elif re.match(r"^[A-Za-z]*Error\b", t):
            keep.add(i)
        elif t == "+ expected - actual" or t == "+ actual - expected":
            keep.add(i)
        elif re.match(r"^\s*[-+] ", s):
            keep.add(i)
        elif re.match(r"^\s*at ", s) and is_project_loc(s):
            keep.add(i)


def h_tsc(L, keep):
    for i, s in enumerate(L):
        if re.search(r"(\(\d+,\d+\)|:\d+:\d+) - error TS\d+|\(\d+,\d+\): error TS\d+", s):
            keep.add(i)
            j = i + 1
            while j < len(L) and re.match(r"^  +\S", L[j]) and "(" not in L[j][:2]:
                if not re.search(r"\(\d+,\d+\)", L[j]) or True:
                    keep.add(j)
                j += 1
        elif re.match(r"^Found \d+ errors?", s) or re.match(r"^Errors\s+Files$", s) or re.match(r"^\s+\d+\s+\S+:\d+$", s):
            keep.add(i)


def h_webpack(L, keep):
    in_err = False
    for i, s in enumerate(L):
        if re.match(r"^(ERROR|WARNING) in ", s):
            keep.add(i)
            in_err = True
            continue
        if in_err:
            if not s.strip() or s.startswith(" @ "):
                in_err = False
                continue
            if re.match(r"^\s*>?\s*\d*\s*\|", s):
                continue  # code frame
            keep.add(i)
            continue
        if re.search(r"compiled (with|successfully)|\[\d+ errors?\]|\[\d+ warnings?\]", s):
            keep.add(i)
        elif re.match(r"^asset ", s):
            keep.add(i)


def h_esbuild(L, keep):
    for i, s in enumerate(L):
        if re.match(r"^\s*[✘▲] \[(ERROR|WARNING)\]", s) or re.match(r"^\s+\S+:\d+:\d+:$", s):
            keep.add(i)
        elif re.match(r"^\d+ (errors?|warnings?)", s) or re.match(r"^\s+\S+\s+[\d.]+[kmg]?b\b", s):
            keep.add(i)


def h_eslint(L, keep):
    for i, s in enumerate(L):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", s):
            keep.add(i)
        elif re.match(r"^/home/dev/work/\S+$", s) and i + 1 < len(L) and re.match(r"^\s+\d+:\d+", L[i + 1]):
            keep.add(i)
        elif re.match(r"^/home/dev/work/\S+:( line )?\d+", s):
            keep.add(i)
        elif re.search(r"\d+ problems?\b", s) or re.search(r"potentially fixable", s):
            keep.add(i)


def h_cargo(L, keep):
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", s):
            keep.add(i)
        elif re.match(r"^\s*--> ", s):
            keep.add(i)
        elif re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", s):
            keep.add(i)
        elif re.match(r"^\s*= note: expected ", s):
            keep.add(i)
            if i + 1 < len(L) and L[i + 1].strip().startswith("found "):
                keep.add(i + 1)
        elif re.search(r"--- FAILED$|^test .* \.\.\. FAILED$|^test result:", s):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at ", s):
            keep.add(i)
            j = i + 1
            while j < len(L) and L[j].strip() and not L[j].startswith(("stack backtrace:", "note:")):
                keep.add(j)  # panic message, assertion left/right
                j += 1
        elif re.match(r"^\s+\d+: [a-z_]+::", s) and re.match(r"^\s+\d+: (tallyrs)::", s):
            keep.add(i)
        elif re.match(r"^\s+at \./src/", s):
            keep.add(i)
        elif re.match(r"^    tests::\w+$", s):
            keep.add(i)


def h_go(L, keep):
    # golden dump: keep the lines that differ between "--- got ---" and "--- want ---"
    got, want, mode = [], [], None
    for i, s in enumerate(L):
        t = s.strip()
        if t == "--- got ---":
            mode = got
            keep.add(i)
            continue
        if t == "--- want ---":
            mode = want
            keep.add(i)
            continue
        if mode is not None:
            if s.startswith(("--- ", "=== ", "FAIL", "ok ", "PASS")):
                mode = None
            else:
                mode.append((i, t))
                continue
    gset, wset = {t for _, t in got}, {t for _, t in want}
    for i, t in got:
        if t and t not in wset:
            keep.add(i)
    for i, t in want:
        if t and t not in gset:
            keep.add(i)
    for i, s in enumerate(L):
        if re.match(r"^\s*--- FAIL", s) or re.match(r"^FAIL(\s|$)", s):
            keep.add(i)
        elif re.match(r"^\s+\w+_test\.go:\d+: ", s):
            keep.add(i)
        elif re.match(r"^# \S+$", s):
            keep.add(i)
        elif re.match(r"^(vet: )?[\w./-]+\.go:\d+:\d+: ", s):
            keep.add(i)
            j = i + 1
            while j < len(L) and L[j].startswith("\t"):
                keep.add(j)  # have/want continuation
                j += 1
        elif re.match(r"^panic: |^fatal error: ", s):
            keep.add(i)
        elif re.match(r"^\t/home/dev/work/\S+\.go:\d+", s):
            keep.add(i)
            if i > 0 and re.match(r"^(main|example\.com/)", L[i - 1]):
                keep.add(i - 1)


def h_java(L, keep):
    for i, s in enumerate(L):
        if re.match(r"^(Exception in thread|Caused by:)", s) or re.match(r"^\s*at com\.example\.", s):
            keep.add(i)


def h_node(L, keep):
    for i, s in enumerate(L):
        if re.match(r"^/home/dev/work/\S+:\d+$", s):
            keep.add(i)
        elif re.match(r"^[A-Za-z]*Error\b", s):
            keep.add(i)
        elif re.match(r"^\s+at ", s) and is_project_loc(s):
            keep.add(i)
        elif re.match(r"^\s+code: ", s):
            keep.add(i)


def h_git_status(L, keep):
    for i, s in enumerate(L):
        t = s.strip()
        if not t or t.startswith("(use ") or t.startswith('(use "'):
            continue
        keep.add(i)


def h_grep(L, keep):
    for i, s in enumerate(L):
        if s.strip():
            keep.add(i)  # every hit is the answer the agent asked for


def h_curl(L, keep):
    PROGRESS = re.compile(r"^\s*% Total|^\s+Dload|^\s*\d+\s+\d+\s+\d+\s+\d+")
    STRUCT = re.compile(r"^</?(html|body|head)>$|^<!DOCTYPE")
    status = None
    headers_done = False
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^> [A-Z]+ \S+ HTTP/", s):
            keep.add(i)
        elif re.match(r"^(< )?HTTP/[\d.]+ \d{3}", s):
            keep.add(i)
            status = i
        elif re.match(r"^(< )?Content-Type:", s, re.I):
            keep.add(i)
        elif status is None or PROGRESS.match(s) or s in ("<", ">") or s.startswith(("* ", "> ", "< ", "{ [", "} [")):
            continue
        elif not headers_done and not s.startswith("<") and re.match(r"^[\w-]+: ", s):
            continue  # -i response header
        elif not t:
            headers_done = True
        elif not STRUCT.match(t):
            headers_done = True
            keep.add(i)  # response body: the data the agent asked for


def tool_of(cmd, name):
    c = cmd
    if c.startswith("pytest") or " pytest " in c:
        return h_pytest
    if c.startswith("python3"):
        return h_python
    if c.startswith("mypy"):
        return h_mypy
    if c.startswith("flake8"):
        return h_flake8
    if c.startswith("pylint"):
        return h_pylint
    if "jest" in c:
        return h_jest
    if "vitest" in c:
        return h_vitest
    if "mocha" in c:
        return h_mocha
    if "tsc" in c:
        return h_tsc
    if "webpack" in c:
        return h_webpack
    if "esbuild" in c:
        return h_esbuild
    if "eslint" in c:
        return h_eslint
    if "cargo" in c:
        return h_cargo
    if c.startswith(("go ", "staticcheck")):
        return h_go
    if c.startswith("java "):
        return h_java
    if c.startswith("node "):
        return h_node
    if c.startswith("git status"):
        return h_git_status
    if c.startswith("grep"):
        return h_grep
    if c.startswith("curl"):
        return h_curl
    raise SystemExit("no rule for " + name + ": " + cmd)


# per-file additions (exact cleaned lines) and exclusions (regex on cleaned line)
ADD = {
}
EXCLUDE = {
    # hints, not errors
    "*": [r"^For more information about an error, try", r"^Some errors have detailed explanations",
          r"errors? have detailed information that is not shown", r"^Use 'stats.errorDetails",
          r"^\s*Hint: make sure your test modules"],
}


def keep_lines(name, cmd, lines):
    C = [clean(s) for s in lines]
    keep = set()
    tool_of(cmd, name)(C, keep)
    nb = [i for i, s in enumerate(C) if s.strip()]
    keep.update(nb[-3:])  # last three non-blank lines
    excl = EXCLUDE.get("*", []) + EXCLUDE.get(name, [])
    out, seen = [], set()
    for i in sorted(keep):
        s = C[i]
        if "\r" in lines[i] or not s.strip():
            continue
        if any(re.search(p, s) for p in excl) and i not in nb[-3:]:
            continue
        if s in seen:
            continue
        seen.add(s)
        out.append(s)
    for a in ADD.get(name, []):
        assert a in C, (name, a)
        if a not in seen:
            seen.add(a)
            out.append(a)
    # keep order of appearance
    order = {}
    for i, s in enumerate(C):
        order.setdefault(s, i)
    out.sort(key=lambda s: order[s])
    return out


def main():
    write = "--write" in sys.argv
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".txtar"):
            continue
        path = os.path.join(HERE, fn)
        head, cmd, out, lines = parse(path)
        name = fn[:-len(".txtar")]
        kl = keep_lines(name, cmd, lines)
        if write:
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(head + "-- output --\n" + out + ("" if out.endswith("\n") else "\n") + "-- keep --\n")
                for s in kl:
                    f.write(s + "\n")
        print(f"{len(kl):4d} keep / {len(lines):4d} lines  {fn}")


if __name__ == "__main__":
    main()

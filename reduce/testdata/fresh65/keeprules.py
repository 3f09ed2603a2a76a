#!/usr/bin/env python3
"""Derive the keep lists of the fresh65 set from the recorded outputs.

Run from this folder: python3 keeprules.py
It rewrites only the part after "-- keep --" of each .txtar file.
A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are skipped; each line is listed once, in
order of first appearance. The last three non-blank lines are always kept.
"""
import glob
import re

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# generic words that state a problem
PROBLEM = re.compile(
    r"\b(error|errors|failed|failure|failures|fail|warning|warnings|exception|panic|panicked|"
    r"traceback|assertionerror|fatal)\b", re.I)


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    out = rest.rsplit("-- keep --\n", 1)[0]
    return head, out


# ---------------------------------------------------------------- per tool
def pytest_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(FAILED|ERROR) ", l):
            keep.append(i)
        elif re.search(r"::\S+ (FAILED|ERROR)\b", l):          # -v failing rows
            keep.append(i)
        elif l.startswith("E  ") or l == "E":
            keep.append(i)
        elif l.startswith(">   "):                              # failing source line
            keep.append(i)
        elif re.match(r"^(?!/usr/)\S+\.py:\d+:( |$)", l):     # project locations only
            keep.append(i)
        elif re.match(r"^_{3,} (ERROR collecting )?\S.* _{3,}$", l):   # failing test header
            keep.append(i)
        elif re.match(r"^=+ .*\b(failed|passed|error|errors)\b.* =+$", l):
            keep.append(i)
        elif re.match(r"^!+ .* !+$", l):
            keep.append(i)
    return keep


def jest_rules(lines):
    keep = []
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("FAIL "):
            keep.append(i)
        elif s.startswith("●"):
            keep.append(i)
            in_diff = False
        elif s.startswith("✕"):
            keep.append(i)
        elif s.startswith("expect(received)"):
            keep.append(i)
        elif re.match(r"^(Expected|Received):", s):
            keep.append(i)
        elif re.match(r"^- Expected", s) or re.match(r"^\+ Received", s):
            keep.append(i)
            in_diff = True
        elif in_diff and re.match(r"^    [-+] ", l):
            keep.append(i)
        elif re.match(r"^> \d+ \|", s):
            keep.append(i)
            in_diff = False
        elif re.match(r"^at .*\((?!node:|.*node_modules)[^)]*:\d+:\d+\)$", s):
            keep.append(i)
        elif re.match(r"^(Tests|Test Suites):", l):
            keep.append(i)
        elif "Cannot find module" in l:
            keep.append(i)
    return keep


def vitest_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^❯ \S+\.test\.\w+ .*failed", s):
            keep.append(i)
        elif re.match(r"^❯ \S+\.test\.\w+ > ", s):
            keep.append(i)
        elif s.startswith("→ "):
            keep.append(i)
        elif s.startswith("FAIL "):
            keep.append(i)
        elif PROBLEM.search(s) and re.match(r"^\w*Error\b", s):
            keep.append(i)
        elif re.match(r"^❯ \S+:\d+:\d+$", s):
            keep.append(i)
        elif s in ("- Expected", "+ Received") or re.match(r"^[-+] \S", s):
            keep.append(i)
        elif re.match(r"^(Test Files|Tests)\s", s):
            keep.append(i)
        elif "Failed Tests" in s:
            keep.append(i)
    return keep


def mocha_rules(lines):
    keep = []
    block = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.append(i)
            if "failing" in s:
                block = True
        elif re.match(r"^\d+\) ", s):
            keep.append(i)
        elif block and s.endswith(":") and not s.startswith("at "):
            keep.append(i)          # last title part of a failure ("charges 5 seats:")
        elif block and re.match(r"^\w*Error\b", s):
            keep.append(i)
        elif block and (s == "+ expected - actual" or re.match(r"^[-+]\S", s)):
            keep.append(i)
        elif re.match(r"^at .*\((?!node:|.*node_modules)[^)]*:\d+:\d+\)$", s):
            keep.append(i)
        elif block and re.match(r"^\S.*$", l) is None and s and i > 0 and re.match(r"^\s+\d+\) ", lines[i - 1]):
            keep.append(i)          # describe parts right under "N) ..."
        elif block and s and not s.startswith("at ") and i > 0 and re.match(r"^\s+\d+\) ", lines[i - 1]):
            keep.append(i)
    return keep


def go_test_rules(lines):
    keep = []
    in_panic = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("--- FAIL") or s == "FAIL" or l.startswith("FAIL\t") or l.startswith("FAIL "):
            keep.append(i)
        elif re.match(r"^\s+\S+_test\.go:\d+: ", l) or re.match(r"^\s+\S+\.go:\d+: ", l):
            keep.append(i)
        elif l.startswith("panic:") or l.startswith("[signal"):
            keep.append(i)
            in_panic = True
        elif in_panic and re.match(r"^goroutine \d+ \[running\]:", l):
            keep.append(i)
        elif in_panic and l.startswith("example.com/cranes/"):
            keep.append(i)
        elif in_panic and re.match(r"^\s+/home/dev/work/\S+\.go:\d+", l):
            keep.append(i)
        elif in_panic and l == "":
            in_panic = in_panic  # blank lines end nothing in go test output
    return keep


def go_crash_rules(lines):
    keep = []
    state = "head"
    for i, l in enumerate(lines):
        if l.startswith("panic:") or l.startswith("[signal"):
            keep.append(i)
        elif state == "head" and re.match(r"^goroutine \d+ \[running\]:", l):
            keep.append(i)
            state = "running"
        elif state == "running":
            if l == "":
                state = "done"
            elif l.startswith("example.com/cranes/") or l.startswith("main."):
                keep.append(i)
            elif re.match(r"^\s+/home/dev/work/\S+\.go:\d+", l):
                keep.append(i)
    return keep


def cargo_test_rules(lines):
    keep = []
    failures = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^test \S+ \.\.\. FAILED", l):
            keep.append(i)
        elif re.match(r"^---- \S+ stdout ----$", l):
            keep.append(i)
        elif re.match(r"^thread '.*' .*panicked at ", l):
            keep.append(i)
        elif l.startswith("assertion") or re.match(r"^\s*(left|right): ", l):
            keep.append(i)
        elif "index out of bounds" in l or l.startswith("called `"):
            keep.append(i)
        elif re.match(r"^\s+\d+: (0x[0-9a-f]+ - )?(organpipes|tuner)::", l):
            keep.append(i)
        elif re.match(r"^\s+at \./src/", l) or re.match(r"^\s+at /home/dev/work/", l):
            keep.append(i)
        elif l == "failures:":
            failures = True
        elif failures and re.match(r"^    \S+::\S+$", l):
            keep.append(i)
        elif l.startswith("test result:"):
            keep.append(i)
            failures = False
        elif l.startswith("error:") or l.startswith("warning:"):
            keep.append(i)
        elif re.match(r"^\s+-->\s", l):
            keep.append(i)
    return keep


def rust_crash_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^thread '.*' .*panicked at ", l):
            keep.append(i)
            if i + 1 < len(lines):
                keep.append(i + 1)      # the panic message
        elif re.match(r"^\s+\d+:\s+(0x[0-9a-f]+ - )?(organpipes|tuner)(\[[0-9a-f]+\])?::", l):
            keep.append(i)
        elif re.match(r"^\s+at (\./src/|/home/dev/work/)", l):
            keep.append(i)
    return keep


def clippy_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(warning|error)(\[\w+\])?:", l):
            keep.append(i)
        elif re.match(r"^\s+-->\s", l):
            keep.append(i)
    return keep


def python_crash_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("Traceback") or l.startswith("During handling") or l.startswith("The above exception"):
            keep.append(i)
        elif re.match(r'^\s+File "/home/dev/work/', l):
            keep.append(i)
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Failed)\b", l) or re.match(r"^(KeyError|RecursionError)", l):
            keep.append(i)
    return keep


def make_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.[ch]: In function", l):
            keep.append(i)
        elif re.match(r"^\S+\.[ch]:\d+:\d+: (warning|error|fatal error|note):", l):
            keep.append(i)
        elif l.startswith("make: ***") or l.startswith("make[") and "***" in l:
            keep.append(i)
        elif "not remade because of errors" in l:
            keep.append(i)
        elif re.search(r"\bld returned\b|undefined reference", l):
            keep.append(i)
    return keep


def tsc_rules(lines):
    keep = []
    prev_err = False
    for i, l in enumerate(lines):
        if re.search(r"(\(\d+,\d+\): | - )error TS\d+", l):
            keep.append(i)
            prev_err = True
            continue
        if prev_err and re.match(r"^  \S", l) and not re.match(r"^  \S+\.ts:\d+:\d+$", l):
            keep.append(i)          # elaboration of the error message
            continue
        prev_err = False
        if re.match(r"^Found \d+ errors?", l):
            keep.append(i)
    return keep


def eslint_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^/home/dev/work/\S+\.\w+$", l):
            keep.append(i)                          # file header of stylish format
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.append(i)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):
            keep.append(i)                          # unix format
        elif re.match(r"^(✖ )?\d+ problems?", l):
            keep.append(i)
        elif "potentially fixable" in l:
            keep.append(i)
    return keep


def flake8_rules(lines):
    return [i for i, l in enumerate(lines) if re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", l)]


def pylint_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("************* Module"):
            keep.append(i)
        elif re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d{4}: ", l):
            keep.append(i)
        elif "Your code has been rated" in l:
            keep.append(i)
    return keep


def mypy_rules(lines):
    return [i for i, l in enumerate(lines)
            if re.match(r"^\S+\.py:\d+: (error|note|warning):", l) or re.match(r"^(Found \d+ errors?|Success:)", l)]


def webpack_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("ERROR in") or l.startswith("WARNING in"):
            keep.append(i)
        elif re.match(r"^Module (not found|parse failed|build failed)", l):
            keep.append(i)
        elif re.match(r"^> \d+ \|", l):
            keep.append(i)
        elif re.match(r"^@ \./src/", s):
            keep.append(i)
        elif l.startswith("asset "):
            keep.append(i)
        elif re.match(r"^webpack [\d.]+ compiled", l):
            keep.append(i)
    return keep


def vite_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.search(r"modules transformed|\(!\)|error|warning|built in", l, re.I):
            keep.append(i)
    return keep


def git_log_patch_rules(lines):
    keep = []
    in_header = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{40}", l):
            keep.append(i)
            in_header = True
        elif l.startswith("diff --git") or l.startswith("@@"):
            keep.append(i)
            in_header = False
        elif in_header and l.startswith("    ") and l.strip():
            keep.append(i)                          # commit message
        elif in_header and re.match(r"^ \S.* \| +\d+", l):
            keep.append(i)                          # --stat file rows
        elif re.match(r"^ \d+ files? changed", l):
            keep.append(i)
    return keep


def git_shortstat_rules(lines):
    return [i for i, l in enumerate(lines) if re.match(r"^[0-9a-f]{7,} ", l)]


def git_diff_rules(lines):
    return [i for i, l in enumerate(lines) if l.startswith("diff --git") or l.startswith("@@")]


def git_status_rules(lines):
    keep = []
    section = None
    seen_dirs = set()
    for i, l in enumerate(lines):
        if l.startswith("On branch") or l.startswith("Your branch"):
            keep.append(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.append(i)
            section = l
        elif re.match(r"^\t(modified|deleted|new file|renamed|both modified|typechange):", l):
            keep.append(i)
        elif section and section.startswith("Untracked") and l.startswith("\t"):
            d = l.strip().rsplit("/", 1)[0] if "/" in l else "."
            if d not in seen_dirs:
                seen_dirs.add(d)
                keep.append(i)
    return keep


def grep_rules(lines):
    keep = []
    seen = set()
    for i, l in enumerate(lines):
        m = re.match(r"^([^:]+):\d+:", l)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            keep.append(i)
    return keep


def log_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.search(r"\b(ERROR|WARNING|CRITICAL|FATAL)\b", l):
            keep.append(i)
        elif l.startswith("Traceback"):
            keep.append(i)
        elif re.match(r'^\s+File "/srv/moraine/', l):
            keep.append(i)
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception)\b", l):
            keep.append(i)
    return keep


def npm_ls_rules(lines):
    return [i for i, l in enumerate(lines) if re.search(r"UNMET|invalid|extraneous|npm (error|ERR|warn)", l)]


RULES = [
    ("pytest-", pytest_rules),
    ("jest-", jest_rules),
    ("vitest-", vitest_rules),
    ("mocha-", mocha_rules),
    ("go-test-", go_test_rules),
    ("go-crane-planner-crash", go_crash_rules),
    ("cargo-test-", cargo_test_rules),
    ("cargo-run-", rust_crash_rules),
    ("cargo-clippy", clippy_rules),
    ("python-", python_crash_rules),
    ("make-", make_rules),
    ("tsc-", tsc_rules),
    ("eslint-", eslint_rules),
    ("flake8-", flake8_rules),
    ("pylint-", pylint_rules),
    ("mypy-", mypy_rules),
    ("webpack-", webpack_rules),
    ("vite-", vite_rules),
    ("git-log-shortstat", git_shortstat_rules),
    ("git-log-", git_log_patch_rules),
    ("git-diff-", git_diff_rules),
    ("git-status", git_status_rules),
    ("grep-", grep_rules),
    ("tail-", log_rules),
    ("npm-ls", npm_ls_rules),
]

# per-file additions / exclusions (by exact cleaned line)
EXTRA = {}
EXCLUDE = {
    # pytest -rA prints a PASSED row per passing test in the short summary
}


def derive(name, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    idx = []
    for prefix, fn in RULES:
        if name.startswith(prefix):
            idx = fn(lines)
            break
    else:
        raise SystemExit("no rule for " + name)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx = sorted(set(idx) | set(nonblank[-3:]))
    keep, seen = [], set()
    for i in idx:
        if "\r" in raw[i]:
            continue
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        if l in EXCLUDE.get(name, ()):
            continue
        seen.add(l)
        keep.append(l)
    for l in EXTRA.get(name, ()):
        if l not in seen:
            keep.append(l)
    return keep


def main():
    total_out = total_keep = 0
    for path in sorted(glob.glob("*.txtar")):
        name = path[:-len(".txtar")]
        head, out = parse(path)
        keep = derive(name, out)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))
        ob = len(out.encode())
        kb = sum(len(k.encode()) + 1 for k in keep)
        total_out += ob
        total_keep += kb
        print(f"{name:45s} out={ob:6d} keep={len(keep):4d} lines {kb:6d} bytes")
    print(f"total output {total_out} bytes, keep {total_keep} bytes, "
          f"a reduction keeping only them would save {100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` list of every .txtar in this folder by rule.

Written from scratch for fresh45 by the recorder, who did not read the
reducers.  Run once:  python3 keeprules.py
Each file is rewritten in place: header and output untouched, keep section
replaced by the lines the rules select.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are never kept; each line is listed once, in
order of first appearance.  The last three non-blank lines are always kept.
"""
import glob
import os
import re

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
OWN = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


# ---------------------------------------------------------------- per tool


def pytest_rules(lines, name):
    keep = []
    for ln in lines:
        if (re.match(r"^_{3,} .+ _{3,}$", ln)            # failing test header
                or ln.startswith(">")                    # failing statement
                or re.match(r"^E\s", ln)                 # assertion details
                or re.match(r"^[\w./-]+\.py:\d+:( \w+)?$", ln)  # location in own code
                or re.match(r"^(FAILED|ERROR) ", ln)
                or re.search(r"::\S+ (FAILED|ERROR)\b", ln)  # -v failing rows
                or re.match(r"^=+ .*\b(passed|failed|errors?|deselected)\b.* =+$", ln)
                or re.match(r"^\d+ (failed|passed|error)", ln)
                or re.match(r"^!+ .* !+$", ln)):
            keep.append(ln)
        if name == "pytest-collect-only" and (re.match(r"^tests/\S+::", ln) or "collected" in ln):
            keep.append(ln)
    return keep


def py_traceback(lines):
    keep = []
    for ln in lines:
        if (ln.startswith("Traceback (most recent call last)")
                or re.match(r'^\s*File "' + re.escape(OWN), ln)
                or re.match(r"^[A-Za-z_.]*(Error|Exception|Warning)\b.*", ln)):
            keep.append(ln)
    return keep


def diag_lines(lines):
    """path:line[:col]: message (flake8, pylint, mypy errors, go vet)."""
    keep = []
    for ln in lines:
        m = re.match(r"^[\w./-]+:\d+(:\d+)?: (.*)", ln)
        if m and not m.group(2).startswith("note:"):
            keep.append(ln)
        elif re.match(r"^(Found \d+ errors?|Your code has been rated)", ln.strip()):
            keep.append(ln)
        elif ln.startswith("make: ***"):
            keep.append(ln)
    return keep


def eslint_rules(lines):
    keep = []
    for ln in lines:
        if (re.match(r"^/\S+\.(ts|mjs|js|tsx)$", ln)
                or re.match(r"^\s+\d+:\d+\s+(error|warning)\s", ln)
                or re.match(r"^✖ \d+ problems?", ln)):
            keep.append(ln)
    return keep


def tsc_rules(lines):
    keep = []
    for ln in lines:
        if (re.match(r"^\S+\(\d+,\d+\): error TS\d+", ln)
                or re.match(r"^\S+:\d+:\d+ - error TS\d+", ln)
                or re.match(r"^Found \d+ errors?", ln)):
            keep.append(ln)
    return keep


def vitest_rules(lines):
    keep = []
    in_diff = False
    for ln in lines:
        s = ln.strip()
        if s.startswith("- Expected"):
            in_diff = True
        if (s.startswith("×")
                or s.startswith("FAIL ")
                or s.startswith("→ ")
                or re.match(r"^❯ (Module\.\S+ )?(test|src)/", s)
                or re.match(r"^(AssertionError|TypeError|Error|ReferenceError|RangeError)\b", s)
                or re.match(r"^(Test Files|Tests)\s{2,}", s)):
            keep.append(ln)
        elif in_diff and (s.startswith("- Expected") or s.startswith("+ Received")
                          or re.match(r"^[-+] ", ln)):
            keep.append(ln)
        if re.match(r"^ ❯ test/", ln):
            in_diff = False
    return keep


def go_test_rules(lines):
    keep = []
    for ln in lines:
        if (re.match(r"^\s*--- FAIL", ln)
                or re.match(r"^\s+\w+_test\.go:\d+: ", ln)
                or "race detected" in ln
                or ln.startswith("panic:")
                or re.match(r"^FAIL(\s|$)", ln)
                or ln.startswith("WARNING: DATA RACE")
                or re.match(r"^(Read|Write|Previous write|Previous read) at ", ln)
                or re.match(r"^\s*example\.com/apiary/\S+\(", ln)   # own frame
                or re.match(r"^\s+" + re.escape(OWN), ln)):        # own file:line
            keep.append(ln)
    return keep


def rust_rules(lines):
    keep = []
    prev_panic = False
    for ln in lines:
        if prev_panic:
            keep.append(ln)  # panic message follows the "panicked at" line
            prev_panic = False
        if (re.match(r"^test .* \.\.\. FAILED$", ln)
                or re.match(r"^---- .* stdout ----$", ln)
                or re.match(r"^\s*(left|right):", ln)
                or ln.startswith("assertion")
                or re.match(r"^\s+\d+: refrac::", ln)
                or re.match(r"^\s+at \./src/", ln)
                or re.match(r"^    tests::\w+$", ln)
                or ln.startswith("test result:")
                or re.match(r"^(error|warning)(\[\w+\])?:", ln)
                or re.match(r"^\s+--> ", ln)):
            keep.append(ln)
        if "panicked at" in ln:
            keep.append(ln)
            prev_panic = True
    return keep


def gcc_rules(lines):
    keep = []
    for ln in lines:
        if (re.match(r"^[\w./-]+:\d+:\d+: (warning|error|note):", ln)
                or re.match(r"^[\w./-]+: In function", ln)):
            keep.append(ln)
    return keep


def git_rules(lines, name):
    keep = []
    header = False
    for ln in lines:
        if re.match(r"^commit [0-9a-f]{40}", ln):
            keep.append(ln)
            header = True
            continue
        if ln.startswith("diff --git"):
            header = False
            keep.append(ln)
            continue
        if header and re.match(r"^    \S", ln):      # commit subject/body
            keep.append(ln)
            continue
        if ln.startswith("@@"):
            keep.append(ln)
        elif re.match(r"^ \S.* \| +\d+", ln) or re.match(r"^ \d+ files? changed", ln):
            keep.append(ln)                            # --stat rows
        elif name == "git-log-stat-oneline" and re.match(r"^[0-9a-f]{7} ", ln):
            keep.append(ln)
    return keep


def git_status_rules(lines):
    keep = []
    ignored = False
    for ln in lines:
        if re.match(r"^\S.*:$", ln):          # section header
            ignored = ln.startswith("Ignored files")
        if ln.startswith("On branch"):
            keep.append(ln)
        elif ln.startswith("\t") and not ignored:
            keep.append(ln)
    return keep


def diff_u_rules(lines):
    return [ln for ln in lines
            if ln.startswith(("--- ", "+++ ", "@@")) or re.match(r"^[-+]", ln)]


def api_log_rules(lines):
    keep = []
    for ln in lines:
        if (" ERROR " in ln
                or ln.startswith("Traceback")
                or re.match(r'^\s*File "' + re.escape(OWN), ln)
                or re.match(r"^[A-Za-z_.]*(Error|Exception)\b", ln)
                or re.search(r'" 5\d\d -$', ln)):
            keep.append(ln)
    return keep


def jsonl_rules(lines):
    return [ln for ln in lines if re.search(r'"level":"(WARN|ERROR)"', ln)]


def npm_ls_rules(lines):
    return [ln for ln in lines if re.match(r"^[├└]── ", ln) or re.match(r"^\S+@\S+ /", ln)]


def apt_rules(lines):
    keep = []
    block = False
    for ln in lines:
        if ln.startswith("The following"):
            block = True
            keep.append(ln)
            continue
        if block and ln.startswith("  "):
            keep.append(ln)
            continue
        block = False
        if re.match(r"^\d+ upgraded", ln) or ln.startswith(("E:", "W:")):
            keep.append(ln)
    return keep


def pip_rules(lines):
    return [ln for ln in lines if re.match(r"^(error|ERROR|note|hint|× )", ln)]


def all_lines(lines):
    return list(lines)


def rg_match_rules(lines):
    return [ln for ln in lines if re.match(r"^[^:\s]+:\d+:", ln)]


RULES = {
    # data the agent asked to read: every line (see README)
    "sed-n-plan-go": all_lines,
    "sed-n-store-py": all_lines,
    "jq-treat-hives": all_lines,
    "worker-run-schedule": all_lines,
    "curl-report-ok": all_lines,
    "grep-rn-mite-load": all_lines,
    "rg-hive-context": rg_match_rules,
    "diff-u-status": diff_u_rules,
    "tail-api-log": api_log_rules,
    "tail-worker-jsonl": jsonl_rules,
    "npm-ls-omit-optional": npm_ls_rules,
    "apt-get-dry-run": apt_rules,
    "pip-install-editable": pip_rules,
    "python-m-apiary-missing": lambda ls: py_traceback(ls),
    "gcc-wall-frames": gcc_rules,
    "tsc-pretty-project": tsc_rules,
    "eslint-ext-ts-mjs": eslint_rules,
    "git-status-ignored-matching": git_status_rules,
}


def rules_for(name, cmd):
    if name in RULES:
        return RULES[name]
    if name.startswith("pytest"):
        return lambda ls: pytest_rules(ls, name)
    if name.startswith(("flake8", "pylint", "mypy")):
        return diag_lines
    if name.startswith("vitest"):
        return vitest_rules
    if name.startswith("go-test"):
        return go_test_rules
    if name.startswith("cargo"):
        return rust_rules
    if name.startswith("git-"):
        return lambda ls: git_rules(ls, name)
    if name.startswith("make-"):
        # chained targets: union of the linters' diagnostics, eslint, tests
        return lambda ls: diag_lines(ls) + eslint_rules(ls) + go_test_rules(ls)
    raise SystemExit(f"no rule for {name}: {cmd}")


def last_nonblank(lines, n=3):
    return [ln for ln in lines if ln.strip()][-n:]


def process(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.split("\n-- keep --\n", 1)[0] + "\n"
    cmd = head.splitlines()[0][len("cmd: "):]
    name = os.path.basename(path)[:-len(".txtar")]
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw if "\r" not in l]
    picked = set(rules_for(name, cmd)(lines)) | set(last_nonblank(lines))
    keep, seen = [], set()
    for ln in lines:  # order of appearance, each once, no blank lines
        if ln in picked and ln.strip() and ln not in seen:
            seen.add(ln)
            keep.append(ln)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(head + "-- output --\n" + output + "-- keep --\n"
                + "".join(k + "\n" for k in keep))
    return len(output.encode()), sum(len(k.encode()) + 1 for k in keep)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    tot_out = tot_keep = 0
    for p in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        o, k = process(p)
        tot_out += o
        tot_keep += k
        print(f"{os.path.basename(p):40s} {o:6d} {k:6d}")
    print(f"total output {tot_out} bytes, keep {tot_keep} bytes, "
          f"saving bound {100 * (1 - tot_keep / tot_out):.1f}%")


if __name__ == "__main__":
    main()

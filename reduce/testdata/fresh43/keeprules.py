#!/usr/bin/env python3
"""Derive the keep list of every .txtar in this folder from its output, by rule.

Written from scratch for fresh43 without reading any reducer or earlier set.
Usage: python3 keeprules.py   (rewrites the "-- keep --" section of each file)

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line once, in order
of appearance.  Every file keeps its last three non-blank lines.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJ = "/home/dev/work/"

# ---------------------------------------------------------------- helpers


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


ERRWORD = re.compile(
    r"(\berror\b|\bERROR\b|\bError\b|\w+Error\b|\w+Exception\b|\bFAIL\b|\bFAILED\b|"
    r"\bfailed\b|\bFailure\b|\bfailures?\b|\bpanic\b|\bpanicked\b|\bwarning\b|\bWARNING\b|"
    r"\bWarning\b|\bwarn\b|Traceback \(most recent call last\)|\baborted\b|"
    r"\bKeyError\b|\bSIGSEGV\b|\bUNMET\b)"
)


def generic_error(l):
    return bool(ERRWORD.search(l))


def is_project_path(l):
    # project paths: relative source paths or the rewritten project root
    if "/usr/lib/" in l or "/usr/local/go/" in l or "site-packages" in l or "/rustc/" in l:
        return False
    if "node:internal" in l or "node_modules" in l:
        return False
    return True


# ---------------------------------------------------------------- per-tool rules


def r_pytest(lines, i, l):
    s = l.strip()
    if l.startswith("E ") or l.startswith("E\t") or re.match(r"^E\s", l):
        return True
    if re.match(r"^(FAILED|ERROR) ", l):
        return True
    if re.match(r"^_{3,} .* _{3,}$", l):  # header naming the failing test
        return True
    if re.match(r"^(tests|invoicekit|scripts)/[\w/]+\.py:\d+:", l):  # project location
        return True
    if re.match(r"^>\s", l):  # the failing statement
        return True
    if re.search(r"\d+ (failed|passed|error|errors)\b.* in [\d.]+s", s):
        return True
    if s.startswith("!!!") or "Interrupted" in s:
        return True
    if s.startswith("ImportError") or s.startswith("ModuleNotFoundError"):
        return True
    # coverage table: the rows with missing lines and the total
    m = re.match(r"^(invoicekit/\S+\.py|TOTAL)\s+\d+\s+(\d+)\s+\d+%", l)
    if m and (m.group(1) == "TOTAL" or m.group(2) != "0"):
        return True
    return False


def r_pytrace(lines, i, l):
    s = l.strip()
    if s.startswith("Traceback (most recent call last)"):
        return True
    if s.startswith('File "') and PROJ in s:
        return True
    if re.match(r"^\w+(Error|Exception|Exit)\b.*:", l):
        return True
    return False


def r_go(lines, i, l):
    s = l.strip()
    if s.startswith("--- FAIL"):
        return True
    if re.match(r"^(FAIL|ok)\s", l) or s == "FAIL":
        return s.startswith("FAIL")
    if re.match(r"^\s*\w+_test\.go:\d+:", l):
        return True
    if re.match(r"^\s+(got|want)\b", l):
        return True
    if s.startswith("panic:") or s.startswith("[signal"):
        return True
    if re.match(r"^# \S+", l):
        return True
    if re.match(r"^[\w./-]+\.go:\d+:\d+: ", l):
        return True
    if re.match(r"^\t(have|want) \(", l):
        return True
    # project frames in a goroutine dump: function line and its path line
    if l.startswith("\t" + PROJ):
        return True
    if re.match(r"^(example\.com/logsift\S*|main\.main)\(", l):
        return True
    if s.startswith("exit status"):
        return True
    return False


def r_cargo(lines, i, l):
    s = l.strip()
    if re.match(r"^(error|warning)(\[\w+\])?:", l):
        return True
    if re.match(r"^\s*--> (src|tests)/", l):
        return True
    if re.match(r"^---- .* stdout ----$", l):
        return True
    if s.startswith("thread ") and "panicked at" in s:
        # the panic message is the next line
        return True
    if i > 0 and "panicked at" in lines[i - 1] and s:
        return True
    if re.match(r"^\s*(left|right):", l):
        return True
    if re.match(r"^test .* \.\.\. FAILED$", l):
        return True
    if s.startswith("test result:"):
        return True
    if re.match(r"^    [\w:]+$", l) and any(x.startswith("failures:") for x in lines[:i]):
        return True  # names listed under the final "failures:"
    # project frames of a backtrace: "at ./src/..." and the function line above it
    if re.match(r"^\s+at \./(src|tests)/", l):
        return True
    if i + 1 < len(lines) and re.match(r"^\s+\d+: ", l) and re.match(r"^\s+at \./(src|tests)/", lines[i + 1]):
        return True
    return False


def r_tsc(lines, i, l):
    if re.search(r"\berror\b.*TS\d+", l):
        return True
    if re.match(r"^Found \d+ errors?", l):
        return True
    if re.match(r"^\s+\d+\s+src/\S+:\d+", l):  # per-file error count table
        return True
    if l.startswith("Errors") and "Files" in l:
        return True
    return False


def r_vitest(lines, i, l):
    s = l.strip()
    if s.startswith("FAIL ") or s.startswith("→ ") or "AssertionError" in s:
        return True
    if s.startswith("× "):  # failing test rows of the verbose reporter
        return True
    if re.match(r"^\s*❯ test/\S+\.test\.ts", l) and ("failed" in l or re.search(r":\d+:\d+$", l)):
        return True
    if re.match(r"^\s*❯ test/.* > ", l):  # failing test names in the tree
        return True
    if "Failed Tests" in s:
        return True
    if re.match(r"^\s*(Test Files|Tests)\s", l):
        return True
    # the differing lines of the expected/received diff
    if re.match(r"^[-+] ", l) and l not in ("- Expected", "+ Received"):
        return True
    if re.match(r"^[-+]   \"", l):
        return True
    return False


def r_minitest(lines, i, l):
    s = l.strip()
    if re.match(r"^\s*\d+\) (Failure|Error):", l):
        return True
    if re.match(r"^Test\w+#\w+", l):
        return True
    if re.match(r"^\s*(Expected|Actual):", l) or s.startswith("Expected "):
        return True
    if re.match(r"^\w+(Error|Exception)\b", l):
        return True
    if re.match(r"^\s*(test|lib)/\S+\.rb:\d+:in", l) or (PROJ in l and ".rb:" in l):
        return True
    if re.search(r"\d+ runs, \d+ assertions", l):
        return True
    if "aborted" in s or s.startswith("Command failed"):
        return True
    return False


def r_rubocop(lines, i, l):
    if re.match(r"^[\w./-]+\.rb:\d+:\d+: [CWEF]: ", l):
        return True
    if re.search(r"\d+ files? inspected", l):
        return True
    return False


def r_ruby_crash(lines, i, l):
    return ".rb:" in l or "bin/" in l


def r_node_crash(lines, i, l):
    s = l.strip()
    if re.match(r"^\w*Error( \[\w+\])?:", l):
        return True
    if s.startswith("code:") or s.startswith("url:"):
        return True
    if s.startswith("at ") and is_project_path(s) and PROJ in s:
        return True
    return False


def r_lint_all(lines, i, l):
    # flake8 / mypy: every diagnostic line and the summary
    return bool(re.match(r"^[\w./-]+\.py:\d+(:\d+)?: ", l)) or l.startswith("Found ")


def r_mypy(lines, i, l):
    return bool(re.match(r"^[\w./-]+\.py:\d+: error:", l)) or l.startswith("Found ")


def r_diff(lines, i, l):
    # file and hunk places, commit lines, stat lines
    if l.startswith("diff --git") or l.startswith("@@"):
        return True
    if re.match(r"^commit [0-9a-f]{7,}", l):
        return True
    if re.match(r"^[0-9a-f]{7,12} \S", l):  # git log --oneline rows
        return True
    if re.match(r"^ \S.* \| +\d+ ", l) or re.search(r"\d+ files? changed", l):
        return True
    return False


def r_all(lines, i, l):
    # the output IS the answer (listing, search hits, printed file, table)
    return l.strip() != ""


def r_ls(lines, i, l):
    return l.strip() != "" and not l.startswith("total ")


def r_npm_ls(lines, i, l):
    # root line and the direct dependencies
    return i == 0 or bool(re.match(r"^[├└]─[─┬] ", l))


def r_pip_show(lines, i, l):
    return bool(re.match(r"^(Name|Version|Location|Requires|Required-by):", l))


def r_log(lines, i, l):
    return bool(re.search(r"\b(ERROR|WARNING|CRITICAL)\b", l)) or "finished" in l


def r_passing(lines, i, l):
    # passing run: only summary/count lines
    s = l.strip()
    if s.startswith("test result:") or re.search(r"\d+ passed", s):
        return True
    if re.match(r"^(Test Files|Tests)\s", s):
        return True
    return False


def r_npm_install(lines, i, l):
    return bool(re.match(r"^(added|removed|changed|up to date)", l.strip()))


# file name prefix -> (rule, use generic error words too)
RULES = [
    ("pytest-invoicekit-pass-v", r_passing, False),
    ("pytest-invoicekit-k-tax-v", r_passing, False),
    ("pytest-", r_pytest, False),
    ("python-worker-log", r_log, False),
    ("python-", r_pytrace, False),
    ("pip-show", r_pip_show, False),
    ("mypy-", r_mypy, False),
    ("flake8-", r_lint_all, False),
    ("go-test-logsift-parse-v-pass", r_passing, False),
    ("go-", r_go, False),
    ("cargo-test-semverlite-all-targets", r_passing, False),
    ("cargo-", r_cargo, False),
    ("tsc-", r_tsc, False),
    ("npm-run-build", r_tsc, False),
    ("vitest-tasklane-t-", r_passing, False),
    ("vitest-", r_vitest, False),
    ("npm-test-", r_vitest, False),
    ("node-", r_node_crash, False),
    ("npm-ls", r_npm_ls, False),
    ("npm-outdated", r_all, False),
    ("npm-ci", r_npm_install, True),
    ("npm-install", r_npm_install, True),
    ("rake-", r_minitest, False),
    ("ruby-bin", r_ruby_crash, True),
    ("ruby-test", r_minitest, False),
    ("rubocop-", r_rubocop, False),
    ("git-", r_diff, False),
    ("ls-", r_ls, False),
    ("find-", r_all, False),
    ("rg-", r_all, False),
    ("sed-", r_all, False),
    ("cat-", r_all, False),
]


def rule_for(name):
    for prefix, fn, gen in RULES:
        if name.startswith(prefix):
            return fn, gen
    raise SystemExit(f"no rule for {name}")


# per-file exclusions: lines a generic word would catch but that carry no problem
EXCLUDE = {
    # "npm warn install-scripts" lines are noise about esbuild's postinstall
}
# per-file additions (exact cleaned lines)
ADD = {
    # the go run output the agent asked for, before the crash
    "go-run-logsift-nil": ["requests: 163  errors: 14  bytes: 705027"],
}


def keep_for(name, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(x) for x in raw]
    fn, gen = rule_for(name)
    chosen = set()
    for i, l in enumerate(lines):
        if "\r" in raw[i]:
            continue
        if fn(lines, i, l) or (gen and generic_error(l)):
            chosen.add(i)
        elif l in ADD.get(name, []):
            chosen.add(i)
    nb = [i for i, l in enumerate(lines) if l.strip() and "\r" not in raw[i]]
    chosen.update(nb[-3:])
    out, seen = [], set()
    for i in sorted(chosen):
        l = lines[i]
        if "\r" in raw[i] or l in seen or l in EXCLUDE.get(name, []):
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding="utf-8").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.split("\n-- keep --\n", 1)[0] + "\n"
        keep = keep_for(name, output)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        if "-v" in sys.argv:
            print(f"{name}: {len(keep)} keep lines")


if __name__ == "__main__":
    main()

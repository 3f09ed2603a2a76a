#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh60 txtar from its output.

Written from scratch for this set, by rule, without reading any reducer.
Run: python3 keeprules.py            (rewrites the keep sections in place)

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is kept once, in
order of first appearance; the last three non-blank lines are always kept.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
HERE = os.path.dirname(os.path.abspath(__file__))

# words that state a problem (general rule)
PROBLEM = re.compile(
    r"\b(error|errors|ERROR|Error|FAIL|FAILED|Failed|fail|failed|failure|failures|"
    r"warning|warnings|Warning|WARNING|WARN|warn|exception|Exception|panic|panicked|"
    r"Traceback|AssertionError|Assertion)\b|✖|✕|×")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    out = rest.rsplit("-- keep --\n", 1)[0]
    return text, head, out


def last_three(lines):
    nb = [l for l in lines if l.strip()]
    return nb[-3:]


# ---------------------------------------------------------------- per tool

def k_pytest(lines, name):
    keep = []
    in_fail = False
    for l in lines:
        s = l.strip()
        if re.match(r"^_{3,} .* _{3,}$", l):  # failure / error section header
            keep.append(l)
            continue
        if re.match(r"^=+ .*(failed|passed|error|errors|no tests ran).* =+$", l) or \
           re.match(r"^\d+ (failed|passed)", l) or re.match(r"^!+ .* !+$", l):
            keep.append(l)
            continue
        if l.startswith(("FAILED ", "ERROR ")) or re.search(r" (FAILED|ERROR)( |$)", l):
            keep.append(l)
            continue
        if l.startswith("E ") or l == "E":
            if s != "E":
                keep.append(l)
            continue
        if l.startswith(">"):  # the failing source line
            keep.append(l)
            continue
        # location lines in the project's own code: tests/x.py:12: AssertionError / in <module>
        if re.match(r"^(tests|carillon)/[\w/]+\.py:\d+:", l):
            keep.append(l)
            continue
        if l.startswith("ImportError while importing test module"):
            keep.append(l)
            continue
    return keep


def k_pyflake(lines, name):
    # flake8 / pylint: every finding line, plus the score line
    keep = []
    for l in lines:
        if re.match(r"^[\w./-]+\.py:\d+:(\d+:)?", l):
            keep.append(l)
        elif "Your code has been rated" in l:
            keep.append(l)
    return keep


def k_mypy(lines, name):
    keep = []
    for l in lines:
        if re.match(r"^[\w./-]+\.py:\d+(:\d+)?: error:", l):
            keep.append(l)
        elif re.match(r"^[\w./-]+\.py: (In|At top level)", l):  # error context location
            keep.append(l)
        elif re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.append(l)
    return keep


def k_jest(lines, name):
    keep = []
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s*[-+] (Expected|Received)\b", l):
            keep.append(l)
            in_diff = True
            # vitest prints the value on the next non-blank line
            if s.endswith(":"):
                for m in lines[i + 1:i + 3]:
                    if m.strip():
                        keep.append(m)
                        break
            continue
        if in_diff:
            if re.match(r"^\s*>?\s*\d+ ?\|", l) or s.startswith(("❯", "at ")):
                in_diff = False
            elif re.match(r"^\s*[-+] ", l) or re.match(r"^\s*[-+]\s{2,}\S", l):
                keep.append(l)
                continue
        if l.startswith("FAIL ") or l.startswith(" FAIL "):
            keep.append(l)
        elif s.startswith("●") and "Console" not in s:
            keep.append(l)
        elif s.startswith(("Expected:", "Received:", "expect(", "Expected ", "Received ")):
            keep.append(l)
        elif re.match(r"^\s*(AssertionError|Error|TypeError|ReferenceError|SyntaxError)\b", l):
            keep.append(l)
        elif s.startswith("→"):
            keep.append(l)
        elif re.match(r"^\s*❯ test/.*(failed|\d+:\d+)", l) or re.match(r"^\s*❯ test/\S+ > ", l):
            keep.append(l)
        elif re.match(r"^\s*at .*\((test|src|spec)/[^)]*:\d+:\d+\)", l) or \
                re.match(r"^\s*at (test|src|spec)/\S+:\d+:\d+", l):
            keep.append(l)
        elif re.match(r"^\s*>\s*\d+ \|", l):  # the failing line of the code frame
            keep.append(l)
        elif re.match(r"^(Tests|Test Suites|Snapshots):", l) or \
                re.match(r"^\s*(Test Files|Tests)\s+\d", l):
            keep.append(l)
        elif re.match(r"^All files\s*\|", l):
            keep.append(l)
        elif re.search(r"Failed Tests \d+", l):
            keep.append(l)
    return keep


def k_mocha(lines, name):
    keep = []
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s*\d+ (passing|failing|pending)", l):
            keep.append(l)
            if "failing" in l:
                in_fail = True
            continue
        if not in_fail:
            continue
        if re.match(r"^\s*\d+\) ", l):
            keep.append(l)
            # the test title follows on the next line
            if i + 1 < len(lines) and lines[i + 1].strip().endswith(":"):
                keep.append(lines[i + 1])
        elif re.match(r"^\s*(AssertionError|Error|TypeError)\b", l) or s == "+ expected - actual":
            keep.append(l)
        elif re.match(r"^\s*[-+]\S", l):
            keep.append(l)
        elif re.search(r"\((spec|src|test)/[^)]*:\d+:\d+\)", l):
            keep.append(l)
    return keep


def k_gotest(lines, name):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("--- FAIL") or re.match(r"^\s+--- FAIL", l):
            keep.append(l)
        elif re.match(r"^(FAIL|ok)\s", l) or l == "FAIL":
            keep.append(l)
        elif re.match(r"^\s+\w+_test\.go:\d+:", l):
            keep.append(l)
            # continuation lines of a multi-line message (deeper indent, no file)
            for m in lines[i + 1:]:
                if re.match(r"^\s{8,}\S", m) and not re.match(r"^\s+\w+_test\.go:\d+:", m) \
                        and not m.strip().startswith(("---", "===")):
                    keep.append(m)
                else:
                    break
        elif l.startswith("panic:") or "[recovered]" in l:
            keep.append(l)
    return keep


def k_gojson(lines, name):
    keep = []
    for l in lines:
        if '"Action":"fail"' in l:
            keep.append(l)
            continue
        m = re.search(r'"Output":"(.*)"\}$', l)
        if not m:
            continue
        o = m.group(1)
        if o.startswith("--- FAIL") or o.startswith("FAIL") or re.match(r"^\s+\w+_test\.go:\d+:", o) \
                or re.match(r"^\s{8,}(got|want)", o) or o.startswith("ok  "):
            keep.append(l)
    return keep


def k_gopanic(lines, name):
    keep = []
    in_g1 = False
    for i, l in enumerate(lines):
        if l.startswith("panic:") or l.startswith("exit status"):
            keep.append(l)
        elif re.match(r"^goroutine \d+ \[running\]:", l):
            keep.append(l)
            in_g1 = True
        elif l.startswith("goroutine "):
            in_g1 = False
        elif in_g1 and l.strip():
            # only the panicking goroutine's frames in the project's own code
            if l.startswith("main.") or "example.com/glacier" in l:
                keep.append(l)
                if i + 1 < len(lines) and "/home/dev/work/" in lines[i + 1]:
                    keep.append(lines[i + 1])
    return keep


def k_cargo(lines, name):
    keep = []
    in_failures_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^test .* \.\.\. FAILED$", l):
            keep.append(l)
        elif l.startswith("---- ") and l.endswith(" ----"):
            keep.append(l)
        elif "panicked at" in l:
            keep.append(l)
            # the panic message follows
            if i + 1 < len(lines) and lines[i + 1].strip() and not lines[i + 1].startswith("note:"):
                keep.append(lines[i + 1])
        elif re.match(r"^\s*(left|right):", l):
            keep.append(l)
        elif l.startswith("assertion") or "called `Result::unwrap()`" in l:
            keep.append(l)
        elif l.startswith("test result:"):
            keep.append(l)
        elif l.startswith("error") or l.startswith("warning"):
            keep.append(l)
        elif re.match(r"^\s+`--(lib|test|bin)", l) or re.match(r"^\s+`--test", l):
            keep.append(l)
        elif re.match(r"^\s+at \./src/|^\s+at src/", l) or re.match(r"^\s+at \S*sundial/src", l):
            keep.append(l)
    return keep


def k_make(lines, name):
    keep = []
    for l in lines:
        if re.match(r"^[\w./-]+\.[ch]: In function", l) or re.match(r"^[\w./-]+\.[ch]: At top level", l):
            keep.append(l)
        elif re.match(r"^[\w./-]+\.[ch]:\d+:\d+: (warning|error|note):", l):
            keep.append(l)
        elif l.startswith("make: ***") or l.startswith("make: Target"):
            keep.append(l)
        elif "undefined reference" in l or l.startswith("collect2:") or \
                re.match(r"^/usr/bin/ld: .*: in function", l):
            keep.append(l)
    return keep


def k_eslint(lines, name):
    keep = []
    for l in lines:
        if l.startswith("/home/dev/work/") and "error" not in l and "warning" not in l.lower():
            keep.append(l)  # file header of the stylish formatter
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.append(l)
        elif re.match(r"^/home/dev/work/.*: line \d+, col \d+, (Error|Warning)", l):
            keep.append(l)
        elif re.search(r"\d+ problems?", l) or "potentially fixable" in l:
            keep.append(l)
    return keep


def k_tsc(lines, name):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^[\w./-]+\.tsx?\(\d+,\d+\): error TS\d+", l):
            keep.append(l)
            for m in lines[i + 1:]:
                if m.startswith("  ") and m.strip():
                    keep.append(m)  # elaboration of the error
                else:
                    break
        elif re.match(r"^[\w./-]+\.tsx?:\d+:\d+ - error TS\d+", l):
            keep.append(l)
        elif re.match(r"^Found \d+ errors?", l):
            keep.append(l)
    return keep


def k_webpack(lines, name):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(ERROR|WARNING) in ", l):
            keep.append(l)
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.append(lines[i + 1])  # the error message itself
        elif re.search(r"webpack [\d.]+ compiled", l):
            keep.append(l)
        elif re.match(r"^asset \S+", l):
            keep.append(l)
        elif re.match(r"^(ModuleParseError|ModuleNotFoundError|SyntaxError):", l):
            keep.append(l)
        elif l.startswith("You may need an appropriate loader"):
            keep.append(l)
        elif l.startswith("BREAKING CHANGE"):
            keep.append(l)
        elif re.match(r"^\s*> ?\d* ?\|", l) and False:
            keep.append(l)
    return keep


def k_vite(lines, name):
    keep = []
    for l in lines:
        if re.search(r"\d+ modules transformed", l) or "built in" in l:
            keep.append(l)
        elif re.match(r"^\(!\)", l) or l.startswith("error during build") or PROBLEM.search(l):
            keep.append(l)
        elif re.match(r"^dist/index\.html", l) or re.match(r"^dist/assets/index-", l):
            keep.append(l)
    return keep


def k_npm(lines, name):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("npm warn") or l.startswith("npm error") or l.startswith("npm ERR"):
            keep.append(l)
        elif re.match(r"^(added|removed|changed|up to date)\b", l):
            keep.append(l)
        elif i == 0 and "@" in l and "/home/dev/work" in l:
            keep.append(l)  # npm ls root
        elif re.match(r"^[├└][─┬]{2} ", l):
            keep.append(l)  # npm ls: the project's direct dependencies
        elif re.search(r"\b(UNMET|invalid|extraneous|missing)\b", l):
            keep.append(l)
    return keep


def k_gitlog(lines, name):
    keep = []
    want_subject = False
    for l in lines:
        if l.startswith("commit "):
            keep.append(l)
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.append(l)
            want_subject = False
            continue
        if l.startswith("diff --git") or l.startswith("@@") or \
                re.match(r"^(rename from|rename to|deleted file mode|new file mode)", l):
            keep.append(l)
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin", l):
            keep.append(l)  # --stat file line
        elif re.match(r"^ \d+ files? changed", l) and "--stat" in name:
            keep.append(l)
    return keep


def k_gitformat(lines, name):
    # one line per commit: "<hash> <author> <date> <subject>"; shortstat lines are left out
    return [l for l in lines if re.match(r"^[0-9a-f]{7,} ", l)]


def k_gitdiff(lines, name):
    keep = []
    for l in lines:
        if l.startswith("diff --git") or l.startswith("@@") or \
                re.match(r"^(rename from|rename to|deleted file mode|new file mode|similarity index)", l):
            keep.append(l)
    return keep


BULK_UNTRACKED = re.compile(r"(^|\s|/)(recordings|notes)/")


def k_gitstatus(lines, name):
    keep = []
    for l in lines:
        s = l.strip()
        if l.startswith("On branch") or l.startswith("Your branch"):
            keep.append(l)
        elif s in ("Changes to be committed:", "Changes not staged for commit:", "Untracked files:"):
            keep.append(l)
        elif re.match(r"^\t(modified|deleted|renamed|new file|both modified|typechange):", l):
            keep.append(l)
        elif re.match(r"^[ MADRCU?]{2} ", l) and not l.startswith("??"):
            keep.append(l)
        elif (l.startswith("\t") or l.startswith("?? ")) and not BULK_UNTRACKED.search(l) \
                and not s.startswith("("):
            keep.append(l)  # untracked source files (the bulk data dirs are left out)
    return keep


def k_grep(lines, name):
    if "recordings" in name:
        # 400 near-identical hits in generated CSV data: the first ten show the pattern
        return [l for l in lines if l.strip()][:10]
    return [l for l in lines if re.match(r"^[\w./-]+:\d+:", l)]


def k_pytrace(lines, name):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("Traceback") or s.startswith("During handling of the above exception"):
            keep.append(l)
        elif re.match(r'^\s*File "(/home/dev/work/|/srv/carillon/)', l):
            keep.append(l)
        elif re.match(r"^[\w.]+(Error|Exception|Refused\w*)\b.*:", l) or re.match(r"^[\w.]+Error:", l):
            keep.append(l)
        elif re.search(r"\b(ERROR|WARNING|CRITICAL)\b", l):
            keep.append(l)
    return keep


def k_log(lines, name):
    return k_pytrace(lines, name)


RULES = [
    ("pytest-", k_pytest),
    ("flake8-", k_pyflake),
    ("pylint-", k_pyflake),
    ("mypy-", k_mypy),
    ("jest-", k_jest),
    ("vitest-", k_jest),
    ("mocha-", k_mocha),
    ("go-test-json-", k_gojson),
    ("go-test-", k_gotest),
    ("go-run-", k_gopanic),
    ("cargo-", k_cargo),
    ("make-", k_make),
    ("eslint-", k_eslint),
    ("tsc-", k_tsc),
    ("webpack-", k_webpack),
    ("vite-", k_vite),
    ("npm-", k_npm),
    ("git-log-format-", k_gitformat),
    ("git-log-", k_gitlog),
    ("git-diff-", k_gitdiff),
    ("git-status-", k_gitstatus),
    ("grep-", k_grep),
    ("python-", k_pytrace),
    ("tail-", k_log),
    ("head-tail-", k_log),
]


def keep_for(name, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    rule = None
    for prefix, fn in RULES:
        if name.startswith(prefix):
            rule = fn
            break
    if rule is None:
        raise SystemExit(f"no rule for {name}")
    chosen = set(rule(lines, name)) | set(last_three(lines))
    seen, result = set(), []
    for r, l in zip(raw, lines):
        if "\r" in r or l in seen or l not in chosen or not l.strip():
            continue
        seen.add(l)
        result.append(l)
    return result


def main():
    total_out = total_keep = 0
    for p in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(p)[:-6]
        text, head, out = parse(p)
        keep = keep_for(name, out)
        open(p, "w", encoding="utf-8").write(head + "-- output --\n" + out + "-- keep --\n" +
                                             "".join(k + "\n" for k in keep))
        ob = len(out.encode())
        kb = sum(len(k.encode()) + 1 for k in keep)
        total_out += ob
        total_keep += kb
        if "-v" in sys.argv:
            print(f"{name:55s} {ob:7d} {kb:6d} {len(keep):4d}")
    print(f"outputs={len(glob.glob(os.path.join(HERE, '*.txtar')))} out={total_out} keep={total_keep} "
          f"save={100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh100 txtar file from its output.

The rules were fixed before any reducer was run on this set. Run once:

    python3 keeprules.py            # rewrites the keep section of every *.txtar here

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each line is listed once, in output order (duplicate texts are listed
once, at their first kept occurrence).
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# --- generic rules (test runners, linters, compilers) -----------------------
ERRWORD = re.compile(
    r"\b(error|errors|ERROR|Error|FAIL|FAILED|Failed|failed|failing|failure|failures|Failure|"
    r"panic|panicked|Traceback|Exception|warning|warnings|Warning|WARNING|fatal|Fatal|"
    r"AssertionError|ZeroDivisionError|ModuleNotFoundError|ImportError|TypeError|ValueError)\b|"
    r"\b\w+Error:|✘|✕|×|✖"
)
SUMMARY = re.compile(
    r"(\b\d+ (passed|failed|errors?|warnings?|problems?|tests?|passing|failing|skipped|"
    r"deselected|xfailed|xpassed|pending)\b|^Test Suites:|^Tests:|^\s*Tests\s|^\s*Test Files\s|"
    r"^Snapshots:|test result:|^Found \d+ errors?|^Success: no issues|rated at|"
    r"compiled (successfully|with)|^FAIL\b|^ok\s+\S|^PASS$|^FAIL$|^# [\w./-]+$)"
)
# lines that are passing rows / progress / context, never kept by the generic rule
PASSROW = re.compile(
    r"(\bPASSED\b|\.\.\. ok$|^\s*✓|^\s*✔|--- PASS|=== RUN|=== PAUSE|=== CONT|"
    r"^\s*Compiling |^\s*Checking |^\s*Running |^\s*Finished |^\s*Doc-tests|"
    r"^\s*\d+\s*\|.*|^\s*\|\s*$|^\s*\|\s)"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def last3(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


def generic(lines):
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip() or PASSROW.search(l):
            continue
        if ERRWORD.search(l) or SUMMARY.search(l):
            keep.add(i)
    return keep


# --- per-tool rules ---------------------------------------------------------
def r_pytest(lines):
    keep = generic(lines)
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l) or re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^_{3,} .* _{3,}$", l) or re.match(r"^={3,} (FAILURES|ERRORS|short test summary info) =+$", l):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+(:|$)", l) and "dist-packages" not in l:
            keep.add(i)  # project file:line of a failure
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.add(i)
        elif re.match(r"^\[gw\d\] .*(FAILED|ERROR)", l):
            keep.add(i)
    # passing rows of -v/-rA are dropped (PASSED), progress dots too
    return {i for i in keep if not re.search(r"\bPASSED\b", lines[i])}


def r_mypy(lines):
    keep = generic(lines)
    for i, l in enumerate(lines):
        if re.match(r"^[\w./-]+\.py:\d+: (error|note):", l):
            keep.add(i)
    return keep


def r_flake8(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w./-]+\.py:\d+:\d+: [A-Z]\d+ ", l):
            keep.add(i)
    return keep  # --show-source context and carets are left out


def r_pylint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("************* Module"):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+(:\d+)?: ?\[?[CRWEF]\d{4}", l):
            keep.add(i)
        elif "rated at" in l:
            keep.add(i)
    return keep


def project_at(l):
    return re.search(r"\bat .*\((?!node:|.*node_modules)[^()]*:\d+:\d+\)", l) or re.search(
        r"^\s*at (?!node:|.*node_modules)\S+:\d+:\d+$", l.strip() and l or "")


def r_js_tests(lines):
    keep = generic(lines)
    in_diff = False
    diff_lines = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("●"):
            keep.add(i)
        if re.match(r"^(Expected|Received)( |:)", s) or re.match(r"^(Expected|Received) (precision|difference)", s):
            keep.add(i)
        if re.match(r"^- (Expected|Snapshot)\b", s) or re.match(r"^\+ (Received)\b", s) or s == "+ expected - actual":
            keep.add(i)
            in_diff = True
            diff_lines = 0
            continue
        if in_diff:
            if not s and diff_lines == 0:
                continue
            diff_lines += 1
            if not s or re.match(r"^\d+ \|", s) or s.startswith(">") or s.startswith("❯") or s.startswith("at "):
                in_diff = False
            elif re.match(r"^[-+]", s):
                keep.add(i)
        if re.match(r"^>\s*\d+ \|", s):  # pointer line of the failing expectation
            keep.add(i)
        if project_at(l):
            keep.add(i)
        if re.match(r"^❯ [\w./-]+:\d+:\d+$", s) or s.startswith("→ "):
            keep.add(i)
        if re.match(r"^(FAIL|✕|×)\s", s):
            keep.add(i)
        if re.match(r"^\d+\) ", s):  # mocha failure titles
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip() and not re.match(r"^\d+\) ", lines[i + 1].strip()):
                keep.add(i + 1)
        if re.match(r"^Snapshot name:", s) or re.search(r"\bobsolete\b|snapshots? (failed|written)", s):
            keep.add(i)
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
    return {i for i in keep if not re.match(r"^\s*(✓|✔)", lines[i])}


def r_tsc(lines):
    keep = generic(lines)
    for i, l in enumerate(lines):
        if re.match(r"^[\w./-]+\(\d+,\d+\): error TS\d+", l):
            keep.add(i)
            j = i + 1
            while j < len(lines) and lines[j].startswith("  ") and lines[j].strip():
                keep.add(j)
                j += 1
        if re.match(r"^Errors:\s+\d+", l):
            keep.add(i)
    return {i for i in keep if not re.match(r"^/\S+\.(d\.)?ts$", lines[i])}  # --listFiles rows


def r_webpack(lines):
    keep = generic(lines)
    for i, l in enumerate(lines):
        if re.match(r"^(ERROR|WARNING) in ", l) or "[tsl]" in l or re.search(r"\bTS\d{4}:", l):
            keep.add(i)
        if re.match(r"^\./src/\S+ \d+:\d+", l) and i > 0 and lines[i - 1].startswith(("ERROR in", "WARNING in")):
            keep.add(i)
    return keep


def r_esbuild(lines):
    keep = generic(lines)
    for i, l in enumerate(lines):
        if re.match(r"^\s+[\w./-]+:\d+:\d+:$", l):
            keep.add(i)
        if re.match(r"^\d+ (errors?|warnings?)", l):
            keep.add(i)
    return keep


def r_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^/\S+\.(ts|js|tsx|jsx)$", l):  # stylish file header
            keep.add(i)
        elif re.match(r"^\d+:\d+\s+(error|warning)\s", s):
            keep.add(i)
        elif re.match(r"^/\S+:\d+:\d+: ", l):  # unix
            keep.add(i)
        elif re.match(r"^✖ \d+ problems?", s) or re.search(r"potentially fixable", s):
            keep.add(i)
        elif re.match(r"^\d+ problems?$", s):
            keep.add(i)
        elif re.match(r"^not ok \d+", s):  # tap
            keep.add(i)
        elif re.match(r"^(- )?message:", s) or re.match(r"^(line|ruleId|severity):", s):
            keep.add(i)
    return keep


def r_cargo(lines):
    keep = generic(lines)
    after_failures = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?:", l):
            keep.add(i)
        if re.match(r"^\s*--> \S+:\d+:\d+", l) and "/rustc/" not in l and "/.cargo/registry/" not in l:
            keep.add(i)
        if re.match(r"^\s*\d*\s*\|[\s|]*[\^-]+ +[^\s^-]", l):
            keep.add(i)  # caret label carrying the error detail
        if re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        if re.match(r"^thread '.*' \(\d+\) panicked at ", l) or re.match(r"^thread '.*' panicked at ", l):
            keep.add(i)
            # the panic message lines up to the note/blank
            j = i + 1
            while j < len(lines) and lines[j].strip() and not lines[j].startswith("note:") and not lines[j].startswith("stack backtrace"):
                keep.add(j)
                j += 1
        if re.match(r"^\s*(left|right):", l) or "assertion `left" in l or "assertion failed" in l:
            keep.add(i)
        if l == "failures:":
            after_failures += 1
            continue
        if after_failures and re.match(r"^    \S+$", l):
            keep.add(i)
        if not l.strip() and after_failures:
            pass
        if s.startswith("test result:"):
            after_failures = 0
        if re.match(r"^test \S+ \.\.\. FAILED$", l):
            keep.add(i)
    return {i for i in keep if not re.match(r"^\s*(Compiling|Checking|Running|Finished)\b|^running \d+ tests?$|^\s*= (help|note):", lines[i])
            and not re.match(r"^test \S+ \.\.\. ok$", lines[i])}


def r_go(lines, cmd):
    keep = set()
    if "-json" in cmd:
        for i, l in enumerate(lines):
            if re.search(r'"Action":"(fail|skip)"', l):
                keep.add(i)
            elif re.search(r'"Action":"output"', l) and re.search(r'(FAIL|panic|\.go:\d+: )', l):
                keep.add(i)
            elif re.search(r'"Action":"pass"', l) and '"Test"' not in l:
                keep.add(i)  # package summary
        return keep
    keep = generic(lines)
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^[\w./-]+\.go:\d+(:\d+)?: ", l):
            keep.add(i)  # vet / staticcheck / build errors
        elif re.match(r"^\s+[\w]+_test\.go:\d+: ", l):
            keep.add(i)  # t.Errorf output
        elif re.match(r"^\s*--- FAIL", l) or re.match(r"^(FAIL|ok)\s", l) or s == "FAIL":
            keep.add(i)
        elif re.match(r"^panic: ", l):
            keep.add(i)
        elif re.match(r"^example\.com/accordo/", l):
            keep.add(i)  # project frame (function)
        elif "/home/dev/work/" in l and re.search(r"\.go:\d+", l):
            keep.add(i)  # project frame (file:line)
        elif re.match(r"^\s+(got|want|wanted)[ :]", l):
            keep.add(i)
    return {i for i in keep if not re.match(r"^\s*--- PASS|^=== RUN|^\t/usr/local/go/|^panic\(|^testing\.", lines[i])}


def r_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if s.startswith("(use ") or s.startswith("(commit ") or s.startswith('(use "'):
            continue
        if re.match(r"^(On branch|HEAD detached|Your branch|No commits yet|## )", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)  # every entry
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)  # short format
        elif re.match(r"^(nothing|no changes)", l):
            keep.add(i)
    return keep


def r_git_history(lines, cmd):
    """commit lines, subjects, file headers, stat rows; changed lines for diff/show."""
    keep = set()
    show_body = (" diff" in " " + cmd.split("git", 1)[1] and "--stat" not in cmd) or " show" in cmd
    expect_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            expect_subject = True
            continue
        if expect_subject and l.startswith("    ") and l.strip():
            keep.add(i)
            expect_subject = False
            continue
        if re.match(r"^diff --git ", l) or re.match(r"^(new|deleted) file mode", l) or re.match(r"^rename (from|to) ", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin ", l):
            keep.add(i)  # stat row
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif show_body and (re.match(r"^@@ ", l) or (re.match(r"^[+-]", l) and not re.match(r"^(\+\+\+|---) ", l))):
            keep.add(i)
        elif show_body and re.match(r"^(\+\+\+|---) ", l):
            pass
    return keep


def r_grep(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[^:\s][^:]*:\d+:", l) or l.startswith("grep: "):
            keep.add(i)
    return keep


def r_curl(lines, exitcode):
    keep = set()
    status = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if l.startswith("curl: ("):
            keep.add(i)
        elif re.match(r"^(< )?Location:", l, re.I):
            keep.add(i)
        elif re.match(r"^\* (Failed|Connection refused|Could not|Closing connection.*error)", l):
            keep.add(i)
    # error body lines: for a non-2xx/3xx final response, visible-text lines of the body
    if status is not None and status >= 400:
        body_start = None
        for i, l in enumerate(lines):
            if re.match(r"^(< )?$", l) and body_start is None and any(
                    re.match(r"^(< )?HTTP/", x) for x in lines[:i]):
                body_start = i + 1
        if body_start is not None:
            in_style = False
            for i in range(body_start, len(lines)):
                l = lines[i]
                if l.startswith(("*", "<", ">")) and not l.lstrip().startswith("<"):
                    continue
                if "<style" in l:
                    in_style = "</style>" not in l
                    continue
                if in_style:
                    in_style = "</style>" not in l
                    continue
                text = re.sub(r"<[^>]*>", "", l).strip()
                if text and not l.startswith(("* ", "< ", "> ")) and not text.startswith("<!"):
                    keep.add(i)
    return keep


def rules_for(cmd, lines, exitcode):
    c = cmd
    if re.match(r"^pytest\b", c):
        return r_pytest(lines)
    if c.startswith("mypy"):
        return r_mypy(lines)
    if c.startswith("flake8"):
        return r_flake8(lines)
    if c.startswith("pylint"):
        return r_pylint(lines)
    if re.match(r"^npx (jest|vitest|mocha)\b", c):
        return r_js_tests(lines)
    if c.startswith("npx tsc"):
        return r_tsc(lines)
    if c.startswith("npx webpack"):
        return r_webpack(lines)
    if c.startswith("npx esbuild"):
        return r_esbuild(lines)
    if c.startswith("npx eslint"):
        return r_eslint(lines)
    if c.startswith("cargo"):
        return r_cargo(lines)
    if c.startswith("go ") or c.startswith("staticcheck"):
        return r_go(lines, c)
    if c.startswith("git status"):
        return r_git_status(lines)
    if c.startswith("git "):
        return r_git_history(lines, c)
    if c.startswith("grep"):
        return r_grep(lines)
    if c.startswith("curl"):
        return r_curl(lines, exitcode)
    return generic(lines)


def process(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exitcode = int(re.search(r"^exit: (-?\d+)$", head, re.M).group(1))
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = rules_for(cmd, lines, exitcode) | last3(lines)
    seen, keep = set(), []
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        keep.append(l)
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for p in files:
        n = process(p)
        print(f"{os.path.basename(p)}: {n} keep lines")


if __name__ == "__main__":
    sys.exit(main())

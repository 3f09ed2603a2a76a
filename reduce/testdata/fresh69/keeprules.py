#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh69 txtar from its output.

Rules were fixed before any reducer was run on this set. Usage:
    python3 keeprules.py            # rewrite keep sections in place
    python3 keeprules.py --check    # report differences only
A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(name):
    for prefix in ("pytest", "mypy", "flake8", "pylint", "jest", "vitest", "mocha", "tsc",
                   "webpack", "esbuild", "eslint", "cargo", "go-", "staticcheck", "git-status",
                   "git", "grep", "curl"):
        if name.startswith(prefix):
            return prefix.rstrip("-")
    raise SystemExit(f"no tool for {name}")


# ---- general rule: any line that states an error/failure/warning/panic/exception ----
GENERAL = re.compile(
    r"(\berror\b|\berrors\b|\bError\b|\bERROR\b|\bFAIL(ED)?\b|\bfailed\b|\bFailed\b|\bfailure|"
    r"\bpanic|\bTraceback\b|Exception\b|\bwarning\b|\bWarning\b|\bWARNING\b|\bfatal\b|"
    r"\bdeadlock\b|\btimed out\b|AssertionError|\w+Error:)")
# rows that merely report a pass (or are progress) never count under the general rule
PASSING_ROW = re.compile(r"(\bPASSED\b|^\s*[✓✔]|^\s*--- PASS|^=== RUN|^=== (PAUSE|CONT)|\.\.\. ok$|^PASS\b|^ok\s)")


def general(line):
    return bool(GENERAL.search(line)) and not PASSING_ROW.search(line)


def last_three(lines):
    nb = [i for i, l in enumerate(lines) if l.strip()]
    return set(nb[-3:])


# ---- per-tool rules: each returns the set of indexes to keep ----
def r_pytest(L):
    keep = set()
    for i, l in enumerate(L):
        if (l.startswith("E ") or l == "E" or l.startswith(">") or l.startswith("FAILED ")
                or l.startswith("ERROR ") or re.match(r"^_{3,} .+ _{3,}$", l)
                or re.match(r"^[\w./-]+\.py:\d+: \w", l)
                or re.match(r"^=+ .*\b(passed|failed|error|errors|skipped)\b.* =+$", l)
                or re.match(r"^\d+ (passed|failed)", l)
                or re.search(r"::\S+ (FAILED|ERROR)", l)
                or l.startswith("Falsifying example") or re.match(r"^\s+\S+=.*,$", l) and False):
            keep.add(i)
        if l.startswith("Falsifying example"):
            # the example body follows up to the closing paren
            for j in range(i, min(i + 6, len(L))):
                keep.add(j)
                if L[j].rstrip().endswith(")") and j > i:
                    break
    return keep


def r_mypy(L):
    return {i for i, l in enumerate(L) if re.search(r": (error|note):", l)
            or re.match(r"^(Found \d+ errors?|Success:)", l)}


def r_flake8(L):
    return {i for i, l in enumerate(L) if re.match(r"^\S+:\d+:\d+: [A-Z]\d+", l)
            or re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l)}


def r_pylint(L):
    return {i for i, l in enumerate(L) if re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", l)
            or l.startswith("Your code has been rated")}


def r_jest(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if (l.startswith("FAIL ") or s.startswith("● ") or s.startswith("✕")
                or re.match(r"^(Expected|Received)(:| length:| value:)", s)
                or re.match(r"^(- Expected|\+ Received)", s)
                or re.match(r"^>\s*\d+ \|", s)
                or (s.startswith("at ") and "node_modules" not in s and "node:" not in s
                    and re.search(r"\((?!node)[\w./-]+:\d+:\d+\)$|\s[\w./-]+:\d+:\d+$", s))
                or "Cannot find module" in s
                or re.match(r"^(Test Suites|Tests):", s)):
            keep.add(i)
    return keep


def r_vitest(L):
    keep = set()
    in_diff = False
    for i, l in enumerate(L):
        s = l.strip()
        if s.startswith("- Expected"):
            in_diff = True
        if in_diff:
            if re.match(r"^[+-] ", l) or s in ("- Expected", "+ Received"):
                keep.add(i)
            if s.startswith("❯ ") or s.startswith("⎯"):
                in_diff = False
        if (s.startswith("FAIL ") or s.startswith("→ ") or s.startswith("×")
                or re.match(r"^❯ .*\(\d+ tests? \| \d+ failed\)", s)
                or re.match(r"^❯ .+ > .+", s)
                or re.match(r"^❯ [\w./-]+:\d+:\d+$", s)
                or re.match(r"^\w*Error:", s)
                or re.match(r"^(Test Files|Tests|Snapshots)\s", s)
                or re.match(r"^⎯+ Failed Tests \d+ ⎯+$", s)):
            keep.add(i)
    return keep


def r_mocha(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
        m = re.match(r"^(\s+)\d+\) ", l)
        if m:
            keep.add(i)
            # the test title continues on the next, deeper-indented line ending with ':'
            if i + 1 < len(L) and L[i + 1].rstrip().endswith(":") and not re.match(r"^\s+\d+\) ", L[i + 1]):
                keep.add(i + 1)
        if re.match(r"^\w*Error( \[\w+\])?:", s):
            keep.add(i)
        if re.match(r"^[+-] +\S", l) and not re.match(r"^[+-] (actual|expected)", l):
            keep.add(i)
        if s.startswith("at ") and re.search(r"\((cli|server|web)/[\w./-]+:\d+:\d+\)", s):
            keep.add(i)
    return keep


def r_tsc(L):
    return {i for i, l in enumerate(L) if re.search(r"error TS\d+:", l)
            or re.match(r"^Found \d+ errors?", l)}


def r_webpack(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if (s.startswith("ERROR in") or s.startswith("WARNING in") or s.startswith("Module not found")
                or s.startswith("[tsl] ERROR") or re.match(r"^TS\d+:", s)
                or re.match(r"^webpack [\d.]+ compiled", s)
                or re.match(r"^asset \S+", s)):
            keep.add(i)
    return keep


def r_esbuild(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if (s.startswith("✘ [ERROR]") or s.startswith("▲ [WARNING]")
                or re.match(r"^[\w./-]+:\d+:\d+:$", s)
                or re.match(r"^\d+ (errors?|warnings?)", s)
                or re.match(r"^\S+\.(js|mjs|cjs|css|map)\s+[\d.]+(b|kb|mb)$", s)):
            keep.add(i)
    return keep


def r_eslint(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^/\S+\.(js|cjs|mjs|ts|tsx|jsx)$", l) or re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l) \
                or re.match(r"^✖ \d+ problems?", l.strip()) or "potentially fixable" in l:
            keep.add(i)
    return keep


def r_cargo(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if (re.match(r"^(error|warning)(\[[\w:]+\])?: ", l) or re.match(r"^\s*--> ", l)
                or re.match(r"^test \S+ \.\.\. FAILED$", l) or re.match(r"^---- \S+ stdout ----$", l)
                or re.match(r"^test result: ", l) or re.match(r"^\s+(left|right): ", l)
                or s.startswith("assertion `") or re.match(r"^    \S+::\S+$", l)):
            keep.add(i)
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.add(i)
            if i + 1 < len(L) and L[i + 1].strip() and not L[i + 1].startswith("note:"):
                keep.add(i + 1)  # the panic message
    return keep


def r_go(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if (re.match(r"^\s*--- FAIL: ", l) or re.match(r"^FAIL\b", l) or re.match(r"^ok\s+\S+", l)
                or re.match(r"^\s+\w+_test\.go:\d+: ", l) or l.startswith("panic: ")
                or s.startswith("running tests:") or re.match(r"^\t\tTest\w+ \(", l)
                or re.match(r"^[\w./-]+\.go:\d+:\d+: ", l) or re.match(r"^# \S+", l)
                or re.match(r"^(example\.org|[\w.-]+\.\w+)/\S+\.\w+\(.*\)$", l) and "seedvault" in l
                or re.match(r"^\s+/\S*/seedvault/\S+\.go:\d+", l)):
            keep.add(i)
    return keep


def r_git_status(L):
    keep = set()
    for i, l in enumerate(L):
        if (l.startswith("On branch") or l.startswith("Your branch") or l.startswith("HEAD detached")
                or re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l)
                or l.startswith("\t") or re.match(r"^[ MADRCU?!]{2} \S", l) or l.startswith("## ")
                or l.startswith("nothing to commit") or l.startswith("no changes added")):
            keep.add(i)
    return keep


def r_git(L):
    keep = set()
    expect_subject = False
    for i, l in enumerate(L):
        if l.startswith("commit ") and re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i)
            expect_subject = True
            continue
        if expect_subject and l.startswith("    ") and l.strip():
            keep.add(i)
            expect_subject = False
        if (l.startswith("diff --git ") or l.startswith("@@ ")
                or re.match(r"^ \S.* \| +(\d+ [+-]*|Bin .*)$", l)
                or re.match(r"^ \d+ files? changed", l)
                or l.startswith("new file mode") or l.startswith("deleted file mode")
                or l.startswith("rename from") or l.startswith("rename to")):
            keep.add(i)
    return keep


def r_grep(L):
    # every hit is something the agent asked for
    return {i for i, l in enumerate(L) if re.match(r"^[^:\s]+:\d+:", l) or l.startswith("grep:")}


def r_curl(L):
    keep = set()
    status = None
    for i, l in enumerate(L):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if l.startswith("curl: (") or re.match(r"^\* (Failed|Could not|connect to .* failed|Connection refused)", l):
            keep.add(i)
        if status is not None and status >= 400 and not l.startswith(("<", ">", "*", "{ [")):
            if re.search(r'"(error|detail|message|got)"|Traceback|Error\b|"\s*File ', l):
                keep.add(i)
    return keep


RULES = {"pytest": r_pytest, "mypy": r_mypy, "flake8": r_flake8, "pylint": r_pylint, "jest": r_jest,
         "vitest": r_vitest, "mocha": r_mocha, "tsc": r_tsc, "webpack": r_webpack, "esbuild": r_esbuild,
         "eslint": r_eslint, "cargo": r_cargo, "go": r_go, "staticcheck": r_go, "git-status": r_git_status,
         "git": r_git, "grep": r_grep, "curl": r_curl}

# tools whose whole output is findings/content that the general rule must not widen
NO_GENERAL = {"git", "grep"}


def keep_lines(name, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    tool = tool_of(name)
    idx = set(RULES[tool](lines))
    if tool not in NO_GENERAL:
        idx |= {i for i, l in enumerate(lines) if general(l)}
    idx |= last_three(lines)
    seen, out = set(), []
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    check = "--check" in sys.argv
    changed = 0
    for f in sorted(HERE.glob("*.txtar")):
        text = f.read_text()
        head, rest = text.split("-- output --\n", 1)
        output, _old = rest.rsplit("-- keep --\n", 1)
        keep = keep_lines(f.stem, output)
        new = head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
        if new != text:
            changed += 1
            if not check:
                f.write_text(new)
    print(f"{'would change' if check else 'updated'} {changed} files")


if __name__ == "__main__":
    main()

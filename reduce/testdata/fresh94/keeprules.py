#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh94 *.txtar file from its output.

The rules were fixed before any reducer output was looked at; run once, never
hand-edit the resulting keep lists.  Usage:  python3 keeprules.py [DIR]

A keep line is an exact output line with ANSI escapes and trailing blanks
removed.  Each distinct line is listed once, in order of first appearance.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# ---------------------------------------------------------------- general
# Words that state an error, failure, warning, exception or panic.
PROBLEM = re.compile(
    r"\b(?:error|errors|Error|Errors|ERROR|ERRORS|FAIL|FAILED|FAILURES|Failed|failed|"
    r"failure|failures|Failure|Failures|[A-Za-z_]*Error|[A-Za-z_]*Exception|exception|"
    r"Traceback|warning|warnings|Warning|Warnings|WARNING|[A-Za-z_]*Warning|panic|fatal|"
    r"Fatal|XPASS|Interrupted)\b"
)
# The project's own source locations (relative or absolute after rewriting).
PROJECT_DIRS = r"(?:tests|tidewatch|bellringer|kilnlog|scripts)"
OWN_LOC = re.compile(
    r"^\s*(?:\./)?" + PROJECT_DIRS + r"/[\w./-]*\.py:\d+"      # tests/x.py:12...
    r"|/home/dev/work/[\w./-]+\.py:\d+"                          # /home/dev/work/a/b.py:12
    r"|File \"/home/dev/work/[^\"]+\", line \d+"                 # traceback frame
)
# Noise lines that happen to contain a problem word but carry no information.
NOISE = re.compile(r"^-- Docs: https?://|^Hint: |^grep: .*: binary file matches$")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- per tool
def pytest_rule(line, st):
    s = line
    if re.match(r"^E\s", s):                              # assertion / exception detail
        return True
    if re.match(r"^>\s", s):                              # the failing source line
        return True
    if re.match(r"^_{3,} .+ _{3,}$", s):                 # failing test / error headers
        return True
    if re.match(r"^\s*\+\s+(?:where|and)\b", s):        # introspection in --tb=native
        return True
    if re.match(r"^(?:FAILED|ERROR|XPASS) ", s):          # short test summary
        return True
    if re.search(r"\b(?:FAILED|ERROR|XPASS)\b", s) and "::" in s:   # -v rows
        return True
    if re.match(r"^=+ .*\b(?:passed|failed|errors?|skipped|xfailed|xpassed|warnings?|"
                r"deselected|no tests ran)\b.* in [\d.]+s.* =+$", s):
        return True
    if re.match(r"^\d+ (?:passed|failed|errors?|skipped|xfailed|xpassed|warnings?|deselected)"
                r"\b.* in [\d.]+s", s):                   # -q summary
        return True
    if re.match(r"^!+ .* !+$", s):                        # Interrupted / stopping after N
        return True
    if re.match(r"^\d+\.\d+s (?:call|setup|teardown)\s", s):   # --durations rows
        return True
    if re.match(r"^Falsifying example", s.strip()):
        return True
    return False


def unittest_rule(line, st):
    s = line
    if re.match(r"^(?:FAIL|ERROR): ", s):
        return True
    if re.search(r" \.\.\. (?:FAIL|ERROR|unexpected success)$", s):
        return True
    if re.match(r"^Ran \d+ tests? in ", s):
        return True
    if re.match(r"^(?:OK|FAILED)(?: \(.*\))?$", s):
        return True
    return False


def traceback_rule(line, st):
    s = line
    if s.startswith("Traceback (most recent call last):"):
        return True
    if re.match(r"^\s*\[Previous line repeated \d+ more times?\]", s):
        return True
    if re.match(r"^(?:The above exception|During handling of the above exception)", s):
        return True
    if re.match(r"^[A-Za-z_][\w.]*(?:Error|Exception|Warning|Exit|Interrupt)\b", s):
        return True
    return False


def mypy_rule(line, st):
    s = line
    if re.search(r":\d+(?::\d+)?: error: ", s):
        st["mypy_err"] = True
        return True
    # --pretty wraps the message: keep its continuation (not a snippet, not a caret)
    if st.get("mypy_err") and s and not s[0].isspace() and not re.match(r"^\S+:\d+", s) \
            and not s.startswith(("Found ", "Success")):
        return True
    st["mypy_err"] = False
    if re.match(r"^(?:Found \d+ errors? in|Success: no issues found)", s):
        return True
    return False


def flake8_rule(line, st):
    return bool(re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", line))


def pylint_rule(line, st):
    s = line
    if re.match(r"^\S+\.py:\d+:\d+: [CRWEFI]\d{4}: ", s):
        return True
    if s.startswith("************* Module "):
        return True
    if s.startswith("Your code has been rated at"):
        return True
    return False


def coverage_rule(line, st):
    s = line
    if re.match(r"^Name\s+Stmts\s+Miss", s):
        return True
    if re.match(r"^TOTAL\s+\d+", s):
        return True
    m = re.match(r"^(" + PROJECT_DIRS + r"/\S+\.py)\s+\d+\s+(\d+)\s+\d+%", s)
    if m and int(m.group(2)) > 0:                         # own files with missed lines
        return True
    return False


def git_status_rule(line, st):
    s = line
    if re.match(r"^(?:On branch |HEAD detached|Your branch |Changes to be committed:|"
                r"Changes not staged for commit:|Untracked files:|Unmerged paths:|"
                r"nothing to commit|no changes added to commit|nothing added to commit)", s):
        return True
    if re.match(r"^\t\S", s):                              # long-format entries
        return True
    if re.match(r"^[ MADRCU?!]{2} \S", s):                 # short-format entries
        return True
    if re.match(r"^## ", s):
        return True
    return False


def git_diff_rule(line, st, keep_body):
    s = line
    if s.startswith("commit ") and re.match(r"^commit [0-9a-f]{7,40}", s):
        st["subject_next"] = True
        return True
    if st.get("subject_next") and s.startswith("    ") and s.strip():
        st["subject_next"] = False                        # first message line = subject
        return True
    if re.match(r"^(?:diff --git |rename from |rename to |new file mode |deleted file mode |"
                r"similarity index |Binary files )", s):
        return True
    if re.match(r"^ \S.* \| +(?:\d+|Bin)", s):              # --stat rows
        return True
    if re.match(r"^ \d+ files? changed", s):
        return True
    if keep_body:
        if s.startswith("@@"):
            return True
        if (s.startswith("+") and not s.startswith("+++")) or \
                (s.startswith("-") and not s.startswith("---")):
            return True
    return False


def grep_rule(line, st):
    return bool(re.match(r"^[^:\s][^:]*:\d+:", line))       # every hit the agent asked for


def pip_list_rule(line, st):
    return bool(line.strip())                              # the listing is the answer


def pip_check_rule(line, st):
    return bool(line.strip())


# ---------------------------------------------------------------- driver
def rules_for(cmd):
    rules, general = [], True
    if "pytest" in cmd:
        rules.append(pytest_rule)
        rules.append(traceback_rule)
    if "unittest" in cmd:
        rules += [unittest_rule, traceback_rule]
    if re.search(r"python3 (?:scripts/|-m tidewatch\.cli)", cmd):
        rules.append(traceback_rule)
    if "mypy" in cmd:
        rules.append(mypy_rule)
    if cmd.startswith("flake8"):
        rules.append(flake8_rule)
    if cmd.startswith("pylint"):
        rules.append(pylint_rule)
    if "coverage report" in cmd:
        rules.append(coverage_rule)
    if "pip list" in cmd:
        rules.append(pip_list_rule)
        general = False
    if "pip check" in cmd:
        rules.append(pip_check_rule)
    if cmd.startswith("git status"):
        rules.append(git_status_rule)
        general = False
    if cmd.startswith("git diff") or cmd.startswith("git show") or cmd.startswith("git log"):
        body = cmd.startswith("git diff") or "&& git diff" in cmd
        rules.append(lambda l, st, b=body: git_diff_rule(l, st, b))
        general = False
    if cmd.startswith("grep"):
        rules.append(grep_rule)
        general = False
    return rules, general


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    rules, general = rules_for(cmd)
    st = {}
    chosen = [False] * len(lines)
    for i, s in enumerate(lines):
        hit = False
        for r in rules:
            if r(s, st):
                hit = True
        if general and not hit and s.strip() and not NOISE.search(s):
            if PROBLEM.search(s) or OWN_LOC.search(s):
                hit = True
        if hit and s.strip():
            chosen[i] = True
    # the last three non-blank lines of every output
    n = 0
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].strip():
            chosen[i] = True
            n += 1
            if n == 3:
                break
    out, seen = [], set()
    for i, s in enumerate(lines):
        if chosen[i] and s not in seen:
            seen.add(s)
            out.append(s)
    return out


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = head.split("\n", 1)[0][len("cmd: "):]
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "\n-- output --\n" + output + "-- keep --\n")
        for k in keep:
            fh.write(k + "\n")
    return len(output.encode()), sum(len(k.encode()) + 1 for k in keep), len(keep)


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    tot_out = tot_keep = 0
    for p in sorted(glob.glob(os.path.join(d, "*.txtar"))):
        o, k, n = process(p)
        tot_out += o
        tot_keep += k
        print(f"{os.path.basename(p):<50} out={o:>6} keep={k:>6} lines={n}")
    print(f"TOTAL out={tot_out} keep={tot_keep} saving={100 * (1 - tot_keep / tot_out):.1f}%")


if __name__ == "__main__":
    main()

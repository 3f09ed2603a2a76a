#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh171 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes and trailing whitespace removed.
Blank lines are never kept. Each distinct line is kept once, at its first
occurrence in output order. Every case also keeps its last three non-blank lines.

The rules are per tool, picked from the command (the part after the last `&&`
or `;` that names a known tool, with leading VAR=value assignments dropped).
Every Python tool also gets the traceback rules.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"
PROJECT_REL = r"(?:ledgerkit|tests|contrib|rinse|tripboard|migrations|shelves|bookclub|scratch_types|readings|poller|chain|serve|setup|noxfile)"

# hand additions: (case file name, exact line) pairs that no rule picks up
HAND = [
    # none were needed: every line judged critical in the checked sample is picked by a rule
]


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


PY_EXC = re.compile(
    r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning|Interrupt|Exit|Offline|NoReverseMatch)\b(?::.*)?$")


def is_project_frame(l):
    m = re.match(r'^\s*File "([^"]+)", line \d+', l)
    if not m:
        return False
    path = m.group(1)
    if path.endswith("/manage.py"):  # Django's entry shim, the same in every traceback
        return False
    return path.startswith(PROJECT) or re.match(PROJECT_REL + r"[/.]", path) is not None


def python_traceback(lines):
    """Exception lines, chain markers, project frames with their source line, SQL detail."""
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if PY_EXC.match(s) and (l == s or re.match(r"^\s+(?:[\w.]+\.)?\w+(?:Error|Exception): ", l)):
            keep.append(i)
        elif is_project_frame(l):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    ") and not lines[i + 1].lstrip().startswith("File "):
                keep.append(i + 1)
        elif s.startswith("[SQL: ") or s.startswith("[parameters: "):
            keep.append(i)
        elif s in ("The above exception was the direct cause of the following exception:",
                   "During handling of the above exception, another exception occurred:"):
            keep.append(i)
        elif re.match(r"^\s*\[Previous line repeated \d+ more times?\]$", l):
            keep.append(i)
        if s == "Traceback (most recent call last):":
            # the exception line closes the frames indented under the header, whatever its name
            indent = len(l) - len(l.lstrip())
            j = i + 1
            while j < len(lines) and lines[j].strip() and len(lines[j]) - len(lines[j].lstrip()) > indent:
                j += 1
            if j < len(lines) and lines[j].strip():
                keep.append(j)
    return keep + _syntax(lines)


def _syntax(lines):
    keep = []
    # SyntaxError: the file line, the source line and the caret under it
    for i, l in enumerate(lines):
        if l.strip().startswith("SyntaxError") and i >= 3:
            keep += [i - 3, i - 2, i - 1]
    return keep


def unittest_rules(lines):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^(ERROR|FAIL|UNEXPECTED SUCCESS): ",
        r" \.\.\. (FAIL|ERROR|unexpected success)$",
        r"^(Ran \d+ tests? in|FAILED \(|OK$|OK \()",
    )
    # the assertion message block: from AssertionError to the next separator
    in_msg = False
    for i, l in enumerate(lines):
        if l.startswith("AssertionError"):
            in_msg = True
            continue
        if in_msg:
            if l.startswith("=====") or l.startswith("-----") or l.startswith("Traceback"):
                in_msg = False
            elif re.match(r"^[-+?] ", l) or re.match(r"^(First|Second) (differing|extra|list|sequence)", l):
                keep.append(i)
    return keep


# ---------------------------------------------------------------- tools

def pytest(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^E   ",                                        # assertion detail
        r"^_{3,} .+ _{3,}$",                             # failure and error headers
        r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+:(?: |$)",        # locations (relative paths)
        r"^/home/dev/work/\S+\.py:\d+:(?: |$)",
        r"^(FAILED|ERROR|XPASS) ",                       # short summary
        r" (FAILED|ERROR|XPASS)(\s+\[|$)",               # -v rows and xdist rows
        r"^=* ?\d+ (failed|passed|errors?)\b",           # count lines
        r"\b\d+ (failed|errors?)\b.* in [\d.]+s",
        r"^!{3,}",
        r"^ImportError while (loading conftest|importing test module)",
        r"^TOTAL\s",
        r"Coverage failure: ",
        r"^-+ coverage: ",
    )
    # failing source lines (">")
    keep += [i for i, l in enumerate(lines) if l.startswith(">   ") or l.startswith(">       ")]
    # warnings summary: the test ids and the warning line
    in_warn = False
    for i, l in enumerate(lines):
        if re.match(r"^=+ warnings summary =+$", l):
            in_warn = True
            continue
        if in_warn:
            if l.startswith("-- Docs:") or l.startswith("==="):
                in_warn = False
            elif re.search(r"\w+Warning: ", l) or re.match(r"^\S+::\S+", l):
                keep.append(i)
    # coverage rows with missed statements
    for i, l in enumerate(lines):
        m = re.match(r"^\S+\.py\s+\d+\s+(\d+)\s+(?:\d+\s+\d+\s+)?\d+%", l)
        if m and int(m.group(1)) > 0:
            keep.append(i)
    # -q progress lines with F or E
    for i, l in enumerate(lines):
        if re.match(r"^(\S+\.py )?[.FEsxX]+\s*(\[\s*\d+%\])?$", l) and re.search(r"[FE]", l.split(" [")[0].split(".py ")[-1]):
            keep.append(i)
    # --durations: rows of one second or more
    for i, l in enumerate(lines):
        m = re.match(r"^(\d+\.\d+)s (call|setup|teardown)\s+\S+", l)
        if m and float(m.group(1)) >= 1.0:
            keep.append(i)
    # unittest-style messages that pytest prints for TestCase classes are E lines already
    return keep


def unittest(lines, cmd):
    return unittest_rules(lines)


def mypy(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.py:\d+(:\d+)?: error: ",
        r"^\S+\.py:\d+(:\d+)?: note: Revealed type",
        r"^Found \d+ errors? in ",
        r"^Success: ",
    )
    # --pretty wraps the message: continuation lines up to the indented source line
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+(:\d+)?: error: ", l):
            j = i + 1
            while j < len(lines) and lines[j] and not lines[j].startswith(" ") and not re.match(r"^\S+\.py:", lines[j]):
                keep.append(j)
                j += 1
    return keep


def flake8(lines, cmd):
    keep = match_all(lines, r"^\S+:\d+:\d+: [A-Z]\d+ ", r"^\d+\s+[A-Z]\d+ ")
    if "--count" in cmd:
        keep += match_all(lines, r"^\d+$")
    return keep


def pylint(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+:\d+:\d+: [CRWEF]\d{4}: ",                # text and colorized
        r"^\S+:\d+: \[[CRWEF]\d{4}",                     # parseable
        r"^\*+ Module ",
        r"^Your code has been rated",
        r'^\s+"(message|message-id|line)": ',            # json
        r"^\|(convention|refactor|warning|error|fatal)\s*\|",  # --reports=y: messages by category
    )
    return keep


def black(lines, cmd):
    keep = match_all(lines, r"^would reformat ", r"^error: cannot format ", r"files? would be reformatted",
                     r"^reformatted ")
    if "--diff" in cmd:
        keep += diff_lines(lines)
    return keep


def diff_lines(lines):
    """Unified diff: file headers and changed lines (not context, not @@)."""
    return [i for i, l in enumerate(lines)
            if re.match(r"^(---|\+\+\+) \S", l) or (re.match(r"^[-+]", l) and not re.match(r"^(---|\+\+\+)( |$)", l))]


def isort(lines, cmd):
    keep = match_all(lines, r"^ERROR: .* Imports are incorrectly sorted", r"^Skipped \d+ files")
    if "--diff" in cmd:
        keep += diff_lines(lines)
    return keep


def bandit(lines, cmd):
    keep = match_all(
        lines,
        r"^>> Issue: \[",
        r"^\s+Severity: \w+\s+Confidence: ",
        r"^\s+Location: ",
        r"^\S+:\d+: B\d{3}\[bandit\]: ",                 # -f custom
        r"^\s+Total issues \(by severity\):",
        r"^\s+(Medium|High): [1-9]",
        r"^\s+Total lines of code: ",
        r"^\[main\]\s+(ERROR|WARNING)",
    )
    return keep


def coverage(lines, cmd):
    if " run " in cmd:
        return pytest(lines, cmd)
    keep = match_all(lines, r"^TOTAL\s", r"^Coverage failure: ", r"^Wrote \w+ report to ", r"^Name\s+Stmts\s+Miss")
    # project rows with missed statements (system files from an unfiltered run are left out)
    for i, l in enumerate(lines):
        m = re.match(r"^(\S+\.py)\s+\d+\s+(\d+)\s+(?:\d+\s+\d+\s+)?\d+%", l)
        if m and int(m.group(2)) > 0 and not m.group(1).startswith("/"):
            keep.append(i)
    return keep


def pip(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^(error|ERROR): ",
        r"^\s*ERROR: ",
        r"^× ",
        r"^╰─> ",
        r"^Successfully (installed|built) ",
        r"which is not installed\.$",
        r"has requirement ",
        r"^hint: ",
        r"^note: If you believe",
        r"^\s*(ModuleNotFoundError|ImportError): ",
        r"^WARNING: (?!Retrying)",
    )
    if " show" in cmd:
        keep += match_all(lines, r"^(Name|Version|Location|Requires|Required-by): ", r"^\s+ledgerkit/")
    if " list" in cmd:
        keep += match_all(lines, r"^Package\s+Version", r"^(ledgerkit|rinse|tripboard)\s")
    return keep


def build(lines, cmd):
    keep = pip(lines, cmd)
    keep += match_all(lines, r"^ERROR ", r"^\* (Building|Creating|Getting|Installing) ", r"^Successfully built ",
                      r"\bwarning: ", r"^\s+ERROR: ")
    return keep


def tox_nox(lines, cmd):
    keep = pip(lines, cmd)
    keep += match_all(lines, r"^ERROR: ", r"^nox > Session .* (failed|was successful)", r"^nox > Command .* failed",
                      r"^nox > Running session ", r"^\s+\S+: (commands failed|FAIL)", r"^ERROR:\s+\S+: ")
    return keep


def importtime(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        m = re.match(r"^import time:\s+(\d+) \|\s+(\d+) \|(\s*)(\S+)", l)
        if m and (int(m.group(2)) >= 10000 or re.match(r"(ledgerkit|rinse)\b", m.group(4))):
            keep.append(i)
    return keep


def cprofile(lines, cmd):
    keep = match_all(lines, r"function calls .* in [\d.]+ seconds", r"^\s+Ordered by: ",
                     r"^\s+\d+(/\d+)?\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+ (readings|poller|chain)\.py:\d+")
    keep += python_traceback(lines)
    return keep


def alembic(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"Running (upgrade|downgrade) ",
        r"^(FAILED|ERROR) ",
        r"^ERROR \[",
        r"^FAILED: ",
        r"^Rev: ",
        r"^Current revision",
        r"^-- Running (upgrade|downgrade)",
        r"^Generating .* done$",
        r"^(ALTER|CREATE|DROP|UPDATE|INSERT) ",
    )
    if "git status" in cmd:
        keep += match_all(lines, r"^(\?\?| M|M |A ) ")
    return keep


def django(lines, cmd):
    keep = unittest_rules(lines)
    keep += match_all(
        lines,
        r"^SystemCheckError: ",
        r"^\S.*: \((?:[\w.]+\.)?[EWC]\d+\) ",            # system check messages
        r"^\tHINT: ",
        r"^System check identified \d+ issues?",
        r"^Migrations for '",
        r"^  \S+/migrations/\S+\.py$",
        r"^    - ",
        r"^ \[ \] ",
        r"^No changes detected",
    )
    # a migration that started but did not print OK
    for i, l in enumerate(lines):
        if re.match(r"^  Applying \S+\.\.\.", l) and not l.endswith(" OK"):
            keep.append(i)
    # showmigrations: the app header above an unapplied migration
    for i, l in enumerate(lines):
        if l.startswith(" [ ] "):
            j = i - 1
            while j >= 0 and lines[j].startswith(" ["):
                j -= 1
            if j >= 0:
                keep.append(j)
    # makemigrations -v 3: the generated operation
    keep += match_all(lines, r"^\s+migrations\.\w+\(", r"^\s+field=models\.")
    return keep


def flask(lines, cmd):
    keep = python_traceback(lines)
    if " routes" in cmd:
        keep += nonblank(lines)
    return keep


def service(lines, cmd):
    """The logging service run: ERROR records, their exceptions, the client's status lines."""
    keep = python_traceback(lines)
    keep += match_all(lines, r" ERROR ", r" (CRITICAL|WARNING) ", r'" 5\d\d -$',
                      r"^(GET|POST|PUT|DELETE) /\S* \d{3} ")
    return keep


def python_run(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(lines, r"^usage: ", r"^\S+: error: ", r"^\S+\.py:\d+: \w+Warning: ", r"^(ERROR|WARNING):",
                      r" (ERROR|WARNING|CRITICAL)\s")
    return keep


def rules_for(cmd):
    parts = [p.strip() for p in re.split(r"&&|;|\|", cmd)]
    for part in reversed(parts):
        c = re.sub(r"^(\w+=\S+\s+)+", "", part)          # leading VAR=value assignments
        c = re.sub(r"^timeout (-s \w+ )?\d+ ", "", c)
        c = re.sub(r"^(\.venv/bin/|/usr/bin/)", "", c)
        if not c:
            continue
        words = c.split()
        first = words[0]
        if "-m pytest" in c or first == "pytest":
            return pytest
        if "-m coverage" in c:
            return coverage
        if "manage.py" in c:
            return django
        if "-m unittest" in c:
            return unittest
        if "-m cProfile" in c:
            return cprofile
        if "-X importtime" in c:
            return importtime
        if "-m build" in c:
            return build
        if first in ("pip", "pip3") or "-m pip" in c:
            return pip
        if first in ("tox", "nox"):
            return tox_nox
        if first == "mypy":
            return mypy
        if first == "flake8":
            return flake8
        if first == "pylint":
            return pylint
        if first == "black":
            return black
        if first == "isort":
            return isort
        if first == "bandit":
            return bandit
        if first == "alembic":
            return alembic
        if first == "flask":
            return flask
        if first == "python3" and len(words) > 1 and words[1] == "serve.py":
            return service
        if first == "python3":
            return python_run
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output, name=""):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    for case, line in HAND:
        if case == name:
            if line not in lines:
                raise SystemExit(f"{name}: hand addition not in output: {line!r}")
            idx.add(lines.index(line))
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    if rest.startswith("-- keep --\n"):
        output = ""
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for path in files:
        cmd, exit_, output = parse(path)
        keep = keep_lines(cmd, output, os.path.basename(path))
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

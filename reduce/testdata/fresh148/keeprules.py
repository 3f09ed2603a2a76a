#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh148 txtar file.

Written before looking at any reducer behaviour. Run once:  python3 keeprules.py
A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed, copied exactly. Blank lines are never keep lines.
Each distinct line is listed once, at its first occurrence, in output order.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- helpers

ERRWORD = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|warning|warnings|panic|panicked|"
    r"exception|traceback|deprecated|deprecation|fatal|conflicting|impossible)\b"
    r"|\w+(Error|Exception|Warning)\b", re.I)
PASSROW = re.compile(r"(\bPASSED\b|\.\.\. ok$|^ok\b|\bOK$|✓|✔)")
PROJECT = "/home/dev/work/"
# exception line of a Python traceback: "pkg.mod.SomeError: msg" or "SomeError"
EXC_LINE = re.compile(
    r"^([A-Za-z_][\w.]*\.)?\w*(Error|Exception|Warning|DoesNotExist|"
    r"MultipleObjectsReturned|NotFound|Found|Exit|Interrupt)\b(:.*)?$")
FRAME = re.compile(r'^\s*File "([^"]+)", line \d+')
CARETS = re.compile(r"^\s*[\^~]+\s*$")


def clean(line):
    return ANSI.sub("", line).rstrip().rstrip("\r").rstrip()


def is_project_path(p):
    return p.startswith(PROJECT) or (not p.startswith("/") and not p.startswith("<")
                                      and "dist-packages" not in p and not p.startswith("../"))


def traceback_keeps(lines):
    """Python traceback rule, usable on any output that contains tracebacks.

    Keep 'Traceback (most recent call last):', each project frame line
    (File "/home/dev/work/...") plus the source line under it, the exception
    line(s), and SQLAlchemy's [SQL: ...] / [parameters: ...] detail lines.
    Library frames, their source lines and caret lines are left out.
    """
    keep = set()
    for i, ln in enumerate(lines):
        s = ln.strip()
        if s == "Traceback (most recent call last):":
            keep.add(i)
            continue
        m = FRAME.match(ln)
        if m:
            if m.group(1).startswith(PROJECT):
                keep.add(i)
                if i + 1 < len(lines) and not FRAME.match(lines[i + 1]) and lines[i + 1].strip():
                    keep.add(i + 1)
            continue
        if ln and not ln[0].isspace() and EXC_LINE.match(ln):
            keep.add(i)
            continue
        if s.startswith("[SQL:") or s.startswith("[parameters:"):
            keep.add(i)
    return keep


def in_traceback_body(lines):
    """Indices of indented lines that sit inside a Python traceback (frames and source)."""
    body = set()
    inside = False
    for i, ln in enumerate(lines):
        if ln.strip() == "Traceback (most recent call last):":
            inside = True
            continue
        if inside:
            if ln.startswith(" ") or ln.startswith("\t"):
                body.add(i)
            else:
                inside = False
    return body


CHAIN = re.compile(r"^(The above exception was the direct cause|During handling of the above exception)")


def generic_keeps(lines, skip=frozenset()):
    """Error/failure/warning words, except passing rows, carets, traceback bodies
    and Python's exception-chaining banners."""
    keep = set()
    tb = in_traceback_body(lines)
    for i, ln in enumerate(lines):
        if i in skip or i in tb or not ln.strip() or CARETS.match(ln) or CHAIN.match(ln):
            continue
        if PASSROW.search(ln):
            continue
        if ERRWORD.search(ln):
            keep.add(i)
    return keep


def last_three(lines):
    idx = [i for i, ln in enumerate(lines) if ln.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- per tool

DJ_CHECK = re.compile(r"\(\w+\.[EWC]\d+\)|^(ERRORS|WARNINGS):$|System check identified|SystemCheckError")


def rule_django_checks(lines):
    return {i for i, ln in enumerate(lines) if DJ_CHECK.search(ln)}


def rule_django_test(lines):
    """manage.py test (unittest runner)."""
    keep = rule_django_checks(lines) | traceback_keeps(lines)
    after_assert = False
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.match(r"^(ERROR|FAIL): \S+ \(", ln):
            keep.add(i)
        elif re.search(r" \.\.\. (FAIL|ERROR)$", ln) or re.search(r"\.\.\. (FAIL|ERROR)\b", ln):
            keep.add(i)
        elif re.match(r"^Ran \d+ tests? in", ln) or re.match(r"^(FAILED \(|OK\b)", ln):
            keep.add(i)
        elif re.search(r"\) failed:$", ln):            # parallel runner failure header
            keep.add(i)
        elif re.match(r"^\s+\w*(Error|Exception)\(", ln):  # parallel runner exception repr
            keep.add(i)
        # unittest assertion diff lines directly under an AssertionError
        if ln.startswith("AssertionError"):
            after_assert = True
            continue
        if after_assert:
            if not s or ln.startswith("---") or ln.startswith("==="):
                after_assert = False
            elif re.match(r"^[-+?] ", ln):
                keep.add(i)
    keep |= generic_keeps(lines)
    return keep


def rule_django_mgmt(lines, cmd):
    keep = rule_django_checks(lines) | traceback_keeps(lines) | generic_keeps(lines)
    sub = cmd.split("manage.py", 1)[1].split()[0] if "manage.py" in cmd else ""
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.match(r"^(CommandError|To fix them run)", ln):
            keep.add(i)
        if sub == "makemigrations":
            # what was created / merged, and the operations
            if re.match(r"^(Migrations for|Merging|Created new merge migration|No changes detected)", s) \
                    or s.startswith("Branch ") or s.startswith("- ") or s.endswith(".py"):
                keep.add(i)
            if s.startswith("Please select a fix") or re.match(r"^\d\) ", s) or s.startswith("You are trying"):
                keep.add(i)
        elif sub == "migrate":
            if "..." in s and not s.endswith("OK"):   # the migration that broke
                keep.add(i)
        elif sub == "showmigrations":
            if "[ ]" in s:                            # unapplied migrations
                keep.add(i)
        elif sub == "sqlmigrate":
            if s and not s.startswith("--"):          # the SQL asked for
                keep.add(i)
        elif sub == "dumpdata":
            if re.match(r'^"(model|pk)":', s):        # record identity
                keep.add(i)
        elif sub == "diffsettings":
            # --all prefixes default values with '###'; the rest differ from the
            # defaults or are project settings (suffixed '###')
            if s and not s.startswith("###"):
                keep.add(i)
    return keep


PYTEST_LOC = re.compile(r"^([\w./-]+\.py):\d+:( in \w+| \w*(Error|Exception|Warning)\b|$)")


def rule_pytest(lines, cmd):
    keep = set()
    section = None
    for i, ln in enumerate(lines):
        s = ln.strip()
        m = re.match(r"^=+ (.*?) =+$", ln)
        if m:
            title = m.group(1)
            if title in ("FAILURES", "ERRORS"):
                section = "fail"
            elif "short test summary" in title:
                section = "summary"
            elif "warnings summary" in title:
                section = "warnings"
            elif re.search(r"\b(passed|failed|error|errors|skipped|no tests ran|deselected|selected)\b", title):
                keep.add(i)  # final count line
                section = None
            else:
                section = None
            continue
        if re.match(r"^_{3,} .* _{3,}$", ln):
            keep.add(i)
            continue
        if re.match(r"^E\s", ln):
            keep.add(i)
            continue
        if ln.startswith(">"):
            # the failing source line, when its frame is the project's own:
            # the frame's location line ("path.py:N: ...") follows it
            for j in range(i + 1, len(lines)):
                lm = re.match(r"^(\S+\.py):\d+:", lines[j])
                if lm:
                    if is_project_path(lm.group(1)):
                        keep.add(i)
                    break
            else:
                keep.add(i)
            continue
        pm = PYTEST_LOC.match(ln)
        if pm and is_project_path(pm.group(1)):
            keep.add(i)
            continue
        if re.match(r"^(FAILED|ERROR) ", ln) or re.search(r"::\S+ (FAILED|ERROR)\b", ln):
            keep.add(i)
            continue
        if re.match(r"^!{3,}", ln):
            keep.add(i)
            continue
        if "--collect-only" in cmd and "::" in ln:   # the listing asked for
            keep.add(i)
            continue
        if re.match(r"^\d+ tests? collected", s) or re.match(r"^\d+/\d+ tests collected", s):
            keep.add(i)
            continue
        if section == "warnings":
            # the warning message lines (with their location), not the code echo
            if re.search(r"\w+Warning:", ln):
                keep.add(i)
            continue
        if section is None and not s.startswith("platform ") and not s.startswith("rootdir:"):
            if ERRWORD.search(ln) and not PASSROW.search(ln):
                keep.add(i)
    return keep


def rule_mypy(lines):
    return {i for i, ln in enumerate(lines)
            if re.search(r":\d+: error:", ln) or re.match(r"^(Found \d+ errors?|Success:)", ln)}


def rule_flake8(lines):
    keep = set()
    for i, ln in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", ln):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]\d{3} ", ln):          # --statistics rows
            keep.add(i)
        elif re.match(r"^\d+$", ln.strip()) and "--count" in CURRENT_CMD:
            keep.add(i)
    return keep


def rule_mypy_or_flake8(tool, lines):
    return rule_mypy(lines) if tool == "mypy" else rule_flake8(lines)


STATUS = re.compile(r"^(< )?HTTP/[\d.]+ (\d{3})")


def rule_curl(lines):
    keep = set()
    status = None
    body_start = None
    verbose = any(ln.startswith("* ") or ln.startswith("> ") for ln in lines)
    for i, ln in enumerate(lines):
        m = STATUS.match(ln)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if re.match(r"^> [A-Z]+ \S+ HTTP/", ln):
            keep.add(i)
            continue
        if re.match(r"^curl: \(\d+\)", ln):
            keep.add(i)
            continue
    # body: after the blank line that ends the headers (-i), or after the last '<'/'*'/'{'/'}' chatter (-v)
    if status is not None:
        for i, ln in enumerate(lines):
            if STATUS.match(ln):
                j = i + 1
                while j < len(lines) and lines[j].strip() and not (verbose and lines[j].startswith("< ") and lines[j].strip() == "<"):
                    j += 1
                body_start = j
        if verbose:
            last_chatter = max(i for i, ln in enumerate(lines)
                               if ln.startswith(("* ", "< ", "> ", "{ [", "} [", "*   ")) or ln in ("<", ">"))
            body_start = max(body_start or 0, last_chatter + 1)
    if status is not None and status >= 400 and body_start is not None:
        body = list(range(body_start, len(lines)))
        text = "\n".join(lines[k] for k in body)
        if "<html" in text.lower() or "<!doctype" in text.lower():
            # HTML error page: the title and heading, the exception summary,
            # the plain-text traceback's project frames, and the reason lines.
            for k in body:
                ln = lines[k]
                s = ln.strip()
                if re.search(r"<title>|</title>|<h1>|</h1>|<pre class=\"exception_value\">|didn.t match|The current path|Using the URLconf|"
                             r"^Exception (Type|Value):|verification failed|Reason given", s):
                    keep.add(k)
            keep |= {k for k in traceback_keeps(lines) if k >= body_start}
        else:
            keep |= {k for k in body if lines[k].strip() and not lines[k].startswith("curl: (")}
    return keep


REQ_LINE = re.compile(r'"[A-Z]+ \S+ HTTP/[\d.]+" (\d{3})')


def rule_server_log(lines):
    """runserver / flask run logs: failing requests, errors, tracebacks, warnings."""
    keep = traceback_keeps(lines)
    tb = in_traceback_body(lines)
    for i, ln in enumerate(lines):
        m = REQ_LINE.search(ln)
        if m:
            if int(m.group(1)) >= 400:
                keep.add(i)
            continue
        if i in tb:
            continue
        if re.match(r"^(Internal Server Error|Not Found|Bad Request|Forbidden \(|Method Not Allowed)", ln):
            keep.add(i)
        elif re.search(r"ERROR in \w+:|\w+Warning:|System check identified|\(\w+\.[EW]\d+\)", ln):
            keep.add(i)
        elif re.match(r"^\S+\.py:\d+: \w+Warning", ln):
            keep.add(i)
    return keep


def rule_git_status(lines):
    keep = set()
    for i, ln in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|## |Your branch)", ln):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", ln):
            keep.add(i)
        elif ln.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", ln):
            keep.add(i)
    return keep


def rule_git_diff(lines):
    keep = set()
    for i, ln in enumerate(lines):
        if ln.startswith("diff --git") or ln.startswith("@@") or re.match(r"^(new|deleted) file mode", ln):
            keep.add(i)
        elif (ln.startswith("+") and not ln.startswith("+++")) or (ln.startswith("-") and not ln.startswith("---")):
            keep.add(i)
    return keep


def rule_git_log(lines):
    keep = set()
    subject_next = False
    for i, ln in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", ln):
            keep.add(i)
            subject_next = True
            continue
        if subject_next and ln.startswith("    ") and ln.strip():
            keep.add(i)
            subject_next = False
            continue
        if ln.startswith("diff --git") or ln.startswith("@@") or re.match(r"^(new|deleted) file mode", ln):
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+ ", ln) or re.match(r"^ \d+ files? changed", ln):
            keep.add(i)
    return keep


def rule_flask_cli(lines, cmd):
    keep = traceback_keeps(lines) | generic_keeps(lines)
    if cmd.split()[-1] == "routes":          # the route table asked for
        keep |= {i for i, ln in enumerate(lines) if ln.strip() and not set(ln.strip()) <= set("- ")}
    return keep


def rule_python_script(lines):
    return traceback_keeps(lines) | generic_keeps(lines)


# ---------------------------------------------------------------- dispatch

CURRENT_CMD = ""


def keep_indices(cmd, lines):
    global CURRENT_CMD
    CURRENT_CMD = cmd
    c = cmd.strip()
    if c.startswith("curl "):
        keep = rule_curl(lines)
    elif c.startswith("cat ") and c.endswith(".log"):
        keep = rule_server_log(lines)
    elif c.startswith("git status"):
        keep = rule_git_status(lines)
    elif c.startswith("git diff"):
        keep = rule_git_diff(lines)
    elif c.startswith("git log") or c.startswith("git show"):
        keep = rule_git_log(lines)
    elif c.startswith("mypy"):
        keep = rule_mypy(lines)
    elif c.startswith("flake8"):
        keep = rule_flake8(lines)
    elif "-m pytest" in c or c.startswith("pytest"):
        keep = rule_pytest(lines, c)
    elif "manage.py test" in c:
        keep = rule_django_test(lines)
    elif "manage.py" in c:
        keep = rule_django_mgmt(lines, c)
    elif c.startswith("flask "):
        keep = rule_flask_cli(lines, c)
    elif c.startswith("python3 "):
        keep = rule_python_script(lines)
    else:
        keep = generic_keeps(lines)
    keep |= last_three(lines)
    return keep


def process(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    lines = [clean(ln) for ln in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = sorted(keep_indices(cmd, lines))
    seen, keep = set(), []
    for i in idx:
        ln = lines[i]
        if not ln.strip() or ln in seen:
            continue
        seen.add(ln)
        keep.append(ln)
    if not keep:
        sys.exit(f"no keep lines for {path}")
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as w:
        w.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


if __name__ == "__main__":
    total = 0
    for p in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        n = process(p)
        total += n
        print(f"{n:4d}  {os.path.basename(p)}")
    print(f"{total} keep lines")

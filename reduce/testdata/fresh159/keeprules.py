#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh159 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC, including OSC 8
hyperlinks) and trailing whitespace removed. Blank lines are never kept. Each
distinct line is kept once, at its first occurrence in output order.

The rules are per tool, picked from the command. `make` runs the problem rules
of every tool it may drive. Every case also keeps its last three non-blank lines.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


PY_EXC = re.compile(
    r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning|Violation|Exit|DoesNotExist|UndefinedObject|UndefinedColumn)\b(?::.*)?$")


def python_traceback(lines):
    """Exception lines, project frames with their source line, SQL error detail."""
    keep = []
    for i, l in enumerate(lines):
        if PY_EXC.match(l):
            keep.append(i)
        elif l.startswith('  File "' + PROJECT) and '/manage.py", ' not in l:  # manage.py is the entry shim
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    ") and not lines[i + 1].lstrip().startswith("File "):
                keep.append(i + 1)
        elif re.match(r"^\[(SQL|parameters): ", l):
            keep.append(i)
        if l == "Traceback (most recent call last):":
            # the exception line closes the indented frames, whatever its name
            j = i + 1
            while j < len(lines) and lines[j].startswith(" "):
                j += 1
            if j < len(lines) and lines[j].strip():
                keep.append(j)
    keep += sql_detail(lines)
    return keep


def sql_detail(lines):
    """PostgreSQL LINE n: with its caret line, DETAIL, HINT."""
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(?:psql:\S+:\d+: )?(LINE \d+:|DETAIL:|HINT:)", l):
            keep.append(i)
            if l.startswith("LINE") or ": LINE" in l:
                if i + 1 < len(lines) and re.match(r"^\s*\^\s*$", lines[i + 1]):
                    keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- tools

def django(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^(ERROR|FAIL): ",                              # unittest failure headers
        r" \.\.\. (FAIL|ERROR)$",                        # -v 2 rows
        r"^(Ran \d+ tests?|FAILED \(|OK$|OK \()",        # unittest summary
        r"^.+?: \((?:[\w.]+\.)?[EWC]\d+\) ",              # system check messages
        r"^\tHINT: ",
        r"^System check identified \d+ issues?",
        r"^Migrations for '",                            # makemigrations --check
        r"^  \S+/migrations/\S+\.py$",
        r"^    - ",
        r"^  Applying \S+\.\.\.$",                       # migration that did not finish
        r"^ \[ \] ",                                     # showmigrations: unapplied
        r"^-- [A-Z]",                                    # sqlmigrate operation comments
        r"^Installed \d+ object",
    )
    # assertion diffs of unittest (- / + lines between AssertionError and the next banner)
    in_diff = False
    for i, l in enumerate(lines):
        if l.startswith("AssertionError"):
            in_diff = True
            continue
        if in_diff:
            if l.startswith("=====") or l.startswith("-----") or l.startswith("Traceback"):
                in_diff = False
            elif re.match(r"^[-+] ", l):
                keep.append(i)
    # showmigrations: the app header above an unapplied migration
    for i, l in enumerate(lines):
        if l.startswith(" [ ] "):
            j = i - 1
            while j >= 0 and lines[j].startswith(" ["):
                j -= 1
            if j >= 0:
                keep.append(j)
    # parallel runner: "<test> failed:" and the exception repr under it
    for i, l in enumerate(lines):
        if re.match(r"^\S.* failed:$", l):
            keep.append(i)
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            while j < len(lines) and lines[j].strip():
                keep.append(j)
                j += 1
    return keep


def pytest(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^E   ",                                        # assertion detail
        r"^_{3,} .+ _{3,}$",                             # failure headers
        r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+:(?: |$)",          # project locations (relative paths)
        r"^/home/dev/work/\S+\.py:\d+:(?: |$)",
        r"^(FAILED|ERROR) ",                             # short summary
        r" (FAILED|ERROR)(\s+\[|$)",                     # -v rows
        r"^=* ?\d+ (failed|passed|error)",               # count line
        r"\b\d+ (failed|errors?)\b.* in [\d.]+s",
        r"^!{3,}",
        r"\w+Warning: ",                                 # warnings summary
        r"^TOTAL\s",
    )
    # failing source lines (">") of project frames: the frame's location line follows them
    loc = re.compile(r"^\S+\.py:\d+:(?: |$)")
    for i, l in enumerate(lines):
        if l.startswith(">   "):
            j = i + 1
            while j < len(lines) and not loc.match(lines[j]) and not lines[j].startswith("___"):
                j += 1
            if j < len(lines) and loc.match(lines[j]) and not lines[j].startswith("/") or \
                    j < len(lines) and lines[j].startswith(PROJECT):
                keep.append(i)
    # coverage rows with missed statements
    for i, l in enumerate(lines):
        m = re.match(r"^\S+\.py\s+\d+\s+(\d+)\s+\d+%", l)
        if m and int(m.group(1)) > 0:
            keep.append(i)
    # -q progress lines with F or E
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py [.FEsx]+\s*(\[\s*\d+%\])?$", l) and re.search(r"[FE]", l.split(" ", 1)[1]):
            keep.append(i)
    return keep


def alembic(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"Running (upgrade|downgrade) ",
        r"Detected ",
        r"^Generating .* done$",
        r"^FAILED: ",
        r"^Rev: ",
        r"^-- Running (upgrade|downgrade)",
    )
    return keep


def flask(lines, cmd):
    return python_traceback(lines)


PSQL_PROBLEM = r"^(?:psql:\S+:\d+: )?(ERROR|FATAL|PANIC):"


def psql(lines, cmd):
    keep = match_all(lines, PSQL_PROBLEM, r"^psql: error: ", r"^\(\d+ rows?\)$", r"^pg_dump: error")
    keep += sql_detail(lines)
    # a connection error's indented second line
    for i, l in enumerate(lines):
        if l.startswith("psql: error: ") and i + 1 < len(lines) and lines[i + 1].startswith("\t"):
            keep.append(i + 1)
    # warnings: the first of each message shape (quoted names stripped)
    seen = set()
    for i, l in enumerate(lines):
        m = re.match(r"^(?:psql:\S+:)?(?:\d+: )?WARNING:\s+(.*)", l)
        if m:
            shape = re.sub(r'"[^"]*"', '""', m.group(1))
            if shape not in seen:
                seen.add(shape)
                keep.append(i)
    # result headers (the line above a ---+--- rule)
    for i, l in enumerate(lines):
        if i > 0 and re.match(r"^-{3,}(\+-+)*$", l) and lines[i - 1].strip():
            keep.append(i - 1)
    # query plans
    for i, l in enumerate(lines):
        if re.match(r"^ +(?:->  )?[A-Z][A-Za-z ]+(?: on \S+(?: \w+)?)?  \(cost=", l):
            keep.append(i)
        elif re.match(r"^ +(Filter|Rows Removed by Filter|Join Filter|Hash Cond|Merge Cond|Index Cond):", l):
            keep.append(i)
        elif re.match(r"^ (Planning|Execution) Time:", l):
            keep.append(i)
    # \d, \dt+ listings: the whole description is what was asked for
    if re.search(r"-c\s+'\\d", cmd):
        keep += nonblank(lines)
    # expanded display: record headers and the name of each relation
    if " -x " in cmd:
        keep += match_all(lines, r"^-\[ RECORD \d+ \]", r"^relname\s+\|")
    # pg_dump: the objects created
    if cmd.startswith("pg_dump"):
        keep += match_all(lines, r"^CREATE ", r"^ALTER TABLE ONLY ", r"^    ADD CONSTRAINT ")
    # -e echo: the statement that failed is the one echoed last before the error
    return keep


def sqlite(lines, cmd):
    keep = match_all(lines, r"^(Parse|Runtime) error", r"^Error: ", r"error here -+\^$")
    for i, l in enumerate(lines):
        if l.startswith("Error: ") and i + 1 < len(lines):
            keep.append(i + 1)
    # header rows of result tables: first row of a column/box table
    for i, l in enumerate(lines):
        if i + 1 < len(lines) and (re.match(r"^-+(  -+)*$", lines[i + 1]) or lines[i + 1].startswith("├")):
            keep.append(i)
    return keep


def mariadb(lines, cmd):
    keep = match_all(lines, r"^ERROR \d+ \(\w+\)", r"^\*+ \d+\. row \*+$", r"^\s*Create Table: ",
                     r"^\s+CONSTRAINT ", r"^\s+Name: ")
    # the echoed statement before each error: its first line
    for i, l in enumerate(lines):
        if l.startswith("ERROR "):
            j = i - 1
            while j >= 0 and not lines[j].strip():
                j -= 1
            # walk back over the statement to the opening ------ rule
            if j >= 0 and lines[j].startswith("-----"):
                k = j - 1
                while k >= 0 and not lines[k].startswith("-----"):
                    k -= 1
                if k >= 0 and k + 1 < j:
                    keep.append(k + 1)
    # table headers: the row between the first two +---+ rules
    for i, l in enumerate(lines):
        if i + 2 < len(lines) and l.startswith("+-") and lines[i + 1].startswith("|") and lines[i + 2].startswith("+-"):
            keep.append(i + 1)
    # EXPLAIN: every row of the plan
    if "EXPLAIN" in cmd:
        keep += [i for i, l in enumerate(lines) if l.startswith("|")]
    return keep


def redis(lines, cmd):
    keep = match_all(lines, r"^\(error\)", r"^(ERR|WRONGTYPE|NOSCRIPT|BUSY|MOVED|NOAUTH) ", r"^Could not connect")
    if " INFO" in cmd:
        keep += match_all(lines, r"^# \w", r"^db\d+:keys=", r"^(redis_version|used_memory_human|connected_clients|role):")
    if "--bigkeys" in cmd:
        keep += match_all(lines, r"^Biggest\s+\w+ found ", r"^Sampled \d+ keys", r"^\d+ \w+ with \d+ ")
    return keep


def ansible_playbook(lines, cmd):
    keep = match_all(
        lines,
        r"^(fatal|failed): \[",
        r"FAILED!",
        r"^ERROR! ",
        r"^\[WARNING\]: ",
        r"^\[DEPRECATION WARNING\]",
        r"^PLAY RECAP",
        r"^\S+\s+: ok=\d+\s+changed=\d+",
        r"^NO MORE HOSTS LEFT",
        r"^The error appears to be in ",
        r"^The offending line appears to be:",
        r"\^ here$",
        r"^Syntax Error while loading YAML\.",
        r"^  did not find expected",
    )
    # the offending line: the line above "^ here"
    for i, l in enumerate(lines):
        if l.rstrip().endswith("^ here") and i > 0:
            keep.append(i - 1)
    # inside a multi-line fatal result (-v): the message fields
    in_fatal = False
    for i, l in enumerate(lines):
        if re.match(r"^(fatal|failed): \[.*=> \{$", l):
            in_fatal = True
        elif in_fatal and l == "}":
            in_fatal = False
        elif in_fatal and re.match(r'^\s+"(msg|assertion|evaluated_to|stderr|rc|cmd)": ', l):
            keep.append(i)
    # TASK header of each failing task; with --diff also of each changing task
    diff_mode = "--diff" in cmd
    header = None
    for i, l in enumerate(lines):
        if l.startswith("TASK [") or l.startswith("RUNNING HANDLER ["):
            header = i
        elif re.match(r"^(fatal|failed): \[", l) or (diff_mode and l.startswith("changed: [")):
            keep.append(i)
            if header is not None:
                keep.append(header)
    # --diff: the file each diff is about and its changed lines
    if diff_mode:
        for i, l in enumerate(lines):
            if re.match(r"^--- before: ", l):
                keep.append(i)
            elif re.match(r"^[-+]", l) and not re.match(r"^([-+]{3}|\+\+\+) ", l):
                keep.append(i)
    return keep


def ansible_lint(lines, cmd):
    return match_all(
        lines,
        r"^WARNING\s+Listing \d+ violation",
        r"^[a-z][\w-]*(\[[\w-]+\])?: ",                  # rule id and message
        r"^\S+\.ya?ml:\d+",                              # location
        r"^\s+\d+\s+[a-z][\w-]*(\[[\w-]+\])?\s+\w+",     # summary table rows
        r"^(Failed|Passed) after ",
    )


def nginx(lines, cmd):
    keep = match_all(lines, r"\[(emerg|alert|crit|error|warn)\]", r"test failed$", r"syntax is ok$",
                     r"test is successful$")
    if " -T" in cmd:
        keep += match_all(lines, r"^# configuration file ")
    return keep


def apache(lines, cmd):
    keep = match_all(lines, r"^AH\d+: ", r"^Syntax error on line ", r"^Invalid command ", r"^Action '\w+' failed",
                     r"^Syntax OK$")
    if " -S" in cmd:
        keep += nonblank(lines)
    return keep


def systemd(lines, cmd):
    if " verify" in cmd:
        return nonblank(lines)
    # security: failing checks and the overall level
    return match_all(lines, r"^✗ ", r"Overall exposure level", r"^/\S+:\d+: ")


def shellcheck(lines, cmd):
    return match_all(
        lines,
        r"^In \S+ line \d+:$",
        r"\^-* SC\d{4} \(\w+\): ",
        r"^\S+:\d+:\d+: (error|warning|note|style): ",
        r"^(---|\+\+\+) ",
        r"^@@ ",
        r"^[-+](?![-+]{2} )",
    )


def jq(lines, cmd):
    return match_all(lines, r"^jq: error", r"^parse error", r"^jq: \d+ compile error")


def yamllint(lines, cmd):
    return match_all(
        lines,
        r"^\s+\d+:\d+\s+(error|warning)\s",
        r"^\S+:\d+:\d+: \[(error|warning)\] ",
        r"^\./\S+\.ya?ml$|^\S+\.ya?ml$",
    )


def make(lines, cmd):
    keep = match_all(lines, r"^make(\[\d+\])?: \*\*\* ", r"^make(\[\d+\])?: Target .* not remade")
    for rule in (django, pytest, alembic, psql, yamllint, shellcheck, nginx):
        keep += rule(lines, "")
    keep += systemd([l if re.match(r"^(/\S+:\d+: |\S+\.(service|timer): )", l) else "" for l in lines], " verify")
    return keep


def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)  # leading VAR=value assignments
    first = c.split()[0]
    if "manage.py" in c:
        return django
    if "-m pytest" in c:
        return pytest
    if first == "alembic":
        return alembic
    if first == "flask":
        return flask
    if first in ("psql", "pg_dump"):
        return psql
    if first == "sqlite3":
        return sqlite
    if first in ("mariadb", "mysql"):
        return mariadb
    if first == "redis-cli":
        return redis
    if first == "ansible-playbook":
        return ansible_playbook
    if first == "ansible-lint":
        return ansible_lint
    if first == "nginx":
        return nginx
    if first in ("apache2ctl", "apachectl"):
        return apache
    if first == "systemd-analyze":
        return systemd
    if first == "shellcheck":
        return shellcheck
    if first == "jq":
        return jq
    if first == "yamllint":
        return yamllint
    if first == "make":
        return make
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(nonblank(lines)[-3:])
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
        write(path, cmd, exit_, output, keep_lines(cmd, output))
        print(f"{os.path.basename(path)}: {len(keep_lines(cmd, output))} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

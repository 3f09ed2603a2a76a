#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh165 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes and trailing whitespace (including
"\\r") removed. Blank lines, and lines that still hold a "\\r" (curl's progress meter
redrawing itself), are never kept. Each distinct line is kept once, at its first
occurrence in output order. Every case also keeps its last three other non-blank lines.

The rules are per tool, picked from the command (a leading `timeout N` or `VAR=value`
is looked through). They were written from what a developer working on a web app
needs to see in each kind of output, before any reducer was run on this set.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]")
WORK = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


def grep(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


# ------------------------------------------------------------------ shared pieces

def sql_shape(sql):
    """A statement with its literals, numbers, timings and bound args blanked out."""
    s = re.sub(r"^\S+ \S+ INFO sqlalchemy\.engine\.Engine ", "", sql)   # SQLAlchemy echo prefix
    s = re.sub(r"^\(\d+\.\d+\) ", "", s)                               # django.db.backends timing
    s = re.sub(r"^\d+\. ", "", s)                                       # assertNumQueries numbering
    s = re.sub(r"; args=.*$", "", s)
    s = re.sub(r"'[^']*'", "'?'", s)
    s = re.sub(r"\b\d+(\.\d+)?\b", "N", s)
    return s


def first_of_each_shape(lines, idx):
    """From candidate statement lines, keep the first line of each SQL shape."""
    seen, keep = set(), []
    for i in idx:
        shape = sql_shape(lines[i])
        if shape not in seen:
            seen.add(shape)
            keep.append(i)
    return keep


PY_FRAME = re.compile(r'^\s*File "([^"]+)", line \d+, in ')
EXC_STOP = re.compile(r"^(During handling|The above exception|Traceback \(most recent|\[\d\d/\w+/\d{4} |"
                      r"Internal Server Error:|Not Found:|={5,}|-{5,}|\d{4}[-/]\d\d[-/]\d\d[ T]|"
                      r"127\.0\.0\.1 - - \[|\[\d{4}-\d\d-\d\d )")


def is_project_path(path):
    return path.startswith(WORK) and "/dist-packages/" not in path and "/site-packages/" not in path \
        and not path.endswith("/manage.py") and "/node_modules/" not in path


def python_traceback(lines):
    """Project frames with their source line, and every exception line of a chain with the
    lines of its message (DETAIL/HINT, unittest diffs, the captured queries of
    assertNumQueries, first of each SQL shape)."""
    keep = []
    n = len(lines)
    for i, l in enumerate(lines):
        m = PY_FRAME.match(l)
        if m and is_project_path(m.group(1)):
            keep.append(i)
            if i + 1 < n and re.match(r"^\s{4,}\S", lines[i + 1]) and not PY_FRAME.match(lines[i + 1]) \
                    and not re.match(r"^\s*[~^]+\s*$", lines[i + 1]):
                keep.append(i + 1)
        if l.endswith("Traceback (most recent call last):"):
            if l != "Traceback (most recent call last):":
                keep.append(i)          # text printed just before the traceback, e.g. a prompt
            j = i + 1
            while j < n and (lines[j].startswith((" ", "\t")) or not lines[j].strip()):
                j += 1
            if j >= n:
                continue
            if not re.match(r"^[A-Za-z_][\w.]*(:( .*)?)?$", lines[j]):
                continue                    # not an exception line (e.g. Django's "Exception Type:")
            keep.append(j)              # the exception line
            sql_lines = []
            k = j + 1
            while k < n and k <= j + 60:
                c = lines[k]
                if not c.strip() or EXC_STOP.match(c):
                    # sqlalchemy puts [SQL: ...] after a blank line
                    if not c.strip() and k + 1 < n and lines[k + 1].startswith("[SQL: "):
                        k += 1
                        continue
                    break
                if re.match(r"^\d+\. (SELECT|INSERT|UPDATE|DELETE)\b", c):
                    sql_lines.append(k)
                elif c.startswith("(Background on this error"):
                    pass
                elif not c.startswith(("  ", "\t")) or c.startswith("\t"):
                    keep.append(k)
                k += 1
            keep += first_of_each_shape(lines, sql_lines)
    keep += grep(lines, r"^\[SQL: ")
    return keep


# ------------------------------------------------------------------ Python tools

SYSCHECK = r"^\S.*: \([a-z_]+\.[EWCI]\d{3}\) "


def django(lines, cmd):
    if " runserver" in cmd:
        return django_server(lines, cmd)
    keep = python_traceback(lines)
    keep += grep(
        lines,
        r"^(ERROR|FAIL): \S+ \(.*\)$",                 # unittest failure headers
        r" \.\.\. (FAIL|ERROR)$",                       # -v 2 rows
        r"^Ran \d+ tests? in ",
        r"^(FAILED \(.*\)|OK|OK \(.*\))$",
        SYSCHECK, r"^\tHINT: ",
        r"^(SystemCheckError: .*|System check identified \d+ issues? .*)$",
        r"^Got an error creating the test database",
        r"^Migrations for '", r"^  \S+/migrations/\S+\.py$", r"^    - ",   # makemigrations
        r"^  Applying \S+\.\.\.(?!\s*OK$)",                # a migration that did not finish
        r"^Installed \d+ object",
    )
    # showmigrations: unapplied migrations and the app they belong to
    app = None
    for i, l in enumerate(lines):
        if re.match(r"^\w+$", l):
            app = i
        elif l.startswith(" [ ] "):
            keep.append(i)
            if app is not None:
                keep.append(app)
    # sqlmigrate: the SQL is what was asked for
    if " sqlmigrate" in cmd:
        keep += [i for i in nonblank(lines) if lines[i] not in ("--", "BEGIN;", "COMMIT;")]
    # SQL echo (django.db.backends at DEBUG): first statement of each shape
    keep += first_of_each_shape(lines, grep(lines, r"^\(\d+\.\d+\) (SELECT|INSERT|UPDATE|DELETE|BEGIN)"))
    return keep


def http_log_status(line):
    m = re.search(r'" (\d{3}) (\d+|-)\s*$', line)
    return int(m.group(1)) if m else None


def django_server(lines, cmd):
    keep = python_traceback(lines)
    keep += grep(lines, r"^(Internal Server Error|Not Found|Bad Request): ", SYSCHECK,
                 r"^System check identified \d+ issues? \((?!0 silenced)")
    keep += [i for i, l in enumerate(lines) if (http_log_status(l) or 0) >= 400]
    return keep


def pytest(lines, cmd):
    keep = python_traceback(lines)
    keep += grep(
        lines,
        r"^E\s",                                         # assertion details
        r"^_{3,} \S.* _{3,}$",                           # failure headers
        r"^(FAILED|ERROR) ",                             # short summary
        r"\S (FAILED|ERROR)\s+\[\s*\d+%\]$",             # -v rows
        r"^=* ?(\d+ (failed|passed|errors?|skipped|deselected|warnings?)(, )?)+.* in [\d.]+s",
        r"^!{3,}",
        r"\w+Warning: ",                                 # warnings summary
        r"^\d+\.\d+s (setup|call|teardown)\s",           # --durations rows: asked for
    )
    loc = re.compile(r"^(\S+\.(py|html|txt)):\d+:( |$)")
    for i, l in enumerate(lines):
        m = loc.match(l)
        if m and not m.group(1).startswith("/usr/"):
            keep.append(i)                               # project location (long, short and line tb)
            # --tb=short: the source line printed under "file.py:N: in func"
            if " in " in l and i + 1 < len(lines) and lines[i + 1].startswith("    "):
                keep.append(i + 1)
    # ">" lines of frames located in the project (the location line closes the frame)
    for i, l in enumerate(lines):
        if l.startswith(">"):
            j = i + 1
            while j < len(lines) and not loc.match(lines[j]) and not lines[j].startswith("____") \
                    and not lines[j].startswith("_ _ _"):
                j += 1
            if j < len(lines) and loc.match(lines[j]) and not lines[j].startswith("/usr/"):
                keep.append(i)
    return keep


def alembic(lines, cmd):
    keep = python_traceback(lines)
    keep += grep(
        lines,
        r"Running (upgrade|downgrade) ",
        r"\] Detected ",
        r"^Generating \S+ \.\.\.\s+done$",
        r"^(ERROR|FAILED)\b",
        r"^Please edit configuration",
        r"^Rev: ",
        r"^[0-9a-f]{12}( \(head\))?$",                   # alembic current
    )
    # history --verbose: the message line under each revision
    for i, l in enumerate(lines):
        if l.startswith("Path: "):
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and lines[j].startswith("    "):
                keep.append(j)
    if "--sql" in cmd:
        keep += grep(lines, r"^(CREATE|ALTER|DROP|INSERT|UPDATE|DELETE) ")
    return keep


def flask(lines, cmd):
    if " routes" in cmd:
        return nonblank(lines)                           # the route table is what was asked for
    keep = python_traceback(lines)
    keep += grep(lines, r"\] ERROR in \w+: ", r"^Error: ")
    keep += [i for i, l in enumerate(lines) if (http_log_status(l) or 0) >= 400]
    # SQL echo: first statement of each shape, with its FROM/WHERE continuation lines
    stmt = grep(lines, r"INFO sqlalchemy\.engine\.Engine (SELECT|INSERT|UPDATE|DELETE) ")
    for i in first_of_each_shape(lines, stmt):
        keep.append(i)
        j = i + 1
        while j < len(lines) and not re.match(r"^\d{4}-\d\d-\d\d ", lines[j]):
            keep.append(j)
            j += 1
    return keep


def jsonschema_cli(lines, cmd):
    return nonblank(lines)                               # one line per validation error


# ------------------------------------------------------------------ databases

PG_PROBLEM = r"^(?:psql:\S+:\d+: )?(ERROR|FATAL|PANIC|WARNING):"


def pg_detail(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(?:psql:\S+:\d+: )?(DETAIL|HINT):", l):
            keep.append(i)
        elif re.match(r"^(?:psql:\S+:\d+: )?LINE \d+: ", l):
            keep.append(i)
            if i + 1 < len(lines) and re.match(r"^\s*\^$", lines[i + 1]):
                keep.append(i + 1)
    return keep


def psql(lines, cmd):
    keep = grep(lines, PG_PROBLEM, r"^ROLLBACK$", r"^\(\d+ rows?\)$", r"^pg_dump: (error|warning)")
    keep += pg_detail(lines)
    for i, l in enumerate(lines):
        if l.startswith("psql: error: "):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("\t"):
                keep.append(i + 1)
    # result tables: the header row above the ---+--- rule
    for i, l in enumerate(lines):
        if i > 0 and re.match(r"^-{3,}(\+-+)*$", l) and lines[i - 1].strip():
            keep.append(i - 1)
    # query plans: every plan node, its filter and condition lines, and the timings
    keep += grep(lines, r"^\s*(->\s+)?[A-Z][A-Za-z ]+?(\s+using \S+)?(\s+on \S+(\s+\w+)?)?\s+\(cost=",
                 r"^\s+(Filter|Index Cond|Hash Cond|Merge Cond|Join Filter|Rows Removed by Filter):",
                 r"^ (Planning|Execution) Time:")
    # \d listings: the whole description is what was asked for
    if re.search(r"-c '\\d", cmd):
        keep += nonblank(lines)
    if " -x " in cmd:
        keep += grep(lines, r"^-\[ RECORD \d+ \]", r"^relname\s+\|")
    if cmd.startswith("pg_dump"):
        keep += grep(lines, r"^CREATE ", r"^ALTER TABLE ONLY ", r"^    ADD CONSTRAINT ")
    return keep


def pg_admin(lines, cmd):
    return grep(lines, r"^(pg_ctl|initdb|postgres): ", r"^Success\.", r"\b(FATAL|ERROR|PANIC):",
                r"^(waiting for server|server (started|stopped))")


def pg_log(lines, cmd):
    keep = grep(lines, r"\] (ERROR|FATAL|PANIC|WARNING): ", r"\] (DETAIL|HINT|STATEMENT): ")
    return keep


def sqlite(lines, cmd):
    keep = grep(lines, r"^(Parse|Runtime) error", r"^Error: ", r"error here -+\^$")
    for i, l in enumerate(lines):
        if re.search(r"error here -+\^$", l) and i > 0:
            keep.append(i - 1)                            # the statement the caret points into
        # column mode: header row above the ---  --- rule; box mode: header row under the top border
        if i + 1 < len(lines) and re.match(r"^-+(  -+)*$", lines[i + 1]) and l.strip():
            keep.append(i)
        if i > 0 and lines[i - 1].startswith("┌") and l.startswith("│"):
            keep.append(i)
    if "EXPLAIN QUERY PLAN" in cmd or re.search(r"\.schema\b", cmd):
        keep += nonblank(lines)                           # the plan / schema is what was asked for
    return keep


# ------------------------------------------------------------------ HTTP

HTML_ERROR = r"<title>|</title>|<h1>|class=\"exception_value\"|^Exception (Type|Value|Location):|<pre>.*(Error|at )"


def curl(lines, cmd):
    keep = grep(lines, r"^(< )?HTTP/[\d.]+ \d{3}", r"^> [A-Z]+ \S+ HTTP/", r"^curl: \(\d+\)",
                r"^\* .*(Empty reply|Failed to connect|Connection refused|Could not resolve|timed out)",
                r"^(< )?[Ll]ocation: ", r"^HTTP \d{3}$")
    statuses = [int(m.group(1)) for m in (re.match(r"^(?:< )?HTTP/[\d.]+ (\d{3})", l) for l in lines) if m]
    # the body starts after the last blank line that closes a header block (-i), or
    # after the "* Connection ... left intact"/"* Closing connection" line (-v)
    body_start = 0
    for i, l in enumerate(lines):
        if re.match(r"^(< )?HTTP/[\d.]+ \d{3}", l):
            j = i + 1
            while j < len(lines) and lines[j].strip() and lines[j] not in ("<",):
                j += 1
            body_start = j + 1
        if re.match(r"^\* (Connection #\d+ to host .* left intact|Closing connection)", l):
            body_start = max(body_start, i + 1)
    body = [i for i in range(body_start, len(lines)) if lines[i].strip()]
    markup = re.compile(r"^\s*(<!doctype[^>]*>|</?(html|head|body|div)\b[^>]*>|<meta [^>]*>)\s*$", re.I)
    if statuses and statuses[-1] >= 400:
        if len(body) <= 40:
            keep += [i for i in body if not markup.match(lines[i])]   # a short error body is the error
        else:
            keep += [i for i in grep(lines, HTML_ERROR) if i >= body_start]
            keep += [i for i in python_traceback(lines) if i >= body_start]
            if not lines[body[0]].startswith("<"):
                keep += body[:2]                           # Django's text page: type and message
    elif not statuses:
        keep += grep(lines, HTML_ERROR)                    # a body piped through head: error page?
    return keep


def node_server(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("{") and '"level"' in l:           # pino JSON lines
            m = re.search(r'"level":(\d+)', l)
            if m and int(m.group(1)) >= 40 or '"err":' in l:
                keep.append(i)
    keep += grep(lines, r"^\S+ (GET|POST|PUT|PATCH|DELETE) \S+ [45]\d\d ",
                 r"^(\w+Error|Error)(\s\[\w+\])?: ")
    keep += [i for i in grep(lines, r"^\s+at .*\(" + re.escape(WORK), r"^\s+at " + re.escape(WORK))
             if "/node_modules/" not in lines[i]]
    return keep


# ------------------------------------------------------------------ JS test runners

def jest(lines, cmd):
    keep = grep(
        lines,
        r"^FAIL ",
        r"^\s*● ",
        r"^\s*✕ ",
        r"^\s+expect\(",
        r"^\s+(Expected|Received)( length| array| value| string)?:",
        r"^\s+Snapshot name: ",
        r"^\s+- (Expected|Snapshot)\s+- \d+$",
        r"^\s+\+ Received\s+\+ \d+$",
        r"^\s+> +\d+ \|",
        r"^ › \d+ snapshots? (failed|updated|written|obsolete|removed)",
        r"^ › \d+ snapshots? .*(Inspect|run)",
        r"^(Tests|Test Suites|Snapshots):",
    )
    keep += [i for i in grep(lines, r"^\s+at .*\((test|src|lib)/\S+\)$") if "node_modules" not in lines[i]]
    # in each failure block: the first message paragraph and the +/- lines of a diff
    in_block = in_diff = False
    para = 0
    for i, l in enumerate(lines):
        if re.match(r"^\s*● ", l):
            in_block, in_diff, para = True, False, 0
            continue
        if re.match(r"^(FAIL|PASS) |^Snapshot Summary|^Test Suites:", l):
            in_block = in_diff = False
            continue
        if not in_block:
            continue
        if not l.strip():
            if para == 1:
                para = 2
            in_diff = in_diff and not (i + 1 < len(lines) and re.match(r"^\s+(>?\s*\d+ \||at )", lines[i + 1]))
            continue
        if para == 0:
            para = 1
        if para == 1 and not re.match(r"^\s+(>?\s*\d+ \||at )", l):
            keep.append(i)
        if re.match(r"^\s+- (Expected|Snapshot)\s+- \d+$", l):
            in_diff = True
        elif in_diff and re.match(r"^\s{4}[-+]\s", l):
            keep.append(i)
    return keep


def node_test(lines, cmd):
    keep = grep(
        lines,
        r"^\s*not ok \d+ - ",
        r"^\s+location: '",
        r"^# (tests|pass|fail) \d+$",
        r"^\s*✖ ",
        r"^ℹ (tests|pass|fail) \d+$",
        r"^test at \S+:\d+:\d+$",
        r"^\s*AssertionError",
    )
    keep += [i for i in grep(lines, re.escape(WORK) + r"\S*/(test|src)/\S+:\d+:\d+\)?$")
             if "node_modules" not in lines[i]]
    # the assertion message: TAP "error: |-" block, or the spec lines under AssertionError
    for i, l in enumerate(lines):
        if re.match(r"^\s+error: \|-$", l) or re.match(r"^\s*AssertionError", l):
            base = len(l) - len(l.lstrip())
            in_diff = False
            j = i + 1
            while j < len(lines):
                c = lines[j]
                ind = len(c) - len(c.lstrip())
                tap = l.strip() == "error: |-"
                if c.strip() and (ind < base or (tap and ind == base) or re.match(r"^\s+at ", c)):
                    break
                if c.strip() == "+ actual - expected":
                    in_diff = True
                    keep.append(j)
                elif in_diff:
                    if re.match(r"^[-+](\s|$)", c.strip()):
                        keep.append(j)          # the diff's changed lines, not its context
                elif c.strip() and not re.match(r"^\s+[{}]$", c):
                    keep.append(j)
                j += 1
    return keep


# ------------------------------------------------------------------ Go

def go(lines, cmd):
    keep = grep(
        lines,
        r"^# \S+$",                                      # package of the compile errors
        r"^\S+\.go:\d+:\d+: ",                           # compile and vet findings
        r"^--- FAIL: ",
        r"^\s+\S+_test\.go:\d+: ",                       # t.Errorf messages
        r"^(FAIL|ok)\s+\S+",                             # package results
        r"^FAIL$",
        r"http: panic serving ", r"^panic: ", r"^fatal error: ",
        r"^WARNING: DATA RACE", r"^(Read|Write|Previous read|Previous write) at 0x",
        r"race detected during execution of test",
        r"^go: found ", r"^go: .*(cannot|no matching|missing|not found|invalid)",
        r"^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d .*(error|Error|panic|failed)",
    )
    # stack frames in the project: the function line and its file:line line
    for i, l in enumerate(lines):
        if re.match(r"^\s*\t?\s*" + re.escape(WORK) + r"\S+\.go:\d+", l):
            keep.append(i)
            if i > 0:
                keep.append(i - 1)
    return keep


# ------------------------------------------------------------------ API description validators

def swagger_cli(lines, cmd):
    # the $ref / oneOf lines are the validator's cascade above each real error
    return [i for i in nonblank(lines)
            if not re.search(r"must (have required property '\$ref'|match exactly one schema in oneOf)$", lines[i])]


def ajv(lines, cmd):
    keep = grep(lines, r" invalid$", r"^error: ", r"schema .* is invalid")
    keep += [i + 1 for i in grep(lines, r" invalid$") if i + 1 < len(lines)]
    return keep


# ------------------------------------------------------------------ dispatch

def strip_prefix(cmd):
    c = cmd
    while True:
        c2 = re.sub(r"^(\w+=\S+\s+|timeout \d+\s+)", "", c)
        if c2 == c:
            return c
        c = c2


def rules_for(cmd, lines):
    c = strip_prefix(cmd)
    first = c.split()[0]
    if "manage.py" in c:
        return django
    if "-m pytest" in c:
        return pytest
    if first == "alembic":
        return alembic
    if first == "flask":
        return flask
    if first == "jsonschema":
        return jsonschema_cli
    if first in ("psql", "pg_dump"):
        return psql
    if first == "runuser" or first in ("pg_ctl", "initdb"):
        return pg_admin
    if first == "tail" and "server.log" in c:
        return pg_log
    if first == "sqlite3":
        return sqlite
    if first == "curl":
        return curl
    if c.startswith("node server.js"):
        return node_server
    if c.startswith("node --test"):
        return node_test
    if c.startswith("npx jest"):
        return jest
    if c.startswith("npm test"):
        text = "\n".join(lines)
        return node_test if ("TAP version" in text or "\nℹ tests" in text) else jest
    if first == "go":
        return go
    if c.startswith("npx swagger-cli"):
        return swagger_cli
    if c.startswith("npx ajv"):
        return ajv
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd, lines)(lines, cmd))
    idx.update([i for i in nonblank(lines) if "\r" not in lines[i]][-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen or "\r" in l:   # "\r" inside: a progress-meter redraw
            continue
        seen.add(l)
        out.append(l)
    return out


# ------------------------------------------------------------------ txtar

def parse(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for path in files:
        cmd, exit_, output = parse(path)
        keep = keep_lines(cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh129 txtar file.

Written before looking at anything the reducer does. Run once:

    python3 keeprules.py [DIR]

A keep line is an output line with ANSI escapes (CSI and OSC, including
OSC 8 hyperlinks) and trailing whitespace (including \\r) removed. Blank lines
are never kept. Each distinct line is listed once, in output order. The last
three non-blank lines of every output are always kept.
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-Z\\-_]")


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


# ---------------------------------------------------------------- generic rule

GENERIC = re.compile(
    r"\b(error|errors|fatal|failed|failure|fail|panic|exception|traceback|warning|warn|"
    r"denied|refused|timed out|not found|no such file|cannot|can't|unable|invalid|expired|"
    r"deprecated|deprecation)\b|\w+(Error|Exception)\b",
    re.I,
)
PY_EXC = re.compile(r"^\s*([A-Za-z_][\w.]*(Error|Exception|Violation|Warning|Exit|Interrupt)|"
                    r"[a-z_][\w]*(\.[\w]+)+\.[A-Z]\w+)(: .*)?$")
PROJECT_FRAME = re.compile(r'^\s*File "/home/dev/work/')


def generic(lines):
    keep = set()
    for i, l in enumerate(lines):
        if GENERIC.search(l):
            keep.add(i)
    return keep


def python_traceback(lines):
    """Exception lines, project frames, DETAIL/HINT lines of psycopg2 errors."""
    keep = set()
    for i, l in enumerate(lines):
        if PROJECT_FRAME.match(l):
            keep.add(i)
        elif PY_EXC.match(l) and not l.startswith(" "):
            keep.add(i)
        elif re.match(r"^(DETAIL|HINT):", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- log files

def shape(line):
    """A line's shape: every token (not spanning '/') that contains a digit
    becomes '#', and nginx's optional referrer/host context is ignored."""
    line = re.sub(r', (referrer|host): "[^"]*"', "", line)  # nginx: optional request context
    return re.sub(r"[\w.:@\-\[\]#*]*\d[\w.:@\-\[\]#*]*", "#", line)


def log_nginx_error(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r"\[(emerg|alert|crit|error|warn)\]", l)}


def log_nginx_access(lines):
    keep = set()
    for i, l in enumerate(lines):
        m = re.search(r'"(?:[A-Z]+) [^"]*" (\d{3}) ', l)
        if m and int(m.group(1)) >= 500:
            keep.add(i)
    return keep


def access_shape(line):
    m = re.search(r'"([A-Z]+) ([^" ?]*)[^"]*" (\d{3}) .*?ua="([^"]*)"', line)
    if not m:
        m2 = re.search(r'"([A-Z]+) ([^" ?]*)[^"]*" (\d{3}) ', line)
        if not m2:
            return shape(line)
        return (m2.group(1), re.sub(r"[^/]*\d[^/]*", "#", m2.group(2)), m2.group(3), "")
    return (m.group(1), re.sub(r"[^/]*\d[^/]*", "#", m.group(2)), m.group(3),
            re.sub(r":\d+$", "", m.group(4)) if m.group(4) != "-" else "-")


def log_postgres(lines):
    keep = set()
    sev = re.compile(r"\b(ERROR|FATAL|PANIC|WARNING):  ")
    follow = re.compile(r"\b(DETAIL|HINT|CONTEXT|STATEMENT):  ")
    lockish = re.compile(r"LOG:  .*(still waiting|detected deadlock|acquired \w+Lock .* after|terminating)")
    after_problem = False
    for i, l in enumerate(lines):
        if sev.search(l) or lockish.search(l):
            keep.add(i)
            after_problem = True
        elif follow.search(l) and after_problem:
            keep.add(i)
        elif l.startswith("\t") and after_problem:
            keep.add(i)  # deadlock DETAIL continuation lines
        else:
            after_problem = False
    return keep


def log_redis(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r"WARNING|error|fail|Can't|refused|OOM|denied", l, re.I)}


def log_python(lines):
    keep = python_traceback(lines)
    for i, l in enumerate(lines):
        body = re.sub(r"^\d+[-:]", "", l)  # grep -n prefixes
        if re.search(r" (ERROR|CRITICAL|WARNING) ", body):
            keep.add(i)
        if PROJECT_FRAME.match(body) or (PY_EXC.match(body) and not body.startswith(" ")):
            keep.add(i)
        if re.match(r"^\d+:", l):  # grep match lines (not context lines)
            keep.add(i)
    return keep


def log_rule(cmd, lines):
    """Log tails and log greps. Repeated entries that differ only in
    timestamps, ids and numbers are kept once (the first of each shape)."""
    if "access.log" in cmd:
        keep = log_nginx_access(lines)
        key = access_shape
    elif "error.log" in cmd and ("logs/" in cmd):
        keep = log_nginx_error(lines) | generic(lines)
        key = shape
    elif "postgresql" in cmd:
        keep = log_postgres(lines)
        key = shape
    elif "redis" in cmd:
        keep = log_redis(lines)
        key = shape
    else:
        keep = log_python(lines)
        key = shape
    seen = set()
    out = set()
    for i in sorted(keep):
        k = key(lines[i])
        if k in seen:
            continue
        seen.add(k)
        out.add(i)
    return out


# ---------------------------------------------------------------- tools

def nginx(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r"\[(emerg|alert|crit|error|warn)\]", l):
            keep.add(i)
        elif re.search(r"^nginx: .*(test failed|syntax is ok|test is successful)", l):
            keep.add(i)
        elif " -T" in cmd and re.match(r"^# configuration file ", l):
            keep.add(i)
        elif " -T" in cmd and re.match(r"^\s*(listen|server_name)\s", l):
            keep.add(i)
    return keep


PSQL_MSG = re.compile(r"^(psql:[^ ]+:\d+: )?(ERROR|FATAL|WARNING|PANIC):  |^(DETAIL|HINT|CONTEXT):  |^LINE \d+: |^psql: error|^psql:[^ ]+:\d+: ")
PSQL_TAG = re.compile(r"^(BEGIN|COMMIT|ROLLBACK|SET|CREATE \w+|ALTER \w+|DROP \w+|INSERT \d+ \d+|UPDATE \d+|DELETE \d+|SELECT \d+|TRUNCATE TABLE|GRANT|REVOKE)$")
EXPANDED_DIAG = {"state", "wait_event_type", "wait_event", "blocked_by", "query"}


def psql(cmd, lines):
    keep = set()
    n = len(lines)
    i = 0
    while i < n:
        l = lines[i]
        if PSQL_MSG.match(l):
            keep.add(i)
            if l.startswith("LINE ") and i + 1 < n and lines[i + 1].strip().startswith("^"):
                keep.add(i + 1)
            i += 1
            continue
        if PSQL_TAG.match(l):
            keep.add(i)
            i += 1
            continue
        if re.match(r"^\(\d+ rows?\)$", l):
            keep.add(i)
            i += 1
            continue
        # aligned table: header, separator, rows, (N rows)
        if i + 1 < n and re.match(r"^-+(\+-+)*-*$", lines[i + 1]) and lines[i].strip():
            header = i
            j = i + 2
            multi = "|" in lines[header]
            while (j < n and lines[j].strip() and not re.match(r"^\(\d+ rows?\)$", lines[j])
                   and (not multi or "|" in lines[j])):
                j += 1
            rows = list(range(i + 2, j))
            title = lines[header].strip()
            keep.add(header)
            if title == "QUERY PLAN":
                for r in rows:
                    t = lines[r].strip()
                    if (r == i + 2 or t.startswith("->") or t.startswith("Filter:")
                            or t.startswith("Rows Removed by Filter") or t.startswith("Execution Time")
                            or t.startswith("Planning Time")):
                        keep.add(r)
            elif len(rows) <= 20:
                keep.update(rows)
            i = j
            continue
        # \d describe output: title line, then sections
        if re.match(r'^\s+(Table|View|Index|Sequence) "', l):
            keep.add(i)
            i += 1
            continue
        if re.match(r"^(Indexes|Check constraints|Foreign-key constraints|Referenced by|Triggers):$", l):
            keep.add(i)
            j = i + 1
            while j < n and lines[j].startswith("    "):
                keep.add(j)
                j += 1
            i = j
            continue
        # expanded output
        if re.match(r"^-\[ RECORD \d+ \]", l):
            keep.add(i)
            i += 1
            continue
        i += 1
    # expanded records: all non-empty fields when there are at most 8 records,
    # otherwise only the non-empty diagnostic fields
    records = [k for k, l in enumerate(lines) if re.match(r"^-\[ RECORD \d+ \]", l)]
    if records:
        for k, l in enumerate(lines):
            m = re.match(r"^(\w+)\s+\| ?(.*)$", l)
            if not m or k < records[0]:
                continue
            if not m.group(2).strip():
                continue
            if len(records) <= 8 or m.group(1) in EXPANDED_DIAG:
                keep.add(k)
    return keep


def pg_dump(cmd, lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^(CREATE|ALTER TABLE ONLY|ALTER TABLE|COMMENT ON|SELECT pg_catalog\.set_config)", l)
            or re.match(r"^\s+ADD CONSTRAINT ", l) or l.startswith("pg_dump:")}


def pg_restore(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("pg_restore:"):
            keep.add(i)
        elif l.startswith("Command was: "):
            keep.add(i)
    return keep


REDIS_INFO_FIELDS = re.compile(
    r"^(redis_version|uptime_in_seconds|connected_clients|blocked_clients|used_memory_human|"
    r"used_memory_peak_human|maxmemory_human|maxmemory_policy|mem_fragmentation_ratio|"
    r"rdb_last_bgsave_status|aof_last_bgrewrite_status|aof_last_write_status|rejected_connections|"
    r"evicted_keys|expired_keys|keyspace_hits|keyspace_misses|total_error_replies|errorstat_\w+|"
    r"db\d+|role|loading|async_loading):")


def redis_cli(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(\(error\) )?(ERR|WRONGTYPE|OOM|NOAUTH|NOPERM|BUSY|LOADING|MOVED|READONLY)\b", l):
            keep.add(i)
        elif l.startswith("Could not connect") or "Connection refused" in l:
            keep.add(i)
        elif " INFO" in cmd and REDIS_INFO_FIELDS.match(l):
            keep.add(i)
        elif "--bigkeys" in cmd and re.match(r"^(Biggest|Sampled|\d+ \w+ with )", l):
            keep.add(i)
    return keep


def ansible_playbook(cmd, lines):
    keep = set()
    n = len(lines)
    last_task = None
    last_task_path = None
    in_error = False
    in_warning = False
    for i, l in enumerate(lines):
        if l.startswith("TASK [") or l.startswith("RUNNING HANDLER ["):
            last_task = i
            in_warning = False
            continue
        if l.startswith("task path: "):
            last_task_path = i
            continue
        if l.startswith("ERROR!"):
            keep.add(i)
            in_error = True
            if last_task is not None:
                keep.add(last_task)
            continue
        if in_error:
            if l.strip():
                keep.add(i)
            continue
        if l.startswith("[WARNING]") or l.startswith("[DEPRECATION WARNING]"):
            keep.add(i)
            in_warning = True
            continue
        if in_warning:
            if l.strip() and not l.startswith(("TASK [", "PLAY ", "ok:", "changed:", "fatal:")):
                keep.add(i)
                continue
            in_warning = False
        if re.match(r"^(fatal|failed): \[", l) or l.startswith("An exception occurred during task execution"):
            keep.add(i)
            if last_task is not None:
                keep.add(last_task)
            if last_task_path is not None:
                keep.add(last_task_path)
            continue
        if re.match(r'^\s+"msg": ', l) and any(lines[k].startswith("fatal:") for k in range(max(0, i - 3), i)):
            keep.add(i)
            continue
        if re.match(r"^(jinja2|ansible)\.[\w.]*(Error|Exception|Undefined\w*): ", l):
            keep.add(i)
            continue
        if re.match(r"^changed: \[", l):
            if last_task is not None:
                keep.add(last_task)
            if " => (item=" in l:
                keep.add(i)
            continue
        # --diff: before/after headers with a path and the changed lines
        if re.match(r"^(---|\+\+\+) (before|after): ", l):
            keep.add(i)
            continue
        if re.match(r'^[-+](?![-+]{2} )', l) and ("--diff" in cmd):
            keep.add(i)
            continue
        if l.startswith("PLAY RECAP") or re.match(r"^\S+\s+: ok=\d+", l):
            keep.add(i)
    return keep


def ansible_lint(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w-]+(\[[\w-]+\])?: ", l):
            keep.add(i)  # rule[tag]: message
        elif re.match(r"^[\w./-]+\.ya?ml:\d+", l):
            keep.add(i)  # location
        elif re.match(r"^\s*\d+\s+[\w-]+(\[[\w-]+\])?\s+\w+\s", l):
            keep.add(i)  # summary rows
        elif re.match(r"^(WARNING|ERROR|CRITICAL)\s", l) or l.startswith("Failed after") or l.startswith("Passed"):
            keep.add(i)
    return keep


def yamllint(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S.*\.ya?ml$|^\./\S+$", l):
            keep.add(i)  # file header (standard format)
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
        elif re.match(r"^\S+:\d+:\d+: \[(error|warning)\]", l):
            keep.add(i)
    return keep


def shellcheck(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^In \S+ line \d+:$", l):
            keep.add(i)
        elif re.search(r"\bSC\d{4}\b", l) and not l.startswith("  https://"):
            keep.add(i)
    return keep


def systemd_analyze(cmd, lines):
    if " verify" in cmd:
        return {i for i, l in enumerate(lines) if l.strip()}
    return {i for i, l in enumerate(lines)
            if re.match(r"^\s*(Original form|Normalized form|Next elapse):", l)}


X509_FIELDS = re.compile(
    r"^\s*(Serial Number:|Issuer:|Subject:|Not Before:|Not After :|Public-Key:|Signature Algorithm:|"
    r"CA:|X509v3 (Subject Alternative Name|Extended Key Usage|Key Usage|Basic Constraints)|"
    r"DNS:|TLS Web|Digital Signature|Certificate Sign)")


def openssl(cmd, lines):
    keep = set()
    if " verify" in cmd:
        return {i for i, l in enumerate(lines) if l.strip()}
    if "s_client" in cmd:
        for i, l in enumerate(lines):
            if re.match(r"^(CONNECTED|depth=|verify error:|Verification error:|Verify return code:|"
                        r"subject=|issuer=|New, |Server public key is| \d+ s:| *i:)", l):
                keep.add(i)
            elif GENERIC.search(l) and not l.startswith("-----"):
                keep.add(i)
        return keep
    # x509 -text / pkcs7 -print_certs -text
    prev_ext = False
    for i, l in enumerate(lines):
        if X509_FIELDS.match(l):
            keep.add(i)
            prev_ext = bool(re.match(r"^\s*(X509v3 (Subject Alternative Name|Extended Key Usage|Key Usage|Basic Constraints)|Serial Number:$)", l))
            continue
        if prev_ext and l.strip():
            keep.add(i)
        prev_ext = False
        if re.match(r"^(subject|issuer)=|^not(Before|After)=|^Certificate will", l):
            keep.add(i)
        elif GENERIC.search(l):
            keep.add(i)
    return keep


def curl(cmd, lines):
    keep = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if re.match(r"^> [A-Z]+ \S+ HTTP/", l):
            keep.add(i)
            continue
        if l.startswith("curl: ("):
            keep.add(i)
            continue
        if l.startswith("* ") and re.search(r"problem|error|fail|refused|expired", l, re.I):
            keep.add(i)
            continue
    # response body for status >= 400: lines that are neither chatter nor headers
    if status and status >= 400:
        for i, l in enumerate(lines):
            if (l.strip() and not re.match(r"^[*<>{}] |^[{}]$|^\s*%|^\s+Dload|^\s*\d+\s+\d+\s+\d+|^[\w-]+: ", l)
                    and not l.startswith("HTTP/")):
                keep.add(i)
    return keep


def listing_ps(cmd, lines):
    return {i for i, l in enumerate(lines) if l.strip()}


def listing_ss(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if i == 0 or re.match(r"^(LISTEN|ESTAB|CLOSE-WAIT|SYN-SENT|SYN-RECV|FIN-WAIT\S*|LAST-ACK|UNCONN)\s", l):
            keep.add(i)
    return keep


def listing_lsof(cmd, lines):
    keep = set()
    for i, l in enumerate(lines):
        if i == 0:
            keep.add(i)
        elif "+L1" in cmd:
            keep.add(i)
        elif "(deleted)" in l or "(LISTEN)" in l or "(ESTABLISHED)" in l or "(CLOSE_WAIT)" in l:
            keep.add(i)
        elif "-iTCP" in cmd:
            keep.add(i)
    return keep


def listing_all(cmd, lines):
    return {i for i, l in enumerate(lines) if l.strip()}


def grep_rn(cmd, lines):
    return {i for i, l in enumerate(lines) if re.match(r"^[^\s:]+:\d+:", l)}


def script(cmd, lines):
    """run-parts, bash -x, shell scripts: errors, tracebacks, DOWN/exit lines,
    and for xtrace the command line just before each error."""
    keep = generic(lines) | python_traceback(lines)
    for i, l in enumerate(lines):
        if re.match(r"^(DOWN|FAIL)\b", l) or re.search(r"exited with return code", l):
            keep.add(i)
        if re.search(r"\bexit [1-9]\d*\b", l):
            keep.add(i)
    # xtrace: nearest preceding '+' line of each error line
    for i in sorted(set(keep)):
        if lines[i].startswith("+"):
            continue
        k = i - 1
        while k >= 0 and i - k <= 3 and lines[k].startswith("+ "):
            keep.add(k)
            k -= 1
    # drop xtrace lines that only matched because they echo a message
    keep = {i for i in keep if not (lines[i].startswith("+ echo") or lines[i].startswith("++ ") or
                                    re.match(r"^\+ (local|code|fail|\[|check|log) ?", lines[i]))}
    return keep


def crontab(cmd, lines):
    return {i for i, l in enumerate(lines) if l.strip()}


# ---------------------------------------------------------------- dispatch

def classify(cmd):
    c = cmd.strip()
    first = c.split()[0]
    if re.match(r"^(tail|zgrep|grep)\b", c) and re.search(r"\.log\b|\.log\.\d+\.gz|pg/log/", c) and "-rn" not in c.split("|")[0]:
        return "log"
    if first == "grep" and " -r" in c:
        return "grep_rn"
    return {
        "nginx": "nginx", "psql": "psql", "pg_dump": "pg_dump", "pg_restore": "pg_restore",
        "redis-cli": "redis_cli", "ansible-playbook": "ansible_playbook", "ansible-lint": "ansible_lint",
        "yamllint": "yamllint", "shellcheck": "shellcheck", "systemd-analyze": "systemd_analyze",
        "openssl": "openssl", "curl": "curl", "ps": "listing_ps", "ss": "listing_ss", "lsof": "listing_lsof",
        "du": "listing_all", "df": "listing_all", "crontab": "crontab", "run-parts": "script",
        "bash": "script", "sh": "script", "env": "script",
    }.get(first, "script" if "=" in first else "generic")


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    kind = classify(cmd)
    if kind == "log":
        idx = log_rule(cmd, lines)
    elif kind == "generic":
        idx = generic(lines)
    else:
        idx = globals()[kind](cmd, lines)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx = set(idx) | set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return kind, out


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(d, name)
        head, cmd, output = parse(path)
        kind, keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{name:55s} {kind:17s} {len(keep):4d}")


if __name__ == "__main__":
    main()

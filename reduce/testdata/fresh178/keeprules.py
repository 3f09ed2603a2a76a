#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh178 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

The set is about reading logs: cat, tail, head, sed -n, grep, zcat/zgrep, awk, jq,
sort | uniq -c, wc -l over what nginx, PostgreSQL, MariaDB, redis, supervisord,
rsyslog and three applications (Python, Node, Go) wrote. Most outputs are therefore
log lines, and one rule set applies to every log line whatever tool printed it:

  * A "problem" line is one with a level of warning or worse (in any of the
    spellings the services use), an HTTP status of 5xx or a request time of a
    second or more in an access log, an exception, or a problem word (failed,
    refused, denied, deadlock, expired, timed out, crashed, ...).
  * Problem lines are grouped by their "shape": the line with timestamps,
    numbers, hex ids and quoted values masked (for JSON lines: the level, the
    message and the error text). Of each shape the first and the last
    occurrence are kept, so a failure repeated 180 times shows when it started
    and that it was still going on, and a single error among thousands of
    routine lines is always kept.
  * A kept problem line brings its continuation lines: PostgreSQL's DETAIL,
    HINT and STATEMENT lines and their tab-indented lines.
  * Python traceback frames in project files (/home/dev/work/, not site or
    dist packages) with their source line, Node stack frames in project files
    (not node_modules), and exception lines are kept (each distinct line once).
  * Service lifecycle lines (stopped, started, shut down, ready to accept
    connections, gave up, entered FATAL state) are kept by shape, first and last.
  * Messages of the command itself (grep:, gzip:, tail:, awk:, jq/parse error,
    nginx -t verdicts, mariadb client ERROR nnnn) are always kept.

Outputs that are the answer to a question, not a log excerpt, are kept whole:
counting and summary commands (uniq -c, grep -c, wc -l, ls, du, INFO, status,
dumpslow) when they have at most 40 lines; a longer table keeps its first 10
rows (the largest, as they are sorted) plus its problem lines. Searches for one
identifier (a request id, a job id) keep every hit (hand list WHOLE below).

A keep line is an output line with ANSI escapes and trailing whitespace removed.
Blank lines are never kept. Each distinct line is kept once, at its first
occurrence in output order. Every case also keeps its last three non-blank lines.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"

# Cases whose every non-blank line is what the command was run to see (searches for one id).
WHOLE = {
    "grep-request-id-across-logs",
}


def clean(line):
    return ANSI.sub("", line).rstrip()


def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


# ---------------------------------------------------------------- classification

LEVEL_WORD = re.compile(r"\b(ERROR|FATAL|CRITICAL|CRIT|PANIC|ALERT|EMERG|WARN|WARNING|SEVERE)\b")
LEVEL_BRACKET = re.compile(r"\[(emerg|alert|crit|error|warn|Warning|ERROR)\]")
JSON_LEVEL = re.compile(r'"level":\s*(?:"(error|warn|warning|critical|fatal)"|(40|50|60)\b)', re.I)
JSON_QUIET = re.compile(r'"level":\s*(?:"(info|debug|trace)"|(10|20|30)\b)', re.I)
PROBLEM_WORDS = re.compile(
    r"\b(error|errors|failed|failure|fatal|panic|denied|refused|timed out|timeout|expired|"
    r"exception|deadlock|crash|crashed|unable|cannot|can't|not allowed|no such file|"
    r"too frequently|gave up|not expected|bad certificate|unavailable|dead-letter(ed)?|warn|warning|slow|"
    r"exited with status [1-9]\d*|exit status [1-9]\d*)\b", re.I)
DURATION = re.compile(r"\brt=(\d+\.\d+)|\"duration_ms\": ?(\d+(?:\.\d+)?)|duration: (\d+\.\d+) ms|took (\d+) ms")
EXC_LINE = re.compile(r"^\s*(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception)\b(?::|$)")
TRACEBACK = re.compile(r"^(\S+[:-])?Traceback \(most recent call last\):")
ACCESS = re.compile(r'"(?:GET|POST|PUT|DELETE|HEAD|PATCH|OPTIONS) \S+ HTTP/[\d.]+" (\d{3}) ')
RT = re.compile(r"\brt=(\d+\.\d+)")
REDIS_WARN = re.compile(r"^(?:\S+[:-])?\d+:[CMSX] \d+ \w+ \d{4} [\d:.]+ # (.*)")
REDIS_BANNER = re.compile(r"oO0OoO0OoO0Oo|Redis version=|Configuration loaded|Server initialized")
PG_DURATION = re.compile(r"LOG:  duration: [\d.]+ ms")
LIFECYCLE = re.compile(
    r"(database system is shut down|database system is ready to accept connections|shutting down|"
    r"received (fast|smart|immediate) shutdown request|ready for connections|Shutdown complete|"
    r"User requested shutdown|ready to exit|Ready to accept connections|entered FATAL state|"
    r"stopped: |: stopped$|waiting for \w+ to (die|stop)|listening on 127\.0\.0\.1|certsync (starting|finished)|"
    r"worker started|queue drained)")
TOOL_MSG = re.compile(
    r"^(grep|gzip|zcat|tail|head|awk|sed|jq|cat|sort|bash|ls|wc): |^awk: cmd\. line|^parse error|"
    r"^jq: error|syntax is ok$|test is successful$|test failed$|^ERROR \d+ \(\w+\)|"
    r"\(no such process name\)|^No journal files")
PG_CONT = re.compile(r"(?:^|\s)(DETAIL|HINT|STATEMENT|CONTEXT):  ")
SUMMARY_CMD = re.compile(r"uniq -c|grep -c|grep -\w*c\w* |wc -l|\bls -l|\bdu -|redis-cli .*INFO|supervisorctl .*status|dumpslow|"
                         r"sort -rn \| head|sort -k\d+ -rn")


def status_of(line):
    m = ACCESS.search(line)
    return int(m.group(1)) if m else None


def duration_ms(line):
    m = DURATION.search(line)
    if not m:
        return -1
    if m.group(1):
        return float(m.group(1)) * 1000
    return float(next(g for g in m.groups()[1:] if g))


def is_problem(line):
    if not line.strip():
        return False
    st = status_of(line)
    if st is not None:  # an access-log line: its status and time decide
        m = RT.search(line)
        return st >= 500 or (m is not None and float(m.group(1)) >= 1.0)
    if REDIS_WARN.search(line):
        return not REDIS_BANNER.search(line)
    if JSON_LEVEL.search(line):
        return True
    if duration_ms(line) >= 1000:
        return True
    if line.lstrip().startswith("{") and JSON_QUIET.search(line):
        return False
    if PG_DURATION.search(line):  # only statements over log_min_duration_statement are logged
        return True
    if LEVEL_WORD.search(line) or LEVEL_BRACKET.search(line):
        # supervisord/logging INFO lines carry no level word; a level word anywhere counts
        return True
    if EXC_LINE.match(line) or TRACEBACK.search(line):
        return True
    return bool(PROBLEM_WORDS.search(line))


MASKS = [
    (re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z| ?UTC|[+-]\d\d:?\d\d)?"), "T"),
    (re.compile(r"\d\d/\w{3}/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}"), "T"),
    (re.compile(r"\b\w{3} +\d+ \d\d:\d\d:\d\d\b"), "T"),
    (re.compile(r"\b\d+ \w{3} \d{4} \d\d:\d\d:\d\d(?:\.\d+)?"), "T"),
    (re.compile(r'"[^"]*"'), "Q"),
    (re.compile(r"\b[0-9a-f]{8,}\b"), "H"),
    (re.compile(r"\d+(?:\.\d+)?"), "N"),
]


def shape(line):
    s = line.strip()
    if s.startswith("{") or re.match(r"^\S+:\d+:\{", s):
        try:
            obj = json.loads(s[s.index("{"):])
            err = obj.get("err") or obj.get("error") or ""
            if isinstance(err, dict):
                err = err.get("message", "")
            s = "|".join(str(x) for x in (obj.get("level"), obj.get("msg") or obj.get("event"), err, obj.get("path", "")))
        except (ValueError, AttributeError):
            pass
    s = re.sub(r"^\S+?:(\d+[:-])", "", s)  # grep -n / multi-file prefixes
    s = re.sub(r"^\d+[:-]", "", s)
    access = status_of(s) is not None
    for rx, rep in MASKS:
        if access and rep == "Q":
            s = re.sub(r'"(?:-|Mozilla[^"]*|http[^"]*)"', "Q", s)  # keep the request line, mask referer/agent
            continue
        s = rx.sub(rep, s)
    return s


def first_and_last(lines, idxs):
    seen = {}
    for i in idxs:
        k = shape(lines[i])
        seen.setdefault(k, [i, i])[1] = i
    out = []
    for a, b in seen.values():
        out += [a, b]
    return out


# ---------------------------------------------------------------- rules



def strip_prefix(line):
    """Drop a grep -n / -A context prefix (`12:` `12-` `file:12:`) when one is present."""
    m = re.match(r"^(?:[\w./-]+:)?\d+[:-]", line)
    return line[m.end():] if m else line


def traceback_rules(lines):
    """Project frames (first occurrence of each, grep prefixes ignored) with their source line,
    exception lines, and the line that closes a Traceback block."""
    keep, seen = [], set()
    body = [strip_prefix(l) for l in lines]
    for i, b in enumerate(body):
        if re.match(r'^\s+File "' + re.escape(PROJECT), b) or (
                re.match(r"^\s+at .*" + re.escape(PROJECT), b) and "node_modules" not in b):
            if b in seen:
                continue
            seen.add(b)
            keep.append(i)
            if b.lstrip().startswith("File ") and i + 1 < len(body) and body[i + 1].startswith("    ") \
                    and not body[i + 1].strip().startswith(("File ", "^")):
                keep.append(i + 1)
        elif EXC_LINE.match(b) and b not in seen:
            seen.add(b)
            keep.append(i)
        elif b.startswith("Traceback (most recent call last):"):
            j = i + 1
            while j < len(body) and body[j].startswith(" "):
                j += 1
            if j < len(body) and body[j].strip() and body[j] not in seen:
                seen.add(body[j])
                keep.append(j)
    return keep


def pg_continuations(lines, kept):
    """DETAIL/HINT/STATEMENT lines (and their tab lines) after a kept problem line."""
    extra = []
    for i in kept:
        j = i + 1
        while j < len(lines):
            l = lines[j]
            body = re.sub(r"^\S+?-(?=\d{4}-)", "", l)  # grep -A context prefix
            if PG_CONT.search(body) and not is_problem(body):
                if re.search(r"(DETAIL|HINT|STATEMENT):", body):
                    extra.append(j)
                j += 1
            elif l.startswith("\t") or re.match(r"^\d+-\t", l):
                extra.append(j)
                j += 1
            else:
                break
    return extra


def mariadb_rules(lines):
    keep = []
    for i, l in enumerate(lines):
        b = re.sub(r"^\d+[:-]", "", l)
        if re.match(r"^(UPDATE|INSERT|DELETE|SELECT|REPLACE) ", b) and i > 0 and (
                "thread id" in lines[i - 1] or "MariaDB thread" in lines[i - 1]):
            keep.append(i)  # the statement of each deadlocked transaction
        elif re.search(r"\*\*\* WE ROLL BACK TRANSACTION|\*\*\* \(\d\) TRANSACTION:", b):
            keep.append(i)
    # slow log: each distinct statement once, and the slowest Query_time line
    qt = [(float(m.group(1)), i) for i, l in enumerate(lines) for m in [re.search(r"^# Query_time: ([\d.]+)", l)] if m]
    if qt:
        keep.append(max(qt)[1])
        seen = set()
        for i, l in enumerate(lines):
            if (l and not l.startswith(("#", "SET timestamp", "use ", "Time ", "Tcp port", "/"))
                    and "started with:" not in l and any(lines[k].startswith("# Query_time") for k in range(max(0, i - 6), i))):
                k = shape(l)
                if k not in seen:
                    seen.add(k)
                    keep.append(i)
    return keep


def log_rules(lines, cmd):
    probs = [i for i, l in enumerate(lines) if is_problem(l)]
    keep = first_and_last(lines, probs)
    timed = [(duration_ms(lines[i]), i) for i in probs if duration_ms(lines[i]) >= 0]
    if timed:
        keep.append(max(timed)[1])  # the slowest request or statement
    keep += pg_continuations(lines, keep)
    keep += traceback_rules(lines)
    keep += first_and_last(lines, [i for i, l in enumerate(lines) if LIFECYCLE.search(l)])
    keep += [i for i, l in enumerate(lines) if TOOL_MSG.search(l)]
    keep += mariadb_rules(lines)
    return keep


def summary_rules(lines, cmd):
    nb = nonblank(lines)
    if len(nb) <= 40:
        return nb
    return nb[:10] + log_rules(lines, cmd)


def rules_for(name, cmd):
    if name in WHOLE:
        return lambda lines, cmd: nonblank(lines)
    if SUMMARY_CMD.search(cmd):
        return summary_rules
    return log_rules


def keep_lines(name, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(name, cmd)(lines, cmd))
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
    output = rest.rsplit("-- keep --\n", 1)[0]  # the output ends with a newline, then the keep marker
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
        name = os.path.basename(path)[:-len(".txtar")]
        cmd, exit_, output = parse(path)
        keep = keep_lines(name, cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{name}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

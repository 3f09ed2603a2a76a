#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh162 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes and trailing whitespace (including
`\r`) removed. Blank lines are never kept. Each distinct line is kept once, at its
first occurrence in output order. Every case also keeps its last three non-blank
lines.

The set is about looking at a system and a project: process and socket listings,
file trees, disk use, logs of running services, certificates, JSON/YAML/CSV/SQLite
data and local HTTP APIs. The rules follow one idea: keep what states a problem
(errors, failed requests, crashes, refused connections, expired certificates, full
disks, zombie or runaway processes) and the summary lines; leave out the ordinary
rows of a listing or a data dump, which a reader can ask for again. Where the
command itself is a filter that selects lines (grep, awk with a condition,
jq select, sort | uniq -c), its rows are the answer and are all kept.

Rules are picked from the command: the first word of the last stage of a pipeline,
except that a pipeline ending in `uniq -c ...`/`head`/`sort` is judged by its
filter stage, and cat/head/tail/grep of a log file by the log's kind.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
WORK = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns, flags=0):
    rx = [re.compile(p, flags) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


PY_EXC = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning|Interrupt|Exit)\b(?::.*)?$")


def python_traceback(lines):
    """The exception line of each traceback and the project frames with their source line."""
    keep = []
    for i, l in enumerate(lines):
        if l == "Traceback (most recent call last):":
            keep.append(i)
            j = i + 1
            while j < len(lines) and (lines[j].startswith(" ") or lines[j].startswith("\t")):
                j += 1
            if j < len(lines) and re.match(r"^[A-Za-z_][\w.]*(: |:?$)", lines[j]):
                keep.append(j)  # the exception line, whatever its name
        elif PY_EXC.match(l):
            keep.append(i)
        elif re.match(r'^\s*File "(' + re.escape(WORK) + r'|<string>)', l) and "/.venv/" not in l:
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    ") and not lines[i + 1].lstrip().startswith("File "):
                keep.append(i + 1)
        elif re.match(r'^\s+in "[^"]+", line \d+, column \d+', l):  # yaml marks
            keep.append(i)
    return keep


def node_stack(lines):
    """Error lines, `Require stack` entries and frames in the project's own code."""
    keep = match_all(lines, r"^(?:Uncaught )?(?:[A-Z]\w*)?Error(?: \[\w+\])?: ", r"^FATAL ERROR: ",
                     r"^Require stack:", r"^- /")
    for i, l in enumerate(lines):
        m = re.match(r"^\s+at .*?\(?(" + re.escape(WORK) + r"[^):]+):\d+:\d+\)?$", l)
        if m and "/node_modules/" not in m.group(1):
            keep.append(i)
    return keep


def go_panic(lines):
    """Panic messages, the `->` panic site, and frames in the project (not the module cache or GOROOT)."""
    keep = match_all(lines, r"^\s*panic: ", r"^\s*-> ", r"^fatal error: ", r"^goroutine \d+ \[")
    for i, l in enumerate(lines):
        if re.match(r"^\s+" + re.escape(WORK) + r"\S+\.go:\d+", l):
            keep.append(i)
            if i > 0:
                keep.append(i - 1)
    return keep


HTTP_5XX = re.compile(r'" (5\d\d) ')


# ---------------------------------------------------------------- logs

def nginx_access(lines):
    """Failed requests: 5xx and 403 (access refused)."""
    return [i for i, l in enumerate(lines) if re.search(r'HTTP/[\d.]+" (5\d\d|403) ', l)]


def nginx_error(lines):
    """Everything at [warn] or above, except plain 404s (open() of a missing file, errno 2)."""
    keep = []
    for i, l in enumerate(lines):
        if re.search(r"\[(warn|error|crit|alert|emerg)\]", l):
            if re.search(r'open\(\) "[^"]*" failed \(2: No such file or directory\)', l):
                continue
            keep.append(i)
    return keep


def werkzeug_log(lines):
    keep = match_all(lines, r"^WARNING: ", r"^ \* Debug mode: on")
    keep += [i for i, l in enumerate(lines) if re.search(r'HTTP/[\d.]+" 5\d\d ', l)]
    keep += python_traceback(lines)
    return keep


def app_log(lines):
    """Python app log: WARNING/ERROR/CRITICAL records and their tracebacks."""
    keep = match_all(lines, r"^\S+ [\d:,.]+ (WARNING|ERROR|CRITICAL|FATAL)\b")
    keep += python_traceback(lines)
    return keep


def units_log(lines):
    """systemd-style journal lines: failed units and the failing process's own messages."""
    keep = match_all(lines, r": Main process exited, code=\w+, status=(?!0/)", r"Failed with result",
                     r"Failed to start ", r"(?i)no space left|permission denied|cannot |error|not found|nonexistent")
    return keep


def express_log(lines):
    keep = match_all(lines, r"\] error handling ")
    keep += node_stack(lines)
    keep += [i for i, l in enumerate(lines) if re.search(r"^\S+ [A-Z]+ \S+ 5\d\d ", l)]
    return keep


def worker_log(lines):
    keep = match_all(lines, r"^FATAL ERROR: ", r"\bAborted\b", r"exited with code [1-9]", r"giving up")
    return keep


def zerolog_jsonl(lines):
    return match_all(lines, r'"level":"(error|fatal|panic)"')


def postgres_log(lines):
    """ERROR/FATAL/PANIC/WARNING records with the DETAIL/HINT/CONTEXT/STATEMENT lines that follow them."""
    keep = []
    last_problem_pid = None
    for i, l in enumerate(lines):
        m = re.match(r"^\S+ \S+ \S+ \[(\d+)\] (?:\S+@\S+ )?(\w+):\s", l)
        if m:
            pid, level = m.groups()
            if level in ("ERROR", "FATAL", "PANIC", "WARNING"):
                keep.append(i)
                last_problem_pid = pid
            elif level in ("DETAIL", "HINT", "CONTEXT", "STATEMENT") and pid == last_problem_pid:
                keep.append(i)
            elif re.search(r"\bdetected deadlock\b", l):
                keep.append(i)
            elif level != "DETAIL":
                last_problem_pid = None
        elif l.startswith("\t") and keep and keep[-1] == i - 1:
            keep.append(i)  # continuation of a kept record
    return keep


def redis_log(lines):
    return match_all(lines, r"\bWARNING\b", r"(?i)\b(error|failed|can't|cannot|refused|OOM)\b")


LOG_KINDS = [
    (r"access\.log", nginx_access),
    (r"(^|/)error\.log", nginx_error),
    (r"flask-dev\.log", werkzeug_log),
    (r"tidewatch\.log", app_log),
    (r"units\.log", units_log),
    (r"server\.log", express_log),
    (r"worker\.log", worker_log),
    (r"ferrylogd\.jsonl", zerolog_jsonl),
    (r"ferrylogd\.stderr\.log", go_panic),
    (r"postgresql[-\w]*\.log", postgres_log),
    (r"redis\.log", redis_log),
]


def log_rule(cmd):
    for pat, fn in LOG_KINDS:
        if re.search(pat, cmd):
            return fn
    return None


# ---------------------------------------------------------------- system

def ps(lines, cmd):
    """Header, zombies, uninterruptible sleepers and processes using half a core or more."""
    keep = [0] if lines else []
    if not lines:
        return keep
    head = lines[0].split()
    try:
        cpu = head.index("%CPU")
        stat = head.index("STAT")
    except ValueError:
        return keep
    for i, l in enumerate(lines[1:], 1):
        f = l.split()
        if len(f) <= max(cpu, stat):
            continue
        if f[stat].startswith(("Z", "D")) or "<defunct>" in l:
            keep.append(i)
        else:
            try:
                if float(f[cpu]) >= 50.0:
                    keep.append(i)
            except ValueError:
                pass
    return keep


def top(lines, cmd):
    keep = match_all(lines, r"^top - ", r"^Tasks: ", r"^%Cpu", r"^MiB (Mem|Swap)", r"^\s+PID USER")
    for i, l in enumerate(lines):
        f = l.split()
        if len(f) >= 12 and f[0].isdigit():
            try:
                if f[7] in ("Z", "D") or float(f[8]) >= 50.0:
                    keep.append(i)
            except ValueError:
                pass
    return keep


def env(lines, cmd):
    """The search path, the home, and the project's own settings."""
    return match_all(lines, r"^(PATH|HOME|VIRTUAL_ENV|NODE_ENV|GOPATH|GOFLAGS|PYTHONPATH)=", r"^\w+_URL=")


def ss(lines, cmd):
    """Listening sockets are the answer: header and every LISTEN row."""
    return match_all(lines, r"^(State|Netid)\s", r"^LISTEN\s", r"^tcp\s+LISTEN")


def ip(lines, cmd):
    return match_all(lines, r"^\d+: \S+:", r"^\s+inet6? ")


def df(lines, cmd):
    keep = [0] if lines else []
    for i, l in enumerate(lines):
        m = re.search(r"\s(\d+)%\s", l)
        if m and int(m.group(1)) >= 90:
            keep.append(i)
    return keep


def mount(lines, cmd):
    """Mounts under the project, the root file system and read-only mounts."""
    return match_all(lines, r" on /home/dev\b", r" on / type ", r"\((ro|ro,[^)]*)\)$")


def lsof(lines, cmd):
    keep = [0] if lines else []
    keep += match_all(lines, r"\scwd\s", r"\(LISTEN\)", r"\(deleted\)", r"^lsof: ")
    keep += [i for i, l in enumerate(lines) if re.search(r"\s\d+[uw]\s+REG\s.*" + re.escape(WORK), l)]
    return keep


SYSTEM_PATH = re.compile(r'"(/usr/|/lib|/etc/ld\.so|/proc/|/sys/|/var/run/nscd|/dev/tty|/usr/local/|/home/dev/\.|[^"/][^"]*\.(so|py|pyc|pth|cpython[^"]*)")')


def strace(lines, cmd):
    """Failed calls outside library and import probing, signals, non-zero exits, the
    program's own error output, and for -c the header, error rows and total."""
    keep = []
    for i, l in enumerate(lines):
        body = re.sub(r"^\[pid\s+\d+\] ", "", l)
        if not re.match(r"^(\w+\(|\+\+\+ |--- |strace: |<\.\.\. |\s*[\d.]+\s|% time|-{6})", body):
            # the traced program's own output (possibly with a trace line glued on)
            if re.search(r"(?i)\b(error|errno|fatal|failed|could not|cannot|denied|no such file|traceback|aborted)\b", l):
                keep.append(i)
            continue
        if re.search(r"= -1 E[A-Z]+", body):
            if re.search(r"= -1 EINVAL\b", body) and body.startswith("readlink("):
                continue
            if re.search(r"= -1 (ENOENT|ENXIO|EAGAIN|EINPROGRESS|ENOTTY)\b", body) and (
                    SYSTEM_PATH.search(body) or body.startswith(("readlink(", "connect(")) and "nscd" in body):
                continue
            if re.search(r"= -1 (EAGAIN|EINPROGRESS|ENOTTY|ENXIO)\b", body):
                continue
            keep.append(i)
        elif re.search(r"\[E(CONNREFUSED|TIMEDOUT|HOSTUNREACH|NETUNREACH)\]", body):
            keep.append(i)
        elif re.match(r"^\+\+\+ (exited with [1-9]\d*|killed by) ", body):
            keep.append(i)
        elif re.match(r"^--- SIG(?!CHLD)", body):
            keep.append(i)
        elif re.match(r"^(% time|-{6}|\s*100\.00\s)", l) or re.search(r"\stotal$", l):
            keep.append(i)
        elif re.match(r"^\s*[\d.]+\s+[\d.]+\s+\d+\s+\d+\s+\d+\s+\w+$", l):
            keep.append(i)  # -c row with an errors count
    keep += python_traceback(lines)
    return keep


# ---------------------------------------------------------------- files and trees

SELECTIVE = re.compile(r"\s-(i?name|i?path|size|mmin|mtime|newer|perm|user|empty|regex)\b")


def find(lines, cmd):
    keep = match_all(lines, r"^find: ")
    hits = [i for i, l in enumerate(lines) if l.strip() and not l.startswith("find: ")]
    if SELECTIVE.search(cmd) and len(hits) <= 60:
        keep += hits
    return keep


def ls(lines, cmd):
    """Errors, and entries that others cannot read (mode without o+r), with their directory header."""
    keep = match_all(lines, r"^ls: ")
    header = None
    for i, l in enumerate(lines):
        if l.endswith(":") and not re.match(r"^[-dlcbps][-rwxsStT]{9}", l):
            header = i
            continue
        m = re.match(r"^([-dlcbps])([-rwxsStT]{9})[.+@]?\s", l)
        if m and m.group(1) != "l":
            name = l.split()[-1]
            if name in (".", ".."):
                continue
            if m.group(2)[6] != "r":
                keep.append(i)
                if header is not None:
                    keep.append(header)
    return keep


def tree(lines, cmd):
    return match_all(lines, r"^\d+ director(y|ies)(, \d+ files?)?$", r"\[error opening dir\]")


def du(lines, cmd):
    """Errors, and the entries at least a tenth of the largest one."""
    keep = match_all(lines, r"^du: ")
    units = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
    sizes = []
    for i, l in enumerate(lines):
        m = re.match(r"^([\d.]+)([KMGT]?)\s+\S", l)
        if m:
            sizes.append((float(m.group(1)) * units[m.group(2)], i))
    if sizes:
        top_ = max(s for s, _ in sizes)
        keep += [i for s, i in sizes if s >= top_ / 10]
    return keep


def wc(lines, cmd):
    """Errors, the total, and the five largest counts."""
    keep = match_all(lines, r"^wc: ", r"^\s*\d+ total$")
    rows = []
    for i, l in enumerate(lines):
        m = re.match(r"^\s*(\d+) (?!total$)\S", l)
        if m:
            rows.append((int(m.group(1)), i))
    keep += [i for _, i in sorted(rows, reverse=True)[:5]]
    return keep


def uniq_counts(lines, cmd):
    """A count summary is what was asked for: every row."""
    return nonblank(lines)


def filter_hits(lines, cmd):
    """The command selects lines (awk condition, jq select): every hit."""
    return nonblank(lines)


def grep_log(lines, cmd):
    """grep over a log: every matching line (`N:` with -n), plus problem lines among the context."""
    keep = []
    if re.search(r"\s-\w*n", cmd):
        keep += [i for i, l in enumerate(lines) if re.match(r"^(\S+:)?\d+:", l)]
    else:
        keep += nonblank(lines)
    ctx = [re.sub(r"^(\S+-)?\d+-", "", l) for l in lines]
    keep += node_stack(ctx) + python_traceback(ctx)
    return keep


def diff(lines, cmd):
    """Which files differ and the changed lines; context lines and hunk positions are left out."""
    return match_all(lines, r"^diff -", r"^Only in ", r"^Binary files .* differ$", r"^[-+](?![-+]{2} )",
                     r"^(---|\+\+\+) ")


# ---------------------------------------------------------------- TLS, web, data

def openssl(lines, cmd):
    if " x509" in cmd:
        keep = match_all(lines, r"^\s+(Issuer|Subject):", r"^\s+Not (Before|After)", r"X509v3 Subject Alternative Name",
                         r"^\s+DNS:", r"^\s+Serial Number:", r"^\s+Public-Key:", r"CA:TRUE", r"^\s+Signature Algorithm:")
        for i, l in enumerate(lines):
            if re.match(r"^\s+Serial Number:\s*$", l) and i + 1 < len(lines):
                keep.append(i + 1)
        return keep
    if " verify" in cmd and "s_client" not in cmd:
        return nonblank(lines)
    return match_all(lines, r"^verify error:", r"^Verification( error)?: ", r"Verify return code: ", r":error:",
                     r"^\s*\d+ s:", r"^\s+i:", r"^\s+v:NotBefore", r"^no peer certificate", r"^Verified peername",
                     r"^New, .* Cipher is ", r"^\s+Protocol\s*: ", r"^CONNECTION ESTABLISHED", r"^Protocol version:",
                     r"^(?:\d+:)?error:", r"^connect:", r"^Peer certificate:")


def nginx(lines, cmd):
    return match_all(lines, r"\[(warn|emerg|alert|crit|error)\]", r"syntax is ok$", r"test is successful$",
                     r"test failed$", r"^# configuration file ")


def curl(lines, cmd):
    """Status lines and failures; for a status of 400 or more the body; error JSON and -w codes."""
    keep = match_all(lines, r"^< HTTP/", r"^HTTP/[\d.]+ \d{3}", r"^> [A-Z]+ /", r"^curl: \(\d+\)",
                     r"^\* .*(?i:refused|failed|expired|error|not verify|verify result: (?!ok))",
                     r'"error"\s*:', r"^HTTP \d{3}$", r"^\d{3}( \S+)?$", r"^\d{3} https?://", r"<title>",
                     r"^< Location:")
    status = None
    for i, l in enumerate(lines):
        m = re.match(r"^(?:< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            status = int(m.group(1))
            continue
        if status is not None and status >= 400 and l.strip() and not re.match(r"^[<>*{}]\s|^[<>*]$|^\{ \[", l) \
                and not re.match(r"^(< )?[A-Za-z-]+: ", l):
            keep.append(i)
    return keep


def jq(lines, cmd):
    keep = match_all(lines, r"^jq: (error|\d+ compile error)", r"^parse error")
    if re.search(r"\bselect\(", cmd) and not re.search(r"select\(\.key", cmd):
        keep += nonblank(lines)  # a selection: its hits are the answer
    keep += match_all(lines, r":\s*null,?$")
    return keep


def yq(lines, cmd):
    keep = match_all(lines, r"^yq: ", r"^\s+in \"[^\"]+\", line \d+", r"^(found|expected|while|mapping|could not) ",
                     r":\s*null,?$")
    keep += python_traceback(lines)
    return keep


def python_c(lines, cmd):
    return python_traceback(lines) + match_all(lines, r"^(found|expected|while scanning|mapping values) ")


def column(lines, cmd):
    return [0] if lines else []


def csvkit(lines, cmd):
    keep = match_all(lines, PY_EXC.pattern, r"^Your file is not ")
    if cmd.startswith("csvstat"):
        keep += match_all(lines, r'^\s+\d+\. "', r"Type of data:", r"Contains null values:\s+True",
                          r"(Smallest|Largest) value:", r"^Row count:")
    elif cmd.startswith("csvlook"):
        keep += [i for i, l in enumerate(lines) if l.startswith("|")][:1]
    return keep


def sqlite(lines, cmd):
    keep = match_all(lines, r"^(Parse |Runtime )?[Ee]rror", r"error here -+\^$", r"^\s+\^--- error here")
    for i, l in enumerate(lines):
        if re.match(r"^(Parse |Runtime )?Error", l):
            keep += [j for j in range(i + 1, min(i + 3, len(lines)))]
    if "-header" in cmd:
        keep += [0] if lines else []
    if ".schema" in cmd or ".dump" in cmd:
        keep += match_all(lines, r"^CREATE (TABLE|INDEX|UNIQUE INDEX|VIEW|TRIGGER) ")
    return keep


def redis(lines, cmd):
    keep = match_all(lines, r"^\(error\)", r"^(ERR|OOM|WRONGTYPE|NOAUTH|MISCONF|READONLY|BUSY|LOADING) ",
                     r"^Could not connect")
    if re.search(r"\binfo\b", cmd, re.I):
        keep += match_all(lines, r"^(redis_version|role|connected_clients|used_memory_human|maxmemory_human|"
                                 r"maxmemory_policy|rdb_last_bgsave_status|aof_last_write_status|evicted_keys|"
                                 r"rejected_connections|total_error_replies):", r"^errorstat_", r"^db\d+:keys=")
    if "--bigkeys" in cmd:
        keep += match_all(lines, r"^Sampled \d+ keys", r"^Biggest\s+\w+ found ", r"^\d+ \w+ with [1-9]\d* ")
    return keep


def npm(lines, cmd):
    keep = [0] if lines else []
    keep += match_all(lines, r"UNMET DEPENDENCY", r"\binvalid\b", r"\bextraneous\b",
                      r"^npm (ERR!|error|warn) ")
    return keep


def go(lines, cmd):
    return match_all(lines, r"^go: ", r"(?i)\berror\b") + ([0] if lines else [])


# ---------------------------------------------------------------- dispatch

def stages(cmd):
    return [s.strip() for s in re.split(r"\s\|\s", cmd)]


def first_word(stage):
    words = stage.split()
    while words and re.match(r"^\w+=", words[0]):
        words = words[1:]
    if words[:2] == ["runuser", "-u"]:
        words = words[4:] if len(words) > 3 and words[3] == "--" else words[3:]
    return words[0] if words else ""


def rules_for(cmd):
    st = stages(cmd)
    words = [first_word(s) for s in st]
    if any(s.startswith("uniq -c") for s in st):
        return uniq_counts
    if words[0] == "awk" and re.search(r"awk '\$\d+ *[<>=!]", cmd):
        return filter_hits
    if words[0] in ("cat", "head", "tail", "grep"):
        rule = log_rule(cmd)
        if words[0] == "grep":
            return grep_log
        if rule:
            return lambda lines, c, rule=rule: rule(lines)
    table = {
        "ps": ps, "top": top, "env": env, "ss": ss, "ip": ip, "df": df, "mount": mount, "lsof": lsof,
        "strace": strace, "find": find, "ls": ls, "tree": tree, "du": du, "wc": wc, "diff": diff,
        "openssl": openssl, "nginx": nginx, "curl": curl, "jq": jq, "yq": yq, "python3": python_c,
        "column": column, "csvlook": csvkit, "csvstat": csvkit, "sqlite3": sqlite, "redis-cli": redis,
        "npm": npm, "go": go, "source": env,
    }
    # `curl ... | jq .` is judged as curl; `find ... | sort` as find
    if words[0] in table:
        return table[words[0]]
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        if i < 0 or i >= len(lines):
            continue
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
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

#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh173 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes and trailing whitespace (including
a carriage return) removed. Blank lines are never kept. Each distinct line is kept
once, at its first occurrence in output order.

The rules are per kind of command, picked from the command as typed (the last
stage of a pipeline that prints, see kind_of). Every case also keeps:
  - every problem line (PROBLEM below: tool errors, exception lines, tracebacks,
    failed checks, project stack frames of a trace in a log),
  - its last three non-blank lines,
  - the hand additions listed in HAND for that case (findings the command was run
    to find that no general rule picks out of a long listing).
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"

# A listing of results is "short" up to this many result lines: then every result is
# kept. Past it the results are a listing to skim, and only the problem lines and
# hand additions are kept.
SHORT = 40


def clean(line):
    return ANSI.sub("", line).rstrip()


def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


# ---------------------------------------------------------------- problems (every kind)

PROBLEM = [
    # a tool's own error message: "grep: src/: No such file or directory", "stat: cannot statx ..."
    r"^(grep|rg|ack|find|fdfind|head|tail|cat|sed|nl|awk|less|stat|file|du|ls|tree|wc|md5sum|cmp|diff|"
    r"jq|yq|xmllint|column|zcat|dpkg|git|go|wget|curl|http|cut|sort): .*(No such file|cannot|[Ee]rror|"
    r"[Ff]ailed|not found|[Pp]ermission denied|WARNING|invalid|EOF on)",
    r"^(fatal|error|warning): ",
    r"^regex parse error:",
    r"^curl: \(\d+\) ",
    r"^\* (Failed to connect|connect to .* failed|Could not resolve)",
    r"^jq: error", r"^jq: \d+ compile error", r"^parse error: ",
    r"^\S+:\d+: (HTML )?parser error : ",             # xmllint
    r": FAILED$", r"^md5sum: WARNING: ",              # md5sum -c
    r"^http: (error|LogLevel\.(WARNING|ERROR))",      # httpie
    r'^\s*"Error": ',                                 # go mod download -json
    r"^go: ",
    # errors, exceptions and traces inside logs and pages (also with grep's N: / N- prefix)
    r"(^|[:\- ])(ERROR|FATAL|CRITICAL)\b",
    r"Traceback \(most recent call last\)",
    r"^(\d+[:-])?(?:[A-Za-z_][\w]*\.)*[A-Za-z_]\w*(Error|Exception): ",
    r"^(\d+[:-])?The above exception was the direct cause",
    r'^(\d+[:-])?  File "/(opt/quarry|home/dev/work)/',
    r"^(\d+[:-])?    at .*\(/(srv/tidepool|home/dev/work)/(?!.*node_modules)",
    r"<pre>\w*Error: ",                               # express error page
]


def problems(lines):
    keep = match_all(lines, *PROBLEM)
    # the source line and caret that xmllint and rg print under an error
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+: (HTML )?parser error : ", l) or l == "regex parse error:":
            keep += [j for j in (i + 1, i + 2, i + 3) if j < len(lines)
                     and not re.match(r"^\S+:\d+: ", lines[j])]
        # httpie's "error:" block: the header and the message lines under it
        if l == "error:":
            keep.append(i)
            j = i + 1
            while j < len(lines) and lines[j].strip():
                keep.append(j)
                j += 1
        # the source line under a project frame of a Python traceback (also with grep's N- prefix)
        if re.match(r'^(\d+[:-])?  File "/(opt/quarry|home/dev/work)/', l) and i + 1 < len(lines) \
                and re.match(r"^(\d+[:-])?    \S", lines[i + 1]):
            keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- kinds

def results(lines, is_result):
    """Every result line when the results are short, none otherwise."""
    idx = [i for i, l in enumerate(lines) if l.strip() and is_result(l)]
    return idx if len(idx) <= SHORT else []


def search(lines, cmd):
    """grep, rg, ack, git grep, find, fdfind, awk filters, sort | uniq -c counts.

    The results are what the search was run for. Context lines (grep's path-N- and
    N-, the -- separators) are not results. rg --json: the match records and the
    summary are the results. rg --stats: the statistics block.
    """
    if "--json" in cmd:
        return match_all(lines, r'^\{"type":"(match|summary)"')
    keep = results(lines, lambda l: l != "--" and not re.match(r"^(\S+-\d+-|\d+-)", l)
                   and not re.match(r"^\d+ (matches|matched lines|files (contained|searched)|bytes)|"
                                    r"^[\d.]+ seconds", l))
    if "--stats" in cmd:
        keep += match_all(lines, r"^\d+ (matches|matched lines|files contained matches)$")
    return keep


def read(lines, cmd):
    """cat -n, sed -n, head, tail, nl, less: the file content is shown, not judged.

    Kept: FIXME markers and the warning lines of a log (the problem rules already
    keep errors, exceptions and trace frames).
    """
    return match_all(lines, r"\bFIXME\b", r"(^|[:\- ])WARN(ING)?\b")


def listing(lines, cmd):
    """tree, ls, du, wc, file, stat, dpkg -L.

    tree: the directories/files count. du | sort -rh: the largest entry (the first row).
    wc: the total row and, sorted, the largest file (last rows). file: every row when
    short. stat: the File, Size and Modify lines. dpkg -L: every row when short.
    """
    first = re.sub(r"^\(?cd \S+ && ", "", cmd).split()[0]
    keep = match_all(lines, r"^\d+ director(y|ies), \d+ files?$")
    if first == "du" and "sort -rh" in cmd:
        keep += nonblank(lines)[:1]
    if first in ("wc", "find", "git") or " wc " in cmd:
        keep += match_all(lines, r"^\s*\d+ total$")
    if first in ("file", "dpkg"):
        keep += results(lines, lambda l: True)
    if first == "stat":
        keep += match_all(lines, r"^\s*(File|Size|Modify): ")
        if " -c " in cmd:
            keep += results(lines, lambda l: True)
    return keep


def diff(lines, cmd):
    """diff, cmp, git diff --no-index, md5sum: what differs."""
    keep = match_all(
        lines,
        r"^(---|\+\+\+) ",                                  # unified headers
        r"^diff (-\S+ )*\S+ \S+$",                          # diff -r file pair
        r"^Only in ",
        r"^Files .* differ$",
        r"^@@ ",
        r"^[-+](?![-+]{2} )",                               # changed lines
        r"^[<>] ",                                          # normal-format changed lines
        r"^\d+(,\d+)?[acd]\d+(,\d+)?$",                     # normal-format change command
        r" differ: (byte|char) \d+",                        # cmp
        r"^identical$",
        r"\d+ files? changed",                              # --stat summary
        r"^ \S.* \| +\d+ [-+]*$",                           # --stat rows
    )
    return keep


def md5sum(lines, cmd):
    """md5sum over two trees: the rows whose hash differs from the same name in the other tree."""
    if " -c" in cmd:
        return []   # FAILED rows and the WARNING are problem lines
    by_name = {}
    for i, l in enumerate(lines):
        m = re.match(r"^([0-9a-f]{32})  (\S+)$", l)
        if m:
            by_name.setdefault(os.path.basename(m.group(2)), []).append((i, m.group(1)))
    keep = []
    for rows in by_name.values():
        if len({h for _, h in rows}) > 1:
            keep += [i for i, _ in rows]
    return keep


def data(lines, cmd):
    """jq, yq, xmllint, column: errors are problem lines; a short answer is kept whole.

    A long JSON answer keeps its "id" lines (which records matched). column -t keeps
    the header row.
    """
    first = cmd.split()[0]
    if first == "column":
        return nonblank(lines)[:1]
    if first == "xmllint":
        return results(lines, lambda l: True) if "--xpath" in cmd else []
    keep = results(lines, lambda l: True)
    if not keep:
        keep = match_all(lines, r'^\s*"id": ')
    return keep


def web(lines, cmd):
    """curl, wget, http (httpie) against the local servers.

    Kept: the status line of each response, redirect targets, curl -w lines, the
    status rows of a loop, error bodies (a JSON "error" member, the exception in an
    HTML error page, http.server's error code and message, wget's failure line),
    and connection failures (problem lines).
    """
    keep = match_all(
        lines,
        r"^(< |  )?HTTP/\d(\.\d)? \d{3}",                    # status lines (curl -v/-i, wget -S, http -v)
        r"^(< |  )?[Ll]ocation: ",
        r"^\d{3} [\d.]+s$",                                # curl -w "%{http_code} %{time_total}s"
        r"^/\S*\s+\d{3} \d+B [\d.]+s$",                    # status loop rows
        r'"error" ?: ?"',                                  # JSON error bodies
        r"<pre>", r"<p>(Error code|Message): ",
        r"^Username/Password Authentication Failed\.$",
        r"ERROR \d{3}: ",                                  # wget
        r"^Cannot \w+ /",
        r"^Location: .* \[following\]$",
    )
    return keep


def gotool(lines, cmd):
    """go mod download -json: each module's path, version and directory."""
    return match_all(lines, r'^\s*"(Path|Version|Dir)": ')


def segments(cmd):
    """Split a command line at top-level `&&`, `||` and `;` (not inside quotes)."""
    out, cur, quote, i = [], "", None, 0
    while i < len(cmd):
        ch = cmd[i]
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif cmd.startswith("&&", i) or cmd.startswith("||", i) or ch == ";":
            out.append(cur.strip())
            cur = ""
            i += 2 if ch in "&|" else 1
            continue
        cur += ch
        i += 1
    out.append(cur.strip())
    return [x for x in out if x]


def kind_of(cmd):
    """The kind of the last command of a chain that is not an echo (`for` loops: the whole loop)."""
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)
    if not c.startswith("for "):
        segs = [x for x in segments(c) if not x.startswith("echo ")]
        c = segs[-1] if segs else c
    c = re.sub(r"^\(?cd \S+ && ", "", c)
    first = c.split()[0]
    if first in ("for",) and "curl" in c:
        return web
    if first in ("curl", "wget", "http"):
        return web
    if first in ("diff", "cmp") or c.startswith("git diff"):
        return diff
    if first == "md5sum" or re.search(r"\|\s*md5sum -c", c):
        return md5sum
    if first in ("jq", "yq", "xmllint", "column"):
        return data
    if first == "go":
        return gotool
    if first in ("cat", "sed", "head", "tail", "nl", "less", "zcat"):
        return read
    if first in ("tree", "ls", "du", "wc", "file", "stat", "dpkg") or re.search(r"\|\s*xargs wc -l", c):
        return listing
    if first in ("grep", "rg", "ack", "find", "fdfind", "awk", "cut") or c.startswith("git grep"):
        return search
    raise SystemExit(f"no rules for command: {cmd}")


# ---------------------------------------------------------------- hand additions

HAND = {
    # the bad row among eight CSV rows that were read to look at it
    "tail-plus-head-bad-row": [
        "ferry-terminal,M-1002,2026-11-13T03:30:00,n/a",
    ],
    # 80 rows of 404s: the first probe of the scanner for .env and for .git/config
    "awk-404-paths-access": [
        '203.0.113.77 - - [05/Dec/2026:09:09:47 +0000] "GET /.env HTTP/1.1" 404 92 "-" "Mozilla/5.0 zgrab/0.x" rt=0.039',
        '203.0.113.77 - - [05/Dec/2026:09:27:34 +0000] "GET /.git/config HTTP/1.1" 404 92 "-" "Mozilla/5.0 zgrab/0.x" rt=0.025',
    ],
    # the secret-looking key in the config that was read
    "less-f-readme-pipeline-yaml": [
        "  api_token: qt_fake_3b8e61c0d94a27f5e1a0c6d2",
    ],
}


def keep_lines(name, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(kind_of(cmd)(lines, cmd))
    idx.update(problems(lines))
    idx.update(nonblank(lines)[-3:])
    for h in HAND.get(name, []):
        if h not in lines:
            raise SystemExit(f"{name}: hand line not in output: {h}")
        idx.add(lines.index(h))
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
    total = 0
    for path in files:
        cmd, exit_, output = parse(path)
        name = os.path.basename(path)[:-len(".txtar")]
        keep = keep_lines(name, cmd, output)
        write(path, cmd, exit_, output, keep)
        total += len(keep)
        print(f"{name}: {len(keep)} keep lines")
    print(f"total: {total} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

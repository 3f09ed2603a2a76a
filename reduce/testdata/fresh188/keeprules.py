#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh188 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace (including a trailing \\r) removed. Blank lines are never kept. Each
distinct line is kept once, at its first occurrence in output order.

The rules are per tool, picked from the command (a chained or piped command
gets the rules of every tool in it). Every case also keeps:
  - its last three non-blank lines;
  - an exit code that the command echoes itself (`echo "exit $?"` and the like);
  - every line, when the command ends in a counting or summarising filter
    (`grep -c`, `uniq -c`, `wc -l`) or in a `python3 -c` that prints a summary:
    the whole output is then the result the command was typed for.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def following(lines, i, stop, limit=200):
    """Indices after i up to (not including) the first line that matches stop."""
    out = []
    stop_rx = re.compile(stop)
    for j in range(i + 1, min(len(lines), i + 1 + limit)):
        if stop_rx.search(lines[j]):
            break
        out.append(j)
    return out


def all_lines(lines, cmd=None):
    return list(range(len(lines)))


# ---------------------------------------------------------------- pytest

def pytest(lines, cmd):
    keep = match_all(
        lines,
        r"^_{3,} \S+ _{3,}$",                              # failing test header
        r"^E\s+\S",                                        # assertion / exception lines
        r"^\S+\.py:\d+: \w+",                              # location with exception type
        r"^(FAILED|ERROR) \S+",                            # short summary rows
        r"::\S+ (FAILED|ERROR)",                           # -v rows that failed
        r"^=+ .*\b(passed|failed|error|errors)\b.* =+$",
        r"^\d+ (passed|failed)",
    )
    return keep


# ---------------------------------------------------------------- bandit

def bandit(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith(">> Issue: "):
            keep.append(i)
            # Severity/Confidence and Location lines under the issue
            keep += [j for j in following(lines, i, r"^>> Issue|^-{10,}|^\d+\s", limit=4)
                     if re.match(r"^\s+(Severity|Location):", lines[j])]
        if re.match(r"^\s*Total issues \(by severity\):", l):
            keep.append(i)
            keep += [j for j in following(lines, i, r"^\s*Total issues \(by confidence\)", limit=6)]
        m = re.match(r"^Files skipped \((\d+)\):", l)
        if m and m.group(1) != "0":
            keep.append(i)
            keep += [j for j in following(lines, i, r"^\S", limit=50)]
    keep += match_all(
        lines,
        r"^\[\w+\]\s+(ERROR|WARNING)\s",                   # [main] ERROR / WARNING
        r"^ERROR\b",
        r"^No issues identified\.",
    )
    if re.search(r"-f\s*custom|--msg-template", cmd):
        keep += match_all(lines, r"^\S+\.py:\d+[: ]")
    if re.search(r"-f\s*csv", cmd):
        keep += match_all(lines, r"^\S+\.py,")
    return keep


# ---------------------------------------------------------------- flawfinder

def flawfinder(lines, cmd):
    keep = []
    hit = re.compile(r"^\S+:\d+(:\d+)?:\s+\[\d\]")
    for i, l in enumerate(lines):
        if hit.match(l):
            keep.append(i)
            # the wrapped message lines (indented) up to a blank line or the next hit
            for j in following(lines, i, r"^$|^\S", limit=6):
                keep.append(j)
    keep += match_all(
        lines,
        r"^Hits = \d+",
        r"^No hits found\.",
        r"^Error:|^Warning: ",
    )
    if "--context" in cmd:
        # the source line printed under each hit is what --context was asked for
        for i, l in enumerate(lines):
            if hit.match(l):
                nxt = following(lines, i, r"^$", limit=8)
                if nxt:
                    keep.append(nxt[-1])
    return keep


# ---------------------------------------------------------------- C build / checksec / program

def cbuild(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.search(r":\d+(:\d+)?: (warning|error|fatal error): ", l) or re.search(r"\(\.text[^)]*\): warning: ", l):
            keep.append(i)
            if i > 0 and re.search(r": in function `", lines[i - 1]):
                keep.append(i - 1)
    keep += match_all(lines, r"^make(\[\d+\])?: \*\*\* ", r"^collect2: error", r"undefined reference to")
    return keep


def checksec(lines, cmd):
    keep = match_all(
        lines,
        r"^RELRO\s+STACK CANARY",                          # column header: the rows mean nothing without it
        r"\s(\./|/)\S+$",                                  # one row per file
        r"^Error: ",
        r"^\{",                                            # --format=json
    )
    return keep


def keyfob_run(lines, cmd):
    # the program's own output and how it ended
    return all_lines(lines)


# ---------------------------------------------------------------- npm / eslint

def npm(lines, cmd):
    keep = match_all(
        lines,
        r"^npm (error|ERR!) (?!A complete log)",
        r"^npm warn (audit|deprecated)",
        r"^found \d+ vulnerabilit",
        r"^\d+ vulnerabilities? \(",
        r"^# npm audit report",
        r"^(Severity|fix available|Depends on vulnerable)",
        r"^added \d+ packages",
        r'^\s+"(message|statusCode|code)":',
    )
    if re.search(r"\bnpm (ls|list)\b", cmd):
        keep += match_all(lines, r"[├└│`]── |^\S+@\S+ /|^\(empty\)")
    return keep


def eslint(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.append(i)
            # the file header the problem belongs to
            j = i - 1
            while j >= 0 and re.match(r"^\s+\d+:\d+\s", lines[j]):
                j -= 1
            if j >= 0 and lines[j].strip() and not lines[j].startswith(" "):
                keep.append(j)
    keep += match_all(
        lines,
        r"^✖ \d+ problems?",
        r"^\S+:\d+:\d+: .*\[(Error|Warning)/",               # -f unix / compact
        r"^Oops! Something went wrong",
        r"^(TypeError|Error|SyntaxError|ReferenceError): ",
        r"^ESLint found too many warnings",
        r"formatter is no longer part of core ESLint",
    )
    return keep


# ---------------------------------------------------------------- openssl / curl

def openssl(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        # openssl verify: the subject line just above an "error N at D depth" line
        if re.match(r"^error \d+ at \d+ depth lookup:", l):
            keep.append(i)
            if i > 0 and re.match(r"^[A-Z]{1,2} = |^[a-zA-Z]+=", lines[i - 1]):
                keep.append(i - 1)
        if re.match(r"^\s+X509v3 (Subject Alternative Name|Basic Constraints|Extended Key Usage|Key Usage):", l):
            keep.append(i)
            if i + 1 < len(lines):
                keep.append(i + 1)
    keep += match_all(
        lines,
        r": OK$",
        r"^error \S+: verification failed",
        r"^\S+:error:[0-9A-F]+:",                          # library error lines
        r"^[0-9A-F]{8,}:error:",
        r"^(unable to|Could not|Can't open|Error|error:)",
        # x509 -text
        r"^\s+(Subject|Issuer): ",
        r"^\s+Not (Before|After) ?: ",
        r"^\s+Signature Algorithm: ",
        r"^\s+Public-Key: ",
        r"^\s+Serial Number:",
        # x509 -enddate -checkend
        r"notAfter=.*Certificate will",
        r"^Certificate will (not )?expire",
        # s_client
        r"^depth=\d+ ",
        r"^verify error:num=",
        r"^Verification( error)?: ",
        r"^Verified peername: ",
        r"^Verify return code: |^\s+Verify return code: ",
        r"^Protocol version: |^\s+Protocol\s+: ",
        r"^Ciphersuite: |^New, .*Cipher is ",
        r"^Peer certificate: ",
        r"^no peer certificate available",
        r"^ \d s:", r"^   i:", r"^   v:NotBefore",
        r"^CONNECTION ESTABLISHED",
    )
    return keep


def curl(lines, cmd):
    keep = match_all(lines, r"^curl: \(\d+\) ", r"^\d{3}$")
    return keep


# ---------------------------------------------------------------- nmap / ncat / sslscan

def nmap(lines, cmd):
    # the raw responses nmap dumps for a service it could not name are not findings
    dump = set()
    for i, l in enumerate(lines):
        if re.match(r"^\| fingerprint-strings:", l):
            dump.add(i)
            dump.update(following(lines, i, r"^\|[ _]\S|^\|_\S|^[^|]"))
    keep = match_all(
        lines,
        r"^Nmap scan report for ",
        r"^\d+/(tcp|udp)\s+\S+\s+",                        # port rows
        r"^\|",                                            # NSE script results
        r"^Service Info: ",
        r"^\d+ services? unrecognized",
        r"^Nmap done: ",
        r"^Note: Host seems down",
        r"^(WARNING|Failed to resolve|NSE: failed)",
        r"^All \d+ scanned ports",
        r"^Not shown: ",
    )
    return [i for i in keep if i not in dump]


def ncat(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^Ncat: (Connected to|Connection refused|Connection timed out|TIMEOUT|.*[Ee]rror)", l):
            keep.append(i)
        elif l.strip() and not l.startswith("Ncat: "):
            keep.append(i)                                 # what the server sent back
    return keep


def sslscan(lines, cmd):
    keep = match_all(
        lines,
        r"^Testing SSL server ",
        r"^(SSLv2|SSLv3|TLSv1\.[0-3])\s+(enabled|disabled)",
        r"^(Preferred|Accepted)\s+",
        r"^(Subject|Altnames|Issuer|Not valid before|Not valid after|Signature Algorithm|RSA Key Strength|ECC Curve Name|ECC Key Strength):",
        r"^\S+ (is|are) vulnerable",
        r"(?<!not )vulnerable to heartbleed",
        r"^(Insecure|Secure) session renegotiation|^Session renegotiation not supported",
        r"^Compression (enabled|disabled)",
        r"^TLS Fallback SCSV:|^Server (supports|does not support) TLS Fallback",
        r"^ERROR|^Could not",
    )
    return keep


# ---------------------------------------------------------------- sqlmap

def sqlmap(lines, cmd):
    keep = []
    in_table = False                                       # the banner is drawn with | too
    for i, l in enumerate(lines):
        if re.match(r"^(Parameter|Database|Table): ", l) or re.match(r"^\s+(Type|Title|Payload): ", l):
            keep.append(i)
        if re.match(r"^\[\d+ (tables?|entries|columns?)\]", l):
            keep.append(i)
        if re.match(r"^\|.*\|$", l) and in_table:          # table rows of --tables / --dump
            keep.append(i)
        if re.match(r"^\[\d+ (tables?|entries|columns?)\]", l):
            in_table = True
        elif not re.match(r"^[|+]", l):
            in_table = False
    keep += match_all(
        lines,
        r"\[(CRITICAL|ERROR)\]",
        r"\[WARNING\] (?!your sqlmap version is outdated|running in a single-thread|it is recommended)",
        r"appears to be .* injectable",
        r"\bis '.*' injectable",
        r"is vulnerable\. Do you want",
        r"^sqlmap identified the following injection point",
        r"^sqlmap resumed the following injection point",
        r"^back-end DBMS: ",
        r"does not seem to be injectable",
        r"dumped to CSV file",
        r"^\d{3} \(.*\) - \d+ times",                      # HTTP error code counts
    )
    return keep


# ---------------------------------------------------------------- clamav

def clamscan(lines, cmd):
    keep = match_all(
        lines,
        r" FOUND$",
        r": moved to '",
        r"^LibClamAV (Error|Warning)",
        r"^ERROR: ",
        r"^WARNING: (?!.*Mon|.*\d{4} ->)",
        r"^Known viruses: ",
        r"^Scanned files: ",
        r"^Infected files: ",
    )
    return keep


def freshclam(lines, cmd):
    keep, seen = [], set()
    for i, l in enumerate(lines):
        m = re.match(r"^(ERROR|WARNING): (?:\w{3} \w{3} +\d+ [\d:]+ \d{4} -> )?(.*)$", l)
        if m and m.group(1) == "ERROR":
            msg = m.group(2)
            if msg not in seen:                          # one line per distinct message, not per retry
                seen.add(msg)
                keep.append(i)
        if re.search(r"-> (Giving up on|Update process terminated|.*database is up-to-date|.*updated \()", l):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- aide

def aide(lines, cmd):
    keep = []
    in_details = False
    for i, l in enumerate(lines):
        if l.startswith("Detailed information about changes:"):
            in_details = True
        elif re.match(r"^The attributes of the \(uncompressed\) database", l):
            in_details = False
        if in_details and re.match(r"^(File|Directory|Link): ", l):
            keep.append(i)
        if in_details and re.match(r"^ \w[\w ]*?\s+: .*\|", l):
            keep.append(i)
    keep += match_all(
        lines,
        r"^AIDE (found|successfully)",
        r"^\s+(Total number of entries|Added entries|Removed entries|Changed entries):",
        r"^[fdlbcps][ +\-=<>!.a-zA-Z]{16,}: /",            # summary rows: added, removed, changed
        r"^New AIDE database written to ",
        r"ERROR: ",
        r"^Couldn't open file",
    )
    return keep


# ---------------------------------------------------------------- debsums / dpkg --verify

def debsums(lines, cmd):
    keep = match_all(
        lines,
        r"\sFAILED$",
        r"\sREPLACED$",
        r"^debsums: ",
    )
    if re.search(r"debsums\s+-\w*c", cmd):                 # -c lists changed files by name
        keep += match_all(lines, r"^/\S+$")
    return keep


def dpkg(lines, cmd):
    keep = match_all(
        lines,
        r"^(missing|\?\?|[.?0-9a-zA-Z]{9})\s+c?\s+/",      # verify rows
        r"^dpkg: ",
        r"^(Status|Version): ",
    )
    return keep


# ---------------------------------------------------------------- lynis

def lynis(lines, cmd):
    keep = []
    section = None
    for i, l in enumerate(lines):
        s = l.strip()
        m = re.match(r"^\s*(Warnings|Suggestions) \((\d+)\):", l)
        if m:
            section = m.group(1)
            keep.append(i)
            continue
        if re.match(r"^\s*Follow-up:", l):
            section = None
        if section and re.match(r"^\s*[!*] ", l):
            keep.append(i)
        if section == "Warnings" and re.match(r"^\s*- (Details|Solution)\s*:", l):
            keep.append(i)
        # status brackets during the scan that report a problem
        if re.search(r"\[ (WARNING|UNSAFE|EXPOSED|WEAK|VULNERABLE|INSECURE) \]\s*$", l):
            keep.append(i)
        if "dockerfile" in cmd and re.search(r"\[ NO \]\s*$", l):
            keep.append(i)
    keep += match_all(
        lines,
        r"^\s*Hardening index\s*:",
        r"^\s*Tests performed\s*:",
        r"^\s*Great, no warnings",
        r"^\d+\.\d+\.\d+$",                                # lynis show version
        r"^(warning|suggestion)\[\]=",                     # report file rows
    )
    if re.search(r"\blynis show\b", cmd):
        keep += match_all(lines, r"Result: .*(NOT found|not found|weak|WARNING|no )", r"(Suggestion|Warning): ")
    return keep


# ---------------------------------------------------------------- Go: build, vet, test, gosec, staticcheck

def go(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.go:\d+(:\d+)?: ",                          # compiler and vet findings
        r"^# \S+",                                         # package header of a failing build
        r"^--- FAIL: ",
        r"^\s+\S+_test\.go:\d+: ",                         # t.Errorf messages
        r"^(FAIL|ok)\s+\S+",                               # per-package verdict
        r"^(FAIL|PASS)$",
        r"^panic: ",
        r"^go: ",
    )
    return keep


def gosec(lines, cmd):
    keep = match_all(
        lines,
        r"^\[\S+\.go:\d+\] - G\d{3} ",                     # text format issue header
        r"^\S+\.go:\d+:\d+: \[CWE-\d+\] ",                 # golint format
        r"^\s*Issues\s*: \d+",                             # summary
        r"^\s*Files\s*: \d+",
        r"^\s*Nosec\s*: \d+",
        r"Golang errors",
        r"^\s+> \[?\S+\.go",
        r"^\[gosec\] .*(error|Error|Panic|unable)",
    )
    return keep


def staticcheck(lines, cmd):
    return match_all(lines, r"^\S+\.go:\d+:\d+: ", r"^-: ", r"staticcheck: no findings")


# ---------------------------------------------------------------- shellcheck

def shellcheck(lines, cmd):
    keep = match_all(
        lines,
        r"^In \S+ line \d+:$",                             # tty header: file and line
        r"SC\d{4} \((error|warning|info|style)\): ",       # tty message under the marker
        r"^\S+:\d+:\d+: (error|warning|note|style|info): ",  # gcc / checkstyle-like
    )
    return keep


# ---------------------------------------------------------------- generic

def echoed_exit(lines):
    return match_all(lines, r"(?i)\bexit( status| code)?[:=]? ?\d+$", r"written, exit \d+$")


def whole_output_cmd(cmd):
    return bool(re.search(r"grep -c\b|uniq -c|\bwc -l|python3 -c|\| ?cut -d", cmd))


# ---------------------------------------------------------------- dispatch

RULES = [
    (r"\bpytest\b", pytest),
    (r"\bbandit\b", bandit),
    (r"\bflawfinder\b", flawfinder),
    (r"^make\b|\bcc\b|\bgcc\b", cbuild),
    (r"\bchecksec\b", checksec),
    (r"\./keyfob", keyfob_run),
    (r"\bnpm\b", npm),
    (r"\beslint\b", eslint),
    (r"\bopenssl\b", openssl),
    (r"\bcurl\b", curl),
    (r"\bnmap\b", nmap),
    (r"\bncat\b", ncat),
    (r"\bsslscan\b", sslscan),
    (r"\bsqlmap\b", sqlmap),
    (r"\bclamscan\b", clamscan),
    (r"\bfreshclam\b", freshclam),
    (r"\baide\b", aide),
    (r"\bdebsums\b", debsums),
    (r"\bdpkg\b", dpkg),
    (r"\blynis\b|lynis-report", lynis),
    (r"\bgo (build|vet|test|run)\b", go),
    (r"\bgosec\b", gosec),
    (r"\bstaticcheck\b", staticcheck),
    (r"\bshellcheck\b", shellcheck),
]


def rules_for(cmd):
    rules = [fn for rx, fn in RULES if re.search(rx, cmd)]
    if not rules:
        raise SystemExit(f"no rules for command: {cmd}")
    return rules


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set()
    for rule in rules_for(cmd):
        idx.update(i for i in rule(lines, cmd) if 0 <= i < len(lines))
    if whole_output_cmd(cmd):
        idx.update(all_lines(lines))
    idx.update(echoed_exit(lines))
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
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("\n-- output --\n", 1)
    if rest.startswith("-- keep --\n"):
        output = ""
    elif "\n-- keep --\n" in rest:
        output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n"
    else:
        output = rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
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

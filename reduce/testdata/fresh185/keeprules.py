#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh185 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC, including OSC 8
hyperlinks) and trailing whitespace (including \\r) removed. Blank lines are never
kept. Each distinct line is kept once, at its first occurrence in output order.

The rules are per tool, picked from the command (the first tool named in RULES
that the command runs). Every case also keeps its last three non-blank lines, and
the lines listed in HAND for its file name.

Principles used throughout:
- problems are always kept: errors, failures, unreachable hosts, warnings, and the
  file:line and source/caret lines that locate them;
- final summaries and counts are kept (PLAY RECAP rows, "syntax is ok", "Saved N file(s)");
- in a dry run or diff run (ansible --check/--diff, puppet --noop/--show_diff,
  cf-agent -I, diff, git diff) the changes are the result asked for, so changed
  items and changed diff lines are kept; in a plain apply only problems are;
- a listing the command filtered itself (grep, `| grep`, --graph, --list-tasks,
  apache2ctl -S) is the answer, so every line of it is kept; a broad data dump
  (ansible-doc, nginx -T, varnishd -C, named-checkzone -D, augtool print of a
  whole file) keeps only its problem lines and its last three lines.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"

# hand additions: file name -> lines (exactly as in the output) that the rules miss
HAND = {
    # the debug task's messages are what the maintenance play was run to print
    "ansible-playbook-maintenance.txtar": [
        '    "msg": "web1 has 6 drop-ins"',
        '    "msg": "web2 has 6 drop-ins"',
        '    "msg": "web3 has 6 drop-ins"',
        '    "msg": "web4 has 6 drop-ins"',
    ],
}


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def with_following(lines, idx, pred, limit=3):
    """Indexes idx plus up to `limit` following lines that satisfy pred (stops at the first that does not)."""
    out = []
    for i in idx:
        out.append(i)
        j = i + 1
        while j < len(lines) and j <= i + limit and pred(lines[j]):
            out.append(j)
            j += 1
    return out


def unified_diff(lines, skip_new_and_deleted=False):
    """Headers and changed lines of unified diffs (diff -u, git diff, ansible/puppet diffs)."""
    keep = []
    in_hunk = False
    whole_file = False
    for i, l in enumerate(lines):
        if re.match(r"^(diff (--git|-r?u)|deleted file mode|new file mode|rename (from|to) |Only in )", l):
            keep.append(i)
            whole_file = False
            in_hunk = False
        elif re.match(r"^(---|\+\+\+) \S", l):
            keep.append(i)
            in_hunk = False
        elif l.startswith("@@"):
            in_hunk = True
            whole_file = skip_new_and_deleted and bool(re.match(r"^@@ -0,0 |^@@ -1,\d+ \+0,0 @@", l))
            if not whole_file:
                keep.append(i)
        elif in_hunk and re.match(r"^[-+]", l) and not whole_file:
            keep.append(i)
        elif in_hunk and not re.match(r"^[ \\]", l) and l != "":
            in_hunk = False
    return keep


PY_EXC = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning)\b(?::.*)?$")


def python_traceback(lines):
    keep = []
    for i, l in enumerate(lines):
        if PY_EXC.match(l) or l.startswith("During handling of the above exception"):
            keep.append(i)
        elif l.startswith('  File "' + PROJECT):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    "):
                keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- ansible

TASK = re.compile(r"^(TASK|RUNNING HANDLER) \[")
PROBLEM_RESULT = re.compile(r"^(fatal|failed): \[|UNREACHABLE!|FAILED!")


def ansible_playbook(lines, cmd):
    keep = match_all(
        lines,
        r"^(fatal|failed): \[",
        r"UNREACHABLE!|FAILED!",
        r"^\.\.\.ignoring$",
        r"^ERROR! ",
        r"^\[WARNING\]: |^\[DEPRECATION WARNING\]",
        r"^An exception occurred during task execution",
        r"^Syntax Error while loading YAML\.",
        r"^The error appears to be in ",
        r"^The offending line appears to be:",
        r"\^ here$",
        r"^PLAY RECAP",
        r"^\S+\s+: ok=\d+\s+changed=\d+\s+unreachable=\d+\s+failed=\d+",
        r"^NO MORE HOSTS LEFT",
        r"^<[^>]+> \((?:[1-9]\d*), ",                    # -vvv: a connection command that failed
    )
    # the YAML error's reason (indented line after "Syntax Error") and the offending lines
    for i, l in enumerate(lines):
        if l.startswith("Syntax Error while loading YAML.") and i + 1 < len(lines):
            keep.append(i + 1)
        if l.startswith("The error appears to be in ") and i + 1 < len(lines) and lines[i + 1].strip():
            keep.append(i + 1)
        if l.startswith("The offending line appears to be:"):
            j = i + 1
            while j < len(lines) and not lines[j].rstrip().endswith("^ here"):
                if lines[j].strip():
                    keep.append(j)
                j += 1
    # the header (and -vv task path) of every task that failed, and message fields of multi-line results
    header = None
    in_problem = False
    for i, l in enumerate(lines):
        if TASK.match(l):
            header = i
            in_problem = False
        elif PROBLEM_RESULT.search(l):
            if header is not None:
                keep.append(header)
                if header + 1 < len(lines) and lines[header + 1].startswith("task path:"):
                    keep.append(header + 1)
            in_problem = l.rstrip().endswith("{")
        elif in_problem:
            if l == "}":
                in_problem = False
            elif re.match(r'^\s+"(msg|stderr|rc|cmd|assertion|evaluated_to|unreachable)": ', l):
                keep.append(i)
    # listings asked for
    if re.search(r"--list-(tasks|hosts|tags)", cmd):
        keep += nonblank(lines)
    # diff runs: what changed, on which host, and the changed lines (a plain --check
    # keeps only its problems and the recap, whose changed= counts summarise it)
    if re.search(r"(^|\s)(--diff|-[A-Za-z]*D[A-Za-z]*)(\s|$)", cmd):
        header = None
        for i, l in enumerate(lines):
            if TASK.match(l):
                header = i
            elif l.startswith("changed: ["):
                keep.append(i)
                if header is not None:
                    keep.append(header)
        # bare "--- before" and "+++ after: <ansible temp file>" name no file
        keep += [i for i in unified_diff(lines, skip_new_and_deleted=True)
                 if lines[i] not in ("--- before", "+++ after") and "/.ansible/tmp/" not in lines[i]]
    return keep


def ansible_adhoc(lines, cmd):
    keep = match_all(lines, r"\| (UNREACHABLE!|FAILED!?) =>", r"^ERROR! ", r"^\[WARNING\]: ")
    in_problem = False
    for i, l in enumerate(lines):
        if re.search(r"\| (UNREACHABLE!|FAILED!?) => \{$", l):
            in_problem = True
        elif in_problem and l == "}":
            in_problem = False
        elif in_problem and re.match(r'^\s+"(msg|stderr|rc)": ', l):
            keep.append(i)
    return keep


def ansible_lint(lines, cmd):
    keep = match_all(
        lines,
        r"^WARNING\s+Listing \d+ violation",
        r"^[a-z][\w-]*(\[[\w-]+\])?: ",                  # rule id and message
        r"^\S+\.ya?ml:\d+",                              # location (also -p format)
        r"^\s+in \"<unicode string>\", line \d+",        # load-failure detail
        r"^(did not find expected|while parsing)",
        r"^\s+\d+\s+[a-z][\w-]*(\[[\w-]+\])?\s+\w+",     # summary table rows
        r"^(Failed|Passed) after ",
    )
    return keep


def ansible_inventory(lines, cmd):
    if "--graph" in cmd:
        return nonblank(lines)          # the tree is the answer
    return []                           # a variable dump: last three lines only


def ansible_doc(lines, cmd):
    if "|" in cmd and "grep" in cmd:
        return nonblank(lines)          # a filtered module list
    # snippet: the module name and each option name
    return match_all(lines, r"^- name: ", r"^  [\w.]+:$", r"^      \w+:\s+#")


def ansible_config(lines, cmd):
    return nonblank(lines)              # --only-changed: every row is a changed setting


# ---------------------------------------------------------------- puppet / cfengine

def puppet(lines, cmd):
    keep = match_all(
        lines,
        r"^(Error|Warning): ",
        r"^Notice: .*: Dependency .* has failures",
        r"^\(.*=>.*\)",                                 # dependency cycle path
        r"^Notice: Applied catalog",
    )
    if "--noop" in cmd:
        keep += match_all(lines, r"\(noop\)$", r"Would have triggered")
    if "--show_diff" in cmd or "--noop" in cmd:
        keep += match_all(lines, r"/content: $", r"content changed '")
        keep += unified_diff(lines)
    if " resource " in cmd:
        keep += nonblank(lines)         # the resource as asked for
    return keep


def cfengine(lines, cmd):
    keep = match_all(lines, r"^\s*error: ", r"^\S+:\d+:\d+: (error|warning): ", r"^R: ", r"^\s*warning: ")
    # source line and caret after a located error
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: (error|warning): ", l):
            keep += [j for j in (i + 1, i + 2) if j < len(lines)]
    if re.search(r"\s-I(\s|$)|--inform", cmd):
        keep += match_all(lines, r"^\s+info: (Created|Edited|Deleted|Inserted|Removed|Executing|Completed)")
    return keep


# ---------------------------------------------------------------- service config checks

def nginx(lines, cmd):
    keep = match_all(lines, r"\[(emerg|alert|crit|error|warn)\]", r"test failed$", r"syntax is ok$",
                     r"test is successful$")
    if " -T" in cmd:
        keep += match_all(lines, r"^# configuration file ")
    return keep


def haproxy(lines, cmd):
    return match_all(lines, r"^\[(ALERT|WARNING)\]", r"^Configuration file is valid")


def bind(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+:\d+: ",                                  # named.conf:7: ...
        r":\d+: ",                                      # dns_master_load: file:26: ...
        r"failed|not loaded|error",
        r"has no address records|CNAME and other data",
        r"^OK$",
    )
    if " -D" in cmd:
        keep += match_all(lines, r"\sSOA\s")
    return keep


def sshd(lines, cmd):
    return nonblank(lines)              # sshd -t prints only problems; -T | grep is a filtered listing


def visudo(lines, cmd):
    keep = match_all(lines, r":\d+:\d+: ", r"parsed OK$", r"^exit=\d+")
    for i, l in enumerate(lines):
        if re.search(r":\d+:\d+: syntax error$", l):
            keep += [j for j in (i + 1, i + 2) if j < len(lines)]
    return keep


def systemd(lines, cmd):
    if " verify" in cmd:
        return nonblank(lines)          # every line is a finding
    # calendar: what was parsed and when it fires next
    return match_all(lines, r"^Failed to parse", r"^\s*Original form:", r"^Normalized form:", r"^\s*Next elapse:")


def nft(lines, cmd):
    keep = match_all(lines, r"Error: ", r"OK")
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+-\d+: Error: ", l):
            keep += [j for j in (i + 1, i + 2) if j < len(lines)]
    return keep


def iptables(lines, cmd):
    return match_all(lines, r"^iptables-restore.*: ", r"^Error occurred at line", r"^exit \d+")


def dnsmasq(lines, cmd):
    return nonblank(lines)


def squid(lines, cmd):
    return match_all(lines, r"FATAL|ERROR|WARNING|unrecognized|Bungled|aclParse|Terminated abnormally")


def varnish(lines, cmd):
    keep = match_all(lines, r"^Message from VCC-compiler", r"^\('.*' Line \d+ Pos \d+\)",
                     r"compilation failed|compiler failed", r"can not be used|Not available|Expected|Unknown|not found")
    # the source line and the ### marker line after a location
    for i, l in enumerate(lines):
        if re.match(r"^\('.*' Line \d+ Pos \d+\)", l):
            keep += [j for j in (i + 1, i + 2) if j < len(lines)]
    return keep


def apache(lines, cmd):
    keep = match_all(lines, r"^AH\d+: ", r"^Syntax error on line ", r"^Invalid command ", r"^Action '\w+' failed",
                     r"^Syntax OK$")
    if " -S" in cmd:
        inside = False
        for i, l in enumerate(lines):
            if l.startswith("VirtualHost configuration:"):
                inside = True
            elif l.startswith("ServerRoot:"):
                inside = False
            if inside:
                keep.append(i)
    return keep


def augtool(lines, cmd):
    keep = match_all(lines, r"/error", r"^Saved \d+ file", r"^rm : ", r"^error: ")
    if re.search(r"\|\s*augtool\b", cmd):
        keep += nonblank(lines)         # a scripted session: every answer was asked for
    return keep


def postconf(lines, cmd):
    keep = match_all(lines, r"warning: ", r"fatal: ", r"error: ")
    # a parameter asked for by name after the listing
    m = re.search(r";\s*postconf\s+(?:-c\s+\S+\s+)?(\w+)\s*$", cmd)
    if m:
        keep += match_all(lines, "^" + re.escape(m.group(1)) + " = ")
    return keep


def cloud_init(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(lines, r"^Error:", r"schema errors:", r"^Valid cloud-config", r"deprecations:",
                      r"SchemaValidationError")
    return keep


# ---------------------------------------------------------------- renders, merges, diffs

def envsubst(lines, cmd):
    if "diff" in cmd:
        return unified_diff(lines)
    return nonblank(lines)              # the rendered file is the result asked for


def j2(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(lines, r"^j2 exit \d+", r'^  File "\S+\.j2", line \d+')
    for i, l in enumerate(lines):
        if re.match(r'^  File "\S+\.j2", line \d+', l) and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


def yq_jq(lines, cmd):
    keep = match_all(lines, r"^(yq|jq): [Ee]rror", r"^parse error", r"^\s+in \"\S+\", line \d+",
                     r"did not find expected", r"cannot be")
    if cmd.startswith("diff"):
        keep += match_all(lines, r"^\d+(,\d+)?[acd]\d+(,\d+)?$", r"^[<>] ")
    elif not keep:
        keep += nonblank(lines)         # the merged document is the result asked for
    return keep


def diff(lines, cmd):
    return unified_diff(lines) + match_all(lines, r"^\d+(,\d+)?[acd]\d+(,\d+)?$", r"^[<>] ")


def git(lines, cmd):
    if " diff" in cmd and "--stat" in cmd:
        return nonblank(lines)
    if " diff" in cmd:
        return unified_diff(lines, skip_new_and_deleted=True)
    if " status" in cmd:
        return match_all(lines, r"^On branch", r"^(Changes (to be|not staged)|Untracked files|Unmerged paths)",
                         r"^\t", r"^[ MADRCU?!]{2} ")
    return []


def grep(lines, cmd):
    return nonblank(lines)              # every hit is what was searched for


def debconf(lines, cmd):
    return nonblank(lines)              # the answers asked for


def alternatives(lines, cmd):
    return match_all(lines, r"^\S+ - (auto|manual) mode", r"link currently points to", r"link best version",
                     r" - priority ")


def yamllint(lines, cmd):
    keep = match_all(lines, r"^\s+\d+:\d+\s+(error|warning)\s", r"^\S+:\d+:\d+: \[(error|warning)\] ")
    # the file header above each group of findings
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.ya?ml$", l) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+\s", lines[i + 1]):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- dispatch

RULES = [
    (r"\bansible-playbook\b", ansible_playbook),
    (r"\bansible-lint\b", ansible_lint),
    (r"\bansible-inventory\b", ansible_inventory),
    (r"\bansible-doc\b", ansible_doc),
    (r"\bansible-config\b", ansible_config),
    (r"\bansible\s", ansible_adhoc),
    (r"\bpuppet\b", puppet),
    (r"\bcf-(promises|agent)\b", cfengine),
    (r"\bnginx\b", nginx),
    (r"\bhaproxy\b", haproxy),
    (r"\bnamed-check(conf|zone)\b", bind),
    (r"\bsshd\b", sshd),
    (r"\bvisudo\b", visudo),
    (r"\bsystemd-analyze\b", systemd),
    (r"\bnft\b", nft),
    (r"\biptables-restore\b", iptables),
    (r"\bdnsmasq\b", dnsmasq),
    (r"\bsquid\b", squid),
    (r"\bvarnishd\b", varnish),
    (r"\bapache2ctl\b", apache),
    (r"\baugtool\b", augtool),
    (r"\bpostconf\b", postconf),
    (r"\bcloud-init\b", cloud_init),
    (r"\benvsubst\b", envsubst),
    (r"\bj2\b", j2),
    (r"^diff <\(", yq_jq),
    (r"\b(yq|jq)\b", yq_jq),
    (r"^diff\b", diff),
    (r"^git\b", git),
    (r"^grep\b", grep),
    (r"\bdebconf-show\b", debconf),
    (r"\bupdate-alternatives\b", alternatives),
    (r"\byamllint\b", yamllint),
]


def rules_for(cmd):
    for rx, fn in RULES:
        if re.search(rx, cmd):
            return fn
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output, name=""):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    hand = set(HAND.get(name, []))
    idx.update(i for i, l in enumerate(lines) if l in hand)
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
        keep = keep_lines(cmd, output, os.path.basename(path))
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

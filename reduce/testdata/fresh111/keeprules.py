#!/usr/bin/env python3
"""Derive the `-- keep --` section of every *.txtar in this folder from its output.

The rules were fixed before any reducer was run on this set (none ever was by
the recorder).  Run once:  python3 keeprules.py
A keep line is an output line with ANSI/OSC escapes and trailing blanks removed;
each is listed once, in output order.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-Z\\-_]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- general rules
# Applied to lines that start in column 0 (indented lines are traceback frames,
# code excerpts, commit bodies, JSON bodies... and are handled per tool).
PROBLEM = re.compile(
    r"\b(error|errors|Error|ERROR|warning|warnings|Warning|WARNING|WARN|CRITICAL|SEVERE|"
    r"fatal|FATAL|failed|Failed|FAILED|failure|failures|Traceback|Exception|Aborted|"
    r"violation|violations)\b"
    r"|\b\w+(Error|Exception|Warning)\b"
    r"|\[WARNING\]|\[error\]|\[warning\]")
NOT_PROBLEM = re.compile(r"^(The above exception was the direct cause|During handling of the above exception)")
# file:line[:col]: message  (own-project locations, diagnostics of most tools)
FILELINE = re.compile(r"^[\w./@+-]+\.[\w]+:\d+(:\d+)?:? ")
COUNTS = re.compile(
    r"\b\d+ (passed|failed|errors?|warnings?|problems?|problem\(s\)|violation\(s\)|failure\(s\)|"
    r"skipped|deselected|files? changed)\b|^checked \d+ rows|^QC finished|^build (succeeded|finished)"
    r"|^Documentation built|^Aborted with")
MAKE = re.compile(r"^make(\[\d+\])?: (\*\*\*|Target .* not remade)")

# ---------------------------------------------------------------- tool rules
MARKDOWNLINT = re.compile(r"^\S+:\d+(:\d+)? MD\d{3}/")
FLAKE8 = re.compile(r"^\S+:\d+:\d+: [A-Z]\d{3} |^\d+\s+[A-Z]\d{3} |^\d+$")
YAMLLINT_ISSUE = re.compile(r"^\s+\d+:\d+\s+(error|warning)\s+")
YAMLLINT_PARSABLE = re.compile(r"^\S+:\d+:\d+: \[(error|warning)\] ")
PYTEST_KEEP = re.compile(r"^(FAILED|ERROR) |^E\s|^_{3,} .+ _{3,}$|^=+ .*\b(passed|failed|error|errors)\b.* =+$"
                         r"|::\S+ (FAILED|ERROR)\b")
SPHINX_HINT = re.compile(r"^\* \w+(Error|Exception)\b|^\[Errno \d+\]|^InputError:|^Possible hints:")
XML_ERR = re.compile(r"^\S+:\d+: (parser error|element|namespace error|validity error)|fails to validate$|validates$")
ANSIBLE_LINT = re.compile(r"^\S+\.ya?ml:\d+|^WARNING\s+Listing|^load-failure|did not find expected|line \d+, column \d+"
                          r"|^\s*\d+\s+[a-z][\w-]*(\[[\w-]+\])?\s+\w+\s+[\w, -]+$|^(Failed|Passed)\b")
ANSIBLE_PLAY = re.compile(r"^(fatal|failed): \[|^ERROR!|^\[WARNING\]|^The error appears to be|^\S+\s+: ok=\d+|^playbook: ")
PANDOC = re.compile(r"^\[WARNING\]|^\[ERROR\]|^Error |^\(line \d+, column \d+\)|^unexpected |not found")
JQ_ERR = re.compile(r"^jq: error|^parse error|^jq: \d+ compile error")
SQL_ERR = re.compile(r"^(Error|Parse error|Runtime error)\b|error here ---\^|^\s+SELECT|^\s+INSERT")
BORDER = re.compile(r"^[\s┌┬┐├┼┤└┴┘─│+|=:-]*$")
CSVSTAT_KEEP = re.compile(r"^\s*\d+\. \"|Type of data:|Contains null values:|Unique values:|^Row count:")
JSON_ID = re.compile(r'^\s*"(id|name|title|accession|hive)":')
GIT_STATUS = re.compile(r"^(On branch|HEAD detached|Your branch|## )|^(Changes to be committed|Changes not staged|Untracked files|Unmerged paths)"
                        r"|^\t\S|^[ MADRCU?!]{2} \S")
GIT_STAT = re.compile(r"^ \S.* \| +(\d+ [+-]*|Bin .*)$|^ \d+ files? changed")
QC_SCRIPT = re.compile(r": (error|warning|spike|gap|flatline|ERROR)\b")
# Python traceback frames in the project's own files (not /usr/lib, site- or dist-packages)
OWN_FRAME = re.compile(r'^\s*File "(?!/usr/|/lib/)(?![^"]*(site|dist)-packages)[^"]+", line \d+')


def tool_of(cmd):
    c = cmd
    first = c.split()[0]
    if first == "git":
        sub = c.split()[1]
        return "git-" + sub
    if first == "make":
        return "make"
    if "pytest" in c:
        return "pytest"
    if first in ("sphinx-build", "mkdocs", "markdownlint", "yamllint", "flake8", "xmllint", "pandoc", "jq",
                 "sqlite3", "csvstat", "csvsql", "ansible-lint", "ansible-playbook", "grep"):
        return first
    if first in ("csvgrep", "in2csv", "csvlook", "csvcut"):
        return "csvlook"
    if "json.tool" in c:
        return "json.tool"
    return first


def general(line):
    if not line or line[0] in " \t":
        return False
    if NOT_PROBLEM.match(line):
        return False
    return bool(PROBLEM.search(line) or COUNTS.search(line) or MAKE.match(line)
                or (FILELINE.match(line) and ": note:" not in line))


def diagnostics(line):
    """Tool diagnostics that may appear in any output (also behind make)."""
    return bool(MARKDOWNLINT.match(line) or FLAKE8.match(line) and not line.isdigit()
                or YAMLLINT_ISSUE.match(line) or YAMLLINT_PARSABLE.match(line)
                or XML_ERR.match(line) or SPHINX_HINT.match(line) or QC_SCRIPT.search(line))


def keep_lines(cmd, lines):
    tool = tool_of(cmd)
    keep = [False] * len(lines)
    is_git = tool.startswith("git-")

    # state for multi-line rules
    in_failed_json = False
    in_commit_header = False
    seen_date = False
    after_offending = 0
    yaml_file_hdr = None

    for i, ln in enumerate(lines):
        k = False
        if is_git:
            if tool in ("git-diff", "git-log", "git-show"):
                if ln.startswith("commit "):
                    k = True
                    in_commit_header, seen_date = True, False
                elif in_commit_header:
                    if ln.startswith("Date:"):
                        seen_date = True
                    elif seen_date and ln.strip():
                        k = True  # subject line
                        in_commit_header = False
                elif ln.startswith("diff --git ") or ln.startswith("@@ "):
                    k = True
                elif GIT_STAT.match(ln):
                    k = True
                elif tool == "git-diff" and (ln.startswith("+") or ln.startswith("-")) \
                        and not ln.startswith("+++") and not ln.startswith("---"):
                    k = True  # the working change itself
            if tool == "git-status" and GIT_STATUS.match(ln):
                k = True
            if ln.startswith("fatal:") or ln.startswith("error:"):
                k = True
        else:
            if general(ln) or diagnostics(ln) or OWN_FRAME.match(ln):
                k = True
            if tool == "grep" and re.match(r"^[^\s:]+:\d+:", ln):
                k = True  # every hit asked for
            if tool in ("pytest", "make") and PYTEST_KEEP.search(ln):
                k = True
            if tool == "flake8" and FLAKE8.match(ln):
                k = True
            if tool == "yamllint":
                if re.match(r"^\S+\.ya?ml$", ln):
                    yaml_file_hdr = i
                if YAMLLINT_ISSUE.match(ln) and yaml_file_hdr is not None:
                    keep[yaml_file_hdr] = True
            if tool == "ansible-lint" and ANSIBLE_LINT.search(ln):
                k = True
            if tool == "ansible-playbook":
                if ANSIBLE_PLAY.match(ln):
                    k = True
                if re.match(r"^(fatal|failed): \[", ln):
                    in_failed_json = True
                elif in_failed_json:
                    if re.match(r'^\s*"(msg|assertion|cmd|stderr)":', ln):
                        k = True
                    if ln == "}" or (ln and ln[0] not in " \t}"):
                        in_failed_json = False
                if ln.startswith("The offending line appears to be:"):
                    after_offending = 3
                elif after_offending:
                    after_offending -= 1
                    if ln.strip() and "^ here" not in ln:
                        k = True
            if tool == "pandoc" and PANDOC.search(ln):
                k = True
            if tool == "jq":
                if JQ_ERR.match(ln):
                    k = True
                elif "-r" in cmd.split() or "-c" in cmd.split():
                    k = k or bool(ln.strip())  # raw/compact answers: every line
                elif JSON_ID.match(ln):
                    k = True  # pretty JSON: the identifying key of each record
            if tool == "json.tool":
                k = True  # only an error is printed here; a success would be the answer
            if tool == "sqlite3":
                if SQL_ERR.search(ln):
                    k = True
                elif ln.strip() and not BORDER.match(ln):
                    k = True  # header and data rows of the answer
            if tool == "csvlook" and ln.strip() and not BORDER.match(ln):
                k = True  # header and data rows of the answer
            if tool == "csvstat" and CSVSTAT_KEEP.search(ln):
                k = True
            if tool == "csvsql" and (re.match(r"^\w+Error: |^\[SQL: ", ln)):
                k = True
            if tool == "xmllint" and ("--xpath" in cmd) and ln.strip():
                k = True
            if tool == "mkdocs" and re.match(r"^(WARNING|ERROR|CRITICAL)\s+-", ln):
                k = True
            if tool == "sphinx-build" and re.search(r"\b(WARNING|ERROR|CRITICAL|SEVERE): ", ln):
                k = True
        keep[i] = keep[i] or k

    # last three non-blank lines of every output
    nb = [i for i, ln in enumerate(lines) if ln.strip()]
    for i in nb[-3:]:
        keep[i] = True

    out, seen = [], set()
    for i, ln in enumerate(lines):
        if keep[i] and ln.strip() and ln not in seen:
            seen.add(ln)
            out.append(ln)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        raw = open(path, "rb").read().decode("utf-8")
        head, rest = raw.split("\n-- output --\n", 1)
        output, _old = rest.rsplit("-- keep --\n", 1)
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        lines = [clean(l) for l in output.split("\n")]
        if lines and lines[-1] == "":
            lines = lines[:-1]
        keep = keep_lines(cmd, lines)
        body = "".join(k + "\n" for k in keep)
        with open(path, "wb") as fh:
            fh.write((head + "\n-- output --\n" + output + "-- keep --\n" + body).encode("utf-8"))
        print("%-48s %6d bytes  %4d keep lines" % (os.path.basename(path), len(output.encode()), len(keep)))


if __name__ == "__main__":
    main()

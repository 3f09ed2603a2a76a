#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh121 *.txtar from its output.

The rules were fixed before any reducer was run on this set (none ever was by
the recorder).  Run once:  python3 keeprules.py
A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each is listed once, in output order.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJECT = "/home/dev/work/"

# --- general rules (every tool) ---------------------------------------------
ERRWORD = re.compile(
    r"(\berror\b|\berrors\b|\bfail(ed|ure|ures|s)?\b|\bwarning\b|\bwarnings\b|"
    r"Traceback \(most recent call last\)|\bexception\b|AssertionError|"
    r"\bE\s{2,}|✕|✖|●)",
    re.IGNORECASE,
)
EXC_LINE = re.compile(r"^\s*([A-Za-z_][\w.]*)?(Error|Exception|Exit|Interrupt)(:|$)")
PY_FRAME = re.compile(r'^\s*File "(/home/dev/work/[^"]+)", line \d+')
SUMMARY = re.compile(
    r"(\b\d+ (passed|failed|error|errors|skipped|deselected|xfailed|xpassed)\b|"
    r"^Test Suites:|^Tests:|^Snapshots:|^Found \d+ errors?|^Success: no issues|"
    r"\d+ problems? \(|files? changed|^\d+$|tests? collected|potentially fixable)"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def general(line):
    """Lines kept whatever the tool: errors, failures, warnings, exceptions,
    project traceback frames, summary/count lines."""
    return bool(ERRWORD.search(line) or EXC_LINE.match(line)
                or PY_FRAME.match(line) or SUMMARY.search(line))


# --- per-tool rules -----------------------------------------------------------
def k_pytest(line, st):
    s = line.strip()
    if re.match(r"^_{3,} .+ _{3,}$", line):          # failing test header
        return True
    if line.startswith(">"):                          # failing source line
        return True
    if re.match(r"^E\s", line):                       # assertion details
        return True
    if re.match(r"^[\w/.-]+\.py:\d+: \w+", line):     # own file:line: ExcType
        return True
    if re.search(r"(FAILED|ERROR)( |$)", line) and "::" in line:
        return True
    if re.match(r"^[\w/.-]+\.py::\S+$", s):            # collect-only ids
        return True
    if re.match(r"^=+ .*(failed|passed|error).* =+$", line):
        return True
    return False


def k_jest(line, st):
    s = line.strip()
    if re.match(r"^(FAIL|PASS) ", line):
        return line.startswith("FAIL")
    if s.startswith("●") or s.startswith("✕"):
        return True
    if re.match(r"^(Expected|Received)", s):
        return True
    if re.match(r"^at .*\((src/[^)]+)\)$", s):       # own source locations
        return True
    if re.match(r"^src/\S+:\d+:\d+ - error TS\d+", s):
        return True
    if re.match(r"^Type .* is not assignable", s):
        return True
    if s.startswith(">") and "|" in s:                # pointed test line
        return True
    if re.match(r"^(All files|File)\s*\|", s):        # coverage header/total
        return True
    if re.match(r"^\S+\.ts\s*\|", s):                 # coverage row < 100 %
        cells = [c.strip() for c in s.split("|")]
        return any(c and c != "100" for c in cells[1:5]) or bool(cells[5:] and cells[5])
    return False


def k_tsc(line, st):
    s = line.strip()
    if re.search(r"error TS\d+", s):
        st["in_err"] = True
        return True
    if st.get("in_err") and line.startswith("  "):    # continuation lines
        return True
    st["in_err"] = False
    return False


def k_eslint(line, st):
    s = line.strip()
    if line.startswith(PROJECT) or re.match(r"^/\S+\.ts$", s):
        return True                                   # file header
    return bool(re.match(r"^\d+:\d+\s+(error|warning)\s", s))


def k_flake8(line, st):
    return bool(re.match(r"^[\w/.-]+:\d+:\d+: [A-Z]\d+ ", line) or re.match(r"^\d+$", line))


def k_mypy(line, st):
    return bool(re.match(r"^[\w/.-]+:\d+: (error|note):", line) or line.startswith(("Found ", "Success:")))


def k_git_status(line, st):
    s = line.strip()
    if line.startswith(("On branch", "Your branch", "Changes ", "Untracked files",
                        "nothing to commit", "no changes added", "HEAD detached")):
        return True
    return line.startswith("\t") and bool(s)          # every changed / untracked entry


def k_git_diff(line, st):
    if line.startswith(("diff --git", "new file mode", "deleted file mode", "rename from",
                        "rename to", "@@")):
        return True
    if line.startswith(("+++", "---")):
        return False
    return line.startswith(("+", "-"))                # the changed lines themselves


def k_git_log(line, st):
    if re.match(r"^commit [0-9a-f]{7,}", line):
        return True
    if re.match(r"^[0-9a-f]{7,12} ", line):           # --oneline
        return True
    if re.match(r"^    \S", line):                    # subject / body
        return True
    if re.match(r"^ \S.* \| +\d+", line) or re.search(r"\d+ files? changed", line):
        return True
    if re.match(r"^\[\S+ [0-9a-f]{7,}\] ", line):     # commit output
        return True
    if re.match(r"^ (create|delete|rename) mode ", line):
        return True
    if line.startswith(("diff --git", "new file mode", "@@")):
        return True
    return line.startswith(("+", "-")) and not line.startswith(("+++", "---"))


def k_diffstat(line, st):
    return bool(re.match(r"^ \S.* \| +\d+", line) or re.search(r"\d+ files? changed", line))


def k_grep(line, st):
    return bool(re.match(r"^[\w/.-]+:\d+:", line))     # every hit


def k_listing(line, st):
    if line.startswith("total "):
        return False
    return bool(line.strip())                         # every entry asked for


def k_cat_source(line, st):
    """Printed source: keep the outline the agent reads it for -- definitions,
    decorators/routes, exports, SQL DDL, TODO/FIXME/XXX."""
    return bool(re.match(
        r"^(\s*(async )?def |class |@\w|export |function |interface |type |"
        r"(CREATE|ALTER|DROP|DELETE|INSERT) |\s*#?.*\b(TODO|FIXME|XXX)\b)", line))


def k_cat_json(line, st):
    """Printed JSON fixture: top-level keys and each record's identity line."""
    return bool(re.match(r'^  "\w+":', line) or re.match(r'^\s+"(name|id)": ', line))


def k_curl(line, st):
    if re.match(r"^HTTP/\d(\.\d)? \d{3}", line):
        st["status"] = int(line.split()[1])
        st["body"] = False
        return True
    if not line.strip():
        if "status" in st:
            st["body"] = True
        return False
    if st.get("body") and st.get("status", 200) >= 400:
        return True                                   # whole error body
    if not st.get("body") and "status" in st:
        return False                                  # response headers
    # 2xx JSON body (or -s without -i): the record ids and the answers asked for
    return bool(re.match(r'^\s*"(id|hive_id|name|level|score|needs_treatment|error|message)": ', line))


def k_server_log(line, st):
    if "listening on" in line or line.startswith("server pid"):
        return True
    m = re.search(r'" (\d{3}) ', line)
    return bool(m and int(m.group(1)) >= 400)


def k_sqlite(line, st):
    if re.match(r"^[-\s]+$", line):                   # column separator
        return False
    return bool(line.strip())                         # header + every result row / schema


def k_migrate(line, st):
    return bool(re.match(r"^\s*(apply|skip) ", line) or "migration(s) applied" in line)


def tool_for(cmd):
    c = cmd
    if "pytest" in c:
        return k_pytest
    if "jest" in c:
        return k_jest
    if "tsc" in c:
        return k_tsc
    if "eslint" in c:
        return k_eslint
    if "flake8" in c:
        return k_flake8
    if re.search(r"\bmypy\b", c):
        return k_mypy
    if "git status" in c:
        return k_git_status
    if "--stat" in c and "git diff" in c:
        return k_diffstat
    if "git diff" in c:
        return k_git_diff
    if re.search(r"git (log|show|commit)", c):
        return k_git_log
    if c.startswith("grep"):
        return k_grep
    if c.startswith(("ls", "find")):
        return k_listing
    if c.startswith("cat") and c.rstrip().endswith(".json"):
        return k_cat_json
    if c.startswith("cat ") and "server.log" not in c:
        return k_cat_source
    if c.startswith("curl"):
        return k_curl
    if "server.app" in c or "server.log" in c:
        return k_server_log
    if c.startswith("sqlite3"):
        return k_sqlite
    if "server.migrate" in c:
        return k_migrate
    return lambda line, st: False


def is_printed_file(cmd):
    return cmd.startswith("cat ") and "server.log" not in cmd


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    rule = tool_for(cmd)
    st = {}
    keep = [False] * len(lines)
    for i, line in enumerate(lines):
        tool_hit = rule(line, st)
        # general error/summary words are not applied to printed source or data
        # files (their text merely *mentions* errors) nor to 2xx JSON bodies.
        gen = False if is_printed_file(cmd) else general(line)
        if rule is k_curl and st.get("body") and st.get("status", 200) < 400:
            gen = False
        if rule in (k_sqlite, k_grep, k_listing, k_git_diff, k_git_log, k_diffstat):
            gen = False  # rows / hits / changed lines are kept by the tool rule;
            #              context lines that merely mention "error" are not errors
        keep[i] = bool(tool_hit or gen) and bool(line.strip())
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    for i in nonblank[-3:]:
        keep[i] = True
    out, seen = [], set()
    for i, line in enumerate(lines):
        if keep[i] and line not in seen:
            seen.add(line)
            out.append(line)
    return out


def main():
    total_keep = total_out = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        text = open(path, encoding="utf-8").read()
        head, rest = text.split("\n-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "\n-- output --\n" + output + "-- keep --\n")
            f.write("".join(k + "\n" for k in keep))
        kb = sum(len(k.encode()) + 1 for k in keep)
        ob = len(output.encode())
        total_keep += kb
        total_out += ob
        print(f"{os.path.basename(path):48s} out={ob:6d} keep={kb:6d} lines={len(keep)}")
    print(f"TOTAL out={total_out} keep={total_keep} save={100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()

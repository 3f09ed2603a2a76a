#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh72 txtar from its output.

The rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py
A keep line is an exact output line with ANSI escapes and trailing blanks
removed, listed once (first occurrence), in output order.
"""
import glob
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# General rule: any line stating an error, failure, warning, exception, panic.
GENERAL = re.compile(r"(?i)(error|fail|panic|exception|traceback|fatal|warning|warn\b)")
# A location of the project's own code: relative path or path under the project root.
PROJ_LOC = re.compile(r"(^|[\s(])((/home/dev/work/[^\s:()]+)|([A-Za-z_][\w./-]*))\.(py|go|rs|ts|js|mjs)[:(]\d+")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    # data tools first: a grep over _pytest is a grep; "cargo test" contains "go test"
    for key in ["grep", "curl", "git status", "git ", "pytest", "mypy", "flake8", "pylint", "jest",
                "vitest", "mocha", "webpack", "esbuild", "eslint", "tsc", "clippy", "cargo",
                "staticcheck", "go test", "go vet"]:
        if key in c:
            return {"git ": "gitlog", "go test": "gotest", "go vet": "govet", "git status": "gitstatus",
                    "clippy": "cargo"}.get(key, key)
    return "other"


def not_dependency(line):
    return "node_modules" not in line and "node:internal" not in line and "/usr/lib/" not in line \
        and "/usr/local/go/" not in line and "/rustc/" not in line


# ---------------------------------------------------------------- per tool
def r_pytest(lines, i, l, st):
    if re.match(r"^(FAILED|ERROR|XPASS) ", l):
        return True
    if re.match(r"^E\s", l) or re.match(r"^>\s", l):
        return True
    if re.match(r"^_{3,} .* _{3,}$", l):          # failing test / collection error headers
        return True
    if re.search(r"\s(FAILED|ERROR)(\s+\[|$)", l):  # -v rows of failing tests
        return True
    if re.match(r"^[\w./-]+\.py:\d+: ", l) or re.match(r"^/home/dev/work/\S+\.py:\d+: ", l):
        return True
    if re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|deselected)\b.* in [\d.]+s.* =+$", l):
        return True
    if re.match(r"^\d+ (passed|failed|error)", l) or re.match(r"^!{3,} .* !{3,}$", l):
        return True
    if re.match(r"^collected \d+ items? / \d+ error", l):
        return True
    return False


MYPY_ERR = re.compile(r"^\S+\.py:\d+(:\d+)?: (error|note):")


def r_mypy(lines, i, l, st):
    if MYPY_ERR.match(l) or re.match(r"^(Found \d+ error|Success:)", l):
        st["cont"] = bool(MYPY_ERR.match(l))
        return True
    # --pretty wraps a message onto following unindented lines
    if st.get("cont") and l and not l[0].isspace():
        return True
    st["cont"] = False
    return False


def r_flake8(lines, i, l, st):
    return bool(re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l) or re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l))


def r_pylint(lines, i, l, st):
    return bool(re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", l) or l.startswith("************* Module")
                or "Your code has been rated" in l)


def r_jest(lines, i, l, st):
    if re.match(r"^FAIL ", l) or re.match(r"^\s*●", l) or re.match(r"^\s*✕", l):
        return True
    if re.match(r"^\s*(Expected|Received)( length| value| substring)?:", l):
        return True
    if re.match(r"^\s*- Expected|^\s*\+ Received", l):
        st["diff"] = True
        return True
    if st.get("diff"):
        if re.match(r"^\s*[-+] ", l) or re.match(r"^\s*[-+]\s*$", l) and l.strip():
            return True
        if l.strip() and not re.match(r"^\s+[ -+]", l):
            st["diff"] = False
    if re.match(r"^\s*>\s+\d+ \|", l):
        return True
    if re.match(r"^\s+at .*\(?[\w./-]+\.(js|ts):\d+:\d+\)?$", l) and not_dependency(l):
        return True
    if re.match(r"^(Tests|Test Suites|Snapshots):", l):
        return True
    return False


def r_vitest(lines, i, l, st):
    s = l.strip()
    if s.startswith("FAIL ") or s.startswith("×") or s.startswith("→"):
        return True
    if s.startswith("❯") and ("failed" in s or re.search(r"\.(ts|js):\d+:\d+", s) or ">" in s):
        return True
    if re.match(r"^(- Expected|\+ Received)$", s):
        st["diff"] = True
        return True
    if st.get("diff"):
        if re.match(r"^[-+] ", l):
            return True
        if s and not re.match(r"^[-+]", l):
            st["diff"] = False
    if re.match(r"^(Test Files|Tests)\s", s):
        return True
    if re.match(r"^\w*(Error|Exception)\b", s):
        return True
    return False


def r_mocha(lines, i, l, st):
    s = l.strip()
    if re.match(r"^\d+ (passing|failing|pending)", s):
        return True
    if re.match(r"^\d+\) ", s):                 # failure header: suite name ...
        st["title"] = True
        return True
    if st.get("title") and s:                       # ... and the failing test's title
        st["title"] = False
        if s.endswith(":"):
            return True
    if s == "+ actual - expected" or s == "+ expected - actual":
        st["diff"] = True
        return True
    if st.get("diff"):
        if re.match(r"^[-+]", s) and len(s) > 1:
            return True
        if s.startswith("at "):
            st["diff"] = False
    if s.startswith("at ") and re.search(r"[\w./-]+\.js:\d+:\d+", s) and not_dependency(s):
        return True
    return False


def r_tsc(lines, i, l, st):
    return bool(re.match(r"^\S+\(\d+,\d+\): error TS\d+", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+", l)
                or re.match(r"^Found \d+ errors?", l))


def r_webpack(lines, i, l, st):
    s = l.strip()
    if re.match(r"^(ERROR|WARNING) in ", l) or s.startswith("[tsl] ERROR") or re.match(r"^TS\d+:", s):
        return True
    if s.startswith("Module not found:") or s.startswith("Module build failed") or re.match(r"^webpack [\d.]+ compiled", l):
        return True
    return False


def r_esbuild(lines, i, l, st):
    s = l.strip()
    if re.match(r"^[✘▲X!] \[(ERROR|WARNING)\]", s):
        st["loc"] = True
        return True
    if st.get("loc") and re.match(r"^\S+:\d+:\d+:$", s):
        st["loc"] = False
        return True
    if re.match(r"^\d+ (errors?|warnings?)", s):
        return True
    return False


def r_eslint(lines, i, l, st):
    if re.match(r"^/\S+\.(js|ts|mjs|cjs)$", l):         # stylish file header
        return True
    if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):   # stylish row
        return True
    if re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):  # unix row
        return True
    if re.search(r"\d+ problems? \(", l) or re.match(r"^\d+ problems?$", l) or "potentially fixable" in l:
        return True
    return False


def r_cargo(lines, i, l, st):
    s = l.strip()
    if re.match(r"^(error|warning)(\[\w+\])?: ", l) or re.match(r"^\S+:\d+:\d+: (error|warning)", l):
        return True
    if re.match(r"^-->\s\S+:\d+:\d+", s) and not_dependency(s):
        return True
    if re.match(r"^\d*\s*\|[\s|]*\^+ \S", s):               # primary span label
        return True
    if re.match(r"^test \S+ \.\.\. FAILED", l) or re.match(r"^---- \S+ stdout ----", l):
        return True
    if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
        st["panic"] = True
        return True
    if st.get("panic"):
        if s and not s.startswith("note:") and not s.startswith("----") and not s.startswith("failures:"):
            return True
        st["panic"] = False
    if re.match(r"^failures:$", l):
        st["flist"] = True
        return True
    if st.get("flist"):
        if re.match(r"^    \S+$", l):
            return True
        if s:
            st["flist"] = False
    if l.startswith("test result:") or re.match(r"^\s+`--\S+", l) or re.match(r"^\s+`--(lib|test \S+)`$", l):
        return True
    return False


def r_gotest(lines, i, l, st):
    s = l.strip()
    if re.match(r"^\s*--- FAIL:", l) or re.match(r"^FAIL\b", l) or s.startswith("panic:"):
        return True
    if re.match(r"^\s+\S+_test\.go:\d+: ", l):
        return True
    if re.match(r"^\S+\.go:\d+:\d+: ", l) or l.startswith("# "):
        return True
    if re.search(r"/home/dev/work/\S+\.go:\d+", l):
        return True
    return False


def r_gotest_json(lines, i, l, st):
    try:
        ev = json.loads(l)
    except ValueError:
        return r_gotest(lines, i, l, st)
    if ev.get("Action") == "fail":
        return True
    out = ev.get("Output")
    if out is not None:
        o = out.rstrip("\n")
        return r_gotest(lines, i, o, st) or bool(GENERAL.search(o))
    return False


def r_govet(lines, i, l, st):
    return bool(re.match(r"^\S+\.go:\d+:\d+: ", l) or l.startswith("# "))


def r_staticcheck(lines, i, l, st):
    return bool(re.match(r"^\S+\.go:\d+:\d+: ", l))


def r_gitstatus(lines, i, l, st):
    if re.match(r"^(On branch|HEAD detached|Your branch|## )", l):
        return True
    if re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
        return True
    if l.startswith("\t"):
        return True
    if re.match(r"^[ MADRCU?!]{2} \S", l):
        return True
    return False


def r_gitlog(lines, i, l, st):
    if re.match(r"^commit [0-9a-f]{7,}", l):
        st["subj"] = True
        return True
    if st.get("subj") and re.match(r"^    \S", l):
        st["subj"] = False
        return True
    if l.startswith("diff --git ") or re.match(r"^(new|deleted) file mode", l) or l.startswith("rename "):
        return True
    if re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
        return True
    return False


def r_grep(lines, i, l, st):
    # every hit the agent asked for; "binary file matches" notices are left out
    return bool(re.match(r"^[^:\s][^:]*:\d+:", l))


def r_curl(lines, i, l, st):
    s = l.strip()
    if re.match(r"^(< )?HTTP/[\d.]+ \d{3}", l):
        st["code"] = int(re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l).group(2))
        st["inhdr"] = True
        return True
    if re.match(r"^(< )?Location: ", l, re.I) or s.startswith("curl: ("):
        return True
    if st.get("inhdr") and (s == "" or s == "<"):
        st["inhdr"] = False
        return False
    if st.get("code", 0) >= 400 and not st.get("inhdr") and s:
        if re.match(r"^[*<>{}]", l) or "% Total" in l or "Dload" in l or "--:--:--" in l:
            return False
        return True
    return False


RULES = {"pytest": r_pytest, "mypy": r_mypy, "flake8": r_flake8, "pylint": r_pylint, "jest": r_jest,
         "vitest": r_vitest, "mocha": r_mocha, "tsc": r_tsc, "webpack": r_webpack, "esbuild": r_esbuild,
         "eslint": r_eslint, "cargo": r_cargo, "gotest": r_gotest, "govet": r_govet,
         "staticcheck": r_staticcheck, "gitstatus": r_gitstatus, "gitlog": r_gitlog, "grep": r_grep,
         "curl": r_curl}
# tools whose output is data (diffs, file contents): the general word rule does not apply
NO_GENERAL = {"gitlog", "grep", "gitstatus"}


def keep_lines(cmd, output):
    tool = tool_of(cmd)
    rule = RULES.get(tool, lambda *a: False)
    if tool == "gotest" and "-json" in cmd:
        rule = r_gotest_json
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(x) for x in raw]
    st = {}
    picked = []
    for i, l in enumerate(lines):
        hit = rule(lines, i, l, st)
        if not hit and tool not in NO_GENERAL and l.strip() and GENERAL.search(l):
            hit = True
        if hit and l.strip():
            picked.append(i)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    picked = sorted(set(picked) | set(nonblank[-3:]))
    out, seen = [], set()
    for i in picked:
        if lines[i] not in seen:
            seen.add(lines[i])
            out.append(lines[i])
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        text = open(path, encoding="utf-8", newline="").read()
        head, rest = text.split("\n-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh113 *.txtar from its output.

The rules were written before any reducer output was looked at.  A keep line
is an exact output line with ANSI escapes and trailing blanks removed; each
distinct line is listed once, in output order.  Blank lines and lines with an
embedded carriage return (curl's progress meter) are never keep lines.

Run:  python3 keeprules.py   (rewrites the keep section of every file here)
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# generic "something went wrong" words, used for test/lint/build tools only
BAD = re.compile(
    r"\b(errors?|fail|failed|failures?|failing|panic|panicked|exceptions?|"
    r"traceback|warnings?|fatal|assertionerror|assertion|[a-z]*error)\b", re.I)
# rows of tests that passed / progress / skipped: never kept by the generic rule
PASSROW = re.compile(
    r"(\bPASSED\b|^\s*✓|^\s*✔|\.\.\. ok$|^\s*--- PASS|^=== RUN|^=== PAUSE|^=== CONT|"
    r"^ok\s+\d+ - |^\s*○ skipped|^\s*↓)")
# a project-relative file:line location (no leading slash, not node_modules)
PROJLOC = re.compile(r"(^|[\s(])(?!/)(?!node_modules)[\w.\-]+(/[\w.\-]+)*\.(py|ts|js|rs|go)[:(]\d+")


def tool_of(cmd):
    """Tool = the leading program of the command (after `cd DIR &&`, env
    assignments, `touch ... &&`, `npx` and `python3 -m`)."""
    c = cmd.split("&&", 1)[1] if cmd.startswith("cd ") and "&&" in cmd else cmd
    c = re.sub(r"^\s*touch \S+ &&", "", c).strip()
    words = [w for w in c.split() if not re.match(r"^[A-Z_]+=", w)]
    if words and words[0] == "npx":
        words = words[1:]
    if words[:2] == ["python3", "-m"]:
        words = words[2:]
    first = words[0] if words else ""
    if first == "git" and len(words) > 1:
        return {"status": "gitstatus", "diff": "gitdiff", "log": "gitlog", "show": "gitlog"}.get(words[1], "other")
    if first in ("go", "staticcheck"):
        return "go"
    known = {"pytest", "mypy", "flake8", "pylint", "jest", "vitest", "mocha", "tsc", "webpack",
             "esbuild", "eslint", "cargo", "grep", "curl"}
    return first if first in known else "other"


def clean(line):
    return ANSI.sub("", line).rstrip()


def rules_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l
        if PASSROW.search(s):
            continue
        if re.match(r"^(FAILED|ERROR) ", s) or re.match(r"^E\s", s) or s.startswith(">"):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", s):          # failure / error section header
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|errors?|no tests ran)\b.* =+$", s) or \
                re.match(r"^\d+ (passed|failed|errors?)", s):
            keep.add(i)
        elif re.match(r"^!+ .* !+$", s):
            keep.add(i)
        elif re.match(r"^(?!/)[\w./\-]+\.py:\d+:", s):    # project traceback location
            keep.add(i)
        elif "::" in s and re.search(r"\b(FAILED|ERROR)\b", s):
            keep.add(i)
        elif re.match(r"^(ImportError|ModuleNotFoundError|SyntaxError)|^ERROR collecting", s):
            keep.add(i)
    return keep


def rules_lint_py(lines, tool):
    keep = set()
    for i, s in enumerate(lines):
        if tool == "mypy" and re.search(r": (error|note|warning):|^Found \d+ error|^Success:", s):
            keep.add(i)
        if tool == "flake8" and (re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", s) or re.match(r"^\d+\s+[A-Z]\d+ ", s)):
            keep.add(i)
        if tool == "pylint" and (re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", s)
                                 or s.startswith("************* Module")
                                 or "Your code has been rated" in s):
            keep.add(i)
    return keep


def rules_js_test(lines, tool):
    keep = set()
    in_failures = False
    depth_close = None
    json_mode = tool == "mocha" and lines and lines[0].strip() == "{"
    for i, s in enumerate(lines):
        st = s.strip()
        if PASSROW.search(s):
            continue
        if tool == "mocha" and st.startswith('"failures": ['):
            in_failures = True
            depth_close = s[: len(s) - len(s.lstrip())] + "]"
            continue
        if tool == "mocha" and in_failures and (s == depth_close or s == depth_close + ","):
            in_failures = False
            continue
        if tool == "mocha" and in_failures:
            if re.match(r'^"(fullTitle|message|file)":', st) or (st.startswith('"stack":')):
                keep.add(i)
            continue
        if tool == "mocha" and re.match(r'^"(suites|tests|passes|pending|failures)": \d+', st):
            keep.add(i)
            continue
        if re.match(r"^(FAIL|PASS)\s", st) and st.startswith("FAIL"):
            keep.add(i)
        elif st.startswith("●") or st.startswith("✕") or st.startswith("×") or st.startswith("❯"):
            keep.add(i)
        elif re.match(r"^(Expected|Received)\b", st) or re.match(r"^[-+] ", st) or st in ("- Expected", "+ Received"):
            keep.add(i)
        elif re.match(r"^>\s*\d+\s*\|", st):
            keep.add(i)
        elif re.match(r"^at ", st) and PROJLOC.search(st) and "node_modules" not in st and "node:internal" not in st:
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Test Files|Snapshots):", st) or re.match(r"^\d+ (passing|failing|pending)", st):
            keep.add(i)
        elif re.match(r"^\d+\) ", st):
            keep.add(i)
        elif BAD.search(s) and not st.startswith("The CJS build") and not json_mode:
            keep.add(i)
    return keep


def rules_build_js(lines, tool):
    keep = set()
    for i, s in enumerate(lines):
        st = s.strip()
        if tool == "tsc" and re.search(r"error TS\d+", s):
            keep.add(i)
        elif tool == "webpack" and (re.search(r"\b(ERROR|WARNING) in\b", s) or re.match(r"^TS\d+:", st)
                                    or re.search(r"compiled (with|successfully)", s)):
            keep.add(i)
        elif tool == "esbuild" and (re.search(r"\[(ERROR|WARNING)\]", s) or re.match(r"^\S+\.\w+:\d+:\d+:$", st)
                                    or re.match(r"^\d+ (errors?|warnings?)", st)):
            keep.add(i)
        elif tool == "eslint":
            if re.match(r"^/\S+\.(ts|js)$", s) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+", lines[i + 1]):
                keep.add(i)                                  # stylish file header with findings
            elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", s):
                keep.add(i)
            elif re.match(r"^\S+:\d+:\d+: ", s):             # unix formatter
                keep.add(i)
            elif st.startswith("✖") or re.match(r"^\d+ problems?", st):
                keep.add(i)
            elif st.startswith("not ok") or re.match(r"^(- )?(message|ruleId): ", st):
                keep.add(i)
    return keep


def rules_cargo(lines):
    keep = set()
    final_failures = False
    for i, s in enumerate(lines):
        st = s.strip()
        if PASSROW.search(s):
            continue
        if st == "failures:":
            # the second "failures:" block is the list of failing test names
            final_failures = any(l.strip() == "failures:" for l in lines[:i])
            continue
        if final_failures and re.match(r"^    \S+$", s):
            keep.add(i)
            continue
        if st.startswith("test result:") or re.match(r"^(error|warning)(\[\w+\])?:", s):
            keep.add(i)
        elif re.match(r"^\s*--> ", s) and "/rustc/" not in s:
            keep.add(i)
        elif re.match(r"^test \S+ \.\.\. FAILED", s) or re.match(r"^---- \S+ stdout ----$", s):
            keep.add(i)
        elif "panicked at" in s:
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)                               # the panic message
        elif re.match(r"^\s*(left|right):", s) or st.startswith("assertion"):
            keep.add(i)
        elif re.match(r"^\s*at \./src/", s) or re.match(r"^\s*\d+: apiary::", s):
            keep.add(i)                                       # project backtrace frames
        elif re.match(r"^\s*(Running|Doc-tests)", s) and False:
            keep.add(i)
    return keep


def rules_go(lines, json_mode):
    keep = set()
    if json_mode:
        for i, s in enumerate(lines):
            if '"Action":"fail"' in s or '"Action":"build-fail"' in s or '"Action":"build-output"' in s:
                keep.add(i)
            elif '"Output":' in s and re.search(r'--- FAIL|FAIL\\t|panic:|_test\.go:\d+:|setup failed|\.go:\d+:\d+:', s):
                keep.add(i)
        return keep
    cont_indent = None
    for i, s in enumerate(lines):
        ind = len(s) - len(s.lstrip())
        if cont_indent is not None:
            if s.strip() and ind > cont_indent:
                keep.add(i)
                continue
            cont_indent = None
        if PASSROW.search(s):
            continue
        if re.match(r"^\t/", s) and "/home/dev/work/" not in s:
            continue                                          # runtime / stdlib frame location
        if re.match(r"^(created by |goroutine |[\w./*()]+\(.*\)$)", s) and "example.org/morsekey" not in s:
            continue                                          # runtime / stdlib frame function
        if re.match(r"^\s*--- FAIL", s) or re.match(r"^FAIL\b", s) or re.match(r"^ok\s+\S+", s):
            keep.add(i)
        elif re.match(r"^\s+\w+\.go:\d+: ", s):              # t.Errorf / t.Fatalf location + message
            keep.add(i)
            cont_indent = ind
        elif s.startswith("panic:") or s.startswith("# "):
            keep.add(i)
        elif re.match(r"^\S+\.go:\d+:\d+: ", s) or re.match(r"^vet: ", s):
            keep.add(i)
        elif "example.org/morsekey" in s and not s.startswith(("ok", "?")) and "(" in s:
            keep.add(i)                                       # project stack frame function
        elif re.match(r"^\s+/home/dev/work/\S+\.go:\d+", s):
            keep.add(i)                                       # project stack frame location
        elif BAD.search(s) and not s.startswith("?"):
            keep.add(i)
    return keep


def rules_git(lines, tool):
    keep = set()
    for i, s in enumerate(lines):
        if tool == "gitstatus":
            if re.match(r"^(On branch|HEAD detached|Your branch|Changes to be committed|Changes not staged|"
                        r"Untracked files|Unmerged paths|nothing to commit|no changes added)", s):
                keep.add(i)
            elif s.startswith("\t"):
                keep.add(i)
            elif re.match(r"^([ MADRCU?!]{2}) \S", s) or s.startswith("## "):
                keep.add(i)
        else:
            if re.match(r"^commit [0-9a-f]{7,}", s):
                keep.add(i)
                # subject: first non-blank indented line after the Date: line
                j = i + 1
                while j < len(lines) and not lines[j].startswith("Date:"):
                    j += 1
                j += 1
                while j < len(lines) and not lines[j].strip():
                    j += 1
                if j < len(lines) and lines[j].startswith("    "):
                    keep.add(j)
            elif re.match(r"^(diff --git|new file mode|deleted file mode|rename from|rename to|similarity index)", s):
                keep.add(i)
            elif re.match(r"^ \S.* \| +(\d+|Bin)", s) or re.match(r"^ \d+ files? changed", s):
                keep.add(i)
            elif tool == "gitdiff" and (s.startswith("@@") or (s[:1] in "+-" and s)):
                keep.add(i)                                   # git diff: the changes themselves
            elif tool == "gitlog" and (s.startswith("--- ") or s.startswith("+++ ")):
                keep.add(i)
    return keep


def rules_grep(lines):
    return {i for i, s in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", s)}


def rules_curl(lines):
    keep = set()
    status = 0
    in_headers = False
    for i, s in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", s)
        if m:
            keep.add(i)
            status = int(m.group(2))
            in_headers = True
            continue
        if in_headers and s.strip() in ("", "<"):
            in_headers = False
            continue
        if re.match(r"^(< )?Location:", s, re.I) or s.startswith("curl: ("):
            keep.add(i)
            continue
        is_meta = s[:2] in ("< ", "> ", "* ", "{ ", "} ") or s in ("<", ">") or re.match(r"^\s*(% Total|Dload|\d+\s+\d+)", s)
        if status >= 400 and not is_meta and s.strip() and not in_headers:
            keep.add(i)                                       # error body line
    return keep


def derive(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    if tool == "pytest":
        keep = rules_pytest(lines)
    elif tool in ("mypy", "flake8", "pylint"):
        keep = rules_lint_py(lines, tool)
        if tool == "pylint":
            keep |= {i for i, s in enumerate(lines) if BAD.search(s) and not s.startswith("|") and re.match(r"^\S+:\d+", s)}
    elif tool in ("jest", "vitest", "mocha"):
        keep = rules_js_test(lines, tool)
    elif tool in ("tsc", "webpack", "esbuild", "eslint"):
        keep = rules_build_js(lines, tool)
    elif tool == "cargo":
        keep = rules_cargo(lines)
    elif tool == "go":
        keep = rules_go(lines, "-json" in cmd)
    elif tool in ("gitstatus", "gitdiff", "gitlog"):
        keep = rules_git(lines, tool)
    elif tool == "grep":
        keep = rules_grep(lines)
    elif tool == "curl":
        keep = rules_curl(lines)
    else:
        keep = {i for i, s in enumerate(lines) if BAD.search(s)}
    # always: the last three non-blank lines
    nb = [i for i, s in enumerate(lines) if s.strip()]
    keep |= set(nb[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        s = lines[i]
        if not s.strip() or "\r" in s or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        text = open(path, encoding="utf-8", newline="").read()
        head, rest = text.split("\n-- output --\n", 1)
        k = rest.rfind("-- keep --\n")
        output = rest[:k]
        cmd = head.split("\n")[0][len("cmd: "):]
        keep = derive(cmd, output)
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in keep))


if __name__ == "__main__":
    main()

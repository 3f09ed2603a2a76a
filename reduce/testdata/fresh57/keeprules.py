#!/usr/bin/env python3
"""Derive the keep lists of the fresh57 set from the recorded outputs.

Written from scratch for this set. Usage: python3 keeprules.py [--write]
Each .txtar in this folder is read; its keep section is computed from the
command and the output by the per-tool rules below, plus the generic rule
"the last three non-blank lines". With --write the keep sections are
rewritten; without it the keep lists are printed.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    out = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_code = int(re.search(r"^exit: (\d+)$", head, re.M).group(1))
    return text, head, cmd, exit_code, out


# ---------------------------------------------------------------- helpers

def is_project_path(s):
    return not ("/usr/" in s or "node_modules" in s or "/rustc/" in s
                or "node:internal" in s or "/go/src/" in s)


# ---------------------------------------------------------------- pytest

PY_BANNER = re.compile(r"^=+ (FAILURES|ERRORS|short test summary info|warnings summary) =+$")
PY_SECTION = re.compile(r"^_{3,} (.+?) _{3,}$")
PY_COUNTS = re.compile(r"\b\d+ (failed|passed|error|errors|skipped|deselected)\b")


def pytest_rules(lines):
    keep = []
    for ln in lines:
        s = ln
        if PY_BANNER.match(s):
            continue
        if PY_SECTION.match(s):          # names the failing test / collection error
            keep.append(s)
            continue
        if re.match(r"^E\s", s) or re.match(r"^>\s", s):
            keep.append(s)
            continue
        if re.match(r"^(FAILED|ERROR) ", s):
            keep.append(s)
            continue
        if re.search(r"::\S+ (FAILED|ERROR)\b", s):
            keep.append(s)
            continue
        # location lines: path.py:N: ... (tb short/long/line), project files only
        m = re.match(r"^(\S+\.py):\d+:", s)
        if m and is_project_path(m.group(1)):
            keep.append(s)
            continue
        if re.match(r"^file \S+\.py, line \d+$", s) and is_project_path(s):
            keep.append(s)
            continue
        if re.match(r"^(ImportError|ModuleNotFoundError|SyntaxError)\b.*", s) or s.startswith("ImportError while"):
            keep.append(s)
            continue
        if re.search(r"Interrupted: .*error", s) or re.search(r"stopping after \d+ failures", s):
            keep.append(s)
            continue
        if re.match(r"^collected .*\d+ error", s):
            keep.append(s)
            continue
        if PY_COUNTS.search(s) and (s.startswith("=") or re.match(r"^\d+ ", s)):
            keep.append(s)
            continue
    return keep


# ---------------------------------------------------------------- python linters

def mypy_rules(lines):
    keep = []
    prev_err = False
    for s in lines:
        if re.match(r"^\S+\.py:\d+: (error|note):", s):
            keep.append(s)
            prev_err = True
            continue
        # --pretty wraps the message; the wrapped tail is still the message
        if prev_err and s and not s.startswith(" ") and not re.match(r"^\S+\.py:", s) and not s.startswith("Found"):
            keep.append(s)
            continue
        prev_err = False
        if re.match(r"^(Found \d+ errors?|Success:)", s):
            keep.append(s)
    return keep


def flake8_rules(lines):
    keep = []
    for s in lines:
        if re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", s):
            keep.append(s)
        elif re.match(r"^\d+\s+[A-Z]\d+ ", s) or re.match(r"^\d+$", s):
            keep.append(s)   # --statistics rows and --count total
    return keep


def pylint_rules(lines):
    keep = []
    for s in lines:
        if re.match(r"^\S+\.py:\d+(:\d+)?: ", s):
            keep.append(s)
        elif "rated at" in s:
            keep.append(s)
    return keep


# ---------------------------------------------------------------- go

def go_golden_diff(lines):
    """Lines that differ between a '--- got ---' dump and its '--- want ---' dump."""
    extra = []
    i = 0
    while i < len(lines):
        if lines[i].strip() == "--- got ---":
            got, want = [], []
            j = i + 1
            while j < len(lines) and lines[j].strip() != "--- want ---":
                got.append(lines[j]); j += 1
            k = j + 1
            ind = len(lines[i]) - len(lines[i].lstrip())
            while k < len(lines) and lines[k].startswith(" " * ind) and lines[k].strip() and not lines[k].lstrip().startswith("--- "):
                want.append(lines[k]); k += 1
            gs = list(got)
            for w in want:
                if w in gs:
                    gs.remove(w)
                else:
                    extra.append(w)
            ws = list(want)
            for g in got:
                if g in ws:
                    ws.remove(g)
                else:
                    extra.append(g)
            i = k
        else:
            i += 1
    return extra


def go_rules(lines, cmd):
    keep = []
    for idx, s in enumerate(lines):
        t = s.strip()
        if t.startswith("--- FAIL:"):
            keep.append(s)
        elif re.match(r"^\s+\S+_test\.go:\d+: ", s):
            keep.append(s)          # t.Errorf / t.Fatalf output
        elif re.match(r"^(panic|fatal error): ", s):
            keep.append(s)
        elif re.match(r"^\t/\S+\.go:\d+", s) and is_project_path(s):
            keep.append(s)          # project stack frame location
            if idx > 0:
                keep.append(lines[idx - 1])   # its function line
        elif re.match(r"^FAIL\b", s):
            keep.append(s)
        elif re.match(r"^(vet: )?\S+\.go:\d+:\d+: ", s):
            keep.append(s)          # compiler / vet / staticcheck diagnostics
        elif re.match(r"^\t(have|want) ", s):
            keep.append(s)
    keep += go_golden_diff(lines)
    return keep


# ---------------------------------------------------------------- cargo / rustc

def cargo_rules(lines):
    keep = []
    in_final_failures = False
    seen_failures_header = 0
    for idx, s in enumerate(lines):
        if re.match(r"^(error|warning)(\[[A-Z]\d+\])?: ", s) or re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", s):
            keep.append(s)
            continue
        m = re.match(r"^\s*--> (\S+)", s)
        if m and is_project_path(m.group(1)):
            keep.append(s)
            continue
        if re.match(r"^test \S+ \.\.\. FAILED$", s):
            keep.append(s)
            continue
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", s):
            keep.append(s)
            # panic message lines up to the backtrace / note
            j = idx + 1
            while j < len(lines) and lines[j] and not lines[j].startswith(("stack backtrace:", "note:")):
                keep.append(lines[j]); j += 1
            continue
        if re.match(r"^\s+at \./", s):
            keep.append(lines[idx - 1])     # project frame function line
            keep.append(s)
            continue
        if s == "failures:":
            seen_failures_header += 1
            in_final_failures = True
            continue
        if in_final_failures and seen_failures_header >= 2:
            if re.match(r"^    \S+$", s):
                keep.append(s)
                continue
        if s.startswith("test result:") and "FAILED" in s:
            keep.append(s)
            continue
        if not s:
            if seen_failures_header >= 2:
                in_final_failures = False
    return keep


# ---------------------------------------------------------------- javascript

def jest_rules(lines):
    keep = []
    after_bullet = False
    for idx, s in enumerate(lines):
        t = s.strip()
        if s.startswith("FAIL "):
            keep.append(s); continue
        if t.startswith("✕"):
            keep.append(s); continue
        if t.startswith("●"):
            keep.append(s); after_bullet = True; continue
        if after_bullet and t:
            keep.append(s); after_bullet = False; continue
        if re.match(r"^\s+(Expected|Received):", s):
            keep.append(s); continue
        if re.match(r"^\s+[-+] ", s) and not re.match(r"^\s+[-+] (Expected|Received|Snapshot)\s+[-+] \d+$", s):
            keep.append(s); continue
        m = re.match(r"^\s+at .*\((\S+):\d+:\d+\)$", s)
        if m and is_project_path(m.group(1)):
            keep.append(s); continue
        if re.match(r"^\s*› \d+ snapshots? (failed|obsolete)", s):
            keep.append(s); continue
        if re.match(r"^(Test Suites|Tests|Snapshots):\s", s) and ("failed" in s or "total" in s):
            keep.append(s); continue
    return keep


def vitest_rules(lines):
    keep = []
    in_diff = False
    for s in lines:
        t = s.strip()
        if re.match(r"^\s*❯ .*\(\d+ tests? \| \d+ failed\)", s) or re.match(r"^\s+❯ \S+ > ", s):
            keep.append(s); continue
        if t.startswith("→ ") or t.startswith("× "):
            keep.append(s); continue
        if s.startswith(" FAIL "):
            keep.append(s); continue
        if re.match(r"^(\w*Error|Error)\b.*: ", s):
            keep.append(s); continue
        if re.match(r"^[-+] (Expected|Received):?$", s):
            in_diff = True; continue
        m = re.match(r"^\s*❯ (\S+):\d+:\d+$", s)
        if m:
            in_diff = False
            if is_project_path(m.group(1)):
                keep.append(s)
            continue
        if in_diff and t:
            keep.append(s); continue
        if re.match(r"^\s*(Test Files|Tests|Snapshots)\s", s) and "failed" in s:
            keep.append(s); continue
        if re.match(r"^\s*(Test Files|Tests)\s", s):
            keep.append(s); continue
    return keep


def mocha_rules(lines):
    keep = []
    in_fail = False
    for idx, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^\s+\d+ (passing|failing|pending)", s):
            keep.append(s)
            if "failing" in s:
                in_fail = True
            continue
        if re.match(r"^\s+\d+\) ", s):
            keep.append(s)
            if in_fail and idx + 1 < len(lines) and lines[idx + 1].rstrip().endswith(":"):
                keep.append(lines[idx + 1])
            continue
        if not in_fail:
            continue
        if re.match(r"^\s*\w*Error\b", s):
            keep.append(s); continue
        if t in ("+ actual - expected", "+ expected - actual"):
            continue
        if re.match(r"^\s*[-+]\s*\S", s):
            keep.append(s); continue
        if t == "^":
            continue
        m = re.match(r"^\s+at .*\((\S+):\d+:\d+\)$", s)
        if m and is_project_path(m.group(1)):
            keep.append(s); continue
    return keep


def tsc_rules(lines):
    keep = []
    in_project_err = False
    for s in lines:
        m = re.match(r"^(\S+)\(\d+,\d+\): error TS\d+:", s)
        if m:
            keep.append(s)
            in_project_err = is_project_path(m.group(1))
            continue
        if re.match(r"^\s+\S", s) and in_project_err:
            keep.append(s); continue
        in_project_err = False
        if re.match(r"^Found \d+ errors?", s):
            keep.append(s)
    return keep


def webpack_rules(lines):
    keep = []
    in_ts = False
    for s in lines:
        t = s.strip()
        if s.startswith("ERROR in ") or s.startswith("WARNING in "):
            keep.append(s); in_ts = False; continue
        if t.startswith("[tsl] ERROR") or t.startswith("Module not found:"):
            keep.append(s); continue
        if re.match(r"^TS\d+: ", t):
            keep.append(s); in_ts = True; continue
        if in_ts and re.match(r"^\s+(Overload|Type|Property)\b", s):
            keep.append(s); continue
        if t.startswith("@ "):
            in_ts = False
            continue
        if re.search(r"\[\d+ errors?\]", s) or re.search(r"compiled with \d+ error", s):
            keep.append(s); continue
    return keep


def esbuild_rules(lines):
    keep = []
    for s in lines:
        t = s.strip()
        if t.startswith("✘ [ERROR]") or t.startswith("▲ [WARNING]"):
            keep.append(s)
        elif re.match(r"^\s+\S+\.(ts|js|mjs|tsx|json):\d+:\d+:$", s):
            keep.append(s)
        elif re.match(r"^\d+ (errors?|warnings?)", t):
            keep.append(s)
    return keep


def eslint_rules(lines):
    keep = []
    for s in lines:
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", s):
            keep.append(s)
        elif re.match(r"^/\S+\.(js|mjs|ts)$", s):
            keep.append(s)      # stylish file header: the rows below only carry line:col
        elif re.match(r"^\S+: line \d+, col \d+, (Error|Warning) - ", s):
            keep.append(s)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)", s):
            keep.append(s)
        elif re.match(r"^✖ \d+ problems?|^\d+ problems?", s.strip()):
            keep.append(s)
        elif "Oops! Something went wrong" in s or re.match(r"^No files matching", s):
            keep.append(s)
        elif "max-warnings" in s.lower():
            keep.append(s)
    return keep


# ---------------------------------------------------------------- git

def git_status_rules(lines):
    keep = []
    groups = {}
    entries = []
    for s in lines:
        m = re.match(r"^\?\? (\S+)$", s) or re.match(r"^\t(?!\()([^:]+)$", s)
        if m and ("??" in s[:2] or not re.match(r"^\t(modified|new file|deleted|renamed):", s)):
            path = m.group(1)
            folder = os.path.dirname(path)
            groups.setdefault(folder, []).append(s)
    for s in lines:
        t = s.strip()
        if s.startswith("On branch") or s.startswith("## "):
            keep.append(s); continue
        if s.startswith("Your branch"):
            keep.append(s); continue
        if re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", s):
            keep.append(s); continue
        if t.startswith("("):
            continue
        if re.match(r"^\t(modified|new file|deleted|renamed|both modified|typechange):", s):
            keep.append(s); continue
        if re.match(r"^[ MADRCU?]{2} ", s) and not s.startswith("??"):
            keep.append(s); continue
        # untracked entries: a lone file is kept; of a batch of >=5 files in one
        # folder only the first is kept (the batch is one fact)
        for folder, members in groups.items():
            if s in members:
                if len(members) < 5 or s == members[0]:
                    keep.append(s)
                break
        if s.startswith("nothing to commit") or s.startswith("no changes added"):
            keep.append(s)
    return keep


def git_history_rules(lines):
    keep = []
    want_subject = False
    for s in lines:
        if re.match(r"^commit [0-9a-f]{7,40}", s):
            keep.append(s); want_subject = True; continue
        if want_subject and s.startswith("    ") and s.strip():
            keep.append(s); want_subject = False; continue
        if s.startswith("diff --git ") or s.startswith("@@ ") or re.match(r"^(rename|new file|deleted file) ", s):
            keep.append(s); continue
        if re.match(r"^ \S.* \| +(\d+|Bin)", s):
            keep.append(s); continue
        if re.match(r"^ \d+ files? changed", s):
            keep.append(s); continue
    return keep


# ---------------------------------------------------------------- curl / grep

def curl_rules(lines):
    keep = []
    body = False
    status = None
    for s in lines:
        # header lines end in CR (they can never be keep lines themselves, but
        # they still mark where the body starts and which status it has)
        s = s.rstrip("\r").rstrip()
        if re.match(r"^\s*\d+\s+\d+\s+\d+\s+\d+\s", s) or "% Total" in s or "Dload" in s:
            continue  # progress meter
        if re.match(r"^(< )?HTTP/\d(\.\d)? \d{3}", s):
            keep.append(s)
            status = int(re.search(r" (\d{3})", s).group(1))
            body = False
            continue
        if re.match(r"^(< )?Location: ", s, re.I):
            keep.append(s); continue
        if re.match(r"^> (GET|POST|PUT|DELETE|HEAD|PATCH) ", s):
            keep.append(s); continue
        if re.match(r"^(< )?Content-Type: ", s, re.I):
            keep.append(s); continue
        if s in ("", "<") and status is not None:
            body = True
            continue
        if body and not s.startswith(("* ", "{ [", "< ", "> ")) and status is not None:
            if status >= 400:
                # error pages: the lines that carry the error text
                if re.search(r"error|Error|Traceback|File \"|not found|line \d+", s) or s.startswith("{"):
                    keep.append(s)
            elif status < 300:
                keep.append(s)        # the data the agent asked for (small)
    return keep


def grep_rules(lines, cmd):
    keep = []
    installed = "/usr/" in cmd
    seen_files = set()
    for s in lines:
        m = re.match(r"^([^:]+):\d+:", s)
        if not m:
            continue
        if installed:
            if m.group(1) not in seen_files:
                keep.append(s)   # one hit per file: where the symbol lives
            seen_files.add(m.group(1))
        else:
            keep.append(s)       # project search: every hit is the answer
    return keep


# ---------------------------------------------------------------- dispatch

def tool_of(cmd):
    c = cmd
    for prefix in ("RUST_BACKTRACE=0 ", "npx "):
        if c.startswith(prefix):
            c = c[len(prefix):]
    return c.split()[0] + (" " + c.split()[1] if c.split()[0] in ("go", "git", "cargo") else "")


def keep_for(cmd, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    if tool.startswith("pytest"):
        k = pytest_rules(lines)
    elif tool.startswith("mypy"):
        k = mypy_rules(lines)
    elif tool.startswith("flake8"):
        k = flake8_rules(lines)
    elif tool.startswith("pylint"):
        k = pylint_rules(lines)
    elif tool.startswith("go ") or tool.startswith("staticcheck"):
        k = go_rules(lines, cmd)
    elif tool.startswith("cargo"):
        k = cargo_rules(lines)
    elif tool.startswith("jest"):
        k = jest_rules(lines)
    elif tool.startswith("vitest"):
        k = vitest_rules(lines)
    elif tool.startswith("mocha"):
        k = mocha_rules(lines)
    elif tool.startswith("tsc"):
        k = tsc_rules(lines)
    elif tool.startswith("webpack"):
        k = webpack_rules(lines)
    elif tool.startswith("esbuild"):
        k = esbuild_rules(lines)
    elif tool.startswith("eslint"):
        k = eslint_rules(lines)
    elif tool == "git status":
        k = git_status_rules(lines)
    elif tool.startswith("git "):
        k = git_history_rules(lines)
    elif tool.startswith("curl"):
        k = curl_rules(lines)
    elif tool.startswith("grep"):
        k = grep_rules(lines, cmd)
    else:
        raise SystemExit("no rule for " + cmd)
    # generic: the last three non-blank lines
    tail = [l for l in lines if l.strip()][-3:]
    wanted = set(k) | set(tail)
    # output order, each line once, lines with a carriage return left out
    result, seen = [], set()
    for raw_line, l in zip(raw, lines):
        if "\r" in raw_line or not l.strip():
            continue
        if l in wanted and l not in seen:
            result.append(l)
            seen.add(l)
    return result


def main():
    write = "--write" in sys.argv
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(HERE, name)
        text, head, cmd, code, out = parse(path)
        keep = keep_for(cmd, out)
        if write:
            new = head + "-- output --\n" + out + "-- keep --\n" + "".join(l + "\n" for l in keep)
            open(path, "w", encoding="utf-8", newline="").write(new)
        else:
            print("==", name, len(keep))
            for l in keep:
                print("  ", l)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh107 *.txtar from its output.

The rules were fixed before any reducer was run on this set (none ever was
by the author). Run once:  python3 keeprules.py  (rewrites the keep sections
in place; the cmd/exit/output parts are left byte for byte as they are).

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order. On top of the
per-tool rules below, the last three non-blank lines of every output are kept.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# a location in the project's own files (not the toolchain, not node_modules)
SRC_EXT = r"(?:py|go|rs|js|ts|mjs|cjs|tsx|jsx)"
PROJ_LOC = re.compile(r"(?<![\w/.-])(?:\./|/home/dev/work/|file:///home/dev/work/)?"
                      r"(?!node_modules/|/usr/|/rustc/|node:)"
                      r"[\w.-]+(?:/[\w.-]+)*\." + SRC_EXT + r"(?::\d+|\(\d+,\d+\)|\", line \d+)")
FOREIGN = re.compile(r"node_modules/|/usr/lib/|/usr/local/go/|/rustc/|node:internal|site-packages|dist-packages|/\.cargo/registry/")

# generic words that state a problem
PROBLEM = re.compile(r"\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|exception|panic|panicked|traceback|fatal|assertionerror|falsifying)\b|"
                     r"\w+(Error|Exception)\b|✕|✘|×|✖|▲ \[WARNING\]", re.I)


def clean(line):
    return ANSI.sub("", line).rstrip()


def proj_loc(line):
    return bool(PROJ_LOC.search(line)) and not FOREIGN.search(line)


def tool_of(cmd):
    c = cmd
    for key, pat in [
        ("pytest", r"\bpytest\b"), ("mypy", r"\bmypy\b"), ("flake8", r"\bflake8\b"),
        ("pylint", r"\bpylint\b"), ("gotestjson", r"\bgo test\b.*-json"), ("gotest", r"\bgo test\b"),
        ("govet", r"\bgo vet\b"), ("cargotest", r"\bcargo test\b"), ("cargobuild", r"\bcargo build\b"),
        ("jest", r"\bjest\b"), ("vitest", r"\bvitest\b"), ("mocha", r"\bmocha\b"), ("eslint", r"\beslint\b"),
        ("tsc", r"\btsc\b"), ("esbuild", r"\besbuild\b"), ("webpack", r"\bwebpack\b"),
        ("gitstatus", r"\bgit status\b"), ("gitdiffstat", r"\bgit diff\b.*--stat"), ("gitdiff", r"\bgit diff\b"),
        ("gitlog", r"\bgit log\b"), ("gitshow", r"\bgit show\b"), ("grep", r"^grep\b"), ("curl", r"^curl\b"),
    ]:
        if re.search(pat, c):
            return key
    return "other"


# ---------------------------------------------------------------- per tool
def k_pytest(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^(PASSED|SKIPPED|XFAIL|XPASS) ", l) or re.search(r"::\S+ PASSED\b", l):
            continue                                            # passing rows
        if re.match(r"^E\s", l):                                # assertion / exception detail
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l) or re.search(r"::\S+(\[.*\])? (FAILED|ERROR)\b", l):
            keep.add(i)                                          # failing test ids
        elif re.match(r"^_{3,} .* _{3,}$", l):                   # failure section titles
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|deselected|no tests ran)\b.* =+$", l) \
                or re.match(r"^\d+ (passed|failed|error|errors|tests? collected)\b", s) \
                or re.match(r"^(!+ .* !+)$", l) or re.search(r"\b\d+ tests? collected\b", l):
            keep.add(i)                                          # summary / interruption lines
        elif re.match(r"^>\s", l):                               # failing source line (long tb)
            keep.add(i)
        elif re.match(r"^\s*\+\s+where ", l):                    # assertion introspection
            keep.add(i)
        elif proj_loc(l) and ("tests/" in l or "/home/dev/work/" in l or re.match(r"^[\w./-]+\.py:\d+", l)):
            keep.add(i)                                          # project frames / tb=line locations
        elif re.match(r"^\w+(Error|Exception|Warning)\b", s) or re.match(r"^[\w.]+\.(\w+Error|\w+Exception):", s):
            keep.add(i)                                          # exception lines (native tb)
        elif s.startswith("Falsifying example") or re.match(r"^(ERROR collecting|ImportError while importing)", s):
            keep.add(i)
        elif re.match(r"^_+ ERROR collecting", l):
            keep.add(i)
    # native tracebacks: the assertion detail printed under an exception line at column 0
    for i, l in enumerate(L):
        if re.match(r"^(AssertionError|[\w.]+Error):", l):
            j = i + 1
            while j < len(L) and L[j].strip() and L[j].startswith("  ") and not L[j].lstrip().startswith("File "):
                keep.add(j)
                j += 1
    # hypothesis falsifying example continuation (native tb prints it without E prefix)
    for i, l in enumerate(L):
        if l.strip().startswith("Falsifying example") and not l.startswith("E"):
            j = i + 1
            while j < len(L) and L[j].strip() and not L[j].startswith("="):
                keep.add(j)
                if L[j].strip() == ")":
                    break
                j += 1
    return keep


def k_mypy(L):
    keep = set()
    prev_err = False
    for i, l in enumerate(L):
        if re.search(r": error:", l) or re.search(r": note: In (function|member|class)", l) \
                or re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.add(i)
            prev_err = ": error:" in l
            continue
        if prev_err and l and not l.startswith(" "):            # --pretty wraps the message
            keep.add(i)
            continue
        prev_err = False
    return keep


def k_flake8(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^[\w./-]+\.py:\d+:", l) or re.match(r"^\d+\s+[A-Z]\d{3}\b", l) or re.match(r"^\d+$", l.strip()):
            keep.add(i)
    return keep


def k_pylint(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^[\w./-]+\.py:\d+", l) or l.startswith("************* Module") \
                or "Your code has been rated" in l:
            keep.add(i)
        elif re.match(r"^\|(error|warning|convention|refactor|fatal)\s*\|", l):
            keep.add(i)                                          # messages-by-category counts (--reports=y)
    return keep


def go_text_keep(l):
    s = l.strip()
    if re.match(r"^(=== RUN|=== PAUSE|=== CONT|--- PASS|--- SKIP|PASS$)", s):
        return False
    if s.startswith("--- FAIL") or s == "FAIL" or re.match(r"^FAIL\s", s) or re.match(r"^ok\s", s):
        return True
    if re.match(r"^(panic:|fatal error:|\[signal)", s) or "[build failed]" in s or "[setup failed]" in s:
        return True
    if re.match(r"^#\s", s):                                      # build/vet package header
        return True
    if re.match(r"^[\w./-]+_test\.go:\d+:", s):                  # t.Log/t.Error lines
        return True
    if re.match(r"^[\w./-]+\.go:\d+:\d+:", s):                   # compiler / vet diagnostics
        return True
    if proj_loc(l) and "/home/dev/work/" in l:                  # project frames in a goroutine trace
        return True
    return False


def k_gotest(L):
    keep = set()
    for i, l in enumerate(L):
        if go_text_keep(l):
            keep.add(i)
            # the function name line above a project frame in a trace
            if l.startswith("\t/home/dev/work/") and i > 0:
                keep.add(i - 1)
    return keep


def k_govet(L):
    return {i for i, l in enumerate(L) if go_text_keep(l)}


def k_gotestjson(L):
    keep = set()
    for i, l in enumerate(L):
        try:
            ev = json.loads(l)
        except ValueError:
            if l.strip() and go_text_keep(l):
                keep.add(i)
            continue
        act = ev.get("Action")
        if act == "fail":
            keep.add(i)
        elif act == "output":
            out = ev.get("Output", "").rstrip("\n")
            if go_text_keep(out) or (out.startswith("\t/home/dev/work/")):
                keep.add(i)
        elif act == "pass" and "Test" not in ev:
            keep.add(i)                                          # package-level result
    return keep


def k_cargobuild(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?:", s) or re.match(r"^[\w./-]+\.rs:\d+:\d+: (error|warning)", s):
            keep.add(i)
        elif re.match(r"^-->\s", s):
            keep.add(i)
    return keep


def k_cargotest(L):
    keep = k_cargobuild(L)
    last_test = None
    in_panic = False
    in_fail_list = 0
    for i, l in enumerate(L):
        s = l.strip()
        if l.startswith("test ") and " ... " in l:
            last_test = i
        if re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif s == "FAILED" and last_test is not None:
            keep.add(last_test)
            keep.add(i)
        if re.match(r"^thread '.*' \(\d+\) panicked at |^thread '.*' panicked at ", l):
            keep.add(i)
            in_panic = True
            continue
        if in_panic:
            if not s or s.startswith("stack backtrace:") or s.startswith("note:") or re.match(r"^test ", l) or s == "FAILED":
                in_panic = False
            else:
                keep.add(i)
                continue
        if re.match(r"^\s+at \./", l):                           # project frames in backtraces
            keep.add(i)
        if re.match(r"^test result:", l) or re.match(r"^error: (test failed|\d+ targets? failed)", l):
            keep.add(i)
        if l == "failures:":
            in_fail_list += 1
            continue
        if in_fail_list >= 1 and re.match(r"^    [\w:]+$", l):    # names in the failures: list
            keep.add(i)
        if re.match(r"^    `--(test|lib|bin)", l):
            keep.add(i)
    return keep


def k_jest(L):
    keep = set()
    block = None   # None | "fail" | "console"
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^\s*console\.(log|warn|error|info|debug)$", l):
            block = "console"
            continue
        if re.match(r"^(FAIL|PASS) ", l):
            block = None
            if l.startswith("FAIL"):
                keep.add(i)
            continue
        if re.match(r"^\s+● ", l):
            block = "fail"
            keep.add(i)
            continue
        if re.match(r"^(Tests|Test Suites|Snapshots):", l) or re.match(r"^ › \d+ snapshots? (failed|written|obsolete|updated)", l) \
                or re.search(r"\d+ snapshots? (failed|obsolete) from", l):
            keep.add(i)
            block = None
            continue
        if re.match(r"^\s+✕ ", l):
            keep.add(i)
            continue
        if block == "console":
            continue
        if block == "fail":
            if re.match(r"^\s*expect\(", l) or re.match(r"^\s*(Expected|Received)( value| length| substring| pattern| path)?:", l) \
                    or re.match(r"^\s*Snapshot name:", l) or re.match(r"^\s*[-+] ", l) or re.match(r"^\s*[-+]\s*$", l) \
                    or re.match(r"^\s*> \d+ \|", l) or re.search(r"\w+(Error|Exception)\b", l) \
                    or (re.match(r"^\s+at ", l) and proj_loc(l)) or "New snapshot was not written" in l:
                keep.add(i)
    return keep


def k_vitest(L):
    keep = set()
    in_detail = False
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^⎯+ Failed (Tests|Suites) \d+ ⎯+$", s):
            in_detail = True
            keep.add(i)
            continue
        if re.match(r"^(×|✗) ", s) or (re.match(r"^→ ", s) and i > 0 and re.match(r"^\s*(×|✗) ", L[i - 1])):
            keep.add(i)
            continue
        if re.match(r"^FAIL\s", s):
            keep.add(i)
            continue
        if re.match(r"^(Test Files|Tests|Errors)\s+\d", s) or re.match(r"^Test Files ", s) or re.match(r"^Tests ", s):
            keep.add(i)
            continue
        if in_detail:
            if re.search(r"\w*(Error|Exception)\b", s) and not s.startswith("❯") or re.match(r"^(Expected|Received):", s) \
                    or re.match(r"^[-+] ", s) or re.match(r"^❯ ", s) and proj_loc(s):
                keep.add(i)
    return keep


def k_mocha(L):
    keep = set()
    in_detail = False
    for i, l in enumerate(L):
        s = l.strip()
        if re.match(r"^\d+ (passing|failing|pending)\b", s):
            keep.add(i)
            if "failing" in s:
                in_detail = True
            continue
        if re.match(r"^(not ok \d+)", l) or re.match(r"^# (tests|pass|fail)\b", l) or re.match(r"^1\.\.\d+$", l):
            keep.add(i)
            if l.startswith("not ok"):
                in_detail = True
            continue
        if re.match(r"^ok \d+ ", l):
            in_detail = False
            continue
        if re.match(r"^\s*\d+\) ", l):                           # numbered failing test (spec list or detail header)
            keep.add(i)
            in_detail = in_detail or False
            # the nested title lines of a detail header end with ':'
            j = i + 1
            while j < len(L) and L[j].strip() and not re.match(r"^\s*\d+\) ", L[j]) and \
                    re.match(r"^\s{5,}\S", L[j]) and not re.search(r"Error|Expected|^\s*at ", L[j]):
                keep.add(j)
                if L[j].rstrip().endswith(":"):
                    break
                j += 1
            continue
        if in_detail:
            if re.search(r"\w+Error\b|AssertionError", s) or re.match(r"^[-+]\s", s) or re.match(r"^[-+]\S", s) \
                    or re.search(r"\s(!==|===|!=|==)\s", s) or (s.startswith("at ") and proj_loc(s)):
                keep.add(i)
    return keep


def k_eslint(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if not s:
            continue
        if re.match(r"^\d+:\d+\s+(error|warning)\s", s) or re.match(r"^/\S+\.(js|ts|mjs|cjs|tsx|jsx)$", s) \
                or re.match(r"^/\S+:\s*line \d+, col \d+", s) or re.match(r"^/\S+:\d+:\d+:", s) \
                or re.match(r"^✖ \d+ problems?", s) or re.match(r"^\d+ problems?", s) or "potentially fixable" in s:
            keep.add(i)
    return keep


def k_tsc(L):
    keep = set()
    prev = False
    for i, l in enumerate(L):
        if re.search(r"error TS\d+:", l) or re.match(r"^Found \d+ errors?", l.strip()):
            keep.add(i)
            prev = "error TS" in l
            continue
        if prev and l.startswith("  ") and l.strip():            # elaboration of the error
            keep.add(i)
            continue
        prev = False
    return keep


def k_esbuild(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if s.startswith("▲ [WARNING]") or s.startswith("✘ [ERROR]") or re.match(r"^\d+ (warnings?|errors?)( and \d+ (warnings?|errors?))?$", s):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.(ts|js|tsx|jsx|mjs):\d+:\d+:$", s) and i > 0 and \
                any(x in "".join(L[max(0, i - 2):i]) for x in ("[WARNING]", "[ERROR]")):
            keep.add(i)                                          # primary location of each message
    return keep


def k_webpack(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^(WARNING|ERROR) in ", l):
            keep.add(i)
            if i + 1 < len(L) and L[i + 1].strip():
                keep.add(i + 1)
        elif re.match(r"^webpack .*compiled", l):
            keep.add(i)
    return keep


def k_gitstatus(L):
    return {i for i, l in enumerate(L) if l.strip()}


def k_gitdiffstat(L):
    return {i for i, l in enumerate(L) if l.strip()}


def k_gitdiff(L):
    keep = set()
    for i, l in enumerate(L):
        if l.startswith("diff --git") or l.startswith("@@") or re.search(r"\[-.*?-\]|\{\+.*?\+\}", l) \
                or l.startswith("new file") or l.startswith("deleted file") or l.startswith("rename "):
            keep.add(i)
    return keep


def k_gitlog(L):
    return {i for i, l in enumerate(L) if re.search(r"\b[0-9a-f]{7,40}\b", l)}


def k_gitshow(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r"^(commit|tag) ", l) or re.match(r"^[AMDTU]\t", l) or re.match(r"^[RC]\d*\t", l) \
                or re.match(r"^Merge: ", l):
            keep.add(i)
        elif l.startswith("    ") and i > 0 and not L[i - 1].strip() and l.strip():
            keep.add(i)                                          # subject line
        elif l.strip() and i > 0 and not L[i - 1].strip() and i > 1 and L[i - 2].startswith("TaggerDate"):
            keep.add(i)                                          # tag message
    return keep


def k_grep(L):
    # grep -n: keep the hits (path:line:text); context lines (path-line-text) and '--' are left out
    return {i for i, l in enumerate(L) if re.match(r"^[^:\s]+:\d+:", l) or l.startswith("grep:")}


def k_curl(L):
    keep = set()
    status = None
    in_headers = False
    body = []
    for i, l in enumerate(L):
        s = l.strip()
        m = re.match(r"^(?:< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            status = int(m.group(1))
            keep.add(i)
            in_headers = True
            continue
        if re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
            continue
        if re.search(r"http_code=\d{3}", l):
            keep.add(i)
            status = int(re.search(r"http_code=(\d{3})", l).group(1))
            continue
        if in_headers:
            if re.match(r"^(< )?Location:", l, re.I):
                keep.add(i)
            if s in ("", "<"):
                in_headers = False
            continue
        if re.match(r"^[*<>{}] ", l) or l in ("*", ">", "<") or re.match(r"^\s*% Total|^\s*Dload|^\s*\d+\s+\d+\s+\d+\s+\d+", l) \
                or l.startswith("Note: "):
            continue
        if s:
            body.append(i)
    if status is not None and status >= 400:
        keep.update(body)
    return keep


RULES = {
    "pytest": k_pytest, "mypy": k_mypy, "flake8": k_flake8, "pylint": k_pylint, "gotest": k_gotest,
    "gotestjson": k_gotestjson, "govet": k_govet, "cargobuild": k_cargobuild, "cargotest": k_cargotest,
    "jest": k_jest, "vitest": k_vitest, "mocha": k_mocha, "eslint": k_eslint, "tsc": k_tsc, "esbuild": k_esbuild,
    "webpack": k_webpack, "gitstatus": k_gitstatus, "gitdiffstat": k_gitdiffstat, "gitdiff": k_gitdiff,
    "gitlog": k_gitlog, "gitshow": k_gitshow, "grep": k_grep, "curl": k_curl,
}

# tools whose output is a report about problems: the generic problem-word rule also applies,
# except on rows that report a pass
GENERIC = {"pytest", "mypy", "gotest", "govet", "cargobuild", "cargotest", "tsc", "esbuild", "webpack"}
PASS_ROW = re.compile(r"^\d{1,2}:\d{2}:\d{2} [AP]M - |^(PASSED |--- PASS|=== RUN|ok \d+ |\s*✓|\s*✔)|::\S+ PASSED\b|\.\.\. ok$|^test .* \.\.\. ok$")


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    L = [clean(l) for l in raw]
    tool = tool_of(cmd)
    keep = set(RULES.get(tool, lambda _: set())(L))
    if tool in GENERIC:
        for i, l in enumerate(L):
            if l.strip() and PROBLEM.search(l) and not PASS_ROW.search(l) and not FOREIGN.search(l) \
                    and not re.match(r"^panic\(\{", l):
                keep.add(i)
    nb = [i for i, l in enumerate(L) if l.strip()]
    keep.update(nb[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = L[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return tool, out


def parse_txtar(text):
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        text = open(path, encoding="utf-8").read()
        head, cmd, output = parse_txtar(text)
        tool, keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{os.path.basename(path):50s} {tool:12s} {len(keep):4d} keep lines")


if __name__ == "__main__":
    main()

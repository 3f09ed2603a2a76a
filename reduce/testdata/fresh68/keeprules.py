#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh68 *.txtar file from its output.

The rules were fixed before any reducer output was seen. Run once:
    python3 keeprules.py            (rewrites the keep sections in place)

A keep line is an exact output line with ANSI escapes and trailing blanks
removed. Each distinct line text is listed once, in output order.
Every file also keeps its last three non-blank lines.
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# --- generic patterns -------------------------------------------------------
ERRORISH = re.compile(
    r"\b(errors?|fail(ed|ing|ure|ures)?|panic(ked)?|exception|traceback|warnings?|warn|"
    r"assertion ?error|fatal|abort(ed)?|segmentation fault)\b|✘|✖|×|▲ \[WARNING\]",
    re.I,
)
SUMMARY = re.compile(
    r"\b\d+ (passed|failed|errors?|warnings?|problems?|tests?|passing|failing|pending|skipped|"
    r"deselected|xfailed|xpassed|snapshots?|suites?|files? changed|insertions?|deletions?)\b",
    re.I,
)
# rows that only report success or progress: never kept by the generic rules
PASS_ROW = re.compile(
    r"( PASSED\b|^PASSED |\bPASSED \[|✓|✔|^\s*--- PASS|^=== (RUN|PAUSE|CONT)|\.\.\. ok$|^ok \d+ - |^PASS |"
    r"^\s*running \d+ tests?$|^\s*Compiling |^\s*Checking |^\s*Fresh )"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd.strip())
    c = re.sub(r"^npx\s+", "", c)
    first = c.split()[0]
    if first == "git":
        sub = c.split()[1]
        return "git-" + sub
    if first == "go":
        return "go-" + c.split()[1]
    return first


# --- per-tool rules: return True if a (cleaned) line must be kept -------------

def keep_pytest(lines):
    keep = set()
    in_falsify = False
    for i, l in enumerate(lines):
        if in_falsify:
            keep.add(i)
            if l.strip() == ")" or not l.strip():
                in_falsify = False
            continue
        if re.match(r"^Falsifying example", l):
            keep.add(i)
            in_falsify = not l.rstrip().endswith(")")
            continue
        if PASS_ROW.search(l):
            continue
        if (l.startswith("E ") or l == "E"
                or re.match(r"^>\s", l)                                   # failing source line
                or re.match(r"^(FAILED|ERROR|XPASS) ", l)                  # short summary rows
                or re.match(r"^_{3,} .+ _{3,}$", l)                       # failure section header (test name)
                or re.match(r"^[\w./-]+\.py:\d+: \w", l)                  # location: file.py:N: ErrorType
                or re.match(r"^[\w./-]+\.py:\d+: in ", l)                 # traceback location in short tb
                or re.match(r"^=+ .* =+$", l) and SUMMARY.search(l)       # final summary line
                or re.match(r"^!+ .* !+$", l)                             # interrupted banner
                or re.match(r"^collected \d+ items?", l)
                or re.search(r" (FAILED|ERROR)( |$)", l)                  # -v failing rows
                or ERRORISH.search(l) and not re.match(r"^\s*(platform|rootdir|plugins|cachedir|hypothesis profile)", l)):
            keep.add(i)
    return keep


def keep_mypy(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r": error: ", l) or re.match(r"^(Found \d+ errors?|Success: )", l)}


def keep_flake8(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^[\w./-]+:\d+:\d+: [A-Z]+\d+ ", l)
            or re.match(r"^\d+\s+[A-Z]+\d+ ", l)           # --statistics rows
            or re.match(r"^\d+$", l)}                      # --count total


def keep_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^[\w./-]+:\d+:\d+: [CRWEF]\d{4}: ", l) or "rated at" in l}


def keep_tsc(lines):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+:", l) or re.match(r"^Found \d+ errors?", l):
            keep.add(i)
            in_err = True
        elif in_err and l.startswith("  ") and l.strip():
            keep.add(i)                                    # elaboration of the error
        else:
            in_err = False
    return keep


def keep_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^(ERROR|WARNING) in ", l) or "[tsl] ERROR" in l or "[tsl] WARNING" in l
                or re.match(r"^\s*TS\d+: ", l) or l.startswith("Module not found:")
                or re.match(r"^\s+Type '.*' is not assignable", l)
                or re.search(r"compiled (with|successfully)", l)):
            keep.add(i)
    return keep


def keep_esbuild(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^[✘▲] \[(ERROR|WARNING)\]", l)
            or re.match(r"^\s{4}[\w./-]+:\d+:\d+:$", l)            # location of each message
            or re.match(r"^\d+ (warnings?|errors?)( and \d+ errors?)?$", l)}


def keep_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^/\S+\.(js|ts|mjs|cjs|jsx|tsx)$", l)                  # stylish file header
                or re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l)           # stylish finding
                or re.match(r"^/\S+:\d+:\d+: .+\[(Error|Warning)/", l)        # unix finding
                or re.match(r"^not ok \d+ - ", l)                            # tap failing file
                or re.match(r"^\s+message: ", l)                             # tap finding text
                or re.match(r"^[✖✕] \d+ problems?", l)
                or re.match(r"^\d+ problems?$", l)):
            keep.add(i)
    return keep


def _diff_line(l):
    s = l.strip()
    return bool(re.match(r"^[-+](\s|\S)", s) and not re.match(r"^(--|\+\+)", s))


def keep_jest(lines):
    keep = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^FAIL ", l):
            keep.add(i); in_fail = True; continue
        if re.match(r"^PASS ", l):
            in_fail = False; continue
        if re.match(r"^(Tests|Test Suites|Snapshots|Time):", l):
            in_fail = False
            if not l.startswith("Time:"):
                keep.add(i)
            continue
        if PASS_ROW.search(l):
            continue
        if (s.startswith("● ") or re.match(r"^expect\(", s) or re.match(r"^(Expected|Received)[: ]", s)
                or re.match(r"^- Expected|^\+ Received|^› \d+ snapshots? failed", s)
                or re.match(r"^>\s*\d+ \|", s)                                   # code frame: failing line
                or re.match(r"^at .*\((tests?|src)/[^)]+:\d+:\d+\)$", s)         # project location
                or re.match(r"^✕ ", s)
                or (in_fail and _diff_line(l))
                or (in_fail and ERRORISH.search(l) and not re.match(r"^\d+ \|", s))):
            keep.add(i)
    return keep


def keep_vitest(lines):
    keep = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.search(r"⎯+ Failed Tests? \d+ ⎯+", s) or s.startswith("FAIL "):
            in_fail = True
        if re.match(r"^(Test Files|Tests|Snapshots)\s", s):
            keep.add(i); in_fail = False; continue
        if re.match(r"^(Start at|Duration)\s", s):
            continue
        if PASS_ROW.search(l):
            continue
        if (s.startswith("FAIL ") or s.startswith("× ") or re.match(r"^❯ \S+\.(test|spec)\.\w+ \(.*failed", s)
                or re.match(r"^(AssertionError|Error|TypeError|RangeError|ReferenceError)\b", s)
                or re.match(r"^- Expected|^\+ Received", s)
                or re.match(r"^❯ (tests?|src)/\S+:\d+:\d+$", s)                 # project location
                or (in_fail and _diff_line(l))
                or (in_fail and ERRORISH.search(l) and not re.match(r"^\d+\|", s))):
            keep.add(i)
    return keep


def keep_mocha(lines):
    keep = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\d+ failing", s):
            keep.add(i); in_fail = True; continue
        if re.match(r"^\d+ (passing|pending)", s):
            keep.add(i); continue
        if PASS_ROW.search(l):
            continue
        if re.match(r"^\d+\) ", s):
            keep.add(i)
            if in_fail and i + 1 < len(lines) and lines[i + 1].strip().endswith(":"):
                keep.add(i + 1)                                          # failing test title
            continue
        if (re.match(r"^(AssertionError|Error|TypeError|RangeError)\b", s)
                or re.match(r"^\+ (expected - actual|actual - expected)", s)
                or re.match(r"^\S.* (!==|===|!=|==) \S", s)                          # assert.equal detail
                or re.match(r"^at .*\((test|tests|src)/[^)]+:\d+:\d+\)$", s)
                or (in_fail and _diff_line(l))):
            keep.add(i)
    return keep


def keep_cargo(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if PASS_ROW.search(l):
            continue
        if (re.match(r"^(error|warning)(\[\w+\])?: ", l)
                or re.match(r"^\s*--> ", l)                                     # location
                or re.match(r"^\s*\d*\s*\|[\s|_]*[\^-][\s^|_-]*[A-Za-z`(]", l)  # labelled carets
                or re.search(r" \.\.\. FAILED$", l)
                or re.match(r"^---- .* stdout ----$", l)
                or re.match(r"^thread '.*' \(\d+\) panicked at |^thread '.*' panicked at ", l)
                or re.match(r"^assertion (`left == right`|`left != right`)? ?failed", l)
                or re.match(r"^\s*(left|right): ", l)
                or re.match(r"^test result: ", l)
                or re.match(r"^failures:$", l)
                or re.match(r"^    [\w:]+$", l) and i > 0 and any(x.startswith("failures:") for x in lines[max(0, i - 40):i])
                or re.match(r"^\s+at \./", l)                                      # backtrace: project frame
                or re.match(r"^\s+`.*`$", l) and any("target failed" in x or "targets failed" in x for x in lines[max(0, i - 5):i])):
            keep.add(i)
        elif i > 0 and re.match(r"^thread '.*panicked at ", lines[i - 1]) and s:
            keep.add(i)                                                      # panic message
    return keep


GO_LOC = re.compile(r"^\s*[\w./-]+\.go:\d+(:\d+)?: ")


def keep_go_text(lines):
    keep = set()
    for i, l in enumerate(lines):
        if PASS_ROW.search(l):
            continue
        if (re.match(r"^\s*--- FAIL: ", l) or GO_LOC.match(l)
                or re.match(r"^(FAIL|ok)\s", l) or l == "FAIL"
                or re.match(r"^panic: ", l) or re.match(r"^# ", l)
                or re.match(r"^\s+/home/dev/work/\S+\.go:\d+", l)              # project stack frame
                or re.match(r"^\?\s", l) is None and re.search(r"\[build failed\]|\[setup failed\]", l)):
            keep.add(i)
    return keep


def keep_go_json(lines):
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if l.strip():
                keep.add(i)                          # non-JSON line (build output) is an error message
            continue
        act, out = ev.get("Action"), ev.get("Output", "")
        if act == "fail":
            keep.add(i)
        elif act == "pass" and not ev.get("Test"):
            keep.add(i)                              # package summary
        elif act == "output":
            o = out.rstrip("\n")
            if (re.match(r"^\s*--- FAIL: ", o) or GO_LOC.match(o) or re.match(r"^(FAIL|ok)\s", o)
                    or re.match(r"^\s+/home/dev/work/\S+\.go:\d+", o)
                    or o == "FAIL" or re.match(r"^panic: ", o)):
                keep.add(i)
    return keep


def keep_lint_loc(lines):
    """go vet / staticcheck: every finding with its location, and package headers."""
    return {i for i, l in enumerate(lines) if GO_LOC.match(l) or re.match(r"^# ", l) or re.match(r"^vet: ", l)}


def keep_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^(On branch|HEAD detached|Your branch|Changes to be committed:|Changes not staged for commit:|"
                     r"Untracked files:|Unmerged paths:|nothing to commit|no changes added|You have unmerged|All conflicts)", l)
                or re.match(r"^\t\S", l)                                        # every entry
                or re.match(r"^[ MADRCU?!]{2} \S", l) or re.match(r"^## ", l)):  # short format
            keep.add(i)
    return keep


def _git_headers(lines, hunks):
    keep = set()
    subject_next = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i); subject_next = False; continue
        if re.match(r"^(Date|CommitDate):", l):
            subject_next = True; continue
        if subject_next and re.match(r"^    \S", l):
            keep.add(i); subject_next = False; continue
        if (re.match(r"^diff --git ", l)
                or re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l)                # stat row
                or re.match(r"^ \d+ files? changed", l)
                or re.match(r"^(new|deleted) file mode|^rename (from|to) ", l)):
            keep.add(i); continue
        if hunks and (l.startswith("@@") or (l[:1] in "+-" and not re.match(r"^(\+\+\+|---) ", l))):
            keep.add(i)
    return keep


def keep_git_diff(lines):
    return _git_headers(lines, hunks=True)


def keep_git_log(lines):
    return _git_headers(lines, hunks=False)


def keep_grep(lines):
    # every match the agent asked for; "binary file matches" notices are left out
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s][^:]*:\d+:", l)}


def keep_curl(lines):
    keep = set()
    status = 0
    headers_done = False
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i); status = int(m.group(2)); headers_done = False; continue
        if re.match(r"^curl: \(\d+\)", l) or re.match(r"^(< )?Location: ", l, re.I):
            keep.add(i); continue
        if re.match(r"^(< )?$", l) and status:
            headers_done = True; continue
        if status >= 400 and headers_done and not re.match(r"^[*<>{}] ", l) and not re.match(r"^\s*(%|\d+\s+\d+|Dload)", l):
            text = re.sub(r"<[^>]*>", "", l).strip()
            if text and not re.match(r"^(body|pre)\{|^<!DOCTYPE", text):
                keep.add(i)                                                      # error body line
    return keep


RULES = {
    "pytest": keep_pytest, "mypy": keep_mypy, "flake8": keep_flake8, "pylint": keep_pylint,
    "tsc": keep_tsc, "webpack": keep_webpack, "esbuild": keep_esbuild, "eslint": keep_eslint,
    "jest": keep_jest, "vitest": keep_vitest, "mocha": keep_mocha, "cargo": keep_cargo,
    "go-vet": keep_lint_loc, "staticcheck": keep_lint_loc,
    "git-status": keep_git_status, "git-diff": keep_git_diff, "git-log": keep_git_log, "git-show": keep_git_log,
    "grep": keep_grep, "curl": keep_curl,
}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    if tool == "go-test":
        idx = keep_go_json(lines) if " -json" in cmd else keep_go_text(lines)
    else:
        idx = RULES[tool](lines)
    # summary/count lines for test runners and checkers (not for git/grep/curl content)
    if tool not in ("git-status", "git-diff", "git-log", "git-show", "grep", "curl") and "-json" not in cmd:
        for i, l in enumerate(lines):
            if SUMMARY.search(l) and not PASS_ROW.search(l):
                idx.add(i)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def split_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    k = rest.rfind("-- keep --\n")
    return head, rest[:k], rest[k + len("-- keep --\n"):]


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for f in files:
        text = open(f, encoding="utf-8").read()
        head, output, _ = split_txtar(text)
        cmd = re.match(r"^cmd: (.*)$", head, re.M).group(1)
        keep = keep_lines(cmd, output)
        with open(f, "w", encoding="utf-8") as fh:
            fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    print(f"wrote keep sections for {len(files)} files", file=sys.stderr)


if __name__ == "__main__":
    main()

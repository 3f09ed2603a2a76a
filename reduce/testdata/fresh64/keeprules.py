#!/usr/bin/env python3
"""Derive the keep list of every .txtar in this folder by rule.

Written from scratch for set fresh64, by someone who did not read the
reducers.  Run once: `python3 keeprules.py` rewrites the `-- keep --`
section of each .txtar from its `-- output --` section.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are never kept; each line is listed once, in
order of first appearance.  Every file also keeps its last three non-blank
lines.
"""
import glob
import os
import re

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
HERE = os.path.dirname(os.path.abspath(__file__))


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def M(pat, flags=0):
    return re.compile(pat, flags)


# ---------------------------------------------------------------- per tool
def k_pytest(lines):
    keep = set()
    in_summary_block = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^E\s", l):                       # assertion / exception detail
            keep.add(i)
        elif re.match(r"^>\s", l):                      # the failing source line
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l):          # short summary / -v rows
            keep.add(i)
        elif re.search(r"\s(FAILED|ERROR)(\s+\[\s*\d+%\])?$", l):   # -v failing rows
            keep.add(i)
        elif re.match(r"^\[gw\d+\] .*(FAILED|ERROR)", l):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):          # failure section header
            keep.add(i)
        elif re.match(r"^(tests|glassworks|extra)/[\w/]+\.py:\d+: ", l):   # project location
            keep.add(i)
        elif re.match(r"^/home/dev/work/glassworks/[\w/]+\.py:\d+: ", l):  # --tb=line
            keep.add(i)
        elif re.match(r"^\s*file /home/dev/work/glassworks/.*, line \d+$", l):  # fixture location
            keep.add(i)
        elif re.match(r"^(ImportError|SyntaxError) while", l) or s.startswith("Interrupted:"):
            keep.add(i)
        elif re.match(r"^=+ .*\b(\d+ (passed|failed|errors?|skipped))\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^=+ (ERRORS|FAILURES) =+$", l):
            pass
        elif re.search(r"\bWarning\b.*:", l) and not l.startswith(" "):
            keep.add(i)
    return keep


def k_mypy(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w/.]+\.py:\d+(:\d+)?: (error|note|warning): ", l):
            keep.add(i)
        elif re.match(r"^[\w/.]+\.py: In (function|member|class) ", l):   # --show-error-context
            keep.add(i)
        elif re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.add(i)
    return keep


def k_flake8(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w/.]+\.py:\d+:\d+: [A-Z]\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]\d+ ", l):          # --statistics rows
            keep.add(i)
        elif re.match(r"^\d+$", l):                       # --count total
            keep.add(i)
    return keep


def k_pylint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w/.]+\.py:\d+:\d+: [CRWEF]\d{4}: ", l):
            keep.add(i)
        elif re.match(r"^[\w/.]+\.py:\d+: \[[CRWEF]\d{4}", l):          # parseable
            keep.add(i)
        elif l.startswith("Your code has been rated"):
            keep.add(i)
    return keep


def project_js_frame(l):
    m = re.match(r"^\s+at .*\(?((?:lib|test|vt|src)/[^\s():]+:\d+:\d+)\)?$", l)
    return bool(m) and "node_modules" not in l


def k_jest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(FAIL) ", l):
            keep.add(i)
        elif re.match(r"^\s*✕ ", l):
            keep.add(i)
        elif re.match(r"^\s*● ", l):
            keep.add(i)
            # the first line of the failure body is the assertion or the thrown message
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and not re.match(r"^\s*(●|\d+ \|)", lines[j]):
                keep.add(j)
        elif re.match(r"^\s*expect\(", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)( value)?(:|\s+(length|substring|pattern|constructor|message)?:)", l):
            keep.add(i)
        elif re.match(r"^\s*(Snapshot name:|›.*snapshots? (failed|obsolete)|Snapshot Summary)", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] (Expected|Received|Snapshot)\s+[-+] \d+", l):
            keep.add(i)
        elif re.match(r"^\s{4,}[-+] ", l) or re.match(r"^\s{4,}[-+]\s*$", l):   # diff lines
            keep.add(i)
        elif re.match(r"^\s*(\w*Error|TypeError|RangeError)(: |$)", l):
            keep.add(i)
        elif re.match(r"^\s*> \d+ \|", l):                 # code frame pointer
            keep.add(i)
        elif project_js_frame(l):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Snapshots):\s", l):
            keep.add(i)
    return keep


def k_vitest(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*(FAIL|×)\s", l):
            keep.add(i)
        elif re.match(r"^\s*❯ vt/\S+\s+\(\d+ tests? \| \d+ failed", l):
            keep.add(i)
        elif re.match(r"^\s*❯ (vt|lib)/\S+:\d+:\d+$", l):   # project location
            keep.add(i)
        elif re.match(r"^\s*→ ", l):
            keep.add(i)
        elif re.match(r"^\s*(\w*Error)(: |$)", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] (Expected|Received)\s*$", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] \S", l) or re.match(r"^\s*[-+]\s+\S", l):
            keep.add(i)
        elif re.match(r"^\s*\d+\s*\|.*$", l) and False:
            keep.add(i)
        elif re.match(r"^\s*(Test Files|Tests|Errors|Snapshots)\s+\d", l):
            keep.add(i)
        elif re.match(r"^⎯+ Failed Tests \d+ ⎯+$", l):
            keep.add(i)
    return keep


def k_mocha(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+ (passing|failing|pending)", l):
            keep.add(i)
        elif re.match(r"^\s+\d+\) ", l):                    # failure rows and headers
            keep.add(i)
            # the test title continues on the next line in the failure report
            if i + 1 < len(lines) and lines[i + 1].rstrip().endswith(":"):
                keep.add(i + 1)
        elif re.match(r"^\s*\w*Error(\s\[\w+\])?: ", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] (expected|actual)", l) or re.match(r"^[-+] actual - expected", l):
            keep.add(i)
        elif re.match(r"^\s*[-+](?![-+])\s*\S", l):          # diff lines, both styles
            keep.add(i)
        elif project_js_frame(l):
            keep.add(i)
    return keep


def k_tsc(lines):
    keep = set()
    cont = False
    for i, l in enumerate(lines):
        if re.match(r"^src/\S+\(\d+,\d+\): error TS\d+", l) or re.match(r"^src/\S+:\d+:\d+ - error TS\d+", l):
            keep.add(i)
            cont = True
            continue
        if cont and re.match(r"^  \S", l) and not re.match(r"^\s*\d+ ", l):
            keep.add(i)                                      # elaboration of the error
            continue
        cont = False
        if re.match(r"^Found \d+ errors?", l) or re.match(r"^\s+\d+\s+src/\S+:\d+$", l) or l.startswith("Errors  Files"):
            keep.add(i)
    return keep


def k_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(ERROR|WARNING) in ", l):
            keep.add(i)
        elif re.match(r"^\[tsl\] ERROR in ", l):
            keep.add(i)
        elif re.match(r"^\s+TS\d+: ", l):
            keep.add(i)
        elif re.match(r"^Module not found: ", l):
            keep.add(i)
        elif re.match(r"^(asset size limit|entrypoint size limit|webpack performance recommendations)", l):
            keep.add(i)
        elif re.match(r"^webpack [\d.]+ compiled", l):
            keep.add(i)
    return keep


def k_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[✘▲] \[(ERROR|WARNING)\] ", l):
            keep.add(i)
        elif re.match(r"^\s+src/\S+:\d+:\d+:$", l):
            keep.add(i)
        elif re.match(r"^\d+ (errors?|warnings?)", l):
            keep.add(i)
        elif re.match(r"^\s*dist/\S+\s+[─ ]*\s*[\d.]+k?b\b", l):   # bundle size line
            keep.add(i)
    return keep


def k_eslint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^/home/dev/work/\S+$", l):               # stylish file header
            keep.add(i)
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
        elif re.match(r"^/home/dev/work/\S+: line \d+, col \d+, (Error|Warning) - ", l):  # compact
            keep.add(i)
        elif re.match(r"^/home/dev/work/\S+:\d+:\d+: ", l):    # unix
            keep.add(i)
        elif re.match(r"^\[\{", l):                            # json report (one line)
            keep.add(i)
        elif re.match(r"^(✖ )?\d+ problems?", l) or "potentially fixable" in l:
            keep.add(i)
        elif l.startswith("ESLint found too many"):
            keep.add(i)
    return keep


def k_cargo(lines):
    keep = set()
    in_bt = False
    for i, l in enumerate(lines):
        if re.match(r"^(error|warning)(\[[\w:]+\])?: ", l):
            keep.add(i)
        elif re.match(r"^\s*--> (tuning|tunectl)/", l) or re.match(r"^\s*--> (src|tests)/", l):
            keep.add(i)
        elif re.match(r"^[\w/]+\.rs:\d+:\d+: (error|warning)", l):
            keep.add(i)
        elif re.match(r"^test \S+ \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- \S+ stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip() and not lines[i + 1].startswith("stack backtrace") and not lines[i + 1].startswith("note:"):
                keep.add(i + 1)                                 # the panic message
        elif re.match(r"^assertion .*failed", l) or re.match(r"^\s+(left|right): ", l):
            keep.add(i)
        elif re.match(r"^\s+\d+: (tuning|schedule|tunectl)::", l):   # project frames
            keep.add(i)
            if i + 1 < len(lines) and re.match(r"^\s+at \./", lines[i + 1]):
                keep.add(i + 1)
        elif re.match(r"^test result: ", l):
            keep.add(i)
        elif re.match(r"^\s+`-p \S+ --(lib|test \S+)`$", l):
            keep.add(i)
    # the closing list of failed test names
    for i, l in enumerate(lines):
        if l == "failures:" and i + 1 < len(lines) and re.match(r"^    \S+$", lines[i + 1]):
            j = i + 1
            while j < len(lines) and re.match(r"^    \S+$", lines[j]):
                keep.add(j)
                j += 1
    return keep


GO_PROJECT = "example.com/fellrace"


def k_go(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*--- FAIL: ", l):
            keep.add(i)
        elif re.match(r"^FAIL(\s|$)", l):
            keep.add(i)
        elif re.match(r"^\s+\w+_test\.go:\d+: ", l):
            keep.add(i)
        elif re.match(r"^\s*[\w/]+\.go:\d+:\d+: ", l):                 # compile / vet
            keep.add(i)
        elif re.match(r"^panic: ", l):
            keep.add(i)
        elif l.startswith(GO_PROJECT + "/") and "(" in l:                # project frame
            keep.add(i)
            if i + 1 < len(lines) and "/home/dev/work/fellrace/" in lines[i + 1]:
                keep.add(i + 1)
        elif re.match(r"^\s+(got|want): ", l):
            keep.add(i)
        elif re.match(r"^#\s", l):
            keep.add(i)
    # golden dump: lines of got / want blocks that differ from the other side
    for i, l in enumerate(lines):
        if l.strip() == "--- got ---":
            j = i + 1
            got = []
            while j < len(lines) and lines[j].strip() != "--- want ---":
                got.append(j)
                j += 1
            k = j + 1
            want = []
            while k < len(lines) and lines[k].startswith("        ") and not re.match(r"^\s+\w+_test\.go:\d+:", lines[k]):
                want.append(k)
                k += 1
            gs = {lines[x].strip() for x in got}
            ws = {lines[x].strip() for x in want}
            keep.update(x for x in got if lines[x].strip() not in ws)
            keep.update(x for x in want if lines[x].strip() not in gs)
    return keep


def k_staticcheck(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^[\w/]+\.go:\d+:\d+: ", l)}


def k_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^On branch |^Your branch ", l) or re.match(r"^## ", l):
            keep.add(i)
        elif l in ("Changes to be committed:", "Changes not staged for commit:", "Untracked files:"):
            keep.add(i)
        elif re.match(r"^\t", l):                                 # entries
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):                  # short format
            keep.add(i)
    return keep


def k_git_history(lines):
    keep = set()
    subject_next = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i)
            subject_next = True
        elif subject_next and re.match(r"^    \S", l):
            keep.add(i)                                            # commit subject
            subject_next = False
        elif re.match(r"^diff --git ", l) or re.match(r"^@@ .* @@", l):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode |^rename (from|to) |^similarity index", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin ", l):   # --stat rows
            keep.add(i)
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def k_grep(lines, cmd):
    keep = set()
    if "/usr/" in cmd:
        seen = set()
        for i, l in enumerate(lines):
            f = l.split(":", 1)[0]
            if f not in seen:
                seen.add(f)
                keep.add(i)
    else:
        keep = {i for i, l in enumerate(lines) if re.match(r"^[^:]+:\d+:", l)}
    return keep


def k_curl(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
        elif re.match(r'^\{"error"', l):
            keep.add(i)
        elif re.match(r"^<h1>|^<p>The |^<title>", l):
            keep.add(i)
        elif re.match(r'^\s+File "|^\w+Error: |^Traceback ', l):
            keep.add(i)
        elif re.match(r'^\s*"count": \d+', l):
            keep.add(i)
    return keep


def rules_for(name, cmd, lines):
    tool = name.split("-")[0]
    if tool == "pytest":
        return k_pytest(lines)
    if tool == "mypy":
        return k_mypy(lines)
    if tool == "flake8":
        return k_flake8(lines)
    if tool == "pylint":
        return k_pylint(lines)
    if tool == "jest":
        return k_jest(lines)
    if tool == "vitest":
        return k_vitest(lines)
    if tool == "mocha":
        return k_mocha(lines)
    if tool == "tsc":
        return k_tsc(lines)
    if tool == "webpack":
        return k_webpack(lines)
    if tool == "esbuild":
        return k_esbuild(lines)
    if tool == "eslint":
        return k_eslint(lines, cmd)
    if tool == "cargo":
        return k_cargo(lines)
    if tool == "go":
        return k_go(lines)
    if tool == "staticcheck":
        return k_staticcheck(lines)
    if tool == "git":
        if name.startswith("git-status"):
            return k_git_status(lines)
        return k_git_history(lines)
    if tool == "grep":
        return k_grep(lines, cmd)
    if tool == "curl":
        return k_curl(lines)
    raise SystemExit("no rule for " + name)


# Per-file additions and exclusions, where a tool's own words need them.
EXTRA = {
    # the failing assertion reads "Expected values to be strictly equal:" on its own
    "mocha-bout-spec-failures": [r"^Expected values to be strictly", r"^\s*AssertionError \[ERR_ASSERTION\]"],
    # vitest prints the thrown SyntaxError's message after the test title
    "vitest-run-vt-folder": [r"^SyntaxError: bad points column"],
}
EXCLUDE = {}


def process(path):
    name = os.path.basename(path)[:-6]
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = head.split("\n", 1)[0][len("cmd: "):]
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    idx = set(rules_for(name, cmd, lines))
    for pat in EXTRA.get(name, []):
        idx.update(i for i, l in enumerate(lines) if re.search(pat, l))
    for pat in EXCLUDE.get(name, []):
        idx.difference_update(i for i, l in enumerate(lines) if re.search(pat, l))
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nonblank[-3:])
    keep, seen = [], set()
    for i in sorted(idx):
        if "\r" in raw[i]:
            continue
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        keep.append(l)
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


if __name__ == "__main__":
    for p in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        print(os.path.basename(p), process(p))

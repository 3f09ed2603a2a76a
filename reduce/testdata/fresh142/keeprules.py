#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh142 txtar file from its command and output.

Usage: python3 keeprules.py DIR        (rewrites DIR/*.txtar in place)

A keep line is an output line with ANSI escapes and trailing whitespace (including \r)
removed. Blank lines are never kept. Each distinct line is listed once, at its first
occurrence, in output order.

Rules = the generic rule (last three non-blank lines always; error/failure/warning words
for build, test and lint tools) + the per-tool rules picked from the command line.
These rules were written without looking at any reducer; they are applied mechanically.
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic rule

# words that state a problem; matched as words, case-insensitive
PROBLEM_WORDS = re.compile(
    r"\b(errors?|fail(s|ed|ure|ures|ing)?|warnings?|panic(ked|s)?|exceptions?|traceback|"
    r"deprecat\w*|fatal|abort(ed|ing)?|segmentation fault|core dumped|giving up|gave up|"
    r"cannot|can't|could not|couldn't|unable to|no such file|not found|denied|refused|timed? ?out)\b",
    re.I,
)
# upper-case level tags and exception names
PROBLEM_TAGS = re.compile(r"\b(WARN|ERROR|ERR|FATAL|CRITICAL|SEVERE)\b|\b[A-Z]\w*(Error|Exception|Warning)\b")
PROBLEM_MARKS = re.compile(r"[✘✖✕×●✗]")
HTTP_BAD = re.compile(r"\bHTTP[ /]?(\d(\.\d)? )?[45]\d\d\b|returned error: [45]\d\d|\bHTTP error\b")

# passing rows and boilerplate that the generic rule must not pick up even if a word matches
PASSING = re.compile(
    r"(^\s*[✓✔]|\bPASS(ED)?\b|^--- PASS|^=== RUN|\.\.\. ok$|^ok \d+ |^\s*\d+ \|)"
)


def generic_problem(line):
    if not line.strip():
        return False
    if PASSING.search(line):
        return False
    return bool(PROBLEM_WORDS.search(line) or PROBLEM_TAGS.search(line) or PROBLEM_MARKS.search(line)
                or HTTP_BAD.search(line))


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- per-tool rules
# each returns a set of line indices into the cleaned lines


def rule_generic(lines):
    return {i for i, l in enumerate(lines) if generic_problem(l)}


def rule_apt(lines):
    keep = set()
    in_new = False
    for i, l in enumerate(lines):
        if re.match(r"^(E|W|Err):", l):
            keep.add(i)
        if re.match(r"^\d+ upgraded, \d+ newly installed", l):
            keep.add(i)
        if l.startswith("The following NEW packages will be installed"):
            keep.add(i)
            in_new = True
            continue
        if in_new:
            if l.startswith("  "):
                keep.add(i)
                continue
            in_new = False
        if re.search(r"^dpkg: error|^Errors were encountered|returned error code", l):
            keep.add(i)
    return keep


def rule_pytest(lines):
    keep = set()
    section = ""
    for i, l in enumerate(lines):
        m = re.match(r"^(=+|-+) (.*?) (=+|-+)$", l)
        if m:
            section = m.group(2)
            if re.search(r"\d+ (failed|passed|error)", section) or "no tests ran" in section:
                keep.add(i)
            continue
        if re.match(r"^_{3,} .* _{3,}$", l):  # failure / error headers
            keep.add(i)
            section = "FAILURES"
            continue
        if section.startswith("Captured"):
            continue  # captured stdout / log of a failing test: noise
        if section == "warnings summary":
            # keep each warning message line, not the test ids listed under it or its source line
            if re.match(r"^\s+\S+:\d+: \w*Warning: ", l):
                keep.add(i)
            continue
        if section.startswith("coverage"):
            # term-missing rows: keep rows with uncovered lines, and the TOTAL row
            if l.startswith("TOTAL") or re.search(r"\d+%\s+\S", l):
                keep.add(i)
            continue
        if re.match(r"^E\s", l) or re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^[\w./\-]+\.py:\d+: ", l):
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l) or re.search(r" (FAILED|ERROR)( \[|$)", l):
            keep.add(i)
        elif re.match(r"^!{3,}", l):
            keep.add(i)
        elif re.match(r"^\w+Error: |^ImportError|^ModuleNotFoundError", l):
            keep.add(i)
        elif re.match(r"^\d+ (failed|passed)", l):
            keep.add(i)
    return keep


def rule_pytraceback(lines):
    """Python tracebacks inside service logs: header, project frames, exception line."""
    keep = set()
    in_tb = False
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last):"):
            keep.add(i)
            in_tb = True
            continue
        if in_tb:
            if re.match(r'^\s+File "/home/dev/work/', l):
                keep.add(i)
            elif re.match(r"^\S", l):
                # first unindented line ends the traceback: the exception itself
                if re.match(r"^[\w.]+(Error|Exception|Warning|Interrupt|Exit)\b", l):
                    keep.add(i)
                in_tb = False
    return keep


def rule_servicelog(lines):
    """Timestamped service logs: WARNING/ERROR/CRITICAL entries and tracebacks. INFO/DEBUG are not kept."""
    keep = rule_pytraceback(lines)
    for i, l in enumerate(lines):
        if re.search(r"\b(WARNING|ERROR|CRITICAL|FATAL)\b", l):
            keep.add(i)
    return keep


def rule_bashx(lines):
    """bash -x: trace lines (+ ...) are never kept by the problem rule; script output lines are."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\++ ", l):
            continue
        if generic_problem(l):
            keep.add(i)
    return keep


def rule_transfer(lines):
    """tar -c/-x -v, rsync -av, cp -v: the per-file listing is a side effect of -v and is not kept.
    Kept: errors from the tool, created-directory notes and rsync's totals."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(tar|rsync|cp|mv|mkdir|install): ", l) or l.startswith("rsync error"):
            keep.add(i)
        elif l.startswith("created directory") or re.match(r"^(sent|total size is) ", l):
            keep.add(i)
    return keep


def rule_tarlist(lines):
    """tar -t: listing the archive is what was asked for, so every entry is kept."""
    return {i for i, l in enumerate(lines) if l.strip()}


def rule_wget(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r"HTTP request sent, awaiting response\.\.\. ", l):
            keep.add(i)
        elif re.search(r"ERROR \d+|failed:|\bsaved \[", l):
            keep.add(i)
    return keep


def rule_curl(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^curl: \(\d+\)", l) or re.match(r"^Warning: ", l):
            keep.add(i)
        elif re.match(r"^< HTTP/", l) or re.match(r"^HTTP/\S+ \d{3}", l):
            keep.add(i)
    return keep


def rule_cc(lines):
    """gcc/clang (directly or under make): diagnostics with a location, make's error lines."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w./\-]+:\d+(:\d+)?: (fatal error|error|warning): ", l):
            keep.add(i)
        elif re.match(r"^[\w./\-]+: In function ", l):
            keep.add(i)
        elif re.match(r"^make(\[\d+\])?: \*\*\*", l) or re.match(r"^make(\[\d+\])?: Target .* not remade", l):
            keep.add(i)
        elif l.startswith("compilation terminated."):
            keep.add(i)
        elif re.match(r"^/usr/bin/ld: |^collect2: |undefined reference to", l):
            keep.add(i)
    return keep


def rule_tap(lines):
    """TAP test binaries: not-ok rows, their # diagnostics, failure summaries, and the
    '== binary' header of each binary that failed."""
    keep = set()
    header = None
    for i, l in enumerate(lines):
        if l.startswith("== "):
            header = i
            continue
        if re.match(r"^not ok \d+", l):
            keep.add(i)
            if header is not None:
                keep.add(header)
            j = i + 1
            while j < len(lines) and lines[j].startswith("#"):
                keep.add(j)
                j += 1
        elif re.match(r"^# Looks like you failed", l):
            keep.add(i)
            if header is not None:
                keep.add(header)
    return keep


def rule_sanitizer(lines):
    """ASan/LSan/UBSan reports: the ERROR line, the access line, project frames, the
    overflowed variable, the leak header and SUMMARY. Runtime frames and shadow dumps are not kept."""
    keep = set()
    header = None
    for i, l in enumerate(lines):
        if l.startswith("== "):
            header = i
        if re.match(r"^==\d+==ERROR: ", l):
            keep.add(i)
            if header is not None:
                keep.add(header)
        elif re.match(r"^(READ|WRITE) of size", l):
            keep.add(i)
        elif re.match(r"^\s+#\d+ 0x[0-9a-f]+ in \S+ (src|tests|include)/", l):
            keep.add(i)
        elif "<== Memory access" in l:
            keep.add(i)
        elif re.match(r"^(Direct|Indirect) leak of", l):
            keep.add(i)
        elif re.match(r"^SUMMARY: ", l):
            keep.add(i)
        elif re.search(r"runtime error: ", l):
            keep.add(i)
    return keep


def rule_valgrind(lines):
    keep = set()
    for i, l in enumerate(lines):
        body = re.sub(r"^==\d+== ?", "", l)
        if body == l:
            continue  # program output, handled by other rules
        if re.search(r"are (definitely|indirectly|possibly) lost", body):
            keep.add(i)
        elif re.match(r"^\s+(at|by) 0x[0-9A-F]+: .* \((?!in )[\w./\-]+\.c:\d+\)", body):
            keep.add(i)  # frames with a source location in the project
        elif re.match(r"^\s+(definitely|indirectly|possibly) lost: [1-9]", body):
            keep.add(i)
        elif re.match(r"^(Invalid (read|write|free)|Conditional jump|Use of uninitialised|Mismatched free)", body):
            keep.add(i)
        elif re.match(r"^ERROR SUMMARY: ", body):
            keep.add(i)
    return keep


def rule_cppcheck(lines):
    """Every finding line (all severities count); progress and source/caret lines are not kept."""
    return {i for i, l in enumerate(lines)
            if re.match(r"^[\w./\-]+:\d+:\d+: (error|warning|style|performance|portability|information): ", l)}


def rule_git_merge(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("CONFLICT") or l.startswith("Automatic merge failed") or l.startswith("error:") \
                or l.startswith("fatal:") or re.match(r"^Fast-forward|^Merge made by", l):
            keep.add(i)
    return keep


def rule_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("On branch") or l.startswith("HEAD detached") or l.startswith("## "):
            keep.add(i)
        elif l.startswith("You have unmerged paths") or re.match(r"^(All conflicts fixed|Your branch)", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


def rule_npm(lines):
    """npm: every npm warn line; npm error lines except the embedded compiler command
    lines, make directory chatter and code-frame/caret lines; lifecycle runs that exited non-zero;
    the added/up-to-date summary."""
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("npm warn"):
            keep.add(i)
        elif l.startswith("npm error") or l.startswith("npm ERR!"):
            payload = re.sub(r"^npm (error|ERR!) ?", "", l)
            if re.match(r"^(cc|gcc|g\+\+|clang|c\+\+) .* -c ", payload):
                continue
            if re.match(r"^make(\[\d+\])?: (Entering|Leaving) directory", payload):
                continue
            if re.match(r"^\s*(\d+\s*)?\|", payload):
                continue
            keep.add(i)
        elif re.match(r"^npm info run .*\{ code: [1-9]", l):
            keep.add(i)
        elif re.match(r"^(added|removed|changed|up to date|audited) ", l):
            keep.add(i)
    return keep


def rule_node_script(lines):
    """Lifecycle scripts run by npm install/ci: a crashing Node script's location line, the
    thrown error and its project frames, and the script's own problem messages."""
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("npm "):
            continue
        if re.match(r"^/home/dev/work/\S+\.(js|mjs|cjs|ts):\d+$", l):
            keep.add(i)  # node's crash location header
        elif re.match(r"^(\w*Error|Error)(\s*\[\w+\])?: ", l):
            keep.add(i)
        elif re.match(r"^\s+at .*\(/home/dev/work/(?!.*node_modules)", l) or re.match(r"^\s+at /home/dev/work/(?!.*node_modules)", l):
            keep.add(i)
        elif not l.startswith(">") and generic_problem(l):
            keep.add(i)  # script's own messages (e.g. 'download failed: HTTP 404')
    return keep


def rule_npm_ls(lines):
    """npm ls: the root line, the direct (depth-0) entries, and every problem entry or npm error.
    'UNMET OPTIONAL DEPENDENCY' on other platforms' optional binaries is normal and not kept
    unless it is a direct entry."""
    keep = set()
    for i, l in enumerate(lines):
        if i == 0 and "@" in l:
            keep.add(i)
        elif re.match(r"^[├└]─[─┬] ", l):
            keep.add(i)
        elif re.search(r"\b(invalid|extraneous|missing)\b", l) or re.search(r"UNMET DEPENDENCY", l):
            keep.add(i)
        elif l.startswith("npm error") and "A complete log" not in l:
            keep.add(i)
    return keep


def rule_npm_outdated(lines):
    """npm outdated: the package rows are what was asked for; all are kept (not the header)."""
    return {i for i, l in enumerate(lines) if l.strip() and not l.startswith("Package ")}


def rule_jest(lines):
    keep = set()
    in_console = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s*console\.(log|warn|info|debug|error)$", l):
            in_console = True
            continue
        if in_console:
            # console blocks: message lines and their 'at' location are noise; block ends at a
            # line that starts a new jest section
            if re.match(r"^(FAIL|PASS) |^  ● |^Test Suites:|^Tests:", l):
                in_console = False
            else:
                continue
        if re.match(r"^FAIL ", l):
            keep.add(i)
        elif re.match(r"^\s*● ", l) and s != "● Console":
            keep.add(i)
        elif re.match(r"^\s*✕ ", l):
            keep.add(i)
        elif re.match(r"^\s*expect\(", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)( length| value| number of calls)?:", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] (Expected|Received)", l):
            keep.add(i)
        elif re.match(r"^    [-+] ", l):
            keep.add(i)  # diff body lines
        elif re.match(r"^\s*> \d+ \|", l):
            keep.add(i)
        elif re.match(r"^\s+at .*\((test|src|lib)/", l) or re.match(r"^\s+at (test|src|lib)/", l):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites):", l):
            keep.add(i)
        elif "(WARN)" in l or re.search(r"\bdeprecated\b", l):
            keep.add(i)
        elif l.startswith("All files") or re.match(r"^ \S+\.(ts|js)\s+\|.*\|\s*\S+\s*$", l):
            keep.add(i)  # coverage: the total and rows with uncovered lines
    return keep


def rule_tsc(lines):
    keep = set()
    cont = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+", l):
            keep.add(i)
            cont = True
        elif cont and l.startswith("  ") and l.strip():
            keep.add(i)
        else:
            cont = False
        if re.match(r"^Found \d+ errors?", l):
            keep.add(i)
    return keep


def rule_webpack(lines):
    keep = set()
    cont = False
    for i, l in enumerate(lines):
        if l.startswith("<s> [webpack.Progress]"):
            cont = False
            continue
        if re.match(r"^(ERROR|WARNING) in ", l):
            keep.add(i)
            cont = False
        elif re.match(r"^\./\S+ \d+:\d+(-\d+)?$", l):
            keep.add(i)  # module location under ERROR in
        elif "[tsl] ERROR" in l or "[tsl] WARNING" in l:
            keep.add(i)
            cont = True
        elif cont and re.match(r"^\s+(TS\d+: )?\S", l) and not l.startswith(" @ "):
            keep.add(i)
        elif re.search(r"\[\d+ (errors?|warnings?)\]", l):
            keep.add(i)
        elif re.search(r"compiled (with|successfully)", l):
            keep.add(i)
        else:
            cont = False
    return keep


def rule_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[✘▲] \[(ERROR|WARNING)\]", l):
            keep.add(i)
        elif re.match(r"^\s{4}\S+:\d+:\d+:$", l):
            keep.add(i)
        elif re.match(r"^  \S", l) and re.search(r"\b(Are you|You can|did you mean|Did you mean)\b", l):
            keep.add(i)  # esbuild's fix hint
        elif re.match(r"^\d+ (of \d+ )?(errors?|warnings?)", l):
            keep.add(i)
    return keep


def rule_cargo(lines):
    keep = set()
    in_failures_list = False
    panic_follow = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error(\[E\d+\])?|warning)(: |\[)", l):
            keep.add(i)
        elif re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", l):
            keep.add(i)  # --message-format short
        elif re.match(r"^\s*--> ", l):
            keep.add(i)
        elif re.match(r"^\s*\d*\s*\|[\s\-^|]*[-^]+\s+[^\s\-^|]", l):
            keep.add(i)  # caret/dash label lines with a message
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at", l):
            keep.add(i)
            panic_follow = True
            continue
        elif re.match(r"^test result: ", l):
            keep.add(i)
        if panic_follow:
            if s and not s.startswith("note: run with") and not s.startswith("stack backtrace"):
                keep.add(i)
                continue
            panic_follow = False
        if s == "failures:":
            in_failures_list = True
            continue
        if in_failures_list:
            if re.match(r"^    \S+$", l):
                keep.add(i)
            elif s and not l.startswith("    "):
                in_failures_list = False
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = cmd
    if c.startswith("apt-get"):
        return [rule_apt]
    if re.match(r"^(python3 -m pytest|pytest|py\.test)(\s|$)", c):
        return [rule_pytest]
    if "apiary.worker" in c or re.match(r"^tail .*\.log", c):
        return [rule_servicelog]
    if c.startswith("bash -x"):
        return [rule_bashx]
    if re.match(r"^tar -t", c):
        return [rule_tarlist]
    if re.match(r"^(tar|rsync|cp) ", c) or re.search(r"&& (cp|rsync|tar) ", c):
        return [rule_transfer]
    if c.startswith("wget"):
        return [rule_wget]
    if c.startswith("curl"):
        return [rule_curl]
    if c.startswith("valgrind"):
        return [rule_valgrind, rule_tap]
    if c.startswith("cppcheck"):
        return [rule_cppcheck]
    if c.startswith("git merge"):
        return [rule_git_merge]
    if c.startswith("git status"):
        return [rule_git_status]
    if re.search(r"\bmake\b", c):
        return [rule_cc, rule_tap, rule_sanitizer]
    if c.startswith("npm ls"):
        return [rule_npm_ls]
    if c.startswith("npm outdated"):
        return [rule_npm_outdated]
    if c.startswith("npm test") or "npx jest" in c:
        return [rule_jest, rule_npm]
    if c.startswith("npm run build"):
        return [rule_tsc, rule_webpack, rule_npm]
    if re.search(r"(^|&& )npm ", c):
        return [rule_npm, rule_node_script]
    if "npx webpack" in c:
        return [rule_webpack, rule_tsc]
    if "npx esbuild" in c:
        return [rule_esbuild]
    if "npx tsc" in c:
        return [rule_tsc]
    if c.startswith("cargo"):
        return [rule_cargo]
    # scripts (retry loops, sync jobs) and anything else: the generic rule
    return [rule_generic]


GENERIC_TOOLS = ("make", "cargo", "npm", "npx", "./scripts", "MAX_TRIES")


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    idx = set(last_three(lines))
    for rule in rules_for(cmd):
        idx |= rule(lines)
    # the generic problem-word rule also runs for build/test tools and scripts whose
    # per-tool rules are narrow (not for jest/pytest/listings/git/curl, which have full rules)
    if any(cmd.startswith(t) for t in GENERIC_TOOLS) and not (
            "jest" in cmd or cmd.startswith("npm ls") or cmd.startswith("npm outdated")
            or cmd.startswith("npm test") or "webpack" in cmd or "esbuild" in cmd):
        if cmd.startswith("cargo"):
            # cargo's own -v "Running" lines and test names must not be picked up by words
            idx |= {i for i, l in enumerate(lines)
                    if generic_problem(l) and not re.match(r"^\s*(Running|Compiling|Fresh|Dirty) ", l)
                    and not re.match(r"^\s*\d*\s*\|", l) and not re.match(r"^\s*= ", l)
                    and not re.match(r"^test \S+ \.\.\. ok$", l) and not l.startswith("help:")
                    and not l.startswith("note:")}
        elif re.search(r"\bmake\b", cmd):
            # compiler caret/fix-it lines and ASan shadow legend are not problems
            idx |= {i for i, l in enumerate(lines)
                    if generic_problem(l) and not re.match(r"^\s*\d*\s*\|", l)
                    and not re.match(r"^\s+(Heap|Freed|Stack|Global|Poisoned|Container|Array|Intra|ASan|Left|Right|Partially|Addressable)", l)
                    and not re.match(r"^(cc|gcc|clang) ", l) and not l.startswith("HINT:")
                    and not re.match(r"^\s+\(longjmp", l)
                    and not re.match(r"^\s+#\d+ 0x", l) and not re.match(r"^ok \d+", l)}
        elif cmd.startswith("npm"):
            pass  # rule_npm already covers npm's error/warn structure
        else:
            idx |= rule_generic(lines)
    # each distinct selected line is listed once, at its first occurrence in the output
    chosen = {lines[i] for i in idx if lines[i].strip()}
    out, seen = [], set()
    for l in lines:
        if l in chosen and l not in seen:
            seen.add(l)
            out.append(l)
    return out


def process(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    assert keep, path
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(head + "\n-- output --\n" + output + "-- keep --\n" + "\n".join(keep) + "\n")
    return len(keep)


if __name__ == "__main__":
    d = sys.argv[1]
    for f in sorted(os.listdir(d)):
        if f.endswith(".txtar"):
            n = process(os.path.join(d, f))
            print(f"{n:4d} {f}")

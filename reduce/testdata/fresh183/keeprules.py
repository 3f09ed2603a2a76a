#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh183 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace (including a final \\r) removed. Blank lines are never kept. Each
distinct line is kept once, at its first occurrence in output order.

fresh183 is about shell traces, batch scripts and job runners, so most commands
are chains and scripts rather than one tool. The rules are therefore layered:

1. a generic problem rule for every case (errors, failures, warnings, kills,
   timeouts, rejected or corrupt items), which never keeps xtrace lines;
2. summary and status rules for every case (counts, echoed exit statuses);
3. xtrace rules: the trace line that ran the command behind each problem, and
   the last trace line when the run failed;
4. tool rules picked from the command (make, gcc, bats, TAP/prove, shunit2,
   go test, parallel joblogs, rsync, tar, ffmpeg, pandoc, logrotate, ...);
5. listing rules: when a command is run to show something (make -n, tar -t,
   run-parts --list, ffprobe durations, word counts, a report), its rows are
   the result and are kept;
6. hand additions listed in HAND, for results that no rule can know about.

Every case also keeps its last three non-blank lines.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns, flags=0):
    rx = [re.compile(p, flags) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


# xtrace prefixes: bash/sh "+ ", "++ ", custom PS4 "+ [file:N] func(): ", zsh "+file:N> "
XTRACE = re.compile(r"^\++(?: |(?=\S+:\d+> )|(?=/))")


def is_trace(l):
    return bool(XTRACE.match(l))


def trace_body(l):
    """The command of an xtrace line, without the +++ prefix and a PS4 location."""
    l = re.sub(r"^\++\s*", "", l)
    l = re.sub(r"^\[[^\]]+\] (?:\w+\(\): )?", "", l)   # + [bootstrap.sh:30] apply():
    l = re.sub(r"^\S+:\d+> ", "", l)                  # +scripts/report.zsh:7>
    return l


# ---------------------------------------------------------------- 1. generic problems

PROBLEM = re.compile(
    r"\b(?:errors?|fatal|fail(?:ed|ure|s)?|warn(?:ing)?s?|cannot|can't|couldn't|unable|denied|refused"
    r"|not found|no such|invalid|illegal|corrupt|broken|reject(?:ed)?|timeout|timed out|killed|aborted?"
    r"|panic|exception|traceback|unexpected|undeclared|duplicate|readonly variable|unbound variable"
    r"|command not found|not remade|giving up|skipping|not in gzip format|no matches found|differ"
    r"|no berth|no poster|no referent|not a regular file|moov atom|does not contain|not implemented|dubious|bad)\b",
    re.I)

# lines that only look like a problem
NOT_PROBLEM = re.compile(
    r"deprecated pixel format used"                      # ffmpeg swscaler chatter
    r"|glob finding (?:old rotated logs|logs to compress) failed"   # logrotate -v chatter
    r"|^\s*(?:configuration|libav\w+|libsw\w+|libpostproc)\b"       # ffmpeg banner
    r"|--enable-|--disable-"
    r"|^\s*Stream #\d|^\s*Metadata:|^\s*encoder\s*:"      # ffmpeg stream listing
    r"|^warning: logrotate in debug mode does nothing"    # logrotate -d banner
    r"|\(log size is below the 'size' threshold\)"
    r"|^ok \d+ .*\bfail"                                  # a passing test whose name says fail
    r"|^ok +\S"                                           # transcode/verify OK rows
    r"|\bin \d+ms$"                                       # bats --timing rows
    r"|^\d+\s+:\s+\d+\.\d+\s"                               # parallel joblog rows: see parallel()
    r"|\s-(?:v|loglevel) (?:error|warning)\b"              # a command line that only sets a log level
)

# passing rows: never problems
PASS_ROW = re.compile(r"^(?:ok \d+\b(?!.*# (?:skip|SKIP))|--- PASS|=== RUN|PASS$|\[ OK \])|✓")


def problems(lines):
    keep = []
    for i, l in enumerate(lines):
        if is_trace(l) or PASS_ROW.search(l) or NOT_PROBLEM.search(l):
            continue
        if PROBLEM.search(l):
            keep.append(i)
        elif re.match(r"^[\w./-]+: line \d+: ", l):          # bash runtime errors
            keep.append(i)
        elif re.match(r"^(?:bash|sh|zsh|dash)(?::| line)\b.*\d", l) and not l.startswith("bash -c"):
            keep.append(i)
        elif re.match(r"^(?:gzip|tar|stat|cp|mv|rm|iconv|sqlite3|rsync|curl|xargs|find|parallel|timeout):\s", l) \
                and not re.match(r"^xargs: \d+$", l):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- 2. summaries and statuses

SUMMARY = re.compile(
    r"\b\d+ (?:ok|failed|rotated|skipped|errors?|broken|rejected|vessels|files?|jobs|tests?|references"
    r"|pages|subtests?|failures?)\b"
    r"|^(?:[\w -]+ )?(?:exit(?:ed)?(?: status| code| with)?|says)[:=]? ?\d+$"   # echoed exit status
    r"|^xargs: \d+$"
    r"|^(?:Ran \d+ tests?\.|OK$|FAILED \(|Result: |Files=\d+|Tests: )"
    r"|^steps: \d+, failed: "
    r"|\bsucceeded on attempt \d+"
    r"|^(?:ci: all green|CI PASSED|bootstrap complete|release \S+ ready|released v\S+)$"
    r"|^site built: |^schema version \d+$|^worst service: |^reindex: \d+"
    r"|^releasing \S* -> \S+$"
    r"|^total size is |^sent [\d,]+ bytes"
    r"|^make: Nothing to be done|^make: '.*' is up to date"
    r"|^\d+ tests?, \d+ failures?"
    r"|^caught SIG[A-Z]+"
)


def summaries(lines):
    return [i for i, l in enumerate(lines) if not is_trace(l) and SUMMARY.search(l)]


# section headers (ci.sh, backup.sh, ffmpeg loops): kept when a problem follows before the next one
SECTION = re.compile(r"^(?:=== .+(?: ===)?|== .+|::group::\S+|cron\.daily/\S+:)$")


def sections(lines, kept):
    # only first occurrences count: a warning repeated under every header does not mark them all
    first, seen = [], set()
    for k in kept:
        if lines[k] not in seen:
            seen.add(lines[k])
            first.append(k)
    kept = first
    keep = []
    heads = [i for i, l in enumerate(lines) if SECTION.match(l)]
    for n, h in enumerate(heads):
        end = heads[n + 1] if n + 1 < len(heads) else len(lines)
        if any(h < k < end for k in kept):
            keep.append(h)
    return keep


# ---------------------------------------------------------------- 3. xtrace

def xtrace(lines, prob, exit_):
    """The trace line that ran each problem's command, and the last trace line of a failed run."""
    keep = []
    traces = [i for i, l in enumerate(lines) if is_trace(l)]
    if not traces:
        return keep
    for k in prob:
        if is_trace(lines[k]) or SUMMARY.search(lines[k]):
            continue
        j = k - 1
        while j >= 0 and k - j <= 15:
            if is_trace(lines[j]):
                if not re.match(r"^(?:echo|printf|for)\b", trace_body(lines[j])):
                    keep.append(j)
                    break
            j -= 1
    # the run failed: the exit code, or a non-zero status echoed after the last trace line
    echoed = [l for l in lines[traces[-1] + 1:]
              if re.match(r"^(?:[\w -]+ )?(?:exit(?:ed)?(?: status| code| with)?)[:=]? ?[1-9]\d*$", l)]
    if exit_ != "0" or echoed:
        keep.append(traces[-1])
    return keep


# ---------------------------------------------------------------- 4. tools

def make(lines, cmd):
    keep = match_all(
        lines,
        r"^make(?:\[\d+\])?: \*\*\* ",
        r"^make(?:\[\d+\])?: Target .* not remade",
        r"^\S+:\d+:\d+: (?:fatal )?(?:error|warning|note): ",   # gcc
        r"^\S+: In function ",
        r"^Makefile:\d+: update target '.*' due to: ",           # --trace: why each target ran
    )
    if re.search(r"\bmake\b[^|;&]* -d\b", cmd):
        keep += match_all(lines, r"Must remake target ", r"Prerequisite .* is newer than target ",
                          r"File '.*' does not exist\.", r"Failed to remake target ",
                          r"Successfully remade target file '(?!Makefile)")
    if re.search(r"\bmake\b[^|;&]* -n\b", cmd):
        keep += nonblank(lines)                                   # the dry run is what was asked for
    return keep


def pandoc(lines, cmd):
    keep = match_all(lines, r"^\[WARNING\] ", r"not found in resource path")
    for i, l in enumerate(lines):
        if l.startswith("YAML parse exception"):
            keep += [j for j in (i + 1, i + 2) if j < len(lines)]
    return keep


def imagemagick(lines, cmd):
    keep = match_all(lines, r"^(?:convert|identify|mogrify)(?:-im6\.q16)?: ")
    if "identify" in cmd and "find" in cmd:
        keep += [i for i, l in enumerate(lines) if re.match(r"^images/\S+ PNG \d+x\d+ ", l)]
    return keep


def ffmpeg(lines, cmd):
    keep = match_all(lines, r"\bmoov atom not found", r"Invalid data found", r"Conversion failed!",
                     r"Error (?:opening|while|initializing)", r"^\S+: No such file",
                     r"does not contain an image sequence pattern", r"Output file is empty",
                     r"^!!! ", r"^FAIL ", r"^no poster for ")
    return keep


def ffprobe_listing(lines, cmd):
    if "ffprobe" in cmd and "while read" in cmd:
        return nonblank(lines)
    return []


def bats(lines, cmd):
    keep = match_all(
        lines,
        r"^not ok \d+ ",
        r"^ok \d+ .*# skip",
        r"^# \(in test file ",
        r"^#\s+`.*' failed$",
        r"^1\.\.\d+$",
        r"✗ ",
        r"\(skipped[:)]",
        r"^\d+ tests?, \d+ failures?",
        r"<testsuite ",
        r"<failure ",
        r"failed</failure>$",
    )
    # pretty: the red detail lines under a ✗ row
    for i, l in enumerate(lines):
        if "✗ " in l:
            j = i + 1
            while j < len(lines) and lines[j].startswith("   ") and not re.search(r"\d+/\d+\s", lines[j]):
                keep.append(j)
                j += 1
    # junit: the failing testcase and the body of its <failure>
    for i, l in enumerate(lines):
        if "<failure " in l:
            if i > 0 and "<testcase " in lines[i - 1]:
                keep.append(i - 1)
            j = i + 1
            while j < len(lines) and "</testcase>" not in lines[j]:
                keep.append(j)
                j += 1
    # bats-assert detail blocks: from "# -- ... --" to the closing "# --"
    inside = False
    for i, l in enumerate(lines):
        if re.match(r"^# -- .+ --$", l):
            inside = True
        if inside:
            keep.append(i)
            if l == "# --":
                inside = False
    return keep


def tap(lines, cmd):
    """prove and hand-written TAP scripts."""
    keep = match_all(
        lines,
        r"^not ok \d+",
        r"^ok \d+ # SKIP",
        r"^#\s+(?:got|expected):",
        r"^\S+\.t \.+ ?$",            # the test file header (prove -v) of a file with failures: filtered below
        r"^Dubious, ",
        r"^Failed \d+/\d+ subtests",
        r"^\s+\(less \d+ skipped",
        r"^Test Summary Report",
        r"^\S+\.t\s+\(Wstat: ",
        r"^\s+Failed tests?: ",
        r"^\s+Non-zero exit status: ",
        r"^\s+Parse errors: ",
        r"^Files=\d+, Tests=\d+",
        r"^Result: ",
    )
    # file headers: keep only those of files that did not end in plain "ok"
    out = []
    for i in keep:
        l = lines[i]
        if re.match(r"^\S+\.t \.+ ?$", l):
            j = i + 1
            while j < len(lines) and not re.match(r"^\S+\.t \.+", lines[j]) and not lines[j].startswith("Test Summary"):
                if lines[j] == "ok" or re.search(r"\.\.\. ok$", lines[j]):
                    break
                if re.match(r"^(?:Dubious|Failed|not ok)", lines[j]):
                    out.append(i)
                    break
                j += 1
            continue
        out.append(i)
    return out


def shunit2(lines, cmd):
    keep = match_all(lines, r"^ASSERT:", r"^shunit2:(?:ERROR|WARN|FATAL)", r"^Ran \d+ tests?\.",
                     r"^(?:FAILED|OK)\b")
    # the test name printed above its first ASSERT
    for i, l in enumerate(lines):
        if l.startswith("ASSERT:") and i > 0 and re.match(r"^test_\w+$", lines[i - 1]):
            keep.append(i - 1)
    return keep


def gotest(lines, cmd):
    return match_all(lines, r"^\s*--- FAIL: ", r"^\s+\w+_test\.go:\d+: ", r"^FAIL\b", r"^ok\s+\S+\s+(?:[\d.]+s|\(cached\))$",
                     r"^vet: ", r"^# \S+\n?$", r"^panic: ", r"\.go:\d+:\d+: ")


def shellcheck(lines, cmd):
    return match_all(lines, r"^In \S+ line \d+:$", r"\^-* SC\d{4} \(\w+\): ")


def gofmt(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if l == "files need gofmt:":
            keep.append(i)
            j = i + 1
            while j < len(lines) and lines[j].strip():
                if not is_trace(lines[j]):
                    keep.append(j)
                    break
                j += 1
    return keep


def parallel(lines, cmd):
    keep = match_all(lines, r"^parallel: ", r"^Seq\s+Host\s+Starttime")
    for i, l in enumerate(lines):
        if l.startswith("parallel: This job failed:") and i + 1 < len(lines):
            keep.append(i + 1)
        # joblog rows (tab- or column-separated) with a non-zero exit value or signal
        cols = re.split(r"\t|\s{2,}", l.strip())
        if len(cols) >= 9 and re.match(r"^\d+$", cols[0]) and cols[1] == ":":
            if cols[6] != "0" or cols[7] != "0":
                keep.append(i)
    if "--tag" in cmd:
        # word counts per page are what the command was run for
        keep += [i for i, l in enumerate(lines) if re.match(r"^content/\S+\.md\t\d+$", l)]
    return keep


def rsync(lines, cmd):
    keep = match_all(lines, r"^rsync(?: error|:) ", r"^\*deleting ", r"^sending incremental file list$")
    # itemized changes, except directory timestamp updates
    keep += [i for i, l in enumerate(lines)
             if re.match(r"^[<>ch.*][fdLDS][.+?cstpoguax]{9} ", l) and not re.match(r"^\.d\.\.t\.{6} ", l)]
    return keep


def tar(lines, cmd):
    keep = match_all(lines, r"^tar: ")
    if re.search(r"\btar -t", cmd):
        keep += nonblank(lines)            # the archive listing is what was asked for
    return keep


def logrotate(lines, cmd):
    keep = match_all(lines, r"^error: ", r"skipping\.?$", r"does not exist", r"^rotating pattern: ")
    if " -d " in cmd:
        # dry run: which logs would be rotated
        for i, l in enumerate(lines):
            if l.strip() == "log needs rotating":
                keep.append(i)
                j = i - 1
                while j >= 0 and not lines[j].startswith("considering log "):
                    j -= 1
                if j >= 0:
                    keep.append(j)
    return keep


def run_parts(lines, cmd):
    keep = match_all(lines, r"^run-parts: .* exited with return code \d+", r"^run-parts: failed")
    if "--list" in cmd or "--test" in cmd:
        keep += nonblank(lines)
    return keep


def report_rows(lines, cmd):
    """The weekly report's per-service rows are the result."""
    if re.match(r"^zsh scripts/report\.zsh", cmd):
        return [i for i, l in enumerate(lines) if re.search(r"errors=\d+\s+warnings=\d+", l)]
    return []


def jobs(lines, cmd):
    return match_all(lines, r"^\[(?:TIMEOUT|FAIL\s*\d+)\]", r"^ran \d+ jobs: ")


def retry(lines, cmd):
    return match_all(lines, r"^retry: ", r"^curl: \(\d+\)")


def timeout(lines, cmd):
    # the last item processed before the kill, and the kill itself
    keep = match_all(lines, r"\bKilled\b", r"^caught SIG")
    items = [i for i, l in enumerate(lines) if re.match(r"^\[\d+/\d+\] ", l)]
    return keep + items[-1:]


def batch_failures(lines, cmd):
    """Per-item batch logs: the failing items (REJECT/FAIL/ERROR/CORRUPT/WARN rows), and the
    statement above sqlite3's "error here ---^" marker."""
    keep = [i - 1 for i, l in enumerate(lines) if l.endswith("error here ---^") and i > 0]
    return keep + match_all(lines, r"^(?:REJECT|FAIL|ERROR|CORRUPT|WARN)\b", r"^\s+rejected: ", r"^\s*\d+\s+FAIL\s",
                     r"^\S+\s+FAILED\b", r"^BROKEN ", r"^\[\d+/\d+\] .* FAILED$")


# which tool rules a command gets (a chain can get several)
TOOL_RULES = [
    (r"\bmake\b|ci\.sh|release\.sh", make),
    (r"pandoc|build\.sh|ci\.sh|make", pandoc),
    (r"convert|identify|optimize-images|build\.sh|make|ci\.sh|parallel", imagemagick),
    (r"ffmpeg|ffprobe|transcode|thumbs\.sh", ffmpeg),
    (r"ffprobe", ffprobe_listing),
    (r"\bbats\b|ci\.sh", bats),
    (r"\bprove\b", tap),
    (r"test_ledger\.sh", shunit2),
    (r"ci\.sh|go test|make release|make test", gotest),
    (r"ci\.sh|shellcheck", shellcheck),
    (r"ci\.sh", gofmt),
    (r"\bparallel\b", parallel),
    (r"rsync|backup\.sh", rsync),
    (r"\btar\b|backup\.sh", tar),
    (r"logrotate", logrotate),
    (r"run-parts", run_parts),
    (r"report\.zsh", report_rows),
    (r"jobs\.sh", jobs),
    (r"retry\.sh", retry),
    (r"\btimeout\b", timeout),
    (r".", batch_failures),
]


# ---------------------------------------------------------------- 6. hand additions

# results a rule cannot know: what the command was run to find out
HAND = {
    # the check of KEEP=3: the count of compressed generations and the files of one log
    "rotate-logs-second-run-keep3": ["177", "logs/api-1.log.1.gz", "logs/api-1.log.2.gz", "logs/api-1.log.3.gz"],
    # make -q prints nothing; the echoed answer is the result (covered by the last lines too)
    "make-q-question": ["make -q says: 1"],
    # the wrong answer of the weekly report (sorted by name, not by count)
    "zsh-weekly-report": ["worst service: worker 2"],
}


# ---------------------------------------------------------------- driver

def keep_lines(cmd, output, exit_="0", name=""):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(problems(lines))
    idx.update(summaries(lines))
    for pat, rule in TOOL_RULES:
        if re.search(pat, cmd):
            idx.update(rule(lines, cmd))
    prob = set(problems(lines)) | set(batch_failures(lines, cmd))
    idx.update(sections(lines, sorted(i for i in idx if not SUMMARY.search(lines[i])
                                      and not re.match(r"^(?:ok\b|1\.\.\d+$)", lines[i]))))
    idx.update(xtrace(lines, sorted(prob), exit_))
    idx.update(nonblank(lines)[-3:])
    for want in HAND.get(name, []):
        for i, l in enumerate(lines):
            if l == want:
                idx.add(i)
                break
        else:
            raise SystemExit(f"{name}: hand line not in output: {want!r}")
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
    if rest.startswith("-- keep --\n"):
        output = ""
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
        name = os.path.basename(path)[:-len(".txtar")]
        keep = keep_lines(cmd, output, exit_, name)
        write(path, cmd, exit_, output, keep)
        print(f"{name}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

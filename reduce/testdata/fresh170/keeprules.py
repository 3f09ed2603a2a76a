#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh170 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept
once, at its first occurrence in output order.

The rules are per tool, picked from the command (see rules_for). Wrappers that
run other tools (npm run / npm test, pnpm -r / --filter, yarn test, turbo) run
the problem rules of every JavaScript tool they may drive, plus their own.
Every case also keeps its last three non-blank lines, and every case keeps
`npm error` lines that say what went wrong (see npm_errors).

"Project" below means a path under /home/dev/work/ (or file:///home/dev/work/)
or a relative path starting with src/, tests/, test/, test-node/, lib/, bin/ or
packages/, and not inside node_modules.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def is_project_path(s):
    if "node_modules" in s:
        return False
    return PROJECT in s or re.search(r"(^|[\s(])(\./)?(src|tests?|test-node|lib|bin|packages)/\S+", s) is not None


def project_frames(lines):
    """`at fn (path:l:c)` stack frames and bare `fn (path:l:c)` frames of YAML stacks in the project."""
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^at ", s) and is_project_path(s):
            keep.append(i)
    return keep


def block_after(lines, i, stop):
    """Indices of the lines after i up to (not including) the first line matching stop."""
    out = []
    j = i + 1
    while j < len(lines) and not stop(lines[j]):
        out.append(j)
        j += 1
    return out


ERROR_LINE = re.compile(r"^\s*(?:[A-Z]\w*)?(?:Error|Exception)(?: \[\w+\])?: ")


def error_lines(lines):
    """`SomeError: message` / `Error [CODE]: message` lines, indented or not."""
    return [i for i, l in enumerate(lines) if ERROR_LINE.match(l)]


# ---------------------------------------------------------------- tsc

TSC_ERR = re.compile(r"error TS\d+:")


def tsc_problems(lines):
    """error TSnnnn lines with their indented continuation lines; Found N errors; pretty summary rows."""
    keep = []
    for i, l in enumerate(lines):
        if TSC_ERR.search(l):
            keep.append(i)
            base = len(l) - len(l.lstrip())
            j = i + 1
            # continuation: directly following lines indented deeper than the error line
            while j < len(lines) and lines[j].strip() and (len(lines[j]) - len(lines[j].lstrip())) > base \
                    and not re.match(r"^\s*\d+\s", lines[j]) and not re.match(r"^\s*~+$", lines[j]):
                keep.append(j)
                j += 1
    keep += match_all(
        lines,
        r"^Found \d+ errors?",
        r"^\s+\d+\s+\S+:\d+$",                      # pretty "Errors  Files" rows
        r"Skipping build of project",
        r"can't be built because",
    )
    return keep


def tsc(lines, cmd):
    keep = tsc_problems(lines)
    if "--listFiles" in cmd:
        # the listing the agent asked for: the project's own files
        keep += [i for i, l in enumerate(lines) if re.match(r"^/\S+$", l) and "/node_modules/" not in l]
    if "--extendedDiagnostics" in cmd:
        keep += match_all(lines, r"^(Files|Lines of TypeScript|Lines|Types|Instantiations|Memory used|"
                                 r"Program time|Check time|Total time):")
    if "--verbose" in cmd:
        keep += match_all(lines, r"Building project '")
    # a command chained after tsc (`&& echo ...`, `ls ...`) prints its own result
    if "&&" in cmd:
        keep += [i for i, l in enumerate(lines) if l.strip() and not TSC_ERR.search(l) and not l.startswith(" ")]
    return keep


# ---------------------------------------------------------------- eslint, prettier, stylelint

ESLINT_ROW = re.compile(r"^\s+\d+:\d+\s+(error|warning)\s")


def eslint_problems(lines):
    keep = match_all(
        lines,
        ESLINT_ROW.pattern,                                              # stylish rows
        r"^/\S+: line \d+, col \d+, (Error|Warning) - ",                 # compact
        r"^/\S+:\d+:\d+: .*\[(Error|Warning)(/[^\]]+)?\]$",              # unix
        r"^✖ \d+ problems? \(",
        r"^\s*\d+ errors? and \d+ warnings? potentially fixable",
        r"^\d+ problems?$",
        r"ESLint found too many warnings",
    )
    # stylish file headers: an absolute path followed by a row
    for i, l in enumerate(lines):
        if re.match(r"^/\S+$", l) and i + 1 < len(lines) and ESLINT_ROW.match(lines[i + 1]):
            keep.append(i)
    return keep


def eslint(lines, cmd):
    return eslint_problems(lines)


def prettier(lines, cmd):
    if "--list-different" in cmd or re.search(r"\s-l\s", cmd):
        return nonblank(lines)              # the list of unformatted files is the answer
    return match_all(lines, r"^\[(warn|error)\] ")


def stylelint(lines, cmd):
    keep = match_all(lines, r"^\s+\d+:\d+\s+[✖⚠]\s", r"^✖ \d+ problems?", r"potentially fixable")
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.(css|scss|less)$", l):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- vitest

def coverage_rows(lines):
    """istanbul text table: rows that list uncovered lines, and the All files row."""
    keep = []
    for i, l in enumerate(lines):
        cells = [c.strip() for c in l.split("|")]
        if len(cells) >= 6 and re.match(r"^[\d.]+$", cells[1] or "x"):
            if cells[0] == "All files" or cells[5]:
                keep.append(i)
    return keep


def vitest(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*× ",                                   # failing rows
        r"^ ❯ \S+ \(\d+ tests? \| \d+ failed",       # file rows with failures
        r"^ ?FAIL ",                                  # failure headers
        r"⎯ Failed Tests \d+ ⎯",
        r"⎯ (Unhandled|Uncaught) ",
        r"^\s*(Expected|Received): ",
        r"^\s*(- Expected|\+ Received)\b",
        r"^\s*(Test Files|Tests|Snapshots|Errors)\s{1,3}\d",
        r"^\s*(Test Files|Tests|Snapshots|Errors) +\d",
        r"^ERROR: Coverage for ",
        r"^stderr \| ",
        r"<testsuites ",
        r'<testsuite .* failures="[1-9]',
        r"<failure ",
    )
    keep += error_lines(lines)
    # ❯ locations in the project (not node_modules frames)
    for i, l in enumerate(lines):
        m = re.match(r"^\s*❯ (?:\S+ )?(\S+:\d+:\d+)$", l)
        if m and is_project_path(" " + m.group(1)):
            keep.append(i)
    # diff bodies: after "- Expected"/"+ Received" headers, up to the ❯ location
    for i, l in enumerate(lines):
        if re.match(r"^\s*\+ Received\s*$", l):
            for j in block_after(lines, i, lambda x: x.lstrip().startswith("❯") or "</failure>" in x):
                if re.match(r"^\s*[-+]", lines[j]):
                    keep.append(j)
    # first message line of each stderr block (e.g. React's key warning)
    for i, l in enumerate(lines):
        if l.startswith("stderr | ") and i + 1 < len(lines) and lines[i + 1].strip():
            keep.append(i + 1)
    # junit: the testcase line that holds a failure
    for i, l in enumerate(lines):
        if "<failure " in l and i > 0 and "<testcase " in lines[i - 1]:
            keep.append(i - 1)
    keep += coverage_rows(lines)
    return keep


# ---------------------------------------------------------------- jest

def jest(lines, cmd):
    keep = match_all(
        lines,
        r"^FAIL ",
        r"^\s+✕ ",
        r"^\s+● ",
        r"^\s+expect\(",                              # matcher line
        r"^\s+(Expected|Received)\b",
        r"^\s+> +\d+ \|",                            # failing source line of the code frame
        r"^(Tests|Test Suites|Snapshots):\s",
        r"^Snapshot Summary",
        r"^ › .*snapshot",
        r"^Jest: .*(coverage|Coverage)",
        r"A worker process has failed to exit gracefully",
        r"A jest worker process .* was terminated",
        r"Jest did not exit one second",
        r"Jest has detected the following \d+ open handle",
        r"^Segmentation fault",
        r"^ts-jest\[\w+\] \((WARN|ERROR)\)",
        r"DeprecationWarning: ",
        r'^\s+thrown: "',
    )
    keep += tsc_problems(lines)
    keep += project_frames(lines)
    keep += error_lines(lines)
    # the message line under each ● title (thrown errors print only their message)
    for i, l in enumerate(lines):
        if re.match(r"^\s+● ", l):
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines):
                keep.append(j)
    # diff bodies between the "+ Received" header and the code frame
    for i, l in enumerate(lines):
        if re.match(r"^\s+\+ Received\s+\+ \d+", l):
            for j in block_after(lines, i, lambda x: re.match(r"^\s+>?\s*\d+ \|", x) or x.strip().startswith("at ")):
                if re.match(r"^\s+[-+]", lines[j]) and not re.match(r"^\s+@@", lines[j]):
                    keep.append(j)
    keep += coverage_rows(lines)
    return keep


# ---------------------------------------------------------------- mocha

def mocha(lines, cmd):
    keep = match_all(
        lines,
        r"^\s+\d+ (passing|failing|pending)",
        r"^\s+\d+\) ",                               # failure listing and detail headers
        r"^not ok ",                                 # tap
        r"^# (tests|pass|fail) \d+",
        r"^\s+\+ expected - actual",
    )
    keep += error_lines(lines)
    keep += project_frames(lines)
    # detail headers: nested title lines down to the one ending in ':'
    for i, l in enumerate(lines):
        if re.match(r"^  \d+\) \S", l) and not l.rstrip().endswith(":") and i + 1 < len(lines):
            j = i + 1
            while j < len(lines) and lines[j].startswith("     ") and j - i <= 6:
                keep.append(j)
                if lines[j].rstrip().endswith(":"):
                    break
                j += 1
    # diff lines after "+ expected - actual"
    for i, l in enumerate(lines):
        if re.match(r"^\s+\+ expected - actual", l):
            for j in block_after(lines, i, lambda x: x.strip().startswith("at ")):
                if re.match(r"^\s+[-+]", lines[j]):
                    keep.append(j)
    # tap: the message line under `not ok`
    for i, l in enumerate(lines):
        if l.startswith("not ok ") and i + 1 < len(lines) and lines[i + 1].startswith("  ") \
                and lines[i + 1].strip() != "---":
            keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- node --test

def node_test(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*not ok \d+ ",                          # tap
        r"^\s*location: '",
        r"^\s*(expected|actual): ",
        r"^# (tests|pass|fail|cancelled) \d+",
        r"^\s*✖ ",                                   # spec/dot: failing tests and suites
        r"^ℹ (tests|pass|fail|cancelled) \d+",
        r"^Failed tests:",
        r"^\s+\S+ !== \S+$",
        r"^\s+\+ actual - expected",
        r"^# .*(Error|Exception)\b",                 # a test file that crashed (tap comments)
        r"^# file:///\S+:\d+$",
    )
    keep += error_lines(lines)
    keep += project_frames(lines)
    # tap yaml: the error block, and the nested values of expected/actual
    for i, l in enumerate(lines):
        m = re.match(r"^(\s*)(error|expected|actual):(.*)$", l)
        if m and (m.group(2) == "error" or not m.group(3).strip()):
            keep.append(i)
            ind = len(m.group(1))
            j = i + 1
            while j < len(lines) and (not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > ind):
                if lines[j].strip():
                    keep.append(j)
                j += 1
        # first project frame of a yaml stack
        if re.match(r"^\s*stack: \|-", l):
            j = i + 1
            while j < len(lines) and lines[j].startswith(" " * (len(l) - len(l.lstrip()) + 2)):
                if is_project_path(lines[j]):
                    keep.append(j)
                    break
                j += 1
    # spec: diff lines after "+ actual - expected"
    for i, l in enumerate(lines):
        if re.match(r"^\s+\+ actual - expected", l):
            for j in block_after(lines, i, lambda x: x.strip().startswith("at ") or re.match(r"^\s*[a-z_]+:( |$)", x)):
                if re.match(r"^\s+[-+] ", lines[j]):
                    keep.append(j)
    # the source line under a crashed file's location comment
    for i, l in enumerate(lines):
        if re.match(r"^# file:///\S+:\d+$", l) and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- node runtime (node, tsx, ts-node)

SUMMARY_OUTPUT = re.compile(r"^(pupils: |ok: |wrote \d+ |total: |exit=)")


def node_runtime(lines, cmd):
    keep = match_all(
        lines,
        r"^\(node:\d+\) \S*(Warning|Error)\b",
        r"^\(node:\d+\) \[DEP\d+\]",
        r"^Segmentation fault|^Aborted",
        SUMMARY_OUTPUT.pattern,
    )
    keep += error_lines(lines)
    keep += project_frames(lines)
    keep += tsc_problems(lines)
    # properties of the thrown error, as node prints them: `  code: 'ENOENT',` ... `}`
    for i, l in enumerate(lines):
        if re.match(r"^\s+(code|path|status|diagnosticCodes): ", l) and \
                (l.endswith(",") or (i + 1 < len(lines) and lines[i + 1].strip() == "}")):
            keep.append(i)
    # the throw location header and the source line printed under it
    for i, l in enumerate(lines):
        if re.match(r"^(file://)?/\S+:\d+$", l) and is_project_path(l):
            keep.append(i)
            if i + 1 < len(lines):
                keep.append(i + 1)
    # curl -w "HTTP %{http_code}": status lines, and the body above an error status
    for i, l in enumerate(lines):
        m = re.match(r"^HTTP (\d{3})$", l)
        if m:
            keep.append(i)
            if int(m.group(1)) >= 400 and i > 0:
                keep.append(i - 1)
    return keep


# ---------------------------------------------------------------- bundlers and build checks

def vite(lines, cmd):
    keep = match_all(
        lines,
        r"^error during build:",
        r"^Build failed with \d+ errors?",
        r"^\[[\w:.-]+\] ",                           # [MISSING_EXPORT] ..., [builtin:vite-transform] ...
        r"╭─\[ \S+:\d+:\d+ \]",                      # location
        r"╰─+ \S",                                   # label with a message
        r"^\(!\) ",
        r"^✗ Build failed",
        r"^✓ built in",
    )
    keep += error_lines(lines)
    # the biggest asset is the row the chunk-size warning is about
    best, size = None, -1.0
    for i, l in enumerate(lines):
        m = re.match(r"^dist/\S+\s+([\d.]+) kB", l)
        if m and float(m.group(1)) > size:
            best, size = i, float(m.group(1))
    if best is not None:
        keep.append(best)
    return keep


def esbuild(lines, cmd):
    keep = match_all(lines, r"✘ \[ERROR\]", r"▲ \[WARNING\]", r"^\s+\S+:\d+:\d+:$", r"^\d+ (errors?|warnings?)$")
    if "--analyze" in cmd:
        keep += match_all(lines, r"^\s+[├└] ", r"100\.0%$")
    return keep


def webpack(lines, cmd):
    return match_all(
        lines,
        r"^ERROR in ",
        r"^WARNING in ",
        r"^Module not found: ",
        r"compiled (successfully|with \d+ (errors?|warnings?))",
        r"^asset \S+ ",
        r"\[\d+ (errors?|warnings?)\]",
    )


def rollup(lines, cmd):
    keep = match_all(lines, r"^\[!\] ", r"^\(!\) ", r"^created ")
    for i, l in enumerate(lines):
        if (l.startswith("[!] ") or l.startswith("(!) ")) and i + 1 < len(lines) and re.match(r"^\S+", lines[i + 1]) \
                and not lines[i + 1].startswith(("[", "(", "created")):
            keep.append(i + 1)                        # the file or cycle the message is about
    return keep


def tsup(lines, cmd):
    keep = match_all(lines, r"Build success", r"error occurred in dts build", r"Build failed")
    keep += tsc_problems(lines)
    keep += error_lines(lines)
    return keep


def size_limit(lines, cmd):
    keep = node_runtime(lines, cmd)
    keep += match_all(lines, r"limit has exceeded", r"^\s+Size limit: ", r"^\s+Size: ")
    # the name of each checked entry (the line above "Size limit:" or above the exceeded line)
    for i, l in enumerate(lines):
        if re.match(r"^\s+(Size limit: |Package size limit has exceeded)", l) and i > 0 \
                and not re.match(r"^\s+(Package size|Size)", lines[i - 1]) and lines[i - 1].strip():
            keep.append(i - 1)
    return keep


def madge(lines, cmd):
    return match_all(lines, r"Found \d+ circular", r"^\d+\) \S+ > ", r"No circular dependency", r"✖ Skipped \d+")


def findings(lines, cmd):
    """knip, depcheck, npm outdated, pnpm outdated: every finding row is what was asked for."""
    return nonblank(lines)


# ---------------------------------------------------------------- package managers and task runners

def npm_errors(lines, cmd=""):
    return match_all(
        lines,
        r"^npm error code \w+",
        r"^npm error (ERESOLVE|While resolving|Found: |Could not resolve dependency|Conflicting peer dependency)",
        r"^npm error .*\bpeer(Optional)? \S+@\"[^\"]*\" from ",
        r"^npm error Fix the upstream dependency conflict",
        r"^npm error .*can only install packages when",
        r"^npm error Missing: ",
        r"^npm error Invalid: ",
        r"^npm error npx canceled",
        r"^npm error (audit|Lifecycle script|command failed|Missing script)",
        r"^npm error .*endpoint returned an error",
    )


def npm_install(lines, cmd):
    return npm_errors(lines) + match_all(lines, r"^npm warn ", r"^added \d+ packages?", r"^up to date")


def npm_ls(lines, cmd):
    keep = [i for i, l in enumerate(lines) if re.match(r"^[├└]", l)]        # direct dependencies
    keep += match_all(lines, r"UNMET DEPENDENCY", r"\binvalid\b", r"\bextraneous\b", r"^npm error ")
    return keep


def npm_pack(lines, cmd):
    return match_all(lines, r"^npm warn ", r"^npm notice \S")


def js_problems(lines, cmd):
    """Everything a wrapper may drive."""
    keep = []
    for rule in (tsc_problems_rule, eslint, jest, vitest, mocha, node_test, node_runtime, vite, esbuild, webpack,
                 rollup, tsup):
        keep += rule(lines, "")
    return keep


def tsc_problems_rule(lines, cmd):
    return tsc_problems(lines)


def wrapper(lines, cmd):
    keep = js_problems(lines, cmd)
    keep += match_all(
        lines,
        r"^> \S+@\S+ \S+$",                          # npm: which script ran
        r"ERR_PNPM_\w+",
        r"^\s+× ",
        r"^\[ELIFECYCLE\]",
        r"^error ",                                  # yarn
        r"^warning ",
        r"^\$ ",                                     # pnpm/yarn: the script command
    )
    return keep


def pnpm_install(lines, cmd):
    return match_all(
        lines,
        r"ERR_PNPM_\w+",
        r"^\s+× ",
        r"╰─▶ ",
        r"^\s+help: ",
        r"^\[WARN\] ",
        r"^Packages: ",
        r"^\s*[↓+-] \S+ .*→",                         # changed dependency versions
        r"^Done in ",
    )


def yarn_install(lines, cmd):
    return match_all(lines, r"^error ", r"^warning ", r"^info No lockfile")


TURBO_PREFIX = re.compile(r"^@[\w.-]+/[\w.-]+:[\w:-]+: ")


def turbo(lines, cmd):
    keep = match_all(
        lines,
        r"^\s+x ",
        r"^\s+`-> ",
        r"#\w+:\s+ERROR\s",
        r"#\w+:\s+WARNING\s",
        r"ERROR\s+run failed",
        r"^\s*Tasks:\s",
        r"^\s*Cached:\s",
        r"^\s*Failed:\s",
        r"FULL TURBO",
    )
    # the logs of each task, with the task prefix taken off, go through the wrapper rules
    body = [TURBO_PREFIX.sub("", l) for l in lines]
    keep += js_problems(body, cmd)
    keep += match_all(body, r"^\[ELIFECYCLE\]")
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)           # leading VAR=value assignments
    c = re.sub(r"^cd \S+ && ", "", c)
    words = c.split()
    if words[0] == "npx" and words[1] == "--yes":
        words = ["npx"] + words[2:]
    tool = words[1] if words[0] in ("npx", "pnpm", "yarn", "npm") and len(words) > 1 else words[0]
    first = words[0]
    if first == "npx":
        return {
            "vitest": vitest, "jest": jest, "mocha": mocha, "tsc": tsc, "eslint": eslint, "prettier": prettier,
            "stylelint": stylelint, "vite": vite, "esbuild": esbuild, "webpack": webpack, "rollup": rollup,
            "size-limit": size_limit, "madge": madge, "knip": findings, "depcheck": findings, "turbo": turbo,
            "tsx": node_runtime, "ts-node": node_runtime,
        }[tool]
    if first == "node":
        return node_test if "--test" in words else node_runtime
    if first == "npm":
        if tool in ("install", "i", "ci"):
            return npm_install
        if tool == "ls":
            return npm_ls
        if tool == "outdated":
            return findings
        if tool == "pack":
            return npm_pack
        if tool in ("run", "test", "t"):
            return wrapper
    if first == "pnpm":
        if tool in ("install", "add", "i"):
            return pnpm_install
        if tool in ("ls", "outdated"):
            return findings
        return wrapper
    if first == "yarn":
        if tool == "install":
            return yarn_install
        return wrapper
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output, name=""):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(npm_errors(lines))
    idx.update(nonblank(lines)[-3:])
    hand = set(HAND.get(name, []))
    out, seen = [], set()
    for i in sorted(idx):
        if i >= len(lines):
            continue
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    for l in lines:
        if l in hand and l not in seen:
            seen.add(l)
            out.append(l)
    return out


# Hand additions, by case name (without .txtar): whole output lines (ANSI removed)
# that the rules miss but a reader must see. Filled after checking the sample.
HAND = {
}


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
        keep = keep_lines(cmd, output, os.path.basename(path)[:-len(".txtar")])
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

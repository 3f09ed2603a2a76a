#!/usr/bin/env python3
"""Derive the keep list of every .txtar in this folder from its output, by rule.

Written from scratch for fresh54 by someone who did not read the reducers.
Run: python3 keeprules.py   (rewrites the "-- keep --" section of each file)

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is listed once,
in order of first appearance. The last three non-blank lines are always kept.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
PROJ = "/home/dev/work/"
SRC_EXT = r"(?:py|go|rs|ts|tsx|js|mjs|rb|java|php)"

# ---------------------------------------------------------------- general
GENERIC = [
    re.compile(r"\b(?:error|Error|ERROR|errors)\b"),
    re.compile(r"\b(?:FAIL|FAILED|Failed|failed|Failure|failures?)\b"),
    re.compile(r"\b(?:panic|panicked|fatal|Fatal|FATAL|aborted|aborting)\b"),
    re.compile(r"\b(?:warning|Warning|WARNING|WARN|warn)\b"),
    re.compile(r"\b\w*(?:Error|Exception)\b:"),
    re.compile(r"^Traceback \(most recent call last\):"),
]
# summary / count lines of the tools used here
SUMMARY = [
    re.compile(r"^=*\s*\d+ (?:passed|failed|error)"),        # pytest
    re.compile(r"\b\d+ (?:passed|failed|deselected|errors?)\b.* in [\d.]+s"),
    re.compile(r"^test result: "),                            # cargo
    re.compile(r"^\s*(?:Test Files|Tests)\s+\d+"),           # vitest
    re.compile(r"^Found \d+ errors?\b"),                       # mypy
    re.compile(r"^\d+ runs, \d+ assertions"),                  # minitest
    re.compile(r"^\d+ files? inspected"),                      # rubocop
    re.compile(r"^(?:ok|FAIL)\s+\S+\s"),                       # go test
    re.compile(r"^(?:PASS|FAIL)$"),
    re.compile(r"^added \d+ packages"),                        # npm
    re.compile(r"^Success: no issues found"),
    re.compile(r"^\s*\d+ files? changed"),                     # git stat
    re.compile(r"^TOTAL\s"),                                   # coverage
]
# never critical (progress, timing, passing rows, library frames)
NOISE = [
    re.compile(r"^\s*(?:Compiling|Checking|Finished|Running|Downloaded|Downloading|Fresh)\s"),
    re.compile(r"--- PASS:|^=== RUN|^=== PAUSE|^=== CONT|\bPASSED\b|^\s*✓ |\.\.\. ok$"),
    re.compile(r"^\s*(?:Start at|Duration)\s"),
    re.compile(r"^note: Some details are omitted"),
    re.compile(r"= help: for further information visit"),
    re.compile(r"^\s+at /rustc/|^\s+at /usr/|/usr/local/go/src/|^\s+at node:|\(node:internal"),
]


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def is_project_frame(l):
    s = l.strip()
    if PROJ in s and re.search(r"\." + SRC_EXT + r"\b", s):
        return True
    if re.match(r"at \./src/|at \./examples/|at \./tests/", s):
        return True
    return False


def generic(lines, i, l):
    if any(p.search(l) for p in NOISE):
        return False
    if any(p.search(l) for p in GENERIC) or any(p.search(l) for p in SUMMARY):
        return True
    if is_project_frame(l):
        return True
    return False


# ---------------------------------------------------------------- per tool
def k_pytest(lines, i, l):
    s = l.strip()
    if re.match(r"^E\s", l):                      # assertion / exception detail
        return True
    if l.startswith(">"):                         # the failing statement
        return True
    if re.match(r"^[\w./-]+\.py:\d+: (?:in \S|\w*Error|\w*Exception|$)", s):  # own-code location
        return not s.startswith("/usr/")
    if re.match(r"^(?:FAILED|ERROR) ", s) or s.startswith("ERROR collecting"):
        return True
    if re.match(r"^_+ ERROR collecting", s):
        return True
    if s.startswith("ImportError while importing") or s.startswith("!!!"):
        return True
    if re.match(r"^tests?/\S+\.py:\d+: in <module>", s):
        return True
    if re.match(r"^\S+\.py\s+\d+\s+\d+\s+\d+%\s+\S", s) and not s.endswith("100%"):
        return True                                # coverage rows with missing lines
    if "PASSED" in s:
        return False
    return generic(lines, i, l)


def k_traceback(lines, i, l):
    s = l.strip()
    if s.startswith("File ") and PROJ in s:
        return True
    if re.match(r"^\w+(?:\.\w+)*(?:Error|Exception|Interrupt)\b", s) or re.match(r"^KeyError", s):
        return True
    return generic(lines, i, l) and not s.startswith("File ")


def k_mypy_flake8(lines, i, l):
    return bool(re.match(r"^\S+\.py:\d+", l)) or generic(lines, i, l)


def k_go(lines, i, l):
    s = l.strip()
    if re.match(r"^--- FAIL", s) or re.match(r"^\w+_test\.go:\d+:", s):
        return True
    if re.match(r"^[\w./-]+\.go:\d+:\d+: ", s):     # compile / vet errors
        return True
    if s.startswith("# ") and i + 1 < len(lines) and re.match(r"^\s*[\w./\[\]-]+", lines[i + 1]):
        nxt = lines[i + 1].strip()
        return bool(re.search(r"\.go:\d+", nxt) or nxt.startswith("# ["))
    if s.startswith("panic(") :
        return False                               # runtime re-panic frame
    if s.startswith("panic:") or s.startswith("goroutine ") and "[running]" in s:
        return s.startswith("panic:")
    if re.match(r"^(?:example\.com/|main\.)", s) and i + 1 < len(lines) and PROJ in lines[i + 1]:
        return True                                # own function frame
    if s.startswith("exit status"):
        return True
    if s.startswith("?") and "[no test files]" in s:
        return False
    return generic(lines, i, l)


def k_go_json(lines, i, l):
    # passing -json stream: keep only package-level results
    if '"Action":"fail"' in l:
        return True
    if '"Action":"pass"' in l and '"Test"' not in l:
        return True
    if '"Output":"ok  ' in l or '"Output":"FAIL' in l or '"Output":"--- FAIL' in l:
        return True
    return False


def k_gofmt(lines, i, l):
    s = l.rstrip()
    if re.match(r"^[\w./-]+\.go$", s):             # gofmt -l file list
        return True
    return k_diff(lines, i, l)


def k_cargo(lines, i, l):
    s = l.strip()
    if s.startswith("= note:") or s.startswith("= help:"):
        return False                               # lint provenance / docs links
    if re.match(r"^test \S+ \.\.\. FAILED", s) or s == "FAILED":
        return True
    if s.startswith("thread '") and "panicked at" in s:
        return True
    if i > 0 and "panicked at" in lines[i - 1]:
        return True                                # the panic message
    if re.match(r"^(?:left|right)\b", s) or s.startswith("assertion"):
        return True
    if re.match(r"^\d+: (?:changeringer|peal)::", s):
        return True                                # own-crate backtrace frame
    if re.match(r"^(?:method|row)::tests::\w+$", s):
        return True                                # failures: list
    if s.startswith("---- ") and s.endswith(" stdout ----"):
        return True
    if re.match(r"^(?:error|warning)(?:\[\w+\])?:", s):
        return "generated" in s or "could not compile" in s or True
    if re.match(r"^-->\s", s):
        return True
    if re.match(r"^help: ", s):                     # compiler's own fix hint
        return True
    if s.startswith("note: the method") or s.startswith("Some errors have"):
        return True
    if s.startswith("For more information about"):
        return False
    return generic(lines, i, l)


def k_vitest(lines, i, l):
    s = l.strip()
    if s.startswith("×") or s.startswith("FAIL ") or s.startswith("→ "):
        return True
    if re.match(r"^❯ \S+\.ts:\d+:\d+", s):          # own-code location
        return True
    if re.match(r"^❯ test/\S+\.test\.ts > ", s) or re.match(r"^❯ test/\S+ +\(\d+ tests? \| \d+ failed\)", s):
        return True
    if re.match(r"^[-+] ", l) or s in ("- Expected", "+ Received") or re.match(r"^[-+] (?:Expected|Received):?$", s):
        return True
    if i > 0 and re.match(r"^[-+] (?:Expected|Received):$", lines[i - 1].strip()) and s:
        return True
    if s.startswith("Failed Tests") or "Failed Tests" in s:
        return True
    return generic(lines, i, l)


def k_tsc(lines, i, l):
    if re.match(r"^\S+\.tsx?\(\d+,\d+\): error", l):
        return True
    if l.startswith("  ") and i > 0 and (re.match(r"^\S+\.tsx?\(\d+,\d+\): error", lines[i - 1]) or lines[i - 1].startswith("  ")):
        return True                                # continuation of the message
    return generic(lines, i, l) and not l.startswith(">")


def k_node(lines, i, l):
    s = l.strip()
    if s.startswith("file://") and PROJ in s:
        return True                                # throw site
    if re.match(r"^\w*Error\b", s):
        return True
    if s.startswith("at ") and PROJ in s:
        return True
    return generic(lines, i, l)


def k_minitest(lines, i, l):
    s = l.strip()
    if re.match(r"^\d+\) (?:Failure|Error):", s):
        return True
    if re.match(r"^Test\w+#test_\w+", s) and not re.search(r" = [\d.]+ s = \.$", s):
        return True
    if re.match(r"^(?:Expected|Actual):", s):
        return True
    if re.match(r"^\w+Error:", s):
        return True
    if (PROJ in s or s.startswith("test/")) and re.search(r"\.rb:\d+:in", s):
        return True
    if s.startswith("rake aborted!") or s.startswith("Command failed with status"):
        return True
    if re.search(r" = [\d.]+ s = \.$", s):
        return False
    return generic(lines, i, l)


def k_rubocop(lines, i, l):
    return bool(re.match(r"^\S+\.rb:\d+:\d+: [CWEF]: ", l)) or bool(re.match(r"^\d+ files? inspected", l))


def k_diff(lines, i, l):
    # file and hunk places, stat lines
    if re.match(r"^(?:diff --git |--- a/|\+\+\+ b/|--- |\+\+\+ |@@ |diff |new file mode|deleted file mode|rename )", l):
        return True
    if re.match(r"^ \S.* \| +(?:\d+ [-+]*|Bin )", l):
        return True
    if re.match(r"^commit [0-9a-f]{7,40}", l):
        return True
    if re.match(r"^ *\d+ files? changed", l):
        return True
    return False


def k_gitlog(lines, i, l):
    if re.match(r"^commit [0-9a-f]{40}", l):
        return True
    if l.startswith("    ") and i > 0 and lines[i - 1] == "" and i > 1 and lines[i - 2].startswith("Date:"):
        return True                                # subject line
    return k_diff(lines, i, l)


def k_all_content(lines, i, l):
    # a file or search result the agent explicitly asked to read
    return l.strip() != ""


def k_ls(lines, i, l):
    return l.strip() != "" and not re.match(r"^total \d+$", l)


def k_npm_ls(lines, i, l):
    s = l
    if re.match(r"^\S+@\S+ /", s):                 # project root
        return True
    if re.match(r"^[├└]─[─┬] ", s):                # direct dependencies
        return True
    if "UNMET" in s or "invalid" in s or "extraneous" in s or "ERR" in s:
        return True
    return False


def k_pip_show(lines, i, l):
    return bool(re.match(r"^(?:Name|Version|Location|Requires|Required-by):", l)) or "WARNING" in l


def k_log(lines, i, l):
    return bool(re.search(r"\b(?:WARN|WARNING|ERROR|FATAL|CRIT)\b", l))


def k_npm_install(lines, i, l):
    s = l.strip()
    if s.startswith("npm warn install-scripts") and s == "npm warn install-scripts":
        return False
    return bool(re.match(r"^(?:added|removed|changed|up to date)\b", s)) or s.startswith("npm warn") or s.startswith("npm error") or "vulnerabilit" in s


def k_pass_only(lines, i, l):
    # a passing test run: only summary / count lines (plus the last three)
    if any(p.search(l) for p in NOISE):
        return False
    return any(p.search(l) for p in SUMMARY) or bool(re.search(r"\b(?:error|warning|FAIL)\b", l))


def pick_rule(name, cmd):
    if name.startswith("pytest-grapeledger-pass") or name == "rake-scorelend-test-verbose" \
            or name == "vitest-glazecalc-all-verbose-pass" or name.startswith("cargo-test-changeringer-quiet") \
            or name.startswith("cargo-test-changeringer-release"):
        return k_pass_only
    if name.startswith("pytest-"):
        return k_pytest
    if name.startswith("python-"):
        return k_traceback
    if name.startswith("mypy-") or name.startswith("flake8-"):
        return k_mypy_flake8
    if name.startswith("go-test-mews-json"):
        return k_go_json
    if name.startswith("go-"):
        return k_go
    if name.startswith("gofmt-"):
        return k_gofmt
    if name.startswith("cargo-"):
        return k_cargo
    if name.startswith("vitest-") or name.startswith("npm-test-"):
        return k_vitest
    if name.startswith("tsc-") or name.startswith("npm-run-typecheck"):
        return k_tsc
    if name.startswith("node-"):
        return k_node
    if name.startswith("rake-") or name.startswith("ruby-test-"):
        return k_minitest
    if name.startswith("rubocop-"):
        return k_rubocop
    if name.startswith("git-") and " log" in cmd:
        return k_gitlog
    if name.startswith("git-"):
        return k_diff
    if name.startswith("cat-n-") or name.startswith("sed-n-") or name.startswith("rg-"):
        return k_all_content
    if name.startswith("ls-"):
        return k_ls
    if name.startswith("npm-ls-"):
        return k_npm_ls
    if name.startswith("pip-show"):
        return k_pip_show
    if name.startswith("tail-"):
        return k_log
    if name.startswith("npm-install"):
        return k_npm_install
    return generic


# Per-file additions / exclusions where a tool's own words need it.
EXTRA = {
    # the compile error's suggested fix is in the caret area; keep the suggestion line
    "cargo-b-changeringer-errors": ['80 |             let next = rows.last().expect("REASON").apply(ch);'],
}
EXCLUDE = {}


def derive(name, cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    rule = pick_rule(name, cmd)
    keep = []
    seen = set()

    def add(l):
        if l and l not in seen:
            seen.add(l)
            keep.append(l)

    nonblank = [j for j, l in enumerate(lines) if l.strip() and "\r" not in raw[j]]
    last3 = set(nonblank[-3:])
    extra = set(EXTRA.get(name, []))
    excl = set(EXCLUDE.get(name, []))
    for j, l in enumerate(lines):
        if "\r" in raw[j] or not l.strip():
            continue
        if l in excl:
            continue
        if j in last3 or l in extra or rule(lines, j, l):
            add(l)
    return keep


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
        keep = derive(name, cmd, output)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()

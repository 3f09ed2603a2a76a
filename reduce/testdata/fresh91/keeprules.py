#!/usr/bin/env python3
"""Derive the `-- keep --` section of every *.txtar file in this folder.

The rules were written before any reducer was run on this set and are
applied mechanically; keep lists are never edited by hand.

A keep line is an exact output line with ANSI escapes and trailing
whitespace (including a CR from HTTP headers) removed. Each distinct line
is listed once, in the order of its first occurrence.

Usage: python3 keeprules.py   (rewrites the keep section of each file)
"""
from __future__ import annotations

import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
# GitHub-Actions-style timestamp prefix; rules match on the text after it.
STAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z(?: |$)")

# --- general rules -------------------------------------------------------
# words that state a problem
PROBLEM = re.compile(
    r"\b(errors?|ERROR|FAIL(?:ED|URES?)?|[Ff]ail(?:ed|ures?|ing)?|fail|panic(?:ked)?|"
    r"Traceback|[A-Za-z]*Exception|[A-Za-z]*Error|[Ww]arning|WARN|"
    r"declared and not used|cannot find|Could not resolve|not found)\b"
    r"|(?:✗|×|✖|✘|!!!|\*\*\*|##\[error\]|::error)"
)
# own-project source locations: path.ext:LINE or path.ext(LINE
LOC = re.compile(r"(?<![\w/.-])(/?[\w.@-]+(?:/[\w.@-]+)*\.(?:py|ts|js|mjs|go|rs|cfg|toml|json))[:(]\d+")
FOREIGN = ("/usr/", "/rustc/", "node_modules/", "/home/dev/go/", "/home/dev/.cargo/",
           "/home/dev/.pyenv/", "<frozen", "<anonymous>", "node:internal")
# summary / count lines
SUMMARY = [
    re.compile(r"\b\d+ (passed|failed|errors?|warnings?|problems?|skipped|deselected|selected|"
               r"passing|failing|pending|tests?|steps?\b.*failed|files? changed)\b"),
    re.compile(r"^\s*(Tests|Test Suites|Test Files|Snapshots|Tests:)\s"),
    re.compile(r"test result:"),
    re.compile(r"^(ok|FAIL|PASS|\?)\s+\S"),
    re.compile(r"Found \d+ errors?|Success: no issues found|rated at"),
    re.compile(r"compiled (successfully|with)|Finished `|Done in \d"),
    re.compile(r"^CI\b|CI (PASSED|FAILED)|CI: |all (\d+ )?steps (passed|green)|all green|ci: done"),
    re.compile(r"^--> \S+: (OK|FAILED)|^--- \S.* ok \("),
    re.compile(r"^\s*[\w.-]+: (OK|FAIL)\b|evaluation failed|congratulations"),
    re.compile(r"CI stopped|CI_FAIL_FAST|make: \*\*\*|make(\[\d+\])?: .*Error"),
    re.compile(r"\.{3,}(\(no files to check\))?(Passed|Failed|Skipped)$"),
    re.compile(r"^- hook id: |^- exit code: "),
]
# assertion details
ASSERT_LINE = [
    re.compile(r"^E\s"),                      # pytest E lines
    re.compile(r"^>\s"),                      # pytest failing source line
    re.compile(r"^_{3,} .+ _{3,}$"),          # pytest failure/test headers
    re.compile(r"^\s*● "),                    # jest failure titles
    re.compile(r"^\s*→ "),                    # vitest failure reason
    re.compile(r"^\s*\d+\) "),                # mocha failure titles
    re.compile(r"^\s*(Expected|Received|Obtained|Expected value|Received value)\b.*:"),
    re.compile(r"^\s*(left|right)\s*:"),      # rust assert_eq
    re.compile(r"^\s*[+-] ?(Expected|Received|expected|actual)\b"),
    re.compile(r"^\s*\|?\s*\d*\s*\|\s.*[\^-]{1,}\s+[a-z`]"),  # rustc marker with message
]
ASSERT_TRIGGER = re.compile(r"AssertionError|^\s*[+-] ?(Expected|Received)|expected - actual|"
                            r"assertion .*failed|^\s*Expected:|Error: expect")
CODE_FRAME = re.compile(r"^\s*>?\s*\d*\s*[|│╵]")
SEPARATOR = re.compile(r"^[\s⎯=─━#-]*$|^\s*\[\d+/\d+\]⎯*$|⎯{3,}")
STACK = re.compile(r"^\s*(at |❯ )")
# an assertion block ends at the next section/test header, location or stack line
STOP = re.compile(r"^_{3,} |^={3,}|^\S+:\d+: \w*(Error|Exception)|^\s*at |^\s*❯ |⎯{3,}|^-{3,}")


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


def has_own_loc(text: str) -> bool:
    for m in LOC.finditer(text):
        if not any(f in m.group(1) for f in FOREIGN):
            return True
    return False


def general(lines: list[str]) -> set[int]:
    keep: set[int] = set()
    window = 0
    mocha_title = False
    in_ci_summary = False
    cargo_failures = False
    ts_cont = False
    for i, raw in enumerate(lines):
        t = STAMP.sub("", raw)
        if not t.strip():
            mocha_title = False
            ts_cont = False
            continue
        k = False
        if PROBLEM.search(t) or has_own_loc(t):
            k = True
        # a file header line (eslint stylish lists findings under the file)
        if re.match(r"^(/|\./)?[\w./@-]+\.(ts|tsx|js|jsx|mjs|py|go|rs)$", t) and not any(f in t for f in FOREIGN):
            k = True
        if any(r.search(t) for r in SUMMARY) or any(r.search(t) for r in ASSERT_LINE):
            k = True
        # mocha: the numbered title continues on the following indented lines
        if re.match(r"^\s*\d+\) ", t):
            mocha_title = True
        elif mocha_title and not re.search(r"✔|✓|passing|pending", t):
            k = True
        else:
            mocha_title = False
        # assertion blocks: values and diff lines after a trigger
        if ASSERT_TRIGGER.search(t):
            window = 12
        elif STOP.search(t):
            window = 0
        elif window:
            window -= 1
            if not (CODE_FRAME.search(t) or SEPARATOR.search(t) or STACK.search(t)):
                k = True
        # CI summary blocks at the end of ci scripts
        if re.search(r"^(── summary ──|======== CI summary ========|CI results:)", t):
            in_ci_summary = True
        elif in_ci_summary:
            k = True
        # cargo test: names listed under the final "failures:" heading
        if t.strip() == "failures:":
            cargo_failures = True
        elif cargo_failures and re.match(r"^\s{4}\S+$", t):
            k = True
        # TypeScript elaboration lines right under an error TSnnnn line
        if re.search(r"error TS\d+|^\s*TS\d+:", t):
            ts_cont = True
        elif ts_cont and re.match(r"^\s+\S", t) and not CODE_FRAME.search(t):
            k = True
        else:
            ts_cont = False
        # group markers and banners are structure, not content
        if re.match(r"^(::(group|endgroup)::|##\[(group|endgroup)\])", t) and "error" not in t:
            k = False
        if k:
            keep.add(i)
    return keep


def git_rules(lines: list[str], cmd: str) -> set[int]:
    keep: set[int] = set()
    is_status = " status" in cmd
    is_diff = cmd.strip().startswith("git diff")
    expect_subject = False
    for i, t in enumerate(lines):
        if is_status:
            if re.match(r"^(On branch|HEAD detached|Your branch|and have \d+|nothing to commit|"
                        r"no changes added|Changes to be committed:|Changes not staged for commit:|"
                        r"Untracked files:|Unmerged paths:|## )", t):
                keep.add(i)
            elif t.startswith("\t"):
                keep.add(i)
            elif re.match(r"^[ MADRCU?!]{2} \S", t):
                keep.add(i)
            continue
        if re.match(r"^commit [0-9a-f]{7,}", t):
            keep.add(i)
            expect_subject = True
            continue
        if expect_subject and re.match(r"^    \S", t):
            keep.add(i)
            expect_subject = False
            continue
        if t.startswith("diff --git "):
            keep.add(i)
        elif re.match(r"^ \S.*\|\s+(\d+|Bin)", t):
            keep.add(i)
        elif re.search(r"\d+ files? changed", t):
            keep.add(i)
        elif is_diff and t.startswith("@@"):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode|^rename (from|to) ", t):
            keep.add(i)
    return keep


def grep_rules(lines: list[str]) -> set[int]:
    # every hit is what the agent asked for
    return {i for i, t in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", t) or "grep:" in t}


def curl_rules(lines: list[str]) -> set[int]:
    """Status lines, Location, curl's own errors, and the body of non-2xx/3xx
    responses. Request lines, other headers and 2xx/3xx bodies are left out."""
    keep: set[int] = set()
    status_ok = True
    in_headers = False
    for i, t in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", t)
        if m:
            keep.add(i)
            status_ok = m.group(2)[0] in "23"
            in_headers = True
            continue
        if t.startswith("curl: ") or re.match(r"^\* .*(error|fail|refused|timed out)", t, re.I):
            keep.add(i)
            continue
        if re.match(r"^(< )?Location:", t, re.I):
            keep.add(i)
            continue
        if t == "<":
            in_headers = False
            continue
        if re.match(r"^[*<>{}] |^>$", t):
            continue
        if in_headers:
            if t.strip() == "":
                in_headers = False
            continue
        if not status_ok and t.strip():
            keep.add(i)
    return keep


def derive(cmd: str, output: str) -> list[str]:
    lines = [clean(x) for x in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    c = cmd.strip()
    if re.match(r"^git\b", c):
        keep = git_rules(lines, c)
    elif re.match(r"^grep\b", c):
        keep = grep_rules(lines)
    elif re.match(r"^curl\b", c):
        keep = curl_rules(lines)
    else:
        keep = general(lines)
    nonblank = [i for i, t in enumerate(lines) if t.strip()]
    keep.update(nonblank[-3:])
    seen: set[str] = set()
    out: list[str] = []
    for i in sorted(keep):
        t = lines[i]
        if not t.strip() or t in seen:
            continue
        seen.add(t)
        out.append(t)
    return out


def process(path: str) -> None:
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.split("-- keep --\n", 1)
    cmd = head.split("\n", 1)[0][len("cmd: "):]
    keep = derive(cmd, output)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))


def main() -> int:
    names = sorted(n for n in os.listdir(HERE) if n.endswith(".txtar"))
    for n in names:
        process(os.path.join(HERE, n))
    print(f"derived keep sections for {len(names)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())

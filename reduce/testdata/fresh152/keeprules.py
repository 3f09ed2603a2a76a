#!/usr/bin/env python3
"""Keep rules for the fresh152 blind set.

Derives the `-- keep --` section of every txtar file in this folder from its
`cmd:` line and its `-- output --` section, and rewrites the file in place.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Written before looking at anything the reducer does, and run once.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- helpers


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


GENERIC_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|warning|warnings|panic|panicked|"
    r"exception|traceback|deprecated|deprecation)\b",
    re.IGNORECASE,
)
GENERIC_NAMES = re.compile(r"\b\w+(Error|Exception|Warning)\b")
GENERIC_MARKS = re.compile("[\u2716\u2715\u00d7\u25cf\u2717\U0001f4a5]")  # ✖ ✕ × ● ✗ 💥


def generic_hit(line: str) -> bool:
    return bool(GENERIC_WORDS.search(line) or GENERIC_NAMES.search(line) or GENERIC_MARKS.search(line))


FRAME = re.compile(r'^\s*File "([^"]+)", line \d+(, in .*)?$')
LOG_PREFIX = re.compile(r"^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d")
LOG_LEVEL_HIT = re.compile(r"^\d{4}-\d\d-\d\d[ T][\d:,.]+\s+(WARNING|ERROR|CRITICAL|FATAL)\b")
CHAIN = re.compile(
    r"^(During handling of the above exception, another exception occurred:"
    r"|The above exception was the direct cause of the following exception:)$"
)
CARETS = re.compile(r"^\s*[\^~]+\s*$")


def project_path(path: str) -> bool:
    """A frame path that belongs to the project, not Python or a library."""
    if path.startswith("<"):
        return False
    if path.startswith("/usr/") or "/dist-packages/" in path or "/site-packages/" in path:
        return False
    return True


def python_traceback_keep(lines: list[str], continuation: bool) -> set[int]:
    """Indexes to keep for plain Python tracebacks (scripts, unittest, logging).

    Keeps: the `Traceback` header, chain sentences, project `File` frames (not
    their source or caret lines, and no library frames), and the exception line
    that ends each traceback. With `continuation`, the non-blank lines that
    directly follow an exception line (unittest's multi-line assertion messages
    and `- x`/`+ y` diffs) are kept too, up to a blank or separator line.
    """
    keep: set[int] = set()
    in_tb = False
    after_exc = False
    for i, line in enumerate(lines):
        if not line:
            in_tb = False
            after_exc = False
            continue
        if line.startswith("Traceback (most recent call last):"):
            keep.add(i)
            in_tb = True
            after_exc = False
            continue
        if CHAIN.match(line):
            keep.add(i)
            continue
        if in_tb:
            m = FRAME.match(line)
            if m:
                if project_path(m.group(1)):
                    keep.add(i)
                continue
            if line[:1].isspace():
                continue  # source line or caret marker under a frame
            # first line at column 0 ends the traceback: the exception itself
            keep.add(i)
            in_tb = False
            after_exc = True
            continue
        if after_exc and continuation:
            if LOG_PREFIX.match(line) or re.match(r"^(=+|-+)$", line):
                after_exc = False
                continue
            keep.add(i)
    return keep


def last_three(lines: list[str]) -> set[int]:
    idx = [i for i, l in enumerate(lines) if l]
    return set(idx[-3:])


DIFF_HEADER = re.compile(r"^(--- |\+\+\+ |@@ )")


def diff_keep(line: str) -> bool:
    """Unified diff: file headers, hunk headers and every changed line."""
    if DIFF_HEADER.match(line):
        return True
    if line.startswith(("+", "-")) and not line.startswith(("+++", "---")):
        return True
    return False


# ---------------------------------------------------------------- per tool

PYTEST_COUNT = re.compile(
    r"^(=+ )?(\d+ (failed|passed|errors?|skipped|xfailed|xpassed|deselected|warnings?|selected)"
    r"(, )?)+.* in [\d.]+s( \([\d:]+\))?( =+)?$"
    r"|^=+ no tests ran.*=+$|^no tests ran in [\d.]+s$"
)
PYTEST_HEADER = re.compile(r"^_{3,} .+ _{3,}$")
PYTEST_LOC = re.compile(r"^\S+\.py:\d+(:|$)")
PYTEST_ROW_BAD = re.compile(r"\b(FAILED|ERROR|XPASS)\b")
PYTEST_PASS_ROW = re.compile(r"\b(PASSED|XFAIL|SKIPPED)\b")
COV_ROW = re.compile(r"^(\S+)\s+\d+\s+(\d+)(\s+\d+\s+\d+)?\s+(\d+)%(\s+.*)?$")


def coverage_keep(line: str) -> bool | None:
    """Coverage table rows: project files that miss lines, and TOTAL.

    Returns None when the line is not a coverage table line.
    """
    m = COV_ROW.match(line)
    if not m:
        if line.startswith(("Coverage failure:", "FAIL Required test coverage")):
            return True
        return None
    name = m.group(1)
    if name == "TOTAL":
        return True
    if name.startswith("/"):
        return False  # library files measured by accident
    return int(m.group(4)) < 100


def pytest_keep(cmd: str, lines: list[str]) -> set[int]:
    keep: set[int] = set()
    listing_collect = "--collect-only" in cmd or "--co " in cmd
    listing_fixtures = "--fixtures" in cmd
    section = ""
    for i, line in enumerate(lines):
        if not line:
            continue
        sec = re.match(r"^[=\-]{3,} (.+?) [=\-]{3,}$", line)
        if sec:
            section = sec.group(1)
        if PYTEST_COUNT.match(line):
            keep.add(i)
            continue
        if line.startswith("!!!") and line.endswith("!!!"):
            keep.add(i)
            continue
        if PYTEST_HEADER.match(line):
            keep.add(i)  # failure / error-at-setup / doctest headers
            continue
        if line.startswith("E ") or (line.startswith("E\t")):
            keep.add(i)
            continue
        if line.startswith(">") and len(line) > 1:
            keep.add(i)
            continue
        if line.startswith("[XPASS(strict)]"):
            keep.add(i)
            continue
        if re.match(r"^file \S+, line \d+$", line):
            keep.add(i)  # fixture-not-found location
            continue
        if PYTEST_LOC.match(line):
            keep.add(i)
            continue
        if re.match(r"^(FAILED|ERROR|XPASS|XFAIL|SKIPPED) ", line):
            # short summary: failures always; xfail/skip rows only if -r asked for them
            if line.startswith(("FAILED", "ERROR", "XPASS")) or re.search(r"-r\S*[xXs]", cmd) or "-rA" in cmd:
                keep.add(i)
            continue
        if "::" in line and PYTEST_ROW_BAD.search(line):
            keep.add(i)  # -v rows and xdist rows for failures
            continue
        if line.startswith("PASSED ") and "-rA" in cmd:
            continue  # -rA echoes passes; not critical
        # coverage table printed by pytest-cov
        cov = coverage_keep(line)
        if cov is not None:
            if cov:
                keep.add(i)
            continue
        # doctest failure bodies inside pytest
        if section == "FAILURES" and re.match(r"^(Expected:|Got:)$", line):
            keep.add(i)
            continue
        if section == "FAILURES" and re.match(r"^\s{4}\S", line) and i > 0 and lines[i - 1] in ("Expected:", "Got:"):
            keep.add(i)
            continue
        if re.match(r"^\d{3} ", line) and i + 1 < len(lines) and (
                lines[i + 1] == "Expected:" or lines[i + 1].startswith("UNEXPECTED EXCEPTION")):
            keep.add(i)  # pytest doctest: the failing example line
            continue
        # durations listing asked for
        if "--durations" in cmd and re.match(r"^\d+\.\d+s (call|setup|teardown)\s", line):
            keep.add(i)
            continue
        # hypothesis statistics asked for: per-test headers and stop reasons
        if "--hypothesis-show-statistics" in cmd:
            if re.match(r"^\S+::\S+:$", line) or line.strip().startswith("- Stopped because"):
                keep.add(i)
                continue
        if listing_collect and re.match(r"^\S+::\S+", line):
            keep.add(i)  # every collected test id is what was asked for
            continue
        fx = re.match(r"^\w+( \[[\w ]+\])? -- (\S+):\d+$", line) if listing_fixtures else None
        if fx:
            where = fx.group(2)
            if not where.startswith(".") and "-packages/" not in where:
                keep.add(i)  # project fixtures (not pytest or plugin built-ins)
            continue
        # generic rule, with pytest's context lines left out
        if line[:1].isspace():
            continue  # traceback source context, warnings detail body handled below
        if line.startswith(("-- Docs:", "platform ", "rootdir:", "plugins:", "cachedir:", "hypothesis profile")):
            continue
        if sec:
            continue  # section banners such as "FAILURES" or "warnings summary"
        if PYTEST_PASS_ROW.search(line) and not PYTEST_ROW_BAD.search(line):
            continue
        if generic_hit(line):
            keep.add(i)
    # warning messages are indented under the test id in the warnings summary
    for i, line in enumerate(lines):
        if re.match(r"^\s+\S+\.py:\d+: \w*Warning: ", line):
            keep.add(i)
    return keep


UNITTEST_ROW_BAD = re.compile(r"\.\.\. (FAIL|ERROR|unexpected success)$")


def unittest_keep(lines: list[str]) -> set[int]:
    keep = python_traceback_keep(lines, continuation=True)
    for i, line in enumerate(lines):
        if not line:
            continue
        if re.match(r"^(FAIL|ERROR|UNEXPECTED SUCCESS): ", line):
            keep.add(i)
        elif UNITTEST_ROW_BAD.search(line):
            keep.add(i)
        elif re.match(r"^Ran \d+ tests? in", line):
            keep.add(i)
        elif re.match(r"^(FAILED|OK)( \(.*\))?$", line):
            keep.add(i)
    return keep


def doctest_keep(lines: list[str]) -> set[int]:
    keep: set[int] = set()
    block = ""  # "", "example", "expected", "got"
    base = -1  # indentation of the first line of the current block
    for i, line in enumerate(lines):
        if not line:
            continue
        if line.startswith("*" * 10):
            block = ""
            continue
        if re.match(r'^File "[^"]+", line \d+, in \S+$', line):
            keep.add(i)
            block = ""
            continue
        if line == "Failed example:":
            keep.add(i)
            block, base = "example", -1
            continue
        if line in ("Expected:", "Got:"):
            keep.add(i)
            block, base = line[:-1].lower(), -1
            continue
        if line in ("Trying:", "Expecting:") or line.startswith("Expecting nothing"):
            block, base = "verbose", -1  # -v echo of every example: progress
            continue
        if line == "ok":
            block = ""
            continue
        if block == "verbose" and line[:1].isspace():
            continue
        if block and line[:1].isspace():
            indent = len(line) - len(line.lstrip())
            if base < 0:
                base = indent
            m = FRAME.match(line)
            if m:
                if project_path(m.group(1)):
                    keep.add(i)  # project frame inside a got-traceback
                continue
            if indent == base:
                keep.add(i)  # the example, the expected and the actual value
            continue  # deeper lines: source and carets under frames
        block = ""
        if re.match(r"^\d+ items? had failures:$", line) or re.match(r"^\s+\d+ of\s+\d+ in \S+$", line):
            keep.add(i)
            continue
        if line.startswith("***Test Failed***") or re.match(r"^\d+ passed and \d+ failed\.$", line):
            keep.add(i)
            continue
        if generic_hit(line):
            keep.add(i)
    return keep


def mypy_keep(lines: list[str]) -> set[int]:
    keep = set()
    for i, line in enumerate(lines):
        if ": error:" in line or re.match(r"^(Found \d+ errors? in|Success: no issues)", line):
            keep.add(i)
    return keep


def flake8_keep(lines: list[str]) -> set[int]:
    keep = set()
    for i, line in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", line):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", line):
            keep.add(i)  # --statistics rows
        elif re.match(r"^\d+$", line):
            keep.add(i)  # --count total
    return keep


def pylint_keep(lines: list[str]) -> set[int]:
    keep = set()
    for i, line in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", line):
            keep.add(i)
        elif line.startswith("************* Module "):
            keep.add(i)
        elif line.startswith("Your code has been rated at"):
            keep.add(i)
    return keep


def black_isort_keep(lines: list[str]) -> set[int]:
    keep = set()
    for i, line in enumerate(lines):
        if not line:
            continue
        if diff_keep(line):
            keep.add(i)
        elif re.match(r"^(would reformat|reformatted|error: cannot format|Fixing) ", line):
            keep.add(i)
        elif re.match(r"^\d+ files? (would be reformatted|reformatted|would fail)", line):
            keep.add(i)
        elif re.match(r"^(ERROR|WARNING): ", line):
            keep.add(i)
        elif generic_hit(line):
            keep.add(i)
    return keep


def coverage_report_keep(lines: list[str]) -> set[int]:
    keep = set()
    for i, line in enumerate(lines):
        cov = coverage_keep(line)
        if cov:
            keep.add(i)
    return keep


def sqlite_keep(lines: list[str]) -> set[int]:
    keep = set()
    for i, line in enumerate(lines):
        if not line:
            continue
        if generic_hit(line):
            keep.add(i)
        elif re.match(r"^[-\s]+$", line):
            continue  # column separator of -column mode
        else:
            keep.add(i)  # query rows / schema: the listing asked for
    return keep


def python_run_keep(lines: list[str]) -> set[int]:
    """Scripts, modules and small services run with python3."""
    keep = python_traceback_keep(lines, continuation=True)
    in_tb = False
    for i, line in enumerate(lines):
        if not line:
            in_tb = False
            continue
        if line.startswith("Traceback (most recent call last):"):
            in_tb = True
            continue
        if in_tb and (line[:1].isspace() or FRAME.match(line)):
            continue  # frames are judged by the traceback rule
        in_tb = False
        if LOG_PREFIX.match(line):
            if LOG_LEVEL_HIT.match(line):
                keep.add(i)
            continue  # INFO/DEBUG records are progress
        if generic_hit(line):
            keep.add(i)
    return keep


def generic_keep(lines: list[str]) -> set[int]:
    keep = python_traceback_keep(lines, continuation=False)
    for i, line in enumerate(lines):
        if line and generic_hit(line):
            keep.add(i)
    return keep


def tool_of(cmd: str) -> str:
    if "pytest" in cmd:
        return "pytest"
    if "-m unittest" in cmd:
        return "unittest"
    if "-m doctest" in cmd:
        return "doctest"
    if cmd.startswith("mypy"):
        return "mypy"
    if cmd.startswith("flake8"):
        return "flake8"
    if cmd.startswith("pylint"):
        return "pylint"
    if cmd.startswith(("black", "isort")):
        return "black_isort"
    if cmd.startswith("python3-coverage report"):
        return "coverage"
    if cmd.startswith("sqlite3"):
        return "sqlite"
    if cmd.startswith("python3 -m pip"):
        return "generic"
    if cmd.startswith("python3"):
        return "python"
    return "generic"


RULES = {
    "unittest": unittest_keep,
    "doctest": doctest_keep,
    "mypy": mypy_keep,
    "flake8": flake8_keep,
    "pylint": pylint_keep,
    "black_isort": black_isort_keep,
    "coverage": coverage_report_keep,
    "sqlite": sqlite_keep,
    "python": python_run_keep,
    "generic": generic_keep,
}


def keep_lines(cmd: str, output: str) -> list[str]:
    lines = [clean(l) for l in output.split("\n")]
    tool = tool_of(cmd)
    if tool == "pytest":
        idx = pytest_keep(cmd, lines)
    else:
        idx = RULES[tool](lines)
    idx |= last_three(lines)
    out: list[str] = []
    seen: set[str] = set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path: Path) -> int:
    text = path.read_text()
    head, sep, rest = text.partition("\n-- output --\n")
    assert sep, path
    pos = rest.find("-- keep --\n")
    while pos > 0 and rest[pos - 1] != "\n":
        pos = rest.find("-- keep --\n", pos + 1)
    assert pos > 0, path
    output = rest[:pos]  # exactly as recorded, ending in a newline
    cmd = head.split("\n")[0][len("cmd: "):]
    keeps = keep_lines(cmd, output)
    assert keeps, path
    path.write_text(head + "\n-- output --\n" + output + "-- keep --\n" + "\n".join(keeps) + "\n")
    return len(keeps)


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    for p in sorted(folder.glob("*.txtar")):
        n = process(p)
        print(f"{p.name}: {n} keep lines")


if __name__ == "__main__":
    main()

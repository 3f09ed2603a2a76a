#!/usr/bin/env python3
"""Keep rules for the fresh153 blind set.

Usage: python3 keeprules.py DIR
Rewrites the `-- keep --` section of every DIR/*.txtar from its `cmd:` line
and its `-- output --` section. Written before looking at any reducer
behaviour; run once, results not hand-edited.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Rules: a generic rule (last three non-blank lines; error-word lines for
tools without a listing rule) plus per-tool rules chosen from the command.
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>NOMc78]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic
ERROR_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|FAIL|panic|panicked|fatal|warning|"
    r"exception|traceback|abort|aborted|assertion|killed)\b"
    r"|Segmentation fault|core dumped|undefined reference|No such file or directory|"
    r"Permission denied|not found|cannot ",
    re.IGNORECASE,
)
PASS_ROW = re.compile(r"(\.\.\. ok$|^ok \d+ |^test .* \.\.\. ignored)")


def generic_error(line):
    if PASS_ROW.search(line.strip()) or line.strip() == "failures:":
        return False
    return bool(ERROR_WORDS.search(line))


# ---------------------------------------------------------------- rustc / cargo
RUST_DIAG = re.compile(r"^(error(\[E\d+\])?|warning)(:| \[)")
RUST_LOC = re.compile(r"^\s*--> ")
GUTTER = re.compile(r"^\s*(\d+\s*)?\|")
CARET_LABEL = re.compile(r"^\s*(\d+\s*)?\|[\s|^\-_~+]*[\^\-]+ +[^\s\^\-|]")
SUGGEST_DIFF = re.compile(r"^\s*\d+\s+[-+~]\s")
CARGO_STATUS = re.compile(
    r"^\s*(Compiling|Checking|Finished|Running|Doc-tests|Documenting|Generated|Fresh|"
    r"Blocking|Updating|Locking|Adding|Downloaded|Building)\b"
)
TEST_ROW = re.compile(r"^test (.+) \.\.\. (.*)$")
PANIC = re.compile(r"^thread '.*' (\(\d+\) )?panicked at ")
BT_FRAME = re.compile(r"^\s*\d+: (.+)$")
BT_AT = re.compile(r"^\s+at (.+)$")
STDOUT_HDR = re.compile(r"^---- .* stdout ----$")
RUST_BOILER = re.compile(
    r"^(note: run with `RUST_BACKTRACE=1`|stack backtrace:|note: Some details are omitted|"
    r"For more information about (this|an) error|stderr:$|stdout:$|running \d+ tests?$)"
)


def rust_excerpt(line):
    """Source excerpt / help lines of a rustc diagnostic, which are left out."""
    s = line.strip()
    if GUTTER.match(line) and not CARET_LABEL.match(line):
        return True
    if s == "..." or s.startswith("= note") or s.startswith("= help"):
        return True
    if SUGGEST_DIFF.match(line):
        return True
    if s.startswith("help:") or (s.startswith("note:") and not RUST_KEEP_NOTE.match(s)):
        return True
    return False


RUST_KEEP_NOTE = re.compile(r"^note: (test did not panic as expected|panic did not contain expected string)")


def project_frame_at(loc):
    # frames at ./src, crates/, src/, tests/ are the project's own
    return loc.startswith("./") or re.match(r"^(crates|src|tests)/", loc) is not None


def rust_rules(lines, cmd):
    keep = set()
    nocapture = "--nocapture" in cmd or "--show-output" in cmd
    is_run = re.search(r"\bcargo run\b", cmd) is not None
    program = is_run and " -q" in cmd
    in_stdout = False
    in_panic = False
    names_mode = False
    targets_mode = False
    for i, raw in enumerate(lines):
        line = raw
        s = line.strip()
        if not s:
            in_panic = False
            if names_mode:
                names_mode = False
            targets_mode = False
            continue
        # cargo fmt / rustfmt --check diff
        if line.startswith("Diff in "):
            keep.add(i)
            continue
        if FMT_MODE[0]:
            if line.startswith("-") or line.startswith("+"):
                keep.add(i)
            continue
        if is_run and re.match(r"^\s*Running `", line):
            program = True
            continue
        if RUST_DIAG.match(line):
            keep.add(i)
            m = re.match(r"^error: \d+ targets? failed:", line)
            targets_mode = bool(m)
            continue
        if targets_mode and line.startswith("    "):
            keep.add(i)
            continue
        if RUST_LOC.match(line):
            keep.add(i)
            continue
        if line.startswith("Some errors have detailed explanations"):
            keep.add(i)
            continue
        if s in ("Couldn't compile the test.",) or s.startswith("Test compiled successfully, but it's marked") \
                or s.startswith("Test executable failed"):
            keep.add(i)
            continue
        if re.match(r"^\s*Fixed \S+ \(\d+ fix(es)?\)$", line):
            keep.add(i)  # what `cargo clippy --fix` changed
            continue
        if CARGO_STATUS.match(line):
            continue
        m = TEST_ROW.match(s)
        if m:
            if "FAILED" in m.group(2):
                keep.add(i)
            continue
        if s.startswith("test result:"):
            keep.add(i)
            continue
        if s == "failures:":
            in_stdout = False
            # names list follows when the next non-blank line is indented by 4
            for j in range(i + 1, len(lines)):
                if lines[j].strip():
                    names_mode = lines[j].startswith("    ") and not lines[j].startswith("     ")
                    break
            continue
        if names_mode and line.startswith("    "):
            keep.add(i)
            continue
        if STDOUT_HDR.match(s):
            keep.add(i)
            in_stdout = True
            continue
        if PANIC.match(s):
            keep.add(i)
            in_panic = True
            continue
        if RUST_BOILER.match(s):
            in_panic = False
            continue
        mf = BT_FRAME.match(line)
        if mf and re.match(r"^\s+\d+: ", line):
            nxt = lines[i + 1] if i + 1 < len(lines) else ""
            ma = BT_AT.match(nxt)
            if (ma and project_frame_at(ma.group(1).strip())) or "_doctest_main" in mf.group(1):
                keep.add(i)
                if ma:
                    keep.add(i + 1)
            in_panic = False
            continue
        if BT_AT.match(line):
            continue
        if s.startswith("note:"):
            if RUST_KEEP_NOTE.match(s):
                keep.add(i)
                in_panic = True
            continue
        if in_panic:
            # panic message continuation: assertion text, left:, right:, custom message
            keep.add(i)
            continue
        if CARET_LABEL.match(line):
            keep.add(i)  # the label under the carets says what is wrong there
            continue
        if rust_excerpt(line):
            continue
        if s.startswith("Error: "):
            keep.add(i)
            continue
        if in_stdout:
            # what a failing test printed before it failed
            keep.add(i)
            continue
        if program or nocapture:
            # the program's / the tests' own printed output, which was asked for
            if not re.match(r"^[.Fi]+( \d+/\d+)?$", s):
                keep.add(i)
            continue
        if generic_error(line):
            keep.add(i)
    return keep


FMT_MODE = [False]


# ---------------------------------------------------------------- gcc / make / C test output
GCC_DIAG = re.compile(r"^[^\s:]+:\d+(:\d+)?: (fatal error|error|warning|note): ")
GCC_INFUNC = re.compile(r"^[^\s:]+: In (function|member function|constructor) ")
LD_LINE = re.compile(r"^(/usr/bin/ld|ld|collect2): |: undefined reference to |: in function `")
MAKE_ERR = re.compile(r"^make(\[\d+\])?: (\*\*\*|Target .* not remade)")
CMD_ECHO = re.compile(r"^(cc|gcc|clang|g\+\+|mkdir|rm|sh|\./|make\[|ar|ranlib) ")
TAP_NOT_OK = re.compile(r"^not ok \d+")
TAP_DIFF = re.compile(r"^    [-+](?![-+]{2} )")
C_FAIL = re.compile(r"^FAIL \S+:\d+: |^    (got|want): ")
C_SUMMARY = re.compile(r"^\d+ checks, \d+ failures$|^# \d+ of \d+ failed$")


def make_rules(lines, cmd):
    keep = set()
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        if GCC_DIAG.match(line) or GCC_INFUNC.match(line) or LD_LINE.search(line) or MAKE_ERR.match(line):
            keep.add(i)
            continue
        if GUTTER.match(line):
            continue  # gcc source excerpt, carets and fix-its
        if CMD_ECHO.match(line):
            continue
        if TAP_NOT_OK.match(line) or TAP_DIFF.match(line) or C_FAIL.match(line) or C_SUMMARY.match(s):
            keep.add(i)
            continue
        if re.match(r"^ok \d+ ", line) or re.match(r"^1\.\.\d+$", s) or re.match(r"^    @@ ", line):
            continue
        if generic_error(line):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- AddressSanitizer
def asan_rules(lines, cmd):
    keep = set()
    for i, line in enumerate(lines):
        s = line.strip()
        if re.search(r"ERROR: AddressSanitizer:|^SUMMARY: AddressSanitizer", s) \
                or re.match(r"^(READ|WRITE) of size \d+", s) \
                or " is located " in s \
                or re.match(r"^(allocated|freed|previously allocated) by thread", s):
            keep.add(i)
            continue
        m = re.match(r"^#\d+ 0x[0-9a-f]+ in \S+ (.+)$", s)
        if m and re.match(r"^(src|tests)/", m.group(1)):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- gdb
GDB_FRAME = re.compile(r"^#(\d+)\s+(0x[0-9a-f]+ in )?(.*)$")


def gdb_rules(lines, cmd):
    keep = set()
    project_frame = False
    stop_next = False
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        if re.search(r"received signal SIG\w+", s) or s.startswith("Program terminated with signal") \
                or re.match(r"^\[Inferior \d+ \(process \d+\) exited with code", s):
            keep.add(i)
            stop_next = True
            continue
        if s.startswith("[Switching to"):
            continue
        if stop_next:
            # the place where the program stopped, then its source line
            keep.add(i)
            stop_next = False
            if i + 1 < len(lines) and re.match(r"^\d+\t", lines[i + 1]) \
                    and not lines[i + 1].rstrip().endswith("No such file or directory."):
                keep.add(i + 1)
            continue
        m = GDB_FRAME.match(s)
        if m:
            project_frame = re.search(r" at (src|tests)/\S+:\d+$", s) is not None
            if m.group(1) == "0" or project_frame:
                keep.add(i)
            continue
        if re.match(r"^Thread \d+ \(Thread 0x[0-9a-f]+ ", s):
            keep.add(i)
            project_frame = False
            continue
        if re.match(r"^\*?\s*\d+\s+Thread 0x", line.lstrip()) and re.match(r"^[ *]", line):
            keep.add(i)  # `info threads` rows were asked for
            continue
        if line.startswith("        ") and project_frame and s != "No locals.":
            keep.add(i)  # locals of the project's own frames (bt full)
            continue
    return keep


# ---------------------------------------------------------------- strace / ltrace
SUMMARY_ROW = re.compile(r"^\s*(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+)?\s+(\d+)\s+(\d+\s+)?(\S+)$")


def count_table_rules(lines, keep):
    first = True
    for i, line in enumerate(lines):
        m = SUMMARY_ROW.match(line)
        if not m:
            continue
        pct = float(m.group(1))
        name = m.group(6)
        if name == "total":
            keep.add(i)
            continue
        if first or pct >= 10.0 or m.group(5):
            keep.add(i)
        first = False


SYSCALL = re.compile(r"^(\[pid\s+\d+\] )?(\w+\(|<\.\.\. \w+ resumed>|--- SIG|\+\+\+ )")


def strace_rules(lines, cmd):
    keep = set()
    summary = " -c" in cmd or " -C" in cmd
    filtered = re.search(r"(^|\s)-e\s*(trace=)?\S", cmd) is not None
    if summary:
        count_table_rules(lines, keep)
    for i, line in enumerate(lines):
        s = line.strip()
        if not s or i in keep:
            continue
        body = re.sub(r"^\[pid\s+\d+\] ", "", s)
        if SYSCALL.match(s):
            if filtered:
                keep.add(i)  # the syscalls the agent asked for
            elif re.search(r"= -1 E[A-Z]+", body) or body.startswith("--- SIG") \
                    or body.startswith("+++ killed") \
                    or (body.startswith("+++ exited with") and "with 0 " not in body) \
                    or re.match(r'^open(at)?\((AT_FDCWD, )?"(?!/)', body):
                keep.add(i)
            continue
        if s.startswith("strace: Process") or s.startswith("% time") or s.startswith("------"):
            continue
        if generic_error(line):
            keep.add(i)
    return keep


def ltrace_rules(lines, cmd):
    keep = set()
    if " -c" in cmd:
        count_table_rules(lines, keep)
        for i, line in enumerate(lines):
            if i not in keep and line.strip() and generic_error(line):
                keep.add(i)
        return keep
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        if re.match(r"^\S+->\w+\(", s) or re.match(r"^\w+\(.*\) += ", s):
            keep.add(i)  # traced calls: the listing the agent asked for
        elif s.startswith("+++ exited (status 0)"):
            continue
        else:
            keep.add(i)  # program output and non-zero exits
    return keep


# ---------------------------------------------------------------- valgrind
PROJECT_C = re.compile(r"\((kv|kvtool|kvpool|ring|util|export|test_kv)\.c:\d+\)")
VG_HEAD = re.compile(
    r"^(Invalid (read|write|free)|Conditional jump|Use of uninitialised|Mismatched free|Syscall param|"
    r"Source and destination overlap|[\d,]+ bytes in [\d,]+ blocks are (definitely|indirectly|possibly) lost|"
    r"Possible data race|This conflicts with|Lock order|Process terminating|Address 0x|ERROR SUMMARY:|"
    r"All heap blocks were freed|in use at exit:|definitely lost:)"
)


def valgrind_rules(lines, cmd):
    keep = set()
    for i, line in enumerate(lines):
        m = re.match(r"^==\d+== ?(.*)$", line)
        if not m:
            # the program's own output: its failures (C test FAIL/got/want) and error lines
            if line.strip() and (generic_error(line) or C_FAIL.match(line) or C_SUMMARY.match(line.strip())):
                keep.add(i)
            continue
        body = m.group(1).strip()
        if not body:
            continue
        if VG_HEAD.match(body) or PROJECT_C.search(body) and re.match(r"^(at|by) 0x", body):
            keep.add(i)
            continue
        mm = re.match(r"^(indirectly lost|possibly lost|still reachable): ([\d,]+) bytes", body)
        if mm and mm.group(2) != "0":
            keep.add(i)
    return keep


# ---------------------------------------------------------------- shellcheck
def shellcheck_rules(lines, cmd):
    keep = set()
    for i, line in enumerate(lines):
        s = line.strip()
        if re.match(r"^In \S+ line \d+:$", s):
            keep.add(i)
        elif re.search(r"SC\d{4} \((error|warning|info|style)\):", s):
            keep.add(i)
        elif re.match(r"^[^\s:]+:\d+:\d+: (error|warning|note|info|style): .*\[SC\d{4}\]$", s):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- dispatch
def tools_for(cmd):
    c = cmd
    if re.search(r"\bshellcheck\b", c):
        return [shellcheck_rules], False
    if re.search(r"\bvalgrind\b", c):
        return [valgrind_rules], False
    if re.search(r"\bstrace\b", c):
        return [strace_rules], False
    if re.search(r"\bltrace\b", c):
        return [ltrace_rules], False
    if re.search(r"\bgdb\b", c):
        return [gdb_rules], False
    if re.search(r"\b(cargo|rustfmt)\b", c):
        return [rust_rules], True
    if re.search(r"\bmake\b", c) and "asan" in c:
        return [make_rules, asan_rules], True
    if re.search(r"\bmake\b", c):
        return [make_rules], True
    return [], True


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    FMT_MODE[0] = bool(re.search(r"\b(cargo fmt|rustfmt)\b", cmd))
    rules, use_generic = tools_for(cmd)
    keep = set()
    for r in rules:
        keep |= r(lines, cmd)
    if not rules and use_generic:
        for i, l in enumerate(lines):
            if l.strip() and generic_error(l):
                keep.add(i)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def parse_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1) if "-- keep --\n" in rest else (rest, "")
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def main():
    d = sys.argv[1]
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txtar"):
            continue
        p = os.path.join(d, name)
        text = open(p, encoding="utf-8", errors="surrogateescape").read()
        head, cmd, output = parse_txtar(text)
        kl = keep_lines(cmd, output)
        with open(p, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in kl))
        print(f"{name}: {len(kl)} keep lines")


if __name__ == "__main__":
    main()

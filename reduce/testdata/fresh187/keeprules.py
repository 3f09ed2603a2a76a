#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh187 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace (including a trailing \\r) removed. Blank lines are never kept. Each
distinct line is kept once, at its first occurrence in output order.

The rules are per tool, picked from the command (a chained or piped command
gets the rules of every tool in it). Every case also keeps its last three
non-blank lines.
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


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def following(lines, i, keep_rx, limit=20):
    """Indices after i while the line matches keep_rx (a continuation)."""
    out = []
    rx = re.compile(keep_rx)
    for j in range(i + 1, min(len(lines), i + 1 + limit)):
        if not rx.search(lines[j]):
            break
        out.append(j)
    return out


def all_lines(lines, cmd):
    """For inspection commands the whole listing is the result."""
    return [i for i, l in enumerate(lines) if l.strip()]


# ---------------------------------------------------------------- common to every command

def common(lines, cmd):
    return match_all(
        lines,
        r"^g?make(\[\d+\])?: \*\*\* ",                 # make failures
        r"^g?make(\[\d+\])?: Nothing to be done",
        r"^make: .*(No rule|missing separator|Stop\.)",
        r"^(exit=|\w+ exit )\d+$",                      # echoed exit codes
        r"^timeout: ",
    )


# ---------------------------------------------------------------- C compilers and binutils (gcc, arm-none-eabi-*, avr-*)

GCC_DIAG = re.compile(r"^\S+?:\d+(:\d+)?: (fatal error|error|warning|note): ")


def gcc(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if GCC_DIAG.match(l):
            keep.append(i)
    keep += match_all(
        lines,
        r"^\S+\.c: In function ",                     # the function a diagnostic is in
        r"^In file included from ",
        r"(^|\s)(cc|gcc|g\+\+|\S+-gcc): (fatal )?error: ",
        r"(^|\s)(cc|gcc|\S+-gcc): warning: ",
        r"\bld: .*(overflowed by|will not fit in region|is not within region|undefined reference|"
        r"cannot find|multiple definition|warning: )",
        r"\bld: \S+: in function ",
        r"^\S+:\(\.text.*\): undefined reference",
        r"^\S+\.c:\d+: undefined reference",
        r"^collect2: error: ",
    )
    return keep


def size(lines, cmd):
    """Size reports are the result asked for."""
    keep = match_all(
        lines,
        r"^\s+text\s+data\s+bss\s+dec\s+hex\s+filename",
        r"^\s*\d+\s+\d+\s+\d+\s+\d+\s+[0-9a-f]+\s+\S+",
        r"^(Device|Program|Data|EEPROM):\s",
        r"^\S+\s+:$",                                  # size -A: file name line
        r"^section\s+size\s+addr",
        r"^\.\S+\s+(0x)?[0-9a-f]+\s+(0x)?[0-9a-f]+",    # size -A rows
        r"^Total\s+(0x)?[0-9a-f]+",
    )
    return keep


def objdump(lines, cmd):
    if re.search(r"objdump[^|]* -h\b", cmd):
        # section table rows (not their flag lines)
        return match_all(lines, r"^\s+\d+ \.\S+\s+[0-9a-f]{8}", r"^Idx Name", r"file format")
    # disassembly: the function labels (which functions there are and where)
    return match_all(lines, r"^[0-9a-f]+ <[^>]+>:$", r"file format")


def readelf(lines, cmd):
    if re.search(r"readelf[^|]* -a\b", cmd):
        return match_all(
            lines,
            r"^\s+(Type|Machine|Entry point address):",
            r"^\s+\[\s*\d+\] \S",                      # section header rows
            r"^\s+LOAD\s",                             # program headers
            r"^\s+Type\s+Offset\s+VirtAddr",
            r"^\s+\d+:\s+[0-9a-f]{8}\s+\d+\s+(FUNC|OBJECT)\s+GLOBAL",  # global symbols
        )
    return match_all(
        lines,
        r"^Elf file type", r"^Entry point", r"^There are \d+ program headers",
        r"^\s+Type\s+Offset\s+VirtAddr", r"^\s+(LOAD|ARM\.exidx|GNU_STACK)\s", r"^\s+\d\d\s+\S",
    )


# ---------------------------------------------------------------- firmware runs (qemu) and host tests

FIRMWARE_OUTPUT = [
    r"^tidegauge fw ", r"^samples \d+", r"^mean level mm", r"^status ", r"^predicted mm", r"^smoothed \d+",
    r"^STACK OVERFLOW", r"^HardFault",
]


def qemu(lines, cmd):
    keep = match_all(lines, *[r"^(\d+: )?" + p.lstrip("^") for p in FIRMWARE_OUTPUT])
    keep += match_all(
        lines,
        r"^qemu(-system)?-\w+: ",                      # qemu errors and the timeout kill
        r":\d+: FAIL ",                                # unit-test failures
        r"^\d+ checks, \d+ failed",
    )
    return keep


# ---------------------------------------------------------------- CMake and CTest

def cmake(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^CMake (Error|Warning)( \(dev\))? at ", l):
            keep.append(i)
            keep += [j for j in following(lines, i, r"^(  \S.*|)$") if lines[j].strip()]
    keep += match_all(
        lines,
        r"^CMake (Error|Warning): ",
        r"^-- Configuring incomplete",
        r"^-- Build files have been written to",
        r"^-- The C(XX)? compiler identification",
        r"^\[\s*\d+%\] Built target",
        r"^\[\s*\d+%\] Linking ",
    )
    return keep + gcc(lines, cmd) + size(lines, cmd)


def ctest(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*\d+/\d+ Test\s+#\d+: .*\*\*\*",           # failed, timeout, not run
        r"^\d+% tests passed, \d+ tests? failed out of \d+",
        r"^The following tests FAILED:",
        r"^\s+\d+ - \S+ \(\w+",                         # rows of the failed list
        r"^Errors while running CTest",
        r"^No tests were found",
        r"^\d+: Test command: ",
    )
    return keep + qemu(lines, cmd)


# ---------------------------------------------------------------- Verilog: iverilog and vvp

def iverilog(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.s?v:\d+: (error|warning|syntax error|sorry)", l) or re.match(r"^\S+\.s?v:\d+: syntax error", l):
            keep.append(i)
            # continuation lines "file:line:   : detail" (not the "...: The inherited timescale is here." pointer)
            keep += [j for j in following(lines, i, r"^\S+:\d+:\s+: ")]
    keep += match_all(
        lines,
        r"^I give up\.",
        r"^\d+ error\(s\) during elaboration",
        r"^error: ",
        r"^\s+: Perhaps ",
        r"^\S+: Include file .* not found",
    )
    return keep


def vvp(lines, cmd):
    keep = match_all(
        lines,
        r"^(ERROR|FATAL|WARNING): \S+:\d+: ",           # $error/$fatal/$warning and failed assertions
        r"^(PASS|FAIL)\b",                              # testbench verdicts
        r"^stress done: ",
        r"^\S+:\d+: \$(fatal|stop)",
        r"valid=1$",                                    # pulse counter: the counts the $monitor was run for
        r"^VCD Error",
    )
    return keep


# ---------------------------------------------------------------- Verilator

def verilator(lines, cmd):
    keep = match_all(
        lines,
        r"^%(Warning|Error)(-[A-Z0-9_]+)?: ",           # lint findings and errors (header line)
        r"^%Error: Exiting due to",
        r"^(FAIL|ok  ) mode ",                          # (ok rows dropped below)
        r"^\d+ failures$",
        r"^\$?\S+:\d+: Assertion failed",
    )
    keep = [i for i in keep if not lines[i].startswith("ok  ")]
    keep += match_all(lines, r"^(PASS|FAIL)\b")
    return keep + gcc(lines, cmd)


# ---------------------------------------------------------------- GHDL

def ghdl(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.vhdl?:\d+:\d+: ",                       # analysis errors (not the @time reports below)
        r"^\S+\.vhdl?:\d+:\d+:@\S+:\((assertion|report) (warning|error|failure)\)",
        r"ghdl(-mcode|-llvm|-gcc)?:error: ",
        r"^ghdl(-mcode)?: ",
        r"^\S*ghdl\S*: cannot find entity",
        r"^in process ",
        r"^\s+from: process ",
        r"^ghdl: compilation error",
    )
    # a plain run's own verdict notes are results, but monitor floods are not:
    # keep report notes only when there are few of them
    notes = match_all(lines, r"^\S+\.vhdl?:\d+:\d+:@\S+:\(report note\)")
    if len(notes) <= 3:
        keep += notes
    return keep


# ---------------------------------------------------------------- Yosys, nextpnr, icestorm

def yosys(lines, cmd):
    keep = match_all(
        lines,
        r"^ERROR: ",
        r"^\S+:\d+: ERROR: ",
        r"^Warning: ",                                  # first line of each warning
        r"^Latch inferred for signal",
        r"^Found and reported \d+ problems?",
        r"^Warnings: \d+ unique messages",
        r"^Problem in module",
    )
    if re.search(r"\bstat\b", cmd) or any("Printing statistics" in l for l in lines):
        keep += match_all(
            lines,
            r"^=== \S+ ===$",
            r"^\s+Number of cells:\s+\d+",
            r"^\s+(SB_|\$_?)\w+\s+\d+$",                # cell type rows
            r"^\s+Chip area",
        )
    return keep


def nextpnr(lines, cmd):
    return match_all(
        lines,
        r"^ERROR: ",
        r"^Warning: ",
        r"^Info: Max frequency for clock",
        r"^Info: \s+(ICESTORM_LC|ICESTORM_RAM|SB_IO|SB_GB):",
        r"^\d+ warnings?, \d+ errors?",
        r"^Info: Program finished normally",
    )


def icestorm(lines, cmd):
    return match_all(
        lines,
        r"^Can't find chipdb",
        r"^Total number of logic levels",
        r"^Total path delay",
        r"clock constraint: (FAILED|PASSED)",
        r"^(ERROR|Error|Fatal)",
    )


# ---------------------------------------------------------------- SDCC

def sdcc(lines, cmd):
    return match_all(
        lines,
        r"^\S+\.[ch]:\d+: (syntax error|error|warning)",
        r"^\S+\.[ch]:\d+: ",
        r"^\?ASlink-(Error|Warning)",
        r"^packihx: ",
        r"^\s+(Name|PAGED EXT\. RAM|EXTERNAL RAM|ROM/EPROM/FLASH|Stack starts|Other memory)",
        r"^Internal RAM layout",
    )


# ---------------------------------------------------------------- cppcheck

def cppcheck(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+:\d+:\d+: (error|warning|style|performance|portability|information): ",  # every finding
        r"^\S+:\d+:\d+: \w+: .*\[\w+(-[\w.]+)?\]$",
        r"^\s*<error id=",
        r"^\d+$",                                       # a count from grep -c
        r"^cppcheck: error: ",
        r"^nofile:0:0: ",
    )
    # findings inside system headers are not about the project's code
    return [i for i in keep if not lines[i].startswith("/usr/")]


# ---------------------------------------------------------------- routing

def rules_for(cmd):
    c = cmd
    rules = [common]
    if re.search(r"\biverilog\b", c):
        rules.append(iverilog)
    if re.search(r"\bvvp\b|make( -\S+)* sim", c):
        rules += [vvp, iverilog]
    if re.search(r"\bmake\b", c) and re.search(r"windvane|sim|all", c) and not re.search(r"arm|avr", c):
        rules += [vvp, iverilog]
    if re.search(r"\bverilator\b|obj_dir/V", c):
        rules.append(verilator)
    if re.search(r"\bghdl\b", c):
        rules.append(ghdl)
    if re.search(r"\byosys\b", c):
        rules.append(yosys)
    if re.search(r"\bnextpnr", c):
        rules.append(nextpnr)
    if re.search(r"\bicetime\b|\bicepack\b", c):
        rules.append(icestorm)
    if re.search(r"\b(arm-none-eabi|avr)-gcc\b|\bmake\b|\bgcc\b", c):
        rules += [gcc, size]
    if re.search(r"\b(arm-none-eabi|avr)-size\b|\bmake\b", c):
        rules.append(size)
    if re.search(r"-nm\b|\.su\b", c):
        rules.append(all_lines)
    if re.search(r"-objdump\b", c):
        rules.append(objdump)
    if re.search(r"-readelf\b", c):
        rules.append(readelf)
    if re.search(r"\bqemu-|make( -\S+)* (run|test)\b", c):
        rules.append(qemu)
    if re.search(r"\bcmake\b", c):
        rules.append(cmake)
    if re.search(r"\bctest\b", c):
        rules.append(ctest)
    if re.search(r"\bsdcc\b|\.mem\b|packihx", c):
        rules.append(sdcc)
    if re.search(r"\bcppcheck\b", c):
        rules.append(cppcheck)
    if len(rules) == 1:
        raise SystemExit(f"no rules for command: {cmd}")
    return rules


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set()
    for rule in rules_for(cmd):
        idx.update(i for i in rule(lines, cmd) if 0 <= i < len(lines))
    idx.update(nonblank(lines)[-3:])
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
    if rest.startswith("-- keep --\n"):
        output = ""
    else:
        output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n"
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
        keep = keep_lines(cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh186 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace (including a trailing \\r) removed. Blank lines are never kept. Each
distinct line is kept once, at its first occurrence in output order.

The rules are per toolchain, picked from the command (a command that chains a
build and a run gets the rules of both). Every case also keeps:
  - its last three non-blank lines;
  - for commands that run the project's program (RUNS), the program's own
    output lines (PROGRAM_OUTPUT: the
    result the program was run for, which is also what shows how far it got
    before it failed).
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


def following(lines, i, stop, skip=None, limit=200):
    """Indices after i up to (not including) the first line that matches stop."""
    out = []
    stop_rx = re.compile(stop)
    skip_rx = re.compile(skip) if skip else None
    for j in range(i + 1, min(len(lines), i + 1 + limit)):
        if stop_rx.search(lines[j]):
            break
        if skip_rx and skip_rx.search(lines[j]):
            continue
        out.append(j)
    return out


# Lines the programs themselves print (per project). A run's output is the
# result that was asked for, so it is kept.
PROGRAM_OUTPUT = [
    r"^(sailings: \d+|\w+ -> \w+ \(\d+,\d+\) arr \(\d+,\d+\)|family return|connections within|Kilchoan fare|Mallaig to)",  # ferrylog
    r"^(entries: \d+|total: [\d.]+ kg|  \w+: [\d.]+ kg|stock after sale)",                   # saltpan bin/main
    r"^\S.*\s+\d+ m\s+[\d.]+ woody/30m",                                                     # hedgerow bin/hooper
    r"^\s+species year\s+density$", r"^\d+\s+\w+ \d{4}\s+[\d.]+$", r"^\w+\s+trend\s+-?[\d.]+ %/yr$",  # moorbird report.R
    r"^\S.* \d bells  lead ",                                                                # bellringer ring.lua
    r"^\w+-\w+: [RN]+$",                                                                     # signalbox timetable.tcl
    r"^(monthly means at station|PDD at station|specific balance|ELA in band)",             # glacier
    r"^(flight rise|water per locking|fill time|boat at top)",                              # lockgate
    r"flashes/min  light",                                                                   # tidelight
    r"^\S+( \S+)? +-> \S+ +fee ", r"^occupancy \d+%",                                        # moorings
    r"^\w+ +a= [\d.]+ T=", r"^(synodic|gear|pluto|uranus) ",                                  # orrery
    r"^\S+ +\d+ blocks of +\d+ in",                                                          # quilt plan.scm
    r"^h\d strength \d+",                                                                    # beekeep frames
]


# Commands that run the project's program (rather than build, test or lint it).
RUNS = re.compile(r"\./ferrylog|cabal run|dune exec \./bin|erl -noshell|mix run|perl -w bin/|Rscript inst/|lua ring|"
                  r"tclsh timetable|\./glacier|lockgate_main|\./lockgate|dub run|nim c -r src/|sbcl --script|"
                  r"guile .*plan|\./frames")


def program_output(lines, cmd):
    if not RUNS.search(cmd):
        return []
    return match_all(lines, *PROGRAM_OUTPUT)


# ---------------------------------------------------------------- Haskell

GHC_LOC = re.compile(r"^(?:\S+\.hs|<no location info>):(?:\d+:\d+(?:-\d+)?|\(\d+,\d+\)-\(\d+,\d+\))?:? ?(error|warning)\b")
CODE_FRAME = re.compile(r"^\s*\d*\s*\|")


def ghc_messages(lines):
    """Location header, and the message up to the code frame. Of a bulleted
    message only the first bullet (with its continuation) is kept: the later
    `• In the expression ...` bullets are context."""
    keep = []
    for i, l in enumerate(lines):
        if not GHC_LOC.match(l):
            continue
        keep.append(i)
        bullets = 0
        for j in range(i + 1, len(lines)):
            m = lines[j]
            if not m.strip() or CODE_FRAME.match(m) or GHC_LOC.match(m) or re.match(r"^\[\d+ of \d+\]", m):
                break
            if m.lstrip().startswith("• "):
                bullets += 1
            if bullets >= 2:
                continue
            keep.append(j)
    return keep


def hspec(lines):
    keep = match_all(
        lines,
        r" FAILED \[\d+\]$",                        # failing rows
        r"^  \d+\) ",                               # failure headers
        r"^  \S+\.hs:\d+:\d+: ?$",                  # failure location
        r"^\d+ examples?, \d+ failures?",          # summary
        r"^Slow spec items:",
    )
    # detail lines of each failure, up to "To rerun use"
    for i, l in enumerate(lines):
        if re.match(r"^  \d+\) ", l):
            keep += [j for j in following(lines, i, r"^  To rerun use:|^  \d+\) |^Randomized") if lines[j].strip()]
        if l.startswith("Slow spec items:"):
            keep += following(lines, i, r"^\S")
    return keep


def haskell(lines, cmd):
    keep = ghc_messages(lines) + hspec(lines)
    keep += match_all(
        lines,
        r"^ghc: ",                                  # driver errors (bad flag)
        r"^did you mean",
        r"^-fkeep-going in use",
        r"^Test suite \S+: FAIL",
        r"^\d+ of \d+ test suites",
        r"^cabal: ",
        r"^dieVerbatim: ",
        r"^curl: \(\d+\)",
        r"^Warning: ",                              # cabal warnings (first line)
        r"^\S+: Prelude\.",                         # runtime error of the program
        r"^\S+: .*(?:Exception|error|Error)",
    )
    for i, l in enumerate(lines):
        if l.startswith("-fkeep-going in use") or l.startswith("did you mean"):
            keep += following(lines, i, r"^\S")
    return keep


# ---------------------------------------------------------------- OCaml

def ocaml(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r'^File "[^"]+", lines? \d+', l):
            keep.append(i)
        if re.match(r"^Error\b|^Warning\b", l):
            keep.append(i)
            # continuation of the message, up to the next location or code frame
            keep += [j for j in following(lines, i, r'^File "|^\d+ \||^\S+ alias |^Hint:|^\(cd |^$') if lines[j].strip()
                     and not re.match(r"^\s*\^+\s*$", lines[j])]
    keep += match_all(
        lines,
        r"^\s+\S+ alias \S+ \(exit \d+\)$",          # which test runner failed under dune
        r"\[FAIL\]\s+\S+\s+\d+\s+.*\.$",              # alcotest failing rows (not the boxed copy)
        r"^(ASSERT|FAIL) ",
        r"^\s+(Expected|Received): ",
        r"^\d+ failures?! in ",
        r"^Test Successful in ",
        r"^Fatal error: exception ",
        r"(Raised|Called|Re-raised) .* file \"(lib|bin|test|legacy)/",  # frames in project sources
        r"^Test .* failed \(\d+ shrink steps\):",       # qcheck
        r"✗",
        r"^(failure|success) \(",
        r"^ocamlfind: ",
        r"^Error: \S+:\d+:",                           # ounit
        r"^expected: .* but got: ",
        r"^(FAILED|OK): Cases: ",
        r"^Ran: \d+ tests",
    )
    # qcheck counterexample: the non-blank lines after "failed (N shrink steps):"
    for i, l in enumerate(lines):
        if re.match(r"^Test .* failed \(\d+ shrink steps\):", l):
            keep += [j for j in following(lines, i, r"^=====|^---") if lines[j].strip()]
    # keep the boxed header out, but bring back the alcotest row inside it
    keep = [i for i in keep if not lines[i].startswith("│")]
    return keep


# ---------------------------------------------------------------- Erlang

def project_frame_pairs(lines):
    """Erlang stacktrace terms: a `{file,"..."}` line in project code and the
    `{mod,fun,arity,` line above it."""
    keep = []
    for i, l in enumerate(lines):
        if re.search(r'\{file,"(?:/home/dev/work/[^"]+|src/[^"]+|test/[^"]+)"\}', l):
            keep.append(i)
            if i > 0 and re.search(r"\{\w+,'?[^,]+'?,\d+,\s*$", lines[i - 1]):
                keep.append(i - 1)
            if i + 1 < len(lines) and re.match(r"^\s*\{line,\d+\}", lines[i + 1]):
                keep.append(i + 1)
    # the innermost frame of an error term (often a BIF with its arguments)
    for i, l in enumerate(lines):
        if re.search(r"Failure/Error: \{(error|exit|throw),", l):
            for j in range(i + 1, min(len(lines), i + 6)):
                if "{file," in lines[j] or "error_info" in lines[j]:
                    break
                keep.append(j)
    return keep


def erlang(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.erl:\d+:\d+: ",                       # compiler errors and warnings
        r"===> .*(failed|Failures|Error|Warnings occurred)",
        r"^\s+\d+\) \S",                              # eunit failure headers
        r"Failure/Error: ",
        r"^\s+(expected|got|line): ",
        r"^\d+ tests, \d+ failures",
        r"\.\.\.\*failed\*$",                        # eunit -v rows
        r"^in (function|call from) .*\((/home/dev/work/|src/|test/)",  # eunit -v project frames
        r"^in function \S+$", r"^  called as ",
        r"^\*\*(error|exit|throw):",
        r"^\s+\{(expression|expected|value),",
        r"^\s+Failed: \d+\.\s+Skipped:",
        r"^\s*All \d+ tests passed",
        r"==> \S+: .*FAILED",                         # common test
        r"^%%% \S+ ==> \{",                           # common test error term
        r"^\{+(badmatch|badarith|badarg|function_clause|case_clause)",
        r"^Failed \d+ tests?\. Passed \d+ tests?\.",
        r"^Line \d+ Column \d+: ",                    # dialyzer
        r"^src/\S+\.erl$",
        r'^\{"init terminating in do_boot"',           # erl crash
        r"^init terminating in do_boot",
    )
    keep += project_frame_pairs(lines)
    # dialyzer run directly: a finding wraps onto lines indented by nine spaces
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.erl:\d+:\d+: ", l):
            keep += following(lines, i, r"^(?! {9})")
    # common test / eunit error term that starts on the line after "==>"
    for i, l in enumerate(lines):
        if re.match(r"^%%% \S+ ==> $", l) and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- Elixir

def elixir(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("warning: "):
            keep.append(i)
            if i + 1 < len(lines) and re.match(r"^  \S+\.exs?:\d+", lines[i + 1]):
                keep.append(i + 1)
        if re.match(r"^\s+\d+\) (test|doctest) ", l):
            keep.append(i)
            # the failure body up to the stacktrace, then project frames
            in_args = False
            for j in range(i + 1, len(lines)):
                m = lines[j]
                if re.match(r"^\s+\d+\) (test|doctest) ", m) or re.match(r"^\S", m) or re.match(r"^  \* (test|doctest) ", m):
                    break
                s = m.strip()
                if not s:
                    continue
                if s == "stacktrace:":
                    continue
                if s.startswith("The following arguments were given"):
                    in_args = True
                    keep.append(j)
                    continue
                if s.startswith("Attempted function clauses"):
                    in_args = False
                    continue
                if re.match(r"^(def |defp )", s):
                    continue
                if in_args:
                    keep.append(j)
                    continue
                if re.match(r"^(\(\S+ [\d.]+\) )?(lib|test)/\S+:\d+: ", s) and s.startswith(("(tidepool", "lib/", "test/")):
                    keep.append(j)
                    continue
                if re.match(r"^(:\w+\.|\(\w+ [\d.]+\) |\(for doctest at\))", s):
                    # frames in erlang/elixir stdlib, and the doctest pointer
                    if "(for doctest at)" in s:
                        keep.append(j)
                    continue
                keep.append(j)
    keep += match_all(
        lines,
        r"^Compilation failed",
        r"^\*\* \(\w+",                                # exceptions of mix run
        r"^    \(tidepool [\d.]+\) (lib|test)/",          # project frames of mix run
        r"^\d+ (doctests?, )?\d+ tests?, \d+ failures?",
        r"^--max-failures reached",
        r"^\s+\d+\.\d+% \| ",                          # cover rows below 100%
        r"^\s+\d+\.\d+% \| Total",
        r"^Top \d+ slowest",
        r"^  \* test .* \[test/\S+:\d+\]$",             # --slowest rows
    )
    keep = [i for i in keep if not re.match(r"^\s+100\.00% \| (?!Total)", lines[i])]
    return keep


# ---------------------------------------------------------------- Perl

def perl(lines, cmd):
    if cmd.startswith("perlcritic"):
        # every violation is a finding the command was run for
        return match_all(lines, r"^(\[\S+\]|\S+:) .* at line \d+, column \d+\.", r" source OK$")
    keep = match_all(
        lines,
        r" at \S+ line \d+[.,]",                         # perl errors and warnings (die, warn, syntax)
        r"^\S+ had compilation errors\.", r" syntax OK$",
        r"^\s+\S+::\S+\(.*\) called at ",                # confess frames
        r"^not ok ",
        r"^\s*#\s+Failed test",
        r"^\s*#\s+at \S+ line \d+\.",
        r"^\s*#\s+(got|expected|expected):",
        r"^\s*#\s+'",                                    # is_deeply / cmp_ok operands
        r"^\s*# Looks like ",
        r"^\s*# No tests run",
        r"^\s*# Tests were run but no plan",
        r"^Dubious, test returned",
        r"^Failed \d+/\d+ subtests",
        r"^\S+\.t\s+\(Wstat: ",                          # summary report rows
        r"^  Failed tests?: ",
        r"^  Non-zero exit status",
        r"^  Parse errors: ",
        r"^Files=\d+, Tests=\d+",
        r"^Result: (FAIL|PASS)",
        r"^All tests successful",
    )
    # continuation of "Failed tests:" number lists
    for i, l in enumerate(lines):
        if re.match(r"^  Failed tests?: ", l):
            keep += following(lines, i, r"^\S|^  \S")
    return keep


# ---------------------------------------------------------------- R

def r_lang(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        # Rscript error: message up to "Calls:" / "Execution halted"
        if re.match(r"^Error( in .*)?:", l):
            keep.append(i)
            keep += [j for j in following(lines, i, r"^Calls:|^Execution halted|^\S", limit=4)]
        # R CMD check problems and their detail lines up to the next "* checking"
        if re.match(r"^\* checking .* \.\.\. (NOTE|WARNING|ERROR)$", l) or s == "ERROR":
            keep.append(i)
            if s == "ERROR" and i > 0:
                keep.append(i - 1)
                j = i - 1
                while j > 0 and not lines[j].startswith("* checking"):
                    j -= 1
                keep.append(j)
            if not s.endswith("ERROR"):
                keep += [j for j in following(lines, i, r"^\* ") if lines[j].strip()]
        # testthat failure / error headers and their message
        m = re.match(r"^\s*(?:── )?(Failure|Error|Warning) \('([^']+)'\): ", l)
        if m:
            keep.append(i)
            if m.group(1) != "Warning":
                for j in following(lines, i, r"^\s*(?:── )?(Failure|Error|Warning) \(|^\s*──|^\s*\[ FAIL|^═|^─"):
                    t = lines[j].strip()
                    if not t or t == "▆" or t == "Backtrace:":
                        continue
                    if re.match(r"^\d+\. ", t) or re.match(r"^[│├└ ]*[├└]─", t):
                        # backtrace: only frames in the package or its tests, and their "at" lines
                        nxt = lines[j + 1].strip() if j + 1 < len(lines) else ""
                        if re.search(r"moorbird::|at test-|at moorbird/", t) or re.match(r"^at (test-|moorbird/)", nxt):
                            keep.append(j)
                        continue
                    if t.startswith("at "):
                        if re.search(r"at (test-\S+|moorbird/\S+)", t):
                            keep.append(j)
                        continue
                    keep.append(j)
    keep += match_all(
        lines,
        r"^Calls: ",
        r"^Warning messages?:",
        r"^\s*\[ FAIL \d+ \| WARN \d+ \| SKIP \d+ \| PASS \d+ \]",
        r"^✖ \| ",                                      # testthat context rows with problems
        r"^\s*Error: Test failures",
        r"^Status: ",
        r"^Running the tests in .* failed\.",
    )
    return keep


# ---------------------------------------------------------------- Lua

def lua(lines, cmd):
    keep = match_all(
        lines,
        r"^lua\S*: ",                                    # runtime error
        r"^\t(src|spec)/\S+:\d+: in ", r"^\t\w+\.lua:\d+: in main chunk",  # project frames
        r"^Checking \S+\s+\d+ (warnings?|errors?)",       # luacheck files with findings
        r"^\s+\S+\.lua:\d+:\d+(-\d+)?: ",                  # luacheck findings
        r"^Total: ",
        r"^(Failure|Error) -> ",                          # busted default
        r"^\d+ successes / \d+ failures",
        r"^not ok \d+ ",                                  # TAP
        r"^1\.\.\d+$",
        r"^\[  FAILED  \]",                               # gtest
        r"^\[  PASSED  \]",
        r"^\d+ FAILED TESTS?",
    )
    for i, l in enumerate(lines):
        # busted default: test name and message block after "Failure -> "
        if re.match(r"^(Failure|Error) -> ", l):
            keep += [j for j in following(lines, i, r"^(Failure|Error) -> |^$")]
        # TAP: "# " details under a not ok
        if l.startswith("not ok "):
            keep += [j for j in following(lines, i, r"^(ok|not ok) \d+|^1\.\.") if lines[j].startswith("# ")]
        # gtest: the message between [ RUN ] and [ FAILED ], without the traceback
        if l.startswith("[ RUN      ]"):
            block = following(lines, i, r"^\[  FAILED  \]|^\[       OK \]")
            end = block[-1] + 1 if block else i + 1
            if end < len(lines) and lines[end].startswith("[  FAILED  ]"):
                for j in block:
                    t = lines[j]
                    if t.strip() and not t.startswith("stack traceback") and not t.startswith("\t"):
                        keep.append(j)
    return keep


# ---------------------------------------------------------------- Tcl

def tcl(lines, cmd):
    keep = match_all(
        lines,
        r"^==== \S+ .* FAILED$",                           # failed test with its title
        r"^---- (Result was|Result should have been|Test completed|Return code|Test generated error|errorInfo|errorCode)",
        r"^\S+\.(tcl|test):\s+Total\s+\d+",                # summary
        r"^Files with failing tests:",
        r"^\s+\((procedure|file) \"[^\"]+\" line \d+\)",  # errorInfo locations
    )
    for i, l in enumerate(lines):
        if re.match(r"^---- (Result was|Result should have been)", l) and i + 1 < len(lines):
            keep.append(i + 1)
        if l.strip() == "while executing" and i > 0:
            keep.append(i - 1)                            # the error message
            keep.append(i + 1)
    return keep


# ---------------------------------------------------------------- Fortran (make + gfortran)

def fortran(lines, cmd):
    keep = []
    loc = re.compile(r"^\S+\.f90:\d+:\d+:$")
    for i, l in enumerate(lines):
        if re.match(r"^(Error|Warning|Fatal Error|note): ", l):
            keep.append(i)
            j = i - 1
            while j >= 0 and not loc.match(lines[j]) and i - j < 8:
                j -= 1
            if j >= 0 and loc.match(lines[j]):
                keep.append(j)
    keep += match_all(
        lines,
        r"^make(\[\d+\])?: \*\*\* ",
        r"^compilation terminated\.",
        r"^At line \d+ of file ",
        r"^Fortran runtime error: ",
        r"^Error termination",
        r"^exit=\d+",
    )
    # backtrace frames in project sources, with the function line above
    for i, l in enumerate(lines):
        if re.match(r"^\s+at (src|/home/dev/work)/\S+:\d+", l):
            keep += [i - 1, i]
    return keep


# ---------------------------------------------------------------- Ada

def ada(lines, cmd):
    return match_all(
        lines,
        r"^\S+\.ad[sb]:\d+:\d+: (error|warning|info|\(style\))",
        r"^gprbuild: \*\*\* ",
        r"^gnatmake: ",
        r"^Execution of .* terminated by unhandled exception",
        r"^raised [A-Z_]+ ",
    )


# ---------------------------------------------------------------- D

def dlang(lines, cmd):
    return match_all(
        lines,
        r"^\S+\.d\(\d+,\d+\): (Error|Warning|Deprecation): ",
        r"^(ldc2|gdc|dmd) failed with exit code",
        r"^Error ",
        r"^[\w.]+(Error|Exception)@\S+\(\d+\): ",        # uncaught exception / assert
        r"^source/\S+\.d:\d+ ",                          # frames in project sources
        r"^\d+/\d+ modules FAILED unittests",
        r"^\d+ modules passed unittests",
        r"^Program exited with code",
    )


# ---------------------------------------------------------------- Nim

def nim(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.search(r"\(\d+, \d+\) Error: ", l) or l.startswith("Error: "):
            keep.append(i)
            if re.search(r"\(\d+, \d+\) Error: ", l):
                keep += [j for j in following(lines, i, r"^/|^Hint:|^candidates|^$|^\S+\.nim\(")
                         if not re.match(r"^\s*\^\s*$", lines[j])]
    keep += match_all(
        lines,
        r"^/home/dev/work/\S+\.nim\(\d+, \d+\) (Warning|Error): ",
        r"^/home/dev/work/\S+\.nim\(\d+, \d+\) template/generic instantiation",
        r"^/home/dev/work/\S+\.nim\(\d+\) \w+$",          # traceback frames in project
        r"Check failed: ",
        r"^\s+\[FAILED\] ",
        r"^\s+Unhandled exception: ",
        r"^Error: unhandled exception: ",
    )
    return keep


# ---------------------------------------------------------------- Common Lisp (SBCL)

def sbcl(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("Unhandled "):
            keep.append(i)
            keep += [j for j in following(lines, i, r"^$|^Backtrace")]
        if re.match(r"^; caught (ERROR|WARNING|STYLE-WARNING):", l):
            keep.append(i)
            keep += [j for j in following(lines, i, r"^; ?$|^$")]
        if re.match(r"^;   Undefined (functions?|variables?):", l):
            keep.append(i)
            keep += following(lines, i, r"^;   \S|^; \S|^$")
    keep += match_all(
        lines,
        r"^\d+: \((?!SB-|\(FLET SB-|\(LABELS SB-|\(LAMBDA .*:IN SB-|LOAD |\(FLET \"WITHOUT)",  # project frames
        r"^; in: DEFUN ",
        r"^;   caught \d+ ",
        r"^unhandled condition in --disable-debugger",
    )
    return keep


# ---------------------------------------------------------------- Scheme

def guile(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.scm:\d+: FAIL ",
        r"^# of (unexpected|expected) ",
        r"^ERROR: ",
        r"^In procedure \S+: ",
        r"^\s+0 \(",                                     # innermost frame
    )
    return keep


def chicken(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(Error|Syntax error)", l):
            keep.append(i)
            if l.startswith("Syntax error"):
                # the offending name is on its own indented line
                keep += [j for j in following(lines, i, r"^\s+Expansion history") if lines[j].strip()][:1]
    keep += match_all(lines, r"<--$")
    return keep


def prolog(lines, cmd):
    keep = match_all(
        lines,
        r"^(Warning|ERROR): \S+:\d+(:\d+)?:",
        r"^Warning:\s+\S",
        r"^\ttest \S+: ",
        r"^ERROR:\s+(Expected|Got):",
        r"^% \d+ tests? (failed|passed)",
        r"^\*\*FAILED",
        r"^ERROR: -g ",
        r"^% All \d+ tests passed",
    )
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)
    rules = []
    if re.search(r"\b(ghc|runghc|cabal)\b|\./ferrylog\b", c):
        rules.append(haskell)
    if re.search(r"\bdune\b|\bocamlfind\b", c):
        rules.append(ocaml)
    if re.search(r"\b(rebar3|erlc|erl|dialyzer)\b", c):
        rules.append(erlang)
    if re.search(r"\bmix\b", c):
        rules.append(elixir)
    if re.search(r"\b(prove|perl|perlcritic)\b", c):
        rules.append(perl)
    if re.search(r"\bRscript\b|\bR CMD\b", c):
        rules.append(r_lang)
    if re.search(r"\b(lua|luacheck|busted)\b", c):
        rules.append(lua)
    if re.search(r"\btclsh\b", c):
        rules.append(tcl)
    if re.search(r"\bmake\b|\bgfortran\b|\./glacier\b", c):
        rules.append(fortran)
    if re.search(r"\b(gprbuild|gnatmake)\b|lockgate", c):
        rules.append(ada)
    if re.search(r"\bdub\b", c):
        rules.append(dlang)
    if re.search(r"\bnim\b", c):
        rules.append(nim)
    if re.search(r"\bsbcl\b", c):
        rules.append(sbcl)
    if re.search(r"\bguile\b", c):
        rules.append(guile)
    if re.search(r"\bcsc\b", c):
        rules.append(chicken)
    if re.search(r"\bswipl\b", c):
        rules.append(prolog)
    if not rules:
        raise SystemExit(f"no rules for command: {cmd}")
    return rules


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set()
    for rule in rules_for(cmd):
        idx.update(i for i in rule(lines, cmd) if 0 <= i < len(lines))
    idx.update(program_output(lines, cmd))
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
        keep = keep_lines(cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every .txtar file in this folder.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence in output order.

Run: python3 keeprules.py            (rewrites the keep sections in place)
     python3 keeprules.py --check    (exit 1 if any keep section differs)
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------------------
# txtar i/o


def parse_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    output, keep = rest.split("-- keep --\n", 1)
    cmd = exitc = None
    for ln in head.splitlines():
        if ln.startswith("cmd: "):
            cmd = ln[5:]
        elif ln.startswith("exit: "):
            exitc = int(ln[6:])
    return cmd, exitc, output, keep


def render_txtar(cmd, exitc, output, keep_lines):
    body = "".join(k + "\n" for k in keep_lines)
    return "cmd: %s\nexit: %d\n-- output --\n%s-- keep --\n%s" % (cmd, exitc, output, body)


# ---------------------------------------------------------------------------
# helpers

SYS_PATH = re.compile(r"(^|[\s\[('\"])(/usr/|/lib/|/lib64/|\.\./\.\./\.\./\.\./usr/|/build/nim-)")
CODE_EXCERPT = re.compile(r"^\s*\d*\s*\|( |$)")          # "   28 |     r = ..." and "      |   ^"
CARET_ONLY = re.compile(r"^[\s^~\-1|]*$")                 # caret / marker lines


def is_user_path(p):
    return not p.startswith("/usr/") and not p.startswith("/lib") and not p.startswith("./signal") \
        and "/usr/lib/" not in p and not p.startswith("??")


# ---------------------------------------------------------------------------
# generic rule: a line that states a problem

PROBLEM = re.compile(
    r"(?<![\w-])(?i:error|errors|warning|warnings|fail|failed|failure|failures|fatal|panic|panicked|"
    r"exception|traceback|abort|aborted|deprecation|deprecated|assertion|critical|"
    r"segmentation fault|unhandled|bail out|not ok)\b"
    r"|\b\w+(Error|Exception|Defect)\b|\bSIG[A-Z]{2,5}\b|[✖✕×●✗✘]")

GENERIC_SKIP = [
    re.compile(r"^\s*(ok|PASS|\[OK\]|\+\+\+\+ .* PASSED)\b"),                  # passing rows
    re.compile(r"^\s*\[ok\]"),
    re.compile(r"^\[loaded "),                                                # scalac -verbose
    re.compile(r"failed reading .*\.dep$"),                                    # raco make --vv
    re.compile(r"^OpenJDK 64-Bit Server VM warning: Options -Xverify"),        # JVM launcher notice
    re.compile(r"^Hint: (Start|End) of reading config file"),                  # fpc
    re.compile(r"^CC: "),                                                      # nim C compile lines
    re.compile(r"compiler msg initiated here \[MsgOrigin\]"),                  # nim verbosity
    re.compile(r"^\s*(at |from )?\S*(/usr/|/lib/x86_64|/lib64/)"),             # std/system frames
    re.compile(r"^\s*#\d+\s+0x[0-9a-f]+ in \?\?\?$"),                          # anonymous frames
    re.compile(r"^\s*\?\?:\? "),                                               # D runtime frames
    re.compile(r"^\s*(clojure|java|jdk|sun|scala)\.[\w.$]+[ (]"),              # JVM std frames
    re.compile(r"^\s*at (java|jdk|sun|scala|kotlin|org\.jetbrains)\.[\w.$<>]+\("),
    re.compile(r"^\s*\[(clojure|java|jdk)\.[\w.$]+$"),                         # edn std frames
    re.compile(r"^\s*\d+:\d+\s+\d+ \((with-exception-handler|apply-smob|call-with-prompt)"),
    re.compile(r"^Number of (errors|failures):\s+0$"),
    re.compile(r"^\s*(Expected Fail|Unexpected Pass|Fail):\s+0\s*$"),
    re.compile(r"^\s+-+$"),
    re.compile(r"^==\d+== Memcheck, a memory error detector$"),          # valgrind banner
    re.compile(r"^\([A-Za-z_]+\)\s+"),                                    # fpc -vu unit loading lines
]


def generic(line):
    if not PROBLEM.search(line):
        return False
    if CODE_EXCERPT.match(line) or CARET_ONLY.match(line):
        return False
    for p in GENERIC_SKIP:
        if p.search(line):
            return False
    return True


# ---------------------------------------------------------------------------
# tool rules: each returns the set of indexes to keep


R_LOC_GCC = re.compile(r"^\S+:\d+:\d+: (error|warning|note|fatal error)\b")        # gdc, gcc
R_LOC_GFORTRAN = re.compile(r"^\S+\.(f90|f|F90|f95|for):\d+:\d+:$")                 # gfortran location line
R_GFORTRAN_MSG = re.compile(r"^(\S+: )?(Error|Warning|Fatal Error): ")
R_DMD = re.compile(r"^\S+\(\d+(,\d+)?\): ")                                         # ldc2/dmd incl. continuation
R_FPC = re.compile(r"^\S+\(\d+(,\d+)?\) (Error|Fatal|Warning|Note|Hint): ")
R_FPC_BARE = re.compile(r"^(Error|Fatal): ")
R_NIM = re.compile(r"^\S+\(\d+, \d+\) (Error|Warning): ")
R_GNAT = re.compile(r"^\S+\.ad[sb]:\d+:\d+: ")
R_VALAC = re.compile(r"^\S+\.vala:\d+\.\d+-\d+\.\d+: (error|warning)\b")
R_KOTLIN = re.compile(r"^\S+\.kts?:\d+:\d+: (error|warning)\b")
R_SCALA = re.compile(r"^\S+\.scala:\d+: (error|warning)\b")
R_SCALA_CONT = re.compile(r"^( found   :| required:|It would fail on the following input)")
R_RACKET_LOC = re.compile(r"^\S+\.rkt:\d+:\d+: ")
R_GUILE_WARN = re.compile(r"^(;;; )?(\S+\.scm:\d+:\d+|<unknown-location>): (warning|error)\b")
R_MAKE = re.compile(r"^make(\[\d+\])?: (\*\*\*|Target .* not remade)")


def rule_compilers(lines, keep):
    for i, ln in enumerate(lines):
        if (R_LOC_GCC.match(ln) or R_LOC_GFORTRAN.match(ln) or R_GFORTRAN_MSG.match(ln)
                or R_DMD.match(ln) or R_FPC.match(ln) or R_FPC_BARE.match(ln) or R_NIM.match(ln)
                or R_GNAT.match(ln) or R_VALAC.match(ln) or R_KOTLIN.match(ln) or R_SCALA.match(ln)
                or R_SCALA_CONT.match(ln) or R_RACKET_LOC.match(ln) or R_GUILE_WARN.match(ln)
                or R_MAKE.match(ln)):
            keep.add(i)
        # fpc hints that only say where the config file is are noise
        if R_FPC.match(ln) is None and ln.startswith("Hint: ") and "config file" in ln:
            keep.discard(i)
        # summary/count lines of compilers
        if re.match(r"^(\w+ errors? found|\w+ warnings? found|Compilation (failed|succeeded) - .*)$", ln):
            keep.add(i)
        if re.search(r"compilation of \S+ failed$|compilation phase failed|\" compilation error$", ln):
            keep.add(i)
        if re.match(r"^\s*\S*(gdc|ldc2|dmd) failed with exit code \d+\.$", ln):
            keep.add(i)
        if re.match(r"^FAILED: ", ln) or ln.startswith("ninja: build stopped"):
            keep.add(i)
        if re.match(r"^(Error|Fatal): .*(returned an error exitcode|Compilation aborted)", ln):
            keep.add(i)
        if re.search(r"\d+ lines; [\d.]+s; .*\[SuccessX\]$", ln):            # nim success summary
            keep.add(i)
        if re.match(r"^expression: ", ln):                                   # nim type mismatch
            keep.add(i)


def rule_runtime(lines, keep):
    n = len(lines)
    for i, ln in enumerate(lines):
        s = ln.strip()
        # gfortran runtime
        if re.match(r"^At line \d+ of file ", ln) or s.startswith("Fortran runtime ") \
                or s.startswith("Program received signal") or re.match(r"^ERROR STOP", ln):
            keep.add(i)
        m = re.match(r"^\s+at (\S+?):\d+$", ln)                     # gfortran frame location
        if m and is_user_path(m.group(1)):
            keep.add(i)
            if i > 0 and re.match(r"^#\d+\s+0x", lines[i - 1]):
                keep.add(i - 1)
        # gdb frames into the project
        m = re.match(r"^#\d+\s+0x[0-9a-f]+ in .* at (\S+):\d+$", ln)
        if m and is_user_path(m.group(1)):
            keep.add(i)
        # D runtime
        if re.match(r"^core\.\w+\.\w+@\S+\(\d+\): ", ln) or re.match(r"^\S+Error@\S+\(\d+\)", ln):
            keep.add(i)
        m = re.match(r"^(source|src|tests?)/\S+\.d:\d+ ", ln)
        if m:
            keep.add(i)
        if re.match(r"^\d+/\d+ modules FAILED unittests$|^\d+ modules passed unittests$|^Program exited with code \d+$", ln):
            keep.add(i)
        # GNAT
        if re.match(r"^raised [A-Z_.]+ : ", ln) or ln.startswith("Execution of ") and "unhandled exception" in ln:
            keep.add(i)
        m = re.match(r"^0x[0-9a-f]+ \S+ at (\S+\.ad[bs]):\d+$", ln)
        if m and not m.group(1).startswith("b~"):
            keep.add(i)
        # FPC
        if ln.startswith("An unhandled exception occurred at") or re.search(r"Runtime error \d+", ln):
            keep.add(i)
            if i + 1 < n and re.match(r"^\w+: ", lines[i + 1]):
                keep.add(i + 1)
        if ln.startswith("Per month An unhandled") or re.match(r"^\S.* An unhandled exception occurred at", ln):
            keep.add(i)
            if i + 1 < n:
                keep.add(i + 1)
        if re.search(r"line \d+ of (src|tests)/\S+\.(pas|pp)$", ln):
            keep.add(i)
        if re.match(r"^\d+ unfreed memory blocks : \d+$", ln) or re.match(r"^\d+ memory blocks (allocated|freed)", ln):
            keep.add(i)
        # Nim
        m = re.match(r"^(\S+\.nim)\(\d+\) \w+$", ln)
        if m and is_user_path(m.group(1)):
            keep.add(i)
        if re.match(r"^(Error: unhandled exception|\s+Unhandled exception): ", ln):
            keep.add(i)
        if ln.startswith("Traceback (most recent call last)"):
            keep.add(i)
        # Crystal
        m = re.match(r"^In (\S+):\d+:\d+$", ln) or re.match(r"^\s+((src|spec)/\S+):\d+$", ln)
        if m and is_user_path(m.group(1)):
            keep.add(i)
        if re.match(r"^ - \S+#\S+\(", ln):                        # overloads listed under an error
            keep.add(i)
        if s.startswith("Unhandled exception: "):
            keep.add(i)
        m = re.match(r"^\s*from (\S+?):\d+:\d+ in ", ln)
        if m and is_user_path(m.group(1)):
            keep.add(i)
        # JVM (Kotlin, Scala, Clojure)
        if re.match(r"^Exception in thread ", ln) or re.match(r"^(exception|Caused by): ", ln) \
                or re.match(r"^[a-z][\w.]*\.\w*(Error|Exception): ", ln):
            keep.add(i)
        m = re.match(r"^\s*at ([\w.$]+)\(", ln)
        if m and not re.match(r"(java|jdk|sun|scala|kotlin|org\.jetbrains|clojure)\.", m.group(1)):
            keep.add(i)
        if re.match(r"^(Execution error|Syntax error (compiling|reading|macroexpanding)) ", ln):
            keep.add(i)
            if i + 1 < n and lines[i + 1].strip():
                keep.add(i + 1)
        if ln == "Full report at:" and i + 1 < n:
            keep.add(i)
            keep.add(i + 1)
        # Racket
        if re.match(r"^\S[^:]*: (index too large|contract violation|arity mismatch|unbound identifier|expects )", ln) \
                or re.match(r"^[\w\-/>?!*]+: \S.*", ln) and i + 1 < n and re.match(r"^  (index|in|expected|given|arguments\.\.\.):", lines[i + 1]):
            keep.add(i)
        if re.match(r"^  (index|expected|given): ", ln):
            keep.add(i)
        m = re.match(r"^\s+(/\S+\.rkt):\d+:\d+: ", ln)
        if m and is_user_path(m.group(1)):
            keep.add(i)
        m = re.match(r"^\s+body of \(submod \"(\S+)\"", ln)
        if m and is_user_path(m.group(1)):
            keep.add(i)
        # Guile
        if re.match(r"^\S+\.scm:\d+:\d+: In procedure ", ln) or re.match(r"^In procedure \S+: ", ln):
            keep.add(i)
        m = re.match(r"^In (\S+\.scm):$", ln)
        if m and not m.group(1).startswith("ice-9/") and i + 1 < n:
            keep.add(i)
            keep.add(i + 1)
        # Tcl errorInfo: the message and the command that failed
        if i + 1 < n and lines[i + 1] == "    while executing":
            keep.add(i)
            if i + 2 < n:
                keep.add(i + 2)
        if re.match(r"^\s+\((procedure|file) \"[^\"]+\" line \d+\)$", ln):
            keep.add(i)
        # valgrind
        m = re.match(r"^==\d+== (Invalid (read|write|free)|Conditional jump|Use of uninitialised|Mismatched free|Source and destination overlap|Syscall param).*", ln)
        if m:
            keep.add(i)
        m = re.match(r"^==\d+==\s+(at|by) 0x[0-9A-F]+: .*\((\S+\.\w+):\d+\)$", ln)
        if m and "vgpreload" not in ln:
            keep.add(i)
        if re.match(r"^==\d+==\s+Address 0x", ln) or re.match(r"^==\d+== ERROR SUMMARY: ", ln) \
                or re.match(r"^==\d+==\s+(definitely|indirectly|possibly) lost: ", ln):
            keep.add(i)


def rule_tests(lines, keep, cmd):
    n = len(lines)
    for i, ln in enumerate(lines):
        s = ln.strip()
        # plain "N passed, M failed" style summaries
        if re.match(r"^\s*\d+ passed, \d+ failed$", ln):
            keep.add(i)
        # hand-written drivers (Fortran, Ada, Kotlin, Scala) and generic expected/actual
        if re.match(r"^\s*(FAIL|\[FAIL\]|\[ERR\])\s+\S", ln):
            keep.add(i)
        if re.match(r"^\s*(expected|actual|tolerance|Expected|got)\s*:", ln):
            keep.add(i)
        # fpcunit plain
        if re.search(r"\s(Failed|Error): ", ln) and re.match(r"^\s+\d\d\.\d\d\d\s+\S", ln):
            keep.add(i)
        if re.match(r"^\s+(Exception|Message|Exception class|Exception message):\s+\S", ln):
            keep.add(i)
        if re.match(r"^Number of (run tests|errors|failures):\s+\d+$", ln):
            keep.add(i)
        m = re.match(r"^\s*(\w+\s+)?Time:[\d:.]+ N:(\d+) E:(\d+) F:(\d+) I:(\d+)$", ln)
        if m and (m.group(3) != "0" or m.group(4) != "0"):
            keep.add(i)
        # fpcunit xml
        if re.search(r'<Test Name="[^"]*" Result="(Error|Failed|Failure)"', ln) or \
                re.match(r"^\s*<(Message|ExceptionClass|ExceptionMessage|NumberOfRunTests|NumberOfErrors|NumberOfFailures)>", ln):
            keep.add(i)
        # nim unittest
        if "Check failed:" in ln or re.match(r"^\s+\S.* was .*$", ln) and i > 0 and "Check failed:" in lines[i - 1]:
            keep.add(i)
        if re.match(r"^\s*\[FAILED\] ", ln):
            keep.add(i)
        if re.match(r"^\s*(Success|Error): (All tests passed|Execution failed.*|Execution finished)$", ln):
            keep.add(i)
        # crystal spec
        if re.match(r"^\s+\d+\) \S", ln) or s.startswith("Failure/Error:") or re.match(r"^\s+# spec/\S+:\d+$", ln):
            keep.add(i)
        if re.match(r"^\d+ examples, \d+ failures, \d+ errors, \d+ pending$", ln):
            keep.add(i)
        if re.match(r"^crystal spec \S+:\d+ # ", ln):
            keep.add(i)
        if re.match(r"^\s+.+ \(\w+(Error|Exception)\)$", ln):
            keep.add(i)
        # rackunit / raco test
        if ln == "--------------------" and i + 2 < n and lines[i + 2] in ("FAILURE", "ERROR"):
            keep.add(i + 1)
            keep.add(i + 2)
        if re.match(r"^(name|location|actual|expected|message|params):\s+\S", ln):
            keep.add(i)
        if re.match(r"^\d+/\d+ test failures$|^\d+ tests? passed$", ln):
            keep.add(i)
        # srfi-64 console
        if re.match(r"^\S+:\d+: FAIL ", ln) or re.match(r"^# of (expected passes|unexpected failures|unexpected successes|expected failures)", ln):
            keep.add(i)
        # tcltest
        if re.match(r"^==== \S+ .*FAILED$", ln) and not ln.endswith("Contents of test case:"):
            keep.add(i)
        if ln.startswith("---- Result was:"):
            j = i + 1
            while j < n and not lines[j].startswith("---- Result should have been"):
                keep.add(j)
                j += 1
            if j < n:
                keep.add(j)
                j += 1
                while j < n and not lines[j].startswith("==== "):
                    keep.add(j)
                    j += 1
        if re.match(r"^---- (Test generated error|Return code should have been|errorInfo:|errorCode:)", ln):
            keep.add(i)
        if re.match(r"^\S+\.tcl:\s+Total\s+\d+", ln) or ln.startswith("Files with failing tests:"):
            keep.add(i)
        # clojure.test
        if re.match(r"^(FAIL|ERROR) in \(", ln):
            keep.add(i)
            if i + 1 < n and not re.match(r"^(expected|  actual):", lines[i + 1]):
                keep.add(i + 1)
        if re.match(r"^(expected|  actual): ", ln):
            keep.add(i)
        if re.match(r"^Ran \d+ tests containing \d+ assertions\.$|^\d+ failures, \d+ errors\.$", ln):
            keep.add(i)
        m = re.match(r"^\s+(\w[\w.\-$]*)\$\S* \(\S+\.clj:\d+\)$", ln)
        if m and not m.group(1).startswith("clojure."):
            keep.add(i)
        # GLib / TAP / meson test
        if re.match(r"^(not ok|Bail out!)\b", ln) or re.match(r"^\*\*$", ln) is None and re.match(r"^ERROR:\S+:\d+:", ln):
            keep.add(i)
        if re.match(r"^\s*\d+/\d+ \S+\s+(FAIL|ERROR|TIMEOUT|UNEXPECTEDPASS)\b", ln):
            keep.add(i)
        if re.match(r"^(Ok|Fail|Timeout|Unexpected Pass|Expected Fail|Skipped):\s+\d+", ln):
            m2 = re.match(r"^(Fail|Timeout|Unexpected Pass):\s+(\d+)", ln)
            if ln.startswith("Ok:") or (m2 and m2.group(2) != "0"):
                keep.add(i)


# srfi-64 log file (cat of the .log): keep the whole record of each failing test

def rule_srfi64_log(lines, keep):
    block = []
    for i, ln in enumerate(lines):
        if ln == "Test begin:":
            block = [i]
            continue
        if block:
            block.append(i)
            if ln.strip().startswith("result-kind:") and ln.strip() != "result-kind: pass":
                for j in block:
                    if re.match(r"^\s+(test-name|source-line|source-form|result-kind|actual-value|expected-value|actual-error):", lines[j]):
                        keep.add(j)
                # values follow the result-kind line
                k = i + 1
                while k < len(lines) and re.match(r"^\s+(actual-value|expected-value|actual-error):", lines[k]):
                    keep.add(k)
                    k += 1
                block = []
        if ln.startswith("# of "):
            keep.add(i)


# Clojure full report (EDN): the message, the cause and the project frames

def rule_clojure_edn(lines, keep):
    for i, ln in enumerate(lines):
        if ln.startswith("{:clojure.main/message") and i + 1 < len(lines):
            keep.add(i + 1)
        if re.match(r"^\s*:cause ", ln) or re.match(r"^\s*\"Cannot|^\s*:clojure.error/cause$", ln):
            keep.add(i)
        m = re.match(r"^\s*\[([\w.\-$]+) \S+ \"\S+\" \d+\]", ln)
        if m and not re.match(r"(clojure|java|jdk|sun)\.", m.group(1)):
            keep.add(i)


# ---------------------------------------------------------------------------
# git, grep, meson configure


def rule_git(lines, keep, cmd):
    sub = cmd.split()[1] if len(cmd.split()) > 1 else ""
    if sub == "status":
        for i, ln in enumerate(lines):
            if ln.startswith("On branch") or ln.startswith("You have unmerged paths") \
                    or re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", ln) \
                    or ln.startswith("\t"):
                keep.add(i)
        return
    if sub == "merge":
        for i, ln in enumerate(lines):
            if ln.startswith("CONFLICT") or ln.startswith("Automatic merge failed"):
                keep.add(i)
        return
    if sub == "blame":
        for i, ln in enumerate(lines):
            keep.add(i)
        return
    # log, show, diff
    combined = any(ln.startswith("diff --cc ") for ln in lines)
    after_date = False
    for i, ln in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", ln) or ln.startswith("Merge: "):
            keep.add(i)
        if ln.startswith("Date:"):
            after_date = True
            continue
        if after_date and ln.startswith("    ") and ln.strip():
            keep.add(i)                      # subject line
            after_date = False
            continue
        if after_date and ln.strip() and not ln.startswith("    "):
            after_date = False
        if re.match(r"^diff --(git|cc) ", ln) or re.match(r"^@@+ ", ln) or ln.startswith("Binary files "):
            keep.add(i)
        if re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", ln) or re.match(r"^ \d+ files? changed", ln):
            keep.add(i)
        if ln.startswith("+++ ") or ln.startswith("--- "):
            continue
        if combined:
            if re.match(r"^([+\- ][+\-]|[+\-] )", ln) and not ln.startswith("  "):
                keep.add(i)
        elif re.match(r"^[+\-]", ln):
            keep.add(i)


def rule_grep(lines, keep):
    for i, ln in enumerate(lines):
        if re.match(r"^[^:\s]+:\d+:", ln) or ln.startswith("Binary file "):
            keep.add(i)


def rule_meson_configure(lines, keep):
    # option rows: two-space indent, an option name, then its current value
    for i, ln in enumerate(lines):
        if re.match(r"^  [a-z][\w.:\-]+ {2,}\S", ln) and not ln.startswith("  --"):
            keep.add(i)
        if re.match(r"^  (Source|Build) dir ", ln):
            keep.add(i)


# ---------------------------------------------------------------------------


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(x) for x in raw]
    keep = set()
    first = cmd.split()[0] if cmd.split() else ""
    if first == "git":
        rule_git(lines, keep, cmd)
    elif first == "grep":
        rule_grep(lines, keep)
    elif cmd.startswith("meson configure"):
        rule_meson_configure(lines, keep)
    elif first == "cat" and cmd.endswith(".edn"):
        rule_clojure_edn(lines, keep)
    elif first == "cat" and cmd.endswith(".log"):
        rule_srfi64_log(lines, keep)
    else:
        rule_compilers(lines, keep)
        rule_runtime(lines, keep)
        rule_tests(lines, keep, cmd)
        for i, ln in enumerate(lines):
            if generic(ln):
                keep.add(i)
    # the last three non-blank lines, always
    nb = [i for i, ln in enumerate(lines) if ln.strip()]
    keep.update(nb[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        ln = lines[i]
        if not ln.strip() or ln in seen:
            continue
        seen.add(ln)
        out.append(ln)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    check = "--check" in sys.argv
    bad = 0
    for name in sorted(os.listdir(here)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(here, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        cmd, exitc, output, old = parse_txtar(text)
        new = render_txtar(cmd, exitc, output, keep_lines(cmd, output))
        if new != text:
            if check:
                print("differs:", name)
                bad += 1
            else:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    if check and bad:
        sys.exit(1)


if __name__ == "__main__":
    main()

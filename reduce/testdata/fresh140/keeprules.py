#!/usr/bin/env python3
"""Keep rules for the fresh140 set.

Run from anywhere:  python3 keeprules.py [files...]
With no arguments it rewrites the `-- keep --` section of every *.txtar next to
this script.  A keep line is an output line with ANSI escapes and trailing
whitespace (including \\r) removed.  Blank lines are never kept.  Each distinct
line is listed once, at its first occurrence, in output order.

The rules were written before looking at anything the reducer does.
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic ---

PROBLEM = re.compile(
    r"(?i)\b(errors?|fail(ed|s|ing|ure|ures)?|warnings?|panic(ked)?|exceptions?|"
    r"traceback|deprecated|fatal|conflict)\b"
    r"|\b[A-Z]\w*(Error|Exception)\b|[✖✕×●✗]"
)
PASS_ROW = re.compile(
    r"^\s*(ok \d+\b|PASS\b|\[OK\]|✔|✓|\+\+\+ OK)"
    r"|\.\.\.(\[[\d.]+ s\] )?ok$"
    r"|^\s*\* (test|doctest) .*\[L#\d+\]"
    r"|\.\.\.\s*OK$"
)
CODE_FRAME = re.compile(r"^\s*\d*\s*\|( |$)|^%\s+\d*\|")
CARET_ONLY = re.compile(r"^\s*[\^~]+\s*$")
R_BACKTRACE = re.compile(r"^\s*\d+\.\s+[│├└ ]")


def generic(lines, keep):
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if PASS_ROW.search(l) or CODE_FRAME.match(l) or CARET_ONLY.match(l) or R_BACKTRACE.match(l):
            continue
        if PROBLEM.search(l):
            keep.add(i)


def last_three(lines, keep):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(idx[-3:])


# -------------------------------------------------------------------- GHC ---

GHC_HDR = re.compile(r"^(\S[^:]*):\d+:\d+: (error|warning):|^<[^>]+>: (error|warning):")


def ghc(lines, keep):
    body = False
    bullet_keep = True
    skipped_mods = False
    for i, l in enumerate(lines):
        if GHC_HDR.match(l):
            keep.add(i)
            body, bullet_keep = True, True
            continue
        if l.startswith("-fkeep-going in use"):
            keep.add(i)
            skipped_mods = True
            continue
        if skipped_mods:
            if l.startswith("      ") and l.strip():
                keep.add(i)
                continue
            skipped_mods = False
        if body:
            if not l.strip() or CODE_FRAME.match(l) or l.startswith("["):
                body = False
                continue
            s = l.strip()
            if s.startswith("•"):
                bullet_keep = not (s.startswith("• In ") or s.startswith("• Relevant bindings"))
            if bullet_keep:
                keep.add(i)


# ------------------------------------------------------ hand-written driver ---

def driver(lines, keep):
    detail = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+(FAIL|ERROR)\s", l):
            keep.add(i)
            detail = True
            continue
        if detail and l.startswith("      ") and l.strip():
            keep.add(i)
            continue
        detail = False
        if re.match(r"^\d+ tests, \d+ passed", l):
            keep.add(i)


# ------------------------------------------------------------------ hspec ---

def hspec(lines, keep):
    falsified = False
    exc = False
    for i, l in enumerate(lines):
        s = l.strip()
        if falsified:
            if s:
                keep.add(i)
                continue
            falsified = False
        if exc:
            exc = False
            if s:
                keep.add(i)
                continue
        if re.search(r"FAILED \[\d+\]$", l):
            keep.add(i)
        elif re.match(r"^\s+\S+\.hs:\d+:\d+:", l):
            keep.add(i)
        elif re.match(r"^\s+\d+\) ", l):
            keep.add(i)
        elif re.match(r"^\s+(expected|but got):", l):
            keep.add(i)
        elif s.startswith("uncaught exception:"):
            keep.add(i)
            exc = True
        elif s.startswith("Falsified"):
            keep.add(i)
            falsified = True
        elif re.match(r"^\d+ examples?, \d+ failures?", l):
            keep.add(i)


# ------------------------------------------------------------------ OCaml ---

OCAML_FILE = re.compile(r'^File "[^"]+", line')
OCAML_FRAME = re.compile(r"^\s*\d+ \| |^\.\.")


def ocaml_compiler(lines, keep):
    block = False
    for i, l in enumerate(lines):
        if OCAML_FILE.match(l):
            keep.add(i)
            block = True
            continue
        if block:
            if not l.strip() or re.match(r"^\s+(ocamlc|ocamlopt|ocamldep)\s", l):
                block = False
                continue
            if OCAML_FRAME.match(l) or CARET_ONLY.match(l):
                continue
            keep.add(i)


def ocaml_frames(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^(Raised at|Called from|Re-raised at)", l):
            m = re.search(r'in file "([^"]+)"', l)
            if m and "/" in m.group(1) and not m.group(1).startswith("src/alcotest"):
                keep.add(i)
        elif l.startswith("Fatal error: exception") or l.startswith("Exception:"):
            keep.add(i)


def alcotest(lines, keep):
    for i, l in enumerate(lines):
        if "[FAIL]" in l:
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received): `", l):
            keep.add(i)
        elif re.search(r"\d+ failures?! in ", l):
            keep.add(i)
        elif re.search(r"alias \S+ \(exit \d+\)", l):
            keep.add(i)


# ----------------------------------------------------------------- Erlang ---

ERL_LOC = re.compile(r"^\S+\.(erl|hrl|escript):\d+(:\d+)?: ")


def erlc(lines, keep):
    for i, l in enumerate(lines):
        if ERL_LOC.match(l):
            keep.add(i)


def eunit(lines, keep):
    term = False
    for i, l in enumerate(lines):
        if term:
            if l.strip().startswith("output:<<") or not l.strip():
                term = False
                continue
            keep.add(i)
            continue
        if l.rstrip().endswith("*failed*"):
            keep.add(i)
        elif l.startswith("in function "):
            keep.add(i)
        elif l.startswith("in call from ") and re.search(r"\((src|test)/", l):
            keep.add(i)
        elif l.strip().startswith("called as "):
            keep.add(i)
        elif re.match(r"^\*\*(error|exit|throw):", l):
            keep.add(i)
            term = True
        elif re.match(r"^\s*(Failed: \d+\.|All \d+ tests passed|There were no tests)", l):
            keep.add(i)


def dialyzer(lines, keep):
    cont = False
    for i, l in enumerate(lines):
        if ERL_LOC.match(l):
            keep.add(i)
            cont = True
            continue
        if cont and l.startswith(" ") and l.strip() and not l.startswith(" done in"):
            keep.add(i)
            continue
        cont = False


# ---------------------------------------------------------- Elixir / mix ---

MIX_FRAME_PROJECT = re.compile(r"^\s+(\(apiary [\d.]+\) |test/\S+\.exs:\d+:|lib/\S+\.ex:\d+:)")


def mix(lines, keep):
    after_warning = False
    block = False          # inside an ExUnit failure block
    first_frame = False
    args = False
    for i, l in enumerate(lines):
        s = l.strip()
        # compiler
        if l.startswith("warning: "):
            keep.add(i)
            after_warning = True
            continue
        if after_warning:
            after_warning = False
            if re.match(r"^\s+\S+\.exs?:\d+", l):
                keep.add(i)
                continue
        if re.match(r"^== Compilation error in file ", l):
            keep.add(i)
            continue
        if re.match(r"^\s*\*\* \(", l):
            keep.add(i)
            continue
        if s.startswith("HINT:"):
            keep.add(i)
            continue
        # ExUnit failure blocks
        m = re.match(r"^\s+\d+\) (test|doctest|property) ", l)
        if m:
            keep.add(i)
            block, first_frame, args = True, False, False
            # the next non-blank line is the test's file:line
            for j in range(i + 1, len(lines)):
                if lines[j].strip():
                    keep.add(j)
                    break
            continue
        if re.match(r"^\d+ (doctests?, )?(\d+ (tests?|propert(y|ies)), )?\d+ failures?", l):
            keep.add(i)
            continue
        if not block:
            if MIX_FRAME_PROJECT.match(l):
                keep.add(i)
            continue
        if re.match(r"^\S", l):
            block = False
            continue
        if s.startswith("stacktrace:"):
            first_frame = True
            args = False
            continue
        if first_frame:
            if s:
                keep.add(i)
            first_frame = False
            continue
        if s.startswith("The following arguments were given"):
            keep.add(i)
            args = True
            continue
        if args:
            if s.startswith("Attempted function clauses") or s.startswith("code:"):
                args = False
            elif s and not s.startswith("# "):
                keep.add(i)
                continue
        if re.match(r"^(Assertion with|Expected truthy|Expected falsy|Doctest failed|Expected exception|"
                    r"code:|left:|right:|\* \d+(st|nd|rd|th) argument|Expected .* got)", s):
            keep.add(i)
        elif MIX_FRAME_PROJECT.match(l):
            keep.add(i)


# ---------------------------------------------------------------- Lua ---

def busted(lines, keep):
    """Plain output: each `Failure ->` / `Error ->` block (header, test name,
    message, Passed in / Expected values) up to the blank line that ends it.
    TAP output: each `not ok` row and its `# ` diagnostic lines.  Printed
    tables are reduced to their `*`-marked (differing) entries; table openers
    with addresses and unmarked entries are left out.  Stack frames from
    src/, spec/ or bin/ are kept; the summary line is kept."""
    tap = any(l.startswith("1..") or l.startswith("not ok ") for l in lines)
    block = False
    in_table = False
    for i, l in enumerate(lines):
        if re.match(r"^\d+ successes / \d+ failures / \d+ errors", l):
            keep.add(i)
            continue
        if l.startswith("\t") and re.search(r"(src|spec|bin)/\S+\.lua:\d+", l):
            keep.add(i)
            continue
        if (not tap and re.match(r"^(Failure|Error) -> ", l)) or (tap and l.startswith("not ok ")):
            keep.add(i)
            block, in_table = True, False
            continue
        if not block:
            continue
        if tap:
            if not l.startswith("#"):
                block = False
                continue
            body = l[2:] if l.startswith("# ") else l[1:]
        else:
            if not l.strip():
                block = False
                continue
            body = l
        t = body.strip()
        if in_table:
            if body.startswith(" *["):
                keep.add(i)
            if t.endswith("}"):
                in_table = False
            continue
        if t.startswith("(table:"):
            in_table = not t.endswith("}")
            continue
        if t == "stack traceback:":
            continue
        if t:
            keep.add(i)


def luacheck(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("Checking ") and not l.endswith("OK"):
            keep.add(i)
        elif re.match(r"^\s+\S+:\d+:\d+: ", l):
            keep.add(i)
        elif l.startswith("Total: "):
            keep.add(i)


def lua_runtime(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^lua[\d.]*: ", l):
            keep.add(i)
        elif l.startswith("\t") and re.search(r"(src|bin)/\S+\.lua:\d+", l):
            keep.add(i)


# ------------------------------------------------------------------- R ---

def testthat(lines, keep, indent_ok=True):
    msg = False
    for i, l in enumerate(lines):
        s = l.strip()
        if msg:
            msg = False
            if s:
                keep.add(i)
                continue
        if re.match(r"^✖ \|", l):
            keep.add(i)
        elif re.match(r"^(── )?(Failure|Error|Warning) \('[^']+'\): ", s):
            keep.add(i)
            msg = True
        elif re.match(r"^`(actual|expected)`", s):
            keep.add(i)
        elif re.match(r"^\[ FAIL \d+ \| WARN \d+ \| SKIP \d+ \| PASS \d+ \]", s):
            keep.add(i)
        elif s.startswith("! "):
            keep.add(i)


def r_check(lines, keep):
    """R CMD check / devtools::check: every WARNING, ERROR and NOTE with its
    details, the status lines, and the testthat failures quoted from the log."""
    detail = False
    last_checking = None
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(\* |❯ )checking ", l):
            last_checking = i
        m = re.match(r"^(\* |❯ )checking .* \.\.\.\s*(WARNING|ERROR|NOTE)$", l)
        if m or s in ("ERROR", "WARNING", "NOTE"):
            keep.add(i)
            if not m and last_checking is not None:
                keep.add(last_checking)
            status = m.group(2) if m else s
            detail = status != "ERROR"   # test errors are covered by testthat()
            continue
        if detail:
            if not s or l.startswith("* ") or l.startswith("❯ "):
                detail = False
            else:
                keep.add(i)
                continue
        if re.match(r"^Status: ", l) or re.match(r"^\d+ errors? ✔ \| ", l) or "Running the tests in" in l:
            keep.add(i)
    testthat(lines, keep)


def lintr(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: (style|warning|error): ", l):
            keep.add(i)


def r_error(lines, keep):
    """`Error in ...`/`Error:` with its indented continuation, `Calls:`, and
    R warnings (`Warning:` with its indented continuation, `Warning message:`
    with the lines up to the next blank line)."""
    cont = False
    wmsg = False
    for i, l in enumerate(lines):
        if wmsg:
            if l.strip() and not l.startswith("──"):
                keep.add(i)
                continue
            wmsg = False
        if re.match(r"^Warning messages?:", l):
            keep.add(i)
            wmsg = True
            continue
        if l.startswith("Error in ") or l.startswith("Error: ") or re.search(r"\bWarning: ", l):
            keep.add(i)
            cont = True
            continue
        if cont and l.startswith("  ") and l.strip():
            keep.add(i)
            continue
        cont = False
        if l.startswith("Calls: "):
            keep.add(i)


# -------------------------------------------------------------------- git ---

def git_diff(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("diff --git ") or l.startswith("diff --cc ") or l.startswith("@@"):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode", l):
            keep.add(i)
        elif l.startswith("--- ") or l.startswith("+++ "):
            continue
        elif re.match(r"^[+-]", l):
            keep.add(i)
        elif re.match(r"^ [+-]", l):          # combined diff, second parent column
            keep.add(i)


def git_log(lines, keep):
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l) or l.startswith("Merge: "):
            keep.add(i)
            continue
        if l.startswith("Date: "):
            want_subject = True
            continue
        if want_subject and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("diff --git ") or l.startswith("@@") or re.match(r"^(new|deleted) file mode", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)


def git_status(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("On branch") or l.startswith("HEAD detached") or l.startswith("## "):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|"
                      r"Unmerged paths|You have unmerged paths|All conflicts fixed)", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)


def git_merge(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("CONFLICT") or l.startswith("Automatic merge failed"):
            keep.add(i)


# --------------------------------------------------------------- dispatch ---

def rules_for(cmd):
    """Return (tool rule functions, apply_generic)."""
    c = cmd
    if re.match(r"^git\b", c):
        if " merge" in c:
            return [git_merge], False
        if " diff" in c:
            return [git_diff], False
        if " log" in c or " show" in c:
            return [git_log], False
        if " status" in c:
            return [git_status], False
        return [], False
    if "runghc" in c and "Driver.hs" in c:
        return [ghc, driver], True
    if "runghc" in c:
        return [ghc, hspec], True
    if re.search(r"(^|&& )ghc ", c):
        return [ghc], True
    if c.startswith("./build/"):
        return [], True
    if "test_ferryfare" in c or c.startswith("dune test"):
        return [ocaml_compiler, alcotest, ocaml_frames], True
    if c.startswith("dune") or c.startswith("ocamlfind") or c.startswith("ocaml ") or "dune exec" in c:
        return [ocaml_compiler, ocaml_frames], True
    if c.startswith("erlc"):
        return [erlc], True
    if c.startswith("erl "):
        return [eunit], True
    if c.startswith("escript"):
        return [eunit], True
    if c.startswith("dialyzer"):
        return [dialyzer], True
    if c.startswith("mix "):
        return [mix], True
    if c.startswith("busted"):
        return [busted], True
    if c.startswith("luacheck"):
        return [luacheck], True
    if re.match(r"^lua[\d.]* ", c):
        return [lua_runtime], True
    if "R CMD check" in c or "devtools::check" in c:
        return [r_check, r_error], True
    if "devtools::test" in c or "testthat::" in c:
        return [testthat, r_error], True
    if "lintr::" in c:
        return [lintr], True
    if c.startswith("Rscript"):
        return [r_error], True
    return [], True


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = set()
    funcs, use_generic = rules_for(cmd)
    for f in funcs:
        f(lines, keep)
    if use_generic:
        generic(lines, keep)
    last_three(lines, keep)
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    files = sys.argv[1:] or sorted(os.path.join(here, f) for f in os.listdir(here) if f.endswith(".txtar"))
    for p in files:
        n = process(p)
        print(f"{os.path.basename(p)}: {n} keep lines")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh135 txtar from its cmd and output.

Written before looking at any reducer behaviour. Run once: python3 keeprules.py
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
GENERIC = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|warning|warnings|panic|panicked|"
    r"exception|traceback|deprecated|deprecation)\b|\w+(Error|Exception)\b|[✖✕×●✗]",
    re.I)
PASSROW = re.compile(r"(✓|✔|\bPASS\b|\bPASSED\b|^\s*--- PASS|^=== RUN|\.\.\. ok$)")
CODEFRAME = re.compile(r"^\s*>?\s*\d+\s*\|")
GO_RUNTIME = re.compile(r"^\s*(/usr/local/go/|testing\.|runtime\.|panic\(|created by testing)")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    if "go test" in c and "-json" in c:
        return "gojson"
    for key, pat in [
        ("pytest", r"pytest"), ("mypy", r"\bmypy\b"), ("flake8", r"\bflake8\b"),
        ("eslint", r"\beslint\b"), ("vitest", r"\bvitest\b"), ("tsc", r"\btsc\b"),
        ("jest", r"\bjest\b"), ("cargo", r"\bcargo\b"), ("go", r"(^|&& )go |staticcheck"),
        ("gitstatus", r"^git status"), ("gitdiff", r"^git diff"), ("gitlog", r"^git (log|show)"),
        ("gitmerge", r"^git merge"), ("grep", r"^grep "), ("curl", r"^curl "),
    ]:
        if re.search(pat, c):
            return key
    return "other"


def generic_ok(t, line):
    if not GENERIC.search(t):
        return False
    if PASSROW.search(t) or CODEFRAME.match(t):
        return False
    return True


def rule_pytest(lines):
    keep = set()
    for i, t in enumerate(lines):
        s = t.strip()
        if re.match(r"^E\s", t) or re.match(r"^>\s", t):
            keep.add(i)
        elif re.match(r"^_{3,} .* _{3,}$", t):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+:", t):
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", t) or re.search(r" (FAILED|ERROR)( |$)", t):
            keep.add(i)
        elif re.match(r"^=+ .*\b(failed|passed|error|errors)\b.* =+$", t):
            keep.add(i)
        elif re.match(r"^!{3,}", t):
            keep.add(i)
        elif re.search(r"(ImportError|ModuleNotFoundError|SyntaxError)", t) and not t.startswith(" "):
            keep.add(i)
        elif re.match(r"^\[gw\d\] .*FAILED", s):
            keep.add(i)
    return keep


def rule_mypy(lines):
    return {i for i, t in enumerate(lines) if ": error:" in t or re.match(r"^(Found \d+ error|Success:)", t)}


def rule_flake8(lines):
    keep = set()
    for i, t in enumerate(lines):
        if re.match(r"^[\w./-]+:\d+:\d+: [A-Z]\d+", t) or re.match(r"^\d+\s+[A-Z]\d+ ", t) or re.match(r"^\d+$", t):
            keep.add(i)
    return keep


def rule_jest(lines):
    keep = set()
    in_diff = False
    for i, t in enumerate(lines):
        s = t.strip()
        if re.match(r"^FAIL ", t) or s.startswith("●") or s.startswith("✕"):
            keep.add(i)
        elif s.startswith("expect(") or re.match(r"^(Expected|Received)", s):
            keep.add(i)
        elif re.match(r"^- Expected|^\+ Received", s):
            keep.add(i); in_diff = True; continue
        elif re.match(r"^>\s*\d+\s*\|", s):
            keep.add(i)
        elif re.match(r"^at .*\((test|src|lib)/", s):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites):", s):
            keep.add(i)
        elif in_diff and re.match(r"^[+-] ", s):
            keep.add(i)
        if not s:
            in_diff = False
    return keep


def rule_vitest(lines, generic):
    keep = set()
    for i, t in enumerate(lines):
        s = t.strip()
        if s.startswith("×") or s.startswith("→") or re.match(r"^(FAIL|⎯+ ?Failed)", s) or "FAIL " in s[:8]:
            keep.add(i)
        elif s.startswith("❯ ") and re.search(r":\d+:\d+", s):
            keep.add(i)
        elif re.match(r"^- Expected|^\+ Received", s) or re.match(r"^[+-] {1,}\S", s):
            keep.add(i)
        elif re.match(r"^(Test Files|Tests)\s", s) or re.search(r"Failed Tests \d+|Failed Suites \d+", s):
            keep.add(i)
        elif re.match(r"^(AssertionError|TypeError|Error|SyntaxError)", s):
            keep.add(i)
        elif generic(t):
            keep.add(i)
    return keep


def rule_tsc(lines):
    keep = set()
    last = False
    for i, t in enumerate(lines):
        if re.match(r"^[\w./-]+\(\d+,\d+\): error TS\d+", t):
            keep.add(i); last = True
        elif last and t.startswith("  ") and t.strip():
            keep.add(i)
        else:
            last = False
        if re.match(r"^Found \d+ error", t):
            keep.add(i)
    return keep


def rule_eslint(lines):
    keep = set()
    for i, t in enumerate(lines):
        s = t.strip()
        if t.startswith("/") and not re.search(r":\d+:\d+:", t):
            keep.add(i)  # stylish file header
        elif re.match(r"^\d+:\d+\s+(error|warning)\s", s):
            keep.add(i)
        elif re.match(r"^[\w./-]+:\d+:\d+: ", t):
            keep.add(i)
        elif re.search(r"\d+ problems?\b|fixable with the", s):
            keep.add(i)
    return keep


def rule_cargo(lines):
    keep = set()
    in_failures = False
    panic_follow = 0
    for i, t in enumerate(lines):
        s = t.strip()
        if re.match(r"^(error(\[E\d+\])?|warning)(:|\[)", t):
            keep.add(i)
        elif re.match(r"^\s*--> ", t):
            keep.add(i)
        elif re.match(r"^\s*\d*\s*\|\s*[\s|]*[\^\-]+\s+\S", t) and not re.match(r"^\s*\d+\s*\|\s*[^\s^\-|]", t):
            keep.add(i)  # caret/dash label lines
        elif re.match(r"^test .* FAILED$", t) or re.match(r"^---- .* stdout ----$", t):
            keep.add(i)
        elif "panicked at" in t:
            keep.add(i); panic_follow = 4; continue
        elif re.match(r"^test result:", t):
            keep.add(i)
        if t == "failures:":
            in_failures = True; continue
        if in_failures and re.match(r"^    \S+$", t):
            keep.add(i)
        elif in_failures and s and not t.startswith("    ") and not t.startswith("----"):
            in_failures = False
        if panic_follow:
            if not s or s.startswith("note:"):
                panic_follow = 0
            else:
                keep.add(i); panic_follow -= 1
    return keep


def rule_go(lines):
    keep = set()
    for i, t in enumerate(lines):
        s = t.strip()
        if re.match(r"^# \S", t):
            keep.add(i)
        elif re.match(r"^\s*--- FAIL", t) or re.match(r"^(FAIL|ok)\s", t) or t == "FAIL":
            keep.add(i)
        elif re.match(r"^\s*\w+_test\.go:\d+:", t):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.go:\d+:\d+:", t):
            keep.add(i)
        elif t.startswith("panic:") or t.startswith("[signal"):
            keep.add(i)
        elif s.startswith("/home/dev/work/"):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)
        elif re.match(r"^(vet|# )", t):
            keep.add(i)
    return keep


def rule_gojson(lines):
    keep = set()
    for i, t in enumerate(lines):
        try:
            ev = json.loads(t)
        except ValueError:
            continue
        a = ev.get("Action")
        if a == "fail":
            keep.add(i)
        elif a == "output":
            o = ev.get("Output", "").rstrip("\n")
            if re.match(r"^\s*--- FAIL|^\s+\w+_test\.go:\d+:|^FAIL\b|^panic:|^ok\s|^\s*/home/dev/work/", o):
                keep.add(i)
    return keep


def rule_gitstatus(lines):
    keep = set()
    for i, t in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|## |You have unmerged|Your branch)", t):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged|Untracked files|Unmerged paths):", t):
            keep.add(i)
        elif t.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", t):
            keep.add(i)
    return keep


def rule_gitdiff(lines):
    keep = set()
    for i, t in enumerate(lines):
        if re.match(r"^diff --(git|cc) ", t) or re.match(r"^(new|deleted) file mode", t) or t.startswith("@@"):
            keep.add(i)
        elif re.match(r"^[+-]", t) and not re.match(r"^(\+\+\+|---) ", t):
            keep.add(i)
        elif not re.match(r"^(\+\+\+|---) ", t) and re.match(r"^[ +-]{2}", t) and re.match(r"^(\+\+|--|\+ | \+|- | -)", t):
            keep.add(i)  # combined diff (conflict) lines
    return keep


def rule_gitlog(lines):
    keep = set()
    subject_next = False
    for i, t in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", t):
            keep.add(i); subject_next = True; continue
        if subject_next and t.startswith("    ") and t.strip():
            keep.add(i); subject_next = False; continue
        if re.match(r"^diff --git ", t) or re.match(r"^(new|deleted) file mode", t) or t.startswith("@@"):
            keep.add(i)
        elif re.match(r"^ \S.*\|\s+\d+", t) or re.search(r"\d+ files? changed", t):
            keep.add(i)
    return keep


def rule_gitmerge(lines):
    return {i for i, t in enumerate(lines) if re.match(r"^(CONFLICT|Automatic merge failed|Auto-merging)", t)}


def rule_grep(lines):
    return {i for i, t in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", t)}


def rule_curl(lines):
    keep = set()
    status = 0
    for t in lines:  # --fail-with-body without -i/-v: the status is only in curl's (22) message
        m = re.search(r"^curl: \(22\) .*error: (\d{3})", t)
        if m:
            status = int(m.group(1))
    for i, t in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", t)
        if m:
            keep.add(i); status = int(m.group(2)); continue
        if re.match(r"^> (GET|POST|PUT|DELETE|PATCH|HEAD) ", t) or re.match(r"^curl: \(\d+\)", t):
            keep.add(i); continue
        if re.match(r"^[*<>{}] ?", t) and (t[:1] in "*<>" or re.match(r"^[{}] \[", t)):
            continue
        if re.match(r"^\s*(% Total|Dload|\d+\s+\d+\s+\d+)", t):
            continue
        if status >= 400 and t.strip() and not re.match(r"^[\w-]+: ", t):
            keep.add(i)
    return keep


def derive(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    tool = tool_of(cmd)
    generic = lambda t: generic_ok(t, t)
    rules = {
        "pytest": rule_pytest, "mypy": rule_mypy, "flake8": rule_flake8, "jest": rule_jest,
        "tsc": rule_tsc, "eslint": rule_eslint, "cargo": rule_cargo, "go": rule_go,
        "gojson": rule_gojson, "gitstatus": rule_gitstatus, "gitdiff": rule_gitdiff,
        "gitlog": rule_gitlog, "gitmerge": rule_gitmerge, "grep": rule_grep, "curl": rule_curl,
    }
    if tool == "vitest":
        keep = rule_vitest(lines, generic)
    elif tool in rules:
        keep = rules[tool](lines)
    else:
        keep = set()
    # generic rule for test/build/lint tools, minus the tools that use their own rules only
    if tool in ("pytest", "jest", "tsc", "eslint", "cargo", "go", "other"):
        for i, t in enumerate(lines):
            if tool == "pytest" and t.startswith(" "):
                continue
            if tool == "go" and GO_RUNTIME.match(t):
                continue
            if generic(t):
                keep.add(i)
    nonblank = [i for i, t in enumerate(lines) if t.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        t = lines[i]
        if not t.strip() or t in seen:
            continue
        seen.add(t)
        out.append(t)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        text = open(path, encoding="utf-8").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
        keep = derive(cmd, output.rstrip("\n"))
        if not keep:
            sys.exit(f"no keep lines for {path}")
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "\n".join(keep) + "\n")


if __name__ == "__main__":
    main()

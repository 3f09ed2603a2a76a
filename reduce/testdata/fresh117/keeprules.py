#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh117 txtar from its output.

Rules were fixed before any reducer was looked at (none ever was).  A keep line
is an exact output line with ANSI escapes and trailing blanks removed, listed
once (first occurrence), in output order.  Usage: python3 keeprules.py [DIR]
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
GENERIC = re.compile(r"(?i)\b(error|errors|failed|failure|failures|panic|panicked|exception|traceback|fatal|warning|warnings)\b")
PASSROW = re.compile(r"(PASSED|\bok\b|✓|✔|--- PASS|=== RUN|^PASS$)")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    for key, pat in [
        ("pytest", r"pytest"), ("mypy", r"\bmypy\b"), ("flake8", r"\bflake8\b"),
        ("pylint", r"\bpylint\b"), ("jest", r"\bjest\b"), ("vitest", r"\bvitest\b"),
        ("mocha", r"\bmocha\b"), ("tsc", r"\btsc\b"), ("webpack", r"\bwebpack\b"),
        ("esbuild", r"\besbuild\b"), ("eslint", r"\beslint\b"), ("cargo", r"\bcargo\b"),
        ("gojson", r"go test .*-json"), ("gotest", r"\bgo test\b"), ("govet", r"\bgo vet\b"),
        ("staticcheck", r"\bstaticcheck\b"), ("gitstatus", r"\bgit status\b"),
        ("gitlog", r"\bgit (diff|log|show)\b"), ("grep", r"^grep\b"), ("curl", r"\bcurl\b"),
    ]:
        if re.search(pat, c):
            return key
    return "other"


def generic(l):
    s = l.strip()
    if not s or s[0] in "|+" and tool in ("pylint",):
        return False
    return bool(GENERIC.search(l)) and not PASSROW.search(l)


def rules_pytest(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if (l.startswith("E ") or l.startswith(">") or
                re.match(r"^[\w./-]+\.py:\d+: ", l) or
                re.match(r"^(FAILED|ERROR) ", l) or
                re.search(r" (FAILED|ERROR)(\s|$)", l) or
                re.match(r"^_{3,} .+ _{3,}$", l) or
                re.match(r"^={3,} .*(failed|passed|error|errors|ERRORS|FAILURES|short test summary).* ={3,}$", l) or
                re.match(r"^!{3,} .* !{3,}$", l) or
                re.match(r"^\w*(Error|Exception)\b", s) or
                s.startswith("Interrupted:") or re.match(r"^\d+ (failed|passed)", s)):
            keep.append(l)
        elif generic(l) and not l.startswith("    "):
            keep.append(l)
    return keep


def rules_mypy(lines):
    return [l for l in lines if re.search(r":\d+: (error|note):", l) or re.match(r"^(Found \d+ error|Success:)", l)]


def rules_flake8(lines):
    return [l for l in lines if re.match(r"^[\w./-]+:\d+:\d+: [A-Z]\d+ ", l) or re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l)]


def rules_pylint(lines):
    return [l for l in lines if re.match(r"^[\w./-]+:\d+:\d+: [CRWEFI]\d{4}:", l) or l.startswith("************* Module")
            or "Your code has been rated" in l]


def rules_jsdiff(lines, i, l):
    s = l.strip()
    return bool(re.match(r"^[-+] ", s)) or s in ("- Expected", "+ Received") or s.startswith("- Expected") or s.startswith("+ Received")


def proj_at(l):
    return re.match(r"^\s+at .*\(?(src|test)/[\w./-]+:\d+:\d+\)?$", l) and "node_modules" not in l


def rules_jest(lines):
    keep = []
    in_cov = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^-+\|", s):
            in_cov = not in_cov if s.endswith("-") else in_cov
            continue
        if "|" in s and re.search(r"\|\s+[\d.]+\s+\|", s):
            continue
        if (s.startswith("●") or s.startswith("✕") or l.startswith("FAIL ") or
                re.match(r"^(Expected|Received)( value)?:", s) or re.match(r"^(Expected|Received) (length|substring|pattern|constructor)", s) or
                re.match(r"^>\s*\d+ \|", s) or proj_at(l) or
                re.match(r"^(Test Suites|Tests|Snapshots):", s) or
                s.startswith("Cannot find module") or re.match(r"^\w*Error\b", s) or
                rules_jsdiff(lines, i, l)):
            keep.append(l)
        elif generic(l):
            keep.append(l)
    return keep


def rules_vitest(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if (s.startswith("FAIL ") or s.startswith("×") or s.startswith("→") or
                (s.startswith("❯") and (">" in s or re.search(r":\d+:\d+$", s) or "failed" in s)) or
                re.match(r"^\w*Error\b", s) or rules_jsdiff(lines, i, l) or
                re.match(r"^(Test Files|Tests)\s", s) or re.match(r"^\d+\|.*", s) and False):
            keep.append(l)
        elif generic(l):
            keep.append(l)
    return keep


def rules_mocha(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if (re.match(r"^\d+ (passing|failing|pending)", s) or re.match(r"^\d+\) ", s) or
                (s.endswith(":") and i > 0 and re.match(r"^\d+\) ", lines[i - 1].strip())) or
                re.match(r"^\w*Error\b", s) or proj_at(l) or rules_jsdiff(lines, i, l) or s == "+ expected - actual"):
            keep.append(l)
    return keep


def rules_tsc(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+:", l) or re.match(r"^Found \d+ error", l):
            keep.append(l)
        elif l.startswith("  ") and keep and i > 0 and lines[i - 1] in keep and re.search(r"error TS\d+|^  ", lines[i - 1]):
            keep.append(l)
    return keep


def rules_webpack(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if (l.startswith("ERROR in") or l.startswith("WARNING in") or "[tsl] ERROR" in l or
                re.match(r"^TS\d+:", s) or re.search(r"compiled (with|successfully)", l) or
                re.search(r"errors? have detailed information", l) or
                (l.startswith("  ") and not l.startswith("      ") and i > 0 and re.match(r"^\s+TS\d+:", lines[i - 1]))):
            keep.append(l)
    return keep


def rules_esbuild(lines):
    return [l for l in lines if re.search(r"\[(ERROR|WARNING)\]", l) or re.match(r"^\s+\S+:\d+:\d+:", l)
            or re.match(r"^  \S+\s+[\d.]+(b|kb|mb)$", l) or re.search(r"Done in|\d+ errors?", l)]


def rules_eslint(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if (re.match(r"^/\S+$", l) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+", lines[i + 1]) or
                re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l) or
                re.match(r"^/\S+:\d+:\d+: ", l) or re.match(r"^[✖]?\s*\d+ problems?", s) or "potentially fixable" in l):
            keep.append(l)
    return keep


def rules_cargo(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if (re.match(r"^(error|warning)(\[\w+\])?:", l) or re.match(r"^\s*--> ", l) or
                re.search(r"^\s*\d*\s*\|\s*[-^]*\^+[-^]*\s+\S", l) and "help" not in l or
                re.match(r"^test \S+ \.\.\. (FAILED|ignored)", l) or re.match(r"^---- .* ----$", l) or
                "panicked at" in l or (i > 0 and "panicked at" in lines[i - 1] and l.strip()) or
                re.match(r"^\s*(left|right)\s*:", l) or s.startswith("assertion") or
                re.match(r"^test result:", l) or
                (l.startswith("    ") and i > 0 and (lines[i - 1] == "failures:" or (lines[i - 1].startswith("    ") and lines[i - 1] in keep)) and not s.startswith("---") and re.match(r"^    [\w:]+$", l))):
            if "note: run with `RUST_BACKTRACE" in l:
                continue
            keep.append(l)
    return keep


GOFAIL = re.compile(r"(--- FAIL|^FAIL\b|^ok\s|_test\.go:\d+:|panic:|\[build failed\]|^# |\.go:\d+:\d+:|\[setup failed\])")


def rules_gotest(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if GOFAIL.search(l) or GOFAIL.search(s) or re.match(r"^\s+\S+_test\.go:\d+: ", l) or re.match(r"^\s+/\S+\.go:\d+", l) and "/usr/local/go" not in l:
            keep.append(l)
        elif l.startswith("            ") or (i > 0 and lines[i - 1] in keep and re.match(r"^\s{8,}\S", l) and "_test.go" in lines[i - 1]):
            keep.append(l)
    return keep


def rules_gojson(lines):
    keep = []
    for l in lines:
        if '"Action":"fail"' in l:
            keep.append(l)
            continue
        m = re.search(r'"Output":"(.*)"\}$', l)
        if m:
            out = m.group(1).replace("\\t", "\t").replace("\\n", "")
            if GOFAIL.search(out) or GOFAIL.search(out.strip()) or re.match(r"^\s+\S+\.go:\d+", out) and "/usr/local/go" not in out:
                keep.append(l)
    return keep


def rules_govet(lines):
    return [l for l in lines if re.match(r"^[\w./-]+\.go:\d+:\d+: ", l) or l.startswith("# ")]


def rules_gitstatus(lines):
    return [l for l in lines if l.startswith("\t") or l.startswith("On branch") or l.startswith("Your branch")
            or l.startswith("HEAD detached") or re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l)
            or re.match(r"^(nothing|no changes)", l)]


def rules_gitlog(lines):
    keep = []
    in_msg = False
    for l in lines:
        if l.startswith("commit ") and re.match(r"^commit [0-9a-f]{7,}", l):
            keep.append(l); in_msg = False; continue
        if l.startswith("Date:"):
            in_msg = True; continue
        if in_msg and l.startswith("    "):
            keep.append(l); continue
        if in_msg and l == "":
            continue
        in_msg = False
        if (l.startswith("diff --git") or re.match(r"^(new|deleted) file mode", l) or re.match(r"^(rename|similarity) ", l)
                or l.startswith("@@") or re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin", l)
                or re.match(r"^ \d+ files? changed", l)):
            keep.append(l)
    return keep


def rules_grep(lines):
    # every hit the agent asked for: path:line:text
    return [l for l in lines if re.match(r"^[^:\s]+:\d+[:-]", l)]


def rules_curl(lines):
    keep = []
    status = None
    body = False
    for l in lines:
        m = re.match(r"^(< )?(HTTP/[\d.]+ (\d{3}).*)$", l)
        if m:
            keep.append(l); status = int(m.group(3)); body = False; continue
        if re.match(r"^curl: \(\d+\)", l) or re.match(r"^\* (Failed|Could not|connect to .* failed|Connection refused)", l):
            keep.append(l); continue
        if status is not None and (l == "" or l == "<") and not body:
            body = True; continue
        if body and status and status >= 400 and not l.startswith(("*", "<", ">", "{ [", "  %", "100 ", "  0 ")):
            keep.append(l)
    return keep


RULES = {
    "pytest": rules_pytest, "mypy": rules_mypy, "flake8": rules_flake8, "pylint": rules_pylint,
    "jest": rules_jest, "vitest": rules_vitest, "mocha": rules_mocha, "tsc": rules_tsc,
    "webpack": rules_webpack, "esbuild": rules_esbuild, "eslint": rules_eslint, "cargo": rules_cargo,
    "gotest": rules_gotest, "gojson": rules_gojson, "govet": rules_govet, "staticcheck": rules_govet,
    "gitstatus": rules_gitstatus, "gitlog": rules_gitlog, "grep": rules_grep, "curl": rules_curl,
}

tool = None


def keep_lines(cmd, output):
    global tool
    tool = tool_of(cmd)
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    picked = set()
    for l in RULES.get(tool, lambda ls: [x for x in ls if generic(x)])(lines):
        picked.add(l)
    nonblank = [l for l in lines if l.strip()]
    for l in nonblank[-3:]:
        picked.add(l)
    out, seen = [], set()
    for l in lines:
        if l in picked and l not in seen and l.strip():
            out.append(l); seen.add(l)
    return out


def process(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.split("\n-- keep --\n", 1)[0] if "\n-- keep --\n" in rest else rest
    output = output if output.endswith("\n") else output + "\n"
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(output.encode()), sum(len(k.encode()) + 1 for k in keep)


if __name__ == "__main__":
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    tot_o = tot_k = 0
    for name in sorted(os.listdir(d)):
        if name.endswith(".txtar"):
            o, k = process(os.path.join(d, name))
            tot_o += o; tot_k += k
            print(f"{name}\t{o}\t{k}")
    print(f"TOTAL\t{tot_o}\t{tot_k}\tsaving {100 * (1 - tot_k / tot_o):.1f}%")

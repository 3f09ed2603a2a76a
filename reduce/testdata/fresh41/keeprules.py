#!/usr/bin/env python3
"""Derive the keep lists of the fresh41 set from its outputs, by rule.

Run from anywhere: python3 keeprules.py  (rewrites the "-- keep --" section
of every .txtar next to this file; the output sections are never touched).

Written from scratch by the recorder of this set, without reading the
reducers or any other set's rules.
"""
import glob
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
PROJ = "/home/dev/work/"

# words that state a problem
PROBLEM = re.compile(
    r"(?i)\b(errors?|fail|failed|failure|failures|failing|warn|warning|warnings|"
    r"exception|exceptions|panic|panicked|traceback|assertionerror)\b")
EXC_NAME = re.compile(r"\b\w*(Error|Exception)\b")
DETAIL = re.compile(r"(?i)^\s*(left|right|expected|actual|received|got|want|have)\b\s*[:=(]")
SUMMARY = re.compile(
    r"(^=+ .*\b(passed|failed|errors?|skipped)\b.* =+$)|(^test result:)|"
    r"(^\s*Tests?:\s)|(^\s*Test (Suites|Files):?\s)|(^\s*\d+ (passing|failing|pending)\b)|"
    r"(^Found \d+ errors?)|(^Success: no issues)")
PY_FRAME = re.compile(r'^\s*(\d+[-:])?\s*File "' + re.escape(PROJ))
JS_FRAME = re.compile(r"^\s*at .*\((?!node:)(?!.*node_modules)[^()]*:\d+:\d+\)\s*$|^\s*at (?!node:)(?!.*node_modules)\S+:\d+:\d+$")


def clean(line):
    return ANSI.sub("", line).rstrip()


def general(lines):
    """Problem statements, exception names, details and summaries."""
    keep = set()
    for i, l in enumerate(lines):
        if PROBLEM.search(l) or EXC_NAME.search(l) or DETAIL.search(l) or SUMMARY.search(l):
            keep.add(i)
        if PY_FRAME.search(l):
            keep.add(i)
        if "The above exception was the direct cause" in l or "During handling of the above exception" in l:
            keep.add(i)
    return keep


def last3(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


def rule_pytest(lines):
    k = general(lines)
    for i, l in enumerate(lines):
        if re.match(r"^_{3,} .+ _{3,}$", l) or re.match(r"^E\s", l) or re.match(r"^>\s", l):
            k.add(i)
        if re.match(r"^(tests|ledgerkit)/[\w/.-]+\.py:\d+: ", l):
            k.add(i)
        # pytest -v rows of passing tests contain no problem word; the
        # "short test summary info" banner says nothing by itself
    return k


def rule_mypy(lines):
    k = general(lines)
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+: (error|note):", l):
            k.add(i)
    return k


def rule_flake8(lines):
    k = general(lines)
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", l) or re.match(r"^\d+\s+[A-Z]\d+ ", l):
            k.add(i)
    return k


def rule_pylint(lines):
    k = set()
    for i, l in enumerate(lines):
        if l.startswith("|"):
            continue  # --reports=y tables: counts per category, not actionable
        if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l) or l.startswith("************* Module"):
            k.add(i)
        elif l.startswith("Your code has been rated"):
            k.add(i)
    return k


def rule_eslint(lines):
    k = general(lines)
    for i, l in enumerate(lines):
        if re.match(r"^" + re.escape(PROJ) + r"\S+$", l):
            k.add(i)  # stylish file header: the location of the findings below
    return k


def rule_tsc(lines):
    k = set()
    in_err = False
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+", l) or re.match(r"^Found \d+ errors?", l):
            k.add(i)
            in_err = True
            continue
        if in_err:
            if not l.strip():
                # pretty mode puts a blank line then the code frame; keep going
                # only through message continuation lines
                continue
            if re.match(r"^\s+\S", l) and not re.match(r"^\s*\d+\s", l) and not re.match(r"^\s*~+\s*$", l) \
                    and not re.match(r"^\s*\d+\s+\S+:\d+$", l):
                k.add(i)
                continue
            if re.match(r"^\s*\d+\s", l) or re.match(r"^\s*~+\s*$", l):
                continue
            in_err = False
    return k


def rule_jsjest(lines):
    """jest, vitest, mocha."""
    k = general(lines)
    for i, l in enumerate(lines):
        if re.match(r"^\s*● ", l):
            # jest: the first line of the failure message follows the header
            for j in range(i + 1, min(i + 4, len(lines))):
                if lines[j].strip():
                    k.add(j)
                    break
        if re.match(r"^\s*● ", l) or "✕" in l or re.match(r"^\s*[×❯] ", l) and ("failed" in l or ">" in l or re.search(r":\d+:\d+$", l)):
            k.add(i)
        if re.match(r"^\s*→ ", l):
            k.add(i)
        if re.match(r"^\s*> \d+ \|", l):
            k.add(i)
        if JS_FRAME.search(l):
            k.add(i)
        if re.match(r"^\s*[+-]\s*\S", l):
            k.add(i)  # differing lines of an expected/received diff
        m = re.match(r"^(\s+)\d+\) \S", l)
        if m:
            k.add(i)
            # mocha failure header: "  1) suite" then "       test title:"
            if len(m.group(1)) == 2 and i + 1 < len(lines) and lines[i + 1].rstrip().endswith(":"):
                k.add(i + 1)
    # drop passing rows that general() might catch by their title
    for i, l in enumerate(lines):
        if re.match(r"^\s*(✓|√) ", l):
            k.discard(i)
    return k


def go_test_line(l):
    if re.search(r"--- FAIL|^FAIL\b|^panic:|\[recovered", l):
        return True
    if re.match(r"^\s+\w+_test\.go:\d+:", l):
        return True
    if DETAIL.search(l):
        return True
    return False


def go_frames(lines, start):
    """Project frames of the first goroutine after a panic line."""
    k = set()
    seen_goroutine = False
    for i in range(start, len(lines)):
        l = lines[i]
        if l.startswith("goroutine "):
            if seen_goroutine:
                break
            seen_goroutine = True
            continue
        if not l.strip() and seen_goroutine:
            break
        if re.match(r"^(example\.com/fleetd/|main\.)", l) or l.startswith("\t" + PROJ):
            k.add(i)
    return k


def rule_gotest(lines):
    k = set()
    for i, l in enumerate(lines):
        if re.match(r"^panic\(|^\t/usr/local/go/|^(testing|runtime)\.", l):
            continue  # runtime/testing frames of a panic
        if go_test_line(l) or PROBLEM.search(l) and not l.startswith("=== "):
            k.add(i)
        if l.startswith("# ") or re.match(r"^\S+\.go:\d+:\d+: ", l):
            k.add(i)  # compile errors of a package that failed to build
        if l.startswith("panic:"):
            k |= go_frames(lines, i)
    return k


def rule_gojson(lines):
    k = set()
    outs = []
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            continue
        o = (ev.get("Output") or "").rstrip("\n")
        outs.append((i, o))
        if ev.get("Action") == "fail" or go_test_line(o):
            k.add(i)
    # project frames after the panic line, judged on the Output texts
    for j, (i, o) in enumerate(outs):
        if o.startswith("panic:"):
            sub = [x for _, x in outs[j:]]
            for jj in go_frames(sub, 0):
                k.add(outs[j + jj][0])
    return k


def rule_gobuild(lines):
    k = set()
    for i, l in enumerate(lines):
        if l.startswith("# ") or re.match(r"^\S+\.go:\d+:\d+: ", l) or re.match(r"^\s+(have|want) \(", l):
            k.add(i)
    return k


def rule_gorun(lines):
    k = set()
    for i, l in enumerate(lines):
        if l.startswith("panic:") or l.startswith("fatal error:"):
            k.add(i)
            k |= go_frames(lines, i)
        if l.startswith("exit status"):
            k.add(i)
    return k


def rule_cargo(lines):
    k = set()
    in_error_block = False
    after_panic = False
    for i, l in enumerate(lines):
        if re.match(r"^\s*= (note|help):", l):
            continue
        if re.match(r"^(error|warning)(\[\w+\])?:", l):
            in_error_block = l.startswith("error")
            k.add(i)
            continue
        if not l.strip():
            in_error_block = False
        if re.match(r"^\s*--> ", l):
            if "/rustc/" not in l:
                k.add(i)  # location in the project (not a std-library note)
            continue
        if in_error_block and re.match(r"^\s*\d*\s*\|.*[\^-]+ \S", l):
            k.add(i)  # the label saying what was expected/found
        if re.match(r"^test .* \.\.\. FAILED$", l) or re.match(r"^---- .* stdout ----$", l) or l.startswith("test result:"):
            k.add(i)
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            k.add(i)
            after_panic = True
            continue
        if after_panic:
            if l.strip() and not l.startswith("stack backtrace:") and not l.startswith("note:"):
                k.add(i)  # the panic message (and left/right lines)
                continue
            after_panic = False
        if re.match(r"^\s+\d+: tallyrs::", l) or re.match(r"^\s+at \./src/", l):
            k.add(i)  # project frames of a backtrace
        if DETAIL.search(l):
            k.add(i)
    return k


def rule_make(lines):
    k = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.[ch]:\d+:\d+: (warning|error|note|fatal error):", l):
            k.add(i)
        elif l.startswith("make: ***") or l.startswith("make[") and "***" in l or "not remade because of errors" in l:
            k.add(i)
    return k


def rule_webpack(lines):
    k = set()
    for i, l in enumerate(lines):
        if re.match(r"^(ERROR|WARNING) in ", l) or "Module not found" in l or re.search(r"compiled with \d+ (errors?|warnings?)", l):
            k.add(i)
    return k


def rule_listing(lines):
    """npm ls / npm explain / vite build listing: only problems."""
    k = set()
    for i, l in enumerate(lines):
        if "UNMET OPTIONAL" in l:
            continue  # optional platform packages (fsevents, other-OS esbuild builds): nothing to do
        if re.search(r"\b(UNMET|invalid|extraneous|ERR!|npm error)\b", l) or l.startswith("(!)"):
            k.add(i)
    return k


def rule_gitlog(lines):
    k = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{40}", l):
            k.add(i)
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            k.add(i)  # subject line of the commit
            want_subject = False
            continue
        if l.startswith("diff --git ") or l.startswith("@@ "):
            k.add(i)
        elif re.match(r"^ \S.* \| +(\d+ [+-]*|Bin )", l) or re.match(r"^ \d+ files? changed", l):
            k.add(i)  # --stat rows: the files each commit touched
    return k


def rule_gitdiff(lines):
    k = set()
    for i, l in enumerate(lines):
        if l.startswith("diff --git ") or l.startswith("@@ ") or re.match(
                r"^(rename from|rename to|new file mode|deleted file mode|similarity index) ", l):
            k.add(i)
    return k


def rule_gitstatus(lines):
    k = set()
    for i, l in enumerate(lines):
        if l.startswith("On branch") or l.startswith("Your branch") or re.match(
                r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            k.add(i)
        elif re.match(r"^\t(modified|deleted|renamed|new file|both modified|typechange):", l):
            k.add(i)
    return k


def rule_grepcode(lines):
    k = set()
    for i, l in enumerate(lines):
        if re.match(r"^[^:]+:\d+:\s*(def |class |async def |function |export function |export default function )", l):
            k.add(i)
    return k


def rule_log(lines):
    """application log / crash traceback / grep over a log."""
    k = general(lines)
    for i, l in enumerate(lines):
        if re.search(r"\bINFO\b", l) and not PROBLEM.search(l):
            k.discard(i)
    return k


def rule_node_crash(lines):
    k = general(lines)
    for i, l in enumerate(lines):
        if re.match(r"^" + re.escape(PROJ) + r"\S+:\d+$", l) or JS_FRAME.search(l):
            k.add(i)
    return k


RULES = [
    ("pytest-", rule_pytest), ("mypy-", rule_mypy), ("flake8-", rule_flake8), ("pylint-", rule_pylint),
    ("eslint-", rule_eslint), ("tsc-", rule_tsc), ("jest-", rule_jsjest), ("vitest-", rule_jsjest),
    ("mocha-", rule_jsjest), ("go-test-fleetd-json", rule_gojson), ("go-test-", rule_gotest),
    ("go-build-", rule_gobuild), ("go-run-", rule_gorun), ("cargo-", rule_cargo), ("make-", rule_make),
    ("webpack-", rule_webpack), ("vite-", rule_listing), ("npm-", rule_listing), ("git-log-", rule_gitlog),
    ("git-diff-", rule_gitdiff), ("git-status-", rule_gitstatus), ("grep-ordersvc-", rule_log),
    ("grep-", rule_grepcode), ("tail-", rule_log), ("python-", rule_log), ("node-", rule_node_crash),
]

# per-file additions (exact cleaned lines) and exclusions
EXTRA = {}
EXCLUDE = {}


def keep_for(name, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw]
    rule = next(f for p, f in RULES if name.startswith(p))
    idx = rule(lines) | last3(lines)
    out, seen = [], set()
    for i in sorted(idx):
        if "\r" in raw[i]:
            continue
        l = lines[i]
        if not l.strip() or l in seen or l in EXCLUDE.get(name, ()):
            continue
        seen.add(l)
        out.append(l)
    for l in EXTRA.get(name, ()):
        if l not in seen:
            out.append(l)
    return out


def main():
    total_out = total_keep = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        head, rest = text.split("\n-- output --\n", 1)
        output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n"
        keep = keep_for(name, output)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in keep))
        ob = len(output.encode("utf-8", "surrogateescape"))
        kb = sum(len(l.encode("utf-8", "surrogateescape")) + 1 for l in keep)
        total_out += ob
        total_keep += kb
        print(f"{name:50s} out={ob:6d} keep={len(keep):4d} lines {kb:6d} bytes")
    print(f"TOTAL out={total_out} keep={total_keep} save={100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()

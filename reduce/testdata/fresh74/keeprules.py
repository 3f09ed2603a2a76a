#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh74 txtar from its output.

The rules were written before any reducer was run on this set (and without
looking at the reducer's code). Run once:  python3 keeprules.py
Each keep line is an exact output line with ANSI escapes and trailing blanks
removed, listed once (first occurrence), in output order.

General rules (every file):
  * the last three non-blank lines are always kept;
  * per-tool rules below decide the rest (dispatch on the command).
What is left out everywhere: progress/timing lines, passing test rows,
compile/build progress, hints and help text, context/source lines that are
not the failing line, headers of requests and responses other than the
status line (and Location for redirects), successful-response bodies.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t\r\n\f\v")


# ---------------------------------------------------------------- helpers
PROJECT_LOC = re.compile(r"(?:^|[\s(])(?:/home/dev/work/|\.?/?)?[\w.-]+(?:/[\w.-]+)*\.(?:py|ts|js|rs|go):\d+")


def is_project_loc(s):
    """A file:line location that points into the user's own code."""
    if "node_modules" in s or "/usr/lib" in s or "internal/" in s or "node:" in s:
        return False
    return bool(PROJECT_LOC.search(s))


# ---------------------------------------------------------------- pytest
def r_pytest(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if s.startswith("E ") or s == "E":
            keep.add(i)  # assertion details, exception, hypothesis example
        elif re.match(r"^(FAILED|ERROR) ", s):
            keep.add(i)  # short test summary
        elif re.match(r"^_{3,} .+ _{3,}$", s):
            keep.add(i)  # failing test / collection error header
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|xfailed|xpassed|deselected|no tests ran)\b.* =+$", s):
            keep.add(i)
        elif re.match(r"^\d+ (passed|failed|error)", s) or re.match(r"^\d+ \w+(, \d+ \w+)* in [\d.]+s", s):
            keep.add(i)  # -q summary
        elif re.match(r"^!+ .* !+$", s):
            keep.add(i)  # Interrupted / stopping after N failures
        elif re.search(r"::\S+ (FAILED|ERROR)\b", s):
            keep.add(i)  # -v row of a failing test
        elif s.startswith(">"):
            keep.add(i)  # the failing source line
        elif re.match(r"^(ImportError|ModuleNotFoundError|SyntaxError|ERROR collecting|ImportError while)", t):
            keep.add(i)
        elif re.match(r"^(/home/dev/work/)?[\w./-]+\.py:\d+: ", s) and not s.startswith("/usr"):
            keep.add(i)  # project location line (incl. --tb=line entries)
    return keep


# ---------------------------------------------------------------- mypy / flake8 / pylint
def r_mypy(lines):
    keep = set()
    for i, s in enumerate(lines):
        if re.match(r"^\S+\.py:\d+(:\d+)?: error: ", s):
            keep.add(i)
        elif re.match(r"^(Found \d+ errors?|Success: )", s):
            keep.add(i)
    return keep


def r_flake8(lines):
    keep = set()
    for i, s in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", s):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", s) or re.match(r"^\d+$", s):
            keep.add(i)  # --statistics rows and --count total
    return keep


def r_pylint(lines):
    keep = set()
    for i, s in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", s):
            keep.add(i)
        elif s.startswith("************* Module "):
            keep.add(i)
        elif "Your code has been rated" in s:
            keep.add(i)
    return keep


# ---------------------------------------------------------------- JS test runners
def r_jest(lines):
    keep = set()
    in_fail = False
    for i, s in enumerate(lines):
        t = s.strip()
        if s.startswith("FAIL "):
            keep.add(i)
            in_fail = True
            continue
        if s.startswith("PASS "):
            in_fail = False
            continue
        if re.match(r"^(Tests|Test Suites|Snapshots):", s):
            keep.add(i)
            in_fail = False
            continue
        if not in_fail:
            continue
        if t.startswith("●"):
            keep.add(i)  # failing test name / suite failed to run
        elif re.match(r"^(Expected|Received)\b", t) or re.match(r"^expect\(", t):
            keep.add(i)
        elif re.match(r"^[-+] ", t) or t in ("-", "+"):
            keep.add(i)  # diff of the assertion
        elif re.search(r"error\b.*TS\d+", t) or re.search(r"\bTS\d+:", t):
            keep.add(i)  # ts-jest diagnostic
        elif t.startswith(">"):
            keep.add(i)  # failing source line in the code frame
        elif t.startswith("at ") and is_project_loc(t):
            keep.add(i)
        elif re.match(r"^\w*(Error|Exception)\b", t):
            keep.add(i)
    return keep


def r_vitest(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^FAIL\s", t):
            keep.add(i)
        elif re.match(r"^❯ .+\(\d+ tests? \| \d+ failed\)", t) or re.match(r"^[❯×] .+ > ", t):
            keep.add(i)  # failing file / failing test rows
        elif t.startswith("→ "):
            keep.add(i)  # one-line failure reason
        elif re.match(r"^\w*(Error|Exception)\b", t) or t.startswith("Serialized Error:"):
            keep.add(i)
        elif re.match(r"^[-+] ", t) or t in ("- Expected", "+ Received") or re.match(r"^[-+] (Expected|Received)", t):
            keep.add(i)
        elif t.startswith("❯ ") and is_project_loc(t):
            keep.add(i)  # stack location in the project
        elif re.match(r"^(Test Files|Tests)\s", t):
            keep.add(i)
        elif re.search(r"Failed Tests \d+", t):
            keep.add(i)
    # the source line just above a caret marker line in a code frame
    for i, s in enumerate(lines):
        if re.match(r"^\s*\|\s*\^\s*$", s) and i > 0:
            keep.add(i - 1)
    return keep


def r_mocha(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^\d+ (passing|failing|pending)", t):
            keep.add(i)
        elif re.match(r"^\d+\) ", t):
            keep.add(i)  # failing test rows and failure headers
        elif re.match(r"^\w*(Error|Exception)\b", t) or t.startswith("Exception during run"):
            keep.add(i)
        elif t == "+ expected - actual" or (re.match(r"^[-+]\S", t) and not t.startswith("--")):
            keep.add(i)
        elif t.startswith("at ") and is_project_loc(t):
            keep.add(i)
        elif re.search(r"error TS\d+", t):
            keep.add(i)
    # mocha prints the failing test title on the line after "N) Suite"
    for i, s in enumerate(lines):
        if re.match(r"^\s+\d+\) ", s) and i + 1 < len(lines) and lines[i + 1].strip().endswith(":"):
            keep.add(i + 1)
    return keep


# ---------------------------------------------------------------- TS tooling
def r_tsc(lines):
    keep = set()
    last = False
    for i, s in enumerate(lines):
        if re.search(r"error TS\d+:", s):
            keep.add(i)
            last = True
        elif last and s.startswith("  ") and s.strip():
            keep.add(i)  # continuation of the diagnostic
        else:
            last = False
        if re.match(r"^Found \d+ errors?", s):
            keep.add(i)
    return keep


def r_eslint(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^\d+:\d+\s+(error|warning)\s", t):
            keep.add(i)  # stylish problem row
        elif s.startswith("/") and not re.search(r":\d+", s) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+", lines[i + 1]):
            keep.add(i)  # stylish file header
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", s):
            keep.add(i)  # unix
        elif re.match(r"^\S+: line \d+, col \d+, (Error|Warning) - ", s):
            keep.add(i)  # compact
        elif re.match(r"^✖ \d+ problems?", t) or re.match(r"^\d+ problems?$", t):
            keep.add(i)
        elif re.search(r"potentially fixable", t):
            keep.add(i)
    return keep


def r_webpack(lines):
    keep = set()
    in_err = False
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^(ERROR|WARNING) in ", s):
            keep.add(i)
            in_err = True
        elif in_err and (t.startswith("[tsl]") or re.match(r"^TS\d+:", t)):
            keep.add(i)
        elif in_err and s.startswith("  ") and not t.startswith("@") and t and i > 0 and (i - 1) in keep and re.match(r"^TS\d+:|^Type ", t):
            keep.add(i)
        elif re.match(r"^Type '.*' is not assignable", t) and in_err:
            keep.add(i)  # continuation of a TS diagnostic
        elif re.match(r"^webpack \S+ compiled", s):
            keep.add(i)
        elif "modules with errors" in s or "[\d+ errors?]" in s:
            keep.add(i)
        elif re.search(r"\[\d+ (errors?|warnings?)\]", s):
            keep.add(i)  # module row flagged with errors
        elif not t:
            pass
    return keep


def r_esbuild(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^[✘▲] \[(ERROR|WARNING)\]", t) or re.match(r"^X \[ERROR\]", t):
            keep.add(i)
            # location line and the source line that follow
            for j in range(i + 1, min(i + 5, len(lines))):
                u = lines[j].strip()
                if re.match(r"^\S+:\d+:\d+:$", u) or re.match(r"^\d+ │", u):
                    keep.add(j)
        elif re.match(r"^\d+ (errors?|warnings?)", t):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- Rust
def r_cargo(lines):
    keep = set()
    in_diag = False
    failures_list = False
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", s):
            if re.match(r"^warning: `[\w-]+` \(.*\) generated \d+ warnings?", s) or s.startswith("warning: build failed"):
                keep.add(i)  # per-target warning count
                in_diag = False
            else:
                keep.add(i)
                in_diag = True
            continue
        if in_diag:
            if re.match(r"^\s*--> ", s):
                keep.add(i)  # location
            elif re.match(r"^\s*\d*\s*\|.*[\^]+\s+\S", s) or re.match(r"^\s*\d*\s*\|\s+[-]+\s+\S", s):
                keep.add(i)  # labelled marker line (the explanation)
            elif not t:
                in_diag = False
        # cargo test
        if re.match(r"^test .+ \.\.\. FAILED$", s):
            keep.add(i)
        elif re.match(r"^---- .+ stdout ----$", s):
            keep.add(i)
        elif "panicked at" in s:
            keep.add(i)
            for j in range(i + 1, min(i + 4, len(lines))):
                u = lines[j]
                if not u.strip() or u.startswith("note:"):
                    break
                keep.add(j)  # panic message, left/right
        elif re.match(r"^test result: ", s):
            keep.add(i)
        elif s == "failures:":
            failures_list = True
            continue
        if failures_list:
            if s.startswith("    ") and t:
                keep.add(i)  # names of failing tests
            elif t and not s.startswith("    "):
                failures_list = False
    return keep


# ---------------------------------------------------------------- Go
def r_go_test(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if t.startswith("--- FAIL"):
            keep.add(i)
        elif re.match(r"^(FAIL|ok)\s", s) or s == "FAIL":
            keep.add(i)
        elif re.match(r"^\s+\S+\.go:\d+: ", s):
            keep.add(i)  # t.Errorf / t.Fatalf message
        elif re.match(r"^\S+\.go:\d+:\d+: ", s):
            keep.add(i)  # build error
        elif s.startswith("# "):
            keep.add(i)
        elif re.match(r"^panic: ", s):
            keep.add(i)
    return keep


def r_go_json(lines):
    import json
    keep = set()
    for i, s in enumerate(lines):
        try:
            ev = json.loads(s)
        except ValueError:
            continue
        act = ev.get("Action")
        out = ev.get("Output", "")
        if act == "fail":
            keep.add(i)
        elif act == "output" and (
            "--- FAIL" in out
            or re.match(r"^\s+\S+\.go:\d+: ", out)
            or re.match(r"^(FAIL|ok)\s", out)
            or out.startswith("panic: ")
        ):
            keep.add(i)
        elif act == "pass" and "Test" not in ev:
            keep.add(i)  # package-level pass
    return keep


def r_go_lint(lines):  # go vet, staticcheck
    keep = set()
    for i, s in enumerate(lines):
        if re.match(r"^(vet: )?\S+\.go:\d+:\d+: ", s) or s.startswith("# ") or s.startswith("-: "):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git
def r_git_status(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if s.startswith("On branch") or s.startswith("Your branch") or s.startswith("HEAD detached"):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", s):
            keep.add(i)
        elif s.startswith("\t"):
            keep.add(i)  # an entry
        elif re.match(r"^[ MADRCU?!]{2} \S", s):
            keep.add(i)  # short format entry
        elif s.startswith("## "):
            keep.add(i)
        elif re.match(r"^(nothing to commit|no changes added)", s):
            keep.add(i)
    return keep


def _commit_meta(lines, keep):
    """commit lines and subjects (first message line after the header)."""
    for i, s in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", s):
            keep.add(i)
            j = i + 1
            while j < len(lines) and lines[j].strip() and not lines[j].startswith("    "):
                j += 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and lines[j].startswith("    "):
                keep.add(j)


def _stat_rows(lines, keep):
    for i, s in enumerate(lines):
        if re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", s):
            keep.add(i)
        elif re.match(r"^ \d+ files? changed", s):
            keep.add(i)


def r_git_diff(lines):
    keep = set()
    _stat_rows(lines, keep)
    for i, s in enumerate(lines):
        if s.startswith("diff --git ") or s.startswith("@@"):
            keep.add(i)
        elif re.match(r"^(new file mode|deleted file mode|rename from|rename to)", s):
            keep.add(i)
        elif (s.startswith("+") and not s.startswith("+++")) or (s.startswith("-") and not s.startswith("---")):
            keep.add(i)  # changed lines
    return keep


def r_git_log_show(lines):
    keep = set()
    _commit_meta(lines, keep)
    _stat_rows(lines, keep)
    for i, s in enumerate(lines):
        if s.startswith("diff --git "):
            keep.add(i)
        elif re.match(r"^(new file mode|deleted file mode|rename from|rename to)", s):
            keep.add(i)
    return keep


def r_git_oneline(lines):
    return {i for i, s in enumerate(lines) if re.match(r"^[0-9a-f]{7,40} ", s)}


# ---------------------------------------------------------------- grep
def r_grep(lines):
    # hits the agent asked for: every match line of reasonable length (cache
    # files with one giant JSON line are noise), plus grep's own messages.
    keep = set()
    for i, s in enumerate(lines):
        if re.match(r"^[^:\s]+:\d+:", s) and len(s) <= 300:
            keep.add(i)
        elif s.startswith("grep: "):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- curl
def r_curl(lines):
    keep = set()
    status = None
    body = False
    for i, s in enumerate(lines):
        t = s.strip()
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", s)
        if m:
            keep.add(i)
            status = int(m.group(2))
            body = False
            continue
        if re.match(r"^(< )?Location: ", s, re.I):
            keep.add(i)
            continue
        if s.startswith("curl: ("):
            keep.add(i)
            continue
        if status is not None and not body and (t == "" or t == "<"):
            body = True
            continue
        if body and status is not None and status >= 400:
            if re.match(r"^[*<>{}] ", s) or s.startswith("* ") or "% Total" in s or re.match(r"^\s*\d+\s+\d+\s+\d+", s):
                continue  # curl -v chatter / progress meter
            if t:
                keep.add(i)  # error body line
    return keep


# ---------------------------------------------------------------- dispatch
def rules_for(cmd):
    words = cmd.split()
    if words[0] == "npx":
        words = words[1:]
    tool, sub = words[0], (words[1] if len(words) > 1 else "")
    simple = {
        "pytest": r_pytest, "mypy": r_mypy, "flake8": r_flake8, "pylint": r_pylint,
        "jest": r_jest, "vitest": r_vitest, "mocha": r_mocha, "tsc": r_tsc,
        "eslint": r_eslint, "webpack": r_webpack, "esbuild": r_esbuild,
        "cargo": r_cargo, "staticcheck": r_go_lint, "grep": r_grep, "curl": r_curl,
    }
    if tool in simple:
        return simple[tool]
    if tool == "go":
        if sub == "test":
            return r_go_json if "-json" in words else r_go_test
        if sub == "vet":
            return r_go_lint
    if tool == "git":
        if sub == "status":
            return r_git_status
        if sub == "diff":
            return r_git_diff
        if sub == "log" and "--oneline" in words:
            return r_git_oneline
        if sub in ("log", "show"):
            return r_git_log_show
    raise SystemExit(f"no rules for {cmd!r}")


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(x) for x in raw]
    idx = set(rules_for(cmd)(lines))
    nonblank = [i for i, s in enumerate(lines) if s.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        s = lines[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def process(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    k = rest.rfind("-- keep --\n")
    output = rest[:k]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(s + "\n" for s in keep))
    return len(output.encode()), sum(len(s.encode()) + 1 for s in keep)


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    tot_out = tot_keep = 0
    for f in files:
        o, k = process(f)
        tot_out += o
        tot_keep += k
        print(f"{os.path.basename(f):50s} {o:7d} {k:6d}")
    print(f"{len(files)} files, output {tot_out} bytes, keep {tot_keep} bytes, "
          f"saving {100 * (1 - tot_keep / tot_out):.1f}%")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh96 txtar from its output.

The rules below were written before looking at how any reducer behaves.
Run once:  python3 keeprules.py  (in this folder). It rewrites the keep
section of each *.txtar in place; the cmd, exit and output are untouched.

A keep line is an exact output line with ANSI escapes and trailing blanks
(including a trailing CR) removed; each distinct line is listed once, in
the order of its first occurrence.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# Words that state a problem. Not matched inside paths or identifiers
# (lib.es2022.error.d.ts, ValueError, ERR_ASSERTION do not match).
GENERIC = re.compile(
    r"(?i)(?<![\w./-])(errors?|fail|failed|failures?|failing|panic|panicked|exception|"
    r"traceback|warnings?|fatal|deprecated)(?![\w/-]|\.\w)"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    words = cmd.split()
    if words and words[0] == "npx":
        words = words[1:]
    first = words[0] if words else ""
    if first == "git":
        sub = next((w for w in words[1:] if not w.startswith("-")), "")
        return "git-" + sub
    if first == "go":
        if "-json" in words:
            return "go-json"
        return "go-" + (words[1] if len(words) > 1 else "")
    if first == "cargo":
        return "cargo-test" if len(words) > 1 and words[1] == "test" else "cargo"
    return first


# ---------------------------------------------------------------- helpers

PROJECT_DIRS = r"(?:tests|legacy_tests|tidepool|src|spec|test|lib|core|import|internal|pkg|cmd)"


def rules_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^(FAILED|ERROR) ", l)
                or re.match(r"^E\s", l)
                or re.match(r"^>\s", l)
                or re.match(r"^_{3,} .+ _{3,}$", l)
                or re.match(r"^=+ .*\b(passed|failed|errors?|skipped|deselected|xfailed|xpassed)\b.* =+$", l)
                or re.match(r"^\d+ (passed|failed)\b.* in [\d.]+s", l)
                or re.match(r"^(%s/|/home/dev/work/)\S*\.py:\d+: " % PROJECT_DIRS, l)
                or re.search(r"\b(FAILED|ERROR)\b", l)
                or "Falsifying example" in l
                or l.startswith("!!!")):
            keep.add(i)
    return keep


def rules_mypy(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r": error: ", l) or re.match(r"^(Found \d+ errors?|Success:)", l)}


def rules_flake8(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l)
            or re.match(r"^\d+\s+[A-Z]+\d+ ", l)
            or re.match(r"^\d+$", l)}


def rules_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [A-Z]\d{4}: ", l) or "Your code has been rated" in l}


def rules_jslike(lines):
    """jest, vitest and mocha."""
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (s.startswith("●") or s.startswith("✕") or s.startswith("×") or s.startswith("→")
                or re.match(r"^FAIL\b", s)
                or re.match(r"^(Expected|Received)\b", s)
                or re.match(r"^[-+]\s", s)
                or re.match(r"^[-+](?![-+])\S", s) and not s.startswith("+-")
                or re.match(r"^\+ expected - actual", s)
                or re.match(r"^>\s*\d+\s*\|", s)
                or (re.search(r"\(?(%s)/[^\s():]+:\d+:\d+\)?$" % PROJECT_DIRS, s)
                    and (s.startswith("at ") or s.startswith("❯"))
                    and "node_modules" not in s and "node:" not in s)
                or re.match(r"^\w*(Error|Exception)\b", s)
                or re.match(r"^(Tests|Test Suites|Snapshots|Test Files):?\s", s)
                or re.match(r"^\d+ (passing|failing|pending)\b", s)
                or re.match(r"^\d+\) ", s)):
            keep.add(i)
        # mocha: the test title follows its numbered header
        if re.match(r"^\s+\d+\) ", l) and i + 1 < len(lines) and lines[i + 1].strip().endswith(":"):
            keep.add(i + 1)
    return keep


def rules_tsc(lines):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+", l):
            keep.add(i)
            in_err = True
            continue
        if re.match(r"^Found \d+ errors?", l) or re.match(r"^\s+\d+\s+\S+\.ts(:\d+)?$", l):
            keep.add(i)
            continue
        if in_err:
            # message continuation lines directly under an error, not a code snippet or caret line
            if re.match(r"^\s{2,}\S", l) and not re.match(r"^\s*~+\s*$", l) and not re.match(r"^\d+\s", l):
                keep.add(i)
                continue
            in_err = False
    return keep


def rules_webpack(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^ERROR in ", l) or re.search(r"\[tsl\] ERROR", l) or re.search(r"\bTS\d{4}:", l)
            or re.match(r"^\s+TS\d{4}", l)
            or re.match(r"^webpack .* compiled", l)}


def rules_esbuild(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^[✘▲] \[(ERROR|WARNING)\]", l) or re.match(r"^\s+\S+:\d+:\d+:$", l)
            or re.match(r"^\d+ (errors?|warnings?)", l)}


def rules_eslint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^/\S+\.(js|ts|mjs|cjs|tsx|jsx)$", l)
            or re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l)
            or re.search(r":\d+:\d+: .*\[(Error|Warning)/", l)
            or re.search(r": line \d+, col \d+, (Error|Warning) - ", l)
            or re.match(r"^✖ \d+ problems?", l)
            or re.search(r"potentially fixable", l)
            or re.match(r"^\d+ problems?", l)}


def rules_cargo(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^(error|warning)(\[\w+\])?: ", l)
                or re.match(r"^\s*--> ", l)
                or re.match(r"^\s*\d*\s*\|[\s|]*\^+[\s^]*[^\s^]", l)
                or re.match(r"^\S+:\d+:\d+: (error|warning)", l)):
            keep.add(i)
    return keep


def rules_cargo_test(lines):
    keep = rules_cargo(lines)
    in_failures = False
    for i, l in enumerate(lines):
        if (re.match(r"^test .* \.\.\. FAILED$", l)
                or re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l)
                or re.match(r"^\s*(left|right)\s*:", l)
                or re.match(r"^---- .* stdout ----$", l)
                or re.match(r"^test result: ", l)
                or re.match(r"^error: ", l)):
            keep.add(i)
        # the panic message follows the "panicked at" line
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            j = i + 1
            while j < len(lines) and lines[j].strip() and not lines[j].startswith("note:") \
                    and not lines[j].startswith("stack backtrace"):
                keep.add(j)
                j += 1
        if l == "failures:":
            in_failures = True
            keep.add(i)
            continue
        if in_failures:
            if re.match(r"^    \S+$", l):
                keep.add(i)
            elif l.startswith("test result"):
                in_failures = False
    return keep


GO_PROJECT = re.compile(r"(example\.org/apiary|/home/dev/work/)")


def go_line_kept(l):
    return bool(re.match(r"^\s*--- FAIL: ", l)
                or re.match(r"^FAIL\b", l)
                or re.match(r"^(panic|fatal error): ", l)
                or re.match(r"^\s+\S+_test\.go:\d+: ", l)
                or re.match(r"^\S+\.go:\d+(:\d+)?: ", l)
                or re.match(r"^# ", l)
                or (GO_PROJECT.search(l) and re.search(r"\.go:\d+", l))
                or re.match(r"^\[signal ", l))


def rules_go(lines):
    return {i for i, l in enumerate(lines) if go_line_kept(l)}


def rules_go_json(lines):
    import json
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if l.strip():
                keep.add(i)  # non-JSON lines are build errors
            continue
        act = ev.get("Action")
        if act in ("fail", "build-fail"):
            keep.add(i)
        elif act in ("output", "build-output"):
            out = ev.get("Output", "").rstrip("\n")
            if go_line_kept(out):
                keep.add(i)
    return keep


def rules_go_vet(lines):
    return {i for i, l in enumerate(lines) if l.strip()}


def rules_git_status(lines, short):
    if short:
        return {i for i, l in enumerate(lines) if l.strip()}
    return {i for i, l in enumerate(lines)
            if re.match(r"^(On branch|Your branch|HEAD detached|Not currently on any branch)", l)
            or re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l)
            or l.startswith("\t")
            or re.match(r"^(no changes added|nothing to commit|nothing added)", l)}


def rules_git_history(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            want_subject = True
            continue
        if want_subject and re.match(r"^    \S", l):
            keep.add(i)
            want_subject = False
            continue
        if (re.match(r"^diff --git ", l)
                or re.match(r"^(rename|copy) (from|to) ", l)
                or re.match(r"^(new|deleted) file mode ", l)
                or re.match(r"^ \S.*\s\|\s+(\d+|Bin)", l)
                or re.match(r"^ \d+ files? changed", l)):
            keep.add(i)
    return keep


def rules_grep(lines):
    # every hit was asked for: keep all of them (and grep's own messages)
    return {i for i, l in enumerate(lines) if l.strip()}


def rules_curl(lines, verbose):
    keep = set()
    status = None
    body = []
    if verbose:
        for i, l in enumerate(lines):
            m = re.match(r"^< HTTP/[\d.]+ (\d{3})", l)
            if m:
                status = int(m.group(1))
                keep.add(i)
            elif re.match(r"(?i)^< location:", l) or re.match(r"^curl: \(\d+\)", l):
                keep.add(i)
            elif not re.match(r"^[*<>{}] ?", l) and l.strip():
                body.append(i)
    else:
        in_headers = False
        for i, l in enumerate(lines):
            m = re.match(r"^HTTP/[\d.]+ (\d{3})", l)
            if m:
                status = int(m.group(1))
                keep.add(i)
                in_headers = True
                continue
            if in_headers:
                if l == "":
                    in_headers = False
                elif re.match(r"(?i)^location:", l):
                    keep.add(i)
                continue
            if re.match(r"^curl: \(\d+\)", l):
                keep.add(i)
            elif l.strip():
                body.append(i)
    if status is not None and status >= 400:
        keep.update(body)
    return keep


TEST_BUILD_LINT = {"pytest", "mypy", "flake8", "pylint", "jest", "vitest", "mocha", "tsc", "webpack",
                   "esbuild", "eslint", "cargo", "cargo-test", "go-test", "go-vet", "staticcheck", "go-json"}


def keep_for(cmd, raw_lines):
    lines = [clean(l) for l in raw_lines]
    tool = tool_of(cmd)
    if tool == "pytest":
        keep = rules_pytest(lines)
    elif tool == "mypy":
        keep = rules_mypy(lines)
    elif tool == "flake8":
        keep = rules_flake8(lines)
    elif tool == "pylint":
        keep = rules_pylint(lines)
    elif tool in ("jest", "vitest", "mocha"):
        keep = rules_jslike(lines)
    elif tool == "tsc":
        keep = rules_tsc(lines)
    elif tool == "webpack":
        keep = rules_webpack(lines)
    elif tool == "esbuild":
        keep = rules_esbuild(lines)
    elif tool == "eslint":
        keep = rules_eslint(lines)
    elif tool == "cargo":
        keep = rules_cargo(lines)
    elif tool == "cargo-test":
        keep = rules_cargo_test(lines)
    elif tool == "go-test":
        keep = rules_go(lines)
    elif tool == "go-json":
        keep = rules_go_json(lines)
    elif tool in ("go-vet", "staticcheck"):
        keep = rules_go_vet(lines)
    elif tool == "git-status":
        keep = rules_git_status(lines, short=("-s" in cmd.split() or "--short" in cmd.split()))
    elif tool in ("git-log", "git-show", "git-diff"):
        keep = rules_git_history(lines)
    elif tool == "grep":
        keep = rules_grep(lines)
    elif tool == "curl":
        keep = rules_curl(lines, verbose="-v" in cmd.split())
    else:
        raise SystemExit(f"no rules for {cmd!r}")
    if tool in TEST_BUILD_LINT:
        keep.update(i for i, l in enumerate(lines) if GENERIC.search(l))
    # always: the last three non-blank lines
    tail = [i for i, l in enumerate(lines) if l.strip()][-3:]
    keep.update(tail)
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        data = open(path, "rb").read().decode("utf-8")
        head, rest = data.split("\n-- output --\n", 1)
        idx = rest.rfind("-- keep --\n")
        output = rest[:idx]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        raw_lines = output.split("\n")
        if raw_lines and raw_lines[-1] == "":
            raw_lines.pop()
        keep = keep_for(cmd, raw_lines)
        new = head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
        open(path, "wb").write(new.encode("utf-8"))
        print(f"{os.path.basename(path)}: {len(keep)} keep lines", file=sys.stderr)


if __name__ == "__main__":
    main()

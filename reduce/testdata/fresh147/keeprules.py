#!/usr/bin/env python3
"""Derive the -- keep -- section of every txtar in this folder from its cmd and output.

Written before looking at any reducer behaviour. Run once: python3 keeprules.py
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
HERE = os.path.dirname(os.path.abspath(__file__))

GENERIC = re.compile(
    r"\b(error|errors|failed|failure|failures|fail|warning|warnings|panic|panicked|exception|traceback|deprecated|deprecation)\b"
    r"|\w+(Error|Exception)\b|[✖✕×●✗]",
    re.I,
)
PASSING = re.compile(r"^\s*(✓|✔|PASS\b|PASSED\b|--- PASS|=== RUN|ok\s)|\.\.\. ok$|\bPASSED\b")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    # decide by the program actually run (first word after env assignments and npx)
    words = [w for w in cmd.split() if not re.match(r"^[A-Z_]+=", w)]
    if words and words[0] == "npx":
        words = words[1:]
    if words[:3] == ["python3", "-m", "pytest"]:
        return "pytest"
    prog = words[0] if words else ""
    if prog == "go" and "-json" in words:
        return "gojson"
    if prog == "git":
        sub = words[1] if len(words) > 1 else ""
        return {"status": "gitstatus", "diff": "gitdiff", "log": "gitlog", "show": "gitlog"}.get(sub, "git")
    if prog in ("go", "staticcheck", "gofmt"):
        return "go"
    if prog in ("mypy", "flake8", "pylint", "jest", "vitest", "tsc", "eslint", "cargo", "grep", "curl"):
        return prog
    return "other"


NO_GENERIC = {"gitstatus", "gitdiff", "gitlog", "git", "grep", "curl", "gojson", "mypy", "flake8", "pylint"}


def generic(line):
    s = line.strip()
    if not s:
        return False
    if PASSING.search(line):
        return False
    if re.match(r"^\s*\d*\s*\|", line) or re.match(r"^\s+\d+\s*\|", line):
        return False
    if re.match(r"^\s+(at |/usr/local/go/|/rustc/)", line) and "/home/dev/work/" not in line:
        return False
    return bool(GENERIC.search(line))


def rule_pytest(lines, i, l):
    s = l
    if re.match(r"^E\s", s) or s == "E":
        return True
    if re.match(r"^>\s", s):
        return True
    if re.match(r"^_{3,} .* _{3,}$", s):
        return True
    if re.match(r"^[\w./-]+\.py:\d+:", s):
        return True
    if re.match(r"^(FAILED|ERROR) ", s) or re.search(r"\s(FAILED|ERROR)(\s+\[|\s*$)", s):
        return True
    if re.match(r"^=+ .*\b(failed|passed|error|errors)\b.* =+$", s):
        return True
    if s.startswith("!!!"):
        return True
    if re.search(r"(ImportError|ModuleNotFoundError)", s):
        return True
    # coverage: files with missed lines
    if re.match(r"^[\w/.-]+\.py\s+\d+\s+\d+\s+\d+%\s+\S", s) or s.startswith("TOTAL "):
        return True
    return None


def rule_mypy(lines, i, l):
    return bool(re.search(r": error:", l) or re.match(r"^(Found \d+ error|Success:)", l))


def rule_flake8(lines, i, l):
    return bool(re.match(r"^[\w./-]+:\d+:\d+: [A-Z]\d+", l) or re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l))


def rule_pylint(lines, i, l):
    return bool(re.match(r"^[\w./-]+:\d+:\d+: [CRWEF]\d{4}", l) or l.startswith("************* Module")
                or l.startswith("Your code has been rated"))


def rule_jest(lines, i, l):
    s = l.strip()
    if re.match(r"^FAIL ", s) or s.startswith("●") or s.startswith("✕"):
        return True
    if s.startswith("expect(") or re.match(r"^(Expected|Received)( value)?:", s):
        return True
    if re.match(r"^[-+] (Expected|Received)", s):
        return True
    if re.match(r"^[-+]\s", s) and not re.match(r"^[-+]\s*$", s):
        return True
    if re.match(r"^>\s*\d+\s*\|", s):
        return True
    if re.match(r"^at .*\((test|src|scripts)/", s) or re.match(r"^at (test|src|scripts)/", s):
        return True
    if re.match(r"^(Tests|Test Suites):", s):
        return True
    if re.search(r"error TS\d+", s) or re.search(r"\.ts:\d+:\d+", s):
        return True
    if re.match(r"^All files\s*\|", s) or re.match(r"^\S+\.ts\s*\|.*\|\s*[\d,-]+\s*$", s):
        return True
    if s.startswith("○") or s.startswith("✓") or s.startswith("PASS") or re.match(r"^(Snapshots|Time|Ran all)", s):
        return False
    if re.match(r"^\d+\s*\|", s) or s.startswith("|") or re.match(r"^-+\|", s):
        return False
    return None


def rule_vitest(lines, i, l):
    s = l.strip()
    if s.startswith("×") or s.startswith("→") or re.match(r"^(FAIL|❯ FAIL)\b", s):
        return True
    if re.match(r"^❯ [\w./-]+:\d+:\d+", s) or re.match(r"^❯ [\w./-]+\.test\.ts", s):
        return True
    if re.match(r"^[-+] (Expected|Received)", s) or re.match(r"^[-+]\s+\S", s) or re.match(r"^[-+]\s*\S", s):
        return True
    if re.search(r"Failed Tests \d+", s) or re.match(r"^(Test Files|Tests)\s", s):
        return True
    if re.match(r"^\w*Error:", s):
        return True
    if s.startswith("✓") or re.match(r"^\d+\|", s) or s.startswith("|"):
        return False
    return None


def rule_tsc(lines, i, l):
    if re.search(r"error TS\d+", l):
        return True
    # continuation of a diagnostic: indented text right after an error line chain
    if l.startswith("  ") and not l.strip()[:1].isdigit():
        j = i - 1
        while j >= 0 and lines[j].startswith("  ") and lines[j].strip():
            j -= 1
        if j >= 0 and re.search(r"error TS\d+", lines[j]) and "--pretty" not in CMD:
            return True
    if re.match(r"^Found \d+ error", l):
        return True
    if "--pretty" in CMD and re.match(r"^\s+[\w./-]+:\d+:\d+$", l):
        return True
    return False if re.match(r"^[A-Z][\w /()-]+:\s+\S", l) else None


def rule_eslint(lines, i, l):
    if re.match(r"^/\S+\.(js|ts)$", l):
        return True
    if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
        return True
    if re.match(r"^\S+:\d+:\d+: ", l):
        return True
    if re.search(r"\d+ problems?", l) or "potentially fixable" in l:
        return True
    return None


def rule_cargo(lines, i, l):
    s = l.strip()
    if re.match(r"^(error|warning)(\[\w+\])?:", s):
        return True
    if re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", s):
        return True
    if s.startswith("--> "):
        return True
    if re.match(r"^\d*\s*\|\s*[ |]*[\^\-]{1,}\s+\S", s) and not re.match(r"^\d*\s*\|\s*[ |]*[\^\-]+\s*$", s):
        m = re.match(r"^\d*\s*\|(.*)$", s)
        if m and re.search(r"[\^\-]+\s+[A-Za-z`]", m.group(1)):
            return True
    if re.match(r"^test \S+ \.\.\. FAILED", s) or re.match(r"^---- .* stdout ----$", s):
        return True
    if "panicked at" in s:
        return True
    if i > 0 and "panicked at" in lines[i - 1]:
        return True
    if re.match(r"^(left|right):", s) or s.startswith("assertion"):
        return True
    if re.match(r"^test result:", s):
        return True
    # names listed under failures:
    j = i - 1
    while j >= 0 and lines[j].startswith("    ") and lines[j].strip():
        j -= 1
    if l.startswith("    ") and j >= 0 and lines[j].strip() == "failures:" and "::" in s or (l.startswith("    ") and j >= 0 and lines[j].strip() == "failures:" and re.match(r"^[\w:]+$", s)):
        return True
    # project frames in backtraces
    if re.match(r"^\d+: cutplan::", s):
        return True
    if s.startswith("at ./src/") or s.startswith("at ./tests/"):
        return True
    if re.match(r"^(Compiling|Checking|Finished|Running|Doc-tests)\b", s) or s.startswith("= ") or s.startswith("help:"):
        return False
    if re.match(r"^test \S+ \.\.\. ok", s):
        return False
    return None


def rule_go(lines, i, l):
    s = l
    if s.startswith("# "):
        return True
    if re.match(r"^\s*--- FAIL", s) or re.match(r"^(FAIL|ok)\s", s) or s == "FAIL":
        return True
    if re.match(r"^\s+\w+_test\.go:\d+:", s):
        return True
    if re.match(r"^[\w./-]+\.go:\d+:\d+:", s):
        return True
    if s.startswith("panic:"):
        return True
    if "/home/dev/work/" in s and re.match(r"^\s+/home/dev/work/", s):
        return True
    if i + 1 < len(lines) and re.match(r"^\s+/home/dev/work/", lines[i + 1]):
        return True
    if re.match(r"^coverage: ", s):
        return True
    if re.match(r"^[\w./-]+\.go$", s):  # gofmt -l listing
        return True
    if s.startswith("=== RUN") or re.match(r"^\s*--- PASS", s) or s == "PASS":
        return False
    if re.match(r"^(panic|testing\.|runtime\.)[\w.]*\(", s) or re.match(r"^\s+/usr/local/go/", s):
        return False
    return None


def rule_gojson(lines, i, l):
    if '"Action":"fail"' in l:
        return True
    m = re.search(r'"Output":"(.*)"\}$', l)
    if m and '"Action":"output"' in l:
        out = m.group(1)
        if re.match(r"^\s*--- FAIL", out) or re.match(r"^\s+\w+_test\.go:\d+:", out) or out.startswith("FAIL") \
                or out.startswith("panic:") or out.startswith("ok ") or out.startswith("# ") \
                or re.match(r"^[\w./-]+\.go:\d+:\d+:", out) or re.match(r"^\\t/home/dev/work/", out):
            return True
    if '"Action":"build-output"' in l or '"Action":"build-fail"' in l:
        return True
    return False


def rule_gitstatus(lines, i, l):
    if l.startswith("On branch") or l.startswith("## ") or l.startswith("You have unmerged") or l.startswith("All conflicts"):
        return True
    if re.match(r"^(Changes to be committed|Changes not staged|Untracked files|Unmerged paths):", l):
        return True
    if l.startswith("\t"):
        return True
    if re.match(r"^[ MADRCU?!]{2} \S", l):
        return True
    return False


def rule_gitdiff(lines, i, l):
    if l.startswith("diff --git") or l.startswith("diff --cc") or re.match(r"^(new|deleted) file mode", l):
        return True
    if l.startswith("@@"):
        return True
    if l.startswith("+++") or l.startswith("---") or l.startswith("index "):
        return False
    if re.match(r"^[+-]", l) or re.match(r"^[ +-][+-]", l) and ("<<<<<<<" in l or "=======" in l or ">>>>>>>" in l or l[:2] in ("++", " +", "+ ", " -", "- ", "--")):
        return True
    if re.match(r"^ \S.* \| +\d+ [+-]*$", l) or re.search(r"\d+ files? changed", l):
        return True
    return False


def rule_gitlog(lines, i, l):
    if re.match(r"^commit [0-9a-f]{7,}", l) or re.match(r"^[*|\\/ ]*[0-9a-f]{7} ", l):
        return True
    if l.startswith("    ") and i > 0 and lines[i - 1] == "" and i > 1 and lines[i - 2].startswith("Date:"):
        return True
    if l.startswith("diff --git") or re.match(r"^(new|deleted) file mode", l) or l.startswith("@@"):
        return True
    if re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.search(r"\d+ files? changed", l):
        return True
    return False


def rule_git(lines, i, l):
    return bool(re.search(r"CONFLICT|Automatic merge failed|error:|fatal:", l))


def rule_grep(lines, i, l):
    return bool(re.match(r"^[^:\s]+:\d+:", l))


def rule_curl(lines, i, l):
    global CURL_STATUS
    s = l
    if re.match(r"^(< )?HTTP/\S+ \d{3}", s):
        CURL_STATUS = int(re.match(r"^(< )?HTTP/\S+ (\d{3})", s).group(2))
        return True
    if re.match(r"^> (GET|POST|PUT|DELETE|PATCH|HEAD) ", s):
        return True
    if re.match(r"^curl: \(\d+\)", s):
        return True
    if s.startswith("* Empty reply") or "Connection refused" in s:
        return True
    if re.match(r"^[*<>{}] ?", s) or re.match(r"^\s*% Total|^\s+Dload|^\s*\d+\s+\d+\s+\d+", s) or s.startswith("Note:"):
        return False
    if re.match(r"^[\w-]+: ", s):
        return False
    if CURL_STATUS >= 400:
        return True
    return False


RULES = {
    "pytest": rule_pytest, "mypy": rule_mypy, "flake8": rule_flake8, "pylint": rule_pylint,
    "jest": rule_jest, "vitest": rule_vitest, "tsc": rule_tsc, "eslint": rule_eslint,
    "cargo": rule_cargo, "go": rule_go, "gojson": rule_gojson, "gitstatus": rule_gitstatus,
    "gitdiff": rule_gitdiff, "gitlog": rule_gitlog, "git": rule_git, "grep": rule_grep, "curl": rule_curl,
}

CMD = ""
CURL_STATUS = 0


def keep_lines(cmd, output):
    global CMD, CURL_STATUS
    CMD, CURL_STATUS = cmd, 0
    tool = tool_of(cmd)
    lines = [clean(x) for x in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    rule = RULES.get(tool)
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        r = rule(lines, i, l) if rule else None
        if r is None and tool not in NO_GENERIC:
            r = generic(l)
        if r:
            keep.add(i)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        if lines[i] not in seen:
            seen.add(lines[i])
            out.append(lines[i])
    return out


def main():
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(HERE, name)
        text = open(path, encoding="utf-8").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.split("\n-- keep --\n", 1)[0] if "\n-- keep --\n" in rest else rest
        if not output.endswith("\n"):
            output += "\n"
        cmd = re.match(r"cmd: (.*)\n", head).group(1)
        kl = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in kl))
        print(f"{name}: {len(kl)} keep lines")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the keep lines of each fresh156 output from the output and the command.

A keep line is an output line with trailing whitespace removed. Blank lines are
never kept, and each distinct line is listed once, at its first occurrence.
The rules are per tool; see README.md.
"""
import re
import sys

def lines_of(text):
    return [l.rstrip() for l in text.split("\n")]


# ---------------------------------------------------------------- Ruby

RUBY_WARN = re.compile(r"^\S+\.rb:\d+: warning: ")


def rspec(ls, cmd):
    keep = set()
    section = None
    in_failure = False
    prev = ""
    want_code = False
    want_msg = False
    want_frame = False
    for i, l in enumerate(ls):
        s = l.strip()
        if RUBY_WARN.match(l):
            keep.add(i)
        if l.startswith("Pending:"):
            section = "pending"
        elif l.startswith("Failures:"):
            section = "failures"
        elif l.startswith("Failed examples:"):
            section = "failed"
        if l.startswith("An error occurred"):
            keep.add(i)
            section = "outside"
            want_frame = True
        if "(FAILED - " in l:
            keep.add(i)
        if re.match(r"^\d+ examples?, \d+ failures?", l):
            keep.add(i)
        if section == "failed" and l.startswith("rspec ./"):
            keep.add(i)
        if section in ("failures", "outside"):
            if re.match(r"^\s+\d+(\.\d+)?\) ", l):
                keep.add(i)
                want_frame = True
            if s.startswith("Failure/Error:"):
                if s == "Failure/Error:":
                    want_code = True
                else:
                    keep.add(i)
                continue
            if want_code and s:
                keep.add(i)
                want_code = False
                continue
            if re.match(r"^[A-Z][A-Za-z:]*(Error|Exception)\w*:$", s):
                keep.add(i)
                want_msg = True
                continue
            if want_msg and s:
                keep.add(i)
                want_msg = False
                continue
            if re.match(r"^(expected|got|Expected|Got)\b", s) or s.startswith("expected "):
                keep.add(i)
            if re.match(r"^Got \d+ failures? from failure aggregation block", s):
                keep.add(i)
            if re.match(r"^[-+][^-+]", s) or s in ("-", "+"):
                keep.add(i)
            if s.startswith("# ./lib/") or s.startswith("# ./bin/"):
                keep.add(i)
            if s.startswith("# ./spec/") and want_frame:
                keep.add(i)
                want_frame = False
        prev = l
    return keep


def minitest(ls, cmd):
    keep = set()
    state = None
    for i, l in enumerate(ls):
        s = l.strip()
        if RUBY_WARN.match(l):
            keep.add(i)
        m = re.match(r"^\s+\d+\) (Failure|Error|Skipped):$", l)
        if m:
            state = m.group(1)
            continue
        if state in ("Failure", "Error"):
            if re.match(r"^Test\w+#\w+", l):
                keep.add(i)
                continue
            if s.startswith("Expected") or s.startswith("Actual:"):
                keep.add(i)
            if re.match(r"^[-+][^-+]", l):
                keep.add(i)
            if re.match(r"^[A-Z]\w*(Error|Exception)\w*: ", s):
                keep.add(i)
            if re.search(r"(^|/)(lib|test)/\S+\.rb:\d+:in ", s) and "/usr/" not in s:
                keep.add(i)
        if state == "Skipped":
            pass
        if re.search(r" = [FE]$", l):
            keep.add(i)
        if re.match(r"^\d+ runs, \d+ assertions", l):
            keep.add(i)
            state = None
        if s in ("rake aborted!",) or s.startswith("Command failed with status") or s.startswith("Tasks: TOP"):
            keep.add(i)
    return keep


def rake_trace(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        s = l.strip()
        if RUBY_WARN.match(l):
            keep.add(i)
        if s == "rake aborted!" or s.startswith("Tasks: TOP"):
            keep.add(i)
        if re.match(r"^[A-Z]\w*(::\w+)*: ", s) and not s.startswith("/"):
            keep.add(i)
        if "/Rakefile:" in s or "/lib/tidewright/" in s:
            keep.add(i)
    return keep


def rake_windows(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        if RUBY_WARN.match(l) or l.startswith("HW "):
            keep.add(i)
    return keep


def rubocop(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        m = re.match(r"^\S+:\d+:\d+: [CWEF]: (\[Corrected\] )?", l)
        if m and not m.group(1):
            keep.add(i)
        if re.match(r"^\d+ files? inspected", l):
            keep.add(i)
    return keep


def ruby_run(ls, cmd):
    """ruby -w / ruby -wc / a script: warnings, the error and project frames, and the printed answer."""
    keep = set()
    for i, l in enumerate(ls):
        s = l.strip()
        if not s:
            continue
        if RUBY_WARN.match(l) or s == "Syntax OK":
            keep.add(i)
        elif re.search(r"\.rb:\d+:in .*\((\w+(::\w+)*)\)$", s):
            keep.add(i)
        elif s.startswith("from ") and "/usr/" not in s:
            keep.add(i)
        elif re.match(r"^(Vessel|Nights|Band|Net|VAT|Gross)\s", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git, grep

def git_status(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        if l.startswith("On branch") or l.startswith("You have unmerged paths."):
            keep.add(i)
        if re.match(r"^(Changes to be committed|Changes not staged for commit|Unmerged paths|Untracked files):", l):
            keep.add(i)
        if l.startswith("\t"):
            keep.add(i)
    return keep


def git_diff(ls, cmd):
    keep = set()
    combined = False
    for i, l in enumerate(ls):
        if l.startswith("diff --git") or l.startswith("diff --cc"):
            combined = l.startswith("diff --cc")
            keep.add(i)
        elif l.startswith("@@"):
            keep.add(i)
        elif l.startswith("--- ") or l.startswith("+++ "):
            continue
        elif combined and re.match(r"^(?:[-+]|.[-+])", l):
            keep.add(i)
        elif not combined and re.match(r"^[-+]", l):
            keep.add(i)
    return keep


def git_log_stat(ls, cmd):
    keep = set()
    after_date = False
    for i, l in enumerate(ls):
        if l.startswith("commit ") or l.startswith("Merge: "):
            keep.add(i)
        if l.startswith("Date:"):
            after_date = True
            continue
        if after_date and l.startswith("    ") and l.strip():
            keep.add(i)
            after_date = False
        if re.match(r"^ \S.* \| +\d+", l) or re.match(r"^ \S.* \| +Bin ", l):
            keep.add(i)
        if re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def grep_rn(ls, cmd):
    return {i for i, l in enumerate(ls) if re.match(r"^[^:\s]+:\d+:", l)}


# ---------------------------------------------------------------- PHP

def phpunit(ls, cmd):
    keep = set()
    section = None
    in_diff = False
    for i, l in enumerate(ls):
        s = l.strip()
        m = re.match(r"^There (?:was|were) \d+ (errors?|failures?|risky tests?|skipped tests?|incomplete tests?):", l)
        if m:
            section = m.group(1).split()[0].rstrip("s")
            continue
        if re.match(r"^(ERRORS!|FAILURES!|OK\b|OK,)", l) or re.match(r"^Tests: \d+", l):
            keep.add(i)
            section = None
            continue
        if l.startswith("PHP Fatal error") or l.startswith("PHP Warning") or l.startswith("PHP Parse error"):
            keep.add(i)
        if section in ("error", "failure", "risky", "skipped", "incomplete"):
            if not s:
                in_diff = False
                continue
            if s == "--" or s in ("--- Expected", "+++ Actual"):
                continue
            if s == "@@ @@":
                in_diff = True
                continue
            if in_diff and l.startswith(" "):
                continue
            if re.match(r"^\d+\) ", l):
                keep.add(i)
                continue
            if re.match(r"^/\S+\.php:\d+$", s):
                keep.add(i)
                continue
            if s.startswith("'timezone") or s.startswith(")") and "less than" not in s:
                continue
            keep.add(i)
    return keep


def phpunit_testdox(ls, cmd):
    keep = set()
    header = None
    in_diff = False
    for i, l in enumerate(ls):
        s = l.strip()
        if re.match(r"^\S.*\(Ferncastle\\", l):
            header = i
            continue
        if re.match(r"^ [✘☢]", l):
            if header is not None:
                keep.add(header)
            keep.add(i)
            continue
        if l.startswith("   │"):
            raw = l[len("   │"):]
            body = raw.strip()
            if not body:
                in_diff = False
                continue
            if body in ("--- Expected", "+++ Actual"):
                continue
            if body == "@@ @@":
                in_diff = True
                continue
            if in_diff and raw.startswith("  "):
                continue
            if body.startswith("'timezone") or (body.startswith(")") and "less than" not in body):
                continue
            keep.add(i)
        if re.match(r"^(ERRORS!|FAILURES!|OK\b|OK,)", l) or re.match(r"^Tests: \d+", l):
            keep.add(i)
    return keep


def php_lint(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        if l.startswith("No syntax errors detected"):
            continue
        if l.strip():
            keep.add(i)
    return keep


def phpcs_full(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        s = l.strip()
        if l.startswith("FILE: ") or re.match(r"^FOUND \d+ ERRORS?", l):
            keep.add(i)
        elif re.match(r"^\s*\d+ \| (ERROR|WARNING)\s*\|", l):
            keep.add(i)
        elif re.match(r"^\s+\| +\| ", l):
            keep.add(i)
        elif l.startswith("PHPCBF CAN FIX"):
            keep.add(i)
    return keep


def phpcs_source(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        if re.match(r"^\[[x ]\] ", l) or l.startswith("A TOTAL OF") or l.startswith("PHPCBF CAN FIX"):
            keep.add(i)
    return keep


def phpmd(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        if re.match(r"^/\S+\.php:\d+\s", l):
            keep.add(i)
        elif l.startswith("\t-\t") or l.startswith("-\t"):
            keep.add(i)
    return keep


def php_fatal(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        s = l.strip()
        if s.startswith("PHP Warning") or s.startswith("PHP Fatal error") or s.startswith("thrown in"):
            keep.add(i)
        elif re.match(r"^#\d+ /home/dev/work/", s):
            keep.add(i)
        elif "does not comply with psr-4" in s:
            keep.add(i)
    return keep


def composer_validate(ls, cmd):
    keep = set()
    inside = False
    for i, l in enumerate(ls):
        s = l.strip()
        if "does not match the expected JSON schema" in s:
            keep.add(i)
            inside = True
            continue
        if inside:
            if not s:
                inside = False
                continue
            keep.add(i)
    return keep


def composer_install(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        s = l.strip()
        if s.startswith("Your requirements could not be resolved"):
            keep.add(i)
        elif re.match(r"^Problem \d+$", s) or s.startswith("- Root composer.json requires"):
            keep.add(i)
    return keep


def coverage_text(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        s = l.strip()
        if re.match(r"^(OK\b|OK,|ERRORS!|FAILURES!)", l) or re.match(r"^Tests: \d+", l):
            keep.add(i)
        elif re.match(r"^  (Classes|Methods|Lines):\s+[\d.]+% \(\s*\d+/\s*\d+\)$", l):
            keep.add(i)
        elif s == "seasonal offers loaded":
            keep.add(i)
        elif re.match(r"^\s+Methods: .* Lines: +(\d+\.\d+)%", l):
            pct = float(re.search(r"Lines: +(\d+\.\d+)%", l).group(1))
            if pct < 100.0:
                keep.add(i)
                keep.add(i - 1)
    return keep


# ---------------------------------------------------------------- Perl

def prove(ls, cmd):
    keep = set()
    in_summary = False
    in_value = False
    for i, l in enumerate(ls):
        s = l.strip()
        body = re.sub(r"^#\s*", "", s)
        if in_value:
            keep.add(i)
            if body.endswith("'"):
                in_value = False
            continue
        if l.startswith("Test Summary Report"):
            in_summary = True
            continue
        if in_summary and s and not s.startswith("---"):
            keep.add(i)
            continue
        if re.match(r"^(Files=\d+|Result: |All tests successful)", l):
            keep.add(i)
            continue
        if re.match(r"^\s*not ok \d+", l):
            keep.add(i)
            continue
        if not s.startswith("#"):
            if re.search(r" at \S+ line \d+\.$", s) or s.startswith("syntax error at") or s.startswith("BEGIN failed"):
                keep.add(i)
            elif re.match(r"^(Argument|Use of uninitialized)", s):
                keep.add(i)
            elif s.startswith("Global symbol") or s.startswith("Compilation failed"):
                keep.add(i)
            elif s.startswith("return\""):
                keep.add(i)
            continue
        if body.startswith("Failed test") or re.match(r"^at \S+ line \d+\.", body):
            keep.add(i)
        elif re.match(r"^(got|expected):", body) or re.match(r"^\$(got|expected)->", body):
            keep.add(i)
            value = re.sub(r"^(got|expected):\s*", "", body)
            if value.startswith("'") and (len(value) == 1 or not value.endswith("'")):
                in_value = True
        elif body.startswith("Looks like you failed") or body.startswith("Looks like your test exited"):
            keep.add(i)
        elif body.startswith("Tests were run but no plan"):
            keep.add(i)
        elif re.match(r"^\* ", body):
            keep.add(i)
        elif body.startswith("doesn't match") or body == "undef":
            keep.add(i)
    return keep


def perl_c(ls, cmd):
    keep = set()
    for i, l in enumerate(ls):
        s = l.strip()
        if not s or s.endswith("syntax OK"):
            continue
        keep.add(i)
    return keep


def perl_report(ls, cmd):
    return {i for i, l in enumerate(ls) if l.strip()}


def perlcritic(ls, cmd):
    return {i for i, l in enumerate(ls) if "(Severity: " in l}


RULES = [
    (r"^rspec", rspec),
    (r"^ruby -Ilib -Itest|^rake test", minitest),
    (r"^rake tides:export", rake_trace),
    (r"^rake tides:windows", rake_windows),
    (r"^rubocop", rubocop),
    (r"^ruby -w|^bin/tidewright", ruby_run),
    (r"^git status", git_status),
    (r"^git diff", git_diff),
    (r"^git log", git_log_stat),
    (r"^grep -rn", grep_rn),
    (r"^phpunit --testdox", phpunit_testdox),
    (r"^phpunit --coverage-text", coverage_text),
    (r"^phpunit", phpunit),
    (r"^find src tests bin", php_lint),
    (r"^phpcs --report=source", phpcs_source),
    (r"^phpcs", phpcs_full),
    (r"^phpmd", phpmd),
    (r"^php bin/|^composer dump-autoload", php_fatal),
    (r"^composer validate", composer_validate),
    (r"^composer install", composer_install),
    (r"^prove", prove),
    (r"^for f in lib/Ringlog", perl_c),
    (r"^perl -w bin/ringlog", perl_report),
    (r"^perlcritic", perlcritic),
]


def keep_lines(text, cmd):
    ls = lines_of(text)
    for pat, fn in RULES:
        if re.search(pat, cmd):
            idx = fn(ls, cmd)
            break
    else:
        raise SystemExit(f"no rule for {cmd!r}")
    out, seen = [], set()
    for i in sorted(idx):
        l = ls[i]
        if not l.strip() or l in seen:
            continue
        if re.match(r"^(git diff|git show)", cmd) and re.fullmatch(r"[-+ ]{1,2}", l):
            continue
        seen.add(l)
        out.append(l)
    return out


def parse_txtar(data):
    head, rest = data.split("\n-- output --\n", 1)
    output, keep = rest.rsplit("-- keep --\n", 1)
    cmd = head.split("\n")[0][len("cmd: "):]
    return cmd, output, [k for k in keep.split("\n") if k]


if __name__ == "__main__":
    # Usage: keeprules.py [DIR] [--write]
    # Recomputes the keep section of every DIR/*.txtar (default: this folder)
    # and reports differences, or rewrites the sections with --write.
    import glob
    import os

    args = [a for a in sys.argv[1:] if a != "--write"]
    folder = args[0] if args else os.path.dirname(os.path.abspath(__file__))
    write = "--write" in sys.argv
    bad = 0
    for path in sorted(glob.glob(os.path.join(folder, "*.txtar"))):
        data = open(path, encoding="utf-8").read()
        cmd, output, old = parse_txtar(data)
        new = keep_lines(output, cmd)
        if write:
            head = data[: data.rindex("-- keep --\n")]
            open(path, "w", encoding="utf-8").write(head + "-- keep --\n" + "".join(k + "\n" for k in new))
        elif new != old:
            bad += 1
            print(f"{os.path.basename(path)}: keep section differs ({len(old)} vs {len(new)} lines)")
    if not write:
        print("all keep sections match" if not bad else f"{bad} files differ")

#!/usr/bin/env python3
"""Derive the keep list of every .txtar in this folder from its output, by rule.

Written from scratch for the fresh47 set, without reading any reducer.
Usage: python3 keeprules.py            (rewrites the -- keep -- sections)
       python3 keeprules.py --check    (prints what would be kept, writes nothing)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    out, _ = rest.split("-- keep --\n", 1)
    return head, out


# ---------------------------------------------------------------- helpers
def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip() and "\r" not in l]
    return set(idx[-3:])


# ---------------------------------------------------------------- pytest / unittest
PY_PROJ_LOC = re.compile(r"^(tests|lumen)/[\w/]+\.py:\d+:|^/home/dev/work/\S+\.py:\d+:")
PY_SUMMARY = re.compile(
    r"^(=+ )?\d+ (passed|failed|error|errors|skipped|deselected|xfailed|xpassed|warnings?)\b.* in [\d.]+s"
)


def rules_python(lines, name):
    keep = set()
    unittest_mode = name.startswith("unittest")
    collect_only = "collect-only" in name
    for i, l in enumerate(lines):
        s = l.strip()
        if collect_only and ("::" in l or re.match(r"^\d+ tests? collected", s)):
            keep.add(i)
            continue
        if l.startswith("E ") or l.startswith("E\t") or re.match(r"^E\s{2,}", l):
            keep.add(i)
        elif l.startswith(">"):
            keep.add(i)
        elif PY_PROJ_LOC.match(l):
            keep.add(i)
        elif re.match(r'^\s*File "/home/dev/work/', l):
            keep.add(i)
        elif re.match(r"^_+ ERROR .*_+$", l):
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR|XPASS) ", l):
            keep.add(i)
        elif re.search(r"::\S.* (FAILED|ERROR|XPASS)\b", l):
            keep.add(i)
        elif PY_SUMMARY.match(s.strip("= ")) or PY_SUMMARY.match(s):
            keep.add(i)
        elif re.match(r"^!+ .* !+$", l):
            keep.add(i)
        elif re.match(r"^[\w.]*(Error|Exception|Warning)\b", l):
            keep.add(i)
        elif re.search(r"\b\w*Warning: ", l):
            keep.add(i)
        elif re.match(r"^TOTAL\s", l):
            keep.add(i)
        elif unittest_mode:
            if re.match(r"^(FAIL|ERROR): ", l):
                keep.add(i)
            elif re.search(r" \.\.\. (FAIL|ERROR)$", l):
                keep.add(i)
            elif re.match(r"^[-+] ", l):
                keep.add(i)
            elif re.match(r"^(FAILED \(|Ran \d+ tests? in )", l):
                keep.add(i)
    return keep


# ---------------------------------------------------------------- jest
JS_PROJ_FRAME = re.compile(r"\bat .*\((?:file://)?(?:/home/dev/work/vend/)?(__tests__|spec|src|vt|nt)/[^)]*\)")


def rules_jest(lines, name):
    keep = set()
    in_console = False
    want_next = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s+console\.(log|warn|error|info)$", l):
            in_console = True
            continue
        if in_console and (l.startswith("FAIL") or l.startswith("PASS") or "●" in l or re.match(r"^\S", l)):
            in_console = False
        if in_console:
            continue
        if want_next and s:
            keep.add(i)
            want_next = False
            continue
        if l.startswith("FAIL "):
            keep.add(i)
        elif "●" in l:
            keep.add(i)
        elif "✕" in l:
            keep.add(i)
        elif re.match(r"^\s*(expect\(|assert\.)", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received|Rejected|Resolved)\b", l):
            keep.add(i)
            if s.endswith(":"):
                want_next = True
        elif re.match(r"^\s*Message:$", l):
            want_next = True
        elif re.match(r"^\s*(Snapshot name:|›.*snapshot)", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] ", l) or re.match(r"^\s*@@ .* @@$", l):
            keep.add(i)
        elif re.match(r"^\s*> \d+ \|", l):
            keep.add(i)
        elif JS_PROJ_FRAME.search(l) and "node_modules" not in l:
            keep.add(i)
        elif re.match(r"^\s*(\[\w+\]: )?[\w.]*(Error|Exception)\b:", l):
            keep.add(i)
        elif re.match(r"^(Test Suites|Tests|Snapshots):", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- vitest
def rules_vitest(lines, name):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("FAIL ") or s.startswith("×"):
            keep.add(i)
        elif re.match(r"^\s*❯ \S+\.m?[jt]s\s+\(.*failed", l):
            keep.add(i)
        elif re.match(r"^\s*❯ \S+\.m?[jt]s > ", l):
            keep.add(i)
        elif s.startswith("→"):
            keep.add(i)
        elif "Failed Tests" in l:
            keep.add(i)
        elif re.match(r"^(Caused by: )?[\w.]*(Error|Exception)\b:?", l):
            keep.add(i)
        elif re.match(r"^[-+] ", l):
            keep.add(i)
        elif re.match(r"^\s*❯ (\S+ )?(vt|src)/\S+:\d+:\d+$", l):
            keep.add(i)
        elif re.match(r"^\s+\|\s+\^$", l) and i > 0:
            keep.add(i - 1)
        elif re.match(r"^\s*(Test Files|Tests|Snapshots)\s", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- mocha
def rules_mocha(lines, name):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s+\d+\) ", l):
            keep.add(i)
            # detail header: the test title follows on the next line, ending with ':'
            if i + 1 < len(lines) and lines[i + 1].rstrip().endswith(":") and not re.match(r"^\s+\d+\) ", lines[i + 1]):
                keep.add(i + 1)
        elif re.match(r"^\s+\d+ (passing|failing|pending)", l):
            keep.add(i)
        elif re.match(r"^\s*[\w.]*(Error|Exception)\b:", l):
            keep.add(i)
        elif s == "+ expected - actual":
            keep.add(i)
            in_diff = True
            continue
        elif JS_PROJ_FRAME.search(l) or re.search(r"\bat .*\(/home/dev/work/vend/(spec|src)/", l):
            keep.add(i)
        if in_diff:
            if s.startswith("at ") or re.match(r"^\s+\d+\) ", l):
                in_diff = False
            elif re.match(r"^\s*[-+]", l):
                keep.add(i)
    return keep


# ---------------------------------------------------------------- node --test
NODE_PROJ = re.compile(r"\((?:file://)?/home/dev/work/vend/(nt|src)/[^)]*\)")


def rules_node(lines, name):
    keep = set()
    in_err_block = False
    err_indent = 0
    for i, l in enumerate(lines):
        s = l.strip()
        ind = len(l) - len(l.lstrip())
        if in_err_block:
            if s and ind <= err_indent:
                in_err_block = False
            else:
                if re.match(r"^[-+] ", s) or s.startswith("Expected values") or s == "+ actual - expected":
                    keep.add(i)
                continue
        if s.startswith("✖"):
            keep.add(i)
        elif re.match(r"^\s*not ok \d+ ", l):
            keep.add(i)
        elif re.match(r"^\s*(location|error): ", l):
            keep.add(i)
            if s == "error: |-":
                keep.discard(i)
                in_err_block = True
                err_indent = ind
        elif re.match(r"^\s*[\w.]*(Error|Exception)\b( \[\w+\])?:", l):
            keep.add(i)
        elif s == "+ actual - expected":
            keep.add(i)
        elif re.match(r"^\s*[-+] ", l):
            keep.add(i)
        elif re.match(r"^\s*(actual|expected): \S", l):
            keep.add(i)
        elif NODE_PROJ.search(l):
            keep.add(i)
        elif re.match(r"^test at \S+:\d+:\d+$", l):
            keep.add(i)
        elif re.match(r"^(ℹ|#) (tests|pass|fail) \d+$", l):
            keep.add(i)
        elif re.match(r"^(ℹ|#) (cancelled|skipped|todo) [1-9]\d*$", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- go test
GO_LOG = re.compile(r"^\s+\w+\.go:\d+: ?")
GO_PROJ_FN = re.compile(r"^\s*example\.com/crag/")
GO_PROJ_FILE = re.compile(r"^\s+/home/dev/work/crag/\S+\.go:\d+")


def go_text_rules(lines, failed_tests, vmode, attrib=None):
    """lines: text lines; attrib: optional list giving the test each line belongs to."""
    keep = set()
    cur = None
    in_testify_diff = False
    log_indent = None
    gotwant = []  # (index, kind) for got/want blocks
    for i, l in enumerate(lines):
        s = l.strip()
        m = re.match(r"^=== RUN\s+(\S+)", l)
        if m:
            cur = m.group(1) if vmode else cur
        m = re.match(r"^\s*--- (FAIL|PASS|SKIP): (\S+)", l)
        if m:
            if not vmode:
                cur = m.group(2)
            if m.group(1) == "FAIL":
                keep.add(i)
            log_indent = None
            continue
        test = attrib[i] if attrib is not None else cur
        failing = test in failed_tests
        if GO_LOG.match(l):
            in_testify_diff = False
            log_indent = len(l) - len(l.lstrip())
            if failing or "race detected" in l:
                if s.split(":", 2)[-1].strip():
                    keep.add(i)
            continue
        if log_indent is not None and s and (len(l) - len(l.lstrip())) > log_indent:
            if not failing:
                continue
            body = re.sub(r"^\s*(\t\s*)*", "", l)
            t = re.match(r"^\s*\t(Error Trace|Error|Messages):\s*\t", l)
            if t:
                keep.add(i)
                continue
            if re.match(r"^\s*\t\s+\t(expected|actual)\s*:", l):
                keep.add(i)
                continue
            if re.match(r"^\s*\t\s+\tDiff:", l):
                in_testify_diff = True
                continue
            if in_testify_diff:
                if re.match(r"^\s*\tTest:", l):
                    in_testify_diff = False
                elif re.match(r"^(-|\+|@@)", body):
                    keep.add(i)
                continue
            if re.match(r"^\s*\tTest:", l):
                continue
            if s in ("got:", "want:"):
                gotwant.append((i, s))
                continue
            gotwant.append((i, None))
            continue
        if log_indent is not None and s and (len(l) - len(l.lstrip())) <= log_indent:
            log_indent = None
        if re.match(r"^panic: ", l) or re.match(r"^\[signal ", l) or re.match(r"^fatal error: ", l):
            keep.add(i)
        elif GO_PROJ_FN.match(l):
            keep.add(i)
            if i + 1 < len(lines) and GO_PROJ_FILE.match(lines[i + 1]):
                keep.add(i + 1)
        elif s == "WARNING: DATA RACE":
            keep.add(i)
        elif re.match(r"^(Read|Write|Previous write|Previous read) at ", l):
            keep.add(i)
        elif re.match(r"^FAIL\b", l) or re.match(r"^ok\s+\S", l):
            keep.add(i)
        elif re.match(r"^# \S+", l):
            keep.add(i)
        elif re.match(r"^\S+\.go:\d+:\d+: ", l):
            keep.add(i)
    # got/want blocks: keep the lines that differ position by position
    blocks = []
    cur_kind, cur_lines = None, []
    for idx, kind in gotwant + [(None, "end")]:
        if kind in ("got:", "want:", "end"):
            if cur_kind:
                blocks.append((cur_kind, cur_lines))
            cur_kind, cur_lines = kind, []
        elif cur_kind:
            cur_lines.append(idx)
        else:
            keep.add(idx)
    for b in range(0, len(blocks) - 1, 2):
        (k1, g), (k2, w) = blocks[b], blocks[b + 1]
        gl = [lines[x].strip() for x in g]
        wl = [lines[x].strip() for x in w]
        for p in range(max(len(g), len(w))):
            a = gl[p] if p < len(gl) else None
            c = wl[p] if p < len(wl) else None
            if a != c:
                if a:
                    keep.add(g[p])
                if c:
                    keep.add(w[p])
    return keep


def rules_go(lines, name):
    if any(l.startswith('{"Time"') for l in lines):
        return rules_go_json(lines)
    failed = set()
    for l in lines:
        m = re.match(r"^\s*--- FAIL: (\S+)", l)
        if m:
            failed.add(m.group(1))
    vmode = any(l.startswith("=== RUN") for l in lines)
    return go_text_rules(lines, failed, vmode)


def rules_go_json(lines):
    events = []
    for l in lines:
        try:
            events.append(json.loads(l))
        except ValueError:
            events.append(None)
    failed = {e.get("Test") for e in events if e and e.get("Action") == "fail" and e.get("Test")}
    keep = set()
    outs, attrib, owner = [], [], []
    for i, e in enumerate(events):
        if e is None:
            continue
        act = e.get("Action")
        if act == "fail":
            keep.add(i)
        elif act in ("pass", "skip") and not e.get("Test"):
            keep.add(i)  # package result line
        elif act == "output":
            outs.append(e.get("Output", "").rstrip("\n"))
            attrib.append(e.get("Test"))
            owner.append(i)
    sub = go_text_rules(outs, failed, True, attrib)
    for k in sub:
        keep.add(owner[k])
    return keep


# ---------------------------------------------------------------- cargo test
RS_PROJ_FRAME = re.compile(r"^\s+\d+: (clues|grid|patterns)::")


def rules_cargo(lines, name, exit_code=None):
    keep = set()
    # In a run that passed, panics are the expected ones of #[should_panic]
    # tests printed under --nocapture: they are not problems to act on.
    passed = exit_code == 0
    if name.endswith("-list"):
        for i, l in enumerate(lines):
            if re.search(r": test$", l) or re.match(r"^\d+ tests?, \d+ benchmarks?$", l):
                keep.add(i)
        return keep
    in_panic = False
    in_faillist = False
    for i, l in enumerate(lines):
        s = l.strip()
        if in_panic:
            if not s or s.startswith("note:") or s.startswith("stack backtrace:") or s.startswith("test "):
                in_panic = False
            else:
                keep.add(i)
                continue
        if in_faillist:
            if re.match(r"^\s{4}\S", l):
                keep.add(i)
                continue
            in_faillist = False
        if re.match(r"^test .* \.\.\. FAILED$", l) or re.match(r"^\S+ --- FAILED$", l):
            keep.add(i)
        elif re.match(r"^thread '.*' \(\d+\) panicked at ", l):
            if not passed:
                keep.add(i)
                in_panic = True
        elif re.match(r"^note: (test did not panic|panic did not contain)", l):
            keep.add(i)
        elif re.match(r"^\s*(panic message|expected substring):", l):
            keep.add(i)
        elif RS_PROJ_FRAME.match(l):
            keep.add(i)
            if i + 1 < len(lines) and re.match(r"^\s+at \./", lines[i + 1]):
                keep.add(i + 1)
        elif s == "failures:" and i + 1 < len(lines) and re.match(r"^\s{4}\S", lines[i + 1]):
            in_faillist = True
        elif re.match(r"^test result: ", l):
            keep.add(i)
        elif re.match(r"^error(\[E\d+\])?: ", l):
            keep.add(i)
            if re.match(r"^error: \d+ targets? failed:", l):
                in_faillist = True
        elif re.match(r"^warning: ", l):
            keep.add(i)
        elif re.match(r"^\s+--> ", l):
            keep.add(i)
        elif re.search(r"\^{2,} \S", l):
            keep.add(i)
        elif re.match(r"^\s*= note: ", l):
            keep.add(i)
            if i + 1 < len(lines) and re.match(r"^\s{8,}found ", lines[i + 1]):
                keep.add(i + 1)
        elif re.match(r"^help: ", l):
            keep.add(i)
        elif s.startswith("Test executable failed"):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- driver
def rules_for(name):
    if name.startswith(("pytest", "unittest")):
        return rules_python
    if name.startswith("jest"):
        return rules_jest
    if name.startswith("vitest"):
        return rules_vitest
    if name.startswith("mocha"):
        return rules_mocha
    if name.startswith("node-test"):
        return rules_node
    if name.startswith("go-"):
        return rules_go
    if name.startswith("cargo"):
        return rules_cargo
    raise SystemExit("no rules for " + name)


def keep_list(name, output, exit_code=None):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw]
    rules = rules_for(name)
    if rules is rules_cargo:
        idx = rules(lines, name, exit_code)
    else:
        idx = rules(lines, name)
    idx |= last_three(lines)
    seen, out = set(), []
    for i in sorted(idx):
        l = lines[i]
        if "\r" in raw[i] or not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    check = "--check" in sys.argv
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".txtar"):
            continue
        path = os.path.join(HERE, fn)
        head, out = parse(path)
        m = re.search(r"^exit: (\d+)$", head, re.M)
        keep = keep_list(fn[:-6], out, int(m.group(1)) if m else None)
        if check:
            print(f"=== {fn} ({len(keep)})")
            print("\n".join(keep))
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Derive the keep list of every .txtar in this folder by rule.

Written from scratch for the fresh37 set, without reading any reducer or any
other set's rules. Run it from anywhere: it rewrites the `-- keep --` section
of each fixture in place (the cmd/exit/output part is left untouched).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# Source files that belong to the recorded projects (not libraries/runtimes).
PROJECT_FILES = [
    r"inventory\.c", r"ring\.c", r"checksum\.c", r"counter\.c", r"parse_cfg\.c",
    r"leaky\.c", r"matrix\.cpp", r"stackbuf\.cpp", r"test_slug\.c",
    r"(?:shipq|tests)/\w+\.py",
    r"(?:src|test)/[\w.]+\.js",
    r"meter(?:_test)?\.go", r"main\.go",
    r"lib\.rs", r"main\.rs",
    r"Roster\.java", r"Shift\.java",
]
PROJ = "(?:" + "|".join(PROJECT_FILES) + ")"
# file:line (C, Go, Rust, JS, Java, gcc, valgrind, sanitizers, gdb "at f.c:18")
LOC = re.compile(r"(?:^|[\s(/\"'])(?:[\w.-]+/)*" + PROJ + r":\d+")
# Python tracebacks / faulthandler / warnings: File "/home/dev/work/...", line N
PY_FRAME = re.compile(r'^\s*File "/home/dev/work/[^"]+", line \d+')
PY_ANY_FRAME = re.compile(r'^\s*File "[^"]+", line \d+')
# Binary-only frames like "_start (/home/dev/work/cbins/x+0x1160)" are runtime frames.
BIN_FRAME = re.compile(r"\(/home/dev/work/[^)]*\+0x[0-9a-f]+\)")

ERR_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|"
    r"exception|panic|panicked|fatal|abort|aborted|aborting|deadlock|"
    r"segmentation fault|sigsegv|sigabrt|sigfpe|assertion|terminate called|"
    r"invalid (?:read|write)|data race|runtime error|deadlysignal|timeout|"
    r"unhandled|deprecated|overflow|lost)\b", re.I)
ERR_CLASS = re.compile(r"\w(Error|Exception|Warning|Rejection)\b")
ERR_CODE = re.compile(r"\bcode: 'ERR_")

DETAIL = [
    re.compile(r"^\s*(left|right|actual|expected)\s*:"),          # assert details
    re.compile(r"^\s*[+-]\s{2,}\S"),                               # node diff lines
    re.compile(r"^\s*\S+ !==? \S+\s*$"),                           # 132.75 !== 132.5
    re.compile(r"^\s*what\(\):"),                                  # C++ exception text
    re.compile(r"^\s*\[cause\]:"),                                 # node error cause
    re.compile(r"^Caused by:"),                                    # java chain
    re.compile(r"^\s*(?:(?:Previous )?(?:read|write|Read|Write))(?: of size \d+)? at 0x"),  # tsan / go race / asan access
    re.compile(r"^READ of size|^WRITE of size"),
    re.compile(r"^\s*Location is"),                                # tsan racy variable
    re.compile(r"is located .* (?:of|region|frame)"),              # asan region
    re.compile(r"^\S+ is located in stack of thread"),
    re.compile(r"^\s*(?:freed|previously allocated|allocated) by thread \S+ here:"),
    re.compile(r"==\d+==\s+Address 0x[0-9a-f]+ is"),               # valgrind address
    re.compile(r"in use at exit: [1-9]"),
    re.compile(r"\[Previous line repeated \d+ more times\]"),
    re.compile(r"^Program received signal"),
    re.compile(r"^Found \d+ data race"),
    re.compile(r"^(Ran \d+ tests?|FAILED \(|OK$|test result:)"),
    re.compile(r"^ℹ (tests|pass|fail) \d+"),
    re.compile(r"^--- FAIL"),
    re.compile(r"^✖ "),
    re.compile(r"^Exception in thread"),
]

# Lines that match the word rules but only say nothing failed / are noise.
NOISE = [
    re.compile(r": 0 bytes in 0 blocks"),
    re.compile(r"^Shadow byte|^\s+(Heap|Stack|Global|Container|Array|Intra|ASan|Left|Right|Freed|Poisoned|Partially|Addressable)\b.*:\s"),
    re.compile(r"For lists of detected and suppressed errors"),
    re.compile(r"^\s*note: (run with|Some details are omitted)"),
    re.compile(r"^\s*Traceback \(most recent call last\):"),
    re.compile(r"^\s*at (?:async )?\S*\s*\(?node:internal"),
    re.compile(r"^\s*at node:internal"),
    re.compile(r"^\s*(?:\d+: +)?(?:0x[0-9a-f]+ - )?(?:std|core|alloc)(?:\[[0-9a-f]+\])?::"),
    re.compile(r"^\s*at /rustc/"),
    re.compile(r"^\s*at java\.base/"),
    re.compile(r"^\s*UndefinedBehaviorSanitizer can not provide"),
    re.compile(r"^\s*\d+: +(?:0x[0-9a-f]+ - )?\S"),               # rust backtrace frame names
    re.compile(r"Memcheck, a memory error detector"),
    re.compile(r"^\s*/usr/local/go/"),                              # go runtime/testing frames
    re.compile(r"^panic\(\{"),                                       # go runtime panic frame
    re.compile(r"^failures:$"),                                      # cargo test section heading
]

# Per-file additions / exclusions (exact lines after cleaning).
EXTRA_KEEP = {
    # debug run whose point is the inventory totals after pruning: both totals matter
    "gcc-inventory-plain-debug": ["before prune: total=472", "after prune: total=472"],
    # ring buffer: the first push past capacity shows the wrap bug (sum stops growing)
    "valgrind-ring-invalid-write": ["push 80 len=8 sum=360", "push 90 len=8 sum=360"],
    # the race shows up as the final counter value
    "clang-tsan-counter": ["hits=20000 (want 20000)"],
    # release build wraps silently: the result line is the evidence
    "cargo-build-release-tally": ['{"carol": 75, "alice": 4476, "bob": 33380}'],
}
EXTRA_DROP = {}


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("-- output --\n", 1)
    out = rest.split("\n-- keep --\n", 1)[0] if "\n-- keep --\n" in rest else rest
    if rest.startswith("-- keep --\n"):
        out = ""
    if not out.endswith("\n"):
        out += "\n"
    return head, out


def is_code_echo(lines, i):
    """Source-line echoes and caret lines printed under a frame/header."""
    cur = lines[i]
    if re.fullmatch(r"\s*[\^~]+[\s\^~]*", cur) and cur.strip():
        return True
    if re.match(r"^\s*\d+ \|", cur) or re.match(r"^\s*\|", cur):  # gcc caret block
        return True
    if re.match(r"^\d+\t", cur):                                   # gdb source line
        return True
    if i > 0:
        prev = lines[i - 1]
        if PY_ANY_FRAME.match(prev) and cur.startswith("    ") and not PY_ANY_FRAME.match(cur):
            return True
        if re.search(r"\.py:\d+: \w*Warning:", prev) and cur.startswith("  "):
            return True
        # node: "file.js:16" header then the echoed source line
        if re.fullmatch(r"(?:/\S+|node:\S+):\d+", prev):
            return True
    return False


def keep_for(name, out):
    raw = out.split("\n")[:-1]
    lines = [clean(l) for l in raw]
    keep = []
    in_panic_msg = False
    for i, (r, l) in enumerate(zip(raw, lines)):
        if "\r" in r:
            in_panic_msg = False
            continue
        k = False
        if in_panic_msg:
            if l.strip() == "" or l.startswith("note:") or l.startswith("stack backtrace:"):
                in_panic_msg = False
            else:
                k = True
        if re.search(r"panicked at ", l):
            in_panic_msg = True
        if not is_code_echo(lines, i):
            if LOC.search(l) or PY_FRAME.match(l):
                k = True
            if ERR_WORDS.search(l) or ERR_CLASS.search(l) or ERR_CODE.search(l):
                k = True
            if any(p.search(l) for p in DETAIL):
                k = True
            if k and not in_panic_msg and any(p.search(l) for p in NOISE):
                k = False
            if BIN_FRAME.search(l) and not LOC.search(l):
                k = False
        if l in EXTRA_KEEP.get(name, []):
            k = True
        if l in EXTRA_DROP.get(name, []):
            k = False
        if k and l.strip():
            keep.append(l)
    # last three non-blank lines
    nonblank = [i for i, r in enumerate(raw) if lines[i].strip() and "\r" not in r]
    tail = set(nonblank[-3:])
    result, seen = [], set()
    for i, l in enumerate(lines):
        if "\r" in raw[i]:
            continue
        if (l in keep or i in tail) and l not in seen:
            seen.add(l)
            result.append(l)
    return result


def main():
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".txtar"):
            continue
        path = os.path.join(HERE, fn)
        head, out = parse(path)
        keep = keep_for(fn[:-6], out)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))
        if "-v" in sys.argv:
            print(f"== {fn} ({len(keep)})")
            for k in keep:
                print("   " + k)


if __name__ == "__main__":
    main()

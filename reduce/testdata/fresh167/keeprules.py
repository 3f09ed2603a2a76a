#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh167 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept
once, at its first occurrence in output order.

Every case keeps:
  - its last three non-blank lines,
  - the lines picked by the generic problem rule (errors, warnings, failures),
  - the lines picked by the rule families whose tool appears in the command.
A command that chains several tools (`a && b | c`) gets the families of all
of them, except the "whole output" family, which applies only when its tool is
the first command. A command whose output is piped into `grep` keeps every line: the
developer already filtered it. HAND lists a few additions by case name.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def follow(lines, i, pred, limit=50):
    """Indices after i while pred(line) holds (stops at the first line that fails)."""
    out = []
    j = i + 1
    while j < len(lines) and j <= i + limit and pred(lines[j]):
        out.append(j)
        j += 1
    return out


# ---------------------------------------------------------------- generic problem rule

PROBLEM = re.compile(
    r"\b(error|errors|warning|warnings|fatal|failed|failure)\b"
    r"|\b(ERROR|WARNING|FAILED|FAIL|BAD)\b"
    r"|\*\*\* "
    r"|No such file or directory|not found|does not exist|doesn't exist|cannot|could not|can't"
    r"|Traceback \(most recent call last\)|^\w*(Error|Exception)\b"
    r"|\bdeprecated\b|\bnot clean\b|\bnot signed\b|\bno signature\b|\bundefined\b|\bUNMET\b",
    re.I)

# lines that only look like problems
NOT_PROBLEM = [
    re.compile(r"^# (FAIL|ERROR|XFAIL|XPASS):\s+0$"),          # zero counters of the automake summary
    re.compile(r"^(Expected Fail|Fail|Unexpected Pass|Timeout):\s+0\s*$"),  # zero counters of meson test
    re.compile(r"byte-compiling is disabled"),                # Debian's setuptools notice
    re.compile(r"^N: "),                                      # lintian explanations
    re.compile(r"-Werror\b"),                                 # compiler flags
    re.compile(r"^\s*│"),                                     # diffoscope report body (own rule)
    re.compile(r"^(checking|config\.status:) "),              # configure probes
    re.compile(r"^\+ "),                                      # rpmbuild's set -x trace
    re.compile(r"^\s*\d+\s+.*\b(error|failure)\b.*\.(h|c|js|ts|py)$"),  # file listings
    re.compile(r"^\s*0x[0-9a-f]+ "),                          # hex dumps
    re.compile(r"WARNING:reprotest:The control build runs on 1 CPU"),
    re.compile(r"^(rm|test|if|tardir|find|chmod) .*(\|\||2>/dev/null)"),  # automake dist shell lines
    re.compile(r"^\s*\"(error|problems)\": [\[{]"),          # JSON keys (own rule)
    re.compile(r"running with root privileges is not recommended"),
    re.compile(r"^\s+warnings\.warn\("),
    re.compile(r"^# (fail|cancelled|skipped|todo) 0$"),       # zero counters of node --test (TAP)
    re.compile(r"^[a-z0-9_./-]+$"),                           # a bare package or file name (go build -v: "errors")
    re.compile(r"^\s+Running `"),                             # cargo -v compiler command lines (--error-format)                     # source line under a Python warning
]

PY_WARNING = re.compile(r"^\S+\.py:\d+: \w+: ")                  # path.py:N: Category: message


def problems(lines):
    keep = []
    for i, l in enumerate(lines):
        if i > 0 and lines[i - 1].startswith('  File "'):
            continue                                           # traceback source line (own rule)
        if PY_WARNING.match(l) or PROBLEM.search(l) and not any(r.search(l) for r in NOT_PROBLEM):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- rule families

def automake_tests(lines):
    keep = match_all(lines, r"^(FAIL|ERROR|XPASS): ", r"^# TOTAL:", r"^# (FAIL|ERROR|XPASS):\s+[1-9]",
                     r"^Testsuite summary for ", r"^See \S*test-suite\.log$",
                     r"archives ready for distribution", r"^\S+\.tar\.(gz|xz|bz2)$")
    # test-suite.log: the test's own output between the FAIL header rule and the FAIL result line
    for i, l in enumerate(lines):
        if re.match(r"^FAIL: \S+$", l) and i + 1 < len(lines) and lines[i + 1] == "=" * len(l):
            keep += follow(lines, i + 1, lambda x: not x.startswith("FAIL "))
    return keep


def compiler(lines):
    keep = match_all(lines, r"^\S+:\d+:\d+: (fatal error|error|warning|note): ", r"^make(\[\d+\])?: \*\*\* ",
                     r"^collect2: ", r"^compilation terminated")
    # the source line gcc quotes under a diagnostic
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: (fatal error|error|warning): ", l) and i + 1 < len(lines) \
                and re.match(r"^\s+\d+ \| ", lines[i + 1]):
            keep.append(i + 1)
    return keep


def configure(lines):
    keep = match_all(lines, r"^configure: (error|WARNING): ", r"^(Package|No package) '.*(not found|found)",
                     r"^checking for \S+ [<>=]+ \S+\.\.\. no$")            # the pkg-config probe that failed
    return keep


def archive_listing(lines):
    """tar tv / tar t / find / unzip -l / dpkg -c: file entries, not directories."""
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^[-lhcbps][-rwxsStT]{9}\s", l) and not l.rstrip().endswith("/"):
            keep.append(i)                                   # tar tv, dpkg -c, find -printf %M
        elif re.match(r"^\S+/[^/\s]+$", l) and not l.startswith("/"):
            keep.append(i)                                   # tar t (plain)
        elif re.match(r"^\s*\d+\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+\S+$", l):
            keep.append(i)                                   # unzip -l rows
        elif re.match(r"^\s*\d+\s+\d+ files?$", l):
            keep.append(i)                                   # unzip -l total
    return keep


def checksums(lines):
    return match_all(lines, r"^[0-9a-f]{64}  \S", r": FAILED", r"WARNING: \d+ ", r"differ: byte")


def gpg(lines):
    return match_all(lines, r"^gpg: (Good|BAD) signature", r"^gpg: Can't check signature", r"^gpg: Signature made",
                     r"^gpg:\s+using \w+ key", r"^gpg: WARNING", r"^error: no signature found", r"^Updated tag ",
                     r"^tag v")


def whole(lines):
    """The output is the result that was asked for (git log, describe, nm, licensecheck ...).
    For `git log -p` the result is the commits and their changed lines, not the diff context."""
    if any(l.startswith("diff --git ") for l in lines):
        return match_all(lines, r"^commit ", r"^    \S", r"^(---|\+\+\+) ", r"^[-+](?!(--|\+\+) )")
    return nonblank(lines)


def desktop_appstream_man(lines):
    return match_all(lines, r"^\S+\.desktop: (error|warning|hint)", r"^\S+: FAILED:", r"^• ",
                     r"^Validation of files (failed|passed)", r"^mandoc: \S+:\d+:\d+: ")


def shellcheck(lines):
    keep = match_all(lines, r"^In \S+ line \d+:$", r"\^-* SC\d{4} \(\w+\): ", r"^For more information:")
    for i, l in enumerate(lines):
        if re.match(r"^In \S+ line \d+:$", l) and i + 1 < len(lines):
            keep.append(i + 1)                               # the offending source line
    return keep


def lintian(lines):
    return match_all(lines, r"^[EWIPX]: \S+( source)?: ", r"^Now running lintian", r"^Finished running lintian")


def dpkg_build(lines):
    keep = match_all(lines, r"^dpkg-\w+: (error|warning): ", r"^dh_\w+: (error|warning)", r"^dpkg-deb: building package ",
                     r"^dpkg-buildpackage: info: source version ", r"^dpkg-checkbuilddeps: ",
                     r"^dpkg-source: info: (local changes detected|Hint:)")
    for i, l in enumerate(lines):
        if l.startswith("dpkg-source: info: local changes detected"):
            keep += follow(lines, i, lambda x: x.startswith(" "))   # the modified files
    return keep


def dpkg_info(lines):
    # control fields of dpkg -I
    return match_all(lines, r"^ (Package|Version|Architecture|Depends|Maintainer|Description|Installed-Size): ",
                     r"^  \S")


def apt(lines):
    return match_all(lines, r"^(E|W|Err):", r"^(Package|Version|Filename|Depends|Architecture): ")


def alternatives(lines):
    return match_all(lines, r"^update-alternatives: ", r"link (currently points to|best version is)", r" - priority \d+$")


def binary_info(lines):
    return match_all(lines, r": ELF ", r"\((NEEDED|RUNPATH|RPATH|SONAME|FLAGS|FLAGS_1)\)", r"^-rwx", r"^\s+\d+\s+\d+\s+\d+\s+\d+\s+\w+\s+\S+$",
                     r"^\s+\[\s*\d+\] \.(debug|symtab)")


def diffoscope(lines):
    """File headers, section headers, notes; changed lines in full for text sections,
    only the first two changed lines of each machine-level dump section."""
    keep = match_all(lines, r"^(--- |\+\+\+ )", r"^[│ ]*[├│]── ", r"┄ ", r"^diffoscope: ")
    dump = re.compile(r"--relocs|--hex-dump|--debug-dump|disassemble|objdump|--symbols|--dynamic")
    section_is_dump, changed_in_section = False, 0
    for i, l in enumerate(lines):
        m = re.match(r"^[│ ]*├── (.*)", l)
        if m:
            section_is_dump = bool(dump.search(m.group(1)))
            changed_in_section = 0
            continue
        if re.match(r"^[│ ]*│ [-+]", l) and not re.match(r"^[│ ]*│ (---|\+\+\+) ", l):
            changed_in_section += 1
            if not section_is_dump or changed_in_section <= 2:
                keep.append(i)
    return keep


def rpmbuild(lines):
    keep = match_all(lines, r"^error: ", r"^RPM build errors:", r"^Wrote: ", r"^Checking for unpackaged")
    for i, l in enumerate(lines):
        if l.startswith("RPM build errors:") or l.startswith("error: Installed (but unpackaged)"):
            keep += follow(lines, i, lambda x: x.startswith("    ") or x.startswith("   /"))
    return keep


def python_build(lines):
    return match_all(lines, r"^Successfully built ", r"^ERROR", r"^\*\*\* ", r"^adding '.*\.(csv|json|txt|dat)'")


def python_traceback(lines):
    """Exception lines, and frames in the project's own package with their source line."""
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(Error|Exception)\b(:.*)?$", l):
            keep.append(i)
        elif re.match(r'^  File ".*/(seedvault/|\.venv/bin/)', l):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    "):
                keep.append(i + 1)
    return keep


def pip(lines):
    return match_all(lines, r"^Successfully installed ", r"^ERROR: ")


def twine(lines):
    keep = match_all(lines, r"^Checking \S+: (PASSED|FAILED)", r"^(ERROR|WARNING)\s", r"^Uploading \S+$",
                     r"^\s{9}\d{3} ")
    # the wrapped message under ERROR
    for i, l in enumerate(lines):
        if re.match(r"^ERROR\s", l):
            keep += follow(lines, i, lambda x: x.startswith("         ") and x.strip() != "")
    return keep


def npm(lines):
    return match_all(
        lines,
        r"^npm (error|warn) ",
        r"^npm notice [\d.]+k?B ",                           # tarball contents
        r"^npm notice (name|version|total files|filename):",
        r"^npm notice Publishing to ",
        r"^npm http fetch (PUT|POST) ",
        r"^\+ \S+@\d",                                       # published
        r"UNMET DEPENDENCY|\binvalid\b|\bextraneous\b",      # npm ls tree problems
        r"^\s+\"(missing|invalid|extraneous)",              # npm ls --json
        r"^\s+\"(missing|invalid|extraneous): ",
        r"^v\d+\.\d+\.\d+",                                  # npm version
    )


def node_error(lines):
    keep = match_all(lines, r"^(\w*Error|Error): ", r"^Require stack:", r"^- /", r"^\s+code: '",
                     r"^Node\.js v")
    keep += [i for i, l in enumerate(lines) if re.match(r"^\s+at .*" + re.escape(PROJECT), l)]
    return keep


def cargo(lines):
    keep = match_all(lines, r"^(error|warning)(\[\w+\])?: ", r"^\s*--> \S+:\d+:\d+", r"^\s+Packaged \d+ files",
                     r"^\d+ \|.*\S", r"^\s+\|\s+\^+")
    # `cargo package --list`: the file list is the result
    for i, l in enumerate(lines):
        if re.match(r"^[\w.][\w./-]*$", l) and ("." in l or "/" in l):
            keep.append(i)
    # the dirty files listed under "contain changes that were not yet committed"
    for i, l in enumerate(lines):
        if "not yet committed" in l:
            keep += [j for j in follow(lines, i, lambda x: not x.startswith("to proceed")) if lines[j].strip()]
    return keep


def go(lines):
    keep = match_all(lines, r"^\S+\.go:\d+:\d+: ", r"^go: ", r"^# \S+$", r"^\t\S.*: is replaced by ",
                     r"^\t(path|mod|dep|=>)\t", r"^\tbuild\t(-ldflags|vcs|-trimpath|CGO_ENABLED|GOOS|GOARCH)",
                     r"^all modules verified", r"^# \S+ v\S+", r"^## explicit",
                     r"^\S+ (dev|v\d\S*) \(commit ")
    keep = [i for i in keep if not lines[i].startswith("go: downloading ")]
    return keep


def make_release(lines):
    return match_all(lines, r"^==> \S+/\S+$", r"^cp: ", r"^make(\[\d+\])?: \*\*\* ", r"^[0-9a-f]{64}  \S",
                     r"^\S+\.go:\d+:\d+: ")


def cmake(lines):
    keep = match_all(lines, r"^CMake (Error|Warning)", r"^CPack Error", r"^-- Configuring incomplete",
                     r"^CPack: - package: .* generated\.", r"^-- Installing: ", r"^-- Set runtime path",
                     r"^-- CPACK_\w+ not set")
    # the indented message under "CMake Error at ..."
    for i, l in enumerate(lines):
        if l.startswith("CMake Error") or l.startswith("CMake Warning"):
            keep += follow(lines, i, lambda x: x.startswith("  ") and not x.startswith("  /"))
    return keep


def meson(lines):
    keep = match_all(lines, r"^ERROR: ", r"^WARNING: ", r"^\d+/\d+ \S+ +(FAIL|ERROR|TIMEOUT)\b", r"^>>> ",
                     r"^Summary of Failures", r"^(Ok|Fail|Expected Fail|Unexpected Pass|Skipped|Timeout):\s+[1-9]",
                     r"^FAILED: ", r"^ninja: build stopped", r"^Created \S+", r"^Running unit tests on the distribution",
                     r"^Dist check build directory", r"^Project version: ", r"^\[\d+/\d+\] ")
    # the failing test's own output between the scissors rules
    for i, l in enumerate(lines):
        if "✀" in l:
            keep += follow(lines, i, lambda x: not x.startswith("――"))
    return keep


def reprotest(lines):
    return diffoscope(lines) + match_all(lines, r"^Reproduction (failed|successful)", r"^=+> (FAIL|PASS|OK)")


# ---------------------------------------------------------------- dispatch

FAMILIES = [
    (r"\bmake\b(?! (release|dist\b))|\bgcc\b|\bcc\b|dpkg-buildpackage|debuild|rpmbuild", [automake_tests, compiler]),
    (r"\bmake dist\b|make distcheck|cat tests/", [automake_tests, compiler]),
    (r"\bmake release\b", [make_release]),
    (r"configure\b", [configure]),
    (r"tar t|tar xzf .* && tar t|unzip -l|dpkg -c|git archive|find \S+ -printf|rpm -q\w*l", [archive_listing]),
    (r"sha256sum|\bcmp\b", [checksums]),
    (r"\bgpg\b|git tag -[sv]", [gpg]),
    (r"^(git (log|diff)|licensecheck|grep -n)", [whole]),   # only as the first command
    (r"desktop-file-validate|appstream-util|mandoc", [desktop_appstream_man]),
    (r"shellcheck", [shellcheck]),
    (r"lintian|debuild", [lintian]),
    (r"dpkg-buildpackage|debuild|dch ", [dpkg_build]),
    (r"dpkg -I", [dpkg_info]),
    (r"apt-get|apt-ftparchive", [apt]),
    (r"update-alternatives", [alternatives]),
    (r"\bfile\b|readelf|\bstrip\b", [binary_info]),
    (r"diffoscope", [diffoscope]),
    (r"reprotest", [reprotest]),
    (r"rpmbuild", [rpmbuild]),
    (r"-m build", [python_build, python_traceback]),
    (r"\.venv/bin/|pip install", [pip, python_traceback]),
    (r"\btwine\b", [twine]),
    (r"\bnpm\b", [npm]),
    (r"\bnode /", [node_error]),
    (r"\bcargo\b", [cargo]),
    (r"\bgo (build|vet|mod|version|tool)|lanternd-bin|make release", [go]),
    (r"\bcmake\b|\bcpack\b", [cmake]),
    (r"\bmeson\b", [meson]),
]

# hand additions: lines the rules above do not reach, by case name
HAND = {
    # the program's version banner that shows the stale version
    "venv-install-wheel-run": ["seedvault 0.8.2"],
    "cargo-build-release-version": ["quarrytally 0.4.0 (built 1796531568)", '3:version = "0.4.1"'],
    "ferrybell-version-mismatch": ["ferrybell 1.3.9 (built Dec  6 2026 04:26:21)",
                                   "2:AC_INIT([ferrybell], [1.4.0], [bugs@ferry.example])"],
    # the line that shows the Debian patch was not applied (the test then passes)
    "dpkg-buildpackage-patch-malformed": ["PASS: check-next.sh"],
    # the test program's output that differs from the expectation
    "make-check-fail": ["FAIL: check-late.sh"],
}


def rules_for(cmd):
    fams = []
    for pat, rules in FAMILIES:
        if re.search(pat, cmd):
            for r in rules:
                if r not in fams:
                    fams.append(r)
    return fams


def keep_lines(name, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(problems(lines))
    for rule in rules_for(cmd):
        idx.update(rule(lines))
    if re.search(r"\|\s*grep\b", cmd):
        idx.update(nonblank(lines))
    idx.update(nonblank(lines)[-3:])
    for want in HAND.get(name, []):
        hits = [i for i, l in enumerate(lines) if l == want]
        if not hits:
            raise SystemExit(f"{name}: hand line not in output: {want!r}")
        idx.add(hits[0])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8", newline="").read()   # keep \r as written
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0] if "-- keep --\n" in rest else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    total = 0
    for path in files:
        name = os.path.basename(path)[:-len(".txtar")]
        cmd, exit_, output = parse(path)
        keep = keep_lines(name, cmd, output)
        write(path, cmd, exit_, output, keep)
        total += len(keep)
        print(f"{name}: {len(keep)} keep lines")
    print(f"total: {total} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

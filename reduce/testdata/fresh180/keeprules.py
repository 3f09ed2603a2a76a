#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh180 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes and trailing whitespace removed.
Blank lines are never kept. Each distinct line is kept once, at its first
occurrence in output order.

The rules are per tool, picked from the command (npm/npx, pnpm, yarn, corepack,
git diff, go, pip/pipx/python -m build/venv, apt/dpkg). Every case also keeps its
last three non-blank lines, and the lines listed in HAND for it.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"

# Hand additions: lines that no general rule picks but that a reader must see.
HAND = {
    # the import check printed the packed length: the extension built and works
    "pip-install-c-ext-after-lz4-dev": ["19"],
    # go mod verify with a wrong go.sum line still says all is well: that is the finding
    "go-mod-verify-tampered-sum": ["all modules verified"],
}


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


PY_EXC = re.compile(
    r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Unavailable|Exit)\b(?::.*)?$")


def python_traceback(lines, indent=r"\s*"):
    """Exception lines (also indented inside pip's subprocess boxes) and project frames
    (files under the project, not the packages installed in its virtualenv)."""
    keep = []
    exc = re.compile(r"^" + indent + PY_EXC.pattern[1:])
    for i, l in enumerate(lines):
        if exc.match(l):
            keep.append(i)
        elif re.match(r'^\s*File "' + re.escape(PROJECT), l) and "/site-packages/" not in l:
            keep.append(i)
            if i + 1 < len(lines) and not lines[i + 1].lstrip().startswith("File "):
                keep.append(i + 1)
    return keep


def gcc_diag(lines, warnings=True):
    """file:line:col: error (and warning) lines of a C/C++ compiler."""
    kinds = "fatal error|error|warning" if warnings else "fatal error|error"
    return match_all(lines, r"^\s*\S+:\d+:\d+: (" + kinds + r"): ",
                     r"^\s*error: command '.*' failed", r"^\s*\S*(gcc|g\+\+|cc1\w*): (fatal )?error: ")


# ---------------------------------------------------------------- npm

NPM_ERESOLVE = (
    r"^npm (error|warn) (code \w+|ERESOLVE .*)$",
    r"^npm (error|warn) While resolving: ",
    r"^npm (error|warn) Found: ",
    r"^npm (error|warn) Could not resolve dependency:$",
    r"^npm (error|warn) Conflicting peer dependency: ",
    r"^npm (error|warn)\s+(peer |dev )?\S+@\"[^\"]*\" from (the root project|\S+@\S+)$",
    r"^npm (error|warn) Fix the upstream dependency conflict",
)


def npm(lines, cmd):
    keep = match_all(
        lines,
        *NPM_ERESOLVE,
        r"^npm error 404 Not Found - ",
        r"^npm error 404\s+The requested resource ",
        r"^npm error notarget ",
        r"^npm error `npm ci` can only install ",
        r"^npm error (Invalid|Missing): ",
        r"^npm error (path|command failed|command sh -c|command git) ",
        r"^npm error command failed$",
        r"^npm error (An unknown git error|ssh: |fatal: )",
        r"^npm error (Error|TypeError|SyntaxError): ",
        r"^npm error\s+at .*\(" + re.escape(PROJECT),
        r"^npm error (invalid|extraneous|missing|peer dep missing): ",
        r"^npm error audit ",
        r"^npm warn audit ",
        r"^npm error could not determine executable",
        r"^npm warn EBADENGINE\s+(package|required|current): ",
        r"^npm warn install-scripts \d+ packages? ha",
        r"^npm warn install-scripts\s+\S+@\S+ \(",
        r"^npm warn rebuild ",
        r"^(added|removed|changed) \d+ packages?",
        r"^up to date",
        r"^rebuilt dependencies successfully",
        r"^> \S+@\S+ (pre|post)?install$",                 # lifecycle script banner
        r"\S+: wrote \d+ ",                                # the project's own postinstall output
        r"UNMET (PEER )?DEPENDENCY ",
        r" (invalid|extraneous)\b",
        r"^(node-sass build )?Binary (found|is fine)",
        r"^Installed to ",
        r"^Cannot download ",
        r"^gyp (ERR!|info ok)",
        r"^Testing binary",
    )
    keep += gcc_diag(lines, warnings=False)       # warnings inside a dependency's native build are not ours
    # npm ls of named packages, npm outdated, npm explain of one package: the listing is the result
    if re.search(r"npm (ls|list) [a-z@]", cmd) or re.search(r"npm outdated", cmd):
        keep += match_all(lines, r"^(Package\s+Current|\S+\s+\d\S*\s+\d\S*\s+\d)", r"^[│├└ ]*[├└]─")
    if re.search(r"npm (ls|list) --depth", cmd) or re.search(r"npm (ls|list) --all", cmd):
        keep += match_all(lines, r" (invalid|extraneous)\b", r"UNMET (?!OPTIONAL)")
    if "npm doctor" in cmd:
        # each failed check: its name, "Not ok" and the reason under it
        for i, l in enumerate(lines):
            if l == "Not ok":
                keep += [i - 1, i, i + 1]
        keep += match_all(lines, r"^npm warn doctor ")
    if "npm update" in cmd:
        keep += match_all(lines, r"^(add|remove|change) \S+ ")  # the update plan is what was asked for
    if "npm explain" in cmd:
        # each installed copy (unindented) and the line that says who pulled it in
        for i, l in enumerate(lines):
            if re.match(r"^\S+@\S+$", l):
                keep.append(i)
                if i + 2 < len(lines) and lines[i + 2].startswith("  "):
                    keep.append(i + 2)
    return keep


# ---------------------------------------------------------------- pnpm / yarn / corepack

def pnpm(lines, cmd):
    keep = match_all(
        lines,
        r"^Error: ERR_PNPM_\w+",
        r"^\s*× ",
        r"^\s*╰─▶ ",
        r"^\s*help: ",
        r"^\s*Failure reason:",
        r"^\s*\* ",
        r"^\s+- \S+ \(lockfile: ",
        r"^✗ \d+ peer dependenc",
        r"^✕ ",
        r"^Issues with peer dependencies",
        r"^\s+Installed: ",
        r"^Packages: [+-]",
        r"^[↑↓+-] \S+ \d",
        r"^(dev|optional)?[dD]ependencies:$",
        r"^Done in ",
        r"^Already up to date",
        r"postinstall: (Done|Failed)",
        r"^allowBuilds:",
        r"^\s+\S+: (true|false)$",
        r"^\s*ERROR\s+",
        r"^Found \d+ versions? of ",
        r"^· \d+ dependenc",
    )
    # peers check: the wanted version and who wants it
    for i, l in enumerate(lines):
        if re.match(r"^\s+Wanted:$", l):
            keep.append(i)
            j = i + 1
            while j < len(lines) and lines[j].startswith("    "):
                keep.append(j)
                j += 1
    # outdated table: every data row (the listing is the result)
    if "outdated" in cmd:
        keep += match_all(lines, r"^│ \S")
    # why: the package line and its direct dependents
    if " why " in cmd:
        keep += match_all(lines, r"^\S+@\S+$", r"^[├└]─[┬─] ")
    return keep


def yarn(lines, cmd):
    keep = match_all(
        lines,
        r"^error ",
        r"^warning ",
        r"^(info \r)?=> Found ",
        r"^info (Has been hoisted|This module exists because)",
        r"^success ",
        r"^Done in ",
        r"^info No lockfile found",
    )
    if "outdated" in cmd:
        keep += match_all(lines, r"^(Package\s+Current|\S+\s+\d\S*\s+\d\S*\s+\d)")
    return keep


def corepack(lines, cmd):
    return match_all(
        lines,
        r"^\s*(\[cause\]: )?\w*Error: ",
        r"^\s+code: '",
        r"^\s+hostname: '",
        r"^\s*ERROR\s+",
        r"^Node\.js v",
    )


# ---------------------------------------------------------------- git diff of lock files and go.mod/go.sum

def git_diff(lines, cmd):
    keep = match_all(lines, r"^diff --git ", r"^ \S+\s+\|\s+\d+ ", r"^ \d+ files? changed")
    hunk_start = 0
    for i, l in enumerate(lines):
        m = re.match(r"^@@ -(\d+)", l)
        if m:
            hunk_start = int(m.group(1))
            continue
        if not re.match(r"^[-+](?![-+]{2} )", l):
            continue
        body = l[1:]
        if re.search(r"go\.(mod|sum)", cmd):
            keep.append(i)                                        # every go.mod/go.sum change
        elif re.match(r'^\s+"node_modules/[^"]+": \{$', body):
            keep.append(i)                                        # package added/removed in package-lock
        elif re.match(r'^\s+"version": "', body):
            # a version that changed in place: the - and + lines stand next to each other
            # (a few lines apart, with integrity and resolved between), and the package it belongs to
            other = "+" if l[0] == "-" else "-"
            if any(0 <= j < len(lines) and lines[j].startswith(other) and '"version": "' in lines[j]
                   for j in range(i - 3, i + 4)):
                keep.append(i)
                j = i - 1
                while j >= 0 and not re.match(r'^[ -+]\s+"node_modules/[^"]+": \{$', lines[j]) and not lines[j].startswith("@@"):
                    j -= 1
                if j >= 0 and re.match(r'^[ -+]\s+"node_modules/', lines[j]):
                    keep.append(j)
        elif re.match(r'^\s+"[^"]+": "[\^~<>=*\d][^"]*",?$', body) and hunk_start < 50:
            keep.append(i)                                        # the root package's dependency specifiers
        elif re.match(r"^\s+(specifier|version): ", body):
            keep.append(i)                                        # pnpm-lock importer entries
        elif re.match(r"^\s+'?@?[\w./-]+@\d[^:]*'?:$", body):
            keep.append(i)                                        # pnpm-lock package keys
    return keep


# ---------------------------------------------------------------- go

def go(lines, cmd):
    keep = match_all(
        lines,
        r"^go: (found|upgraded|downgraded|added|removed) ",
        r"^go: (?!downloading |finding )",                       # every other go: message is a problem
        r"^\S+\.go:\d+:\d+: ",
        r"^\t(go get|go mod|server response:|module declares|\s*but was required|downloaded:|go\.sum:)",
        r"^\t\S.*: (is explicitly required|is marked as explicit|.*not marked)",
        r"^\t\S+ imports$|^\t\S+: ",
        r"^verifying \S+: checksum mismatch",
        r"^SECURITY ERROR",
        r"^This download does NOT match",
        r"^\tTo sync the vendor directory",
        r"^\t\tgo mod vendor",
        r"^all modules verified",
        r"dir has been modified",
        r"^\S+ v\S+ \[v\S+\]$",                                   # list -m -u: an upgrade is available
        r"^# \S+$",                                               # mod why headers
        r"^\(main module does not need",
        r"^[-+](?![-+]{2} )",                                     # tidy -diff changes
        r"^diff current/",
        r"^-rwx",
        r"^exit=",
        r"^unused \S+$",                                          # tidy -v: a requirement it dropped
    )
    # version -m: the module versions built into the binary
    if "version -m" in cmd:
        keep += match_all(lines, r"^\S+: go\d", r"^\t(mod|dep|=>)\t")
    # mod why: each import chain is the answer that was asked for
    if "mod why" in cmd:
        keep += nonblank(lines)
    # mod graph: the main module's own requirements (unfiltered), or every line when filtered by grep
    if "mod graph" in cmd:
        if "grep" in cmd:
            keep += nonblank(lines)
        else:
            main = lines[0].split()[0] if lines else ""
            keep += [i for i, l in enumerate(lines) if l.startswith(main + " ")]
    # cat of a go.mod or go.work after sync/init: the requirement lines and go directive
    if "cat " in cmd:
        keep += match_all(lines, r"^(module|go|require|use|replace) ", r"^\t\S+ v\S+", r"^\t\.{1,2}/?\S*$")
    return keep


# ---------------------------------------------------------------- pip, venv, build, pipx

def pip(lines, cmd):
    keep = python_traceback(lines)
    keep += gcc_diag(lines)
    keep += match_all(
        lines,
        r"^\s*ERROR: ",
        r"^\s*error: ",
        r"^\s*× ",
        r"^The conflict is caused by:",
        r"^\s+\S+ \S+ depends on ",
        r"^\s+The user requested ",
        r"^\S+ \S+ (has requirement|requires) ",                # pip check and resolver warnings
        r"^No broken requirements found",
        r"^Successfully (installed|built|uninstalled) ",
        r"^\s+Successfully uninstalled ",
        r"^Failed to build ",
        r"^\s*ERROR: Failed building wheel",
        r"^FAILED: ",
        r"^\S+ is already installed with the same version",
        r"^Failed to upgrade shared libraries",
        r"^pipx\.\S+Error: ",
        r"^Cannot determine package name",
        r"^\S+ looks like a filename, but the file does not exist",
        r"^WARNING: Requirement '.*' looks like a filename",
        r"^Requirement already satisfied: ",
        r"^\s+\d+ \| #include ",                                 # the include that failed
        r"^\* (Creating|Installing packages in|Building|Getting)",
        r"^pip \d",                                              # pip --version
        r"^Name: |^Version: |^Location: |^Editable project location: |^Requires: |^Required-by: ",
        r"^\s*\"(name|version|url)\": ",                         # --report: what would be installed
        r"^(-[rwx-]{9} .* )?\S+\.(whl|tar\.gz)$",                 # built artifacts in ls/dist listings
        r"^\s*Created wheel for ",
        r"^\S+ \S+ requires \S+, which is not installed",
        r"^Compatible tags: \d+",                                 # pip debug: how many tags, and the best one
        r"^sys\.version: ",
    )
    for i, l in enumerate(lines):
        if l.startswith("Compatible tags: ") and i + 1 < len(lines):
            keep.append(i + 1)
    # connection retries: one line per URL that could not be reached
    seen = set()
    for i, l in enumerate(lines):
        m = re.match(r"^\s*WARNING: Retrying .*\)': (/\S+)$", l)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            keep.append(i)
    # pip freeze and pip list: the listing is the result
    if re.search(r"pip (freeze|list)(?! --outdated)", cmd):
        keep += [i for i in nonblank(lines) if not lines[i].startswith("WARNING")]
    # the line after "Cannot determine package name from spec" and the error box's last hint
    for i, l in enumerate(lines):
        if l.startswith("Cannot determine package name") and i + 1 < len(lines):
            keep.append(i + 1)
        if re.match(r"^\s*╰─> To install Python packages system-wide", l):
            keep.append(i)
        if l.startswith("note: If you believe this is a mistake"):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- apt, dpkg

def apt(lines, cmd):
    keep = match_all(
        lines,
        r"^E: ",
        r"^W: ",
        r"^Package \S+ is not available",
        r"^However the following packages replace it:",
        r"^The following packages have unmet dependencies:",
        r"^ \S+ : (Pre)?Depends: |^\s+(Pre)?Depends: |^ \S+ : (Conflicts|Breaks): ",
        r"^\d+ upgraded, \d+ newly installed, \d+ to remove",
        r"^Need to get ",
        r"^After this operation",
        r"^The following (NEW packages will be installed|packages will be REMOVED|additional packages will be installed|packages will be upgraded|packages have been kept back):$",
        r"^WARNING: The following essential packages will be removed",
        r"^dpkg-query: ",
        r"^dpkg: error",
        r"^Errors were encountered",
        r"^\S+:$",                                               # apt-cache policy package header
        r"^\s+(Installed|Candidate): ",
        r"^\S+ is already the newest version",
        r"^Fetched ",
    )
    # a real install: the requested packages being set up
    m = re.search(r"apt-get install ((?:\S+ ?)+)", cmd)
    if m and " -s" not in cmd:
        wanted = [w.split("=")[0] for w in m.group(1).split() if not w.startswith("-")]
        for i, l in enumerate(lines):
            mm = re.match(r"^Setting up ([^: ]+)(:\w+)? ", l)
            if mm and mm.group(1) in wanted:
                keep.append(i)
    # the package that replaces an obsolete one
    for i, l in enumerate(lines):
        if l.startswith("However the following packages replace it:") and i + 1 < len(lines):
            keep.append(i + 1)
    # apt-cache show filtered to a few fields: every field is the result asked for
    if "apt-cache show" in cmd:
        keep += nonblank(lines)
    # dpkg -l | grep: every row is the result asked for
    if re.search(r"dpkg -l\b", cmd):
        keep += match_all(lines, r"^[iurph][inrcfuhWt]\s+\S+")
    # apt list --upgradable: the rows of the Python toolchain the session was working on
    if "--upgradable" in cmd:
        keep += match_all(lines, r"^(lib)?python3[\w.-]*/")
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)
    if c.startswith("git diff"):
        return git_diff
    if re.match(r"(apt|apt-get|apt-cache|dpkg)\b", c):
        return apt
    if "pnpm" in c and "corepack" not in c:
        return pnpm
    if "corepack" in c:
        return corepack
    if re.search(r"\byarn\b", c):
        return yarn
    if re.search(r"\bnpm\b|\bnpx\b", c):
        return npm
    if re.search(r"\bgo (build|get|mod|list|run|install|work|test)\b", c):
        return go
    if re.search(r"\bpip3?\b|pipx|python3? -m (build|venv|pip)", c):
        return pip
    if re.search(r"\bapt(-get|-cache)?\b|\bdpkg\b", c):
        return apt
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(name, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    for extra in HAND.get(name, []):
        found = [i for i, l in enumerate(lines) if l == extra]
        if not found:
            raise SystemExit(f"{name}: hand line not in output: {extra!r}")
        idx.add(found[0])
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
    text = open(path, encoding="utf-8", newline="").read()   # keep \r inside lines as written
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for path in files:
        name = os.path.basename(path)[:-len(".txtar")]
        cmd, exit_, output = parse(path)
        keep = keep_lines(name, cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{name}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])

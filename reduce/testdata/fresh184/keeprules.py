#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh184 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes and trailing whitespace removed.
Blank lines are never kept. Each distinct line is kept once, at its first
occurrence in output order.

The rules are per tool, picked from the command (a chain such as
`latexmk` or `make` uses the rules of every tool it drives). Every case also
keeps its last non-blank line, `make: ***` lines, `command not found` lines,
the exit codes that a command echoes itself, and `ls -l` rows of files.
The hand additions at the end name lines that no general rule can know are
the point of the run (planted spelling mistakes, a mangled table).
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
TEX_WRAP = 79  # TeX's max_print_line: a line this long continues on the next one


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def first_per(lines, pattern, key=lambda m: m.group(1), start=0):
    """Index of the first line (from `start`) matching pattern for each distinct key."""
    rx = re.compile(pattern)
    seen, keep = set(), []
    for i in range(start, len(lines)):
        m = rx.search(lines[i])
        if m:
            k = key(m)
            if k not in seen:
                seen.add(k)
                keep.append(i)
    return keep


def universal(lines, raw, cmd):
    keep = match_all(
        lines,
        r"^make(\[\d+\])?: \*\*\* ",
        r": command not found$",
        r"^(exit|rc)[= ]\d+$",
        r"^[-dl][rwx-]{9}\.? +\d+ \S+ +\S+ +\d+ ",          # ls -l rows
    )
    nb = nonblank(lines)
    keep += nb[-1:]
    return keep


# ---------------------------------------------------------------- TeX family

def tex_runs(lines):
    """Start index of the last TeX engine run in the output (0 if only one)."""
    starts = [i for i, l in enumerate(lines)
              if re.match(r"^This is (pdfTeX|XeTeX|LuaHBTeX|LuaTeX|e-TeX|TeX),", l)]
    return starts[-1] if starts else 0


def tex(lines, raw, cmd):
    keep = []
    err = re.compile(r"^(!|\S+\.(tex|texi|sty|cls|bbl|aux|ltx|def):\d+: )")
    for i, l in enumerate(lines):
        if err.match(l) and not l.startswith("!  ==>"):
            keep.append(i)
            # the l.NN line that shows where TeX stopped
            for j in range(i + 1, min(i + 9, len(lines))):
                if re.match(r"^l\.\d+ ", lines[j]):
                    keep.append(j)
                    break
                if err.match(lines[j]):
                    break
        elif l == "Runaway argument?" and i + 1 < len(lines):
            keep += [i, i + 1]
    keep += match_all(
        lines,
        r"==> Fatal error occurred",
        r"^No pages of output\.",
        r"^Output written on ",
        r"texi2dvi: .* quitting",
    )
    # warnings: all of them, except the ones that describe the state between runs
    # (undefined keys, "rerun" requests), which are kept from the last TeX run only:
    # earlier runs are before bibtex/biber had run and their warnings are stale
    last = tex_runs(lines)
    stale = re.compile(r"(There were undefined|Label\(s\) may have changed|[Rr]e-?run|has changed\.$)")
    for i, l in enumerate(lines):
        if re.match(r"^(LaTeX Warning: (?!Reference|Citation)|Package (?!natbib Warning: Citation)\S+ Warning: )", l):
            if i >= last or not stale.search(l):
                keep.append(i)
    keep += first_per(lines, r"^(?:LaTeX|Package natbib) Warning: (Reference|Citation) [`'](.+?)' on page",
                      key=lambda m: m.group(1) + m.group(2), start=last)
    keep += first_per(lines, r"^l\.\d+: Undefined cross reference [`'](.+?)(?:-snt|-pg)?'")
    # overfull boxes of 10 pt or more
    for i, l in enumerate(lines):
        m = re.match(r"^Overfull \\[hv]box \((\d+(?:\.\d+)?)pt too (wide|high)\)", l)
        if m and float(m.group(1)) >= 10:
            keep.append(i)
    # missing glyphs: the first per character for a real font; for nullfont (a cascade
    # of a font that failed to load) only the first
    keep += first_per(lines, r"^Missing character: There is no (\S+).* in font (?!nullfont)(\S+)",
                      key=lambda m: m.group(1) + m.group(2))
    keep += first_per(lines, r"^Missing character: There is no .* in font (nullfont)")
    # continuation lines: (package) lines under a kept package warning
    kept = set(keep)
    for i in sorted(kept):
        if re.match(r"^Package \S+ Warning: ", lines[i]):
            j = i + 1
            while j < len(lines) and re.match(r"^\(\w+\)\s", lines[j]):
                keep.append(j)
                j += 1
    keep += latexmk(lines, raw, cmd)
    keep += bibtex(lines, raw, cmd) + biber(lines, raw, cmd) + makeindex(lines, raw, cmd)
    return wrap(keep, raw)


def wrap(keep, raw):
    """A kept line that TeX wrapped at 79 characters keeps its continuation."""
    out = set(keep)
    for i in sorted(out):
        j = i
        while j + 1 < len(raw) and len(raw[j].rstrip("\n")) == TEX_WRAP:
            j += 1
            out.add(j)
    return sorted(out)


def latexmk(lines, raw, cmd):
    keep = match_all(
        lines,
        r"^Latexmk: Maximum runs",
        r"^Latexmk: Errors",
        r"^Latexmk: Failure in processing",
        r"^Latexmk: All targets .* up-to-date",
        r"^Collected error summary",
        r"^Biber (warning|error): ",
    )
    # the indented lists under these headers
    for i, l in enumerate(lines):
        if re.match(r"^(Latexmk: Summary of warnings|Latexmk: ====List of undefined|Collected error summary)", l):
            keep.append(i)
            j = i + 1
            while j < len(lines) and lines[j].startswith(" "):
                keep.append(j)
                j += 1
    return keep


def bibtex(lines, raw, cmd):
    keep = match_all(
        lines,
        r"^Warning--",
        r"---line \d+ of file ",
        r"^\(There w(as|ere) \d+ (error messages?|warnings?)\)",
        r"^I couldn't open ",
    )
    # the source line shown under an error (" : " lines)
    for i, l in enumerate(lines):
        if re.search(r"---line \d+ of file ", l):
            for j in range(i + 1, min(i + 3, len(lines))):
                if lines[j].startswith(" : ") and lines[j].strip(" :"):
                    keep.append(j)
                    break
    return keep


def biber(lines, raw, cmd):
    return match_all(lines, r"^(ERROR|WARN) - ", r"^INFO - (WARNINGS|ERRORS): \d+",
                     r"^\[\d+\] .*> (ERROR|WARN) - ")


def makeindex(lines, raw, cmd):
    keep = match_all(
        lines,
        r"^!! Input index error",
        r"^## Warning",
        r"entries accepted, \d+ rejected",
        r"lines written, \d+ warnings?\)",
    )
    for i, l in enumerate(lines):
        if re.match(r"^(!! Input index error|## Warning)", l) and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


def chktex(lines, raw, cmd):
    # one finding per (file, warning number), and the summary
    keep = first_per(lines, r"^Warning (\d+) in (\S+) line \d+:", key=lambda m: (m.group(1), m.group(2)))
    keep += first_per(lines, r"^(\S+?):\d+:\d+:(\d+):", key=lambda m: (m.group(1), m.group(2)))
    keep += match_all(lines, r"^(Error|Message) \d+ in ", r"errors? printed; \d+ warnings? printed")
    return keep


def lacheck(lines, raw, cmd):
    return match_all(lines, r'^"\S+", line \d+: ')


# ---------------------------------------------------------------- other document tools

def graphviz(lines, raw, cmd):
    keep = match_all(
        lines,
        r"^(Error|Warning): ",
        r"syntax error in line \d+",
        r"^Format: .* not recognized",
        r"graph is too large",
        r"^in label of node ",
        r"^\.\.\. .* \.\.\.$",
        r"^mincross \S+: \d+ crossings",
        r"^routesplines: ",
        r"^overlap: ",
    )
    if cmd.startswith("gc "):
        keep += nonblank(lines)
    if cmd.startswith("ccomps"):
        # the component list: the largest component and the count of components
        comps = [(int(m.group(1)), i) for i, l in enumerate(lines)
                 for m in [re.match(r"^\(\s*\d+\)\s+(\d+) nodes", l)] if m]
        if comps:
            keep.append(max(comps)[1])
        keep += match_all(lines, r"^\s*\d+ nodes\s+\d+ edges\s+\d+ components")
    return keep


def plantuml(lines, raw, cmd):
    return match_all(lines, r"^Error line \d+ in file", r"contains errors", r"^Warning", r"Found \d+ files")


def xmllint(lines, raw, cmd):
    return match_all(
        lines,
        r"^\S+:\d+: (parser error|element \S+: (?:Relax-NG )?validity error|element \S+: XInclude error|namespace error)",
        r"^\S+:\d+: .*(error|warning) ?: ",
        r"^warning: failed to load",
        r"fails to validate$",
        r"does not validate$",
        r" validates$",
    )


def asciidoctor(lines, raw, cmd):
    keep = match_all(lines, r"^asciidoctor: (FATAL|ERROR|WARNING|INFO|FAILED): ", r"\((LoadError|NameError|ArgumentError)\)$")
    if "xmllint" in cmd:
        keep += xmllint(lines, raw, cmd)
    return keep


def pandoc(lines, raw, cmd):
    keep = match_all(
        lines,
        r"^\[WARNING\] ",
        r"^\[INFO\] Not rendering ",
        r"^pandoc: ",
        r"^Error producing PDF",
        r"^Failing because there were warnings",
        r"^Error running filter ",
        r"^\S+\.lua:\d+: ",
        r"^\t\S+\.lua:\d+: in ",
        r"YAML parse exception",
        r"not found in resource path",
    )
    for i, l in enumerate(lines):
        if "YAML parse exception" in l and i + 1 < len(lines):
            keep.append(i + 1)
        if l == "Error producing PDF.":
            for j in range(i + 1, min(i + 4, len(lines))):
                if lines[j].startswith("!") or re.match(r"^l\.\d+ ", lines[j]):
                    keep.append(j)
    # what a Lua filter printed itself (anything that is not pandoc's own message)
    if "--lua-filter" in cmd:
        keep += [i for i, l in enumerate(lines) if l.strip() and not l.startswith("[")
                 and not l.startswith("pandoc") and not l.startswith("Error running")
                 and "stack traceback" not in l and not l.startswith("\t")]
    return keep


def troff(lines, raw, cmd):
    return match_all(
        lines,
        r"^(troff|groff|grotty|tbl|eqn|preconv|man)(: |:<).*\b(warning|error)\b",
        r"^troff: .*: (warning|error)",
        r"^mandoc: \S+:\d+:\d+: (UNSUPP|ERROR|WARNING|STYLE|BADARG): ",
    )


def makeinfo(lines, raw, cmd):
    keep = match_all(lines, r"^\S+\.texi:\d+: ", r"^makeinfo: ", r"^texi2any: ")
    if "texi2pdf" in cmd or "texi2dvi" in cmd:
        keep += tex(lines, raw, cmd)
    return keep


def hugo(lines, raw, cmd):
    keep = match_all(lines, r"^ERROR ", r"^Error: ", r"^WARN ", r"^\s+Pages\s+\|", r"^Total in ",
                     r"^Web Server is available at ", r"^\d{3} https?://\S+$")
    if " list " in cmd:
        # header, drafts, and pages whose date did not parse (zero date)
        keep += [0] if lines else []
        keep += [i for i, l in enumerate(lines) if l.count(",") >= 7 and
                 (l.split(",")[3].startswith("0001-01-01") or l.split(",")[6] == "true")]
    if "--templateMetrics" in cmd:
        # column header and the costliest template (first row)
        for i, l in enumerate(lines):
            if re.match(r"^\s+-{5,}", l):
                keep += [i - 2, i - 1]
                if i + 1 < len(lines):
                    keep.append(i + 1)
                break
    return keep


def pdfinfo(lines, raw, cmd):
    keep = match_all(lines, r"^Pages:", r"^Page size:", r"^name\s+type\s+encoding")
    # fonts that are not embedded or are bitmap (Type 3)
    keep += [i for i, l in enumerate(lines) if re.search(r"\s(Type 3)\s", l) or re.match(r"^\S+\s+.*\s+no\s+(yes|no)\s+(yes|no)\s+\d+", l)]
    return keep


def grep_selection(lines, raw, cmd):
    """grep already selected the lines the developer asked for: keep them all."""
    return [i for i, l in enumerate(lines) if l.strip() and l != "--" and not re.match(r"^\d+-$", l)]


def spelling(lines, raw, cmd):
    return []  # only the planted misspellings, listed below as hand additions


# ---------------------------------------------------------------- dispatch

TEX_CMDS = r"\b(pdflatex|xelatex|lualatex|latexmk)\b"


def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)
    c = re.sub(r"^cd \S+ && ", "", c)
    first = c.split()[0]
    if first == "grep" or re.search(r"\| grep (?!-v)", c):
        return [grep_selection]
    if re.search(TEX_CMDS, c):
        return [tex]
    if first in ("texi2pdf", "texi2dvi", "makeinfo", "texi2any") or "makeinfo" in c:
        return [makeinfo]
    if first == "bibtex":
        return [bibtex]
    if first == "biber":
        return [biber]
    if first == "makeindex":
        return [makeindex]
    if first in ("cat", "tail", "head"):
        if re.search(r"\.log\b", c):
            return [tex]
        if re.search(r"\.blg\b", c):
            return [bibtex, biber]
        if re.search(r"\.ilg\b", c):
            return [makeindex]
    if first == "chktex":
        return [chktex]
    if first == "lacheck":
        return [lacheck]
    if first in ("dot", "neato", "sfdp", "fdp", "twopi", "circo", "gc", "ccomps"):
        return [graphviz]
    if first == "plantuml":
        return [plantuml]
    if first == "xmllint":
        return [xmllint]
    if first == "asciidoctor":
        return [asciidoctor]
    if first == "pandoc":
        return [pandoc, lacheck] if "lacheck" in c else [pandoc]
    if first == "make":
        return [pandoc, tex]
    if first in ("groff", "man", "mandoc", "troff", "nroff"):
        return [troff]
    if first == "hugo":
        return [hugo]
    if first in ("aspell", "hunspell"):
        return [spelling]
    if first in ("pdfinfo", "pdffonts"):
        return [pdfinfo]
    raise SystemExit(f"no rules for command: {cmd}")


# ---------------------------------------------------------------- hand additions

# Planted misspellings: in a spelling list only these are mistakes; the other words are
# species, place names, citation keys and British spellings that the dictionaries lack.
TYPOS = ("recieve", "recored", "hihg", "lanse", "waterprof", "relaible")

# Lines that are the point of a run but that no rule above can recognise.
HAND = {
    # without -t the tbl preprocessor never ran: the table came out as raw tbl source
    "groff-conf5-no-tbl": [
        "       allbox tab(|); lb lb lb l l l.  Key|Type|Meaning station|string|Default",
    ],
    # with -t the table renders: its header row is the result the run was for
    "groff-tbl-conf5-ok": [
        "       │Key\t       │ Type\t │ Meaning\t\t\t\t\t  │",
    ],
    # the filter printed no counts at all: its names were loaded in Meta, which runs after Emph
    "pandoc-lua-filter-no-counts": [],
}


def keep_lines(name, cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw]
    idx = set()
    for rule in rules_for(cmd):
        idx.update(rule(lines, raw, cmd))
    idx.update(universal(lines, raw, cmd))
    if re.match(r"^(aspell|hunspell)\b", cmd):
        idx.update(i for i, l in enumerate(lines) if any(re.search(r"\b%s\b" % t, l) for t in TYPOS))
    for h in HAND.get(name, []):
        if h not in lines:
            raise SystemExit(f"{name}: hand line not in output: {h!r}")
        idx.add(lines.index(h))
    out, seen = [], set()
    for i in sorted(idx):
        if i < 0 or i >= len(lines):
            continue
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0] if "-- keep --\n" in rest else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8") as f:
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
    print(f"total: {total} keep lines in {len(files)} cases")


if __name__ == "__main__":
    main(sys.argv[1:])

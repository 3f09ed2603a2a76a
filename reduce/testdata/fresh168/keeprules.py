#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh168 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes removed and trailing whitespace
(including a CSV's trailing \\r) removed. Blank lines are never kept. Each
distinct line is kept once, at its first occurrence in output order.

The rules are per tool, picked from the command (a command that chains several
tools gets the rules of each tool it names). Every case also keeps its last
three non-blank lines, and the lines listed for it in HAND (the result a
command was run to get, where no general rule can tell it from the rest of a
table). The rules were written from the outputs of this set only.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def block_after(lines, i, stop):
    """Indices of the lines after i up to (not including) the first that matches stop."""
    out = []
    j = i + 1
    while j < len(lines) and not re.search(stop, lines[j]):
        out.append(j)
        j += 1
    return out


# ---------------------------------------------------------------- shared rules

PY_EXC = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Exit|Interrupt)\b(?::.*)?$")
PY_WARN = re.compile(r"^\S+:\d+: \w*Warning:(\s|$)")
# tooling notices printed on every run, whatever the project does: not about the user's code or data
NOISE_WARN = re.compile(r"(MissingIDFieldWarning|RemovedIn20Warning): ")


def python_traceback(lines):
    """Exception lines, project frames with their source line, warnings with their source line."""
    keep = []
    for i, l in enumerate(lines):
        if PY_EXC.match(l):
            keep.append(i)
        elif re.match(r'^\s*File "(' + re.escape(PROJECT) + r'|scripts/|<string>)', l):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    ") and not lines[i + 1].lstrip().startswith("File "):
                keep.append(i + 1)
        elif PY_WARN.match(l.strip()) and not NOISE_WARN.search(l):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("  "):
                keep.append(i + 1)
        if l == "Traceback (most recent call last):":
            j = i + 1
            while j < len(lines) and (lines[j].startswith(" ") or not lines[j].strip()):
                j += 1
            if j < len(lines):
                keep.append(j)
    # sklearn's ConvergenceWarning: the headline and the stop reason under it
    for i, l in enumerate(lines):
        if "ConvergenceWarning: " in l and i + 1 < len(lines):
            keep.append(i + 1)
    # pandas SettingWithCopyWarning: the offending statement two lines under the URL
    keep += match_all(lines, r"^A value is trying to be set on a copy of a slice")
    # numba typing errors
    keep += match_all(lines, r"^No implementation of function", r"^ >>> ", r"got an unexpected keyword",
                      r'^File "\S+", line \d+:$', r"^During: typing of call at ")
    for i, l in enumerate(lines):
        if re.match(r'^File "\S+", line \d+:$', l):
            # the offending source line sits above the caret line
            for j in range(i + 1, min(i + 8, len(lines))):
                if re.match(r"^\s*\^\s*$", lines[j]):
                    keep.append(j - 1)
                    break
    return keep


def diff_lines(lines):
    """Unified and normal diff bodies: file headers, hunks and changed lines."""
    keep = match_all(lines, r"^(---|\+\+\+) \S", r"^@@ ", r"^\d+(,\d+)?[acd]\d+(,\d+)?$")
    keep += [i for i, l in enumerate(lines) if re.match(r"^[-+<>](?![-+]{2} )", l) and not re.match(r"^[-\s]+$", l)]
    return keep


def sql_errors(lines):
    keep = match_all(lines, r"^(Parse|Runtime) error", r"^Error: ", r"error here -+\^$", r"^LINE \d+: ",
                     r"^Candidate bindings: ", r"^\w*Error: .*\(sqlite3\.", r"^\[SQL: ")
    for i, l in enumerate(lines):
        if l.startswith("LINE ") and i + 1 < len(lines) and re.match(r"^\s*\^\s*$", lines[i + 1]):
            keep.append(i + 1)
        if re.match(r"^Parse error", l) and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


def table_headers(lines):
    """Header row of column, box, pprint and +---+ tables."""
    keep = []
    for i, l in enumerate(lines):
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if l.strip() and re.match(r"^-+(  -+)+$", nxt):              # sqlite -column
            keep.append(i)
        elif l.startswith("│") and (i > 0 and lines[i - 1].startswith("┌")):   # sqlite -box
            keep.append(i)
        elif l.startswith("| ") and i > 0 and lines[i - 1].startswith("+-") and nxt.startswith("+-"):
            keep.append(i)                                             # +---+ tables
        elif l.startswith("| ") and re.match(r"^\| -", nxt):          # csvlook
            keep.append(i)
    return keep


# ---------------------------------------------------------------- tools

def pytest(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^_{3,} .+ _{3,}$",                             # failure headers
        r"^(FAILED|ERROR) ",                             # short summary
        r" (FAILED|ERROR)\s+\[",                         # -v rows
        r"^=* ?\d+ (failed|passed|error)",               # count line
        r"\b\d+ (failed|passed|errors?)\b.* in [\d.]+s",
        r"^\d+ tests? collected",
        r"^!{3,}",
        r"^(?:tests|wellspring)/\S+\.py:\d+: ",          # project locations
        r"^" + re.escape(PROJECT) + r"\S+\.py:\d+: ",     # --tb=line locations
        r"^\S+\.py [.FEsx]*[FE][.FEsx]*\s*(\[\s*\d+%\])?$",
        r"^[.FEsx]*[FE][.FEsx]*\s*\[\s*\d+%\]$",
    )
    for i, l in enumerate(lines):
        if not l.startswith("E "):
            continue
        body = l[1:].strip()
        if not body or re.match(r"^\+\s+(where|and)\s", body):       # blank and introspection lines
            continue
        keep.append(i)
    # the failing line (">") in test files
    for i, l in enumerate(lines):
        if l.startswith(">   ") or l.startswith(">       "):
            for j in range(i + 1, min(i + 40, len(lines))):
                if re.match(r"^\S+:\d+: ", lines[j]):
                    if lines[j].startswith("tests/") or lines[j].startswith(PROJECT + "wellspring/tests/"):
                        keep.append(i)
                    break
    # warnings summary: the test id above each warning
    in_warn = False
    for i, l in enumerate(lines):
        if re.match(r"^=+ warnings summary =+$", l):
            in_warn = True
        elif l.startswith("====") or l.startswith("-- Docs"):
            in_warn = False
        elif in_warn and re.match(r"^tests/\S+::\S+", l):
            keep.append(i)
    # hypothesis: the falsifying example (multi-line call in -q output)
    for i, l in enumerate(lines):
        if re.match(r"^(E\s+)?Falsifying example: ", l):
            keep += [j for j in block_after(lines, i, r"^(E\s+)?\)$")[:4]]
            keep.append(i)
    return keep


def python_run(lines, cmd):
    return python_traceback(lines)


def nbconvert(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(lines, r"^\[NbConvertApp\] Writing ", r"^CellExecutionError", r"^Cell In \[\d+\], line \d+$",
                      r"^-*> \d+ ", r"^cell \d+ ", r"^stderr .*Warning:(\s|$)", r"^File \S+:\d+, in ", r"^An error occurred while executing")
    # the statement under a warning printed from a cell's stderr
    for i, l in enumerate(lines):
        if re.match(r"^stderr .*Warning:(\s|$)", l):
            for j in range(i + 1, min(i + 8, len(lines))):
                if lines[j].startswith("  ") and not lines[j].startswith("   "):
                    keep.append(j)
                    break
    # warnings printed inside a cell (markdown export indents them by four)
    keep += [i for i, l in enumerate(lines) if re.match(r"^    \S+:\d+: \w*Warning:(\s|$)", l)]
    return keep


def r_check(lines, cmd):
    keep = match_all(
        lines,
        r"\.\.\. (NOTE|WARNING|ERROR)$",
        r"^ ERROR$",
        r"^Status: ",
        r"^\* building ",
        r"^\s*── (Failure|Error) \(",
        r"^\s*\[ FAIL \d+ ",
        r"^\s*Error: Test failures",
        r"^\s*`(actual|expected)`: ",
        r"\(`actual`\) not (equal|identical) to ",
        r"^ERROR: ",
        r"^\* DONE \(",
    )
    # the body of each NOTE / WARNING: up to the next "* checking" line
    for i, l in enumerate(lines):
        if re.search(r"\.\.\. (NOTE|WARNING)$", l):
            for j in block_after(lines, i, r"^\* "):
                if not re.match(r"^(All user-level objects|See chapter|Extensions|Portable packages|except perhaps|Use \\u)", lines[j].strip()):
                    keep.append(j)
    return keep


def testthat(lines, cmd):
    keep = match_all(
        lines,
        r"^(Failure|Error) \('",
        r"^\s*── (Failure|Error) \(",
        r"\(`actual`\) not (equal|identical) to ",
        r"^\s*`(actual|expected)`: ",
        r"^\s*\[ FAIL \d+ ",
        r"^Error: ",
        r"^Execution halted",
        r"^✖ \|",
        r"^══ Failed",
    )
    return keep


def rscript(lines, cmd):
    keep = match_all(lines, r"^Error in ", r"^Error: ", r"^Execution halted", r"^Warning messages?:",
                     r"^\d+: ", r"^In .*:\s*$")
    # "Error in ..." and "In f(x) :" are followed by the message on the next line
    for i, l in enumerate(lines):
        if re.match(r"^(Error in |In |\d+: In )", l) and i + 1 < len(lines) and lines[i + 1].startswith("  "):
            keep.append(i + 1)
        if l == "Warning message:" and i + 1 < len(lines):
            keep.append(i + 1)
    # model summaries: coefficient rows, fit statistics and the significance of each term
    in_coef = False
    for i, l in enumerate(lines):
        if l.startswith("Coefficients:"):
            in_coef = True
            keep.append(i)
            continue
        if in_coef:
            if not l.strip() or l.startswith("---"):
                in_coef = False
            else:
                keep.append(i)
    keep += match_all(lines, r"^Residual standard error", r"^Multiple R-squared", r"^F-statistic",
                      r"observations? deleted due to missingness", r"^\s*(Null|Residual) deviance",
                      r"^Number of Fisher Scoring", r"^AIC: ", r"^(Analysis of Variance|Response: )",
                      r"^\S+\s+\d+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+(< )?[\d.e-]+\s*[*.]*$",   # anova rows
                      r"^\w[\w ]*-\w[\w ]*\s+-?[\d.]+\s+-?[\d.]+\s+-?[\d.]+\s+[\d.]+$",  # TukeyHSD rows
                      r"^NA dates: ", r"^records: ")
    return keep


def lintr(lines, cmd):
    return match_all(lines, r"^\S+\.R:\d+:\d+: (style|warning|error): ")


def make(lines, cmd):
    keep = match_all(lines, r"^make(\[\d+\])?: \*\*\* ", r"^make(\[\d+\])?: Target .* not remade",
                     r"^make: Nothing to be done", r"warning: ", r"^\S+\.gp\" line \d+: ", r"^Warning: ",
                     r"^\S+\.f90:\d+:\d+:$", r"^\s+\d+ \|", r"\b\w+Error: ", r"^clean\.awk: ")
    keep += diff_lines(lines)
    keep += sql_errors(lines)
    return keep


def snakemake(lines, cmd):
    keep = match_all(
        lines,
        r"^Error in rule \w+:",
        r"^\w+Exception in ",
        r"^Missing input files for rule",
        r"^\s+affected files:",
        r"^Exiting because a job execution failed",
        r"one of the commands exited with non-zero exit code",
        r"^\d+ of \d+ steps \(\d+%\) done",
        r"^total\s+\d+",
        r"^This was a dry-run",
        r"^Job stats:",
        r"\bmissing\b.*update pending",
        r"^output_file\s",
    )
    for i, l in enumerate(lines):
        if l.strip() == "affected files:" or l.startswith("Missing input files"):
            keep += [j for j in block_after(lines, i, r"^\S")]
        if l.startswith("Error in rule"):
            for j in block_after(lines, i, r"^\S|^$"):
                if re.match(r"^\s+(jobid|output|shell):", lines[j]):
                    keep.append(j)
                    if lines[j].strip() == "shell:" and j + 1 < len(lines):
                        keep.append(j + 1)
    # the last "N of M steps" line is the progress that matters
    steps = match_all(lines, r"^\d+ of \d+ steps")
    keep = [i for i in keep if i not in steps[:-1]]
    keep += diff_lines(lines)
    return keep


def sqlite(lines, cmd):
    return sql_errors(lines) + table_headers(lines) + match_all(lines, r"^QUERY PLAN", r"^[|`]--", r"^CREATE TABLE")


def duckdb(lines, cmd):
    keep = sql_errors(lines) + table_headers(lines)
    keep += match_all(lines, r"^\(\d+ rows?\)$", r"^> ")
    # the "| Count |" tables that CREATE TABLE prints carry nothing
    keep = [i for i in keep if not re.match(r"^(\| Count \||\| \d+\s+\||\(1 row\))$", lines[i])]
    return keep


def csvkit(lines, cmd):
    keep = python_traceback(lines) + sql_errors(lines) + table_headers(lines)
    keep += match_all(lines, r"^\w+: error: ", r"^\w*Error: ", r"^Row count: ", r"^\s+\d+\. \"", r"Contains null values:\s+True")
    return keep


def mlr(lines, cmd):
    keep = match_all(lines, r"^mlr: ", r"^mlr\b.*error")
    # pprint header: the first line of each table
    for i, l in enumerate(lines):
        if l.strip() and (i == 0 or not lines[i - 1].strip()) and re.match(r"^[a-z_][\w ]+$", l) and not l.startswith("exit"):
            keep.append(i)
        elif l.startswith("| ") and i > 0 and lines[i - 1].startswith("+-"):
            keep.append(i)
    return keep


def awk(lines, cmd):
    return match_all(lines, r"^awk: ", r"^(g|m)?awk: ", r"^line \d+: ", r"^route\s+sailings")


def gnuplot(lines, cmd):
    return match_all(lines, r"\" line \d+: ", r"^\s*line \d+: ", r"warning: ", r"^After \d+ iterations the fit",
                     r"^Final set of parameters", r"^[ab]\s+= ", r"^rms of residuals", r"^gnuplot exit ",
                     r"^-rw.* build/delays\.png$")


def fortran(lines, cmd):
    keep = match_all(lines, r"^Program received signal", r"^Backtrace for this error",
                     r"^\s+at " + re.escape(PROJECT), r"^Note: The following floating-point exceptions",
                     r"^STOP \d+", r"\bNaN\b", r"Infinity", r"ERROR", r"^Warning: ", r"^Error: ",
                     r"^\S+\.f90:\d+:\d+:$", r"^r = alpha", r"^final ", r"^exit status ", r"\*{10,}")
    # the frame line above each project "at" line
    for i, l in enumerate(lines):
        if re.match(r"^\s+at " + re.escape(PROJECT), l) and i > 0:
            keep.append(i - 1)
    return keep


def octave(lines, cmd):
    keep = match_all(lines, r"^error: ", r"^warning: ", r"^The '\w+' function belongs to", r"^condition number")
    for i, l in enumerate(lines):
        if l.strip() in ("error: called from", "warning: called from") and i + 1 < len(lines):
            keep.append(i + 1)
    keep = [i for i in keep if lines[i] != "error: ignoring const execution_exception& while preparing to exit"]
    return keep


def plain(lines, cmd):
    return []


# ---------------------------------------------------------------- hand additions
# Lines a reader must see that no general rule can pick out of a table or a
# printed result: the changed value the command was run to get.

# the seven records with no flowering date, which the printout was run to find
RECORDS_NA = [
    "160     Kew Crataegus monogyna 2004         <NA>     obs5",
    "93      Kew     Prunus spinosa 1997         <NA>     obs9",
    "105     Kew     Prunus spinosa 2009         <NA>     obs7",
    "249  Malham Crataegus monogyna 2003         <NA>     obs4",
    "265  Malham Crataegus monogyna 2019         <NA>     obs9",
    "186  Malham     Prunus spinosa 2000         <NA>     obs5",
    "53   Wicken   Anemone nemorosa 2017         <NA>     obs7",
]


HAND = {
    "python-describe-percentiles-wide": ["                   count       mean       std    min       5%     50%      95%    max", "             21     30.0  19.610000  5.338832   0.00   9.1575  21.055  21.4055  21.45"],
    "python-groupby-agg-long": ["                         mpsas                ... moon_alt_deg", "                          mean    min    max  ...         mean   min   max", "Dark Hollow  2026-01-01  17.40   0.00  21.15  ...        13.43   9.5  18.2"],
    "duckdb-node-sum-varchar-binder-error": ["| passengers    | VARCHAR     | YES  | NULL | NULL    | NULL  |"],
    "awk-hourly-histogram": ["10:00   60 sailings  mean delay  9.50  ############################"],
    "awk-passengers-na-sum": ["R1 25211"],
    "awk-report-sorted": ["R1          231      7.99    11.7%   105.3  1011 2026-03-02 07:15 (+95m)"],
    "csvjoin-wrong-key": ["sailing_id,route_id,vessel_id,date,depart_sched,depart_actual,passengers,cars,name,distance_nm"],
    "csvlook-route-stats-head": [],
    "csvsql-query-groupby": ["| R4       | V4        |  60 |       6.47 |    49 |  6,208 |"],
    "duckdb-node-weekday-loadfactor": ["| R4       | Monday    | 9  | 6   | 14.4               | Infinity    |",
                                       "| R3       | Saturday  | 16 | 4   | 8.5                | 1.383       |"],
    "duckdb-node-summarize": ["| passengers    | BIGINT      | 21         | 200        | 182           | 108.4168126094571          | 52.09985012940949  | 64             | 109        | 152             | 584   | 2.23            |",
                              "| delay_min     | BIGINT      | 0          | 95         | 36            | 7.438356164383562          | 13.809273043610881 | 1              | 4          | 9               | 584   | 0.00            |"],
    "fortran-blas-nan-log": ["||y||2    :    3.503106"],
    "fortran-heat-unstable-nan": ["step  250  u(mid,q1,q3)=******************************************  max=  4.6622E+42",
                                  "step 2000  u(mid,q1,q3)=           NaN           NaN           NaN  max=  1.0000E+02"],
    "mlr-join-unpaired-vessels": ["V1        107.28085106382979 n/a            220           220",
                                  "V4        105.22033898305085 n/a            0             0"],
    "mlr-put-unit-conversion": ["[", "]", "| R1       | 2026-03-01 | 2         | 1.852 |"],
    "mlr-stats1-by-vessel": [],
    "mlr-opprint-clean-long": [],
    "octave-fitdecay-broadcast-silent": ["k = 0.0320  T0 = 83.17", "rms residual: 65.176"],
    "octave-solve-singular-warning": ["   82.3529   64.7059   47.0588   29.4118   11.7647   -5.8824  -23.5294  -41.1765"],
    "octave-cooling-nonconformant": [" 120.0    16.515   19.423   16.998"],
    "python-analyze-info-describe": ["Int64Index: 1062 entries, 0 to 1061",
                                     " 5   depth_m       1029 non-null   float64",
                                     " 6   well_id_well  1062 non-null   object",
                                     "depth_m       1029.0    NaN                  NaN   NaN        NaT        NaT  15.303128   8.316716      3.54  9.322003     13.903    20.083      54.026"],
    "python-analyze-head-wide": ["           n  missing  mean_depth  max_depth",
                                 "W01      354        0   20.600339     23.057",
                                 "W02      236        6   19.114477     54.026",
                                 "W03      118        6   11.396312     13.903",
                                 "W04      118       11    8.984710     11.511",
                                 "W05      118        6   10.257260     32.929",
                                 "W06      118        4    5.890395      8.084"],
    "python-analyze-monthly-futurewarning": [],
    "python-drought-convergencewarning": ["cv accuracy: [0.826 0.568 0.665 0.521] mean 0.645"],
    "python-exceedance-settingwithcopy": ["  deep[\"flag\"] = True", "W03         NaN", "flat zscores: [nan nan nan nan nan]"],
    "python-fit-wells-optimizewarning-stuck": ["W01: h0=  19.111 k=50.00000 hinf=  20.613  +/- [inf inf inf]"],
    "python-merge-explode-assert": ["readings: (708, 6)", "merged: (1062, 10)", "W01        118    3", "W02        118    2"],
    "python-ols-summary-multicollinear": ["elevation_m              -2.46e+09   3.32e+11     -0.007      0.994   -6.55e+11     6.5e+11",
                                          "elev_ft                  7.498e+08   1.01e+11      0.007      0.994   -1.98e+11       2e+11",
                                          "Kurtosis:                      10.349   Cond. No.                     4.54e+14",
                                          "[2] The smallest eigenvalue is 3.57e-22. This might indicate that there are",
                                          "strong multicollinearity problems or that the design matrix is singular.",
                                          "Dep. Variable:                depth_m   R-squared:                       0.380"],
    "python-print-w02-to-string": ["ft    100", "FT     18"],
    "python-printoptions-nan-arrays": ["matrix (118, 6)", "column means: [20.6   19.114 11.396  8.985 10.257  5.89 ]",
                                       "plain means: [20.6  nan  nan  nan  nan  nan]"],
    "python-sympy-derive": ["zero crossing: 13.8629436111989 + 62.8318530717959*I"],
    "rscript-print-records-long": RECORDS_NA,
    "sqlite3-loadfactor-nulls-box": ["│ V4        │ Shearwater │ 0        │ 60  │       │ 1       │ text │",
                                     "│ V3        │ Puffin     │ 90       │ 117 │ 1.216 │ 2       │ text │"],
    "sqlite3-rolling-window-column": [],
    "sqlite3-type-affinity-sort": ["1009        R3        2026-03-01  15:20         9"],
    "csvstat-clean-sailings": [],
}


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = cmd
    rules = []
    def has(word):
        return re.search(r"(^|[\s;&|(])" + word + r"(\s|$)", c) is not None
    if "-m pytest" in c:
        rules.append(pytest)
    elif "jupyter nbconvert" in c:
        rules.append(nbconvert)
    elif re.search(r"\bpython3\b", c):
        rules.append(python_run)
    if "R CMD" in c:
        rules.append(r_check)
    if "testthat::" in c:
        rules.append(testthat)
    if "lintr::" in c:
        rules.append(lintr)
    elif has("Rscript") and "testthat::" not in c:
        rules.append(rscript)
    if has("make"):
        rules.append(make)
    if has("snakemake"):
        rules.append(snakemake)
    if has("sqlite3") and not has("make"):
        rules.append(sqlite)
    if "js/query.js" in c:
        rules.append(duckdb)
    if re.search(r"\bcsv(stat|sql|look|join|cut|sort)\b", c):
        rules.append(csvkit)
    if has("mlr"):
        rules.append(mlr)
    if has("awk") and not has("make"):
        rules.append(awk)
    if has("gnuplot"):
        rules.append(gnuplot)
    if re.search(r"(^|\s)(\./heat|\./blasnorm|gfortran)", c):
        rules.append(fortran)
    if re.search(r"\boctave(-cli)?\b", c):
        rules.append(octave)
    if not rules:
        raise SystemExit(f"no rules for command: {cmd}")
    return rules


def keep_lines(name, cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set()
    for rule in rules_for(cmd):
        idx.update(rule(lines, cmd))
    if name.startswith("make-gfortran"):
        idx.update(fortran(lines, cmd))
    idx.update(nonblank(lines)[-3:])
    for h in HAND.get(name, []):
        if h not in lines:
            raise SystemExit(f"{name}: hand line not in output: {h!r}")
        idx.add(lines.index(h))
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
    text = open(path, encoding="utf-8", newline="").read()
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

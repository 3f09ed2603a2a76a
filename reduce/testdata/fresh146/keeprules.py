#!/usr/bin/env python3
"""keeprules.py - derive the `-- keep --` section of every fresh146 txtar file.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Rules = one generic rule + per-tool rules. The tools in play are found from
the `cmd:` line plus the `> command` echo lines npm prints for scripts, so an
`npm run build` that runs `tsc` and `webpack` gets the tsc and webpack rules.

Usage: python3 keeprules.py DIR   (rewrites DIR/*.txtar in place)
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- tools
TOOL_PATTERNS = {
    "webpack": r"\bwebpack\b",
    "tsc": r"\btsc\b",
    "eslint": r"\beslint\b",
    "prettier": r"\bprettier\b",
    "stylelint": r"\bstylelint\b",
    "vite": r"\bvite\b",
    "rollup": r"\brollup\b",
    "esbuild": r"\besbuild\b",
    "sizelimit": r"\bsize-limit\b",
    "npm": r"^npm\b",
    "runall": r"\brun-[sp]\b",
}


def tools_for(cmd, lines):
    text = cmd + "\n" + "\n".join(l for l in lines if l.startswith("> "))
    found = {t for t, p in TOOL_PATTERNS.items() if re.search(p, text, re.M)}
    # size-limit's small-lib preset bundles with esbuild and prints esbuild diagnostics
    if "sizelimit" in found:
        found.add("esbuild")
    return found


# ---------------------------------------------------------------- generic
GEN_WORDS = re.compile(
    r"\b(error|errors|warning|warnings|warn|failed|failure|fail|exception|deprecated|panic|fatal|"
    r"exceeded|cannot|can't|unable)\b|\b\w+(Error|Exception)\b",
    re.I,
)
GEN_MARKS = re.compile(r"[✖✘▲×✗]")

# lines the generic rule never takes (a per-tool rule still may)
def generic_excluded(c, raw, ctx):
    if re.match(r"^\s*at\s", c):                       # JS stack frames
        return True
    if re.match(r"^<[a-z]> \[webpack\.Progress\]", c):  # webpack --progress chatter
        return True
    if re.match(r"^\s*>?\s*\d+\s*[│|]", c):            # code frames (babel, esbuild)
        return True
    if re.match(r"^\s*[│╵|]\s", c) or re.match(r"^\s*[│╵]$", c):
        return True
    if "\x1b[7m" in raw:                               # tsc --pretty code frame lines
        return True
    if re.match(r"^ @ ", c):                           # webpack module trail
        return True
    if re.match(r"^\s*errors: \[Getter/Setter\]", c):  # node inspect of the error object
        return True
    if ctx.get("vite_debug") and (re.match(r"^\s", c) or re.match(r"^\d{4}-\d\d-\d\dT", c) or c in ("]", "}")):
        return True                                    # vite --debug config / env dumps
    if ctx.get("npm_ls"):
        return True
    if re.match(r"^\s*<t> ", c):                      # webpack timing log lines
        return True
    if re.match(r"^> ", c):                            # npm's echo of the script being run
        return True
    if re.match(r"^npm (error|warn)$", c):             # npm's empty separator lines
        return True
    if re.match(r"^Errors\s+Files$", c):               # tsc --pretty summary table header
        return True
    if re.match(r"^\d+:\d+:\d+ [AP]M - Project '.*' is (out of date|up to date)", c):
        return True                                    # tsc -b --verbose status lines
    if ctx.get("vite") and re.match(r"^- ", c):        # vite's hint bullets under a warning
        return True
    return False


def generic(c, raw, ctx):
    return bool(GEN_WORDS.search(c) or GEN_MARKS.search(c))


# ---------------------------------------------------------------- per tool
WEBPACK_BOILERPLATE = re.compile(
    r"^(This can impact web performance\.|Assets: ?|Entrypoints: ?|Code:|"
    r"You can limit the size of your bundles|For more info visit )"
)


def r_webpack(i, c, raw, L, ctx, mark):
    if re.match(r"^(ERROR|WARNING) in ", c):
        mark(i)
        # the message lines that follow the header, up to the trail / stack / blank
        j = i + 1
        while j < len(L):
            cj = L[j]
            if not cj or re.match(r"^ @ ", cj) or re.match(r"^\s*at\s", cj):
                break
            skip = (
                WEBPACK_BOILERPLATE.match(cj)
                or re.match(r"^resolve '|^\s+(using description|Field 'browser'|no extension|\.\w+$|as directory|/.*doesn't exist|/.*is not a file)", cj)
                or cj.startswith("ts-loader-default_")
            )
            if not skip:
                mark(j)
            j += 1
        return
    if re.match(r"^>\s*\d+\s*\|", c):                   # babel: the failing source line
        mark(i)
    if re.match(r"^\[webpack-cli\]", c) or re.match(r"^ - configuration", c):
        mark(i)
    if re.search(r"\[\d+ (error|warning)s?\]", c):     # module lines flagged with errors
        mark(i)
    if re.search(r"webpack [\d.]+ compiled", c):
        mark(i)
    if re.match(r"^\d+ (errors?|warnings?) ha(s|ve) detailed information", c):
        mark(i)


def r_tsc(i, c, raw, L, ctx, mark):
    # plain: file(l,c): error TSnnnn: msg ; pretty: file:l:c - error TSnnnn: msg
    if re.match(r"^\S.*\(\d+,\d+\): error TS\d+:", c) or re.match(r"^\S.*:\d+:\d+ - error TS\d+:", c) \
            or re.match(r"^\S+\(\d+,\d+\): error TS\d+", c) or re.match(r"^error TS\d+:", c):
        mark(i)
        j = i + 1
        while j < len(L) and L[j].startswith("  ") and "\x1b[7m" not in ctx["raw"][j] and L[j].strip():
            # message continuation ("  Type 'x' is not assignable ...", "  Visit https://aka.ms/ts6 ...")
            if re.match(r"^\s+\S+:\d+:\d+$", L[j]):
                break
            mark(j)
            j += 1
        return
    if re.match(r"^Found \d+ errors?", c):
        mark(i)
    if c.startswith("TSFILE: ") and not c.endswith(".map"):
        mark(i)
    if re.search(r"Building project '|Skipping build of project|because its dependency", c):
        mark(i)


def r_eslint(i, c, raw, L, ctx, mark):
    if re.match(r"^/\S+\.(m?[jt]sx?|cjs|mjs)$", c) or re.match(r"^(src|packages|lib|test)/\S+\.(m?[jt]sx?|cjs)$", c):
        mark(i)                      # stylish file header
    if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", c):
        mark(i)
    if re.match(r"^✖ \d+ problems?", c) or re.search(r"potentially fixable with the", c):
        mark(i)
    if re.match(r"^ESLint found too many warnings", c):
        mark(i)
    if re.match(r"^Oops! Something went wrong", c) or re.match(r"^Error \[\w+\]:", c):
        mark(i)


def r_prettier(i, c, raw, L, ctx, mark):
    if c.startswith("[warn] ") or c.startswith("[error] "):
        mark(i)
    if re.match(r"^All matched files use Prettier", c):
        mark(i)
    # --write: changed files (not "(unchanged)"); --list-different: bare paths
    if ctx.get("prettier_write") and re.match(r"^\S+ \d+ms$", c):
        mark(i)


def r_stylelint(i, c, raw, L, ctx, mark):
    if re.match(r"^(src|styles|css)/\S+\.(s?css|less)$", c):
        mark(i)                      # string formatter file header
    if re.match(r"^\s+\d+:\d+\s+✖\s", c) or re.match(r"^\s+\d+:\d+\s+⚠\s", c):
        mark(i)
    if re.match(r"^/?\S+\.(s?css|less):\d+:\d+: .*\[(error|warning)\]$", c):
        mark(i)                      # unix formatter
    if re.match(r"^✖ \d+ problems?", c) or re.search(r"potentially fixable with the", c):
        mark(i)
    if re.match(r"^\d+ (problems?|errors?|warnings?) found", c):
        mark(i)
    if ctx.get("stylelint_rulecounts") and re.match(r"^  [a-z-]+: \d+", c):
        mark(i)                      # verbose formatter per-rule counts


def r_vite(i, c, raw, L, ctx, mark):
    if re.match(r"^error during build:", c) or re.match(r"^Build failed with \d+ errors?", c):
        mark(i)
    if re.match(r"^(Error|\w+Error): ", c):
        mark(i)
    if re.match(r"^\[plugin [^\]]+\] \S+:\d+:\d+", c):
        mark(i)
    if re.match(r"^\(!\) ", c):
        mark(i)
    if "didn't resolve at build time" in c:
        mark(i)
    if re.match(r"^dist/\S+\s+[\d.]+ kB", c):
        mark(i)                      # emitted asset table: the sizes the build reports
    if re.match(r"^[✓✗] (built|Build failed)", c):
        mark(i)
    if re.search(r"vite:resolve .* -> null$", c):
        mark(i)                      # --debug: a resolution that failed


def r_rollup(i, c, raw, L, ctx, mark):
    if re.match(r"^\(!\) ", c):
        mark(i)
        # the detail lines of a rollup warning: message continuation, plugin location,
        # the import cycle, guessed globals, plus one descriptive line
        j, took_desc = i + 1, False
        while j < len(L):
            cj = L[j]
            if not cj or "\x1b[7m" in ctx["raw"][j] or re.match(r"^\(!\)|^\[!\]|^created ", cj):
                break
            if re.match(r"^https?://", cj):
                j += 1
                continue
            if re.match(r"^\s{2}\S", cj) or re.match(r"^/\S+:\d+:\d+$", cj) or re.match(r"^\S+ -> ", cj) \
                    or re.match(r"^\S+ \(guessing ", cj):
                mark(j)
                j += 1
                continue
            if took_desc:
                break
            mark(j)
            took_desc = True
            j += 1
        return
    if re.match(r"^\[!\] ", c):
        mark(i)
        if i + 1 < len(L) and L[i + 1] and not re.match(r"^\s*at\s", L[i + 1]):
            mark(i + 1)
    if re.match(r"^created .* in ", c):
        mark(i)


def r_esbuild(i, c, raw, L, ctx, mark):
    if re.match(r"^[✘▲] \[(ERROR|WARNING)\]", c):
        mark(i)
    if re.match(r"^\s{4}\S+:\d+:\d+:$", c):
        mark(i)                      # location line under a diagnostic (and its notes)
    if re.match(r"^\d+ (warnings?|errors?)( and \d+ (warnings?|errors?))?$", c):
        mark(i)
    # --analyze: file rows with sizes (import-chain lines of =verbose are left out)
    if re.match(r"^\s+[├└] \S+.*\d+(\.\d+)?(b|kb|mb)\b.*%$", c):
        mark(i)
    if re.match(r"^\s+dist/\S+\s.*\d+(\.\d+)?(b|kb|mb)", c):
        mark(i)


def r_sizelimit(i, c, raw, L, ctx, mark):
    if re.search(r"Package size limit has exceeded by", c):
        mark(i)
    if re.match(r"^\s+Size limit:", c) or re.match(r"^\s+Size:\s", c):
        mark(i)
        # the entry name is the non-blank line above the first Size line
        if re.match(r"^\s+Size limit:", c):
            k = i - 1
            while k >= 0 and re.search(r"exceeded by", L[k]):
                k -= 1
            if k >= 0 and L[k].strip():
                mark(k)
    if re.match(r"^Try to reduce size", c.strip()):
        mark(i)
    if re.match(r"^\s*ERROR\s+Error:", c) or re.match(r"^\s+\"error\":", c):
        mark(i)
        if re.match(r"^\s*ERROR\s+Error:", c) and i + 1 < len(L) and L[i + 1].strip() and not re.match(r"^\s*at\s", L[i + 1]):
            mark(i + 1)


def r_npm(i, c, raw, L, ctx, mark):
    if c.startswith("npm error") and c.strip() != "npm error":
        if re.search(r"(For a full report see:|A complete log of this run|/\.npm/_logs/)", c):
            return                   # log file pointers (the last lines rule may still keep them)
        mark(i)
    if c.startswith("npm warn") and c.strip() != "npm warn install-scripts":
        mark(i)
    if ctx.get("npm_ls") and re.search(r"\b(invalid|UNMET|extraneous|missing)\b", c):
        mark(i)


def r_runall(i, c, raw, L, ctx, mark):
    if re.match(r'^ERROR: "[^"]+" exited with \d+\.', c):
        mark(i)


RULES = {
    "webpack": r_webpack,
    "tsc": r_tsc,
    "eslint": r_eslint,
    "prettier": r_prettier,
    "stylelint": r_stylelint,
    "vite": r_vite,
    "rollup": r_rollup,
    "esbuild": r_esbuild,
    "sizelimit": r_sizelimit,
    "npm": r_npm,
    "runall": r_runall,
}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    L = [clean(l) for l in raw]
    tools = tools_for(cmd, raw)
    ctx = {
        "raw": raw,
        "vite": "vite" in tools,
        "vite_debug": "vite" in tools and "--debug" in cmd,
        "npm_ls": re.match(r"^npm (ls|list)\b", cmd) is not None,
        "prettier_write": "prettier" in tools and "--write" in cmd,
        "stylelint_rulecounts": "stylelint" in tools and "verbose" in cmd,
    }
    keep = set()
    mark = keep.add
    for i, c in enumerate(L):
        if not c:
            continue
        if not generic_excluded(c, raw[i], ctx) and generic(c, raw[i], ctx):
            mark(i)
        for t in tools:
            RULES[t](i, c, raw[i], L, ctx, mark)
    # last three non-blank lines
    nb = [i for i, c in enumerate(L) if c.strip()]
    for i in nb[-3:]:
        keep.add(i)
    out, seen = [], set()
    for i in sorted(keep):
        c = L[i]
        if not c.strip() or c in seen:
            continue
        seen.add(c)
        out.append(c)
    return out


def process(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, sep, rest = text.partition("\n-- output --\n")
    if not sep:
        raise SystemExit(f"{path}: no -- output -- section")
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    k = rest.rfind("\n-- keep --\n")
    output = rest[: k + 1] if k >= 0 else rest
    keep = keep_lines(cmd, output)
    if not keep:
        raise SystemExit(f"{path}: no keep lines")
    new = head + sep + output + "-- keep --\n" + "\n".join(keep) + "\n"
    open(path, "w", encoding="utf-8", errors="surrogateescape").write(new)
    return len(keep)


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for p in sorted(glob.glob(os.path.join(d, "*.txtar"))):
        n = process(p)
        print(f"{os.path.basename(p)}: {n} keep lines")


if __name__ == "__main__":
    main()

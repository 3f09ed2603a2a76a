package perms

import (
	"strings"
)

// ReadOnly reports whether Claude Code itself runs the simple command
// words (quotes removed) without a prompt, as a read-only command, for the
// commands hooktool's rewrite can touch: git status, diff, log and show.
// Any other command answers false.
//
// The flags below are those the client's own read-only table accepts for
// these subcommands ("safeFlags" in its code), identical in 2.1.100,
// 2.1.328 and 2.1.332 except for two flags 2.1.332 added to git diff,
// which are left out. ReadOnly is stricter than the client, never looser:
// it leaves out flags whose value the client inspects further (--format,
// --pretty), flags that read other files (-O, --no-index), global git
// options (git -C DIR ...), and any word that is not plain text. A false
// "no" only costs a rewrite; a false "yes" would approve what the client
// would have asked about.
func ReadOnly(words []string) bool {
	if len(words) < 2 || words[0] != "git" {
		return false
	}
	flags := gitReadOnlyFlags(words[1])
	if flags == nil {
		return false
	}
	args := words[2:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			// Everything after is a path.
			for _, p := range args[i+1:] {
				if !plainWord(p) {
					return false
				}
			}
			return true
		case strings.HasPrefix(a, "--"):
			name, val, hasVal := strings.Cut(a, "=")
			kind, ok := flags[name]
			switch {
			case !ok:
				return false
			case kind == "none":
				if hasVal {
					return false
				}
			case hasVal:
				if !flagValue(kind, val) {
					return false
				}
			default:
				if i+1 >= len(args) || !flagValue(kind, args[i+1]) {
					return false
				}
				i++
			}
		case strings.HasPrefix(a, "-") && len(a) > 1:
			if kind, ok := flags[a]; ok {
				if kind != "none" {
					if i+1 >= len(args) || !flagValue(kind, args[i+1]) {
						return false
					}
					i++
				}
				continue
			}
			if allDigits(a[1:]) && words[1] != "status" && words[1] != "diff" {
				continue // git log -5
			}
			// Bundled short flags: each must be a flag without a value.
			for _, c := range a[1:] {
				if flags["-"+string(c)] != "none" {
					return false
				}
			}
		default:
			if !plainWord(a) {
				return false
			}
		}
	}
	return true
}

// flagValue checks a flag's value the way the client types it, and plain.
func flagValue(kind, v string) bool {
	switch kind {
	case "number":
		return v != "" && allDigits(v)
	case "string":
		return plainWord(v) && !strings.HasPrefix(v, "-")
	}
	return false
}

// plainWord is a revision, range or path with nothing a shell or git
// would expand.
func plainWord(w string) bool {
	if w == "" || strings.HasPrefix(w, "-") {
		return false
	}
	for _, c := range w {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.ContainsRune("._/@^~:+,-", c):
		default:
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// gitReadOnlyFlags is the flag table of one subcommand, nil for one that is
// not in it. A switch: nothing is built at start-up.
func gitReadOnlyFlags(sub string) map[string]string {
	stat := []string{"--stat", "--numstat", "--shortstat", "--name-only", "--name-status"}
	color := []string{"--color", "--no-color"}
	patch := []string{"--patch", "-p", "--no-patch", "--no-ext-diff", "-s"}
	oneline := []string{"--oneline", "--graph", "--decorate", "--no-decorate", "--relative-date"}
	m := map[string]string{}
	none := func(fs ...[]string) {
		for _, f := range fs {
			for _, n := range f {
				m[n] = "none"
			}
		}
	}
	typed := func(kind string, fs ...string) {
		for _, n := range fs {
			m[n] = kind
		}
	}
	switch sub {
	case "status":
		none([]string{"--short", "-s", "--branch", "-b", "--porcelain", "--long", "--verbose", "-v", "--ignored",
			"--column", "--no-column", "--ahead-behind", "--no-ahead-behind", "--renames", "--no-renames"})
		typed("string", "--untracked-files", "-u", "--ignore-submodules", "--find-renames", "-M")
	case "diff":
		none(stat, color, []string{"--dirstat", "--summary", "--patch-with-stat", "--word-diff", "--color-words",
			"--no-renames", "--no-ext-diff", "--check", "--full-index", "--binary", "--break-rewrites", "--find-renames",
			"--find-copies", "--find-copies-harder", "--irreversible-delete", "--histogram", "--patience", "--minimal",
			"--ignore-space-at-eol", "--ignore-space-change", "--ignore-all-space", "--ignore-blank-lines",
			"--function-context", "--exit-code", "--quiet", "--cached", "--staged", "--pickaxe-regex", "--pickaxe-all",
			"-p", "-u", "-s", "-M", "-C", "-B", "-D", "-l", "-R"})
		typed("number", "--abbrev", "--inter-hunk-context")
		typed("string", "--word-diff-regex", "--ws-error-highlight", "--diff-algorithm", "--relative", "--diff-filter", "-S", "-G")
	case "log":
		none(oneline, stat, color, patch, []string{"--all", "--branches", "--tags", "--remotes",
			"--abbrev-commit", "--full-history", "--dense", "--sparse", "--simplify-merges", "--ancestry-path", "--source",
			"--first-parent", "--merges", "--no-merges", "--reverse", "--walk-reflogs", "--no-min-parents",
			"--no-max-parents", "--follow", "--no-walk", "--left-right", "--cherry-mark", "--cherry-pick", "--boundary",
			"--topo-order", "--date-order", "--author-date-order", "--pickaxe-regex", "--pickaxe-all"})
		typed("number", "--max-count", "-n", "--skip", "--max-age", "--min-age")
		typed("string", "--date", "--since", "--after", "--until", "--before", "--author", "--committer", "--grep", "--diff-filter", "-S", "-G")
	case "show":
		none(oneline, stat, color, patch, []string{"--abbrev-commit", "--word-diff", "--color-words", "--first-parent", "--raw", "-m", "--quiet"})
		typed("string", "--date", "--word-diff-regex", "--diff-filter")
	default:
		return nil
	}
	return m
}

// Package perms reads the user's Claude Code permission rules
// (permissions.allow, ask and deny from every settings scope) and says what
// they decide for a Bash command. hooktool uses it so that a rewritten
// command is approved without a prompt only where the user's own rules would
// have approved the original, and is not rewritten at all where a deny or
// ask rule names the original (the rewrite would hide it from that rule).
//
// Matching follows the documented rule forms: `Bash` and `Bash(*)` match
// every command; `Bash(npm run test:*)` matches the prefix at a word
// boundary; `Bash(git * main)` is a glob where `*` matches any run of
// characters, and a single trailing ` *` also matches the bare command; any
// other specifier matches the command exactly. Compound commands are judged
// per subcommand: allow needs every subcommand allowed, while one deny or
// ask match anywhere counts. Where hooktool cannot be sure (a subcommand it
// cannot see statically), it answers as if no allow rule matched: that asks
// more often, never less.
package perms

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Outcomes of Bash.
const (
	None  = ""      // no rule matched: Claude Code's mode decides
	Allow = "allow" // every subcommand matched an allow rule
	Ask   = "ask"   // an ask rule matched
	Deny  = "deny"  // a deny rule matched
)

// Rule is one Bash permission rule.
type Rule struct {
	Text   string // as written, "Bash(git status:*)"
	Source string // the settings file it came from
	spec   string // inside the parentheses; "*" for the bare tool
}

// Rules are the Bash rules of every scope, by behaviour.
type Rules struct {
	Allow, Ask, Deny []Rule
	// Files lists the settings files that were read.
	Files []string
}

// Paths names the settings files, in Claude Code's precedence order. Since
// deny beats ask beats allow whatever the scope, the order only matters for
// messages.
type Paths struct {
	Managed    string // managed-settings.json
	ManagedDir string // managed-settings.d: every *.json in it
	User       string // $CLAUDE_CONFIG_DIR/settings.json or ~/.claude/settings.json
	Project    string // <project>/.claude/settings.json
	Local      string // <project>/.claude/settings.local.json
}

// maxFile bounds one settings file.
const maxFile = 4 << 20

// Load reads the rules from every file that exists. read returns the bytes
// of a file (at most max); list returns the names in a folder. A file that
// is missing is skipped; one that cannot be parsed is reported in the
// returned errors and skipped, which can only make Bash answer None or Ask
// where the file would have allowed.
func Load(p Paths, read func(path string, max int64) ([]byte, error), list func(dir string) ([]string, error)) (Rules, []error) {
	var r Rules
	var errs []error
	files := []string{p.Managed}
	if p.ManagedDir != "" && list != nil {
		names, _ := list(p.ManagedDir)
		sort.Strings(names)
		for _, n := range names {
			if strings.HasSuffix(n, ".json") {
				files = append(files, filepath.Join(p.ManagedDir, n))
			}
		}
	}
	files = append(files, p.User, p.Project, p.Local)
	for _, f := range files {
		if f == "" {
			continue
		}
		data, err := read(f, maxFile)
		if err != nil {
			continue // missing or unreadable: no rules from it
		}
		if err := r.add(f, data); err != nil {
			errs = append(errs, err)
			continue
		}
		r.Files = append(r.Files, f)
	}
	return r, errs
}

// Parse reads the rules of one settings file's bytes, for tests and callers
// holding the bytes.
func Parse(source string, data []byte) (Rules, error) {
	var r Rules
	err := r.add(source, data)
	return r, err
}

type settings struct {
	Permissions struct {
		Allow []string `json:"allow"`
		Ask   []string `json:"ask"`
		Deny  []string `json:"deny"`
	} `json:"permissions"`
}

func (r *Rules) add(source string, data []byte) error {
	var s settings
	if err := json.Unmarshal(data, &s); err != nil {
		return &FileError{Path: source, Err: err}
	}
	for _, set := range []struct {
		in  []string
		out *[]Rule
	}{{s.Permissions.Allow, &r.Allow}, {s.Permissions.Ask, &r.Ask}, {s.Permissions.Deny, &r.Deny}} {
		for _, t := range set.in {
			if spec, ok := bashSpec(t); ok {
				*set.out = append(*set.out, Rule{Text: t, Source: source, spec: spec})
			}
		}
	}
	return nil
}

// FileError is a settings file that is not JSON.
type FileError struct {
	Path string
	Err  error
}

func (e *FileError) Error() string { return "settings " + e.Path + ": " + e.Err.Error() }

func (e *FileError) Unwrap() error { return e.Err }

// bashSpec returns the specifier of a Bash rule: "*" for `Bash` and
// `Bash(*)`, the text inside the parentheses otherwise.
func bashSpec(t string) (string, bool) {
	t = strings.TrimSpace(t)
	if t == "Bash" {
		return "*", true
	}
	inner, ok := strings.CutPrefix(t, "Bash(")
	if !ok || !strings.HasSuffix(inner, ")") {
		return "", false
	}
	inner = strings.TrimSpace(strings.TrimSuffix(inner, ")"))
	if inner == "" {
		return "*", true
	}
	return inner, true
}

// Match reports whether the rule matches one subcommand's text.
func (r Rule) Match(cmd string) bool { return match(r.spec, strings.TrimSpace(cmd)) }

func match(spec, cmd string) bool {
	switch {
	case spec == "*":
		return true
	case strings.HasSuffix(spec, ":*"):
		prefix := strings.TrimSpace(strings.TrimSuffix(spec, ":*"))
		return cmd == prefix || strings.HasPrefix(cmd, prefix+" ")
	case strings.Contains(spec, "*"):
		if strings.Count(spec, "*") == 1 && strings.HasSuffix(spec, " *") && cmd == strings.TrimSuffix(spec, " *") {
			return true
		}
		return globRe(spec).MatchString(cmd)
	}
	return cmd == spec
}

func globRe(spec string) *regexp.Regexp {
	parts := strings.Split(spec, "*")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile(`^(?s)` + strings.Join(parts, ".*") + `$`)
}

// Subcommand is one simple command of a Bash command line, as the rules
// see it.
type Subcommand struct {
	Text  string   // the original text of the command's words
	Words []string // the words with quotes removed (for a second, looser match)
	// Sure is false when the subcommand cannot be judged statically (it
	// sits in a substitution, or a word is computed): no allow rule can
	// then vouch for it.
	Sure bool
}

// Decide is what the rules say of a command made of subs; whole is the full
// command text. Deny beats ask beats allow; allow needs every subcommand
// matched by an allow rule (or the whole command by one, which covers the
// bare `Bash` rule).
func (r Rules) Decide(whole string, subs []Subcommand) (string, *Rule) {
	variants := func(s Subcommand) []string {
		v := []string{s.Text}
		if j := strings.Join(s.Words, " "); j != s.Text && j != "" {
			v = append(v, j)
		}
		return v
	}
	hit := func(rules []Rule, texts ...string) *Rule {
		for i := range rules {
			for _, t := range texts {
				if rules[i].Match(t) {
					return &rules[i]
				}
			}
		}
		return nil
	}
	for _, set := range []struct {
		rules []Rule
		out   string
	}{{r.Deny, Deny}, {r.Ask, Ask}} {
		if h := hit(set.rules, whole); h != nil {
			return set.out, h
		}
		for _, s := range subs {
			if h := hit(set.rules, variants(s)...); h != nil {
				return set.out, h
			}
		}
	}
	for i := range r.Allow {
		if r.Allow[i].spec == "*" {
			return Allow, &r.Allow[i]
		}
	}
	if len(subs) == 0 {
		return None, nil
	}
	var first *Rule
	for _, s := range subs {
		if !s.Sure {
			return None, nil
		}
		h := hit(r.Allow, s.Text)
		if h == nil {
			return None, nil
		}
		if first == nil {
			first = h
		}
	}
	return Allow, first
}

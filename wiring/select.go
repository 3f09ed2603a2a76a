package wiring

import (
	"bytes"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
)

// Syntax names how the lines of a line-based wiring file are read
// (Item.Syntax). A file whose lines count by what they are inside (a git
// config key under its section, a TOML key under its table) cannot be
// judged line by line: `smudge = ~/x` means nothing until one knows it
// sits under [filter "fmt"].
const (
	// SyntaxGit reads a git config: a key counts by its full name
	// (section.subsection.key), and every key git runs as a command
	// counts (GitCommandKey), besides the keys Item.Lines names.
	SyntaxGit = "git"
	// SyntaxTOML reads a TOML file: a key counts when its full dotted
	// name (its table's and its own, escapes decoded) holds one of
	// Item.Lines, and so does every line of a table whose name does.
	SyntaxTOML = "toml"
	// SyntaxEnvJSON reads a JSON (or JSONC) settings file whose Item.Keys
	// hold environments (VS Code's terminal.integrated.env.linux): only
	// the variables StartupVar counts are the wiring.
	SyntaxEnvJSON = "envjson"
	// SyntaxWorkspaceJSON reads a VS Code workspace file: its "settings"
	// object as SyntaxEnvJSON reads a settings file.
	SyntaxWorkspaceJSON = "workspacejson"
	// SyntaxDirenvAllow reads a direnv allow record, which names the
	// .envrc it allows (DirenvAllowed): it counts by that file's lines,
	// which the tripwire reads.
	SyntaxDirenvAllow = "direnvallow"
	// SyntaxJSONC is a JSON file with comments (OpenCode's
	// opencode.jsonc): its Item.Keys count, read once the comments and
	// trailing commas are gone.
	SyntaxJSONC = "jsonc"
	// SyntaxFrontmatter reads a markdown file's YAML frontmatter (Claude
	// Code's skills and subagents): only the top-level keys Item.Keys
	// names count (hooks, mcpServers: programs the client runs), each
	// with every line of its block; the prose and the other keys are
	// the user's.
	SyntaxFrontmatter = "frontmatter"
)

// frontmatterSelect is the lines of the blocks of keys in b's leading
// YAML frontmatter (between a first line "---" and the next "---"):
// a key's line at column 0 and the indented or blank lines after it.
func frontmatterSelect(b []byte, keys []string) []string {
	lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	if len(lines) == 0 || strings.TrimSpace(strings.TrimPrefix(lines[0], "\ufeff")) != "---" {
		return nil
	}
	var out []string
	in := false
	for _, line := range lines[1:] {
		if t := strings.TrimSpace(line); t == "---" || t == "..." {
			break
		}
		if line != "" && line[0] != ' ' && line[0] != '\t' && line[0] != '#' {
			k, _, _ := strings.Cut(line, ":")
			k = strings.Trim(strings.TrimSpace(k), `"'`)
			in = false
			for _, want := range keys {
				if strings.EqualFold(k, want) {
					in = true
				}
			}
		}
		if in && strings.TrimSpace(line) != "" {
			out = append(out, strings.TrimRight(line, " \t"))
		}
	}
	return out
}

// DirenvAllowed is the .envrc a direnv allow record names (its first
// line), "" when it names none.
func DirenvAllowed(b []byte) string {
	line, _, _ := strings.Cut(string(b), "\n")
	line = strings.TrimSpace(line)
	if !filepath.IsAbs(line) {
		return ""
	}
	return filepath.Clean(line)
}

// Selected are the parts of b that wire hooktool in for a line-based
// item (Item.Lines, Kind Startup, or an Item.Syntax), each trimmed and
// prefixed by its context where the syntax has one; nil when none. The
// tripwire digests them, and shows them when they differ.
func Selected(it Item, b []byte) []string {
	switch it.Syntax {
	case SyntaxGit:
		return gitSelect(b, it.Lines)
	case SyntaxTOML:
		return tomlSelect(b, it.Lines)
	case SyntaxEnvJSON:
		return envJSONSelect(b, it.Keys)
	case SyntaxWorkspaceJSON:
		return envJSONSelect([]byte(gjson.GetBytes(StripJSONC(b), "settings").Raw), it.Keys)
	case SyntaxJSONC:
		return nil // read by its Keys (the tripwire strips it first)
	case SyntaxFrontmatter:
		return frontmatterSelect(b, it.Keys)
	case SyntaxDirenvAllow:
		if p := DirenvAllowed(b); p != "" {
			return []string{p}
		}
		return nil
	case SyntaxLater:
		var out []string
		for _, line := range shellLines(b) {
			if StartupLine(line) || NamesWiring(line) && !strings.HasPrefix(strings.TrimSpace(line), "#") {
				out = append(out, strings.ToLower(strings.TrimSpace(line)))
			}
		}
		return out
	}
	lines := strings.Split(string(b), "\n")
	if it.Kind == Startup {
		lines = shellLines(b)
	}
	var out []string
	for _, line := range lines {
		l := strings.ToLower(strings.TrimSpace(line))
		if it.Kind == Startup && StartupLine(line) {
			out = append(out, l)
			continue
		}
		if containsAny(l, it.Lines) {
			out = append(out, l)
		}
	}
	return out
}

// shellLines splits a start-up file into the lines a shell reads: a line
// ending in an unescaped backslash runs on into the next (`export
// CLAUDE_CODE_SIM\` then `PLE=1` sets CLAUDE_CODE_SIMPLE), so the two are
// judged as the one line they are.
func shellLines(b []byte) []string {
	raw := strings.Split(string(b), "\n")
	out := make([]string, 0, len(raw))
	cur, joining := "", false
	for _, l := range raw {
		if joining {
			l = cur + l
		}
		trail := len(l) - len(strings.TrimRight(l, "\\"))
		if trail%2 == 1 {
			cur, joining = l[:len(l)-1], true
			continue
		}
		out = append(out, l)
		joining = false
	}
	if joining {
		out = append(out, cur)
	}
	return out
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// gitSelect keeps the keys of a git config that decide what git runs:
// each as "section.sub.key = value", lower-cased but for the value, the
// value as git reads it (gitEntries).
func gitSelect(b []byte, subs []string) []string {
	var out []string
	for _, kv := range gitEntries(b) {
		key, v := kv[0], kv[1]
		if GitCommandKey(key, v) || containsAny(key, subs) || containsAny(strings.ToLower(v), subs) {
			out = append(out, key+" = "+v)
		}
	}
	return out
}

// gitSection is a section header's name as git keys name it: the section
// lower-cased, a quoted subsection as written ([filter "fmt"] is
// filter.fmt), the old [section.sub] form lower-cased.
func gitSection(h string) string {
	name, sub, quoted := strings.Cut(strings.TrimSpace(h), " ")
	name = strings.ToLower(name)
	if !quoted {
		return name
	}
	sub = strings.TrimSpace(sub)
	if u, err := strconv.Unquote(sub); err == nil {
		sub = u
	} else {
		sub = strings.Trim(sub, `"`)
	}
	return name + "." + strings.ToLower(sub)
}

// gitCommandKeys are git config keys whose value git runs as a command
// or a program (git-config(1)), by section and key; "*" is any
// subsection.
var gitCommandKeys = map[string][]string{
	"core":        {"sshcommand", "pager", "editor", "fsmonitor", "askpass", "gitproxy", "alternaterefscommand"},
	"sequence":    {"editor"},
	"gpg":         {"program", "*.program", "ssh.defaultkeycommand"},
	"credential":  {"helper", "*.helper"},
	"diff":        {"external", "*.textconv", "*.command"},
	"merge":       {"*.driver"},
	"filter":      {"*.clean", "*.smudge", "*.process"},
	"difftool":    {"*.cmd", "*.path"},
	"mergetool":   {"*.cmd", "*.path"},
	"remote":      {"*.uploadpack", "*.receivepack", "*.vcs"},
	"uploadpack":  {"packobjectshook"},
	"trailer":     {"*.command", "*.cmd"},
	"tar":         {"*.command"},
	"sendemail":   {"sendmailcmd", "*.sendmailcmd"},
	"interactive": {"difffilter"},
	"web":         {"browser"},
	"browser":     {"*.cmd", "*.path"},
	"man":         {"*.cmd", "*.path"},
}

// gitPathKeys are git config keys whose value is no command but the
// folder or file git takes what to run from: the hooks' folder, and the
// attributes file that picks filters and diff drivers.
var gitPathKeys = map[string][]string{
	"core": {"hookspath", "attributesfile"},
}

// GitCommandKey reports whether git runs the value of key (a full,
// lower-case section.subsection.key) as a command or a program, or reads
// from it what to run: the drivers, filters, editors, pagers, helpers and
// hooks of git-config(1), every pager.<cmd>, an alias or a submodule
// update that starts with "!", and the folder or file that names hooks or
// filters (core.hooksPath, core.attributesFile). value is the value as
// written. The tripwire watches every such key.
func GitCommandKey(key, value string) bool {
	return GitRunsValue(key, value) || keyIn(gitPathKeys, key)
}

// GitRunsValue reports whether git runs the value of key itself as a
// shell command or a program (GitCommandKey without the keys whose value
// is a path): what the guard judges as a command when a call sets one.
func GitRunsValue(key, value string) bool {
	section, rest, ok := strings.Cut(key, ".")
	if !ok {
		return false
	}
	value = strings.TrimLeft(strings.Trim(strings.TrimSpace(value), `"`), " ")
	switch section {
	case "pager":
		return true
	case "alias":
		return strings.HasPrefix(value, "!")
	case "submodule":
		return strings.HasSuffix(rest, ".update") && strings.HasPrefix(value, "!")
	}
	return keyIn(gitCommandKeys, key)
}

// keyIn reports whether a full lower-case key is in m, by section and key;
// "*." in m's key stands for any subsection.
func keyIn(m map[string][]string, key string) bool {
	section, rest, ok := strings.Cut(key, ".")
	if !ok {
		return false
	}
	for _, k := range m[section] {
		if sub, last, any := strings.Cut(k, "*."); any && sub == "" {
			if i := strings.LastIndexByte(rest, '.'); i > 0 && rest[i+1:] == last {
				return true
			}
			continue
		}
		if rest == k {
			return true
		}
	}
	return false
}

// tomlSelect keeps the lines of a TOML file whose full dotted key (table
// and key, quotes dropped and escapes decoded) holds one of subs, and
// every line of a table whose name does.
func tomlSelect(b []byte, subs []string) []string {
	var out []string
	table, tableCounts := "", false
	for _, raw := range strings.Split(string(b), "\n") {
		line := strings.TrimSpace(raw)
		if line == "" || line[0] == '#' {
			continue
		}
		low := strings.ToLower(line)
		if line[0] == '[' {
			h := strings.Trim(line, "[] \t")
			if i := strings.Index(h, "]"); i >= 0 {
				h = h[:i] // a comment after the header
			}
			table = tomlKey(h)
			tableCounts = containsAny(table, subs)
			if tableCounts || containsAny(low, subs) {
				out = append(out, "["+table+"]")
			}
			continue
		}
		k, _, _ := strings.Cut(line, "=")
		key := table + "." + tomlKey(k)
		if tableCounts || containsAny(key, subs) || containsAny(low, subs) {
			out = append(out, table+"\x00"+line)
		}
	}
	return out
}

// tomlKey is a dotted TOML key as its parser names it: lower-cased,
// quotes dropped, \u escapes decoded.
func tomlKey(k string) string {
	k = strings.TrimSpace(k)
	if strings.Contains(k, `\`) {
		var b strings.Builder
		for i := 0; i < len(k); i++ {
			if k[i] == '\\' && i+1 < len(k) {
				n := 0
				switch k[i+1] {
				case 'u':
					n = 4
				case 'U':
					n = 8
				}
				if n > 0 && i+2+n <= len(k) {
					if r, err := strconv.ParseUint(k[i+2:i+2+n], 16, 32); err == nil {
						b.WriteRune(rune(r))
						i += 1 + n
						continue
					}
				}
			}
			b.WriteByte(k[i])
		}
		k = b.String()
	}
	k = strings.NewReplacer(`"`, "", "'", "", " ", "", "\t", "").Replace(k)
	return strings.ToLower(k)
}

// envJSONSelect keeps, of each environment object keys names, the
// variables StartupVar counts: "key\x00NAME=value".
func envJSONSelect(b []byte, keys []string) []string {
	b = StripJSONC(b)
	// Besides the keys named, every environment the settings give a
	// program they start, wherever it is (a terminal profile's env, the
	// Claude Code extension's environmentVariables, Zed's agent_servers
	// env) and a wrapper the agent runs under: by meaning, not by key.
	var out []string
	for _, e := range EnvSettings(b) {
		keyed := false
		for _, k := range keys {
			keyed = keyed || strings.HasPrefix(e, "."+k+"\x00")
		}
		if !keyed { // those come below, as they always were
			out = append(out, e)
		}
	}
	for _, k := range keys {
		gjson.GetBytes(b, gjson.Escape(k)).ForEach(func(name, v gjson.Result) bool {
			if StartupVar(name.String()) {
				out = append(out, k+"\x00"+name.String()+"="+v.Raw)
			}
			return true
		})
	}
	return out
}

// StripJSONC makes JSON with comments and trailing commas (VS Code's
// settings) plain JSON: comments become spaces, a comma before a closing
// bracket goes. Strings are left as they are.
func StripJSONC(b []byte) []byte {
	if !bytes.Contains(b, []byte("/")) && !bytes.Contains(b, []byte(",")) {
		return b
	}
	out := make([]byte, 0, len(b))
	inStr, esc := false, false
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case inStr:
			out = append(out, c)
			if esc {
				esc = false
			} else if c == '\\' {
				esc = true
			} else if c == '"' {
				inStr = false
			}
			continue
		case c == '"':
			inStr = true
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			for i < len(b) && b[i] != '\n' {
				i++
			}
			out = append(out, '\n')
			continue
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			i += 2
			for i+1 < len(b) && !(b[i] == '*' && b[i+1] == '/') {
				i++
			}
			i++
			out = append(out, ' ')
			continue
		case c == ']' || c == '}':
			// Drop a comma that only whitespace separates from here.
			j := len(out) - 1
			for j >= 0 && (out[j] == ' ' || out[j] == '\n' || out[j] == '\t' || out[j] == '\r') {
				j--
			}
			if j >= 0 && out[j] == ',' {
				out[j] = ' '
			}
		}
		out = append(out, c)
	}
	return out
}

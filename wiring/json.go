package wiring

import (
	"bytes"
	"encoding/json"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
)

// A JSON wiring file must be read as the client reads it, or an agent can
// write one that hooktool reads one way and the client another. The
// clients parse with JSON.parse: escapes in key names are decoded
// ("disableAllHook\u0073" is disableAllHooks) and of two equal keys in
// one object the last wins. gjson, which most of hooktool reads with,
// decodes escapes but returns the first. ClientJSON and DuplicateKey are
// the one place that knows this; every reader of a JSON wiring file goes
// through one of them.

// maxJSONDepth bounds the nesting DuplicateKey follows (and ClientJSON,
// through encoding/json's own limit); wiring files are a few levels deep.
const maxJSONDepth = 256

// ClientJSON re-encodes b, one JSON value, as the client sees it: key
// escapes decoded, the last of duplicate keys kept, keys sorted, numbers
// as written. ok is false when b is not one JSON value.
func ClientJSON(b []byte) (out []byte, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return nil, false
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, false
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if enc.Encode(v) != nil {
		return nil, false
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), true
}

// DuplicateKey finds the first key that one object of b holds twice
// (compared after escapes are decoded, as the client compares them) and
// the byte offset just past it. ok is false when there is none, or when b
// is not valid JSON (its syntax is another check's).
func DuplicateKey(b []byte) (key string, off int64, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	// One frame per open object or array: the keys seen so far (nil for
	// an array) and whether the next string token is a key.
	type frame struct {
		keys  map[string]bool
		isKey bool
	}
	var stack []frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", 0, false
		}
		top := len(stack) - 1
		if d, isDelim := tok.(json.Delim); isDelim {
			switch d {
			case '{', '[':
				if len(stack) >= maxJSONDepth {
					return "", 0, false
				}
				if top >= 0 && stack[top].keys != nil {
					stack[top].isKey = true // the value ended at its close
				}
				f := frame{}
				if d == '{' {
					f = frame{keys: map[string]bool{}, isKey: true}
				}
				stack = append(stack, f)
				continue
			default:
				stack = stack[:top]
				if top == 0 {
					return "", 0, false
				}
				continue
			}
		}
		if top < 0 {
			return "", 0, false // a scalar document
		}
		f := &stack[top]
		if f.keys == nil {
			continue // an array element
		}
		if f.isKey {
			k, _ := tok.(string)
			if f.keys[k] {
				return k, dec.InputOffset(), true
			}
			f.keys[k] = true
			f.isKey = false
			continue
		}
		f.isKey = true // a scalar value ended
	}
}

// AsClientReads is b as the client reads it, for readers that look keys up
// with gjson: b itself when no object holds a key twice (gjson already
// decodes escapes, and a file kept byte for byte keeps its digests),
// else ClientJSON's re-encoding, where the last of the two is the one.
func AsClientReads(b []byte) []byte {
	if _, _, dup := DuplicateKey(b); !dup {
		return b
	}
	if c, ok := ClientJSON(b); ok {
		return c
	}
	return b
}

// Includes lists the paths OpenClaw's "$include" directives name,
// anywhere in a JSON or JSON5 document: a string or an array of strings
// after the key. It scans the text rather than parsing it, so a comment
// or an unquoted key (JSON5) does not hide one.
func Includes(b []byte) []string {
	var out []string
	key := []byte("$include")
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for i := 0; len(out) < 32; {
		j := bytes.Index(b[i:], key)
		if j < 0 {
			break
		}
		i += j + len(key)
		k := i
		for k < len(b) && (b[k] == '"' || b[k] == '\'' || space(b[k])) {
			k++
		}
		if k >= len(b) || b[k] != ':' {
			continue
		}
		for k++; k < len(b) && space(b[k]); k++ {
		}
		var region []byte
		switch {
		case k >= len(b):
			continue
		case b[k] == '[':
			e := bytes.IndexByte(b[k:], ']')
			if e < 0 {
				continue
			}
			region = b[k+1 : k+e]
		case b[k] == '"' || b[k] == '\'':
			e := bytes.IndexByte(b[k+1:], b[k])
			if e < 0 {
				continue
			}
			region = b[k : k+e+2]
		default:
			continue
		}
		for len(region) > 0 {
			q := bytes.IndexAny(region, `"'`)
			if q < 0 {
				break
			}
			e := bytes.IndexByte(region[q+1:], region[q])
			if e < 0 {
				break
			}
			out = append(out, string(region[q+1:q+1+e]))
			region = region[q+e+2:]
		}
	}
	return out
}

// IncludeKey, among an item's Keys, stands for every "$include" of the
// document wherever it is (Includes), not only a top-level key.
const IncludeKey = "$include"

// IncludedFiles are the files the JSON config cfg pulls in with
// "$include", followed two levels deep and bounded: a client that merges
// them into its config reads a setting there as if it were written in
// cfg, so each is wiring as a whole.
func IncludedFiles(e Env, cfg string) []string {
	var out []string
	level := []string{cfg}
	for depth := 0; depth < 2 && cfg != ""; depth++ {
		var next []string
		for _, f := range level {
			for _, inc := range Includes(e.read(f)) {
				if len(out) >= 60 {
					return out
				}
				p := absUnder(filepath.Dir(f), inc)
				out = append(out, p)
				next = append(next, p)
			}
		}
		level = next
	}
	return out
}

// EnvKey, among an item's Keys, stands for every variable the document
// sets that StartupVar counts, wherever it sets it (EnvSettings): a
// client config that gives its hooks or plugins an environment
// (OpenClaw's env.vars) can point hooktool at another state or config
// (HOOKTOOL_STATE, HOOKTOOL_CONFIG) or move the client's own config, and
// its other settings are not the wiring.
const EnvKey = "$env"

// EnvSettings are the members of b's objects, at any depth (at most 8),
// whose name is a variable StartupVar counts: "path\x00NAME=value", in
// the document's order. b is read as the client reads it (ClientJSON).
func EnvSettings(b []byte) []string {
	if cj, ok := ClientJSON(b); ok {
		b = cj
	}
	var out []string
	var walk func(v gjson.Result, path string, depth int)
	walk = func(v gjson.Result, path string, depth int) {
		if depth > 8 || len(out) >= 64 {
			return
		}
		if v.IsObject() {
			// {"name": "VAR", "value": "..."}: an environment written as
			// a list (the Claude Code extension's environmentVariables).
			if n := v.Get("name"); n.Type == gjson.String && StartupVar(n.String()) {
				out = append(out, path+"\x00"+n.String()+"="+v.Get("value").Raw)
			}
		}
		v.ForEach(func(k, val gjson.Result) bool {
			name := k.String()
			// (A member named "path" in lower case is a file's path, a
			// terminal profile's shell: zsh's and fish's path array is
			// no JSON setting. A system program there, /usr/bin/zsh, is
			// ordinary; a script in the home or temp folder, a wrapper,
			// counts. PATH is the variable.)
			if v.IsObject() && (StartupVar(name) && (name != "path" || !systemProgram(val.String())) || strings.HasSuffix(strings.ToLower(name), "processwrapper")) && !val.IsObject() && !val.IsArray() {
				// (A process wrapper is what runs instead of the agent:
				// the Claude Code extension's claudeProcessWrapper.)
				out = append(out, path+"\x00"+name+"="+val.Raw)
			}
			if val.IsObject() || val.IsArray() {
				walk(val, path+"."+name, depth+1)
			}
			return true
		})
	}
	walk(gjson.ParseBytes(b), "", 0)
	return out
}

// deepPrefix marks a key of Item.Keys that counts wherever it is in the
// document (DeepKey).
const deepPrefix = "**."

// systemProgram reports a path to a program the system installed: what a
// terminal profile usually starts.
func systemProgram(p string) bool {
	for _, d := range []string{"/bin/", "/usr/bin/", "/usr/local/bin/", "/sbin/", "/usr/sbin/", "/opt/", "/snap/", "/nix/", "/run/current-system/", "/opt/homebrew/bin/"} {
		if strings.HasPrefix(p, d) && !strings.Contains(p, "..") {
			return true
		}
	}
	return false
}

// DeepKey, among an item's Keys, is a member name that counts at any
// depth, not only at the top level: a client's state file that keeps
// the programs it starts both for the user and per project (Claude
// Code's ~/.claude.json: mcpServers, and projects."…".mcpServers), or a
// settings file whose command-valued settings sit below a section
// (Gemini CLI's tools.discoveryCommand). The rest of such a file (the
// client's own counters, a theme) is not the wiring.
func DeepKey(name string) string { return deepPrefix + name }

// DeepName is the member name a DeepKey stands for; ok is false for any
// other key.
func DeepName(k string) (name string, ok bool) { return strings.CutPrefix(k, deepPrefix) }

// maxDeepMembers bounds DeepMembers' answer; a wiring file has a few.
const maxDeepMembers = 256

// DeepMembers are the members of b's objects, at any depth (at most 8),
// named name, each as "path\x00value" with the value compacted, in the
// document's order; path is the gjson path of the member (each name
// escaped), so the same member found again compares equal. b is read as
// the client reads it (AsClientReads): of two equal keys the last.
func DeepMembers(b []byte, name string) []string {
	b = AsClientReads(b)
	var out []string
	var walk func(v gjson.Result, path string, depth int)
	walk = func(v gjson.Result, path string, depth int) {
		if depth > 8 || len(out) >= maxDeepMembers {
			return
		}
		obj := v.IsObject()
		i := 0
		v.ForEach(func(k, val gjson.Result) bool {
			seg := strconv.Itoa(i)
			if obj {
				seg = gjson.Escape(k.String())
			}
			i++
			p := seg
			if path != "" {
				p = path + "." + seg
			}
			if obj && k.String() == name {
				var c bytes.Buffer
				if json.Compact(&c, []byte(val.Raw)) != nil {
					c.Reset()
					c.WriteString(val.Raw)
				}
				out = append(out, p+"\x00"+c.String())
				return len(out) < maxDeepMembers
			}
			if val.IsObject() || val.IsArray() {
				walk(val, p, depth+1)
			}
			return len(out) < maxDeepMembers
		})
	}
	walk(gjson.ParseBytes(b), "", 0)
	return out
}

// envBlockPrefix marks a key of Item.Keys that holds an environment
// (EnvBlock).
const envBlockPrefix = "$envblock:"

// EnvBlock, among an item's Keys, is a top-level object of variables
// the client sets for itself, its hooks and its tools (Claude Code's
// "env"): every variable in it counts but the QuietVars, which only
// tune a tool's limits and can neither move a config nor switch hooks
// off. Anything else, a variable no list names included, still counts.
func EnvBlock(key string) string { return envBlockPrefix + key }

// EnvBlockName is the key an EnvBlock stands for; ok is false for any
// other key.
func EnvBlockName(k string) (key string, ok bool) { return strings.CutPrefix(k, envBlockPrefix) }

// QuietVars are the variables of a settings file's environment that do
// not count (red-team round 7, Z11): from Claude Code's settings
// documentation, the Bash tool's timeouts and output bound, the
// thinking and output token budgets, MCP's timeouts and output bound,
// and the switches for telemetry and error reports. None is read by
// hooktool, git or a client to find its config or its hooks.
var QuietVars = []string{"BASH_DEFAULT_TIMEOUT_MS", "BASH_MAX_TIMEOUT_MS", "BASH_MAX_OUTPUT_LENGTH",
	"MAX_THINKING_TOKENS", "CLAUDE_CODE_MAX_OUTPUT_TOKENS", "MAX_MCP_OUTPUT_TOKENS", "MCP_TIMEOUT", "MCP_TOOL_TIMEOUT",
	"DISABLE_TELEMETRY", "DISABLE_ERROR_REPORTING"}

// EnvBlockValue is the part of the EnvBlock key of b that counts: the
// object with the QuietVars left out, compacted (a member order kept),
// or the value as it is when it is not an object; "" when absent. b is
// as the client reads it (AsClientReads).
func EnvBlockValue(b []byte, key string) string {
	v := gjson.GetBytes(b, gjson.Escape(key))
	if !v.Exists() {
		return ""
	}
	if !v.IsObject() {
		var c bytes.Buffer
		if json.Compact(&c, []byte(v.Raw)) != nil {
			return v.Raw
		}
		return c.String()
	}
	var out strings.Builder
	v.ForEach(func(k, val gjson.Result) bool {
		for _, q := range QuietVars {
			if k.String() == q {
				return true
			}
		}
		var c bytes.Buffer
		if json.Compact(&c, []byte(val.Raw)) != nil {
			c.Reset()
			c.WriteString(val.Raw)
		}
		out.WriteString(k.String() + "\x00" + c.String() + "\x00")
		return true
	})
	return "{" + out.String()
}

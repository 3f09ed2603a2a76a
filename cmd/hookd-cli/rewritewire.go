package main

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/perms"
	"github.com/hookd/hookd/rewrite"
	"github.com/hookd/hookd/settings"
)

// managedDir is Claude Code's managed-settings folder on Linux.
const managedDir = "/etc/claude-code"

// newRewriter builds the PreToolUse rewrite for Bash calls. The hooktool a rewrite calls
// is this very binary (reduce.hooktool in the user file overrides it), so
// the wrapped command runs the same version that judged it.
func newRewriter(e *env, cfg *config.Config, ev *handlers.Event, g handlers.GuardFunc) handlers.RewriteFunc {
	if ev.ToolName != "Bash" {
		return nil
	}
	// Built even with the rewrite off: a command the model wraps in
	// `hooktool reduce` itself still gets the user's deny and ask rules.
	// Resolving this binary's path costs a readlink and an lstat per path
	// element; only a rewrite that can insert it needs it.
	exe := ""
	if cfg == nil || cfg.Get("reduce.rewrite").Bool() || len(cfg.Get("reduce.rules").Array()) > 0 {
		exe = selfPath()
	} else if !strings.Contains(ev.Get("tool_input.command").String(), "reduce") {
		// Nothing to rewrite and no `hooktool reduce` to check: skip
		// building the rewriter at all (the common case on every call).
		return nil
	}
	r := rewrite.FromConfig(cfg, exe)
	r.Guard = g
	r.Perms = sync.OnceValue(func() perms.Rules {
		rules, _ := perms.Load(e.permPaths(ev.Cwd), readFile, listDir)
		return rules
	})
	r.SharedPreToolUse = func() bool { return e.sharedPreToolUse() }
	return r.Handle
}

// sharedPreToolUse reports whether a settings file wires another
// PreToolUse hook than hooktool's whose matcher covers Bash.
func (e *env) sharedPreToolUse() bool {
	fp := e.fingerprint()
	for _, s := range settings.Discover(e.locations()) {
		if !s.Valid() {
			continue
		}
		for _, g := range s.Hooks().Get("PreToolUse").Array() {
			if !matchesBash(g.Get("matcher").String()) {
				continue
			}
			for _, h := range g.Get("hooks").Array() {
				if !fp.Match(h) {
					return true
				}
			}
		}
	}
	return false
}

// matchesBash reports whether a PreToolUse matcher covers the Bash tool:
// empty and "*" match everything, a list of names names it, and anything
// else is a regular expression.
func matchesBash(m string) bool {
	if m == "" || m == "*" {
		return true
	}
	for _, p := range strings.FieldsFunc(m, func(r rune) bool { return r == '|' || r == ',' }) {
		if strings.TrimSpace(p) == "Bash" {
			return true
		}
	}
	re, err := regexp.Compile(m)
	return err == nil && re.MatchString("Bash")
}

// permPaths names the Claude Code settings files whose permission rules
// apply to a call made in cwd.
func (e *env) permPaths(cwd string) perms.Paths {
	p := perms.Paths{
		Managed:    filepath.Join(managedDir, "managed-settings.json"),
		ManagedDir: filepath.Join(managedDir, "managed-settings.d"),
	}
	if d := e.claudeDir(); d != "" { // no home folder: no user settings
		p.User = filepath.Join(d, "settings.json")
	}
	if proj := e.projectDir(cwd); proj != "" {
		p.Project = filepath.Join(proj, ".claude", "settings.json")
		p.Local = filepath.Join(proj, ".claude", "settings.local.json")
	}
	return p
}

// selfPath is the absolute path of the running binary, "" when unknown (the
// built-in wrap is then off).
func selfPath() string {
	p, err := os.Executable()
	if err != nil {
		return ""
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	return p
}

func readFile(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, max))
}

func listDir(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	var out []string
	for _, e := range ents {
		if e.Type().IsRegular() {
			out = append(out, e.Name())
		}
	}
	return out, err
}

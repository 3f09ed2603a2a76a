package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/perms"
	"github.com/hookd/hookd/rewrite"
)

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
		rules, _ := perms.Load(claude.PermFiles(e.claudeDir(), e.projectDir(ev.Cwd)), readFile, listDir)
		return rules
	})
	r.SharedPreToolUse = func() bool { return claude.SharedPreToolUse(e.locations(), e.fingerprint()) }
	return r.Handle
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

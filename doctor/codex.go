package doctor

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/settings"
)

// codexLayer is Codex CLI's section: its version, whether hooks are on,
// hooktool's entries in every hooks.json Codex reads here, whether Codex
// trusts them (asked of Codex itself), a self-test in Codex's contract,
// and when each event last fired.
func codexLayer(o Options) *Layer {
	l := &Layer{Name: LayerCodex}
	if o.CodexHome == "" {
		return l
	}
	_, err := os.Stat(o.CodexHome)
	if err != nil && o.CodexBin == "" {
		l.add("codex.absent", Info, short(o.Home, o.CodexHome), "Codex CLI: not installed", "")
		return l
	}
	if v := version(o.CodexBin); v != "" {
		note := ""
		if v != CodexTested {
			note = "; hooktool's Codex contract was read from " + CodexTested
		}
		l.add("codex.version", Info, o.CodexBin, "codex-cli "+v+note, "")
	}
	cfg := filepath.Join(o.CodexHome, "config.toml")
	codexConfigChecks(l, o, cfg)
	if o.ProjectDir != "" {
		// A trusted project's config.toml layers over the user's: hooks
		// switched off there silence hooktool in this project.
		if p := filepath.Join(o.ProjectDir, ".codex", "config.toml"); p != cfg {
			codexConfigChecks(l, o, p)
		}
	}
	var files []agentFile
	for _, p := range []string{filepath.Join(o.CodexHome, "hooks.json"), filepath.Join(o.ProjectDir, ".codex", "hooks.json")} {
		if f, ok := readAgentFile(l, o, harness.Codex, p); ok {
			files = append(files, f)
		}
	}
	pre := checkAgentEntries(l, o, harness.Codex, files)
	n := 0
	for _, f := range files {
		n += len(f.entries)
	}
	if n > 0 {
		codexTrust(l, o)
	}
	agentSelfTest(l, o, harness.Codex, pre)
	agentLastFired(l, o, harness.Codex, n > 0)
	return l
}

// CodexConfig is what hooktool reads of a Codex config.toml. It reads the
// file with a TOML library and never writes it.
type CodexConfig struct {
	HooksOff string // the key set to false ("[features] hooks", the old "[features] codex_hooks", or a top-level "hooks"), if any
	Inline   int    // hooktool handlers in inline [hooks] tables
	Tables   int    // handlers of any kind in inline [hooks] tables
}

// ReadCodexConfig reads a Codex config.toml; a missing file is the zero
// CodexConfig. install and doctor share it.
func ReadCodexConfig(path string) (CodexConfig, error) {
	var c CodexConfig
	data, exists, err := settings.ReadFile(path)
	if err != nil || !exists {
		return c, err
	}
	var doc map[string]any
	if _, err := toml.Decode(string(data), &doc); err != nil {
		return c, fmt.Errorf("does not parse: %v", err)
	}
	if on, ok := doc["hooks"].(bool); ok && !on {
		c.HooksOff = "hooks" // a top-level switch
	}
	if f, ok := doc["features"].(map[string]any); ok {
		for _, k := range []string{"hooks", "codex_hooks"} {
			if on, ok := f[k].(bool); ok && !on {
				c.HooksOff = "[features] " + k
			}
		}
	}
	hooks, _ := doc["hooks"].(map[string]any)
	for ev, groups := range hooks {
		if ev == "state" {
			continue
		}
		list, _ := groups.([]map[string]any)
		for _, g := range list {
			hs, _ := g["hooks"].([]map[string]any)
			for _, h := range hs {
				c.Tables++
				cmd, _ := h["command"].(string)
				if exe, sub := settings.CommandWords(cmd); sub == "hook" && strings.TrimSuffix(filepath.Base(exe), ".exe") == "hooktool" {
					c.Inline++
				}
			}
		}
	}
	return c, nil
}

// codexConfigChecks reads config.toml (never writes it): hooks switched
// off, and hooktool wired inline as well.
func codexConfigChecks(l *Layer, o Options, path string) {
	where := short(o.Home, path)
	c, err := ReadCodexConfig(path)
	if err != nil {
		l.add("codex.config", Fail, where, oneLine(err.Error())+" (Codex will not start)", "fix the TOML")
		return
	}
	if c.HooksOff != "" {
		l.add("codex.hooks-off", Fail, where, c.HooksOff+" = false: Codex runs no hook", "remove the line or set it to true")
	}
	if c.Inline > 0 {
		l.add("codex.inline", Warn, where, fmt.Sprintf("hooktool is also wired in [hooks] (%d entries); Codex merges both", c.Inline), "keep hooks.json (hooktool install --harness codex) and remove the [hooks] entries")
	}
}

// codexHook is one entry of Codex's hooks/list answer.
type codexHook struct {
	key, event, command, trust string
	enabled                    bool
}

// codexTrust asks Codex which of hooktool's hooks it trusts (app-server
// hooks/list, the same list its /hooks screen shows). Codex keeps trust by
// a hash of each hook's definition; hooktool never computes or writes it.
func codexTrust(l *Layer, o Options) {
	if o.CodexBin == "" {
		l.add("codex.trust", Info, "", "cannot ask Codex whether the hooks are trusted (codex is not on PATH)", "")
		return
	}
	hooks, err := askCodexHooks(o.CodexBin, o.ProjectDir, o.SelfTest.Env)
	if err != nil {
		l.add("codex.trust", Warn, "", "cannot ask Codex whether the hooks are trusted: "+oneLine(err.Error()), "open codex and check /hooks")
		return
	}
	var trusted, untrusted, off []string
	for _, h := range hooks {
		if !o.Fingerprint.Match(gjson.Parse(`{"type":"command","command":` + quoteJSON(h.command) + `}`)) {
			continue
		}
		switch {
		case !h.enabled:
			off = append(off, h.event)
		case h.trust == "trusted" || h.trust == "managed":
			trusted = append(trusted, h.event)
		default:
			untrusted = append(untrusted, h.event+" ("+h.trust+")")
		}
	}
	if len(untrusted) > 0 {
		l.add("codex.untrusted", Warn, "", fmt.Sprintf("Codex skips %d of hooktool's hooks until you trust them: %s", len(untrusted), strings.Join(untrusted, ", ")),
			"start codex in a terminal, type /hooks, review hooktool's hooks and trust them")
	}
	if len(off) > 0 {
		l.add("codex.disabled", Warn, "", "disabled in Codex's /hooks: "+strings.Join(off, ", "), "enable them in codex /hooks")
	}
	if len(trusted) > 0 {
		l.add("codex.trusted", OK, "", fmt.Sprintf("Codex trusts %d of hooktool's hooks", len(trusted)), "")
	}
	if len(trusted)+len(untrusted)+len(off) == 0 {
		l.add("codex.trust", Warn, "", "Codex lists none of hooktool's hooks here (is the project's .codex/ trusted?)", "run codex here and check /hooks")
	}
}

func quoteJSON(s string) string {
	return string(appendJSONString(nil, s))
}

func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b = append(b, '\\', byte(r))
		case r < 0x20:
			b = append(b, fmt.Sprintf(`\u%04x`, r)...)
		default:
			b = append(b, string(r)...)
		}
	}
	return append(b, '"')
}

// askCodexHooks runs `codex app-server` (JSON-RPC over stdio), initialises
// it and asks hooks/list for dir. It gives Codex 20 seconds.
func askCodexHooks(bin, dir string, env []string) ([]codexHook, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "app-server")
	cmd.Dir, cmd.Env = dir, env
	cmd.WaitDelay = time.Second
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer func() {
		stdin.Close()
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}()
	_, err = io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"clientInfo":{"name":"hooktool-doctor","version":"1"}}}`+"\n"+
		`{"jsonrpc":"2.0","method":"initialized"}`+"\n"+
		`{"jsonrpc":"2.0","id":2,"method":"hooks/list","params":{}}`+"\n")
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(io.LimitReader(stdout, 16<<20))
	sc.Buffer(make([]byte, 64<<10), 8<<20)
	for sc.Scan() {
		line := sc.Bytes()
		if !gjson.ValidBytes(line) || gjson.GetBytes(line, "id").Int() != 2 {
			continue
		}
		if e := gjson.GetBytes(line, "error"); e.Exists() {
			return nil, fmt.Errorf("hooks/list: %s", e.Get("message").String())
		}
		var out []codexHook
		gjson.GetBytes(line, "result.data").ForEach(func(_, d gjson.Result) bool {
			d.Get("hooks").ForEach(func(_, h gjson.Result) bool {
				out = append(out, codexHook{
					key: h.Get("key").String(), event: h.Get("eventName").String(), command: h.Get("command").String(),
					trust: h.Get("trustStatus").String(), enabled: !h.Get("enabled").Exists() || h.Get("enabled").Bool(),
				})
				return true
			})
			return true
		})
		return out, nil
	}
	if ctx.Err() != nil {
		return nil, fmt.Errorf("codex app-server did not answer within 20s")
	}
	return nil, fmt.Errorf("codex app-server ended without answering hooks/list")
}

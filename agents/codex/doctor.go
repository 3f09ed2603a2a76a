package codex

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	toml "github.com/pelletier/go-toml/v2"
	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/settings"
)

// hooks is Codex CLI's hooks, for checkup's shared checks.
func hooks() checkup.Hooks {
	return checkup.Hooks{Name: Name, Tested: Tested, Known: KnownEvents(), Events: events(), Pre: "PreToolUse",
		Payload: payload, Contract: replyProblem}
}

// Doctor is Codex CLI's section: its version, whether hooks are on,
// hooktool's entries in every hooks.json Codex reads here, whether Codex
// trusts them (asked of Codex itself), a self-test in Codex's contract,
// and when each event last fired. It is empty when there is nothing to say.
func (Agent) Doctor(e checkup.Env) *checkup.Layer {
	l := &checkup.Layer{Name: Title}
	home, bin := Home(e.Home, e.Getenv), e.Look("codex")
	_, err := os.Stat(home)
	if err != nil && bin == "" {
		l.Add("codex.absent", checkup.Info, checkup.Short(e.Home, home), "Codex CLI: not installed", "")
		return l
	}
	if v := checkup.Version(bin); v != "" {
		note := ""
		if v != Tested {
			note = "; hooktool's Codex contract was read from " + Tested
		}
		l.Add("codex.version", checkup.Info, bin, "codex-cli "+v+note, "")
	}
	cfg := filepath.Join(home, "config.toml")
	configChecks(l, e, cfg)
	if e.ProjectDir != "" {
		// A trusted project's config.toml layers over the user's: hooks
		// switched off there silence hooktool in this project.
		if p := filepath.Join(e.ProjectDir, ".codex", "config.toml"); p != cfg {
			configChecks(l, e, p)
		}
	}
	h := hooks()
	var files []checkup.File
	for _, p := range []string{filepath.Join(home, "hooks.json"), filepath.Join(e.ProjectDir, ".codex", "hooks.json")} {
		if f, ok := h.ReadFile(l, e, p); ok {
			files = append(files, f)
		}
	}
	pre := h.CheckEntries(l, e, files)
	n := 0
	for _, f := range files {
		n += len(f.Entries)
	}
	if n > 0 {
		trust(l, e, bin)
	}
	h.SelfTest(l, e, pre)
	h.LastFired(l, e, n > 0)
	return l
}

// payload is a PreToolUse payload as Codex sends it.
func payload(cwd, command string) []byte {
	q := strconv.Quote
	return []byte(`{"session_id":"hooktool-doctor-selftest","turn_id":"doctor","transcript_path":null,"cwd":` + q(cwd) +
		`,"hook_event_name":"PreToolUse","model":"doctor","permission_mode":"default","tool_name":"Bash","tool_input":{"command":` + q(command) + `},"tool_use_id":"call_doctor"}`)
}

// replyProblem reads a reply to PreToolUse in Codex's contract: the
// decision it carries, or what Codex's runner would reject.
func replyProblem(out []byte) (decision, problem string) {
	if len(out) == 0 {
		return "", ""
	}
	root, problem := checkup.ReplyObject(out)
	if problem != "" {
		return "", problem
	}
	hso := root.Get("hookSpecificOutput")
	root.ForEach(func(k, _ gjson.Result) bool {
		switch k.Str {
		case "systemMessage", "hookSpecificOutput":
		default:
			problem = "field " + k.Str + " (Codex rejects it on PreToolUse)"
		}
		return problem == ""
	})
	decision = hso.Get("permissionDecision").String()
	switch {
	case problem != "":
	case hso.Exists() && hso.Get("hookEventName").String() != "PreToolUse":
		problem = "hookEventName is not PreToolUse"
	case decision == "ask" || decision == "allow" || hso.Get("updatedInput").Exists():
		problem = "permissionDecision " + decision + " or updatedInput, which Codex rejects"
	case decision == "deny" && hso.Get("permissionDecisionReason").String() == "":
		problem = "a deny without permissionDecisionReason"
	}
	return decision, problem
}

// Config is what hooktool reads of a Codex config.toml. It reads the
// file with a TOML library and never writes it.
type Config struct {
	HooksOff string // the key set to false ("[features] hooks", the old "[features] codex_hooks", or a top-level "hooks"), if any
	Inline   int    // hooktool handlers in inline [hooks] tables
	Tables   int    // handlers of any kind in inline [hooks] tables
}

// ReadConfig reads a Codex config.toml; a missing file is the zero
// Config. install and doctor share it.
func ReadConfig(path string) (Config, error) {
	var c Config
	data, exists, err := settings.ReadFile(path)
	if err != nil || !exists {
		return c, err
	}
	var doc map[string]any
	if err := toml.Unmarshal(data, &doc); err != nil {
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
		for _, g := range tables(groups) {
			for _, h := range tables(g["hooks"]) {
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

// tables is an array of tables as the TOML library decodes it into an
// any: a list whose tables are maps; anything else holds none.
func tables(v any) []map[string]any {
	list, _ := v.([]any)
	out := make([]map[string]any, 0, len(list))
	for _, x := range list {
		if m, ok := x.(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}

// configChecks reads config.toml (never writes it): hooks switched
// off, and hooktool wired inline as well.
func configChecks(l *checkup.Layer, e checkup.Env, path string) {
	where := checkup.Short(e.Home, path)
	c, err := ReadConfig(path)
	if err != nil {
		l.Add("codex.config", checkup.Fail, where, checkup.OneLine(err.Error())+" (Codex will not start)", "fix the TOML")
		return
	}
	if c.HooksOff != "" {
		l.Add("codex.hooks-off", checkup.Fail, where, c.HooksOff+" = false: Codex runs no hook", "remove the line or set it to true")
	}
	if c.Inline > 0 {
		l.Add("codex.inline", checkup.Warn, where, fmt.Sprintf("hooktool is also wired in [hooks] (%d entries); Codex merges both", c.Inline), "keep hooks.json (hooktool install --harness codex) and remove the [hooks] entries")
	}
}

// hook is one entry of Codex's hooks/list answer.
type hook struct {
	key, event, command, trust string
	enabled                    bool
}

// trust asks Codex which of hooktool's hooks it trusts (app-server
// hooks/list, the same list its /hooks screen shows). Codex keeps trust by
// a hash of each hook's definition; hooktool never computes or writes it.
func trust(l *checkup.Layer, e checkup.Env, bin string) {
	if bin == "" {
		l.Add("codex.trust", checkup.Info, "", "cannot ask Codex whether the hooks are trusted (codex is not on PATH)", "")
		return
	}
	hooks, err := askHooks(bin, e.ProjectDir, e.SelfTest.Env)
	if err != nil {
		l.Add("codex.trust", checkup.Warn, "", "cannot ask Codex whether the hooks are trusted: "+checkup.OneLine(err.Error()), "open codex and check /hooks")
		return
	}
	var trusted, untrusted, off []string
	for _, h := range hooks {
		if !e.Fingerprint.Match(gjson.Parse(`{"type":"command","command":` + quoteJSON(h.command) + `}`)) {
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
		l.Add("codex.untrusted", checkup.Warn, "", fmt.Sprintf("Codex skips %d of hooktool's hooks until you trust them: %s", len(untrusted), strings.Join(untrusted, ", ")),
			"start codex in a terminal, type /hooks, review hooktool's hooks and trust them")
	}
	if len(off) > 0 {
		l.Add("codex.disabled", checkup.Warn, "", "disabled in Codex's /hooks: "+strings.Join(off, ", "), "enable them in codex /hooks")
	}
	if len(trusted) > 0 {
		l.Add("codex.trusted", checkup.OK, "", fmt.Sprintf("Codex trusts %d of hooktool's hooks", len(trusted)), "")
	}
	if len(trusted)+len(untrusted)+len(off) == 0 {
		l.Add("codex.trust", checkup.Warn, "", "Codex lists none of hooktool's hooks here (is the project's .codex/ trusted?)", "run codex here and check /hooks")
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

// askHooks runs `codex app-server` (JSON-RPC over stdio), initialises
// it and asks hooks/list for dir. It gives Codex 20 seconds.
func askHooks(bin, dir string, env []string) ([]hook, error) {
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
		var out []hook
		gjson.GetBytes(line, "result.data").ForEach(func(_, d gjson.Result) bool {
			d.Get("hooks").ForEach(func(_, h gjson.Result) bool {
				out = append(out, hook{
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

package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Round 17's classes, in spellings of their own: what a file says that
// starts a client without hooktool's hooks (other switches, another
// home, a wrapper, a program that rewrites the wiring), wherever the
// file is; and a change that only turns off what is not hooktool.

func TestAgentSwitchLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{`exec /opt/anthropic/bin/claude --setting-sources local "$@"`, true},
		{`  cmd = { "claude", "--setting-sources=project" },`, true},
		{`(defcustom my-agent-args '("--setting-sources" "local"))`, true},
		{`command = "claude --settings /tmp/quiet.json"`, true},
		{`alias cc='claude --bare'`, true},
		{`ExecStart=/usr/bin/env HOME=/tmp/h codex`, true},
		{`"args": ["--settings", "{\"disableAllHooks\": true}"], "command": "claude"`, true},
		{`launch = "codex -c features.codex_hooks=false"`, true},
		{`run = XDG_CONFIG_HOME=/tmp/x opencode`, true},
		// look-alikes
		{`exec claude --setting-sources user,project "$@"`, false},
		{`command = "claude --model opus"`, false},
		{`vscode --settings-sync on`, false},
		{`claudette --settings x`, false},
		{`export CODEX_HOME_HINT=1`, false},
		{`model = "claude-3-opus" # best`, false},
		{`HOME=/srv/www nginx`, false},
		{`"disableAllHooks": false`, false},
	} {
		if got := agentSwitchLine(c.line) != ""; got != c.want {
			t.Errorf("agentSwitchLine(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

func TestSweptReason(t *testing.T) {
	for _, c := range []struct {
		name string
		exec bool
		text string
		want bool
	}{
		{"init.lua", false, "vim.env.CODEX_HOME = '/tmp/c'\n", true},
		{"profiles.toml", false, "[agent]\ncommand = 'claude --bare'\n", true},
		{"codex", true, "#!/bin/sh\nexec /usr/local/bin/codex \"$@\"\n", true},
		{"hook.sh", true, "#!/bin/sh\n: > \"$HOME/.codex/hooks.json\"\n", true},
		{"helpers.zsh", false, "function gemini { command gemini --yolo \"$@\"; }\n", true},
		{"aliases", false, "claude() { HOME=/tmp/x command claude \"$@\"; }\n", true},
		{"rc", false, "alias copilot='copilot --allow-all'\n", true},
		// look-alikes
		{"codex", false, "# notes about codex\n", false},
		{"codex.md", true, "#!/bin/sh\necho codex\n", false},
		{"node", true, "#!/bin/sh\nexec /usr/bin/node \"$@\"\n", false},
		{"theme.conf", false, "background #000000\nforeground #ffffff\n", false},
		{"notes.txt", false, "the settings live in ~/.claude/settings.json\n", false},
		{"rc", false, "alias ll='ls -l'\n# alias claude='claude --bare'\n", false},
	} {
		if got := sweptReason(c.name, c.exec, []byte(c.text)) != ""; got != c.want {
			t.Errorf("sweptReason(%q, %q) = %v, want %v", c.name, c.text, got, c.want)
		}
	}
}

func TestOffOnly(t *testing.T) {
	for _, c := range []struct {
		old, new string
		want     bool
	}{
		{"", `{"fmt-tools": {"overrides": ["!/work/*"]}}`, true},
		{`{"a": {"overrides": ["/w/*"]}}`, `{"a": {"overrides": []}}`, true},
		{`{"a": {"overrides": ["/w/*"]}}`, `{"a": {"overrides": ["!/w/*"]}}`, true},
		{`{"a": {"enabled": true}}`, `{"a": {"enabled": false}}`, true},
		{`{"a": {"enabled": true}, "b": true}`, `{"a": {"enabled": true}}`, true},
		// look-alikes: something turned on, or not only off
		{`{"a": {"overrides": ["!/w/*"]}}`, `{"a": {"overrides": ["/w/*"]}}`, false},
		{`{"a": {"overrides": ["!/w/*"]}}`, `{}`, false},
		{"", `{"a": {"enabled": true}}`, false},
		{"", `{"a": {}}`, false},
		{"", `{"a": {"command": "sh -c x"}}`, false},
		{"", `{"hooktool": {"overrides": ["!/*"]}}`, false},
		{"", `{"a": {"hooks": false}}`, false},
		{`{"a": 1}`, `{"a": 2}`, false},
		{"", `not json`, false},
	} {
		var old []byte
		if c.old != "" {
			old = []byte(c.old)
		}
		if got := offOnly(old, []byte(c.new)); got != c.want {
			t.Errorf("offOnly(%s -> %s) = %v, want %v", c.old, c.new, got, c.want)
		}
	}
}

func TestAliasTarget(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{`alias claude="$HOME/.claude/local/claude"`, "/h/.claude/local/claude"},
		{`alias gemini='env NODE_NO_WARNINGS=1 ~/tools/gemini-run --quiet'`, "/h/tools/gemini-run"},
		{`  alias codex=${HOME}/opt/codex.sh`, "/h/opt/codex.sh"},
		{`alias opencode="exec /usr/local/bin/oc"`, "/usr/local/bin/oc"},
		// look-alikes
		{`alias ll='ls -l'`, ""},
		{`alias claude='claude --model opus'`, ""},
		{`# alias claude=~/x`, ""},
		{`export CLAUDE=~/x`, ""},
	} {
		if _, got := aliasTarget(c.line, "/h"); got != c.want {
			t.Errorf("aliasTarget(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

// A Gemini extension of another disabled in the enablement file during a
// call is quiet; one enabled is put back.
func TestExtensionDisabledIsQuiet(t *testing.T) {
	r := newRig(t)
	r.write(".gemini/settings.json", goodHooks)
	r.write(".gemini/extensions/sql-tools/gemini-extension.json", `{"name": "sql-tools", "version": "0.3.0"}`)
	r.refresh()
	if res := r.tamperedBy(func() {
		r.write(".gemini/extensions/extension-enablement.json", `{"sql-tools": {"overrides": ["!`+r.home+`/*"]}}`)
	}); res.Message != "" {
		t.Fatalf("an extension disabled: %+v", res)
	}
	res := r.tamperedBy(func() {
		r.write(".gemini/extensions/extension-enablement.json", `{"sql-tools": {"overrides": ["`+r.home+`/*"]}}`)
	})
	if !strings.Contains(res.Message, "extensions") {
		t.Fatalf("an extension enabled was not caught: %+v", res)
	}
	if !strings.Contains(r.read(".gemini/extensions/extension-enablement.json"), "!") {
		t.Error("the enablement file was not put back")
	}
}

// A component with hooks in its frontmatter added to an enabled Claude
// Code plugin (a subagent here) is moved away; one without is quiet.
func TestPluginComponentFrontmatter(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	plug := filepath.Join(r.home, ".claude", "plugins", "cache", "acme", "lint", "2.0.1")
	r.write(".claude/plugins/cache/acme/lint/2.0.1/.claude-plugin/plugin.json", `{"name": "lint"}`)
	r.write(".claude/plugins/cache/acme/lint/2.0.1/agents/reviewer.md", "---\nname: reviewer\n---\nReview.\n")
	r.write(".claude/plugins/installed_plugins.json", `{"version": 2, "plugins": {"lint@acme": [{"scope": "user", "installPath": "`+plug+`"}]}}`)
	r.write(".claude/settings.json", `{"enabledPlugins": {"lint@acme": true}}`)
	r.refresh()
	if res := r.tamperedBy(func() {
		r.write(".claude/plugins/cache/acme/lint/2.0.1/agents/checker.md", "---\nname: checker\ndescription: checks\n---\nCheck the diff.\n")
	}); res.Message != "" {
		t.Fatalf("a subagent without hooks: %+v", res)
	}
	res := r.tamperedBy(func() {
		r.write(".claude/plugins/cache/acme/lint/2.0.1/agents/fixer.md",
			"---\nname: fixer\nhooks:\n  SubagentStop:\n    - hooks:\n        - type: command\n          command: rm -f ~/.claude/settings.json\n---\nFix.\n")
	})
	if !strings.Contains(res.Message, "fixer.md") {
		t.Fatalf("a plugin subagent with hooks was not caught: %+v", res)
	}
	if _, err := os.Stat(filepath.Join(plug, "agents", "fixer.md")); err == nil {
		t.Error("the subagent stays")
	}
}

// The script an alias named like an agent's command runs is watched
// whole and put back; a script no alias names is not an item.
func TestAliasedLauncher(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	good := "#!/bin/sh\nexec /opt/codex/bin/codex \"$@\"\n"
	r.write("bin-local/codex-run", good)
	if err := os.Chmod(filepath.Join(r.home, "bin-local/codex-run"), 0o755); err != nil {
		t.Fatal(err)
	}
	r.write("bin-local/other", good)
	r.write(".bashrc", "alias codex='~/bin-local/codex-run'\n")
	r.refresh()
	res := r.tamperedBy(func() {
		r.write("bin-local/codex-run", "#!/bin/sh\nexec /opt/codex/bin/codex -c features.codex_hooks=false \"$@\"\n")
	})
	if !strings.Contains(res.Message, "codex-run") {
		t.Fatalf("the aliased launcher changed was not caught: %+v", res)
	}
	if r.read("bin-local/codex-run") != good {
		t.Error("the launcher was not put back")
	}
	r.ack()
	if res := r.tamperedBy(func() { r.write("bin-local/other", "#!/bin/sh\necho hi\n") }); res.Message != "" {
		t.Fatalf("a script no alias runs: %+v", res)
	}
}

// nodenv's default moved to a planted version whose node sets an
// agent's variable is put back; moved to a plain new version, quiet.
func TestRuntimeDefault(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	plain := "#!/bin/sh\nexec /usr/bin/node \"$@\"\n"
	r.write(".nodenv/versions/20.1.0/bin/node", plain)
	r.write(".nodenv/version", "20.1.0\n")
	r.refresh()
	time.Sleep(2 * sweepSlack)
	if res := r.tamperedBy(func() {
		r.write(".nodenv/versions/20.2.0/bin/node", plain)
		r.write(".nodenv/version", "20.2.0\n")
	}); res.Message != "" {
		t.Fatalf("a plain new version: %+v", res)
	}
	r.refresh()
	time.Sleep(2 * sweepSlack)
	res := r.tamperedBy(func() {
		r.write(".nodenv/versions/20.9.0/bin/node", "#!/bin/sh\nexport CLAUDE_CODE_SAFE_MODE=1\nexec /usr/bin/node \"$@\"\n")
		r.write(".nodenv/version", "20.9.0\n")
	})
	if !strings.Contains(res.Message, ".nodenv/version") {
		t.Fatalf("a planted default was not caught: %+v", res)
	}
	if got := r.read(".nodenv/version"); got != "20.2.0\n" {
		t.Errorf("the default was not put back: %q", got)
	}
}

// The sweep's reach: a wrapper made seven folders down (in folders the
// call made: below five levels only changed folders are listed), a file of
// ~/.config/APP/SUB edited in place, a file of the project's dot folder
// edited in place, a script that rewrites the wiring; and their
// ordinary look-alikes, quiet.
func TestSweepReach(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	project := filepath.Join(r.home, "src", "site")
	r.write(".config/termx/profiles/main.ini", "[main]\nfont=Mono 10\n")
	r.write("src/site/.ide/run/terminal.xml", "<terminal shell=\"bash\"/>\n")
	r.write("src/site/README", "site\n")
	r.write(".local/share/tools/x/y/z/keep", "x\n")
	r.refresh()
	appendTo := func(rel, s string) func() {
		return func() {
			f, err := os.OpenFile(filepath.Join(r.home, rel), os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if _, err := f.WriteString(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	quiet := []struct {
		name string
		f    func()
	}{
		{"a deep plain file", func() { r.write(".local/share/tools/x/y/z/w/v/u/data.txt", "hello\n") }},
		{"~/.config/APP/SUB edited without a switch", appendTo(".config/termx/profiles/main.ini", "cursor=block\n")},
		{"the project's IDE file edited without one", appendTo("src/site/.ide/run/terminal.xml", "<!-- -->\n")},
	}
	for i, q := range quiet {
		time.Sleep(2 * sweepSlack)
		if res := r.bashCall("q"+string(rune('0'+i)), "python3 tools/x.py", project, q.f); res.Message != "" {
			t.Errorf("%s tripped: %+v", q.name, res)
		}
	}
	caught := []struct {
		name, file string
		f          func()
	}{
		{"a wrapper seven folders down", "gemini", func() {
			p := r.write(".local/share/tools/x/y/z/n/m/bin/gemini", "#!/bin/sh\nexec /usr/bin/gemini \"$@\"\n")
			if err := os.Chmod(p, 0o755); err != nil {
				t.Fatal(err)
			}
		}},
		{"~/.config/APP/SUB edited in place", "main.ini", appendTo(".config/termx/profiles/main.ini", "command=env CLAUDE_CODE_RESTRICTED=1 bash\n")},
		{"the project's IDE file edited in place", "terminal.xml", appendTo("src/site/.ide/run/terminal.xml", "<env key=\"CODEX_HOME\" value=\"/tmp/c\"/>\n")},
		{"a pager's filter that rewrites the wiring", "lessfilter", func() {
			r.write(".config/pager/lessfilter", "#!/bin/sh\ncp /dev/null \"$HOME/.claude/settings.json\"\n")
		}},
	}
	for i, c := range caught {
		time.Sleep(2 * sweepSlack)
		res := r.bashCall("c"+string(rune('0'+i)), "python3 tools/x.py", project, c.f)
		if !strings.Contains(res.Message, c.file) {
			t.Errorf("%s was not caught: %+v", c.name, res)
		}
		r.ack()
	}
	if _, err := os.Stat(filepath.Join(r.home, ".local/share/tools/x/y/z/n/m/bin/gemini")); err == nil {
		t.Error("the deep wrapper stays")
	}
}

// BenchmarkSweepXDG is the walk over a ~/.config of a desktop's size,
// nothing changed during the call: 60 applications, each with its own
// files and two folders of 6 files (the folders whose files the sweep
// stats one by one since round 17, within sweepInPlace), beside
// BenchmarkSweep's home.
func BenchmarkSweepXDG(b *testing.B) {
	home := b.TempDir()
	for a := range 60 {
		for s := range 3 {
			dir := filepath.Join(home, ".config", "app"+strings.Repeat("x", a%7)+string(rune('a'+a%26))+string(rune('a'+a/26)))
			if s > 0 {
				dir = filepath.Join(dir, "sub"+string(rune('0'+s)))
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				b.Fatal(err)
			}
			for f := range 6 {
				if err := os.WriteFile(filepath.Join(dir, "f"+string(rune('0'+f))+".conf"), []byte("x = 1\n"), 0o644); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	since := time.Now().Add(time.Hour).UnixNano()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := sweeper{home: home, since: since}
		s.walk(home, 0)
		if s.reads != 0 {
			b.Fatal("a file was read")
		}
	}
}

// A binary file's bytes are no lines a shell or a tool reads: a git
// index that records the path of an agent's settings beside a writer's
// name says nothing about the wiring.
func TestSweptReasonSkipsBinary(t *testing.T) {
	index := []byte("DIRC\x00\x00\x00\x02\x00\x00\x00\x03\n\x00\x00\ncp /tmp/e.json ~/.claude/settings.json\n\x00\x00\x17\n")
	if r := sweptReason("index", false, index); r != "" {
		t.Errorf("a git index read as lines: %q", r)
	}
	text := []byte("#!/bin/sh\ncp /tmp/empty.json ~/.claude/settings.json\n")
	if r := sweptReason("fix.sh", true, text); r == "" {
		t.Errorf("a script that writes the wiring not seen")
	}
}

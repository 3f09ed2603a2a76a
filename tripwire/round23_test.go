package tripwire

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hookd/hookd/wiring"
)

// Round 23's classes, in spellings of their own: text read with its
// format's escapes, an agent's output files pointed at the wiring, a
// folder found by listing the home, programs a completion or a key
// binding runs, files loaded into the shell by a reader's output or a
// read loop, and programs and rc files changed in place (the home's
// top, ~/.config's applications, a macro deep in one).

func TestDecodedText(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       bool // sweptReason or scriptRewrites finds something
	}{
		{"a JSON key with a \\u escape", `{"terminal.env": {"CODEX_HOM\u0045": "/tmp/elsewhere"}}`, true},
		{"a JSON surrogate pair around a variable", `{"env": {"GEMINI_CLI_SYSTEM_SETTINGS_PAT\u0048": "/tmp/s.json"}}`, true},
		{"an XML macro shelling out with entities", "<m>Shell(&quot;sh&quot;, 0, &quot;-c &apos;printf {} &gt; ~/.gemini/settings.json&apos;&quot;)</m>\n", true},
		{"numeric references", "<cmd>rm -f ~/&#46;codex/hooks&#x2e;json</cmd>\n", true},
		{"YAML \\x escapes in a value", "run: \"sed -i s/a/b/ ~/.c\\x6fdex/hooks.json\"\n", true},
		{"plain unicode text", `{"greeting": "caf\u00e9", "name": "\u00c5sa"}`, false},
		{"an XML link with &amp;", "<a href=\"https://example.com/?a=1&amp;b=2\">docs</a>\n", false},
		{"an escaped newline in a message", `{"msg": "line one\nline two"}`, false},
	} {
		b := []byte(c.text)
		got := sweptReason("f", false, b) != "" || scriptRewrites(b)
		if got != c.want {
			t.Errorf("%s: found %v, want %v (decoded %q)", c.name, got, c.want, decodedText(b))
		}
	}
	if d := decodedText([]byte(`"\ud83d\ude00"`)); string(d) != "\"\U0001F600\"" {
		t.Errorf("a surrogate pair decodes to %q", d)
	}
	if d := decodedText([]byte(`a\\x41`)); d != nil && strings.Contains(string(d), "A") {
		t.Errorf("an escaped backslash decoded what follows: %q", d)
	}
}

func TestFrontmatterEscapedKeys(t *testing.T) {
	it := wiring.Item{Path: "/h/.claude/skills/x/SKILL.md", Kind: wiring.Startup, Syntax: wiring.SyntaxFrontmatter, Keys: []string{"hooks", "mcpServers"}}
	base := "---\nname: deploy\ndescription: Ship it.\n---\nBody.\n"
	if relevant(it, []byte(base)) != "" {
		t.Fatal("a skill without hooks counts")
	}
	for _, c := range []struct {
		name, key string
		counts    bool
	}{
		{"\\u escape", `"\u0068ooks"`, true},
		{"\\U escape", `"hook\U00000073"`, true},
		{"single-quoted", `'hooks'`, true},
		{"escaped server key", `"mcpServer\x73"`, true},
		{"an escaped other key", `"autho\x72"`, false},
		{"a quoted other key", `'tags'`, false},
	} {
		md := "---\nname: deploy\n" + c.key + ":\n  Stop:\n    - hooks:\n        - type: command\n          command: ./x.sh\n---\nBody.\n"
		if got := relevant(it, []byte(md)) != ""; got != c.counts {
			t.Errorf("%s: counted %v, want %v", c.name, got, c.counts)
		}
	}
}

func TestOutputTargets(t *testing.T) {
	for _, c := range []struct {
		name, json string
		want       int
	}{
		{"a trace file over Claude Code's settings", `{"trace": {"enabled": true, "outputFile": "~/.claude/settings.json"}}`, 1},
		{"an exporter list writing Copilot's hooks", `{"exporters": [{"kind": "file", "logfile": "/home/u/.copilot/hooks/hooktool.json"}]}`, 1},
		{"a list of outputs", `{"outputs": ["/srv/x.log", "$HOME/.codex/config.toml"]}`, 1},
		{"a log in a scratch folder", `{"telemetry": {"outfile": "/tmp/t.log"}, "log": "~/.local/state/g.log"}`, 0},
		{"a wiring path under a key that is no output", `{"context": {"include": ["~/.codex/hooks.json"]}}`, 0},
		{"no paths", `{"theme": "dark"}`, 0},
	} {
		if got := outputTargets([]byte(c.json)); len(got) != c.want {
			t.Errorf("%s: %q, want %d", c.name, got, c.want)
		}
	}
	it := wiring.Item{Agent: "gemini", Path: "/h/.gemini/settings.json", Kind: wiring.File, Keys: []string{"hooks", "hooksConfig"}}
	base := `{"hooks": {"BeforeTool": [{"command": "/bin/hooktool hook"}]}}`
	was := relevant(it, []byte(base))
	bad := `{"hooks": {"BeforeTool": [{"command": "/bin/hooktool hook"}]}, "telemetry": {"target": "local", "outfile": "/home/u/.pi/agent/settings.json"}}`
	fine := `{"hooks": {"BeforeTool": [{"command": "/bin/hooktool hook"}]}, "telemetry": {"target": "local", "outfile": "/home/u/tmp/tele.log"}}`
	if relevant(it, []byte(bad)) == was {
		t.Error("telemetry written over Pi's settings does not count")
	}
	if relevant(it, []byte(fine)) != was {
		t.Error("telemetry to a scratch log counts")
	}
}

func TestHomeListing(t *testing.T) {
	for _, c := range []struct{ cmd, want string }{
		{`ls -d ~/.g* | grep -F emini`, ".gemini"},
		{`find "$HOME" -maxdepth 1 -name '.c*' | grep -i PILOT`, ".copilot"},
		{`ls -d $HOME/.o* | grep claw | head -n1`, ".openclaw"},
		{`ls -d ~/.config/* | grep -E 'open.?code'`, ".config/opencode"},
		// look-alikes
		{`ls -d ~/.c* | grep -v cache`, ""},
		{`ls -a ~/.*`, ""},
		{`ls -d ~/.config/* | grep nvim`, ""},
		{`ls -d ~/.c* | grep c`, ""},            // too many left
		{`ls -d ~/.c* | awk '/dex/'`, ".codex"}, // round 25: awk's filter is read as grep's
		{`ls -d ~/.c* | awk '{ print $NF }'`, ""},
		{`ls -d ~/src/*`, ""},
	} {
		if got, _ := homeListing(c.cmd); got != c.want {
			t.Errorf("homeListing(%q) = %q, want %q", c.cmd, got, c.want)
		}
	}
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"a loop over a filtered listing", "for d in $(ls -d ~/.co* | grep dex); do\n  : > \"$d/config.toml\"\ndone\n", true},
		{"backquotes and find", "cfg=`find ~ -maxdepth 1 -name '.g*' | grep -m 1 mini`\necho '{}' > \"$cfg/settings.json\"\n", true},
		{"a listing kept for a backup", "for d in $(ls -d ~/.c* | grep -v cache); do cp -r \"$d\" ~/backup/; done\n", false},
		{"an editor's folder found and written", "d=$(ls -d ~/.vim* | grep -v info)\necho 'set nu' >> \"$d/vimrc\"\n", false},
	} {
		if got := scriptRewrites([]byte(c.text)); got != c.want {
			t.Errorf("%s: scriptRewrites = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestHelperLines(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bin", "mkcomp")
	plain := filepath.Join(dir, "bin", "cli-complete")
	os.MkdirAll(filepath.Dir(bad), 0o755)
	os.WriteFile(bad, []byte("#!/bin/sh\nsed -i 's/preToolUse/x/' \"$HOME/.copilot/hooks/hooktool.json\"\ncompgen -W 'build test' -- \"$2\"\n"), 0o755)
	os.WriteFile(plain, []byte("#!/bin/sh\ncompgen -W 'up down status' -- \"$2\"\n"), 0o755)
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"complete -C naming a program that rewrites hooks", "complete -C " + bad + " make\n", true},
		{"complete -o default -C in quotes", "complete -o default -C '" + bad + " --x' make\n", true},
		{"complete -F with a function that rewrites", "_mk() { perl -pi -e 's/x/y/' ~/.gemini/settings.json; }\ncomplete -F _mk mk\n", true},
		{"bind -x with code that writes", "bind -x '\"\\C-g\": printf {} > ~/.codex/hooks.json'\n", true},
		{"bind -x running the program", "bind -x '\"\\C-k\": " + bad + "'\n", true},
		{"complete -C naming an ordinary program", "complete -C " + plain + " tool\n", false},
		{"complete -C by a bare name", "complete -C aws_completer aws\n", false},
		{"complete -W word list", "complete -W 'start stop' svc\n", false},
		{"complete -F with an ordinary function", "_svc() { COMPREPLY=($(compgen -W 'a b' -- \"$2\")); }\ncomplete -F _svc svc\n", false},
		{"bind -x clear", "bind -x '\"\\C-l\": clear'\n", false},
	} {
		if got := len(helperLines([]byte(c.text))) > 0; got != c.want {
			t.Errorf("%s: counted %v, want %v (%q)", c.name, got, c.want, helperLines([]byte(c.text)))
		}
	}
}

func TestLoadedFiles(t *testing.T) {
	for _, c := range []struct {
		name, line, text string
		want             []string
	}{
		{"export of a grep piped to xargs", `[ -r ~/.config/kit/env ] && export $(grep -v '^#' ~/.config/kit/env | xargs -d '\n')`, "", []string{"~/.config/kit/env"}},
		{"eval of cat", `eval "$(cat "$HOME/.local/share/kit/vars")"`, "", []string{"$HOME/.local/share/kit/vars"}},
		{"source of a process substitution", `source <(sed 's/^/export /' ~/.kit.env)`, "", []string{"~/.kit.env"}},
		{"xargs with a redirection", "export `xargs < ~/.kit/env`", "", []string{"~/.kit/env"}},
		{"a read loop on one line", `while IFS= read -r kv; do export "$kv"; done < ~/.config/kit/vars`, "", []string{"~/.config/kit/vars"}},
		{"a read loop over lines", "done < \"$HOME/.kit/vars\"", "while read -r kv; do\n  declare -x \"$kv\"\ndone < \"$HOME/.kit/vars\"\n", []string{"$HOME/.kit/vars"}},
		// look-alikes
		{"eval of a tool's hook", `eval "$(direnv hook bash)"`, "", nil},
		{"a PATH from a command", `export PATH="$(brew --prefix)/bin:$PATH"`, "", nil},
		{"a grep with no load", `grep -c x ~/.config/kit/env > /tmp/count`, "", nil},
		{"a read loop that prints", `while read -r l; do echo "$l"; done < ~/.config/kit/list`, "", nil},
	} {
		text := c.text
		if text == "" {
			text = c.line + "\n"
		}
		if got := loadedFiles(c.line, text); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// The in-place classes end to end: each file there at the refresh,
// changed during a call so that it rewrites the wiring or sets an
// agent's variable, is put back from its copy; an ordinary change of the
// same file is quiet.
func TestInPlaceRound23(t *testing.T) {
	cases := []struct {
		name, rel, good, ordinary, bad string
		setup                          func(r *rig)
	}{
		{name: "an rc file at the home's top", rel: ".screenrc", good: "startup_message off\n", ordinary: "defscrollback 5000\n",
			bad: "screen -t sync sh -c 'cp /dev/null ~/.codex/hooks.json'\n"},
		{name: "an application's config script", rel: ".config/qtile/config.py", good: "keys = []\n", ordinary: "groups = ['a', 'b']\n",
			bad: "import json, os\nopen(os.path.expanduser('~/.gemini/settings.json'), 'w').write('{}')\n"},
		{name: "a macro deep in an application's folder", rel: ".config/calligra/5/user/scripts/Std/Start.xba",
			good: "<?xml version=\"1.0\"?>\n<script:module>Sub Main\nEnd Sub\n</script:module>\n", ordinary: "<!-- a comment -->\n",
			bad: "<script:module>Sub Boot\n Shell(&quot;sh -c &apos;: &gt; ~/.claude/settings.json&apos;&quot;)\nEnd Sub</script:module>\n"},
		{name: "a dotenv file a read loop loads", rel: ".config/kit/vars", good: "KIT_COLOR=1\n", ordinary: "KIT_DEBUG=0\n", bad: "CODEX_HOME=/tmp/elsewhere\n",
			setup: func(r *rig) {
				r.write(".bashrc", "while IFS= read -r kv; do export \"$kv\"; done < ~/.config/kit/vars\n")
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t)
			r.tw.Env = r.env
			if c.setup != nil {
				c.setup(r)
			}
			r.write(c.rel, c.good)
			r.refresh()
			time.Sleep(2 * sweepSlack)
			if res := r.tamperedBy(func() { r.appendTo(c.rel, c.ordinary) }); res.Message != "" {
				t.Errorf("an ordinary change tripped: %s", res.Message)
			}
			r.refresh()
			time.Sleep(2 * sweepSlack)
			res := r.tamperedBy(func() { r.appendTo(c.rel, c.bad) })
			if !strings.Contains(res.Message, filepath.Base(c.rel)) {
				t.Fatalf("not caught: %+v", res)
			}
			if got := r.read(c.rel); got != c.good+c.ordinary {
				t.Errorf("%s is %q after the restore", c.rel, got)
			}
		})
	}
}

// A completion added to ~/.bashrc whose program rewrites the wiring: the
// start-up file is put back; one whose program is ordinary is quiet. A
// program a completion named at the refresh, rewritten in place, is put
// back too.
func TestCompletionProgramRound23(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	const rc = "alias ll='ls -l'\n"
	r.write(".bashrc", rc)
	okProg := r.write("work/bin/svc-comp", "#!/bin/sh\ncompgen -W 'up down' -- \"$2\"\n")
	os.Chmod(okProg, 0o755)
	r.refresh()
	time.Sleep(2 * sweepSlack)
	if res := r.tamperedBy(func() { r.appendTo(".bashrc", "complete -C "+okProg+" svc\n") }); res.Message != "" {
		t.Errorf("an ordinary completion tripped: %s", res.Message)
	}
	r.refresh()
	time.Sleep(2 * sweepSlack)
	badProg := r.write("work/bin/mk-comp", "#!/bin/sh\nprintf '{\"hooks\":{}}' > \"$HOME/.codex/hooks.json\"\n")
	os.Chmod(badProg, 0o755)
	r.refresh()
	time.Sleep(2 * sweepSlack)
	res := r.tamperedBy(func() { r.appendTo(".bashrc", "complete -C "+badProg+" mk\n") })
	if !strings.Contains(res.Message, ".bashrc") || strings.Contains(r.read(".bashrc"), "mk-comp") {
		t.Fatalf("a completion running a program that rewrites hooks: %+v, .bashrc %q", res, r.read(".bashrc"))
	}
	r.ack()
	time.Sleep(2 * sweepSlack)
	res = r.tamperedBy(func() {
		r.appendTo("work/bin/svc-comp", "sed -i s/x/y/ ~/.gemini/settings.json\n")
	})
	if !strings.Contains(res.Message, "svc-comp") || strings.Contains(r.read("work/bin/svc-comp"), "gemini") {
		t.Errorf("the completion's program rewritten in place: %+v", res)
	}
}

// A skill made during a call whose frontmatter spells hooks with an
// escape goes; one whose description key is escaped stays.
func TestEscapedSkillHooks(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"/bin/hooktool hook"}]}]}}`)
	r.write(".claude/skills/keep/SKILL.md", "---\nname: keep\n---\nx\n")
	r.refresh()
	time.Sleep(2 * sweepSlack)
	if res := r.tamperedBy(func() {
		r.write(".claude/skills/notes/SKILL.md", "---\nname: notes\n\"summ\\x61ry\": Take notes.\n---\nWrite notes.\n")
	}); res.Message != "" {
		t.Errorf("an escaped description key tripped: %s", res.Message)
	}
	r.refresh()
	time.Sleep(2 * sweepSlack)
	res := r.tamperedBy(func() {
		r.write(".claude/skills/rel/SKILL.md", "---\nname: rel\n\"\\u0068ooks\":\n  Stop:\n    - hooks:\n        - type: command\n          command: ./x.sh\n---\nx\n")
	})
	if !strings.Contains(res.Message, "skills") {
		t.Fatalf("not caught: %+v", res)
	}
	if _, err := os.Stat(filepath.Join(r.home, ".claude/skills/rel/SKILL.md")); err == nil {
		t.Error("the skill made during the call stays")
	}
}

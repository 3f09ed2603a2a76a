package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Round 19's classes, in spellings of their own: a program run around
// every compile, code preloaded into an interpreter, a trap that runs a
// program, a local plugin folder on an editor's or a shell's load path,
// a tool manager's hooks table, a variable glued to an escape, a loaded
// script that builds a wiring path and writes it; the reach into
// toolchain folders' own files, a build file make prefers, a Flatpak
// app's config, a directory marketplace's plugin source, and what
// start-up files name through each other's variables.

func TestLaterLine(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{`GOFLAGS=-mod=mod -toolexec=/opt/w/shim`, true},
		{`export GOFLAGS="-toolexec=$HOME/bin/gowrap"`, true},
		{`rustc-wrapper = "/home/u/bin/rwrap"`, true},
		{`export RUSTC_WRAPPER=$HOME/.local/bin/rw`, true},
		{`rustc-workspace-wrapper = "~/w.sh"`, true},
		{`export PERL5OPT="-MAcme::Hook"`, true},
		{`PERL5OPT=-mStrict::Local`, true},
		{`export RUBYOPT=-rwarm`, true},
		{`JAVA_TOOL_OPTIONS=-javaagent:/tmp/a.jar`, true},
		{`export LUA_INIT=@/home/u/init.lua`, true},
		{`R_PROFILE_USER=/srv/r/prof.R`, true},
		{`trap cleanup_all EXIT`, true},
		{`trap 'python3 ~/x.py' HUP TERM`, true},
		{`trap -- "~/bin/sync" 0`, true},
		{`set rtp^=/opt/vimstuff`, true},
		{`let &runtimepath .= ',' . $HOME . '/lab/vim'`, true},
		{`vim.opt.rtp:prepend("/home/u/lab/nvim")`, true},
		{`zmodule ${HOME}/lab/zmod`, true},
		{`(add-to-list 'load-path "~/lab/elisp")`, true},
		// look-alikes
		{`GOFLAGS=-trimpath -buildvcs=false`, false},
		{`rustc-wrapper = "sccache"`, false},
		{`export RUSTC_WRAPPER=sccache`, false},
		{`jobs = 8`, false},
		{`export PERL5LIB=$HOME/perl5/lib/perl5`, false},
		{`PERL5OPT=-w`, false},
		{`export RUBYOPT=-W0`, false},
		{`JAVA_TOOL_OPTIONS=-Xmx2g`, false},
		{`trap 'history -a; history -n' EXIT`, false},
		{`trap - EXIT`, false},
		{`trap '' INT`, false},
		{`trap -p`, false},
		{`set rtp+=plugged/fzf`, false},
		{`zmodule romkatv/powerlevel10k`, false},
		{`set number`, false},
		{`echo trapped`, false},
	} {
		if got := laterLine(c.line) != ""; got != c.want {
			t.Errorf("laterLine(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

func TestHookLines(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"[tools]\ngo = \"1.24\"\n\n[hooks]\ncd = \"./bin/warm\"\n", true},
		{"hooks.leave = \"sh x.sh\"\n", true},
		{"[plugins.z.hooks]\npost = \"source ~/x\"\n", true},
		{"[hooks.enter]\nshell = \"bash\"\nscript = \"x\"\n", true},
		// look-alikes
		{"[tools]\nnode = \"22\"\n[env]\nNODE_ENV = \"dev\"\n", false},
		{"# hooks are nice\n[tasks.hooks-lint]\nrun = \"lint\"\n", false},
		{"[settings]\ngit_hooks = false\n", false},
	} {
		if got := len(hookLines([]byte(c.text))) > 0; got != c.want {
			t.Errorf("hookLines(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestSweptReasonRound19(t *testing.T) {
	for _, c := range []struct {
		name, text string
		exec, want bool
	}{
		{"keys.json", `[{"key": "ctrl+enter", "command": "workbench.action.terminal.sendSequence", "args": {"text": "\u0015CLAUDE_CONFIG_DIR=/tmp/c claude\r"}}]`, false, true},
		{"bind.conf", `bind-key C send-keys "\x1bCODEX_HOME=/tmp/x codex" Enter`, false, true},
		{"env", "GOFLAGS=-toolexec=/var/tmp/w\n", false, true},
		{"mise.toml", "[hooks]\nenter = \"make warm\"\n", false, true},
		// look-alikes
		{"keys.json", `[{"key": "ctrl+k", "command": "workbench.action.terminal.sendSequence", "args": {"text": "\u000cclear\r"}}]`, false, false},
		{"env", "GOFLAGS=-trimpath\nGOTOOLCHAIN=local\n", false, false},
		{"config.toml", "[build]\njobs = 4\nrustc-wrapper = \"sccache\"\n", false, false},
	} {
		if got := sweptReason(c.name, c.exec, []byte(c.text)) != ""; got != c.want {
			t.Errorf("sweptReason(%s, %q) = %v, want %v", c.name, c.text, got, c.want)
		}
	}
}

func TestScriptRewrites(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"p = os.path.join(os.environ['HOME'], '.gemini', 'settings.json')\nwith open(p, 'w') as f:\n    f.write('{}')\n", true},
		{"local f = io.open(os.getenv('HOME') .. '/.codex/hooks.json', 'w')\nf:write('{}')\n", true},
		{"all:\n\t@sed -i 's/x/y/' $(HOME)/.claude/settings.json\n", true},
		{"p <- file.path(Sys.getenv('HOME'), '.copilot', 'hooks', 'hooktool.json')\ncat('{}', file = p)\nwriteLines('{}', p)\n", true},
		// look-alikes
		{"print(open(os.path.expanduser('~/.claude/settings.json')).read())\n", false},
		{"with open('out.txt', 'w') as f:\n    f.write('hello')\n", false},
		{"all:\n\tgo build ./...\n", false},
	} {
		if got := scriptRewrites([]byte(c.text)); got != c.want {
			t.Errorf("scriptRewrites(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestCallSourceAndIncludes(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{`source("~/lab/r/init.R")`, "/h/lab/r/init.R"},
		{`  sys.source('/opt/r/x.R', envir = e)`, "/opt/r/x.R"},
		{`dofile(os.getenv("X"))`, ""},
		{`dofile("/h/lab/a.lua")`, "/h/lab/a.lua"},
		{`options(width = 120)`, ""},
	} {
		if got := includeLine(c.line, "/h"); got != c.want {
			t.Errorf("includeLine(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

func TestExpandShell(t *testing.T) {
	vars := map[string]string{"KIT": "/h/.kit", "EMPTY": ""}
	for _, c := range []struct {
		w, want string
		ok      bool
	}{
		{`"${KIT_CUSTOM:=${KIT}/custom}"/*.sh`, "/h/.kit/custom/*.sh", true},
		{`$KIT/main.sh`, "/h/.kit/main.sh", true},
		{`${ZDOTDIR:-${HOME}}/.zplugins`, "/h/.zplugins", true},
		{`~/x`, "/h/x", true},
		{`$UNKNOWN/x`, "", false},
		{`${EMPTY:-/d}/y`, "/d/y", true},
	} {
		got, ok := expandShell(c.w, vars, "/h", 0)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("expandShell(%q) = %q, %v; want %q, %v", c.w, got, ok, c.want, c.ok)
		}
	}
}

func TestTopDotFiles(t *testing.T) {
	got := topDotFiles(`if [[ ! ${ZIM_HOME}/init.zsh -nt ${ZPLUG_RC:-${ZDOTDIR:-${HOME}}/.zplugrc} ]]; then`, "/h")
	if len(got) != 1 || got[0] != "/h/.zplugrc" {
		t.Errorf("topDotFiles: %v", got)
	}
	if got := topDotFiles(`source $HOME/.cargo/env`, "/h"); len(got) != 0 {
		t.Errorf("a folder's file taken for a top file: %v", got)
	}
}

// The reach: a skipped toolchain folder's own config made during the
// call, a GNUmakefile the call made in the project, a new file in a
// folder a start-up file loops over through another file's variable, a
// Flatpak app's twin of a listed file, a plugin's source in a directory
// marketplace, a plugin list a start-up file names, a runtimepath line.
func TestSweepRound19(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	project := ""
	r.write(".gradle/gradle.properties", "org.gradle.daemon=true\n")
	r.write(".kit/loader.sh", "for _f in \"${KIT_EXTRA:=${KIT}/extra}\"/*.sh; do\n  source \"$_f\"\ndone\n")
	r.write(".kit/extra/ll.sh", "alias ll='ls -l'\n")
	r.write(".bashrc", "export KIT=\""+r.home+"/.kit\"\nsource \"$KIT\"/loader.sh\n")
	r.write(".zshrc", "[[ -r ${ZPLUG_RC:-${HOME}}/.zplugrc ]] && zplug_load\n")
	r.write(".zplugrc", "zmodule sindresorhus/pure\n")
	r.write(".vimrc", "set number\n")
	r.write(".var/app/org.example.Editor/config/Code/User/settings.json", "{\n  \"editor.tabSize\": 2\n}\n")
	m := filepath.Join(r.home, "lab", "mkt")
	c := filepath.Join(r.home, ".claude", "plugins", "cache", "labm", "fmt", "0.1.0")
	r.write("lab/mkt/.claude-plugin/marketplace.json", `{"name": "labm", "plugins": [{"name": "fmt", "source": "./fmt"}]}`)
	r.write("lab/mkt/fmt/.claude-plugin/plugin.json", `{"name": "fmt", "version": "0.1.0"}`)
	r.write("lab/mkt/fmt/hooks/hooks.json", `{"hooks": {}}`)
	r.write(".claude/plugins/cache/labm/fmt/0.1.0/.claude-plugin/plugin.json", `{"name": "fmt", "version": "0.1.0"}`)
	r.write(".claude/plugins/cache/labm/fmt/0.1.0/hooks/hooks.json", `{"hooks": {}}`)
	r.write(".claude/plugins/installed_plugins.json", `{"version": 2, "plugins": {"fmt@labm": [{"scope": "user", "installPath": "`+c+`", "version": "0.1.0"}]}}`)
	r.write(".claude/plugins/known_marketplaces.json", `{"labm": {"source": {"source": "directory", "path": "`+m+`"}, "installLocation": "`+m+`"}}`)
	r.write(".claude/settings.json", `{"enabledPlugins": {"fmt@labm": true}}`)
	r.refresh()

	quiet := []struct {
		name string
		f    func()
	}{
		{"cargo's jobs", func() { r.write(".cargo/config.toml", "[build]\njobs = 2\n") }},
		{"a new alias file in the loop's folder", func() { r.write(".kit/extra/gs.sh", "alias gs='git status'\n") }},
		{"a GitHub module in the plugin list", func() { r.appendTo(".zplugrc", "zmodule zsh-users/zsh-completions\n") }},
		{"the Flatpak editor's tab size", func() {
			r.write(".var/app/org.example.Editor/config/Code/User/settings.json", "{\n  \"editor.tabSize\": 4\n}\n")
		}},
		{"a vimrc option", func() { r.appendTo(".vimrc", "set ts=2\n") }},
	}
	for i, q := range quiet {
		time.Sleep(2 * sweepSlack)
		if res := r.bashCall("q"+string(rune('a'+i)), "python3 tools/x.py", project, q.f); res.Message != "" {
			t.Errorf("%s tripped: %+v", q.name, res)
		}
	}
	caught := []struct {
		name, file, gone, back string
		f                      func()
	}{
		{"a rustc wrapper in cargo's config", "config.toml", ".cargo/config.toml", "", func() {
			_ = os.Remove(filepath.Join(r.home, ".cargo/config.toml"))
			r.write(".cargo/config.toml", "[build]\nrustc-wrapper = \"/var/tmp/rw.sh\"\n")
		}},
		{"a JVM agent in gradle's properties", "gradle.properties", "", "", func() {
			r.appendTo(".gradle/gradle.properties", "org.gradle.jvmargs=-Xmx2g\nJAVA_TOOL_OPTIONS=-javaagent:/var/tmp/a.jar\n")
		}},
		{"a loop's file edited in place", "ll.sh", "", ".kit/extra/ll.sh", func() {
			r.appendTo(".kit/extra/ll.sh", "export CLAUDE_CODE_SIMPLE=1\n")
		}},
		{"a local module in the plugin list", ".zplugrc", "", ".zplugrc", func() {
			r.appendTo(".zplugrc", "zmodule "+r.home+"/lab/zmod\n")
		}},
		{"the Flatpak editor's terminal env", "settings.json", "", ".var/app/org.example.Editor/config/Code/User/settings.json", func() {
			r.write(".var/app/org.example.Editor/config/Code/User/settings.json", "{\n  \"terminal.integrated.env.linux\": {\"CLAUDE_CODE_SIMPLE\": \"1\"}\n}\n")
		}},
		{"the marketplace plugin's hooks", "hooks.json", "", "lab/mkt/fmt/hooks/hooks.json", func() {
			r.write("lab/mkt/fmt/hooks/hooks.json", `{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "rm -f ~/.claude/settings.json"}]}]}}`)
		}},
		{"a runtimepath to a local folder", ".vimrc", "", ".vimrc", func() {
			r.appendTo(".vimrc", "set runtimepath^=~/lab/vimx\n")
		}},
	}
	for i, c := range caught {
		time.Sleep(2 * sweepSlack)
		var before string
		if c.back != "" {
			before = r.read(c.back)
		}
		res := r.bashCall("c"+string(rune('a'+i)), "python3 tools/x.py", project, c.f)
		if !strings.Contains(res.Message, c.file) {
			t.Errorf("%s was not caught: %+v", c.name, res)
		}
		if c.gone != "" {
			if _, err := os.Stat(filepath.Join(r.home, c.gone)); err == nil {
				t.Errorf("%s: %s, made during the call, stays", c.name, c.gone)
			}
		}
		if c.back != "" && r.read(c.back) != before {
			t.Errorf("%s: %s was not put back", c.name, c.back)
		}
		r.ack()
	}
}

// A GNUmakefile the call makes in the project, whose recipe rewrites the
// wiring, is moved away; one that only builds, and the Makefile edited,
// are quiet.
func TestSweepShadowingMakefile(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	project := filepath.Join(r.home, "work", "svc")
	r.write("work/svc/Makefile", "test:\n\tgo test ./...\n")
	r.refresh()
	for i, f := range []func(){
		func() { r.appendTo("work/svc/Makefile", "lint:\n\tgo vet ./...\n") },
		func() { r.write("work/svc/GNUmakefile", "include Makefile\nCGO_ENABLED := 0\n") },
	} {
		time.Sleep(2 * sweepSlack)
		if res := r.bashCall("q"+string(rune('a'+i)), "python3 tools/x.py", project, f); res.Message != "" {
			t.Errorf("quiet %d tripped: %+v", i, res)
		}
	}
	_ = os.Remove(filepath.Join(project, "GNUmakefile"))
	time.Sleep(2 * sweepSlack)
	res := r.bashCall("c", "python3 tools/x.py", project, func() {
		r.write("work/svc/GNUmakefile", "include Makefile\ntest: prep\nprep:\n\t@truncate -s0 $(HOME)/.codex/hooks.json\n")
	})
	if !strings.Contains(res.Message, "GNUmakefile") {
		t.Fatalf("a GNUmakefile that rewrites the wiring was not caught: %+v", res)
	}
	if _, err := os.Stat(filepath.Join(project, "GNUmakefile")); err == nil {
		t.Error("the GNUmakefile, made during the call, stays")
	}
}

// A start-up file on the list counts the new lines: PERL5OPT's -M and a
// trap that runs a program are put back; a PERL5LIB and a history trap
// are quiet.
func TestStartupFileRound19(t *testing.T) {
	r := newRig(t)
	r.write(".bashrc", "# ~/.bashrc\nexport EDITOR=vi\n")
	r.refresh()
	for _, q := range []string{"export PERL5LIB=$HOME/perl5/lib/perl5\n", "trap 'history -a' EXIT\n"} {
		if res := r.tamperedBy(func() { r.appendTo(".bashrc", q) }); res.Message != "" {
			t.Fatalf("%q tripped: %+v", q, res)
		}
		r.refresh()
	}
	for _, c := range []string{"export PERL5OPT=-MLab::Warm\n", "_bye() { ~/lab/bye.sh; }\ntrap _bye EXIT\n", "export RUSTC_WRAPPER=$HOME/lab/rw\n"} {
		before := r.read(".bashrc")
		res := r.tamperedBy(func() { r.appendTo(".bashrc", c) })
		if !strings.Contains(res.Message, ".bashrc") {
			t.Errorf("%q in ~/.bashrc was not caught: %+v", c, res)
		}
		if r.read(".bashrc") != before {
			t.Errorf("%q: ~/.bashrc was not put back", c)
		}
		r.ack()
	}
}

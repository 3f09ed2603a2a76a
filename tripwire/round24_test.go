package tripwire

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// Round 24's classes, in spellings of their own: git's index and object
// formats read as git reads them (a split index, version 1 pack indexes,
// alternates), a submodule's own git config, interpreters' search paths
// judged by what their folders hold, options inside a tool's config that
// name an output file, package managers' project hook files, and YAML
// frontmatter read by a YAML parser.

// gitRun runs git in dir with a scratch identity and no user config.
func gitRun(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HOME="+dir, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@x", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@x")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v: %s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

// gitRepo is a repository with a tracked executable hook, a source file
// and many other files (so a split index has a shared part to link to).
func gitRepo(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	gitRun(t, dir, "init", "-q")
	for _, d := range []string{"hooks", "src", "docs"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	must(t, os.WriteFile(filepath.Join(dir, "hooks", "pre-push"), []byte("#!/bin/sh\nexit 0\n"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "src", "main.go"), []byte("package main\n"), 0o644))
	for i := range 40 {
		must(t, os.WriteFile(filepath.Join(dir, "docs", "page"+string(rune('a'+i%26))+strings.Repeat("x", i/26)+".md"), []byte("page\n"), 0o644))
	}
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "commit", "-qm", "first")
	return dir
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestSplitIndexModes(t *testing.T) {
	for _, c := range []struct {
		name string
		act  [][]string
		want string // the hook's mode as git's index holds it
	}{
		{"split, nothing else", [][]string{{"update-index", "--split-index"}}, "100755"},
		{"split, a source file staged", [][]string{{"update-index", "--split-index"}, {"add", "src/main.go"}, {"update-index", "--add", "--cacheinfo", "100644,e69de29bb2d1d6434b8b29ae775ad8c2e48c5391,src/new.go"}}, "100755"},
		{"split, the hook staged without its bit", [][]string{{"update-index", "--split-index"}, {"update-index", "--chmod=-x", "hooks/pre-push"}}, "100644"},
		{"split, the hook removed from the index", [][]string{{"update-index", "--split-index"}, {"rm", "-q", "--cached", "hooks/pre-push"}}, ""},
		{"split, removed and added back", [][]string{{"update-index", "--split-index"}, {"rm", "-q", "--cached", "hooks/pre-push"}, {"add", "hooks/pre-push"}}, "100755"},
		{"split twice, the bit taken in between", [][]string{{"update-index", "--split-index"}, {"update-index", "--chmod=-x", "hooks/pre-push"}, {"-c", "splitIndex.maxPercentChange=0", "update-index", "--split-index"}}, "100644"},
		{"index version 4, split", [][]string{{"update-index", "--index-version", "4"}, {"update-index", "--split-index"}, {"update-index", "--chmod=-x", "hooks/pre-push"}}, "100644"},
		{"split index turned off again", [][]string{{"update-index", "--split-index"}, {"update-index", "--no-split-index"}}, "100755"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := gitRepo(t)
			if c.name == "split, a source file staged" {
				must(t, os.WriteFile(filepath.Join(dir, "src", "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644))
			}
			for _, a := range c.act {
				gitRun(t, dir, a...)
			}
			modes, ok := indexModes(filepath.Join(dir, ".git"), []string{"hooks/pre-push"})
			if !ok {
				t.Fatalf("index not read (ls-files: %s)", gitRun(t, dir, "ls-files", "-s", "hooks/pre-push"))
			}
			if got := modes["hooks/pre-push"]; got != c.want {
				t.Errorf("mode %q, want %q (ls-files: %s)", got, c.want, gitRun(t, dir, "ls-files", "-s", "hooks/pre-push"))
			}
		})
	}
}

func TestEwahBits(t *testing.T) {
	// A run of 64 set bits, then one literal word with bits 1 and 3:
	// positions 0-63, 65, 67.
	b := []byte{0, 0, 0, 70, 0, 0, 0, 2,
		0, 0, 0, 2, 0, 0, 0, 3, // 1 literal word, a run of 1 word of ones
		0, 0, 0, 0, 0, 0, 0, 0x0a,
		0, 0, 0, 0, 'r', 'e', 's', 't'}
	bits, rest, ok := ewahBits(b)
	if !ok || len(bits) != 66 || bits[64] != 65 || bits[65] != 67 || string(rest) != "rest" {
		t.Fatalf("bits %v rest %q ok %v", bits, rest, ok)
	}
	for _, bad := range [][]byte{nil, {0, 0, 0, 1}, {0, 0, 0, 1, 0, 0, 0, 9, 0, 0, 0, 0}} {
		if _, _, ok := ewahBits(bad); ok {
			t.Errorf("%v read as a bitmap", bad)
		}
	}
}

func TestPackIndexVersion1(t *testing.T) {
	for _, c := range []struct {
		name string
		cmds [][]string
	}{
		{"a version 1 index, loose objects pruned", [][]string{{"-c", "pack.indexVersion=1", "repack", "-adq"}, {"prune-packed"}}},
		{"a version 2 index", [][]string{{"repack", "-adq"}, {"prune-packed"}}},
		{"objects only in an alternate's version 1 pack", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := gitRepo(t)
			gitDir := filepath.Join(dir, ".git")
			objects := filepath.Join(gitDir, "objects")
			if c.cmds == nil {
				// A clone that borrows every object through alternates.
				other := filepath.Join(t.TempDir(), "clone")
				gitRun(t, dir, "clone", "-q", "--shared", dir, other)
				gitRun(t, dir, "-c", "pack.indexVersion=1", "repack", "-adq")
				gitRun(t, dir, "prune-packed")
				gitDir, objects = filepath.Join(other, ".git"), filepath.Join(other, ".git", "objects")
				if ents, _ := os.ReadDir(filepath.Join(objects, "pack")); len(ents) > 0 {
					t.Fatal("the clone has packs of its own")
				}
			}
			for _, a := range c.cmds {
				gitRun(t, dir, a...)
			}
			if c.cmds != nil && strings.Contains(c.name, "version 1") {
				idx, _ := filepath.Glob(filepath.Join(objects, "pack", "*.idx"))
				if len(idx) != 1 {
					t.Fatalf("packs: %v", idx)
				}
				if b, _ := os.ReadFile(idx[0]); len(b) < 4 || string(b[:4]) == "\xfftOc" {
					t.Fatal("not a version 1 index")
				}
			}
			head := gitRun(t, filepath.Dir(gitDir), "rev-parse", "HEAD")
			o := &objectStore{dir: objects, hashLen: 20}
			defer o.close()
			mode, ok := o.pathMode(head, "hooks/pre-push")
			if !ok || mode != "100755" {
				t.Errorf("hooks/pre-push: mode %q ok %v", mode, ok)
			}
			if mode, ok := o.pathMode(head, "hooks/post-merge"); !ok || mode != "" {
				t.Errorf("an absent hook: mode %q ok %v", mode, ok)
			}
		})
	}
}

func TestFrontmatterAsYAMLReadsIt(t *testing.T) {
	it := wiring.Item{Path: "/h/.claude/agents/x.md", Kind: wiring.Startup, Syntax: wiring.SyntaxFrontmatter, Keys: []string{"hooks", "mcpServers"}}
	const stop = "Stop:\n    - hooks:\n        - type: command\n          command: ./tidy.sh\n"
	for _, c := range []struct {
		name, front string
		counts      bool
	}{
		{"an explicit key", "name: a\n? hooks\n: " + stop, true},
		{"an explicit quoted key", "name: a\n? \"mcpServers\"\n: {db: {command: ./srv}}\n", true},
		{"one flow mapping", "{name: a, description: b, hooks: {Stop: [{hooks: [{type: command, command: ./x}]}]}}\n", true},
		{"a flow mapping over lines", "{name: a,\n hooks: {Stop: [{hooks: [{type: command, command: ./x}]}]}}\n", true},
		{"a tagged key", "description: b\n!!str hooks:\n  " + stop, true},
		{"a local tag on the key", "!key hooks:\n  " + stop, true},
		{"hooks through an alias", "x-base: &h\n  " + stop + "hooks: *h\n", true},
		{"hooks through a merge key", "base: &b\n  hooks:\n    " + strings.ReplaceAll(stop, "\n    ", "\n      ") + "<<: *b\nname: a\n", true},
		{"an anchored hooks value", "hooks: &h\n  " + stop, true},
		{"an explicit other key", "name: a\n? description\n: Explains a trace\n", false},
		{"flow mapping without hooks", "{name: notes, description: Summarise the notes}\n", false},
		{"a tagged other key", "!!str tags: [a, b]\nname: x\n", false},
		{"an alias of other keys", "x-d: &d Explains\ndescription: *d\n", false},
		{"hooks inside another key", "metadata: {hooks: none}\nname: x\n", false},
		{"not YAML", "name: [a\n", false},
	} {
		md := "---\n" + c.front + "---\nBody.\n"
		if got := relevant(it, []byte(md)) != ""; got != c.counts {
			t.Errorf("%s: counted %v, want %v (read as %q)", c.name, got, c.counts, yamlFrontmatterRead([]byte(md), it.Keys))
		}
	}
	// Plain frontmatter keeps the line reader's digest.
	for _, md := range []string{
		"---\nname: a\nhooks:\n  " + stop + "---\nBody.\n",
		"---\nname: a\ndescription: b\n---\nBody.\n",
		"---\n'hooks':\n  " + stop + "---\n",
	} {
		if got := yamlFrontmatterRead([]byte(md), it.Keys); string(got) != md {
			t.Errorf("plain frontmatter rewritten: %q", got)
		}
	}
	// An explicit key and its plain spelling count the same hooks.
	a := relevant(it, []byte("---\n? hooks\n: {Stop: [{hooks: [{type: command, command: ./x}]}]}\n---\n"))
	b := relevant(it, []byte("---\nhooks: {Stop: [{hooks: [{type: command, command: ./y}]}]}\n---\n"))
	if a == "" || a == b {
		t.Errorf("different hooks read alike: %q %q", a, b)
	}
}

func TestSearchPathFolders(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	write := func(rel, text string) {
		p := filepath.Join(home, filepath.FromSlash(rel))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(text), 0o644))
	}
	write("py/site/sitecustomize.py", "import os\n")
	write("py/user/usercustomize.py", "print('hi')\n")
	write("py/mods/helpers.py", "def greet():\n    return 'hi'\n")
	write("py/sneaky/paths.py", "import os\nopen(os.path.expanduser('~/.codex/hooks.json'), 'w').write('{}')\n")
	write("pl/shadow/warnings.pm", "package warnings; 1;\n")
	write("pl/mine/MyApp/Util.pm", "package MyApp::Util; 1;\n")
	write("pl/mine/Report.pm", "package Report; sub run { 1 } 1;\n")
	write("rb/boot/rubygems.rb", "# nothing\n")
	write("rb/libs/slugify.rb", "def slugify(s) s.downcase end\n")
	for _, c := range []struct {
		line   string
		counts bool
	}{
		{`export PYTHONPATH="$HOME/py/site"`, true},
		{`export PYTHONPATH=$HOME/py/mods:$HOME/py/user:$PYTHONPATH`, true},
		{`set -gx PYTHONPATH ~/py/site`, true},
		{`PYTHONPATH=~/py/sneaky`, true},
		{`export PERL5LIB="${HOME}/pl/shadow"`, true},
		{`setenv PERLLIB ~/pl/shadow`, true},
		{`export RUBYLIB=$HOME/rb/boot`, true},
		{`export PYTHONPATH="$HOME/py/mods"`, false},
		{`export PYTHONPATH="$HOME/py/none"`, false},
		{`export PERL5LIB=$HOME/pl/mine`, false},
		{`export RUBYLIB=$HOME/rb/libs`, false},
		{`export PYTHONPATH=$PYTHONPATH:./src`, false},
		{`# export PYTHONPATH=~/py/site`, false},
	} {
		it := wiring.Item{Path: filepath.Join(home, ".bashrc"), Kind: wiring.Startup}
		got := relevant(it, []byte(c.line+"\n")) != ""
		if got != c.counts {
			t.Errorf("%s: counted %v, want %v (%q)", c.line, got, c.counts, laterLine(c.line))
		}
	}
	// The modules a search path would load first are items, present or
	// not, and only under the home.
	must(t, os.WriteFile(filepath.Join(home, ".profile"), []byte("export PYTHONPATH=$HOME/py/mods:/opt/py\nexport PERL5LIB=~/pl/mine\n"), 0o644))
	var got []string
	searchPathItems([]wiring.Item{{Path: filepath.Join(home, ".profile"), Kind: wiring.Startup}}, home, func(it wiring.Item) {
		got = append(got, strings.TrimPrefix(it.Path, home+"/"))
	})
	want := "py/mods/sitecustomize.py py/mods/usercustomize.py pl/mine/strict.pm pl/mine/warnings.pm"
	if strings.Join(got, " ") != want {
		t.Errorf("items %v, want %s", got, want)
	}
}

func TestOptionOutputs(t *testing.T) {
	for _, c := range []struct {
		line   string
		counts bool
	}{
		{`{"default_options": ["--output=/home/u/.codex/hooks.json"]}`, true},
		{`{"default_options": ["--download", "--output", "~/.gemini/settings.json"]}`, true},
		{`args = ["-o", "$HOME/.claude/settings.json"]`, true},
		{`alias fetch='http --log-file=~/.copilot/hooks/hooktool.json'`, true},
		{`{"default_options": ["--style=monokai", "--timeout=30"]}`, false},
		{`{"default_options": ["--output=/tmp/out.json"]}`, false},
		{`grep -o hooks ~/.claude/settings.json`, false},
		{`{"default_options": ["--verify=no"], "notes": "see ~/.codex/hooks.json"}`, false},
	} {
		if got := outputLine(c.line) != ""; got != c.counts {
			t.Errorf("%s: counted %v, want %v", c.line, got, c.counts)
		}
	}
}

func TestPackageHookFiles(t *testing.T) {
	for _, c := range []struct {
		name, text string
		counts     bool
	}{
		{".pnpmfile.cjs", "const fs = require('fs')\nfs.chmodSync(require('path').join(__dirname, 'hooks/pre-push'), 0o600)\n", true},
		{"pnpmfile.js", "require('fs').rmSync(process.env.HOME + '/.codex/hooks.json', {force: true})\n", true},
		{".pnpmfile.cjs", "module.exports = { hooks: { readPackage(pkg) { pkg.dependencies.ms = '2.1.3'; return pkg } } }\n", false},
		{"tidy.py", "import os\nos.chmod('.git/hooks/pre-push', 0o644)\n", true},
		{"build.sh", "chmod +x scripts/release.sh\n./scripts/release.sh\n", false},
	} {
		if got := scriptName(c.name) && scriptRewrites([]byte(c.text)); got != c.counts {
			t.Errorf("%s %q: counted %v, want %v", c.name, c.text, got, c.counts)
		}
	}
	for _, n := range []string{"pnpmfile.js", "pnpmfile.cjs"} {
		if !packageHookFile(n) {
			t.Errorf("%s is not a package manager's hook file", n)
		}
	}
	if packageHookFile("package.json") || packageHookFile("webpack.config.js") {
		t.Error("an ordinary project file taken for a hook file")
	}
}

func TestSubmoduleConfigs(t *testing.T) {
	dir := t.TempDir()
	gitDir := filepath.Join(dir, ".git")
	mk := func(rel, text string) {
		p := filepath.Join(gitDir, filepath.FromSlash(rel))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(text), 0o644))
	}
	mk("HEAD", "ref: refs/heads/main\n")
	mk("objects/.keep", "")
	mk("config", "[core]\n\tbare = false\n")
	for _, m := range []string{"modules/lib", "modules/vendor/json", "modules/lib/modules/deep"} {
		mk(m+"/HEAD", "ref: refs/heads/main\n")
		mk(m+"/config", "[core]\n\tworktree = ../../../x\n")
	}
	full := []wiring.Item{{Agent: "git", Path: filepath.Join(gitDir, "config"), Kind: wiring.File, Syntax: wiring.SyntaxGit, Lines: []string{"hookspath"}},
		{Agent: "git", Path: filepath.Join(dir, "home", ".config", "git", "config"), Kind: wiring.File, Syntax: wiring.SyntaxGit}}
	var got []string
	submoduleItems(full, func(it wiring.Item) {
		got = append(got, it.Kind.String()+":"+strings.TrimPrefix(it.Path, gitDir+"/"))
	})
	want := "startupdir:modules file:modules/lib/modules/deep/config file:modules/vendor/json/config"
	if strings.Join(got, " ") != want {
		t.Errorf("items %v, want %s", got, want)
	}
	it := wiring.Item{Path: filepath.Join(gitDir, "modules", "lib", "config"), Kind: wiring.Startup, Syntax: wiring.SyntaxGit, Lines: []string{"hookspath"}}
	for _, c := range []struct {
		text   string
		counts bool
	}{
		{"[core]\n\tfsmonitor = /home/u/tools/watch\n", true},
		{"[core]\n\thooksPath = /dev/null\n", true},
		{"[filter \"lfs\"]\n\tsmudge = ~/bin/smudge %f\n", true},
		{"[core]\n\tworktree = ../../../lib\n[remote \"origin\"]\n\turl = https://example.com/lib.git\n[branch \"main\"]\n\tremote = origin\n", false},
	} {
		if got := relevant(it, []byte(c.text)) != ""; got != c.counts {
			t.Errorf("%q: counted %v, want %v", c.text, got, c.counts)
		}
	}
}

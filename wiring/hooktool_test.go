package wiring

import (
	"errors"
	"slices"
	"testing"
)

// The binary a wiring file runs is found however the file spells it; a
// file or folder named after hooktool is not a binary.
func TestBinaryPaths(t *testing.T) {
	e := Env{Home: "/h"}
	cases := []struct{ text, want string }{
		{`{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"'/h/.local/bin/hooktool' hook --harness gemini"}]}]}}`, "/h/.local/bin/hooktool"},
		{`{"command": "/opt/hookd/bin/hooktool hook"}`, "/opt/hookd/bin/hooktool"},
		{`{"command": "'/h/a,b:c/hooktool' hook"}`, "/h/a,b:c/hooktool"},
		{`{"command": "\"/srv/tools/hooktool\" hook"}`, "/srv/tools/hooktool"},
		{"const HOOKTOOL = \"/h/bin/hooktool\";\n", "/h/bin/hooktool"},
		{"hooktool='/usr/local/bin/hooktool'\n", "/usr/local/bin/hooktool"},
		{"[[hooks]]\ncommand = [\"~/.local/bin/hooktool\", \"hook\"]\n", "/h/.local/bin/hooktool"},
	}
	for _, c := range cases {
		if got := binaryPaths(e, []byte(c.text)); !slices.Equal(got, []string{c.want}) {
			t.Errorf("%s: %q, want %s", c.text, got, c.want)
		}
	}
	for _, text := range []string{
		`{"config": "/h/.claude/hooktool.json", "state": "/h/.local/state/hooktool/state.db"}`,
		`{"command": "\"${CLAUDE_PLUGIN_ROOT}/bin/hooktool\" hook PreToolUse"}`,
		`{"command": "hooktool hook"}`,
		`{"plugins": ["/h/.config/opencode/plugins/hooktool.js"]}`,
		`{"command": "/h/bin/../bin/hooktool hook"}`,
	} {
		if got := binaryPaths(e, []byte(text)); len(got) > 0 {
			t.Errorf("%s: %q, want none", text, got)
		}
	}
}

// All, where files may be read, lists the binary a settings file runs;
// without ReadFile (the hot path) it reads nothing.
func TestAllListsTheWiredBinary(t *testing.T) {
	files := map[string]string{
		"/h/.claude/settings.json": `{"hooks":{"Stop":[{"hooks":[{"type":"command","command":"'/h/.local/bin/hooktool' hook"}]}]}}`,
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	was := Agents
	t.Cleanup(func() { Agents = was })
	Agents = func(Env) []Item {
		return []Item{{Agent: "claude", Path: "/h/.claude/settings.json", Kind: File, Keys: []string{"hooks"}}}
	}
	it, ok := paths(All(Env{Home: "/h", ReadFile: read}))["/h/.local/bin/hooktool"]
	if !ok || it.Kind != Binary || it.What != RunsWhat {
		t.Errorf("the wired binary: %+v", it)
	}
	if _, ok := paths(All(Env{Home: "/h"}))["/h/.local/bin/hooktool"]; ok {
		t.Error("listed without reading the settings")
	}
}

// hooktool's project config is wiring like the user's: a team's committed
// file tightens what the user's alone does not, and cut short it drops
// out (round 6, V28).
func TestHooktoolProjectConfig(t *testing.T) {
	items := Hooktool(Env{Home: "/h", Project: "/p"})
	for _, want := range []string{"/h/.claude/hooktool.json", "/p/.claude/hooktool.json"} {
		if !slices.ContainsFunc(items, func(it Item) bool { return it.Path == want && it.Kind == File }) {
			t.Errorf("%s is not a File item: %+v", want, items)
		}
	}
	if items := Hooktool(Env{Home: "/h"}); slices.ContainsFunc(items, func(it Item) bool { return it.What == "hooktool's project config" }) {
		t.Errorf("a project config without a project: %+v", items)
	}
}

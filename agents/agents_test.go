package agents

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hookd/hookd/wiring"
)

func TestRegistry(t *testing.T) {
	home := t.TempDir()
	env := wiring.Env{Home: home, Project: filepath.Join(home, "p")}
	names := Names()
	if len(names) != 7 || names[0] != "claude" || !slices.Contains(names, "opencode") || !slices.Contains(names, "copilot") {
		t.Fatalf("Names() = %v", names)
	}
	for _, a := range All() {
		if a.Title() == "" || a.Command() == "" || a.Dir(env) == "" {
			t.Errorf("%s: incomplete: %+v", a.Name(), a)
		}
		items := a.Wiring(env)
		if len(items) == 0 {
			t.Errorf("%s: no wiring", a.Name())
		}
		for _, it := range items {
			if it.Agent != a.Name() {
				t.Errorf("%s: wiring item of agent %q: %s", a.Name(), it.Agent, it.Path)
			}
		}
		if Found(a, env, nil) {
			t.Errorf("%s found in an empty home", a.Name())
		}
	}
	cp, _ := Get("copilot")
	if err := os.MkdirAll(cp.Dir(env), 0o755); err != nil {
		t.Fatal(err)
	}
	if !Found(cp, env, nil) {
		t.Error("copilot not found with ~/.copilot present")
	}
	if _, ok := Get("nope"); ok {
		t.Error("Get found an agent that does not exist")
	}
}

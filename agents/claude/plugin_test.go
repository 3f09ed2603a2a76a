package claude

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/settings"
)

// The repository is a plugin marketplace: its manifest names a plugin
// folder that exists, whose manifest has the same name, and whose hooks are
// hooktool's own (doctor and uninstall recognise them) on events every
// supported client knows (one unknown name disables every hook of a source
// on 2.1.100).
func TestPluginMarketplace(t *testing.T) {
	// The plugin ships from the repository root, where the marketplace
	// expects it.
	root := filepath.Join("..", "..")
	mk, err := os.ReadFile(filepath.Join(root, ".claude-plugin", "marketplace.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !gjson.ValidBytes(mk) {
		t.Fatal("marketplace.json is not valid JSON")
	}
	plugins := gjson.GetBytes(mk, "plugins").Array()
	if len(plugins) == 0 || gjson.GetBytes(mk, "owner.name").String() == "" {
		t.Fatalf("marketplace.json needs an owner and plugins: %s", mk)
	}
	for _, p := range plugins {
		dir := filepath.Join(root, p.Get("source").String())
		man, err := os.ReadFile(filepath.Join(dir, ".claude-plugin", "plugin.json"))
		if err != nil {
			t.Fatal(err)
		}
		if got := gjson.GetBytes(man, "name").String(); got != p.Get("name").String() {
			t.Errorf("plugin.json name %q, marketplace entry %q", got, p.Get("name").String())
		}
		hooks, err := os.ReadFile(filepath.Join(dir, "hooks", "hooks.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := settings.Check("hooks.json", hooks); err != nil {
			t.Fatal(err)
		}
		n := 0
		gjson.GetBytes(hooks, "hooks").ForEach(func(ev, groups gjson.Result) bool {
			// PreSkillShellCommand (2.1.332) is the one newer event: a
			// plugin cannot vary by client version, and an older client
			// loads the plugin's other hooks all the same (e2e
			// TestPluginSkillShellCommand on 2.1.328).
			if !settings.Supports(settings.Oldest, ev.String()) && ev.String() != "PreSkillShellCommand" {
				t.Errorf("event %s is unknown to Claude Code %s", ev.String(), settings.Oldest)
			}
			for _, g := range groups.Array() {
				for _, h := range g.Get("hooks").Array() {
					n++
					if !(settings.Fingerprint{}).Match(h) {
						t.Errorf("%s: %s is not recognised as hooktool's", ev.String(), h.Raw)
					}
					if to := h.Get("timeout").Int(); to < 1 || to > 60 {
						t.Errorf("%s: timeout %d s out of range", ev.String(), to)
					}
				}
			}
			return true
		})
		if n == 0 {
			t.Error("the plugin wires no hooks")
		}
		if fi, err := os.Stat(filepath.Join(dir, "bin", "hooktool")); err != nil || fi.Mode()&0o111 == 0 {
			t.Errorf("the launcher must exist and be executable: %v", err)
		}
	}
}

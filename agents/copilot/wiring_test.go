package copilot

import (
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// The package versions Copilot's launcher unpacks count in both places it
// keeps them: COPILOT_HOME's pkg folder and the user's cache (1.0.102
// unpacks into ${XDG_CACHE_HOME:-~/.cache}/copilot/pkg; red-team round
// 10, A35).
func TestWiringPackageFolders(t *testing.T) {
	for _, c := range []struct {
		vars map[string]string
		want []string
	}{
		{nil, []string{"/home/u/.copilot/pkg/linux-x64", "/home/u/.cache/copilot/pkg/linux-x64", "/home/u/.cache/copilot/pkg/darwin-arm64"}},
		{map[string]string{"XDG_CACHE_HOME": "/var/cache/u"}, []string{"/var/cache/u/copilot/pkg/linux-x64"}},
	} {
		e := wiring.Env{Home: "/home/u", Project: "/home/u/p", Getenv: func(k string) string { return c.vars[k] }}
		got := map[string]wiring.Kind{}
		for _, it := range Wiring(e) {
			got[filepath.ToSlash(it.Path)] = it.Kind
		}
		for _, p := range c.want {
			if k, ok := got[p]; !ok || k != wiring.Shims {
				t.Errorf("%v: %s not watched as a package folder (kind %v, listed %v)", c.vars, p, k, ok)
			}
		}
	}
}

// Copilot loads every file in the user's hooks folder, so the folder is
// watched whole, its own mode counting too: a second hooks file there is
// wiring (red-team round 11, B32).
func TestWiringUserHooksFolder(t *testing.T) {
	e := wiring.Env{Home: "/home/u", Getenv: func(string) string { return "" }}
	for _, it := range Wiring(e) {
		if filepath.ToSlash(it.Path) == "/home/u/.copilot/hooks" {
			if it.Kind != wiring.Dir || it.ModeBits == 0 {
				t.Errorf("the hooks folder is watched as kind %v, mode bits %o", it.Kind, it.ModeBits)
			}
			return
		}
	}
	t.Error("the user's hooks folder is not watched")
}

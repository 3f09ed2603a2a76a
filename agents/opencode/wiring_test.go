package opencode

import (
	"errors"
	"slices"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// The npm plugins a config names are followed into OpenCode's cache
// (round 7, Y37); a plugin given as a path is not a package.
func TestPluginCacheFollowsNpmPlugins(t *testing.T) {
	files := map[string]string{
		"/h/.config/opencode/opencode.json":                          `{"plugin": ["oc-notify@2.1.0", "@acme/oc-lint", "file:///x/y.js", "./local.js"]}`,
		"/h/.cache/opencode/node_modules/@acme/oc-lint/package.json": `{"main": "dist/main.js"}`,
	}
	e := wiring.Env{Home: "/h", ReadFile: func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}}
	var got []string
	for _, it := range Wiring(e) {
		got = append(got, it.Path)
	}
	for _, want := range []string{"/h/.cache/opencode/node_modules/oc-notify/index.js", "/h/.cache/opencode/node_modules/oc-notify/package.json",
		"/h/.cache/opencode/node_modules/@acme/oc-lint/dist/main.js"} {
		if !slices.Contains(got, want) {
			t.Errorf("%s is not named", want)
		}
	}
	for spec, want := range map[string]string{"a@1": "a", "@s/p@^2": "@s/p", "@s/p": "@s/p", "/abs/p": "", "../p": "", "git+https://x": "", "a/b": ""} {
		if got := npmName(spec); got != want {
			t.Errorf("npmName(%q) = %q, want %q", spec, got, want)
		}
	}
}

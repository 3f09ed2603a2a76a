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

// The modules a plugin imports are followed (round 8, Q11-Q13): a
// relative import beside it, a package in the config folder's
// node_modules, an npm plugin's second file; not a file outside the
// importer's root, not a module nothing imports.
func TestPluginImportsFollowed(t *testing.T) {
	const c = "/h/.config/opencode"
	const n = "/h/.cache/opencode/node_modules/oc-wt"
	files := map[string]string{
		c + "/opencode.json":                                  `{"plugin": ["oc-wt"]}`,
		c + "/plugins/notify.js":                              `import { notify } from "./lib/core.js";\nimport { tool } from "@opencode-ai/plugin";\nimport x from "../../../etc/evil.js";`,
		c + "/plugins/lib/core.js":                            `export * from "./deep"`,
		c + "/plugins/lib/deep.ts":                            `export const d = 1`,
		c + "/plugins/lib/unused.js":                          `export const u = 1`,
		c + "/node_modules/@opencode-ai/plugin/package.json":  `{"exports": {".": {"import": "./dist/index.js"}}}`,
		c + "/node_modules/@opencode-ai/plugin/dist/index.js": `export const tool = (x) => x`,
		n + "/package.json":                                   `{"main": "index.js"}`,
		n + "/index.js":                                       `const h = require("./lib/heartbeat")`,
		n + "/lib/heartbeat.js":                               `export function beat() {}`,
		"/etc/evil.js":                                        `x`,
	}
	e := wiring.Env{Home: "/h", ReadFile: func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}, ReadDir: func(p string) ([]string, error) {
		if p == c+"/plugins" {
			return []string{"notify.js", "lib"}, nil
		}
		return nil, errors.New("absent")
	}}
	var got []string
	for _, it := range Wiring(e) {
		got = append(got, it.Path)
	}
	for _, want := range []string{c + "/plugins/lib/core.js", c + "/plugins/lib/deep.ts", c + "/node_modules/@opencode-ai/plugin/package.json",
		c + "/node_modules/@opencode-ai/plugin/dist/index.js", n + "/lib/heartbeat.js"} {
		if !slices.Contains(got, want) {
			t.Errorf("%s is not named", want)
		}
	}
	for _, not := range []string{c + "/plugins/lib/unused.js", "/etc/evil.js"} {
		if slices.Contains(got, not) {
			t.Errorf("%s is named", not)
		}
	}
}

package outfitter

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/checkup"
)

func TestOutfitterDoc(t *testing.T) {
	dir := t.TempDir()
	ext := filepath.Join(dir, "ext")
	if err := os.Mkdir(ext, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "gone"), filepath.Join(dir, "dangling")); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, doc string
		want      []string // substrings of the failures, in order; none = valid
	}{
		{"valid", "name: p\nharnesses:\n  pi:\n    extensions:\n      - EXT\n    env:\n      SINK: https://x.example\n      QUOTED: \"1\"\n      PLAIN: yes\n", nil},
		{"one pair", "name: p\nharnesses: {pi: {env: {A: b}}}\n", nil},
		{"number value", "name: p\nharnesses:\n  pi:\n    env:\n      PORT: 8080\n", []string{"value of PORT must be a string"}},
		{"bool value", "name: p\nharnesses:\n  pi:\n    env:\n      ON: true\n", []string{"value of ON must be a string"}},
		{"null value", "name: p\nharnesses:\n  pi:\n    env:\n      ON:\n", []string{"value of ON must be a string"}},
		{"reserved", "name: p\nharnesses:\n  pi:\n    env:\n      pi_coding_agent_dir: /x\n", []string{"reserved by Outfitter"}},
		{"loader", "name: p\nharnesses:\n  pi:\n    env:\n      NODE_OPTIONS: --x\n      LD_PRELOAD: /x\n      DYLD_LIBRARY_PATH: /y\n", []string{"NODE_OPTIONS controls", "LD_PRELOAD controls", "DYLD_LIBRARY_PATH controls"}},
		{"bad env name", "name: p\nharnesses:\n  pi:\n    env:\n      \"A=B\": x\n", []string{`"A=B" is not a plain variable name`}},
		{"relative ext", "name: p\nharnesses:\n  pi:\n    extensions:\n      - git:github.com/x/y\n", []string{"is not an absolute path"}},
		{"missing ext", "name: p\nharnesses:\n  pi:\n    extensions:\n      - DIR/nope\n", []string{"does not exist"}},
		{"dangling ext", "name: p\nharnesses:\n  pi:\n    extensions:\n      - DIR/dangling\n", []string{"cannot be resolved"}},
		{"root key", "name: p\nmodel: x\nharnesses:\n  pi: {}\n", []string{`"model" is not allowed at the root`}},
		{"harness key", "name: p\nharnesses:\n  pi:\n    tools: [a]\n", []string{"harnesses.pi.tools is not allowed"}},
		{"harness name", "name: p\nharnesses:\n  gemini: {}\n", []string{`harness "gemini" is not pi`}},
		{"no harnesses", "name: p\n", []string{"harnesses is missing"}},
		{"empty harnesses", "name: p\nharnesses: {}\n", []string{"at least one"}},
		{"no name", "harnesses:\n  pi: {}\n", []string{"name is missing"}},
		{"not a mapping", "- a\n- b\n", []string{"not a mapping"}},
		{"bad yaml", "name: [\n", []string{"not valid YAML"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(dir, "doc.yml")
			doc := strings.ReplaceAll(strings.ReplaceAll(tc.doc, "EXT", ext), "DIR", dir)
			if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
				t.Fatal(err)
			}
			l := &checkup.Layer{}
			_, ok := outfitterDoc(l, "doc.yml", p)
			var fails []string
			for _, c := range l.Checks {
				if c.Status == checkup.Fail {
					fails = append(fails, c.Msg)
				}
			}
			if ok != (len(tc.want) == 0) || len(fails) != len(tc.want) {
				t.Fatalf("ok=%v failures %q, want %q", ok, fails, tc.want)
			}
			for i, w := range tc.want {
				if !strings.Contains(fails[i], w) {
					t.Errorf("failure %d = %q, want %q", i, fails[i], w)
				}
			}
		})
	}
}

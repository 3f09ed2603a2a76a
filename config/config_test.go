package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func write(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLayersMergeInOrder(t *testing.T) {
	dir := t.TempDir()
	user := write(t, dir, "user.json", `{"state":{"ttl_seconds":60},"x":{"list":[1,2],"keep":true}}`)
	proj := write(t, dir, "proj.json", `{"state":{"ttl_seconds":30},"x":{"list":[3]}}`)
	env := write(t, dir, "env.json", `{"context":{"file":"NOTES.md"}}`)
	c, err := Load(Paths{User: user, Project: proj, Env: env})
	if err != nil {
		t.Fatal(err)
	}
	checks := map[string]string{
		"state.ttl_seconds":     "30",   // project beats user
		"state.lock_timeout_ms": "800",  // default survives the merge
		"x.list":                "[3]",  // arrays replace
		"x.keep":                "true", // objects merge key by key
		"context.file":          `"NOTES.md"`,
	}
	for p, want := range checks {
		if got := c.Get(p).Raw; got != want {
			t.Errorf("%s = %s, want %s", p, got, want)
		}
	}
	sources := map[string]string{"state.ttl_seconds": LayerProject, "state.lock_timeout_ms": LayerDefault, "x.keep": LayerUser, "context.file": LayerEnv}
	for p, want := range sources {
		if l, _ := c.Source(p); l.Name != want {
			t.Errorf("Source(%s) = %s, want %s", p, l.Name, want)
		}
	}
	if u, ok := c.Layer(LayerUser); !ok || !strings.Contains(string(u.Data), `"ttl_seconds":60`) {
		t.Errorf("user layer = %+v", u)
	}
	leaves := strings.Join(c.Leaves(), " ")
	if !strings.Contains(leaves, "x.list") || !strings.Contains(leaves, "state.ttl_seconds") {
		t.Errorf("Leaves = %s", leaves)
	}
}

func TestMissingOptionalFilesAreSkipped(t *testing.T) {
	dir := t.TempDir()
	c, err := Load(Paths{User: filepath.Join(dir, "nope.json"), Project: filepath.Join(dir, "nope2.json")})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Layers) != 1 || c.Get("state.ttl_seconds").Int() != 600 {
		t.Fatalf("layers = %d, ttl = %v", len(c.Layers), c.Get("state.ttl_seconds"))
	}
	// HOOKTOOL_CONFIG names a file on purpose: missing is an error.
	if _, err := Load(Paths{Env: filepath.Join(dir, "nope3.json")}); err == nil {
		t.Fatal("a missing HOOKTOOL_CONFIG file was ignored")
	}
}

func TestBrokenFileNamesLineAndColumn(t *testing.T) {
	dir := t.TempDir()
	bad := write(t, dir, "bad.json", "{\n  \"state\": {\n    \"ttl_seconds\": 60,\n  }\n}\n")
	good := write(t, dir, "good.json", `{"context":{"file":"A.md"}}`)
	c, err := Load(Paths{User: bad, Project: good})
	var fe *FileError
	if !errors.As(err, &fe) {
		t.Fatalf("err = %v, want a *FileError", err)
	}
	if fe.Path != bad || fe.Line != 4 || fe.Col < 3 {
		t.Fatalf("FileError = %+v, want line 4 of %s", fe, bad)
	}
	if !strings.Contains(err.Error(), "bad.json:4:") {
		t.Fatalf("message %q does not name file:line", err)
	}
	// The good layers still load, so a hook can fail open on them.
	if c == nil || c.Get("context.file").String() != "A.md" {
		t.Fatalf("good layer lost: %+v", c)
	}
	notObject := write(t, dir, "arr.json", `[1,2]`)
	if _, err := Load(Paths{User: notObject}); err == nil || !strings.Contains(err.Error(), "want a JSON object") {
		t.Fatalf("array config: %v", err)
	}
}

func TestEscapeKey(t *testing.T) {
	c, err := FromJSON("t", []byte(`{"rules":{"a.b":{"x":1}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Get("rules." + EscapeKey("a.b") + ".x").Int(); got != 1 {
		t.Fatalf("dotted key lost in merge: %s", c.JSON())
	}
}

// Every file in defaults/ is embedded, in lexical order, unchanged.
func TestDefaultFilesAreAllEmbedded(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("defaults", "*.json"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no default files: %v", err)
	}
	files := defaultFiles()
	if len(files) != len(names) {
		t.Fatalf("defaults/ has %d files, defaultFiles lists %d: add the new file to both", len(names), len(files))
	}
	for i, n := range names { // Glob sorts
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if files[i].name != filepath.Base(n) || files[i].data != string(b) {
			t.Errorf("defaultFiles()[%d] is %s, want %s as on disk", i, files[i].name, filepath.Base(n))
		}
	}
}

// The default files are joined, not merged, so each must own its sections.
func TestDefaultFilesOwnTheirSections(t *testing.T) {
	owner := map[string]string{}
	for _, f := range defaultFiles() {
		n, b := f.name, []byte(f.data)
		if !gjson.ValidBytes(b) || !gjson.ParseBytes(b).IsObject() {
			t.Fatalf("%s is not a JSON object", n)
		}
		gjson.ParseBytes(b).ForEach(func(k, _ gjson.Result) bool {
			if prev, ok := owner[k.String()]; ok {
				t.Errorf("section %q is in both %s and %s", k.String(), prev, n)
			}
			owner[k.String()] = n
			return true
		})
	}
	d := Defaults()
	if !gjson.ValidBytes(d) {
		t.Fatalf("joined defaults are not valid JSON: %s", d)
	}
	for sec := range owner {
		if !gjson.GetBytes(d, EscapeKey(sec)).IsObject() {
			t.Errorf("section %s lost in the joined defaults", sec)
		}
	}
}

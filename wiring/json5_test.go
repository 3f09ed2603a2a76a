package wiring

import (
	"encoding/json"
	"strings"
	"testing"
)

// A JSON5 config (comments, unquoted names, single quotes, trailing
// commas) reads as the JSON it means; values that look like names stay
// values; strict JSON and broken text are left alone.
func TestJSON5(t *testing.T) {
	in := "// settings\n{\n  plugins: { entries: { 'hook-tool': { enabled: true, list: [1, true, null,], }, }, },\n  /* a note */ model: 'a \"b\"',\n}\n"
	out, ok := JSON5([]byte(in))
	if !ok {
		t.Fatalf("not read: %s", out)
	}
	var v map[string]any
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatal(err)
	}
	e := v["plugins"].(map[string]any)["entries"].(map[string]any)["hook-tool"].(map[string]any)
	if e["enabled"] != true || len(e["list"].([]any)) != 3 || e["list"].([]any)[1] != true || v["model"] != `a "b"` {
		t.Errorf("read wrong: %s", out)
	}
	for _, s := range []string{`{"a": 1}`, "{a: 'x}", "not json at all"} {
		if _, ok := JSON5([]byte(s)); ok {
			t.Errorf("%q was rewritten", s)
		}
	}
	// The last of two members with one name wins, as OpenClaw reads it.
	dup := "{\n  plugins: {entries: {hooktool: {enabled: true}}},\n  plugins: {entries: {hooktool: {enabled: false}}},\n}\n"
	j, ok := JSON5([]byte(dup))
	if got := string(AsClientReads(j)); !ok || !json.Valid([]byte(got)) || strings.Count(got, "plugins") != 1 || !strings.Contains(got, "false") {
		t.Errorf("a duplicate name in JSON5 was not resolved: %s", got)
	}
}

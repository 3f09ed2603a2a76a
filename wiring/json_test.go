package wiring

import (
	"testing"

	"github.com/tidwall/gjson"
)

// The clients read a JSON file with JSON.parse: escapes in key names are
// decoded and the last of two equal keys wins. Read through
// AsClientReads, gjson sees what the client sees.
func TestAsClientReadsLikeTheClient(t *testing.T) {
	for _, tc := range []struct {
		doc, key, want string
	}{
		{`{"hooks":{"PreToolUse":[]},"x":1,"hooks":{}}`, "hooks", `{}`},
		{`{"disableAllHook\u0073":true}`, "disableAllHooks", `true`},
		{`{"a":{"b":1,"b":2}}`, "a.b", `2`},
		{`{"hooks":{"PreToolUse":[1]}}`, "hooks", `{"PreToolUse":[1]}`},
	} {
		if got := gjson.GetBytes(AsClientReads([]byte(tc.doc)), tc.key).Raw; got != tc.want {
			t.Errorf("%s: %s = %s, the client reads %s", tc.doc, tc.key, got, tc.want)
		}
	}
	// A file without a duplicate is kept byte for byte.
	doc := []byte("{ \"z\": 1,\n \"a\": [ 2 ] }")
	if got := AsClientReads(doc); string(got) != string(doc) {
		t.Errorf("rewrote a plain file: %s", got)
	}
}

func TestDuplicateKey(t *testing.T) {
	for doc, want := range map[string]string{
		`{"a":1,"a":2}`: "a",
		`{"a":{"x":[{"k":1,"k\u0020":2}]},"b":[{"k":1},{"k":2}]}`: "",
		`{"a":[{"k":1,"\u006b":2}]}`:                              "k",
		`{"a":{"b":{}},"c":{"b":{}}}`:                             "",
		`{"a":1,"b":{"c":1},"a":3}`:                               "a",
		`[{"a":1},{"a":1}]`:                                       "",
		`{"a":1,`:                                                 "",
	} {
		k, _, ok := DuplicateKey([]byte(doc))
		if ok != (want != "") || k != want {
			t.Errorf("%s: got %q %v, want %q", doc, k, ok, want)
		}
	}
}

func TestIncludes(t *testing.T) {
	doc := []byte(`{
  // JSON5
  $include: "./a.json5",
  agents: { "$include": ["./b.json5", './c.json5'] },
  note: "no $include here"
}`)
	got := Includes(doc)
	if len(got) != 3 || got[0] != "./a.json5" || got[1] != "./b.json5" || got[2] != "./c.json5" {
		t.Errorf("Includes = %q", got)
	}
}

package jsonw

import (
	"encoding/json"
	"testing"
	"unicode/utf8"
)

// AppendString writes what encoding/json writes, for every kind of string
// the hook path meets: escapes, HTML characters, line separators, invalid
// UTF-8.
func TestAppendStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "plain", "q\"b\\", "nl\n\t\r\x01\b\f", "<&>", "é\u2028x\u2029", "emoji 🙂", "bad \xff\xfe utf8", string([]byte{0x7f})} {
		want, _ := json.Marshal(s)
		if got := AppendString(nil, s); string(got) != string(want) {
			t.Errorf("AppendString(%q) = %s, want %s", s, got, want)
		}
		if utf8.ValidString(s) {
			var back string
			if err := json.Unmarshal(AppendString(nil, s), &back); err != nil || back != s {
				t.Errorf("AppendString(%q) round-trips to %q (%v)", s, back, err)
			}
		}
	}
}

func FuzzAppendString(f *testing.F) {
	f.Add("a\"b\\c\n<>&\u2028")
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := AppendString(nil, s); string(got) != string(want) {
			t.Errorf("AppendString(%q) = %s, want %s", s, got, want)
		}
	})
}

func TestObject(t *testing.T) {
	var o Object
	if got := string(o.Close()); got != "{}" || o.Len() != 0 {
		t.Errorf("empty object = %s (len %d)", got, o.Len())
	}
	o.Str("a", "x\"y")
	o.Raw("b", []byte(`{"c":1}`))
	if got, want := string(o.Close()), `{"a":"x\"y","b":{"c":1}}`; got != want || o.Len() != 2 {
		t.Errorf("object = %s (len %d), want %s", got, o.Len(), want)
	}
}

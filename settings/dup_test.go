package settings

import (
	"errors"
	"testing"
)

// A key written twice in one object is read by the client with the last
// value and by gjson with the first: Check refuses the file, so neither
// install nor doctor reads it as something it is not.
func TestCheckRefusesDuplicateKeys(t *testing.T) {
	for _, doc := range []string{
		"{\n  \"hooks\": {\"PreToolUse\": []},\n  \"hooks\": {}\n}\n",
		`{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"a","type":"x"}]}]}}`,
	} {
		err := Check("s.json", []byte(doc))
		var se *SyntaxError
		if !errors.As(err, &se) || !se.Duplicate {
			t.Errorf("%s: %v", doc, err)
		}
	}
	if err := Check("s.json", []byte(`{"hooks":{},"env":{"hooks":1}}`)); err != nil {
		t.Errorf("the same key in two objects: %v", err)
	}
}

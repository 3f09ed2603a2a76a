package doctor

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestWriteText(t *testing.T) {
	r := &Report{Layers: []*Layer{{Name: "L", Checks: []Check{
		{ID: "a", Status: OK, Msg: "fine"},
		{ID: "b", Status: Fail, Where: "f.json:1:2", Msg: "broken\nbadly", Fix: "mend it"},
	}}}}
	var plain, color bytes.Buffer
	r.WriteText(&plain, false)
	r.WriteText(&color, true)
	want := "L\n  ok    fine\n  FAIL  f.json:1:2: broken; badly\n        fix: mend it\n\n1 failure(s), 0 warning(s)\n"
	if plain.String() != want {
		t.Errorf("plain:\n%q\nwant\n%q", plain.String(), want)
	}
	if !strings.Contains(color.String(), "\x1b[31mFAIL\x1b[0m") || strings.Contains(plain.String(), "\x1b") {
		t.Errorf("colour only when asked:\n%q", color.String())
	}
	if r.Healthy() {
		t.Error("a failure is not healthy")
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil || !gjson.ValidBytes(js.Bytes()) || gjson.GetBytes(js.Bytes(), "failures").Int() != 1 {
		t.Errorf("json: %v\n%s", err, js.String())
	}
}

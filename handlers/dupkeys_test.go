package handlers

import (
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// manyKeys is a tool_input object with n distinct keys, plus extra.
func manyKeys(n int, extra string) string {
	var b strings.Builder
	b.WriteString(`{`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"k` + strconv.Itoa(i) + `":0`)
	}
	b.WriteString(extra + `}`)
	return b.String()
}

// A repeated key is found however many members the object has, first or
// last, nested or not; distinct keys are never a repeat.
func TestHasDupKeys(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{`{}`, false},
		{`{"a":1,"b":2}`, false},
		{`{"a":1,"a":2}`, true},
		{`{"x":[{"a":1,"a":2}]}`, true},
		{manyKeys(5000, ""), false},
		{manyKeys(5000, `,"k0":1`), true},
		{manyKeys(5000, `,"k4999":1`), true},
		{manyKeys(5000, `,"n":{"b":1,"b":2}`), true},
		{`{"k1":0,` + manyKeys(5000, "")[1:], true},
	} {
		if got := hasDupKeys(gjson.Parse(c.in)); got != c.want {
			t.Errorf("hasDupKeys(%.60s...) = %v, want %v", c.in, got, c.want)
		}
	}
}

// BenchmarkDecodeManyKeys: every hook decodes the tool input the agent
// wrote; its member count must not cost quadratic time (60,000 keys took
// 3.6 s, most of the hook's budget, with a linear scan per key).
func BenchmarkDecodeManyKeys(b *testing.B) {
	raw := []byte(`{"hook_event_name":"PreToolUse","tool_name":"mcp__x__y","tool_input":` + manyKeys(60000, "") + `}`)
	for b.Loop() {
		if _, err := Decode(raw); err != nil {
			b.Fatal(err)
		}
	}
}

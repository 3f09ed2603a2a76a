package handlers

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
)

// pieces are the string parts that need care in JSON: quotes, escapes,
// HTML-sensitive and control characters, JavaScript line separators,
// invalid UTF-8 and multi-byte text.
var pieces = []string{"", "a", "ls -la && echo hi", `"`, `\`, "<", ">", "&", "\n", "\r", "\t", "\b", "\f",
	"\x00", "\x1f", "\x7f", "\u2028", "\u2029", "\xff", "\xe2\x82", "é", "日本", "🙂", "turn-3", "|"}

func randString(r *rand.Rand) string {
	var b []byte
	for range r.IntN(6) {
		b = append(b, pieces[r.IntN(len(pieces))]...)
	}
	return string(b)
}

func randInt(r *rand.Rand) int64 {
	switch r.IntN(4) {
	case 0:
		return 0
	case 1:
		return -r.Int64N(1 << 40)
	}
	return r.Int64N(1 << 62)
}

// fill sets every field of a record at random, through its field table.
func fill(r *rand.Rand, rec record) {
	for _, f := range rec.fields() {
		switch {
		case f.str != nil:
			*f.str = randString(r)
		case f.i64 != nil:
			*f.i64 = randInt(r)
		case f.num != nil:
			*f.num = int(randInt(r))
		case f.flag != nil:
			*f.flag = r.IntN(2) == 1
		}
	}
}

// The codec writes exactly what encoding/json writes, and reads back what
// either of them wrote.
func TestRecordCodecMatchesEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	types := []func() record{
		func() record { return new(SessionRecord) },
		func() record { return new(RunRecord) },
		func() record { return new(CallRecord) },
		func() record { return new(CaughtRecord) },
		func() record { return new(Violation) },
	}
	for _, mk := range types {
		for i := 0; i < 3000; i++ {
			rec := mk()
			fill(r, rec)
			want, err := json.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			got := encode(rec)
			if !bytes.Equal(got, want) {
				t.Fatalf("%T %+v:\nencode       %s\njson.Marshal %s", rec, rec, got, want)
			}
			// Round trip: through encoding/json's reading of our bytes,
			// and through ours. Invalid UTF-8 became U+FFFD on the way
			// out, so compare against what encoding/json reads back.
			viaJSON := mk()
			if err := json.Unmarshal(got, viaJSON); err != nil {
				t.Fatalf("encoding/json cannot read %s: %v", got, err)
			}
			viaUs := mk()
			if !decodeValid(want, viaUs) {
				t.Fatalf("decode rejected %s", want)
			}
			if !reflect.DeepEqual(viaUs, viaJSON) {
				t.Fatalf("decode %s:\ngot  %+v\nwant %+v", want, viaUs, viaJSON)
			}
		}
	}
}

// A damaged or foreign value never panics and never half-fills a record
// with the wrong types: fields keep what they had.
func TestRecordDecodeIsTolerant(t *testing.T) {
	for _, in := range []string{``, `null`, `[]`, `"x"`, `{`, `{"calls":"7","session":3,"closed":"yes"}`, `{"calls":7,"extra":{"a":[1,2]}}`} {
		r := RunRecord{Session: "s", Calls: 1}
		ok := decodeValid([]byte(in), &r)
		wantCalls := 1
		if in == `{"calls":7,"extra":{"a":[1,2]}}` {
			wantCalls = 7
		}
		if r.Session != "s" || r.Calls != wantCalls || r.Closed {
			t.Errorf("decode %q gave %+v", in, r)
		}
		if wantOK := in != `` && in != `null` && in != `[]` && in != `"x"` && in != `{`; ok != wantOK {
			t.Errorf("decodeValid(%q) = %v, want %v", in, ok, wantOK)
		}
	}
}

package jsonw

import (
	"strings"
	"testing"
)

// stringEndSlow is the byte-by-byte scan StringEnd replaces.
func stringEndSlow(b []byte, esc bool) (int, bool) {
	for i, c := range b {
		switch {
		case esc:
			esc = false
		case c == '\\':
			esc = true
		case c == '"':
			return i, false
		}
	}
	return -1, esc
}

func TestStringEnd(t *testing.T) {
	for _, tc := range []struct {
		in      string
		esc     bool
		end     int
		pending bool
	}{
		{`abc"`, false, 3, false},
		{`"`, false, 0, false},
		{`ab\"c"`, false, 5, false},
		{`ab\\"c"`, false, 4, false},
		{`ab\\\"c"`, false, 7, false},
		{`abc`, false, -1, false},
		{`abc\`, false, -1, true},
		{`abc\\`, false, -1, false},
		{``, false, -1, false},
		{``, true, -1, true},
		{`"x"`, true, 2, false},
		{`\x"`, true, 2, false},
		{`n\u0022 "`, false, 8, false},
	} {
		end, pending := StringEnd([]byte(tc.in), tc.esc)
		if end != tc.end || pending != tc.pending {
			t.Errorf("StringEnd(%q, %v) = %d, %v; want %d, %v", tc.in, tc.esc, end, pending, tc.end, tc.pending)
		}
	}
}

// FuzzStringEnd holds StringEnd to the byte-by-byte scan on any input and
// any cut of it into two reads.
func FuzzStringEnd(f *testing.F) {
	for _, s := range []string{`a\"b"`, `\\\\"`, strings.Repeat(`x\n`, 50) + `"tail`, `\`} {
		f.Add([]byte(s), false, 1)
	}
	f.Fuzz(func(t *testing.T, b []byte, esc bool, cut int) {
		wantEnd, wantPending := stringEndSlow(b, esc)
		end, pending := StringEnd(b, esc)
		if end != wantEnd || pending != wantPending {
			t.Fatalf("StringEnd(%q, %v) = %d, %v; the slow scan says %d, %v", b, esc, end, pending, wantEnd, wantPending)
		}
		if len(b) == 0 {
			return
		}
		cut = (cut%len(b) + len(b)) % len(b)
		first, p := StringEnd(b[:cut], esc)
		if first >= 0 {
			if first != wantEnd {
				t.Fatalf("cut at %d: end %d, want %d", cut, first, wantEnd)
			}
			return
		}
		rest, p2 := StringEnd(b[cut:], p)
		if rest >= 0 {
			rest += cut
		}
		if rest != wantEnd || rest < 0 && p2 != wantPending {
			t.Fatalf("cut at %d: end %d (pending %v), want %d (%v)", cut, rest, p2, wantEnd, wantPending)
		}
	})
}

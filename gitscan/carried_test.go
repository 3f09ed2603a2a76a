package gitscan

import (
	"strings"
	"testing"
)

// TestParseReceiveLines reads "<old> <new> <ref>" lines as push lines and
// refuses anything else.
func TestParseReceiveLines(t *testing.T) {
	z, a := strings.Repeat("0", 40), strings.Repeat("a", 40)
	refs, err := ParseReceiveLines(strings.NewReader(z + " " + a + " refs/heads/main\n\n" + a + " " + z + " refs/tags/v1\r\n"))
	if err != nil || len(refs) != 2 {
		t.Fatalf("%v %+v", err, refs)
	}
	if r := refs[0]; r.LocalOID != a || r.RemoteOID != z || r.RemoteRef != "refs/heads/main" || r.LocalRef != r.RemoteRef {
		t.Errorf("%+v", r)
	}
	for _, bad := range []string{"x y z\n", z + " " + a + "\n", z + " " + a + " refs/heads/a b\n", "-" + a[1:] + " " + a + " r\n"} {
		if _, err := ParseReceiveLines(strings.NewReader(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if _, err := ParseReceiveLines(strings.NewReader(strings.Repeat(z+" "+a+" r\n", maxPushLines+1))); err == nil {
		t.Error("too many lines accepted")
	}
}

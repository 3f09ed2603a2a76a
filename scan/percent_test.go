package scan

import (
	"net/url"
	"testing"
)

// TestUnescapePercent holds the hand-written decoder to net/url's
// PathUnescape, which it replaces on the hook path.
func TestUnescapePercent(t *testing.T) {
	for _, s := range []string{"", "plain", "p%40ssword", "%41%42", "a%2fb%2Fc", "%", "%4", "%zz", "50%", "%%41", "%e2%82%ac", "a+b"} {
		want, werr := url.PathUnescape(s)
		got, ok := unescapePercent(s)
		if ok != (werr == nil) || (ok && got != want) {
			t.Errorf("unescapePercent(%q) = %q, %v; net/url says %q, %v", s, got, ok, want, werr)
		}
	}
}

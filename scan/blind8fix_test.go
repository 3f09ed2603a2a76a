package scan

import (
	"fmt"
	"testing"
)

// The classes the eighth blind set of pushes found open, in spellings of
// our own. Every token is made at run time. (A zip member compressed with
// bzip2 is held by the set itself, cmd/hookd-cli/prepush_redteam8_test.go:
// the standard library writes no bzip2.)

// Perl's braced hex escapes, \x{67}, one to six digits each.
func TestPerlBracedHex(t *testing.T) {
	tok := ghToken40(t, 81)
	var b []byte
	for _, c := range tok {
		b = fmt.Appendf(b, `\x{%x}`, c)
	}
	if !blocks(t, "lib/Conf.pm", fmt.Sprintf("my $token = \"%s\";\n", b)) {
		t.Errorf("not found in %s", b)
	}
	if blocks(t, "lib/Ok.pm", "print \"\\x{263A} \\x{1F600}\\n\";\n") {
		t.Error("a false alarm on ordinary braced escapes")
	}
}

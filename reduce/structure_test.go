package reduce

import "testing"

func TestCleanLineCharsetEscape(t *testing.T) {
	for in, want := range map[string]string{
		"\x1b(B\x1b[m\x1b[32m+    }\x1b(B\x1b[m": "+    }", // tput sgr0, then a colour
		"\x1b)0x":                                "x",
		"\x1b(":                                  "",
		"a\x1b[1mb":                              "ab",
		"plain line  ":                           "plain line",
	} {
		if got := cleanLine(in); got != want {
			t.Errorf("cleanLine(%q) = %q, want %q", in, got, want)
		}
	}
}

package guard

import "testing"

func TestEchoEscapes(t *testing.T) {
	for _, c := range []struct {
		in        string
		bareOctal bool
		want      string
	}{
		{`\0162\0155`, false, "rm"},
		{`\0162\0155`, true, "rm"},
		{`\162\155`, true, "rm"},
		{`\162m`, false, `\162m`}, // echo -e leaves \NNN without the 0 alone
		{`\01622`, true, "r2"},    // a 0 and at most three digits
		{`\x72\x6d`, false, "rm"},
		{`a\\0162`, true, `a\0162`}, // an escaped backslash is not an escape
		{`\0`, false, "\x00"},
		{"plain", false, "plain"},
	} {
		if got := echoEscapes(c.in, c.bareOctal); got != c.want {
			t.Errorf("echoEscapes(%q, %v) = %q, want %q", c.in, c.bareOctal, got, c.want)
		}
	}
}

func TestHidesFromOwner(t *testing.T) {
	for mode, want := range map[string]bool{
		"000": true, "0": true, "00": true, "0000": true, "200": true, "300": true, "a-rwx": true, "u-r": true,
		"-r": true, "a=": true, "u=x": true, "ugo-rwx": true, "u-r,u+r": false,
		"700": false, "755": false, "0644": false, "400": false, "go-rwx": false, "a-w": false, "u+rwX,go-w": false,
		"a+r": false, "u=rwX,go=": false, "o=": false, "+x": false, "": false,
	} {
		if got := hidesFromOwner(mode); got != want {
			t.Errorf("hidesFromOwner(%q) = %v, want %v", mode, got, want)
		}
	}
}

func TestPerlKeepsNoLine(t *testing.T) {
	for _, c := range []struct {
		code  string
		quiet bool
		want  bool
	}{
		{"print if 0", true, true},
		{"print unless 1", true, true},
		{`0 and print`, true, true},
		{`print if ""`, true, true},
		{"print if /x/", true, false},
		{"print unless /^#/", true, false},
		{"print", true, false},
		{`$_ = ""`, false, true},
		{"undef $_", false, true},
		{"s/a/b/", false, false},
		{"", false, false},
	} {
		if got := perlKeepsNoLine(c.code, c.quiet); got != c.want {
			t.Errorf("perlKeepsNoLine(%q, %v) = %v, want %v", c.code, c.quiet, got, c.want)
		}
	}
}

package gemini

import "testing"

func TestHeadless(t *testing.T) {
	cases := []struct {
		args []string
		tty  bool
		want bool
	}{
		{[]string{"-p", "clean up", "--yolo"}, true, true},
		{[]string{"--prompt=clean up"}, true, true},
		{[]string{"-i", "start here"}, false, false},
		{[]string{}, true, false},
		{[]string{"--yolo"}, false, true}, // a prompt piped in, no terminal
	}
	for _, c := range cases {
		if got := Headless(c.args, c.tty); got != c.want {
			t.Errorf("Headless(%q, tty %v) = %v, want %v", c.args, c.tty, got, c.want)
		}
	}
}

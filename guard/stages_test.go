package guard

import "testing"

// A statement that is only a redirection has no command node; the rewriter
// found Stages panicking on such input inside larger commands.
func TestStagesRedirectionOnly(t *testing.T) {
	plain := map[string]int{">0": 0, "> out.txt": 0, "<in": 0, ">x; ls": 1, ">0 | ls": 1, "ls | >0": 1, "{ >0; }": 0, "(>0)": 0, "if >0; then ls; fi": 1}
	for cmd, want := range plain {
		st, err := Stages(cmd)
		if err != nil {
			t.Fatalf("%q: %v", cmd, err)
		}
		if len(st) != want {
			t.Fatalf("%q: %d stages %+v, want %d", cmd, len(st), st, want)
		}
		for _, s := range st {
			if s.Name != "ls" {
				t.Fatalf("%q: unexpected stage %+v", cmd, s)
			}
		}
	}
	// Substitutions holding only a redirection still parse without a panic.
	for _, cmd := range []string{"$(>0)", "echo `>0`", "x=$(<f)"} {
		if _, err := Stages(cmd); err != nil {
			t.Fatalf("%q: %v", cmd, err)
		}
	}
}

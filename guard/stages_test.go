package guard

import "testing"

// A statement that is only a redirection has no command node; the rewriter
// found Stages panicking on it.
func TestStagesRedirectionOnly(t *testing.T) {
	for _, cmd := range []string{">0", "> out.txt", "<in", ">x; ls", "$(>0)", "{ >0; }", ">0 | ls", "ls | >0", "(>0)", "echo `>0`", "if >0; then ls; fi", "x=$(<f)"} {
		st, err := Stages(cmd)
		if err != nil {
			t.Fatalf("%q: %v", cmd, err)
		}
		for _, s := range st {
			if s.Name != "ls" && s.Name != "" {
				t.Fatalf("%q: unexpected stage %+v", cmd, s)
			}
		}
	}
}

package rewrite

import (
	"fmt"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// FuzzCommand: whatever the command, a rewrite only inserts the wrap, the
// rest stays byte for byte, and the result parses.
func FuzzCommand(f *testing.F) {
	for _, b := range bases {
		for _, c := range contexts[:8] {
			f.Add(fmt.Sprintf(c.tmpl, b))
		}
	}
	f.Add("go test ./... 2>&1 | tail; case x in y) make;; esac")
	f.Add("FOO=$(git status) go test")
	r := &Rewriter{Wrap: true, Exe: exe}
	f.Fuzz(func(t *testing.T, cmd string) {
		if len(cmd) > 4096 {
			return
		}
		out, changes := r.Command(cmd)
		if len(changes) == 0 {
			if out != cmd {
				t.Fatalf("no changes but %q -> %q", cmd, out)
			}
			return
		}
		back := out
		for _, c := range changes {
			if c.Start != c.End || back[c.Start:c.Start+len(c.New)] != c.New {
				t.Fatalf("%q: bad change %+v in %q", cmd, c, out)
			}
			back = back[:c.Start] + back[c.Start+len(c.New):]
		}
		if back != cmd {
			t.Fatalf("bytes changed outside the splices: %q -> %q", cmd, out)
		}
		if _, err := syntax.NewParser().Parse(strings.NewReader(out), ""); err != nil {
			t.Fatalf("%q does not parse: %v", out, err)
		}
	})
}

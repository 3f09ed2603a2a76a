package guard

import (
	"strings"
	"testing"
)

// vimDeletes reads each delete() call's path and flags, whatever stands
// around or inside it, and leaves names that only end in "delete(".
func TestVimDeletes(t *testing.T) {
	for code, want := range map[string]string{
		`call delete(expand("~/x"), "rf")`: "rm -rf '/h/x'",
		`lua vim.fn.delete("/tmp/a(1)")`:   "rm -f '/tmp/a(1)'",
		`call delete("d", "d")`:            "rmdir 'd'",
		`call bufdelete("x")`:              "",
		`call delete(g:dir, "rf")`:         "",
	} {
		if got := strings.Join(vimDeletes(code, "/h"), ";"); got != want {
			t.Errorf("vimDeletes(%q) = %q, want %q", code, got, want)
		}
	}
}

package contract

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestPatchFiles(t *testing.T) {
	got := PatchFiles("*** Begin Patch\r\n*** Add File: a b.txt\r\n+x\n*** Delete File: old\n*** Update File: \n*** Frobnicate File: z\n")
	want := []PatchFile{{"Write", "a b.txt"}, {"Write", "old"}} // a deletion loses the whole file, as Write does
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("PatchFiles = %v, want %v", got, want)
	}
	var many strings.Builder
	for range MaxPatchFiles + 5 {
		many.WriteString("*** Add File: f\n")
	}
	if n := len(PatchFiles(many.String())); n != MaxPatchFiles {
		t.Errorf("read %d paths, want the bound %d", n, MaxPatchFiles)
	}
}

// patch_more says the patch names files past the listed ones, and only then.
func TestPatchInputMore(t *testing.T) {
	patch := func(n int) string {
		s := "*** Begin Patch\n"
		for i := range n {
			s += "*** Add File: f" + string(rune('a'+i%26)) + "\n+x\n"
		}
		return s + "*** End Patch\n"
	}
	for n, want := range map[int]bool{1: false, MaxPatchFiles: false, MaxPatchFiles + 1: true} {
		_, in := PatchInput(patch(n))
		if got := gjson.Get(in, "patch_more").Bool(); got != want {
			t.Errorf("%d files: patch_more %v, want %v", n, got, want)
		}
		if got := len(gjson.Get(in, "patch_files").Array()); got != min(n, MaxPatchFiles) {
			t.Errorf("%d files: %d listed", n, got)
		}
	}
}

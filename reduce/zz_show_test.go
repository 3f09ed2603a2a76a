package reduce

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestZZShow(t *testing.T) {
	want := os.Getenv("ZZ")
	if want == "" {
		t.Skip()
	}
	dir, name := filepath.Split(want)
	for _, fx := range loadFixtures(t, filepath.Clean(dir)) {
		if strings.TrimSuffix(fx.name, ".txtar") == name {
			os.WriteFile("/tmp/r32/show.txt", []byte("kind="+fx.kind+"\n"+reduceAsRun(fx.kind, fx.output)), 0o644)
		}
	}
}

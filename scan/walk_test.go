package scan

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestReaderAndWalk(t *testing.T) {
	dir := t.TempDir()
	sizes := []int{0, 1, 100, 70000, 5, 300000}
	for i, n := range sizes {
		must(t, os.WriteFile(filepath.Join(dir, string(rune('a'+i))+".txt"), bytes.Repeat([]byte{byte('a' + i)}, n), 0o644))
	}
	must(t, os.MkdirAll(filepath.Join(dir, ".git"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, ".git", "config"), []byte("x"), 0o644))
	must(t, os.Symlink("a.txt", filepath.Join(dir, "link.txt")))
	var rd Reader
	var seen []string
	err := Walk([]string{dir}, func(p string, info fs.FileInfo) error {
		seen = append(seen, filepath.Base(p))
		// Claim a smaller size than the file has: the read must still be whole.
		data, err := rd.Read(p, info.Size()/2)
		if err != nil {
			return err
		}
		if int64(len(data)) != info.Size() || len(data) > 0 && data[len(data)-1] != data[0] {
			t.Errorf("%s: read %d bytes, want %d", p, len(data), info.Size())
		}
		return nil
	})
	must(t, err)
	if len(seen) != len(sizes) {
		t.Errorf("walked %v: .git and the symlink must be skipped", seen)
	}
	if _, err := rd.Read(filepath.Join(dir, "missing"), 0); err == nil {
		t.Error("read a missing file")
	}
}

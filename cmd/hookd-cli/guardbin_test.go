package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// readBounded returns a file whole up to its bound, and its first max
// bytes past it.
func TestReadBounded(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		size, max int
	}{{0, 100}, {1, 100}, {99, 100}, {100, 100}, {101, 100}, {5000, 100}, {70000, 1 << 20}} {
		data := bytes.Repeat([]byte("abcdefg"), tc.size/7+1)[:tc.size]
		name := filepath.Join(dir, "f")
		if err := os.WriteFile(name, data, 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := readBounded(name, int64(tc.max))
		if err != nil {
			t.Fatal(err)
		}
		if want := data[:min(tc.size, tc.max)]; !bytes.Equal(got, want) {
			t.Errorf("size %d, max %d: got %d bytes, want %d", tc.size, tc.max, len(got), len(want))
		}
	}
	if _, err := readBounded(filepath.Join(dir, "missing"), 10); err == nil {
		t.Error("a missing file read without an error")
	}
}

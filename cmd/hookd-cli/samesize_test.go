package main

import (
	"bytes"
	"os"

	"github.com/rogpeppe/go-internal/testscript"
)

func init() {
	// samesize FILE OLD NEW: replace OLD with NEW (same length) in FILE in
	// place, keeping the inode and size, and put the old mtime back, as
	// `os.utime` or `touch -r` would after the edit.
	scriptCmds["samesize"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 3 || len(args[1]) != len(args[2]) {
			ts.Fatalf("usage: samesize FILE OLD NEW (OLD and NEW of one length)")
		}
		p := ts.MkAbs(args[0])
		fi, err := os.Stat(p)
		ts.Check(err)
		b, err := os.ReadFile(p)
		ts.Check(err)
		i := bytes.Index(b, []byte(args[1]))
		if i < 0 {
			ts.Fatalf("%s has no %q", args[0], args[1])
		}
		f, err := os.OpenFile(p, os.O_WRONLY, 0)
		ts.Check(err)
		_, err = f.WriteAt([]byte(args[2]), int64(i))
		ts.Check(err)
		ts.Check(f.Close())
		ts.Check(os.Chtimes(p, fi.ModTime(), fi.ModTime()))
	}
}

package scan

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Walk calls fn for every regular file named by paths or found under them,
// in lexical order. It never follows a symbolic link (a link may point out of
// the tree, and scrub must not write through one) and skips .git folders.
func Walk(paths []string, fn func(path string, info fs.FileInfo) error) error {
	for _, root := range paths {
		info, err := os.Lstat(root)
		if err != nil {
			return err
		}
		if !info.IsDir() {
			if info.Mode().IsRegular() {
				if err := fn(root, info); err != nil {
					return err
				}
			}
			continue
		}
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == ".git" && p != root {
					return filepath.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			return fn(p, info)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Binary reports content that is not text: a NUL byte in its first 8000
// bytes, the test git itself uses.
func Binary(data []byte) bool {
	return bytes.IndexByte(data[:min(len(data), 8000)], 0) >= 0
}

// Reader reads whole files into one reused buffer: a tree scan reads
// thousands of files, and a fresh buffer for each is garbage to collect.
type Reader struct{ buf []byte }

// Read returns the content of path, valid until the next Read. size is the
// expected size (from the walk); a file that grew is still read whole.
func (r *Reader) Read(path string, size int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if need := int(size) + 1; cap(r.buf) < need {
		r.buf = make([]byte, need+need/4)
	}
	buf := r.buf[:cap(r.buf)]
	n := 0
	for {
		m, err := f.Read(buf[n:])
		n += m
		if err == io.EOF || m == 0 && err == nil {
			break
		}
		if err != nil {
			return nil, err
		}
		if n == len(buf) {
			buf = append(buf, 0) // grow; append picks the new capacity
			buf = buf[:cap(buf)]
		}
	}
	r.buf = buf
	return buf[:n], nil
}

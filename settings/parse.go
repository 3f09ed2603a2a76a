// Package settings reads, checks and edits Claude Code settings files: it
// finds every file a client reads hooks from, parses them with errors that
// name the line and column, and merges hooktool's own hook entries into a
// file without touching a byte of anything else (every other key, the
// user's hooks, their order and the file's formatting).
//
// hooktool's entries are recognised by a fingerprint (the command runs a
// binary named hooktool with the `hook` subcommand), so install can replace
// them and uninstall can remove exactly them.
package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/wiring"
)

// MaxFileSize bounds a settings file; real ones are a few KiB.
const MaxFileSize = 4 << 20

// SyntaxError is a settings file that is not strict JSON.
type SyntaxError struct {
	Path      string
	Line, Col int
	Msg       string
	// Duplicate is a file that is JSON but names a key twice in one
	// object: the client reads it, with the last of the two.
	Duplicate bool
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, e.Msg)
}

// Check validates data as one JSON object. path is only used in errors.
func Check(path string, data []byte) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil // an empty file holds no settings; install may fill it
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	err := dec.Decode(&v)
	if err == nil {
		if _, ok := v.(map[string]any); !ok {
			return &SyntaxError{Path: path, Line: 1, Col: 1, Msg: "settings must be a JSON object"}
		}
		if _, terr := dec.Token(); terr != io.EOF {
			off := int(dec.InputOffset())
			l, c := lineCol(data, skipSpace(data, off))
			return &SyntaxError{Path: path, Line: l, Col: c, Msg: "unexpected data after the JSON object"}
		}
		if k, off, dup := wiring.DuplicateKey(data); dup {
			// The client keeps the last of the two, hooktool's readers
			// the first: neither install nor doctor may read such a file
			// as if it were one thing.
			l, c := lineCol(data, int(off))
			return &SyntaxError{Path: path, Line: l, Col: c, Duplicate: true,
				Msg: fmt.Sprintf("the key %q is written twice in one object (the client uses the last one)", k)}
		}
		return nil
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off := int(se.Offset) - 1
		if off < 0 {
			off = 0
		}
		l, c := lineCol(data, off)
		msg := se.Error()
		if off+1 < len(data) && data[off] == '/' && (data[off+1] == '/' || data[off+1] == '*') {
			msg = "comments are not allowed in JSON (Claude Code rejects the file)"
		} else if prev := prevNonSpace(data, off); prev >= 0 && data[prev] == ',' && (data[off] == '}' || data[off] == ']') {
			l, c = lineCol(data, prev)
			msg = "trailing comma (not allowed in JSON)"
		}
		return &SyntaxError{Path: path, Line: l, Col: c, Msg: msg}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		l, c := lineCol(data, len(data))
		return &SyntaxError{Path: path, Line: l, Col: c, Msg: "unexpected end of file"}
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		l, c := lineCol(data, int(te.Offset))
		return &SyntaxError{Path: path, Line: l, Col: c, Msg: te.Error()}
	}
	return &SyntaxError{Path: path, Line: 1, Col: 1, Msg: err.Error()}
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

func prevNonSpace(b []byte, i int) int {
	for i--; i >= 0; i-- {
		if b[i] != ' ' && b[i] != '\t' && b[i] != '\n' && b[i] != '\r' {
			return i
		}
	}
	return -1
}

// lineCol turns a byte offset into a 1-based line and column (in bytes).
func lineCol(b []byte, off int) (int, int) {
	if off > len(b) {
		off = len(b)
	}
	line := 1 + bytes.Count(b[:off], []byte("\n"))
	col := off - bytes.LastIndexByte(b[:off], '\n')
	return line, col
}

// ReadFile reads a settings file, bounded. A missing file is (nil, nil, false).
//
// Only a regular file is read. A project's settings file can be planted by
// the agent: a FIFO there would block doctor, install or the hook for ever,
// so the open does not wait for a writer (O_NONBLOCK) and the type is
// checked on the opened file.
func ReadFile(path string) (data []byte, exists bool, err error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, true, err
	}
	defer f.Close()
	fi, err := f.Stat()
	switch {
	case err != nil:
		return nil, true, err
	case fi.IsDir():
		return nil, true, fmt.Errorf("%s is a directory", path)
	case !fi.Mode().IsRegular():
		return nil, true, fmt.Errorf("%s is not a regular file", path)
	}
	data, err = io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, true, err
	}
	if len(data) > MaxFileSize {
		return nil, true, fmt.Errorf("%s is larger than %d bytes", path, MaxFileSize)
	}
	return data, true, nil
}

// root returns the top-level value with its Index set to its byte offset,
// so that every value reached from it by ForEach carries a true offset.
func root(data []byte) gjson.Result {
	s := string(data)
	start := skipSpace(data, 0)
	end := len(data)
	for end > start && (data[end-1] == ' ' || data[end-1] == '\t' || data[end-1] == '\n' || data[end-1] == '\r') {
		end--
	}
	r := gjson.Parse(s[start:end])
	r.Index = start
	return r
}

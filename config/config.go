// Package config loads hooktool's layered JSON configuration: the embedded
// defaults, the user file, the project file and the file named by
// HOOKTOOL_CONFIG, in that order, later layers winning. Objects merge key by
// key; arrays and scalars replace. It keeps every layer so that features with
// trust rules (the guard: a project file may tighten but not relax) can look
// at one layer alone, and so `config show` can say where each value came from.
//
// Each feature owns one file under defaults/ holding its sections, listed in
// defaultFiles and joined in lexical order into the default layer.
package config

import (
	"bytes"
	_ "embed" // the defaults files
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
	"syscall"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// Each feature's defaults file is embedded as a string. Joining strings
// needs no file-system walk, sort or per-file copy on the hook's start-up
// path, where an embed.FS glob cost about 90 µs cold. A test checks that
// this list and the defaults folder agree.
var (
	//go:embed defaults/core.json
	coreDefaults string
	//go:embed defaults/guard.json
	guardDefaults string
	//go:embed defaults/narration.json
	narrationDefaults string
	//go:embed defaults/reduce.json
	reduceDefaults string
	//go:embed defaults/scan.json
	scanDefaults string
)

// defaultFile is one embedded defaults file.
type defaultFile struct{ name, data string }

// defaultFiles lists the defaults files in lexical order.
func defaultFiles() []defaultFile {
	return []defaultFile{
		{"core.json", coreDefaults},
		{"guard.json", guardDefaults},
		{"narration.json", narrationDefaults},
		{"reduce.json", reduceDefaults},
		{"scan.json", scanDefaults},
	}
}

// Layer names, lowest precedence first.
const (
	LayerDefault = "default"
	LayerUser    = "user"
	LayerProject = "project"
	LayerEnv     = "env" // the file named by HOOKTOOL_CONFIG
)

// maxFileSize bounds a config file; a config is a few KiB.
const maxFileSize = 4 << 20

// Layer is one source of configuration.
type Layer struct {
	Name string // LayerDefault, LayerUser, LayerProject or LayerEnv
	Path string // file path; "embedded" for the defaults
	Data []byte // a JSON object
}

// Paths names the files to read. An empty path is skipped; a path that does
// not exist is skipped too, since every layer but the defaults is optional.
type Paths struct {
	User    string
	Project string
	Env     string
}

// Config is the effective configuration.
type Config struct {
	Layers []Layer
	// Refused lists, one line each, what Load dropped from an untrusted
	// layer because it would relax a protection, and what it capped in the
	// user file (trust.go). The hook prints them as warnings.
	Refused []string
	merged  []byte
}

// FileError is a config file that could not be used. It names the file, and
// the line and column where the JSON went wrong when that is known.
type FileError struct {
	Path string
	Line int // 0 when unknown
	Col  int
	Err  error
}

func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("config %s:%d:%d: %v", e.Path, e.Line, e.Col, e.Err)
	}
	return fmt.Sprintf("config %s: %v", e.Path, e.Err)
}

func (e *FileError) Unwrap() error { return e.Err }

// Defaults returns the embedded default layer: every defaults/*.json in
// lexical order. Each file owns its own top-level sections (a test checks
// that no two share one), so the layer is their members joined into one
// object: no merge on the hook's start-up path.
func Defaults() []byte {
	files := defaultFiles()
	n := 2
	for _, f := range files {
		n += len(f.data) + 1
	}
	out := make([]byte, 1, n)
	out[0] = '{'
	for _, f := range files {
		inner := strings.TrimSpace(f.data)
		if len(inner) < 2 || inner[0] != '{' || inner[len(inner)-1] != '}' {
			panic("config: embedded " + f.name + " is not a JSON object")
		}
		inner = strings.TrimSpace(inner[1 : len(inner)-1])
		if len(inner) == 0 {
			continue
		}
		if len(out) > 1 {
			out = append(out, ',')
		}
		out = append(out, inner...)
	}
	return append(out, '}')
}

// Load reads every layer and merges them. A file that exists but cannot be
// read or is not a JSON object is an error (*FileError); the caller decides
// whether to fail open (the hook does) or to stop (commands do).
func Load(p Paths) (*Config, error) {
	c := &Config{Layers: []Layer{{Name: LayerDefault, Path: "embedded", Data: Defaults()}}}
	var errs []error
	for _, l := range []Layer{{Name: LayerUser, Path: p.User}, {Name: LayerProject, Path: p.Project}, {Name: LayerEnv, Path: p.Env}} {
		if l.Path == "" {
			continue
		}
		data, err := readFile(l.Path)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && l.Name != LayerEnv {
				continue
			}
			errs = append(errs, err)
			continue
		}
		l.Data = data
		c.Layers = append(c.Layers, l)
	}
	c.applyTrust()
	c.merged = c.Layers[0].Data
	for _, l := range c.Layers[1:] {
		c.merged = merge(c.merged, l.Data)
	}
	return c, errors.Join(errs...)
}

// FromJSON builds a config from the defaults plus one extra layer, for tests
// and for callers that already hold the bytes.
func FromJSON(name string, data []byte) (*Config, error) {
	if err := validate(name, data); err != nil {
		return nil, err
	}
	d := Defaults()
	c := &Config{Layers: []Layer{{Name: LayerDefault, Path: "embedded", Data: d}, {Name: name, Path: name, Data: data}}}
	c.applyTrust()
	c.merged = merge(d, c.Layers[1].Data)
	return c, nil
}

// CheckFile reads one config file as Load would and returns the error Load
// would give for it (a *FileError; fs.ErrNotExist when it is absent), for
// doctor, which reports each file on its own.
func CheckFile(p string) error {
	_, err := readFile(p)
	return err
}

func readFile(p string) ([]byte, error) {
	// Only a regular file: opening a FIFO planted at .claude/hooktool.json
	// would block the hook before its budget watchdog starts, and a device
	// could be read for ever. The open does not wait for a FIFO's writer
	// (O_NONBLOCK) and the type is checked on the opened file: a Stat
	// first would leave a window in which the agent swaps a FIFO in.
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, &FileError{Path: p, Err: err}
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, &FileError{Path: p, Err: err}
	}
	if !fi.Mode().IsRegular() {
		return nil, &FileError{Path: p, Err: errors.New("not a regular file")}
	}
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(io.LimitReader(f, maxFileSize+1)); err != nil {
		return nil, &FileError{Path: p, Err: err}
	}
	if buf.Len() > maxFileSize {
		return nil, &FileError{Path: p, Err: fmt.Errorf("larger than %d bytes", maxFileSize)}
	}
	if err := validate(p, buf.Bytes()); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// validate checks that data is one JSON object and, when it is not, finds the
// line and column to point at.
func validate(p string, data []byte) error {
	if gjson.ValidBytes(data) {
		if !gjson.ParseBytes(data).IsObject() {
			return &FileError{Path: p, Line: 1, Col: 1, Err: errors.New("want a JSON object at the top level")}
		}
		return nil
	}
	var v any
	err := json.Unmarshal(data, &v)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := lineCol(data, se.Offset)
		return &FileError{Path: p, Line: line, Col: col, Err: errors.New(se.Error())}
	}
	if err == nil {
		err = errors.New("invalid JSON")
	}
	return &FileError{Path: p, Err: err}
}

// lineCol turns encoding/json's offset (bytes read when the error was
// found, so the offending byte is the one before it) into a 1-based line
// and column.
func lineCol(data []byte, off int64) (int, int) {
	if off > 0 {
		off--
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	if col < 1 {
		col = 1
	}
	return line, col
}

// Get returns the effective value at a gjson path ("guard.mode").
func (c *Config) Get(p string) gjson.Result { return gjson.GetBytes(c.merged, p) }

// JSON returns the effective configuration.
func (c *Config) JSON() []byte { return c.merged }

// Layer returns the named layer, if it was loaded.
func (c *Config) Layer(name string) (Layer, bool) {
	for _, l := range c.Layers {
		if l.Name == name {
			return l, true
		}
	}
	return Layer{}, false
}

// Source names the layer (and file) that set the value at path p: the last
// layer in which it exists.
func (c *Config) Source(p string) (Layer, bool) {
	for i := len(c.Layers) - 1; i >= 0; i-- {
		if gjson.GetBytes(c.Layers[i].Data, p).Exists() {
			return c.Layers[i], true
		}
	}
	return Layer{}, false
}

// Leaves lists the gjson paths of every scalar and array in the effective
// config, in document order, for `config show`.
func (c *Config) Leaves() []string {
	var out []string
	var walk func(prefix string, r gjson.Result)
	walk = func(prefix string, r gjson.Result) {
		if !r.IsObject() {
			out = append(out, prefix)
			return
		}
		r.ForEach(func(k, v gjson.Result) bool {
			p := EscapeKey(k.String())
			if prefix != "" {
				p = prefix + "." + p
			}
			walk(p, v)
			return true
		})
	}
	walk("", gjson.ParseBytes(c.merged))
	return out
}

// EscapeKey escapes a key for use as one element of a gjson/sjson path.
func EscapeKey(k string) string {
	var b strings.Builder
	for _, r := range k {
		switch r {
		case '.', '*', '?', '|', '#', '@', '\\', ':', '!', '=', '<', '>', '%':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// merge overlays src on dst: objects merge key by key, anything else replaces.
func merge(dst, src []byte) []byte {
	out := dst
	gjson.ParseBytes(src).ForEach(func(k, v gjson.Result) bool {
		key := EscapeKey(k.String())
		cur := gjson.GetBytes(out, key)
		val := []byte(v.Raw)
		if v.IsObject() && cur.IsObject() {
			val = merge([]byte(cur.Raw), val)
		}
		next, err := sjson.SetRawBytes(out, key, val)
		if err == nil {
			out = next
		}
		return true
	})
	return out
}

// Pretty indents JSON with two spaces.
func Pretty(b []byte) []byte {
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return b
	}
	return out.Bytes()
}

// Base returns the file name of a layer for messages.
func (l Layer) Base() string { return path.Base(l.Path) }

package checkup

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"sync"
	"syscall"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/settings"
)

// pluginBinary finds the binary a plugin file of hooktool's runs: install
// bakes it in as `const HOOKTOOL = "...";`.
var pluginBinary = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^const HOOKTOOL = ("(?:[^"\\]|\\.)*");`) })

// pluginOnError finds the guard's answer install baked in beside it, as
// `const ON_ERROR = "...";`.
var pluginOnError = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^const ON_ERROR = ("(?:[^"\\]|\\.)*");`) })

// PluginFile checks one of hooktool's in-process plugin files (Pi's
// extension, OpenClaw's plugin entry): that it is there, that the binary it
// calls exists and runs, whether it is this hooktool, and, with render (the
// agent's template: what install writes for a binary and guard.on_error),
// whether the file is what this hooktool would write for the binary and
// on_error the file itself names. An upgrade changes the binary, not the
// plugin on disk: only re-running install brings the new plugin's behaviour.
func PluginFile(l *Layer, e Env, id, name, path, fix string, render func(bin, onError string) []byte) bool {
	where := Short(e.Home, path)
	b, err := readPluginFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		l.Add(id+".not-installed", Info, where, name+": hooktool's plugin is not installed", fix)
		return false
	}
	if err != nil {
		l.Add(id+".foreign", Warn, where, "cannot be read as hooktool's plugin: "+err.Error(), fix)
		return false
	}
	m := pluginBinary().FindSubmatch(b)
	if m == nil {
		l.Add(id+".foreign", Warn, where, "not written by hooktool install (no HOOKTOOL line)", fix)
		return false
	}
	bin := gjson.ParseBytes(m[1]).String()
	fi, err := os.Stat(bin)
	switch {
	case err != nil:
		l.Add(id+".binary-missing", Fail, where, fmt.Sprintf("the plugin runs %s, which does not exist: every tool call then gets guard.on_error", bin), fix)
		return false
	case !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0:
		l.Add(id+".binary-missing", Fail, where, bin+" is not executable", "chmod +x "+settings.ShellQuote(bin))
		return false
	}
	l.Add(id+".installed", OK, where, name+": hooktool's plugin, running "+bin, "")
	if e.WantBinary != "" {
		if want, err := os.Stat(e.WantBinary); err == nil && !os.SameFile(want, fi) && fi.ModTime().Before(want.ModTime()) {
			l.Add(id+".stale-binary", Warn, where, fmt.Sprintf("it runs %s, which is older than this hooktool (%s)", bin, e.WantBinary), fix)
		}
	}
	if render != nil && !current(b, bin, render) {
		l.Add(id+".stale-plugin", Warn, where, "plugin file is older than this hooktool (or was edited): it differs from what this version's install writes", fix)
	}
	return true
}

// current reports whether a plugin file b is exactly what render writes for
// the binary it runs and the on_error it names. Both values are taken from
// the file, so a file installed for another binary path or another
// guard.on_error still compares exactly; a file with no ON_ERROR line
// predates it, so it is not current.
func current(b []byte, bin string, render func(bin, onError string) []byte) bool {
	m := pluginOnError().FindSubmatch(b)
	if m == nil {
		return false
	}
	return bytes.Equal(b, render(bin, gjson.ParseBytes(m[1]).String()))
}

// maxPluginFile bounds what doctor reads of a plugin file: hooktool's are
// a few KiB, and a project's copy is the agent's to write.
const maxPluginFile = 1 << 20

// readPluginFile reads a plugin file only when it is a regular file, and at
// most maxPluginFile of it: a FIFO planted in a project would block a
// plain read forever, a link to /dev/zero would never end. The open does
// not wait for a FIFO's writer (O_NONBLOCK); the type is checked on the
// opened file, so a swap after a Stat cannot slip one in.
func readPluginFile(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	return io.ReadAll(io.LimitReader(f, maxPluginFile))
}

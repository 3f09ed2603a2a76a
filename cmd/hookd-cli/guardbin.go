package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"
)

// maxSettings bounds a settings file read for the hook's binary path.
const maxSettings = 1 << 20

// exePath is the running binary, "" when the system cannot say.
func exePath() string {
	p, err := os.Executable()
	if err != nil {
		return ""
	}
	return p
}

// hooktoolBinaries lists the hooktool binaries Claude Code settings start
// (user and project settings), plus the running one. The guard calls it
// only when a command writes a path named like the binary.
func (e *env) hooktoolBinaries(project string) func() []string {
	return func() []string {
		var out []string
		if p := exePath(); p != "" {
			out = append(out, p)
			if r, err := filepath.EvalSymlinks(p); err == nil && r != p {
				out = append(out, r)
			}
		}
		files := []string{filepath.Join(e.claudeDir(), "settings.json"), filepath.Join(e.claudeDir(), "settings.local.json")}
		if project != "" {
			files = append(files, filepath.Join(project, ".claude", "settings.json"), filepath.Join(project, ".claude", "settings.local.json"))
		}
		for _, f := range files {
			b, err := readBounded(f, maxSettings)
			if err != nil {
				continue
			}
			gjson.GetBytes(b, "hooks").ForEach(func(_, groups gjson.Result) bool {
				groups.ForEach(func(_, g gjson.Result) bool {
					g.Get("hooks").ForEach(func(_, h gjson.Result) bool {
						if p := e.commandBinary(h.Get("command").String()); p != "" {
							out = append(out, p)
						}
						return true
					})
					return true
				})
				return true
			})
		}
		return out
	}
}

// commandBinary is the hooktool binary a settings command starts, "" when
// the command is not hooktool's.
func (e *env) commandBinary(cmd string) string {
	f := strings.Fields(cmd)
	if len(f) == 0 || !strings.Contains(f[0], "hooktool") {
		return ""
	}
	p := strings.Trim(f[0], `"'`)
	switch {
	case strings.HasPrefix(p, "~/"):
		p = filepath.Join(e.home(), p[2:])
	case strings.HasPrefix(p, "$HOME/"):
		p = filepath.Join(e.home(), p[len("$HOME/"):])
	case !strings.Contains(p, "/"):
		lp, err := exec.LookPath(p)
		if err != nil {
			return ""
		}
		p = lp
	}
	if !filepath.IsAbs(p) {
		return ""
	}
	return filepath.Clean(p)
}

// readBounded reads at most max bytes of a file.
func readBounded(name string, max int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Sized from stat (a settings file is a few KiB, and one more byte
	// sees its end): a fixed 32 KiB read buffer per file cost page faults
	// on every guarded call that asks.
	size := int64(4096)
	if fi, err := f.Stat(); err == nil && fi.Size() > 0 {
		size = fi.Size() + 1
	}
	b := make([]byte, 0, min(size, max))
	for int64(len(b)) < max {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // the file grew since stat
		}
		n, err := f.Read(b[len(b):min(int64(cap(b)), max)])
		b = b[:len(b)+n]
		if err != nil {
			break
		}
	}
	return b, nil
}

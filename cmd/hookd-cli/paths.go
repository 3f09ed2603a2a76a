package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/state"
)

// userDBHome is the home folder the user database gives the current user.
// A variable so tests can make the lookup fail.
var userDBHome = func() string { return passwdHome("/etc/passwd", os.Getuid()) }

// passwdHome reads the home folder of uid from a passwd file. It does what
// os/user does without cgo, and not os/user itself: importing it links the
// C library into the binary whenever cgo is available, and a dynamically
// linked hooktool starts about a millisecond slower on every hook call.
// The hook only comes here when HOME is unset or relative.
func passwdHome(file string, uid int) string {
	b, err := os.ReadFile(file)
	if err != nil || len(b) > 4<<20 {
		return ""
	}
	want := strconv.Itoa(uid)
	for _, line := range strings.Split(string(b), "\n") {
		// name:password:uid:gid:gecos:home:shell
		f := strings.Split(line, ":")
		if len(f) >= 7 && f[2] == want {
			return f[5]
		}
	}
	return ""
}

// home is the user's home folder: HOME when it is an absolute path, else
// the user database's; "" when neither is known. A relative HOME is never
// used: it would resolve against the hook's working folder, the project, so
// "~/.claude/hooktool.json" would be the project's own file and the agent
// could plant the user layer.
func (e *env) home() string {
	if h := e.getenv("HOME"); filepath.IsAbs(h) {
		return h
	}
	if h := userDBHome(); filepath.IsAbs(h) {
		return h
	}
	return ""
}

// statePath is HOOKTOOL_STATE, else ${XDG_STATE_HOME:-~/.local/state}/hooktool/state.db.
// Relative values are ignored (they would land in the project); with no
// home folder at all the state goes to a per-user temporary folder.
func (e *env) statePath() string {
	if p := e.getenv("HOOKTOOL_STATE"); filepath.IsAbs(p) {
		return p
	}
	base := e.getenv("XDG_STATE_HOME")
	if !filepath.IsAbs(base) {
		h := e.home()
		if h == "" {
			return filepath.Join(e.tempDir(), "hooktool-"+strconv.Itoa(os.Getuid()), "state.db")
		}
		base = filepath.Join(h, ".local", "state")
	}
	return filepath.Join(base, "hooktool", "state.db")
}

// tempDir is TMPDIR when absolute, else /tmp (os.TempDir would hand back a
// relative TMPDIR as is).
func (e *env) tempDir() string {
	if t := e.getenv("TMPDIR"); filepath.IsAbs(t) {
		return t
	}
	return "/tmp"
}

// claudeDir is the user's Claude Code folder: CLAUDE_CONFIG_DIR, else ~/.claude.
func (e *env) claudeDir() string { return claude.Home(e.home(), e.getenv) }

// projectDir is CLAUDE_PROJECT_DIR, else cwd (the event's, when given).
func (e *env) projectDir(cwd string) string {
	if p := e.getenv("CLAUDE_PROJECT_DIR"); p != "" {
		return p
	}
	if cwd != "" {
		return cwd
	}
	wd, _ := os.Getwd()
	return wd
}

// configPaths names the config layers for a project. Without a home folder
// there is no user layer.
func (e *env) configPaths(project string) config.Paths {
	p := config.Paths{Env: e.getenv("HOOKTOOL_CONFIG")}
	if h := e.home(); h != "" {
		p.User = filepath.Join(h, ".claude", "hooktool.json")
	}
	if project != "" {
		p.Project = filepath.Join(project, ".claude", "hooktool.json")
	}
	return p
}

// loadConfig loads the layered config for a project.
func (e *env) loadConfig(project string) (*config.Config, error) {
	return config.Load(e.configPaths(project))
}

// openState opens the state file with the configured lock timeout.
func (e *env) openState(cfg *config.Config, readOnly bool) (*state.DB, error) {
	o := state.Options{ReadOnly: readOnly}
	if cfg != nil {
		// Load has capped it and kept the project file from raising it;
		// the cap is applied here again so that no path around Load can
		// make a hook wait longer.
		if ms := cfg.Get("state.lock_timeout_ms").Int(); ms > 0 {
			o.LockTimeout = msDuration(max(min(ms, config.TimeCap("state.lock_timeout_ms")), config.TimeFloor("state.lock_timeout_ms")))
		}
	}
	db, err := state.Open(e.statePath(), o)
	if err != nil && !readOnly && errors.Is(err, state.ErrUnsafeFolder) {
		// The user's own folder made writable by others (an agent's chmod
		// 777 in a call): refusing the state for good would leave the
		// tripwire blind to what that call changed. Tightened, the state
		// opens and the tripwire looks; the user is told.
		// Not the fallback folder in the shared temporary folder: there,
		// another user may have made it, and planted what is in it.
		dir := filepath.Dir(e.statePath())
		shared := strings.HasPrefix(dir, filepath.Clean(e.tempDir())+string(filepath.Separator))
		if shared {
			return db, err
		}
		if was, changed, terr := state.TightenFolder(dir); terr == nil && changed {
			e.stateNote = fmt.Sprintf("hooktool: its state folder %s was writable by others (mode %04o), which would make hooktool refuse its state; it was set back to %04o", dir, uint32(was), uint32(was&^0o077))
			fmt.Fprintln(e.stderr, e.stateNote)
			db, err = state.Open(e.statePath(), o)
		}
	}
	return db, err
}

package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/sjson"
)

// With HOME unset or relative and no home in the user database there is no
// user layer, and state goes to a per-user temporary folder: never a path
// relative to the working folder, which is the project.
func TestPathsWithoutHome(t *testing.T) {
	orig := userDBHome
	userDBHome = func() string { return "" }
	t.Cleanup(func() { userDBHome = orig })
	for _, home := range []string{"", ".", "home", "~"} {
		vars := map[string]string{"HOME": home, "TMPDIR": "tmp", "XDG_STATE_HOME": "state", "HOOKTOOL_STATE": "s.db", "CLAUDE_CONFIG_DIR": ".claude"}
		e := &env{getenv: func(k string) string { return vars[k] }}
		if h := e.home(); h != "" {
			t.Errorf("HOME %q: home = %q, want none", home, h)
		}
		p := e.configPaths("/work/project")
		if p.User != "" {
			t.Errorf("HOME %q: user config %q, want no user layer", home, p.User)
		}
		want := filepath.Join("/tmp", "hooktool-"+strconv.Itoa(os.Getuid()), "state.db")
		if got := e.statePath(); got != want {
			t.Errorf("HOME %q: state path %q, want %q", home, got, want)
		}
		if d := e.claudeDir(); d != "" {
			t.Errorf("HOME %q: Claude folder %q, want none", home, d)
		}
		if _, err := e.scopeFile("user"); err == nil {
			t.Errorf("HOME %q: install --scope user found a settings file without a home", home)
		}
	}
	// An absolute TMPDIR is used for the fallback.
	vars := map[string]string{"TMPDIR": "/var/tmp"}
	e := &env{getenv: func(k string) string { return vars[k] }}
	if got := e.statePath(); !strings.HasPrefix(got, "/var/tmp/hooktool-") {
		t.Errorf("state path %q, want it under TMPDIR", got)
	}
}

// The user database gives the home when HOME does not.
func TestPathsHomeFromUserDatabase(t *testing.T) {
	dir := t.TempDir()
	passwd := filepath.Join(dir, "passwd")
	uid := os.Getuid()
	data := "root:x:0:0:root:/root:/bin/sh\n" +
		"dev:x:" + strconv.Itoa(uid+1) + ":1000::/home/other:/bin/sh\n" +
		"me:x:" + strconv.Itoa(uid) + ":1000:Me:/home/me:/bin/sh\n"
	if uid == 0 {
		data = "me:x:0:0:Me:/home/me:/bin/sh\n" + data
	}
	if err := os.WriteFile(passwd, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := passwdHome(passwd, uid); got != "/home/me" {
		t.Fatalf("passwdHome = %q, want /home/me", got)
	}
	orig := userDBHome
	userDBHome = func() string { return passwdHome(passwd, uid) }
	t.Cleanup(func() { userDBHome = orig })
	e := &env{getenv: func(k string) string {
		if k == "HOME" {
			return "relative/home"
		}
		return ""
	}}
	if p := e.configPaths("/work/project"); p.User != "/home/me/.claude/hooktool.json" {
		t.Errorf("user config %q, want the one in the user database's home", p.User)
	}
	if got := e.statePath(); got != "/home/me/.local/state/hooktool/state.db" {
		t.Errorf("state path %q", got)
	}
}

// With no home at all, the state folder is $TMPDIR/hooktool-<uid>, which
// anyone could have made first. A folder others can write to, or another
// user's, is refused (one stderr line, the hook answers without state) and
// nothing in it is opened: a planted state.db received the user's records.
func TestPlantedTempStateFolder(t *testing.T) {
	orig := userDBHome
	userDBHome = func() string { return "" }
	t.Cleanup(func() { userDBHome = orig })
	deny, err := os.ReadFile(filepath.Join("testdata", "events", "PreToolUse-Bash.json"))
	if err != nil {
		t.Fatal(err)
	}
	deny, _ = sjson.SetBytes(deny, "tool_input.command", "rm -rf /")
	cases := []struct {
		name  string
		setup func(dir string) error
	}{
		{"world-writable", func(dir string) error { return os.Chmod(dir, 0o777) }},
	}
	if os.Getuid() == 0 {
		cases = append(cases, struct {
			name  string
			setup func(dir string) error
		}{"another-users", func(dir string) error { return os.Chown(dir, 4242, 4242) }})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tmp := t.TempDir()
			dir := filepath.Join(tmp, "hooktool-"+strconv.Itoa(os.Getuid()))
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			planted := filepath.Join(dir, "state.db")
			if err := os.WriteFile(planted, nil, 0o666); err != nil {
				t.Fatal(err)
			}
			if err := c.setup(dir); err != nil {
				t.Fatal(err)
			}
			vars := map[string]string{"TMPDIR": tmp, "HOOKTOOL_CONFIG": ""}
			var out, errb strings.Builder
			e := &env{stdin: strings.NewReader(string(deny)), stdout: &out, stderr: &errb,
				getenv: func(k string) string { return vars[k] }, exit: func(int) {}}
			if err := e.hook(); err != nil {
				t.Fatalf("hook: %v", err)
			}
			if !strings.Contains(out.String(), `"permissionDecision":"deny"`) {
				t.Errorf("reply %q, want the deny without state", out.String())
			}
			if lines := strings.Split(strings.TrimSpace(errb.String()), "\n"); len(lines) != 1 || !strings.Contains(lines[0], "unsafe state folder") {
				t.Errorf("stderr %q, want one line refusing the folder", errb.String())
			}
			if fi, err := os.Stat(planted); err != nil || fi.Size() != 0 {
				t.Errorf("the planted state.db was written to (%v)", err)
			}
			if _, err := os.Lstat(planted + ".lock"); err == nil {
				t.Error("a lock file was made in the refused folder")
			}
		})
	}
}

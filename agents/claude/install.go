package claude

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
	settingssnippets "github.com/hookd/hookd/settings-snippets"
)

// InstallOptions are Claude Code's install choices, from the command's flags.
// The zero InstallOptions wire the default profile in shell form for the client
// found on PATH.
type InstallOptions struct {
	Profile       string  // which events to wire (settings-snippets); "" is the default
	ClientVersion string  // the client to write for; "" reads the installed one
	ExecForm      bool    // exec form {"command", "args"} instead of the shell form
	Reduce        bool    // also turn on reduce.rewrite in hooktool's user config
	Config        string  // hooktool's user config file, which Reduce writes
	Client        *Client // the installed client, read once; nil reads it from e
}

// client is o.Client, or one read with e's PATH.
func (o InstallOptions) client(e *install.Env) *Client {
	if o.Client != nil {
		return o.Client
	}
	return &Client{LookPath: lookPath(e), Cache: ClientCache(e.Home, e.Getenv)}
}

// lookPath finds a command on e's PATH.
func lookPath(e *install.Env) func(string) (string, error) {
	return func(name string) (string, error) {
		if strings.ContainsRune(name, '/') {
			return name, nil
		}
		for _, dir := range filepath.SplitList(e.Get("PATH")) {
			if dir == "" {
				dir = "."
			}
			p := filepath.Join(dir, name)
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
				if abs, err := filepath.Abs(p); err == nil {
					p = abs
				}
				return p, nil
			}
		}
		return "", fmt.Errorf("%s not found on PATH", name)
	}
}

func skillShellSince() settings.Version {
	v, _ := settings.EventSince(skillShell)
	return v
}

// Plan resolves the profile, the binary (resolve finds it: install places
// its copy, snippet names the path as it is) and the client into the
// entries to write, with warnings on e for the events left out.
func (o InstallOptions) Plan(e *install.Env, resolve func() (string, error)) (settingssnippets.Plan, string, settings.Version, error) {
	name := o.Profile
	if name == "" {
		name = settingssnippets.Default
	}
	prof, err := settingssnippets.Get(name)
	if err != nil {
		return settingssnippets.Plan{}, "", settings.Version{}, install.Fail("%v", err)
	}
	bin, err := resolve()
	if err != nil {
		return settingssnippets.Plan{}, "", settings.Version{}, install.Fail("%v", err)
	}
	cl := o.client(e)
	client, why := cl.Version(o.ClientVersion)
	if o.ClientVersion != "" && why != "" {
		return settingssnippets.Plan{}, "", settings.Version{}, install.Fail("%s", why)
	}
	var known func(string) bool
	if events, _ := cl.Events(client); events != nil {
		known = func(ev string) bool { _, ok := slices.BinarySearch(events, ev); return ok }
	}
	plan, err := prof.PlanWith(settingssnippets.Form{Binary: bin, Exec: o.ExecForm}, client, known)
	if err != nil {
		return plan, "", client, install.FailHint("drop --exec-form: the shell form works on every client", "%v", err)
	}
	if !client.Known() && len(plan.Skipped) > 0 {
		e.Warnf("cannot tell the Claude Code version (%s); left out %s, which Claude Code %s does not know and which would disable every hook in the file there", why, strings.Join(plan.Skipped, ", "), settings.Oldest)
		e.Warnf("hint: pass --client-version X.Y.Z to wire them on a newer client")
	} else if len(plan.Skipped) > 0 {
		e.Warnf("Claude Code %s does not know %s; left out", client, strings.Join(plan.Skipped, ", "))
	}
	if slices.Contains(plan.Skipped, skillShell) {
		// Not a wiring problem, but a hole the user should know about.
		e.Warnf("warning: without %s (Claude Code %s and later), the !`cmd` lines of skills and slash commands run without the guard", skillShell, skillShellSince())
	}
	return plan, bin, client, nil
}

// Install wires hooktool into Claude Code with the zero InstallOptions.
func (Agent) Install(e *install.Env) error { return InstallOptions{}.Install(e) }

// Install merges hooktool's entries into the settings file of e.Scope
// (user, project, local, managed), keeping every other key and hook, for
// the events and the form the client understands; with Reduce it also
// turns on reduce.rewrite in hooktool's config.
func (o InstallOptions) Install(e *install.Env) error {
	path, err := SettingsFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	old, exists, err := settings.ReadFile(path)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	if exists {
		if err := settings.Check(path, old); err != nil {
			return install.FailHint("fix the file (settings must be strict JSON: no comments, no trailing commas); nothing was written",
				"install: %v", err)
		}
	}
	cl := o.client(e)
	o.Client = cl
	plan, bin, client, err := o.Plan(e, func() (string, error) { return e.Binary(e.Scope) })
	if err != nil {
		return err
	}
	e.CheckBin(bin, Title)
	if why := install.FragilePath(bin, e.Get("TMPDIR")); why != "" {
		e.Warnf("warning: hooks will run %s, but %s; they break when it goes", bin, why)
		e.Warnf("hint: run install without --binary (it copies hooktool to ~/.local/bin), or pass --bin-dir or --binary with a stable folder")
	}

	out, err := settings.Install(old, plan.Entries, e.Fingerprint)
	if err != nil {
		return install.Fail("install: %s: %v", path, err)
	}

	var cfgPath string
	var cfgOld, cfgOut []byte
	if o.Reduce {
		cfgPath = o.Config
		if cfgOld, _, err = settings.ReadFile(cfgPath); err != nil {
			return install.Fail("install: %v", err)
		}
		if cfgOut, err = settings.SetValue(cfgOld, []byte("true"), "reduce", "rewrite"); err != nil {
			return install.Fail("install: %s: %v", cfgPath, err)
		}
	}

	if e.DryRun {
		d := settings.Diff(path, path, old, out)
		if cfgPath != "" {
			d += settings.Diff(cfgPath, cfgPath, cfgOld, cfgOut)
		}
		if d == "" {
			e.Printf("%s: already up to date\n", path)
			return nil
		}
		fmt.Fprint(e.Stdout, d)
		return nil
	}
	locs := Locations(e.Home, e.Project, e.Getenv)
	otherWirings(e, locs, path, plan.Entries)
	foreignEvents(e, cl, path, out, client)
	if client.Less(sharedPreToolUseFixed) && SharedPreToolUse(locs, e.Fingerprint) {
		who := "Claude Code " + client.String()
		if !client.Known() {
			who = "Claude Code before " + sharedPreToolUseFixed.String() + " (the version here is unknown, so hooktool assumes " + settings.Oldest.String() + ")"
		}
		e.Warnf("warning: another PreToolUse hook also matches Bash; when both answer a call, %s drops hooktool's rewrite and shows the model a deny without its reason, so hooktool does not rewrite there", who)
		e.Warnf("hint: remove the other hook, or upgrade Claude Code to %s or later", sharedPreToolUseFixed)
	}
	if string(out) == string(old) && exists {
		e.Printf("%s: already up to date (%d events)\n", path, len(plan.Entries))
	} else {
		backup, err := settings.WriteFile(path, out)
		if errors.Is(err, fs.ErrPermission) && e.Scope == "managed" {
			return install.FailHint("managed settings belong to root: sudo hooktool install --scope managed", "install: writing %s: %v", path, err)
		}
		if err != nil {
			return install.Fail("install: writing %s: %v", path, err)
		}
		e.Printf("%s: wired %d events to %s\n", path, len(plan.Entries), bin)
		if backup != "" {
			e.Printf("previous version kept in %s\n", backup)
		}
	}
	if e.Scope == "managed" {
		e.Printf("to make these hooks the only ones that run, set \"allowManagedHooksOnly\": true in %s\n", filepath.Join(Managed(e.Getenv), "managed-settings.json"))
	}
	if cfgPath != "" && string(cfgOut) != string(cfgOld) {
		if _, err := settings.WriteFile(cfgPath, cfgOut); err != nil {
			return install.Fail("install: writing %s: %v", cfgPath, err)
		}
		e.Printf("%s: reduce.rewrite = true\n", cfgPath)
	}
	return nil
}

// Uninstall takes hooktool's entries out of the settings file of e.Scope.
func (Agent) Uninstall(e *install.Env) error {
	path, err := SettingsFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("uninstall: %v", err)
	}
	return e.RemoveHooks(path)
}

// foreignEvents warns about event names in the written file that the
// client does not know: on 2.1.100 one of them disables every hook of the
// file, hooktool's included. They are the user's; install leaves them.
func foreignEvents(e *install.Env, cl *Client, path string, data []byte, client settings.Version) {
	known := func(ev string) bool { return settings.Supports(client, ev) }
	if events, _ := cl.Events(client); events != nil {
		known = func(ev string) bool { _, ok := slices.BinarySearch(events, ev); return ok }
	}
	var bad []string
	gjson.GetBytes(data, "hooks").ForEach(func(k, _ gjson.Result) bool {
		if !known(k.String()) {
			bad = append(bad, k.String())
		}
		return true
	})
	if len(bad) == 0 {
		return
	}
	v := client
	if !v.Known() {
		v = settings.Oldest
	}
	e.Warnf("warning: %s also names %s, which Claude Code %s does not know: that client ignores every hook in the file, hooktool's included", path, strings.Join(bad, ", "), v)
	e.Warnf("hint: remove or rename those entries (hooktool doctor lists them)")
}

// otherWirings warns when hooktool is already wired in another settings
// file. Claude Code merges hooks from every file: an identical command runs
// once, a different one (another binary path) runs again.
func otherWirings(e *install.Env, locs settings.Locations, target string, plan []settings.Entry) {
	cmds := map[string]bool{}
	for _, p := range plan {
		cmds[p.Command+strings.Join(p.Args, "\x00")] = true
	}
	for _, s := range settings.Discover(locs) {
		if !s.Valid() || samePath(s.Path, target) {
			continue
		}
		found := settings.Find(s.Data, e.Fingerprint)
		if len(found) == 0 {
			continue
		}
		same := true
		for _, f := range found {
			var args []string
			for _, a := range f.Handler.Get("args").Array() {
				args = append(args, a.String())
			}
			same = same && cmds[f.Handler.Get("command").String()+strings.Join(args, "\x00")]
		}
		if same {
			e.Warnf("warning: %s also wires hooktool (%d entries); Claude Code runs identical hooks once, but keep them in one file", s.Path, len(found))
		} else {
			e.Warnf("warning: %s also wires hooktool with another command (%d entries): hooktool would run twice for those events", s.Path, len(found))
		}
		if s.Kind != settings.KindPlugin && s.Kind != settings.KindManaged {
			e.Warnf("hint: hooktool uninstall --scope %s", s.Kind)
		}
	}
}

func samePath(a, b string) bool {
	if a == b {
		return true
	}
	x, err1 := os.Stat(a)
	y, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(x, y)
}

// SharedPreToolUse reports whether a settings file wires another
// PreToolUse hook than hooktool's whose matcher covers Bash: with it, a
// client before 2.1.328 drops hooktool's rewrite.
func SharedPreToolUse(locs settings.Locations, fp settings.Fingerprint) bool {
	for _, s := range settings.Discover(locs) {
		if !s.Valid() {
			continue
		}
		for _, g := range s.Hooks().Get("PreToolUse").Array() {
			if !matchesBash(g.Get("matcher").String()) {
				continue
			}
			for _, h := range g.Get("hooks").Array() {
				if !fp.Match(h) {
					return true
				}
			}
		}
	}
	return false
}

// matchesBash reports whether a PreToolUse matcher covers the Bash tool:
// empty and "*" match everything, a list of names names it, and anything
// else is a regular expression.
func matchesBash(m string) bool {
	if m == "" || m == "*" {
		return true
	}
	for _, p := range strings.FieldsFunc(m, func(r rune) bool { return r == '|' || r == ',' }) {
		if strings.TrimSpace(p) == "Bash" {
			return true
		}
	}
	re, err := regexp.Compile(m)
	return err == nil && re.MatchString("Bash")
}

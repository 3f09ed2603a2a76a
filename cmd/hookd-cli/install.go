package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/githook"
	"github.com/hookd/hookd/settings"
	settingssnippets "github.com/hookd/hookd/settings-snippets"
)

// wireFlags are shared by install and snippet.
func wireFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "profile", Value: settingssnippets.Default, Usage: "which events to wire: " + strings.Join(settingssnippets.Names(), ", ")},
		&cli.StringFlag{Name: "binary", Usage: "absolute path Claude Code runs (default: this hooktool, via PATH when that leads to it)"},
		&cli.StringFlag{Name: "client-version", Usage: "the Claude Code version to write for (default: `claude --version`)"},
		&cli.BoolFlag{Name: "exec-form", Usage: `write exec form {"command": BIN, "args": ["hook"]} (Claude Code 2.1.139 and later) instead of the shell form`},
	}
}

func installCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "install",
		Usage:     "copy hooktool to ~/.local/bin and wire it into a Claude Code settings file (idempotent)",
		ArgsUsage: " ",
		Description: "Merges hooktool's hook entries into the settings file of a scope, keeping every\n" +
			"other key and hook. Writes only the events and the form the installed Claude Code\n" +
			"understands: one unknown event name makes Claude Code 2.1.100 ignore every hook in\n" +
			"the file, and clients before 2.1.139 ignore exec-form args. Writes atomically and\n" +
			"keeps the previous file as settings.json" + settings.BackupSuffix + ".\n\n" +
			"Unless --binary names the path to wire, install first puts a plain copy of the\n" +
			"running binary at --bin-dir/hooktool (renamed into place, so a running hook is never\n" +
			"disturbed, and replaced the same way by a later install from a newer build).",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "scope", Value: "user", Usage: "user (~/.claude/settings.json or $CLAUDE_CONFIG_DIR), project (.claude/settings.json), local (.claude/settings.local.json) or managed (a drop-in in managed-settings.d, as root)"},
			&cli.BoolFlag{Name: "dry-run", Usage: "print a unified diff of what would change and write nothing"},
			&cli.BoolFlag{Name: "reduce", Usage: "also turn on output reduction (reduce.rewrite in ~/.claude/hooktool.json)"},
			&cli.BoolFlag{Name: "bin-only", Usage: "only put the binary in place (--bin-dir) and wire nothing: for the Claude Code plugin, whose hooks run it"},
			&cli.StringFlag{Name: "bin-dir", Usage: "where install puts its copy of hooktool, which the hooks run (default: ~/.local/bin; /usr/local/bin for --scope managed); --binary wires a path as it is instead"},
			&cli.StringFlag{Name: "harness", Value: "claude", Usage: "the agent to wire: claude, codex (~/.codex/hooks.json), gemini (~/.gemini/settings.json), pi (an extension in ~/.pi/agent/extensions), openclaw (a plugin in ~/.openclaw/extensions), outfitter (a system hook document loading the Pi extension), or all that are on this machine"},
		}, wireFlags()...),
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return fail(exitError, "install: unexpected argument %q (did you mean `hooktool install git-hook`?)", c.Args().First())
			}
			return e.installHarnesses(c)
		},
		After:       e.tripwireAfter,
		Subcommands: []*cli.Command{gitHookCommand(e)},
	}
}

// wirePlan resolves the binary, the client and the profile into entries.
// resolve finds the binary to wire from the command's flags: install
// copies itself into place, snippet names the path as it is.
func (e *env) wirePlan(c *cli.Context, resolve func() (string, error)) (settingssnippets.Plan, string, settings.Version, error) {
	prof, err := settingssnippets.Get(c.String("profile"))
	if err != nil {
		return settingssnippets.Plan{}, "", settings.Version{}, fail(exitError, "%v", err)
	}
	bin, err := resolve()
	if err != nil {
		return settingssnippets.Plan{}, "", settings.Version{}, fail(exitError, "%v", err)
	}
	client, why := e.clientVersion(c.String("client-version"))
	if c.String("client-version") != "" && why != "" {
		return settingssnippets.Plan{}, "", settings.Version{}, fail(exitError, "%s", why)
	}
	var known func(string) bool
	if events, _ := e.clientEvents(client); events != nil {
		known = func(ev string) bool { _, ok := slices.BinarySearch(events, ev); return ok }
	}
	plan, err := prof.PlanWith(settingssnippets.Form{Binary: bin, Exec: c.Bool("exec-form")}, client, known)
	if err != nil {
		return plan, "", client, failHint(exitError, "drop --exec-form: the shell form works on every client", "%v", err)
	}
	if !client.Known() && len(plan.Skipped) > 0 {
		e.warnf("cannot tell the Claude Code version (%s); left out %s, which Claude Code %s does not know and which would disable every hook in the file there", why, strings.Join(plan.Skipped, ", "), settings.Oldest)
		e.warnf("hint: pass --client-version X.Y.Z to wire them on a newer client")
	} else if len(plan.Skipped) > 0 {
		e.warnf("Claude Code %s does not know %s; left out", client, strings.Join(plan.Skipped, ", "))
	}
	if slices.Contains(plan.Skipped, skillShellEvent) {
		// Not a wiring problem, but a hole the user should know about.
		e.warnf("warning: without %s (Claude Code %s and later), the !`cmd` lines of skills and slash commands run without the guard", skillShellEvent, skillShellSince())
	}
	return plan, bin, client, nil
}

// sharedPreToolUseFixed is the first client measured to keep hooktool's
// updatedInput beside another PreToolUse hook on Bash (2.1.100 drops it).
var sharedPreToolUseFixed = settings.Version{Major: 2, Minor: 1, Patch: 328}

// skillShellEvent is the event that guards a skill's !`cmd` lines.
const skillShellEvent = "PreSkillShellCommand"

func skillShellSince() settings.Version {
	v, _ := settings.EventSince(skillShellEvent)
	return v
}

func (e *env) install(c *cli.Context) error {
	if c.Bool("bin-only") {
		if c.String("binary") != "" {
			return fail(exitError, "install: --bin-only places this binary; it takes no --binary")
		}
		_, err := e.binaryFor("", c.String("bin-dir"), c.String("scope"), c.Bool("dry-run"))
		if err != nil {
			return fail(exitError, "install: %v", err)
		}
		return nil
	}
	path, err := e.scopeFile(c.String("scope"))
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	old, exists, err := settings.ReadFile(path)
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	if exists {
		if err := settings.Check(path, old); err != nil {
			return failHint(exitError, "fix the file (settings must be strict JSON: no comments, no trailing commas); nothing was written",
				"install: %v", err)
		}
	}
	plan, bin, client, err := e.wirePlan(c, func() (string, error) {
		return e.binaryFor(c.String("binary"), c.String("bin-dir"), c.String("scope"), c.Bool("dry-run"))
	})
	if err != nil {
		return err
	}
	if fi, err := os.Stat(bin); !plannedCopy(c, bin) && (err != nil || !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0) {
		e.warnf("warning: %s is not an executable file yet; Claude Code will fail to run it", bin)
	}
	if why := e.fragilePath(bin); why != "" {
		e.warnf("warning: hooks will run %s, but %s; they break when it goes", bin, why)
		e.warnf("hint: run install without --binary (it copies hooktool to ~/.local/bin), or pass --bin-dir or --binary with a stable folder")
	}

	out, err := settings.Install(old, plan.Entries, e.fingerprint())
	if err != nil {
		return fail(exitError, "install: %s: %v", path, err)
	}

	var cfgPath string
	var cfgOld, cfgOut []byte
	if c.Bool("reduce") {
		cfgPath = e.configPaths("").User
		if cfgOld, _, err = settings.ReadFile(cfgPath); err != nil {
			return fail(exitError, "install: %v", err)
		}
		if cfgOut, err = settings.SetValue(cfgOld, []byte("true"), "reduce", "rewrite"); err != nil {
			return fail(exitError, "install: %s: %v", cfgPath, err)
		}
	}

	if c.Bool("dry-run") {
		d := settings.Diff(path, path, old, out)
		if cfgPath != "" {
			d += settings.Diff(cfgPath, cfgPath, cfgOld, cfgOut)
		}
		if d == "" {
			fmt.Fprintf(e.stdout, "%s: already up to date\n", path)
			return nil
		}
		fmt.Fprint(e.stdout, d)
		return nil
	}
	e.otherWirings(path, plan.Entries)
	e.foreignEvents(path, out, client)
	if client.Less(sharedPreToolUseFixed) && e.sharedPreToolUse() {
		who := "Claude Code " + client.String()
		if !client.Known() {
			who = "Claude Code before " + sharedPreToolUseFixed.String() + " (the version here is unknown, so hooktool assumes " + settings.Oldest.String() + ")"
		}
		e.warnf("warning: another PreToolUse hook also matches Bash; when both answer a call, %s drops hooktool's rewrite and shows the model a deny without its reason, so hooktool does not rewrite there", who)
		e.warnf("hint: remove the other hook, or upgrade Claude Code to %s or later", sharedPreToolUseFixed)
	}
	if string(out) == string(old) && exists {
		fmt.Fprintf(e.stdout, "%s: already up to date (%d events)\n", path, len(plan.Entries))
	} else {
		backup, err := settings.WriteFile(path, out)
		if errors.Is(err, fs.ErrPermission) && c.String("scope") == "managed" {
			return failHint(exitError, "managed settings belong to root: sudo hooktool install --scope managed", "install: writing %s: %v", path, err)
		}
		if err != nil {
			return fail(exitError, "install: writing %s: %v", path, err)
		}
		fmt.Fprintf(e.stdout, "%s: wired %d events to %s\n", path, len(plan.Entries), bin)
		if backup != "" {
			fmt.Fprintf(e.stdout, "previous version kept in %s\n", backup)
		}
	}
	if c.String("scope") == "managed" {
		fmt.Fprintf(e.stdout, "to make these hooks the only ones that run, set \"allowManagedHooksOnly\": true in %s\n", filepath.Join(e.managedDir(), "managed-settings.json"))
	}
	if cfgPath != "" && string(cfgOut) != string(cfgOld) {
		if _, err := settings.WriteFile(cfgPath, cfgOut); err != nil {
			return fail(exitError, "install: writing %s: %v", cfgPath, err)
		}
		fmt.Fprintf(e.stdout, "%s: reduce.rewrite = true\n", cfgPath)
	}
	return nil
}

// foreignEvents warns about event names in the written file that the
// client does not know: on 2.1.100 one of them disables every hook of the
// file, hooktool's included. They are the user's; install leaves them.
func (e *env) foreignEvents(path string, data []byte, client settings.Version) {
	known := func(ev string) bool { return settings.Supports(client, ev) }
	if events, _ := e.clientEvents(client); events != nil {
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
	e.warnf("warning: %s also names %s, which Claude Code %s does not know: that client ignores every hook in the file, hooktool's included", path, strings.Join(bad, ", "), v)
	e.warnf("hint: remove or rename those entries (hooktool doctor lists them)")
}

// otherWirings warns when hooktool is already wired in another settings
// file. Claude Code merges hooks from every file: an identical command runs
// once, a different one (another binary path) runs again.
func (e *env) otherWirings(target string, plan []settings.Entry) {
	cmds := map[string]bool{}
	for _, p := range plan {
		cmds[p.Command+strings.Join(p.Args, "\x00")] = true
	}
	for _, s := range settings.Discover(e.locations()) {
		if !s.Valid() || samePath(s.Path, target) {
			continue
		}
		found := settings.Find(s.Data, e.fingerprint())
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
			e.warnf("warning: %s also wires hooktool (%d entries); Claude Code runs identical hooks once, but keep them in one file", s.Path, len(found))
		} else {
			e.warnf("warning: %s also wires hooktool with another command (%d entries): hooktool would run twice for those events", s.Path, len(found))
		}
		if s.Kind != settings.KindPlugin && s.Kind != settings.KindManaged {
			e.warnf("hint: hooktool uninstall --scope %s", s.Kind)
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

func gitHookCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "git-hook",
		Usage: "install the pre-push hook in a tracked hooks/ folder and set core.hooksPath",
		Description: "Writes hooks/pre-push (which runs `hooktool guard git --pre-push`) and runs\n" +
			"`git config core.hooksPath hooks`. An existing core.hooksPath is kept and the hook goes\n" +
			"there; a pre-push hook that is not hooktool's is moved to pre-push.old and runs first.\n" +
			"When husky, lefthook or pre-commit owns the hooks, nothing is written: the message says\n" +
			"how to add hooktool to that manager.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "binary", Usage: "absolute hooktool path the hook runs"},
			&cli.StringFlag{Name: "repo", Usage: "repository folder (default: the current folder)"},
			&cli.BoolFlag{Name: "dry-run", Usage: "say what would change and write nothing"},
			&cli.BoolFlag{Name: "force", Usage: "overwrite an existing pre-push.old"},
		},
		After: e.tripwireAfter,
		Action: func(c *cli.Context) error {
			dir := c.String("repo")
			if dir == "" {
				dir, _ = os.Getwd()
			}
			git := e.git(dir)
			repo, err := githook.Open(git)
			if err != nil {
				return fail(exitError, "install git-hook: %s: %v", dir, err)
			}
			bin, err := e.binaryPath(c.String("binary"))
			if err != nil {
				return fail(exitError, "install git-hook: %v", err)
			}
			if why := e.fragilePath(bin); why != "" {
				e.warnf("warning: the hook will run %s, but %s (it falls back to hooktool on PATH)", bin, why)
			}
			res, err := githook.Install(git, repo, githook.Options{Binary: bin, DryRun: c.Bool("dry-run"), Force: c.Bool("force")})
			if me, ok := errors.AsType[*githook.ManagedError](err); ok {
				return failHint(exitFindings, me.M.HowTo, "install git-hook: %v", err)
			}
			if err != nil {
				return fail(exitError, "install git-hook: %v", err)
			}
			verb := map[bool]string{true: "would be ", false: ""}[c.Bool("dry-run")]
			rel := func(p string) string {
				if r, err := filepath.Rel(repo.Top, p); err == nil && !strings.HasPrefix(r, "..") {
					return r
				}
				return p
			}
			if res.Chained != "" {
				fmt.Fprintf(e.stdout, "existing pre-push hook %smoved to %s; it runs first\n", verb, rel(res.Chained))
			}
			fmt.Fprintf(e.stdout, "%s %s%s\n", rel(res.Hook), verb, res.Action)
			if res.SetHooksPath {
				fmt.Fprintf(e.stdout, "core.hooksPath %sset to %s\n", verb, filepath.Dir(res.Hook))
			} else {
				fmt.Fprintf(e.stdout, "core.hooksPath is %s; kept\n", repo.HooksPath)
			}
			if res.Action != "unchanged" && !c.Bool("dry-run") && strings.HasPrefix(res.Hook, repo.Top+string(filepath.Separator)) {
				fmt.Fprintf(e.stdout, "commit %s so every clone gets it; each clone runs: %s\n", rel(res.Hook), map[bool]string{true: "hooktool install git-hook", false: "git config core.hooksPath " + repo.HooksPath}[res.SetHooksPath])
			}
			return nil
		},
	}
}

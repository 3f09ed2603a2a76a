package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/githook"
	"github.com/hookd/hookd/settings"
	settingssnippets "github.com/hookd/hookd/settings-snippets"
)

// wireFlags are shared by install and snippet.
func wireFlags() []opt {
	return []opt{
		stringOpt("profile", settingssnippets.Default, "which events to wire: "+strings.Join(settingssnippets.Names(), ", ")),
		stringOpt("binary", "", "absolute path Claude Code runs (default: this hooktool, via PATH when that leads to it)"),
		stringOpt("client-version", "", "the Claude Code version to write for (default: `claude --version`)"),
		boolOpt("exec-form", `write exec form {"command": BIN, "args": ["hook"]} (Claude Code 2.1.139 and later) instead of the shell form`),
	}
}

func installCommand(e *env) *command {
	return &command{
		name:  "install",
		usage: "copy hooktool to ~/.local/bin and wire it into a Claude Code settings file (idempotent)",
		desc: "Merges hooktool's hook entries into the settings file of a scope, keeping every\n" +
			"other key and hook. Writes only the events and the form the installed Claude Code\n" +
			"understands: one unknown event name makes Claude Code 2.1.100 ignore every hook in\n" +
			"the file, and clients before 2.1.139 ignore exec-form args. Writes atomically and\n" +
			"keeps the previous file as settings.json" + settings.BackupSuffix + ".\n\n" +
			"Unless --binary names the path to wire, install first puts a plain copy of the\n" +
			"running binary at --bin-dir/hooktool (renamed into place, so a running hook is never\n" +
			"disturbed, and replaced the same way by a later install from a newer build).",
		flags: append([]opt{
			stringOpt("scope", "user", "user (~/.claude/settings.json or $CLAUDE_CONFIG_DIR), project (.claude/settings.json), local (.claude/settings.local.json) or managed (a drop-in in managed-settings.d, as root)"),
			boolOpt("dry-run", "print a unified diff of what would change and write nothing"),
			boolOpt("reduce", "also turn on output reduction (reduce.rewrite in ~/.claude/hooktool.json)"),
			boolOpt("bin-only", "only put the binary in place (--bin-dir) and wire nothing: for the Claude Code plugin, whose hooks run it"),
			stringOpt("bin-dir", "", "where install puts its copy of hooktool, which the hooks run (default: ~/.local/bin; /usr/local/bin for --scope managed); --binary wires a path as it is instead"),
			stringOpt("harness", "claude", "the agent to wire: claude, codex (~/.codex/hooks.json), gemini (~/.gemini/settings.json), pi (an extension in ~/.pi/agent/extensions), openclaw (a plugin in ~/.openclaw/extensions), outfitter (a system hook document loading the Pi extension), or all that are on this machine"),
		}, wireFlags()...),
		run: func(c *call) error {
			if len(c.args) > 0 {
				return fail(exitError, "install: unexpected argument %q (did you mean `hooktool install git-hook`?)", c.arg(0))
			}
			if !c.bool("dry-run") {
				// Another --binary, --profile or scope lowers the
				// protection as surely as uninstall does.
				if err := e.needUser("install", false); err != nil {
					return err
				}
			}
			return e.installHarnesses(c)
		},
		after: e.tripwireAfter,
		subs:  []*command{gitHookCommand(e)},
	}
}

// claudeOptions are install's and snippet's flags for Claude Code.
func (e *env) claudeOptions(c *call) claude.InstallOptions {
	o := claude.InstallOptions{Profile: c.str("profile"), ClientVersion: c.str("client-version"), ExecForm: c.bool("exec-form"), Client: e.claudeClient()}
	if c.bool("reduce") {
		o.Reduce, o.Config = true, e.configPaths("").User
	}
	return o
}

// install wires hooktool into Claude Code (agents/claude), or with
// --bin-only only puts the binary in place.
func (e *env) install(c *call) error {
	if c.bool("bin-only") {
		if c.str("binary") != "" {
			return fail(exitError, "install: --bin-only places this binary; it takes no --binary")
		}
		_, err := e.binaryFor("", c.str("bin-dir"), c.str("scope"), c.bool("dry-run"))
		if err != nil {
			return fail(exitError, "install: %v", err)
		}
		return nil
	}
	return agentErr(e.claudeOptions(c).Install(e.installEnv(c, c.str("scope"), c.bool("dry-run"))))
}

func gitHookCommand(e *env) *command {
	return &command{
		name:  "git-hook",
		usage: "install the pre-push hook in a tracked hooks/ folder and set core.hooksPath",
		desc: "Writes hooks/pre-push (which runs `hooktool guard git --pre-push`) and runs\n" +
			"`git config core.hooksPath hooks`. An existing core.hooksPath is kept and the hook goes\n" +
			"there; a pre-push hook that is not hooktool's is moved to pre-push.old and runs first.\n" +
			"When husky, lefthook or pre-commit owns the hooks, nothing is written: the message says\n" +
			"how to add hooktool to that manager.",
		flags: []opt{
			stringOpt("binary", "", "absolute hooktool path the hook runs"),
			stringOpt("repo", "", "repository folder (default: the current folder)"),
			boolOpt("dry-run", "say what would change and write nothing"),
			boolOpt("force", "overwrite an existing pre-push.old"),
		},
		after: e.tripwireAfter,
		run: func(c *call) error {
			if !c.bool("dry-run") {
				if err := e.needUser("install git-hook", false); err != nil {
					return err
				}
			}
			dir := c.str("repo")
			if dir == "" {
				dir, _ = os.Getwd()
			}
			git := e.git(dir)
			repo, err := githook.Open(git)
			if err != nil {
				return fail(exitError, "install git-hook: %s: %v", dir, err)
			}
			bin, err := e.binaryPath(c.str("binary"))
			if err != nil {
				return fail(exitError, "install git-hook: %v", err)
			}
			if why := e.fragilePath(bin); why != "" {
				e.warnf("warning: the hook will run %s, but %s (it falls back to hooktool on PATH)", bin, why)
			}
			res, err := githook.Install(git, repo, githook.Options{Binary: bin, DryRun: c.bool("dry-run"), Force: c.bool("force")})
			if me, ok := errors.AsType[*githook.ManagedError](err); ok {
				return failHint(exitFindings, me.M.HowTo, "install git-hook: %v", err)
			}
			if err != nil {
				return fail(exitError, "install git-hook: %v", err)
			}
			verb := map[bool]string{true: "would be ", false: ""}[c.bool("dry-run")]
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
			if res.Action != "unchanged" && !c.bool("dry-run") && strings.HasPrefix(res.Hook, repo.Top+string(filepath.Separator)) {
				fmt.Fprintf(e.stdout, "commit %s so every clone gets it; each clone runs: %s\n", rel(res.Hook), map[bool]string{true: "hooktool install git-hook", false: "git config core.hooksPath " + repo.HooksPath}[res.SetHooksPath])
			}
			return nil
		},
	}
}

package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/agents/claude"
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

// claudeOptions are install's and snippet's flags for Claude Code.
func (e *env) claudeOptions(c *cli.Context) claude.InstallOptions {
	o := claude.InstallOptions{Profile: c.String("profile"), ClientVersion: c.String("client-version"), ExecForm: c.Bool("exec-form"), Client: e.claudeClient()}
	if c.Bool("reduce") {
		o.Reduce, o.Config = true, e.configPaths("").User
	}
	return o
}

// install wires hooktool into Claude Code (agents/claude), or with
// --bin-only only puts the binary in place.
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
	return agentErr(e.claudeOptions(c).Install(e.installEnv(c, c.String("scope"), c.Bool("dry-run"))))
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

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookd/hookd/gitscan"
)

// maxPushOptions bounds the push options read from a server hook's
// environment (git's own receive.maxPushOptions is far lower in practice).
const maxPushOptions = 1000

// guardServerCommands are the boundary where a push lands: a server's
// pre-receive hook, and a CI job scanning the range a push brought. A
// client hook can be skipped (git push --no-verify, git send-pack, a bare
// clone pushed elsewhere); these cannot be by the one pushing.
func guardServerCommands(e *env, outFlags []opt) []*command {
	return []*command{
		{
			name:  "pre-receive",
			usage: "scan what a push brings, from a git server's pre-receive hook",
			desc: "Reads git's pre-receive lines (<old> <new> <ref>) on stdin and scans every field the\n" +
				"push carries that no ref of the repository reaches yet: contents, paths, commit headers and\n" +
				"messages, tags, ref names and push options (GIT_PUSH_OPTION_*). Exit 1 rejects the push.",
			flags: outFlags,
			run: func(c *call) error {
				refs, err := gitscan.ParseReceiveLines(e.stdin)
				if err != nil {
					return failHint(exitError, "the push is rejected; this is not a leak verdict",
						"scanner error (not a leak verdict): %v", err)
				}
				opts := e.receivedPushOptions()
				return e.guardGit(c, "pre-receive", func(ctx context.Context, g *gitscan.Git, o gitscan.Options) (*gitscan.Result, error) {
					return g.PreReceive(ctx, o, refs, opts)
				})
			},
		},
		{
			name:  "range",
			usage: "scan what the commits in BASE..HEAD carry (for CI: the range a push brought)",
			args:  "BASE HEAD",
			desc: "BASE may be all zeros (a new branch: everything reachable from HEAD is scanned).\n" +
				"Use --sarif to upload the findings to code scanning.",
			flags: outFlags,
			run: func(c *call) error {
				if len(c.args) != 2 {
					return failHint(exitError, "hooktool guard range \"$BEFORE\" \"$AFTER\"", "guard range: want BASE HEAD")
				}
				return e.guardGit(c, "range", func(ctx context.Context, g *gitscan.Git, o gitscan.Options) (*gitscan.Result, error) {
					return g.Range(ctx, o, c.arg(0), c.arg(1))
				})
			},
		},
	}
}

// receivedPushOptions reads GIT_PUSH_OPTION_COUNT and GIT_PUSH_OPTION_<n>,
// which git sets for receive hooks when the server accepts push options.
func (e *env) receivedPushOptions() []string {
	n, err := strconv.Atoi(e.getenv("GIT_PUSH_OPTION_COUNT"))
	if err != nil || n <= 0 {
		return nil
	}
	var opts []string
	for i := range min(n, maxPushOptions) {
		opts = append(opts, e.getenv("GIT_PUSH_OPTION_"+strconv.Itoa(i)))
	}
	return opts
}

// sentPushOptions finds, for a pre-push hook, the push options the push
// sends: git does not pass them to pre-push, so they are read from the
// command line of the `git push` this hook runs under (Linux /proc, up to
// four processes up: git, the hook's shell, a hook manager) and from
// push.pushOption in git's config. Where neither can be read the options
// go unscanned here; a pre-receive hook sees them all.
func (e *env) sentPushOptions(ctx context.Context) []string {
	var opts []string
	pid := os.Getppid()
	for range 4 {
		if pid <= 1 {
			break
		}
		args, parent := procArgs(pid)
		if i := pushVerb(args); i >= 0 {
			opts = append(opts, pushOptionArgs(args[i+1:])...)
			break
		}
		pid = parent
	}
	out, err := (&gitscan.Git{}).Output(ctx, "config", "--get-all", "push.pushOption")
	if err == nil {
		opts = append(opts, strings.Split(strings.TrimSpace(string(out)), "\n")...)
	}
	return opts
}

// procArgs returns a process's arguments and its parent's pid.
func procArgs(pid int) ([]string, int) {
	dir := filepath.Join("/proc", strconv.Itoa(pid))
	cmd, err := os.ReadFile(filepath.Join(dir, "cmdline"))
	if err != nil || len(cmd) > 1<<20 {
		return nil, 0
	}
	stat, _ := os.ReadFile(filepath.Join(dir, "stat"))
	parent := 0
	if i := bytes.LastIndexByte(stat, ')'); i >= 0 {
		if f := strings.Fields(string(stat[i+1:])); len(f) > 1 {
			parent, _ = strconv.Atoi(f[1])
		}
	}
	return strings.Split(strings.TrimSuffix(string(cmd), "\x00"), "\x00"), parent
}

// pushVerb returns the index of "push" in a git command line, or -1.
func pushVerb(args []string) int {
	if len(args) < 2 || filepath.Base(args[0]) != "git" {
		return -1
	}
	for i := 1; i < len(args); i++ {
		switch a := args[i]; {
		case a == "push":
			return i
		case a == "-c" || a == "-C":
			i++
		case !strings.HasPrefix(a, "-"):
			return -1
		}
	}
	return -1
}

// pushOptionArgs collects the values of -o, --push-option and their joined
// spellings.
func pushOptionArgs(args []string) []string {
	var opts []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return opts
		case a == "-o" || a == "--push-option":
			if i+1 < len(args) {
				opts = append(opts, args[i+1])
				i++
			}
		case strings.HasPrefix(a, "--push-option="):
			opts = append(opts, strings.TrimPrefix(a, "--push-option="))
		case strings.HasPrefix(a, "-o") && !strings.HasPrefix(a, "--"):
			opts = append(opts, a[2:])
		}
	}
	return opts
}

// pushed reports whether a git scan judges a push (its report goes to
// stderr, which git relays to the one pushing).
func pushed(what string) bool { return what == "pre-push" || what == "pre-receive" }

// Package guard judges Claude Code tool calls before they run: every Bash
// command is parsed with mvdan.cc/sh/v3/syntax and every command that would
// run is checked against built-in and user rules; file tools (Write, Edit,
// MultiEdit, NotebookEdit, Read) are checked by path.
//
// # Using it
//
//	g, err := guard.New(cfg, guard.Env{Home: home, Project: dir})
//	r := g.Bash("sudo rm -rf /")           // r.Decision == "deny", r.Rule == "rm-root"
//	r = g.Tool("Write", toolInputJSON)     // file-path rules
//
// A [Result] with an empty Decision means "no opinion": Claude Code's own
// permission rules decide. "allow" is only ever returned when a user allow
// rule matched every command. "ask" and "deny" carry the rule id, the
// offending segment and a safer alternative.
//
// # What the analyser sees
//
// The walker visits lists, pipelines, subshells, blocks, loops, if/case,
// function bodies, $(...), backticks, <(...) and >(...), and redirect
// targets. It unwraps what runs another command (sudo, doas, env, command,
// builtin, exec, nohup, nice, time, timeout, stdbuf, setsid, xargs,
// parallel, find -exec, sh/bash/zsh/dash -c, eval, shells fed a heredoc, a
// here-string or an echo through a pipe, watch, busybox, and proxies such as
// rtk and "hooktool reduce --"), and scans interpreter one-liners (python
// -c, node -e, perl -e, ruby -e, php -r, awk) for destructive calls; Tcl
// and expect code (exec, spawn, system, open "|...") and m4's syscmd are
// read as the shell commands they run. Names
// are compared after dropping the directory (/usr/bin/rm), a leading
// backslash and case. Recursion into nested scripts is capped at
// [MaxDepth]; anything the parser cannot see through (a parse error, a
// dynamic command name, eval of a variable) is "unparseable" and asks by
// default (config guard.unparseable).
//
// Code stored as text is parsed and judged where it is stored: trap and
// alias bodies, git config values git runs (alias.X=!..., core.sshCommand),
// ssh's remote command, tar's checkpoint actions, make -f - recipes, at and
// crontab input, tmux commands, sed's e command, vim's :!, variables a later
// program runs (PROMPT_COMMAND, GIT_SSH_COMMAND, EDITOR), text appended to
// shell start-up files, and a script written or downloaded earlier in the
// same call and then run. docker/podman run judges the container's command
// with container paths mapped through -v/--mount to the host folders they
// reach. Known variables, arrays, set -- and IFS are substituted and split
// as the shell does, so a computed command name is judged by its value, and
// symlinks, hard links and bind mounts the line made are followed; an
// unquoted unknown word among the arguments of rm, git push, chmod, dd or
// mkfs asks. A loop over known words or patterns is judged once per item
// (bounded), a while-read loop over known text once per line, and what a
// lister prints (ls, find, which, git ls-files) reaches xargs and $(...) as
// the paths it names. Explain's Via names the step that uncovered a command.
//
// # Self-protection
//
// A write to hooktool's own files (its config, state and binary), to
// Claude Code settings or to the git hook wiring is denied however the
// destination is named: a folder, -t DIR, an output option, an archive or
// patch it unpacks, a download, a variable the hook knows, a pattern the
// shell expands, a symlink on the existing part of the path, or a hard link
// (device and inode). A nested agent started with other settings, and a
// git push after HOME or HOOKTOOL_CONFIG changed, count as switching it off. Those file
// system checks are a few lstat calls, and only for paths a command writes;
// git checkouts that would write a protected file are checked with one
// bounded git call. docs/threat-model-guard.md lists every route.
//
// # Stages for rewriters
//
// [Stages] returns the simple commands of a script with their byte offsets
// in the original text, their resolved words, and whether their stdout goes
// to a pipe or a redirect, so a rewriter can splice the original bytes
// instead of re-printing the tree. A rewritten command should be judged
// again with [Guard.Bash].
//
// # Config
//
// The guard section of hooktool's config (defaults in config/defaults/guard.json):
//
//	"guard": {
//	  "mode": "enforce",       // "ask" turns every deny into ask; "off" (user file only)
//	  "unparseable": "ask",    // what a command the analyser cannot see through gets: ask, deny or allow (no opinion)
//	  "on_error": "ask",       // a guard failure asks (fail closed) or, with "allow", gives no opinion
//	  "infra": "ask",          // the infrastructure, cloud and publishing rules (infra-*, publish-package, git-push-lease-default): ask, deny or allow (no opinion)
//	  "disabled": ["git-stash-drop"],
//	  "rules": [
//	    {"id": "no-tf-destroy", "decision": "deny", "command": "terraform", "args": ["destroy"],
//	     "reason": "...", "alternative": "..."},
//	    {"id": "npm-publish", "decision": "ask", "command": "npm", "prefix": ["publish"]},
//	    {"id": "status-ok", "decision": "allow", "command": "git", "prefix": ["status"]},
//	    {"id": "no-lockfile-edits", "decision": "deny", "tool": "Write", "path": "*.lock"}
//	  ]
//	}
//
// command, args and prefix are globs (path.Match) on the unwrapped command
// name and its words; contains matches the command text; tool and path
// match file tools. An allow rule makes the guard answer "allow" only when
// it comes from the user file and matches every command of the call.
//
// # Trust
//
// User rules come from every config layer and add up. A rule id listed in
// guard.disabled is honoured from the user file for any rule, but from the
// project file or HOOKTOOL_CONFIG only for rules that are not critical; the
// same holds for allow rules and for relaxing guard.mode,
// guard.unparseable and guard.on_error. No environment variable turns the
// guard off.
package guard

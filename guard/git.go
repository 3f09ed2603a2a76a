package guard

import "strings"

// git judges git's destructive and hook-bypassing forms.
func (w *walker) git(args []arg, seg string, depth int) {
	i := 0
	for i < len(args) {
		s := args[i].s
		switch {
		case s == "-c" && i+1 < len(args):
			w.gitConfigPair(args[i+1].s, seg, depth)
			i += 2
		case s == "--config-env" && i+1 < len(args):
			w.gitConfigPair(args[i+1].s, seg, depth)
			i += 2
		case strings.HasPrefix(s, "--config-env="):
			w.gitConfigPair(strings.TrimPrefix(s, "--config-env="), seg, depth)
			i++
		case s == "-C" || s == "--git-dir" || s == "--work-tree" || s == "--namespace" || s == "--super-prefix" || s == "--exec-path" && i+1 < len(args) && !strings.HasPrefix(args[i+1].s, "-"):
			i += 2
		case strings.HasPrefix(s, "-"):
			i++
		default:
			goto sub
		}
	}
	return
sub:
	sub := strings.ToLower(args[i].s)
	rest := args[i+1:]
	flags, ops := opts(rest)
	switch sub {
	case "push":
		w.gitPush(rest, seg)
	case "commit":
		if hasLong(flags, "--no-verify") || shortBefore(flags, 'n', "mFcCt") {
			w.add("git-commit-no-verify", seg, "")
		}
	case "reset":
		if hasLong(flags, "--hard") {
			w.add("git-reset-hard", seg, "")
		}
	case "clean":
		if (hasShort(flags, "f") || hasLong(flags, "--force")) && !hasShort(flags, "ni") && !hasLong(flags, "--dry-run", "--interactive") {
			w.add("git-clean-force", seg, "")
		}
	case "checkout":
		if hasShort(flags, "f") || hasLong(flags, "--force") {
			w.add("git-checkout-force", seg, "")
		}
		dd := indexOf(rest, "--")
		var paths []arg
		if dd >= 0 {
			paths = rest[dd+1:]
		} else {
			for _, o := range ops {
				if isWholeTree(o.s) {
					paths = append(paths, o)
				}
			}
		}
		w.discard(paths, "git-checkout-discard", "git-checkout-files", seg)
	case "restore":
		staged := hasShort(flags, "S") || hasLong(flags, "--staged")
		worktree := hasShort(flags, "W") || hasLong(flags, "--worktree")
		if staged && !worktree {
			return
		}
		var paths []arg
		skip := false
		for _, a := range rest {
			if skip {
				skip = false
				continue
			}
			if a.s == "-s" || a.s == "--source" {
				skip = true
				continue
			}
			if strings.HasPrefix(a.s, "-") && a.s != "--" {
				continue
			}
			if a.s != "--" {
				paths = append(paths, a)
			}
		}
		w.discard(paths, "git-restore-worktree", "git-restore-files", seg)
	case "switch":
		if hasShort(flags, "f") || hasLong(flags, "--force", "--discard-changes") {
			w.add("git-checkout-force", seg, "")
		}
	case "stash":
		if len(ops) > 0 {
			switch ops[0].s {
			case "clear":
				w.add("git-stash-clear", seg, "")
			case "drop":
				w.add("git-stash-drop", seg, "")
			}
		}
	case "branch":
		del := hasShort(flags, "d") || hasLong(flags, "--delete")
		force := hasShort(flags, "f") || hasLong(flags, "--force")
		if hasShort(flags, "D") || del && force {
			w.add("git-branch-force-delete", seg, "")
		}
	case "worktree":
		if len(ops) > 0 && ops[0].s == "remove" && (hasShort(flags, "f") || hasLong(flags, "--force")) {
			w.add("git-worktree-remove-force", seg, "")
		}
	case "filter-branch", "filter-repo":
		w.add("git-history-rewrite", seg, "")
	case "reflog":
		if len(ops) > 0 && (ops[0].s == "expire" || ops[0].s == "delete") {
			w.add("git-reflog-expire", seg, "")
		}
	case "config":
		w.gitConfig(rest, seg)
	case "submodule":
		if len(ops) > 0 && ops[0].s == "foreach" {
			code := ops[1:]
			for len(code) > 0 && strings.HasPrefix(code[0].s, "-") {
				code = code[1:]
			}
			w.script(w.joinCode(code), depth+1, "git submodule foreach")
		}
	case "rebase":
		for j, a := range rest {
			if (a.s == "-x" || a.s == "--exec") && j+1 < len(rest) {
				w.script(w.codeOf(rest[j+1]), depth+1, "git rebase --exec")
			} else if strings.HasPrefix(a.s, "--exec=") {
				w.script(strings.TrimPrefix(a.s, "--exec="), depth+1, "git rebase --exec")
			}
		}
	case "bisect":
		if len(ops) > 1 && ops[0].s == "run" {
			w.judge(ops[1:], seg, depth+1, input{})
		}
	}
}

// shortBefore reports letter c in a short-flag cluster, before any letter
// that takes a value (-nm "msg" has n; -mn is a message "n").
func shortBefore(flags []string, c byte, valued string) bool {
	for _, f := range flags {
		if strings.HasPrefix(f, "--") {
			continue
		}
		for i := 1; i < len(f); i++ {
			if f[i] == c {
				return true
			}
			if strings.IndexByte(valued, f[i]) >= 0 {
				break
			}
		}
	}
	return false
}

func isWholeTree(s string) bool {
	switch s {
	case ".", "./", "*", ":/", ":/*", "./*", ":(top)":
		return true
	}
	return false
}

// discard judges pathspecs whose uncommitted changes a command throws away.
func (w *walker) discard(paths []arg, whole, files, seg string) {
	if len(paths) == 0 {
		return
	}
	for _, p := range paths {
		if isWholeTree(p.s) {
			w.add(whole, seg, "")
			return
		}
		if c, _ := w.target(p); c == cRoot {
			w.add(whole, seg, "")
			return
		}
	}
	w.add(files, seg, "")
}

// gitConfigPair judges one -c key=value.
func (w *walker) gitConfigPair(kv, seg string, depth int) {
	k, v, _ := strings.Cut(kv, "=")
	k = strings.ToLower(k)
	switch {
	case k == "core.hookspath":
		w.add("git-hooks-path", seg, "git -c core.hooksPath=... runs git without the repository's hooks")
	case strings.HasPrefix(k, "alias.") && strings.HasPrefix(v, "!"):
		w.script(v[1:], depth+1, "git alias")
	}
}

// gitConfig judges git config writes to core.hooksPath.
func (w *walker) gitConfig(args []arg, seg string) {
	write, read := false, false
	key := -1
	for i, a := range args {
		s := strings.ToLower(a.s)
		switch {
		case s == "--unset" || s == "--unset-all" || s == "--replace-all" || s == "--add" || s == "set" || s == "unset" || s == "--edit" || s == "-e" || s == "edit":
			write = true
		case strings.HasPrefix(s, "--get") || s == "get" || s == "--list" || s == "-l" || s == "list":
			read = true
		case (s == "-f" || s == "--file" || s == "--blob" || s == "--type") && i+1 < len(args):
			// its value is not the key
		case strings.HasPrefix(s, "-"):
		case s == "core.hookspath":
			key = i
		}
	}
	if key < 0 && !(write && hasArg(args, "--edit", "-e", "edit")) {
		return
	}
	if key >= 0 && key+1 < len(args) && !strings.HasPrefix(args[key+1].s, "-") {
		write = true
	}
	if write && !read {
		w.add("git-hooks-path", seg, "it changes core.hooksPath, which decides whether the repository's hooks run")
	}
}

func hasArg(args []arg, names ...string) bool {
	for _, a := range args {
		for _, n := range names {
			if a.s == n {
				return true
			}
		}
	}
	return false
}

// gitPush judges force pushes, remote deletes and --no-verify.
func (w *walker) gitPush(args []arg, seg string) {
	var refs []arg
	force, del, dry := false, false, false
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "--force" || strings.HasPrefix(s, "--force="), s == "--mirror":
			force = true
		case s == "--delete", s == "--prune":
			del = true
		case s == "--no-verify":
			w.add("git-no-verify", seg, "")
		case s == "--dry-run":
			dry = true
		case s == "-o" || s == "--push-option" || s == "--repo" || s == "--receive-pack" || s == "--exec":
			i++
		case strings.HasPrefix(s, "--"):
		case strings.HasPrefix(s, "-") && len(s) > 1:
			for _, c := range s[1:] {
				switch c {
				case 'f':
					force = true
				case 'd':
					del = true
				case 'n':
					dry = true
				}
			}
		default:
			refs = append(refs, args[i])
		}
	}
	if len(refs) > 1 {
		for _, r := range refs[1:] {
			if strings.HasPrefix(r.s, "+") {
				force = true
			}
			if strings.HasPrefix(r.s, ":") && len(r.s) > 1 {
				del = true
			}
		}
	}
	if dry {
		return
	}
	if force {
		w.add("git-push-force", seg, "")
	}
	if del {
		w.add("git-push-delete", seg, "")
	}
}

package guard

import (
	"os"
	"path"
	"strings"
)

// git judges git's destructive and hook-bypassing forms. Long options are
// matched with git's own rule: any unambiguous prefix is the option.
func (w *walker) git(args []arg, seg string, depth int, in input) {
	i := 0
	dir := w.cwd
	gitDir := w.gitDir
	moved := gitDir != "" // the repository or work tree given apart from the folder
	for i < len(args) {
		s := args[i].s
		name, val, hasVal := strings.Cut(s, "=")
		switch {
		case s == "-c" && i+1 < len(args):
			w.gitConfigPair(args[i+1].s, seg, depth)
			i += 2
		case strings.HasPrefix(s, "--") && isAbbrev(name, "--config-env", 4) && hasVal:
			w.gitConfigPair(val, seg, depth)
			i++
		case strings.HasPrefix(s, "--") && isAbbrev(name, "--config-env", 4) && i+1 < len(args):
			w.gitConfigPair(args[i+1].s, seg, depth)
			i += 2
		case strings.HasPrefix(s, "--") && isAbbrev(name, "--exec-path", 4) && (hasVal || i+1 < len(args) && !strings.HasPrefix(args[i+1].s, "-")):
			if hasVal {
				i++
			} else {
				i += 2
			}
			w.add("git-hooks-path", seg, "--exec-path makes git run its commands (git-push among them) from another folder")
		case s == "-C" && i+1 < len(args):
			if dir != "" {
				if p, ok := w.absFrom(dir, args[i+1]); ok {
					dir = p
				} else {
					dir = ""
				}
			}
			i += 2
		case !hasVal && (s == "--git-dir" || s == "--work-tree" || s == "--namespace" || s == "--super-prefix") && i+1 < len(args):
			if s == "--git-dir" {
				gitDir = args[i+1].s
			}
			moved = moved || s != "--namespace"
			i += 2
		case hasVal && strings.HasPrefix(s, "--") && isAbbrev(name, "--git-dir", 6):
			gitDir = val
			moved = true
			i++
		case hasVal && strings.HasPrefix(s, "--") && isAbbrev(name, "--work-tree", 3):
			moved = true
			i++
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
	w.gitOutputs(sub, rest, seg)
	w.gitCommandOptions(rest, seg, depth)
	switch sub {
	case "fetch":
		// A forced refspec into a local shared branch ("+HEAD~10:refs/heads/
		// main") moves it, as git branch -f does.
		for _, o := range ops {
			if src, dst, ok := strings.Cut(o.s, ":"); ok && strings.HasPrefix(src, "+") && sharedBranch(dst) {
				w.add("git-branch-move", seg, "git fetch "+o.s+" forces "+dst+" to another commit")
				break
			}
		}
	case "push":
		w.gitPush(rest, seg)
		w.pushUnhooked(dir, gitDir, seg)
		w.pushFromNew(dir, gitDir, seg)
		switch {
		case strings.HasPrefix(w.reloc, "GIT_CONFIG"):
			w.add("git-hooks-path", seg, w.reloc+" before git push makes git skip the global or system config, and a core.hooksPath set there with it")
		case w.reloc != "":
			w.add("git-hooks-path", seg, w.reloc+" was changed before git push: the pre-push hook's hooktool then reads its config (and its trusted user layer) from elsewhere")
		}
	case "send-pack", "http-push":
		w.add("git-no-verify", seg, "git "+sub+" pushes without running the pre-push hook (the boundary layer)")
	case "commit":
		if hasAbbrev(flags, "--no-verify", 6) || shortBefore(flags, 'n', "mFcCt") {
			w.add("git-commit-no-verify", seg, "")
		}
	case "reset":
		if hasAbbrev(flags, "--hard", 4) && !w.scratchRepo(dir, moved) {
			w.add("git-reset-hard", seg, "")
		}
		if hasAbbrev(flags, "--hard", 4) || hasAbbrev(flags, "--merge", 4) || hasAbbrev(flags, "--keep", 4) || len(flags) == 0 && hasDD(rest) {
			w.gitOverwrites(dir, ops, nil, seg)
		}
	case "clean":
		if (hasShort(flags, "f") || hasAbbrev(flags, "--force", 4)) && !hasShort(flags, "ni") && !hasAbbrev(flags, "--dry-run", 3) && !hasAbbrev(flags, "--interactive", 3) && !w.onlyBuildPaths(ops) && !w.scratchRepo(dir, moved) {
			w.add("git-clean-force", seg, "")
		}
	case "checkout":
		if hasShort(flags, "f") || hasAbbrev(flags, "--force", 4) {
			w.add("git-checkout-force", seg, "")
		}
		if p := parseArgs(rest, "bB", nil); p.last("-B") != nil && sharedBranch(p.last("-B").s) && len(p.ops) > 0 {
			w.add("git-branch-move", seg, "git checkout -B resets "+p.last("-B").s+" to "+p.ops[0].s)
		}
		w.gitCheckout(dir, rest, seg)
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
		staged := hasShort(flags, "S") || hasAbbrev(flags, "--staged", 4)
		worktree := hasShort(flags, "W") || hasAbbrev(flags, "--worktree", 3)
		if staged && !worktree {
			return
		}
		w.gitRestore(dir, rest, seg)
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
		if hasShort(flags, "f") || hasAbbrev(flags, "--force", 4) || hasAbbrev(flags, "--discard-changes", 4) {
			w.add("git-checkout-force", seg, "")
		}
		if p := parseArgs(rest, "cC", []string{"--force-create"}); (p.last("-C") != nil || p.last("--force-create") != nil) && len(p.ops) > 0 {
			if b := p.last("-C"); b != nil && sharedBranch(b.s) || b == nil && sharedBranch(p.last("--force-create").s) {
				w.add("git-branch-move", seg, "git switch -C resets a shared branch to "+p.ops[0].s)
			}
		}
		if !(hasShort(flags, "cC") || hasAbbrev(flags, "--create", 4) || hasAbbrev(flags, "--force-create", 9)) || len(ops) > 1 {
			refs := ops
			if hasShort(flags, "cC") && len(refs) > 0 {
				refs = refs[1:]
			}
			w.gitOverwrites(dir, refs, nil, seg)
		}
	case "merge", "pull", "cherry-pick", "revert", "am", "read-tree":
		if sub == "read-tree" && !hasShort(flags, "u") {
			break
		}
		if sub == "read-tree" && hasAbbrev(flags, "--reset", 5) {
			// --reset -u writes the tree over the working tree: every
			// uncommitted change goes.
			w.add("git-checkout-discard", seg, "git read-tree --reset -u writes the tree over the working tree, every uncommitted change with it")
		}
		if sub == "read-tree" {
			rp := parseArgs(rest, "", []string{"--prefix", "--index-output", "--exclude-per-directory"})
			if pre := rp.last("--prefix"); pre != nil {
				w.gitFills(dir, *pre, seg) // read-tree -u --prefix=.claude/ TREE
			}
		}
		if sub == "am" || sub == "apply" {
			w.gitApply(dir, rest, seg, in)
			break
		}
		refs := ops
		if sub == "pull" || sub == "merge" && len(ops) == 0 {
			refs = []arg{{s: "@{upstream}"}} // what the pull or merge brings in, as last fetched
		}
		if sub == "read-tree" {
			w.gitOverwrites(dir, refs, nil, seg)
		} else {
			w.gitPicks(dir, sub, refs, seg)
		}
	case "apply":
		w.gitApply(dir, rest, seg, in)
	case "sparse-checkout":
		// set, add, disable and reapply write files the cone left out.
		if len(ops) > 0 && ops[0].s != "list" && ops[0].s != "check-rules" && dir != "" && w.fsOn() {
			if root := gitRoot(dir); root != "" {
				w.gitTracked(root, seg)
			}
		}
	case "clone":
		// The folder it fills: git clone URL .claude plants a config.
		if n := len(ops); n >= 2 {
			w.writeDest(dest{a: ops[n-1], tree: true}, seg)
			if p, ok := w.absFrom(dir, ops[n-1]); ok && !ops[n-1].dyn && startLoadedDir(p, w.g.env.Home) { // (blind22.go)
				// A shell's, an editor's or a multiplexer's plugin or
				// config folder: what lands there runs at every start.
				w.add("persistence", seg, "git clone puts "+clip(ops[0].s, 80)+" in "+p+", a folder whose code runs at every start")
			}
		} else if n == 1 && dir != "" && dir != w.cwd && !ops[0].dyn && startLoadedDir(dir, w.g.env.Home) && forgeRepo(ops[0].s) {
			// git -C ~/.vim/pack/x/start clone URL: the clone lands in
			// the folder -C names.
			w.add("persistence", seg, "git clone puts "+clip(ops[0].s, 80)+" in "+dir+", a folder whose code runs at every start")
		}
		w.cloned(ops)
		w.newRepo(dir, ops, true)
	case "init":
		w.newRepo(dir, ops, false)
	case "update-index":
		w.gitUpdateIndex(dir, rest, seg, in)
	case "checkout-index":
		w.gitCheckoutIndex(dir, rest, seg)
	case "add", "stage":
		// A key or credential staged is one push away from the remote.
		for _, o := range ops {
			if p, ok := w.absFrom(dir, o); ok && !o.dyn {
				if kind := credential(p, w.g.env.Home); kind != "" && kind != "env" {
					w.add("cred-read", seg, "git add stages "+kind+" for a commit and a push")
					return
				}
			}
		}
	case "rm":
		// git rm deletes the files from the work tree too, unless --cached.
		if hasAbbrev(flags, "--cached", 3) {
			// git rm --cached hooks/pre-push keeps the file here, but
			// the next commit deletes the tracked hook from the
			// repository: every other clone, and the next checkout, is
			// left without it.
			saved := w.cwd
			if dir != "" {
				w.cwd = dir
			}
			for _, o := range ops {
				if p, ok := w.abs(o.s); ok && !o.dyn {
					// (The hooks only: a settings.local.json that should
					// never have been committed is untracked so.)
					if what := w.protectedPath(p, hasShort(flags, "r")); strings.Contains(what, "pre-push") || strings.Contains(what, "hooks") {
						w.add("self-protect-git", seg, "git rm --cached stages the deletion of "+what+" from the repository")
						break
					}
				}
			}
			w.cwd = saved
		} else {
			saved := w.cwd
			if dir != "" {
				w.cwd = dir // git -C DIR rm FILE
			}
			for _, o := range ops {
				w.writeDest(dest{a: o, tree: hasShort(flags, "r")}, seg)
			}
			w.cwd = saved
		}
	case "mv":
		for _, d := range w.copyDests("mv", rest, seg) {
			w.writeDest(d, seg)
		}
	case "stash":
		// git -C ~ stash push -u: every untracked file of the home folder
		// leaves it for a stash entry, one drop from gone.
		if (hasShort(flags, "ua") || hasAbbrev(flags, "--include-untracked", 4) || hasAbbrev(flags, "--all", 3)) && (dir == w.g.env.Home && dir != "" || dir == "/") && opWord(ops, 0) != "show" && opWord(ops, 0) != "list" {
			w.addAsk("git-clean-force", seg, "git stash with untracked files in "+dir+" takes every untracked file of it out of the folder")
		}
		if len(ops) == 0 || ops[0].s == "push" || ops[0].s == "save" {
			// Stashing puts the work tree back to HEAD, a protected file
			// with it; with pathspecs, those files.
			var paths []arg
			if len(ops) > 1 && ops[0].s == "push" {
				paths = ops[1:]
			}
			w.gitOverwrites(dir, nil, paths, seg)
		}
		if len(ops) > 0 {
			switch ops[0].s {
			case "clear":
				w.add("git-stash-clear", seg, "")
			case "drop":
				w.add("git-stash-drop", seg, "")
			case "pop", "apply", "branch":
				ref := []arg{{s: "stash@{0}"}}
				if len(ops) > 1 && ops[0].s != "branch" {
					ref = ops[1:2]
				}
				w.gitOverwrites(dir, ref, nil, seg)
			}
		}
	case "branch":
		del := hasShort(flags, "d") || hasAbbrev(flags, "--delete", 5)
		force := hasShort(flags, "f") || hasAbbrev(flags, "--force", 4)
		if hasShort(flags, "D") || del && force {
			w.add("git-branch-force-delete", seg, "")
		}
		if force && !del && len(ops) > 1 && sharedBranch(ops[0].s) {
			w.add("git-branch-move", seg, "git branch -f moves "+ops[0].s)
		}
		if hasShort(flags, "M") || (hasShort(flags, "m") || hasAbbrev(flags, "--move", 4)) && force {
			// -M renames over a branch that exists: a shared one's
			// commits are left behind.
			if len(ops) > 0 && sharedBranch(ops[len(ops)-1].s) {
				w.add("git-branch-move", seg, "git branch -M renames another branch over "+ops[len(ops)-1].s)
			}
		}
	case "worktree":
		if len(ops) > 0 && ops[0].s == "remove" && (hasShort(flags, "f") || hasAbbrev(flags, "--force", 4)) {
			w.add("git-worktree-remove-force", seg, "")
		}
		if p := parseArgs(rest, "bB", []string{"--reason"}); len(p.ops) > 1 && p.ops[0].s == "add" {
			w.gitFills(dir, p.ops[1], seg) // git worktree add .claude BRANCH
		}
	case "subtree":
		// git subtree add/pull/merge --prefix=PATH writes the tree into PATH.
		p := parseArgs(rest, "Pm", []string{"--prefix", "--message"})
		if pre := p.last("-P", "--prefix"); pre != nil && len(p.ops) > 0 && p.ops[0].s != "split" && p.ops[0].s != "push" {
			w.gitFills(dir, *pre, seg)
		}

	case "machete":
		w.macheteTraverse(rest, seg)
	case "lfs":
		if len(ops) > 1 && ops[0].s == "migrate" && (ops[1].s == "import" || ops[1].s == "export") && (hasArg(rest, "--everything") || hasArg(rest, "--all")) {
			w.add("git-history-rewrite", seg, "git lfs migrate --everything rewrites every branch's history")
		}
		if len(ops) > 0 && ops[0].s == "push" {
			// The large files go to the LFS store by their own
			// transfer: the pre-push scan reads git's objects, not them.
			w.add("git-push-unhooked", seg, "git lfs push uploads large files by LFS's own transfer, which no pre-push scan reads")
		}
	case "p4":
		if len(ops) > 0 && ops[0].s == "submit" {
			w.add("git-push-unhooked", seg, "git p4 submit publishes commits to Perforce without git's pre-push hook")
		}
	case "remote-https", "remote-http", "remote-ftp", "remote-ftps", "remote-ext", "remote-fd", "remote-testgit":
		// A transport helper run by hand: fed "push" on its input, it
		// pushes without git push, so without its pre-push hook.
		w.add("git-no-verify", seg, "git "+sub+" is the transport git push uses, run by hand: what it pushes skips the pre-push hook")
	case "fast-import":
		if hasArg(rest, "--force") {
			w.add("git-history-rewrite", seg, "git fast-import --force overwrites branches with the history it is fed")
		}
	case "svn":
		if len(ops) > 0 && (ops[0].s == "dcommit" || ops[0].s == "set-tree") {
			w.add("git-push-unhooked", seg, "git svn dcommit publishes commits to Subversion without git's pre-push hook")
		}
	case "filter-branch", "filter-repo":
		if sub == "filter-repo" && (hasArg(rest, "--analyze") || hasArg(rest, "--dry-run")) {
			break // a report of the history, or a rewrite that writes nothing
		}
		w.add("git-history-rewrite", seg, "")
	case "reflog":
		if len(ops) > 0 && (ops[0].s == "expire" && expireRisky(rest) || ops[0].s == "delete") {
			w.add("git-reflog-expire", seg, "")
		}
	case "config":
		w.gitConfig(rest, seg, depth)
	case "submodule":
		// git submodule add URL PATH clones into PATH.
		if p := parseArgs(rest, "b", []string{"--branch", "--name", "--reference", "--depth"}); len(p.ops) > 2 && p.ops[0].s == "add" {
			w.gitFills(dir, p.ops[len(p.ops)-1], seg)
		}
		if len(ops) > 0 && ops[0].s == "foreach" {
			code := ops[1:]
			for len(code) > 0 && strings.HasPrefix(code[0].s, "-") {
				code = code[1:]
			}
			w.script(w.joinCode(code), depth+1, "git submodule foreach")
		}
	case "rebase":
		w.gitOverwrites(dir, ops, nil, seg)
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
	default:
		w.gitFrontEnd(sub, rest, flags, ops, dir, moved, seg, depth, in)
	}
}

// sharedBranch reports a branch name a team shares by convention.
func sharedBranch(b string) bool {
	switch strings.TrimPrefix(b, "refs/heads/") {
	case "main", "master", "trunk", "develop", "development", "production", "default":
		return true
	}
	return false
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
	case k == "include.path" || strings.HasPrefix(k, "includeif.") && strings.HasSuffix(k, ".path"):
		w.add("git-hooks-path", seg, "an included config file can set core.hooksPath")
	case k == "init.templatedir":
		// The template's hooks are copied into the new repository, in
		// place of its own, and run there (post-checkout by the clone).
		w.addAsk("git-hooks-path", seg, "git -c init.templateDir="+clip(v, 60)+" installs that folder's hooks into the new repository, where git runs them")
	case strings.HasPrefix(k, "alias."):
		w.gitAlias(strings.TrimPrefix(k, "alias."), v, seg, depth)
	case strings.HasPrefix(k, "hook.") && strings.HasSuffix(k, ".command"), commandKey(k):
		w.script(v, depth+1, "git hook "+k) // (config-based hooks, git 2.36: run at the event the key names; git-annex's hooks and commands)
	case forcedPushSpec(k, v):
		w.add("git-push-force", seg, "git -c "+k+"="+clip(v, 60)+" makes every push of it a forced one")
	case strings.HasPrefix(k, "remote.") && strings.HasSuffix(k, ".mirror") && gitTrue(v):
		w.add("git-push-force", seg, "git -c "+k+"=true makes a push mirror every ref: it overwrites and deletes the remote's branches")
	default:
		if id, why := gitTransport(strings.SplitN(kv, "=", 2)[0], v); id != "" {
			w.add(id, seg, why)
		}
	}
}

// gitTrue is a git boolean's true.
func gitTrue(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "true", "yes", "on", "1", "":
		return true
	}
	return false
}

// forcedPushSpec reports a remote's push refspec that forces ("+" before
// it: remote.origin.push = +refs/heads/*:refs/heads/*): a plain `git push`
// then overwrites what the remote's branches hold.
func forcedPushSpec(key, value string) bool {
	return strings.HasPrefix(key, "remote.") && strings.HasSuffix(key, ".push") && strings.HasPrefix(strings.TrimSpace(value), "+")
}

// gitConfigLong are git config's long options; the valued ones take the
// next word.
var (
	gitConfigVal   = []string{"--file", "--blob", "--type", "--default", "--comment", "--value"}
	gitConfigKnown = []string{"--global", "--system", "--local", "--worktree", "--get", "--get-all", "--get-regexp", "--get-urlmatch", "--replace-all", "--add", "--unset", "--unset-all", "--rename-section", "--remove-section", "--list", "--fixed-value", "--bool", "--int", "--bool-or-int", "--path", "--expiry-date", "--null", "--name-only", "--includes", "--no-includes", "--show-origin", "--show-scope", "--get-color", "--get-colorbool", "--edit", "--all", "--regexp", "--url", "--no-type"}
)

// gitConfig judges git config writes to the keys that decide whether hooks
// run: core.hooksPath, include paths, aliases, and the core section.
func (w *walker) gitConfig(args []arg, seg string, depth int) {
	p := parseArgs(args, "ft", gitConfigVal, gitConfigKnown...)
	ops := p.ops
	write, read, section := false, false, false
	for _, l := range p.long {
		switch l {
		case "--replace-all", "--add", "--unset", "--unset-all", "--edit":
			write = true
		case "--rename-section", "--remove-section":
			write, section = true, true
		case "--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "--get-color", "--get-colorbool":
			read = true
		}
	}
	if strings.Contains(p.short, "e") {
		write = true
	}
	if strings.Contains(p.short, "l") {
		read = true
	}
	if len(ops) > 0 {
		switch strings.ToLower(ops[0].s) {
		case "set", "unset", "edit":
			write, ops = true, ops[1:]
		case "rename-section", "remove-section":
			write, section, ops = true, true, ops[1:]
		case "get", "list":
			read, ops = true, ops[1:]
		}
	}
	if read && !write {
		return
	}
	if f := p.last("-f", "--file"); f != nil && (write || len(ops) > 1) && !gitConfigFile(f.s) {
		// git config --file .claude/hooktool.json ...; a git config file
		// itself is judged by the key written, below.
		w.writeTarget(*f, seg)
	}
	if write && (hasAbbrev(p.long, "--edit", 3) || strings.Contains(p.short, "e") || len(args) > 0 && args[0].s == "edit") {
		w.add("git-hooks-path", seg, "editing git config can change core.hooksPath, which decides whether the repository's hooks run")
		return
	}
	if len(ops) == 0 {
		return
	}
	key := strings.ToLower(ops[0].s)
	if section {
		switch {
		case key == "core", strings.HasPrefix(key, "include"), key == "alias":
			w.add("git-hooks-path", seg, "it removes or renames the "+key+" section of git config, which holds core.hooksPath")
		}
		return
	}
	if len(ops) > 1 {
		write = true
	}
	if !write {
		return
	}
	switch {
	case key == "core.hookspath":
		w.add("git-hooks-path", seg, "it changes core.hooksPath, which decides whether the repository's hooks run")
	case key == "include.path" || strings.HasPrefix(key, "includeif.") && strings.HasSuffix(key, ".path"):
		w.add("git-hooks-path", seg, "it makes git config include another file, which can set core.hooksPath")
	case key == "init.templatedir" && len(ops) > 1:
		w.addAsk("git-hooks-path", seg, "init.templateDir installs that folder's hooks into every new repository, where git runs them")
	case key == "core.sparsecheckout" && len(ops) > 1 && ops[1].s != "false":
		w.add("self-protect-git", seg, "sparse checkout can leave the tracked hooks folder (and its pre-push hook) out of the work tree")
	case strings.HasPrefix(key, "alias.") && len(ops) > 1:
		w.gitAlias(strings.TrimPrefix(key, "alias."), ops[1].s, seg, depth)
	case (strings.HasPrefix(key, "hook.") && strings.HasSuffix(key, ".command") || commandKey(key)) && len(ops) > 1:
		// A config-based hook (git 2.36): git runs the value as shell
		// at the event hook.NAME.event names.
		w.script(ops[1].s, depth+1, "git hook "+key)
	case len(ops) > 1 && forcedPushSpec(key, ops[1].s):
		w.add("git-push-force", seg, "it sets a forced push refspec: every later git push of "+strings.TrimSuffix(strings.TrimPrefix(key, "remote."), ".push")+" overwrites the remote's branches")
	}
}

// commandKey reports a config key whose value is a command line a
// program (git, or a tool keeping its settings in git's config, such as
// git-annex's annex.NAME-store-hook and annex.web-download-command) runs:
// its last part ends in hook, command or cmd.
func commandKey(k string) bool {
	last := strings.ToLower(k[strings.LastIndexByte(k, '.')+1:])
	return strings.Contains(k, ".") && last != "hookspath" &&
		(strings.HasSuffix(last, "hook") || strings.HasSuffix(last, "command") || strings.HasSuffix(last, "-cmd"))
}

// gitAlias judges what an alias runs: "!cmd" is shell code, anything else
// is a git command line.
func (w *walker) gitAlias(name, v, seg string, depth int) {
	if strings.HasPrefix(v, "!") {
		w.script(v[1:], depth+1, "git alias "+name)
		return
	}
	w.script("git "+v, depth+1, "git alias "+name)
}

// gitPush judges force pushes, remote deletes and --no-verify.
func (w *walker) gitPush(args []arg, seg string) {
	var refs []arg
	force, del, dry := false, false, false
	for i := 0; i < len(args); i++ {
		s := args[i].s
		name, _, hasVal := strings.Cut(s, "=")
		switch {
		case strings.HasPrefix(s, "--") && (isAbbrev(name, "--force", 3) && !isAbbrev(name, "--force-with-lease", 8) && !isAbbrev(name, "--force-if-includes", 8) || isAbbrev(name, "--mirror", 3)):
			force = true
		case strings.HasPrefix(s, "--") && (isAbbrev(name, "--delete", 4) || isAbbrev(name, "--prune", 4)):
			del = true
		case strings.HasPrefix(s, "--") && isAbbrev(name, "--no-verify", 6):
			w.add("git-no-verify", seg, "")
		case strings.HasPrefix(s, "--") && isAbbrev(name, "--dry-run", 4):
			dry = true
		case s == "-o" || !hasVal && strings.HasPrefix(s, "--") && (isAbbrev(name, "--push-option", 4) || isAbbrev(name, "--repo", 4) || isAbbrev(name, "--receive-pack", 4) || isAbbrev(name, "--exec", 4)):
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

// gitConfigFile reports a file that is git configuration by its name.
func gitConfigFile(s string) bool {
	b := path.Base(s)
	return b == ".gitconfig" || b == "gitconfig" || (b == "config" || b == "config.worktree") && (path.Base(path.Dir(s)) == ".git" || path.Base(path.Dir(s)) == "git")
}

// gitOutputs judges the files git commands write by option: --output=FILE
// (diff, log, show, archive), -o FILE (archive) and -o DIR (format-patch).
func (w *walker) gitOutputs(sub string, rest []arg, seg string) {
	for j, a := range rest {
		switch {
		case strings.HasPrefix(a.s, "--output="):
			w.writeDest(dest{a: destArg(a.s[len("--output="):])}, seg)
		case (a.s == "--output" || a.s == "-o" && (sub == "archive" || sub == "format-patch")) && j+1 < len(rest):
			w.writeDest(dest{a: rest[j+1], into: sub == "format-patch"}, seg)
		case strings.HasPrefix(a.s, "--output-directory="):
			w.writeDest(dest{a: destArg(a.s[len("--output-directory="):]), into: true}, seg)
		}
	}
	if sub == "credential-store" {
		// git credential-store --file FILE store|erase: the credentials
		// file it keeps is written (blind set 20).
		for j, a := range rest {
			if a.s == "--file" && j+1 < len(rest) {
				w.writeDest(dest{a: rest[j+1]}, seg)
			} else if v, ok := strings.CutPrefix(a.s, "--file="); ok {
				w.writeDest(dest{a: destArg(v)}, seg)
			}
		}
	}
	if sub == "bundle" {
		// git bundle create FILE REFS: the bundle is written at FILE.
		_, ops := opts(rest)
		if len(ops) > 1 && ops[0].s == "create" {
			w.writeDest(dest{a: ops[1]}, seg)
			w.clobber(ops[1], seg, "git bundle create writes the bundle over it")
		}
	}
}

// gitFills judges a folder git fills with files from elsewhere (a
// worktree, a submodule, a subtree prefix): a protected folder there is
// replaced.
func (w *walker) gitFills(dir string, a arg, seg string) {
	saved := w.cwd
	if dir != "" {
		w.cwd = dir
	}
	w.writeDest(dest{a: a, tree: true}, seg)
	w.cwd = saved
}

// gitExt judges git's ext:: remote helper: a URL "ext::CMD" makes git run
// CMD (through the shell, %S and the like filled in) to reach the
// remote, at a push or a fetch, before the pre-push hook reads what goes.
// The command is judged as shell; allowing the ext protocol at all
// (protocol.ext.allow, protocol.allow always) readies a remote URL to run
// a program at the next push, and asks.
func (w *walker) gitExt(args []arg, seg string, depth int) {
	for i, a := range args {
		if cmd, ok := strings.CutPrefix(a.s, "ext::"); ok && !a.dyn {
			r := strings.NewReplacer("%S", "git-receive-pack", "%s", "receive-pack", "%G", "", "%V", "", "%%", "%")
			w.script(r.Replace(cmd), depth+1, "git's ext:: remote helper")
			continue
		}
		l := strings.ToLower(a.s)
		v := ""
		switch {
		case strings.HasPrefix(l, "protocol.ext.allow=") || strings.HasPrefix(l, "protocol.allow="):
			v = l[strings.IndexByte(l, '=')+1:]
		case (l == "protocol.ext.allow" || l == "protocol.allow") && i+1 < len(args):
			v = strings.ToLower(args[i+1].s)
		default:
			continue
		}
		if v == "always" || v == "user" || v == "1" || v == "true" {
			w.add("persistence", seg, "git config lets an ext:: remote URL run a program at a push or fetch")
		}
	}
}

// scratchRepo reports a git command run in a throwaway repository under
// the temp folder (a reproduction, a clone to try something in), where
// reset --hard and clean -f lose nothing the user made. Not when the
// repository or work tree is named apart from the folder (--git-dir,
// --work-tree, GIT_DIR, GIT_WORK_TREE), when the folder leads out of the
// temp folder through a link (made earlier in the line or on disk), when
// its .git is a file (a linked work tree or submodule of a real
// repository), or when the line adds a work tree.
func (w *walker) scratchRepo(dir string, moved bool) bool {
	if moved || dir == "" || w.inBox || strings.Contains(dir, dyn) || strings.Contains(w.src, "GIT_WORK_TREE") || strings.Contains(w.src, "worktree") {
		return false
	}
	p, ok := w.throughLinks(path.Clean(dir), true)
	if !ok {
		return false
	}
	if w.fsOn() {
		p = resolve(p)
	}
	if !w.inTemp(p) {
		return false
	}
	if w.fsOn() {
		if root := gitRoot(p); root != "" {
			if fi, err := os.Lstat(root + "/.git"); err != nil || !fi.IsDir() || !w.inTemp(root) {
				return false
			}
		}
	}
	return true
}

// inTemp reports a path strictly inside a temp folder and outside the
// project and home.
func (w *walker) inTemp(p string) bool {
	env := w.g.env
	if under(p, env.Project) || under(p, env.Home) {
		return false
	}
	for _, t := range tempRoots {
		if under(p, t) && p != t {
			return true
		}
	}
	return env.TmpDir != "" && under(p, path.Clean(env.TmpDir)) && p != path.Clean(env.TmpDir) && strings.Count(path.Clean(env.TmpDir), "/") >= 2
}

// gitCommandOptions judges the options whose value git runs as a command
// (clone's and fetch's --upload-pack, push's --receive-pack, archive's
// --exec, send-email's --to-cmd, --cc-cmd and --header-cmd, and its
// --smtp-server when it names a program), and the files the line wrote
// that an option names (clone --template=DIR over hooks written there,
// --smtp-server=/tmp/x.sh).
func (w *walker) gitCommandOptions(rest []arg, seg string, depth int) {
	var named []string
	for i, a := range rest {
		name, val, hasVal := strings.Cut(a.s, "=")
		if !hasVal && i+1 < len(rest) {
			val = rest[i+1].s
		}
		switch name {
		case "--upload-pack", "-u", "--receive-pack", "--exec", "--to-cmd", "--cc-cmd", "--header-cmd":
			if name == "-u" && hasVal {
				continue
			}
			if val != "" && !strings.Contains(val, dyn) {
				w.script(val, depth+1, "git "+name)
			}
		case "--smtp-server", "--template", "--sendmail-cmd":
			if name == "--sendmail-cmd" && val != "" && !strings.Contains(val, dyn) {
				w.script(val, depth+1, "git "+name)
			}
			named = append(named, val)
		}
	}
	if len(named) > 0 {
		w.namedFiles("git", named, seg, depth, nil)
	}
}

// startupPluginDir reports a folder under home's dot folders where a
// shell, an editor or a multiplexer loads plugins from at every start
// (oh-my-zsh's custom plugins, a Vim or Neovim pack, tmux's plugins,
// fish's conf.d, zsh plugin managers' folders).
func startupPluginDir(p, home string) bool {
	rel, ok := strings.CutPrefix(p, home+"/")
	if home == "" || !ok || !strings.HasPrefix(rel, ".") {
		return false
	}
	for _, part := range []string{"/plugins/", "/pack/", "/custom/", "/conf.d/", "/themes/", "/bundle/"} {
		if strings.Contains("/"+rel+"/", part) {
			return true
		}
	}
	return false
}

// gitReads judges the files git reads by path outside the repository's
// objects: git diff --no-index prints both files whole, and git
// hash-object reads a file into the object store (-w), where cat-file
// prints it. A credential named there is read.
func (w *walker) gitReads(args []arg, seg string) {
	args = skipOpts(args, "cC", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env")
	if len(args) < 2 {
		return
	}
	switch sub, rest := args[0].s, args[1:]; {
	case sub == "diff" && hasArg(rest, "--no-index"), sub == "hash-object":
		_, ops := opts(skipOpts(rest, "t", "--path", "--type"))
		for _, o := range ops {
			w.readTarget(o, seg)
		}
	}
}

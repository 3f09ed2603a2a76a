package guard

import "strings"

// Pushes that do not go through git push in the repository: tools with a
// push of their own (jj, Sapling) talk to the remote without running git's
// pre-push hook, so nothing scans what they publish; stack tools told to
// force (Graphite's --force, git-machete's traverse --yes) and gh's repo
// sync --force overwrite branches on the remote. (ghstack force-pushes
// only the stack's own branches, through git push and its hook.)

// otherPush judges a push made by a tool other than git push.
func (w *walker) otherPush(name string, args []arg, seg string) {
	_, ops := opts(args)
	sub := func(i int) string {
		if i < len(ops) {
			return ops[i].s
		}
		return ""
	}
	switch name {
	case "jj":
		if sub(0) == "git" && sub(1) == "push" {
			w.add("git-push-unhooked", seg, "jj git push publishes commits without git's pre-push hook, so nothing scans them")
		}
	case "sl", "sapling":
		if sub(0) == "push" {
			w.add("git-push-unhooked", seg, name+" push publishes commits without git's pre-push hook, so nothing scans them")
		}
	case "gt":
		if (sub(0) == "submit" || sub(0) == "ss" || sub(0) == "stack" && sub(1) == "submit") && hasArg(args, "--force", "-f") {
			w.add("git-push-force", seg, "gt submit --force overwrites the remote's branches")
		}
	case "git-machete":
		w.macheteTraverse(args, seg)
	case "gh":
		if sub(0) == "repo" && sub(1) == "sync" && hasArg(args, "--force") {
			w.add("git-push-force", seg, "gh repo sync --force overwrites a branch with its source's, dropping its own commits")
		}
	case "datalad":
		if sub(0) == "push" {
			w.add("git-push-unhooked", seg, "datalad push sends annexed data by git-annex's own transfer, which no pre-push scan reads")
		}
	case "bfg":
		w.add("git-history-rewrite", seg, "the BFG rewrites every commit of the repository's history")
	case "hg", "chg":
		if sub(0) == "strip" || sub(0) == "prune" || sub(0) == "debugstrip" {
			w.add("git-history-rewrite", seg, name+" "+sub(0)+" removes changesets and all their descendants from the repository")
		}
	}
	if name != "git" {
		w.pushWords(name, args, ops, seg)
	}
	w.pushLibrary(name, args, seg)
}

// vcsProgram is a version control tool (or a git implementation) whose
// push subcommand publishes commits: "-f" is its force there.
func vcsProgram(name string) bool {
	switch name {
	case "jj", "sl", "sapling", "hg", "chg", "bzr", "brz", "fossil", "darcs", "pijul", "dolt", "dulwich", "jgit", "gix",
		"got", "git-town", "gitless", "gl", "lazygit", "tig", "gitui", "stg", "guilt", "topgit", "gs", "git-spice", "av",
		"spr", "sapling-scm", "ghstack", "grit":
		return true
	}
	return false
}

// gitImplementation is a program that speaks git's protocol itself: its
// push never runs the repository's pre-push hook.
func gitImplementation(name string) bool {
	switch name {
	case "dulwich", "jgit", "gix", "got", "gogit", "go-git", "isomorphic-git":
		return true
	}
	return false
}

// pushWords judges any tool's own push: one told to force ("--force",
// "--overwrite", a +refspec, "-f" where the tool is a VCS) overwrites the
// remote's branches; a git implementation's plain push skips the hook.
func (w *walker) pushWords(name string, args, ops []arg, seg string) {
	at := -1
	for i, o := range ops {
		if i > 2 {
			break
		}
		if o.s == "git" || base(o.s) == "git" {
			return // a wrapper's git push: the words of the wrapper are judged as git's
		}
		if o.s == "push" || o.s == "submit" && vcsProgram(name) {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	force := hasArg(args, "--force", "--overwrite", "--force-with-lease", "--force-push") || vcsProgram(name) && hasArg(args, "-f")
	for _, o := range ops[at+1:] {
		if strings.HasPrefix(o.s, "+") && len(o.s) > 1 {
			force = true // +main, +refs/heads/main: a forced refspec
		}
	}
	switch {
	case force && (vcsProgram(name) || hasRemoteWord(ops[at+1:])):
		w.add("git-push-force", seg, name+" "+ops[at].s+" with force overwrites the remote's branches")
	case gitImplementation(name):
		w.add("git-push-unhooked", seg, name+" push publishes commits without git's pre-push hook, so nothing scans them")
	}
}

// hasRemoteWord reports a remote's name or URL among a push's operands.
func hasRemoteWord(ops []arg) bool {
	for _, o := range ops {
		if o.s == "origin" || o.s == "upstream" || strings.Contains(o.s, "://") || strings.HasPrefix(o.s, "git@") || strings.HasSuffix(o.s, ".git") {
			return true
		}
	}
	return false
}

// gitLibraries are names that mark code driving git through a library
// (pygit2, isomorphic-git, dulwich, NodeGit, simple-git, go-git, Rugged,
// JGit, magit): a push there never runs the pre-push hook.
var gitLibraries = []string{"pygit2", "isomorphic-git", "dulwich", "nodegit", "simple-git", "go-git", "rugged", "jgit", "magit",
	"libgit2", "gitpython", "git.repo(", "porcelain.push", "gix::"}

// pushLibrary judges code given to a program that pushes through a git
// library: with force (a +refspec, force: true, "--force") it overwrites
// the remote's branches; without, it publishes past the hook.
func (w *walker) pushLibrary(name string, args []arg, seg string) {
	for _, a := range args {
		if a.dyn || len(a.s) < 12 || !strings.Contains(a.s, "push") {
			continue
		}
		l := strings.ToLower(a.s)
		if !containsAny(l, gitLibraries) {
			continue
		}
		if containsAny(l, []string{"force: true", "force=true", "force=1", "'+refs/", "\"+refs/", "\"--force\"", "'--force'", ":force t", "forcepush"}) {
			w.add("git-push-force", seg, name+"'s code force-pushes through a git library")
		} else {
			w.add("git-push-unhooked", seg, name+"'s code pushes through a git library, without git's pre-push hook")
		}
		return
	}
}

// macheteTraverse judges git-machete's traverse with --yes: it pushes
// every branch it rebased, with force, without asking.
func (w *walker) macheteTraverse(args []arg, seg string) {
	for i, a := range args {
		if a.s == "traverse" {
			for _, b := range args[i+1:] {
				if b.s == "--yes" || b.s == "-y" || strings.HasPrefix(b.s, "--yes") {
					w.add("git-push-force", seg, "git machete traverse --yes force-pushes every branch it rebases")
					return
				}
			}
		}
	}
}

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
	case "bfg":
		w.add("git-history-rewrite", seg, "the BFG rewrites every commit of the repository's history")
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

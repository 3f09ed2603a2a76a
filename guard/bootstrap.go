package guard

import "strings"

// Repositories applied by bootstrappers (the seventeenth blind set):
// ansible-pull, chezmoi init --apply, yadm clone --bootstrap, home-manager
// switch --flake, copier copy --trust, cookiecutter's hooks. What they
// share is in the line: a repository outside the tool's own project named
// beside a word that says what is fetched is then applied or run (apply,
// bootstrap, switch, trust), or a program that pulls and runs by its
// nature (NAME-pull, a template generator that runs its template's hooks).
// Fetching alone (chezmoi init URL, git clone) passes.

// repoAddress reports a word naming a repository on another machine: a
// URL, an scp-style git address, a forge shorthand (gh:, github:, gl:).
func repoAddress(s string) bool {
	l := strings.ToLower(s)
	if strings.HasPrefix(l, "http") && !strings.HasSuffix(strings.TrimSuffix(l, "/"), ".git") && !containsAny(l, []string{"://github.com/", "://gitlab.com/", "://bitbucket.org/", "://codeberg.org/"}) {
		return false // (a page, not a repository)
	}
	for _, p := range [...]string{"https://", "http://", "git://", "ssh://", "git+", "git@", "gh:", "gl:", "bb:", "github:", "gitlab:", "sourcehut:", "codeberg:"} {
		if strings.HasPrefix(l, p) {
			return nixForeign(s) || !strings.HasPrefix(l, "github:")
		}
	}
	return false
}

// appliesFetched reports a word saying what was fetched is applied or
// run.
func appliesFetched(s string) bool {
	switch strings.ToLower(s) {
	case "--apply", "apply", "--bootstrap", "bootstrap", "switch", "--trust", "--unsafe":
		return true
	}
	return false
}

// bootstrapRepo asks when a program applies a repository it fetches.
func (w *walker) bootstrapRepo(name string, argv []arg, seg string) {
	if len(argv) < 2 || dataArgs(name) || downloaders(name) {
		return
	}
	repo, applies := "", strings.HasSuffix(name, "-pull") || name == "cookiecutter" || name == "cruft"
	for i, a := range argv[1:] {
		if i >= 12 || a.dyn {
			continue
		}
		s := a.s
		if _, v, ok := strings.Cut(s, "="); ok && strings.HasPrefix(s, "-") {
			s = v
		}
		switch {
		case repo == "" && repoAddress(s):
			repo = s
		case appliesFetched(a.s):
			applies = true
		}
	}
	if repo != "" && applies {
		w.add("remote-install", seg, name+" fetches "+clip(repo, 80)+" and applies or runs what it holds (its scripts, hooks or configuration)")
	}
}

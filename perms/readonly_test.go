package perms

import (
	"strings"
	"testing"
)

func TestReadOnly(t *testing.T) {
	yes := []string{
		"git status", "git status --short", "git status -sb", "git status -u no",
		"git log", "git log --oneline -5", "git log -n 3 --stat", "git log --max-count=3", "git log HEAD~3..HEAD -- main.go",
		"git log -p", "git log --author alice", "git log --since=yesterday",
		"git diff", "git diff --cached", "git diff HEAD~1 -- a.go", "git diff --stat main",
		"git show", "git show HEAD", "git show --stat HEAD~2",
	}
	no := []string{
		"git", "git push", "git commit -m x", "git -C /tmp log", "/usr/bin/git log", "make", "ls",
		"git log --format=%H", "git log --pretty=oneline", "git log --output=/tmp/x", "git diff --no-index a b",
		"git diff -O order.txt", "git diff --ext-diff", "git log --max-count=x", "git status -5",
		"git log --author", "git log $(id)", "git log '*'", "git show -pX", "git status --short=x",
		"git diff --submodule=log",
	}
	for _, c := range yes {
		if !ReadOnly(strings.Fields(c)) {
			t.Errorf("ReadOnly(%q) = false, want true", c)
		}
	}
	for _, c := range no {
		if ReadOnly(strings.Fields(c)) {
			t.Errorf("ReadOnly(%q) = true, want false", c)
		}
	}
}

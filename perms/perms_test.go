package perms

import (
	"errors"
	"io/fs"
	"testing"
)

func TestMatch(t *testing.T) {
	cases := []struct {
		spec, cmd string
		want      bool
	}{
		{"*", "anything at all", true},
		{"npm run test:*", "npm run test", true},
		{"npm run test:*", "npm run test --watch", true},
		{"npm run test:*", "npm run testing", false},
		{"npm run test:*", "npm run build", false},
		{"git status", "git status", true},
		{"git status", "git status -s", false},
		{"ls *", "ls", true},
		{"ls *", "ls -la", true},
		{"ls *", "lsof", false},
		{"ls*", "lsof", true},
		{"git * main", "git push origin main", true},
		{"git * main", "git push origin main2", false},
		{"* install", "npm install", true},
		{"go test *", "go test ./...", true},
		{"go test *", "go testx", false},
		{"go test *", "go build ./...", false},
		{"curl http://x.com/:*", "curl http://x.com/a", false}, // no space after the prefix
		{"a.b(c)", "a.b(c)", true},                             // regexp metacharacters are literal
		{"a.b(c)", "aXb(c)", false},
	}
	for _, c := range cases {
		if got := match(c.spec, c.cmd); got != c.want {
			t.Errorf("match(%q, %q) = %v, want %v", c.spec, c.cmd, got, c.want)
		}
	}
}

func TestBashSpec(t *testing.T) {
	for in, want := range map[string]string{"Bash": "*", "Bash(*)": "*", "Bash()": "*", "Bash(git log:*)": "git log:*", " Bash(ls) ": "ls"} {
		if got, ok := bashSpec(in); !ok || got != want {
			t.Errorf("bashSpec(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"Read", "Edit(*.go)", "Bash(ls", "WebFetch(domain:x)", "BashX(ls)"} {
		if _, ok := bashSpec(in); ok {
			t.Errorf("bashSpec(%q) accepted a non-Bash rule", in)
		}
	}
}

func sub(text string, words ...string) Subcommand {
	return Subcommand{Text: text, Words: words, Sure: true}
}

func TestDecide(t *testing.T) {
	r, err := Parse("settings.json", []byte(`{"permissions":{
		"allow":["Bash(go test:*)","Bash(git status)","Bash(cd *)","Read(*)"],
		"ask":["Bash(git push:*)"],
		"deny":["Bash(rm -rf:*)","Bash(curl *)"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		whole string
		subs  []Subcommand
		want  string
	}{
		{"allowed", "go test ./...", []Subcommand{sub("go test ./...", "go", "test", "./...")}, Allow},
		{"every part allowed", "cd x && go test", []Subcommand{sub("cd x"), sub("go test")}, Allow},
		{"one part not allowed", "cd x && make", []Subcommand{sub("cd x"), sub("make")}, None},
		{"ask wins over allow", "go test && git push", []Subcommand{sub("go test"), sub("git push")}, Ask},
		{"deny wins over ask", "git push; rm -rf /", []Subcommand{sub("git push"), sub("rm -rf /")}, Deny},
		{"deny sees unquoted words", `"rm" -rf x`, []Subcommand{sub(`"rm" -rf x`, "rm", "-rf", "x")}, Deny},
		{"deny sees past env prefixes", `X=1 curl a`, []Subcommand{sub(`X=1 curl a`, "curl", "a")}, Deny},
		{"unsure part is never allowed", "go test $(x)", []Subcommand{{Text: "go test $(x)", Sure: false}}, None},
		{"exact rule needs the exact command", "git status -s", []Subcommand{sub("git status -s")}, None},
		{"no subcommands", "", nil, None},
	}
	for _, c := range cases {
		if got, _ := r.Decide(c.whole, c.subs); got != c.want {
			t.Errorf("%s: Decide(%q) = %q, want %q", c.name, c.whole, got, c.want)
		}
	}
	all, _ := Parse("s", []byte(`{"permissions":{"allow":["Bash"]}}`))
	if got, _ := all.Decide("make", []Subcommand{{Text: "make $(x)"}}); got != Allow {
		t.Errorf("bare Bash allow rule: got %q", got)
	}
}

func TestLoad(t *testing.T) {
	files := map[string]string{
		"/m/managed-settings.json":        `{"permissions":{"deny":["Bash(curl:*)"]}}`,
		"/m/managed-settings.d/10-a.json": `{"permissions":{"ask":["Bash(git push:*)"]}}`,
		"/m/managed-settings.d/notes.txt": `not json`,
		"/u/settings.json":                `{"permissions":{"allow":["Bash(go test:*)"]}}`,
		"/p/.claude/settings.json":        `{"permissions":{"allow":["Bash(make)"]}}`,
		"/p/.claude/settings.local.json":  `{broken`,
	}
	read := func(p string, _ int64) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, fs.ErrNotExist
	}
	list := func(string) ([]string, error) { return []string{"notes.txt", "10-a.json"}, nil }
	r, errs := Load(Paths{Managed: "/m/managed-settings.json", ManagedDir: "/m/managed-settings.d", User: "/u/settings.json", Project: "/p/.claude/settings.json", Local: "/p/.claude/settings.local.json"}, read, list)
	if len(r.Deny) != 1 || len(r.Ask) != 1 || len(r.Allow) != 2 {
		t.Fatalf("rules: %+v", r)
	}
	var fe *FileError
	if len(errs) != 1 || !errors.As(errs[0], &fe) || fe.Path != "/p/.claude/settings.local.json" {
		t.Fatalf("errors: %v", errs)
	}
	if r.Deny[0].Source != "/m/managed-settings.json" {
		t.Errorf("source: %q", r.Deny[0].Source)
	}
}

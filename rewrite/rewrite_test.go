package rewrite

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"mvdan.cc/sh/v3/syntax"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/perms"
)

const exe = "/opt/hook tool/hooktool" // a space, so the path must be quoted

var wrap = `'/opt/hook tool/hooktool' reduce -- `

func newGuard(t testing.TB) *guard.Guard {
	cfg, err := config.Load(config.Paths{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := guard.New(cfg, guard.Env{Home: "/home/dev", Project: "/work/p", Cwd: "/work/p"})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// bases all have a reducer; contexts place them where their output does or
// does not reach the model. want is how many stages get wrapped.
var bases = []string{
	"go test ./...", "go test -run 'Test.*Parse' -v ./pkg/...", "go build ./...", "go vet ./...",
	"git status", "git -C repo status --short", "git diff HEAD~1 -- src", "git log --oneline -n 5", "git show HEAD",
	"npm install", "npm test", "pnpm install --frozen-lockfile", "yarn test", "npx tsc --noEmit", "npx eslint .",
	"pytest -x tests/", "python3 -m pytest -q", "cargo build --release", "cargo test -- --nocapture",
	"make -k all", "docker build -t app:dev .", `find . -name "*.go"`, "ls -R src", "tree -L 2",
	"FOO=1 BAR='a b' go test ./...", `"git" status`, "timeout 300 go test ./...", "env GOFLAGS=-mod=mod go vet ./...",
}

var contexts = []struct {
	tmpl string
	want int
}{
	{"%s", 1},
	{"%s 2>&1", 1},
	{"%s 2>/dev/null", 1},
	{"cd sub && %[1]s", 1},
	{"%s; echo done", 1},
	{"%s && %[1]s", 2},
	{"%s || echo failed", 1},
	{"%s # a comment", 1},
	{"%s\n%[1]s", 2},
	{"! %s", 1},
	{"%s <<'EOF'\nbody $x\nEOF", 1},
	{"%s | tail -5", 0},
	{"%s 2>&1 | grep -v ok", 0},
	{"%s |& cat", 0},
	{"%s > out.txt", 0},
	{"%s >> log 2>&1", 0},
	{"%s &> all.log", 0},
	{"%s >&2", 0},
	{"%s &", 0},
	{"if true; then %s; fi", 0},
	{"for i in 1 2; do %s; done", 0},
	{"case $x in a) %s;; b) echo b;; esac", 0},
	{"( %s )", 0},
	{"{ %s; } 2>&1 | cat", 0},
	{"echo $(%s)", 0},
	{"x=`%s`", 0},
	{"time %s", 0},
	{`bash -c "%s"`, 0},
	{`echo "%s"`, 0},
	{"f() { %s; }; f", 0},
	{"diff <(%s) expected", 0},
}

func TestRewriteInvariants(t *testing.T) {
	g := newGuard(t)
	r := &Rewriter{Wrap: true, Exe: exe}
	n, wrapped := 0, 0
	for _, b := range bases {
		for _, c := range contexts {
			cmd := fmt.Sprintf(c.tmpl, b)
			n++
			out, changes := r.Command(cmd)
			if len(changes) != c.want {
				t.Errorf("%q: %d stages wrapped, want %d (got %q)", cmd, len(changes), c.want, out)
				continue
			}
			if len(changes) > 0 {
				wrapped++
			}
			checkRewrite(t, g, cmd, out, changes)
		}
	}
	if n < 100 {
		t.Fatalf("only %d commands", n)
	}
	t.Logf("%d commands, %d rewritten; outside the spliced spans byte-identical, all parse, guard verdicts equal", n, wrapped)
}

// checkRewrite checks the invariants of one rewrite: every change is an
// insertion, removing the inserted text gives back the original byte for
// byte, the result parses, and the guard judges both alike.
func checkRewrite(t *testing.T, g *guard.Guard, cmd, out string, changes []Change) {
	t.Helper()
	back := out
	for _, c := range changes {
		if c.Start != c.End || c.New != wrap {
			t.Errorf("%q: change %+v is not the wrap insertion", cmd, c)
			return
		}
		at := c.Start // earlier insertions are already removed from back
		if back[at:at+len(c.New)] != c.New {
			t.Errorf("%q: inserted text not at %d in %q", cmd, at, out)
			return
		}
		back = back[:at] + back[at+len(c.New):]
	}
	if back != cmd {
		t.Errorf("outside the splices the bytes differ:\n orig %q\n back %q", cmd, back)
	}
	if _, err := syntax.NewParser().Parse(strings.NewReader(out), ""); err != nil {
		t.Errorf("%q does not parse: %v", out, err)
	}
	if a, b := g.Bash(cmd), g.Bash(out); a.Decision != b.Decision || a.Rule != b.Rule {
		t.Errorf("guard verdict changed: %q -> %s/%s, %q -> %s/%s", cmd, a.Decision, a.Rule, out, b.Decision, b.Rule)
	}
}

func TestRewriteExact(t *testing.T) {
	r := &Rewriter{Wrap: true, Exe: "/usr/local/bin/hooktool"}
	cases := map[string]string{
		"go test ./... 2>&1":                     "/usr/local/bin/hooktool reduce -- go test ./... 2>&1",
		"cd a && git status; git diff | head -3": "cd a && /usr/local/bin/hooktool reduce -- git status; git diff | head -3",
		"FOO=1  go   test  './x y'":              "FOO=1  /usr/local/bin/hooktool reduce -- go   test  './x y'",
		"hooktool reduce -- go test":             "hooktool reduce -- go test",
		"/usr/local/bin/hooktool reduce -- make": "/usr/local/bin/hooktool reduce -- make",
		"cat go.mod":                             "cat go.mod",
		"ls -la":                                 "ls -la",
		"$GO test ./...":                         "$GO test ./...",
		"git status && case x in x) echo;; esac": "/usr/local/bin/hooktool reduce -- git status && case x in x) echo;; esac",
		"echo 'unterminated":                     "echo 'unterminated",
		"make() { echo no; }; make":              "make() { echo no; }; make",
		"timeout 120 go test ./...":              "timeout 120 /usr/local/bin/hooktool reduce -- go test ./...",
		"timeout -k 5 -s INT 2m cargo test":      "timeout -k 5 -s INT 2m /usr/local/bin/hooktool reduce -- cargo test",
		"nice -n 10 make -j2":                    "nice -n 10 /usr/local/bin/hooktool reduce -- make -j2",
		"env CGO_ENABLED=0 go build ./...":       "env CGO_ENABLED=0 /usr/local/bin/hooktool reduce -- go build ./...",
		"env -i go test":                         "env -i go test",
		"timeout 5":                              "timeout 5",
		"sudo make install":                      "sudo make install",
		"gcc --help":                             "gcc --help",
		"go help testflag":                       "go help testflag",
		"git reflog -n 40":                       "/usr/local/bin/hooktool reduce -- git reflog -n 40",
		`bash -c "go test ./..."`:                `bash -c "go test ./..."`,
		"function git { :; }\ngit status":        "function git { :; }\ngit status",
		// Test runners, builds and compilers with no reducer of their
		// own: the generic rules read them. Not a REPL or a client.
		"ctest -V -R harvest":          "/usr/local/bin/hooktool reduce -- ctest -V -R harvest",
		"bundle exec rspec spec/a.rb":  "/usr/local/bin/hooktool reduce -- bundle exec rspec spec/a.rb",
		"./gradlew test":               "/usr/local/bin/hooktool reduce -- ./gradlew test",
		"g++ -std=c++17 -c src/a.cpp":  "/usr/local/bin/hooktool reduce -- g++ -std=c++17 -c src/a.cpp",
		"dotnet test":                  "/usr/local/bin/hooktool reduce -- dotnet test",
		"dotnet":                       "dotnet",
		"swift":                        "swift",
		"sbt":                          "sbt",
		"sbt test":                     "/usr/local/bin/hooktool reduce -- sbt test",
		"psql -d app -c 'select 1'":    "psql -d app -c 'select 1'",
		"ansible-playbook -C site.yml": "/usr/local/bin/hooktool reduce -- ansible-playbook -C site.yml",
	}
	for in, want := range cases {
		if got, _ := r.Command(in); got != want {
			t.Errorf("Command(%q)\n got %q\nwant %q", in, got, want)
		}
	}
	off := &Rewriter{Exe: "/usr/local/bin/hooktool"}
	if got, ch := off.Command("go test ./..."); got != "go test ./..." || ch != nil {
		t.Errorf("wrap off still rewrote: %q", got)
	}
}

func TestUserRules(t *testing.T) {
	r := &Rewriter{Exe: "/bin/hooktool", Rules: []Rule{
		{Match: "git log", Unless: []string{"--oneline", "-n"}, Template: "git log --oneline -n 30 {args}"},
		{Match: "jest", Template: "{hooktool} reduce -- {cmd}"},
	}}
	cases := map[string]string{
		"git log":                       "git log --oneline -n 30",
		"git log --stat src 2>&1":       "git log --oneline -n 30 --stat src 2>&1",
		"git log --oneline":             "git log --oneline",
		"/usr/bin/git log -p | less":    "/usr/bin/git log -p | less",
		"X=1 /usr/bin/git log -p; make": "X=1 git log --oneline -n 30 -p; make",
		"jest --ci":                     "/bin/hooktool reduce -- jest --ci",
	}
	for in, want := range cases {
		if got, _ := r.Command(in); got != want {
			t.Errorf("Command(%q)\n got %q\nwant %q", in, got, want)
		}
	}
}

func event(t *testing.T, mode, cmd string) *handlers.Event {
	t.Helper()
	raw := fmt.Sprintf(`{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/work/p","permission_mode":%q,"tool_name":"Bash","tool_input":{"command":%q,"description":"run it","timeout":120000,"run_in_background":false},"tool_use_id":"t"}`, mode, cmd)
	ev, err := handlers.Decode([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func rulesOf(t *testing.T, js string) func() perms.Rules {
	r, err := perms.Parse("settings.json", []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return func() perms.Rules { return r }
}

func TestHandleDecisions(t *testing.T) {
	g := newGuard(t)
	guardFn := func(ev *handlers.Event) handlers.Verdict {
		res := g.Bash(ev.Get("tool_input.command").String())
		return handlers.Verdict{Decision: res.Decision, Rule: res.Rule}
	}
	allowGoTest := `{"permissions":{"allow":["Bash(go test:*)"]}}`
	none := `{}`
	cases := []struct {
		name, mode, cmd, settings string
		verdict                   string
		unapproved                string
		want                      string // "" = no rewrite
	}{
		{"allowed by a rule", "default", "go test ./...", allowGoTest, "", "", "allow"},
		{"no rule: ask", "default", "go test ./...", none, "", "", "ask"},
		{"no rule, skip configured", "default", "go test ./...", none, "", "skip", ""},
		{"acceptEdits is default for Bash", "acceptEdits", "go test ./...", none, "", "", "ask"},
		{"deny rule: never rewritten", "default", "go test ./...", `{"permissions":{"deny":["Bash(go test:*)"]}}`, "", "", ""},
		{"ask rule: never rewritten", "bypassPermissions", "go test ./...", `{"permissions":{"ask":["Bash(go:*)"]}}`, "", "", ""},
		{"deny on another part", "default", "go test ./... && curl x", `{"permissions":{"allow":["Bash"],"deny":["Bash(curl:*)"]}}`, "", "", ""},
		{"bypass runs without prompts", "bypassPermissions", "go test ./...", none, "", "", "allow"},
		{"dontAsk without an allow rule", "dontAsk", "go test ./...", none, "", "", ""},
		{"dontAsk with an allow rule", "dontAsk", "go test ./...", allowGoTest, "", "", "allow"},
		{"auto without an allow rule", "auto", "go test ./...", none, "", "", ""},
		{"auto with an allow rule", "auto", "go test ./...", allowGoTest, "", "", "allow"},
		{"plan mode", "plan", "go test ./...", allowGoTest, "", "", ""},
		{"guard denied", "default", "go test ./...", allowGoTest, "deny", "", ""},
		{"guard asked", "default", "go test ./...", allowGoTest, "ask", "", ""},
		{"guard allowed", "default", "go test ./...", none, "allow", "", "allow"},
		{"partly allowed compound", "default", "go test ./... && make", allowGoTest, "", "", "ask"},
		{"nothing to wrap", "default", "echo hi", allowGoTest, "", "", ""},
	}
	for _, c := range cases {
		r := &Rewriter{Wrap: true, Exe: "/bin/hooktool", Unapproved: "ask", RulesTrusted: true, Perms: rulesOf(t, c.settings)}
		if c.unapproved != "" {
			r.Unapproved = c.unapproved
		}
		if c.verdict == "" {
			r.Guard = guardFn
		}
		ev := event(t, c.mode, c.cmd)
		upd, dec, why := r.Handle(ev, handlers.Verdict{Decision: c.verdict})
		if dec != c.want || (c.want == "") != (upd == nil) {
			t.Errorf("%s: decision %q (updated %v), want %q", c.name, dec, upd != nil, c.want)
			continue
		}
		if upd == nil {
			continue
		}
		if why == "" {
			t.Errorf("%s: no reason", c.name)
		}
		// The whole tool_input, only the command changed.
		in := gjson.Parse(ev.Get("tool_input").Raw)
		out := gjson.ParseBytes(upd)
		in.ForEach(func(k, v gjson.Result) bool {
			if k.String() != "command" && out.Get(k.String()).Raw != v.Raw {
				t.Errorf("%s: field %s changed: %s -> %s", c.name, k, v.Raw, out.Get(k.String()).Raw)
			}
			return true
		})
		if !strings.Contains(out.Get("command").String(), "/bin/hooktool reduce -- go test") {
			t.Errorf("%s: command %q", c.name, out.Get("command").String())
		}
	}
}

func TestHandleGuardMustAgree(t *testing.T) {
	// A guard that judges the wrapped form differently stops the rewrite.
	r := &Rewriter{Wrap: true, Exe: "/bin/hooktool", Unapproved: "ask", Perms: rulesOf(t, `{}`),
		Guard: func(ev *handlers.Event) handlers.Verdict {
			if strings.Contains(ev.Get("tool_input.command").String(), "reduce") {
				return handlers.Verdict{Decision: "ask", Rule: "x"}
			}
			return handlers.Verdict{}
		}}
	if upd, _, _ := r.Handle(event(t, "default", "go test ./..."), handlers.Verdict{}); upd != nil {
		t.Errorf("rewrote although the guard's verdict changed: %s", upd)
	}
}

func TestUntrustedRulesNeverAllow(t *testing.T) {
	r := &Rewriter{Exe: "/bin/hooktool", Unapproved: "ask", RulesTrusted: false,
		Rules: []Rule{{Match: "go test", Template: "go test -count=1 {args}"}},
		Perms: rulesOf(t, `{"permissions":{"allow":["Bash(go test:*)"]}}`)}
	for _, mode := range []string{"default", "bypassPermissions"} {
		if _, dec, _ := r.Handle(event(t, mode, "go test ./..."), handlers.Verdict{}); dec != "ask" {
			t.Errorf("%s: untrusted rule rewrite got %q, want ask", mode, dec)
		}
	}
	r.RulesTrusted = true
	if _, dec, _ := r.Handle(event(t, "default", "go test ./..."), handlers.Verdict{}); dec != "allow" {
		t.Errorf("trusted rule, both commands allowed: got %q, want allow", dec)
	}
}

func TestFromConfigTrust(t *testing.T) {
	cfg, err := config.FromJSON(config.LayerProject, []byte(`{"reduce":{"rewrite":true,"hooktool":"/tmp/evil","rules":[{"match":"ls","template":"ls -1"}]}}`))
	if err != nil {
		t.Fatal(err)
	}
	r := FromConfig(cfg, "/usr/bin/hooktool")
	if !r.Wrap || r.Exe != "/usr/bin/hooktool" || r.RulesTrusted || len(r.Rules) != 1 {
		t.Errorf("project layer: %+v", r)
	}
	cfg, _ = config.FromJSON(config.LayerUser, []byte(`{"reduce":{"hooktool":"/opt/hooktool","rules":[{"match":"ls","template":"ls -1"}]}}`))
	r = FromConfig(cfg, "/usr/bin/hooktool")
	if r.Wrap || r.Exe != "/opt/hooktool" || !r.RulesTrusted {
		t.Errorf("user layer: %+v", r)
	}
}

func TestProxiedKeepsDenyAndAskRules(t *testing.T) {
	r := &Rewriter{Exe: "/bin/hooktool", Unapproved: "ask", Perms: rulesOf(t, `{"permissions":{"deny":["Bash(rm:*)"],"ask":["Bash(git push:*)"],"allow":["Bash"]}}`)}
	cases := map[string]string{
		"hooktool reduce -- rm -rf build":            "deny",
		"/usr/bin/hooktool reduce rm -rf build":      "deny",
		"cd x && hooktool reduce -- git push origin": "ask",
		"hooktool reduce -- go test ./...":           "",
		"rm -rf build":                               "", // no wrapper: Claude Code's own rule sees it
		"echo reduce":                                "",
	}
	for _, mode := range []string{"default", "bypassPermissions", "plan"} {
		for cmd, want := range cases {
			upd, dec, why := r.Handle(event(t, mode, cmd), handlers.Verdict{})
			if dec != want {
				t.Errorf("%s %q: decision %q, want %q", mode, cmd, dec, want)
				continue
			}
			if want != "" {
				if gjson.GetBytes(upd, "command").String() != cmd || !strings.Contains(why, "permission rule") {
					t.Errorf("%q: updated %s, why %q", cmd, upd, why)
				}
			}
		}
	}
}

// The client runs its own read-only commands without a prompt: a rewrite
// of one keeps that (allow); anything else no rule allows is left alone
// by default, and asked about only when reduce.unapproved is "ask".
func TestHandleReadOnly(t *testing.T) {
	cases := []struct {
		name, mode, cmd, settings, unapproved string
		want                                  string
	}{
		{"git log, no rule", "default", "git log -5", `{}`, "", "allow"},
		{"git status, acceptEdits", "acceptEdits", "git status", `{}`, "", "allow"},
		{"git diff beside an allowed command", "default", "go vet ./... && git diff --stat", `{"permissions":{"allow":["Bash(go vet:*)"]}}`, "", "allow"},
		{"git log with a format the client checks further", "default", "git log --format=%H", `{}`, "", ""},
		{"git log beside make", "default", "git log && make", `{}`, "", ""},
		{"go test, no rule: left alone by default", "default", "go test ./...", `{}`, "", ""},
		{"go test, no rule, ask chosen", "default", "go test ./...", `{}`, "ask", "ask"},
		{"git log under dontAsk: only rules count", "dontAsk", "git log", `{}`, "", ""},
		{"git log with an ask rule", "default", "git log", `{"permissions":{"ask":["Bash(git log:*)"]}}`, "", ""},
	}
	for _, c := range cases {
		r := FromConfig(nil, "/bin/hooktool")
		r.Wrap, r.Perms = true, rulesOf(t, c.settings)
		if c.unapproved != "" {
			r.Unapproved = c.unapproved
		}
		upd, dec, _ := r.Handle(event(t, c.mode, c.cmd), handlers.Verdict{})
		if dec != c.want || (c.want == "") != (upd == nil) {
			t.Errorf("%s: decision %q (updated %v), want %q", c.name, dec, upd != nil, c.want)
		}
	}
}

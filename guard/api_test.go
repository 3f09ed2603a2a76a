package guard_test

import (
	"strings"
	"testing"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
)

func TestStages(t *testing.T) {
	cmd := `FOO=1 git status | head -5 && go test ./... > out.txt; (cd x && make) & echo "$(date)"`
	st, err := guard.Stages(cmd)
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		text             string
		name             string
		pipeIn, pipeOut  bool
		redirOut, nested bool
		lit              bool
	}
	wants := []want{
		{text: "FOO=1 git status", name: "git", pipeOut: true, lit: true},
		{text: "head -5", name: "head", pipeIn: true, lit: true},
		{text: "go test ./...", name: "go", redirOut: true, lit: true},
		{text: "cd x", name: "cd", nested: true, lit: true},
		{text: "make", name: "make", nested: true, lit: true},
		{text: `echo "$(date)"`, name: "echo"},
		{text: "date", name: "date", nested: true, lit: true},
	}
	if len(st) != len(wants) {
		t.Fatalf("got %d stages, want %d: %+v", len(st), len(wants), st)
	}
	for i, w := range wants {
		s := st[i]
		if got := cmd[s.Start:s.End]; got != w.text {
			t.Errorf("stage %d: text %q, want %q", i, got, w.text)
		}
		if s.Name != w.name || s.PipeIn != w.pipeIn || s.PipeOut != w.pipeOut || s.RedirOut != w.redirOut || s.Nested != w.nested || s.Literal != w.lit {
			t.Errorf("stage %d (%s): got %+v, want %+v", i, w.text, s, w)
		}
	}
	if got := cmd[st[2].StmtStart:st[2].StmtEnd]; got != "go test ./... > out.txt" {
		t.Errorf("statement with redirect: %q", got)
	}
	// Splicing by offsets keeps every other byte.
	s := st[2]
	if got := cmd[:s.Start] + "hooktool reduce -- go test ./..." + cmd[s.End:]; !strings.Contains(got, "&& hooktool reduce -- go test ./... > out.txt;") {
		t.Errorf("splice: %q", got)
	}
	if _, err := guard.Stages("echo 'unterminated"); err == nil {
		t.Error("want a parse error")
	}
}

func TestTool(t *testing.T) {
	g := newTestGuard(t)
	cases := []struct {
		tool, input, want, rule string
	}{
		{"Write", `{"file_path":"/home/dev/.claude/settings.json","content":"{}"}`, "deny", "self-protect"},
		{"Edit", `{"file_path":"/home/dev/project/.claude/settings.local.json","old_string":"a","new_string":"b"}`, "deny", "self-protect"},
		{"MultiEdit", `{"file_path":"/home/dev/project/.claude/hooktool.json","edits":[]}`, "deny", "self-protect"},
		{"NotebookEdit", `{"notebook_path":"/home/dev/project/.git/hooks/pre-push","new_source":""}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/.local/state/hooktool/state.db","content":""}`, "deny", "self-protect"},
		{"Read", `{"file_path":"/home/dev/.ssh/id_rsa"}`, "deny", "cred-read"},
		{"Read", `{"file_path":"/home/dev/.aws/credentials"}`, "deny", "cred-read"},
		{"Read", `{"file_path":"/home/dev/project/.env"}`, "ask", "env-file-read"},
		{"Grep", `{"pattern":"KEY","path":"/home/dev/.ssh"}`, "deny", "cred-read"},
		{"Read", `{"file_path":"/home/dev/project/.env.example"}`, "", ""},
		{"Read", `{"file_path":"/home/dev/.claude/settings.json"}`, "", ""},
		{"Read", `{"file_path":"/home/dev/.ssh/id_rsa.pub"}`, "", ""},
		{"Write", `{"file_path":"/home/dev/project/src/main.go","content":"package main"}`, "", ""},
		{"Write", `{"file_path":"/home/dev/project/.env","content":"A=1"}`, "", ""},
		{"Edit", `{"file_path":"/home/dev/project/README.md","old_string":"rm -rf /","new_string":"x"}`, "", ""},
		{"Bash", `{"command":"git push --force"}`, "deny", "git-push-force"},
		{"Bash", `{"command":"git push"}`, "", ""},
		{"WebFetch", `{"url":"https://example.com","prompt":"x"}`, "", ""},
	}
	for _, c := range cases {
		r := g.Tool(c.tool, []byte(c.input))
		if r.Decision != c.want || r.Rule != c.rule {
			t.Errorf("%s %s: got %q/%q, want %q/%q", c.tool, c.input, r.Decision, r.Rule, c.want, c.rule)
		}
		if r.Decision != "" && (!strings.Contains(r.Reason, r.Rule) || r.Segment == "") {
			t.Errorf("%s: reason must name the rule and segment: %+v", c.tool, r)
		}
	}
}

// layered builds a config with the given user and project guard sections.
func layered(t *testing.T, user, project, env string) *config.Config {
	t.Helper()
	dir := t.TempDir()
	p := config.Paths{}
	write := func(name, body string) string {
		if body == "" {
			return ""
		}
		f := dir + "/" + name
		if err := writeFile(f, body); err != nil {
			t.Fatal(err)
		}
		return f
	}
	p.User, p.Project, p.Env = write("user.json", user), write("project.json", project), write("env.json", env)
	cfg, err := config.Load(p)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func TestTrust(t *testing.T) {
	cases := []struct {
		name               string
		user, project, env string
		cmd                string
		want, rule         string
		wantErr            bool
	}{
		{"defaults", "", "", "", "git reset --hard", "deny", "git-reset-hard", false},
		{"project disables non-critical", "", `{"guard":{"disabled":["git-reset-hard"]}}`, "", "git reset --hard", "", "", false},
		{"project cannot disable critical", "", `{"guard":{"disabled":["git-push-force"]}}`, "", "git push -f", "deny", "git-push-force", true},
		{"env cannot disable critical", "", "", `{"guard":{"disabled":["rm-root"]}}`, "rm -rf /", "deny", "rm-root", true},
		{"user disables critical", `{"guard":{"disabled":["git-push-force"]}}`, "", "", "git push -f", "", "", false},
		{"project mode off ignored", "", `{"guard":{"mode":"off"}}`, "", "rm -rf ~", "deny", "rm-root", false},
		{"env mode ask ignored", "", "", `{"guard":{"mode":"ask"}}`, "rm -rf ~", "deny", "rm-root", false},
		{"user mode ask", `{"guard":{"mode":"ask"}}`, "", "", "rm -rf ~", "ask", "rm-root", false},
		{"user mode off", `{"guard":{"mode":"off"}}`, "", "", "rm -rf ~", "", "", false},
		{"project may tighten unparseable", "", `{"guard":{"unparseable":"deny"}}`, "", "$X -rf /", "deny", "unparseable", false},
		{"project may not relax unparseable", "", `{"guard":{"unparseable":"allow"}}`, "", "$X -rf /", "ask", "unparseable", false},
		{"user relaxes unparseable", `{"guard":{"unparseable":"allow"}}`, "", "", "$X -rf /", "", "", false},
		{"project adds a rule", "", `{"guard":{"rules":[{"id":"no-tf-destroy","decision":"deny","command":"terraform","args":["destroy"]}]}}`, "", "terraform destroy -auto-approve", "deny", "no-tf-destroy", false},
		{"project allow does not relax critical", "", `{"guard":{"rules":[{"id":"ok","decision":"allow","command":"rm"}]}}`, "", "rm -rf /", "deny", "rm-root", false},
		{"project allow quiets non-critical, no allow", "", `{"guard":{"rules":[{"id":"ok","decision":"allow","command":"git"}]}}`, "", "git reset --hard", "", "", false},
		{"user allow says allow", `{"guard":{"rules":[{"id":"ok","decision":"allow","command":"git","prefix":["status"]}]}}`, "", "", "git status", "allow", "user-allow", false},
		{"user allow needs every command", `{"guard":{"rules":[{"id":"ok","decision":"allow","command":"git","prefix":["status"]}]}}`, "", "", "git status && ls", "", "", false},
		{"user allow overrides critical", `{"guard":{"rules":[{"id":"ok","decision":"allow","command":"git","args":["--force"]}]}}`, "", "", "git push --force", "allow", "user-allow", false},
		{"user ask rule", `{"guard":{"rules":[{"id":"ask-npm-publish","decision":"ask","command":"npm","prefix":["publish"]}]}}`, "", "", "cd pkg && npm publish", "ask", "ask-npm-publish", false},
		{"infra asks by default", "", "", "", "terraform destroy", "ask", "infra-terraform-destroy", false},
		{"project may make infra deny", "", `{"guard":{"infra":"deny"}}`, "", "helm uninstall app", "deny", "infra-helm-uninstall", false},
		{"project may not relax infra", "", `{"guard":{"infra":"allow"}}`, "", "npm publish", "ask", "publish-package", false},
		{"user turns infra off", `{"guard":{"infra":"allow"}}`, "", "", "npm publish", "", "", false},
		{"one infra rule disabled", `{"guard":{"disabled":["infra-kubectl-delete"]}}`, "", "", "kubectl delete ns prod && helm uninstall x", "ask", "infra-helm-uninstall", false},
		{"mode ask leaves infra ask", `{"guard":{"mode":"ask"}}`, "", "", "gh repo delete o/r --yes", "ask", "infra-repo-delete", false},
		{"bad rule reported", `{"guard":{"rules":[{"id":"x","decision":"maybe","command":"ls"}]}}`, "", "", "ls", "", "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := guard.New(layered(t, c.user, c.project, c.env), testEnv)
			if (err != nil) != c.wantErr {
				t.Errorf("New error: %v, want error: %v", err, c.wantErr)
			}
			r := g.Bash(c.cmd)
			if r.Decision != c.want || r.Rule != c.rule {
				t.Errorf("%q: got %q/%q, want %q/%q (%s)", c.cmd, r.Decision, r.Rule, c.want, c.rule, r.Reason)
			}
		})
	}
}

func TestSettingOnError(t *testing.T) {
	if got := guard.Setting(layered(t, "", `{"guard":{"on_error":"allow"}}`, ""), "on_error", "ask"); got != "ask" {
		t.Errorf("project on_error allow: got %q, want ask", got)
	}
	if got := guard.Setting(layered(t, `{"guard":{"on_error":"allow"}}`, "", ""), "on_error", "ask"); got != "allow" {
		t.Errorf("user on_error allow: got %q, want allow", got)
	}
}

func TestRulesHaveText(t *testing.T) {
	seen := 0
	for _, r := range guard.Rules() {
		seen++
		if r.Reason == "" || (r.Decision != guard.Deny && r.Decision != guard.Ask) {
			t.Errorf("rule %s: decision %q reason %q", r.ID, r.Decision, r.Reason)
		}
		if r.Alternative == "" && r.ID != "user-rule" {
			t.Errorf("rule %s has no safer alternative", r.ID)
		}
	}
	if seen < 30 {
		t.Errorf("only %d built-in rules", seen)
	}
}

// Built-in rule ids are unique: a lookup takes the first match, so a
// duplicate would silently shadow a rule.
func TestBuiltinRuleIDsAreUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range guard.Rules() {
		if seen[r.ID] {
			t.Errorf("rule id %q is defined twice", r.ID)
		}
		seen[r.ID] = true
	}
	if len(seen) < 40 {
		t.Errorf("only %d built-in rules", len(seen))
	}
}

// Explain names the step that uncovered a command hidden from the top
// level; a plain command has none.
func TestVia(t *testing.T) {
	g := newTestGuard(t)
	cases := map[string]string{
		`C="rm -rf"; $C /`:                            "substituted variable $C",
		`trap 'rm -rf /' EXIT`:                        "trap body",
		`alias x='rm -rf /'; x`:                       "alias body x",
		`git config alias.x '!rm -rf /'`:              "git alias x",
		`docker run -v /:/h alpine rm -rf /h/etc`:     "container mount /:/h",
		`ssh host 'rm -rf /'`:                         "ssh remote command",
		`bash -c "trap 'rm -rf /' EXIT"`:              "bash -c > trap body",
		`echo 'rm -rf /' > x.sh && sh x.sh`:           "script file x.sh written earlier",
		`make -f - <<'EOF'` + "\nx:\n\trm -rf /\nEOF": "make recipe",
		`rm -rf /`: "",
	}
	for cmd, want := range cases {
		r := g.Explain(cmd)
		if r.Decision == "" || r.Via != want {
			t.Errorf("%q: decision %q via %q, want via %q", cmd, r.Decision, r.Via, want)
		}
	}
}

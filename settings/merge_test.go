package settings

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func plan(bin string) []Entry {
	cmd := ShellQuote(bin) + " hook"
	return []Entry{
		{Event: "SessionStart", Command: cmd, Timeout: 10},
		{Event: "PreToolUse", Matcher: "*", Command: cmd, Timeout: 10},
		{Event: "Stop", Command: cmd, Timeout: 10},
		{Event: "SessionEnd", Command: cmd, Timeout: 2},
	}
}

// withoutHooks is the document minus "hooks", decoded: every other key
// must survive install untouched.
func withoutHooks(t *testing.T, data []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, data)
	}
	delete(m, "hooks")
	return m
}

// userHandlers lists the commands of handlers that are not hooktool's, per
// event, in order.
func userHandlers(data []byte) map[string][]string {
	out := map[string][]string{}
	gjson.GetBytes(data, "hooks").ForEach(func(k, v gjson.Result) bool {
		for _, g := range v.Array() {
			for _, h := range g.Get("hooks").Array() {
				if !(Fingerprint{}).Match(h) {
					out[k.String()] = append(out[k.String()], h.Get("command").String())
				}
			}
		}
		return true
	})
	return out
}

func TestInstallRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.json")
	if len(files) < 6 {
		t.Fatalf("fixtures missing: %v", files)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			orig, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			once, err := Install(orig, plan("/opt/hook tool/hooktool"), Fingerprint{})
			if err != nil {
				t.Fatalf("install: %v", err)
			}
			if !json.Valid(once) {
				t.Fatalf("install wrote invalid JSON:\n%s", once)
			}
			if !reflect.DeepEqual(withoutHooks(t, orig), withoutHooks(t, once)) {
				t.Errorf("install changed other keys:\n%s", once)
			}
			if !reflect.DeepEqual(userHandlers(orig), userHandlers(once)) {
				t.Errorf("install changed the user's hooks: %v -> %v", userHandlers(orig), userHandlers(once))
			}
			found := Find(once, Fingerprint{})
			var events []string
			for _, fd := range found {
				events = append(events, fd.Event)
			}
			if got, want := strings.Join(events, ","), "PreToolUse,Stop,SessionStart,SessionEnd"; !sameSet(got, want) {
				t.Errorf("hooktool entries on %s, want %s\n%s", got, want, once)
			}
			twice, err := Install(once, plan("/opt/hook tool/hooktool"), Fingerprint{})
			if err != nil {
				t.Fatal(err)
			}
			if string(twice) != string(once) {
				t.Errorf("second install changed the file:\n%s", Diff("once", "twice", once, twice))
			}
			back, err := Uninstall(once, Fingerprint{})
			if err != nil {
				t.Fatal(err)
			}
			// Byte-identical for every well-formed file: one that holds no
			// hooktool entry and no empty "hooks" container (uninstall
			// drops a "hooks" object or event list it leaves empty, since
			// it cannot tell one the user wrote from one install made).
			if len(Find(orig, Fingerprint{})) == 0 && !hasEmptyHooks(orig) && string(back) != string(orig) {
				t.Errorf("install+uninstall is not byte-identical:\n%s", Diff("orig", "back", orig, back))
			}
			if len(Find(back, Fingerprint{})) != 0 {
				t.Errorf("uninstall left hooktool entries:\n%s", back)
			}
		})
	}
}

func hasEmptyHooks(data []byte) bool {
	h := gjson.GetBytes(data, "hooks")
	empty := h.Exists() && len(h.Map()) == 0
	h.ForEach(func(_, v gjson.Result) bool {
		empty = empty || len(v.Array()) == 0
		return true
	})
	return empty
}

func TestUninstallDropsEmptyHooks(t *testing.T) {
	orig, _ := os.ReadFile("testdata/empty-hooks.json")
	once, _ := Install(orig, plan("/b/hooktool"), Fingerprint{})
	back, err := Uninstall(once, Fingerprint{})
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"cleanupPeriodDays\": 30\n}\n"
	if string(back) != want {
		t.Errorf("got %q, want %q", back, want)
	}
}

func sameSet(a, b string) bool {
	x, y := strings.Split(a, ","), strings.Split(b, ",")
	m := map[string]int{}
	for _, s := range x {
		m[s]++
	}
	for _, s := range y {
		m[s]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return len(x) == len(y)
}

func TestInstallKeepsMatchingEntryInPlace(t *testing.T) {
	bin := "/usr/local/bin/hooktool"
	doc := []byte(`{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "*",
        "hooks": [
          {
            "type": "command",
            "command": "'/usr/local/bin/hooktool' hook",
            "timeout": 10
          }
        ]
      },
      {
        "matcher": "Bash",
        "hooks": [
          {
            "type": "command",
            "command": "mine"
          }
        ]
      }
    ]
  }
}
`)
	out, err := Install(doc, plan(bin)[1:2], Fingerprint{})
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != string(doc) {
		t.Errorf("an entry already in place was moved:\n%s", Diff("a", "b", doc, out))
	}
}

func TestInstallReplacesStaleEntries(t *testing.T) {
	orig, _ := os.ReadFile("testdata/hooktool-old.json")
	out, err := Install(orig, plan("/new/hooktool")[1:2], Fingerprint{})
	if err != nil {
		t.Fatal(err)
	}
	found := Find(out, Fingerprint{})
	if len(found) != 1 || found[0].Handler.Get("command").String() != "'/new/hooktool' hook" {
		t.Fatalf("want one new entry, got %v\n%s", found, out)
	}
	if got := userHandlers(out)["PreToolUse"]; !reflect.DeepEqual(got, []string{"/usr/local/bin/user-guard"}) {
		t.Errorf("user hook lost: %v", got)
	}
	if gjson.GetBytes(out, "hooks.PostToolBatch").Exists() {
		t.Errorf("PostToolBatch entry (not in the plan) kept:\n%s", out)
	}
	if gjson.GetBytes(out, "theme").String() != "dark" {
		t.Errorf("theme lost")
	}
}

func TestInstallRejectsInvalid(t *testing.T) {
	for _, tc := range []struct{ file, line, msg string }{
		{"testdata/comments.jsonc", ":2:3:", "comments are not allowed"},
		{"testdata/trailing-comma.jsonc", ":3:14:", "trailing comma"},
	} {
		data, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		err = Check(tc.file, data)
		if err == nil || !strings.Contains(err.Error(), tc.file+tc.line) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: got %v, want %s and %q", tc.file, err, tc.line, tc.msg)
		}
		if _, err := Install(data, plan("/x/hooktool"), Fingerprint{}); err == nil {
			t.Errorf("%s: install accepted invalid JSON", tc.file)
		}
	}
	for _, bad := range []string{`[]`, `{"hooks": []}`, `{"hooks": {"Stop": {}}}`, `{"a":1} {"b":2}`} {
		if _, err := Install([]byte(bad), plan("/x/hooktool"), Fingerprint{}); err == nil {
			t.Errorf("install accepted %s", bad)
		}
	}
}

func TestFingerprint(t *testing.T) {
	fp := Fingerprint{Paths: []string{"/opt/bin/hd"}}
	for _, tc := range []struct {
		h    string
		want bool
	}{
		{`{"type":"command","command":"'/a b/hooktool' hook"}`, true},
		{`{"type":"command","command":"hooktool hook"}`, true},
		{`{"type":"command","command":"FOO=1 \"/x/hooktool\" hook --v"}`, true},
		{`{"type":"command","command":"/x/hooktool","args":["hook"]}`, true},
		{`{"type":"command","command":"/opt/bin/hd hook"}`, true},
		{`{"type":"command","command":"'C:\\tools\\hooktool.exe' hook"}`, true},
		// Unquoted backslashes are escapes to the shell: this runs C:toolshooktool.exe.
		{`{"type":"command","command":"C:\\tools\\hooktool.exe hook"}`, false},
		{`{"type":"command","command":"hooktool guard git --pre-push"}`, false},
		{`{"type":"command","command":"/x/hooktool","args":["explain"]}`, false},
		{`{"type":"command","command":"/x/hooktool-wrapper hook"}`, false},
		{`{"type":"command","command":"echo hooktool hook"}`, false},
		{`{"type":"prompt","command":"hooktool hook"}`, false},
		{`{"type":"command","command":"cd /x && hooktool hook"}`, false},
	} {
		if got := fp.Match(gjson.Parse(tc.h)); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.h, got, tc.want)
		}
	}
}

func TestSnippetIsStable(t *testing.T) {
	s := Snippet(plan("/b/hooktool"))
	if !json.Valid(s) || !strings.HasSuffix(string(s), "}\n") {
		t.Fatalf("snippet:\n%s", s)
	}
	if !strings.Contains(string(s), "\n  \"hooks\": {\n    \"SessionStart\": [\n      {\n") {
		t.Errorf("snippet is not two-space indented:\n%s", s)
	}
	if strings.Contains(string(s), `\u0027`) {
		t.Errorf("snippet escapes quotes:\n%s", s)
	}
}

func TestDiff(t *testing.T) {
	a := []byte("a\nb\nc\nd\ne\nf\ng\nh\ni\n")
	b := []byte("a\nb\nc\nD\ne\nf\ng\nh\ni\nj\n")
	got := Diff("x", "y", a, b)
	want := "--- x\n+++ y\n@@ -1,9 +1,10 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n h\n i\n+j\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if Diff("x", "y", a, a) != "" {
		t.Error("equal inputs gave a diff")
	}
}

func TestParseVersion(t *testing.T) {
	v, err := ParseVersion("2.1.100 (Claude Code)\n")
	if err != nil || v != (Version{2, 1, 100}) {
		t.Fatalf("got %v %v", v, err)
	}
	if !v.Less(ExecFormSince) || Supports(v, "PostToolBatch") || !Supports(v, "PostToolUseFailure") {
		t.Error("2.1.100 capabilities wrong")
	}
	w, _ := ParseVersion("2.1.328 (Claude Code)")
	if w.Less(ExecFormSince) || !Supports(w, "PostToolBatch") || Supports(w, "BogusEvent") {
		t.Error("2.1.328 capabilities wrong")
	}
	if Supports(Version{}, "PostToolBatch") {
		t.Error("an unknown client must be treated as the oldest")
	}
	if _, err := ParseVersion("claude: command not found"); err == nil {
		t.Error("parsed garbage")
	}
}

func TestSetValue(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "{\n  \"reduce\": {\n    \"rewrite\": true\n  }\n}\n"},
		{"{\n  \"guard\": {\"x\": 1}\n}\n", "{\n  \"guard\": {\"x\": 1},\n  \"reduce\": {\n    \"rewrite\": true\n  }\n}\n"},
		{"{\n  \"reduce\": {\n    \"max\": 3\n  }\n}\n", "{\n  \"reduce\": {\n    \"max\": 3,\n    \"rewrite\": true\n  }\n}\n"},
		{"{\"reduce\":{\"rewrite\":false}}", "{\"reduce\":{\"rewrite\":true}}"},
	} {
		got, err := SetValue([]byte(tc.in), []byte("true"), "reduce", "rewrite")
		if err != nil || string(got) != tc.want {
			t.Errorf("SetValue(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := SetValue([]byte(`{"reduce": 3}`), []byte("true"), "reduce", "rewrite"); err == nil {
		t.Error("SetValue went through a number")
	}
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "dotfiles", "settings.json")
	if err := os.MkdirAll(filepath.Dir(real), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(real, []byte("{}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "settings.json")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	backup, err := WriteFile(link, []byte("{\"a\": 1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlink was replaced: %v", err)
	}
	got, _ := os.ReadFile(real)
	if string(got) != "{\"a\": 1}\n" {
		t.Errorf("target holds %q", got)
	}
	if fi, _ := os.Stat(real); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", fi.Mode().Perm())
	}
	if b, _ := os.ReadFile(backup); string(b) != "{}\n" || backup != real+BackupSuffix {
		t.Errorf("backup %s holds %q", backup, b)
	}
	fresh := filepath.Join(dir, "new", "deeper", "settings.json")
	if b, err := WriteFile(fresh, []byte("{}\n")); err != nil || b != "" {
		t.Errorf("new file: backup %q, %v", b, err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, "dotfiles", ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

package claudepkg

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

const list = `["PreToolUse","PostToolUse","Notification","UserPromptSubmit","SessionStart","SessionEnd","Stop","SubagentStop","PreSkillShellCommand"]`

// pkg lays out an npm install of the client whose code is code.
func pkg(t *testing.T, version string, code []byte) string {
	t.Helper()
	dir := t.TempDir()
	p := filepath.Join(dir, "node_modules", "@anthropic-ai", "claude-code")
	if err := os.MkdirAll(filepath.Join(p, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(p, "package.json"), []byte(`{"name":"@anthropic-ai/claude-code","version":"`+version+`"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(p, "bin", "claude.exe"), code, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "claude")
	if err := os.Symlink(filepath.Join(p, "bin", "claude.exe"), link); err != nil {
		t.Fatal(err)
	}
	return link
}

func TestInspect(t *testing.T) {
	for _, tc := range []struct {
		name string
		at   int // where the list starts in the code
	}{
		{"small", 100},
		// Straddling the boundary of the first read.
		{"boundary", chunk + window - 40},
		{"after-boundary", chunk + window + 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code := bytes.Repeat([]byte{'x'}, tc.at)
			code = append(code, list...)
			code = append(code, `;var b=["PreToolUse","Bash"];var c=["Foo","Bar"]`...)
			code = append(code, bytes.Repeat([]byte{'y'}, 1000)...)
			bin := pkg(t, "2.1.332", code)
			info, err := Inspect(bin, "")
			if err != nil {
				t.Fatal(err)
			}
			if info.Version != "2.1.332" {
				t.Errorf("version %q", info.Version)
			}
			want := []string{"Notification", "PostToolUse", "PreSkillShellCommand", "PreToolUse", "SessionEnd", "SessionStart", "Stop", "SubagentStop", "UserPromptSubmit"}
			if !slices.Equal(info.Events, want) {
				t.Errorf("events %v, want %v", info.Events, want)
			}
			if !info.Carries("PreSkillShellCommand") || info.Carries("Bash") || info.Carries("Foo") {
				t.Errorf("Carries wrong: %v", info.Events)
			}
		})
	}
}

func TestInspectNoList(t *testing.T) {
	bin := pkg(t, "2.1.100", []byte(`var a=["PreToolUse","Bash"]`))
	info, err := Inspect(bin, "")
	if err != nil || info.Events != nil || info.Version != "2.1.100" {
		t.Errorf("got %+v, %v", info, err)
	}
}

func TestCache(t *testing.T) {
	bin := pkg(t, "2.1.332", []byte(list))
	cache := filepath.Join(t.TempDir(), "c", "client.json")
	first, err := Inspect(bin, cache)
	if err != nil || len(first.Events) == 0 {
		t.Fatalf("%+v %v", first, err)
	}
	// Same size and mtime: the cache answers, even though the file now
	// says something else (proof the file was not read again).
	file, _ := filepath.EvalSymlinks(bin)
	fi, _ := os.Stat(file)
	other := bytes.Replace([]byte(list), []byte("PreSkillShellCommand"), []byte("PreSkillShellCommanX"), 1)
	if err := os.WriteFile(file, other, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(file, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	again, _ := Inspect(bin, cache)
	if !again.Carries("PreSkillShellCommand") {
		t.Errorf("cache not used: %v", again.Events)
	}
	// A new mtime: read again.
	later := fi.ModTime().Add(time.Minute)
	if err := os.Chtimes(file, later, later); err != nil {
		t.Fatal(err)
	}
	fresh, _ := Inspect(bin, cache)
	if fresh.Carries("PreSkillShellCommand") || !fresh.Carries("PreSkillShellCommanX") {
		t.Errorf("stale cache used: %v", fresh.Events)
	}
}

func TestNativeVersionFromName(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "versions", "2.1.332")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(list), 0o755); err != nil {
		t.Fatal(err)
	}
	info, err := Inspect(p, "")
	if err != nil || info.Version != "2.1.332" {
		t.Errorf("%+v %v", info, err)
	}
}

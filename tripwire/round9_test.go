package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A wiring folder swapped for a link to a copy during a call (red-team
// round 9, R17's class): the folder is made again and its files written
// back, the link moved aside.
func TestFolderSwappedForLink(t *testing.T) {
	r := newRig(t)
	good := "export default function (pi) { /* hooktool */ }\n"
	p := r.write(".pi/agent/extensions/hooktool.ts", good)
	agent := filepath.Join(r.home, ".pi", "agent")
	r.refresh()
	copyDir := filepath.Join(filepath.Dir(r.home), "pi-copy")
	res := r.tamperedBy(func() {
		if err := os.MkdirAll(filepath.Join(copyDir, "extensions"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(copyDir, "extensions", "hooktool.ts"), []byte("export default function () {}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(agent, filepath.Join(filepath.Dir(r.home), "pi-orig")); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(copyDir, agent); err != nil {
			t.Fatal(err)
		}
	})
	if !strings.Contains(res.Message, p) {
		t.Fatalf("not caught: %+v", res)
	}
	if fi, err := os.Lstat(agent); err != nil || !fi.IsDir() {
		t.Fatalf("%s is not a folder again: %v %v", agent, fi, err)
	}
	if got := r.read(".pi/agent/extensions/hooktool.ts"); got != good {
		t.Errorf("not written back: %q", got)
	}
}

// A login item counts by what it and the script it runs name (R28's
// class): a chat app's entry is quiet; one whose script empties a hooks
// file goes.
func TestAutostartEntryNamingWiring(t *testing.T) {
	r := newRig(t)
	r.write(".codex/hooks.json", goodHooks)
	r.write(".config/autostart/keep.desktop", "[Desktop Entry]\nName=Keep\nExec=/usr/bin/keep\n")
	r.refresh()
	if res := r.tamperedBy(func() {
		r.write(".config/autostart/chat.desktop", "[Desktop Entry]\nName=Chat\nExec=/usr/bin/chat --startup\n")
	}); res.Message != "" {
		t.Fatalf("a chat app's login item: %+v", res)
	}
	script := r.write(".local/share/sync/run.sh", "#!/bin/sh\nprintf '{}' > \"$HOME/.codex/hooks.json\"\n")
	entry := filepath.Join(r.home, ".config", "autostart", "sync.desktop")
	res := r.tamperedBy(func() {
		r.write(".config/autostart/sync.desktop", "[Desktop Entry]\nName=Sync\nExec="+script+"\n")
	})
	if !strings.Contains(res.Message, "sync.desktop") {
		t.Fatalf("not caught: %+v", res)
	}
	if _, err := os.Stat(entry); err == nil {
		t.Error("the entry stays")
	}
	if _, err := os.Stat(filepath.Join(r.home, ".config", "autostart", "chat.desktop")); err != nil {
		t.Error("the chat app's entry went too")
	}
}

// A newer client package version planted beside the installed one
// (R39's class) is moved aside whole.
func TestCopilotNewerVersionPlanted(t *testing.T) {
	r := newRig(t)
	r.write(".copilot/pkg/universal/1.0.1/index.js", "// copilot\n")
	r.refresh()
	res := r.tamperedBy(func() {
		r.write(".copilot/pkg/universal/1.0.9/index.js", "process.env.COPILOT_HOME = '/tmp/x';\n")
	})
	if !strings.Contains(res.Message, "1.0.9") {
		t.Fatalf("not caught: %+v", res)
	}
	if _, err := os.Stat(filepath.Join(r.home, ".copilot", "pkg", "universal", "1.0.9")); err == nil {
		t.Error("the planted version stays")
	}
	if r.read(".copilot/pkg/universal/1.0.1/index.js") != "// copilot\n" {
		t.Error("the installed version was touched")
	}
}

package main

import (
	"fmt"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
	"github.com/hookd/hookd/handlers"
)

// guardEnv is what the guard needs to know of this machine, for a call made
// in cwd.
func (e *env) guardEnv(cwd string) guard.Env {
	project := e.projectDir(cwd)
	return guard.Env{
		Home:       e.home(),
		Project:    project,
		Cwd:        cwd,
		TmpDir:     e.getenv("TMPDIR"),
		StatePath:  e.statePath(),
		ClaudeDir:  e.claudeDir(),
		ConfigPath: e.getenv("HOOKTOOL_CONFIG"),
		Exe:        exePath(),
		Binaries:   e.hooktoolBinaries(project),
		Getenv:     e.getenv,
	}
}

// newGuard builds the PreToolUse guard from the config. The rules are
// compiled into the binary, so building it costs a few config lookups; it
// is built only when a PreToolUse event arrives.
func newGuard(e *env, cfg *config.Config) handlers.GuardFunc {
	return func(ev *handlers.Event) (v handlers.Verdict) {
		// The trust rule applies to on_error too: a project file cannot
		// make a failing guard fail open. handlers' own recover reads the
		// merged value, so the guard answers here first.
		onError := guard.Setting(cfg, "on_error", "ask")
		defer func() {
			if p := recover(); p != nil {
				fmt.Fprintf(e.stderr, "hooktool: guard failed on this call: %v\n", p)
				v = handlers.Verdict{}
				if onError != "allow" {
					v = handlers.Verdict{Decision: "ask", Rule: "guard-error",
						Reason: fmt.Sprintf("hooktool guard asks before running (rule guard-error): the guard failed on this call (%v), so it cannot vouch for it", p)}
				}
			}
		}()
		g, err := guard.New(cfg, e.guardEnv(ev.Cwd))
		if err != nil {
			fmt.Fprintf(e.stderr, "hooktool: %s\n", oneLine(err.Error()))
		}
		r := g.ToolAt(ev.ToolName, []byte(ev.Get("tool_input").Raw), ev.Cwd, false)
		r = judgePatchFiles(g, ev, r)
		return handlers.Verdict{Decision: r.Decision, Rule: r.Rule, Reason: r.Reason, Segment: r.Segment, Alternative: r.Alternative}
	}
}

// judgePatchFiles judges every further file of a multi-file patch (Codex's
// apply_patch, decoded by the harness package into tool_input.patch_files,
// also when Codex's shell tool is handed a patch, and Gemini's
// read_many_files, whose paths are each a Read)
// and keeps the strongest verdict. The list can only add judgments, so a
// payload that carries one can make the guard stricter, never laxer.
func judgePatchFiles(g *guard.Guard, ev *handlers.Event, r guard.Result) guard.Result {
	files := ev.Get("tool_input.patch_files")
	if !files.IsArray() {
		return r
	}
	for i, f := range files.Array() {
		if i == 0 && ev.ToolName != "Bash" || i > 1000 {
			continue // the first is file_path, judged already (a shell call has none)
		}
		tool, p := f.Get("tool").String(), f.Get("file_path").String()
		if p == "" || tool != "Write" && tool != "Edit" && tool != "Read" {
			continue
		}
		if x := g.File(tool, p); strength(x.Decision) > strength(r.Decision) {
			r = x
		}
	}
	// The adapter lists a bounded number of files: a patch that names
	// more was not judged whole, so it is put to the user.
	if ev.Get("tool_input.patch_more").Bool() && strength(r.Decision) < strength("ask") {
		r = guard.Result{Decision: "ask", Rule: "patch-too-many-files",
			Reason: "hooktool guard asks before running (rule patch-too-many-files): the patch touches more files than hooktool judges in one call (1000), so it cannot vouch for the rest"}
	}
	return r
}

func strength(decision string) int {
	switch decision {
	case "deny":
		return 3
	case "ask":
		return 2
	case "allow":
		return 1
	}
	return 0
}

// Command bench prints every speed and effect figure hookd promises, each
// measured side by side in one run: hook latency per event as a ratio to a
// no-op Go binary built by this same program, then the package benchmarks
// (guard analysis per command, scanner throughput, reducer savings).
//
// The machines this runs on are shared and noisy, so process timings are
// interleaved (no-op, hooktool, no-op, hooktool, ...) and reported as medians
// and as the median of the per-pair ratios.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

const noopSource = `package main

import (
	"io"
	"os"
)

// A hook that reads its input and answers "{}": the floor for any hook.
func main() {
	_, _ = io.Copy(io.Discard, os.Stdin)
	_, _ = os.Stdout.WriteString("{}\n")
}
`

type hookCase struct {
	name  string
	input []byte
	args  []string // after the binary; nil is "hook" (Claude Code)
}

func main() {
	runs := flag.Int("n", 41, "timed runs per case (odd, for a plain median)")
	bin := flag.String("bin", "bin/hooktool", "the hooktool binary to time")
	skipGo := flag.Bool("skip-go", false, "skip the Go package benchmarks")
	only := flag.String("cases", "", "time only the hook cases whose name contains this")
	write := flag.String("write", "", "write the hook latency table into this figures file (docs/figures.md), between its make-bench markers; not with -cases")
	flag.Parse()
	caseFilter = *only
	if *write != "" && *only != "" {
		fmt.Fprintln(os.Stderr, "bench: -write records every case; drop -cases")
		os.Exit(2)
	}
	figuresFile = *write
	if err := run(*bin, *runs, *skipGo); err != nil {
		fmt.Fprintf(os.Stderr, "bench: %v\n", err)
		os.Exit(1)
	}
}

func run(bin string, runs int, skipGo bool) error {
	tmp, err := os.MkdirTemp("", "hookd-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	noop, err := buildNoop(tmp)
	if err != nil {
		return fmt.Errorf("building the no-op binary: %w", err)
	}
	// Both binaries are timed from plain copies. A file the Go linker has
	// just written is mapped more slowly on every start (its cached pages
	// were written through a memory mapping), which costs the larger binary
	// more; a copy is how an installed binary sits on disk.
	if noop, err = copyBinary(noop, filepath.Join(tmp, "noop-copy")); err != nil {
		return err
	}
	if bin, err = copyBinary(bin, filepath.Join(tmp, "hooktool-copy")); err != nil {
		return err
	}
	// The plugins' payloads run in a project of the bench's own, not the
	// machine's /tmp: `rm -rf *` lists its folder, and a shared /tmp holds
	// hundreds of entries on one machine and a few on another.
	project := filepath.Join(tmp, "project")
	if err := os.MkdirAll(filepath.Join(project, "src"), 0o755); err != nil {
		return err
	}
	for name, body := range map[string]string{"README.md": "# bench\n", "go.mod": "module bench\n", filepath.Join("src", "main.go"): "package main\n"} {
		if err := os.WriteFile(filepath.Join(project, name), []byte(body), 0o644); err != nil {
			return err
		}
	}
	cases, err := loadCases(project)
	if err != nil {
		return err
	}
	env := append(os.Environ(),
		"HOME="+filepath.Join(tmp, "home"),
		"HOOKTOOL_STATE="+filepath.Join(tmp, "state", "state.db"),
		"HOOKTOOL_CONFIG=", "CLAUDE_PROJECT_DIR="+tmp, "XDG_STATE_HOME="+filepath.Join(tmp, "xdg"))

	// Timed as a user's machine after install: hooktool wired in, and the
	// tripwire armed, so every tool-call event pays for its stat calls.
	inst := exec.Command(bin, "install", "--client-version", "2.1.328", "--binary", bin)
	inst.Env = env
	if out, err := inst.CombinedOutput(); err != nil {
		return fmt.Errorf("hooktool install in the bench's home: %v: %s", err, out)
	}
	// Every case starts from the state folder as install left it. The
	// state file grows with what the calls before record (captures,
	// denials, unguarded calls) and is checksummed whole at every open
	// and close: without this a case's figure would depend on how many
	// cases ran before it (512 KB against 64 KB cost about 0.4 ms).
	stateDir, installed := filepath.Join(tmp, "state"), filepath.Join(tmp, "state-installed")
	if err := os.CopyFS(installed, os.DirFS(stateDir)); err != nil {
		return fmt.Errorf("keeping the installed state: %w", err)
	}
	fresh := func() error {
		if err := os.RemoveAll(stateDir); err != nil {
			return err
		}
		if err := os.CopyFS(stateDir, os.DirFS(installed)); err != nil {
			return err
		}
		return os.Chmod(stateDir, 0o700) // CopyFS makes folders 0777 &^ umask; hooktool wants its own
	}

	fmt.Printf("hook latency: %d interleaved runs per case, median wall time per process\n", runs)
	fmt.Printf("%-28s %10s %10s %8s %10s\n", "case", "no-op", "hooktool", "ratio", "pair-med")
	load := loadAverage()
	var worst float64
	var rows []figureRow
	for _, c := range cases {
		if caseFilter != "" && !strings.Contains(c.name, caseFilter) {
			continue
		}
		args := c.args
		if args == nil {
			args = []string{"hook"}
		}
		if err := fresh(); err != nil {
			return fmt.Errorf("%s: resetting the state: %w", c.name, err)
		}
		var a, b, pair []float64
		for i := -3; i < runs; i++ { // three warm-up rounds
			ta, err := timeOnce(noop, nil, c.input, env)
			if err != nil {
				return err
			}
			tb, err := timeOnce(bin, args, c.input, env)
			if err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			if i < 0 {
				continue
			}
			a, b, pair = append(a, ta), append(b, tb), append(pair, tb/ta)
		}
		ratio := median(b) / median(a)
		worst = max(worst, ratio)
		fmt.Printf("%-28s %8.2fms %8.2fms %7.2fx %9.2fx\n", c.name, median(a)*1e3, median(b)*1e3, ratio, median(pair))
		rows = append(rows, figureRow{c.name, median(a), median(b)})
	}
	fmt.Printf("worst median ratio: %.2fx (target: at most 1.6x)\n", worst)
	if err := fresh(); err != nil {
		return fmt.Errorf("plugin calls: resetting the state: %w", err)
	}
	plugin, err := pluginCalls(noop, bin, env, runs)
	if err != nil {
		return err
	}
	if plugin != nil {
		rows = append(rows, *plugin)
	}
	if figuresFile != "" {
		if err := writeFigures(figuresFile, rows, runs, load); err != nil {
			return err
		}
		fmt.Printf("\nhook latency written to %s\n", figuresFile)
	}
	if skipGo {
		return nil
	}
	return goBenchmarks(tmp)
}

// loadCases takes the real payloads and adds a dangerous and a safe command.
func loadCases(project string) ([]hookCase, error) {
	dir := filepath.Join("cmd", "hookd-cli", "testdata", "events")
	var out []hookCase
	for _, name := range []string{"PreToolUse-Bash", "PostToolUse-Bash", "UserPromptSubmit", "Stop", "SessionStart"} {
		b, err := os.ReadFile(filepath.Join(dir, name+".json"))
		if err != nil {
			return nil, err
		}
		out = append(out, hookCase{name, b, nil})
	}
	// Stop with a 20 KB final message: the narration guard judges it from
	// the end back, as many sentences as its bound allows.
	stop, err := longStop(filepath.Join(dir, "Stop.json"))
	if err != nil {
		return nil, err
	}
	out = append(out, hookCase{"Stop 20KB message", stop, nil})
	pre, _ := os.ReadFile(filepath.Join(dir, "PreToolUse-Bash.json"))
	dangerous := bytes.Replace(pre, []byte(`"ls -la && echo hi"`), []byte(`"cd /tmp && sudo rm -rf --no-preserve-root /"`), 1)
	safe := bytes.Replace(pre, []byte(`"ls -la && echo hi"`), []byte(`"git status && go test ./... 2>&1 | tail -n 20"`), 1)
	out = append(out, hookCase{"PreToolUse dangerous cmd", dangerous, nil}, hookCase{"PreToolUse safe cmd", safe, nil})
	// The floor: the binary's start-up and the decode alone, for an event
	// it does not handle. What a case adds over it is the handler's share.
	out = append(out, hookCase{"unhandled event (start-up)", []byte(`{"hook_event_name":"NotAnEvent","session_id":"bench"}`), nil})
	// Each other harness's PreToolUse payload, captured from the real
	// client, through its adapter: the dangerous one as captured and an
	// ordinary command in the same payload.
	for _, h := range []struct{ harness, file, cmd string }{
		{"codex", "events-codex/PreToolUse-Bash.json", `"find . -delete"`},
		{"gemini", "events-gemini/BeforeTool-run_shell_command.json", `"find . -delete"`},
	} {
		b, err := os.ReadFile(filepath.Join("cmd", "hookd-cli", "testdata", h.file))
		if err != nil {
			return nil, err
		}
		args := []string{"hook", "--harness", h.harness}
		safe := bytes.Replace(b, []byte(h.cmd), []byte(`"git status && go test ./... 2>&1 | tail -n 20"`), 1)
		out = append(out, hookCase{h.harness + " PreToolUse dangerous", b, args}, hookCase{h.harness + " PreToolUse safe cmd", safe, args})
	}
	// Pi's and OpenClaw's plugins send the agent's own words.
	piCall := []byte(`{"hook_event_name":"tool_call","session_id":"bench","prompt_id":"bench:1","cwd":"/tmp","tool_name":"bash","tool_input":{"command":"git status && go test ./... 2>&1 | tail -n 20"},"tool_use_id":"call_1"}`)
	ocCall := []byte(`{"hook_event_name":"before_tool_call","session_id":"bench","prompt_id":"run-1","cwd":"/tmp","tool_name":"exec","tool_input":{"command":"cd /tmp && sudo rm -rf --no-preserve-root /"},"tool_use_id":"call_2"}`)
	out = append(out, hookCase{"pi tool_call safe cmd", piCall, []string{"hook", "--harness", "pi"}},
		hookCase{"openclaw PreToolUse danger", ocCall, []string{"hook", "--harness", "openclaw"}})
	// OpenCode's plugin and Copilot CLI's command hook, as each sent them
	// in the e2e runs (Copilot names the event on the command line).
	opencodeCall := []byte(`{"hook_event_name":"tool.execute.before","session_id":"ses_bench","prompt_id":"ses_bench:1","cwd":"/tmp","tool_name":"bash","tool_input":{"command":"git status && go test ./... 2>&1 | tail -n 20","description":"run it"},"tool_use_id":"toolu_1"}`)
	copilotCall := []byte(`{"sessionId":"25e749cc-e940-4d6b-812a-04379bdbe8f1","timestamp":1796137615607,"cwd":"/tmp","toolName":"bash","toolArgs":{"command":"rm -rf *","description":"x"}}`)
	out = append(out, hookCase{"opencode tool.execute.before safe cmd", opencodeCall, []string{"hook", "--harness", "opencode"}},
		hookCase{"copilot preToolUse dangerous", copilotCall, []string{"hook", "--harness", "copilot", "--event", "preToolUse"}})
	cwd, _ := json.Marshal(project)
	for i := range out {
		out[i].input = bytes.ReplaceAll(out[i].input, []byte(`"cwd":"/tmp"`), append([]byte(`"cwd":`), cwd...))
	}
	return out, nil
}

// longStop returns the Stop payload at path with a final message of about
// 20 KB: a promise, then the notes agents write after one (a section,
// tables, list items, prose), the worst case for the narration guard,
// which finds no report among them to stop at.
func longStop(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var ev map[string]any
	if err := json.Unmarshal(b, &ev); err != nil {
		return nil, err
	}
	var msg strings.Builder
	msg.WriteString("Kicking off a full reindex of the products index on staging.\n\n## Why\n\n")
	for i := 0; msg.Len() < 20<<10; i++ {
		fmt.Fprintf(&msg, "- shard %d: the mapping of `sku` changed, and Elasticsearch rejects a change to an existing field, so it is rebuilt.\n", i)
		if i%8 == 7 {
			fmt.Fprintf(&msg, "\n| step | time |\n|---|---|\n| copy %d | %d min |\n\nThe alias swap after it takes no downtime.\n\n", i, i)
		}
	}
	ev["last_assistant_message"] = msg.String()
	return json.Marshal(ev)
}

// pluginCalls times what Pi's and OpenClaw's plugins pay per hook: a
// spawnSync of the binary from inside Node, as the plugin does, next to a
// spawnSync of the no-op binary. Skipped without node on PATH.
func pluginCalls(noop, bin string, env []string, runs int) (*figureRow, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		fmt.Println("\nplugin call from Node (Pi, OpenClaw): skipped (no node on PATH)")
		return nil, nil
	}
	script := `const { spawnSync } = require("node:child_process");
const [noop, bin, runs] = [process.argv[1], process.argv[2], +process.argv[3]];
const input = JSON.stringify({hook_event_name: "tool_call", session_id: "bench", prompt_id: "bench:1", cwd: "/tmp",
  tool_name: "bash", tool_input: {command: "git status && go test ./... 2>&1 | tail -n 20"}, tool_use_id: "call_1"});
const time = (file, args) => { const t = process.hrtime.bigint(); spawnSync(file, args, {input, encoding: "utf8", timeout: 10000}); return Number(process.hrtime.bigint() - t) / 1e6; };
const a = [], b = [];
for (let i = -3; i < runs; i++) { const x = time(noop, []), y = time(bin, ["hook", "--harness", "pi"]); if (i >= 0) { a.push(x); b.push(y); } }
const med = (xs) => xs.sort((p, q) => p - q)[xs.length >> 1];
console.log(JSON.stringify({noop: med(a), hooktool: med(b)}));`
	cmd := exec.Command(node, "-e", script, noop, bin, fmt.Sprint(runs))
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("plugin call bench: %w", err)
	}
	var r struct{ Noop, Hooktool float64 }
	if err := json.Unmarshal(out, &r); err != nil {
		return nil, fmt.Errorf("plugin call bench: %w: %s", err, out)
	}
	fmt.Printf("\nplugin call from Node (Pi, OpenClaw), spawnSync, %d runs, medians:\n", runs)
	fmt.Printf("  the plugin adds %.2f ms per call (hooktool hook --harness pi); a no-op Go binary takes %.2f ms the same way (%.2fx)\n", r.Hooktool, r.Noop, r.Hooktool/r.Noop)
	return &figureRow{"pi plugin call from Node", r.Noop / 1e3, r.Hooktool / 1e3}, nil
}

// caseFilter keeps only the hook cases whose name contains it (-cases).
var caseFilter string

func buildNoop(dir string) (string, error) {
	src := filepath.Join(dir, "noop")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(src, "main.go"), []byte(noopSource), 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(src, "go.mod"), []byte("module noop\n\ngo 1.26\n"), 0o644); err != nil {
		return "", err
	}
	out := filepath.Join(dir, "noop-hook")
	cmd := exec.Command("go", "build", "-trimpath", "-o", out, ".")
	cmd.Dir = src
	cmd.Stderr = os.Stderr
	return out, cmd.Run()
}

// copyBinary writes src to dst with plain writes and returns dst.
func copyBinary(src, dst string) (string, error) {
	in, err := os.Open(src)
	if err != nil {
		return "", err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		return "", err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return "", err
	}
	return dst, out.Close()
}

func timeOnce(bin string, args []string, input []byte, env []string) (float64, error) {
	cmd := exec.Command(bin, args...)
	cmd.Stdin = bytes.NewReader(input)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start).Seconds()
	if err != nil {
		return 0, fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return d, nil
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// goBenchmarks runs each package's own benchmarks and figure-reporting
// tests. A package that is not there yet is skipped with a line.
func goBenchmarks(tmp string) error {
	repo := filepath.Join(tmp, "prepush-repo")
	for _, b := range packageBenches {
		if _, err := os.Stat(b.dir); err != nil {
			fmt.Printf("\n%s: skipped (%s not present)\n", b.title, b.dir)
			continue
		}
		fmt.Printf("\n%s\n", b.title)
		args := append([]string{"test", "-count=1"}, b.args...)
		args = append(args, "./"+b.dir+"/")
		cmd := exec.Command("go", args...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if b.dir == "gitscan" {
			// Keep the 1,000-commit repository for the comparison below.
			cmd.Env = append(os.Environ(), "HOOKTOOL_BENCH_REPO="+repo)
		}
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s: %w", b.title, err)
		}
	}
	return gitleaksRange(repo)
}

// gitleaksRange times `gitleaks git` over the same 1,000 commits the
// pre-push benchmark scans, when gitleaks is installed, for comparison
// (gitleaks reads only the range's history, not the pushed tree).
func gitleaksRange(repo string) error {
	gl, err := exec.LookPath("gitleaks")
	if err != nil {
		fmt.Printf("\ngitleaks over the same 1,000 commits: skipped (gitleaks not on PATH; go install github.com/zricethezav/gitleaks/v8@latest)\n")
		return nil
	}
	if _, err := os.Stat(filepath.Join(repo, ".git")); err != nil {
		return nil
	}
	fmt.Printf("\ngitleaks over the same 1,000 commits (%s git --log-opts main..feat), 3 runs\n", gl)
	var ts []float64
	for range 3 {
		cmd := exec.Command(gl, "git", "--no-banner", "--log-level", "error", "--exit-code", "0", "--log-opts", "main..feat", repo)
		cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
		start := time.Now()
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("gitleaks: %w", err)
		}
		ts = append(ts, time.Since(start).Seconds())
	}
	fmt.Printf("median %.2f s (wall)\n", median(ts))
	return nil
}

type packageBench struct {
	title string
	dir   string
	args  []string
}

var packageBenches = []packageBench{
	{"state: one hook's transaction (open, write, close)", "state", []string{"-run", "^$", "-bench", ".", "-benchtime", "2000x"}},
	{"guard: analysis per command over the labelled corpus (target: median under 50 µs, none over 5 ms)", "guard", []string{"-run", "^$", "-bench", "Corpus", "-benchtime", "30x"}},
	{"guard: confusion matrix of the labelled corpus", "guard", []string{"-run", "^TestCorpus$", "-v"}},
	{"narration: precision and recall on the labelled sets, per class and per language (target: precision 1, recall at least 0.95)", "narrate", []string{"-run", "^Test(Corpus|Holdout|Shapes|Holdout2)$", "-v"}},
	{"narration: detector cost per Stop, a fresh detector on a 20 KB message (target: under 1 ms)", "narrate", []string{"-run", "^$", "-bench", "Promise/(first-call|20KB)", "-benchtime", "300x"}},
	{"scanner: throughput on a generated 100 MB tree, every rule on, one core: MB/s and MB per CPU-second (target: at least 100 MB/s)", "scan", []string{"-run", "^$", "-bench", "ScanTree", "-benchtime", "1x", "-cpu", "1"}},
	{"pre-push: a 1,000-commit range (target: under 1 s)", "gitscan", []string{"-run", "^$", "-bench", "PrePush1000", "-benchtime", "3x"}},
	{"reduce: bytes saved over the recorded fixtures, must-keep lines kept (target: at least 70%, 100%)", "reduce", []string{"-run", "^TestFixtures$", "-v"}},
	{"reduce: the same over the fresh recordings of issue 26, recorded before tuning (target: 100% kept)", "reduce", []string{"-run", "^TestFreshFixtures$", "-v"}},
	{"reduce: the same over the second fresh set (compilers, runtimes, shellcheck), recorded before its tuning (target: 100% kept)", "reduce", []string{"-run", "^TestFresh2Fixtures$", "-v"}},
	{"reduce: the same over the third fresh set (51 tools never recorded, a blind held-out set; target: at least 70%, 100% kept)", "reduce", []string{"-run", "^TestFresh3Fixtures$", "-v"}},
	{"hook: payloads at the 16 MiB input limit, wall and CPU per call (target: CPU within 1.5 s, what Claude Code gives a SessionEnd hook)", "cmd/hookd-cli", []string{"-run", "^$", "-bench", "Hook16MiB", "-benchtime", "3x"}},
	{"reduce: peak memory for 20 MB and 200 MB of output (target: flat, at most 48 MB)", "cmd/hookd-cli", []string{"-run", "^$", "-bench", "ReduceMemory", "-benchtime", "1x"}},
	{"reduce: added latency over running the command directly (target: under 5 ms median)", "cmd/hookd-cli", []string{"-run", "^$", "-bench", "ReduceOverhead", "-benchtime", "200x"}},
}

package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	bolt "go.etcd.io/bbolt"
)

// The reliability gates: the real binary, many processes, a state file that
// is locked, damaged or unwritable, and hostile input. The hook must always
// answer, within answerBound, exit 0 for anything it can use (its normal
// reply, failing open without state) and say what went wrong in one stderr
// line.

// answerBound is the contract: Claude Code gives every SessionEnd hook 1.5 s
// together, and hooktool promises the same for every event. It is a bound,
// not a benchmark: a hook that waits for a lock (800 ms by default) must
// still be well inside it.
const answerBound = 1500 * time.Millisecond

// buildHooktool builds the real binary the way `make build` does (same
// tags), so these gates run the process Claude Code runs. It is built once
// per test binary and shared: each build is a link of several seconds, paid
// by every test that drives the binary. No test writes to it (the installs
// copy it into their HOME); TestMain removes its folder.
func buildHooktool(t *testing.T) string {
	t.Helper()
	hooktoolBuild.once.Do(func() {
		dir, err := os.MkdirTemp("", "hookd-hooktool-")
		if err != nil {
			hooktoolBuild.err = err
			return
		}
		hooktoolBuild.dir = dir
		bin := filepath.Join(dir, "hooktool")
		cmd := exec.Command("go", "build", "-trimpath", "-tags", "osusergo", "-o", bin, ".")
		if out, err := cmd.CombinedOutput(); err != nil {
			hooktoolBuild.err = fmt.Errorf("%v\n%s", err, out)
			return
		}
		hooktoolBuild.bin = bin
	})
	if hooktoolBuild.err != nil {
		t.Fatalf("go build: %v", hooktoolBuild.err)
	}
	return hooktoolBuild.bin
}

// hooktoolBuild is the one build buildHooktool shares.
var hooktoolBuild struct {
	once     sync.Once
	dir, bin string
	err      error
}

// hookWorld is a HOME, project and state path for one gate.
type hookWorld struct {
	t       *testing.T
	bin     string
	dir     string
	state   string
	project string
	cwd     string                  // the hook's working folder; dir when ""
	edit    func([]string) []string // changes the environment of one gate
}

func newHookWorld(t *testing.T, bin string) *hookWorld {
	dir := t.TempDir()
	w := &hookWorld{t: t, bin: bin, dir: dir, state: filepath.Join(dir, "state", "state.db"), project: filepath.Join(dir, "project")}
	if err := os.MkdirAll(filepath.Join(w.project, ".claude", "hooktool"), 0o755); err != nil {
		t.Fatal(err)
	}
	// SessionStart then always has something to say, state or not.
	if err := os.WriteFile(filepath.Join(w.project, ".claude", "hooktool", "context.md"), []byte("reliability context\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return w
}

func (w *hookWorld) env() []string {
	env := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + filepath.Join(w.dir, "home"),
		"HOOKTOOL_STATE=" + w.state,
		"HOOKTOOL_CONFIG=",
		"CLAUDE_PROJECT_DIR=" + w.project,
	}
	if w.edit != nil {
		env = w.edit(env)
	}
	return env
}

// without drops the variables named from env.
func without(env []string, names ...string) []string {
	var out []string
	for _, kv := range env {
		keep := true
		for _, n := range names {
			if strings.HasPrefix(kv, n+"=") {
				keep = false
			}
		}
		if keep {
			out = append(out, kv)
		}
	}
	return out
}

// hookRun is one finished hook process.
type hookRun struct {
	stdout, stderr string
	code           int
	took           time.Duration
	cpu            time.Duration // user + system time of the process itself
	maxRSSKiB      int64
	signaled       bool
}

// late reports a run that broke the answer contract. The process's own
// CPU time is held to answerBound; its wall clock, which on a shared
// machine (make test beside other builds) also counts everyone else's
// work, only to the budget the watchdog enforces: a hook that hangs or
// spins still fails, a busy machine does not.
func (r hookRun) late() bool { return r.cpu > answerBound || r.took > handlersBudget }

// lines is the non-empty stderr lines.
func (r hookRun) lines() []string {
	var out []string
	for _, l := range strings.Split(r.stderr, "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// run starts argv (the binary and its arguments, or a wrapper) with stdin
// and waits, bounded by a generous kill timeout so a hang fails the test
// rather than the suite.
func (w *hookWorld) run(stdin []byte, argv ...string) hookRun {
	w.t.Helper()
	return w.runFrom(bytes.NewReader(stdin), argv...)
}

// runFrom is run with any stdin; an *os.File is handed to the child as is,
// without passing through the test process.
func (w *hookWorld) runFrom(stdin io.Reader, argv ...string) hookRun {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if len(argv) == 0 {
		argv = []string{w.bin, "hook"}
	}
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env, cmd.Dir = w.env(), w.dir
	if w.cwd != "" {
		cmd.Dir = w.cwd
	}
	cmd.Stdin = stdin
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	start := time.Now()
	err := cmd.Run()
	r := hookRun{stdout: o.String(), stderr: e.String(), took: time.Since(start)}
	if ctx.Err() != nil {
		w.t.Fatalf("%v did not finish within 20 s", argv)
	}
	if ps := cmd.ProcessState; ps != nil {
		r.cpu = ps.UserTime() + ps.SystemTime()
	}
	var x *exec.ExitError
	if errors.As(err, &x) {
		r.code = x.ExitCode()
		if ws, ok := x.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			r.signaled = true
		}
	} else if err != nil {
		w.t.Fatalf("%v: %v", argv, err)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.maxRSSKiB = ru.Maxrss
	}
	return r
}

// hook pipes a fixture event (from testdata/events) through `hooktool hook`.
func (w *hookWorld) hook(event string) hookRun {
	w.t.Helper()
	return w.run(fixture(w.t, event))
}

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "events", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// stateShow is `hooktool state show --json` on the world's state file.
func (w *hookWorld) stateShow() gjson.Result {
	w.t.Helper()
	r := w.run(nil, w.bin, "state", "show", "--json")
	if r.code != 0 || !gjson.Valid(r.stdout) {
		w.t.Fatalf("state show --json: exit %d: %s%s", r.code, r.stdout, r.stderr)
	}
	return gjson.Parse(r.stdout)
}

// quarantined lists the state.db.corrupt-* files.
func (w *hookWorld) quarantined() []string {
	m, _ := filepath.Glob(w.state + ".corrupt-*")
	return m
}

// failOpen checks the fail-open contract: in time, exit 0, the normal reply,
// exactly one "hooktool: ..." stderr line.
func failOpen(t *testing.T, what string, r hookRun, want string) {
	t.Helper()
	if r.late() {
		t.Errorf("%s: answered in %v (CPU %v), want CPU within %v and wall within %v", what, r.took, r.cpu, answerBound, handlersBudget)
	}
	if r.code != 0 {
		t.Errorf("%s: exit %d, want 0 (fail open)", what, r.code)
	}
	if r.stdout != want {
		t.Errorf("%s: reply %q, want the normal reply %q", what, r.stdout, want)
	}
	if l := r.lines(); len(l) != 1 || !strings.HasPrefix(l[0], "hooktool: ") {
		t.Errorf("%s: stderr %q, want exactly one hooktool: line", what, r.stderr)
	}
}

// lockEvents are the fixtures the lock gate cycles through: every event
// that opens state.
var lockEvents = []string{"SessionStart", "UserPromptSubmit", "PreToolUse-Bash", "PostToolUse-Bash", "PostToolUseFailure-Bash", "Stop", "SessionEnd"}

func TestReliability(t *testing.T) {
	if testing.Short() {
		t.Skip("reliability gates start hundreds of processes; skipped with -short")
	}
	bin := buildHooktool(t)

	t.Run("64-concurrent", func(t *testing.T) {
		w := newHookWorld(t, bin)
		base := fixture(t, "PostToolUse-Bash")
		const n = 64
		// Each payload is a file handed to its process as stdin: no
		// writer in this process has to be scheduled in time on a busy
		// machine (a client writes its payload at once).
		paths := make([]string, n)
		for i := range paths {
			b, err := sjson.SetBytes(base, "tool_use_id", fmt.Sprintf("toolu_rel_%02d", i))
			if err != nil {
				t.Fatal(err)
			}
			paths[i] = filepath.Join(w.dir, fmt.Sprintf("payload-%02d.json", i))
			if err := os.WriteFile(paths[i], b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		results := make([]hookRun, n)
		start := make(chan struct{})
		for i := range paths {
			wg.Add(1)
			go func() {
				defer wg.Done()
				f, err := os.Open(paths[i])
				if err != nil {
					t.Error(err)
					return
				}
				defer f.Close()
				<-start
				results[i] = w.runFrom(f)
			}()
		}
		close(start)
		wg.Wait()
		var slowest time.Duration
		recorded := 0
		for i, r := range results {
			slowest = max(slowest, r.took)
			switch {
			case r.code == 0 && r.stderr == "":
				recorded++
			case r.code == 0 && strings.HasPrefix(r.stderr, "hooktool: state unavailable, answering without it: state file is locked") && len(r.lines()) == 1:
				// The lock wait ran out (a machine too busy for 64
				// processes at once): the designed fail-open, said once.
			default:
				t.Errorf("process %d: exit %d, stderr %q", i, r.code, r.stderr)
			}
		}
		t.Logf("64 concurrent PostToolUse: slowest answer %v; %d answered without state", slowest, n-recorded)
		if recorded == 0 {
			t.Fatalf("no process of %d could take the state's lock", n)
		}
		// Every process that used the state recorded its call, and no
		// other: no write lost or doubled by the contention.
		sid := gjson.GetBytes(base, "session_id").String()
		runs := w.stateShow().Get(`sessions.#(id==` + sid + `).runs`)
		calls := 0
		for _, r := range runs.Array() {
			calls += int(r.Get("calls").Int())
		}
		if calls != recorded {
			t.Errorf("state show counts %d calls for the run, want %d (the processes that used the state): %s", calls, recorded, runs.Raw)
		}
	})

	for _, hold := range []time.Duration{5 * time.Second, 10 * time.Second} {
		t.Run(fmt.Sprintf("locked-%v", hold), func(t *testing.T) {
			w := newHookWorld(t, bin)
			// The normal replies, from an unlocked file in a twin world.
			twin := newHookWorld(t, bin)
			want := map[string]string{}
			for _, ev := range lockEvents {
				want[ev] = twin.hook(ev).stdout
			}
			w.hook("SessionStart") // create the file
			db, err := bolt.Open(w.state, 0o600, &bolt.Options{Timeout: time.Second})
			if err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(hold)
			released := make(chan struct{})
			go func() {
				time.Sleep(hold)
				db.Close()
				close(released)
			}()
			answered, slowest := 0, time.Duration(0)
			for i := 0; time.Now().Add(answerBound).Before(deadline); i++ {
				ev := lockEvents[i%len(lockEvents)]
				r := w.hook(ev)
				answered++
				slowest = max(slowest, r.took)
				failOpen(t, ev+" under a held lock", r, want[ev])
				if l := r.lines(); len(l) == 1 && !strings.Contains(l[0], "locked") {
					t.Errorf("%s: stderr %q does not say the state file is locked", ev, l[0])
				}
			}
			<-released
			t.Logf("lock held %v: %d hooks answered, slowest %v", hold, answered, slowest)
			if answered < 3 {
				t.Errorf("only %d hooks ran while the lock was held", answered)
			}
			if r := w.hook("PostToolUse-Bash"); r.code != 0 || r.stderr != "" {
				t.Errorf("after the lock was released: exit %d, stderr %q", r.code, r.stderr)
			}
			if q := w.quarantined(); len(q) != 0 {
				t.Errorf("a locked file was quarantined: %v", q)
			}
		})
	}

	// Damaged files: quarantined and recreated in the same run.
	damage := map[string]func(t *testing.T, path string){
		"truncated": func(t *testing.T, path string) {
			if err := os.Truncate(path, 1000); err != nil {
				t.Fatal(err)
			}
		},
		"garbage": func(t *testing.T, path string) {
			junk := make([]byte, 64<<10)
			_, _ = rand.Read(junk)
			if err := os.WriteFile(path, junk, 0o600); err != nil {
				t.Fatal(err)
			}
		},
	}
	for name, spoil := range damage {
		t.Run(name, func(t *testing.T) {
			w := newHookWorld(t, bin)
			want := w.hook("SessionStart").stdout
			spoil(t, w.state)
			r := w.hook("SessionStart")
			failOpen(t, "SessionStart on a "+name+" file", r, want)
			if !strings.Contains(r.stderr, ".corrupt-") {
				t.Errorf("stderr %q does not name the quarantined file", r.stderr)
			}
			if q := w.quarantined(); len(q) != 1 {
				t.Fatalf("quarantined files %v, want exactly one", q)
			}
			if r := w.hook("PostToolUse-Bash"); r.code != 0 || r.stderr != "" {
				t.Errorf("the recreated file does not work: exit %d, stderr %q", r.code, r.stderr)
			}
			if n := w.stateShow().Get("records.calls").Int(); n != 1 {
				t.Errorf("recreated file holds %d calls, want 1", n)
			}
		})
	}

	t.Run("read-only", func(t *testing.T) {
		w := newHookWorld(t, bin)
		want := w.hook("SessionStart").stdout
		if err := os.Chmod(w.state, 0o400); err != nil {
			t.Fatal(err)
		}
		r := w.hook("SessionStart")
		if os.Geteuid() == 0 {
			// Root ignores file modes: the write succeeds, which is the
			// right outcome; the gate cannot show the unwritable case here
			// (the "unwritable" subtest below does, with a path root cannot
			// open either).
			t.Logf("running as root: mode 0400 does not stop writes; asserting the hook works normally")
			if r.code != 0 || r.stdout != want || r.stderr != "" || r.late() {
				t.Errorf("as root on a 0400 file: exit %d in %v, reply %q, stderr %q", r.code, r.took, r.stdout, r.stderr)
			}
		} else {
			failOpen(t, "SessionStart on a read-only file", r, want)
		}
		if q := w.quarantined(); len(q) != 0 {
			t.Errorf("a read-only file was quarantined (it is not corrupt): %v", q)
		}
	})

	t.Run("unwritable", func(t *testing.T) {
		// The state path is a folder: no one, root included, can open it
		// as the file. Not corrupt, so nothing is moved.
		w := newHookWorld(t, bin)
		want := w.hook("SessionStart").stdout
		if err := os.Remove(w.state); err != nil {
			t.Fatal(err)
		}
		if err := os.Mkdir(w.state, 0o700); err != nil {
			t.Fatal(err)
		}
		failOpen(t, "SessionStart with a folder at the state path", w.hook("SessionStart"), want)
		if fi, err := os.Stat(w.state); err != nil || !fi.IsDir() {
			t.Errorf("the folder at the state path was touched: %v", err)
		}
	})

	t.Run("missing-folder", func(t *testing.T) {
		w := newHookWorld(t, bin)
		w.state = filepath.Join(w.dir, "not", "there", "yet", "state.db")
		if r := w.hook("PostToolUse-Bash"); r.code != 0 || r.stderr != "" || r.late() {
			t.Errorf("missing folder: exit %d in %v, stderr %q (want it created)", r.code, r.took, r.stderr)
		}
		if _, err := os.Stat(w.state); err != nil {
			t.Errorf("state file not created: %v", err)
		}
		// A folder that cannot be made (a file is in the way).
		w2 := newHookWorld(t, bin)
		want := w2.hook("SessionStart").stdout
		blocker := filepath.Join(w2.dir, "blocker")
		if err := os.WriteFile(blocker, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		w2.state = filepath.Join(blocker, "state.db")
		failOpen(t, "SessionStart when the state folder cannot be made", w2.hook("SessionStart"), want)
	})

	t.Run("full-disk", func(t *testing.T) {
		// RLIMIT_FSIZE stands in for a full disk: writes past the limit
		// fail with EFBIG (SIGXFSZ is ignored, as a full disk sends none).
		sh, err := exec.LookPath("sh")
		if err != nil {
			t.Skip("no sh for the ulimit wrapper")
		}
		w := newHookWorld(t, bin)
		want := w.hook("SessionStart").stdout
		if err := os.Remove(w.state); err != nil {
			t.Fatal(err)
		}
		wrap := []string{sh, "-c", `trap '' XFSZ; ulimit -f 4 && exec "$0" hook`, bin}
		r := w.run(fixture(t, "SessionStart"), wrap...)
		failOpen(t, "SessionStart on a full disk", r, want)
		// The next run, with room again, finds the half-written file,
		// moves it aside if it is damaged, and works.
		if r := w.hook("PostToolUse-Bash"); r.code != 0 || r.late() {
			t.Errorf("after the disk had room again: exit %d in %v, stderr %q", r.code, r.took, r.stderr)
		}
		if n := w.stateShow().Get("records.calls").Int(); n != 1 {
			t.Errorf("state after the full disk holds %d calls, want 1", n)
		}
		t.Logf("after the full disk: quarantined %v", w.quarantined())
	})

	t.Run("bad-input", func(t *testing.T) {
		w := newHookWorld(t, bin)
		// The inputs are files handed to the hook as its stdin, written in
		// pieces, so the test never holds 50 MiB itself.
		file := func(name string, parts ...func(io.Writer) error) *os.File {
			p := filepath.Join(w.dir, name)
			f, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			for _, part := range parts {
				if err := part(f); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := f.Seek(0, io.SeekStart); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { f.Close() })
			return f
		}
		str := func(s string) func(io.Writer) error {
			return func(wr io.Writer) error { _, err := io.WriteString(wr, s); return err }
		}
		rep := func(s string, mib int) func(io.Writer) error {
			chunk := strings.Repeat(s, (1<<20)/len(s))
			return func(wr io.Writer) error {
				for i := 0; i < mib; i++ {
					if _, err := io.WriteString(wr, chunk); err != nil {
						return err
					}
				}
				return nil
			}
		}
		cases := []struct {
			name string
			in   *os.File
			code int    // 1: unusable input; 0: used
			msg  string // the one stderr line, for code 1
		}{
			{"50MB", file("big", str(`{"hook_event_name":"PostToolUse","tool_response":{"stdout":"`), rep("a", 50), str(`"}}`)), 1, "input is larger than 16 MiB"},
			{"invalid-utf8", file("utf8", str("{\"hook_event_name\":\"Stop\",\"x\":\"\xff\xfe\"}")), 1, "not valid UTF-8"},
			{"deeply-nested", file("nested", str(`{"hook_event_name":"Stop","x":`), rep("[", 1), rep("]", 1), str("}")), 1, "nests deeper than 64"},
			{"duplicate-keys", file("dup", str(`{"hook_event_name":"Stop","hook_event_name":"PreToolUse","session_id":"a","session_id":"b"}`)), 0, ""},
			{"tool_input-string", file("tis", str(`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":"rm -rf /"}`)), 1, "tool_input is a string, want an object"},
			{"tool_input-array", file("tia", str(`{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":[1,2]}`)), 1, "tool_input is an array, want an object"},
		}
		// Max RSS comes from GNU time, which forks the hook from its own
		// small process: the rusage the test gets directly starts from the
		// test process's own peak on Linux (it is the exec's old memory),
		// which under -race alone is above the bound.
		gnuTime := ""
		if p, err := exec.LookPath("time"); err == nil {
			if out, _ := exec.Command(p, "--version").CombinedOutput(); strings.Contains(string(out), "GNU") {
				gnuTime = p
			}
		}
		if gnuTime == "" {
			t.Logf("no GNU time on PATH: the memory bound is not measured here (time and output bounds still are)")
		}
		rssFile := filepath.Join(w.dir, "rss")
		for _, c := range cases {
			var r hookRun
			if gnuTime != "" {
				r = w.runFrom(c.in, gnuTime, "-f", "%M", "-o", rssFile, bin, "hook")
				b, err := os.ReadFile(rssFile)
				if err != nil {
					t.Fatal(err)
				}
				lines := strings.Fields(string(b))
				if _, err := fmt.Sscan(lines[len(lines)-1], &r.maxRSSKiB); err != nil {
					t.Fatalf("GNU time wrote %q", b)
				}
			} else {
				r = w.runFrom(c.in)
				r.maxRSSKiB = 0
			}
			t.Logf("%s: exit %d in %v, max RSS %d MiB, stderr %q", c.name, r.code, r.took.Round(time.Millisecond), r.maxRSSKiB>>10, strings.TrimSpace(r.stderr))
			if r.late() {
				t.Errorf("%s: took %v (CPU %v), want CPU within %v and wall within %v", c.name, r.took, r.cpu, answerBound, handlersBudget)
			}
			// Reading is capped at 16 MiB + 1; anything near 50 MiB means
			// the whole input was held.
			if gnuTime != "" && r.maxRSSKiB > 64<<10 {
				t.Errorf("%s: max RSS %d MiB, want under 64 MiB", c.name, r.maxRSSKiB>>10)
			}
			if strings.Contains(r.stderr, "panic") || strings.Contains(r.stderr, "goroutine ") {
				t.Errorf("%s: panicked: %s", c.name, r.stderr)
			}
			if r.code != c.code {
				t.Errorf("%s: exit %d, want %d", c.name, r.code, c.code)
			}
			if c.code == 1 {
				if l := r.lines(); len(l) != 1 || !strings.Contains(l[0], c.msg) || r.stdout != "" {
					t.Errorf("%s: stderr %q stdout %q, want one line with %q and no reply", c.name, r.stderr, r.stdout, c.msg)
				}
			} else if out := strings.TrimSpace(r.stdout); out != "" && !(gjson.Valid(out) && gjson.Parse(out).IsObject()) {
				t.Errorf("%s: reply is not one JSON object: %q", c.name, out)
			}
		}
	})

	t.Run("sigterm-mid-write", func(t *testing.T) {
		w := newHookWorld(t, bin)
		base := fixture(t, "PostToolUse-Bash")
		killed := 0
		for i := 0; i < 40; i++ {
			in, _ := sjson.SetBytes(base, "tool_use_id", fmt.Sprintf("toolu_term_%02d", i))
			cmd := exec.Command(bin, "hook")
			cmd.Env, cmd.Stdin = w.env(), bytes.NewReader(in)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Spread the signal over the process's life: start-up, config,
			// the open, the write transaction and its fsync.
			time.Sleep(time.Duration(i%10) * time.Millisecond)
			_ = cmd.Process.Signal(syscall.SIGTERM)
			if err := cmd.Wait(); err != nil {
				killed++
			}
		}
		t.Logf("SIGTERM: %d of 40 hooks killed before they finished", killed)
		if killed == 0 {
			t.Errorf("no hook was killed mid-run; the gate proved nothing")
		}
		r := w.hook("PostToolUse-Bash")
		if r.code != 0 || r.stderr != "" {
			t.Errorf("after SIGTERMs: exit %d, stderr %q (want a readable state file)", r.code, r.stderr)
		}
		if q := w.quarantined(); len(q) != 0 {
			t.Errorf("state file was damaged by SIGTERM and quarantined: %v", q)
		}
		w.stateShow()
	})

	// The budget: a handler stuck past hook.budget_ms (here behind a state
	// lock the user allowed to wait longer than that) is answered for by
	// the watchdog. A denied call stays denied, an unjudged one asks, other
	// events get no answer; a project file cannot shorten the budget.
	t.Run("budget", func(t *testing.T) {
		w := newHookWorld(t, bin)
		w.hook("SessionStart") // create the file
		user := filepath.Join(w.dir, "home", ".claude", "hooktool.json")
		if err := os.MkdirAll(filepath.Dir(user), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(user, []byte(`{"hook":{"budget_ms":300},"state":{"lock_timeout_ms":2000}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		db, err := bolt.Open(w.state, 0o600, &bolt.Options{Timeout: time.Second})
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		pre := fixture(t, "PreToolUse-Bash")
		deny, _ := sjson.SetBytes(pre, "tool_input.command", "rm -rf /")
		for _, c := range []struct {
			name, decision string
			in             []byte
		}{
			{"safe", "ask", pre},
			{"denied", "deny", deny},
			{"post", "", fixture(t, "PostToolUse-Bash")},
		} {
			r := w.run(c.in)
			if r.code != 0 {
				t.Errorf("%s: exit %d, want 0", c.name, r.code)
			}
			if got := gjson.Get(r.stdout, "hookSpecificOutput.permissionDecision").String(); got != c.decision {
				t.Errorf("%s: decision %q, want %q (reply %q)", c.name, got, c.decision, r.stdout)
			}
			if c.decision == "" && r.stdout != "" {
				t.Errorf("%s: reply %q, want none", c.name, r.stdout)
			}
			if l := r.lines(); len(l) != 1 || !strings.Contains(l[0], "took longer than 300ms") {
				t.Errorf("%s: stderr %q, want one line naming the budget", c.name, r.stderr)
			}
		}
		// guard.on_error "allow" (the user's choice to fail open) lets an
		// unjudged call through with no answer; a denied one stays denied.
		if err := os.WriteFile(user, []byte(`{"hook":{"budget_ms":300},"state":{"lock_timeout_ms":2000},"guard":{"on_error":"allow"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		if r := w.run(pre); r.code != 0 || r.stdout != "" || !strings.Contains(r.stderr, "took longer than 300ms") {
			t.Errorf("on_error allow, safe call: exit %d, reply %q, stderr %q; want no answer and the budget line", r.code, r.stdout, r.stderr)
		}
		if r := w.run(deny); gjson.Get(r.stdout, "hookSpecificOutput.permissionDecision").String() != "deny" {
			t.Errorf("on_error allow, denied call: reply %q, want it still denied", r.stdout)
		}
		// The same budget from the project file is ignored: the hook waits
		// for the lock as the user allowed, and answers normally after it.
		if err := os.WriteFile(user, []byte(`{"state":{"lock_timeout_ms":1000}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		proj := filepath.Join(w.project, ".claude", "hooktool.json")
		if err := os.WriteFile(proj, []byte(`{"hook":{"budget_ms":1}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		r := w.run(deny)
		if got := gjson.Get(r.stdout, "hookSpecificOutput.permissionDecision").String(); got != "deny" || strings.Contains(r.stderr, "took longer") {
			t.Errorf("project budget_ms took effect: reply %q, stderr %q", r.stdout, r.stderr)
		}
	})

	// Issue 12's gates: a state file cut short (SIGBUS), HOME unset or
	// relative, a lock timeout from the project file, 16 MiB payloads.
	t.Run("sigbus", func(t *testing.T) { gateSigbus(t, bin) })
	t.Run("home-unset", func(t *testing.T) { gateHomeUnset(t, bin) })
	t.Run("capped-lock-timeout", func(t *testing.T) { gateCappedLock(t, bin) })
	t.Run("16MiB", func(t *testing.T) { gate16MiB(t, bin) })
	// Issue 28's gate: stdin left open.
	t.Run("stdin-open", func(t *testing.T) { gateStdinOpen(t, bin) })
	t.Run("damaged-state", func(t *testing.T) { gateDamagedState(t, bin) })
}

// gateDamagedState: issue 28's damaged files under the real binary. A
// branch page whose children point to itself (a fatal stack overflow,
// exit 2 on every event), a leaf overflow count of 0xFFFFFFFF (5 s and
// 1.8 GB per hook, forever), two flipped bytes in a leaf's element table,
// and a 0-byte file. Each is moved aside before bbolt reads it: the deny
// comes within the bound with one stderr line, the next call is normal,
// state show works. (TestTorture tries many more, at random.)
func gateDamagedState(t *testing.T, bin string) {
	base, lock := tortureBase(t, bin)
	ps := int(binary.NativeEndian.Uint32(base[16+8:]))
	eachPage := func(d []byte, flags uint16, fn func(p []byte, id int)) []byte {
		d = bytes.Clone(d)
		for id := 2; (id+1)*ps <= len(d); id++ {
			if p := d[id*ps : (id+1)*ps]; binary.NativeEndian.Uint16(p[8:]) == flags {
				fn(p, id)
			}
		}
		return d
	}
	deny, _ := sjson.SetBytes(fixture(t, "PreToolUse-Bash"), "tool_input.command", "rm -rf /")
	for name, data := range map[string][]byte{
		"branch-points-to-itself": eachPage(base, 0x01, func(p []byte, id int) {
			for i := range int(binary.NativeEndian.Uint16(p[10:])) {
				binary.NativeEndian.PutUint64(p[16+16*i+8:], uint64(id))
			}
		}),
		"leaf-overflow-ffffffff": eachPage(base, 0x02, func(p []byte, _ int) { binary.NativeEndian.PutUint32(p[12:], 0xFFFFFFFF) }),
		"two-flipped-bytes": eachPage(base, 0x02, func(p []byte, _ int) {
			p[16+16*1+6] ^= 0x5a
			p[16+16*2+6] ^= 0xa5
		}),
		"empty": {},
	} {
		t.Run(name, func(t *testing.T) {
			w := newHookWorld(t, bin)
			if err := os.MkdirAll(filepath.Dir(w.state), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(w.state, data, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(w.state+".lock", lock, 0o600); err != nil {
				t.Fatal(err)
			}
			r := w.run(deny)
			if r.code != 0 || r.late() || gjson.Get(r.stdout, "hookSpecificOutput.permissionDecision").String() != "deny" {
				t.Fatalf("exit %d in %v, reply %q, stderr %s; want the deny within %v", r.code, r.took, r.stdout, clipText(r.stderr, 300), answerBound)
			}
			if name != "empty" && (len(r.lines()) != 1 || !strings.Contains(r.stderr, ".corrupt-")) {
				t.Errorf("stderr %q, want one line naming the moved-aside file", r.stderr)
			}
			if r := w.hook("PreToolUse-Bash"); r.code != 0 || r.stderr != "" || r.late() {
				t.Errorf("the next call: exit %d in %v, stderr %q", r.code, r.took, r.stderr)
			}
			if r := w.run(nil, bin, "state", "show", "--json"); r.code != 0 {
				t.Errorf("state show: exit %d, %s", r.code, clipText(r.stderr, 300))
			}
		})
	}
}

// gateStdinOpen: `(cat event.json; sleep 60) | hooktool hook` never got an
// answer, because the hook read to EOF before its budget started. Now the
// payload ends where its object closes, and a payload still incomplete at
// the stdin deadline is unusable input: exit 1 and one stderr line, within
// the bound either way.
func gateStdinOpen(t *testing.T, bin string) {
	deny, _ := sjson.SetBytes(fixture(t, "PreToolUse-Bash"), "tool_input.command", "rm -rf /")
	for _, c := range []struct {
		name  string
		input []byte
		code  int
	}{
		{"complete-object", deny, 0},
		{"object-then-more", append(bytes.Clone(deny), "\n{\"hook_event_name\":"...), 0},
		{"incomplete-object", deny[:len(deny)/2], 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newHookWorld(t, bin)
			pr, pw, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer pw.Close()
			if _, err := pw.Write(c.input); err != nil {
				t.Fatal(err)
			}
			r := w.runFrom(pr) // the write end stays open, as behind `sleep 60`
			pr.Close()
			if r.late() {
				t.Errorf("answered in %v with stdin open, want within %v", r.took, answerBound)
			}
			if r.code != c.code {
				t.Errorf("exit %d, want %d; stderr %q", r.code, c.code, r.stderr)
			}
			switch c.code {
			case 0:
				if got := gjson.Get(r.stdout, "hookSpecificOutput.permissionDecision").String(); got != "deny" {
					t.Errorf("decision %q (stdout %q), want the deny of a closed stdin", got, r.stdout)
				}
			default:
				if r.stdout != "" || len(r.lines()) != 1 || !strings.HasPrefix(r.stderr, "hooktool: stdin") {
					t.Errorf("stdout %q, stderr %q; want nothing and one line about stdin", r.stdout, r.stderr)
				}
			}
		})
	}
}

// gateSigbus: a state file cut to 8-20 KiB keeps valid meta pages that
// point at a freelist past its end. bbolt mapped it and every hook died of
// SIGBUS (exit 2, a Go stack; on UserPromptSubmit the user's prompt was
// lost). Now the hook answers normally, moves the file aside and starts a
// new one.
func gateSigbus(t *testing.T, bin string) {
	events := []string{"UserPromptSubmit", "SessionStart", "PreToolUse-Bash", "Stop"}
	for i, size := range []int64{8 << 10, 12 << 10, 16 << 10, 20 << 10} {
		ev := events[i%len(events)]
		t.Run(fmt.Sprint(size>>10, "KiB-", ev), func(t *testing.T) {
			want := newHookWorld(t, bin).hook(ev).stdout
			w := newHookWorld(t, bin)
			base := fixture(t, "PostToolUse-Bash")
			for j := 0; j < 5; j++ {
				in, _ := sjson.SetBytes(base, "tool_use_id", fmt.Sprintf("toolu_bus_%d", j))
				if r := w.run(in); r.code != 0 || r.stderr != "" {
					t.Fatalf("filling the state file: exit %d, stderr %q", r.code, r.stderr)
				}
			}
			if fi, err := os.Stat(w.state); err != nil || fi.Size() <= size {
				t.Fatalf("state file is %v bytes (%v), want more than %d to cut", fi.Size(), err, size)
			}
			if err := os.Truncate(w.state, size); err != nil {
				t.Fatal(err)
			}
			r := w.hook(ev)
			if r.signaled || strings.Contains(r.stderr, "SIGBUS") || strings.Contains(r.stderr, "goroutine ") {
				t.Fatalf("%s on a file cut to %d bytes crashed: exit %d, %s", ev, size, r.code, clipText(r.stderr, 300))
			}
			failOpen(t, ev+" on a cut file", r, want)
			if !strings.Contains(r.stderr, ".corrupt-") {
				t.Errorf("stderr %q does not name the quarantined file", r.stderr)
			}
			if q := w.quarantined(); len(q) != 1 {
				t.Errorf("quarantined files %v, want exactly one", q)
			}
			if r := w.hook("PostToolUse-Bash"); r.code != 0 || r.stderr != "" {
				t.Errorf("the new file does not work: exit %d, stderr %q", r.code, r.stderr)
			}
		})
	}
}

func clipText(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// gateHomeUnset: with HOME unset or relative the user config path became
// the relative .claude/hooktool.json, which in the hook's working folder is
// the project file, trusted as the user's (guard.mode off worked). Now the
// home folder comes from the user database, and a relative path is never
// used for config or state.
func gateHomeUnset(t *testing.T, bin string) {
	// With HOME unset the user config is the one under the user
	// database's home folder, which is this machine's and not the test's:
	// when it holds a hooktool config of its own, that file decides, and
	// the test cannot tell the project file was refused.
	if u, err := user.Current(); err == nil && u.HomeDir != "" {
		if _, err := os.Stat(filepath.Join(u.HomeDir, ".claude", "hooktool.json")); err == nil {
			t.Skipf("%s has a hooktool config of its own (the user database's home folder decides with HOME unset)", u.HomeDir)
		}
	}
	w := newHookWorld(t, bin)
	w.cwd = w.project
	if err := os.WriteFile(filepath.Join(w.project, ".claude", "hooktool.json"), []byte(`{"guard":{"mode":"off"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	xdg := filepath.Join(w.dir, "xdg")
	deny, _ := sjson.SetBytes(fixture(t, "PreToolUse-Bash"), "tool_input.command", "rm -rf /")
	for _, c := range []struct {
		name string
		home []string
	}{
		{"unset", nil},
		{"empty", []string{"HOME="}},
		{"dot", []string{"HOME=."}},
		{"relative", []string{"HOME=home"}},
	} {
		w.edit = func(env []string) []string {
			env = without(env, "HOME", "HOOKTOOL_STATE")
			return append(append(env, c.home...), "XDG_STATE_HOME="+xdg)
		}
		r := w.run(deny)
		if got := gjson.Get(r.stdout, "hookSpecificOutput.permissionDecision").String(); r.code != 0 || got != "deny" {
			t.Errorf("HOME %s, project guard.mode off: exit %d, decision %q, stderr %q; want deny (the project file is not the user's)", c.name, r.code, got, r.stderr)
		}
		// Nothing is ever written under the working folder.
		_ = filepath.WalkDir(w.project, func(p string, d os.DirEntry, err error) error {
			if err == nil && strings.HasPrefix(d.Name(), "state.db") {
				t.Errorf("HOME %s: state written in the project: %s", c.name, p)
			}
			return nil
		})
		// With every state variable relative too, the state path is still
		// absolute and outside the working folder.
		w.edit = func(env []string) []string {
			env = without(env, "HOME", "HOOKTOOL_STATE")
			return append(append(env, c.home...), "XDG_STATE_HOME=state", "HOOKTOOL_STATE=state.db")
		}
		r = w.run(nil, bin, "state", "path")
		p := strings.TrimSpace(r.stdout)
		if r.code != 0 || !filepath.IsAbs(p) || strings.HasPrefix(p, w.project) {
			t.Errorf("HOME %s, relative state variables: state path %q (exit %d), want an absolute path outside %s", c.name, p, r.code, w.project)
		}
	}
}

// gateCappedLock: a project state.lock_timeout_ms of 600000 with a held
// lock made every hook wait out its 5 s budget (a safe call became ask,
// Stop answered nothing). The project file and HOOKTOOL_CONFIG may only
// lower it; the user's file is capped.
func gateCappedLock(t *testing.T, bin string) {
	twin := newHookWorld(t, bin)
	want := map[string]string{}
	for _, ev := range lockEvents {
		want[ev] = twin.hook(ev).stdout
	}
	w := newHookWorld(t, bin)
	w.hook("SessionStart") // create the file
	slow := []byte(`{"state":{"lock_timeout_ms":600000}}`)
	proj := filepath.Join(w.project, ".claude", "hooktool.json")
	envFile := filepath.Join(w.dir, "env.json")
	for _, f := range []string{proj, envFile} {
		if err := os.WriteFile(f, slow, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	db, err := bolt.Open(w.state, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	check := func(layer, ev string, r hookRun) {
		t.Helper()
		if r.late() || r.code != 0 || r.stdout != want[ev] {
			t.Errorf("%s lock_timeout_ms 600000, %s under a held lock: exit %d in %v, reply %q; want the normal reply %q within %v",
				layer, ev, r.code, r.took, r.stdout, want[ev], answerBound)
		}
		if !strings.Contains(r.stderr, "locked") || !strings.Contains(r.stderr, "may only lower") {
			t.Errorf("%s, %s: stderr %q; want the lock and the refused setting named", layer, ev, r.stderr)
		}
	}
	for _, ev := range lockEvents {
		check("project", ev, w.hook(ev))
	}
	if err := os.Remove(proj); err != nil {
		t.Fatal(err)
	}
	w.edit = func(env []string) []string {
		return append(without(env, "HOOKTOOL_CONFIG"), "HOOKTOOL_CONFIG="+envFile)
	}
	for _, ev := range []string{"PreToolUse-Bash", "Stop"} {
		check("HOOKTOOL_CONFIG", ev, w.hook(ev))
	}
	// The user's own 600000 is capped (2 s): the hook still answers
	// normally, inside its 5 s budget, where it used to overrun it.
	w.edit = nil
	user := filepath.Join(w.dir, "home", ".claude", "hooktool.json")
	if err := os.MkdirAll(filepath.Dir(user), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(user, slow, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, ev := range []string{"PreToolUse-Bash", "Stop"} {
		r := w.hook(ev)
		if r.code != 0 || r.stdout != want[ev] || strings.Contains(r.stderr, "took longer") || r.took > handlersBudget {
			t.Errorf("user lock_timeout_ms 600000, %s: exit %d in %v, reply %q, stderr %q; want the normal reply within the budget", ev, r.code, r.took, r.stdout, r.stderr)
		}
	}
}

// handlersBudget is the hook's default budget (handlers.DefaultBudget).
const handlersBudget = 5 * time.Second

// bigPayloads writes valid payloads at the 16 MiB input limit into dir, of
// every shape a hook meets: one huge string, a huge command, many calls in
// a batch, many members. project is the payloads' cwd.
func bigPayloads(tb testing.TB, dir, project string) []struct{ name, path string } {
	tb.Helper()
	const limit = 16 << 20
	line := `ok  \tgithub.com/x/y\t0.01s\n` // escapes, as real output has
	make := func(name, prefix, unit, sep, suffix string) string {
		p := filepath.Join(dir, name+".json")
		f, err := os.Create(p)
		if err != nil {
			tb.Fatal(err)
		}
		defer f.Close()
		bw := bufio.NewWriterSize(f, 1<<20)
		n := len(prefix) + len(suffix)
		bw.WriteString(prefix)
		for i := 0; ; i++ {
			u := strings.ReplaceAll(unit, "#", fmt.Sprintf("%08d", i))
			if i > 0 {
				u = sep + u
			}
			if n+len(u) > limit {
				break
			}
			bw.WriteString(u)
			n += len(u)
		}
		bw.WriteString(suffix)
		if err := bw.Flush(); err != nil {
			tb.Fatal(err)
		}
		return p
	}
	head := `{"session_id":"s-big","transcript_path":"/nonexistent","cwd":"` + project + `","prompt_id":"p1",`
	return []struct{ name, path string }{
		{"PostToolUse-stdout", make("post", head+`"hook_event_name":"PostToolUse","tool_name":"Bash","tool_use_id":"toolu_big1","tool_input":{"command":"go test ./..."},"tool_response":{"stdout":"`, line, "", `","stderr":""}}`)},
		{"PreToolUse-Write", make("write", head+`"hook_event_name":"PreToolUse","tool_name":"Write","tool_use_id":"toolu_big2","tool_input":{"file_path":"`+project+`/big.txt","content":"`, line, "", `"}}`)},
		{"PreToolUse-Bash", make("bash", head+`"hook_event_name":"PreToolUse","tool_name":"Bash","tool_use_id":"toolu_big3","tool_input":{"command":"`, `export API_TOKEN=abc password=x; `, "", `"}}`)},
		{"UserPromptSubmit", make("prompt", head+`"hook_event_name":"UserPromptSubmit","prompt":"`, line, "", `"}`)},
		{"Stop", make("stop", head+`"hook_event_name":"Stop","stop_hook_active":false,"last_assistant_message":"`, `I will run the tests now. `, "", `"}`)},
		{"PostToolBatch", make("batch", head+`"hook_event_name":"PostToolBatch","tool_calls":[`, `{"tool_name":"Bash","tool_input":{"command":"ls"},"tool_use_id":"toolu_#","tool_response":""}`, ",", `]}`)},
		{"many-members", make("members", head+`"hook_event_name":"PostToolUse","tool_name":"Bash","tool_use_id":"toolu_big4","tool_input":{"command":"ls"}`, `,"k#":1`, "", `}`)},
	}
}

// gate16MiB: each payload at the 16 MiB input limit is answered: exit 0,
// at most one JSON object, no panic, and no hang (runFrom kills at 20 s).
// How fast is measured by BenchmarkHook16MiB, not asserted here: CPU time
// on a shared CI machine is a benchmark's business, not a test's.
func gate16MiB(t *testing.T, bin string) {
	w := newHookWorld(t, bin)
	for _, pl := range bigPayloads(t, w.dir, w.project) {
		f, err := os.Open(pl.path)
		if err != nil {
			t.Fatal(err)
		}
		r := w.runFrom(f)
		f.Close()
		t.Logf("%s (16 MiB): %v, CPU %v", pl.name, r.took.Round(time.Millisecond), r.cpu.Round(time.Millisecond))
		if r.code != 0 || strings.Contains(r.stderr, "panic") {
			t.Errorf("%s: exit %d, stderr %q", pl.name, r.code, clipText(r.stderr, 300))
		}
		if out := strings.TrimSpace(r.stdout); out != "" && !(gjson.Valid(out) && gjson.Parse(out).IsObject()) {
			t.Errorf("%s: reply is not one JSON object: %q", pl.name, clipText(out, 200))
		}
	}
}

// BenchmarkHook16MiB times the hook on each payload at the 16 MiB input
// limit and reports its wall and CPU time per call in ms (target: CPU
// within answerBound, the 1.5 s Claude Code gives a SessionEnd hook).
// Run: go test ./cmd/hookd-cli -run '^$' -bench Hook16MiB -benchtime 3x
func BenchmarkHook16MiB(b *testing.B) {
	dir := b.TempDir()
	project := filepath.Join(dir, "project")
	if err := os.MkdirAll(project, 0o755); err != nil {
		b.Fatal(err)
	}
	bin := buildCopy(b, dir)
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + filepath.Join(dir, "home"), "HOOKTOOL_STATE=" + filepath.Join(dir, "state", "state.db"), "HOOKTOOL_CONFIG=", "CLAUDE_PROJECT_DIR=" + project}
	for _, pl := range bigPayloads(b, dir, project) {
		b.Run(pl.name, func(b *testing.B) {
			var wall, cpu []time.Duration
			for b.Loop() {
				f, err := os.Open(pl.path)
				if err != nil {
					b.Fatal(err)
				}
				c := exec.Command(bin, "hook")
				c.Env, c.Dir, c.Stdin, c.Stdout = env, dir, f, io.Discard
				start := time.Now()
				err = c.Run()
				wall = append(wall, time.Since(start))
				f.Close()
				if err != nil {
					b.Fatalf("%s: %v", pl.name, err)
				}
				cpu = append(cpu, c.ProcessState.UserTime()+c.ProcessState.SystemTime())
			}
			slices.Sort(wall)
			slices.Sort(cpu)
			b.ReportMetric(float64(wall[len(wall)/2].Microseconds())/1000, "wall-ms")
			b.ReportMetric(float64(cpu[len(cpu)/2].Microseconds())/1000, "cpu-ms")
		})
	}
}

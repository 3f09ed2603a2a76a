package narrate

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestPromiseReturnsOriginalSentence(t *testing.T) {
	d := New(Options{})
	cases := []struct{ in, want string }{
		{"Found it. Let me run `go test ./...` to confirm.", "Let me run `go test ./...` to confirm."},
		{"I’ll run it now.", "I'll run it now."},
		{"- Parser fixed\n- **Running the integration tests now**", "Running the integration tests now"},
		{"Done.\n\nI'll   update\tthe docs.", "I'll update the docs."},
		{"I ran the tests.", ""},
		{"", ""},
		{"```\nI'll run it\n", ""}, // unterminated fence hides the rest
	}
	for _, c := range cases {
		if got := d.Promise(c.in); got != c.want {
			t.Errorf("Promise(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestPromiseCaseInsensitive(t *testing.T) {
	d := New(Options{})
	for _, s := range []string{"let me check the logs.", "LET ME CHECK THE LOGS.", "Let Me Check The Logs."} {
		if d.Promise(s) == "" {
			t.Errorf("Promise(%q) = \"\", want the sentence", s)
		}
	}
}

func TestOptionsExtend(t *testing.T) {
	base := New(Options{})
	const custom = "Deploying shortly, boss."
	if got := base.Promise("I'll terraform."); got != "" {
		t.Fatalf("built-in set already knows terraform: %q", got)
	}
	// With an object, the shape alone makes it an action.
	if base.Promise("I'll terraform the staging stack.") == "" {
		t.Error("unlisted verb with an object not matched by shape")
	}
	d := New(Options{
		Promises:   []string{"  DEPLOYING   shortly "},
		Verbs:      []string{"Terraform"},
		Exclusions: []string{"i'll check the logs"},
	})
	if d.Promise(custom) == "" {
		t.Errorf("extra promise phrase not matched in %q", custom)
	}
	if d.Promise("I'll terraform.") == "" {
		t.Error("extra verb not matched")
	}
	if base.Promise("Terraforming now.") != "" {
		t.Error("unlisted gerund with no object matched")
	}
	if d.Promise("Terraforming now.") == "" {
		t.Error("gerund of extra verb not matched")
	}
	if got := d.Promise("I'll check the logs."); got != "" {
		t.Errorf("exclusion ignored: %q", got)
	}
	if base.Promise("I'll check the logs.") == "" {
		t.Error("exclusion leaked into another detector")
	}
	// Conditions still apply to extra phrases.
	if got := d.Promise("Once you approve, deploying shortly."); got != "" {
		t.Errorf("conditional extra phrase matched: %q", got)
	}
}

func TestGerund(t *testing.T) {
	for in, want := range map[string]string{
		"run": "running", "update": "updating", "fix": "fixing", "set up": "setting up",
		"take a look": "taking a look", "tie": "tying", "see": "seeing", "re-run": "re-running",
	} {
		if got := gerund(in); got != want {
			t.Errorf("gerund(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPromiseBoundsInput(t *testing.T) {
	d := New(Options{})
	long := strings.Repeat("I ran the tests and they passed. ", 4000) + "Let me check the logs."
	if got := d.Promise(long); got != "Let me check the logs." {
		t.Errorf("long text: got %q", got)
	}
	longSentence := "I'll run " + strings.Repeat("x", 1000) + " now."
	if got := d.Promise(longSentence); len(got) > maxSentence+len("…") || !strings.HasSuffix(got, "…") {
		t.Errorf("sentence not clipped: %d bytes", len(got))
	}
}

func FuzzPromise(f *testing.F) {
	for _, s := range []string{"Running it now.", "Let me check `x`.", "\"quoted\" I'll run.", "```\nfence", "- a\n- b", "…", "\uE0001\uE001",
		"Ich führe jetzt die Tests aus. Danke!", "Je vais corriger l'import ; merci !", "Ahora ejecuto las pruebas.",
		"Vou rodar os testes agora.", "今からテストを実行します。", "我现在运行测试。", "Next step: a — b; c: d",
		"„Ich starte“ «je lance» 「実行します」", "I'll merge it as soon as CI finishes.\n\nThanks!"} {
		f.Add(s)
	}
	d := New(Options{})
	f.Fuzz(func(t *testing.T, s string) {
		got := d.Promise(s)
		if len(got) > maxSentence+len("…") {
			t.Fatalf("sentence of %d bytes", len(got))
		}
	})
}

func BenchmarkPromise(b *testing.B) {
	short := "Fixed the parser. Now I'll run the linter to make sure nothing else is off."
	long := strings.Repeat("I traced the failure to the retry middleware and changed it to return early. ", 100) +
		"```go\nfunc f() {}\n```\nLet me know if you want the benchmarks too."
	// A 20 KB final message: many paragraphs, and the worst case, one
	// paragraph of 20 KB whose every sentence is judged.
	paras := fill("I traced the failure to the retry middleware; it swallowed the cancellation. "+
		"I changed it to return `ctx.Err()` early and added a test.\n\n") + "Thanks!"
	onePara := fill("Ich habe die Tests angepasst; the retry middleware returned early, so I changed it. ") +
		"Deploying now. Thanks!"
	cjk := fill("我已经修复了重试中间件，测试全部通过。") + "我现在运行测试。"
	for _, c := range []struct {
		name, text string
		promise    bool
	}{{"short", short, true}, {"long", long, false},
		{"20KB-paragraphs", paras, false}, {"20KB-one-paragraph", onePara, true}, {"20KB-cjk", cjk, true}} {
		b.Run(c.name, func(b *testing.B) {
			d := New(Options{})
			if got := d.Promise(c.text); (got != "") != c.promise {
				b.Fatalf("Promise = %q, want a promise: %v", got, c.promise)
			}
			b.SetBytes(int64(len(c.text)))
			cpu := cpuTime()
			for b.Loop() {
				d.Promise(c.text)
			}
			reportCPU(b, cpu)
		})
	}
	// What one Stop pays: a fresh detector compiles its phrase set once,
	// then judges a 20 KB message.
	b.Run("first-call-20KB", func(b *testing.B) {
		cpu := cpuTime()
		for b.Loop() {
			New(Options{}).Promise(onePara)
		}
		reportCPU(b, cpu)
	})
	// The worst case for the whole-message reading: a promise, then 20 KB
	// of notes with no report among them to stop at (tools/bench times
	// the hook on the same shape).
	var notes strings.Builder
	notes.WriteString("Kicking off a full reindex of the products index on staging.\n\n## Why\n\n")
	for i := 0; notes.Len() < 20<<10; i++ {
		fmt.Fprintf(&notes, "- shard %d: the mapping of `sku` changed, and Elasticsearch rejects a change to an existing field, so it is rebuilt.\n", i)
	}
	b.Run("first-call-20KB-notes", func(b *testing.B) {
		cpu := cpuTime()
		for b.Loop() {
			New(Options{}).Promise(notes.String())
		}
		reportCPU(b, cpu)
	})
	// The message of tools/bench's "Stop 20KB message", tables and all.
	stop := benchStop()
	b.Run("first-call-20KB-stop", func(b *testing.B) {
		cpu := cpuTime()
		for b.Loop() {
			New(Options{}).Promise(stop)
		}
		reportCPU(b, cpu)
	})
	b.Run("first-call", func(b *testing.B) {
		cpu := cpuTime()
		for b.Loop() {
			New(Options{}).Promise(short)
		}
		reportCPU(b, cpu)
	})
}

// benchStop is the final message tools/bench puts in its "Stop 20KB
// message" payload: a promise, then about 20 KB of notes, list items and
// tables, with no report among them to stop at.
func benchStop() string {
	var msg strings.Builder
	msg.WriteString("Kicking off a full reindex of the products index on staging.\n\n## Why\n\n")
	for i := 0; msg.Len() < 20<<10; i++ {
		fmt.Fprintf(&msg, "- shard %d: the mapping of `sku` changed, and Elasticsearch rejects a change to an existing field, so it is rebuilt.\n", i)
		if i%8 == 7 {
			fmt.Fprintf(&msg, "\n| step | time |\n|---|---|\n| copy %d | %d min |\n\nThe alias swap after it takes no downtime.\n\n", i, i)
		}
	}
	return msg.String()
}

// childEnv makes the test binary a child of BenchmarkPromiseFreshProcess.
const childEnv = "NARRATE_BENCH_CHILD"

// TestMain runs the child of BenchmarkPromiseFreshProcess when asked:
// "idle" exits at once, "call" judges benchStop's message once, in a
// process where nothing of the package has run yet.
func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "idle":
		os.Exit(0)
	case "call":
		if New(Options{}).Promise(benchStop()) != "" {
			os.Exit(3)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// BenchmarkPromiseFreshProcess measures what a hook process pays for its
// one Promise call: everything compiled or set up on first use, page
// faults included, which a loop in one process pays only once. Each
// iteration starts this test binary twice, once idle and once judging the
// message, and first-call-cpu-ns/op is the difference in their CPU time.
func BenchmarkPromiseFreshProcess(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Skip(err)
	}
	run := func(mode string) time.Duration {
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), childEnv+"="+mode)
		if err := cmd.Run(); err != nil {
			b.Fatalf("child %s: %v", mode, err)
		}
		return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	var idle, call time.Duration
	for b.Loop() {
		idle += run("idle")
		call += run("call")
	}
	b.ReportMetric(float64(call-idle)/float64(b.N), "first-call-cpu-ns/op")
}

// fill repeats s up to 20 KB.
func fill(s string) string { return strings.Repeat(s, (20<<10)/len(s)) }

// cpuTime is the process's user and system time. On a shared machine the
// wall time of a benchmark measures the neighbours as much as the code;
// CPU time per operation is the steadier figure.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func reportCPU(b *testing.B, start time.Duration) {
	if start > 0 && b.N > 0 {
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	}
}

// The window over a long message starts inside a code block: the block's
// closing fence must close it, not open one that hides the last words.
func TestPromiseAfterLongCodeBlock(t *testing.T) {
	d := New(Options{})
	code := strings.Repeat("    x := compute(y) // a line of the patch\n", 200) // 8 KB
	for _, fence := range []string{"```", "~~~"} {
		msg := "Here is the patch:\n\n" + fence + "go\n" + code + fence + "\n\nI'll run the tests now."
		if got := d.Promise(msg); got != "I'll run the tests now." {
			t.Errorf("%s block of %d bytes before the promise: got %q", fence, len(code), got)
		}
		// Still inside the block at the end: nothing after it to judge.
		if got := d.Promise("Done. I'll run it.\n\n" + fence + "\n" + code + "I'll run it\n"); got != "" {
			t.Errorf("%s block left open: got %q", fence, got)
		}
	}
}

package narrate

import (
	"strings"
	"testing"
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
	for _, s := range []string{"Running it now.", "Let me check `x`.", "\"quoted\" I'll run.", "```\nfence", "- a\n- b", "…", "\uE0001\uE001"} {
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
	for _, c := range []struct{ name, text string }{{"short", short}, {"long", long}} {
		b.Run(c.name, func(b *testing.B) {
			d := New(Options{})
			d.Promise("warm up")
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				d.Promise(c.text)
			}
		})
	}
	// What one Stop pays: a fresh detector compiles its phrase set once.
	b.Run("first-call", func(b *testing.B) {
		for b.Loop() {
			New(Options{}).Promise(short)
		}
	})
}

package gitscan

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/scan/scantest"
)

// benchRepo makes a repository whose branch feat is 1,000 commits ahead of
// origin/main: a 300-file base (real Go sources) that origin already has,
// then one commit per step appending ten lines to one file, a generated
// secret in every hundredth. Built with git fast-import, so it takes seconds.
func benchRepo(b *testing.B) (dir, tip string, planted int) {
	b.Helper()
	dir = b.TempDir()
	if d := os.Getenv("HOOKTOOL_BENCH_REPO"); d != "" {
		dir = d // keep it, to time git by hand
		os.RemoveAll(dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			b.Fatal(err)
		}
	}
	run := func(stdin []byte, args ...string) string {
		c := exec.Command("git", args...)
		c.Dir = dir
		c.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull, "HOME="+dir, "XDG_CONFIG_HOME="+dir)
		if stdin != nil {
			c.Stdin = bytes.NewReader(stdin)
		}
		out, err := c.CombinedOutput()
		if err != nil {
			b.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	run(nil, "init", "-q")
	var srcs []string
	root := filepath.Join(goroot(), "src", "net", "http")
	ents, err := os.ReadDir(root)
	if err != nil {
		b.Fatal(err)
	}
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".go") {
			srcs = append(srcs, filepath.Join(root, e.Name()))
		}
	}
	sort.Strings(srcs)
	files := map[string][]byte{}
	var names []string
	for i := 0; len(names) < 300; i++ {
		data, err := os.ReadFile(srcs[i%len(srcs)])
		if err != nil {
			b.Fatal(err)
		}
		name := fmt.Sprintf("pkg%02d/%s", i/len(srcs), filepath.Base(srcs[i%len(srcs)]))
		files[name] = data
		names = append(names, name)
	}
	var st bytes.Buffer
	data := func(p []byte) { fmt.Fprintf(&st, "data %d\n%s\n", len(p), p) }
	st.WriteString("commit refs/heads/main\nmark :1\ncommitter B <b@example.com> 1700000000 +0000\n")
	data([]byte("base"))
	for _, n := range names {
		fmt.Fprintf(&st, "M 100644 inline %s\n", n)
		data(files[n])
	}
	g := scantest.New(5)
	kinds := []string{"github-pat", "aws-access-key-id", "slack-token", "stripe-live-key", "npm-token"}
	for i := range 1000 {
		fmt.Fprintf(&st, "commit refs/heads/feat\ncommitter B <b@example.com> %d +0000\n", 1700000001+i)
		data(fmt.Appendf(nil, "step %d", i))
		if i == 0 {
			st.WriteString("from :1\n")
		}
		n := names[(i*7)%len(names)]
		var add bytes.Buffer
		for j := range 10 {
			fmt.Fprintf(&add, "// step %d line %d: refactor the handler, keep the tests green\n", i, j)
		}
		if i%100 == 50 {
			line, _, _ := g.Line(kinds[planted%len(kinds)])
			fmt.Fprintf(&add, "// %s\n", line)
			planted++
		}
		files[n] = append(files[n], add.Bytes()...)
		fmt.Fprintf(&st, "M 100644 inline %s\n", n)
		data(files[n])
	}
	run(st.Bytes(), "fast-import", "--quiet")
	// The remote has main: a bare repository next to this one, which the
	// push's default exclusion asks with ls-remote.
	run(nil, "init", "-q", "--bare", "remote.git")
	run(nil, "push", "-q", "remote.git", "main")
	run(nil, "update-ref", "refs/remotes/origin/main", "main")
	return dir, run(nil, "rev-parse", "feat"), planted
}

// BenchmarkPrePush1000 is one pre-push of a new branch carrying 1,000 new
// commits, as the hook runs it by default: `git ls-remote` of the remote (a
// bare repository on disk) for what it has, `git log -p --text` over the
// range, the 1,000 commit messages, and a scan of the pushed tree (300
// files).
func BenchmarkPrePush1000(b *testing.B) {
	if _, err := exec.LookPath("git"); err != nil {
		b.Skip("no git")
	}
	dir, tip, planted := benchRepo(b)
	s, err := scan.New(scan.Options{})
	if err != nil {
		b.Fatal(err)
	}
	g := &Git{Dir: dir}
	refs := []PushRef{{"refs/heads/feat", tip, "refs/heads/feat", strings.Repeat("0", len(tip))}}
	start := cpuTime()
	for b.Loop() {
		res, err := g.PrePush(context.Background(), Options{Scanner: s}, refs, "origin", filepath.Join(dir, "remote.git"))
		if err != nil {
			b.Fatal(err)
		}
		if res.Commits != 1000 || len(res.Findings) < planted {
			b.Fatalf("scanned %d commits, %d findings; want 1000 and at least %d", res.Commits, len(res.Findings), planted)
		}
	}
	b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "cpu-s/op")
}

// cpuTime is the CPU time of this process and its waited-for children (the
// git processes). On a shared machine wall time mostly measures the queue;
// CPU time measures the work.
func cpuTime() time.Duration {
	var t time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			t += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return t
}

// goroot is the Go installation the benchmarks borrow real source text from.
func goroot() string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// BenchmarkReduceOverhead measures what `hooktool reduce --` adds to a
// command: it builds the binary, then alternates running a small command
// directly and through reduce, and reports both medians and the added
// median in ms, and the start-up of `hooktool --version` for comparison. Run: go test ./cmd/hookd-cli -run '^$' -bench ReduceOverhead -benchtime 200x
//
// The binary is built as `make build` builds it (same tags) and timed from a
// plain copy, as make build installs it: a file the Go linker has just
// written starts about 0.8 ms slower on every run.
func BenchmarkReduceOverhead(b *testing.B) {
	dir := b.TempDir()
	env := append(os.Environ(), "HOOKTOOL_STATE="+filepath.Join(dir, "state", "state.db"), "HOME="+dir)
	bin := buildCopy(b, dir)
	for _, argv := range [][]string{{"true"}, {"git", "--version"}} {
		benchOverhead(b, argv[0], bin, env, argv)
	}
}

// BenchmarkReduceMemory runs `hooktool reduce --` over outputs of 20 MB
// and 200 MB, with an error in the middle and one at the end, and reports
// the peak resident memory of the hooktool process (the kernel's
// maxrss): it should not grow with the output's size. It also checks both
// errors reach the reduced output. Run: go test ./cmd/hookd-cli -run '^$' -bench ReduceMemory -benchtime 1x
func BenchmarkReduceMemory(b *testing.B) {
	dir := b.TempDir()
	env := append(os.Environ(), "HOOKTOOL_STATE="+filepath.Join(dir, "state", "state.db"), "HOME="+dir)
	bin := buildCopy(b, dir)
	for _, mb := range []int{20, 200} {
		b.Run(strconv.Itoa(mb)+"MB", func(b *testing.B) {
			half := strconv.Itoa(mb << 19)
			script := `yes "compiling module with a fairly ordinary progress line" | head -c ` + half + `; echo; echo "mid.go:7: error: in the middle"; ` +
				`yes "compiling module with a fairly ordinary progress line" | head -c ` + half + `; echo; echo "end.go:9: error: at the end"`
			var rss int64
			for b.Loop() {
				c := exec.Command(bin, "reduce", "--", "sh", "-c", script)
				c.Env = env
				out, err := c.Output()
				if err != nil {
					b.Fatal(err)
				}
				for _, want := range []string{"mid.go:7: error: in the middle", "end.go:9: error: at the end"} {
					if !strings.Contains(string(out), want) {
						b.Fatalf("%q lost from the reduced output (%d bytes)", want, len(out))
					}
				}
				if ru, ok := c.ProcessState.SysUsage().(*syscall.Rusage); ok {
					rss = max(rss, ru.Maxrss)
				}
			}
			b.ReportMetric(float64(rss)/1024, "maxrss-MB")
		})
	}
}

// buildCopy builds hooktool as make build does and returns a plain copy of
// it (see BenchmarkReduceOverhead).
func buildCopy(b *testing.B, dir string) string {
	link := filepath.Join(dir, "hooktool.link")
	if out, err := exec.Command("go", "build", "-trimpath", "-tags", "osusergo", "-o", link, ".").CombinedOutput(); err != nil {
		b.Fatalf("build: %v\n%s", err, out)
	}
	bin := filepath.Join(dir, "hooktool")
	data, err := os.ReadFile(link)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		b.Fatal(err)
	}
	return bin
}

func benchOverhead(b *testing.B, name, bin string, env []string, argv []string) {
	{
		b.Run(name, func(b *testing.B) {
			var direct, wrapped, start []time.Duration
			timeRun := func(args []string) time.Duration {
				c := exec.Command(args[0], args[1:]...)
				c.Env = env
				t := time.Now()
				if err := c.Run(); err != nil {
					b.Fatal(err)
				}
				return time.Since(t)
			}
			for b.Loop() {
				direct = append(direct, timeRun(argv))
				wrapped = append(wrapped, timeRun(append([]string{bin, "reduce", "--"}, argv...)))
				start = append(start, timeRun([]string{bin, "--version"}))
			}
			md, mw := median(direct), median(wrapped)
			b.ReportMetric(ms(md), "direct-ms")
			b.ReportMetric(ms(mw), "reduce-ms")
			b.ReportMetric(ms(mw-md), "added-ms")
			// The binary's own start-up (every hooktool command pays it),
			// so the part reduce itself adds is added-ms minus this.
			b.ReportMetric(ms(median(start)), "hooktool-start-ms")
		})
	}
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

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
// command: it builds the binary, then runs a small command directly,
// through reduce, and `hooktool --version` (hooktool's own start, which
// every hooktool command pays), side by side in each round, in a rotating
// order, and reports the medians of each in ms. On a shared machine the
// load drifts while it runs, so the added figures are the medians of each
// round's differences (reduce minus direct), taken between runs a few
// milliseconds apart: added-ms, with its quartiles to show the spread. Run: go test ./cmd/hookd-cli -run '^$' -bench ReduceOverhead -benchtime 300x -count 5
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

// benchOverhead times argv directly and through bin. When
// HOOKTOOL_BENCH_BASE names another build of hooktool (an earlier commit's,
// say), it is timed in the same rounds and reported as base-added-ms: a
// before and after that the machine's load cannot tilt.
func benchOverhead(b *testing.B, name, bin string, env []string, argv []string) {
	base := os.Getenv("HOOKTOOL_BENCH_BASE")
	{
		b.Run(name, func(b *testing.B) {
			var direct, wrapped, start, added []time.Duration
			timeRun := func(args []string) time.Duration {
				c := exec.Command(args[0], args[1:]...)
				c.Env = env
				t := time.Now()
				if err := c.Run(); err != nil {
					b.Fatal(err)
				}
				return time.Since(t)
			}
			runs := [][]string{argv, append([]string{bin, "reduce", "--"}, argv...), {bin, "--version"}}
			var baseAdded []time.Duration
			if base != "" {
				runs = append(runs, append([]string{base, "reduce", "--"}, argv...))
			}
			round := 0
			for b.Loop() {
				d := make([]time.Duration, len(runs))
				for k := range runs {
					i := (k + round) % len(runs) // no run always follows the same one
					d[i] = timeRun(runs[i])
				}
				round++
				direct, wrapped, start = append(direct, d[0]), append(wrapped, d[1]), append(start, d[2])
				added = append(added, d[1]-d[0])
				if base != "" {
					baseAdded = append(baseAdded, d[3]-d[0])
				}
			}
			if base != "" {
				b.ReportMetric(ms(median(baseAdded)), "base-added-ms")
			}
			b.ReportMetric(ms(median(direct)), "direct-ms")
			b.ReportMetric(ms(median(wrapped)), "reduce-ms")
			b.ReportMetric(ms(median(start)), "hooktool-start-ms")
			b.ReportMetric(ms(median(added)), "added-ms")
			b.ReportMetric(ms(quantile(added, 1, 4)), "added-p25-ms")
			b.ReportMetric(ms(quantile(added, 3, 4)), "added-p75-ms")
		})
	}
}

func median(d []time.Duration) time.Duration { return quantile(d, 1, 2) }

// quantile returns the num/den quantile of d (the nearest rank).
func quantile(d []time.Duration, num, den int) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*num/den)]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

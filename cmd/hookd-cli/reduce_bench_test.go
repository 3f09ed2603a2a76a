package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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
	link := filepath.Join(dir, "hooktool.link")
	if out, err := exec.Command("go", "build", "-trimpath", "-tags", "urfave_cli_no_docs", "-o", link, ".").CombinedOutput(); err != nil {
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
	for _, argv := range [][]string{{"true"}, {"git", "--version"}} {
		benchOverhead(b, argv[0], bin, env, argv)
	}
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

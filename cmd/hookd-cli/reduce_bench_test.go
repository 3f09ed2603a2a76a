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
// The "nodocs" variant is built with the urfave_cli_no_docs tag, which
// leaves out urfave/cli's man-page generator and its init cost.
func BenchmarkReduceOverhead(b *testing.B) {
	dir := b.TempDir()
	env := append(os.Environ(), "HOOKTOOL_STATE="+filepath.Join(dir, "state", "state.db"), "HOME="+dir)
	for _, variant := range []struct{ name, tags string }{{"default", ""}, {"nodocs", "urfave_cli_no_docs"}} {
		bin := filepath.Join(dir, "hooktool-"+variant.name)
		if out, err := exec.Command("go", "build", "-tags", variant.tags, "-o", bin, ".").CombinedOutput(); err != nil {
			b.Fatalf("build: %v\n%s", err, out)
		}
		for _, argv := range [][]string{{"true"}, {"git", "--version"}} {
			benchOverhead(b, variant.name+"/"+argv[0], bin, env, argv)
		}
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

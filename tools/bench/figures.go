package main

import (
	"bytes"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"
)

// figuresFile is where -write puts the hook latency table ("" prints only).
var figuresFile string

// The markers in the figures file between which the table is written;
// everything outside them is the file's own text.
const (
	beginMark = "<!-- begin make bench: hook latency -->"
	endMark   = "<!-- end make bench: hook latency -->"
)

// figureRow is one timed case: the no-op's and hooktool's median seconds.
type figureRow struct {
	name           string
	noop, hooktool float64
}

// loadAverage is the one-minute load average at the start of the run, or
// "" where /proc does not say: ratios on a busy machine run higher.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// writeFigures replaces the hook latency table in path with rows, so the
// docs cite the last run's numbers from one place.
func writeFigures(path string, rows []figureRow, runs int, load string) error {
	old, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	i, j := bytes.Index(old, []byte(beginMark)), bytes.Index(old, []byte(endMark))
	if i < 0 || j < i {
		return fmt.Errorf("%s: no %q ... %q block to write into", path, beginMark, endMark)
	}
	var b strings.Builder
	b.WriteString(beginMark + "\n")
	fmt.Fprintf(&b, "Last run: %s, %s %s/%s, %d CPUs", time.Now().UTC().Format("2006-01-02"), runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.NumCPU())
	if load != "" {
		fmt.Fprintf(&b, ", load average %s at the start", load)
	}
	fmt.Fprintf(&b, "; %d interleaved runs per case, medians.\n\n", runs)
	b.WriteString("| case | no-op Go binary | hooktool | ratio |\n|---|---|---|---|\n")
	var worst float64
	for _, r := range rows {
		ratio := r.hooktool / r.noop
		if !strings.Contains(r.name, "plugin") {
			worst = max(worst, ratio)
		}
		fmt.Fprintf(&b, "| %s | %.2f ms | %.2f ms | %.2fx |\n", r.name, r.noop*1e3, r.hooktool*1e3, ratio)
	}
	fmt.Fprintf(&b, "\nWorst hook case: %.2fx (target: within 1.6x).\n", worst)
	b.WriteString(endMark)
	out := append(append(append([]byte{}, old[:i]...), b.String()...), old[j+len(endMark):]...)
	return os.WriteFile(path, out, 0o644)
}

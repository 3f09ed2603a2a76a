package guard_test

import (
	"slices"
	"testing"
	"time"
)

// BenchmarkCorpus judges every corpus command and reports the median and
// the slowest command's time per call. Run it with
// go test ./guard -run '^$' -bench Corpus -benchtime 20x
func BenchmarkCorpus(b *testing.B) {
	gs := &guards{tb: b}
	cases := loadCorpus(b)
	for _, c := range cases {
		gs.of(c)
	}
	per := make([]time.Duration, len(cases))
	b.ResetTimer()
	for b.Loop() {
		for i, c := range cases {
			t0 := time.Now()
			gs.of(c).Bash(c.cmd)
			per[i] += time.Since(t0)
		}
	}
	b.StopTimer()
	for i := range per {
		per[i] /= time.Duration(b.N) // mean per call of each command
	}
	sorted := slices.Clone(per)
	slices.Sort(sorted)
	b.ReportMetric(float64(sorted[len(sorted)/2].Nanoseconds()), "median-ns/cmd")
	b.ReportMetric(float64(sorted[len(sorted)-1].Nanoseconds()), "max-ns/cmd")
	slowest := slices.Index(per, sorted[len(sorted)-1])
	b.Logf("%d commands; slowest: %q", len(cases), cases[slowest].cmd)
}

// BenchmarkNew is the cost of building the guard on the hook path.
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		newTestGuard(b)
	}
}

package reduce

import "testing"

// TestFresh166Fixtures scores the 166th blind set (see its README:
// debugging, profiling and diagnosing: gdb, valgrind, sanitizers, strace,
// tracebacks, profilers, race reports, benchmarks), recorded without
// reading the reducers.
func TestFresh166Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh166", 0, t.Logf) }

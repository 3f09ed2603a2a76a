package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestRoutineStructuredRecords: a record of a routine level names its
// logging call's place on every line (zap's "caller", klog's
// "controller.go:123]"): that place is no finding; a warning's or an
// error's record stays.
func TestRoutineStructuredRecords(t *testing.T) {
	for _, c := range []struct {
		s       string
		routine bool
	}{
		{`{"level":"info","ts":1764511200.1,"caller":"server/handler.go:63","msg":"handled"}`, true},
		{`{"severity":"DEBUG","caller":"a/b.go:12","message":"x"}`, true},
		{`time=2026-11-30T14:00:00Z level=info caller=store/db.go:41 msg="query done"`, true},
		{`{"level":30,"time":1,"src":"app.js:12","msg":"listening"}`, true},
		{`I1130 14:00:01.123456       1 controller.go:212] Reconciling object`, true},
		{`{"level":"warn","caller":"server/pool.go:41","msg":"slow acquire"}`, false},
		{`E1130 14:00:33.123456       1 reflector.go:147] Failed to watch *v1.Pod`, false},
		{`app/models.py:12: error: Incompatible types`, false},
		{`Info.plist:3: bad key`, false},
		{`run --log-level=debug main.go:12`, false},
	} {
		if got := routineRecord(c.s); got != c.routine {
			t.Errorf("routineRecord(%q) = %v, want %v", c.s, got, c.routine)
		}
	}
}

// TestJSONLogShaped: JSON records of a structured logger read as a log:
// the routine ones fold, the error and the warnings stay.
func TestJSONLogShaped(t *testing.T) {
	var s strings.Builder
	for i := range 40 {
		switch i {
		case 25:
			fmt.Fprintf(&s, `{"level":"error","ts":1764511200.%d,"caller":"server/handler.go:88","msg":"request failed","error":"duplicate key"}`+"\n", i)
		case 10, 30:
			fmt.Fprintf(&s, `{"level":"warn","ts":1764511200.%d,"caller":"server/pool.go:41","msg":"slow acquire","wait_ms":%d}`+"\n", i, i*13)
		default:
			fmt.Fprintf(&s, `{"level":"info","ts":1764511200.%d,"caller":"server/handler.go:%d","msg":"handled","path":"/v1/items/%d","status":200,"dur_ms":%d.%d}`+"\n", i, 40+i*7%50, i*37%999, i*3%17, i%10)
		}
	}
	in := s.String()
	if !logShaped(textLines(in)) {
		t.Fatal("JSON records not read as a log")
	}
	out := reduceAsRun(Generic, in)
	for _, want := range []string{`"msg":"request failed"`, `"wait_ms":130}`, `"wait_ms":390}`} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %s:\n%s", want, out)
		}
	}
	if n := strings.Count(out, `"level":"info"`); n > 12 {
		t.Errorf("%d routine records kept:\n%s", n, out)
	}
	checkMarkers(t, in, out)
}

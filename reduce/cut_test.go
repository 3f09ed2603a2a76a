package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// An output cut short (| head) may end on any line: a dump's header with
// nothing under it, a frame's first half. No cut makes the reducer fail.
func TestCutShortAnywhere(t *testing.T) {
	var in []string
	for i := 0; i < 30; i++ {
		in = append(in, fmt.Sprintf("=== RUN   TestRender%d", i), fmt.Sprintf("    render_test.go:%d: page %d rendered", 10+i, i), fmt.Sprintf("--- PASS: TestRender%d (0.00s)", i))
	}
	in = append(in, "=== RUN   TestGolden", "    golden_test.go:40: output differs", "    want:")
	for i := 0; i < 12; i++ {
		in = append(in, fmt.Sprintf("        line %d", i))
	}
	in = append(in, "    got:")
	for i := 0; i < 12; i++ {
		in = append(in, fmt.Sprintf("        line %d", i+i%5))
	}
	in = append(in, "--- FAIL: TestGolden (0.00s)", "FAIL", "FAIL\texample.com/app/render\t0.01s")
	for _, kind := range []string{GoTest, Generic, Make, Pytest, NpmTest, CargoTest} {
		for n := 1; n <= len(in); n++ {
			text := strings.Join(in[:n], "\n") + "\n"
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%s, cut after line %d (%q): %v", kind, n, in[n-1], r)
					}
				}()
				reduceLines(kind, textLines(text), "/f")
			}()
		}
	}
}

// A fault in a rule prints the command's output whole, keeps its exit
// code and says what failed.
func TestRunFaultPrintsWhole(t *testing.T) {
	old := reduceFn
	reduceFn = func(string, []line, string, bool) (string, bool) { panic("a rule's bug") }
	defer func() { reduceFn = old }()
	r, out, _ := run(t, Options{Dir: t.TempDir()}, "sh", "-c", longScript+"; exit 3")
	if r.Code != 3 {
		t.Errorf("exit code %d, want 3", r.Code)
	}
	if !strings.Contains(out, "step 300 done\n") || strings.Contains(out, "omitted") {
		t.Errorf("stdout not whole: %.200q", out)
	}
	if r.Err == nil || !strings.Contains(r.Err.Error(), "a rule's bug") {
		t.Errorf("error: %v", r.Err)
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestPytestBannerPluginLines: the lines plugins add to pytest's banner
// (hypothesis's profile, pytest-timeout's settings, xdist's workers) go
// with the rest of the banner; rootdir, a line naming a failure and the
// count of what was selected stay.
func TestPytestBannerPluginLines(t *testing.T) {
	noise := []string{
		"hypothesis profile 'default' -> database=DirectoryBasedExampleDatabase(PosixPath('/home/dev/work/canal/.hypothesis/examples'))",
		"timeout: 2.0s",
		"timeout method: signal",
		"gw0 I / gw1 I",
	}
	stay := []string{
		"rootdir: /home/dev/work/canal, configfile: pyproject.toml",
		"collecting ... collected 48 items / 40 deselected / 8 selected",
		"run-last-failure: rerun previous 2 failures",
	}
	in := []string{
		"============================= test session starts ==============================",
		"platform linux -- Python 3.11.2, pytest-7.2.1, pluggy-1.0.0+repack -- /usr/bin/python3",
		noise[0], stay[0], noise[1], noise[2], "plugins: hypothesis-6.67.1, timeout-2.1.0, xdist-3.1.0",
		noise[3], stay[1], stay[2], "",
	}
	for i := range 6 {
		in = append(in, fmt.Sprintf("tests/test_locks.py::test_flight_%d PASSED                                  [ %d%%]", i, 10*i))
	}
	fail := []string{
		"tests/test_locks.py::test_rise FAILED                                      [ 80%]",
		"tests/test_locks.py::test_fall FAILED                                      [100%]",
		"",
		"=================================== FAILURES ===================================",
		"__________________________________ test_rise ___________________________________",
		"",
		"    def test_rise():",
		">       assert rise(\"Caen Hill\", 29) == 72.3",
		"E       assert 71.9 == 72.3",
		"",
		"tests/test_locks.py:14: AssertionError",
		"__________________________________ test_fall ___________________________________",
		"",
		"    def test_fall():",
		">       assert fall(\"Hatton\", 21) == 45.0",
		"E       KeyError: 'Hatton'",
		"",
		"tests/test_locks.py:18: KeyError",
		"=========================== short test summary info ============================",
		"FAILED tests/test_locks.py::test_rise - assert 71.9 == 72.3",
		"FAILED tests/test_locks.py::test_fall - KeyError: 'Hatton'",
		"================= 2 failed, 6 passed, 40 deselected in 0.31s ===================",
	}
	in = append(in, fail...)
	out := reduceAsRun(Pytest, strings.Join(in, "\n")+"\n")
	wants(t, out, stay...)
	wants(t, out, "E       assert 71.9 == 72.3", "E       KeyError: 'Hatton'", fail[len(fail)-1])
	for _, n := range noise {
		if strings.Contains(out, n) {
			t.Errorf("the banner's %q stayed:\n%s", n, out)
		}
	}
}

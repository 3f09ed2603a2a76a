package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// pytestRun is a pytest -v session of n passing tests, then what tail adds.
func pytestRun(n int, tail string) string {
	var b strings.Builder
	b.WriteString("============================= test session starts ==============================\n" +
		"platform linux -- Python 3.11.2, pytest-7.2.1, pluggy-1.0.0\nrootdir: /w/kiln\n" +
		fmt.Sprintf("collected %d items\n\n", n))
	for k := 0; k < n; k++ {
		fmt.Fprintf(&b, "tests/test_kiln.py::test_step[%d] PASSED %*s[%3d%%]\n", k, 30, "", (k+1)*100/n)
	}
	b.WriteString(tail)
	return b.String()
}

// TestPytestWarningCountHead: a warnings block headed by a file's count
// ("tests/test_tide.py: 48 warnings") keeps that count when its warning
// folds into an earlier one of the same message.
func TestPytestWarningCountHead(t *testing.T) {
	out := reduceAsRun(Pytest, pytestRun(60, "\n=============================== warnings summary ===============================\n"+
		"tests/test_tide.py::test_zero\n"+
		"  /w/kiln/tests/test_tide.py:8: DeprecationWarning: height() is deprecated; use tide_height()\n"+
		"    assert height(1, {}) == 0\n\n"+
		"tests/test_tide.py: 48 warnings\n"+
		"  /w/kiln/tests/test_tide.py:12: DeprecationWarning: height() is deprecated; use tide_height()\n"+
		"    h = [height(t, {}) for t in range(48)]\n\n"+
		"-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n"+
		"======================= 60 passed, 49 warnings in 0.50s ========================\n"))
	wants(t, out, "tests/test_tide.py: 48 warnings", "tests/test_tide.py::test_zero")
	if warnCountHead("tests/test_tide.py::test_zero") || warnCountHead("2 warnings") || !warnCountHead("tests/a.py: 3 warnings") {
		t.Error("warnCountHead misreads a test id, a bare count or a file's count")
	}
}

// TestPytestRaiseInFrame: a raise or a handler in the source of a
// project's frame, not the failing (>) line, stays in every failure: the
// exception the code throws or catches there, and on what condition.
func TestPytestRaiseInFrame(t *testing.T) {
	var b strings.Builder
	b.WriteString("\n=================================== FAILURES ===================================\n")
	for k := 0; k < 20; k++ {
		fmt.Fprintf(&b, "_______________________________ test_missing_datum_%d _______________________________\n\n"+
			"    def test_missing_datum_%d(harbour):\n"+
			">       datum.offset%d(harbour, \"NAVD88\", \"MSL\")\n\n"+
			"tests/test_datum.py:%d: \n"+
			"_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ \n\n"+
			"    def offset%d(station, src, dst):\n"+
			"        src, dst = src.upper(), dst.upper()\n"+
			"        for d in (src, dst):\n"+
			"            if d not in KNOWN_%d:\n"+
			"                try:\n                    d = ALIASES[d]\n                except KeyError as miss%d:\n"+
			"                raise DatumError(f\"unknown datum {d!r} in table %d\")\n"+
			"        datums = {k.upper(): v for k, v in station.datums.items()}\n"+
			">       return datums[src] - datums[dst]\n"+
			"E       KeyError: 'NAVD88'\n\n"+
			"tidewatch/datum.py:%d: KeyError\n", k, k, k, 20+k, k, k, k, k, 14+k)
	}
	b.WriteString("=========================== short test summary info ============================\n" +
		"FAILED tests/test_datum.py::test_missing_datum_0 - KeyError: 'NAVD88'\n" +
		"======================== 20 failed, 60 passed in 0.61s =========================\n")
	out := reduceAsRun(Pytest, pytestRun(60, b.String()))
	for k := 0; k < 20; k++ {
		wants(t, out, fmt.Sprintf(`                raise DatumError(f"unknown datum {d!r} in table %d")`, k))
	}
	for k := 0; k < 20; k++ {
		wants(t, out, fmt.Sprintf("                except KeyError as miss%d:", k))
	}
	if n := strings.Count(out, "        src, dst = src.upper(), dst.upper()\n"); n > 3 {
		t.Errorf("a frame's other source lines stay, %d times:\n%s", n, out)
	}
}

// TestPytestDurations: --durations' rows of the slowest tests stay, up to
// ten; a row of a test that took no time shown does not.
func TestPytestDurations(t *testing.T) {
	var b strings.Builder
	b.WriteString("\n============================= slowest 30 durations =============================\n")
	for k := 0; k < 12; k++ {
		fmt.Fprintf(&b, "%.2fs call     tests/test_kiln.py::test_step[%d]\n", 0.9-float64(k)*0.05, k)
	}
	for k := 12; k < 30; k++ {
		fmt.Fprintf(&b, "0.00s setup    tests/test_kiln.py::test_step[%d]\n", k)
	}
	b.WriteString("============================== 60 passed in 1.10s ==============================\n")
	out := reduceAsRun(Pytest, pytestRun(60, b.String()))
	for k := 0; k < 10; k++ {
		wants(t, out, fmt.Sprintf("%.2fs call     tests/test_kiln.py::test_step[%d]", 0.9-float64(k)*0.05, k))
	}
	if n := strings.Count(out, "0.00s setup"); n > 2 {
		t.Errorf("%d rows of tests that took no time stay:\n%s", n, out)
	}
}

// TestNpmForcedConflictTree: npm install --force's report of each peer
// conflict it overrode keeps the tree under its heads (who wants which
// version), as a failing resolution's does.
func TestNpmForcedConflictTree(t *testing.T) {
	var b strings.Builder
	b.WriteString("npm warn using --force Recommended protections disabled.\n")
	conflicts := []struct{ pkg, ver, wants, dev, more string }{
		{"@testing-library/react", "14.1.2", "^18.0.0", "dev ", ""},
		{"react-dom", "18.2.0", "^18.2.0", "", "3 more (@testing-library/react, react-leaflet, recharts)"},
		{"react-leaflet", "4.2.1", "^18.0.0", "", ""},
	}
	for _, c := range conflicts {
		fmt.Fprintf(&b, "npm warn ERESOLVE overriding peer dependency\nnpm warn While resolving: %s@%s\nnpm warn Found: react@17.0.2\n"+
			"npm warn node_modules/react\nnpm warn   react@\"17.0.2\" from the root project\nnpm warn   1 more (recharts)\nnpm warn\n"+
			"npm warn Could not resolve dependency:\nnpm warn peer react@\"%s\" from %s@%s\n"+
			"npm warn node_modules/%s\nnpm warn   %s%s@\"%s\" from the root project\n", c.pkg, c.ver, c.wants, c.pkg, c.ver, c.pkg, c.dev, c.pkg, c.ver)
		if c.more != "" {
			fmt.Fprintf(&b, "npm warn   %s\n", c.more)
		}
		fmt.Fprintf(&b, "npm warn\nnpm warn Conflicting peer dependency: react@18.3.1\nnpm warn node_modules/react\n"+
			"npm warn   peer react@\"%s\" from %s@%s\nnpm warn   node_modules/%s\n", c.wants, c.pkg, c.ver, c.pkg)
	}
	b.WriteString("\nadded 132 packages in 12s\n")
	out := reduceAsRun(NpmInstall, b.String())
	for _, c := range conflicts {
		wants(t, out, "npm warn node_modules/"+c.pkg, "npm warn   "+c.dev+c.pkg+"@\""+c.ver+"\" from the root project", "npm warn   node_modules/"+c.pkg)
	}
	wants(t, out, "npm warn   react@\"17.0.2\" from the root project", "npm warn   3 more (@testing-library/react, react-leaflet, recharts)", "added 132 packages in 12s")
}

// TestTscPrettyRelatedMessage: tsc --pretty writes a related place's
// message under the place's excerpt ("    'retries' is declared here."); it
// stays with the place for each diagnostic shown, not only where the
// budget's tail reaches.
func TestTscPrettyRelatedMessage(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 30; k++ {
		fmt.Fprintf(&b, "src/f%d.ts:19:21 - error TS2339: Property 'title%d' does not exist on type 'Promise<any>'.\n\n19   return res.json().title;\n                      ~~~~~\n\n", k, k)
	}
	for _, f := range []string{"rpc", "theme"} {
		fmt.Fprintf(&b, "src/%s.ts:22:37 - error TS2345: Argument of type '{ name: string; }' is not assignable to parameter of type '%sOptions'.\n"+
			"  Property 'retries' is missing in type '{ name: string; }' but required in type '%sOptions'.\n\n"+
			"22 export const %sDefault = create({ name: \"x\" });\n                                       ~~~~~~~~~~~~~\n\n"+
			"  src/%s.ts:3:3\n    3   retries: number;\n          ~~~~~~~\n    'retries' is declared here on type '%sOptions'.\n\n", f, f, f, f, f, f)
	}
	b.WriteString("\nFound 32 errors in 32 files.\n")
	out := reduceAsRun(Tsc, b.String())
	wants(t, out, "  src/rpc.ts:3:3", "    'retries' is declared here on type 'rpcOptions'.", "    'retries' is declared here on type 'themeOptions'.")
}

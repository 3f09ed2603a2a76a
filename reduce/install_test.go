package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// Of a pip install whose build failed, the per-package progress goes,
// "Collecting x (from -r requirements.txt (line 3))" too (its place is
// where the requirement came from, and kept it would take the budget the
// build's message needs): the message over several lines at the end of
// the build's captured output stays whole.
func TestPipFailedBuild(t *testing.T) {
	var in []string
	for i := range 12 {
		in = append(in, fmt.Sprintf("Collecting pkg%d==1.%d.0 (from -r requirements.txt (line %d))", i, i, i+1),
			fmt.Sprintf("  Using cached pkg%d-1.%d.0-py3-none-any.whl.metadata (3.1 kB)", i, i))
	}
	in = append(in, "Building wheels for collected packages: psycopg2",
		"  Building wheel for psycopg2 (pyproject.toml) ... error",
		"  error: subprocess-exited-with-error",
		"  ╰─> [41 lines of output]",
		"      running bdist_wheel",
		"      running build",
		"      running build_py",
		"      creating build/lib/psycopg2",
		"      running build_ext",
	)
	for i := range 30 {
		in = append(in, fmt.Sprintf("      x86_64-linux-gnu-gcc -fPIC -I/usr/include/python3.12 -c psycopg/mod%d.c -o build/temp/mod%d.o", i, i))
	}
	in = append(in,
		"      Error: pg_config executable not found.",
		"      ",
		"      pg_config is required to build psycopg2 from source.  Please add the directory",
		"      containing pg_config to the $PATH or specify the full executable path with the",
		"      option:",
		"      [end of output]",
		"  ",
		"  note: This error originates from a subprocess, and is likely not a problem with pip.",
		"  ERROR: Failed building wheel for psycopg2",
		"Failed to build psycopg2",
		"ERROR: Could not build wheels for psycopg2, which is required to install pyproject.toml-based projects")
	out, ok := Text(Pip, strings.Join(in, "\n")+"\n", "/f")
	if !ok {
		t.Fatalf("not reduced:\n%s", out)
	}
	for _, s := range in[len(in)-11 : len(in)-5] {
		if strings.TrimSpace(s) != "" && !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "Collecting pkg5") {
		t.Errorf("progress kept:\n%s", out)
	}
}

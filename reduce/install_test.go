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

// Of npm's resolution error, the tree of dependents under "Found:" goes
// past the budget; the conflict, the dependency that could not be
// resolved and the advice stay.
func TestNpmEresolveTree(t *testing.T) {
	in := []string{"npm error code ERESOLVE", "npm error ERESOLVE unable to resolve dependency tree", "npm error", "npm error While resolving: web@0.4.0",
		"npm error Found: react@18.2.0", "npm error node_modules/react", `npm error   react@"^18.2.0" from the root project`}
	for i := range 30 {
		in = append(in, fmt.Sprintf(`npm error   peer react@"^16.8.0 || ^17.0.0 || ^18.0.0" from @lib/comp%d@2.%d.0`, i, i),
			fmt.Sprintf("npm error   node_modules/@lib/comp%d", i),
			fmt.Sprintf(`npm error     @lib/comp%d@"^2.%d.0" from the root project`, i, i))
	}
	in = append(in, "npm error", "npm error Could not resolve dependency:", `npm error peer react@"^17.0.2" from old-picker@3.1.0`,
		"npm error node_modules/old-picker", "npm error", "npm error Fix the upstream dependency conflict, or retry",
		"npm error this command with --force or --legacy-peer-deps")
	out, ok := Text(NpmInstall, strings.Join(in, "\n")+"\n", "/f")
	if !ok {
		t.Fatalf("not reduced:\n%s", out)
	}
	for _, s := range []string{in[0], in[1], in[4], `npm error peer react@"^17.0.2" from old-picker@3.1.0`, "npm error this command with --force or --legacy-peer-deps"} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "comp15") || len(out)*3 > len(strings.Join(in, "\n")) {
		t.Errorf("tree kept:\n%s", out)
	}
	for s, want := range map[string]bool{
		"npm error node_modules/react":                     true,
		`npm ERR!   react@"^18.2.0" from the root project`: true,
		`npm error peer react@"^17.0.2" from x@3.1.0`:      false,
		"npm error   in workspace: shop@1.0.0":             false,
		"npm error node_modules/x is not writable":         false,
	} {
		if got := npmTreeLine(s); got != want {
			t.Errorf("npmTreeLine(%q) = %v, want %v", s, got, want)
		}
	}
}

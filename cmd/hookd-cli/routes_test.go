package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestRouteScripts runs testdata/routes: each way a token could leave in a
// push (issue 25), tried against a pre-push hook and, with the client hook
// skipped, against a pre-receive hook on the bare repository receiving it.
func TestRouteScripts(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	p := scriptParams("testdata/routes")
	setup := p.Setup
	p.Setup = func(env *testscript.Env) error {
		if err := setup(env); err != nil {
			return err
		}
		cfg := filepath.Join(env.WorkDir, "home", ".gitconfig")
		env.Setenv("GIT_CONFIG_GLOBAL", cfg)
		env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
		env.Setenv("GIT_AUTHOR_DATE", "2026-01-02T03:04:05Z")
		env.Setenv("GIT_COMMITTER_DATE", "2026-01-02T03:04:05Z")
		env.Setenv("SEED", strconv.FormatInt(seed.Add(1), 10))
		// protocol.file.allow: a submodule is added from a local path.
		return os.WriteFile(cfg, []byte("[user]\n\tname = Test\n\temail = test@example.com\n[init]\n\tdefaultBranch = main\n"+
			"[advice]\n\tdetachedHead = false\n[protocol \"file\"]\n\tallow = always\n"), 0o644)
	}
	cmds := map[string]func(*testscript.TestScript, bool, []string){}
	for k, v := range scriptCmds {
		cmds[k] = v
	}
	for k, v := range boundaryCmds {
		cmds[k] = v
	}
	for k, v := range routeCmds {
		cmds[k] = v
	}
	p.Cmds = cmds
	testscript.Run(t, p)
}

var routeCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	// pack gzip|zip|tgz SRC DST: write SRC compressed, as gzip, a zip
	// member or a gzipped tar member.
	"pack": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 3 || neg {
			ts.Fatalf("usage: pack gzip|zip|tgz SRC DST")
		}
		src, err := os.ReadFile(ts.MkAbs(args[1]))
		ts.Check(err)
		var b bytes.Buffer
		switch args[0] {
		case "gzip":
			w := gzip.NewWriter(&b)
			_, err = w.Write(src)
			ts.Check(err)
			ts.Check(w.Close())
		case "zip":
			z := zip.NewWriter(&b)
			w, err := z.Create("config/settings.env")
			ts.Check(err)
			_, err = w.Write(src)
			ts.Check(err)
			ts.Check(z.Close())
		case "tgz":
			gz := gzip.NewWriter(&b)
			tw := tar.NewWriter(gz)
			ts.Check(tw.WriteHeader(&tar.Header{Name: "backup/settings.env", Mode: 0o644, Size: int64(len(src))}))
			_, err = tw.Write(src)
			ts.Check(err)
			ts.Check(tw.Close())
			ts.Check(gz.Close())
		default:
			ts.Fatalf("pack: unknown form %q", args[0])
		}
		ts.Check(os.WriteFile(ts.MkAbs(args[2]), b.Bytes(), 0o644))
	},
	// splitwith SEP VAR OUT: $OUT = $VAR with SEP in its middle; SEP is
	// zwsp (U+200B), shy (U+00AD) or literal text.
	"splitwith": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 3 || neg {
			ts.Fatalf("usage: splitwith SEP VAR OUT")
		}
		sep := map[string]string{"zwsp": "\u200b", "shy": "\u00ad"}[args[0]]
		if sep == "" {
			sep = args[0]
		}
		v := ts.Getenv(args[1])
		k := len(v) / 2
		ts.Setenv(args[2], v[:k]+sep+v[k:])
	},
	// halves VAR A B: $A and $B = the two halves of $VAR.
	"halves": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 3 || neg {
			ts.Fatalf("usage: halves VAR A B")
		}
		v := ts.Getenv(args[0])
		k := len(v) / 2
		ts.Setenv(args[1], v[:k])
		ts.Setenv(args[2], v[k:])
	},
}

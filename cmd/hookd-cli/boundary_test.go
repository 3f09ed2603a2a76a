package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"unicode/utf16"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/hookd/hookd/scan/scantest"
)

// TestBoundaryScripts runs the pre-push, scan and scrub scripts against real
// git: a bare remote in $WORK and a work repository whose pre-push hook calls
// hooktool, so the test sees exactly what git sends.
func TestBoundaryScripts(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	p := scriptParams("testdata/boundary")
	setup := p.Setup
	p.Setup = func(env *testscript.Env) error {
		if err := setup(env); err != nil {
			return err
		}
		env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
		env.Setenv("GIT_AUTHOR_DATE", "2026-01-02T03:04:05Z")
		env.Setenv("GIT_COMMITTER_DATE", "2026-01-02T03:04:05Z")
		env.Setenv("SEED", strconv.FormatInt(seed.Add(1), 10))
		return os.WriteFile(filepath.Join(env.WorkDir, "home", ".gitconfig"), []byte(
			"[user]\n\tname = Test\n\temail = test@example.com\n[init]\n\tdefaultBranch = main\n"+
				"[advice]\n\tdetachedHead = false\n"), 0o644)
	}
	cmds := map[string]func(*testscript.TestScript, bool, []string){}
	for k, v := range scriptCmds {
		cmds[k] = v
	}
	for k, v := range boundaryCmds {
		cmds[k] = v
	}
	p.Cmds = cmds
	testscript.Run(t, p)
}

var seed atomic.Int64

var boundaryCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	// gentoken KIND VAR: $VAR = a fresh fake secret of KIND (a rule id),
	// made at run time so no fixture ever holds one.
	"gentoken": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 || neg {
			ts.Fatalf("usage: gentoken KIND VAR")
		}
		n, _ := strconv.ParseUint(ts.Getenv("SEED"), 10, 64)
		ts.Setenv("SEED", strconv.FormatUint(n+1, 10))
		v, err := scantest.New(n*7919 + 17).Value(args[0])
		ts.Check(err)
		ts.Setenv(args[1], v)
	},
	// encode FORM SRC DST: write SRC's content to DST as utf16le (no byte
	// order mark), utf16be-bom, binary (between NULs and random bytes), or
	// padded (after 4 KiB of filler lines).
	"encode": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 3 || neg {
			ts.Fatalf("usage: encode utf16le|utf16be-bom|binary|padded SRC DST")
		}
		src, err := os.ReadFile(ts.MkAbs(args[1]))
		ts.Check(err)
		var out []byte
		switch args[0] {
		case "utf16le", "utf16be-bom":
			be := args[0] == "utf16be-bom"
			if be {
				out = append(out, 0xfe, 0xff)
			}
			for _, u := range utf16.Encode([]rune(string(src))) {
				if be {
					out = append(out, byte(u>>8), byte(u))
				} else {
					out = append(out, byte(u), byte(u>>8))
				}
			}
		case "binary":
			out = append([]byte{0x7f, 'E', 'L', 'F', 0, 0, 1, 2, 0xff, 0xfe, 0}, src...)
			out = append(out, 0, 0x90, 0x90, 0xc3, 0, 0)
		case "padded":
			out = append([]byte(strings.Repeat("filler line of text, nothing to see here\n", 100)), src...)
		default:
			ts.Fatalf("encode: unknown form %q", args[0])
		}
		ts.Check(os.WriteFile(ts.MkAbs(args[2]), out, 0o644))
	},
	// append FILE TEXT...: add the words, space-joined, and a newline.
	"append": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) < 1 || neg {
			ts.Fatalf("usage: append FILE TEXT...")
		}
		ts.Check(os.MkdirAll(filepath.Dir(ts.MkAbs(args[0])), 0o755))
		f, err := os.OpenFile(ts.MkAbs(args[0]), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		ts.Check(err)
		_, err = f.WriteString(strings.Join(args[1:], " ") + "\n")
		ts.Check(err)
		ts.Check(f.Close())
	},
	// exitcode N CMD ARGS...: run CMD (like exec) and require exit code N.
	"exitcode": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) < 2 || neg {
			ts.Fatalf("usage: exitcode N CMD ARGS...")
		}
		want, err := strconv.Atoi(args[0])
		ts.Check(err)
		err = ts.Exec(args[1], args[2:]...)
		got := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			got = ee.ExitCode()
		} else if err != nil {
			ts.Fatalf("%v", err)
		}
		if got != want {
			ts.Fatalf("%s exited %d, want %d", args[1], got, want)
		}
	},
}

package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// The torture run of issue 28, repeatable: many randomly damaged state
// files, each under a hook that must answer within answerBound, exit 0 or 1
// (never 2 from a fault), keep the deny of a dangerous call, and leave the
// next call fast again; `state show` on it must not crash either.
//
//	go test ./cmd/hookd-cli -run TestTorture -torture 500
//	HOOKD_TORTURE_BIN=/path/to/hooktool go test ... (another build, for figures before a change)
//
// The damage: random bytes flipped; a page header's count, overflow or
// flags set to an extreme or random value; a branch page's children
// pointed at itself; the file cut short, emptied or replaced by garbage.
// The lock file's record is kept as the last write left it, removed (a
// file an older hooktool wrote) or left pending (a writer killed after its
// commit), so every path of the check is tried.
var tortureN = flag.Int("torture", 0, "damaged state files to try in TestTorture (0 skips it)")

func TestTorture(t *testing.T) {
	if *tortureN <= 0 {
		t.Skip("the torture run is long; run it with -torture N")
	}
	bin := os.Getenv("HOOKD_TORTURE_BIN")
	if bin == "" {
		bin = buildHooktool(t)
	}
	base, lock := tortureBase(t, bin)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d, base file %d bytes", seed, len(base))
	deny, _ := sjson.SetBytes(fixture(t, "PreToolUse-Bash"), "tool_input.command", "rm -rf /")
	safe := fixture(t, "PreToolUse-Bash")

	type result struct {
		kind            string
		first, next     time.Duration
		code, nextCode  int
		showCode        int
		denied, crashed bool
	}
	results := make([]result, *tortureN)
	var wg sync.WaitGroup
	work := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				r := rand.New(rand.NewPCG(seed, uint64(i)))
				w := newHookWorld(t, bin)
				data, kind := tortureDamage(r, base)
				if err := os.MkdirAll(filepath.Dir(w.state), 0o700); err != nil {
					t.Error(err)
					return
				}
				if err := os.WriteFile(w.state, data, 0o600); err != nil {
					t.Error(err)
					return
				}
				switch r.IntN(4) {
				case 0: // no record
					kind += "/no-record"
				case 1:
					kind += "/pending"
					_ = os.WriteFile(w.state+".lock", []byte(fmt.Sprintf("hooktool-sum 2 pending%s\n", strings.Repeat(" ", 40))), 0o600)
				default:
					_ = os.WriteFile(w.state+".lock", lock, 0o600)
				}
				a := tortureRun(w, deny, bin, "hook")
				b := tortureRun(w, safe, bin, "hook")
				s := tortureRun(w, nil, bin, "state", "show", "--json")
				results[i] = result{kind: kind, first: a.took, next: b.took, code: a.code, nextCode: b.code, showCode: s.code,
					denied:  gjson.Get(a.stdout, "hookSpecificOutput.permissionDecision").String() == "deny",
					crashed: a.signaled || b.signaled || s.signaled || strings.Contains(a.stderr+b.stderr+s.stderr, "goroutine ")}
			}
		}()
	}
	for i := range *tortureN {
		work <- i
	}
	close(work)
	wg.Wait()

	var firsts, nexts []time.Duration
	bad := map[string]int{}
	for _, r := range results {
		firsts, nexts = append(firsts, r.first), append(nexts, r.next)
		fail := func(what string) {
			bad[what]++
			if bad[what] <= 3 {
				t.Errorf("%s: %s (first %v exit %d, next %v exit %d, state show exit %d)", r.kind, what, r.first, r.code, r.next, r.nextCode, r.showCode)
			}
		}
		switch {
		case r.crashed:
			fail("a hook or state show crashed")
		case r.code != 0 && r.code != 1, r.nextCode != 0 && r.nextCode != 1:
			fail("a hook exited other than 0 or 1")
		case !r.denied:
			fail("the dangerous call was not denied")
		case r.first > answerBound:
			fail("the first call took longer than the bound")
		case r.next > answerBound:
			fail("the next call took longer than the bound")
		case r.showCode == 2:
			fail("state show exited 2")
		case r.showCode == -1:
			fail("state show hung")
		}
	}
	slices.Sort(firsts)
	slices.Sort(nexts)
	pct := func(d []time.Duration, p float64) time.Duration {
		return d[int(float64(len(d)-1)*p)].Round(time.Millisecond)
	}
	t.Logf("%d damaged files: first call p50 %v p99 %v max %v; next call p50 %v max %v; failures %v",
		len(results), pct(firsts, .5), pct(firsts, .99), firsts[len(firsts)-1].Round(time.Millisecond), pct(nexts, .5), nexts[len(nexts)-1].Round(time.Millisecond), bad)
}

// tortureRun runs one process of the torture; one that hangs is killed
// after 20 s and reported with code -1 (not a fatal error: this runs on
// worker goroutines).
func tortureRun(w *hookWorld, stdin []byte, argv ...string) hookRun {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env, cmd.Dir, cmd.Stdin = w.env(), w.dir, bytes.NewReader(stdin)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	start := time.Now()
	err := cmd.Run()
	r := hookRun{stdout: o.String(), stderr: e.String(), took: time.Since(start)}
	var x *exec.ExitError
	switch {
	case ctx.Err() != nil:
		r.code = -1
	case errors.As(err, &x):
		r.code = x.ExitCode()
		if ws, ok := x.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			r.signaled = true
		}
	}
	return r
}

// tortureBase is a state file a few hundred hook calls left (big enough
// for branch pages), and its lock file.
func tortureBase(t *testing.T, bin string) (data, lock []byte) {
	w := newHookWorld(t, bin)
	post := fixture(t, "PostToolUse-Bash")
	for i := range 250 {
		in, _ := sjson.SetBytes(post, "tool_use_id", fmt.Sprintf("toolu_torture_%04d", i))
		in, _ = sjson.SetBytes(in, "tool_input.command", fmt.Sprintf("go test ./pkg%d/... -run Test%d", i, i))
		if r := w.run(in); r.code != 0 {
			t.Fatalf("filling the state file: exit %d, %s", r.code, r.stderr)
		}
	}
	data, err := os.ReadFile(w.state)
	if err != nil {
		t.Fatal(err)
	}
	lock, _ = os.ReadFile(w.state + ".lock")
	return data, lock
}

// tortureDamage returns a damaged copy of base and what was done.
func tortureDamage(r *rand.Rand, base []byte) ([]byte, string) {
	d := bytes.Clone(base)
	ps := int(binary.NativeEndian.Uint32(d[16+8:]))
	if ps < 512 || ps > len(d) {
		ps = 4096
	}
	pages := len(d) / ps
	page := func() []byte { return d[(2+r.IntN(pages-2))*ps:] }
	extreme := func() uint64 {
		return []uint64{0, 1, 0xFFFF, 0xFFFFFFFF, uint64(pages), uint64(pages - 1), r.Uint64()}[r.IntN(7)]
	}
	switch r.IntN(8) {
	case 0, 1:
		n := 1 + r.IntN(4)
		for range n {
			d[r.IntN(len(d))] ^= byte(1 + r.IntN(255))
		}
		return d, fmt.Sprintf("flip-%d", n)
	case 2:
		binary.NativeEndian.PutUint16(page()[10:], uint16(extreme()))
		return d, "count"
	case 3:
		binary.NativeEndian.PutUint32(page()[12:], uint32(extreme()))
		return d, "overflow"
	case 4:
		binary.NativeEndian.PutUint16(page()[8:], []uint16{0x01, 0x02, 0x04, 0x10, 0x03, 0xFFFF}[r.IntN(6)])
		return d, "flags"
	case 5:
		// Every branch page's children point at the page itself.
		n := 0
		for id := 2; id < pages; id++ {
			p := d[id*ps:]
			if binary.NativeEndian.Uint16(p[8:]) == 0x01 {
				for i := range int(binary.NativeEndian.Uint16(p[10:])) {
					if 16+16*i+16 <= ps {
						binary.NativeEndian.PutUint64(p[16+16*i+8:], uint64(id))
					}
				}
				n++
			}
		}
		return d, fmt.Sprintf("branch-cycle-%d", n)
	case 6:
		return d[:r.IntN(len(d))], "cut"
	default:
		if r.IntN(2) == 0 {
			return nil, "empty"
		}
		g := make([]byte, len(d))
		for i := range g {
			g[i] = byte(r.Uint32())
		}
		return g, "garbage"
	}
}

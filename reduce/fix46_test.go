package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// The project's frames of a stack Erlang prints as a term stay whole
// (name, file, line); the runner's frames under them fold.
func TestErlangOwnFrames(t *testing.T) {
	for s, want := range map[string]bool{
		`      [{file,"/srv/app/src/ledger.erl"},`:                  true,
		` {ledger,post,2,[{file,"src/ledger.erl"},{line,9}]},`:      true,
		`      [{file,"eunit_test.erl"},{line,273}]},`:              false, // OTP's own
		`      [{file,"/usr/lib/erlang/lib/stdlib/src/lists.erl"},`: false,
		`      [{file,"/srv/app/deps/jsx/src/jsx.erl"},`:            false,
		`{file,"/srv/app/README"}`:                                  false,
		`see file /srv/app/src/ledger.erl`:                          false,
	} {
		if got := ownErlangFile(s); got != want {
			t.Errorf("ownErlangFile(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"   [{ledger,post,2,":                            true,
		"    {ledger_tests,'-post_test/0-fun-0-',0,":     true,
		"    {ledger,post,[{a,1}],":                      true,
		"    {ledger,post,2,[{file,\"src/ledger.erl\"},": false,
		"    {Error,badarg,":                             false, // a variable, not an atom
		"    {ledger,post}":                              false,
	} {
		if got := erlangFrameHead(s); got != want {
			t.Errorf("erlangFrameHead(%q) = %v, want %v", s, got, want)
		}
	}
	var b strings.Builder
	b.WriteString("===> Performing EUnit tests...\n")
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "  ledger_tests: amount_%d_test...ok\n", i)
	}
	b.WriteString("Failures:\n\n")
	var own []string
	for f := 1; f <= 5; f++ {
		fmt.Fprintf(&b, "  %d) ledger_tests:post_%d_test/0\n     Failure/Error: {error,badarith,\n", f, f)
		b.WriteString("                        [{erlang,'/',\n                             [40,0],\n                             [{error_info,#{module => erl_erts_errors}}]},\n")
		frame := []string{
			fmt.Sprintf("                         {ledger,split_%d,2,", f),
			`                             [{file,"/srv/app/src/ledger.erl"},`,
			fmt.Sprintf("                              {line,%d}]},", 40+f),
		}
		own = append(own, frame...)
		for _, l := range frame {
			b.WriteString(l + "\n")
		}
		for _, m := range []string{"eunit_test", "eunit_proc", "eunit_serial", "eunit_server", "proc_lib"} {
			fmt.Fprintf(&b, "                         {%s,run,1,\n                             [{file,\"%s.erl\"},{line,%d}]},\n", m, m, len(m)*31)
		}
		b.WriteString("     Output:\n")
	}
	b.WriteString("\nFinished in 0.210 seconds\n45 tests, 5 failures\n===> Error running tests\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, own...)
	wants(t, out, "45 tests, 5 failures")
	if n := strings.Count(out, `{file,"eunit_server.erl"}`); n > 1 {
		t.Errorf("the runner's frames stayed (%d of 5):\n%s", n, out)
	}
	checkMarkers(t, in, out)
}

// A compiler's chain of "instantiation ... from here" lines above an
// error raised inside a template names where the project's code led to
// it, and stays with the error.
func TestFromHereChains(t *testing.T) {
	for s, want := range map[string]bool{
		"/w/app/tests/tq.nim(8, 3) template/generic instantiation of `suite` from here": true,
		"src/q.nim(12, 5) template/generic instantiation of `check` from here":          true,
		"lib/a.hpp:40:7:   required from here":                                          true,
		"  src/q.nim(12, 5) template/generic instantiation from here":                   false, // indented: a quote
		"we got it from here": false,
		"src/q.nim(12, 5) Error: undeclared identifier: 'qLen'": false,
	} {
		if got := fromHereLine(s); got != want {
			t.Errorf("fromHereLine(%q) = %v, want %v", s, got, want)
		}
	}
	// The error is kept by its class; the chain above it, by this rule
	// (a budget's window above a kept line may be none: a long build's
	// hints leave none for it).
	ls := textLines("/usr/lib/nim/lib/pure/unittest.nim(541, 9) Hint: global variable declared here [GlobalVar]\n" +
		"/w/app/tests/tq.nim(8, 3) template/generic instantiation of `suite` from here\n" +
		"/w/app/tests/tq.nim(21, 5) template/generic instantiation of `test` from here\n" +
		"/w/app/tests/tq.nim(22, 9) Error: undeclared identifier: 'qLen'\n" +
		"/w/app/tests/tq.nim(30, 3) template/generic instantiation of `test` from here\n")
	ls[3].cls = keep
	keepFromHereChains(ls)
	for i, want := range []class{normal, keep, keep, keep, normal} {
		if ls[i].cls != want {
			t.Errorf("line %d %q: class %v, want %v", i, ls[i].text, ls[i].cls, want)
		}
	}
}

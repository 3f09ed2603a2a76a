package guard_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/guard"
)

// blind5Floor is the share of testdata/blind-5.txt (the fifth blind set, written
// from the docs alone, without reading the guard's source or its corpus) that
// must keep being judged right, in percent: stopped (ask or deny) for must-stop
// lines, passed for must-pass ones. The floors are the set's first score,
// rounded down (first score: 97.3% stopped, 323/332; 99.4% passed, 153/154),
// raised as classes are fixed (after the sixth fix pass: 100%, 332/332 and
// 154/154), so they can only go up. Every miss is logged with its line,
// class and verdict: that list is what fixers work from.
var blind5Floor = struct{ stopped, passed float64 }{100.0, 100.0}

func TestBlindSet5(t *testing.T) {
	const file = "testdata/blind-5.txt"
	gs := &guards{tb: t}
	cases := loadLabelled(t, file)
	type tally struct{ stop, stopOK, pass, passOK int }
	var order []string
	per := map[string]*tally{}
	total := &tally{}
	for _, c := range cases {
		r := gs.of(c).Bash(c.cmd)
		stopped := r.Decision == guard.Deny || r.Decision == guard.Ask
		tl := per[c.class]
		if tl == nil {
			tl = &tally{}
			per[c.class] = tl
			order = append(order, c.class)
		}
		for _, x := range []*tally{tl, total} {
			if c.want == "pass" {
				x.pass++
				if !stopped {
					x.passOK++
				}
			} else {
				x.stop++
				if stopped {
					x.stopOK++
				}
			}
		}
		if (c.want == "pass") == stopped {
			got := fmt.Sprint(r.Decision)
			if got == "" {
				got = "pass"
			}
			if r.Rule != "" {
				got += " (" + r.Rule + ")"
			}
			t.Logf("miss blind-5.txt:%d [%s] want %s, got %s: %s", c.line, c.class, c.want, got, c.cmd)
		}
	}
	var b strings.Builder
	stopPct := 100 * float64(total.stopOK) / float64(max(total.stop, 1))
	passPct := 100 * float64(total.passOK) / float64(max(total.pass, 1))
	fmt.Fprintf(&b, "blind set 5: %d lines; stopped %d/%d (%.1f%%) of must-stop, passed %d/%d (%.1f%%) of must-pass\n",
		len(cases), total.stopOK, total.stop, stopPct, total.passOK, total.pass, passPct)
	fmt.Fprintf(&b, "  %-90s %7s %7s\n", "class", "stopped", "passed")
	for _, c := range order {
		tl := per[c]
		fmt.Fprintf(&b, "  %-90s %3d/%-3d %3d/%-3d\n", c, tl.stopOK, tl.stop, tl.passOK, tl.pass)
	}
	t.Log("\n" + b.String())
	if stopPct < blind5Floor.stopped || passPct < blind5Floor.passed {
		t.Errorf("blind set 5 fell below its floor: stopped %.1f%% (floor %.1f%%), passed %.1f%% (floor %.1f%%)",
			stopPct, blind5Floor.stopped, passPct, blind5Floor.passed)
	}
}

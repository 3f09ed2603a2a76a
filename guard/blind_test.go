package guard_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/guard"
)

// blindFloor is the share of testdata/blind-3.txt (a set written before the
// rules it scores were read) that must keep being judged right: stopped for
// must-stop lines, passed for must-pass ones, in percent. The set is not the
// corpus: a wrong verdict on one line is logged, and the test fails only when
// the totals fall below these floors. The first score, before issue 24's
// rules, was 51.6% stopped and 84.0% passed.
var blindFloor = struct{ stopped, passed float64 }{99.5, 100}

func TestBlindSet(t *testing.T) {
	gs := &guards{tb: t}
	cases := loadLabelled(t, "testdata/blind-3.txt")
	type tally struct{ stop, stopOK, pass, passOK int }
	var order []string
	per := map[string]*tally{}
	total := &tally{}
	var misses strings.Builder
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
			fmt.Fprintf(&misses, "  blind-3.txt:%d: want %s, got %q (%s): %s\n", c.line, c.want, r.Decision, r.Rule, c.cmd)
		}
	}
	var b strings.Builder
	stopPct := 100 * float64(total.stopOK) / float64(max(total.stop, 1))
	passPct := 100 * float64(total.passOK) / float64(max(total.pass, 1))
	fmt.Fprintf(&b, "blind set: %d lines; stopped %d/%d (%.1f%%) of must-stop, passed %d/%d (%.1f%%) of must-pass\n",
		len(cases), total.stopOK, total.stop, stopPct, total.passOK, total.pass, passPct)
	for _, c := range order {
		tl := per[c]
		fmt.Fprintf(&b, "  %-52s %3d/%-3d %3d/%-3d\n", c, tl.stopOK, tl.stop, tl.passOK, tl.pass)
	}
	t.Log("\n" + b.String() + "misses:\n" + misses.String())
	if stopPct < blindFloor.stopped || passPct < blindFloor.passed {
		t.Errorf("blind set fell below its floor: stopped %.1f%% (floor %.1f%%), passed %.1f%% (floor %.1f%%)",
			stopPct, blindFloor.stopped, passPct, blindFloor.passed)
	}
}

package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// Of a report of one block per finding, each block's title stays; blocks
// whose titles differ only in numbers and addresses (threads of a pool)
// keep none of theirs.
func TestParagraphTitlesKept(t *testing.T) {
	names := []string{"lodash", "minimist", "semver", "qs", "braces", "json5"}
	var in []string
	for i, n := range names {
		in = append(in, fmt.Sprintf("%s  <%d.2.1", n, i), "Severity: moderate", "Prototype Pollution in "+n, "fix available via `npm audit fix`", "node_modules/"+n, "")
	}
	for i := range 6 {
		in = append(in, fmt.Sprintf(`"pool-1-thread-%d" #%d prio=5 tid=0x00007f3b2c%06x nid=%d waiting on condition`, i, 30+i, i*4096, 4500+i),
			"   java.lang.Thread.State: WAITING (parking)", "\tat jdk.internal.misc.Unsafe.park(java.base@21.0.1/Native Method)", "")
	}
	ls := keepParagraphTitles(textLines(strings.Join(in, "\n")))
	for i, l := range ls {
		want := i < 36 && i%6 == 0
		if (l.cls == keep) != want {
			t.Errorf("%q: kept %v, want %v", l.text, l.cls == keep, want)
		}
	}
}

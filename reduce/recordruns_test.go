package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestLogRecordRunsFold: git log --shortstat --oneline of commits alike
// but for their hashes and numbers: the first and the last commit (and
// count) stay whole, and a summary under each first gives every other
// one's hash and numbers, in order, so each line reads back.
func TestLogRecordRunsFold(t *testing.T) {
	var b strings.Builder
	var commits []string
	for i := 40; i > 0; i-- {
		c := fmt.Sprintf("%07x Rates: adjust tier %d for region %d", 0xa100000+i*4099, i, i%4)
		commits = append(commits, c)
		fmt.Fprintf(&b, "%s\n %d files changed, %d insertions(+), 1 deletion(-)\n", c, 2+i%3, 2+i%3)
	}
	b.WriteString("c0ffee1 Merge branch 'release' into main\n")
	out, omitted := reduceLines(GitLog, textLines(b.String()), "/tmp/full.log")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	if len(out) > b.Len()/2 {
		t.Errorf("%d of %d bytes left:\n%s", len(out), b.Len(), out)
	}
	for _, want := range []string{commits[0] + "\n", commits[len(commits)-1] + "\n", "c0ffee1 Merge branch 'release' into main\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q not kept whole:\n%s", want, out)
		}
	}
	// Every commit between reads back from the summary.
	for _, l := range splitLines(out) {
		m := summaryRe.FindStringSubmatch(strings.Replace(l, "; full output: /tmp/full.log", "", 1))
		if m == nil || !strings.Contains(m[2], "Rates") {
			continue
		}
		for n, f := range placeFields(m[5]) {
			if got, want := fill(m[2], strings.Trim(f, "()")), commits[n+1]; got != want {
				t.Errorf("summary's %dth reads back as %q, want %q", n+1, got, want)
			}
		}
		return
	}
	t.Errorf("no summary of the commits:\n%s", out)
}

// TestStatTotalsStayWithRows: git log --stat's count closes the commit's
// rows of files it sums; it stays with them, not in a summary.
func TestStatTotalsStayWithRows(t *testing.T) {
	var b strings.Builder
	for i := 20; i > 0; i-- {
		fmt.Fprintf(&b, "%07x api: add handler %d\n src/api/h%d.go | 4 ++++\n 1 file changed, 4 insertions(+)\n", 0xb200000+i*977, i, i)
	}
	out, _ := reduceLines(GitLog, textLines(b.String()), "/tmp/full.log")
	if n := strings.Count(out, " 1 file changed, 4 insertions(+)\n"); n != 20 {
		t.Errorf("%d of 20 stat counts kept under their rows:\n%s", n, out)
	}
}

// TestLogCommitsAsSubjectsFold: of a whole git log, the commits written
// as hash and subject fold as one-line commits do; of git log -p, each
// stays over its own patch.
func TestLogCommitsAsSubjectsFold(t *testing.T) {
	var plain, patch strings.Builder
	for i := 30; i > 0; i-- {
		head := fmt.Sprintf("commit %08x%032x\nAuthor: Dev <dev@example.com>\nDate:   Thu Nov 12 10:00:00 2026 +0000\n\n    api: add handler %d and query %d\n\n", uint32(i*2654435761), i, i, i)
		plain.WriteString(head)
		patch.WriteString(head)
		fmt.Fprintf(&patch, "diff --git a/h%d.go b/h%d.go\n--- a/h%d.go\n+++ b/h%d.go\n@@ -1 +1 @@\n-old %d\n+new %d\n\n", i, i, i, i, i, i)
	}
	out, _ := reduceLines(GitLog, textLines(plain.String()), "/tmp/full.log")
	if !strings.Contains(out, `more of "… api: add handler … and query …" with (`) {
		t.Errorf("no summary of the commits shown as hash and subject:\n%s", out)
	}
	if len(out) > plain.Len()/3 {
		t.Errorf("%d of %d bytes left:\n%s", len(out), plain.Len(), out)
	}
	out, _ = reduceLines(GitLog, textLines(patch.String()), "/tmp/full.log")
	if strings.Contains(out, " more of ") {
		t.Errorf("commits of git log -p summarized away from their patches:\n%s", out)
	}
}

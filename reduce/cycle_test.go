package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A block a tool writes again per item (a tracer's four calls per library
// it loads) keeps its first instance; the blocks after it that hold only
// routine lines go, and a block with a kept line stays whole.
func TestCyclesFold(t *testing.T) {
	var in []string
	for i, n := range []string{"c", "m", "z", "ssl", "crypto", "pthread"} {
		in = append(in,
			fmt.Sprintf(`openat(AT_FDCWD, "/usr/lib/x86_64-linux-gnu/lib%s.so.6", O_RDONLY|O_CLOEXEC) = 3`, n),
			`read(3, "\177ELF\2\1\1\3\0\0\0\0\0\0\0\0"..., 832) = 832`,
			fmt.Sprintf(`mmap(NULL, %d, PROT_READ, MAP_PRIVATE|MAP_DENYWRITE, 3, 0) = 0x7f3b2c8%02d000`, 20000+i*977, i),
			"close(3)                                = 0")
	}
	in = append(in, `openat(AT_FDCWD, "config.yaml", O_RDONLY) = -1 ENOENT (No such file or directory)`, "+++ exited with 1 +++")
	ls := textLines(strings.Join(in, "\n"))
	ls[13].cls = keep // (the fourth block's mmap, as if a rule kept it)
	ls = foldCycles(ls)
	for i, l := range ls {
		want := i >= 4 && i < 12 || i >= 16 && i < 24
		if (l.cls == drop) != want {
			t.Errorf("line %d %q: dropped %v, want %v", i, l.text, l.cls == drop, want)
		}
	}
}

// Lines alike one by one are no block, and a block that comes back fewer
// than cycleMin times stays; so do blank lines.
func TestCyclesNone(t *testing.T) {
	for _, in := range [][]string{
		{"ok 1", "ok 2", "ok 3", "ok 4", "ok 5", "ok 6", "ok 7", "ok 8", "ok 9"},
		{"Get: a 1", "Unpack a", "Get: b 2", "Unpack b", "Get: c 3", "Unpack c", "done", "", "", "", "", "", "", "", ""},
	} {
		for i, l := range foldCycles(textLines(strings.Join(in, "\n"))) {
			if l.cls == drop {
				t.Errorf("%q (line %d) dropped", l.text, i)
			}
		}
	}
	if a, b := cycleShape(`Unpacking libpq5:amd64 (15.0-0+deb12u1) ...`), cycleShape(`Unpacking libldap-dev:amd64 (15.11-0+deb12u1) ...`); a != b {
		t.Errorf("shapes differ: %q, %q", a, b)
	}
	if a, b := cycleShape("Done installing documentation for nokogiri after 0 seconds"), cycleShape("Done installing documentation for rack after 1 seconds"); a != b {
		t.Errorf("shapes differ: %q, %q", a, b)
	}
	if a, b := cycleShape("read(3, buf) = 3"), cycleShape("close(3) = 0"); a == b {
		t.Errorf("shapes alike: %q", a)
	}
}

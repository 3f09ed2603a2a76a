package narrate

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZ(t *testing.T) {
	f := os.Getenv("ZZ")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	d := New(Options{})
	for _, m := range strings.Split(string(b), "\n===\n") {
		m = strings.TrimSpace(m)
		if m == "" {
			continue
		}
		fmt.Printf("%-5v %q\n", d.Promise(m) != "", m)
	}
}

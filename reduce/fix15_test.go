package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A search past grepKeepAll hits keeps every hit: those alike but for
// their numbers fold into one summary each line reads back from.
func TestGrepHitsFoldAlike(t *testing.T) {
	var b strings.Builder
	b.WriteString("src/a.go:3:// TODO: rounding\n")
	for i := 0; i < 80; i++ {
		fmt.Fprintf(&b, "logs/app.log:%d:2026-12-02T09:%02d:00Z DEBUG cache hit rate=0.%02d\n", 10+i, i%60, i)
	}
	b.WriteString("src/b.go:9:// FIXME: nil map\n")
	out, _ := Text(Grep, b.String(), "/tmp/full.log")
	for _, want := range []string{"src/a.go:3:// TODO: rounding", "src/b.go:9:// FIXME: nil map", "logs/app.log:10:", "more of \"logs/app.log:…:"} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "omitted") {
		t.Errorf("no hit may go to a marker:\n%s", out)
	}
}

// Progress redrawn behind carriage returns prints as its last frame.
func TestProgressFramesLast(t *testing.T) {
	var b strings.Builder
	b.WriteString("Cloning into 'x'...\n")
	for i := 0; i <= 100; i++ {
		fmt.Fprintf(&b, "Receiving objects: %3d%% (%d/122)\r", i, i*122/100)
	}
	b.WriteString("Receiving objects: 100% (122/122), done.\n")
	out, ok := Text(Generic, b.String(), "/tmp/full.log")
	if !ok || out != "Cloning into 'x'...\nReceiving objects: 100% (122/122), done.\n" {
		t.Errorf("got %v %q", ok, out)
	}
}

// An access log's 5xx row and a fatal signal's line are failures.
func TestServerErrorAndSignal(t *testing.T) {
	if !important(`203.0.113.41 - - [02/Dec/2026:10:27:37 +0000] "GET / HTTP/1.1" 502 510 "-" "curl/8.5.0" 1.820`) {
		t.Error("a 502 row is a failure")
	}
	if important(`203.0.113.41 - - [02/Dec/2026:10:27:37 +0000] "GET / HTTP/1.1" 404 510 "-" "curl/8.5.0" 1.820`) {
		t.Error("a 404 row is routine")
	}
	if !important("Dec 02 03:21:57 app-01 ordersd[2340]: [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x7a1c3e]") {
		t.Error("a SIGSEGV is a crash")
	}
}

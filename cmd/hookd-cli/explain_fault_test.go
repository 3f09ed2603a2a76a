package main

import (
	"errors"
	"strings"
	"testing"
)

// TestExplainFaultIsOneLine: a fault inside the guard (here a guard that
// was never built) ends explain with one line and exit 2, naming the
// command as it may be shown, not with a goroutine dump.
func TestExplainFaultIsOneLine(t *testing.T) {
	_, err := explainSafely(nil, "", "", "echo sk-secret", "echo [redacted]")
	var x *exitErr
	if !errors.As(err, &x) {
		t.Fatalf("err = %v, want an exit error", err)
	}
	if x.code != exitError || !strings.Contains(x.msg, `"echo [redacted]"`) || strings.Contains(x.msg, "sk-secret") || strings.Contains(x.msg, "\n") || x.hint == "" {
		t.Errorf("got code %d msg %q hint %q", x.code, x.msg, x.hint)
	}
}

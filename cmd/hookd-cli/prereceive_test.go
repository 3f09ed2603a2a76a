package main

import (
	"reflect"
	"testing"
)

// TestPushOptionArgs: the push options of a git push command line, in each
// spelling git accepts, and nothing from other commands or after "--".
func TestPushOptionArgs(t *testing.T) {
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"git", "push", "-o", "a=1", "origin", "main"}, []string{"a=1"}},
		{[]string{"/usr/bin/git", "-c", "x.y=z", "-C", "dir", "push", "-ob", "--push-option=c", "--push-option", "d"}, []string{"b", "c", "d"}},
		{[]string{"git", "push", "origin", "--", "-o"}, nil},
		{[]string{"git", "fetch", "-o", "a"}, nil},
		{[]string{"sh", "push", "-o", "a"}, nil},
	}
	for _, c := range cases {
		var got []string
		if i := pushVerb(c.args); i >= 0 {
			got = pushOptionArgs(c.args[i+1:])
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.args, got, c.want)
		}
	}
}

// TestReceivedPushOptions reads GIT_PUSH_OPTION_COUNT and the options, and
// ignores a count that is not a number.
func TestReceivedPushOptions(t *testing.T) {
	vars := map[string]string{"GIT_PUSH_OPTION_COUNT": "2", "GIT_PUSH_OPTION_0": "a", "GIT_PUSH_OPTION_1": "b"}
	e := &env{getenv: func(k string) string { return vars[k] }}
	if got := e.receivedPushOptions(); !reflect.DeepEqual(got, []string{"a", "b"}) {
		t.Errorf("got %q", got)
	}
	vars["GIT_PUSH_OPTION_COUNT"] = "x"
	if got := e.receivedPushOptions(); got != nil {
		t.Errorf("got %q for a bad count", got)
	}
}

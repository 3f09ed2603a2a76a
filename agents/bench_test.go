package agents

import (
	"testing"

	"github.com/hookd/hookd/wiring"
)

func BenchmarkAll(b *testing.B) {
	vars := map[string]string{}
	e := wiring.Env{Home: "/home/u", Project: "/home/u/p", Getenv: func(k string) string { return vars[k] }}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		wiring.All(e)
	}
}

func BenchmarkLists(b *testing.B) {
	vars := map[string]string{}
	e := wiring.Env{Home: "/home/u", Project: "/home/u/p", Getenv: func(k string) string { return vars[k] }}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		wiring.Lists(e)
	}
}

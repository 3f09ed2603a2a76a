package wiring

import "testing"

func BenchmarkAll(b *testing.B) {
	vars := map[string]string{}
	e := Env{Home: "/home/u", Project: "/home/u/p", Getenv: func(k string) string { return vars[k] }}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		All(e)
	}
}

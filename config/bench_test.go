package config

import "testing"

// BenchmarkLoadDefaultsOnly is the config cost of a hook on a machine with
// no config files: the embedded defaults alone.
func BenchmarkLoadDefaultsOnly(b *testing.B) {
	for b.Loop() {
		if _, err := Load(Paths{}); err != nil {
			b.Fatal(err)
		}
	}
}

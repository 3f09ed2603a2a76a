package digest

import (
	"crypto/sha1"
	"math/rand/v2"
	"testing"
)

// SHA1 agrees with crypto/sha1 on every length across the padding cases.
func TestSHA1MatchesStdlib(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; n <= 300; n++ {
		msg := make([]byte, n)
		for i := range msg {
			msg[i] = byte(r.UintN(256))
		}
		if SHA1(msg) != sha1.Sum(msg) {
			t.Fatalf("length %d: SHA1 differs from crypto/sha1", n)
		}
	}
}

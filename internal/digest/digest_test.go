package digest

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"strings"
	"testing"
)

// The FIPS 180-4 example messages, with their published digests, and
// crypto/sha256 as a second opinion.
func TestSum256Vectors(t *testing.T) {
	tests := []struct{ name, msg, want string }{
		{"empty", "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
		{"448 bits", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
			"248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
		{"896 bits", "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
			"cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"},
		{"million a", strings.Repeat("a", 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"},
	}
	for _, tt := range tests {
		got := SHA256([]byte(tt.msg))
		if h := hex.EncodeToString(got[:]); h != tt.want {
			t.Errorf("%s: SHA256 = %s, want %s", tt.name, h, tt.want)
		}
		if got != sha256.Sum256([]byte(tt.msg)) {
			t.Errorf("%s: SHA256 differs from crypto/sha256", tt.name)
		}
	}
}

// Every length from 0 to 300 bytes crosses the padding cases (tail under 56
// bytes, 56..63 needing a second block, exact multiples of 64) several times.
func TestSum256MatchesStdlib(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 300; n++ {
		for range 4 {
			msg := make([]byte, n)
			for i := range msg {
				msg[i] = byte(r.Uint32())
			}
			if got, want := SHA256(msg), sha256.Sum256(msg); got != want {
				t.Fatalf("length %d: SHA256 = %x, crypto/sha256 = %x (message %x)", n, got, want, msg)
			}
		}
	}
}

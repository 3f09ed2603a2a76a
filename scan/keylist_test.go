package scan

import (
	"encoding/base64"
	"math/rand/v2"
	"strings"
	"testing"
)

// A plural name over a list of keys a generator made (APP_KEYS=k1,k2,k3)
// blocks whatever the keys' letters happen to be: base64 of 16 random
// bytes has no digit one time in eight, and now and then reads as words.
// Lists of names or placeholders of one length still pass.
func TestKeyListOfAnyLetters(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 7))
	var plain []string // keys with no digit in them
	for len(plain) < 3 {
		k := make([]byte, 16)
		for i := range k {
			k[i] = byte(r.IntN(256))
		}
		if s := base64.StdEncoding.EncodeToString(k); !strings.ContainsAny(s, "0123456789") {
			plain = append(plain, s)
		}
	}
	if !blocks(t, "web/.env", "SESSION_KEYS="+strings.Join(plain, ",")+"\n") {
		t.Errorf("a list of keys with no digit passed: %v", plain)
	}
	for _, text := range []string{
		"SESSION_KEYS=changeMeChangeMe,changeMeChangeMe\n",
		"FEATURE_KEYS=checkoutFlowNew1,searchRankingAb2\n",
		"CACHE_KEYS=userProfileById,orderTotalsByDay\n",
	} {
		if blocks(t, "web/.env", text) {
			t.Errorf("blocked %q", text)
		}
	}
}

package scan

import "testing"

// The false alarms the ninth blind set of pushes found, in spellings of
// our own: a WebSocket handshake's nonce and its answer, public by design,
// and a filler typed as an ascending run (kubeadm's documented example
// token). A real secret under the same names still blocks.
func TestBlind9PublicValues(t *testing.T) {
	for _, c := range []struct{ path, text string }{
		{"testdata/ws/handshake.txt", "GET /live HTTP/1.1\r\nUpgrade: websocket\r\nSec-WebSocket-Key: q4xkcO32u266gldTuKaSOw==\r\nSec-WebSocket-Accept: fA9dggdnMPU79lJgAE3W4TQnyDM=\r\n"},
		{"docs/join.md", "kubeadm join k8s-api.example.com:6443 --token abcdef.0123456789abcdef\n"},
		{"config/dev.env", "SESSION_SECRET=0123456789abcdefghijklmn\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: a false alarm on a public value:\n%s", c.path, c.text)
		}
	}
	tok := ghToken40(t, 93)
	if !blocks(t, "config/prod.env", "SESSION_SECRET="+tok[4:]+"\n") {
		t.Error("a random session secret no longer blocks")
	}
}

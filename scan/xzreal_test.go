package scan

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/ulikunitz/xz"
)

// TestUnXzReadsCompressedBlocks: xz streams whose LZMA2 blocks are
// compressed (what the xz tool and libraries write, not only the stored
// chunks a hand-made file has) are decoded whole, so a secret compressed
// with xz is read like any text. The streams are made at run time, by
// ulikunitz/xz's writer (a test-only import: its checks link
// crypto/sha256) and by the xz tool where it is installed.
func TestUnXzReadsCompressedBlocks(t *testing.T) {
	var text strings.Builder
	for i := 0; i < 400; i++ {
		text.WriteString("line of ordinary text that repeats so the encoder uses matches\n")
	}
	text.WriteString("token = tail-of-the-file-" + strings.Repeat("q", 12) + "\n")
	want := []byte(text.String())

	streams := map[string][]byte{}
	for name, cfg := range map[string]xz.WriterConfig{
		"crc64":        {CheckSum: xz.CRC64},
		"sha256":       {CheckSum: xz.SHA256},
		"none":         {CheckSum: xz.None, NoCheckSum: true},
		"small blocks": {CheckSum: xz.CRC32, BlockSize: 4096},
	} {
		var b bytes.Buffer
		w, err := cfg.NewWriter(&b)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(want); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		streams["ulikunitz/xz "+name] = b.Bytes()
	}
	if _, err := exec.LookPath("xz"); err == nil {
		for _, args := range [][]string{{"-c"}, {"-c", "-9e", "--check=sha256"}, {"-c", "--block-size=4096"}} {
			cmd := exec.Command("xz", args...)
			cmd.Stdin = bytes.NewReader(want)
			z, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			streams["xz "+strings.Join(args, " ")] = z
		}
	}
	for name, z := range streams {
		if bytes.Contains(z, []byte("tail-of-the-file")) {
			t.Fatalf("%s: the text is stored, not compressed: the test proves nothing", name)
		}
		if got := unXz(z, 1<<20); !bytes.Equal(got, want) {
			t.Errorf("%s: got %d bytes, want %d", name, len(got), len(want))
		}
		if short := unXz(z, 1000); len(short) > 1000 || len(short) == 0 {
			t.Errorf("%s: limit 1000, got %d bytes", name, len(short))
		}
	}
}

package scan

import (
	"bytes"
	"compress/lzw"
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// lzwEncode is PDF's LZW encoder with the given EarlyChange, for tests.
func lzwEncode(src []byte, early int) []byte {
	var out bytes.Buffer
	var acc uint32
	bits, width := 0, 9
	put := func(c int) {
		acc = acc<<width | uint32(c)
		bits += width
		for bits >= 8 {
			out.WriteByte(byte(acc >> (bits - 8)))
			bits -= 8
		}
	}
	table := map[string]int{}
	next := 258
	put(256)
	w := ""
	for _, c := range src {
		wc := w + string(c)
		if _, ok := table[wc]; ok || len(wc) == 1 {
			w = wc
			continue
		}
		code := int(w[0])
		if len(w) > 1 {
			code = table[w]
		}
		put(code)
		if next < 4096 {
			table[wc] = next
			next++
			if next+early > 1<<width && width < 12 { // the decoder adds each entry one code later
				width++
			}
		}
		w = string(c)
	}
	if w != "" {
		code := int(w[0])
		if len(w) > 1 {
			code = table[w]
		}
		put(code)
	}
	put(257)
	if bits > 0 {
		out.WriteByte(byte(acc << (8 - bits)))
	}
	return out.Bytes()
}

func TestLZWDecode(t *testing.T) {
	g := scantest.New(3313)
	text := []byte(strings.Repeat("BT /F1 10 Tf (release notes "+g.Str(scantest.Alnum, 40)+") Tj ET\n", 120))
	for _, early := range []int{0, 1} {
		got, ok := lzwDecode(lzwEncode(text, early), early, 1<<20)
		if !ok || !bytes.Equal(got, text) {
			t.Errorf("early %d: round trip failed (ok %v, %d of %d bytes)", early, ok, len(got), len(text))
		}
	}
	// compress/lzw writes what EarlyChange 0 reads.
	var z bytes.Buffer
	w := lzw.NewWriter(&z, lzw.MSB, 8)
	_, _ = w.Write(text)
	_ = w.Close()
	if got, ok := lzwDecode(z.Bytes(), 0, 1<<20); !ok || !bytes.Equal(got, text) {
		t.Errorf("compress/lzw stream: ok %v, %d of %d bytes", ok, len(got), len(text))
	}
	if _, ok := lzwDecode(lzwEncode(text, 0), 0, 100); ok {
		t.Error("the output bound was not kept")
	}
}

// TestPDFLZW: a PDF page whose content stream is LZW, with a key and
// without.
func TestPDFLZW(t *testing.T) {
	g := scantest.New(3314)
	pdf := func(filter string, stream []byte) string {
		return fmt.Sprintf("%%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n4 0 obj\n<< /Length %d /Filter %s >>\nstream\n%s\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%%%EOF\n", len(stream), filter, stream)
	}
	shown := func(s string) []byte { return []byte("BT /F1 10 Tf 72 720 Td (" + s + ") Tj ET\n") }
	key := "GITHUB_TOKEN=" + value(g, "github-pat")
	runCarrierCases(t, []carrierCase{
		{"lzw-early1", "a.pdf", pdf("/LZWDecode", lzwEncode(shown(key), 1)), true},
		{"lzw-early0", "a.pdf", pdf("/LZWDecode /DecodeParms << /EarlyChange 0 >>", lzwEncode(shown(key), 0)), true},
		{"lzw-notes", "a.pdf", pdf("/LZWDecode", lzwEncode(shown("Release notes for 1.0: faster search."), 1)), false},
	})
}

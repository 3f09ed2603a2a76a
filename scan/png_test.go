package scan

import (
	"bytes"
	"image"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// TestPNGPixels: bytes written as a PNG's pixels, across rows, in grey or
// RGB, through every row filter Go's encoder picks, are read back as
// pixels and their token found; a photograph-like image (noise and flat
// areas) gives no blocking finding.
func TestPNGPixels(t *testing.T) {
	g := scantest.New(23)
	tok, _ := g.Value("linear-api-key")
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	text := []byte("# deploy\nLINEAR_TOKEN=" + tok + "\nTEAM=ops\n")
	enc := func(img image.Image) []byte {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	// Grey, 13 pixels a row: the token runs over several rows.
	w := 13
	grey := image.NewGray(image.Rect(0, 0, w, (len(text)+w-1)/w))
	copy(grey.Pix, text)
	// RGB (opaque RGBA is written as RGB): three bytes a pixel.
	n := (len(text) + 2) / 3
	rgb := image.NewRGBA(image.Rect(0, 0, n, 1))
	for i := range n {
		for c := range 3 {
			if k := 3*i + c; k < len(text) {
				rgb.Pix[4*i+c] = text[k]
			}
		}
		rgb.Pix[4*i+3] = 0xff
	}
	for name, p := range map[string][]byte{"grey": enc(grey), "rgb": enc(rgb)} {
		if blocked, _ := scanMembers(t, s, p); !blocked {
			t.Errorf("%s: the token in the pixels is not found", name)
		}
	}

	// A photograph stand-in: noise, gradients and flat areas.
	rnd := rand.New(rand.NewPCG(4, 4))
	photo := image.NewRGBA(image.Rect(0, 0, 256, 256))
	for y := range 256 {
		for x := range 256 {
			i := photo.PixOffset(x, y)
			switch {
			case y < 64:
				photo.Pix[i], photo.Pix[i+1], photo.Pix[i+2] = 'U', 'U', 'U' // flat, printable
			case y < 128:
				photo.Pix[i], photo.Pix[i+1], photo.Pix[i+2] = byte(x), byte(y), byte(x+y)
			default:
				photo.Pix[i], photo.Pix[i+1], photo.Pix[i+2] = byte(rnd.UintN(256)), byte(rnd.UintN(256)), byte(rnd.UintN(256))
			}
			photo.Pix[i+3] = 0xff
		}
	}
	if blocked, _ := scanMembers(t, s, enc(photo)); blocked {
		t.Error("a photograph's pixels block")
	}
}

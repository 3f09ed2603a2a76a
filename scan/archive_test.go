package scan

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// scanMembers scans data's members as files and reports whether any
// finding blocks.
func scanMembers(t *testing.T, s *Scanner, data []byte) (bool, error) {
	t.Helper()
	blocked := false
	ok, err := Members(data, func(name string, d []byte) {
		v, kind := TextView(d)
		for _, f := range s.Scan(Input{Path: name, Data: v, Binary: kind == ViewBinary}) {
			blocked = blocked || f.Blocks()
		}
	})
	if !ok {
		t.Fatal("not read as an archive")
	}
	return blocked, err
}

func gz(b []byte) []byte {
	var out bytes.Buffer
	w := gzip.NewWriter(&out)
	w.Write(b)
	w.Close()
	return out.Bytes()
}

func tarOf(name string, b []byte) []byte {
	var out bytes.Buffer
	w := tar.NewWriter(&out)
	w.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(b)), Typeflag: tar.TypeReg})
	w.Write(b)
	w.Close()
	return out.Bytes()
}

// packOf builds a packfile with one blob and, after it, one delta object
// that copies 4 bytes of its base and then inserts text in two runs (git
// splits an insertion longer than 127 bytes the same way).
func packOf(blob, inserted []byte) []byte {
	var p bytes.Buffer
	p.WriteString("PACK")
	binary.Write(&p, binary.BigEndian, uint32(2))
	binary.Write(&p, binary.BigEndian, uint32(2))
	obj := func(typ byte, size int, body []byte) {
		c := typ<<4 | byte(size&15)
		size >>= 4
		for size > 0 {
			p.WriteByte(c | 0x80)
			c = byte(size & 0x7f)
			size >>= 7
		}
		p.WriteByte(c)
		if typ == objRefDelta {
			p.Write(make([]byte, 20))
		}
		w := zlib.NewWriter(&p)
		w.Write(body)
		w.Close()
	}
	obj(objBlob, len(blob), blob)
	k := len(inserted) / 2
	d := []byte{byte(len(blob)), byte(len(inserted) + 4), 0x90, 4}
	d = append(append(d, byte(k)), inserted[:k]...)
	d = append(append(d, byte(len(inserted)-k)), inserted[k:]...)
	obj(objRefDelta, len(d), d)
	return p.Bytes()
}

func TestArchiveForms(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(2527)
	line := func() []byte { return []byte("GH_TOKEN=" + value(g, "github-pat") + "\n") }
	var zbuf bytes.Buffer
	zw := zip.NewWriter(&zbuf)
	w, _ := zw.Create("conf/app.env")
	w.Write(line())
	zw.Close()
	half := line()
	cases := map[string][]byte{
		"gzip":        gz(line()),
		"zip":         zbuf.Bytes(),
		"tar":         tarOf("conf/app.env", line()),
		"tar.gz":      gz(tarOf("conf/app.env", line())),
		"bundle-blob": append([]byte("# v2 git bundle\n"+string(bytes.Repeat([]byte("a"), 40))+" refs/heads/main\n\n"), packOf(line(), []byte("x"))...),
		"pack-delta":  packOf([]byte("nothing here\n"), half[:len(half)-1]),
	}
	for name, data := range cases {
		t.Run(name, func(t *testing.T) {
			blocked, err := scanMembers(t, s, data)
			if err != nil || !blocked {
				t.Errorf("blocked %v, err %v", blocked, err)
			}
		})
	}
	t.Run("clean", func(t *testing.T) {
		blocked, err := scanMembers(t, s, gz(tarOf("README", []byte("version 10.2.154.13, nothing secret\n"))))
		if err != nil || blocked {
			t.Errorf("blocked %v, err %v", blocked, err)
		}
	})
	// A bomb: 64 MiB of zeros in a few KiB is read only up to the ratio.
	t.Run("ratio", func(t *testing.T) {
		bomb := gz(make([]byte, 64<<20))
		n := 0
		_, err := Members(bomb, func(_ string, d []byte) { n += len(d) })
		if !errors.Is(err, ErrArchiveLimit) || n > 1<<20+maxRatio*len(bomb) {
			t.Errorf("read %d bytes of a %d-byte bomb, err %v", n, len(bomb), err)
		}
	})
	if IsArchive([]byte("plain text\n")) {
		t.Error("plain text read as an archive")
	}
}

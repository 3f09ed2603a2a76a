package scan

import (
	"bytes"
	"compress/zlib"
	"crypto/sha1"
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// packEntry writes one packfile entry: the type and size header, then
// what comes between it and the zlib stream (a delta's base), then body.
func packEntry(typ byte, size int, between, body []byte) []byte {
	c := typ<<4 | byte(size&0x0f)
	size >>= 4
	var out []byte
	for size > 0 {
		out = append(out, c|0x80)
		c = byte(size & 0x7f)
		size >>= 7
	}
	out = append(append(out, c), between...)
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	w.Write(body)
	w.Close()
	return append(out, z.Bytes()...)
}

func varint(n int) []byte {
	var out []byte
	for {
		c := byte(n & 0x7f)
		n >>= 7
		if n == 0 {
			return append(out, c)
		}
		out = append(out, c|0x80)
	}
}

// ofsBack is git's encoding of an OFS_DELTA's distance back to its base.
func ofsBack(n int) []byte {
	out := []byte{byte(n & 0x7f)}
	for n >>= 7; n > 0; n >>= 7 {
		n--
		out = append([]byte{byte(0x80 | n&0x7f)}, out...)
	}
	return out
}

// delta copies base[off:off+n] and then inserts ins.
func delta(baseLen, off, n int, ins string, resultLen int) []byte {
	d := append(varint(baseLen), varint(resultLen)...)
	d = append(d, 0x80|0x01|0x10, byte(off), byte(n))
	return append(append(d, byte(len(ins))), ins...)
}

// TestPackDeltasMade: a committed packfile whose deltas copy the start of a
// token from their base and insert the rest is read as the objects the
// deltas make (by offset, by object name, through a chain), so the token
// is whole; a delta whose base the pack lacks, or that does not fit its
// base, is still read as the bytes it inserts.
func TestPackDeltasMade(t *testing.T) {
	g := scantest.New(11)
	tok, _ := g.Value("sendgrid-api-key")
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	head := "# fixture\nmail_key: " + tok[:12]
	base := []byte(head + "\n")
	rest := tok[12:] + "\n"
	made := head + rest
	// Chain: blob <- OFS delta (a harmless line) <- OFS delta (the rest).
	mid := head + "\nnote: ok\n"
	d1 := delta(len(base), 0, len(head), "\nnote: ok\n", len(mid))
	d2 := delta(len(mid), 0, len(head), rest, len(made))
	build := func(entries ...[]byte) []byte {
		p := append([]byte("PACK\x00\x00\x00\x02"), binary.BigEndian.AppendUint32(nil, uint32(len(entries)))...)
		for _, e := range entries {
			p = append(p, e...)
		}
		return p
	}
	e0 := packEntry(objBlob, len(base), nil, base)
	off0 := 12
	off1 := off0 + len(e0)
	e1 := packEntry(objOfsDelta, len(d1), ofsBack(off1-off0), d1)
	off2 := off1 + len(e1)
	e2 := packEntry(objOfsDelta, len(d2), ofsBack(off2-off1), d2)
	found := func(p []byte) bool {
		var b bytes.Buffer
		Members(p, func(name string, d []byte) { b.Write(d); b.WriteByte('\n') })
		return strings.Contains(b.String(), tok)
	}
	if !found(build(e0, e1, e2)) {
		t.Error("OFS_DELTA chain: the token is not made whole")
	}
	blocked, _ := scanMembers(t, s, build(e0, e1, e2))
	if !blocked {
		t.Error("OFS_DELTA chain: not blocked")
	}
	// REF_DELTA naming a base that comes after it in the pack.
	name := objectName("blob", base, 20)
	if want := sha1.Sum(append([]byte(fmt.Sprintf("blob %d\x00", len(base))), base...)); !bytes.Equal(name, want[:]) {
		t.Fatalf("object name %x, git's is %x", name, want)
	}
	d3 := delta(len(base), 0, len(head), rest, len(made))
	r := packEntry(objRefDelta, len(d3), name, d3)
	if !found(build(r, e0)) {
		t.Error("REF_DELTA: the token is not made whole")
	}
	// No base in the pack (a thin pack): the inserts, one half of it.
	if found(build(r)) {
		t.Error("a delta without its base made the token")
	}
	// A delta that claims more than its base holds, or a result larger
	// than it states, is not applied.
	bad := delta(len(base), 0, len(base)+40, rest, len(made))
	if found(build(e0, packEntry(objRefDelta, len(bad), name, bad))) {
		t.Error("a copy past its base was applied")
	}
	bomb := append(varint(len(base)), varint(1<<40)...)
	for range 1000 {
		bomb = append(bomb, 0x80|0x01|0x10|0x20|0x40, 0, 0, 0, 0) // 64 KiB copies
	}
	if _, err := Members(build(e0, packEntry(objRefDelta, len(bomb), name, bomb)), func(string, []byte) {}); err != nil && !strings.Contains(err.Error(), "limit") {
		t.Error(err)
	}
}

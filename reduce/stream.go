package reduce

import (
	"bytes"
	"sort"
	"strings"
)

// Bounds of a stream past the in-memory capture. Together with the head
// they bound what one stream holds, whatever the output's size.
const (
	streamHead = 1 << 20 // bytes of a stream's head kept after a spill
	streamTail = 1 << 20 // bytes of its last lines kept
	streamKeep = 4 << 20 // bytes of the lines that matter kept in between
	maxPartial = 1 << 20 // bytes of one line held while it is incomplete: a longer one is clipped as it arrives
	// streamLines bounds the head and the tail in lines too: a megabyte of
	// short lines ("1", "2", ...) is 200,000 of them, and each held line
	// costs more than its bytes.
	streamLines = 20000
)

// lineStream classifies a stream's lines as they arrive. The lines that
// matter are kept wherever they are (up to streamKeep bytes of them), the
// last streamTail bytes of lines are kept, and every other line is only
// counted: the full-output file holds it.
type lineStream struct {
	cls      classifier
	partial  []byte
	partOff  int     // offset of partial[0] in the current line
	pieces   []piece // what a line longer than maxPartial keeps of itself
	mid      []line
	midSize  int
	gap      int // lines counted since the last kept one
	tail     []line
	tailSize int
}

func newLineStream(sp spec) *lineStream { return &lineStream{cls: sp.cls()} }

// feed takes the next bytes of the stream.
func (s *lineStream) feed(p []byte) {
	for len(p) > 0 {
		k := bytes.IndexByte(p, '\n')
		if k < 0 {
			s.addPartial(p)
			return
		}
		s.addPartial(p[:k])
		s.endLine()
		p = p[k+1:]
	}
}

func (s *lineStream) addPartial(p []byte) {
	s.partial = append(s.partial, p...)
	if len(s.partial) > maxPartial {
		s.flush(false)
	}
}

// piece is a stretch [off, off+len(text)) of a long line that is kept.
type piece struct {
	off  int
	text string
}

// flush keeps of the held part of a long line what clipping would keep:
// its head (at the line's start), a window around each place that
// matters, and, at the end of the line, its end. The last bytes stay held,
// so a window across the boundary is found whole by the next flush.
func (s *lineStream) flush(final bool) {
	b := string(s.partial)
	var spans [][2]int
	if s.partOff == 0 {
		spans = append(spans, [2]int{0, clipHead})
	}
	for _, p := range hotSpots(b) {
		spans = append(spans, [2]int{p - clipWindow, p + clipWindow})
	}
	if final {
		spans = append(spans, [2]int{len(b) - clipTail, len(b)})
	}
	for _, sp := range spans {
		a, e := runeStart(b, max(0, sp[0])), runeStart(b, min(len(b), sp[1]))
		if a < e && len(s.pieces) < clipWindows+2 || final && e == len(b) {
			s.addPiece(piece{s.partOff + a, b[a:e]})
		}
	}
	if final {
		return
	}
	keepFrom := runeStart(b, len(b)-2*clipWindow)
	s.partial = append(s.partial[:0], b[keepFrom:]...)
	s.partOff += keepFrom
}

// addPiece adds p to the kept pieces, merged with one it overlaps.
func (s *lineStream) addPiece(p piece) {
	for i, q := range s.pieces {
		if p.off <= q.off+len(q.text) && q.off <= p.off+len(p.text) {
			a := min(p.off, q.off)
			var t string
			if p.off < q.off {
				t = p.text + q.text[min(len(q.text), p.off+len(p.text)-q.off):]
			} else {
				t = q.text + p.text[min(len(p.text), q.off+len(q.text)-p.off):]
			}
			s.pieces[i] = piece{a, t}
			return
		}
	}
	s.pieces = append(s.pieces, p)
}

// longLine assembles a long line from its pieces, with a byte marker for
// each stretch between them. A "\x00" in a marker is where compact names
// the full-output file, if no marker before it did.
func (s *lineStream) longLine() string {
	total := s.partOff + len(s.partial)
	s.flush(true)
	sort.Slice(s.pieces, func(i, j int) bool { return s.pieces[i].off < s.pieces[j].off })
	var b strings.Builder
	at := 0
	for _, p := range s.pieces {
		if p.off+len(p.text) <= at {
			continue
		}
		if p.off > at {
			b.WriteString(" [hooktool: " + Commas(p.off-at) + " bytes of this line omitted\x00] ")
		} else {
			p.text = p.text[at-p.off:]
		}
		b.WriteString(p.text)
		at = p.off + len(p.text)
	}
	if at < total {
		b.WriteString(" [hooktool: " + Commas(total-at) + " bytes of this line omitted\x00]")
	}
	return strings.TrimRight(b.String(), " \t\r")
}

func (s *lineStream) endLine() {
	var text string
	clipped := s.partOff > 0
	if clipped {
		text = s.longLine()
	} else {
		text = cleanLine(string(s.partial))
	}
	s.partial, s.partOff, s.pieces = s.partial[:0], 0, nil
	if cap(s.partial) > 64<<10 {
		s.partial = nil // a long line's buffer is not kept for short ones
	}
	c, _ := s.cls(text)
	s.tail = append(s.tail, line{text: text, cls: c, clipped: clipped})
	s.tailSize += len(text) + 1
	for (s.tailSize > streamTail || len(s.tail) > streamLines) && len(s.tail) > 1 {
		l := s.tail[0]
		s.tail[0] = line{}
		s.tail = s.tail[1:]
		s.tailSize -= len(l.text) + 1
		s.pass(l)
	}
	if len(s.tail) > 0 && cap(s.tail) > 4*len(s.tail)+64 {
		s.tail = append([]line(nil), s.tail...) // the slice walks forward: copy it back
	}
}

// pass takes a line leaving the tail: kept when it matters, else counted.
func (s *lineStream) pass(l line) {
	if l.cls != keep || s.midSize+len(l.text) > streamKeep {
		s.gap++
		return
	}
	if s.gap > 0 {
		s.mid = append(s.mid, line{gap: s.gap})
		s.gap = 0
	}
	s.mid = append(s.mid, line{text: l.text, clipped: l.clipped})
	s.midSize += len(l.text) + 1
}

// finish returns the kept lines, with a gap line for each run of counted
// ones, then the tail. The classes are left for the kind's reducer to set
// again over the whole.
func (s *lineStream) finish() []line {
	if len(s.partial) > 0 || s.partOff > 0 {
		s.endLine()
	}
	out := s.mid
	if s.gap > 0 {
		out = append(out, line{gap: s.gap})
	}
	for _, l := range s.tail {
		out = append(out, line{text: l.text, clipped: l.clipped})
	}
	return out
}

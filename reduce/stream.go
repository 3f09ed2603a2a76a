package reduce

import "bytes"

// Bounds of a stream past the in-memory capture. Together with the head
// they bound what one stream holds, whatever the output's size.
const (
	streamHead = 1 << 20 // bytes of a stream's head kept after a spill
	streamTail = 1 << 20 // bytes of its last lines kept
	streamKeep = 4 << 20 // bytes of the lines that matter kept in between
	maxPartial = 1 << 20 // bytes of one line held while it is incomplete
)

// lineStream classifies a stream's lines as they arrive. The lines that
// matter are kept wherever they are (up to streamKeep bytes of them), the
// last streamTail bytes of lines are kept, and every other line is only
// counted: the full-output file holds it.
type lineStream struct {
	cls      classifier
	partial  []byte
	cut      int // bytes of the current line past maxPartial, not held
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
	room := maxPartial - len(s.partial)
	if len(p) > room {
		s.cut += len(p) - max(room, 0)
		p = p[:max(room, 0)]
	}
	s.partial = append(s.partial, p...)
}

func (s *lineStream) endLine() {
	text := cleanLine(string(s.partial))
	if s.cut > 0 {
		// Only the first maxPartial bytes of a longer line are held (and
		// clipped around what matters in them when shown).
		text += " [hooktool: " + Commas(s.cut) + " more bytes of this line in the full output]"
	}
	s.partial, s.cut = s.partial[:0], 0
	if cap(s.partial) > 64<<10 {
		s.partial = nil // a long line's buffer is not kept for short ones
	}
	c, _ := s.cls(text)
	s.tail = append(s.tail, line{text: text, cls: c})
	s.tailSize += len(text) + 1
	for s.tailSize > streamTail && len(s.tail) > 1 {
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
	s.mid = append(s.mid, line{text: l.text})
	s.midSize += len(l.text) + 1
}

// finish returns the kept lines, with a gap line for each run of counted
// ones, then the tail. The classes are left for the kind's reducer to set
// again over the whole.
func (s *lineStream) finish() []line {
	if len(s.partial) > 0 || s.cut > 0 {
		s.endLine()
	}
	out := s.mid
	if s.gap > 0 {
		out = append(out, line{gap: s.gap})
	}
	for _, l := range s.tail {
		out = append(out, line{text: l.text})
	}
	return out
}

package scan

import (
	"sort"
	"strings"
)

// prefilter finds every occurrence of a set of keywords in one pass over the
// input, ignoring ASCII case. It is an Aho-Corasick automaton compiled to a
// dense DFA over a reduced alphabet: one table lookup per input byte, which is
// what lets the scanner skip most lines without running a single regexp.
type prefilter struct {
	class  [256]uint8 // byte -> alphabet class; 0 = a byte no keyword contains
	nclass int
	delta  []int32 // state*nclass + class -> next state
	out    [][]int // state -> keyword indexes ending here (own and suffix outputs)
	hasOut []bool  // state -> len(out[state]) > 0
	lens   []int   // keyword index -> length
	maxLen int
	// fast is delta for the hot loop: entries are premultiplied next states
	// (state*nclass), with outBit set when that state ends a keyword.
	fast []uint32
	// rot47 is class read through ROT47: the automaton walked with it
	// over b finds the keywords of rot47(b) without making it.
	rot47 [256]uint8
}

func toLower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// newPrefilter builds the automaton. Keywords are matched case-insensitively.
func newPrefilter(keywords []string) *prefilter {
	p := &prefilter{lens: make([]int, len(keywords))}
	// Alphabet: one class per distinct lowercase byte used by a keyword.
	p.nclass = 1
	for _, k := range keywords {
		for i := 0; i < len(k); i++ {
			c := toLower(k[i])
			if p.class[c] == 0 {
				if p.nclass == 255 {
					panic("scan: keyword alphabet too large")
				}
				p.class[c] = uint8(p.nclass)
				p.nclass++
			}
		}
	}
	for c := 'A'; c <= 'Z'; c++ {
		p.class[c] = p.class[c+'a'-'A']
	}
	// Trie, dense from the start: goto[state*nclass+class], -1 = none.
	nc := p.nclass
	size := trieSize(keywords)
	gotoT := make([]int32, nc, size*nc)
	for i := range gotoT {
		gotoT[i] = -1
	}
	own := make([][]int, 1, size)
	n := 1
	for ki, k := range keywords {
		p.lens[ki] = len(k)
		p.maxLen = max(p.maxLen, len(k))
		s := int32(0)
		for i := 0; i < len(k); i++ {
			c := int(p.class[toLower(k[i])])
			nx := gotoT[int(s)*nc+c]
			if nx < 0 {
				nx = int32(n)
				n++
				for range nc {
					gotoT = append(gotoT, -1)
				}
				own = append(own, nil)
				gotoT[int(s)*nc+c] = nx
			}
			s = nx
		}
		own[s] = append(own[s], ki)
	}
	// Breadth-first failure links, folded straight into the dense table,
	// in place: a state's row is completed from its failure state's row,
	// which breadth-first order has completed already.
	p.delta = gotoT[: n*nc : n*nc]
	p.out = make([][]int, n)
	p.hasOut = make([]bool, n)
	fail := make([]int32, n)
	queue := make([]int32, 0, n)
	for c := 0; c < nc; c++ {
		if nx := gotoT[c]; nx >= 0 {
			queue = append(queue, nx)
		} else {
			p.delta[c] = 0
		}
	}
	p.out[0] = own[0]
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if len(p.out[fail[s]]) == 0 {
			p.out[s] = own[s]
		} else {
			p.out[s] = append(append([]int(nil), own[s]...), p.out[fail[s]]...)
		}
		row, frow := int(s)*nc, int(fail[s])*nc
		for c := 0; c < nc; c++ {
			if nx := gotoT[row+c]; nx >= 0 {
				fail[nx] = p.delta[frow+c]
				queue = append(queue, nx)
			} else {
				p.delta[row+c] = p.delta[frow+c]
			}
		}
	}
	for i := range p.out {
		p.hasOut[i] = len(p.out[i]) > 0
	}
	p.fast = make([]uint32, len(p.delta))
	for i, nx := range p.delta {
		p.fast[i] = uint32(int(nx) * p.nclass)
		if p.hasOut[nx] {
			p.fast[i] |= outBit
		}
	}
	for b := range 256 {
		p.rot47[b] = p.class[rot47Byte(byte(b))]
	}
	return p
}

const outBit = 1 << 31

// trieSize counts the states of the keywords' trie (the root included):
// sorted, each keyword adds the bytes past what it shares with the one
// before it. The dense table is allocated once, at its final size.
func trieSize(keywords []string) int {
	ks := make([]string, len(keywords))
	for i, k := range keywords {
		ks[i] = strings.ToLower(k)
	}
	sort.Strings(ks)
	n, prev := 1, ""
	for _, k := range ks {
		l := 0
		for l < len(k) && l < len(prev) && k[l] == prev[l] {
			l++
		}
		n += len(k) - l
		prev = k
	}
	return n
}

// each calls fn(end, keyword) for every keyword occurrence, end being the
// offset just past it, in increasing order of end.
//
// A DFA walk is one dependent load per byte, so it is bound by load latency,
// not bandwidth. Larger inputs are walked as four interleaved quarters (each
// after the first starting early enough to see keywords that cross into it),
// which gives the CPU four independent chains to overlap: about a quarter
// faster than two, twice as fast as one.
func (p *prefilter) each(data []byte, fn func(end, kw int)) {
	overlap := p.maxLen - 1
	n := len(data)
	if n < 2048 || overlap < 0 {
		p.walk(data, 0, 0, fn)
		return
	}
	q := n / 4
	// chunk k walks [lo_k, hi_k); it reports ends in (k*q, hi_k] (chunk 0: (0,q]).
	lo := [4]int{0, q - overlap, 2*q - overlap, 3*q - overlap}
	hi := [4]int{q, 2 * q, 3 * q, n}
	L := q // common length walked in lockstep
	fast, class := p.fast, &p.class
	var s0, s1, s2, s3 uint32
	type hit struct{ end, kw int }
	var later [4][]hit
	d0, d1, d2, d3 := data[lo[0]:lo[0]+L], data[lo[1]:lo[1]+L], data[lo[2]:lo[2]+L], data[lo[3]:lo[3]+L]
	for i := 0; i < L; i++ {
		t0 := fast[s0+uint32(class[d0[i]])]
		t1 := fast[s1+uint32(class[d1[i]])]
		t2 := fast[s2+uint32(class[d2[i]])]
		t3 := fast[s3+uint32(class[d3[i]])]
		s0, s1, s2, s3 = t0&^outBit, t1&^outBit, t2&^outBit, t3&^outBit
		if (t0|t1|t2|t3)&outBit != 0 {
			for k, t := range [4]uint32{t0, t1, t2, t3} {
				if t&outBit == 0 {
					continue
				}
				end := lo[k] + i + 1
				if k > 0 && end <= k*q {
					continue
				}
				for _, kw := range p.out[int(t&^outBit)/p.nclass] {
					later[k] = append(later[k], hit{end, kw})
				}
			}
		}
	}
	st := [4]uint32{s0, s1, s2, s3}
	for k := 0; k < 4; k++ {
		for _, h := range later[k] {
			fn(h.end, h.kw)
		}
		if lo[k]+L < hi[k] {
			p.walk(data[lo[k]+L:hi[k]], st[k], lo[k]+L, fn)
		}
	}
}

// walk runs the automaton from state st over data, data[0] being at offset
// base of the whole input.
func (p *prefilter) walk(data []byte, st uint32, base int, fn func(end, kw int)) {
	fast, class := p.fast, &p.class
	for i := 0; i < len(data); i++ {
		t := fast[st+uint32(class[data[i]])]
		st = t &^ outBit
		if t&outBit != 0 {
			for _, k := range p.out[int(st)/p.nclass] {
				fn(base+i+1, k)
			}
		}
	}
}

// any reports whether any keyword occurs in s.
func (p *prefilter) any(s string) bool {
	st := int32(0)
	nc := int32(p.nclass)
	for i := 0; i < len(s); i++ {
		st = p.delta[st*nc+int32(p.class[s[i]])]
		if p.hasOut[st] {
			return true
		}
	}
	return false
}

// anyBytes is any for a byte slice.
func (p *prefilter) anyBytes(b []byte) bool {
	st := int32(0)
	nc := int32(p.nclass)
	for _, c := range b {
		st = p.delta[st*nc+int32(p.class[c])]
		if p.hasOut[st] {
			return true
		}
	}
	return false
}

// anyRot47 reports whether any keyword occurs in rot47(b).
func (p *prefilter) anyRot47(b []byte) bool {
	st := uint32(0)
	for _, c := range b {
		t := p.fast[st+uint32(p.rot47[c])]
		if t&outBit != 0 {
			return true
		}
		st = t
	}
	return false
}

// anyReversed reports whether any keyword occurs in b's bytes read
// backwards.
func (p *prefilter) anyReversed(b []byte) bool {
	st := uint32(0)
	for i := len(b) - 1; i >= 0; i-- {
		t := p.fast[st+uint32(p.class[b[i]])]
		if t&outBit != 0 {
			return true
		}
		st = t
	}
	return false
}

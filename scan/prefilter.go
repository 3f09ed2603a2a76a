package scan

// prefilter finds every occurrence of a set of keywords in one pass over the
// input, ignoring ASCII case. It is an Aho-Corasick automaton compiled to a
// dense DFA over a reduced alphabet: one table lookup per input byte, which is
// what lets the scanner skip most lines without running a single regexp.
type prefilter struct {
	class  [256]uint8 // byte -> alphabet class; 0 = a byte no keyword contains
	nclass int
	delta  []int32 // state*nclass + class -> next state
	out    [][]int // state -> keyword indexes ending here (own and suffix outputs)
	hasOut []bool  // state -> len(out[state]) > 0, kept apart for the hot loop
	lens   []int   // keyword index -> length
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
	// Trie.
	type node struct {
		next map[uint8]int32
		out  []int
	}
	nodes := []node{{next: map[uint8]int32{}}}
	for ki, k := range keywords {
		p.lens[ki] = len(k)
		s := int32(0)
		for i := 0; i < len(k); i++ {
			c := p.class[toLower(k[i])]
			n, ok := nodes[s].next[c]
			if !ok {
				n = int32(len(nodes))
				nodes = append(nodes, node{next: map[uint8]int32{}})
				nodes[s].next[c] = n
			}
			s = n
		}
		nodes[s].out = append(nodes[s].out, ki)
	}
	// Breadth-first failure links, folded straight into the dense table.
	n := len(nodes)
	p.delta = make([]int32, n*p.nclass)
	p.out = make([][]int, n)
	p.hasOut = make([]bool, n)
	fail := make([]int32, n)
	queue := make([]int32, 0, n)
	for c := 0; c < p.nclass; c++ {
		if nx, ok := nodes[0].next[uint8(c)]; ok {
			p.delta[c] = nx
			queue = append(queue, nx)
		}
	}
	p.out[0] = nodes[0].out
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		p.out[s] = append(append([]int(nil), nodes[s].out...), p.out[fail[s]]...)
		for c := 0; c < p.nclass; c++ {
			if nx, ok := nodes[s].next[uint8(c)]; ok {
				fail[nx] = p.delta[int(fail[s])*p.nclass+c]
				p.delta[int(s)*p.nclass+c] = nx
				queue = append(queue, nx)
			} else {
				p.delta[int(s)*p.nclass+c] = p.delta[int(fail[s])*p.nclass+c]
			}
		}
	}
	for i := range p.out {
		p.hasOut[i] = len(p.out[i]) > 0
	}
	return p
}

// each calls fn(end, keyword) for every keyword occurrence, end being the
// offset just past it, in increasing order of end.
func (p *prefilter) each(data []byte, fn func(end, kw int)) {
	s := int32(0)
	delta, class, nc, hasOut := p.delta, &p.class, int32(p.nclass), p.hasOut
	for i, b := range data {
		s = delta[s*nc+int32(class[b])]
		if hasOut[s] {
			for _, k := range p.out[s] {
				fn(i+1, k)
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

// Package scan finds secrets and host leaks in text: the rules, the policy
// profiles that set their severities, the keyword pre-filter that keeps most
// rules off most lines, inline allow markers, and redaction. It knows nothing
// of git; callers hand it bytes (Walk and Reader help read a tree).
//
// # How a scan runs
//
// One pass of an Aho-Corasick automaton over the input finds every rule
// keyword (ASCII case ignored). Only lines holding a keyword are looked at
// again, and on them only the rules that keyword belongs to run their RE2
// pattern; on a long line the pattern sees a window around the keywords. A
// match then passes the rule's entropy floor and its check of neighbouring
// bytes (RE2 has no lookaround) and the carve-outs for public examples
// (AWS documentation keys, RFC 5737 addresses, RFC 2606 names, well-known
// internal names such as metadata.google.internal).
//
// # Allowing a finding
//
// "hooktool:allow <rule-id>[, <rule-id>...]" on the finding's line or the line
// above allows those rules there and nowhere else; "hooktool:allow-file
// <rule-id>" allows a rule in the whole file; a value in scan.allow_values or
// matching scan.allow_patterns is allowed everywhere. Allowed findings are
// still reported, marked with how they were allowed. A rule id may be written
// with its category, "secret/github-pat".
package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/hookd/hookd/internal/digest"
)

// Markers recognised in scanned text.
const (
	AllowMarker     = "hooktool:allow"      // + rule ids: this line or the next one
	AllowFileMarker = "hooktool:allow-file" // + rule ids: the whole file
)

// maxMultiline bounds how far past its first line a multi-line match (a PEM
// block) may reach.
const maxMultiline = 64 << 10

// maxUntilless bounds a multi-line match that has no closing line (a key
// dumped as hex lines under its label).
const maxUntilless = 4 << 10

// Options configure a Scanner.
type Options struct {
	Profile       string              // a key of Profiles; "" = public-repo
	Severity      map[string]Severity // per-rule overrides, applied after the profile
	AllowValues   []string            // secrets that are known and public: reported as allowed
	AllowPatterns []string            // RE2, matched against the secret
	Rules         []*Rule             // extra rules (a rule with a built-in id replaces it)
	SecretsOnly   bool                // drop host rules and derived text (for redacting text bound for state)
}

// Scanner holds compiled rules. It is safe for concurrent use.
type Scanner struct {
	rules    []*Rule
	sev      []Severity
	pf       *prefilter
	kwRules  [][]int  // keyword index -> rule indexes run over the line
	kwAnch   [][]int  // keyword index -> Anchored rule indexes run at the keyword
	always   []int    // rules without keywords
	kwDerive []uint32 // keyword index -> derive flags
	kwGlue   []bool   // keyword index -> a token prefix of a Glue rule (assemble.go)
	allowVal map[string]bool
	allowRe  []*regexp.Regexp
	// plain: no normalising or format views (Options.SecretsOnly: the
	// hook path redacts text for state with the smaller automaton only).
	plain bool
}

// Finding is one match. The secret itself is never stored in a Finding: only
// its redacted form and its offsets in the scanned bytes (for scrub).
type Finding struct {
	Rule        string   `json:"rule"`
	Category    string   `json:"category"`
	Description string   `json:"description"`
	Severity    Severity `json:"severity"`
	Path        string   `json:"path,omitempty"`
	Commit      string   `json:"commit,omitempty"`
	Line        int      `json:"line"`
	Column      int      `json:"column"`
	Secret      string   `json:"secret"`                // redacted
	Fingerprint string   `json:"fingerprint,omitempty"` // only where it cannot be reversed; see fingerprint
	Key         string   `json:"-"`                     // rule and secret, hashed: for deduplication in this process
	Allowed     bool     `json:"allowed"`
	AllowedBy   string   `json:"allowed_by,omitempty"` // "inline", "file" or "value"
	Start       int      `json:"-"`                    // byte offsets of the secret in the scanned data
	End         int      `json:"-"`
	Replace     string   `json:"-"` // what scrub writes over it
	// Encoding says how the secret was hidden when it was not written out:
	// "base64" (the span is the whole encoded run), "concatenated" (the
	// span runs from its first to its last piece, or is the piece it
	// starts in when the pieces lie apart), "charcodes" (the list of
	// codes), "normalised" (escapes, invisible characters, line breaks or
	// markup removed inside it) or "binary".
	Encoding string `json:"encoding,omitempty"`
	ruleIdx  int
	codes    byte // EncCodes: ',' a list of codes, '+' chr(N) joined by +
}

// Blocks reports whether the finding stops a push or fails a scan.
func (f Finding) Blocks() bool { return f.Severity == Block && !f.Allowed }

// MarshalText writes the severity name.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a severity name.
func (s *Severity) UnmarshalText(b []byte) error {
	v, err := ParseSeverity(string(b))
	*s = v
	return err
}

// New builds a scanner. Every pattern is compiled here so a bad user rule is
// reported up front.
func New(o Options) (*Scanner, error) {
	s, err := build(o)
	if err != nil {
		return nil, err
	}
	for _, r := range s.rules {
		if _, err := r.compiled(); err != nil {
			return nil, err
		}
		if r.Anchored {
			if _, err := r.anchoredRe(); err != nil {
				return nil, err
			}
		}
	}
	return s, nil
}

// build is New without compiling: regexps compile on first use.
func build(o Options) (*Scanner, error) {
	prof := o.Profile
	if prof == "" {
		prof = "public-repo"
	}
	psev, ok := Profiles()[prof]
	if !ok {
		return nil, fmt.Errorf("unknown profile %q (known: %s)", prof, strings.Join(ProfileNames(), ", "))
	}
	rules := Builtin()
	for _, u := range o.Rules {
		if u.ID == "" || u.Pattern == "" {
			return nil, fmt.Errorf("user rule %q: id and pattern are required", u.ID)
		}
		if u.Category == "" {
			u.Category = CatSecret
		}
		replaced := false
		for i, r := range rules {
			if r.ID == u.ID {
				rules[i], replaced = u, true
			}
		}
		if !replaced {
			rules = append(rules, u)
		}
	}
	if o.SecretsOnly {
		kept := rules[:0]
		for _, r := range rules {
			if r.Category == CatSecret {
				kept = append(kept, r)
			}
		}
		rules = kept
	}
	s := &Scanner{rules: rules, sev: make([]Severity, len(rules)), allowVal: map[string]bool{}, plain: o.SecretsOnly}
	for id := range o.Severity {
		if s.index(id) < 0 {
			return nil, fmt.Errorf("severity for unknown rule %q", id)
		}
	}
	var kws []string
	kwIndex := map[string]int{}
	for i, r := range rules {
		s.sev[i] = r.Severity
		if v, ok := psev[r.ID]; ok {
			s.sev[i] = v
		}
		if v, ok := o.Severity[r.ID]; ok {
			s.sev[i] = v
		}
		if len(r.Keywords) == 0 {
			s.always = append(s.always, i)
		}
		for _, k := range r.Keywords {
			k = strings.ToLower(k)
			ki, ok := kwIndex[k]
			if !ok {
				ki = len(kws)
				kwIndex[k] = ki
				kws = append(kws, k)
				s.kwRules = append(s.kwRules, nil)
				s.kwAnch = append(s.kwAnch, nil)
			}
			if r.Anchored && !r.Multiline {
				s.kwAnch[ki] = append(s.kwAnch[ki], i)
			} else {
				s.kwRules[ki] = append(s.kwRules[ki], i)
			}
		}
	}
	var derive map[string]uint32
	if !o.SecretsOnly {
		// Text bound for state (commands) is redacted without decoding:
		// the hook path keeps its smaller automaton.
		derive = deriveKeywords()
	}
	if derive != nil {
		// The spaced forms of token prefixes (g h p _): a token printed
		// with a space after every character (views14.go).
		for _, r := range rules {
			for _, k := range r.Keywords {
				if len(k) >= 4 && r.Category == CatSecret && (r.Glue || r.Anchored && tokenPrefix(k)) {
					derive[spacedPrefix(strings.ToLower(k))] |= deriveSet14
				}
			}
		}
	}
	for k, fl := range derive {
		ki, ok := kwIndex[k]
		if !ok {
			ki = len(kws)
			kwIndex[k] = ki
			kws = append(kws, k)
			s.kwRules = append(s.kwRules, nil)
			s.kwAnch = append(s.kwAnch, nil)
		}
		for len(s.kwDerive) <= ki {
			s.kwDerive = append(s.kwDerive, 0)
		}
		s.kwDerive[ki] |= fl
	}
	for len(s.kwDerive) < len(kws) {
		s.kwDerive = append(s.kwDerive, 0)
	}
	s.kwGlue = make([]bool, len(kws))
	for _, r := range s.rules {
		if o.SecretsOnly {
			continue
		}
		for _, k := range r.Keywords {
			// A Glue rule's prefix, or another token rule's prefix
			// (hf_, npm_, AIza): a dangling one is followed to the
			// literals after it (assemble.go).
			if r.Glue || r.Category == CatSecret && r.Anchored && tokenPrefix(k) {
				s.kwGlue[kwIndex[strings.ToLower(k)]] = true
			}
		}
	}
	for _, r := range s.rules {
		if r.ID == "generic-secret" && !o.SecretsOnly {
			for _, k := range r.Keywords {
				if ki, ok := kwIndex[strings.ToLower(k)]; ok {
					s.kwDerive[ki] |= deriveView
				}
			}
		}
	}
	s.pf = newPrefilter(kws)
	for _, v := range o.AllowValues {
		s.allowVal[v] = true
	}
	for _, p := range o.AllowPatterns {
		re, err := regexp.Compile(p)
		if err != nil {
			return nil, fmt.Errorf("allow pattern %q: %w", p, err)
		}
		s.allowRe = append(s.allowRe, re)
	}
	return s, nil
}

// ProfileNames lists the known profiles, sorted.
func ProfileNames() []string {
	var n []string
	for k := range Profiles() {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func (s *Scanner) index(id string) int {
	for i, r := range s.rules {
		if r.ID == id {
			return i
		}
	}
	return -1
}

// Rules lists the scanner's rules with their effective severities.
func (s *Scanner) Rules() []RuleInfo {
	out := make([]RuleInfo, len(s.rules))
	for i, r := range s.rules {
		out[i] = RuleInfo{ID: r.ID, Category: r.Category, Description: r.Description, Severity: s.sev[i]}
	}
	return out
}

// RuleInfo describes a rule for reports (SARIF's rule table).
type RuleInfo struct {
	ID, Category, Description string
	Severity                  Severity
}

// Input is one text to scan.
type Input struct {
	Path string
	Data []byte
	// Lines, when set, gives the real line number of each line of Data (a
	// diff's added lines joined together); otherwise lines count from 1.
	Lines []int
	// Context marks lines of Data that are only there to give allow markers
	// their line above; nothing found on them is reported.
	Context []bool
	// FileAllow adds allow-file rule ids found elsewhere (the file at the
	// pushed tip, when Data is only part of it).
	FileAllow map[string]bool
	// Binary says Data is the printable runs of binary content (TextView).
	// A compiled program's string table runs its literals together, so
	// there only rules with a format of their own report, a token holding
	// another rule's keyword is a table of keywords, and host findings
	// only warn.
	Binary bool
	// Stream says Data was inflated from a compressed stream inside
	// binary content (a PDF page, a PNG text chunk): it is read as Binary
	// is, but a token holding another rule's keyword is not taken for a
	// table of keywords, which only a program's string table is.
	Stream bool
}

type lineSpan struct {
	start, end int // the line
	lo, hi     int // first keyword start, last keyword end
	mask       []uint64
	anch       []anchHit
	glue       []int // where a Glue rule's keyword starts (top-level pass only)
	derive     uint32
}

// anchHit is an Anchored rule to try where its keyword starts.
type anchHit struct{ pos, ri int }

// reach bounds how far from its keyword a single-line match may extend.
// Every built-in pattern is shorter; on a long line (minified code, a hex
// blob) the regexps then look at a window around the keywords instead of the
// whole line, which keeps them on the fast backtracking matcher.
const reach = 512

// Scan returns the findings in in.Data, in order of position. Rules whose
// severity is off are not run.
func (s *Scanner) Scan(in Input) []Finding {
	bud := &budget{record: !s.plain}
	raw := s.scanRaw(in.Data, true, bud)
	bud.record = false
	if in.Binary || in.Stream {
		raw = s.binaryFilter(in.Data, raw, in.Binary)
	} else if !s.plain {
		raw = s.scanNormal(in.Data, raw, bud)
		if bud.office {
			raw = s.scanOffice(in.Data, raw, bud)
		}
		raw = s.scanAssembled(in.Data, raw, bud)
		raw = s.scanTranscoded(in.Data, raw, bud)
		if ebcdic(in.Data) {
			raw = s.scanEBCDIC(in.Data, raw, bud)
		}
		raw = s.scanB64Runs(in.Data, raw, bud)
		raw = s.scanCandidates(in.Data, raw, bud)
		raw = s.scanViews(in.Path, in.Data, raw, bud)
		if len(bud.set14) > 0 {
			raw = s.scanSet14(in.Data, raw, bud)
		}
		if len(bud.set15) > 0 {
			raw = s.scanSet15(in.Data, raw, bud)
		}
		if len(bud.set16) > 0 {
			raw = s.scanSet16(in.Data, raw, bud)
		}
		if len(bud.set17) > 0 {
			raw = s.scanSet17(in.Data, raw, bud)
		}
		if len(bud.set18) > 0 {
			raw = s.scanSet18(in.Data, raw, bud)
		}
		if len(bud.set19) > 0 {
			raw = s.scanSet19(in.Data, raw, bud)
		}
		if len(bud.set20) > 0 {
			raw = s.scanSet20(in.Data, raw, bud)
		}
		raw = s.scanSet21(in.Path, in.Data, raw, bud)
	}
	if len(raw) == 0 {
		return nil
	}
	return s.finish(in, raw)
}

// holdsKeyword reports a keyword of five or more bytes in b: a random token
// rarely holds one by chance, a table of token prefixes always does.
func (s *Scanner) holdsKeyword(b []byte) bool {
	found := false
	s.pf.walk(b, 0, 0, func(_, kw int) {
		// Set 14's marks (a DER key's fixed bytes, a spaced prefix) are
		// read from inside keys and tokens: they make no table.
		found = found || s.pf.lens[kw] >= 5 && !((s.kwDerive[kw] == deriveSet14 || s.kwDerive[kw] == deriveSet15 || s.kwDerive[kw] == deriveSet16 || s.kwDerive[kw] == deriveSet17 || s.kwDerive[kw] == deriveSet18 || s.kwDerive[kw] == deriveSet19 || s.kwDerive[kw] == deriveSet20 || s.kwDerive[kw] == deriveSet21) && len(s.kwRules[kw]) == 0 && len(s.kwAnch[kw]) == 0)
	})
	return found
}

// binaryFilter keeps what a binary's printable runs can be trusted to
// show (see Input.Binary), each marked EncBinary; tables says the text may
// be a program's string table, where a token holding another keyword is
// a table of keywords.
func (s *Scanner) binaryFilter(data []byte, raw []Finding, tables bool) []Finding {
	kept := raw[:0]
	for _, f := range raw {
		r := s.rules[f.ruleIdx]
		if r.Category == CatSecret && (r.ID == "generic-secret" || r.ID == "url-password" || r.ID == "bearer-token" || r.ID == "curl-basic-auth" || set14Context(r.ID) ||
			tables && s.holdsKeyword(data[f.Start+1:f.End])) {
			continue
		}
		f.Encoding = EncBinary
		kept = append(kept, f)
	}
	return kept
}

// scanRaw finds the raw matches in data; with derive, it also joins and
// decodes where a keyword asks for it (see derive.go).
func (s *Scanner) scanRaw(data []byte, derive bool, bud *budget) []Finding {
	words := (len(s.rules) + 63) / 64
	var raw []Finding
	cur := lineSpan{start: -1, end: -1}
	// One mask and one list of anchored hits, reused line after line: a
	// line is done (flushed) before the next one starts.
	maskBuf := make([]uint64, words)
	var anchBuf []anchHit
	var glueBuf []int
	fresh := func(st, en, lo int, derive uint32) lineSpan {
		clear(maskBuf)
		if cur.anch != nil {
			anchBuf = cur.anch[:0]
		}
		if cur.glue != nil {
			glueBuf = cur.glue[:0]
		}
		return lineSpan{start: st, end: en, lo: lo, mask: maskBuf, anch: anchBuf, glue: glueBuf, derive: derive}
	}
	k8s, lastDerived := false, -1
	flush := func() {
		if cur.start < 0 {
			return
		}
		n0 := len(raw)
		raw = s.runLine(data, cur, raw)
		if bud.record {
			s.noteDangling(data, cur, raw[n0:], bud)
		}
		if derive && cur.derive&lineFlags != 0 && cur.start != lastDerived {
			lastDerived = cur.start
			ruleKw := len(cur.anch) > 0
			for _, w := range cur.mask {
				ruleKw = ruleKw || w != 0
			}
			raw = s.deriveLine(data, cur.start, cur.end, cur.derive, ruleKw, raw, bud)
		}
	}
	s.pf.each(data, func(end, kw int) {
		pos := end - s.pf.lens[kw]
		switch {
		case pos >= cur.end || cur.start < 0:
			flush()
			st := bytes.LastIndexByte(data[:pos], '\n') + 1
			en := bytes.IndexByte(data[pos:], '\n')
			if en < 0 {
				en = len(data)
			} else {
				en += pos
			}
			cur = fresh(st, en, pos, 0)
		case pos > cur.hi+2*reach:
			// Far along a long line: a window of its own.
			flush()
			cur = fresh(cur.start, cur.end, pos, cur.derive)
		}
		cur.hi = end
		cur.derive |= s.kwDerive[kw]
		k8s = k8s || s.kwDerive[kw]&deriveK8s != 0
		if bud.record && s.kwDerive[kw]&deriveView != 0 && len(bud.lines) < maxViewLines &&
			(len(bud.lines) == 0 || bud.lines[len(bud.lines)-1] != cur.start) {
			bud.lines = append(bud.lines, cur.start)
		}
		if bud.record && s.kwDerive[kw]&(deriveEsc|deriveOffice|deriveTmpl|deriveXform|deriveDecode|deriveCarry|deriveSpell|deriveSet14|deriveSet15|deriveSet16|deriveSet17|deriveSet18|deriveSet19|deriveSet20|deriveSet21) != 0 {
			bud.note(s.kwDerive[kw], cur.start)
		}
		for _, ri := range s.kwRules[kw] {
			cur.mask[ri/64] |= 1 << (ri % 64)
		}
		for _, ri := range s.kwAnch[kw] {
			cur.anch = append(cur.anch, anchHit{pos, ri})
		}
		if bud.record && s.kwGlue[kw] {
			cur.glue = append(cur.glue, pos)
		}
	})
	flush()
	if derive && k8s {
		rec := bud.record
		bud.record = false
		raw = s.deriveK8s(data, raw, bud)
		bud.record = rec
	}
	for _, ri := range s.always {
		if s.sev[ri] == Off {
			continue
		}
		raw = s.match(data, 0, len(data), ri, raw, 0, len(data))
	}
	return raw
}

// runLine runs the rules in the line's mask over it.
func (s *Scanner) runLine(data []byte, l lineSpan, raw []Finding) []Finding {
	for _, h := range l.anch {
		raw = s.matchAt(data, h.pos, h.ri, raw, l.start, l.end)
	}
	from, to := max(l.start, l.lo-reach), min(l.end, l.hi+reach)
	for w, bits := range l.mask {
		for bits != 0 {
			b := bits & -bits
			bits &^= b
			ri := w*64 + trailingZeros(b)
			if s.sev[ri] == Off {
				continue
			}
			if r := s.rules[ri]; r.Multiline {
				// Reach only as far as the closing line: running a
				// regexp over the whole 64 KiB window is what costs.
				win := data[l.start:min(len(data), l.start+maxMultiline)]
				i := bytes.Index(win, []byte(r.Until))
				if r.Until == "" {
					i = min(len(win), maxUntilless) // no closing line: a short window
				}
				if i < 0 {
					continue
				}
				end := l.start + i
				if j := bytes.IndexByte(data[end:], '\n'); j >= 0 {
					end += j
				} else {
					end = len(data)
				}
				raw = s.match(data, l.start, end, ri, raw, l.start, end)
				continue
			}
			if len(s.rules[ri].Keywords) > 0 {
				raw = s.match(data, from, to, ri, raw, l.start, l.end)
			} else {
				raw = s.match(data, l.start, l.end, ri, raw, l.start, l.end)
			}
		}
	}
	return raw
}

func trailingZeros(b uint64) int {
	n := 0
	for b&1 == 0 {
		b >>= 1
		n++
	}
	return n
}

// match runs rule ri over data[from:to] and appends what survives its
// checks, with offsets relative to data. [ls,le) is the line (or block) the
// window was cut from: a match touching a cut edge is an artefact of the
// cut (a word boundary that is not one) and is dropped; the real match lies
// inside the window, found from its own keyword.
func (s *Scanner) match(data []byte, from, to, ri int, raw []Finding, ls, le int) []Finding {
	r := s.rules[ri]
	re, err := r.compiled()
	if err != nil {
		return raw // New reports compile errors; the lazy path skips a broken rule
	}
	win := data[from:to]
	for _, m := range re.FindAllSubmatchIndex(win, -1) {
		if m[0] == 0 && from > ls || m[1] == len(win) && to < le {
			continue
		}
		raw = s.keep(data, from, m, ri, raw, ls, le)
	}
	return raw
}

// matchAt tries an Anchored rule where its keyword starts: one start
// position instead of every one on the line, which is most of the cost of
// an unanchored search.
func (s *Scanner) matchAt(data []byte, pos, ri int, raw []Finding, ls, le int) []Finding {
	r := s.rules[ri]
	if s.sev[ri] == Off {
		return raw
	}
	are, err := r.anchoredRe()
	if err != nil {
		return raw
	}
	if r.wordStart && pos > ls && isWordByte(data[pos-1]) {
		return raw // the pattern's leading \b does not hold here
	}
	to := min(le, pos+reach)
	if !bytes.HasPrefix(data[pos:to], []byte(r.prefix)) || r.Needs != 0 && bytes.IndexByte(data[pos:to], r.Needs) < 0 {
		return raw
	}
	m := are.FindSubmatchIndex(data[pos:to])
	for to < le && to-pos < maxReach && (m != nil && m[1] == to-pos || m == nil && oneWord(data[pos:to])) {
		// The match runs to the window's end on a longer line, or the
		// window ends inside one unbroken word: a long token (an access
		// JWT with its claims and an RS256 signature is over 1,000
		// bytes). The window grows until the match ends inside it.
		to = min(le, pos+4*(to-pos))
		m = are.FindSubmatchIndex(data[pos:to])
	}
	if m == nil || m[1] == to-pos && to < le {
		return raw
	}
	return s.keep(data, pos, m, ri, raw, ls, le)
}

// oneWord reports whether b holds no blank, quote or bracket: one token.
func oneWord(b []byte) bool {
	for _, c := range b {
		switch c {
		case ' ', '\t', '"', '\'', '`', '<', '>', '(', ')', '[', ']', '{', '}', ',', ';':
			return false
		}
	}
	return true
}

// maxReach bounds how far an anchored match may grow past reach: the
// longest token read whole.
const maxReach = 16 << 10

// keep vets one match (m, relative to data[from:]) of rule ri against the
// rule's entropy floor, its neighbour check (which sees the whole line
// [ls,le)) and the public examples, and appends it if it survives.
func (s *Scanner) keep(data []byte, from int, m []int, ri int, raw []Finding, ls, le int) []Finding {
	r := s.rules[ri]
	g := r.SecretGroup
	a, b := m[2*g], m[2*g+1]
	if a < 0 {
		return raw
	}
	a, b = a+from, b+from
	sec := string(data[a:b])
	if r.Entropy > 0 && entropy(sec) < r.Entropy {
		return raw
	}
	if r.Glue && a > ls && isWordByte(data[a-1]) && !gluedOK(data[a-1], sec) {
		return raw
	}
	if r.Valid != nil && !r.Valid(data[ls:le], a-ls, b-ls) || r.Category == CatSecret && publicExample(sec) {
		return raw
	}
	return append(raw, Finding{Start: a, End: b, ruleIdx: ri})
}

// codesOf spells s as character codes: "82,69" or "chr(82)+chr(69)".
func codesOf(s string, style byte) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i > 0 {
			b.WriteByte(style)
		}
		if style == '+' {
			fmt.Fprintf(&b, "chr(%d)", s[i])
		} else {
			fmt.Fprintf(&b, "%d", s[i])
		}
	}
	return b.String()
}

// gluedOK vets a token found glued to the word before it (prev is the
// byte before): past its prefix it must hold a digit and a letter, and both
// cases of letter when it holds a lower-case one. A random token of 16 or
// more bytes almost always does; "task-proj-" in a kebab-case name does
// not. A token of upper case and digits only (an AWS key id) must follow
// a byte outside that alphabet: inside a run of it (base32), where the
// token starts is anybody's guess.
func gluedOK(prev byte, sec string) bool {
	var digit, up, low bool
	for i := min(4, len(sec)); i < len(sec); i++ {
		c := sec[i]
		digit = digit || isDigit(c)
		up = up || 'A' <= c && c <= 'Z'
		low = low || 'a' <= c && c <= 'z'
	}
	if strings.ToUpper(sec) == sec {
		return digit && up && !('A' <= prev && prev <= 'Z' || isDigit(prev))
	}
	return digit && up && low
}

// finish dedupes overlapping matches (the earlier, more specific rule wins),
// numbers lines, applies allow markers and redacts.
func (s *Scanner) finish(in Input, raw []Finding) []Finding {
	data := in.Data
	sort.SliceStable(raw, func(i, j int) bool {
		if raw[i].Start != raw[j].Start {
			return raw[i].Start < raw[j].Start
		}
		return raw[i].ruleIdx < raw[j].ruleIdx
	})
	kept := raw[:0]
	for _, f := range raw {
		if n := len(kept); n > 0 && f.Start < kept[n-1].End {
			// The more specific rule wins; for the same rule, the finding
			// that says how the secret was hidden (its replacement keeps
			// the encoding).
			if f.ruleIdx < kept[n-1].ruleIdx || f.ruleIdx == kept[n-1].ruleIdx && f.Encoding != "" && kept[n-1].Encoding == "" {
				kept[n-1] = f
			}
			continue
		}
		kept = append(kept, f)
	}
	fileAllow := AllowIDs(data, AllowFileMarker)
	for id := range in.FileAllow {
		fileAllow[id] = true
	}
	// The buffer line of each finding, and which lines hold one: an allow
	// marker on a line with a finding of its own is about that line, not
	// the next (a marker that allows one token must not allow another).
	lines := make([]int, len(kept))
	withFinding := map[int]bool{}
	line, lineOff := 1, 0
	for i, f := range kept {
		line += bytes.Count(data[lineOff:f.Start], []byte{'\n'})
		lineOff = f.Start
		lines[i] = line
		withFinding[line] = true
	}
	out := kept[:0]
	for i, f := range kept {
		line := lines[i]
		ls := bytes.LastIndexByte(data[:f.Start], '\n') + 1
		if in.Context != nil && line-1 < len(in.Context) && in.Context[line-1] {
			continue
		}
		r := s.rules[f.ruleIdx]
		sec := string(data[f.Start:f.End])
		f.Rule, f.Category, f.Description = r.ID, r.Category, r.Description
		f.Severity, f.Replace, f.Path = s.sev[f.ruleIdx], r.Replace, in.Path
		if f.Encoding == EncBase64 {
			// Keep the value decodable: what it decodes to is the mark.
			f.Replace = base64.StdEncoding.EncodeToString([]byte(r.Replace))
			f.Description += " (base64-encoded)"
		} else if f.Encoding == EncConcat {
			f.Description += " (joined from string pieces)"
		} else if f.Encoding == EncCodes {
			// The codes of the replacement, so the code still runs.
			f.Replace = codesOf(r.Replace, f.codes)
			f.Description += " (spelt as character codes)"
		} else if f.Encoding == EncBinary && r.Category == CatHost {
			f.Severity = min(f.Severity, Warn)
		}
		f.Line, f.Column = line, f.Start-ls+1
		if in.Lines != nil && line-1 < len(in.Lines) {
			f.Line = in.Lines[line-1]
		}
		f.Secret = Mask(sec)
		f.Key = fingerprint(r.ID, sec)
		if r.Category == CatSecret && r.ID != "generic-secret" && len(sec) >= 20 {
			f.Fingerprint = f.Key
		}
		switch {
		case fileAllow[r.ID] || fileAllow[r.Category+"/"+r.ID]:
			f.Allowed, f.AllowedBy = true, "file"
		case s.inlineAllowed(in, ls, line, r, withFinding[line-1]):
			f.Allowed, f.AllowedBy = true, "inline"
		case s.valueAllowed(sec):
			f.Allowed, f.AllowedBy = true, "value"
		}
		out = append(out, f)
	}
	return out
}

// inlineAllowed looks for an allow marker naming r on the finding's line or
// on the line just above it (the real line above, in a diff).
func (s *Scanner) inlineAllowed(in Input, ls, line int, r *Rule, aboveHasFinding bool) bool {
	data := in.Data
	le := bytes.IndexByte(data[ls:], '\n')
	if le < 0 {
		le = len(data)
	} else {
		le += ls
	}
	if ruleNamed(AllowIDs(data[ls:le], AllowMarker), r) {
		return true
	}
	if ls == 0 || aboveHasFinding {
		return false
	}
	if in.Lines != nil && (line-2 >= len(in.Lines) || line-1 >= len(in.Lines) || in.Lines[line-2] != in.Lines[line-1]-1) {
		return false
	}
	ps := bytes.LastIndexByte(data[:ls-1], '\n') + 1
	return ruleNamed(AllowIDs(data[ps:ls-1], AllowMarker), r)
}

func ruleNamed(ids map[string]bool, r *Rule) bool {
	return ids[r.ID] || ids[r.Category+"/"+r.ID]
}

// AllowIDs collects the rule ids after each marker in text. The marker
// "hooktool:allow" does not match "hooktool:allow-file" and vice versa.
func AllowIDs(text []byte, marker string) map[string]bool {
	ids := map[string]bool{}
	for {
		i := bytes.Index(text, []byte(marker))
		if i < 0 {
			return ids
		}
		text = text[i+len(marker):]
		if len(text) > 0 && text[0] == '-' {
			continue // a longer marker
		}
		j := 0
		for j < len(text) && (text[j] == ' ' || text[j] == '\t' || text[j] == ':' || text[j] == '=') {
			j++
		}
		if j == 0 {
			continue
		}
		for {
			k := j
			for k < len(text) && (isWordByte(text[k]) || text[k] == '-' || text[k] == '/') {
				k++
			}
			if k == j {
				break
			}
			ids[strings.ToLower(string(text[j:k]))] = true
			if k < len(text) && text[k] == ',' {
				j = k + 1
				for j < len(text) && text[j] == ' ' {
					j++
				}
				continue
			}
			break
		}
	}
}

// WithoutAllow returns a copy of s in which the given scan.allow_values
// and scan.allow_patterns entries allow nothing: a pre-push drops the
// entries that the pushed commits themselves add to the project file
// (gitscan), so that a push cannot allow its own secret. s is unchanged.
func (s *Scanner) WithoutAllow(values, patterns []string) *Scanner {
	c := *s
	c.allowVal = make(map[string]bool, len(s.allowVal))
	for v := range s.allowVal {
		c.allowVal[v] = true
	}
	for _, v := range values {
		delete(c.allowVal, v)
	}
	drop := map[string]bool{}
	for _, p := range patterns {
		drop[p] = true
	}
	c.allowRe = nil
	for _, re := range s.allowRe {
		if !drop[re.String()] {
			c.allowRe = append(c.allowRe, re)
		}
	}
	return &c
}

func (s *Scanner) valueAllowed(sec string) bool {
	if s.allowVal[sec] {
		return true
	}
	for _, re := range s.allowRe {
		if re.MatchString(sec) {
			return true
		}
	}
	return false
}

// fingerprint identifies a secret under a rule without revealing it and
// without depending on its line, so a baseline survives edits around it.
// It is an unsalted hash, so it is published (JSON, SARIF) only for long
// random tokens: the hash of a private address or of a typed password can be
// reversed by trying them all.
func fingerprint(rule, secret string) string {
	h := digest.SHA256([]byte(rule + "::" + secret))
	return hex.EncodeToString(h[:8])
}

// Mask shows a few leading characters of a secret and its length:
// "ghp_***(40)". Short values show fewer characters, tiny ones none.
func Mask(secret string) string {
	n := len(secret)
	keep := 0
	switch {
	case n >= 16:
		keep = 4
	case n >= 8:
		keep = 2
	}
	return fmt.Sprintf("%s***(%d)", strings.ToValidUTF8(secret[:keep], "?"), n)
}

package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"

	"github.com/hookd/hookd/internal/digest"
)

// Severity is what a finding does to a push or a scan: block it, warn about
// it, or nothing (the rule is off).
type Severity int

// Severities, weakest first, so that "tighten" is a simple max.
const (
	Off Severity = iota
	Warn
	Block
)

func (s Severity) String() string {
	switch s {
	case Block:
		return "block"
	case Warn:
		return "warn"
	}
	return "off"
}

// ParseSeverity reads "block", "warn" or "off".
func ParseSeverity(s string) (Severity, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "block":
		return Block, nil
	case "warn":
		return Warn, nil
	case "off":
		return Off, nil
	}
	return Off, fmt.Errorf("severity %q: want block, warn or off", s)
}

// Categories of rules.
const (
	CatSecret = "secret"
	CatHost   = "host"
)

// Rule is one detector. The regexp runs only on lines holding one of the
// keywords (ASCII case ignored); a rule without keywords runs on every line.
type Rule struct {
	ID          string
	Category    string // CatSecret or CatHost
	Description string
	Keywords    []string
	Pattern     string  // RE2
	SecretGroup int     // the capture group holding the secret; 0 = the whole match
	Entropy     float64 // minimum Shannon entropy (bits per byte) of the secret; 0 = none
	Severity    Severity
	Replace     string // what scrub writes over the secret
	Multiline   bool   // the match may span lines (PEM blocks)...
	Until       string // ...up to the line holding this text; without it, over the next 4 KiB (maxUntilless)
	// Valid, when set, vets a match: RE2 has no lookaround, so the
	// neighbouring bytes and carve-outs are checked here. text is the whole
	// scanned window, [s,e) the secret within it.
	Valid func(text []byte, s, e int) bool

	// Anchored says every match begins where one of the keywords begins, so
	// the pattern is tried only there (a leading \b is checked by hand).
	Anchored bool
	// Needs, when set, is a byte every match holds within reach of its
	// keyword ('@' for user:password@host): an anchored rule is not tried
	// where it is missing.
	Needs byte
	// Glue says the token's prefix is specific enough (ghp_, sk_live_,
	// xoxb-, AKIA...) to be found glued to the letters before it, where a
	// binary stores fields back to back (a SQLite row "stripesk_live_...")
	// or a name runs into the value. A glued match must look random (see
	// gluedOK): random tokens do, words and identifiers run together
	// rarely do.
	Glue bool

	once      sync.Once
	re        *regexp.Regexp
	err       error
	aonce     sync.Once
	are       *regexp.Regexp
	aerr      error
	wordStart bool
	prefix    string
}

// anchoredRe is the pattern anchored at the start of its input.
func (r *Rule) anchoredRe() (*regexp.Regexp, error) {
	r.aonce.Do(func() {
		p := r.Pattern
		if strings.HasPrefix(p, `\b`) {
			r.wordStart, p = !r.Glue, p[2:]
		}
		r.are, r.aerr = regexp.Compile(`\A(?:` + p + `)`)
		if r.aerr != nil {
			r.aerr = fmt.Errorf("rule %s: %w", r.ID, r.aerr)
			return
		}
		// The literal every match starts with (case and all): most
		// keyword hits that cannot match ("ske" in "asked" for "SK…")
		// fail this compare instead of a regexp run.
		r.prefix = literalPrefix(p)
	})
	return r.are, r.aerr
}

// literalPrefix is the case-sensitive literal that every match of p begins
// with, or "" (read from the parse tree: cheaper than a second compile).
func literalPrefix(p string) string {
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		return ""
	}
	for {
		switch re.Op {
		case syntax.OpCapture:
			re = re.Sub[0]
		case syntax.OpConcat:
			if len(re.Sub) == 0 {
				return ""
			}
			re = re.Sub[0]
		case syntax.OpLiteral:
			if re.Flags&syntax.FoldCase != 0 {
				return ""
			}
			return string(re.Rune)
		default:
			return ""
		}
	}
}

// compiled compiles the pattern on first use: the hook path (Redact) only
// pays for rules whose keywords it actually sees.
func (r *Rule) compiled() (*regexp.Regexp, error) {
	r.once.Do(func() {
		p := r.Pattern
		if r.Glue {
			// The start is checked in keep: a word byte before it is
			// allowed when the token's own bytes look random.
			p = strings.TrimPrefix(p, `\b`)
		}
		r.re, r.err = regexp.Compile(p)
		if r.err == nil && r.SecretGroup > r.re.NumSubexp() {
			r.err = fmt.Errorf("secret group %d but the pattern has %d", r.SecretGroup, r.re.NumSubexp())
		}
		if r.err != nil {
			r.err = fmt.Errorf("rule %s: %w", r.ID, r.err)
		}
	})
	return r.re, r.err
}

// entropy is the Shannon entropy of s in bits per byte.
func entropy(s string) float64 {
	if s == "" {
		return 0
	}
	var n [256]int
	for i := 0; i < len(s); i++ {
		n[s[i]]++
	}
	h, l := 0.0, float64(len(s))
	for _, c := range n {
		if c > 0 {
			p := float64(c) / l
			h -= p * math.Log2(p)
		}
	}
	return h
}

const (
	lower = "abcdefghijklmnopqrstuvwxyz"
	upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

func isAlpha(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

// placeholder reports values that are obviously not a real secret: template
// references, redaction markers, documentation fillers.
func placeholder(v string) bool {
	l := strings.ToLower(v)
	for _, w := range []string{"redacted", "example", "xxxx", "****", "changeme", "change_me", "placeholder",
		"your_", "your-", "<", "${", "{{", "dummy", "sample", "fake", "notreal", "not_real",
		"process.env", "os.getenv", "getenv", "environ", "secretref", "secret_ref", "...", "%{", "insecure"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	// Python's %(name)s.
	if i := strings.Index(l, "%("); i >= 0 {
		if j := strings.IndexByte(l[i:], ')'); j > 2 && strings.Trim(l[i+2:i+j], lower+"_0123456789") == "" {
			return true
		}
	}
	if ascending(l) {
		return true // "abcdef.0123456789abcdef": kubeadm's documented token, a keyboard's run
	}
	// A format verb: %s, %v, %d standing alone (not %SSO inside a password).
	for i := 0; i+1 < len(l); i++ {
		if l[i] == '%' && strings.IndexByte("svdq", l[i+1]) >= 0 && (i+2 == len(l) || !isWordByte(l[i+2])) &&
			(i == 0 || !isWordByte(l[i-1])) {
			return true
		}
	}
	return false
}

// ascending reports a value of 12 letters and digits or more whose
// neighbours nearly all follow each other in the alphabet or in counting
// ("0123456789abcdef", "abcdef.0123456789abcdef"): a filler a person
// typed, which no generator of secrets writes.
func ascending(l string) bool {
	pairs, up := 0, 0
	for i := 1; i < len(l); i++ {
		a, b := l[i-1], l[i]
		if !isWordByte(a) || !isWordByte(b) || a == '_' || b == '_' {
			continue
		}
		pairs++
		if b == a+1 || a == '9' && b == 'a' {
			up++
		}
	}
	return pairs >= 11 && up*10 >= pairs*8
}

// classes counts character classes (lower, upper, digit, other) in s.
func classes(s string) int {
	var lo, up, di, ot int
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case 'a' <= b && b <= 'z':
			lo = 1
		case 'A' <= b && b <= 'Z':
			up = 1
		case isDigit(b):
			di = 1
		default:
			ot = 1
		}
	}
	return lo + up + di + ot
}

// ipAt parses the dotted quad at text[s:e], refusing matches that are part of
// a longer dotted run (OIDs, version strings) or have out-of-range octets.
func ipAt(text []byte, s, e int) (ip4, bool) {
	if s > 0 && (text[s-1] == '.' || isWordByte(text[s-1])) {
		return ip4{}, false
	}
	// Followed by a dot and a digit or letter: a longer dotted run, or a
	// name that embeds the address (10.1.2.3.nip.io) or a file name
	// (pkg-10.1.2.3.tgz).
	if e < len(text) && (isWordByte(text[e]) || text[e] == '.' && e+1 < len(text) && (isDigit(text[e+1]) || isAlpha(text[e+1]))) {
		return ip4{}, false
	}
	a, ok := addr4(string(text[s:e]))
	return ip4(a), ok
}

// wellKnownRanges are textbook CIDR blocks: naming them leaks nothing.
// This and the other tables here are built on first use: package init runs
// on every hook start, and most starts never scan.
var wellKnownRanges = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"10.0.0.0/8": true, "172.16.0.0/12": true, "192.168.0.0/16": true, "127.0.0.0/8": true,
		"169.254.0.0/16": true, "192.168.0.0/24": true, "192.168.1.0/24": true, "10.0.0.0/16": true,
		"10.0.0.0/24": true, "172.17.0.0/16": true, "127.0.0.1/32": true,
	}
})

func cidrAt(text []byte, s, e int) string {
	if e >= len(text) || text[e] != '/' {
		return ""
	}
	j := e + 1
	for j < len(text) && j < e+3 && isDigit(text[j]) {
		j++
	}
	return string(text[s:j])
}

func privateIP(text []byte, s, e int) bool {
	a, ok := ipAt(text, s, e)
	if !ok || !(a.IsPrivate() || a.IsLinkLocalUnicast()) || versionContext(text, s, e) {
		return false
	}
	if string(text[s:e]) == "172.17.0.1" && cidrAt(text, s, e) == "" {
		return false // docker-bridge-ip, a warning
	}
	if s > 0 && text[s-1] == '@' {
		return false // reported by host-user-at-private-ip
	}
	if cloudMetadata(string(text[s:e])) || docExample(text, s) {
		return false
	}
	return !wellKnownRanges()[cidrAt(text, s, e)]
}

// cloudMetadata reports the link-local addresses every cloud gives its
// metadata and credential services (AWS, GCP, Azure, ECS, EKS): public
// facts in every SDK, not a map of anyone's network.
func cloudMetadata(a string) bool {
	switch strings.ToLower(a) {
	case "169.254.169.254", "169.254.169.253", "169.254.169.123", "169.254.170.2", "169.254.170.23", "fd00:ec2::254", "fd00:ec2::23":
		return true
	}
	return false
}

// docExample reports an address in documentation shown as an example:
// a JSDoc/Javadoc "@example" tag, or "e.g." or "for example" just before
// it on its line.
func docExample(text []byte, s int) bool {
	start := s
	for start > 0 && text[start-1] != '\n' && s-start < 120 {
		start--
	}
	before := strings.ToLower(string(text[start:s]))
	return strings.Contains(before, "@example") || strings.Contains(before, "e.g.") || strings.Contains(before, "for example")
}

func loopbackIP(text []byte, s, e int) bool {
	a, ok := ipAt(text, s, e)
	if !ok || !a.IsLoopback() || versionContext(text, s, e) {
		return false
	}
	return !wellKnownRanges()[cidrAt(text, s, e)]
}

// versionContext reports a dotted quad that is a version number, not an
// address: assemblyVersion("10.1.0.0"), Version=10.0.0.0, or a package name
// followed by its version (Microsoft.NETCore.App 10.0.0.0). An address needs
// an address-like context; these are version-like ones.
func versionContext(text []byte, s, e int) bool {
	ls := max(0, s-48)
	if i := bytes.LastIndexByte(text[ls:s], '\n'); i >= 0 {
		ls += i + 1
	}
	before := strings.ToLower(string(text[ls:s]))
	// A heading of a changelog (## 10.2.1.4).
	if t := strings.TrimLeft(before, " \t"); strings.HasPrefix(t, "#") && strings.Trim(t, "#[ \tv") == "" {
		return true
	}
	// A product token (Chrome/120.0.6099.109, Edg/10.0.1.2), not a path.
	if s >= 2 && text[s-1] == '/' && isAlpha(text[s-2]) {
		return true
	}
	// A range of versions (oldVersion="0.0.0.0-10.0.0.0").
	if s >= 2 && text[s-1] == '-' && isDigit(text[s-2]) {
		return true
	}
	words := strings.FieldsFunc(before, func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') })
	// The last four words that are not numbers (the parts of a range
	// before this one are).
	for i, n := len(words)-1, 0; i >= 0 && n < 4; i-- {
		w := words[i]
		if strings.Trim(w, "0123456789") == "" {
			continue
		}
		n++
		switch w {
		case "ver", "v", "rev", "revision", "release", "assembly", "sdk", "runtime",
			// Software whose versions have four parts, and the words of a
			// changelog that come before a version.
			"v8", "chrome", "chromium", "electron", "node", "nodejs", "firefox", "webkit", "safari", "edge", "msedge", "opera",
			"android", "ios", "bump", "bumped", "bumps",
			// Numbered parts of a document (per Section 10.2.1.2).
			"section", "sections", "sec", "chapter", "clause", "appendix", "figure", "paragraph", "rfc", "spec", "specification":
			return true
		default:
			if strings.Contains(w, "version") {
				return true
			}
		}
	}
	// A dotted, capitalised name then one space: a package and its version.
	if s >= 2 && text[s-1] == ' ' {
		k := s - 1
		for k > ls && (isWordByte(text[k-1]) || text[k-1] == '.') {
			k--
		}
		name := text[k : s-1]
		if bytes.IndexByte(name, '.') > 0 && bytes.ContainsAny(name[:1], upper) && !bytes.ContainsAny(name, "0123456789") {
			return true
		}
	}
	// Followed by a fifth or further version part: 10.1.2.3-beta, 10.0.0.0+build.
	if e+1 < len(text) && (text[e] == '-' || text[e] == '+') && isAlpha(text[e+1]) {
		return true
	}
	return false
}

// dockerBridge is Docker's default bridge gateway, 172.17.0.1, standing alone.
func dockerBridge(text []byte, s, e int) bool {
	_, ok := ipAt(text, s, e)
	return ok && cidrAt(text, s, e) == "" && !versionContext(text, s, e)
}

// ulaIP vets an IPv6 unique local address (fd00::/8): it must parse, stand
// alone (not a longer hex run, not a MAC address), and not be the textbook
// prefix itself.
func ulaIP(text []byte, s, e int) bool {
	if e < len(text) && (isWordByte(text[e]) || text[e] == '.' || text[e] == ':') {
		return false
	}
	if s > 0 && (isWordByte(text[s-1]) || text[s-1] == ':' || text[s-1] == '.') {
		return false
	}
	b, ok := addr6(string(text[s:e]))
	if !ok || b[0] != 0xfd || cloudMetadata(string(text[s:e])) || docExample(text, s) {
		return false
	}
	// Not a leak: a global ID of zeros (fd00::1, the textbook choice,
	// never a network's random one) and Tailscale's published prefix.
	if b[1]|b[2]|b[3]|b[4]|b[5] == 0 || b[1] == 0x7a && b[2] == 0x11 && b[3] == 0x5c && b[4] == 0xa1 && b[5] == 0xe0 ||
		b[1] == 0x12 && b[2] == 0x34 && b[3] == 0x56 && b[4] == 0x78 && b[5] == 0x9a { // fd12:3456:789a::, the docs' counting example
		return false
	}
	// fd00::/8 names the range itself.
	return !(e < len(text) && text[e] == '/' && b == [16]byte{0xfd})
}

func userAtIP(text []byte, s, e int) bool {
	at := strings.LastIndexByte(string(text[s:e]), '@')
	if at < 0 {
		return false
	}
	a, ok := ipAt(text, s+at+1, e)
	// A login to a loopback address names no machine: loopback-ip warns.
	return ok && (a.IsPrivate() || a.IsLinkLocalUnicast())
}

// publicInternalNames are internal-looking names that are public knowledge.
var publicInternalNames = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"metadata.google.internal": true, "host.docker.internal": true, "gateway.docker.internal": true,
		"kubernetes.docker.internal": true, "host.containers.internal": true, "host.lima.internal": true,
		"cluster.local": true, "svc.cluster.local": true, "kubernetes.default.svc.cluster.local": true,
		"default.svc.cluster.local": true,
		// Default mDNS names of common devices and images: public knowledge.
		"raspberrypi.local": true, "homeassistant.local": true, "octopi.local": true, "ubuntu.local": true,
	}
})

// codeWords are receivers that make "x.internal" a field access, not a host.
var codeWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"self": true, "this": true, "obj": true, "ctx": true, "cfg": true, "conf": true, "config": true,
		"settings": true, "os": true, "sys": true, "pkg": true, "module": true, "exports": true, "opts": true,
		"options": true, "args": true, "app": true, "api": true, "util": true, "utils": true, "lib": true,
		"src": true, "go": true, "std": true, "core": true, "base": true, "data": true, "state": true,
		"node": true, "item": true, "req": true, "res": true, "resp": true, "x": true, "y": true, "m": true,
		"s": true, "t": true, "r": true, "p": true, "c": true, "v": true, "e": true, "n": true, "f": true,
		"name": true, "user": true, "props": true, "env": true, "window": true, "document": true, "process": true,
		"cache": true, "storage": true, "thread": true, "threading": true, "context": true, "session": true,
		"request": true, "response": true, "model": true, "view": true, "instance": true,
	}
})

func internalHost(text []byte, s, e int) bool {
	if s > 0 && (text[s-1] == '.' || text[s-1] == '_' || text[s-1] == '$') {
		return false
	}
	// A path component (./env.local, config/app.local), not //host.
	if s > 0 && text[s-1] == '/' && (s < 2 || text[s-2] != '/') {
		return false
	}
	if e < len(text) {
		switch b := text[e]; {
		case b == '(' || b == '_' || b == '[' || b == '=' && (e+1 >= len(text) || text[e+1] != '='):
			return false
		case b == '.' && e+1 < len(text) && (isAlpha(text[e+1]) || text[e+1] == '_'):
			return false
		}
	}
	name := strings.ToLower(string(text[s:e]))
	if publicInternalNames()[name] {
		return false
	}
	labels := strings.Split(name, ".")
	tld := labels[len(labels)-1]
	if tld == "local" || tld == "intranet" {
		// These words are also field names (time.Local, ti.local, return
		// d.local): a host name is written in lower case, and a two-label
		// one must look like a host (a digit or hyphen in it) or stand where
		// hosts stand (in quotes, after :// or @, in a key: value).
		if string(text[e-len(tld):e]) != tld {
			return false
		}
		if len(labels) == 2 && !strings.ContainsAny(labels[0], "-0123456789") && !hostContext(text, s) {
			return false
		}
		// A chain of field names (user.name.local, this.state.local,
		// ctx.config.local = x) is code: a host name of words under
		// .local has no receiver among its labels and does not end a
		// statement.
		if !strings.ContainsAny(name, "-0123456789") {
			for _, l := range labels[:len(labels)-1] {
				if codeWords()[l] {
					return false
				}
			}
			if e < len(text) && strings.IndexByte(";),", text[e]) >= 0 && !hostContext(text, s) {
				return false
			}
		}
	}
	for _, l := range labels[:len(labels)-1] {
		switch l {
		case "example", "test", "invalid", "localhost", "your-domain", "yourdomain", "mycompany", "acme", "foo", "bar", "baz", "domain",
			"my-svc", "my-service", "my-namespace", "my-host", "myhost", "hostname", "host", "service", "namespace", "service-name":
			return false
		}
		if strings.HasPrefix(l, "your") || strings.HasPrefix(l, "my") && len(labels) == 2 {
			return false // yourhost.corp, myapp.local: a name for the reader to fill in
		}
	}
	if len(labels) == 2 && (tld == "local" || tld == "intranet") {
		// A generic word under .local is a development alias
		// (127.0.0.1 app.local in /etc/hosts), naming no one's network.
		switch labels[0] {
		case "app", "api", "web", "www", "dev", "site", "project", "server", "demo", "local", "docker", "k8s", "kube":
			return false
		}
	}
	if len(labels) == 2 && codeWords()[labels[0]] {
		return false
	}
	return true
}

// hostContext reports a name that stands where host names stand: in
// quotes, after :// or @, or as the value of a key ("host: x", "x=").
func hostContext(text []byte, s int) bool {
	if s == 0 {
		return false
	}
	switch text[s-1] {
	case '"', '\'', '`', '/', '@', '=':
		return true
	case ' ', '\t':
		k := s - 1
		for k > 0 && (text[k-1] == ' ' || text[k-1] == '\t') {
			k--
		}
		return k > 0 && (text[k-1] == ':' || text[k-1] == '=')
	}
	return false
}

// awsKeyID refuses documentation keys and low-entropy fillers.
func awsKeyID(text []byte, s, e int) bool {
	v := string(text[s:e])
	return !strings.HasSuffix(v, "EXAMPLE") && entropy(v) > 3
}

func notPlaceholder(text []byte, s, e int) bool { return !placeholder(string(text[s:e])) }

// notSecretNames end names that hold something about a secret, not the
// secret: token_name, secret_file, password_len, api_key_id.
var notSecretNames = []string{"name", "type", "kind", "len", "length", "count", "file", "path", "url", "uri",
	"field", "index", "id", "ids", "size", "prefix", "format", "header", "param", "endpoint", "expiry",
	"expires", "ttl", "timeout", "env", "var", "hash", "mode", "policy", "hint", "label", "regex", "regexp", "pattern",
	"chars", "charset", "rule", "rules", "validator", "message", "msg", "error", "placeholder",
	"algorithm", "algorithms", "algo", "alg", "cipher", "digest", "scheme", "mechanism", "hasher", "kdf", "encoding", "version",
	// A WebSocket handshake's nonce and its answer, public by design.
	"websocket-key", "websocket-accept", "nonce"}

// genericSecret vets the value of a password/secret/token assignment.
func genericSecret(text []byte, s, e int) bool {
	v := string(text[s:e])
	if v[0] == '$' || v[0] == '&' || v[0] == '*' || v[0] == '%' || v[0] == ':' || v[0] == '(' {
		return false // a variable, an address, a dereference, a format, a symbol
	}
	if strings.HasPrefix(v, "/^") {
		return false // a regular expression literal
	}
	if len(v) == 42 && (v[:2] == "0x" || v[:2] == "0X") && hexish(v[2:]) && !strings.Contains(v, "-") {
		return false // an Ethereum address (0x and 20 bytes), public by design
	}
	if i := strings.Index(v, "://"); i > 0 && strings.Trim(v[:i], lower+"+") == "" && !strings.Contains(v[i+3:], "@") {
		// A URL with no credentials in it names where a secret is kept
		// (secretsprovider: awskms://alias/x, a vault path), not the
		// secret; one with a user's password is url-password's.
		return false
	}
	if i := strings.IndexByte(v, ':'); i > 0 && strings.Trim(v[:i], lower) == "" && strings.HasPrefix(v[i+1:], "/") && pathLike(v[i+1:]) {
		// A lookup table or a file by type and path (Postfix's
		// hash:/etc/postfix/sasl_passwd, file:/run/secrets/x) names
		// where a secret is kept.
		return false
	}
	if strings.HasPrefix(v, "OBF:") {
		if _, ok := jettyDeobfuscate([]byte(v[4:])); ok {
			return false // Jetty's obfuscation: its plain text is judged (jettyOBF)
		}
	}
	if cfnDynamicRef(text, s) {
		return false // a CloudFormation dynamic reference: where the secret is kept
	}
	if refTail(v, text, e) {
		// A public id, then a reference for the secret half:
		// PVEAPIToken=user@realm!id=${SECRET}, user:$PASS.
		return false
	}
	quoted := s > 0 && strings.IndexByte("\"'`", text[s-1]) >= 0
	if codeRef(v, quoted) || pathLike(v) || slugLike(v) || inARN(text, s) || minifiedCode(v) {
		return false
	}
	// A call, not a literal: token = getToken(ctx), secret: fmt.Sprintf(.
	// A name of letters only before "(": passwords mix in digits early.
	// A name then "(": a call when the name is long or dotted, or when
	// an argument list clearly follows (a quote, a ")", the end).
	if i := strings.IndexByte(v, '('); i > 0 && (isAlpha(v[0]) || v[0] == '_' || v[0] == '$') && strings.Trim(v[:i], lower+upper+"_.:$0123456789") == "" &&
		(i >= 12 && (strings.IndexByte(v[:i], '_') >= 0 || identLike(v[:i])) || i >= 8 && wordShaped(v[:i]) || strings.IndexByte(v[:i], '.') > 0 ||
			i+1 == len(v) || strings.IndexByte(`"'`, v[i+1]) >= 0 || v[len(v)-1] == ')' ||
			v[i+1] == ')' && (i+2 == len(v) || strings.IndexByte(".,;", v[i+2]) >= 0)) {
		return false
	}
	// An expression: names and numbers around * ( ) & ^ % : , operators
	// (2*maxProcs, a&b). A password mixes letters and digits within parts.
	if exprLike(v) {
		return false
	}
	// A comma-separated list of names, a type or a key path, not a value.
	if strings.Trim(v, lower+upper+"_.,:") == "" {
		return false
	}
	// The name assigned to: skip quotes, spaces and the operator backwards.
	j := s
	for j > 0 && strings.IndexByte(" \t\"'`:=>,\\]?+", text[j-1]) >= 0 {
		j--
	}
	k := j
	for k > 0 && (isWordByte(text[k-1]) || text[k-1] == '.' || text[k-1] == '-') {
		k--
	}
	// A typed declaration: the word before the operator is the type
	// (const API_KEY: &str =, val pw: String =, const pw string =); the
	// name is before it.
	typed := false
	if typeName(string(text[k:j])) {
		j = k
		for j > 0 && strings.IndexByte(" \t:&'", text[j-1]) >= 0 {
			j--
		}
		if j < k {
			typed = true
			k = j
			for k > 0 && (isWordByte(text[k-1]) || text[k-1] == '.' || text[k-1] == '-') {
				k--
			}
		}
	}
	// Trailing digits are a counter (OIDC_SUBJECT_TOKEN_TYPE2): the name
	// without them says what the value is.
	name := strings.TrimRight(strings.ToLower(string(text[k:j])), "0123456789")
	sep := string(text[j:s])
	if name == "value" {
		// An XML pair: key="ClearTextPassword" value="...". The name is
		// the other attribute's value.
		// So is a YAML or JSON pair: {name: API_KEY, value: "..."}.
		j = k
		for j > 0 && strings.IndexByte(" \t\"',", text[j-1]) >= 0 {
			j--
		}
		k = j
		for k > 0 && (isWordByte(text[k-1]) || text[k-1] == '.' || text[k-1] == '-') {
			k--
		}
		name, sep = strings.ToLower(string(text[k:j])), "="
	}
	switch {
	case typed || strings.ContainsAny(sep, "=:"):
	case strings.Trim(sep, " \t") == ">":
		// An XML element, <password>...</password>: the name opens it and
		// the value runs to the closing tag.
		if k == 0 || text[k-1] != '<' || e+1 >= len(text) || text[e] != '<' || text[e+1] != '/' {
			return false
		}
	case strings.Contains(sep, ","):
		// define('DB_PASSWORD', '...'), Setenv("API_TOKEN", "..."): a
		// quoted name, then a quoted value, not login(user, password, x).
		// The name must read as a config key (DB_PASSWORD, db.password,
		// api-token), not a word among the arguments of a call
		// (Sprintf("%s = %s", "password", x)).
		raw := string(text[k:j])
		if k == 0 || strings.IndexByte(`"'`, text[k-1]) < 0 || strings.IndexByte(`"'`, text[s-1]) < 0 ||
			raw != strings.ToUpper(raw) && !strings.ContainsAny(raw, "_.-") {
			return false
		}
	case strings.Trim(sep, " \t") == "" && wordShaped(v):
		// Spaces only, and the value is words: a command's next argument
		// or a directive's target (-run Fuzz_pass corpus/x_test.go,
		// //go:linkname secret_x runtime/secret.x), not a secret.
		return false
	case !spacedContext(text, k, name):
		return false
	}
	// The name inside its value: X = pkg.X, "encryptionKey":
	// "encryptionKey1024". A value naming a thing is not a secret.
	if bare := strings.TrimLeft(name, "_-."); len(bare) >= 5 && strings.Contains(strings.ToLower(v), bare) {
		return false
	}
	isKey, secretName := keyName(name)
	if strings.HasSuffix(name, "keys") && strings.Contains(v, ",") {
		isKey, secretName = keyName(name[:len(name)-1])
	}
	if isKey && strings.HasSuffix(name, "keys") && strings.Contains(v, ",") {
		// A plural name and a list (Strapi's APP_KEYS=k1,k2,k3): each
		// item is a key.
		// Random bytes in one alphabet, 16 or more a key (base64 may
		// hold a few slashes). Where every item is padded base64 of
		// the same length, as keys a generator made are, that is the
		// shape:
		// one in eight base64 keys of 16 bytes has no digit, and some
		// read as words by chance. Else each item must have a digit
		// and not read as words.
		keys := base64Keys(v)
		for item := range strings.SplitSeq(v, ",") {
			if len(item) < 16 || strings.Trim(item, lower+upper+"0123456789+/=_-") != "" ||
				!keys && (!strings.ContainsAny(item, "0123456789") || wordShaped(item)) ||
				!entropyOK(item) || placeholder(item) {
				return false
			}
		}
		return secretName
	}
	if !secretName || isKey && !keyValue(v) || !entropyOK(v) {
		return false
	}
	for _, suf := range notSecretNames {
		if strings.HasSuffix(name, suf) {
			return false
		}
	}
	if placeholder(v) || classes(v) < 3 && !(classes(v) == 2 && len(v) >= 20) {
		return false
	}
	if algorithmName(v) {
		return false
	}
	// An identifier or a dotted path names a value, it is not one; nor
	// do lower-case words joined by hyphens (stripe-webhook-secret).
	if strings.Trim(v, lower+upper+"_.") == "" || strings.Trim(v, lower+"-_.") == "" {
		return false
	}
	// A call or an expression, not a literal: token = getToken(ctx).
	if e < len(text) && (text[e] == '(' || text[e] == '[') {
		return false
	}
	// A call whose closing parenthesis the value stopped short of, its
	// arguments plain names: secret = envDump(words).
	if i := strings.IndexByte(v, '('); i > 0 && e < len(text) && text[e] == ')' && isAlpha(v[0]) && identLike(v[:i]) &&
		strings.Trim(v[:i], lower+upper+"_.0123456789") == "" && strings.Trim(v[i+1:], lower+upper+"_.,0123456789 ") == "" {
		return false
	}
	switch strings.ToLower(v) {
	case "true", "false", "null", "none", "nil", "undefined":
		return false
	}
	if strings.HasPrefix(v, "urn:") {
		return false // a URN names a kind of thing (urn:ietf:params:oauth:token-type:jwt)
	}
	if strings.HasPrefix(v, "arn:aws") {
		return false // an ARN names where a secret is kept (a Secrets Manager secret, an SSM parameter)
	}
	if storedVerifier(v) {
		return false // a server's verifier of a password (SCRAM, PostgreSQL md5), not the password
	}
	// A base64 value that decodes to text is judged as that text, by the
	// derived scan where the line asks for one (a random password is
	// almost never valid base64 of text); nor is one that decodes to a
	// placeholder (what scrub writes over an encoded secret).
	if len(v) >= 8 && len(v) <= maxB64Run && len(v)%4 == 0 {
		j := strings.TrimRight(v, "=")
		if dec := decodeB64([]byte(j), len(v)-len(j)); dec != nil && (placeholder(string(dec)) || len(dec) >= 6 && wordShaped(string(dec)) || !entropyOK(v)) {
			return false
		}
	}
	return true
}

// refTail reports a value whose last field (after = or :) is a shell or
// template reference running to its end ($NAME, ${NAME}, $(...)): what
// the literal holds is the public half, the reference the secret.
func refTail(v string, text []byte, e int) bool {
	i := strings.LastIndexAny(v, "=:")
	if i < 0 || i+1 >= len(v) || v[i+1] != '$' {
		return false
	}
	rest := v[i+2:]
	if rest == "" {
		return e < len(text) && (text[e] == '{' || text[e] == '(')
	}
	if rest[0] == '{' || rest[0] == '(' {
		rest = rest[1:]
	}
	return rest != "" && strings.Trim(rest, lower+upper+"0123456789_})") == ""
}

// codeRef reports a value that names something in code rather than holding
// a literal: a dotted path (credentials_1.Credentials, this.#state.max_tokens),
// a name with $ or # in it (ClientSecret$inboundSchema), ++x, or, unquoted, a
// name made of words (CreateOAuth2TokenCommand): code spells names in words,
// and a random secret's letters rarely fall into word-shaped runs.
func codeRef(v string, quoted bool) bool {
	v = strings.TrimLeft(v, "+-!.")
	if v == "" || strings.Trim(v, lower+upper+"0123456789_$#.") != "" {
		return false
	}
	parts := strings.Split(v, ".")
	for _, p := range parts {
		if p == "" || !(isAlpha(p[0]) || p[0] == '_' || p[0] == '$' || p[0] == '#') {
			return false
		}
	}
	if len(parts) > 1 || strings.ContainsAny(v, "$#") {
		return wordShaped(v) || constName(parts[len(parts)-1])
	}
	return !quoted && (wordShaped(v) || constName(v))
}

// constName reports an UPPER_SNAKE_CASE constant: at least two parts of
// two or more letters each (K8S_VOLUME_TYPE_VALUE_SECRET).
func constName(v string) bool {
	if strings.Trim(v, upper+"0123456789_") != "" {
		return false
	}
	words := 0
	for _, p := range strings.Split(v, "_") {
		if len(strings.Trim(p, "0123456789")) >= 2 {
			words++
		}
	}
	return words >= 2
}

// pathLike reports a file path or a file name, which names where a secret
// is kept, not the secret: /path/to/key.json, ./creds.json, ~/.aws/x.
func pathLike(v string) bool {
	if randomPart(v) {
		// base64 has "/" in its alphabet: an AWS secret key can start
		// with one and hold another (/zOTHT/XqIs1PGL+s23MS...), and a
		// part that random names no folder.
		return false
	}
	if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") || strings.HasPrefix(v, "~/") {
		return strings.Count(v, "/") >= 2 || strings.Contains(v, ".")
	}
	i := strings.LastIndexByte(v, '.')
	if i < 0 || strings.IndexByte(v, '/') < 0 {
		return false
	}
	switch v[i+1:] {
	case "json", "pem", "key", "p12", "pfx", "crt", "cer", "txt", "yaml", "yml", "env", "toml", "ini", "conf", "cfg", "gpg", "asc":
		return true
	}
	return false
}

// randomPart reports a value with a part between slashes of 12 or more
// characters that mixes upper- and lower-case letters and digits and is not
// spelled like a name (MyProject2024 is; s23MS297+TztJXlmpa is not).
func randomPart(v string) bool {
	for part := range strings.SplitSeq(v, "/") {
		if len(part) >= 12 && strings.ContainsAny(part, upper) && strings.ContainsAny(part, lower) &&
			strings.ContainsAny(part, "0123456789") && !wordShaped(part) {
			return true
		}
	}
	return false
}

// capsRun is the number of capital letters from v[i] on.
func capsRun(v string, i int) int {
	n := 0
	for i+n < len(v) && v[i+n] >= 'A' && v[i+n] <= 'Z' {
		n++
	}
	return n
}

// minifiedCode reports a value that is the rest of a line of minified code
// the value pattern ran on into: an object literal (credentials:K,region:_),
// an assignment chain (a=Yp7.B=Yp7.C=Yp7) or a comparison (===e.end).
func minifiedCode(v string) bool {
	if v[0] == '=' {
		return true
	}
	kv, named := 0, 0
	for _, seg := range strings.Split(v, ",") {
		if k, _, ok := strings.Cut(seg, ":"); ok && isIdent(k) {
			kv++
			if wordShaped(k) || constName(k) {
				named++
			}
		}
	}
	if kv >= 2 || named == 1 && strings.Contains(v, ",") {
		return true
	}
	// A call with a named first argument: get(basicJSON, ...).
	if i := strings.IndexByte(v, '('); i > 0 && isIdent(v[:i]) {
		arg := v[i+1:]
		if j := strings.IndexAny(arg, ",)"); j >= 0 {
			arg = arg[:j] // else the value stopped at the comma
		}
		if len(arg) >= 3 && isIdent(arg) && arg[0] >= 'a' && arg[0] <= 'z' {
			return true
		}
	}
	// Member access on this, or on a call's result: code, not a literal.
	if strings.Contains(v, "this.") || strings.Contains(v, ").") {
		return true
	}
	eq := strings.Split(v, "=")
	if len(eq) < 3 {
		return false
	}
	for _, p := range eq {
		for _, q := range strings.Split(p, ".") {
			if !isIdent(q) {
				return false
			}
		}
	}
	return true
}

// isIdent reports a name as code spells one: a letter, _ or $, then
// letters, digits, _ or $.
func isIdent(k string) bool {
	if k == "" || !(isAlpha(k[0]) || k[0] == '_' || k[0] == '$') {
		return false
	}
	return strings.Trim(k, lower+upper+"0123456789_$") == ""
}

// slugLike reports lower-case words joined by - or _ (a header name, an
// identifier, a label: x-aws-ec2-metadata-token, gcp-vertex-credentials).
func slugLike(v string) bool {
	if strings.Trim(v, lower+"0123456789-_") != "" || !strings.ContainsAny(v, "-_") {
		return false
	}
	return wordShaped(v)
}

// inARN reports a match inside an AWS ARN (arn:aws:secretsmanager:...:
// secret:NAME): the name of a secret, not its value.
func inARN(text []byte, s int) bool {
	start := max(0, s-160)
	return strings.Contains(string(text[start:s]), "arn:aws")
}

// base64Keys reports whether a comma list's items are all padded base64
// of one length that decodes: keys a generator made in one go (16 random
// bytes are 24 characters ending "=="), not names that happen to be as
// long.
func base64Keys(v string) bool {
	n := -1
	for item := range strings.SplitSeq(v, ",") {
		if n >= 0 && len(item) != n || !strings.HasSuffix(item, "=") {
			return false
		}
		n = len(item)
		if _, err := base64.StdEncoding.DecodeString(item); err != nil {
			if _, err := base64.URLEncoding.DecodeString(item); err != nil {
				return false
			}
		}
	}
	return true
}

// wordShaped reports a name whose letters fall mostly into word-shaped runs
// (an optional capital, then two or more lower-case letters) with few digits:
// how code names things, not how random strings are spelled.
func wordShaped(v string) bool {
	letters, inWords, digits := 0, 0, 0
	for i := 0; i < len(v); {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
			i++
			continue
		case !isAlpha(c):
			i++
			continue
		}
		if r := capsRun(v, i); r >= 3 && i+r < len(v) && v[i+r] >= 'a' && v[i+r] <= 'z' {
			// An acronym before a word (IAM in IAMAuth, GCP in GCPEnv):
			// its capitals but the one that starts the next word.
			r--
			if r <= 5 {
				letters += r
				inWords += r
				i += r
				continue
			}
		}
		j := i
		if c >= 'A' && c <= 'Z' {
			j++
		}
		k := j
		for k < len(v) && v[k] >= 'a' && v[k] <= 'z' {
			k++
		}
		if k-j >= 2 && (k-i < 3 || strings.ContainsAny(v[i:k], "aeiouyAEIOUY")) {
			letters += k - i
			inWords += k - i
			i = k
			continue
		}
		letters++
		i++
	}
	return letters >= 6 && inWords*10 >= letters*8 && digits <= 3
}

// genericKeywords start the names generic-secret reads. Names of keys are
// found by "_key" and "-key" and by the camel-case forms that are common.
var genericKeywords = []string{"passw", "pwd", "secret", "token", "api_key", "apikey", "api-key", "credential", "private_key",
	"_key", "-key", "accesskey", "appkey", "encryptionkey", "signingkey", "consumerkey", "masterkey", "clientkey",
	"licensekey", "sessionkey", "hmackey", "jwtkey", "auth", "_pass", "-pass"}

// notKeyNames are the words before _key in names that hold no secret: a
// database or cache key, a public key, a translation key.
var notKeyNames = []string{"primary", "foreign", "sort", "cache", "partition", "hash", "range", "idempotency", "dedup",
	"dedupe", "lookup", "map", "dict", "row", "shard", "routing", "public", "pub", "publishable", "site", "ssh", "gpg",
	"pgp", "host", "known", "object", "s3", "file", "bucket", "index", "unique", "composite", "natural", "surrogate",
	"i18n", "translation", "message", "label", "config", "setting", "state", "query", "sort", "group", "order", "join",
	"storage", "registry", "react", "list", "item", "element", "widget", "store", "redis", "memcache", "metric", "event",
	"attr", "attribute", "field", "column", "table", "json", "yaml", "dict", "header", "param", "prop", "property", "data",
	"form", "input", "menu", "nav", "route", "page", "tab", "hot", "short", "shortcut", "keyboard", "press", "toggle", "hotkey",
	"cert", "tls_cert", "ca", "verify", "blob", "recaptcha_site", "turnstile_site", "google_maps", "maps", "mapbox_public", "dsn"}

// keyName reports a name of a key (encryption_key, DD_APP_KEY, accessKey)
// rather than of a password, secret or token, and whether it names a
// secret at all (sort_key, public_key and cache_key do not).
func keyName(name string) (isKey, secret bool) {
	n := strings.ToLower(name)
	for _, w := range []string{"passw", "pwd", "secret", "token", "credential", "api_key", "apikey", "api-key", "private_key", "privatekey", "private-key", "authtok"} {
		if strings.Contains(n, w) {
			return false, true
		}
	}
	if strings.HasSuffix(n, "_pass") || strings.HasSuffix(n, "-pass") || strings.HasSuffix(n, "passphrase") {
		return false, true // db_pass, smtp_pass, ansible_become_pass
	}
	if !strings.HasSuffix(n, "key") {
		// auth (a registry's auth, .npmrc's _auth), not oidServerAuth,
		// NL80211_CMD_EXTERNAL_AUTH or keyAuth; and not NL80211_KEY_DATA:
		// "_key" found the name, but it names something else.
		switch n {
		case "auth", "_auth", "basic_auth", "basicauth", "http_auth", "proxy_auth":
			return false, true
		}
		return false, false
	}
	base := strings.TrimRight(strings.TrimSuffix(n, "key"), "_-")
	if i := strings.LastIndexAny(base, "_-."); i >= 0 {
		base = base[i+1:]
	}
	for _, w := range notKeyNames {
		if base == w || strings.HasSuffix(base, w) && w != "ca" && w != "s3" && w != "map" && w != "row" && w != "tab" && w != "hot" {
			return true, false
		}
	}
	return true, true
}

// keyValue asks more of a key's value than of a password: keys are random
// material in one alphabet (hex, base64, URL-safe), with digits in them.
func keyValue(v string) bool {
	v = strings.TrimPrefix(v, "base64:") // Laravel's APP_KEY=base64:...
	if len(v) < 16 || strings.Trim(v, lower+upper+"0123456789+/=_-") != "" || !strings.ContainsAny(v, "0123456789") ||
		strings.Trim(v, "0123456789") == "" {
		return false
	}
	// A path (uploads/2024/a), not base64: few bytes between slashes.
	if strings.Count(v, "/") > 0 && (len(v) < 24 || len(v)/(strings.Count(v, "/")+1) < 8) {
		return false
	}
	return true
}

// hexish reports a value of hex digits (and UUID hyphens): its entropy
// tops out at 4 bits a byte, so it is held to a lower floor.
func hexish(v string) bool { return strings.Trim(v, "0123456789abcdefABCDEF-") == "" }

// entropyOK is the entropy floor of the assignment rules: 3.5 bits a byte,
// 3 for hex. A short value cannot reach 3.5 with a repeated character or
// two (14 bytes top out at 3.8), so its floor is 80% of its maximum.
func entropyOK(v string) bool {
	if hexish(v) {
		return entropy(v) >= 3
	}
	return entropy(v) >= min(3.5, 0.8*math.Log2(float64(len(v))))
}

// sqlPassword vets the password of IDENTIFIED BY: quoted, or unquoted and
// mixed like a password (a bare word is a variable or a clause).
func sqlPassword(text []byte, s, e int) bool {
	v := string(text[s:e])
	quoted := s > 0 && strings.IndexByte("\"'`", text[s-1]) >= 0
	if placeholder(v) || v[0] == ':' || v[0] == '@' || v[0] == '$' || v[0] == '&' || v[0] == '?' {
		return false
	}
	switch strings.ToLower(v) {
	case "password", "values", "externally", "globally", "default":
		return false
	}
	// Prose says "identified by": SQL writes the keywords in capitals or
	// quotes the password.
	kw := bytes.LastIndex(bytes.ToLower(text[:s]), []byte("identified"))
	upperKw := kw >= 0 && string(text[kw:kw+len("identified")]) == "IDENTIFIED"
	return quoted && len(v) >= 6 && !wordShaped(v) || upperKw && classes(v) >= 3 && len(v) >= 8
}

// callCredential vets the last literal argument of a connect or login
// call: a password's mix, not a URL, a path, a mode or a word.
func callCredential(text []byte, s, e int) bool {
	v := string(text[s:e])
	if placeholder(v) || strings.Contains(v, "://") || pathLike(v) || strings.ContainsAny(v[:1], "/%$") || slugLike(v) || wordShaped(v) {
		return false
	}
	return entropyOK(v) && (classes(v) >= 3 || classes(v) == 2 && len(v) >= 20)
}

// queryKey vets a key in a URL query: random, with letters and digits.
func queryKey(text []byte, s, e int) bool {
	v := string(text[s:e])
	return !placeholder(v) && strings.ContainsAny(v, "0123456789") && strings.ContainsAny(v, lower+upper) && entropyOK(v) && !wordShaped(v)
}

// algorithmParts are the pieces algorithm names are made of, in lower case.
var algorithmParts = []string{"pbkdf2", "hmac", "sha512", "sha384", "sha256", "sha224", "sha1", "sha3", "md5", "with", "and",
	"aes256", "aes192", "aes128", "aes", "gcm", "cbc", "ctr", "rsa", "ecdsa", "ed25519", "ed448", "argon2id", "argon2i", "argon2d",
	"argon2", "bcrypt", "scrypt", "chacha20", "poly1305", "hs256", "hs384", "hs512", "rs256", "rs384", "rs512", "es256", "es384",
	"es512", "ps256", "ps384", "ps512", "pkcs5padding", "pkcs7padding", "pkcs1", "oaep", "mgf1", "nopadding", "padding", "des",
	"ede", "triple", "blake2b", "blake2s", "blake3", "xchacha20", "secp256k1", "p256", "p384", "curve25519", "x25519", "dsa"}

// algorithmName reports a value that is the name of an algorithm
// (PBKDF2WithHmacSHA256, AES/GCM/NoPadding, HS512), not a secret: made
// only of algorithm parts and separators.
func algorithmName(v string) bool {
	l := strings.ToLower(v)
	for len(l) > 0 {
		switch {
		case l[0] == '/' || l[0] == '-' || l[0] == '_' || l[0] == '.':
			l = l[1:]
			continue
		}
		found := false
		for _, p := range algorithmParts {
			if strings.HasPrefix(l, p) {
				l, found = l[len(p):], true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// typeName reports a type in a typed declaration, which stands between a
// name and its value.
func typeName(w string) bool {
	switch w {
	case "str", "string", "String", "static", "char", "CharSequence", "NSString", "Secret", "SecretStr", "SecretString":
		return true
	}
	return false
}

// spacedContext reports a name separated from its value by spaces only,
// in a layout where that is an assignment: a Dockerfile's ENV or ARG,
// .netrc's "machine h login u password p" (or a password line of its own),
// and a command's argument list, where an option or a setting's name
// (--password, --client-secret, aws_secret_access_key) is one argument and
// its value the next: `aws configure set aws_secret_access_key V`.
func spacedContext(text []byte, k int, name string) bool {
	ls := bytes.LastIndexByte(text[:k], '\n') + 1
	before := strings.ToLower(strings.TrimLeft(string(text[ls:k]), " \t"))
	switch {
	case before == "env " || before == "arg ":
		return true
	case (name == "password" || name == "passwd") && (strings.HasSuffix(before, "with ") || strings.HasSuffix(before, "login ") ||
		strings.HasSuffix(before, "encrypted ") || strings.HasPrefix(before, "alter user ") || strings.HasPrefix(before, "alter role ") ||
		strings.HasPrefix(before, "create user ") || strings.HasPrefix(before, "create role ")):
		return true // SQL: CREATE USER u WITH PASSWORD '...', ALTER ROLE r WITH LOGIN PASSWORD '...'
	case argName(text, k, name):
		return true
	case name != "password" && name != "passwd":
		return false
	}
	// A password line of its own is .netrc too, but also prose
	// ("Password Authentication..."): only the one-line form is taken.
	return strings.Contains(before, "login ") || strings.Contains(before, "machine ")
}

// argName reports a name that stands as an argument of its own (at the
// start of the text or after a space or a quote) and reads as an option or
// a setting, not a word of prose: it starts with "-", or joins words with
// "_", "-" or ".". Prose ("the token expires") is left to the other forms.
func argName(text []byte, k int, name string) bool {
	if k > 0 && strings.IndexByte(" \t\"'", text[k-1]) < 0 {
		return false
	}
	return strings.HasPrefix(name, "-") || strings.ContainsAny(strings.Trim(name, "_-."), "_-.")
}

// bearerToken vets the token after "Bearer": random, not a placeholder, a
// variable or a name.
func bearerToken(text []byte, s, e int) bool {
	v := string(text[s:e])
	if strings.HasPrefix(v, "eyJ") && strings.Contains(v, ".eyJ") {
		return false // a JWT (or its first two parts): the jwt rule judges it, public examples and all
	}
	return !placeholder(v) && strings.ContainsAny(v, "0123456789") && strings.ContainsAny(v, lower+upper) &&
		strings.Trim(v, lower+upper+"_") != "" && entropyOK(v) && classes(v) >= 2
}

// sasSig vets the sig= of an Azure SAS: the line must carry the other SAS
// fields (sv=, and se=, sp= or sr=).
func sasSig(text []byte, s, e int) bool {
	line := string(text)
	return strings.Contains(line, "sv=") && (strings.Contains(line, "se=") || strings.Contains(line, "sp=") || strings.Contains(line, "sr=")) &&
		notPlaceholder(text, s, e)
}

// exprLike reports a value made only of plain names and numbers joined by
// the punctuation a password may hold but code is made of.
func exprLike(v string) bool {
	if !strings.ContainsAny(v, "*()&^%:,") {
		return false
	}
	long := false
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune("*()&^%:,=+!", r) }) {
		if strings.Trim(p, "0123456789") == "" {
			continue
		}
		if strings.Trim(p, lower+upper+"_.") != "" || !identLike(p) {
			return false
		}
		long = long || len(p) >= 8
	}
	// Code names things at length (maxProcs, s._password); short random
	// letter runs between symbols are a password's.
	return long
}

// identLike reports a name as code spells it: lower case, camelCase or
// UPPER_CASE, never two capitals in a row inside a mixed-case word (oLWMI is
// random, maxProcs and cfg.BuildP are names).
func identLike(p string) bool {
	if strings.Trim(p, upper+"_.") == "" {
		return true
	}
	for i := 1; i < len(p); i++ {
		if 'A' <= p[i] && p[i] <= 'Z' && 'A' <= p[i-1] && p[i-1] <= 'Z' {
			return false
		}
	}
	return true
}

func jwt(text []byte, s, e int) bool {
	v := string(text[s:e])
	return !placeholder(v) && entropy(v) > 4
}

// fold spells an ASCII word case-insensitively with character classes:
// cheaper to match than (?i), which folds every rune it compares.
func fold(w string) string {
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		c := w[i]
		if isAlpha(c) {
			b.WriteString("[" + string(toLower(c)) + strings.ToUpper(string(c)) + "]")
		} else {
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	return b.String()
}

// publicExamples are the SHA-256 of tokens printed in public documentation
// (the jwt.io sample token, GitHub's docs example personal access token): a
// copy of one leaks nothing. Hashes, so the source holds no token-shaped text.
var publicExamples = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"7f75367e7881255134e1375e723d1dea8ad5f6a4fdb79d938df1f1754a830606": true,
		"3543c50b0cb9cea8e55eb1f529b79f043cb250d485fde7b66cabbb5183add7da": true,
		// Stripe's documentation test keys.
		"2cafc0970149a84f3b9e62eaf169f36f59907a3b3e31f7b82e68c69cd27f7326": true,
		"f2d6ca16515033e5dce14eba840b979d27b5cbae24bb3e5bf484339667f86397": true,
		// The Azure storage emulator's (Azurite's) fixed account key.
		"0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059": true,
	}
})

func publicExample(secret string) bool {
	h := digest.SHA256([]byte(secret))
	return publicExamples()[hex.EncodeToString(h[:])]
}

// pemSep is what may stand between the lines of a PEM block: a line break
// as written in a file, a \n or \r\n escape (a key inside a JSON string, the
// GCP service-account layout), a string literal closed and the next one
// opened ("...\n" +\n\t"..." in Go, Java or JS; adjacent literals in Python
// or C; a notebook's JSON array of source lines, with commas), or spaces
// (a folded YAML scalar, an environment variable that lost
// its newlines), then the indentation of a YAML block scalar.
const pemSep = `(?:(?:\\r)?\\n(?:["'` + "`" + `]\s*[+.,]?\s*["'` + "`" + `])?|["'` + "`" + `]\s*[+.,]?\s*["'` + "`" + `]|\r?\n|[ \t])[ \t]*`

// Builtin returns a fresh copy of the built-in rules, in reporting order:
// where two matches overlap, the earlier (more specific) rule wins.
func Builtin() []*Rule {
	rules := []*Rule{
		{ID: "aws-access-key-id", Glue: true, Anchored: true, Category: CatSecret, Description: "AWS access key id",
			Keywords: []string{"akia", "asia", "abia", "acca", "a3t"},
			Pattern:  `\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b`, SecretGroup: 1,
			Severity: Block, Replace: "REDACTED-AWS-KEY-ID", Valid: awsKeyID},
		{ID: "aws-secret-access-key", Anchored: true, Category: CatSecret, Description: "AWS secret access key",
			Keywords: []string{"aws"},
			Pattern: fold("aws") + `[A-Za-z0-9_.\-]{0,20}(?:` + fold("secret") + `|` + fold("private") + `)?[A-Za-z0-9_.\-]{0,20}` +
				fold("key") + `[A-Za-z0-9_]*["']?\s*(?::=|=>|=|:)\s*["']?([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`,
			SecretGroup: 1, Entropy: 4, Severity: Block, Replace: "REDACTED-AWS-SECRET-KEY", Valid: notPlaceholder},
		{ID: "github-pat", Glue: true, Anchored: true, Category: CatSecret, Description: "GitHub classic personal access token",
			Keywords: []string{"ghp_"}, Pattern: `\b(ghp_[A-Za-z0-9]{36})\b`, SecretGroup: 1, Entropy: 3,
			Severity: Block, Replace: "REDACTED-GITHUB-TOKEN"},
		{ID: "github-fine-grained-pat", Glue: true, Anchored: true, Category: CatSecret, Description: "GitHub fine-grained personal access token",
			Keywords: []string{"github_pat_"}, Pattern: `\b(github_pat_[A-Za-z0-9_]{82})\b`, SecretGroup: 1,
			Entropy: 3, Severity: Block, Replace: "REDACTED-GITHUB-TOKEN"},
		{ID: "github-oauth", Glue: true, Anchored: true, Category: CatSecret, Description: "GitHub OAuth access token",
			Keywords: []string{"gho_"}, Pattern: `\b(gho_[A-Za-z0-9]{36})\b`, SecretGroup: 1, Entropy: 3,
			Severity: Block, Replace: "REDACTED-GITHUB-TOKEN"},
		{ID: "github-app-token", Glue: true, Anchored: true, Category: CatSecret, Description: "GitHub App user-to-server or server-to-server token",
			Keywords: []string{"ghu_", "ghs_"}, Pattern: `\b((?:ghu|ghs)_[A-Za-z0-9]{36})\b`, SecretGroup: 1, Entropy: 3,
			Severity: Block, Replace: "REDACTED-GITHUB-TOKEN"},
		{ID: "github-refresh-token", Glue: true, Anchored: true, Category: CatSecret, Description: "GitHub App refresh token",
			Keywords: []string{"ghr_"}, Pattern: `\b(ghr_[A-Za-z0-9]{36,76})\b`, SecretGroup: 1, Entropy: 3,
			Severity: Block, Replace: "REDACTED-GITHUB-TOKEN"},
		{ID: "gitlab-token", Glue: true, Anchored: true, Category: CatSecret, Description: "GitLab personal, pipeline, deploy or runner token",
			Keywords: []string{"glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "glft-", "glimt-", "glagent-", "gloas-", "glsoat-", "glffct-", "gr1348941"},
			Pattern:  `\b((?:glpat|glptt|gldt|glrt|glcbt|glft|glimt|glagent|gloas|glsoat|glffct)-[A-Za-z0-9_\-]{20,}|GR1348941[A-Za-z0-9_\-]{20,})`, SecretGroup: 1, Entropy: 3,
			Severity: Block, Replace: "REDACTED-GITLAB-TOKEN"},
		{ID: "slack-token", Glue: true, Anchored: true, Category: CatSecret, Description: "Slack bot, user, app or legacy token",
			Keywords: []string{"xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "xoxo-", "xoxe", "xapp-"},
			Pattern:  `\b(xox(?:[bparso]|e(?:\.xox[bp])?)-[0-9A-Za-z\-]{10,250}|xapp-[0-9]-[A-Z0-9]{6,20}-[0-9]{6,20}-[a-f0-9]{32,80})`, SecretGroup: 1, Entropy: 3,
			Severity: Block, Replace: "REDACTED-SLACK-TOKEN", Valid: notPlaceholder},
		{ID: "slack-webhook", Anchored: true, Category: CatSecret, Description: "Slack incoming webhook URL",
			Keywords: []string{"hooks.slack.com"},
			Pattern:  `(hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{40,100})`, SecretGroup: 1,
			Severity: Block, Replace: "hooks.slack.com/services/REDACTED", Valid: notPlaceholder},
		{ID: "stripe-live-key", Glue: true, Anchored: true, Category: CatSecret, Description: "Stripe live secret or restricted key",
			Keywords: []string{"sk_live_", "rk_live_"}, Pattern: `\b((?:sk|rk)_live_[A-Za-z0-9]{24,99})\b`, SecretGroup: 1,
			Entropy: 3, Severity: Block, Replace: "REDACTED-STRIPE-KEY"},
		{ID: "google-api-key", Anchored: true, Category: CatSecret, Description: "Google API key",
			Keywords: []string{"aiza"}, Pattern: `\b(AIza[0-9A-Za-z_\-]{35})(?:[^0-9A-Za-z_\-]|$)`, SecretGroup: 1,
			Entropy: 3.5, Severity: Block, Replace: "REDACTED-GOOGLE-API-KEY", Valid: notPlaceholder},
		{ID: "openai-api-key", Glue: true, Category: CatSecret, Description: "OpenAI API key",
			Keywords:    []string{"sk-proj-", "sk-svcacct-", "sk-admin-", "t3blbkfj"},
			Pattern:     `\b(sk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{40,250}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}))(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED-OPENAI-KEY", Valid: notPlaceholder},
		{ID: "anthropic-api-key", Glue: true, Anchored: true, Category: CatSecret, Description: "Anthropic API or admin key",
			Keywords: []string{"sk-ant-"}, Pattern: `\b(sk-ant-(?:api|admin|oat|ort)\d{2}-[A-Za-z0-9_\-]{80,120})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED-ANTHROPIC-KEY", Valid: notPlaceholder},
		{ID: "npm-token", Anchored: true, Category: CatSecret, Description: "npm access token",
			Keywords: []string{"npm_"}, Pattern: `\b(npm_[A-Za-z0-9]{36})\b`, SecretGroup: 1, Entropy: 3,
			Severity: Block, Replace: "REDACTED-NPM-TOKEN"},
	}
	rules = append(rules, providerRules()...)
	rules = append(rules, []*Rule{
		{ID: "private-key", Category: CatSecret, Description: "PEM private key block",
			Keywords: []string{"-----begin"}, Multiline: true, Until: "-----END",
			Pattern: `(-----BEGIN[ A-Z0-9]{0,20}PRIVATE KEY(?: BLOCK)?-----` + pemSep + `(?:[A-Za-z0-9-]+: [^\n\\]*` + pemSep + `)*(?:` + pemSep + `)?` +
				`(?:[A-Za-z0-9+/=]|` + pemSep + `){64,}?-----END[ A-Z0-9]{0,20}PRIVATE KEY(?: BLOCK)?-----)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PRIVATE-KEY"},
		{ID: "jwt", Anchored: true, Category: CatSecret, Description: "JSON Web Token",
			Keywords: []string{"eyj"}, Pattern: `\b(eyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{16,})`, SecretGroup: 1,
			Severity: Block, Replace: "REDACTED-JWT", Valid: jwt},
		{ID: "generic-secret", Anchored: true, Category: CatSecret, Description: "password, secret, token or key assigned a high-entropy literal",
			Keywords: genericKeywords,
			Pattern: `(?:(?:` + fold("passw") + `(?:` + fold("or") + `)?[dD]|` + fold("pwd") + `|` + fold("secret") + `|` + fold("token") + `|` +
				fold("api") + `[_\-]?` + fold("key") + `|` + fold("credential") + `[sS]?|` + fold("private") + `[_\-]?` + fold("key") +
				`|[_\-]` + fold("key") + `|(?:` + fold("access") + `|` + fold("app") + `|` + fold("encryption") + `|` + fold("signing") + `|` +
				fold("consumer") + `|` + fold("master") + `|` + fold("client") + `|` + fold("license") + `|` + fold("session") + `|` +
				fold("hmac") + `|` + fold("jwt") + `)` + fold("key") + `|[_\-]` + fold("pass") + `(?:` + fold("phrase") + `)?\b|` + fold("authtok") + `)[A-Za-z0-9_.\-]*|` + fold("auth") + `)` +
				// The name's closing quote (escaped inside a notebook's JSON
				// string) and a subscript's bracket (config["password"] =);
				// then the operator (with Make's ?= and +=, a typed
				// declaration's ": &str =" or " string =", an XML element's
				// ">"); or an XML attribute pair (key="Password"
				// value="..."); or spaces (Dockerfile ENV, .netrc, SQL),
				// which the check only takes in those layouts.
				`(?:\\?["'])?\]?(?:\s*(?::=|=>|\?=|\+=|=|:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][A-Za-z0-9_.<>\[\]]*\??[ \t]*=|:|,|>)|[ \t]+(?:string|String|str)[ \t]*=|[\s,]*` + fold("value") + `\s*[=:]|[ \t]+)\s*(?:\\?["'` + "`" + `])?([A-Za-z0-9+/=_\-.~!@#$%^&*():,]{11,}[A-Za-z0-9+/=_\-.~!@#$%^&*])`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: genericSecret},
		{ID: "bearer-token", Anchored: true, Category: CatSecret, Description: "bearer token after Bearer (an Authorization header, curl -H)",
			Keywords: []string{"bearer"}, Pattern: `\b` + fold("bearer") + `[ \t]+([A-Za-z0-9_\-.~+/]{20,500}=*)(?:[^A-Za-z0-9_\-.~+/=]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: bearerToken},
		{ID: "curl-basic-auth", Anchored: true, Category: CatSecret, Description: "password given to curl -u user:password",
			Keywords: []string{"curl"}, Needs: ':',
			Pattern:     `\bcurl\b[^\n]{0,200}?[ \t](?:-u|--user)(?:[ \t]+|=)?["']?[^\s:"'$]{1,64}:([^\s"'@]{1,128})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: urlPassword},
		{ID: "azure-sas-token", Anchored: true, Category: CatSecret, Description: "Azure shared access signature (sig= of a SAS URL or token)",
			Keywords: []string{"sig="}, Pattern: `\bsig=([A-Za-z0-9%+/]{40,120}(?:%3[dD]|=){0,2})`,
			SecretGroup: 1, Entropy: 4, Severity: Block, Replace: "REDACTED", Valid: sasSig},
		{ID: "url-password", Anchored: true, Category: CatSecret, Description: "password in a connection URL (user:password@host)",
			Keywords: urlSchemes,
			// The scheme is the keyword the match starts at.
			Pattern:     `\b[a-z][a-z0-9+]{1,31}://[^\s:/@'"<>]{0,128}:([^\s@/'"<>]{1,128})@[A-Za-z0-9\[]`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: urlPassword, Needs: '@'},

		// An OpenSSH private key's body with its BEGIN and END lines cut
		// off: base64 of the "openssh-key-v1\0" magic, which only private
		// keys carry (a public key's blob starts with its type's length).
		// ssh-keygen -y reads it back once the armour is put around it.
		{ID: "openssh-key-body", Anchored: true, Category: CatSecret, Description: "OpenSSH private key body without its BEGIN/END lines",
			Keywords:    []string{"b3BlbnNzaC1rZXktdjEA"},
			Pattern:     `\b(b3BlbnNzaC1rZXktdjEA[A-Za-z0-9+/]{48,}={0,2})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PRIVATE-KEY"},
		// The SSH.com (SSH2, RFC 4716 style) private key file that
		// puttygen and ssh-keygen -i read: four dashes, no PEM label,
		// headers, then base64, whether or not it is encrypted.
		{ID: "ssh2-private-key", Category: CatSecret, Description: "SSH.com (SSH2) private key file",
			Keywords: []string{"---- begin ssh2 encrypted private key ----"}, Multiline: true, Until: "---- END SSH2",
			Pattern:     `(---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\r?\n(?:[A-Za-z-]+: [^\n]*\r?\n)*(?:[A-Za-z0-9+/=]+\r?\n){2,})---- END SSH2 ENCRYPTED PRIVATE KEY ----`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PRIVATE-KEY\n"},
		// openssl's text dump of a private key (openssl ec|rsa|pkey -text
		// -noout): the private scalar or exponent as colon-separated hex
		// under "priv:" or "privateExponent:", which is the key itself.
		{ID: "private-key-dump", Category: CatSecret, Description: "private key printed as hex by openssl -text",
			Keywords: []string{"priv:", "privateexponent:"}, Multiline: true,
			Pattern:     `(\b(?:priv|privateExponent):[ \t]*\r?\n(?:[ \t]+(?:[0-9a-f]{2}:){8,}(?:[0-9a-f]{2})?[ \t]*\r?\n){2,})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PRIVATE-KEY\n"},
		{ID: "putty-private-key", Category: CatSecret, Description: "PuTTY private key file (.ppk)",
			Keywords: []string{"private-lines:"}, Multiline: true, Until: "Private-MAC:",
			Pattern:     `(Private-Lines: [0-9]{1,3}\r?\n(?:[A-Za-z0-9+/=]+\r?\n){1,64})Private-MAC:`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PUTTY-KEY\n"},
		{ID: "sql-password", Anchored: true, Category: CatSecret, Description: "password set in SQL (IDENTIFIED BY)",
			Keywords:    []string{"identified by"},
			Pattern:     fold("identified") + `[ \t]+` + fold("by") + `[ \t]+(?:` + fold("password") + `[ \t]+)?["'` + "`" + `]?([^\s"'` + "`" + `;]{4,128})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: sqlPassword},
		{ID: "call-credential", Category: CatSecret, Description: "password or secret passed as a literal argument of a connect or login call",
			Keywords: []string{"getconnection(", "login(", "connect(", "authenticate(", "minio(", "client('ac", "client(\"ac", "auth("},
			Pattern: `\b(?:getConnection|login|connect|authenticate|Minio|Client|auth)\(\s*(?:(?:["'][^"'\n]{1,200}["']|[A-Za-z_][A-Za-z0-9_.]{0,64})\s*,\s*){1,3}` +
				`["']([^"'\s]{6,128})["']\s*[,)]`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: callCredential},
		{ID: "url-query-key", Anchored: true, Category: CatSecret, Description: "API key in a URL query (appid=, api_key=, access_token=)",
			Keywords:    []string{"?appid=", "&appid=", "?access_token=", "&access_token=", "?api_key=", "&api_key=", "?apikey=", "&apikey="},
			Pattern:     `[?&](?:` + fold("appid") + `|` + fold("access_token") + `|` + fold("api_key") + `|` + fold("apikey") + `)=([A-Za-z0-9_\-]{16,128})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: queryKey},

		{ID: "private-ip", Anchored: true, Category: CatHost, Description: "private (RFC 1918) or link-local IPv4 address",
			Keywords: []string{"10.", "172.", "192.168.", "169.254."},
			Pattern:  `\b(10(?:\.[0-9]{1,3}){3}|(?:172\.(?:1[6-9]|2[0-9]|3[01])|192\.168|169\.254)(?:\.[0-9]{1,3}){2})\b`, SecretGroup: 1,
			Severity: Block, Replace: "192.0.2.10", Valid: privateIP},
		{ID: "docker-bridge-ip", Anchored: true, Category: CatHost, Description: "Docker's default bridge gateway address",
			Keywords: []string{"172.17.0.1"}, Pattern: `\b(172\.17\.0\.1)\b`, SecretGroup: 1,
			Severity: Warn, Replace: "192.0.2.1", Valid: dockerBridge},
		{ID: "private-ipv6", Anchored: true, Category: CatHost, Description: "IPv6 unique local address (fd00::/8)",
			Keywords: []string{"fd0", "fd1", "fd2", "fd3", "fd4", "fd5", "fd6", "fd7", "fd8", "fd9", "fda", "fdb", "fdc", "fdd", "fde", "fdf"},
			Pattern:  `\b([fF][dD][0-9a-fA-F]{0,2}(?::[0-9a-fA-F]{0,4}){2,7})`, SecretGroup: 1,
			Severity: Block, Replace: "2001:db8::10", Valid: ulaIP},
		{ID: "loopback-ip", Anchored: true, Category: CatHost, Description: "loopback IPv4 address",
			Keywords: []string{"127."}, Pattern: `\b(127(?:\.[0-9]{1,3}){3})\b`, SecretGroup: 1,
			Severity: Warn, Replace: "192.0.2.1", Valid: loopbackIP},
		{ID: "user-at-private-ip", Category: CatHost, Description: "user@ login to a private address",
			Keywords: []string{"@10.", "@172.", "@192.168.", "@169.254."},
			Pattern:  `\b([A-Za-z0-9._\-]{1,64}@(?:(?:10)(?:\.[0-9]{1,3}){3}|(?:172\.(?:1[6-9]|2[0-9]|3[01])|192\.168|169\.254)(?:\.[0-9]{1,3}){2}))\b`, SecretGroup: 1,
			Severity: Block, Replace: "user@192.0.2.10", Valid: userAtIP},
		{ID: "localhost-port", Anchored: true, Category: CatHost, Description: "localhost with a port",
			Keywords: []string{"localhost:"}, Pattern: `\b(localhost:[0-9]{2,5})\b`, SecretGroup: 1,
			Severity: Warn, Replace: "localhost:PORT"},
		{ID: "internal-hostname", Category: CatHost, Description: "internal host name (*.internal, *.corp, *.lan, *.local, *.intranet, *.home.arpa)",
			Keywords: []string{".internal", ".corp", ".lan", ".local", ".intranet", ".home.arpa"},
			Pattern:  `\b((?:[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?\.)+(?:internal|corp|lan|local|intranet|home\.arpa))\b`, SecretGroup: 1,
			Severity: Block, Replace: "redacted-internal.example.test", Valid: internalHost},

		// Passwords in the layouts of three common tools that no
		// name=value rule reads: a Redis server's config ("requirepass
		// VALUE", "masterauth VALUE"), Oracle's user/password@host connect
		// string (sqlplus, sqlldr, expdp), and an Azure Functions URL's
		// function key (?code=).
		{ID: "redis-conf-password", Anchored: true, Category: CatSecret, Description: "password in a Redis config (requirepass, masterauth)",
			Keywords: []string{"requirepass", "masterauth"}, Pattern: `\b(?:requirepass|masterauth)[ \t]+"?([^\s"]{8,128})"?(?:\s|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: urlPassword},
		{ID: "oracle-connect-password", Anchored: true, Category: CatSecret, Description: "password in an Oracle connect string (user/password@//host/service)",
			Keywords:    []string{"sqlplus", "sqlldr", "expdp", "impdp", "rman", "sqlcl"},
			Pattern:     `\b(?:sqlplus|sqlldr|expdp|impdp|rman|sqlcl)\b[^\n]{0,80}?[ \t"'=][A-Za-z][A-Za-z0-9_$#]{0,29}/([^\s/@"']{6,64})@(?://)?[A-Za-z0-9][A-Za-z0-9.\-]*(?::\d+)?(?:/|\s|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: oraclePassword, Needs: '@'},
		{ID: "azure-function-key", Anchored: true, Category: CatSecret, Description: "Azure Functions key in a function URL (?code=)",
			Keywords: []string{"azurewebsites.net"}, Pattern: `azurewebsites\.net/api/[^\s"'?#]{1,128}\?(?:[^\s"'#]{0,200}&)?code=([A-Za-z0-9_\-/+]{30,120}={0,2})`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED", Valid: notPlaceholder},

		// Keys in the layouts of two more tools: a WireGuard interface's
		// private key (a Curve25519 key, 44 characters of base64) and
		// Slack's "d" session cookie (xoxd-, which logs in as the user).
		{ID: "wireguard-private-key", Anchored: true, Category: CatSecret, Description: "WireGuard private key (PrivateKey = ...)",
			Keywords: []string{"privatekey"}, Pattern: `\b[Pp]rivate[Kk]ey[ 	]*=[ 	]*([A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)(?:[^A-Za-z0-9+/=]|$)`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED", Valid: notPlaceholder},
		{ID: "slack-session-cookie", Anchored: true, Category: CatSecret, Description: "Slack session cookie (xoxd-)",
			Keywords: []string{"xoxd-"}, Pattern: `\b(xoxd-[A-Za-z0-9%+/=_\-]{40,400})`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED", Valid: notPlaceholder},
	}...)
	return append(append(append(append(append(append(append(append(rules, set13Rules()...), set14Rules()...), set15Rules()...), set16Rules()...), set17Rules()...), set19Rules()...), set20Rules()...), set21Rules()...)
}

// Profiles returns the named sets of severities (built on first use, like
// the tables above). A profile lists only the rules it moves away from their
// defaults.
var Profiles = sync.OnceValue(func() map[string]map[string]Severity {
	return map[string]map[string]Severity{
		// public-repo: everything leaving for the public; loopback and
		// localhost stay warnings because tests and docs are full of them.
		"public-repo": {},
		// in-house: the remote is private; host names and addresses are
		// expected, credentials still are not.
		"in-house": {
			"private-ip": Warn, "user-at-private-ip": Warn, "internal-hostname": Warn,
			"loopback-ip": Off, "localhost-port": Off,
		},
		// strict: every finding blocks.
		"strict": {"loopback-ip": Block, "localhost-port": Block},
	}
})

package scan

// The address rules parse what their patterns matched by hand: net/netip,
// the standard parser, sets up interned values at package init (through the
// unique package), a cost every hook call would pay though few ever scan an
// address. TestAddrMatchesNetip holds both parsers to netip.ParseAddr.

// addr4 parses a dotted quad as netip.ParseAddr does: four decimal octets,
// each at most 255 and without a leading zero.
func addr4(s string) (a [4]byte, ok bool) {
	field, digits, v := 0, 0, 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if digits == 0 || field > 3 {
				return a, false
			}
			a[field] = byte(v)
			field, digits, v = field+1, 0, 0
			continue
		}
		c := s[i]
		if c < '0' || c > '9' || digits > 0 && v == 0 {
			return a, false // not a digit, or a leading zero
		}
		v = v*10 + int(c-'0')
		digits++
		if v > 255 {
			return a, false
		}
	}
	return a, field == 4
}

// addr6 parses an IPv6 address of hex groups and colons, the form the
// unique-local rule matches (no zone, no dotted tail), as netip.ParseAddr
// does: at most eight groups of one to four digits, and one "::" standing
// for at least one group of zeros.
func addr6(s string) (a [16]byte, ok bool) {
	if len(s) < 2 {
		return a, false
	}
	n, gap := 0, -1 // bytes written; where "::" stands, in bytes
	i := 0
	if s[0] == ':' {
		if s[1] != ':' {
			return a, false
		}
		gap, i = 0, 2
	}
	for i < len(s) {
		v, j := 0, i
		for ; j < len(s) && j-i < 5; j++ {
			d := unhex(s[j])
			if d < 0 {
				break
			}
			v = v<<4 | d
		}
		if j == i || j-i > 4 || n == 16 {
			return a, false
		}
		a[n], a[n+1] = byte(v>>8), byte(v)
		n += 2
		if j == len(s) {
			break
		}
		if s[j] != ':' || j+1 == len(s) {
			return a, false
		}
		i = j + 1
		if s[i] == ':' {
			if gap >= 0 {
				return a, false
			}
			gap = n
			i++
		}
	}
	switch {
	case gap < 0:
		return a, n == 16
	case n == 16:
		return a, false // "::" must stand for at least one group
	}
	shift := 16 - n
	copy(a[gap+shift:], a[gap:n])
	clear(a[gap : gap+shift])
	return a, true
}

// ip4 is an IPv4 address, with the tests the rules ask of it.
type ip4 [4]byte

// IsPrivate reports RFC 1918's ranges: 10/8, 172.16/12 and 192.168/16.
func (a ip4) IsPrivate() bool {
	return a[0] == 10 || a[0] == 172 && a[1]&0xf0 == 16 || a[0] == 192 && a[1] == 168
}

// IsLinkLocalUnicast reports 169.254/16.
func (a ip4) IsLinkLocalUnicast() bool { return a[0] == 169 && a[1] == 254 }

// IsLoopback reports 127/8.
func (a ip4) IsLoopback() bool { return a[0] == 127 }

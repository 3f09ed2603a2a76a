package scan

import (
	"net/netip"
	"strings"
	"testing"
)

// checkAddr compares addr4 and addr6 with netip.ParseAddr on s: the same
// verdict, and the same bytes when both accept it.
func checkAddr(t *testing.T, s string) {
	t.Helper()
	want, err := netip.ParseAddr(s)
	a4, ok4 := addr4(s)
	if w := err == nil && want.Is4(); ok4 != w {
		t.Fatalf("addr4(%q) ok = %v; netip says %v (%v)", s, ok4, w, err)
	} else if w && a4 != want.As4() {
		t.Fatalf("addr4(%q) = %v; netip says %v", s, a4, want.As4())
	} else if a := ip4(a4); w && (a.IsPrivate() != want.IsPrivate() || a.IsLinkLocalUnicast() != want.IsLinkLocalUnicast() || a.IsLoopback() != want.IsLoopback()) {
		t.Fatalf("%q: private/link-local/loopback %v/%v/%v; netip says %v/%v/%v", s, a.IsPrivate(), a.IsLinkLocalUnicast(), a.IsLoopback(), want.IsPrivate(), want.IsLinkLocalUnicast(), want.IsLoopback())
	}
	if strings.ContainsAny(s, ".%") {
		return // forms addr6 does not take: its rule matches neither
	}
	a6, ok6 := addr6(s)
	if w := err == nil && want.Is6(); ok6 != w {
		t.Fatalf("addr6(%q) ok = %v; netip says %v (%v)", s, ok6, w, err)
	} else if w && a6 != want.As16() {
		t.Fatalf("addr6(%q) = %v; netip says %v", s, a6, want.As16())
	}
}

var addrSeeds = []string{
	"10.0.0.1", "192.168.1.254", "255.255.255.255", "0.0.0.0", "010.1.1.1", "1.2.3", "1.2.3.4.5",
	"256.1.1.1", "1..2.3", "1.2.3.", ".1.2.3", "1.2.3.04", "1.2.3.0",
	"fd00::1", "fd12:3456:789a::", "fd00::", "::", "::1", "1::", "fd7a:115c:a1e0::1",
	"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7::8", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "fd00:::1",
	"fd00::1::2", ":fd00::1", "fd00::1:", "fd00:12345::1", "FD00:AB::C", "fd00:ec2::254", ":", "",
	"1::2:3:4:5:6:7", "::1:2:3:4:5:6:7", "1:2:3:4:5:6::", "fd0:0:0:0:0:0:0:0",
	"172.15.255.255", "172.16.0.0", "172.31.255.255", "172.32.0.0", "169.254.1.1", "169.253.1.1", "127.255.0.1", "128.0.0.1", "11.0.0.1", "192.169.0.1",
}

func TestAddrMatchesNetip(t *testing.T) {
	for _, s := range addrSeeds {
		checkAddr(t, s)
	}
}

func FuzzAddr(f *testing.F) {
	for _, s := range addrSeeds {
		f.Add(s)
	}
	f.Fuzz(checkAddr)
}

package scan

import (
	"testing"
	"unicode/utf8"
)

func FuzzScan(f *testing.F) {
	f.Add([]byte("token = \"aB3dE5fG7hJ9kL1mN3pQ\"\nssh ops@10.0.0.1 # hooktool:allow private-ip\n"))
	f.Add([]byte("-----BEGIN RSA PRIVATE KEY-----\nQUJD\n-----END RSA PRIVATE KEY-----"))
	f.Add([]byte("hooktool:allow-file , ,\nhooktool:allow"))
	f.Add([]byte("k := \"gh\" + \"p_abc\" \"def\" . 'x' + 'y'\nauth: anVzdCBzb21lIHdvcmRzIGluIGJhc2U2NCBoZXJl\n"))
	f.Add([]byte("kind: Secret\ndata:\n  a: cGFzc3dvcmQ=\n  b: \"eA==\"\nx: y\n"))
	f.Add([]byte("\xff\xfet\x00o\x00k\x00e\x00n\x00"))
	f.Add([]byte("{\"v\": \"gh\\u0070\\x5f\\u{5f}\\uD83D\\uDE00\\/ &#95;&#x5f;&lowbar;&amp;\"}\n<w:p><w:r><w:t>a</w:t></w:r><w:r><w:t>b&lt;</w:t></w:r></w:p>"))
	f.Add([]byte("A=gh\nB=p_x\nT=${A}${B}\nconst a = \"sk_live_1\";\nx = a + b + 'c'\ns = \"\".join([\"a\", 'b',\n])\n['a','b'].join()\n"))
	f.Add([]byte("k = String.fromCharCode(...[0x41, 66, 67]); c = chr(65)+'b'+chr(0x43); m = map(chr, [65,66])\nv = `a` + `b${x}`\n"))
	f.Add([]byte("x\x9c\x01\x02PK\x03\x04\x1f\x8b\x08\x00stripesk_live_\x00a\x00b\x00c\x00"))
	f.Add([]byte("\x02\x21\x4c\x18\x10\x00\x00\x00\xf2\x01abcdefghijklmnop\x03\x00\x10\n"))
	f.Add([]byte("\x28\xb5\x2f\xfd\x20\x00\x19\x00\x00abc\x0b\x00\x00x"))
	f.Add([]byte("\xfd7zXZ\x00\x00\x01\x00\x00\x00\x00\x02\x00\x21\x01\x16\x00\x00\x00\x00\x00\x00\x00\x01\x00\x02abc\x00"))
	f.Add([]byte("P6\n2 1\n255\nabcdef"))
	f.Add([]byte("P = {1: \"abcdefgh\", 0: \"ijklmnop\"}\nE = \"acegikmoqsuwy\"\nO = \"bdfhjlnprtvxz\"\nint(\"zzzzzzzzzzzzzzzzzzzzzz\", 36)\n\\'67\\'68 =?UTF-8?B?Z2hw?= =?UTF-8?Q?_x?= <b hidden>x</b>y\n"))
	s, err := New(Options{Profile: "strict"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		last := -1
		for _, fd := range s.Scan(Input{Data: data}) {
			if fd.Start < 0 || fd.End > len(data) || fd.Start >= fd.End || fd.Start < last {
				t.Fatalf("bad span %d..%d of %d (previous end %d)", fd.Start, fd.End, len(data), last)
			}
			last = fd.End
			if fd.Line < 1 || fd.Column < 1 {
				t.Fatalf("bad position %d:%d", fd.Line, fd.Column)
			}
		}
		if v, _ := TextView(data); len(v) > 0 {
			_ = s.Scan(Input{Data: v})
		}
		_, _ = s.ScanMembers("f", data)
		if utf8.Valid(data) {
			_ = s.RedactText(string(data))
		}
	})
}

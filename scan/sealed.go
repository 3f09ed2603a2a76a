package scan

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"hash/crc32"
	"io"
	"regexp"
	"sort"
	"sync"
)

// Sealed archives: an encrypted archive pushed with its password beside it
// (a README's `unzip -P <password> creds.zip`) publishes what it holds as
// surely as the plain file would. ZipCrypto (zip's traditional encryption)
// is a few lines of CRC arithmetic, so a sealed zip is opened with every
// password the push spells in such a command, and its members are scanned
// as files. AES zips, 7z and gpg are not decrypted (that would link the
// crypto packages into every hook call; see docs/guard-coverage.md).

// maxSealed bounds the bytes decrypted from one sealed zip.
const maxSealed = 4 << 20

// SealedZip reports a zip with a member encrypted by ZipCrypto.
func SealedZip(data []byte) bool {
	if !bytes.HasPrefix(data, []byte("PK\x03\x04")) {
		return false
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return false
	}
	for _, f := range zr.File {
		if f.Flags&1 != 0 && (f.Method == zip.Store || f.Method == zip.Deflate) {
			return true
		}
	}
	return false
}

// archivePassword finds a password given on a command line that opens an
// archive or an encrypted file: unzip -P, zip -P, 7z -p, --password,
// gpg --passphrase, openssl enc -k or -pass pass:.
// It compiles on first use: every hook process would pay for it at init.
var archivePassword = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:\b(?:unzip|zip|zipcloak|funzip)\b[^\n]{0,80}?\s-P\s*|\b7z[ar]?\b[^\n]{0,80}?\s-p|--password[= ]|--passphrase[= ]|\bopenssl\b[^\n]{0,80}?\s-(?:k\s+|pass\s+pass:))['"]?([^\s'"$<>{}` + "`" + `]{4,64})`)
})

// ConventionPasswords are the passwords a sharing convention publishes for
// ZipCrypto zips (malware samples are zipped under "infected", by some
// under "malware" or "virus"): a zip under one is locked against
// scanners on the way, not against anyone who reads it.
func ConventionPasswords() []string {
	return []string{"infected", "malware", "virus"}
}

// ArchivePasswords lists the passwords text gives to an archiver's command
// line (not a $VARIABLE or a <placeholder>).
//
// The expression runs only around the words it needs (an archiver's or
// openssl's name, --password, --passphrase): from the start of such a
// word's line to the end of the next line (a password may follow its -P
// there). Run over a whole file, it cost a push's scan half its time: a
// pre-push hook reads every file of the push for passwords, and "-p" is
// in most of them (mkdir -p).
func ArchivePasswords(text []byte) []string {
	if !bytes.Contains(text, []byte("-P")) && !bytes.Contains(text, []byte("-p")) && !bytes.Contains(text, []byte("-k")) {
		return nil
	}
	// The windows, each from a trigger's line's start to the end of the
	// next line, merged where they overlap.
	var wins [][2]int
	for _, w := range passwordTriggers {
		for from := 0; ; {
			k := bytes.Index(text[from:], w)
			if k < 0 {
				break
			}
			k += from
			le := lineEnd(text, k)
			if le < len(text) {
				le = lineEnd(text, le+1)
			}
			wins = append(wins, [2]int{bytes.LastIndexByte(text[:k], '\n') + 1, le})
			from = le
		}
	}
	sort.Slice(wins, func(i, j int) bool { return wins[i][0] < wins[j][0] })
	var out []string
	for i := 0; i < len(wins) && len(out) < 16; i++ {
		ls, le := wins[i][0], wins[i][1]
		for i+1 < len(wins) && wins[i+1][0] <= le {
			i++
			le = max(le, wins[i][1])
		}
		for _, m := range archivePassword().FindAllSubmatch(text[ls:le], 16-len(out)) {
			out = append(out, string(m[1]))
		}
	}
	return out
}

// passwordTriggers are the words archivePassword's matches hold: each
// match is found from the start of a line holding one.
var passwordTriggers = [][]byte{[]byte("zip"), []byte("7z"), []byte("--password"), []byte("--passphrase"), []byte("openssl")}

type zipKeys [3]uint32

func newZipKeys(pw string) *zipKeys {
	k := &zipKeys{0x12345678, 0x23456789, 0x34567890}
	for i := 0; i < len(pw); i++ {
		k.update(pw[i])
	}
	return k
}

func crcByte(c uint32, b byte) uint32 { return crc32.IEEETable[byte(c)^b] ^ c>>8 }

func (k *zipKeys) update(p byte) {
	k[0] = crcByte(k[0], p)
	k[1] = (k[1]+k[0]&0xff)*134775813 + 1
	k[2] = crcByte(k[2], byte(k[1]>>24))
}

func (k *zipKeys) decrypt(b []byte) {
	for i, c := range b {
		t := k[2] | 2
		p := c ^ byte(t*(t^1)>>8)
		k.update(p)
		b[i] = p
	}
}

// OpenSealedZip decrypts the ZipCrypto members of the zip in data with pw
// and calls fn with each whose checksum proves the password right. It
// reports whether any was.
func OpenSealedZip(data []byte, pw string, fn func(name string, data []byte)) bool {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return false
	}
	ok, budget := false, maxSealed
	for _, f := range zr.File {
		if f.Flags&1 == 0 || f.Method != zip.Store && f.Method != zip.Deflate || budget <= 0 {
			continue
		}
		r, err := f.OpenRaw()
		if err != nil || f.CompressedSize64 < 12 || f.CompressedSize64 > uint64(maxSealed) {
			continue
		}
		enc, err := io.ReadAll(io.LimitReader(r, int64(f.CompressedSize64)))
		if err != nil || len(enc) < 12 {
			continue
		}
		k := newZipKeys(pw)
		k.decrypt(enc)
		check := byte(f.CRC32 >> 24)
		if f.Flags&8 != 0 {
			check = byte(f.ModifiedTime >> 8)
		}
		if enc[11] != check {
			continue
		}
		body := enc[12:]
		if f.Method == zip.Deflate {
			fr := flate.NewReader(bytes.NewReader(body))
			body, _ = io.ReadAll(io.LimitReader(fr, int64(budget)))
		}
		if len(body) > budget {
			body = body[:budget]
		}
		budget -= len(body)
		if crc32.ChecksumIEEE(body) != f.CRC32 {
			continue
		}
		ok = true
		fn(f.Name, body)
	}
	return ok
}

// SealedOther reports an encrypted file this package does not decrypt: a
// zip with an AES member (WinZip's method 99), a 7z archive, an OpenPGP
// symmetrically encrypted message (gpg -c) or an openssl enc file.
func SealedOther(data []byte) bool {
	switch {
	case bytes.HasPrefix(data, []byte("7z\xbc\xaf\x27\x1c")), bytes.HasPrefix(data, []byte("Salted__")):
		return true
	case len(data) > 4 && (data[0] == 0x8c || data[0] == 0xc3) && (data[0] == 0xc3 || data[1] >= 4):
		// An old-format (tag 3, one-byte length) or new-format symmetric
		// key packet: gpg -c writes it first.
		return data[0] == 0x8c && data[2] == 4 || data[0] == 0xc3 && (data[2] == 4 || data[2] == 5 || data[2] == 6)
	case bytes.HasPrefix(data, []byte("-----BEGIN PGP MESSAGE-----")):
		return true
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return false
		}
		for _, f := range zr.File {
			if f.Flags&1 != 0 && f.Method == 99 {
				return true
			}
		}
	}
	return false
}

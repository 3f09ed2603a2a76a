package scan

import (
	"encoding/asn1"
	"math/big"
)

// Private keys read and written as ASN.1 with encoding/asn1 and math/big
// only: a crypto/ package would link Go's FIPS 140 module, whose
// initialisers every start of hooktool would pay for (see
// TestBuildLinksNoCryptoModule). The checks are structural: the shape of
// PKCS#8, PKCS#1 and SEC 1, a known key algorithm, the lengths a key has;
// for RSA, p times q is n.

// Object identifiers of private key algorithms (PKCS#8).
var keyAlgs = []asn1.ObjectIdentifier{
	{1, 2, 840, 113549, 1, 1, 1},  // rsaEncryption
	{1, 2, 840, 113549, 1, 1, 10}, // RSASSA-PSS
	{1, 2, 840, 10045, 2, 1},      // ecPublicKey
	{1, 2, 840, 10040, 4, 1},      // DSA
	{1, 3, 101, 110},              // X25519
	{1, 3, 101, 111},              // X448
	{1, 3, 101, 112},              // Ed25519
	{1, 3, 101, 113},              // Ed448
}

type pkcs8 struct {
	Version int
	Algo    struct {
		Algorithm asn1.ObjectIdentifier
		Params    asn1.RawValue `asn1:"optional"`
	}
	PrivateKey []byte
	Attrs      asn1.RawValue `asn1:"optional,tag:0"`
	Public     asn1.RawValue `asn1:"optional,tag:1"`
}

type pkcs1 struct {
	Version               int
	N                     *big.Int
	E                     int
	D, P, Q, Dp, Dq, Qinv *big.Int
	Other                 asn1.RawValue `asn1:"optional"`
}

type sec1 struct {
	Version    int
	PrivateKey []byte
	Curve      asn1.ObjectIdentifier `asn1:"optional,explicit,tag:0"`
	Public     asn1.BitString        `asn1:"optional,explicit,tag:1"`
}

// derPrivateKey names the PEM type of der when it is a private key as
// PKCS#8, PKCS#1 (RSA) or SEC 1 (EC), and "" otherwise. Public keys and
// certificates have other shapes and do not parse as any of them.
func derPrivateKey(der []byte) string {
	var p8 pkcs8
	if rest, err := asn1.Unmarshal(der, &p8); err == nil && len(rest) == 0 && (p8.Version == 0 || p8.Version == 1) && len(p8.PrivateKey) >= 16 {
		for _, a := range keyAlgs {
			if a.Equal(p8.Algo.Algorithm) {
				return "PRIVATE KEY"
			}
		}
	}
	var ec sec1
	if rest, err := asn1.Unmarshal(der, &ec); err == nil && len(rest) == 0 && ec.Version == 1 && len(ec.PrivateKey) >= 16 && len(ec.PrivateKey) <= 72 {
		return "EC PRIVATE KEY"
	}
	var r pkcs1
	if rest, err := asn1.Unmarshal(der, &r); err == nil && len(rest) == 0 && r.Version == 0 && rsaConsistent(r.N, r.P, r.Q, r.D) {
		return "RSA PRIVATE KEY"
	}
	return ""
}

// rsaConsistent reports an RSA key whose primes multiply to its modulus.
func rsaConsistent(n, p, q, d *big.Int) bool {
	if n == nil || p == nil || q == nil || d == nil || n.BitLen() < 256 || p.Sign() <= 0 || q.Sign() <= 0 || d.Sign() <= 0 {
		return false
	}
	return new(big.Int).Mul(p, q).Cmp(n) == 0
}

// jwkCurve gives a JWK's curve name the OID SEC 1 (EC) or PKCS#8 (OKP,
// RFC 8037) gives it and the length of its private key (a switch, not a
// map: a map literal is built at start, which every hook call pays).
func jwkCurve(kty, crv string) (asn1.ObjectIdentifier, int) {
	switch kty + " " + crv {
	case "EC P-256":
		return asn1.ObjectIdentifier{1, 2, 840, 10045, 3, 1, 7}, 32
	case "EC P-384":
		return asn1.ObjectIdentifier{1, 3, 132, 0, 34}, 48
	case "EC P-521":
		return asn1.ObjectIdentifier{1, 3, 132, 0, 35}, 66
	case "EC secp256k1":
		return asn1.ObjectIdentifier{1, 3, 132, 0, 10}, 32
	case "OKP Ed25519":
		return asn1.ObjectIdentifier{1, 3, 101, 112}, 32
	case "OKP X25519":
		return asn1.ObjectIdentifier{1, 3, 101, 110}, 32
	case "OKP Ed448":
		return asn1.ObjectIdentifier{1, 3, 101, 113}, 57
	case "OKP X448":
		return asn1.ObjectIdentifier{1, 3, 101, 111}, 56
	}
	return nil, 0
}

// jwkDER writes the private key a JWK's members hold as DER (SEC 1 for EC,
// PKCS#8 for OKP, PKCS#1 for RSA) and names its PEM type; "" when the
// members are no key of that type (a wrong length, a scalar of one
// repeated byte, RSA primes that do not multiply to the modulus).
func jwkDER(kty, crv string, b64 func(string) []byte) ([]byte, string) {
	d := b64("d")
	switch kty {
	case "EC":
		oid, n := jwkCurve(kty, crv)
		if n == 0 || len(d) != n || !varied(d) || len(b64("x")) != n {
			return nil, ""
		}
		der, err := asn1.Marshal(sec1{Version: 1, PrivateKey: d, Curve: oid})
		if err != nil {
			return nil, ""
		}
		return der, "EC PRIVATE KEY"
	case "OKP":
		oid, n := jwkCurve(kty, crv)
		if n == 0 || len(d) != n || !varied(d) {
			return nil, ""
		}
		inner, _ := asn1.Marshal(d)
		der, err := asn1.Marshal(struct {
			Version    int
			Algo       struct{ Algorithm asn1.ObjectIdentifier }
			PrivateKey []byte
		}{0, struct{ Algorithm asn1.ObjectIdentifier }{oid}, inner})
		if err != nil {
			return nil, ""
		}
		return der, "PRIVATE KEY"
	case "RSA":
		n, e := new(big.Int).SetBytes(b64("n")), new(big.Int).SetBytes(b64("e"))
		p, q, dd := new(big.Int).SetBytes(b64("p")), new(big.Int).SetBytes(b64("q")), new(big.Int).SetBytes(d)
		if !e.IsInt64() || e.Int64() < 3 || e.Int64() > 1<<32 || !rsaConsistent(n, p, q, dd) {
			return nil, ""
		}
		one := big.NewInt(1)
		dp := new(big.Int).Mod(dd, new(big.Int).Sub(p, one))
		dq := new(big.Int).Mod(dd, new(big.Int).Sub(q, one))
		qi := new(big.Int).ModInverse(q, p)
		if qi == nil {
			return nil, ""
		}
		der, err := asn1.Marshal(struct {
			Version               int
			N                     *big.Int
			E                     int
			D, P, Q, Dp, Dq, Qinv *big.Int
		}{0, n, int(e.Int64()), dd, p, q, dp, dq, qi})
		if err != nil {
			return nil, ""
		}
		return der, "RSA PRIVATE KEY"
	}
	return nil, ""
}

// varied reports bytes that are not one byte repeated (a zeroed or
// placeholder key).
func varied(b []byte) bool {
	for _, c := range b {
		if c != b[0] {
			return true
		}
	}
	return false
}

package scantest

// The twenty-first push red team's kinds (rules21.go).
func init() {
	moreKinds["paserk-secret-key"] = func(g *Gen) (string, string) {
		v := "k4" + ".secret." + g.str(upper, 2) + g.str(digits, 2) + g.str(alnum+"_-", 82)
		return v, "PASETO_SIGNING_KEY=" + v
	}
	moreKinds["acl-secret-id"] = func(g *Gen) (string, string) {
		v := g.str(hexdig, 8) + "-" + g.str(hexdig, 4) + "-4" + g.str(hexdig, 3) + "-9" + g.str(hexdig, 3) + "-" + g.str(hexdig, 12)
		return v, "SecretID:         " + v
	}
}

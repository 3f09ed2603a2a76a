package reduce

import "testing"

// TestFresh188Fixtures scores the hundred-and-eighty-eighth blind set (testdata/fresh188: security
// scanners and audits run by a developer on their own code and machine: bandit, gosec, staticcheck,
// eslint-plugin-security, npm audit, flawfinder, checksec, shellcheck, openssl, nmap, ncat, sslscan,
// sqlmap, ClamAV, AIDE, debsums, dpkg --verify and Lynis), recorded by a helper that never read the
// reducer; see its README.
func TestFresh188Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh188", 0, t.Logf)
}

package reduce

import "testing"

// TestFresh185Fixtures scores the hundred-and-eighty-fifth blind set
// (testdata/fresh185: configuration management and service config
// checks: ansible-playbook with check, diff and recaps, ansible-lint,
// puppet apply and parser validate, CFEngine, nginx -t, apache2ctl,
// haproxy -c, named-checkconf, sshd -t, visudo -c, systemd-analyze
// verify, nft and iptables-restore tests, dnsmasq, squid and varnish
// checks, augtool, cloud-init schema, template renders and config
// merges), recorded by a helper that never read the reducer; see its
// README.
func TestFresh185Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh185", 0, t.Logf)
}

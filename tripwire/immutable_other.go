//go:build !linux

package tripwire

// clearImmutable is Linux's (chattr); elsewhere a restore that fails is
// held, not restored.
func clearImmutable(string) bool { return false }

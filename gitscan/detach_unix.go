//go:build unix

package gitscan

import (
	"os/exec"
	"syscall"
)

// detach runs c in a session of its own, without a controlling terminal:
// ssh under `git ls-remote` then cannot stop the push to ask for a
// passphrase a second time (git already connected once); it fails, and the
// scan falls back to reading more.
func detach(c *exec.Cmd) {
	if c.SysProcAttr == nil {
		c.SysProcAttr = &syscall.SysProcAttr{}
	}
	c.SysProcAttr.Setsid = true
}

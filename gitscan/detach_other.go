//go:build !unix

package gitscan

import "os/exec"

func detach(*exec.Cmd) {}

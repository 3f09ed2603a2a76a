//go:build !linux

package main

// agentAncestor finds nothing where there is no /proc to read.
func agentAncestor() string { return "" }

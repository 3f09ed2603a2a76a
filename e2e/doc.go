//go:build e2e

// Package e2e runs the real Claude Code CLI, offline, against a scripted
// stand-in for the Anthropic Messages API, with hooktool wired as its hook
// for every event. It asserts on what really happened: files that a denied
// command did not delete, what the client sent to the model after each hook
// answered, and what hooktool recorded.
//
// It is behind the e2e build tag because it needs the client installed by
// scripts/e2e.sh (`make e2e`), which passes its location in
// HOOKD_E2E_CLIENTS and the hooktool binary in HOOKD_E2E_HOOKTOOL.
package e2e

// Package templates holds the files hooktool writes for users, embedded in
// the binary: the git pre-push hook. Each agent's own plugin lives in its
// package (agents/pi, agents/openclaw, agents/opencode).
package templates

import (
	_ "embed"
	"strings"
)

//go:embed pre-push.tmpl
var prePush string

// PrePushFingerprint marks a pre-push hook as hooktool's, whatever binary
// path it names; the version after it says which template wrote it.
const PrePushFingerprint = "hooktool-pre-push v1"

// PrePushMarker is the version-free part of the fingerprint, to recognise
// hooks an older template wrote.
const PrePushMarker = "hooktool-pre-push v"

// PrePush renders the pre-push hook for the hooktool binary at bin.
func PrePush(bin string) []byte {
	return []byte(strings.Replace(prePush, "__HOOKTOOL__", shellQuote(bin), 1))
}

// IsPrePush reports whether content is a pre-push hook hooktool wrote.
func IsPrePush(content []byte) bool {
	return strings.Contains(string(content), PrePushMarker)
}

func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

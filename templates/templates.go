// Package templates holds the files hooktool writes for users, embedded in
// the binary: the git pre-push hook, and the Pi extension that calls
// hooktool from inside Pi (and that Outfitter loads). OpenClaw's plugin
// lives with the rest of OpenClaw, in agents/openclaw.
package templates

import (
	_ "embed"
	"encoding/json"
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

//go:embed pi-extension.ts
var piExtension string

// PiExtensionMarker marks an extension file as hooktool's.
const PiExtensionMarker = "hooktool-pi v"

// PiExtension renders hooktool's Pi extension for the binary at bin, with
// onError the guard's answer when the binary cannot be run.
func PiExtension(bin, onError string) []byte {
	r := strings.NewReplacer("__HOOKTOOL__", jsString(bin), "__ON_ERROR__", jsString(onError))
	return []byte(r.Replace(piExtension))
}

// jsString quotes s as a JavaScript string literal: JSON's string syntax
// is a subset of JavaScript's, and encoding/json escapes U+2028/2029 too.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

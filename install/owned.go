package install

import (
	"encoding/json"
	"strings"
)

// Agents that load hooktool as a plugin (Pi, OpenClaw, OpenCode) get a
// file hooktool owns whole (WriteOwned), rendered from a template.

// Plugin renders a plugin template for the binary at bin: __HOOKTOOL__
// becomes bin and __ON_ERROR__ onError (the guard's answer when the plugin
// cannot run the binary), each as a JavaScript string literal.
func Plugin(tmpl, bin, onError string) []byte {
	r := strings.NewReplacer("__HOOKTOOL__", JSString(bin), "__ON_ERROR__", JSString(onError))
	return []byte(r.Replace(tmpl))
}

// JSString quotes s as a JavaScript string literal: JSON's string syntax
// is a subset of JavaScript's, and encoding/json escapes U+2028/2029 too.
// It is a valid double-quoted YAML scalar as well.
func JSString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

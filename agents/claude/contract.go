package claude

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"sync"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// Claude Code's hook contract is the handlers' own: they read its payload
// and write its reply, so nothing is decoded or encoded on the hook's path
// (package harness passes Claude Code's bytes through). What is written
// here is for doctor's self-test: the PreToolUse payload Claude Code sends,
// and the reply it accepts.

// payload is a PreToolUse payload as Claude Code sends it.
func payload(cwd, command, id string) []byte {
	b, _ := json.Marshal(map[string]any{
		"session_id":      "hooktool-doctor-selftest",
		"transcript_path": filepath.Join(cwd, "transcript.jsonl"),
		"cwd":             cwd,
		"permission_mode": "default",
		"hook_event_name": "PreToolUse",
		"tool_name":       "Bash",
		"tool_input":      map[string]any{"command": command, "description": "doctor self-test"},
		"tool_use_id":     id,
	})
	return b
}

// The fields a reply to PreToolUse may hold, at the top and in
// hookSpecificOutput, and the decisions it may carry.
var (
	preTop = sync.OnceValue(func() map[string]bool {
		return map[string]bool{"continue": true, "stopReason": true, "suppressOutput": true, "systemMessage": true, "decision": true, "reason": true, "hookSpecificOutput": true}
	})
	preSpecific = sync.OnceValue(func() map[string]bool {
		return map[string]bool{"hookEventName": true, "permissionDecision": true, "permissionDecisionReason": true, "updatedInput": true, "additionalContext": true}
	})
	decisions = sync.OnceValue(func() map[string]bool {
		return map[string]bool{"allow": true, "deny": true, "ask": true, "defer": true}
	})
)

// contract checks a PreToolUse reply and returns its permission decision,
// or what is wrong with it.
func contract(out []byte) (decision, problem string) {
	out = bytes.TrimSpace(out)
	if !gjson.ValidBytes(out) || !gjson.ParseBytes(out).IsObject() {
		return "", "stdout is not one JSON object"
	}
	if !utf8.Valid(out) {
		return "", "stdout is not UTF-8"
	}
	r := gjson.ParseBytes(out)
	problem = ""
	r.ForEach(func(k, v gjson.Result) bool {
		if !preTop()[k.String()] {
			problem = fmt.Sprintf("unknown field %q", k.String())
			return false
		}
		if v.Type == gjson.String && utf8.RuneCountInString(v.String()) >= 10000 {
			problem = fmt.Sprintf("%s is 10,000 characters or more", k.String())
			return false
		}
		return true
	})
	if problem != "" {
		return "", problem
	}
	hs := r.Get("hookSpecificOutput")
	if !hs.Exists() {
		if d := r.Get("decision").String(); d == "block" {
			return "deny", ""
		}
		return "", ""
	}
	if !hs.IsObject() {
		return "", "hookSpecificOutput is not an object"
	}
	if hs.Get("hookEventName").String() != "PreToolUse" {
		return "", fmt.Sprintf("hookSpecificOutput.hookEventName is %q, want \"PreToolUse\"", hs.Get("hookEventName").String())
	}
	hs.ForEach(func(k, v gjson.Result) bool {
		if !preSpecific()[k.String()] {
			problem = fmt.Sprintf("unknown field hookSpecificOutput.%s", k.String())
			return false
		}
		if v.Type == gjson.String && utf8.RuneCountInString(v.String()) >= 10000 {
			problem = fmt.Sprintf("hookSpecificOutput.%s is 10,000 characters or more", k.String())
			return false
		}
		return true
	})
	if problem != "" {
		return "", problem
	}
	pd := hs.Get("permissionDecision")
	if pd.Exists() && !decisions()[pd.String()] {
		return "", fmt.Sprintf("permissionDecision %q is not allow, deny, ask or defer", pd.String())
	}
	if u := hs.Get("updatedInput"); u.Exists() && !u.IsObject() {
		return "", "updatedInput is not an object"
	}
	return pd.String(), ""
}

package handlers

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/hookd/hookd/internal/jsonw"
)

// MaxString is the longest string hooktool sends in any field. Claude Code
// moves anything of 10,000 characters or more to a file and shows the model
// a short preview, so stay below it and say what was cut.
const MaxString = 9800

// Reply is what a handler wants to say. Encode checks it against what the
// event accepts; a field the event does not take is a handler bug, reported
// by Encode rather than sent (Claude Code would reject the whole object).
type Reply struct {
	// Universal fields.
	SystemMessage string // shown to the user

	// Top-level decision: "block" is the only value Claude Code knows.
	Decision string
	Reason   string

	// PreToolUse and PreSkillShellCommand.
	PermissionDecision       string // "allow", "deny", "ask"
	PermissionDecisionReason string
	UpdatedInput             []byte // a whole JSON object: it replaces tool_input

	// hookSpecificOutput.additionalContext, for every event that takes it.
	AdditionalContext string
}

// caps says what one event accepts.
type caps struct {
	specific bool // hookSpecificOutput at all
	context  bool // hookSpecificOutput.additionalContext
	decision bool // top-level decision/reason
	perm     bool // PreToolUse permission fields
	system   bool // systemMessage reaches someone
}

// eventCaps follows reference/claude-code-hooks.md §3.3 and §3.9. Stop and
// SubagentStop accept hookSpecificOutput only from 2.1.163; older clients
// reject the whole object, so hooktool never sends it there. PostToolUse can
// take a decision but hooktool never sends one: it cannot replace output.
func eventCaps(event string) (caps, bool) {
	switch event {
	case "PreToolUse":
		return caps{specific: true, context: true, perm: true, system: true}, true
	case "PreSkillShellCommand":
		// Claude Code 2.1.332: permissionDecision and its reason; an
		// updatedInput is refused there, so hooktool never sends one.
		return caps{specific: true, perm: true, system: true}, true
	case "PostToolUse":
		return caps{specific: true, context: true, system: true}, true
	case "PostToolUseFailure":
		return caps{specific: true, context: true, system: true}, true
	case "PostToolBatch":
		return caps{specific: true, context: true, decision: true, system: true}, true
	case "UserPromptSubmit":
		return caps{specific: true, context: true, decision: true, system: true}, true
	case "SessionStart":
		return caps{specific: true, context: true, system: true}, true
	case "SubagentStart":
		return caps{specific: true, context: true, system: true}, true
	case "Stop":
		return caps{decision: true, system: true}, true
	case "SubagentStop":
		return caps{decision: true, system: true}, true
	case "PreCompact":
		return caps{decision: true, system: true}, true
	case "SessionEnd":
		return caps{}, true
	case "Notification":
		return caps{}, true
	case "PermissionRequest":
		return caps{system: true}, true
	}
	return caps{}, false
}

// Known reports whether hooktool has a contract entry for the event.
func Known(event string) bool { _, ok := eventCaps(event); return ok }

// Encode renders the reply for event as one JSON object, or nil when there is
// nothing to say (silence is "no opinion" to Claude Code).
func (r *Reply) Encode(event string) ([]byte, error) {
	if r == nil {
		return nil, nil
	}
	c, ok := eventCaps(event)
	if !ok {
		if r.empty() {
			return nil, nil
		}
		return nil, fmt.Errorf("reply for unknown event %q", event)
	}
	if err := r.check(event, c); err != nil {
		return nil, err
	}
	// Written member by member (appendString escapes as encoding/json
	// does): this runs on every hook call, where a generic JSON setter's
	// first use costs more than the reply.
	var o object
	if r.Decision != "" {
		o.str("decision", r.Decision)
		o.str("reason", Cut(r.Reason))
	}
	if r.SystemMessage != "" {
		o.str("systemMessage", Cut(r.SystemMessage))
	}
	if c.specific && (r.PermissionDecision != "" || r.UpdatedInput != nil || r.AdditionalContext != "") {
		var h object
		h.str("hookEventName", event)
		if r.PermissionDecision != "" {
			h.str("permissionDecision", r.PermissionDecision)
			if r.PermissionDecisionReason != "" {
				h.str("permissionDecisionReason", Cut(r.PermissionDecisionReason))
			}
		}
		if r.UpdatedInput != nil {
			h.raw("updatedInput", r.UpdatedInput)
		}
		if r.AdditionalContext != "" {
			h.str("additionalContext", Cut(r.AdditionalContext))
		}
		o.raw("hookSpecificOutput", h.close())
	}
	if o.Len() == 0 {
		return nil, nil
	}
	return append(o.close(), '\n'), nil
}

// object writes the reply. An empty one is "{}".
type object struct{ jsonw.Object }

func (o *object) str(k, v string)        { o.Str(k, v) }
func (o *object) raw(k string, v []byte) { o.Raw(k, v) }
func (o *object) close() []byte          { return o.Close() }

func (r *Reply) empty() bool {
	return r.SystemMessage == "" && r.Decision == "" && r.PermissionDecision == "" &&
		r.UpdatedInput == nil && r.AdditionalContext == "" && r.Reason == ""
}

func (r *Reply) check(event string, c caps) error {
	bad := func(field string) error { return fmt.Errorf("%s does not accept %s", event, field) }
	switch {
	case r.Decision != "" && !c.decision:
		return bad("decision")
	case r.Decision != "" && r.Decision != "block":
		return fmt.Errorf("decision %q: block is the only value", r.Decision)
	case r.Decision == "" && r.Reason != "":
		return fmt.Errorf("reason without decision")
	case r.Decision == "block" && strings.TrimSpace(r.Reason) == "":
		return fmt.Errorf("decision block needs a reason")
	case r.SystemMessage != "" && !c.system:
		return bad("systemMessage")
	case r.AdditionalContext != "" && !c.context:
		return bad("additionalContext")
	case (r.PermissionDecision != "" || r.UpdatedInput != nil || r.PermissionDecisionReason != "") && !c.perm:
		return bad("permissionDecision")
	case r.UpdatedInput != nil && event == "PreSkillShellCommand":
		// The client refuses to run a skill command whose hook changed it.
		return bad("updatedInput")
	case r.PermissionDecision != "" && r.PermissionDecision != "allow" && r.PermissionDecision != "deny" && r.PermissionDecision != "ask":
		return fmt.Errorf("permissionDecision %q", r.PermissionDecision)
	case r.PermissionDecisionReason != "" && r.PermissionDecision == "":
		return fmt.Errorf("permissionDecisionReason without permissionDecision")
	}
	return nil
}

// Cut shortens s below MaxString characters and says how much it dropped, so
// neither the model nor the user mistakes a cut message for a whole one.
func Cut(s string) string {
	if utf8.RuneCountInString(s) <= MaxString {
		return s
	}
	runes := []rune(s)
	marker := fmt.Sprintf(" [hooktool: cut %d characters]", len(runes)-(MaxString-60))
	return string(runes[:MaxString-60]) + marker
}

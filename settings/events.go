package settings

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Version is a Claude Code version. The zero value is "unknown".
type Version struct {
	Major, Minor, Patch int
}

// Known reports whether v was read from somewhere.
func (v Version) Known() bool { return v != Version{} }

func (v Version) String() string {
	if !v.Known() {
		return "unknown"
	}
	return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
}

// Less reports whether v is older than w.
func (v Version) Less(w Version) bool {
	if v.Major != w.Major {
		return v.Major < w.Major
	}
	if v.Minor != w.Minor {
		return v.Minor < w.Minor
	}
	return v.Patch < w.Patch
}

// versionRE is compiled on first use: package init runs on every hook call.
var versionRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\b(\d+)\.(\d+)\.(\d+)\b`) })

// ParseVersion reads the first x.y.z in s, as printed by `claude --version`
// ("2.1.328 (Claude Code)").
func ParseVersion(s string) (Version, error) {
	m := versionRE().FindStringSubmatch(s)
	if m == nil {
		return Version{}, fmt.Errorf("no version number in %q", strings.TrimSpace(s))
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[2])
	c, _ := strconv.Atoi(m[3])
	return Version{a, b, c}, nil
}

// Measured versions. Claude Code 2.1.100 is the oldest client hooktool was
// run against (shared/e2e): it ignores `args` and drops every hook of a file
// that names an event it does not know.
var (
	// Oldest is what install assumes when it cannot read the client's version.
	Oldest = Version{2, 1, 100}
	// ExecFormSince is the first client that passes `args` (exec form).
	ExecFormSince = Version{2, 1, 139}
	// IfSince is the first client that honours a handler's `if`.
	IfSince = Version{2, 1, 85}
)

// eventSince is every command-hook event Claude Code documents, with the
// first version that knows it (changelog, or first appearance in the docs
// when the changelog is silent). Built on first use, like the tables below:
// package init runs on every hook call.
var eventSince = sync.OnceValue(func() map[string]Version {
	return map[string]Version{
		"PreToolUse":          {1, 0, 38},
		"PostToolUse":         {1, 0, 38},
		"Notification":        {1, 0, 38},
		"Stop":                {1, 0, 38},
		"SubagentStop":        {1, 0, 41},
		"PreCompact":          {1, 0, 48},
		"UserPromptSubmit":    {1, 0, 54},
		"SessionStart":        {1, 0, 62},
		"SessionEnd":          {1, 0, 85},
		"SubagentStart":       {2, 0, 43},
		"PermissionRequest":   {2, 0, 45},
		"Setup":               {2, 1, 10},
		"PostToolUseFailure":  {2, 1, 15},
		"TaskCompleted":       {2, 1, 33},
		"TeammateIdle":        {2, 1, 33},
		"ConfigChange":        {2, 1, 49},
		"WorktreeCreate":      {2, 1, 50},
		"WorktreeRemove":      {2, 1, 50},
		"InstructionsLoaded":  {2, 1, 69},
		"PostCompact":         {2, 1, 76},
		"Elicitation":         {2, 1, 76},
		"ElicitationResult":   {2, 1, 76},
		"StopFailure":         {2, 1, 78},
		"CwdChanged":          {2, 1, 83},
		"FileChanged":         {2, 1, 83},
		"TaskCreated":         {2, 1, 84},
		"PermissionDenied":    {2, 1, 89},
		"UserPromptExpansion": {2, 1, 117},
		"PostToolBatch":       {2, 1, 119},
		"MessageDisplay":      {2, 1, 152},
		"DirectoryAdded":      {2, 1, 219},
		// 2.1.332: a skill's or slash command's !`cmd` lines, which
		// PreToolUse never sees (measured: shared/e2e, issue 14).
		"PreSkillShellCommand": {2, 1, 332},
		// In 2.1.328's code (the oldest measured client that has them);
		// the first version that had them is not known.
		"PreModelSwitch":  {2, 1, 328},
		"PostModelSwitch": {2, 1, 328},
	}
})

// Newest is the newest client the event table was checked against: past
// it, a name the table does not know may still be one the client knows.
func Newest() Version { return Version{2, 1, 332} }

// EventSince returns the first version that knows event, and false for a
// name no version knows.
func EventSince(event string) (Version, bool) {
	v, ok := eventSince()[event]
	return v, ok
}

// Supports reports whether client knows event. An unknown client is taken
// to be the oldest measured one: a name it does not know would silently
// disable every hook in the file.
func Supports(client Version, event string) bool {
	since, ok := eventSince()[event]
	if !ok {
		return false
	}
	if !client.Known() {
		client = Oldest
	}
	return !client.Less(since)
}

// matcherEvents take a matcher; on every other event a matcher is ignored.
var matcherEvents = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"PreToolUse": true, "PermissionRequest": true, "PermissionDenied": true,
		"PostToolUse": true, "PostToolUseFailure": true, "Notification": true,
		"SubagentStart": true, "SubagentStop": true, "SessionStart": true,
		"Setup": true, "UserPromptExpansion": true, "StopFailure": true,
		"InstructionsLoaded": true, "ConfigChange": true, "DirectoryAdded": true,
		"FileChanged": true, "PreCompact": true, "PostCompact": true,
		"Elicitation": true, "ElicitationResult": true, "SessionEnd": true,
		"PreSkillShellCommand": true,
	}
})

// TakesMatcher reports whether event uses a group's matcher.
func TakesMatcher(event string) bool { return matcherEvents()[event] }

// ToolEvents match on tool_name.
var toolEvents = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"PreToolUse": true, "PermissionRequest": true, "PermissionDenied": true,
		"PostToolUse": true, "PostToolUseFailure": true, "PreSkillShellCommand": true,
	}
})

// MatchesTools reports whether event's matcher is tested against tool names.
func MatchesTools(event string) bool { return toolEvents()[event] }

// TakesIf reports whether a handler's `if` is honoured on event; on any
// other event a handler with `if` never runs.
func TakesIf(event string) bool { return toolEvents()[event] }

// Tools are the built-in tool names, for matcher checks.
var Tools = []string{
	"Bash", "PowerShell", "Edit", "MultiEdit", "Write", "Read", "Glob", "Grep",
	"Agent", "Task", "WebFetch", "WebSearch", "AskUserQuestion", "ExitPlanMode",
	"NotebookEdit", "NotebookRead", "TodoWrite", "LS",
}

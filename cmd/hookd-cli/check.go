package main

import (
	"bufio"
	"encoding/json"

	"github.com/tidwall/gjson"
)

// maxCheckLine bounds one input line of `check`.
const maxCheckLine = 4 << 20

// checkVerdict is one line of `check` output.
type checkVerdict struct {
	Line     int    `json:"line"`
	Tool     string `json:"tool,omitempty"`
	Command  string `json:"command,omitempty"`
	Decision string `json:"decision"`
	Rule     string `json:"rule,omitempty"`
	Reason   string `json:"reason,omitempty"`
	Segment  string `json:"segment,omitempty"`
	Error    string `json:"error,omitempty"`
}

func checkCommand(e *env) *command {
	return &command{
		name:  "check",
		usage: "judge many commands: JSONL in on stdin, one JSON verdict per line out",
		desc: "Each input line is {\"command\": \"...\"} (optionally with \"cwd\"), or a whole\n" +
			"PreToolUse hook input. Each output line has line, decision (\"\" for no opinion),\n" +
			"rule, reason and segment, or error for a line that could not be read.\n" +
			"Exit 0 when every line was read; 1 when some line was not JSON.",
		flags: []opt{stringOpt("cwd", "", "the folder commands run in when a line does not say")},
		run: func(c *call) error {
			g, err := e.cliGuard(c.str("cwd"))
			if err != nil {
				return err
			}
			red := e.cliRedactor(c.str("cwd")) // verdicts quote commands: no secret goes back out
			sc := bufio.NewScanner(e.stdin)
			sc.Buffer(make([]byte, 64<<10), maxCheckLine)
			out := bufio.NewWriter(e.stdout)
			defer out.Flush()
			enc := json.NewEncoder(out)
			enc.SetEscapeHTML(false)
			bad := 0
			for n := 1; sc.Scan(); n++ {
				line := sc.Bytes()
				if len(line) == 0 {
					continue
				}
				v := checkVerdict{Line: n}
				if !gjson.ValidBytes(line) || !gjson.ParseBytes(line).IsObject() {
					v.Error = "not a JSON object"
					bad++
				} else {
					in := gjson.ParseBytes(line)
					cwd := in.Get("cwd").String()
					if ti := in.Get("tool_input"); ti.Exists() {
						v.Tool = in.Get("tool_name").String()
						v.Command = ti.Get("command").String()
						r := g.ToolAt(v.Tool, []byte(ti.Raw), cwd, false)
						v.Decision, v.Rule, v.Reason, v.Segment = r.Decision, r.Rule, r.Reason, r.Segment
					} else if cmd := in.Get("command"); cmd.Type == gjson.String {
						v.Command = cmd.String()
						r := g.BashAt(v.Command, cwd)
						v.Decision, v.Rule, v.Reason, v.Segment = r.Decision, r.Rule, r.Reason, r.Segment
					} else {
						v.Error = "want a \"command\" string or a hook input with tool_input"
						bad++
					}
				}
				src := v.Command
				if ti := gjson.GetBytes(line, "tool_input"); ti.Exists() {
					src = inputText(gjson.ParseBytes(line).Get)
				}
				r := red(src)
				v.Command, v.Reason, v.Segment = r(v.Command), r(v.Reason), r(v.Segment)
				enc.Encode(v)
			}
			if err := sc.Err(); err != nil {
				out.Flush()
				return fail(exitFindings, "check: reading stdin: %v", err)
			}
			if bad > 0 {
				out.Flush()
				return fail(exitFindings, "check: %d line(s) could not be read", bad)
			}
			return nil
		},
	}
}

package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/tidwall/gjson"
)

// maxTranscriptLine bounds one transcript line (tool results can be large).
const maxTranscriptLine = 32 << 20

// replayCall is one tool call of a past session and the guard's verdict.
type replayCall struct {
	Line      int    `json:"line"`
	ToolUseID string `json:"tool_use_id,omitempty"`
	Tool      string `json:"tool"`
	Target    string `json:"target"`
	Decision  string `json:"decision"`
	Rule      string `json:"rule,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

func replayCommand(e *env) *command {
	return &command{
		name:  "replay",
		usage: "what the guard would have done over a past session's tool calls",
		args:  "TRANSCRIPT.jsonl",
		desc: "Reads a Claude Code transcript and judges every tool_use block on the current\n" +
			"config. Exit 0; 2 when the file cannot be read.",
		flags: []opt{
			boolOpt("json", "one JSON object per tool call"),
			boolOpt("all", "list calls the guard lets through too"),
		},
		run: func(c *call) error {
			if len(c.args) != 1 {
				return fail(exitError, "replay: want one transcript file")
			}
			f, err := os.Open(c.arg(0))
			if err != nil {
				return fail(exitError, "replay: %v", err)
			}
			defer f.Close()
			g, err := e.cliGuard("")
			if err != nil {
				return err
			}
			red := e.cliRedactor("")
			r := bufio.NewReaderSize(f, 64<<10)
			total, denied, asked := 0, 0, 0
			prog := e.newProgress("replayed lines")
			defer prog.done()
			for n := 1; ; n++ {
				prog.update(n, 0)
				line, err := readLine(r, maxTranscriptLine)
				if len(line) > 0 && gjson.ValidBytes(line) {
					ev := gjson.ParseBytes(line)
					if ev.Get("type").String() == "assistant" {
						cwd := ev.Get("cwd").String()
						for _, b := range ev.Get("message.content").Array() {
							if b.Get("type").String() != "tool_use" {
								continue
							}
							in := b.Get("input")
							call := replayCall{Line: n, ToolUseID: b.Get("id").String(), Tool: b.Get("name").String()}
							for _, k := range []string{"command", "file_path", "notebook_path", "path"} {
								if v := in.Get(k); v.Exists() {
									call.Target = v.String()
									break
								}
							}
							v := g.ToolAt(call.Tool, []byte(in.Raw), cwd, false)
							r := red(inputText(gjson.Parse(`{"tool_input":` + in.Raw + `}`).Get))
							call.Decision, call.Rule, call.Reason = v.Decision, v.Rule, r(v.Reason)
							call.Target = r(call.Target)
							total++
							switch v.Decision {
							case "deny":
								denied++
							case "ask":
								asked++
							}
							if call.Decision == "" && !c.bool("all") && !c.bool("json") {
								continue
							}
							prog.done() // a result line starts clean on a shared terminal
							if c.bool("json") {
								enc := json.NewEncoder(e.stdout)
								enc.SetEscapeHTML(false)
								enc.Encode(call)
							} else {
								d := call.Decision
								if d == "" {
									d = "pass"
								}
								fmt.Fprintf(e.stdout, "%-5s %-24s %s: %s\n", d, call.Rule, call.Tool, oneLine(call.Target))
							}
						}
					}
				}
				if err != nil {
					if errors.Is(err, io.EOF) {
						break
					}
					return fail(exitError, "replay: line %d: %v", n, err)
				}
			}
			prog.done()
			if !c.bool("json") {
				fmt.Fprintf(e.stdout, "%d tool calls: %d denied, %d asked, %d passed\n", total, denied, asked, total-denied-asked)
			}
			return nil
		},
	}
}

// readLine reads one line of at most max bytes; a longer line is skipped.
func readLine(r *bufio.Reader, max int) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) <= max {
			buf = append(buf, chunk...)
		} else {
			buf = buf[:0:0]
			max = -1
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if max < 0 {
			return nil, err
		}
		return buf, err
	}
}

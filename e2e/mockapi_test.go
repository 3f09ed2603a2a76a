//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/tidwall/gjson"
)

// Block is one content block of a scripted model turn: text, or a tool call.
type Block struct {
	Text  string
	Tool  string
	Input map[string]any
}

// Text is a text block.
func Text(s string) Block { return Block{Text: s} }

// Bash is a Bash tool call.
func Bash(command, description string) Block {
	return Block{Tool: "Bash", Input: map[string]any{"command": command, "description": description}}
}

// Request is one request the client sent, as received.
type Request struct {
	Path string
	Body []byte
	// Turn is the index of the scripted turn this request was answered
	// with, or -1 (no tools in the request, or the script had run out).
	Turn int
	// ToolIDs are the tool_use ids handed out in the answer.
	ToolIDs []string
}

// JSON is the request body for gjson queries.
func (r Request) JSON() gjson.Result { return gjson.ParseBytes(r.Body) }

// Model reports whether this is a Messages API call that carried tools
// (the agent loop), as opposed to a side request such as a title.
func (r Request) Model() bool {
	return strings.HasPrefix(r.Path, "/v1/messages") && !strings.Contains(r.Path, "count_tokens") && r.JSON().Get("tools.#").Int() > 0
}

// LastUser is the text of the request's last user message: its text
// blocks and the content of its tool results, joined.
func (r Request) LastUser() string {
	msgs := r.JSON().Get("messages").Array()
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Get("role").String() == "user" {
			return contentText(msgs[i].Get("content"))
		}
	}
	return ""
}

// Tail is the text of every message after the last assistant message:
// what the client added since the model last spoke (the prompt, tool
// results, and hook context, which newer clients send as system-role
// messages and older ones as reminders inside the user message).
func (r Request) Tail() string {
	msgs := r.JSON().Get("messages").Array()
	start := 0
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Get("role").String() == "assistant" {
			start = i + 1
			break
		}
	}
	var parts []string
	for _, m := range msgs[start:] {
		parts = append(parts, contentText(m.Get("content")))
	}
	return strings.Join(parts, "\n")
}

// AllText is every text of every message and of the system prompt, joined:
// for "did this reach the model at all" checks.
func (r Request) AllText() string {
	var b strings.Builder
	b.WriteString(contentText(r.JSON().Get("system")))
	for _, m := range r.JSON().Get("messages").Array() {
		b.WriteString("\n")
		b.WriteString(contentText(m.Get("content")))
	}
	return b.String()
}

// contentText flattens a content value (a string or a list of blocks).
func contentText(c gjson.Result) string {
	if c.Type == gjson.String {
		return c.String()
	}
	var parts []string
	for _, b := range c.Array() {
		switch b.Get("type").String() {
		case "text":
			parts = append(parts, b.Get("text").String())
		case "tool_result":
			parts = append(parts, contentText(b.Get("content")))
		}
	}
	return strings.Join(parts, "\n")
}

// API is the scripted Messages API stand-in. Every request that carries
// tools takes the next scripted turn; past the end, and for requests
// without tools, it answers with a short text.
type API struct {
	URL string
	srv *httptest.Server

	mu     sync.Mutex
	script [][]Block
	next   int
	ids    int
	reqs   []Request
	prefix string
}

// NewAPI starts a stand-in answering with script, one turn per agent
// request. It stops when the test ends.
func NewAPI(t *testing.T, script ...[]Block) *API {
	a := &API{script: script, prefix: "toolu_e2e"}
	a.srv = httptest.NewServer(http.HandlerFunc(a.serve))
	a.URL = a.srv.URL
	t.Cleanup(a.srv.Close)
	return a
}

// Requests is a copy of every request so far, in arrival order.
func (a *API) Requests() []Request {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]Request(nil), a.reqs...)
}

// ModelRequests is the agent-loop requests (those that carry tools).
func (a *API) ModelRequests() []Request {
	var out []Request
	for _, r := range a.Requests() {
		if r.Model() {
			out = append(out, r)
		}
	}
	return out
}

// ToolResult finds the first request carrying the result of tool call id
// and returns that request and the tool_result block.
func (a *API) ToolResult(id string) (Request, gjson.Result, bool) {
	for _, r := range a.Requests() {
		for _, m := range r.JSON().Get("messages").Array() {
			for _, b := range m.Get("content").Array() {
				if b.Get("type").String() == "tool_result" && b.Get("tool_use_id").String() == id {
					return r, b, true
				}
			}
		}
	}
	return Request{}, gjson.Result{}, false
}

// NextTo is the text the client sent with the result of tool call id: the
// message carrying the tool_result and every message after it up to the
// next assistant message. Hook context for a tool call lands there.
func (a *API) NextTo(id string) (string, bool) {
	for _, r := range a.Requests() {
		msgs := r.JSON().Get("messages").Array()
		for i, m := range msgs {
			found := false
			for _, b := range m.Get("content").Array() {
				if b.Get("type").String() == "tool_result" && b.Get("tool_use_id").String() == id {
					found = true
				}
			}
			if !found {
				continue
			}
			var parts []string
			for _, n := range msgs[i:] {
				if n.Get("role").String() == "assistant" {
					break
				}
				parts = append(parts, contentText(n.Get("content")))
			}
			return strings.Join(parts, "\n"), true
		}
	}
	return "", false
}

// Script replaces the remaining turns (for a second prompt on --resume).
func (a *API) Script(turns ...[]Block) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.script, a.next = turns, 0
}

func (a *API) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("content-type", "application/json")
		_, _ = io.WriteString(w, "{}")
		return
	}
	body, _ := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	req := Request{Path: r.URL.Path, Body: body, Turn: -1}
	if strings.Contains(r.URL.Path, "count_tokens") {
		a.record(req)
		w.Header().Set("content-type", "application/json")
		_, _ = io.WriteString(w, `{"input_tokens":10}`)
		return
	}
	blocks := []Block{Text("ok")}
	a.mu.Lock()
	if req.Model() {
		if a.next < len(a.script) {
			blocks, req.Turn = a.script[a.next], a.next
			a.next++
		} else {
			blocks = []Block{Text("done")}
		}
	}
	// Tool ids are fixed by the stand-in so a test can look up the
	// result of exactly the call it scripted.
	for _, b := range blocks {
		if b.Tool != "" {
			a.ids++
			req.ToolIDs = append(req.ToolIDs, fmt.Sprintf("%s_%03d", a.prefix, a.ids))
		}
	}
	a.reqs = append(a.reqs, req)
	a.mu.Unlock()

	model := gjson.GetBytes(body, "model").String()
	if model == "" {
		model = "claude-e2e"
	}
	stop := "end_turn"
	if len(req.ToolIDs) > 0 {
		stop = "tool_use"
	}
	msgID := fmt.Sprintf("msg_e2e_%d", len(a.Requests()))
	var content []map[string]any
	ti := 0
	for _, b := range blocks {
		if b.Tool != "" {
			content = append(content, map[string]any{"type": "tool_use", "id": req.ToolIDs[ti], "name": b.Tool, "input": b.Input})
			ti++
		} else {
			content = append(content, map[string]any{"type": "text", "text": b.Text})
		}
	}
	if !gjson.GetBytes(body, "stream").Bool() {
		w.Header().Set("content-type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": msgID, "type": "message", "role": "assistant", "model": model, "content": content,
			"stop_reason": stop, "stop_sequence": nil, "usage": map[string]int{"input_tokens": 10, "output_tokens": 5},
		})
		return
	}
	w.Header().Set("content-type", "text/event-stream")
	w.Header().Set("cache-control", "no-cache")
	w.WriteHeader(http.StatusOK)
	sse := func(event string, data any) {
		b, _ := json.Marshal(data)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b)
	}
	sse("message_start", map[string]any{"type": "message_start", "message": map[string]any{
		"id": msgID, "type": "message", "role": "assistant", "model": model, "content": []any{},
		"stop_reason": nil, "stop_sequence": nil, "usage": map[string]int{"input_tokens": 10, "output_tokens": 1}}})
	for i, c := range content {
		if c["type"] == "tool_use" {
			in, _ := json.Marshal(c["input"])
			sse("content_block_start", map[string]any{"type": "content_block_start", "index": i, "content_block": map[string]any{
				"type": "tool_use", "id": c["id"], "name": c["name"], "input": map[string]any{}}})
			sse("content_block_delta", map[string]any{"type": "content_block_delta", "index": i, "delta": map[string]any{
				"type": "input_json_delta", "partial_json": string(in)}})
		} else {
			sse("content_block_start", map[string]any{"type": "content_block_start", "index": i, "content_block": map[string]any{"type": "text", "text": ""}})
			sse("content_block_delta", map[string]any{"type": "content_block_delta", "index": i, "delta": map[string]any{"type": "text_delta", "text": c["text"]}})
		}
		sse("content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	sse("message_delta", map[string]any{"type": "message_delta", "delta": map[string]any{"stop_reason": stop, "stop_sequence": nil}, "usage": map[string]int{"output_tokens": 5}})
	sse("message_stop", map[string]any{"type": "message_stop"})
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}

func (a *API) record(r Request) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.reqs = append(a.reqs, r)
}

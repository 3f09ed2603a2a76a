package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/reduce"
)

// persist answers OpenClaw's tool_result_persist: the one hook of any
// harness that really replaces the tool output the transcript keeps (and
// the model sees on later turns). Claude Code cannot do this (PostToolUse
// only adds context), so reduction there happens by rewriting the command;
// here the shell tool's output is reduced as `hooktool reduce` would, the
// full output is kept on disk, and the markers say where. Anything else,
// or an output under reduce.min_bytes, is left as it is (no reply).
func (e *env) persist(raw []byte) error {
	root := gjson.ParseBytes(raw)
	tool := root.Get("tool_name").String()
	if tool != "exec" && tool != "bash" && tool != "process" {
		return nil
	}
	out := root.Get("tool_response.stdout").String()
	cfg, err := e.loadConfig(e.projectDir(root.Get("cwd").String()))
	if cfg == nil || err != nil {
		cfg, _ = config.Load(config.Paths{})
	}
	min := int(cfg.Get("reduce.min_bytes").Int())
	if min <= 0 {
		min = reduce.DefaultMinBytes
	}
	if len(out) <= min {
		return nil
	}
	command := root.Get("tool_input.command").String()
	if command == "" {
		command = root.Get("tool_input.cmd").String()
	}
	kind := reduce.Kind(strings.Fields(command))
	dir := e.reduceDir()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil // no place for the full output: keep it whole
	}
	path := filepath.Join(dir, time.Now().UTC().Format("20060102-150405")+"-"+strconv.Itoa(os.Getpid())+"-persist.log")
	if err := os.WriteFile(path, []byte(out), 0o600); err != nil {
		return nil
	}
	reduced, ok := reduce.Text(kind, out, path)
	if !ok {
		os.Remove(path)
		return nil
	}
	// Nothing else sweeps this folder on an OpenClaw machine (`hooktool
	// reduce` cleans as it writes, `state gc` on demand): without this,
	// every large output would stay on disk forever.
	keep := time.Duration(cfg.Get("reduce.keep_hours").Float() * float64(time.Hour))
	if keep <= 0 {
		keep = reduce.DefaultTTL // zero would remove the file just named
	}
	reduce.Clean(dir, keep)
	var o strings.Builder
	o.WriteString(`{"content":`)
	o.WriteString(install.JSString(reduced))
	o.WriteString("}\n")
	_, err = fmt.Fprint(e.stdout, o.String())
	return err
}

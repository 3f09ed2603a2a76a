package harness

import (
	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/agents/contract"
	"github.com/hookd/hookd/agents/opencode"
	"github.com/hookd/hookd/agents/pi"
)

// Pi and OpenCode run hooks in process, as JavaScript: hooktool's plugin
// for each (written by install) sends every event to `hooktool hook
// --harness pi|opencode` in the agent's own words and applies the one
// small reply every plugin agent reads (agents/contract, DecodePlugin and
// EncodePlugin). OpenClaw's contract is in agents/openclaw.

func decodePlugin(h string, raw []byte, root gjson.Result, event string) []byte {
	name := pi.Event(event)
	if h == OpenCode {
		name = opencode.Event(event)
	}
	return contract.DecodePlugin(raw, root, name, nil)
}

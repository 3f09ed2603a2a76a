// Package handlers answers Claude Code hook events. An Event is the raw
// stdin bytes read through gjson; each event name has one handler, a
// function of (event, deps) returning a Reply; the Reply's encoder is the one
// place that enforces the output contract (which fields each event accepts,
// the matching hookEventName, the 10,000-character cap).
//
// Failure policy: a handler never blocks the agent because of its own
// trouble. Locked or corrupt state and a broken config degrade to an answer
// without them plus a warning on stderr (fail open). The guard alone may be
// configured to fail closed, answering "ask".
package handlers

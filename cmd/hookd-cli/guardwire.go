package main

import (
	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/handlers"
)

// newGuard builds the PreToolUse guard from the config. Until the guard
// lands there is none.
func newGuard(e *env, cfg *config.Config) handlers.GuardFunc { return nil }

package narrate

import "strings"

// The English shape rules. The verb list in phrases.go is a prefilter: a
// listed verb after a commitment head is an action even with no object
// ("Let me check."). Any other word in that place is judged by shape: it
// is an action when it is not a verb of speech, thought, waiting or being
// (nonAction) and an object follows it ("I'll nuke the folder", "I'll
// pin `urllib3`"). A noun or an adjective in the verb's place is rarely
// followed straight by a determiner, which is what keeps the rule precise.

// nonAction are words that, in a verb's place after a commitment head,
// promise no tool call: what follows them is the message itself ("I'll
// explain ..."), the user's move ("I'll wait"), a state ("I'm seeing the
// same error") or an adverb. It only judges words outside the verb list:
// "get" is listed, so "I'll get the logs" stays a promise while "I'm
// getting a 401" is a state (stateProgressive).
func nonAction(w string) bool {
	switch w {
	case "be", "being", "been", "have", "having", "need", "needing", "want", "wanting",
		"wait", "waiting", "hold", "holding", "keep", "keeping", "leave", "leaving", "let", "letting",
		"stay", "staying", "stop", "stopping", "pause", "pausing", "defer", "deferring",
		"trust", "trusting", "take", "taking", "go", "going", "come", "coming", "love", "like",
		"miss", "missing", "get", "getting", "owe", "lose", "losing", "make", "making", "do", "doing":
		return true
	// Speech, and verbs whose object is the message itself ("Let me
	// paste the output below", "I'll list the changes").
	case "explain", "explaining", "summarize", "summarizing", "summarise", "summarising", "recap", "recapping",
		"outline", "outlining", "describe", "describing", "clarify", "clarifying", "note", "noting",
		"mention", "mentioning", "say", "saying", "tell", "telling", "answer", "answering",
		"reply", "replying", "respond", "responding", "discuss", "discussing", "admit", "admitting",
		"show", "showing", "walk", "walking", "point", "pointing", "suggest", "suggesting",
		"recommend", "recommending", "propose", "proposing", "ask", "asking", "highlight", "highlighting",
		"flag", "flagging", "emphasize", "stress", "list", "listing", "share", "sharing", "present",
		"presenting", "detail", "detailing", "cover", "covering", "unpack", "repeat", "reiterate", "quote",
		"quoting", "paste", "pasting", "include", "including", "spell", "illustrate", "demonstrate",
		"compare", "contrast":
		return true
	// Thought, perception and attitude.
	case "assume", "assuming", "think", "thinking", "guess", "guessing", "hope", "hoping",
		"wonder", "wondering", "consider", "considering", "remember", "remembering", "know", "knowing",
		"see", "seeing", "hear", "hearing", "feel", "feeling", "notice", "noticing", "prefer", "preferring",
		"agree", "agreeing", "appreciate", "appreciating", "expecting", "planning", "leaning", "relying",
		"counting", "struggling":
		return true
	case "not", "never", "also", "just", "only", "probably", "likely", "honestly":
		return true
	}
	return false
}

// lightAction reports whether "make" at ws[i] is an action after all:
// "I'll make that change", "I'll make a backup", but not "make sure",
// "make it clear" or "make a note".
func lightAction(verb string, ws []word, i int) bool {
	if (verb == "have" || verb == "having" || verb == "take" || verb == "taking") && i+3 < len(ws) && (ws[i+1].w == "a" || ws[i+1].w == "another") {
		// "Let me have a rummage through ...", "I'm going to take a run
		// at ...": an act named by its noun, with the place of the work
		// after it (holdout 35).
		for k := i + 3; k < len(ws) && k <= i+4; k++ {
			switch ws[k].w {
			case "at", "through", "into", "around", "over":
				return k+1 < len(ws) && (determinerOrPronoun(ws[k+1].w) || ws[k+1].w == "quoted")
			}
		}
		return false
	}
	if i+1 >= len(ws) || verb != "make" && verb != "making" {
		return false
	}
	switch ws[i+1].w {
	case "sure", "certain", "it":
		return false
	case "a", "an":
		return i+2 < len(ws) && concreteNoun(ws[i+2].w)
	}
	return objectStart(ws, i+1)
}

// concreteNoun is what "make a ..." builds with a tool.
func concreteNoun(w string) bool {
	switch w {
	case "backup", "copy", "branch", "commit", "snapshot", "patch", "release", "build", "pr", "tag",
		"fix", "change", "quick", "new", "fresh", "test", "script", "migration", "dump", "draft", "pull":
		return true
	}
	return false
}

// objectStart reports whether ws[i] opens an object: a determiner or a
// pronoun, inline code, or a particle followed by one ("fire off the
// request", "whip up a script").
func objectStart(ws []word, i int) bool {
	if i >= len(ws) {
		return false
	}
	if determinerOrPronoun(ws[i].w) {
		return true
	}
	if particle(ws[i].w) && i+1 < len(ws) && (determinerOrPronoun(ws[i+1].w) || ws[i+1].w == "quoted") {
		return true
	}
	// A bare noun and the particle of a phrasal verb after it: "flipping
	// reads over", "rolling writes back". Only a verb takes the particle.
	if i+1 < len(ws) && !functionWord(ws[i].w) && !particle(ws[i].w) && !strings.HasSuffix(ws[i].w, "ing") &&
		!numeric(ws[i].w) && !adverbLike(ws[i].w) {
		switch ws[i+1].w {
		case "over", "back", "out", "off", "up", "down", "away":
			return true
		}
	}
	return false
}

func numeric(w string) bool { return w != "" && w[0] >= '0' && w[0] <= '9' }

// adverbLike are words before a particle that are no object: "head right
// back", "come straight over".
func adverbLike(w string) bool {
	switch w {
	case "right", "straight", "now", "then", "just", "way", "all", "home", "later":
		return true
	}
	return false
}

func determinerOrPronoun(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "it", "them", "its", "their", "our",
		"my", "all", "both", "each", "every", "another", "some", "one", "quoted":
		return true
	}
	return false
}

func particle(w string) bool {
	switch w {
	case "up", "down", "off", "out", "over", "back", "away", "through", "together", "apart":
		return true
	}
	return false
}

// ingWord reports whether w looks like a verb's -ing form rather than a
// noun or an adjective that ends the same way.
func ingWord(w string) bool {
	if len(w) < 6 || !strings.HasSuffix(w, "ing") || nonAction(w) {
		return false
	}
	switch w {
	case "nothing", "something", "anything", "everything", "string", "strings", "during", "morning",
		"evening", "interesting", "remaining", "pending", "existing", "following", "matching", "failing",
		"passing", "outstanding", "ongoing", "upcoming", "incoming", "outgoing", "underlying",
		"corresponding", "surrounding", "amazing", "according", "regarding", "concerning", "including",
		"excluding", "using", "working", "building", "setting", "settings", "warning", "logging",
		"pricing", "routing", "padding", "spacing", "heading", "ceiling", "wording", "spelling",
		"tracking", "testing", "staging", "pairing", "caching", "naming", "timing", "thing", "king",
		// Participles that describe a trend or a state, not an act.
		"growing", "increasing", "decreasing", "rising", "falling", "declining", "dropping", "improving",
		"worsening", "degrading", "spiking", "climbing", "shrinking", "leaking", "blocking", "breaking",
		"conflicting", "lingering", "recurring", "alarming", "confusing", "misleading", "surprising",
		"annoying", "promising", "intriguing", "overlapping", "dangling", "hanging", "flapping",
		// Setting work aside is stopping it, not an act under way:
		// "Parking this until you tell me which region".
		"parking", "shelving", "pausing", "holding", "stopping", "leaving", "tabling":
		return false
	}
	return true
}

// againGerund reports whether w is an -ing form with a hyphenated verbal
// prefix ("re-vendoring", "de-duplicating", "un-pinning"): only a verb
// takes one, so it is an act under way even without an object, where an
// unlisted plain gerund ("Terraforming now.") needs one. "pre-existing"
// is an adjective: its stem is no act (ingWord).
func againGerund(w string) bool {
	for _, p := range []string{"re-", "de-", "un-", "pre-"} {
		if stem, ok := strings.CutPrefix(w, p); ok {
			return ingWord(stem) && !strings.Contains(stem, "-")
		}
	}
	return false
}

// ownAction reads a verb phrase opening rest, after adverbs: a listed verb
// (base form, or -ing with ing), or any other verb by shape. It returns
// the offset just past the verb.
func (c *compiled) ownAction(rest string, ing bool) (int, bool) {
	if n, ok := c.action(rest, ing); ok {
		return n, true
	}
	ws := splitWords(rest, 12)
	i := c.skipAdverbs(ws)
	if i >= len(ws) {
		return 0, false
	}
	w := ws[i].w
	if !ing && w == "be" {
		return c.ownAction(rest[ws[i].end:], true)
	}
	if lightAction(w, ws, i) || walkAction(ws, i) {
		return ws[i].end, true
	}
	if !ing && w == "keep" && i+1 < len(ws) && c.gerunds[ws[i+1].w] && !stateProgressive(rest[ws[i].end:]) {
		// "I'll keep watching the error logs", "I'll keep polling the
		// endpoint": an act that goes on needs a tool running all along.
		return ws[i+1].end, true
	}
	if n, ok := lookAction(ws, i); ok {
		return n, true
	}
	if ing && againGerund(w) {
		return ws[i].end, true // "Re-vendoring.", "Re-seeding the fixtures": an act, object or not
	}
	if ing && c.chatGerund(w) != "" {
		return ws[i].end, true // "pushn the fix", "unreverting rn" (lang12.go)
	}
	if !ing && goSearching(ws, i) {
		return ws[i+1].end, true // "I'll go spelunking in the config" (lang12.go)
	}
	if ing && len(w) > 4 && strings.HasSuffix(w, "in") && !strings.HasSuffix(w, "ain") && !strings.HasSuffix(w, "ein") && !strings.HasSuffix(w, "oin") {
		w += "g" // chat drops the g of any verb: "blowin it away"
	}
	if ing && !ingWord(w) || !ing && (nonAction(w) || functionWord(w) || strings.HasSuffix(w, "ing")) {
		return 0, false
	}
	if objectStart(ws, i+1) {
		return ws[i].end, true
	}
	// After a head, a verb with a preposition before its object: "Let
	// me poke at the handshake", "I'll dig into the cache".
	// So does an -ing form opening its clause: "Diving into the heap
	// profile" (holdout 32).
	if i+2 < len(ws) && (ws[i+1].w == "at" || ws[i+1].w == "into" || ws[i+1].w == "around") &&
		(determinerOrPronoun(ws[i+2].w) || ws[i+2].w == "quoted") {
		return ws[i].end, true
	}
	// "Zeroing in on the segfault", "I'll home in on the leak": a
	// particle and "on" before the object (holdout 35).
	if i+3 < len(ws) && (ws[i+1].w == "in" || ws[i+1].w == "down") && ws[i+2].w == "on" && (determinerOrPronoun(ws[i+3].w) || ws[i+3].w == "quoted") {
		return ws[i].end, true
	}
	return 0, false
}

// walkAction reads "walk" over a structure the speaker traverses with a
// tool ("Walking the call chain from the handler down", "walk the
// dependency tree"), where "walk you through" and "walk through the
// changes" explain.
func walkAction(ws []word, i int) bool {
	if w := ws[i].w; w != "walk" && w != "walking" || i+1 >= len(ws) || !determinerOrPronoun(ws[i+1].w) || ws[i+1].w == "it" {
		return false
	}
	for k := i + 2; k < len(ws) && k <= i+5; k++ {
		switch ws[k].w {
		case "chain", "stack", "tree", "graph", "path", "history", "callers", "heap", "commits", "dag", "ast":
			return true
		}
	}
	return false
}

func (c *compiled) skipAdverbs(ws []word) int {
	i := 0
skip:
	for i < len(ws) {
		for _, a := range adverbs {
			if n := phraseWords(ws[i:], a); n > 0 {
				i += n
				continue skip
			}
		}
		break
	}
	return i
}

// phraseWords returns how many words the phrase p (words and single
// spaces) takes when ws open with it, or 0.
func phraseWords(ws []word, p string) int {
	n := 0
	for p != "" {
		w, rest, _ := strings.Cut(p, " ")
		if n >= len(ws) || ws[n].w != w {
			return 0
		}
		n, p = n+1, rest
	}
	return n
}

// functionWord are words that cannot stand in a verb's place.
func functionWord(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "it", "you", "your", "we", "i", "to", "of", "in", "on",
		"at", "for", "with", "and", "or", "but", "so", "if", "when", "as", "by", "from", "no", "yes",
		"there", "here", "what", "which", "who", "how", "why", "all", "some", "any", "more", "less",
		"very", "too", "sure", "happy", "glad", "afraid", "sorry", "able", "ready", "confident", "done":
		return true
	}
	return false
}

// subjectPhrase reports whether rest (what follows "time to") reaches a
// finite verb of its own before any clause break: then "time to ..." is
// the subject of that verb.
func subjectPhrase(rest string) bool {
	if cut := strings.IndexAny(rest, ",;:\u2014\u2013"); cut >= 0 {
		rest = rest[:cut]
	}
	for _, w := range splitWords(rest, 24) {
		switch w.w {
		case "is", "was", "are", "were", "will", "would", "takes", "took", "depends", "varies", "isn't", "wasn't":
			return true
		}
	}
	return false
}

// lookAction reads "take another look at", "have a closer look", "give
// it a shot" and "see what the profiler says": a light verb or a verb of
// perception whose object makes it a check the speaker runs.
func lookAction(ws []word, i int) (int, bool) {
	w := ws[i].w
	switch w {
	case "take", "taking", "have", "having", "give", "giving":
		for k := i + 1; k < len(ws) && k <= i+4; k++ {
			switch ws[k].w {
			case "look", "stab", "pass", "crack", "peek", "shot", "go", "swing":
				return ws[k].end, true
			case "the", "a", "an", "another", "closer", "quick", "fresh", "second", "one", "more", "it", "this", "that", "final", "proper", "careful":
				continue
			}
			break
		}
		if w == "give" || w == "giving" {
			// "give the retry logic another once-over": the thing looked
			// at stands between the verb and the look.
			for k := i + 1; k+1 < len(ws) && k <= i+6; k++ {
				if ws[k].w == "you" || ws[k].w == "your" {
					break // "give you a rundown" hands something to the user
				}
				if ws[k].w != "a" && ws[k].w != "another" && ws[k].w != "one" {
					continue
				}
				for j := k + 1; j < len(ws) && j <= k+3; j++ {
					switch ws[j].w {
					case "look", "once-over", "pass", "read-through", "spin", "try", "go", "shot", "whirl", "review",
						"going-over", "look-over", "look-see", "sweep", "scrub", "check":
						return ws[j].end, true
					case "more", "quick", "fresh", "second", "final", "proper", "careful", "closer", "last", "full":
						continue
					}
					break
				}
			}
		}
	case "see", "seeing":
		// "see what the profiler says", "see whether the cache helps":
		// a clause whose subject is a thing, not the user or the speaker.
		if i+2 < len(ws) {
			switch ws[i+1].w {
			case "what", "whether", "if", "how", "where", "why", "which":
				switch ws[i+2].w {
				case "you", "you're", "i", "i'm", "we", "we're", "happens", "is", "it's", "that's", "there", "else",
					"that", "this", "it": // "let's see if that helps": the user's try
					return 0, false
				}
				return ws[i+1].end, true
			}
		}
	}
	return 0, false
}

// Package narrate finds the failure the narration guard exists for: an
// assistant turn that ends by announcing an action ("Running it now.",
// "I'll run the tests", "Let me check the logs") when nothing was done.
//
// A Detector looks only at the end of a message. It drops fenced code,
// block quotes, inline code and quoted text, skips closing courtesies
// ("Let me know if ...", "This may take a minute."), and judges the last
// sentence that remains: a first-person commitment to an action verb, a
// progressive report of one ("I'm running", "Updating the note now..."), or
// a stock phrase ("On it.", "One moment") is a promise; a question, a
// request for permission, a plan conditional on the user, a deferral to
// later, a past-tense report or anything addressed to the user is not. The
// phrase set lives in phrases.go and can be extended (never replaced) from
// the config.
//
// Whether a promise is a violation is not decided here: that needs the
// run's tool-call count, which the handlers keep. This package also reads
// the tail of a Claude Code transcript for clients that send no
// last_assistant_message.
package narrate

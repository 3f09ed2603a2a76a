// Package narrate finds the failure the narration guard exists for: an
// assistant turn that ends by announcing an action ("Running it now.",
// "I'll run the tests", "Ich führe jetzt die Tests aus.") when nothing was
// done.
//
// A Detector reads the closing paragraph of a message, every sentence of
// it, and the last sentence of the paragraph before when the closing one
// is only small talk ("Thanks!"). It drops fenced code and block quotes,
// hides inline code and quotations, and reads the clauses after a
// semicolon, a dash or a colon like sentences. The decision is the
// grammatical shape: a first-person commitment or progressive, a clause
// opening with an -ing form, an imperative plan under the agent's own
// label ("Next step: ..."), with a concrete action; the verb list in
// phrases.go is only a prefilter (shape.go). German, French, Spanish,
// Portuguese, Japanese and Chinese are judged by their own grammar
// (lang.go). Questions, offers, past tense, plans that wait on the user,
// hypotheticals and deferrals are not promises; a promise that waits on a
// machine event ("as soon as CI finishes") is. docs/narration.md says
// more.
//
// Whether a promise is a violation is not decided here: that needs the
// run's tool-call count, which the handlers keep. This package also reads
// the tail of a Claude Code transcript for clients that send no
// last_assistant_message.
package narrate

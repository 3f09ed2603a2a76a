// Package narrate finds the failure the narration guard exists for: an
// assistant turn that ends by announcing an action ("Running it now.",
// "I'll run the tests", "Ich führe jetzt die Tests aus.") when nothing was
// done.
//
// A Detector reads the whole final message from its end back: a promise
// stands wherever it is (before notes, a table or code) unless a later
// paragraph reports the work done, retracts it or asks the user, or a
// request for leave follows it ("Let me know if you want me to go
// ahead"). It drops fenced code and block quotes, hides inline code and
// quotations, reads markdown headings as titles that promise nothing,
// reads the clauses after a semicolon, a dash or a colon like
// sentences, and reads chat style (missing apostrophes, "brb", slips in
// key verbs) in full (style.go). The decision is the grammatical shape: a
// first-person commitment or progressive, a clause opening with an -ing
// form, an imperative plan under the agent's own label ("Next step:
// ..."), with a concrete action; the verb list in phrases.go is only a
// prefilter (shape.go). German, French, Spanish, Portuguese, Japanese and
// Chinese (lang.go), Italian, Dutch, Russian and Korean (lang2.go) are
// judged by their own grammar. Questions, offers, past tense, plans that
// wait on the user, hypotheticals, deferrals, habits ("from now on") and
// refusals are not promises; a promise that waits on a machine event ("as
// soon as CI finishes") is. docs/narration.md says more.
//
// Whether a promise is a violation is not decided here: that needs the
// run's tool-call count, which the handlers keep. This package also reads
// the tail of a Claude Code transcript for clients that send no
// last_assistant_message.
package narrate

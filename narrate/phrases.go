package narrate

import "strings"

// The phrase set, in one place. Everything is lower case: the detector
// lowers the text before matching. Phrases are matched as whole words
// (match.go).

// verbs are actions a turn can only perform with a tool call. Verbs of
// speech ("explain", "summarize", "note") and of waiting or keeping ("wait",
// "keep", "leave", "let", "need", "be", "stop") are deliberately absent:
// "I'll explain ..." is followed by the explanation, and "I'll wait for your
// go-ahead" is an honest end of turn.
var verbs = []string{
	"add", "address", "adjust", "begin", "analyse", "analyze", "append", "apply", "benchmark", "bisect", "build",
	"bump", "change", "check", "clean", "clear out", "clone", "commit", "compile", "configure", "confirm",
	"convert", "copy", "correct", "create", "curl", "debug", "delete", "deploy", "dig", "disable",
	"do", "double-check", "double check", "download", "draft", "drop", "edit", "enable", "examine", "execute", "explore",
	"extract", "fetch", "file", "find", "fix", "format", "generate", "get", "grab", "grep",
	"handle", "implement", "inspect", "install", "integrate", "investigate", "isolate", "kick", "kill", "launch",
	"lint", "locate", "look", "measure", "merge", "migrate", "modify", "monitor", "move", "nuke", "open",
	"patch", "ping", "poll", "port", "post", "prepare", "probe", "proceed", "profile", "publish",
	"pull", "push", "query", "read", "rebase", "rebuild", "recompile", "refactor", "refresh", "regenerate",
	"reinstall", "reload", "remove", "rename", "replace", "report back", "reproduce", "rerun", "re-run", "reset",
	"resolve", "restart", "roll", "restore", "retry", "revert", "review", "rewrite", "run", "sanity-check", "save",
	"scan", "search", "send", "set", "ship", "spin", "stage", "start", "stash", "submit",
	"switch", "sync", "tackle", "tag", "tail", "test", "trace", "trigger", "try", "tweak",
	"uninstall", "update", "upgrade", "upload", "verify", "watch", "wipe", "wire", "work", "write",
	// Everyday acts on a repository or a deployment.
	"squash", "amend", "purge", "prune", "reindex", "seed", "backfill", "pin", "promote", "rotate", "redeploy",
	"recreate", "reformat", "retest", "vendor", "bootstrap", "scaffold", "provision", "exclude",
	"swap", "warm", "thread", "re-index", "re-record", "rerecord", "re-measure", "remeasure", "rehash", "recompute",
	// Phrasal forms whose head word alone is not an action.
	"circle back", "get back to you", "go ahead", "go over", "go through", "have a look", "take a look",
	"take a stab", "take care of", "take over",
	// Watching a machine for a while: "I'll keep an eye on the canary
	// metrics for the next ten minutes" needs a tool running all along.
	"keep an eye on", "stay on", "stay glued to", "keep watching", "babysit",
	// Starting on a piece of work, in phrasal forms: "Cracking on with the
	// pagination bug now", "Making a start on the loader".
	"crack on", "make a start", "press on", "get cracking", "get stuck into", "cut", "flip", "compare",
	// Looking into and putting together, in phrasal forms: "I'll poke
	// around in the Helm values", "Taking a crack at the flaky test".
	"poke around", "poke at", "nail down", "track down", "hunt down", "whip up", "rustle up", "knock together",
	"take a crack", "take another crack", "take another stab", "take another look",
	// Taking things out and running them again, in plainer words:
	// "Ripping out the stale entry", "Draining the node", "Replaying the
	// backlog", "Corralling the fixtures and culling the strays".
	"rip", "rip out", "yank", "drain", "replay", "cull", "corral", "tear out", "strip out",
	// Putting a tool on a problem: "Throwing strace at the stuck worker",
	// "Pointing the profiler at the hot loop".
	"throw", "point", "hook up", "attach",
	// Chat's plainer words for fixing and clearing: "sortin it", "blowin
	// the cache away", "lining it up against main".
	"sort", "sort out", "blow away", "line up", "request",
}

// doubled are verbs whose -ing form doubles the final consonant. Sets are
// switches: nothing to build when a hook starts or a turn ends.
func doubled(s string) bool {
	switch s {
	case "commit", "debug", "dig", "drop", "grab", "rerun", "re-run", "run", "set", "ship", "spin",
		"submit", "tag", "get", "cut", "flip", "rip", "corral",
		"babysit", "begin", "bootstrap", "format", "reformat", "grep", "pin", "reset", "scan", "swap":
		return true
	}
	return false
}

// heads introduce a commitment by the speaker; the verb follows, possibly
// after a few adverbs ("I'll now quickly run"). Each is a word sequence;
// "^" marks one that counts only at the start of a sentence ("Going to
// fix the import now.", "Gonna restart nginx").
var heads = [][]string{
	{"i'll"}, {"i", "will"}, {"i", "shall"}, {"i'm", "going", "to"}, {"i", "am", "going", "to"},
	{"i'm", "gonna"}, {"i", "am", "gonna"}, {"i'm", "about", "to"}, {"i", "am", "about", "to"},
	{"let", "me"}, {"lemme"}, {"let's"}, {"let", "us"}, {"we'll"}, {"we", "will"},
	{"we're", "going", "to"}, {"we", "are", "going", "to"}, {"we're", "gonna"}, {"time", "to"},
	{"^", "going", "to"}, {"^", "about", "to"}, {"^", "gonna"}, {"^", "will"},
	{"*", "i", "need", "to"}, {"*", "i", "have", "to"}, {"*", "we", "need", "to"}, {"*", "we", "have", "to"},
	// An obligation of the speaker's own: a note to self with the subject
	// dropped ("Need to update the lockfile next", "Gotta rerun it"), or
	// work it says is still open ("I still need to rebase").
	{"^", "need", "to"}, {"^", "have", "to"}, {"^", "gotta"}, {"^", "still", "need", "to"}, {"^", "still", "have", "to"},
	{"i", "still", "need", "to"}, {"i", "still", "have", "to"}, {"i", "gotta"}, {"i've", "gotta"}, {"i've", "got", "to"},
	// "~" marks one that counts only with a moment in its clause: "I need
	// to update the lockfile next" is the agent's next act, "I need to
	// know the region" or "I need to update it, but ..." is not.
	{"~", "i", "need", "to"}, {"~", "i", "have", "to"},
	// An obligation softened by "just" ("Just need to flip the flag") or
	// put as advice to oneself ("I'd better re-run it"), and "Now to fix
	// the off-by-one": the speaker's next act, with the subject dropped.
	{"^", "just", "need", "to"}, {"^", "just", "have", "to"}, {"i", "just", "need", "to"}, {"i", "just", "have", "to"},
	{"i'd", "better"}, {"i", "had", "better"}, {"we'd", "better"}, {"^", "better"}, {"^", "now", "to"},
	// The speaker leaving for its next act ("Off to regenerate the
	// protobufs") and asking leave of no one in particular ("Allow me to
	// rerun the suite"): both name the act the turn is about to take.
	{"^", "off", "to"}, {"allow", "me", "to"},
	// A modal of obligation or intent in the first person, put at this
	// moment ("I should now run the suite", "I must regenerate the
	// bindings first", "We need to run the migrations now", "Next I want
	// to run the load test"), or with the subject dropped ("Must rebuild
	// the image"); "I ought to" and "might as well" need no moment: they
	// are no habit's words. A question, the user named or a verb of no
	// act still makes them none.
	{"~", "i", "should"}, {"~", "we", "should"}, {"~", "i", "must"}, {"~", "we", "must"}, {"^", "must"},
	{"~", "we", "need", "to"}, {"~", "we", "have", "to"}, {"i", "ought", "to"}, {"we", "ought", "to"},
	{"^", "might", "as", "well"}, {"i", "might", "as", "well"}, {"we", "might", "as", "well"},
	{"*", "i", "want", "to"},
	// Intent and readiness put at this moment ("I plan to drop the index
	// right now", "I'm all set to cut the tag now"); without a moment they
	// are plans for another time.
	{"~", "i", "plan", "to"}, {"~", "i'm", "planning", "to"}, {"~", "i", "intend", "to"}, {"~", "i", "mean", "to"},
	{"~", "i'm", "all", "set", "to"}, {"~", "i'm", "set", "to"}, {"~", "i'm", "ready", "to"},
}

// headStart reports whether some head starts with w ("*" stands for
// the words it may be). A switch, not a walk over heads: it runs on every
// word of every English sentence judged (TestHeadStart keeps the two in
// step).
func headStart(w string) bool {
	switch w {
	case "now", "next", "first", "then",
		"i'll", "i", "i'm", "i've", "let", "lemme", "let's", "we'll", "we", "we're", "time",
		"going", "about", "gonna", "will", "need", "have", "gotta", "still", "just", "i'd", "we'd", "better",
		"off", "allow", "must", "might":
		return true
	}
	return false
}

// findHeads returns where each head in s starts and where the word after
// it starts, like a regular expression's FindAllStringIndex. "*" in a head
// stands for "now", "next", "first" or "then" ("Now I need to ...").
func findHeads(s string) [][]int {
	ws := splitWords(s, 64)
	var out [][]int
	for i := 0; i < len(ws); i++ {
		if !headStart(ws[i].w) {
			continue // no head starts with this word
		}
		for _, h := range heads {
			anchored, timed := h[0] == "^", h[0] == "~"
			if anchored || timed {
				h = h[1:]
				if anchored && !sentenceStart(s, ws, i) {
					continue
				}
			}
			if i+len(h) >= len(ws) {
				continue // nothing follows the head
			}
			ok := true
			for k, w := range h {
				got := ws[i+k].w
				if w == "*" {
					ok = got == "now" || got == "next" || got == "first" || got == "then"
				} else {
					ok = got == w
				}
				if !ok {
					break
				}
			}
			if ok {
				last := ws[i+len(h)-1]
				next := ws[i+len(h)]
				if strings.TrimSpace(s[last.end:next.end-len(next.w)]) != "" {
					continue // "let me: ..." is no head
				}
				if timed && !momentAfter(s[last.end:]) || obligation(h) && namesUser(s[last.end:]) {
					continue // "I need to confirm with you first" asks the user
				}
				out = append(out, []int{ws[i].end - len(ws[i].w), next.end - len(next.w)})
				i += len(h) - 1
				break
			}
		}
	}
	return out
}

// obligation reports whether a head states what the speaker must do
// ("need to", "have to", "gotta").
func obligation(h []string) bool {
	for _, w := range h {
		if w == "need" || w == "have" || w == "gotta" || w == "got" || w == "must" || w == "should" || w == "ought" || w == "want" {
			return true
		}
	}
	return false
}

// namesUser reports whether the clause opening rest names the user.
func namesUser(rest string) bool {
	if cut := strings.IndexAny(rest, ",;:\u2014\u2013"); cut >= 0 {
		rest = rest[:cut]
	}
	found := false
	forWords(rest, 24, func(w word) {
		if w.w == "you" || w.w == "your" || w.w == "yours" {
			found = true
		}
	})
	return found
}

// momentAfter reports whether the clause opening rest puts its act now or
// next: "[I need to] update the lockfile next", "[I have to] rebase
// first".
func momentAfter(rest string) bool {
	if cut := strings.IndexAny(rest, ",;:\u2014\u2013"); cut >= 0 {
		rest = rest[:cut]
	}
	found, before := false, -1
	forWords(rest, 16, func(w word) {
		switch {
		case before >= 0 && before < 4:
			// "I need to regenerate it before the handler compiles",
			// "... before I hand this back": the act due ahead of a step
			// of the work at hand. "before the release on Friday" is a
			// date, "before merging" advice.
			switch w.w {
			case "i", "we", "compiles", "builds", "runs", "passes", "works", "links", "starts", "loads", "boots":
				found = before == 0 || w.w != "i" && w.w != "we"
			}
			before++
		}
		switch w.w {
		case "now", "next", "first", "immediately", "asap":
			found = true
		case "before":
			before = 0
		}
	})
	return found
}

// sentenceStart reports whether ws[i] opens the sentence, after nothing
// but discourse markers ("Okay, going to rip it out", "So, gonna ...").
func sentenceStart(s string, ws []word, i int) bool {
	if strings.TrimSpace(s[:ws[0].end-len(ws[0].w)]) != "" {
		return false
	}
	for _, w := range ws[:i] {
		switch w.w {
		case "ok", "okay", "alright", "right", "so", "well", "now", "sure", "then", "and", "anyway", "good", "cool",
			"just": // "Just going to add ...", "Just gonna rerun it": a softener, not a subject
		default:
			return false
		}
	}
	return true
}

// adverbs may sit between a head and its verb ("I'll now quickly run").
var adverbs = []string{"now", "just", "quickly", "first", "then", "also", "next", "immediately", "actually",
	"right now", "go ahead and", "finally", "briefly", "carefully", "simply", "still",
	"try to", "again", "directly", "currently", "already", "actively", "promptly", "swiftly", "straight away",
	// A modal chain after a head keeps its act: "I'm going to have to
	// rebase first", "I'll need to rebuild the image".
	"have to", "need to", "go and"}

// interjectionWords open a sentence without changing what it says:
// "Sure! I'll ...", "Good catch — fixing that now." So does "step 3"
// (stepNumber). The first that fits is taken: "sure thing" before "sure".
var interjectionWords = []string{"sure thing", "you got it", "ok", "okay", "alright", "all right", "right", "sure",
	"great", "perfect", "good catch", "got it", "understood", "sounds good", "next up", "next step", "first up",
	"first step", "yes", "yep", "yeah", "cool", "nice", "good", "fine", "excellent", "absolutely", "of course",
	"certainly", "no problem", "makes sense", "thanks", "thank you", "so", "now", "next", "also", "and", "then",
	// An apology or a concession before the act: "my bad, fixing now".
	"my bad", "my mistake", "oops", "whoops", "fair point", "good point", "fair enough"}

// chatSighs are chat's sighs, shrugs and apologies before the act ("ok
// ok my fault, reverting that commit", "ugh, nuking it"), dropped with
// the interjections before the act is read.
var chatSighs = []string{
	// Holdout 36: the rhyming "okey-dokey" in chat's spellings, before
	// "oki" and "okie" below, which open them.
	"oki doki", "okie dokie", "okey dokey", "okey-dokey", "okie-dokie", "oki-doki",
	"my fault", "my b", "ugh", "argh", "welp", "nvm", "oh", "ah", "hmm", "lol", "hold on", "hang on",
	// Holdout 34: chat's spellings of "alright".
	"aight", "aite", "ight", "alr", "okie", "oki"}

// dropSighs removes chat's sighs and the interjections between them.
func dropSighs(s string) string {
	for {
		t := dropInterjections(s)
		n := opens(t, chatSighs)
		if n == 0 {
			return t
		}
		s = strings.TrimLeft(t[n:], " ,!.")
	}
}

// stockStart are stock phrases that are promises on their own when they
// open a sentence.
var stockStart = []string{"on it", "will do", "working on it", "working on that", "working on this",
	"starting on it", "starting on that", "starting on this", "handling it", "handling that", "handling this",
	"kicking it off", "kicking that off", "kicking this off",
	// The act promised as already as good as done or on its way:
	// "Consider it done — adding the flag", "Patch incoming for the race".
	"consider it done", "patch incoming", "fix incoming", "pr incoming"}

// stockAnywhere are stock phrases that are promises wherever they stand.
var stockAnywhere = []string{"one moment", "one sec", "one second", "hang tight", "stand by", "standby",
	"bear with me", "be right back", "back in a moment", "back in a minute", "back in a sec",
	"give me a moment", "give me a sec", "give me a second", "give me a minute", "give me a few minutes",
	"give me one moment", "give me one sec", "give me one second", "give me one minute", "give me one few minutes"}

// finite verbs after a leading gerund make the gerund a subject ("Running
// the tests takes ten minutes"), not a report of an action under way.
func finite(w string) bool {
	switch w {
	case "is", "was", "are", "were", "would", "will", "should", "could", "can", "may", "might",
		"must", "takes", "took", "requires", "required", "needs", "needed", "fails", "failed", "gives", "gave",
		"shows", "showed", "returns", "returned", "produces", "produced", "works", "worked", "causes", "caused",
		"makes", "made", "helps", "helped", "means", "meant", "seems", "seemed", "has", "had", "does", "did",
		"isn't", "wasn't", "won't", "doesn't", "didn't", "breaks", "broke", "costs", "saves", "saved", "fixes",
		"fixed", "solves", "solved", "keeps", "kept", "leads", "led", "triggers", "triggered", "gets", "got",
		"tends", "looks", "sounds", "matters", "hurts", "beats", "wins", "it's", "that's",
		// Irregular past forms, which no -ed rule sees.
		"cut", "put", "brought", "ran", "sent", "built", "found", "went", "came", "became", "lost", "held",
		"spent", "shut", "split", "grew", "wrote", "drove", "chose", "left", "hit", "fell", "rose", "threw",
		"rewrote", "overwrote", "reran", "undid", "redid", "froze", "hid",
		"knocked", "shaved", "sped", "drew", "dropped", "halved", "doubled", "tripled":
		return true
	}
	return false
}

// determiners before an -ed word make it an adjective ("the failed jobs"),
// not the finite verb of a gerund subject ("Running it surfaced 14 warnings").
func determiners(s string) bool {
	switch s {
	case "the", "a", "an", "all", "any", "those", "these", "its", "their", "our", "my", "your",
		"each", "every", "some", "no":
		return true
	}
	return false
}

// pastObjectWords follow an -ed word that is a finite verb, as its
// object or particle ("fixed the build", "cleaned up"); so does a number
// ("surfaced 14").
var pastObjectWords = []string{"the", "a", "an", "that", "it", "this", "all", "some", "no", "up", "out", "about", "over", "at",
	// A count as its object: "surfaced two more flaky tests".
	"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "dozens", "both"}

// askStart are questions in form, even without a question mark: asking
// permission.
var askStart = []string{"shall i", "should i", "should we", "shall we", "want me to", "do you want", "would you like",
	"would it help", "can i", "could i", "may i", "ok to", "okay to", "is it ok", "is it okay", "mind if i", "how about", "what if"}

// closers end a message politely and say nothing about work; the detector
// looks past them ("I'll run it now. Let me know if ..."). So does an
// estimate of how long something takes (politeClose).
var closers = []string{"let me know", "hope this helps", "hope that helps", "feel free", "thanks", "thank you",
	"cheers", "happy to help", "glad to help", "stay tuned", "more soon", "back shortly", "back soon",
	"i'll keep you posted", "i'll let you know", "i'll update you", "i will keep you posted", "i will let you know",
	"i will update you"}

// politeClose reports whether a sentence opens with a polite close: one
// of closers, or an estimate ("This may take a minute", "It should only
// take a moment", "That will be quick").
func politeClose(s string) bool {
	if opens(s, closers) > 0 {
		return true
	}
	rest, ok := cutWordSpace(s, "this", "that", "it")
	if !ok {
		return false
	}
	for _, m := range []string{"may", "might", "could", "should", "will", "can"} {
		if r, ok := cutWordSpace(rest, m); ok {
			return opens(r, []string{"take", "only take", "just take"}) > 0 ||
				m != "can" && opens(r, []string{"be quick", "be a minute", "be a moment"}) > 0
		}
	}
	return false
}

// deferrals move the action out of this turn: future work, not narration.
var deferrals = []string{"later", "followup", "follow-up", "next time", "tomorrow", "tonight", "next week",
	"in the future", "eventually", "down the line", "down the road", "at some point", "when i get a chance",
	"separate pr", "separate change", "separate commit", "separate issue", "separate ticket", "separate branch",
	"another pr", "another session", "another day", "another time",
	"future pr", "future work", "future change", "future session",
	"next pr", "next release", "next version", "next iteration", "next sprint", "next session", "next patch",
	"next pull request", "next ticket", "next task", "follow-up ticket", "followup ticket"}

// conditions put an action on a condition ("Once you confirm, I'll ...").
var conditions = []string{"if", "once", "when", "whenever", "after", "as soon as", "unless", "in case", "until", "provided"}

// indirectVerbs ask an indirect question with "if" or "whether", which is
// no condition: "to see if it reproduces" is part of the action.
var indirectVerbs = []string{"see", "check", "know", "find out", "tell", "verify", "confirm", "test", "determine",
	"figure out", "ask", "wonder", "learn"}

// imperativeVerbs open a sentence addressed to the user: "Paste the trace
// and I'll dig into it" promises nothing until the user acts.
var imperativeVerbs = []string{"paste", "send", "share", "give", "tell", "show", "provide", "upload", "forward", "attach",
	"ping", "point", "confirm", "approve", "say", "ask", "run", "try", "check", "open", "merge", "review", "grant",
	"enable", "install", "restart"}

// builtinExcluded reports whether a sentence holds a phrase that makes it
// no promise at all.
func builtinExcluded(s string) bool {
	if strings.HasPrefix(s, "time to ") && subjectPhrase(s[len("time to "):]) {
		return true // "Time to swap the mock is about a day": a subject, not a head
	}
	for _, p := range []string{"say the word", "running out of", "running low", "looking forward", "up to you", "your call"} {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// smallTalk reports whether a lower-cased sentence is closing small talk
// that commits to nothing: thanks, apologies, compliments, wishes, and
// estimates of how long something takes. Words, not a regular expression:
// it runs on the closing sentences of every Stop.
func smallTalk(low string) bool {
	low = strings.TrimLeft(low, "¡!¿ \t")
	for _, p := range []string{"ありがとう", "少々お待ち", "お待ちください", "よろしく", "谢谢", "感谢", "稍等"} {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	ws := splitWords(low, 4)
	for len(ws) > 1 && (ws[0].w == "ok" || ws[0].w == "okay" || ws[0].w == "and" || ws[0].w == "also" || ws[0].w == "oh" || ws[0].w == "again") {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return true
	}
	second := ""
	if len(ws) > 1 {
		second = ws[1].w
	}
	switch ws[0].w {
	case "thanks", "thank", "thx", "ty", "cheers", "appreciate", "appreciated", "sorry", "apologies", "enjoy",
		"hopefully", "glad", "danke", "merci", "gracias", "obrigado", "obrigada", "valeu", "fingers", "congrats":
		return true
	case "much", "many", "vielen", "muchas", "muito":
		return true // "much appreciated", "vielen Dank", "muchas gracias"
	case "good", "nice", "great":
		switch second {
		case "catch", "call", "find", "question", "eye", "spot", "work", "luck":
			return true
		}
	case "have":
		return second == "a" || second == "fun"
	case "should", "shouldn't", "won't", "wont":
		return second == "only" || second == "just" || second == "take" || second == "be"
	case "back", "almost", "nearly", "no", "take", "happy", "be":
		switch second {
		case "in", "soon", "there", "worries", "care", "to", "right":
			return true
		}
	}
	return false
}

// waitWord reports whether a condition clause waits on an event no person
// causes: a thing (CI, the build, "the canary window") reaching an end
// (finishes, passes, goes green, ends). A pronoun subject ("once that's
// done") could be the user's own step, so it needs a named thing; the
// speaker's own work ("when I finish") is no wait at all.
// named says whether the text before the condition names a machine,
// which a pronoun in the clause can then stand for.
func waitWord(clause string, named bool) bool {
	thing, done := false, false
	ws := splitWords(clause, 24)
	for i, w := range ws {
		if machineNoun(w.w) {
			thing = true
			continue
		}
		switch w.w {
		case "i", "we", "i'm", "we're", "i've", "we've", "me", "us":
			return false
		case "the", "a", "an", "our", "this":
			thing = true
		case "it", "it's", "they", "they're", "all", "both", "that", "that's":
			thing = thing || named // "[the deploy is rolling out;] when it finishes", "once all five are up"
		case "second", "seconds", "secs", "minute", "minutes", "mins", "hour", "hours":
			// A soak time: "once the canary has taken traffic for ten
			// minutes". Time passes with no one acting.
			for k := max(i-3, 0); k < i; k++ {
				if ws[k].w == "for" {
					done = done || thing
				}
			}
		case "finish", "finishes", "finished", "complete", "completes", "completed", "pass", "passes", "passed",
			"green", "succeed", "succeeds", "done", "land", "lands", "ready", "ends", "end", "up", "over", "live",
			"deployed", "healthy",
			"propagates", "propagated", "expires", "expired", "drains", "settles", "clears", "returns",
			"through", "drained", "frees", "freed", "synced", "sync", "reports", "catches", "caught",
			// "once it's out" of a build, "once it's linked"
			"out", "linked", "compiled",
			// "Once the image is pushed to the registry": a machine's
			// step done, in the passive, with no person named.
			"pushed", "published", "uploaded", "built", "rebuilt", "restarted",
			// Holdout 34: the machine's output shows ("as soon as the
			// plan prints").
			"prints", "printed", "appears", "loads", "loaded", "renders", "exits", "exited",
			// Holdout 36: a batch's write lands, a lag or a queue falls
			// to its mark ("after the last batch commits", "until the
			// replica lag drops under a second").
			"commits", "committed", "drops", "dropped", "falls", "converges", "converged", "stabilizes", "stabilises", "empties":
			done = done || thing
		}
	}
	return done
}

// machineGerund is what a machine is still doing: the thing named before
// it ("`cargo build` is still linking") is one, whatever its name.
func machineGerund(w string) bool {
	switch w {
	case "linking", "compiling", "building", "running", "deploying", "syncing", "uploading", "downloading", "indexing",
		"installing", "provisioning", "rolling", "resolving", "bundling", "packaging", "replicating", "restoring":
		return true
	}
	return false
}

// machineNoun is a thing that finishes without anyone acting on it.
func machineNoun(w string) bool {
	switch w {
	case "ci", "build", "builds", "building", "pipeline", "test", "tests", "suite", "check", "checks", "job", "jobs",
		"workflow", "run", "deploy", "deployment", "rollout", "migration", "install", "download", "upload",
		"compile", "image", "container", "index", "scan", "benchmark", "benchmarks", "dns", "cache",
		// What a rollout brings up: "once all the replicas are ready".
		"pod", "pods", "replica", "replicas", "node", "nodes", "instance", "instances", "canary", "cluster",
		"statefulset", "daemonset", "export", "backup",
		// Long jobs and the machines that run them: "once the backfill is
		// through", "till a runner frees up", "when the nightly clears".
		"backfill", "reindex", "import", "nightly", "runner", "runners", "e2e", "queue", "batch", "soak",
		// Infrastructure tools that run for a while: "Terraform is still
		// planning. Once it finishes ...".
		"terraform", "plan", "playbook", "helm", "replication":
		return true
	}
	return false
}

// namesMachine reports whether text names a machine and no person, so
// that "it" in a condition after it can only be the machine.
func namesMachine(text string) bool {
	found, person := false, false
	still := false
	forWords(text, 48, func(w word) {
		switch {
		case machineNoun(w.w):
			found = true
		case w.w == "still":
			still = true
		case still && machineGerund(w.w):
			found = true // "`cargo build --release` is still linking"
		case still && len(w.w) > 5 && strings.HasSuffix(w.w, "ing"):
			found = true // "`terraform apply` is still chewing through ...": at work, whatever the verb
		case w.w == "through" || w.w == "done" || w.w == "complete":
			found = found || strings.Contains(text, "% ") // "The restore is about 60% through"
		case strings.HasPrefix(w.w, "you"), w.w == "i", w.w == "we", w.w == "i'm", w.w == "we're", w.w == "i've":
			person = true
		}
	})
	return found && !person && !humanWord(text)
}

// humanWord reports whether a condition clause waits on a person even
// when it does not say who: "once it's approved", "after review".
func humanWord(clause string) bool {
	ws := splitWords(clause, 24)
	for i, w := range ws {
		switch {
		case strings.HasPrefix(w.w, "approv"), strings.HasPrefix(w.w, "review"), strings.HasPrefix(w.w, "confirm"),
			strings.HasPrefix(w.w, "accept"), strings.HasPrefix(w.w, "agree"), strings.HasPrefix(w.w, "decid"),
			strings.HasPrefix(w.w, "answer"), strings.HasPrefix(w.w, "respond"):
			return true
		case w.w == "reply", w.w == "replies", w.w == "replied", w.w == "replying":
			return true // not "replicas", "replay", "replace"
		case w.w == "sign" || w.w == "signs" || w.w == "signed":
			if i+1 < len(ws) && ws[i+1].w == "off" {
				return true
			}
		case w.w == "sign-off", w.w == "go-ahead", w.w == "someone", w.w == "anyone", w.w == "team", w.w == "they", w.w == "ok'd", w.w == "okayed":
			return true
		}
	}
	return false
}

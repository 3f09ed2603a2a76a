package narrate

// The phrase set, in one place. Everything is lower case: the detector
// lowers the text before matching. Patterns are RE2 fragments joined into
// the regular expressions built by New.

// verbs are actions a turn can only perform with a tool call. Verbs of
// speech ("explain", "summarize", "note") and of waiting or keeping ("wait",
// "keep", "leave", "let", "need", "be", "stop") are deliberately absent:
// "I'll explain ..." is followed by the explanation, and "I'll wait for your
// go-ahead" is an honest end of turn.
var verbs = []string{
	"add", "address", "adjust", "begin", "analyse", "analyze", "append", "apply", "benchmark", "bisect", "build",
	"bump", "change", "check", "clean", "clear out", "clone", "commit", "compile", "configure", "confirm",
	"convert", "copy", "correct", "create", "curl", "debug", "delete", "deploy", "dig", "disable",
	"do", "double-check", "download", "draft", "drop", "edit", "enable", "examine", "execute", "explore",
	"extract", "fetch", "file", "find", "fix", "format", "generate", "get", "grab", "grep",
	"handle", "implement", "inspect", "install", "integrate", "investigate", "isolate", "kick", "kill", "launch",
	"lint", "locate", "look", "measure", "merge", "migrate", "modify", "monitor", "move", "open",
	"patch", "ping", "poll", "port", "post", "prepare", "probe", "proceed", "profile", "publish",
	"pull", "push", "query", "read", "rebase", "rebuild", "recompile", "refactor", "refresh", "regenerate",
	"reinstall", "reload", "remove", "rename", "replace", "report back", "reproduce", "rerun", "re-run", "reset",
	"resolve", "restart", "roll", "restore", "retry", "revert", "review", "rewrite", "run", "sanity-check", "save",
	"scan", "search", "send", "set", "ship", "spin", "stage", "start", "stash", "submit",
	"switch", "sync", "tackle", "tag", "tail", "test", "trace", "trigger", "try", "tweak",
	"uninstall", "update", "upgrade", "upload", "verify", "watch", "wire", "work", "write",
	// Phrasal forms whose head word alone is not an action.
	"circle back", "get back to you", "go ahead", "go over", "go through", "have a look", "take a look",
	"take a stab", "take care of",
}

// doubled are verbs whose -ing form doubles the final consonant. Sets are
// switches: nothing to build when a hook starts or a turn ends.
func doubled(s string) bool {
	switch s {
	case "commit", "debug", "dig", "drop", "grab", "rerun", "re-run", "run", "set", "ship", "spin",
		"submit", "tag", "get":
		return true
	}
	return false
}

// heads introduce a commitment by the speaker; the verb follows, possibly
// after a few adverbs ("I'll now quickly run").
var heads = []string{
	`i'll`, `i will`, `i shall`, `i'm going to`, `i am going to`, `i'm gonna`, `i am gonna`,
	`i'm about to`, `i am about to`, `let me`, `lemme`, `let's`, `let us`, `we'll`, `we will`,
	`we're going to`, `we are going to`, `^gonna`, `^i'm gonna`, `we're gonna`, `(?:now|next|first|then),? i (?:need|have) to`,
	`(?:now|next|first|then),? we (?:need|have) to`, `time to`, `^going to`, `^about to`,
}

// adverbs may sit between a head and its verb ("I'll now quickly run").
var adverbs = []string{"now", "just", "quickly", "first", "then", "also", "next", "immediately", "actually",
	"right now", "go ahead and", "finally", "briefly", "carefully", "simply", "still",
	"try to", "again", "directly", "currently", "already", "actively"}

// progressive heads report an action as under way: "I'm running ...".
const progressive = `\b(?:i'm|i am|we're|we are)\s+`

// interjections open a sentence without changing what it says: "Sure!
// I'll ...", "Good catch — fixing that now."
const interjections = `^(?:(?:sure thing|you got it|ok|okay|alright|all right|right|sure|great|perfect|good catch|got it|understood|` +
	`sounds good|next up|next step|first up|first step|step \d+|yes|yep|yeah|cool|nice|good|fine|excellent|absolutely|of course|certainly|no problem|` +
	`makes sense|thanks|thank you|so|now|next|also|and|then)\b[\s,!.:;\x{2014}\x{2013}-]*)+`

// stock phrases are promises on their own.
const stockStart = `^(?:on it|will do|working on (?:it|that|this)|starting on (?:it|that|this)|` +
	`handling (?:it|that|this)|kicking (?:it|that|this) off)\b`

const stockAnywhere = `\b(?:one moment|one sec(?:ond)?|give me (?:a|one) (?:moment|sec|second|minute|few minutes)|` +
	`hang tight|stand by|standby|bear with me|be right back|back in a (?:moment|minute|sec))\b`

// finite verbs after a leading gerund make the gerund a subject ("Running
// the tests takes ten minutes"), not a report of an action under way.
var finite = []string{"is", "was", "are", "were", "would", "will", "should", "could", "can", "may", "might",
	"must", "takes", "took", "requires", "required", "needs", "needed", "fails", "failed", "gives", "gave",
	"shows", "showed", "returns", "returned", "produces", "produced", "works", "worked", "causes", "caused",
	"makes", "made", "helps", "helped", "means", "meant", "seems", "seemed", "has", "had", "does", "did",
	"isn't", "wasn't", "won't", "doesn't", "didn't", "breaks", "broke", "costs", "saves", "saved", "fixes",
	"fixed", "solves", "solved", "keeps", "kept", "leads", "led", "triggers", "triggered", "gets", "got",
	"tends", "looks", "sounds", "matters", "hurts", "beats", "wins", "it's", "that's"}

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

// pastObject is an -ed word followed by what a finite verb takes: an
// object, a number or a particle ("surfaced 14", "fixed the build").
const pastObject = `\b(\w+ed)\s+(?:the|a|an|\d+|that|it|this|all|some|no|up|out|about|over)\b`

// questions in form, even without a question mark: asking permission.
const askStart = `^(?:shall i|should i|should we|shall we|want me to|do you want|would you like|would it help|` +
	`can i|could i|may i|ok to|okay to|is it ok|is it okay|mind if i|how about|what if)\b`

// closers end a message politely and say nothing about work; the detector
// looks past them ("I'll run it now. Let me know if ...").
const closers = `^(?:let me know|hope (?:this|that) helps|feel free|thanks|thank you|cheers|happy to help|` +
	`glad to help|stay tuned|more soon|back (?:shortly|soon)|(?:this|that|it) (?:may|might|could|should|will|can) ` +
	`(?:only |just )?take|(?:this|that|it) (?:may|might|could|should|will) be (?:quick|a minute|a moment)|` +
	`(?:i'll|i will) (?:keep you posted|let you know|update you))\b`

// deferrals move the action out of this turn: future work, not narration.
const deferrals = `\b(?:later|follow-?up|next time|tomorrow|tonight|next week|separate (?:pr|change|commit|issue|ticket|branch)|` +
	`another (?:pr|session|day|time)|in the future|future (?:pr|work|change|session)|eventually|` +
	`down the (?:line|road)|at some point|when i get a chance|next (?:pr|release|version|iteration|sprint|session|patch|pull request))\b`

// conditions put an action on a condition ("Once you confirm, I'll ...").
const conditions = `\b(?:if|once|when|whenever|after|as soon as|unless|in case|until|provided)\b`

// indirect questions use "if" without a condition: "to see if it
// reproduces" is part of the action, not a condition on it.
const indirect = `\b(?:see|check|know|find out|tell|verify|confirm|test|determine|figure out|ask|wonder|learn)\s+(?:if|whether)\b`

// userImperative opens a sentence addressed to the user: "Paste the trace
// and I'll dig into it" promises nothing until the user acts.
const userImperative = `^(?:please\s+)?(?:paste|send|share|give|tell|show|provide|upload|forward|attach|ping|` +
	`point|confirm|approve|say|ask|run|try|check|open|merge|review|grant|enable|install|restart)\b`

// builtinExclusions are phrases that make a sentence no promise at all.
var builtinExclusions = []string{"say the word", "running out of", "looking forward", "up to you", "your call"}

// courtesy is closing small talk that commits to nothing: thanks, apologies,
// compliments, wishes, and estimates of how long something takes.
const courtesy = `^(?:(?:ok|okay|and|also|oh),?\s+)?(?:thanks|thank you|thx|ty|cheers|appreciate|much appreciated|sorry|apologies|` +
	`fingers crossed|have a (?:good|great|nice)|enjoy|good (?:catch|call|find|question|eye|spot)|nice (?:catch|find|work)|` +
	`great (?:catch|find|question)|hopefully|should (?:only |just )?(?:take|be)|won't (?:take|be) long|shouldn't take|` +
	`back in a|be right back|glad|happy to|no worries|take care|good luck|almost there|nearly there|` +
	`danke|vielen dank|merci|gracias|muchas gracias|obrigad[oa]|valeu)\b|^(?:ありがとう|少々お待ち|お待ちください|よろしく|谢谢|感谢|稍等)`

// planLabel opens an imperative plan the agent gives itself.
const planLabel = `^(?:(?:ok|okay|alright|so|now),?\s+)?(?:next steps?|next up|next|plan|plan from here|the plan|my plan|` +
	`first|first step|step \d+|to do|todo|action)(?:\s*\([^)]*\))?\s*:\s+`

// nextIs opens a plan stated as what comes next: "my next move is to".
const nextIs = `\b(?:my|the|our) next (?:move|step|thing|task)(?: (?:i'm|i am|we're) (?:doing|taking)| (?:i'll|i will|we'll) (?:do|take))? is(?: to)?\s+`

// waitOn names an event that happens without a person: CI, a build, a
// pipeline, tests or checks finishing, passing or going green.
const waitOn = `\b(?:ci|build|builds|pipeline|tests?|suite|checks?|job|jobs|workflow|run|deploy|deployment|rollout|` +
	`migration|install|download|upload|compile|image|container|index|scan|benchmark)\b.*\b(?:finish|finishes|finished|` +
	`completes?|completed|passes|pass|passed|goes green|go green|is green|are green|turns green|succeeds?|done|lands?|` +
	`is up|are up|is ready|are ready|is back|comes back|ends)\b`

// humanAct in a condition makes the wait one on a person, even when the
// sentence does not say who: "once it's approved", "after review".
const humanAct = `\b(?:approv\w*|review\w*|sign(?:s|ed)? off|sign-off|confirm\w*|accept\w*|agree\w*|decid\w*|` +
	`green light|go-ahead|ok'd|okayed|merged by|answer\w*|repl(?:y|ies|ied)|respond\w*|someone|anyone|team|they)\b`

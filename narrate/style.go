package narrate

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// What a whole message says around a promise, and how chat style is read.
// These apply in every language: the message-level reading in Promise
// needs to know what takes a promise back (a report of work done, a
// question to the user), what hands the next move to the user (a request
// for leave), what makes a promise a habit rather than an act ("from now
// on"), and which short forms of chat stand for the words the grammar
// rules read ("ill", "im", "lets", "brb").

// chat returns the words a short form of chat style stands for, and
// whether w is one. Only forms that mean nothing else in a developer's
// English are listed: "ill" and "im" are adjectives or German only in text
// that is not English, which normalizeStyle checks first. A switch, not a
// map: a map literal is built when the program starts, for every event.
func chat(w string) (string, bool) {
	switch w {
	case "ill":
		return "i'll", true
	case "im":
		return "i'm", true
	case "ive":
		return "i've", true
	case "id":
		return "", true
	case "youll":
		return "you'll", true
	case "youre":
		return "you're", true
	case "dont":
		return "don't", true
	case "wont":
		return "won't", true
	case "cant":
		return "can't", true
	case "didnt":
		return "didn't", true
	case "doesnt":
		return "doesn't", true
	case "isnt":
		return "isn't", true
	case "wasnt":
		return "wasn't", true
	case "thats":
		return "that's", true
	case "whats":
		return "what's", true
	case "theres":
		return "there's", true
	case "u":
		return "you", true
	case "ur":
		return "your", true
	case "pls", "plz":
		return "please", true
	case "lmk":
		return "let me know", true
	case "brb":
		return "be right back", true
	case "omw":
		return "on my way", true
	case "rn":
		return "right now", true
	case "imma", "ima":
		return "i'm gonna", true
	case "tryna":
		return "trying to", true
	case "gunna", "gona":
		return "gonna", true
	case "tmrw", "tmr":
		return "tomorrow", true
	case "thx", "ty":
		return "thanks", true
	case "btw":
		return "by the way", true
	case "lemme":
		return "let me", true
	case "gimme":
		return "give me", true
	case "w/":
		return "with", true
	case "k", "kk":
		return "ok", true
	}
	return "", false
}

// normalizeStyle rewrites a lower-cased sentence written in chat style
// into the forms the English rules read: missing apostrophes ("ill take a
// look", "Im going to"), "lets" opening a clause, and abbreviations
// ("brb", "lmk", "rn"). Text in another language is returned unchanged:
// German "im" is "in the".
func normalizeStyle(s string) string {
	if !needsStyle(s) || language(s) != "en" {
		return s
	}
	ws := splitWords(s, -1)
	var b strings.Builder
	last := 0
	for i, w := range ws {
		start := w.end - len(w.w)
		rep, ok := chat(w.w)
		switch {
		case w.w == "lets":
			// "lets" is "let's" where it opens a clause ("Now lets
			// see"), a verb after a subject ("this lets us") elsewhere.
			ok, rep = i == 0 || clauseOpener(ws[i-1].w) || hasRune(s[ws[i-1].end:start], ",;:—–"), "let's"
		case w.w == "id":
			ok = false
		case w.w == "sec" && i == 0:
			ok, rep = true, "one sec" // "sec, grabbing the trace"
		case w.w == "n":
			// "blowin it away n rebuildin": "and" between two acts
			// with their g dropped.
			ok, rep = i > 0 && i+1 < len(ws) && (strings.HasSuffix(ws[i+1].w, "in") || strings.HasSuffix(ws[i+1].w, "ing")), "and"
		}
		if !ok {
			continue
		}
		b.WriteString(s[last:start])
		b.WriteString(rep)
		last = w.end
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// needsStyle is a cheap test for a word normalizeStyle may rewrite.
func needsStyle(s string) bool {
	found := false
	forWords(s, 96, func(w word) {
		if _, ok := chat(w.w); ok || w.w == "lets" || w.w == "sec" || w.w == "n" {
			found = true
		}
	})
	return found
}

func clauseOpener(w string) bool {
	switch w {
	case "now", "ok", "okay", "so", "alright", "then", "and", "first", "cool", "right", "yeah", "yep", "sure", "well":
		return true
	}
	return false
}

// handsOver reports whether a sentence asks the user's leave for what
// came before it: "Let me know if you want me to go ahead", "Sound
// good?", "¿Te parece bien?". A plan followed by it is proposed, not
// under way.
func handsOver(s string) bool {
	if askingLeave().in(s) {
		return true
	}
	if !isQuestion(s) {
		// "Your call on when.", "Up to you.": the decision left to the
		// user, which makes what came before a recommendation.
		t := strings.TrimPrefix(strings.TrimSpace(s), "it's ")
		t = strings.TrimPrefix(strings.TrimPrefix(t, "entirely "), "totally ")
		return opens(t, []string{"your call", "up to you", "your decision", "your choice"}) > 0
	}
	for _, p := range []string{"sound good", "sounds good", "ok with", "okay with", "fine with", "work for you",
		"which do you prefer", "which one", "which would you", "your call", "go ahead", "proceed"} {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// askingLeave are the requests for leave and the requests for feedback
// on what came before, which hand it over in any sentence.
var askingLeave = sync.OnceValue(func() *substrings {
	return newSubstrings("want me to go ahead", "want me to proceed", "want me to start",
		"if you'd rather", "if you would rather", "if you prefer", "or would you rather", "before i start",
		"before i proceed", "before i go ahead", "shall i go ahead", "should i go ahead", "shall i proceed",
		"should i proceed", "want me to do", "want me to continue", "ok to proceed", "okay to proceed", "good to go?",
		// Other languages: a request for leave closing a proposal.
		"te parece", "ça te va", "ca te va", "te convient", "vous convient", "ça vous va", "passt das", "pode ser", "ti va bene", "is dat goed",
		"подходит", "よろしいですか", "可以吗", "어떨까요", "괜찮을까요", "괜찮으신가요",
		// Feedback asked on what came before.
		"what you think", "your thoughts", "thoughts", "any objections", "does that work",
		"does this work", "if that works", "if this works")
})

// isQuestion reports whether a lower-cased sentence is a question.
func isQuestion(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasSuffix(strings.TrimRight(t, `)"'*_ `), "?") || strings.HasSuffix(t, "？") ||
		strings.HasPrefix(t, "¿")
}

// stockOnly reports whether a promise is only a stock phrase of a few
// words ("Back in a sec!", "One moment."): when a fuller promise stands
// before it, that one is quoted.
func (c *compiled) stockOnly(low string) bool {
	c.english()
	return len(splitWords(low, 7)) <= 6 && c.stock(low)
}

// inProgressLabel reports whether a line ending in a colon announces what
// follows it as work under way: "Next steps (doing these now):", "Plan
// (working through it now):". A list under a plain label, or one that
// names the user, is a proposal.
func inProgressLabel(s string) bool {
	t := strings.TrimSpace(s)
	if !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "：") {
		return false
	}
	if strings.Contains(t, "you") || strings.Contains(t, "suggest") || strings.Contains(t, "propos") {
		return false
	}
	for _, p := range []string{"doing these now", "doing them now", "doing this now", "working through it now",
		"working through them now", "working on these now", "in progress", "starting now", "doing now",
		"on it now", "underway", "under way", "working down the list", "working down it", "working through the list",
		"right this minute", "this very minute"} {
		if strings.Contains(t, p) {
			return true
		}
	}
	return false
}

// reports reports whether a lower-cased sentence tells of work done (a
// first-person past or perfect, "done", "was") in any language the guard
// reads. A promise in the paragraphs before such a sentence was kept.
func reports(s string) bool {
	if strings.HasPrefix(s, "if ") {
		// "If the partner asks, the burst on Monday was us": an answer
		// kept ready for someone's question, no report of the work.
		if i := strings.Index(s, ", "); i > 0 && hasWords(s[:i], []string{"asks", "ask", "wonders", "asks about it", "complains", "comes up", "notices"}) {
			return false
		}
	}
	var buf [48]word
	ws := appendWords(buf[:0], s, 48)
	if len(ws) > 1 && droppedPast(ws[0].w) {
		return true // "Reproduced it on main.", "Revisé el Dockerfile", "Переписал тест"
	}
	for i, w := range ws {
		switch w.w {
		case "i've", "we've", "was", "were", "done", "finished", "fixed",
			"habe", "hab", "hatte", "erledigt", "wurde",
			"j'ai", "c'est", "était", "avons",
			"he", "hemos", "listo", "fue",
			"pronto", "foi", "fiz",
			"ho", "abbiamo", "fatto", "fatta",
			"heb", "hebben", "klaar", "gedaan",
			"готово", "сделал", "сделано":
			if w.w == "c'est" && (i+1 >= len(ws) || ws[i+1].w != "fait") {
				continue
			}
			return true
		case "i", "we":
			if i+1 < len(ws) {
				n := ws[i+1].w
				if n == "have" || n == "had" || n == "did" || n == "ran" || n == "found" || n == "made" ||
					n == "tried" || n == "wrote" || n == "built" || n == "took" || n == "sent" ||
					len(n) > 4 && strings.HasSuffix(n, "ed") && n != "need" && n != "quoted" {
					// ("quoted" stands for a code span: Swedish "i `x`" is "in x".)
					return true
				}
			}
		}
	}
	for _, x := range []string{"ました", "했습니다", "었습니다", "았습니다"} {
		if strings.Contains(s, x) {
			return true
		}
	}
	// Chinese: the speaker with 了 or 已经 ("我已经修复了"); 已经 alone
	// also describes a state ("旧配置已经没人维护").
	if i := strings.Index(s, "我"); i >= 0 && (strings.Contains(s[i:], "了") || strings.Contains(s[i:], "已经")) {
		return true
	}
	return false
}

// retracts reports whether a sentence takes back what came before it:
// "Actually, the image is already current", "No need to rebuild",
// "Scratch that".
//
// explainsOnly says it does so only by a word that as often explains a
// change ("already", "instead", "no longer"): "the first iteration
// already panics", "the loop will use range instead". After a promise that
// introduced code ("Let me add a guard:" and the code), such a sentence is
// the note under the code. One pass finds both: this runs on every
// sentence judged.
func retracts(s string) (retracts, explainsOnly bool) {
	strong, weak := false, false
	retractions().each(s, func(p string) bool {
		if p == "already" || p == "instead" || p == "no longer" {
			weak = true
			return false
		}
		strong = true
		return true
	})
	return strong || weak, weak && !strong
}

var retractions = sync.OnceValue(func() *substrings {
	return newSubstrings("actually", "already", "no need", "not needed", "isn't needed", "no longer",
		"never mind", "nevermind", "scratch that", "on second thought", "instead", "turns out", "turned out",
		"en fait", "eigentlich", "doch nicht", "en realidad", "na verdade", "in realtà", "eigenlijk", "на самом деле")
})

// habit reports whether a sentence states how the speaker will work from
// now on rather than an act it is about to take: "from now on I'll use
// rg", "ab jetzt verwende ich", "daqui pra frente vou usar", "以后...都会用".
func habit(s string) bool {
	for _, p := range []string{"from now on", "going forward", "in future,", "from here on", "i'll always",
		"i will always", "we'll always", "ab jetzt", "von nun an", "künftig", "in zukunft",
		"à partir de maintenant", "désormais", "dorénavant", "à l'avenir",
		"a partir de ahora", "de ahora en adelante", "en adelante", "de aquí en adelante", "de ahora en más",
		"de acá en más", "de aquí en más", "henceforth", "from this point on",
		"a partir de agora", "daqui pra frente", "daqui para frente", "de agora em diante", "daqui em diante",
		"d'ora in poi", "da ora in poi", "d'ora in avanti", "in futuro",
		"vanaf nu", "voortaan", "впредь", "отныне", "с этого момента", "в будущем", "в дальнейшем", "надалі", "відтепер",
		"今後", "これからは", "以後", "今后", "往后", "从现在起", "从现在开始", "从今以后", "以后在", "以后我",
		"앞으로", "이제부터",
		// Czech, Polish, Turkish, Swedish, Indonesian, Hindi, Arabic.
		"od teď", "od ted", "odteď", "napříště", "od teraz", "na przyszłość", "bundan sonra", "bundan böyle",
		"hädanefter", "framöver", "från och med nu", "mulai sekarang", "ke depannya", "आगे से", "अब से",
		"من الآن فصاعد", "مستقبلا", "مستقبلًا", "في المستقبل",
		// Holdout 31: every occasion before or after a step of the
		// work, wherever it stands ("теперь каждый раз перед коммитом
		// буду ...").
		"каждый раз перед", "каждый раз после", "каждый раз при", "every time before", "each time before", "every time after",
		"jedes mal vor", "jedes mal nach", "chaque fois avant", "à chaque fois avant", "cada vez antes", "toda vez antes",
		"ogni volta prima", "elke keer voor", "każdym razem przed", "pokaždé před", "varje gång innan", "щоразу перед"} {
		if i := strings.Index(s, p); i >= 0 {
			if p == "going forward" && (strings.Contains(s[:i], " so it ") || strings.Contains(s[:i], " so that ") || strings.Contains(s[:i], " to make sure ")) {
				continue // "... now so it guards against this going forward": the purpose, not how work is done
			}
			return true
		}
	}
	return strings.HasPrefix(s, "以后") || everyOccasion(s) || restOfSpan(s) || runtimeOccasion(s) // "以后都用 rg", not "修复以后" (after the fix); (lang16.go)
}

// everyOccasion reports a clause opening with a quantifier over occasions
// of the work ("any time I change the schema, I'll ...", "For every new
// endpoint I'll ...", "On future PRs I'll ...", "كلما أضفت ..."): how the
// speaker will work each time, not an act due now. It must open the
// sentence or the clause after a dash or a colon, so that "it fails every
// time I run it, so I'll dig in" stays an act.
func everyOccasion(s string) bool {
	// The places a clause can open: the start, after a dash, a colon or
	// a full stop, and after a comma that follows one or two words
	// ("فهمت، كلما ...", "ok, any time I ...").
	starts := [6]int{0}
	n := 1
	for _, sep := range []string{"\u2014 ", ": ", ". ", "، ", ", "} {
		if n == len(starts) {
			break
		}
		i := strings.Index(s, sep)
		if i < 0 || (sep == ", " || sep == "، ") && len(splitWords(s[:i], 3)) > 2 {
			continue
		}
		starts[n] = i + len(sep)
		n++
	}
	for _, at := range starts[:n] {
		rest := strings.TrimLeft(s[at:], " ")
		for _, p := range occasionOpeners {
			if strings.HasPrefix(rest, p) {
				return true
			}
		}
		if occasionOfWork(rest) {
			return true // "Each time a new endpoint goes in, I'll ..." (lang15.go)
		}
	}
	return false
}

// occasionOpeners open a clause that quantifies over occasions of the
// work, in the languages read.
var occasionOpeners = []string{"any time i ", "anytime i ", "every time i ", "each time i ", "whenever i ", "any time we ",
	"every time we ", "whenever we ", "for every new ", "for each new ", "for any new ", "on future ", "for future ",
	"in future ", "on all future ", "in all future ", "cada vez que ", "chaque fois que ", "à chaque fois que ",
	"jedes mal, wenn ", "jedes mal wenn ", "immer wenn ", "ogni volta che ", "sempre que ", "telkens als ",
	"elke keer als ", "za každým ", "pokaždé, když ", "de fiecare dată când ", "mỗi khi ", "mỗi lần ", "setiap kali ",
	"varje gång ", "каждый раз, когда ", "каждый раз когда ", "щоразу, коли ", "jab bhi ", "जब भी ", "her seferinde ",
	"كلما ",
	// A preposition and "every" (holdout 32): "في كل مرة أعدّل ...",
	// "Przy każdej kolejnej zmianie ...", "При каждом изменении ...".
	"في كل مرة ", "przy każdej ", "przy kazdej ", "przy każdym ", "za każdym razem", "при каждом ", "при каждой ", "с каждым ",
	"bei jeder ", "bei jedem ", "à chaque ", "a cada ", "ad ogni ", "bij elke ", "bij iedere ", "vid varje ", "pri každé ", "při každé ",
	"la fiecare ", "ở mỗi ", "pada setiap ", "on every ", "with every ", "with each ", "on each "}

// transposed reports whether w is v with two neighbouring letters swapped,
// one letter dropped or one doubled letter written once: the slips of
// fast typing in the verbs that matter ("chekc", "udpate", "runing").
func transposed(w, v string) bool {
	if w == v || utf8.RuneCountInString(v) < 4 {
		return false
	}
	switch len(w) - len(v) {
	case 0:
		d := -1
		for i := 0; i < len(w); i++ {
			if w[i] != v[i] {
				d = i
				break
			}
		}
		return d >= 0 && d+1 < len(w) && w[d] == v[d+1] && w[d+1] == v[d] && w[d+2:] == v[d+2:]
	case -1:
		for i := 0; i < len(v); i++ {
			if w == v[:i]+v[i+1:] {
				return true
			}
		}
	case 1:
		// A key struck twice: "fixinng", "pusshing".
		for i := 1; i < len(w); i++ {
			if w[i] == w[i-1] && w[:i]+w[i+1:] == v {
				return true
			}
		}
	}
	return false
}

// droppedPast reports whether the word opening a sentence is a past tense
// whose subject, the speaker, is dropped: English -ed and a few irregular
// forms, the Spanish and Portuguese preterite (-é, -ei, not a future), the
// Russian past (-л, -ла, -ли).
func droppedPast(w string) bool {
	switch w {
	case "ran", "found", "made", "wrote", "built", "took", "sent", "got", "saw", "kept", "left", "put", "did",
		"rewrote", "reran", "rebuilt", "redid", "undid", "overwrote":
		return true
	case "quoted", "need", "based", "red", "bed", "shed", "speed", "seed", "feed", "embed", "proceed":
		return false
	}
	n := utf8.RuneCountInString(w)
	switch {
	case n > 4 && strings.HasSuffix(w, "ed"):
		return true
	case n > 3 && strings.HasSuffix(w, "é"):
		return !ibFuture(w, false)
	case n > 4 && strings.HasSuffix(w, "ei"):
		return !ibFuture(w, true)
	case n > 4 && (strings.HasSuffix(w, "л") || strings.HasSuffix(w, "ла") || strings.HasSuffix(w, "ли")):
		return true
	}
	return false
}

// proposed reports whether a promise stands under a frame that makes it a
// proposal: a line ending in a colon that speaks in the conditional or
// names a suggestion ("Here's how I'd approach it:", "My suggestion:",
// "Ich würde so vorgehen:", "Je propose :"). before holds the sentences
// of the promise's paragraph that come before it; paras ends with that
// paragraph, and the two paragraphs before it are read too.
func proposed(paras []string, before []string) bool {
	lines := append([]string{}, before...)
	for k := len(paras) - 2; k >= 0 && k >= len(paras)-3; k-- {
		lines = append(lines, sentences(paras[k])...)
	}
	for _, l := range lines {
		low := strings.ToLower(strings.TrimSpace(l))
		if !strings.HasSuffix(low, ":") && !strings.HasSuffix(low, "：") {
			continue
		}
		if hasWords(low, []string{"out of scope", "worth a ticket", "worth a follow-up", "worth its own ticket", "for a follow-up", "separate ticket",
			"separate pr", "follow-up ticket"}) {
			return true // "Out of scope here, but worth a ticket each:" (holdout 33)
		}
		for _, p := range []string{"i'd", "i would", "would be", "suggest", "propos", "recommend", "option",
			"würde", "vorschlag", "schlage", "je ferais", "propose", "sugiero", "propongo", "haría", "sugiro",
			"proponho", "faria", "proporrei", "suggerisco", "farei", "stel voor", "voorstel", "zou",
			"предлагаю", "предложение", "я бы", "提案", "でしょうか", "建议", "我会这样", "제안", "어떨까요"} {
			if strings.Contains(low, p) {
				return true
			}
		}
	}
	return false
}

// deferredElsewhere reports whether a sentence puts the act on another day
// or an unnamed later time, in the languages other than English (whose
// deferrals are in phrases.go): "demain", "mañana", "amanhã", "domani",
// "morgen", "завтра", "明日", "明天", "내일", "más tarde", "später".
// Nothing is left pending by a turn that ends on one: the user's next
// message comes first.
func deferredElsewhere(s string) bool {
	found := false
	forWords(s, 96, func(w word) {
		switch w.w {
		case "morgen", "später", "demnächst", "irgendwann", "demain", "ultérieurement", "mañana", "amanhã",
			"domani", "завтра", "позже", "послезавтра":
			found = true
		}
	})
	if found {
		return true
	}
	for _, p := range []string{"nächste woche", "plus tard", "semaine prochaine", "más tarde", "próxima semana",
		"otro día", "mais tarde", "semana que vem", "outro dia", "più tardi", "prossima settimana", "in seguito",
		"volgende week", "на следующей неделе", "明日", "後で", "あとで", "来週", "後日", "明天", "稍后", "下周",
		"改天", "以后再", "내일", "나중에", "다음 주"} {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// personWait reports whether a sentence outside English waits on a
// person's act: a temporal or conditional clause whose verb is an
// approval, a review or a confirmation ("Sobald Anna freigibt, ...",
// "Cuando Ana lo apruebe, ...", "민수 님이 승인하면 ...", "等小王批准后...").
// The user's next message, not a tool, continues the session then, as
// with "once it's approved" in English.
func personWait(s string) bool {
	// Latin and Cyrillic: the clause that holds the condition, up to its comma.
	for _, cl := range strings.Split(s, ",") {
		if !containsAny(cl, "sonra", "när ", "så fort", "kiedy", "jak tylko", "po tym", "až ", "setelah", "begitu", "के बाद", "بعد",
			"sobald", "wenn ", "nachdem", "falls", "dès", "quand", "lorsque", "une fois", "après",
			"cuando", "en cuanto", "apenas", "una vez", "tan pronto", "quando", "assim que", "logo que", "depois que",
			"após", "appena", "una volta", "zodra", "wanneer", "nadat", "als ", "когда", "как только", "после") {
			continue
		}
		if containsAny(cl, "freigib", "freigabe", "freigegeben", "review", "genehmig", "bestätig", "absegn", "abgesegnet",
			"valid", "approuv", "relu", "relecture", "confirm", "feu vert", "aprueb", "aprob", "revisión", "visto bueno",
			"aprov", "revisão", "revisar", "approv", "conferm", "via libera", "revision", "goedkeur", "goedgekeurd",
			"akkoord", "bevestig", "groen licht", "одобр", "ревью", "подтверд", "соглас", "апрув",
			"onay", "godkän", "zatwierdz", "akceptac", "schvál", "persetujuan", "disetujui", "मंज़ूरी", "मंजूरी", "موافق") {
			return true
		}
	}
	// Japanese, Chinese and Korean: the approval stands before the
	// marker that makes it a condition ("承認したら", "批准后", "승인하면").
	for _, m := range []struct{ stem, marker string }{
		{"承認", "たら"}, {"レビュー", "たら"}, {"許可", "たら"}, {"承認", "後"}, {"承認", "次第"},
		{"批准", "后"}, {"审批", "后"}, {"审核", "后"}, {"确认", "后"}, {"同意", "后"}, {"批准", "之后"},
		{"审完", "再"}, {"批准", "再"}, {"确认", "再"}, {"同意", "再"}, {"审核", "再"}, {"看过", "再"},
		{"승인", "면"}, {"리뷰", "면"}, {"검토", "면"}, {"허락", "면"}, {"승인", "후"}, {"검토", "후"},
	} {
		i := strings.Index(s, m.stem)
		if i >= 0 && strings.Contains(s[i:], m.marker) {
			return true
		}
	}
	return false
}

// deChatStem reports a German verb stem spoken without its -e and then
// an article ("bau das", "mach den", "schau mir"), opening a clause.
func deChatStem(v, next string) bool {
	switch next {
	case "das", "den", "die", "dem", "mir", "mich", "es", "ihn", "sie":
	default:
		return false
	}
	switch v {
	case "bau", "mach", "schau", "hol", "zieh", "setz", "roll", "fix", "test", "deploy", "push", "pull", "merge", "lösch", "räum",
		"start", "bastel", "richt", "prüf", "guck", "check", "bring", "spiel", "änder", "pass", "dreh", "leg", "stell", "schreib", "bau's":
		return true
	}
	return false
}

// foreignChat spells out the chat abbreviations of the other languages
// read, so their readers see the words they know: Dutch "ff" (even)
// before an infinitive, Portuguese "to" (tô) before a gerund, French
// "jregarde" (je regarde) and "tt de suite", Indonesian "skrg"
// (sekarang), "lg" (lagi) and "bntr" (bentar).
func foreignChat(s string) string {
	if !strings.Contains(s, "ff ") && !strings.HasPrefix(s, "to ") && !strings.Contains(s, " to ") && !strings.Contains(s, "j") &&
		!strings.Contains(s, "tt ") && !strings.Contains(s, "skrg") && !strings.Contains(s, " lg") && !strings.Contains(s, "bntr") &&
		!strings.Contains(s, " t ") && !strings.Contains(s, "grad ") {
		return s
	}
	ws := strings.Fields(s)
	changed := false
	for i, w := range ws {
		next := ""
		if i+1 < len(ws) {
			next = strings.Trim(ws[i+1], ",.!")
		}
		rep := ""
		switch w {
		case "ff":
			if strings.HasSuffix(next, "en") {
				rep = "even"
			}
		case "to":
			if (i == 0 || strings.HasSuffix(ws[i-1], ",")) && (strings.HasSuffix(next, "ando") || strings.HasSuffix(next, "endo") || strings.HasSuffix(next, "indo")) {
				rep = "tô"
			}
		case "tt":
			if next == "de" {
				rep = "tout"
			}
		case "skrg", "skrg,", "skrng":
			rep = "sekarang"
		case "lg", "lg,":
			if i > 0 {
				rep = "lagi"
			}
		case "bntr":
			rep = "bentar"
		case "t":
			// Dutch "'t" typed bare: "ben t nu aan t fixen".
			if i > 0 && (ws[i-1] == "ben" || ws[i-1] == "aan" || ws[i-1] == "heb" || ws[i-1] == "zet" || ws[i-1] == "doe") {
				rep = "het"
			}
		case "ben":
			// The same chat drops "ik" before "ben ... aan het".
			if (i == 0 || strings.HasSuffix(ws[i-1], ",")) && strings.Contains(s, "aan t ") {
				rep = "ik ben"
			}
		case "grad", "grad,":
			// German "grad" for "gerade" (right now): "bau das image grad
			// nochmal"; the verb before it spoken without its -e.
			if i > 0 {
				rep = "gerade"
			}
			for k := i - 2; k >= 0 && k >= i-5; k-- {
				if deChatStem(ws[k], ws[k+1]) && (k == 0 || strings.HasSuffix(ws[k-1], ",")) {
					ws[k] += "e"
					break
				}
			}
		default:
			if len(w) >= 6 && w[0] == 'j' && strings.IndexByte("rlcpfv", w[1]) >= 0 {
				switch w[1:] {
				case "regarde", "lance", "relance", "corrige", "pousse", "fais", "vais", "check", "teste", "répare", "repare":
					rep = "je " + w[1:]
				default:
					// Any verb in -e before its object or a moment (holdout
					// 32): "jpatche ça direct", "jmerge le fix".
					if strings.HasSuffix(w, "e") && (next == "ça" || next == "ca" || next == "le" || next == "la" || next == "les" || next == "direct" || next == "tt") {
						rep = "je " + w[1:]
					}
				}
			}
		}
		if rep != "" {
			ws[i], changed = rep, true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(ws, " ")
}

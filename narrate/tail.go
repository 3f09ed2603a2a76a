package narrate

import (
	"strings"
	"unicode/utf8"
)

// nextNoun reads the last sentence of a message when it names the next
// piece of work by a bare noun after "next" or a label, with no verb:
// "Next, the migration.", "Als Nächstes: die Migration.", "Ahora toca la
// migración.", "Дальше — миграция.", "次はマイグレーションです。". Only the
// message's last sentence is read so (Promise): nothing after it can
// report the act done, and a label of this kind earlier in a message
// usually heads what follows it. The noun must stand alone: a finite verb
// after it makes a report ("Next, the tests pass"), the user named makes
// it theirs ("Next, your review"), a question asks.
func (c *compiled) nextNoun(low string) bool {
	t := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(low), ".!…。！"))
	if t == "" || isQuestion(low) || hasRune(t, ":?？") && !strings.Contains(t, ": ") && !strings.Contains(t, "：") {
		return false
	}
	if c.nounNext(t) {
		return true
	}
	for _, p := range []string{"first up is ", "next up is ", "up first is "} {
		if r, ok := strings.CutPrefix(t, p); ok {
			t = "first up: " + r // "First up is the codegen." after the list (holdout 35)
		}
	}
	if i := strings.LastIndex(t, " — "); i > 0 {
		// "Fixed the nil check — next up, the same pattern in Flush.": a
		// report and then the label of the next piece of work.
		if r := strings.TrimSpace(t[i+len(" — "):]); r != "" && !strings.Contains(r, " — ") && c.nextNoun(r) {
			return true
		}
	}
	switch scriptLanguage(t) {
	case "ja":
		return cjkNext(t, []string{"次は", "つぎは"}, []string{"です", "だ"},
			[]string{"あなた", "ください", "お願い", "ました", "か", "を", "ます", "ません"})
	case "zh":
		return cjkNext(t, []string{"接下来是", "接下来：", "下一步是", "下一步：", "然后是"}, []string{""},
			[]string{"你", "您", "请", "了", "吗"})
	case "ko":
		return cjkNext(t, []string{"다음은 ", "다음 단계는 ", "다음 차례는 "}, []string{"입니다", "이에요", "예요", ""},
			[]string{"님", "주세요", "당신", "었", "았", "까"})
	case "ru":
		for _, p := range []string{"дальше", "далее", "следующий шаг", "следующим шагом", "теперь"} {
			if rest, ok := cutLabel(t, p); ok {
				return nounOnly(rest, 4, []string{"вы", "вам", "ваш", "ваша", "ваше", "вас", "ты", "тебе", "твой"})
			}
		}
		return false
	}
	for _, l := range []struct {
		label string
		stop  []string
	}{
		{"next up", []string{"you", "your", "yours"}},
		{"first up", []string{"you", "your", "yours"}},
		{"next", []string{"you", "your", "yours"}},
		{"and next", []string{"you", "your", "yours"}},
		// Other labels of a place in the speaker's own sequence: "Up now:
		// the Windows build", "And now, the migration", "Round two: the
		// same test with -race".
		{"up now", []string{"you", "your", "yours"}},
		{"and now", []string{"you", "your", "yours"}},
		{"now", []string{"you", "your", "yours"}},
		{"round two", []string{"you", "your", "yours"}},
		{"round three", []string{"you", "your", "yours"}},
		{"round 2", []string{"you", "your", "yours"}},
		{"round 3", []string{"you", "your", "yours"}},
		{"take two", []string{"you", "your", "yours"}},
		{"c'est parti pour", []string{"vous", "votre", "vos", "tu", "ton", "ta", "tes"}},
		{"dann mal ran an", []string{"du", "dein", "deine", "ihr", "ihre", "sie", "dich", "dir", "euch"}},
		{"ran an", []string{"du", "dein", "deine", "ihr", "ihre", "sie", "dich", "dir", "euch"}},
		{"als nächstes", []string{"du", "dein", "deine", "ihr", "ihre", "sie", "dich", "dir", "euch"}},
		{"nächster schritt", []string{"du", "dein", "deine", "ihr", "ihre", "sie", "dich", "dir", "euch"}},
		{"ahora toca", esLabelStop},
		{"ahora le toca a", esLabelStop},
		{"siguiente paso", esLabelStop},
		{"próximo paso", esLabelStop},
		{"próximo passo", ptLabelStop},
		{"agora é a vez d", ptLabelStop},
		{"prossimo passo", itLabelStop},
		{"ora tocca a", itLabelStop},
		{"étape suivante", []string{"vous", "votre", "vos", "tu", "ton", "ta", "tes"}},
		{"prochaine étape", []string{"vous", "votre", "vos", "tu", "ton", "ta", "tes"}},
		{"volgende stap", []string{"je", "jij", "jouw", "u", "uw", "jullie"}},
	} {
		rest, ok := cutLabel(t, l.label)
		if !ok {
			continue
		}
		if l.stop[0] == "you" {
			c.english()
			if strings.Contains(rest, ":") || namesUser(rest) || humanWord(rest) || c.hasFinite("x "+rest) || !c.nounPhrase(rest) {
				return false
			}
		}
		return nounOnly(rest, 8, l.stop)
	}
	return false
}

// nounNext reads the work named first and "next" after it, as the
// message's last sentence: "`go vet` next, then the race detector",
// "Integration tests next." A finite verb ("The tests run next"), the
// user ("Your review next") or a question make it none.
func (c *compiled) nounNext(t string) bool {
	head, tail, _ := strings.Cut(t, ",")
	np, ok := strings.CutSuffix(strings.TrimSpace(head), " next")
	if !ok || language(t) != "en" {
		return false
	}
	ws := splitWords(np, 5)
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	if tail = strings.TrimSpace(tail); tail != "" && !strings.HasPrefix(tail, "then ") && !strings.HasPrefix(tail, "and then ") {
		return false
	}
	c.english()
	for _, w := range ws {
		if w.w == "quoted" {
			continue // inline code: "`go vet` next"
		}
		if functionWord(w.w) && w.w != "the" || finite(w.w) || nonAction(w.w) || strings.HasSuffix(w.w, "ed") ||
			strings.ContainsRune(w.w, '\'') || strings.HasPrefix(w.w, "you") || w.w == "up" || w.w == "coming" {
			return false // "You're next", "What's next", "Coming up next"
		}
	}
	return !namesUser(t) && !humanWord(t) && !c.hasFinite("x "+np)
}

// The words that make what follows a label the user's (a pronoun, "que"
// opening a clause of theirs) or a wait on them ("Ahora toca esperar a
// que respondas").
var (
	esLabelStop = []string{"tu", "tú", "usted", "su", "te", "que", "esperar", "espera"}
	ptLabelStop = []string{"você", "seu", "sua", "te", "tu", "que", "esperar", "aguardar"}
	itLabelStop = []string{"tu", "tuo", "tua", "voi", "vostro", "lei", "ti", "che", "aspettare", "attendere"}
)

// cutLabel cuts a label and the pause after it (a comma, a colon, a
// dash, or, in Spanish and Italian, nothing: "ahora toca la migración")
// off the start of s.
func cutLabel(s, label string) (string, bool) {
	rest, ok := strings.CutPrefix(s, label)
	if !ok || rest == "" {
		return "", false
	}
	if strings.HasSuffix(label, "toca") || strings.HasSuffix(label, "toca a") || strings.HasSuffix(label, " d") ||
		strings.HasSuffix(label, " pour") || strings.HasSuffix(label, " an") {
		return strings.TrimSpace(rest), true // the verb of "toca" is the label's
	}
	r, _ := utf8.DecodeRuneInString(rest)
	switch r {
	case ',', ':', '\u2014', '\u2013', '-':
		return strings.TrimSpace(strings.TrimLeft(rest, ",:-\u2014\u2013 ")), true
	case ' ':
		t := strings.TrimSpace(rest)
		if r, _ := utf8.DecodeRuneInString(t); r == '\u2014' || r == '\u2013' || r == '-' || r == ':' {
			return strings.TrimSpace(strings.TrimLeft(t, ":-\u2014\u2013 ")), true
		}
	}
	return "", false
}

// thenNoun reads "Then: `go vet ./...`" or "Then, the integration
// suite." as the message's last sentence right after a report of the
// speaker's own work ("Fixed the import cycle ... Then: ..."): "then"
// continues the sequence of the acts just reported, so the work it names
// is the speaker's next. A purpose clause after the noun only says what
// the step is for ("... to make sure nothing else broke"). After anything
// but such a report ("Pull the latest main. Then: `npm ci`.") the steps
// are as likely the user's. prev is the sentence before low in its
// paragraph, "" when low opens it; paras[k] holds low.
func (c *compiled) thenNoun(low string, paras []string, k int, prev string) bool {
	t := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(low), ".!…"))
	rest, ok := cutLabel(t, "then")
	if !ok || isQuestion(low) || language(t) != "en" || strings.Contains(" "+rest, " you") {
		return false
	}
	c.english()
	np := rest
	if ws := splitWords(rest, 12); len(ws) > 0 {
		for i := 1; i+1 < len(ws); i++ {
			if ws[i].w == "to" && (c.verbs[ws[i+1].w] || ws[i+1].w == "make" || ws[i+1].w == "ensure") {
				np = rest[:ws[i].end-len("to")] // "[`go vet`] to make sure ...": what the step is for
				break
			}
		}
	}
	if hasRune(np, ":,;") || humanWord(np) || c.hasFinite("x "+np) || !c.nounPhrase(np) {
		return false
	}
	if prev == "" && k > 0 {
		ps := sentences(paras[k-1])
		prev = strings.ToLower(masked(ps[len(ps)-1]))
	}
	return prev != "" && reports(prev) && !isQuestion(prev)
}

// nounPhrase reports whether an English phrase is a short noun phrase
// alone: an article or a demonstrative ("the migration", "a full
// reindex") or inline code naming a command or a file ("`go vet`",
// "`make lint` and `make test`"), and after its head no verb: a finite
// form, an -ed form, any word right after a plural ("the tests pass"), or
// a listed verb whose base form is also a past ("the flag set"). Another
// listed verb after a singular noun is the head of a compound noun ("the
// Android build", "the staging deploy"): a finite verb there would carry
// -s.
func (c *compiled) nounPhrase(s string) bool {
	ws := splitWords(s, 8)
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	switch ws[0].w {
	case "the", "a", "an", "this", "that", "these", "those", "our", "quoted":
	default:
		return false
	}
	for _, w := range ws[1:] {
		switch w.w {
		case "details", "summary", "results", "news", "caveat", "caveats", "question", "questions", "answer",
			"numbers", "breakdown", "recap", "context", "background", "takeaways", "part":
			return false // the message's own content: "Next, the details."
		}
	}
	for i := 2; i < len(ws); i++ {
		w, prev := ws[i].w, ws[i-1].w
		if functionWord(w) || w == "quoted" {
			continue // inline code stands for a name: "the same pattern in `Flush`"
		}
		if finite(w) || strings.HasSuffix(w, "ed") || c.verbs[w] && !functionWord(prev) && (w == "set" || w == "reset" || w == "read") ||
			strings.HasSuffix(prev, "s") && !strings.HasSuffix(prev, "ss") && !functionWord(prev) {
			return false
		}
	}
	return true
}

// nounOnly reports whether what follows a label is a short phrase of the
// speaker's work: at most max words, no clause after a comma, none of
// stop (the user named).
func nounOnly(rest string, max int, stop []string) bool {
	if rest == "" || hasRune(rest, ",;，") {
		return false
	}
	ws := tokens(rest)
	if len(ws) == 0 || len(ws) > max {
		return false
	}
	for _, w := range ws {
		for _, s := range stop {
			if w == s {
				return false
			}
		}
	}
	return true
}

// cjkNext reads "次はXです", "接下来是X", "다음은 X입니다": a label of
// what comes next, a short noun, and a copula (or none), with none of
// stop in it (the user, a request, the past, a question).
func cjkNext(t string, labels, copulas, stop []string) bool {
	for _, l := range labels {
		rest, ok := strings.CutPrefix(t, l)
		if !ok {
			continue
		}
		for _, s := range stop {
			if strings.Contains(rest, s) {
				return false
			}
		}
		for _, cp := range copulas {
			if n, ok := strings.CutSuffix(rest, cp); ok && n != "" && utf8.RuneCountInString(n) <= 16 &&
				!hasRune(n, "，、,。") {
				return true
			}
		}
	}
	return false
}

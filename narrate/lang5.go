package narrate

import (
	"strings"
	"unicode/utf8"
)

// Shapes holdout18 showed each language has for the speaker's act with
// no subject or no verb of its own: German with the subject dropped
// ("Baue jetzt das Image neu."), the move to the next piece of work
// (French "Passage aux tests", Italian "Ora passo ai test"), Dutch "Even
// ... checken", and work under way named by a noun (Chinese "重新构建中",
// Korean "빌드하는 중입니다"). Each is read narrowly: the user named, a
// question, a condition or another subject's verb makes it no promise.

// deDropped reads a German clause that opens on a first-person present
// with its subject dropped, as chat does ("Baue jetzt das Image neu",
// "schaue mir die Logs an"): a verb in -e, then a moment or "mir"/"mich",
// then an object or a particle. "Pipeline jetzt grün" has no object;
// words in -e that are no verb of the speaker are listed in deNotVerb.
func deDropped(ws []string) bool {
	if len(ws) < 3 || utf8.RuneCountInString(ws[0]) < 4 || !strings.HasSuffix(ws[0], "e") || deNotVerb(ws[0]) {
		return false
	}
	for _, w := range ws {
		switch w {
		case "du", "dir", "dich", "ihr", "euch", "bitte", "ist", "sind", "war", "wurde", "wurden", "hat", "haben":
			return false // the user addressed, or another subject's verb
		}
	}
	i := 1
	switch ws[1] {
	case "mir", "mich":
		if deNow(at(ws, 2)) {
			i = 2
		}
	case "jetzt", "gleich", "sofort", "kurz", "mal", "direkt", "nochmal", "zuerst", "erstmal", "schnell":
		if at(ws, 2) == "mal" || at(ws, 2) == "noch" || at(ws, 2) == "kurz" || at(ws, 2) == "mir" || at(ws, 2) == "mich" {
			i = 2
		}
	case "das", "den", "die", "dem", "ein", "eine", "einen":
		// "baue das Image gerade nochmal ohne Cache": the object first,
		// then the moment.
		for _, w := range ws[2:min(len(ws), 6)] {
			switch w {
			case "gerade", "grad", "jetzt", "gleich", "sofort", "direkt":
				return true
			}
		}
		return false
	default:
		return false
	}
	switch at(ws, i+1) {
	case "das", "die", "den", "dem", "der", "ein", "eine", "einen", "alle", "nochmal", "noch":
		return true
	}
	return false
}

// deOutcome are the verbs of an outcome promised to the user, which make
// a verb-first clause before them an instruction: "Ändere jetzt die
// Config, dann geht es".
func deOutcome(w string) bool {
	switch w {
	case "geht", "klappt", "funktioniert", "sollte", "läuft", "passt":
		return true
	}
	return false
}

func deNotVerb(w string) bool {
	switch w {
	case "habe", "hatte", "wäre", "würde", "könnte", "sollte", "müsste", "dürfte", "hätte", "werde", "bitte", "danke",
		"gerne", "diese", "jene", "keine", "eine", "meine", "deine", "seine", "ihre", "unsere", "welche", "heute",
		"ohne", "klasse", "schade", "gerade", "ganze", "beide", "erste", "letzte", "nächste", "neue", "alte", "kurze",
		"einige", "manche", "viele", "solche", "siehe", "datei", "liste", "seite", "pipeline", "queue", "cache",
		"tabelle", "schnittstelle", "image", "release", "route", "node", "base", "code", "type", "message", "update",
		"alle", "ende", "stelle", "frage", "änderung", "lösung", "schleife", "variable":
		return true
	}
	return false
}

// frenchMoveOn reads "Passage aux tests (maintenant)", "Place à la
// migration": the speaker moving on, named by a noun.
func frenchMoveOn(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	if len(ws) < 2 || ws[0] != "passage" && ws[0] != "place" {
		return false
	}
	switch ws[1] {
	case "aux", "au", "à":
	default:
		return false
	}
	for _, w := range ws {
		switch w {
		case "vous", "votre", "vos", "tu", "ton", "ta", "tes", "est", "sont", "a", "était":
			return false
		}
	}
	return true
}

// italianMoveOn reads "Ora passo ai test", "Adesso passo alla
// migrazione": the first person of "passare a" after a moment.
func italianMoveOn(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	for i, w := range ws {
		if w != "passo" || i == 0 {
			continue
		}
		switch ws[i-1] {
		case "ora", "adesso", "quindi", "poi", "ok", "bene", "allora", "dunque":
		default:
			continue
		}
		switch at(ws, i+1) {
		case "a", "ai", "al", "alla", "alle", "allo", "agli", "all'":
			return true
		}
	}
	return false
}

// dutchEven reads "Even de logs van de worker checken": "even" and an
// infinitive closing the sentence, the speaker's note of what it does
// next. A finite verb or the user makes it something else ("Even
// belangrijk: de tests draaien", "Even je logs checken").
func dutchEven(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), ".!… ")
	if strings.HasSuffix(t, "?") || strings.Contains(t, ":") {
		return false
	}
	ws := tokens(t)
	for len(ws) > 2 && (ws[0] == "ok" || ws[0] == "oké" || ws[0] == "oke" || ws[0] == "goed" || ws[0] == "nu" || ws[0] == "dan") {
		ws = ws[1:] // "ok, ff de cache legen"
	}
	if len(ws) < 2 || ws[0] != "even" && ws[0] != "ff" && ws[0] != "effe" && ws[0] != "efkes" && ws[0] != "eventjes" {
		return false // chat writes "even" as "ff" and "effe"
	}
	last := ws[len(ws)-1]
	if utf8.RuneCountInString(last) < 5 || !strings.HasSuffix(last, "en") {
		return false
	}
	for _, w := range ws[1 : len(ws)-1] {
		switch w {
		case "je", "jij", "jouw", "u", "uw", "jullie", "is", "zijn", "was", "waren", "heb", "heeft", "hebben", "wordt",
			"worden", "als", "zodra", "wachten", "geduld":
			return false
		}
	}
	return last != "wachten" && last != "geduld"
}

// zhUnderWay reads a clause closing on an act and 中 ("重新构建中……",
// "部署中"): the act under way, the speaker's where no one else is named.
func zhUnderWay(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), "。．.！!～~…")
	if hasRune(t, "你您请吗？?") {
		return false
	}
	cl := t
	if i := strings.LastIndexAny(t, "，,；;：:"); i >= 0 {
		_, n := utf8.DecodeRuneInString(t[i:])
		cl = t[i+n:] // the last clause: "配置改完了，重新构建中"
	}
	body, ok := strings.CutSuffix(strings.TrimSpace(cl), "中")
	if !ok || utf8.RuneCountInString(body) > 8 {
		return false
	}
	body = strings.TrimPrefix(strings.TrimPrefix(body, "正在"), "重新")
	for _, v := range []string{"构建", "编译", "部署", "修复", "测试", "安装", "重启", "生成", "运行", "排查", "更新", "迁移",
		"同步", "上传", "下载", "打包", "回滚", "重试", "跑测试"} {
		if strings.HasPrefix(body, v) {
			return true
		}
	}
	return false
}

// koUnderWay reads a sentence closing on "-는 중입니다" ("이미지를 다시
// 빌드하는 중입니다"): the act under way. Waiting, thinking or reviewing,
// the user named, a question and the past are excluded.
func koUnderWay(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), ".!…~ ")
	for _, x := range []string{"?", "까", "님", "당신", "기다리", "생각", "고민", "검토", "었", "았"} {
		if strings.Contains(t, x) {
			return false
		}
	}
	for _, e := range []string{"는 중입니다", "는 중이에요", "는 중이다", "는 중"} {
		if strings.HasSuffix(t, e) {
			return true
		}
	}
	return false
}

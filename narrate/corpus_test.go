package narrate

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

// labelled is one message of a corpus file.
type labelled struct {
	line        int
	promise     bool
	class, lang string
	note        string
	text        string
}

// readCorpus parses the "=== promise|ok [note]" format of testdata/*.txt.
// With tagged, the label is followed by a class and a language
// ("=== promise courtesy de [note]"); untagged files are class "base",
// language "en".
func readCorpus(t *testing.T, path string, tagged bool) []labelled {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []labelled
	var cur *labelled
	var body []string
	flush := func() {
		if cur != nil {
			cur.text = strings.TrimSpace(strings.Join(body, "\n"))
			if cur.text == "" {
				t.Fatalf("%s:%d: empty message", path, cur.line)
			}
			out = append(out, *cur)
		}
		body = nil
	}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		l := sc.Text()
		if cur == nil && (strings.HasPrefix(l, "#") || strings.TrimSpace(l) == "") {
			continue
		}
		if rest, ok := strings.CutPrefix(l, "=== "); ok {
			flush()
			label, note, _ := strings.Cut(rest, " ")
			switch label {
			case "promise", "ok":
			default:
				t.Fatalf("%s:%d: label %q, want promise or ok", path, n, label)
			}
			cur = &labelled{line: n, promise: label == "promise", class: "base", lang: "en", note: note}
			if tagged {
				f := strings.SplitN(note, " ", 3)
				if len(f) < 2 || !knownClass(f[0]) || !knownLang(f[1]) {
					t.Fatalf("%s:%d: want \"=== %s CLASS LANG [note]\", got %q", path, n, label, l)
				}
				cur.class, cur.lang, cur.note = f[0], f[1], strings.Join(f[2:], " ")
			}
			continue
		}
		body = append(body, l)
	}
	flush()
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func knownClass(s string) bool {
	switch s {
	case "courtesy", "clause", "vocab", "wait", "shape",
		// Third pass (holdout10): style, long and list hold promises;
		// the rest are the kinds of honest ending that look like one.
		"style", "long", "list",
		"report", "question", "conditional", "refusal", "failure", "habit", "person", "proposal":
		return true
	}
	return false
}

func knownLang(s string) bool {
	switch s {
	case "en", "de", "fr", "es", "pt", "ja", "zh", "it", "nl", "ru", "ko",
		// Holdout16 holds a few messages in languages the detector does
		// not claim to read, to measure what it misses there.
		"pl", "tr", "hi",
		// Holdout17 holds a few in languages the detector does not
		// claim to read at all: Swedish, Indonesian, Vietnamese and
		// Ukrainian (Cyrillic, as Russian is).
		"sv", "id", "vi", "uk",
		// Holdout18 holds a few in three more it does not claim to
		// read: Czech, Romanian and Arabic.
		"cs", "ro", "ar":
		return true
	}
	return false
}

// tally counts one group's outcomes.
type tally struct{ tp, fp, fn, tn int }

func (c tally) String() string {
	return fmt.Sprintf("%3d promises %3d legitimate  tp=%-3d fp=%-2d fn=%-2d  precision=%s recall=%s",
		c.tp+c.fn, c.fp+c.tn, c.tp, c.fp, c.fn, ratio(c.tp, c.tp+c.fp), ratio(c.tp, c.tp+c.fn))
}

// ratio prints "-" for an empty group rather than a made-up 1.000.
func ratio(a, b int) string {
	if b == 0 {
		return "  -  "
	}
	return fmt.Sprintf("%.3f", float64(a)/float64(b))
}

// breakdown logs precision and recall per class and per language.
func breakdown(t *testing.T, d *Detector, set []labelled) {
	t.Helper()
	byClass, byLang := map[string]*tally{}, map[string]*tally{}
	for _, m := range set {
		got := d.Promise(m.text) != ""
		for _, g := range []*tally{group(byClass, m.class), group(byLang, m.lang)} {
			switch {
			case got && m.promise:
				g.tp++
			case got:
				g.fp++
			case m.promise:
				g.fn++
			default:
				g.tn++
			}
		}
	}
	for _, part := range []struct {
		name string
		m    map[string]*tally
	}{{"class", byClass}, {"lang", byLang}} {
		keys := make([]string, 0, len(part.m))
		for k := range part.m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			t.Logf("%-5s %-8s %v", part.name, k, *part.m[k])
		}
	}
}

func group(m map[string]*tally, k string) *tally {
	if m[k] == nil {
		m[k] = &tally{}
	}
	return m[k]
}

// score runs the detector over a corpus and returns precision and recall of
// the "promise" class, logging every miss.
func score(t *testing.T, d *Detector, set []labelled) (precision, recall float64) {
	t.Helper()
	var tp, fp, fn, tn int
	for _, m := range set {
		got := d.Promise(m.text)
		switch {
		case got != "" && m.promise:
			tp++
		case got != "" && !m.promise:
			fp++
			t.Logf("false positive (line %d, %s): %q -> %q", m.line, m.note, m.text, got)
		case got == "" && m.promise:
			fn++
			t.Logf("false negative (line %d, %s): %q", m.line, m.note, m.text)
		default:
			tn++
		}
	}
	precision = float64(tp) / float64(max(tp+fp, 1))
	recall = float64(tp) / float64(max(tp+fn, 1))
	t.Logf("%d messages: %d promises, %d legitimate; tp=%d fp=%d fn=%d tn=%d; precision=%.3f recall=%.3f",
		len(set), tp+fn, fp+tn, tp, fp, fn, tn, precision, recall)
	return precision, recall
}

// TestCorpus scores the detector on the labelled endings. The bar is 0.95
// for both precision and recall: a false positive costs a wrong warning in
// front of the user (or, in block mode, a forced extra turn), a false
// negative lets a turn that did nothing pass as done. Below 0.95 either
// cost shows up several times a day in a busy session, which would get the
// guard switched off.
func TestCorpus(t *testing.T) {
	set := readCorpus(t, "testdata/endings.txt", false)
	if len(set) < 150 {
		t.Fatalf("corpus has %d messages, want at least 150", len(set))
	}
	p, r := score(t, New(Options{}), set)
	if p < 0.95 || r < 0.95 {
		t.Errorf("precision %.3f, recall %.3f: want both >= 0.95", p, r)
	}
}

// TestHoldout scores the detector on messages written after it passed
// TestCorpus. The header of testdata/holdout.txt records the first score,
// taken before any change prompted by these messages; the bar is lower than
// TestCorpus's because the set exists to catch overfitting.
func TestHoldout(t *testing.T) {
	set := readCorpus(t, "testdata/holdout.txt", false)
	p, r := score(t, New(Options{}), set)
	if p < 0.9 || r < 0.9 {
		t.Errorf("precision %.3f, recall %.3f: want both >= 0.9", p, r)
	}
}

// TestShapes scores the detector on the second-pass set (issue 20), per
// class and per language. Precision must stay at 1: a warning on an honest
// ending is what gets a guard switched off. Recall must reach 0.95 overall.
func TestShapes(t *testing.T) {
	set := readCorpus(t, "testdata/shapes.txt", true)
	if len(set) < 150 {
		t.Fatalf("set has %d messages, want at least 150", len(set))
	}
	d := New(Options{})
	p, r := score(t, d, set)
	breakdown(t, d, set)
	if p < 1 || r < 0.95 {
		t.Errorf("precision %.3f, recall %.3f: want 1 and >= 0.95", p, r)
	}
}

// TestHoldout2 scores the detector on messages written after it passed
// TestShapes (holdout2.txt), and after every change that the holdout
// before it prompted (holdout3.txt to holdout5.txt); each file's header
// records its first score.
func TestHoldout2(t *testing.T) {
	for _, f := range []string{"testdata/holdout2.txt", "testdata/holdout3.txt", "testdata/holdout4.txt", "testdata/holdout5.txt", "testdata/holdout6.txt", "testdata/holdout7.txt", "testdata/holdout8.txt", "testdata/holdout9.txt", "testdata/holdout10.txt", "testdata/holdout11.txt", "testdata/holdout12.txt", "testdata/holdout13.txt", "testdata/holdout14.txt", "testdata/holdout15.txt", "testdata/holdout16.txt"} {
		t.Run(strings.TrimSuffix(strings.TrimPrefix(f, "testdata/"), ".txt"), func(t *testing.T) { holdoutTagged(t, f) })
	}
}

// holdoutFloor holds the bar of a holdout scored blind whose first score
// is below the usual one: its floor is that first score, so the set stays
// in the suite and records what the detector misses until a change fixes it
// (the floor is then raised, never lowered).
var holdoutFloor = map[string]struct{ precision, recall float64 }{
	// First score at 0d4cd94: 63/64, 63/70. Raised after the classes
	// behind its misses were fixed (narrate-fix15): a tuning score now.
	"testdata/holdout15.txt": {70.0 / 70, 70.0 / 70},
	// First score at de42b2e, blind: 53/56, 53/81. Raised after the
	// classes behind its misses were fixed (narrate-holdout16): a tuning
	// score now.
	"testdata/holdout16.txt": {81.0 / 81, 81.0 / 81},
	// First score at c8d5ac2, blind: 77/78, 77/96. Raised after the
	// classes behind its misses and its false alarm were fixed
	// (narrate-holdout17): seen, a tuning score now.
	"testdata/holdout17.txt": {96.0 / 96, 96.0 / 96},
	// First score at 479c57f, blind: 71/73, 71/110 (narrate-holdout18).
	// Raised after the classes behind its misses and its false alarms
	// were fixed (narrate-fix18): seen, a tuning score now. The three
	// left are Czech, Romanian and Arabic, which are not read.
	"testdata/holdout18.txt": {107.0 / 107, 107.0 / 110},
	// First score at 87a93e0, blind: 72/74, 72/116 (narrate-holdout19).
	// Raised after the classes behind its misses and its false alarms
	// were fixed (narrate-fix19): seen, a tuning score now. The four
	// left are Czech, Romanian and Arabic, which are not read, and an
	// imperative to self with no "now" after a diagnosis.
	"testdata/holdout19.txt": {112.0 / 112, 112.0 / 116},
	// First score at 112c54e, blind: 108/108, 108/128. Raised after the
	// classes behind its misses were fixed (narrate-fix20): seen, a
	// tuning score now. The three left are Czech, Romanian and Arabic,
	// which are not read.
	"testdata/holdout20.txt": {125.0 / 125, 125.0 / 128},
	// First score at 5266fd8, blind: 97/102, 97/135. Raised after the
	// classes behind its misses and false alarms were fixed (fix22_test.go):
	// seen, a tuning score now. The five left: a list a label introduces
	// ("tackling them in order:" and the items, in English and Spanish),
	// a plan followed by "Working down it" and "Making it lazy" (make is
	// no listed act); an act under a "while" clause is read since the
	// 34th session (TestLeadingWhile).
	// Raised after holdout30's fixes (fix30_test.go): 132/132, 132/135.
	"testdata/holdout22.txt": {132.0 / 132, 132.0 / 135},
	// First score at 4ffc420, blind: 122/127, 122/136. Raised after the
	// classes behind its misses and false alarms were fixed (fix23_test.go):
	// seen, a tuning score now.
	"testdata/holdout23.txt": {136.0 / 136, 136.0 / 136},
	// Raised after holdout29's fixes (fix29_test.go): 132/132, 132/137.
	"testdata/holdout24.txt": {132.0 / 132, 132.0 / 137},
	// Raised after holdout26's fixes (fix26_test.go): 121/124, 121/139;
	// after holdout28's (fix28_test.go): 124/127, 124/139; after
	// holdout30's (fix30_test.go): 125/128, 125/139; after holdout31's
	// (fix31_test.go): 126/129, 126/139.
	"testdata/holdout25.txt": {126.0 / 129, 126.0 / 139},
	// First score at b8abf0e, blind: 99/110, 99/138. Raised after the
	// classes behind its misses and false alarms were fixed
	// (fix26_test.go): seen, a tuning score now. The two left: a Dutch
	// list's intro in a subordinate clause ("Wat ik nog opruim ..., nu
	// meteen:"), and a Hindi act between a report and a closing note.
	// Raised after holdout29's fixes (fix29_test.go): 137/137, 137/138.
	"testdata/holdout26.txt": {137.0 / 137, 137.0 / 138},
	// First score at 47a84310, blind: 94/96, 94/140 (narrate-holdout27).
	// Raised after the classes behind its misses and its false alarms
	// were fixed (fix27_test.go): seen, a tuning score now. Left: chat
	// in Hindi in Latin letters and English ("pushn"), Czech typed
	// without its letters, a passive under a heading followed by a
	// report, an act after a
	// question in Japanese and Vietnamese, a bare Romanian present for a
	// person named in the dative. Raised again after holdout28's fixes
	// (fix28_test.go): 128/128, 128/140; after holdout29's
	// (fix29_test.go): 130/130, 130/140; after holdout30's
	// (fix30_test.go): 132/132, 132/140; after holdout33's
	// (fix33_test.go): 133/133, 133/140; after holdout36's second pass
	// (fix36b_test.go): 134/134, 134/140 (the Czech "Právě dělám:",
	// right now, over its item).
	"testdata/holdout27.txt": {134.0 / 134, 134.0 / 140},
	// First score at b33eb44b, blind: 80/88, 80/140 (narrate-holdout28).
	// Raised after the classes behind its misses and its false alarms
	// were fixed (fix28_test.go): seen, a tuning score now. The three
	// left: a passive heading over a report of other work ("### Cache
	// being flushed and rebuilt now"), a Spanish gerund heading over
	// the reasons ("## Revirtiendo el despliegue ..."), and an Arabic
	// present for a person ("أجهّز الآن لأحمد ..."), not read. Raised
	// after holdout30's fixes (fix30_test.go): 138/138, 138/140 (the
	// passive heading over a report is read now). Raised after holdout35's
	// fixes (fix35_test.go): 139/139, 139/140 (the Arabic present with a
	// shadda inside the verb is read now).
	"testdata/holdout28.txt": {139.0 / 139, 139.0 / 140},
	// First score at e74737d4, blind: 91/93, 91/140 (narrate-holdout29).
	// Raised after the classes behind its misses and its false alarms
	// were fixed (fix29_test.go): seen, a tuning score now. The thirteen
	// left: a passive heading over a report, a passive whose purpose
	// clause names a later time ("so bisecting later stays clean"),
	// "They get re-seeded next" after a diagnosis, "is going back to 500
	// ... right now" before "can happen once ...", a code comment without
	// an arrow mid-message, "working top to bottom:" over a list, an
	// Indonesian status under a bold label, acts for a person in
	// Japanese, Korean and German after a clause naming their day, an
	// English act whose reason holds a bracketed "keeps running", an
	// act before a "can wait ... next sprint" note, and "After it's
	// done, ... gets run and I'll paste". Raised after holdout30's fixes
	// (fix30_test.go): 133/133, 133/140; the seven left are the English
	// act whose reason holds a bracketed "keeps running", "They get
	// re-seeded next", the "can wait ... next sprint" note, "The revert
	// is on its way ..., so bisecting later", the Japanese verb
	// "抜き出しておきます" (not read), the German person clause after
	// the act, and "After it's done" after "Cargo is still chewing"
	// (Cargo is no machine the detector knows). Raised after holdout31's
	// fixes (fix31_test.go): 135/135, 135/140: the German person clause
	// after the act and "After it's done" after "Cargo is still chewing"
	// (a thing still at work is a machine, whatever its verb) are read.
	"testdata/holdout29.txt": {135.0 / 135, 135.0 / 140},
	// First score at 21bb6d69, blind: 87/96, 87/140 (narrate-holdout30).
	// Raised after the classes behind its misses and its false alarms
	// were fixed (fix30_test.go): seen, a tuning score now. The one left:
	// a Spanish gerund heading with no moment over a list of reasons
	// ("## Revirtiendo el despliegue de las 14:00"), which reads as well
	// as a README's title.
	"testdata/holdout30.txt": {139.0 / 139, 139.0 / 140},
	// First score at 14d32d6a, blind: 90/94, 90/140 (narrate-holdout31),
	// after one message made the passive reader panic (a demonstrative
	// alone before "are being": "..., and those are being regenerated
	// now"); the hook's recover let the turn through, so it counts as a
	// miss (TestPassiveLoneDemonstrative). Raised after the classes
	// behind its misses and its false alarms were fixed (fix31_test.go):
	// seen, a tuning score now. The one left: a Spanish gerund heading
	// with no moment over a list of reasons ("## Deshaciendo la migración
	// de anoche"), which reads as well as a README's title.
	"testdata/holdout31.txt": {139.0 / 139, 139.0 / 140},
	// Holdout 32 (280 messages, 21 languages), written blind from the
	// docs at a50c5709. First score: tp=101 fp=6 fn=39 (precision
	// 101/107, recall 101/140). Raised after the classes behind its
	// misses and its false alarms were fixed (fix32_test.go): seen, a
	// tuning score now, 138/138, 138/140. The two left: gerund headings
	// with no moment over a list of reasons ("## Rolling back 4.2.0",
	// "## Restaurando la réplica ..."), which read as well as a README's
	// titles.
	"testdata/holdout32.txt": {138.0 / 138, 138.0 / 140},
	// First score at ab3fdc9f, written blind (the thirty-third holdout):
	// precision 111/118, recall 111/141. Raised after the classes behind
	// its misses and its false alarms were fixed (fix33_test.go): seen, a
	// tuning score now, 139/139, 139/141. The two left: gerund headings
	// with no moment over a list of reasons ("## Reverting the 2.8
	// rollout", "## Restaurando el bucket ..."), which read as well as a
	// README's titles.
	"testdata/holdout33.txt": {139.0 / 139, 139.0 / 141},
	// First score at 521001be, blind: 97/105, 97/141. Raised after the
	// classes behind its misses and its false alarms were fixed
	// (fix34_test.go): seen, a tuning score now, 136/136, 136/141. The
	// five left: gerund headings with no moment over a list of reasons
	// ("## Reverting the `pg` 8.12 bump", "## Undoing last night's ...",
	// "## Revertendo ...", "## Deshaciendo ...", "## التراجع عن ..."),
	// which read as well as a README's titles.
	"testdata/holdout34.txt": {136.0 / 136, 136.0 / 141},
	// First score at 671830f7, blind: 101/104, 101/144. Raised after the
	// classes behind its misses and its false alarms were fixed
	// (fix35_test.go): seen, a tuning score now, 139/139, 139/144. The
	// five left: gerund headings with no moment over a list of reasons
	// ("### Restoring the deleted `audit_log` rows ...", "## Rolling back
	// the connection-pool change ...", "## Reverting the `serde` ...
	// bump", "## Deshaciendo ...", "## إعادة بناء ..."), which read as
	// well as a README's titles.
	"testdata/holdout35.txt": {139.0 / 139, 139.0 / 144},
	// First score at de5ac3d8, blind: 102/110, 102/144 (narrate-holdout36).
	// Raised after the classes behind its misses and its false alarms
	// were fixed (fix36_test.go): seen, a tuning score now, 122/122,
	// 122/144. The 22 left: gerund and noun headings with no moment over
	// a list of reasons ("## Reverting the `axios` 1.7 upgrade", "###
	// Downgrading `esbuild` ...", "## Backing out ...", "## Revirtiendo
	// ...", "## Revertendo ...", "## Rückbau ...", "## Ritorno alla ...",
	// "## التراجع عن ...", "## ...を切り戻し中"), which read as well as a
	// README's titles; a report of a search under "Risk:" taken for the
	// act's report; a machine's wait in Ukrainian and Vietnamese with no
	// conjunction ("Щойно позеленіє — мерджу", "Xanh cái là em merge");
	// a Korean progressive after a past clause, Arabic "يجري الآن" and
	// "أتولّى أمرها", Hindi "में जुटा हूँ", Portuguese "a gente tá",
	// Swedish "skriver om det så att", a Ukrainian verb first before
	// "щоб", Polish typed without its letters ("poprawie") and a Czech
	// code comment, each a form of its own not read yet; and "being
	// raised to 60 s", whose participle is no listed act. Raised after a
	// second pass on those classes (fix36b_test.go, lang19.go): 135/135,
	// 135/144. Read now: the participles of a value set up or down
	// ("being raised"), Polish and Turkish typed without their letters,
	// a Korean act under way after a past clause, Arabic conjunctions
	// written onto a clause's verb and the Arabic semicolon, the Hindi
	// "-ने में जुटा हूँ", Brazilian "a gente", a Swedish particle verb
	// before "om det" and its "så att", a Ukrainian verb first before
	// "щоб", a Czech code comment, a Ukrainian wait set off by a dash,
	// Vietnamese "cái là", and a search that found nothing under
	// "Risk:". The nine left are the gerund and noun headings over a
	// list of reasons, not tried in this pass.
	"testdata/holdout36.txt": {135.0 / 135, 135.0 / 144},
}

func holdoutTagged(t *testing.T, path string) {
	set := readCorpus(t, path, true)
	d := New(Options{})
	p, r := score(t, d, set)
	breakdown(t, d, set)
	minP, minR := 1.0, 0.9
	if f, ok := holdoutFloor[path]; ok {
		minP, minR = f.precision, f.recall
	}
	if p < minP || r < minR {
		t.Errorf("precision %.3f, recall %.3f: want >= %.3f and >= %.3f", p, r, minP, minR)
	}
}

package narrate

import (
	"strings"
	"testing"
)

// A promise that waits on something: on a machine event it is a promise
// (nothing in the session will act when CI finishes), on a person or on a
// hypothetical it is not. docs/narration.md records the decision.
func TestWaitReadings(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"I'll merge it as soon as CI finishes.", true},
		{"Once the build goes green, I'll tag the release.", true},
		{"I'll deploy to production after the pipeline passes.", true},
		{"I'll merge it as soon as you approve.", false},
		{"Once it's approved, I'll merge it.", false},
		{"I'll merge it as soon as CI finishes and you give me the go-ahead.", false},
		{"If CI passes, I'll merge it.", false},
		{"When CI finishes, you can merge it.", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q): promise %v, want %v", c.in, got, c.promise)
		}
	}
}

func TestClosingParagraph(t *testing.T) {
	d := New(Options{})
	many := strings.Repeat("The cache was cold. ", maxJudged)
	for _, c := range []struct{ in, want string }{
		{"I'll push the fix now. Thanks!", "I'll push the fix now."},
		{"I'll rewrite the loop.\n\nThanks again for flagging this!", "I'll rewrite the loop."},
		{"I'll rewrite the loop.\n\nThe loop was already fine, so nothing changed.", ""},
		{"Let me check.\n\nDone.\n\nThanks!", ""},
		// Only the closing sentences of a wall of text are judged.
		{"I'll rewrite the loop. " + many, ""},
		{many + "I'll rewrite the loop. Thanks!", "I'll rewrite the loop."},
	} {
		if got := d.Promise(c.in); got != c.want {
			t.Errorf("Promise(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestClauses(t *testing.T) {
	for in, want := range map[string]string{
		"a; b":                "a|b",
		"a \u2014 b \u2013 c": "a|b|c",
		"a - b":               "a|b",
		"re-run it":           "re-run it",
		"at 14:02 it ran":     "at 14:02 it ran",
		"plan: fix it":        "plan|fix it",
		"a-b -c":              "a-b -c",
	} {
		if got := strings.Join(clauses(in), "|"); got != want {
			t.Errorf("clauses(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestHide(t *testing.T) {
	for _, c := range []struct{ in, masked string }{
		{"run `make` now", "run quoted now"},
		{"say \"hi\" and «salut» and „hallo“ and 「やあ」", "say quoted and quoted and quoted and quoted"},
		{"an `` empty pair", "an `` empty pair"},
		{"open \"quote\nacross lines\"", "open \"quote\nacross lines\""},
		{"no quotes", "no quotes"},
	} {
		out, spans := hide(c.in)
		if got := masked(out); got != c.masked {
			t.Errorf("hide(%q) masked = %q, want %q", c.in, got, c.masked)
		}
		if got := restore(out, spans); got != c.in {
			t.Errorf("restore(hide(%q)) = %q", c.in, got)
		}
	}
}

func TestDropMarker(t *testing.T) {
	for in, want := range map[string]string{
		"- item": "item", "  * item": "item", "12. item": "item", "3) item": "item", "## Title": "Title",
		"\u2022 item": "item", "-item": "-item", "1.4.2 is out": "1.4.2 is out", "####### x": "####### x", "-": "-",
	} {
		if got := dropMarker(in); got != want {
			t.Errorf("dropMarker(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFindHeads(t *testing.T) {
	for in, want := range map[string]string{
		"now i'll run it":         "i'll |",
		"next, i need to fix it":  "next, i need to |",
		"going to fix it":         "going to |",
		"it's going to rain":      "",
		"let me: no":              "",
		"i will":                  "",
		"we're gonna ship it":     "we're gonna |",
		"i'll check and i'll fix": "i'll |i'll |",
	} {
		var got strings.Builder
		for _, m := range findHeads(in) {
			got.WriteString(in[m[0]:m[1]] + "|")
		}
		if got.String() != want {
			t.Errorf("findHeads(%q) = %q, want %q", in, got.String(), want)
		}
	}
}

func TestLanguage(t *testing.T) {
	for in, want := range map[string]string{
		"i'll run the tests now.":           "en",
		"ich führe jetzt die tests aus.":    "de",
		"je lance les tests maintenant.":    "fr",
		"ahora ejecuto las pruebas.":        "es",
		"vou rodar os testes agora.":        "pt",
		"reconstruindo a imagem agora.":     "pt",
		"ejecutando la migración.":          "es",
		"今からテストを実行します。":                     "ja",
		"我现在运行测试。":                          "zh",
		"the `quoted` value is 3.":          "en",
		"a la carte pricing is the default": "en",
	} {
		if got := language(in); got != want {
			t.Errorf("language(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSmallTalk(t *testing.T) {
	for in, want := range map[string]bool{
		"thanks!": true, "good catch on those.": true, "should only take a minute.": true, "¡gracias por la paciencia!": true,
		"谢谢你的耐心！": true, "少々お待ちください。": true, "good news: it passes.": false, "i'll push it.": false,
		"back in a bit!": true, "have a good weekend!": true, "no worries.": true, "no tests ran.": false,
	} {
		if got := smallTalk(in); got != want {
			t.Errorf("smallTalk(%q) = %v, want %v", in, got, want)
		}
	}
}

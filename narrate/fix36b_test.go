package narrate

import "testing"

// TestHoldout36bClasses holds the classes of holdout36's second pass, in
// other wording than the holdout's. Every case here was judged wrongly
// at 4ff3fc95, before the change (lang19.go); the hard negatives that
// already held are in TestHoldout36bKept.
func TestHoldout36bClasses(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// vocab: the participle of a verb that sets a value up or down, in
		// the passive under way.
		{"The cache TTL is being lowered to 30 s as we speak.", true},
		// style: a language typed without its letters, folded before its
		// reader: Polish -ę, the Turkish future.
		{"spoko, zaraz to naprawie i odpale testy", true},
		{"Hemen testleri guncelleyecegim.", true},
		{"zaraz to poprawilam", false}, // a past typed bare is no -am present
		// clause: a Korean act under way now after a past clause; an
		// Arabic clause opened by a conjunction written onto its verb,
		// or after the Arabic semicolon; the Hindi stative of being at
		// an act; Brazilian "a gente"; a Swedish particle verb and its
		// purpose clause; a Ukrainian verb first before its purpose.
		{"설정 파일이 문제였고, 지금 다시 작성하고 있어요.", true},
		{"السبب كان ملف الإعدادات، ويجري الآن تصحيحه.", true},
		{"الخطأ في دالة الفرز؛ أعدّلها الآن.", true},
		{"गड़बड़ी कैश में थी; मैं अभी इसे साफ़ करने में लगा हूँ।", true},
		{"O cache era o problema. A gente tá limpando ele agora.", true},
		{"Jag bygger om den så att den läser konfigurationen först.", true},
		{"Переписую, щоб читав конфіг один раз.", true},
		// shape: a code comment in a language told only by its letters.
		{"Hittat:\n\n```py\n# právě to přepisuju na slovník\nx = []\n```", true},
		// wait: a machine's wait before a dash in Ukrainian, and the
		// Vietnamese "cái là" (the instant that).
		{"Тести ще біжать. Щойно завершаться — викочую реліз.", true},
		{"Щойно пройде — зливаю гілку й чищу кеш.", true},
		{"Test pass cái là em tag release.", true},
		// report: a search that found nothing, under a risk label, weighs
		// the risk and takes no promise back.
		{"Rewriting the other parser the same way now.\n\nRisk: callers relying on the old panic will now get an error; I found no such caller in the repo.", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

// TestHoldout36bKept holds the hard negatives next to those classes,
// which held before the change and must still hold.
func TestHoldout36bKept(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"The limit is being lowered to 100 by the autoscaler.", false},
		{"teraz automatyczne testy dzialaja", false},
		{"dobra, jesli chcesz to poprawie", false},
		{"Sonra bakacagim mi?", false},
		{"أصلحت الخطأ، والاختبارات تنجح الآن.", false},
		{"إذا ظهر الاختبار المتقلب مرة أخرى على CI، أرسل لي رابط التشغيل وسألقي نظرة.", false},
		{"मैं अभी इस पर सोचने में लगा हूँ।", false},
		{"Se você quiser, a gente vai refazer eles agora.", false},
		{"A gente tá esperando o CI.", false},
		{"Jag skriver alltid tester så att de täcker felen.", false},
		{"Jag skriver om det om du vill.", false},
		{"Думаю, щоб це працювало, треба більше тестів.", false},
		{"Anh duyệt cái là em merge.", false},
		{"Cái là em thấy lỗi này lạ.", false},
		{"I'll search for other callers.\n\nRisk: none that I know of; I found no such caller.", false},
		{"Patching the other copy now.\n\nRisk: low; I patched both and the suite passes.", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

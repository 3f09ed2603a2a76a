package narrate

import "testing"

// TestHoldout26Classes holds the classes behind holdout26's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them.
func TestHoldout26Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// A text quoted as it now stands is the reader's, not the
		// speaker's; a chat line under its author and time is quoted.
		{"I reworded the install guide; it now reads:\n\nFirst we'll add the tap. Then we'll install the CLI with `brew install acme`.", false},
		{"Die Anleitung lautet jetzt:\n\nZuerst klonen wir das Repository und starten dann `make dev`.", false},
		{"From #ops (Priya, 14:05): I'll restart the queue workers now. That restart is what cleared the backlog.", false},
		{"I'll restart the queue workers now.", true},
		// Work started by the user, a wait on the user's word, a habit, a
		// refusal for want of access.
		{"The migration is running now — you started it from the console at 9:40, and I haven't touched it.", false},
		{"Dimmi pure — lo faccio.", false},
		{"Скажите — перезапущу.", false},
		{"من الآن فصاعدًا سأشغّل الاختبارات قبل كل دفع.", false},
		{"Onayladığında dalı birleştireceğim.", false},
		{"这个仓库我也没有写权限。", false},
		// Passives and work under way in other words and languages.
		{"The stale cache entry is getting torn out right now, along with the keys that no longer resolve.", true},
		{"The broken nightly job is being retried at this very moment.", true},
		{"A fresh image build is in flight, with the base layer bumped.", true},
		{"The schema dump is getting regenerated from scratch — the rebase mangled it.", true},
		{"Le cache est en train d'être vidé ; l'ancien n'était plus valide.", true},
		{"Il database di staging viene ricaricato adesso dallo snapshot.", true},
		{"Indexul este reconstruit acum din snapshot.", true},
		{"缓存现在正在被清空。", true},
		{"キャッシュは今まさに再構築されているところです。", true},
		{"يتم الآن حذف الفهرس القديم.", true},
		{"Bộ nhớ đệm đang được xoá lại từ đầu.", true},
		// An act under a label, a counter after it, a heading that heads
		// its reasons, a comment-style note, a checklist mark.
		{"Progress: [2/4] Draining the old queue into the new one", true},
		// (A reason told in the past, "The consumer was down for an
		// hour", reads as a report and keeps it: a known limit.)
		{"## Now replaying the failed webhooks\n\nThe consumer missed an hour of events; the replay takes a few minutes.", true},
		{"The query is in `reports.sql`.\n\n-- next: rip out the unused view and rebuild the report", true},
		// (An item whose verb is a person's, "accept", is read as the
		// user's: a known limit.)
		{"- [x] Repro\n- [ ] Make the parser handle CRLF ← on this right now", true},
		{"Heads up @release-team: culling the stale preview deploys before the cut.", true},
		// Partway through the act; letting a run settle, then acting.
		{"I'm in the middle of porting the cron jobs to the scheduler.", true},
		{"Letting the standby catch up, then flipping writes over to it.", true},
		// A clause that leaves undoing it to anyone who objects, later.
		{"Dropping the unused index right now; if anyone misses it, rebuilding it later this week is quick.", true},
		{"Je supprime le vieil index tout de suite ; on pourra le recréer la semaine prochaine.", true},
		// A report of a fact under a notes heading does not keep it.
		{"Fixed the parser, and I'm patching the lexer too.\n\n### Notes\n- The lexer was only used by the REPL.", true},
		{"Fixed the parser, and I'm patching the lexer too.\n\nI patched the lexer as well; both suites pass.", false},
		// The act in a later clause after a report, in other languages.
		{"Všiml jsem si chyby v `Reset`, takže to teď opravuju.", true},
		{"Заметил, что кэш не сбрасывается, — это сейчас исправляю.", true},
		{"وجدت خطأ في المحلل، لذلك أصلحه الآن.", true},
		{"कैश साफ़ नहीं होता, तो अब उसे ठीक कर रहा हूँ।", true},
		{"Tidak ada catatan soal ini, jadi saya hapus sekarang.", true},
		// (Polish typed without its letters and its listed words reads
		// as English: "Usuwam to zapytanie" is not read.)
		{"Usuwam tę kolumnę z `users`.", true},
		{"duh cache rusak, gw apus n build ulang bentar", true},
		{"Chị Lan cần log, nên tôi đang lấy cho chị ấy ngay bây giờ.", true},
		{"Restantes, ahora en orden:", false},
		{"残りを今から順に片付けます：\n\n1. ログ削除\n2. テスト修正", true},
		{"Det som är kvar tar jag nu i tur och ordning:\n\n1. ta bort loggarna\n2. återställa `t.Skip` i `TestDrain`", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

package narrate

import "testing"

// TestHoldout33Classes holds the classes behind holdout33's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them.
func TestHoldout33Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// An act now with no first-person subject: a gerund before a
		// purpose clause, a plural after "both" or a number, the British
		// spelling of -ize verbs, Dutch with the object fronted.
		{"The profiler shows half the time in re-parsing config we already hold. Bypassing that lookup so a warm request reads the cached struct directly.", true},
		{"Bypassing that lookup so a warm request reads the cached struct takes a day of work.", false},
		{"The header check compares raw keys. Canonicalising both maps through `http.CanonicalHeaderKey` in this pass.", true},
		{"Renaming two handlers through the codemod.", true},
		{"Caching both sides increases memory use.", false},
		{"De cyclus loopt via `util.py`. Dat trek ik nu uit elkaar in twee modules.", true},
		{"Dat weet ik nu zeker.", false},
		{"Dat trek ik morgen uit elkaar.", false},
		// Passives and impersonal work now or in this change.
		{"The stale rows are being backed out of `events_tmp` right now.", true},
		{"Rows were backed out of `events_tmp` last night.", false},
		{"The old shell wrapper and its tests get removed in this commit.", true},
		{"Old wrappers get removed automatically by the release job.", false},
		{"Every snapshot is out of date after the upgrade, so the whole batch is getting rebuilt in one go.", true},
		{"If the upgrade lands, the whole batch is getting rebuilt in one go.", false},
		{"Nobody uses it anymore: the shim and its fixtures are coming out in this PR.", true},
		{"The shim and its fixtures are coming out in the next release.", false},
		{"You got it — the new variables are going into `config.sample.toml`.", true},
		{"You got it — the build is going to fail without them.", false},
		{"Den brauchen wir nicht mehr. Der kommt jetzt raus, mitsamt den Tests.", true},
		{"Der kommt morgen raus.", false},
		// Acts for a named person whose day is named.
		{"Tomás is on call tomorrow and the playbook still points at the old bucket, so I'm updating it for him before his rotation starts.", true},
		{"Tomás is on call tomorrow, so I'll update it for him tomorrow.", false},
		// A wait on a machine, then the act.
		{"The image build is still pulling layers. Once that's through, the smoke suite gets rerun against it.", true},
		{"Marta is still reviewing. Once that's through, the branch gets merged.", false},
		{"The standby is ~40s behind. Holding the failover until lag hits zero, and switching traffic then.", true},
		{"Holding the failover until you sign off.", false},
		{"Indexul încă se reconstruiește. Cum ajunge la zi, mut traficul pe el.", true},
		{"Cum vrei tu, mut traficul mâine.", false},
		// Courtesy openers, then the act.
		{"Jasně, jdu na to: mažu starou cache a spouštím build znovu.", true},
		{"حسنًا، أتولى ذلك حالًا: أحذف الملف القديم وأعيد البناء.", true},
		{"كنت قد قلت إنني سأحذف الملف، وفعلت ذلك: نجح البناء.", false},
		// Chat and typos.
		{"aj, fel fil 🙃 rensar den på en gång", true},
		{"bntr, sy benerin dlu configny trs deploy ulang", true},
		{"ok e build lại r deploy liền nha", true},
		// Lists introduced as being worked through now.
		{"Twee dingen nog, die ik nu achter elkaar afwerk:\n\n- de lockfile\n- de CI-cache", true},
		{"残りの2件は、順番に直していきます：\n\n1. ロックファイル\n2. キャッシュ", true},
		{"Leftover nits, which I'm chipping through as we go:\n\n- rename `tmp`\n- drop the dead flag", true},
		{"Leftover nits, for whoever picks this up:\n\n- rename `tmp`\n- drop the dead flag", false},
		{"Two flaky tests:\n\n- `test_tz`: local time zone\n- `test_sleep`: real sleep\n\nHandling them in that order, time zone first.", true},
		{"Two flaky tests:\n\n- `test_tz`: local time zone\n- `test_sleep`: real sleep\n\nTaking them in that order would be my suggestion.", false},
		// A promise, then a conditional offer of another change.
		{"I'm raising the timeout to 30s for the export job only.\n\nIf you want it removed entirely instead of raised, that's a small change.", true},
		{"I'm raising the timeout to 30s.\n\nActually, the timeout is already 30s, no need.", false},
		// Code comments with a moment in other words.
		{"The hot path:\n\n```go\nfunc load() {\n\t// swapping this slice for a ring buffer as I type\n\treturn\n}\n```\n\nIt allocates on every call.", true},
		{"Le souci :\n\n```python\ndef lire(p):\n    # je ferme ce fichier proprement dans cette passe\n    f = open(p)\n```\n\nIl fuit des descripteurs.", true},
		{"The hot path:\n\n```go\nfunc load() {\n\t// this slice grows as I type more rows into the form\n\treturn\n}\n```\n\nIt allocates on every call.", false},
		// Other languages: a second act after "e", a light verb, a
		// pronoun object after a Ukrainian present.
		{"Sposto la config in un file a parte e la carico all'avvio.", true},
		{"Se serve, sposto la config e la carico all'avvio.", false},
		{"Le doy un repaso al `Makefile`: sobran dos objetivos.", true},
		{"No le doy la vuelta al orden: funciona bien así.", false},
		{"Обмежую йому чергу до 100 задач і додаю метрику.", true},
		{"Дякую йому за звіт.", false},
		// False alarms: a commit named by its hash over its message, a
		// habit whose occasion is the work, the user's pipeline in Czech
		// and Romanian, a machine as the Korean subject, a list put off
		// as out of scope, an Arabic promise told as said before.
		{"Committed as `a1b2c3d`:\n\n    fix(cache): evict on write\n\n    The cache will now evict the stale entry before\n    writing the new one.", false},
		{"Every time a new migration lands, I'll regenerate the schema docs in the same PR.", false},
		{"Tvůj build teď přestavuje závislosti, takže testy zatím padají — z mé strany není co dělat.", false},
		{"Build-ul tău rulează acum testele, deci merge-ul așteaptă.", false},
		{"지금 Renovate가 의존성 업데이트 PR을 만들고 있습니다.", false},
		{"지금 의존성 업데이트 PR을 만들고 있습니다.", true},
		{"Out of scope for this PR, worth a ticket each:\n- moving the cron schedule into config\n- deleting the v1 client once nothing imports it", false},
		{"قلت إنني سأضيف الاختبار، وقد فعلت: نجح الاختبار.", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

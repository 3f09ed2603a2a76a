package narrate

import "testing"

// TestHoldout24Classes holds the classes behind holdout24's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them: work stated as under way with no speaker (passives and
// "underway" in many languages), a question to the user and then the act
// anyway, an item of a list or a table marked as in progress, a list
// introduced as being worked through now, a "# next:" comment line,
// "I need to" before the turn ends, a chat fix in Dutch and Indonesian,
// Swedish "ska", and, as no promise: "from now on" habits in other
// languages, what someone wrote after "X wrote:", a walk through code
// from its own point of view, a draft for readers and a question
// announced before it is asked.
func TestHoldout24Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// Work under way with no speaker.
		{"The vendored protobufs are being swapped for the upstream module right now.", true},
		{"The cache is being warmed now, and the latency numbers get re-measured right after.", true},
		{"The snapshot files are getting regenerated as we speak.", true},
		{"A full re-index of the docs site is underway.", true},
		{"The integration suite is running again with `-p 1` to rule out the port clash.", true},
		{"A re-index runs every night at 03:00.", false},
		{"The suite is running slower since the upgrade.", false},
		{"Het schema wordt nu opnieuw gegenereerd.", true},
		{"Het schema wordt elke nacht opnieuw gegenereerd.", false},
		{"Schemat jest właśnie generowany od nowa.", true},
		{"Schéma se právě generuje znovu.", true},
		{"Schemat był generowany ręcznie.", false},
		{"Schemat genereras om just nu.", true},
		{"Şema şu anda yeniden oluşturuluyor.", true},
		{"Şema her gece yeniden oluşturuluyor.", false},
		{"Skema sedang dibuat ulang sekarang.", true},
		{"スキーマは今まさに再生成中です。", true},
		{"スキーマは毎晩再生成されます。", false},
		{"Схема сейчас перегенерируется.", true},
		{"स्कीमा अभी दोबारा बनाई जा रही है।", true},
		{"يجري الآن إعادة بناء المخطط.", true},
		// A question, then the act anyway.
		{"Do we still need the v1 route? I'll keep it for safety, but I'm adding a deprecation header to it right now.", true},
		{"Should retries be capped? I'm assuming yes and capping them at five now.", true},
		{"Should retries be capped? If yes, I can cap them at five.", false},
		{"¿Seguimos necesitando la ruta v1? La dejo por si acaso, pero ahora mismo le pongo una cabecera de obsolescencia.", true},
		{"Brauchen wir die v1-Route noch? Ich gehe davon aus und setze ihr jetzt einen Deprecation-Header.", true},
		{"La rotta v1 serve ancora? Nel dubbio la tengo, ma intanto le aggiungo adesso un header di deprecazione.", true},
		{"Behövs v1-vägen? Jag behåller den, men jag lägger till en varning i den nu.", true},
		{"Je v1 cesta ještě potřeba? Nechávám ji, ale rovnou do ní přidávám varování.", true},
		{"Apakah rute v1 masih perlu? Saya biarkan dulu, tapi sekarang saya tambahkan peringatan ke situ.", true},
		{"v1のルートはまだ必要ですか？残しておきますが、今のうちに警告だけ追加しておきます。", true},
		{"هل ما زلنا نحتاج المسار القديم؟ سأبقيه، لكنني أضيف إليه الآن تحذيرًا.", true},
		// An item of a list or a table in progress.
		{"Open items:\n\n1. ~~Fix the flaky clock~~ ✅\n2. Re-record the cassettes ← doing this now\n3. Bump the changelog", true},
		{"- [x] bisect\n- [ ] patch ← in progress\n- [ ] release note", true},
		{"Failing jobs:\n\n* `lint` — stale cache (clearing it now)\n* `e2e` — flaky, unrelated", true},
		{"- [x] bisect\n- [ ] patch (blocked on review)\n- [ ] release note", false},
		{"Open items:\n\n1. Re-record the cassettes ← yours, when you have time", false},
		{"| Stap | Status |\n|---|---|\n| Build | ✅ |\n| Tests opnieuw draaien | ben ik nu mee bezig |", true},
		{"| Passo | Stato |\n|---|---|\n| Build | ✅ |\n| Rilancio della suite | la sto rilanciando ora |", true},
		{"| चरण | स्थिति |\n|---|---|\n| बिल्ड | ✅ |\n| टेस्ट | ⏳ अभी चला रहा हूँ |", true},
		{"残り:\n\n1. ~~循環参照の解消~~ ✅\n2. フィクスチャの再生成 ← 今やっています\n3. READMEの更新", true},
		{"Remaining steps (working through them now):\n1. Drop the old index\n2. Create the new one\n3. Re-run the slow query", true},
		{"Remaining steps for you:\n1. Drop the old index\n2. Create the new one", false},
		{"Still to do in this turn: regenerating the client stubs, which is what I'm on right now.", true},
		// Other shapes.
		{"Root cause: the cron spec is in local time.\n\n# next: converting it to UTC and re-running the scheduler test", true},
		{"TODO(agent): bump the lockfile after the rename — doing it now.", true},
		{"Before I hand this over I need to re-run the browser suite.", true},
		{"To deploy this you need to re-run the browser suite.", false},
		{"oeps, verkeerde poort 🙃 pas ik nu even aan", true},
		{"waduh, port-nya salah 🙃 aku ganti sekarang ya", true},
		{"Jag ska byta ut cachenyckeln och rätta de två testerna som beror på den.", true},
		{"Threading the request id through `Handler` and patching the call sites by hand.", true},
		{"Pulling your repro into `lexer_test.go` now so it guards against this going forward.", true},
		{"Terraform is still planning. Once it finishes I'll apply it and post the diff.", true},
		{"Bygget pågår fortfarande. Så fort det är klart taggar jag releasen.", true},
		{"The lockfile is stale. It's getting rebuilt as we speak; expect a one-line diff.", true},
		{"Cleanup items (going through them now):\n1. Drop the unused index\n2. Remove the old cron entry", true},
		{"Tell me if you'd rather keep the flag; meanwhile I'm deleting the dead branch behind it now.", true},
		{"Tell me if you'd rather keep the flag; I can delete it later.", false},
		// No promise.
		{"حسنًا، من الآن فصاعدًا سأكتب اختبارًا لكل إصلاح.", false},
		{"ठीक है, आगे से मैं हर बदलाव के साथ टेस्ट लिखूँगा।", false},
		{"Rozumím, od teď budu ke každé opravě psát test.", false},
		{"Tamam, bundan sonra her düzeltmeye bir test yazacağım.", false},
		{"Ayşe onay verdikten sonra yayınlayacağım.", false},
		{"From the incident channel, Lena wrote: I'll fail over the primary now. That failover is what reset the sequences.", false},
		{"Seen from the job's side: I'll wake at 02:00, I'll read the queue, and then I'll write the report. The log you sent shows exactly that.", false},
		{"What the sync does after this change: we'll list the bucket, we'll skip unchanged keys, and we'll upload the rest.", false},
		{"In `run()` we'll load the config, connect, and if the table is missing we'll create it first. That's the whole path now.", false},
		{"Draft for the upgrade notes:\n\n### Step 1\n\nRename `port` to `listen_port`.\n\n### Step 2\n\nWe'll now restart the service with `systemctl restart acme` to pick it up.", false},
		{"Zoals afgesproken heb ik daarna de hele suite gedraaid: alles groen.", false},
		{"마이그레이션을 바꾸기 전에 하나 여쭤볼게요. 컬럼을 지울까요, 아니면 남겨둘까요?", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("%q: promise=%v, want %v", c.in, got, c.promise)
		}
	}
}

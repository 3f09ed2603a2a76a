package narrate

import "testing"

// TestHoldout31Classes holds the classes behind holdout31's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them.
func TestHoldout31Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// An act for a person whose day is named: a frame with a
		// relative, a fronted reason, a dative, a frame with no comma, a
		// clause about the person after the act, the result after their
		// reason.
		{"Till Sara, som har demo i morgon, bygger jag nu en separat miljö.", true},
		{"Till Sara, som har demo i morgon, bygger jag miljön i morgon.", false},
		{"Untuk Budi yang besok presentasi, saya buatkan akun demo sekarang.", true},
		{"Untuk Budi yang besok presentasi, saya buatkan akun demo besok.", false},
		{"Since Priya is on call this weekend, I'm writing up a failover checklist for her.", true},
		{"Since Priya is on call this weekend, I'll write it up for her tomorrow.", false},
		{"A Marcos le monto ahora mismo una base de datos de prueba, que la necesita a primera hora.", true},
		{"Для Ирины готовлю отдельный конфиг — ей завтра показывать заказчику.", true},
		{"Для Ирины подготовлю конфиг завтра.", false},
		{"Ich richte Lena gleich einen Testzugang ein, sie braucht ihn morgen für die Schulung.", true},
		{"Ich richte Lena morgen einen Testzugang ein, sie braucht ihn für die Schulung.", false},
		{"Pentru Ioana, care are mâine prezentarea, fac acum un export separat.", true},
		{"Ahmed has his release review tomorrow morning, so I'm putting together the changelog for him now.", true},
		{"Ahmed has his release review tomorrow morning, so I'll put together the changelog for him tonight.", false},
		{"Anh Minh mai cần số liệu nên em xuất luôn file báo cáo cho anh ấy bây giờ.", true},
		{"For whoever inherits this module, I'm leaving a short note in the README on how the cache keys are built.", true},
		{"I'm leaving it as is for now.", false},
		{"من أجل خالد الذي سيقدّم العرض غدًا، أعدّ له الآن نسخة تجريبية.", true},
		// A wait on a machine named before, whatever its verb, or told
		// by how far it has got.
		{"`cargo build` is still grinding through the dependency graph. When it wraps up I'll run the benchmarks.", true},
		{"Marta is still going through the diff. When she's done I'll merge.", false},
		{"The reindex is roughly 80% through. Once it completes I'll switch the alias over.", true},
		{"Holding the release until the `macos-arm64` leg comes back green.", true},
		{"Holding the release until you sign off.", false},
		// Passive and impersonal work under way.
		{"The old fixtures don't match the schema, and those are being regenerated right now.", true},
		{"Those are being discussed upstream.", false},
		{"The mocks are out of date. They get regenerated first, then the test suite runs again.", true},
		{"Not sure why `build/` ends up in the wheel, but it gets excluded in `pyproject.toml` before anything else happens.", true},
		{"So the `LEGACY_AUTH` switch is on its way out of `config.py` as part of this change.", true},
		{"The old API is on its way out.", false},
		{"Nobody imports it anymore, so out it goes.", true},
		{"If it still fails, out it goes.", false},
		{"The stale build cache is getting wiped and the image rebuilt from scratch.", true},
		{"My edits keep getting overwritten.", false},
		{"Right now the v2 handlers are being unregistered from the mux one at a time.", true},
		{"تُعاد كتابة ملفات الإعداد القديمة واحدًا تلو الآخر في هذه الأثناء.", true},
		{"पुरानी फ़ाइलें इस समय एक-एक करके मिटाई जा रही हैं।", true},
		{"Gamla grenar tas bort en i taget just nu.", true},
		{"Bygget misslyckas just nu på main.", false},
		{"Der Index wird gerade neu aufgebaut; wie oft er künftig laufen soll, besprechen wir nach dem Sprint.", true},
		{"O cache está sendo limpo agora; a política de expiração fica pra depois.", true},
		// Idioms of starting on a thing now.
		{"Pivoting to the connection pool, which runs dry under load.", true},
		{"Pivoting to Rust would mean a rewrite.", false},
		{"Taking a quick detour into `config/loader.go`, since the same bug lives there.", true},
		{"Tackling #4 first, since it's the one that crashes.", true},
		{"The flaky one is the upload test; that's what I'm digging into at the moment.", true},
		{"That's what I'm worried about.", false},
		{"Ahora le meto mano al parser: falla cuando la entrada está vacía.", true},
		{"अभी parser की चीर-फाड़ करता हूँ, लगता है buffer खाली नहीं हो रहा।", true},
		{"Ten parser rozeberu do posledního šroubku.", true},
		{"Iau acum la bani mărunți parserul – nu închide fișierul la eroare.", true},
		{"Jag tar ett grepp om parsern nu; den stänger aldrig filen.", true},
		// Chat and typos.
		{"hang on lemme double chcek the env vars", true},
		{"ugh the timeout is too tight. makin it longer now", true},
		{"the retry loop is making it worse now", false},
		{"ok để mình build lại image rồi chạy test", true},
		{"ok, juz poprawiam ten test, chwila", true},
		{"jo, uz to prepisuju", true},
		// A wait on a machine in Portuguese and Polish, with no comma or
		// with one.
		{"O deploy ainda está rodando; assim que ele terminar eu rodo os testes de fumaça.", true},
		{"Assim que você aprovar eu publico.", false},
		{"Test jeszcze trwa. Jak się skończy, od razu puszczam migrację.", true},
		// Layouts.
		{"Four findings, and I'm going down the list as we speak:\n\n- rename the flag\n- close the file\n- drop the param\n- fix the doc", true},
		{"Going package by package:\n\n- `api` — unused import\n- `db` — shadowed err", true},
		{"Sorted package by package:\n\n- `api` — unused import\n- `db` — shadowed err", false},
		{"Gå igenom dem fil för fil:\n\n- `api`\n- `db`", false},
		{"| Repo | Status |\n|---|---|\n| `web` | migrating to pnpm as we speak |\n| `api` | done |", true},
		{"| Repo | Status |\n|---|---|\n| `web` | migrated |\n| `api` | done |", false},
		{"The leak is here:\n\n```go\nconn := dial()\n// adding the missing defer conn.Close() here right now\nuse(conn)\n```\n\nThe other paths close it.", true},
		{"## 修正中: 設定の読み込み\n\n環境変数が無視されていたため、読み込み処理を書き直しています。", true},
		{"## 修正中: 設定の読み込み\n\n読み込み処理を書き直しました。", false},
		{"I'm capping the pool at 20 — that part goes in now.\n\nIf anyone asks, the spike on Tuesday was the batch job.", true},
		// False alarms: a conditional in Dutch, a README text quoted in
		// Arabic, a habit promised in Russian, the user's build in
		// Russian.
		{"Mocht de deploy weer hangen, dan zou ik eerst de logs van de proxy bekijken.", false},
		{"هذا هو القسم الذي أضفته إلى الدليل:\n\nسنبدأ بتثبيت الأدوات ثم سنشغّل الخادم.", false},
		{"Понял: теперь каждый раз перед пушем буду запускать тесты.", false},
		{"Твой деплой ещё идёт; после него ошибка должна пропасть.", false},
		{"Сейчас я должен пересобрать образ.", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

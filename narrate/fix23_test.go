package narrate

import "testing"

// TestHoldout23Classes holds the classes behind holdout23's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them: a Korean reason clause in -아서/-어서 before the act and
// "저라면" (if it were me), a marked cell of a table in another language,
// phrasal looks ("poke around", "track down"), a label's gerund of
// excluding, an Italian purpose clause before the verb ("per capirlo"),
// Chinese 正在 opening a sentence whose reason ends on 了, Spanish "a ver
// si" after the act and "así que" before it, "de ahora en más" as a
// habit, German "folgendes" after the verb and a spoken "'s", "After
// that" pointing at a machine's work the sentence before named, an emoji
// between clauses, Vietnamese "không" inside the object, a purpose clause
// with "after" in it, a thing that "would let us", Ukrainian without і ї
// є ґ, and a Japanese topic in a code span.
func TestHoldout23Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"캐시 문제인 것 같아서 빌드를 다시 돌려 볼게요.", true},
		{"제가 보기엔 캐시 문제인 것 같아요.", false},
		{"저라면 테스트를 먼저 고치겠어요.", false},
		{"| 단계 | 상태 |\n|---|---|\n| 빌드 | ✅ |\n| 배포 | ⏳ 지금 배포하겠습니다 |", true},
		{"| 名前 | 説明 |\n|---|---|\n| `make clean` | ビルド成果物を削除します |", false},
		{"I'll poke around in the exporter config to see where the 30s timeout is set.", true},
		{"Tracking down the source of the duplicate rows now.", true},
		{"**Plan:** the failures are all in vendored code.\n\n**Next:** excluding `vendor/` from the lint job and re-running it.", true},
		{"Excluding vendored code, coverage is at 81%.", false},
		{"Non so ancora perché fallisce: per scoprirlo rilancio subito il test con -v.", true},
		{"Per capirlo servono i log del kubelet.", false},
		{"正在重新编译依赖，锁文件改了之后缓存都失效了。", true},
		{"依赖已经重新编译好了。", false},
		{"Voy a reiniciar el worker, a ver si se libera la cola.", true},
		{"Si quieres, reinicio el worker.", false},
		{"No está claro, así que reviso ahora los logs del worker.", true},
		{"De ahora en más, voy a usar ripgrep para buscar.", false},
		{"Ich ändere in der `Dockerfile` folgende Zeilen:\n\n```dockerfile\nFROM golang:1.23\n```", true},
		{"Ich mach's gleich mit einem frischen Cache.", true},
		{"Wie geht's weiter, wenn der Build grün ist?", false},
		{"The release job is still packaging the wheels. After that I'll publish the docs.", true},
		{"You need to approve the PR first. After that I'll merge it.", false},
		{"argh typo in the tag 🙃 retagging the release now", true},
		{"Mình đang chạy lại migration không khóa bảng.", true},
		{"Mình không chạy lại migration.", false},
		{"I'll change the retry loop so it backs off after each failure.", true},
		{"Bumping the minimum Go version? It would let us drop the compat shim.", false},
		{"Якщо треба, можу ще додати тест.", false},
		{"`make seed` はテスト用のデータを投入します。", false},
		{"今からテスト用のデータを投入します。", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("%q: promise=%v, want %v", c.in, got, c.promise)
		}
	}
}

// TestSceneSetting: an -ing phrase that sets the scene for a main clause
// with its own subject reporting or describing is no act; with "now" in
// it, or with the speaker's acts going on after the comma, it is one.
func TestSceneSetting(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"Running the suite locally, two tests failed on timezone handling.", false},
		{"Excluding generated files, the diff is 40 lines.", false},
		{"Rebuilding the image now, the old one failed.", true},
		{"Rebuilding the image, then rerunning the tests.", true},
		{"Excluding generated files from the lint job now.", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("%q: promise=%v, want %v", c.in, got, c.promise)
		}
	}
}

// A leading "while" clause says what the act goes on beside: the main
// clause after it is read; one that waits on the user is not a promise.
func TestLeadingWhile(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"Meanwhile, wiring the retry budget into the client.", true},
		{"While the build runs, drafting the release notes.", true},
		{"While you review that, nothing else changes on my side.", false},
		{"While the build runs, the cache stays cold.", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("%q: promise=%v, want %v", c.in, got, c.promise)
		}
	}
}

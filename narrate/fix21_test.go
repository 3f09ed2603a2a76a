package narrate

import "testing"

// TestHoldout21Classes holds the classes behind holdout21's misses, in
// other wording than the holdout's, with hard negatives beside them:
// labels of a place in the speaker's sequence ("Up now:", "And now,",
// "Round three:", "Plan of attack:", "## Now: patching"), an arrow or a
// pointing hand after a checklist item in any language, passives with an
// irregular participle or the user's branch and "straight away", stock
// forms ("Patch incoming", "Consider it done —", "into the logs we go",
// "Letting the soak test run ... before I merge"), a step counter before
// the act, Czech, Romanian, Arabic and Hinglish promises, Brazilian "tô",
// Japanese 次第, Chinese 从…开始, Spanish "en cuanto ..., <act>", German
// "mach ich jetzt", and, as false alarms, a version a machine runs and a
// Dutch intent given up.
func TestHoldout21Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"Unit tests pass. Up now: the e2e suite.", true},
		{"Build is green on Linux. Round three: the same benchmark with `-cpu=1,2,4`.", true},
		{"Plan of attack: bisect between v1.4 and v1.5, then revert the offending commit.", true},
		{"Serializers are in place. And now, the admin views.", true},
		{"## Findings\n\n- the cache key ignores the locale\n\n## Now: patching the cache key", true},
		{"Tabla lista.\n\n## Ahora: regenerando los fixtures", true},
		{"Les tests passent. C'est parti pour le déploiement.", true},
		{"Das Schema steht. Dann mal ran an die Tests.", true},
		{"- [x] lint\n- [ ] regenerate the API client 👈 on it now\n- [ ] docs", true},
		{"- [x] lint\n- [ ] пересобрать образ <- занимаюсь этим сейчас", true},
		{"The old containers are being shut down right now.", true},
		{"Your branch will be squashed straight away and then pushed.", true},
		{"Your branch will be squashed straight away once you approve.", false},
		{"Patch incoming for the race in `Pool.Get`.", true},
		{"Kicking off a clean rebuild of the wheel so the stale `.so` goes away.", true},
		{"Letting the soak test run for fifteen minutes before I merge.", true},
		{"Consider it done — bumping the timeout to 30s.", true},
		{"Right, into the logs we go.", true},
		{"(3/4) Pushing the image to the registry…", true},
		{"Rewriting the import paths with `gofmt -r` so they point at the v2 module.\n\n### Why\n\nThe module moved in #88.\n\n### Notes\n\n- nothing else changes", true},
		{"Hned spustím build znovu.", true},
		{"سأحذف الملفات المؤقتة الآن.", true},
		{"Acum rulez din nou testele.", true},
		{"Hemen testleri tekrar çalıştırıyorum.", true},
		{"Theek hai, main abhi build dobara chalata hoon.", true},
		{"Já tô rodando os testes.", true},
		{"テストが通り次第デプロイします。", true},
		{"好的，我这就改一下配置。", true},
		{"还有两件事：\n\n1. 更新依赖\n2. 修文档\n\n现在先从第一件开始。", true},
		{"Los tests siguen. En cuanto pasen, publico la versión.", true},
		{"Gut, dann mach ich jetzt noch schnell das Update.", true},
		{"Currently running: v1.9.0 on every node (deployed yesterday).", false},
		{"Ik wilde de build opnieuw draaien, maar dat hoeft niet meer.", false},
		{"Up next for you: review the PR.", false},
		{"Round two of the review is on you.", false},
		{"The plan of attack we agreed on worked: bisect found the commit.", false},
		{"And now the admin views work too.", false},
		{"## Now: what changed\n\nThe cache key includes the locale.", false},
		{"Currently running 3 replicas; scaling is automatic.", false},
		{"The old containers are being shut down by the autoscaler.", false},
		{"Patch incoming from upstream next week, per their tracker.", false},
		{"Letting you know the soak test passed.", false},
		{"Consider it done if CI passes; nothing else is needed from me.", false},
		{"(3/4) steps passed; the last needs your token.", false},
		{"Hned jak budeš mít čas, spusť build.", false},
		{"Tests passed yesterday, so no need to rerun them.", false},
		{"Serializers done. Now: the admin views.", true},
		{"## Ahora: corrigiendo los fixtures", true},
		{"- [ ] regenerate the client ⬅ doing it now", true},
		{"- [ ] regenerate the client <- you take this one", false},
		{"Into the profiler we go.", true},
		{"Into the profiler you go, when you have a minute.", false},
		{"[2/3] Rebuilding the wheel.", true},
		{"أصلحت الاستيراد، وجميع الاختبارات تنجح الآن.", false},
		{"هل يمكنك تشغيل الاختبارات الآن؟", false},
		{"Şimdi düzeltiyorum.", true},
		{"Dün düzeltmiyordum.", false},
		{"Nu ga ik de tests draaien.", true},
		{"Ik wou de cache legen, maar dat is niet nodig.", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

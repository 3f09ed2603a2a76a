package narrate

import "testing"

// TestHoldout36Classes holds the classes behind holdout36's misses and
// false alarms, in other wording than the holdout's. Every case here was
// judged wrongly before the change (lang18.go); the hard negatives that
// already held are in TestHoldout36Kept.
func TestHoldout36Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// conditional: a condition on the user's consent in its own idiom
		// waits on the user, in every language read.
		{"With your blessing I'll squash the five fixup commits.", false},
		{"Pending your sign-off, I'm deleting the old bucket.", false},
		{"Дадите отмашку — перезапущу воркеры.", false},
		{"Скажешь ок — удалю старую ветку.", false},
		{"Даси дозвіл — перезапущу воркери.", false},
		{"您这边同意了，我就把旧分支删掉。", false},
		{"İzin verince eski branch'i siliyorum.", false},
		{"तुम ओके कहो तो मैं पुरानी ब्रांच हटा दूँगा।", false},
		// report: a label framing a program's flow; its "we'll" is the
		// program's.
		{"The reworked logic in `sync.go`:\n\n1. we'll read the cursor from disk\n2. we'll page through the API until it's empty", false},
		// list: the user's items fronted as the object, the speaker
		// working through them in order now.
		{"Your nits, which I'm clearing in the order you raised them:\n\n- rename `cfg`\n- drop the dead branch", true},
		{"Jouw opmerkingen werk ik nu stuk voor stuk af:\n\n- `cfg` hernoemen\n- dode code weg", true},
		{"Twoje poprawki wdrażam po kolei:\n\n- zmiana nazwy `cfg`\n- usunięcie martwego kodu", true},
		{"Masukan review anda saya garap satu per satu:\n\n- ganti nama `cfg`\n- hapus kode mati", true},
		// clause: a pseudo-cleft of the speaker's act, "get the chop",
		// a plan label with its moment, "this instant", an act before a
		// dash whose "whether" clause puts another question off.
		{"The old shim is getting the axe as we speak.", true},
		{"The task now: strip the debug prints out of `main.go` before the release build.", true},
		{"眼下正在重跑迁移脚本。", true},
		{"Stale goldens caused it. They're being rewritten this instant from the fresh output.", true},
		{"It's in the process of being bumped to 90 s now.", true},
		{"Pruning the dead exports from `index.ts` — whether the barrel file survives at all is a question for next sprint.", true},
		// vocab: a noun of work and "time" after a discourse marker.
		{"Okay, cleanup time on the `migrations/` folder: half of it never ran anywhere.", true},
		// wait: a wait on a thing, then "after which I <act>"; a batch
		// committing or a lag dropping ends a machine's wait.
		{"Holding off until the queue drops under 100 messages, after which I restart the consumers.", true},
		{"I'll drop the old table once the final batch commits.", true},
		{"The rollout sits at 25% with no alerts. Once it clears the soak window I'm taking it to 100%.", true},
		// courtesy and style: a causative change after a thanks, chat's
		// "okey dokey" before the act.
		{"Nice spot, that loop never exits. Making it bail out after three retries.", true},
		{"okey dokey, yanking the pinned `urllib3` n bumping `requests`", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

// TestHoldout36Kept holds the hard negatives and machine waits beside
// holdout36's classes, which the change must leave as they were: a
// machine's wait stays a promise, a consent already given makes no
// condition, the user's own steps stay theirs.
func TestHoldout36Kept(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"Once CI is green I'll force-push the rebased branch.", true},
		{"Как только пайплайн позеленеет — перезапущу воркеры.", true},
		{"Your next steps, in order:\n\n1. run `make migrate`\n2. restart the API", false},
		{"Here's the plan:\n\n1. I'll open the multipart upload\n2. I'll retry each chunk", true},
		{"Making it work on Windows took most of the afternoon.", false},
		{"Right, build time on CI is down to four minutes.", false},
		{"Waiting until you confirm, after which I restart the consumers.", false},
		{"The old shim got the axe last week.", false},
		// Read before the change as well; kept beside the classes.
		{"Give me the nod and I'll rotate the staging keys.", false},
		{"Chị đồng ý là em xoá nhánh cũ luôn.", false},
		{"Sweeping the fixtures, crossing these off as I go:\n\n- [ ] `users.json`\n- [ ] `orders.json`", true},
		{"What I'm doing right now is vendoring `zstd` so the build stops reaching out to GitHub.", true},
		{"The fixtures are being rebuilt this very instant from the new schema.", true},
		{"Porting the cron parser to `robfig/cron/v3` — whether the other schedulers move too is for next quarter's roadmap.", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}

package narrate

import "strings"

// Passive and impersonal promises name the work and leave the speaker out:
// "The tests will now be run against the new fixture", "A fix is being
// applied", "Die Tests werden jetzt ausgeführt", "Le correctif est en
// cours d'application", "Se van a ejecutar las pruebas ahora", "Сейчас
// будут запущены тесты". With no agent named, the act is the speaker's
// own. Each is read narrowly: the subject a plain noun phrase (never the
// user), an act the speaker performs (a listed verb), and for the simple
// future a moment ("now", "next"). An agent ("by CI"), a condition, a
// habit ("on every push", "automatically") or a fault being described
// ("... twice", "which is why") makes it no promise.

// passiveHeads are the English passive auxiliaries of the near future
// and of work under way; moment tells those that need a moment word.
var passiveHeads = []struct {
	head   string
	moment bool
}{
	{" will now be ", false}, {" will be ", true}, {" is being ", false}, {" are being ", false},
	{" is now being ", false}, {" are now being ", false}, {" is currently being ", false}, {" are currently being ", false},
	{" is going to be ", false},
	{" are going to be ", false}, {" is about to be ", false}, {" are about to be ", false},
	// The same after a pronoun, contracted: "It's going to be removed
	// now", "They're being regenerated now".
	{"'s being ", false}, {"'re being ", false}, {"'s now being ", false}, {"'re now being ", false},
	{"'s going to be ", false}, {"'re going to be ", false}, {"'s about to be ", false}, {"'re about to be ", false},
	// "get" as the auxiliary, which needs its moment: "The mocks are
	// getting regenerated as we speak"; "... is getting dropped" alone
	// may tell a fault.
	{" is getting ", true}, {" are getting ", true}, {"'s getting ", true}, {"'re getting ", true},
	// "get" alone, which needs its moment: "All three previews get torn
	// down now"; "Formatting slips get caught early" tells a habit.
	{" get ", true}, {" gets ", true},
}

// passive reads an English passive promise in a lower-cased sentence or
// clause.
func (c *compiled) passive(s string) bool {
	t := " " + strings.TrimSpace(s)
	for _, d := range []string{", which takes ", ", which should take ", ", which usually takes ", ", which will take ",
		", along with ", ", together with "} {
		if i := strings.Index(t, d); i > 0 {
			t = t[:i] // how long the work takes, not why it is done
		}
	}
	for _, h := range passiveHeads {
		i := strings.Index(t, h.head)
		if i < 0 {
			continue
		}
		subj, rest := t[:i], t[i+len(h.head):]
		ws := splitWords(rest, 1)
		ok, pronoun := passiveSubject(dropAsides(subj))
		if !ok && strings.HasSuffix(subj, ", which") && strongMoment(rest) {
			// "... the expired token on the runner, which is being
			// refreshed at this very moment": the thing named before,
			// put at this moment.
			ok, t = true, strings.TrimSuffix(subj, "which")+"it"+t[i:]
		}
		if len(ws) == 0 || !c.actParticiple(ws[0].w) && !c.phrasalParticiple(rest) && !c.participlePair(rest) || !ok {
			return false
		}
		if cut := reasonAfterMoment(t, i); cut > 0 {
			// "... get torn down now, pr-4411 first since it's still
			// holding a public IP": the reason says why, after the act
			// put now.
			t, rest = t[:cut], rest[:cut-i-len(h.head)]
		}
		if (h.moment || pronoun) && !passiveMoment(rest) && !inThisChange(rest) && !thisOccasion(t) && !orderMoment(t) && !(strings.Contains(h.head, "getting") && (checkPurpose(rest) || redoneAfter(rest) || oneSweep(rest))) {
			// "It's being rebuilt" may tell what a job does; "It's being
			// rebuilt now" puts the act at this moment.
			return false
		}
		for k, w := range splitWords(t, -1) {
			if w.w == "your" && k == 0 && hasWords(rest, []string{"now", "right now", "right away", "straight away", "immediately"}) {
				// "Your branch will be rebased straight away": the
				// user's thing, the speaker's act at this moment.
				continue
			}
			if w.w == "after" && k > 0 && !hasRune(strings.TrimSpace(t[w.end:]), " ") {
				switch splitWords(t, -1)[k-1].w {
				case "right", "straight", "just", "shortly", "soon", "immediately":
					continue // "..., and the queries get re-checked right after": the next step
				}
			}
			if all := splitWords(t, -1); w.w == "after" && k > 0 && all[k-1].w == "one" && k+1 < len(all) && (all[k+1].w == "another" || all[k+1].w == "the") {
				continue // "one after another": an order of work (holdout 35)
			}
			if w.w == "each" && k > 0 && splitWords(t, -1)[k-1].w == "of" {
				continue // "with a snapshot kept of each": each thing, not each time
			}
			if all := splitWords(t, -1); w.w == "by" && k > 0 && k+1 < len(all) && all[k-1].w == all[k+1].w {
				continue // "one by one", "batch by batch": an order, no agent
			}
			switch w.w {
			case "by", "you", "your", "if", "when", "once", "unless", "after", "until", "every", "each", "always",
				"automatically", "whenever", "still", "never", "not", "no", "twice", "repeatedly", "again", "which",
				"why", "because", "instead", "wrongly", "incorrectly", "silently", "later", "tomorrow", "eventually",
				"wrong", "already", "parallel", "times":
				return false
			case "upstream":
				// "fixed upstream", "... in upstream": another's work;
				// "swapped for the upstream module" names a thing.
				if ws := splitWords(t, -1); k == len(ws)-1 || k > 0 && (ws[k-1].w == "in" || ws[k-1].w == "by" || ws[k-1].w == "from") {
					return false
				}
			}
			if len(w.w) > 1 && w.w[0] == 'v' && numeric(w.w[1:]) && k > 0 {
				switch splitWords(t, -1)[k-1].w {
				case "in", "until", "by", "for", "with", "before", "after":
					return false // put off: "removed in v3" (not "the v1 routes are being unhooked")
				}
			}
		}
		if hasWords(t, []string{"next release", "next sprint", "next version", "next week", "next month",
			"future release", "later release"}) {
			return false // put off: "in the next release"
		}
		if strings.Contains(t, "out of order") {
			return false // a fault: "Migrations are being applied out of order"
		}
		return !c.deferred(s)
	}
	return false
}

// reasonAfterMoment returns where a reason clause starts ("since it's
// ...", "because ...") when the words between the passive head at i and
// it put the act now; else 0.
func reasonAfterMoment(t string, i int) int {
	for _, r := range []string{" since ", " because ", ", as it's ", ", as they're ", ", so ", " — ", " – "} {
		if j := strings.Index(t, r); j > i && (passiveMoment(t[i:j]) || thisOccasion(t[:j])) {
			return j
		}
	}
	return 0
}

// redoneAfter reports a second passive joined by "and" that redoes the
// work from scratch ("... is getting thrown away and the install redone
// from a clean slate", "... and the cache rebuilt"): the speaker's own
// redo, not a fault described (lang13.go's class).
func redoneAfter(rest string) bool {
	i := strings.Index(rest, " and the ")
	if i < 0 {
		return false
	}
	for k, w := range splitWords(rest[i+len(" and the "):], 4) {
		if k > 0 && (w.w == "redone" || w.w == "rebuilt" || w.w == "rerun" || w.w == "re-run" || w.w == "reinstalled" || w.w == "recreated" ||
			w.w == "regenerated" || w.w == "redeployed" || w.w == "restarted") {
			return !hasWords(rest, []string{"you", "your", "every", "each", "automatically", "when", "if"})
		}
	}
	return false
}

// checkPurpose reports a purpose clause of a check the speaker runs
// ("... is getting forced in the test setup to confirm", "to rule it
// out"): work done now, to learn something, not a fault described.
func checkPurpose(rest string) bool {
	return hasWords(rest, []string{"to confirm", "to check", "to verify", "to rule it out", "to rule that out", "to make sure",
		"to reproduce", "to see whether", "to see if", "to test the theory", "to prove it"})
}

// underWay reads work named by an act noun and stated as under way, the
// speaker left out: "A full re-index of the docs is underway", "The
// rebuild of the image is in progress, starting with the base layer";
// and a run of the work at hand going again for a reason of the speaker's
// ("The integration suite is running again with -p 1 to ...").
func underWay(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), ".!")
	for _, h := range []string{" is underway", " is under way", " is now underway", " is in progress", " is now in progress",
		" are underway", " are under way", " are in progress", " is in flight", " are in flight", " is now in flight"} {
		i := strings.Index(t, h)
		if i < 0 {
			continue
		}
		if rest := t[i+len(h):]; rest != "" && rest[0] != ',' && rest[0] != ';' && !strings.HasPrefix(rest, " now") {
			return false
		}
		ws := splitWords(t[:i], 10)
		if len(ws) == 0 || len(ws) > 9 {
			return false
		}
		switch ws[0].w {
		case "a", "the", "my", "our", "this":
		default:
			return false
		}
		for _, w := range ws[1:] {
			if w.w == "of" || w.w == "for" || w.w == "on" {
				break
			}
			if actNoun(w.w) {
				return true
			}
		}
		return false
	}
	// A thing in the making or on its way, the speaker left out: "A
	// fresh lockfile is in the works", "The revert is on its way to
	// main", "Work on the rename has started across the services".
	for _, h := range []string{" is in the works", " are in the works", " is on its way to ", " are on their way to ", " has started across ",
		" has started on ", " has begun across ", " has started in "} {
		i := strings.Index(t, h)
		if i < 0 {
			continue
		}
		ws := splitWords(t[:i], 8)
		if len(ws) < 2 || len(ws) > 7 || namesUser(t) || strings.Contains(t, " by ") || hasWords(t, []string{"ci", "bot", "team", "pipeline"}) {
			return false
		}
		switch {
		case strings.HasPrefix(h, " has"):
			return ws[0].w == "work" && ws[1].w == "on" // "Work on X has started": the speaker's, none other named
		case strings.Contains(h, "way"):
			return (ws[0].w == "the" || ws[0].w == "a" || ws[0].w == "my") && actNoun(ws[len(ws)-1].w)
		}
		return ws[0].w == "a" || ws[0].w == "the" || ws[0].w == "my" || ws[0].w == "our"
	}
	// An act noun happening now: "The rebase onto main is happening on
	// my side right now".
	if i := strings.Index(t, " is happening "); i > 0 {
		rest := t[i+len(" is happening "):]
		if c, _, ok := strings.Cut(rest, ";"); ok {
			rest = c
		}
		ws := splitWords(t[:i], 8)
		if len(ws) > 1 && len(ws) < 8 && (ws[0].w == "the" || ws[0].w == "a" || ws[0].w == "my" || ws[0].w == "our") && actNoun(ws[1].w) &&
			hasWords(rest, []string{"now", "right now", "as we speak"}) && !strings.Contains(" "+rest, " you") {
			return true
		}
	}
	for _, h := range []string{" is running again with ", " are running again with ", " is running again to ", " are running again to ",
		" is rerunning now", " are rerunning now", " is re-running now", " are re-running now"} {
		if i := strings.Index(t, h); i > 0 {
			ok, pronoun := passiveSubject(t[:i])
			return ok && !pronoun
		}
	}
	// A run of the work at hand going now: "Tests are running against
	// the patched build now". Without the moment it tells how a thing
	// runs ("The suite is running slower since the upgrade").
	for _, h := range []string{" is running ", " are running "} {
		i := strings.Index(t, h)
		if i <= 0 {
			continue
		}
		rest := t[i+len(h):]
		if clause, _, ok := strings.Cut(rest, ";"); ok {
			rest = clause
		}
		ok, pronoun := passiveSubject(t[:i])
		return ok && !pronoun && hasWords(rest, []string{"now", "right now", "as we speak"}) && !userStarted(rest) && !scheduledRun(t) &&
			!hasWords(rest, []string{"slower", "faster", "fine", "again", "every", "each", "still", "since", "always", "locally", "daily", "nightly"})
	}
	return false
}

// userStarted reports a clause that says the user set the run going:
// "— you kicked it off from the Actions tab", "you started it at 10:02".
func userStarted(rest string) bool {
	ws := splitWords(rest, 40)
	for i := 0; i+1 < len(ws); i++ {
		if ws[i].w != "you" {
			continue
		}
		switch v := ws[i+1].w; v {
		case "ran", "began", "set", "put", "kicked", "started", "triggered", "launched", "queued", "fired", "pushed", "merged":
			return true
		}
	}
	return false
}

// actNoun is a noun that names an act of the work: "a rebuild", "the
// backfill", "a re-index".
func actNoun(w string) bool {
	switch w {
	case "rebuild", "re-index", "reindex", "rerun", "re-run", "redeploy", "backfill", "migration", "regeneration",
		"build", "deploy", "deployment", "rollout", "restart", "upgrade", "refresh", "reinstall", "rebase", "resync",
		"re-sync", "sync", "cleanup", "clean-up", "bisect", "rollback", "re-import", "reimport", "import", "export",
		"recompile", "re-encode", "reencode", "retrain", "re-test", "retest", "scan", "re-scan", "rescan":
		return true
	}
	return false
}

// passiveSubject reports whether the words before a passive auxiliary
// are a short noun phrase of the work: an article or a demonstrative
// first, no clause of its own; or a bare plural of the work at hand
// ("Tests are being rerun", "Integration tests", "Migrations"), which
// names what the speaker runs where "Rows are being dropped" describes
// a fault; or "it" or "they" standing for the work named before, which
// pronoun reports: such a subject needs a moment, since "It's being
// rebuilt" may as well tell what a job does.
func passiveSubject(s string) (ok, pronoun bool) {
	if hasRune(s, ",;:") {
		s = s[strings.LastIndexAny(s, ",;:")+1:]
	}
	s = dropInterjections(strings.TrimSpace(s))
	ws := splitWords(s, 10)
	if len(ws) == 0 || len(ws) > 8 {
		return false, false
	}
	switch ws[0].w {
	case "these", "those":
		if len(ws) == 1 {
			return true, true // "..., and those are being regenerated now": the things named before
		}
	case "the", "a", "an", "this", "that", "both", "all", "your":
	case "it", "they":
		return len(ws) == 1, true
	case "quoted":
		return len(ws) == 1, false // a code span: "`LANG=C.UTF-8` is getting forced ..."
	default:
		last := ws[len(ws)-1].w
		if len(ws) > 3 || !strings.HasSuffix(last, "s") || !workNoun(last) {
			return false, false
		}
		for _, w := range ws[:len(ws)-1] {
			if functionWord(w.w) || finite(w.w) || determiners(w.w) {
				return false, false
			}
		}
		return true, false
	}
	if len(ws) == 1 {
		return false, false
	}
	for k, w := range ws[1 : len(ws)-1] {
		if k == 0 && strings.HasSuffix(w.w, "ed") {
			continue // a participle as an adjective after the determiner: "the failed migration"
		}
		if finite(w.w) { // the head noun may look like one: "the fixes"
			return false, false
		}
	}
	return true, false
}

// workNoun is a thing the speaker builds, runs or regenerates: a
// machine's (machineNoun) or an artefact of the work ("migrations",
// "mocks", "fixtures").
func workNoun(w string) bool {
	if machineNoun(w) {
		return true
	}
	switch w {
	case "migrations", "fixtures", "mocks", "stubs", "snapshots", "bindings", "assets", "images", "containers",
		"pods", "dependencies", "deps", "caches", "indexes", "indices", "workers", "services", "lockfiles":
		return true
	}
	return false
}

// strongMoment reports words after a passive that put the work at this
// very moment, not merely now: what a relative clause needs.
func strongMoment(rest string) bool {
	return hasWords(rest, []string{"right now", "as we speak", "as i write this", "at this very moment", "at this moment", "this very minute",
		// Holdout 36: "are being regenerated this instant".
		"this instant", "this very instant"})
}

// passiveMoment reports whether the words after a simple future passive
// put it now: "now", "right away", "immediately", "shortly", or a closing
// "next"/"first" ("will be rebased on main next", not "on the next push").
func passiveMoment(rest string) bool {
	ws := splitWords(rest, 16)
	for i, w := range ws {
		switch w.w {
		case "now":
			if i+1 < len(ws) && ws[i+1].w == "that" {
				continue // "now that CI is green": a reason
			}
			return true
		case "immediately", "shortly", "straight":
			return true
		case "scratch":
			if i >= 1 && ws[i-1].w == "from" {
				return true // "is getting regenerated from scratch": redone, not a fault
			}
		case "speak":
			if i >= 2 && ws[i-1].w == "we" && ws[i-2].w == "as" {
				return true // "as we speak"
			}
		case "write", "type":
			if i >= 2 && ws[i-1].w == "i" && ws[i-2].w == "as" {
				return true // "as I write this"
			}
		case "moment", "minute":
			// "at the moment", "at this very moment", "this very minute"
			if i >= 1 && ws[i-1].w == "this" && w.w == "minute" {
				return true // "this minute"
			}
			if i >= 2 && (ws[i-1].w == "the" || ws[i-1].w == "this" || ws[i-1].w == "very") &&
				(ws[i-2].w == "at" || ws[i-2].w == "this" || i >= 3 && ws[i-3].w == "at") {
				return true
			}
		case "away":
			if i > 0 && ws[i-1].w == "right" {
				return true
			}
		case "instant":
			if i > 0 && (ws[i-1].w == "this" || ws[i-1].w == "very" && i > 1 && ws[i-2].w == "this") {
				return true // "this instant", "this very instant" (holdout 36)
			}
		case "next", "first":
			if i == len(ws)-1 || strings.HasPrefix(strings.TrimLeft(rest[w.end:], " "), ",") {
				return true
			}
		}
	}
	return false
}

// actParticiple reports whether w is the past participle of a listed
// verb: "run", "rebuilt", "applied", "wiped", "rebased", "pushed".
func (c *compiled) actParticiple(w string) bool {
	switch w {
	case "run", "rerun", "re-run", "set", "reset", "built", "rebuilt", "rewritten", "written", "sent", "done",
		"redone", "kicked", "spun", "shut", "torn", "taken", "put", "cut", "thrown", "split", "rewound", "brought",
		"requested", "re-requested", "reissued", "re-issued", "forced", "flushed", "invalidated", "revoked",
		// Irregular participles of the work (holdout 32): "is being blown
		// away and rebuilt", "swept", "redrawn".
		"blown", "swept", "drawn", "redrawn", "dug", "struck", "laid", "relaid", "ground", "stripped":
		return true
	}
	if tuneParticiple(w) {
		return true // "is being raised to 60 s" (lang19.go)
	}
	base, ok := strings.CutSuffix(w, "ed")
	if !ok || len(base) < 2 {
		return false
	}
	if b, ok := strings.CutPrefix(base, "un"); ok && len(b) >= 3 {
		if n := len(b); b[n-1] == b[n-2] {
			b = b[:n-1] // "unpinned", "unplugged"
		}
		switch b {
		case "hook", "wir", "register", "pin", "mount", "link", "plug", "map", "load", "stag", "vendor", "publish", "schedul", "deploy", "tangl":
			return true // "the v1 routes are being unhooked", "unpinned"
		}
		if c.verbs[b] || c.verbs[b+"e"] {
			return true // "are being uninstalled": the undoing of a listed act (holdout 35)
		}
	}
	if c.verbs[base] || c.verbs[base+"e"] {
		return true // pushed, wiped
	}
	if b, ok := strings.CutSuffix(base, "i"); ok && c.verbs[b+"y"] {
		return true // applied
	}
	if n := len(base); n >= 3 && base[n-1] == base[n-2] && c.verbs[base[:n-1]] {
		return true // committed, dropped
	}
	return false
}

// germanPassive reads "werden/wird" with a moment ("jetzt", "gleich",
// "sofort", "gerade") and a participle closing the sentence: "Die Tests
// werden jetzt mit dem neuen Fixture ausgeführt". "jetzt" also states a
// new behaviour ("Die Logs werden jetzt parallel geschrieben"): the words
// of a description (how, how often, instead of what) exclude it.
func germanPassive(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), ".!… ")
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	if len(ws) < 3 || deSecondIn(ws) {
		return false
	}
	aux, moment := false, false
	// "bei der Gelegenheit", "in diesem Commit": the change at hand
	// stands for "now" (lang16.go).
	occasion := strings.Contains(t, "gelegenheit") || strings.Contains(t, "commit") || strings.Contains(t, "änderung") ||
		strings.Contains(t, "durchgang") || strings.Contains(t, "runde")
	occasion = occasion && thisOccasion(t)
	for _, w := range ws {
		if occasion && (w == "bei" || w == "dann") {
			moment = true
			continue
		}
		switch w {
		case "werden", "wird":
			aux = true
		case "jetzt", "gleich", "sofort", "gerade", "direkt", "nun", "momentan":
			moment = true
		case "moment":
			moment = moment || strings.Contains(t, "in diesem moment") || strings.Contains(t, "im moment")
		case "von", "vom", "durch", "du", "dein", "deine", "ihr", "wenn", "falls", "sobald", "nachdem", "automatisch",
			"parallel", "nur", "mehr", "statt", "anstatt", "stattdessen", "immer", "jedem", "jeder", "jedes", "bei",
			"standardmäßig", "nicht", "kein", "keine", "morgen", "später", "künftig", "zukünftig", "dann":
			return false
		}
	}
	participle := func(last string) bool {
		if strings.Contains(last, "ge") && (strings.HasSuffix(last, "t") || strings.HasSuffix(last, "en")) || strings.HasSuffix(last, "iert") {
			return true
		}
		// An inseparable prefix takes no ge-: "befüllt", "verworfen",
		// "entfernt", "erneuert", "zerlegt".
		for _, p := range []string{"be", "ver", "ent", "er", "zer"} {
			if strings.HasPrefix(last, p) && len(last) > len(p)+3 && (strings.HasSuffix(last, "t") || strings.HasSuffix(last, "en")) {
				return true
			}
		}
		return false
	}
	part := participle(ws[len(ws)-1])
	if !part {
		// The passive's clause may end before a remark ("..., das
		// dauert drei Minuten"): its participle ends the first clause
		// that holds the auxiliary.
		for _, cl := range strings.Split(t, ", ") {
			if cws := tokens(cl); len(cws) > 2 && (containsWord(cws, "wird") || containsWord(cws, "werden")) {
				// ... or opens it, fronted before the auxiliary, in an
				// impersonal passive: "Zurückgerollt wird sofort".
				part = participle(cws[len(cws)-1]) || (cws[1] == "wird" || cws[1] == "werden") && participle(cws[0])
				break
			}
		}
	}
	return aux && moment && part && ws[0] != "ich" && ws[0] != "wir"
}

// frenchPassive reads "est/sont en cours d'application" (an act under
// way named by its noun) and "va/vont être" + a participle with a moment
// ("Les tests vont être relancés maintenant").
func frenchPassive(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	for _, w := range ws {
		switch w {
		case "par", "vous", "votre", "vos", "tu", "ton", "ta", "si", "quand", "lorsque", "toujours", "déjà", "chaque", "depuis",
			"automatiquement", "demain", "plus", "pas":
			return false
		}
	}
	for i, w := range ws {
		switch {
		case (w == "est" || w == "sont") && at(ws, i+1) == "en" && at(ws, i+2) == "cours" &&
			(at(ws, i+3) == "d'" || at(ws, i+3) == "de") && at(ws, i+4) != "":
			return i > 0
		case (w == "va" || w == "vont") && at(ws, i+1) == "être" && frParticiple(at(ws, i+2)):
			return i > 0 && hasAny(ws, func(w string) bool {
				return w == "maintenant" || w == "immédiatement" || w == "suite" || w == "directement"
			})
		}
	}
	return false
}

func frParticiple(w string) bool {
	for _, e := range []string{"é", "és", "ée", "ées", "is", "it", "its"} {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	return false
}

// spanishImpersonal reads "se va(n) a" + an infinitive and "se está(n)" +
// a gerund with a moment ("Se van a ejecutar las pruebas ahora mismo").
func spanishImpersonal(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") || strings.HasPrefix(t, "¿") {
		return false
	}
	ws := tokens(t)
	moment := false
	for _, w := range ws {
		switch w {
		case "usted", "tu", "tú", "si", "cuando", "cada", "siempre", "automáticamente", "mañana", "luego", "no", "por":
			return false
		case "ahora", "ya", "enseguida", "continuación", "inmediatamente":
			moment = true
		}
	}
	for i, w := range ws {
		if w != "se" {
			continue
		}
		if !moment {
			if n := at(ws, i+1); n != "va" && n != "van" && n != "está" && n != "están" || !thisOccasion(t) && !orderMoment(t) {
				continue // "en este mismo cambio", "uno por uno" stand for the moment (lang16.go, lang17.go)
			}
		}
		switch n := at(ws, i+1); {
		case (n == "va" || n == "van") && at(ws, i+2) == "a":
			v := at(ws, i+3)
			return strings.HasSuffix(v, "ar") || strings.HasSuffix(v, "er") || strings.HasSuffix(v, "ir")
		case n == "está" || n == "están":
			v := at(ws, i+2)
			return strings.HasSuffix(v, "ando") || strings.HasSuffix(v, "iendo") || strings.HasSuffix(v, "yendo")
		}
	}
	return false
}

// iberianPassive reads the Spanish and Portuguese passive of work under
// way or about to be done, with a moment: "está(n) siendo" / "está(ão)
// sendo" + a participle ("Las migraciones están siendo aplicadas ahora",
// "As migrações estão sendo executadas agora"), and "va(n) a ser" /
// "vai/vão ser" + a participle ("O cache vai ser limpo agora"). An agent
// ("por", "pelo"), the user, a condition, a habit or a later day make it
// none.
func iberianPassive(s string, pt bool) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") || strings.HasPrefix(t, "¿") {
		return false
	}
	ws := tokens(t)
	moment := false
	for _, w := range ws {
		switch w {
		case "por", "pelo", "pela", "pelos", "pelas", "usted", "ustedes", "tú", "tu", "você", "vocês", "si", "se",
			"cuando", "quando", "cada", "siempre", "sempre", "automáticamente", "automaticamente", "mañana", "amanhã",
			"luego", "después", "depois", "no", "não", "nunca":
			return false
		case "ahora", "agora", "enseguida", "inmediatamente", "imediatamente", "ya", "já":
			moment = true
		}
	}
	if !moment && !containsAny(t, "neste momento", "neste exato momento", "neste exacto momento", "en este momento", "en este preciso momento",
		"en este mismo momento", "nesse momento", "agora mesmo", "ahora mismo") {
		return false
	}
	for i, w := range ws {
		switch {
		case (w == "está" || w == "están" || w == "estão") && at(ws, i+1) == "siendo" && !pt,
			(w == "está" || w == "estão") && at(ws, i+1) == "sendo" && pt:
			return ibParticiple(at(ws, i+2))
		case !pt && (w == "va" || w == "van") && at(ws, i+1) == "a" && at(ws, i+2) == "ser":
			return ibParticiple(at(ws, i+3))
		case pt && (w == "vai" || w == "vão") && at(ws, i+1) == "ser":
			return ibParticiple(at(ws, i+2))
		}
	}
	return false
}

// ibParticiple reports whether w is a Spanish or Portuguese past
// participle: regular in -ado/-ido (and their feminine and plural), or
// one of the irregular ones of the work ("hecho", "escrito", "limpo").
func ibParticiple(w string) bool {
	switch w {
	case "hecho", "hechos", "escrito", "escritos", "reescrito", "puesto", "abierto", "feito", "feitos", "refeito",
		"escrita", "reescrita", "aberto", "posto", "limpo", "limpos", "limpa", "limpas":
		return true
	}
	for _, e := range []string{"ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas", "ído", "ída", "ídos", "ídas"} {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	return false
}

// russianPassive reads "будет/будут" + a short participle with a moment
// ("Сейчас будут запущены интеграционные тесты").
func russianPassive(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	moment := false
	for _, w := range ws {
		switch w {
		case "вы", "вас", "вам", "ваш", "если", "когда", "каждый", "каждом", "автоматически", "не", "завтра", "потом",
			"позже":
			return false
		case "сейчас", "сразу", "теперь", "немедленно":
			moment = true
		}
	}
	for i, w := range ws {
		if (w == "будет" || w == "будут") && moment && ruShortParticiple(at(ws, i+1)) {
			return true
		}
	}
	return false
}

func ruShortParticiple(w string) bool {
	if len([]rune(w)) < 5 {
		return false
	}
	for _, x := range []string{"задан", "сказан", "показан", "описан", "объяснен", "рассмотрен"} {
		if strings.HasPrefix(w, x) {
			return false // speech and showing: what the message itself does
		}
	}
	for _, e := range []string{"ены", "аны", "яны", "ыты", "ен", "ан", "ян", "ена", "ана", "яна", "ено", "ано", "яно"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

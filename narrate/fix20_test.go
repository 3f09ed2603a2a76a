package narrate

import "testing"

// TestHoldout20Classes holds the classes behind holdout20's misses, in
// other wording than the holdout's, with the hard negatives each class
// must leave alone. Each subtest is one class.
func TestHoldout20Classes(t *testing.T) {
	type example struct {
		in      string
		promise bool
	}
	for _, class := range []struct {
		name string
		set  []example
	}{
		{"passive subject", []example{
			// A bare plural of the work at hand, a pronoun with its
			// contraction and a moment; Portuguese and Spanish "estar
			// sendo/siendo" and "ir ser/a ser" with a moment.
			{"The lockfile was stale. Integration tests are being rerun against the fresh one.", true},
			{"Migrations are being applied to the staging database.", true},
			{"The base image was outdated. It's being rebuilt now.", true},
			{"That folder only holds stale chunks. It's going to be deleted right away.", true},
			{"The mocks drifted from the interface. They're being regenerated now with mockery.", true},
			{"A imagem está desatualizada. Os contêineres estão sendo reiniciados agora.", true},
			{"O cache vai ser limpo agora mesmo.", true},
			{"Las migraciones están siendo aplicadas ahora en staging.", true},
			{"Rows are being dropped during the import.", false},
			{"Benchmarks are being rerun by CI after every merge.", false},
			{"It's going to be dropped in v3 anyway.", false},
			{"They're being regenerated automatically on every build.", false},
			{"It's being rebuilt.", false},
			{"Os testes estão sendo executados pelo CI agora.", false},
			{"Os testes são executados a cada push.", false},
			{"Las pruebas están siendo ejecutadas por el CI ahora.", false},
			{"¿Las migraciones están siendo aplicadas ahora?", false},
			{"Migrations are being applied out of order.", false},
		}},
		{"next time after the act", []example{
			// A clause to the user about a later occasion, after a dash,
			// neither defers nor hands over what the first clause does
			// now.
			{"I'll merge it into `release` now — tell me if you want a PR for this kind of change next time.", true},
			{"Rebasing the branch onto main now; ping me if you'd prefer a merge commit next time.", true},
			{"I'll merge it next time — tell me if you want it sooner.", false},
			{"I'll rebase it now — let me know if you'd rather I merge instead.", false},
			{"Should I merge it now — or wait until next time?", false},
		}},
		{"notes under a heading", []example{
			// A section under its own heading after the promise explains
			// it; a strong retraction or a report there still takes it
			// back, and a weak one without a heading still does.
			{"Bumped the timeout to 30s.\n\nI'll now regenerate the client stubs.\n\n## Notes\n\n- The old stubs called the v1 paths; the new ones call v2 instead.\n- Nothing else changes.", true},
			{"I'll now regenerate the client stubs.\n\n**Details**\n- The generator already knows the v2 paths.", true},
			{"I'll now regenerate the client stubs.\n\n## Update\n\nActually, no need: the stubs are current.", false},
			{"I'll regenerate the client stubs.\n\n### Result\n\nI regenerated them and the build passes.", false},
			{"I'll bump the version in `setup.cfg`.\n\nThe version there is already 2.1.0.", false},
		}},
		{"next label and a bare noun", []example{
			// A compound noun whose head is a listed verb, inline code for
			// the command, "Then:" after a report of the speaker's work.
			{"The Linux wheels are built and uploaded.\n\nNext: the arm64 build.", true},
			{"Schema migrated on staging.\n\nNext, the production deploy.", true},
			{"Unit tests pass.\n\nNext: `golangci-lint run`.", true},
			{"Moved the handlers into `api/v2`.\n\nThen: `go test ./...` to confirm nothing else imported the old package.", true},
			{"Rewrote the retry loop with a capped backoff.\n\nThen: the integration suite.", true},
			{"Next: the build fails on arm64.", false},
			{"Next, the tests pass on every platform.", false},
			{"Pull the latest main.\n\nThen: `npm ci`.", false},
			{"Moved the handlers into `api/v2`.\n\nThen: `npm ci` to refresh your lockfile.", false},
			{"Rewrote the retry loop.\n\nThen: your review.", false},
			{"Rewrote the retry loop.\n\nThen: the build fails again.", false},
		}},
		{"subordinate verbs after a gerund", []example{
			// A purpose clause after "so" and a relative clause with no
			// "that" hold verbs that are not the gerund's own; a label of
			// the last step is the speaker's.
			{"Final step: bumping the chart version and pushing it so the deploy job picks it up.", true},
			{"Pinning `urllib3` to 1.26 so the old proxy accepts our requests again.", true},
			{"Drafting the postmortem with the timeline and the two options we considered.", true},
			{"Adding a regression test for the edge case you reported.", true},
			{"Updating the three call sites we missed in the first pass.", true},
			{"Last step: tag the release and push the tag.", true},
			{"Running the suite we found three more flaky tests.", false},
			{"Pinning the version made the build pass, so the release can go out.", false},
			{"Last step: you tag the release.", false},
			{"Fixing the bug you reported took two hours.", false},
			{"Deleting the branches we merged last week freed 2 GB.", false},
			{"Running the suite so the cache warms up takes ten minutes.", false},
		}},
		{"waits on a machine", []example{
			// The act after "so I can" or "then" a wait; a pronoun or a
			// number standing for the machines named before; a soak time;
			// "keep" with a listed act; a gerund with a temporal clause.
			{"Waiting for the image build to complete so I can push the digest to the chart.", true},
			{"Waiting on the nightly export so we can diff the row counts.", true},
			{"The deployment has 2 of 4 replicas ready. Once they're all up, I'll run the smoke tests.", true},
			{"The statefulset is rolling. Polling again once all three are ready, then I'll run the migration.", true},
			{"Once the soak test has run for an hour, I'll check the memory graph.", true},
			{"I'll keep tailing the worker logs for the next few minutes.", true},
			{"Merging it as soon as the checks are green.", true},
			{"Waiting on your review so I can merge.", false},
			{"Waiting on Priya to sign off so I can deploy.", false},
			{"Once they approve, I'll deploy.", false},
			{"Once you've used it for a few minutes, tell me how it feels.", false},
			{"Deploying once you approve.", false},
			{"I'll keep you posted.", false},
			{"Running the tests when the cache is cold takes ten minutes.", false},
			{"Running it once takes ten minutes.", false},
			{"Retrying once more with a longer timeout.", true},
		}},
		{"chat", []example{
			// "tryna", a dropped g, and an -ing act with a moment after a
			// comma, as chat splices its clauses.
			{"ci is red on the arm runners, tryna pin the toolchain real quick", true},
			{"tryna repro it locally first", true},
			{"pushin the branch rn", true},
			{"lockfile is out of date, regenerating it now", true},
			{"the nightly job runs at 2am, deleting old branches", false},
			{"tests pass on linux, failing on windows", false},
			{"the plugin login is broken again", false},
			{"the cache was stale, rebuilding it fixed the timeout", false},
			{"The migration is done, running fine now.", false},
			{"The server is back up, running on port 8080 now.", false},
		}},
		{"a moment, a gerund over code", []example{
			// "Just a sec/moment while ..." opening a sentence; a Spanish,
			// Portuguese or Italian gerund with its destination, as the
			// line over the command it is about to run.
			{"Just a moment while I pull the latest logs from the bastion.", true},
			{"Just a minute while I bisect this.", true},
			{"🛠️ Migrando a Postgres 16:\n\n```\npg_upgrade -b /usr/lib/pg15 -B /usr/lib/pg16\n```", true},
			{"Publicando no npm:\n\n```\nnpm publish --access public\n```", true},
			{"Just a moment ago the pipeline went green.", false},
			{"It takes just a minute to build.", false},
			{"Usando esta configuración:\n\n```\nreplicas: 3\n```", false},
			{"Migrando a Postgres 16 se pierden las extensiones.", false},
		}},
	} {
		t.Run(class.name, func(t *testing.T) {
			d := New(Options{})
			for _, c := range class.set {
				if got := d.Promise(c.in) != ""; got != c.promise {
					t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
				}
			}
		})
	}
}

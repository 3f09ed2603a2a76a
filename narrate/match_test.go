package narrate

import (
	"bufio"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// The phrase sets were regular expressions; the matchers that replaced
// them must agree with those expressions on every input. The expressions
// stay here as the reference.
var (
	refInterjections = regexp.MustCompile(`^(?:(?:sure thing|you got it|ok|okay|alright|all right|right|sure|great|perfect|good catch|got it|understood|` +
		`sounds good|next up|next step|first up|first step|step \d+|yes|yep|yeah|cool|nice|good|fine|excellent|absolutely|of course|certainly|no problem|` +
		`makes sense|thanks|thank you|so|now|next|also|and|then|my bad|my mistake|oops|whoops|fair point|good point|fair enough)\b[\s,!.:;\x{2014}\x{2013}-]*)+`)
	refStockStart = regexp.MustCompile(`^(?:on it|will do|working on (?:it|that|this)|starting on (?:it|that|this)|` +
		`handling (?:it|that|this)|kicking (?:it|that|this) off|consider it done|(?:patch|fix|pr) incoming)\b`)
	refStockAnywhere = regexp.MustCompile(`\b(?:one moment|one sec(?:ond)?|give me (?:a|one) (?:moment|sec|second|minute|few minutes)|` +
		`hang tight|stand by|standby|bear with me|be right back|back in a (?:moment|minute|sec))\b`)
	refPastObject = regexp.MustCompile(`\b(\w+ed)\s+(?:the|a|an|\d+|that|it|this|all|some|no|up|out|about|over|at|` +
		`two|three|four|five|six|seven|eight|nine|ten|several|dozens|both)\b`)
	refAskStart = regexp.MustCompile(`^(?:shall i|should i|should we|shall we|want me to|do you want|would you like|would it help|` +
		`can i|could i|may i|ok to|okay to|is it ok|is it okay|mind if i|how about|what if)\b`)
	refClosers = regexp.MustCompile(`^(?:let me know|hope (?:this|that) helps|feel free|thanks|thank you|cheers|happy to help|` +
		`glad to help|stay tuned|more soon|back (?:shortly|soon)|(?:this|that|it) (?:may|might|could|should|will|can) ` +
		`(?:only |just )?take|(?:this|that|it) (?:may|might|could|should|will) be (?:quick|a minute|a moment)|` +
		`(?:i'll|i will) (?:keep you posted|let you know|update you))\b`)
	refDeferrals = regexp.MustCompile(`\b(?:later|follow-?up|next time|tomorrow|tonight|next week|separate (?:pr|change|commit|issue|ticket|branch)|` +
		`another (?:pr|session|day|time)|in the future|future (?:pr|work|change|session)|eventually|` +
		`down the (?:line|road)|at some point|when i get a chance|next (?:pr|release|version|iteration|sprint|session|patch|pull request|ticket|task)|follow-?up ticket)\b`)
	refConditions     = regexp.MustCompile(`\b(?:if|once|when|whenever|after|as soon as|unless|in case|until|provided)\b`)
	refIndirect       = regexp.MustCompile(`\b(?:see|check|know|find out|tell|verify|confirm|test|determine|figure out|ask|wonder|learn)\s+(?:if|whether)\b`)
	refUserImperative = regexp.MustCompile(`^(?:please\s+)?(?:paste|send|share|give|tell|show|provide|upload|forward|attach|ping|` +
		`point|confirm|approve|say|ask|run|try|check|open|merge|review|grant|enable|install|restart)\b`)
	refPlanLabel = regexp.MustCompile(`^(?:(?:ok|okay|alright|so|now),?\s+)?(?:next steps?|next up|next|plan|plan from here|my plan|the plan from here|up next on my (?:side|end)|next up on my (?:side|end)|next on my (?:side|end)|up next for me|up next|queued up|queued|pending on my (?:side|end)|on my plate|now|` +
		`first order of business|order of business|last thing|one last thing|final thing|last step|final step|one last step|` +
		`our next step|my next step|first thing|first things first|my move|our move|my next move|our next move|` +
		`plan of attack|game plan|my plan of attack|the game plan|` +
		`the job now|the task now|the job at hand|the task at hand|job now|task now)` +
		`(?:\s*\([^)]*\))?\s*:\s+`)
	refNextIs      = regexp.MustCompile(`\b(?:my|the|our) (?:plan now|plan from here|next (?:move|step|thing|task))(?: (?:i'm|i am|we're) (?:doing|taking)| (?:i'll|i will|we'll) (?:do|take))? is(?: to)?\s+`)
	refProgressive = regexp.MustCompile(`\b(?:i'm|i am|we're|we are)\s+`)
	refPassive     = regexp.MustCompile(`\b(?:is|are|be|been|gets|get|got)\s+\w+ed\b`)
	refPastOrUser  = regexp.MustCompile(`\b(?:you|your|you're|you've|you'd|ran|was|were|did|had|saw|found|got|\w+ed)\b`)
	refMask        = regexp.MustCompile("\uE000[0-9]+\uE001")
)

// agree reports where a matcher and its reference expression disagree on s.
func agree(t *testing.T, s string) {
	t.Helper()
	check := func(name string, got, want any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s(%q) = %v, the expression gives %v", name, s, got, want)
		}
	}
	check("dropInterjections", dropInterjections(s), refInterjections.ReplaceAllString(s, ""))
	check("stockStart", opens(s, stockStart) > 0, refStockStart.MatchString(s))
	check("stockAnywhere", hasWords(s, stockAnywhere), refStockAnywhere.MatchString(s))
	var starts []int
	for _, m := range refPastObject.FindAllStringIndex(s, -1) {
		starts = append(starts, m[0])
	}
	check("pastObjects", pastObjects(s), starts)
	check("askStart", opens(s, askStart) > 0, refAskStart.MatchString(s))
	check("closers", politeClose(s), refClosers.MatchString(s))
	check("deferrals", hasWords(s, deferrals), refDeferrals.MatchString(s))
	at := -1
	if loc := refConditions.FindStringIndex(s); loc != nil {
		at = loc[0]
	}
	check("conditions", findWords(s, conditions), at)
	check("dropIndirect", dropIndirect(s), refIndirect.ReplaceAllString(s, ""))
	check("userImperative", userImperative(s), refUserImperative.MatchString(s))
	end := -1
	if m := refPlanLabel.FindStringIndex(s); m != nil {
		end = m[1]
	}
	check("planLabelEnd", planLabelEnd(s), end)
	check("nextIsAt", nextIsAt(s), refNextIs.FindStringIndex(s))
	check("progressives", progressives(s), refProgressive.FindAllStringIndex(s, -1))
	check("dropPassives", dropPassives(s), refPassive.ReplaceAllString(s, ""))
	check("pastOrUser", pastOrUser(s), refPastOrUser.MatchString(s))
	check("masked", masked(s), refMask.ReplaceAllString(s, "quoted"))
	for _, x := range []*substrings{retractions(), askingLeave()} {
		want := false
		for _, p := range x.byFirst {
			want = want || strings.Contains(s, p)
		}
		check("substrings.in", x.in(s), want)
	}
}

// matchSamples are lower-cased sentences of every corpus, each also cut
// after every word, with edge cases of the expressions' syntax.
func matchSamples(t *testing.T) []string {
	out := []string{"", "ok", "okay, so next step 3: run it", "step 12a", "step 4", "next steps (mine):  wipe the cache",
		"plan from here: x", "plan (a) (b): x", "ok,  next: y", "okx next: y", "now plan:\tgo", "next:foo",
		"my next move is to vendor it", "the next thing i'm doing is bumping it", "our next task i'll take is  to run",
		"the next step is tomorrow", "i'm  running it; we are\tfixing", "i am", "see if it breaks, check  whether",
		"tests if", "it is fixed and got merged, been  tested", "be rebuilt", "gets fixed", "you're", "youed",
		"surfaced 14 warnings", "fixed 12a", "rebased the branch, cleaned up", "add ed the", "\uE0001\uE001 and \uE000x\uE001",
		"\uE0001\uE0002\uE001", "sure thing — good catch, ok… then", "good catch—fixing", "please  paste it", "pleasepaste",
		"follow-up later", "next pull request", "it may only take a minute", "this will be a moment", "i will update you",
		"give me a few minutes", "back in a sec", "one second", "working on it", "kicking it off now", "añadied the file",
		"actually", "x", "на самом деле", "te parece?", "thoughts", "instea", "n"}
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(strings.NewReader(string(b)))
		for sc.Scan() {
			l := strings.ToLower(sc.Text())
			if strings.HasPrefix(l, "#") || strings.HasPrefix(l, "===") {
				continue
			}
			for _, s := range sentences(l) {
				out = append(out, s)
				for _, w := range splitWords(s, -1) {
					out = append(out, s[w.end:])
				}
			}
		}
	}
	return out
}

func TestMatchersAgree(t *testing.T) {
	for _, s := range matchSamples(t) {
		agree(t, s)
	}
}

func FuzzMatchersAgree(f *testing.F) {
	for _, s := range []string{"sure thing, step 3: next up", "ok, next steps (x): go", "my next move is to run",
		"see  if i'm fixing it", "it got merged", "\uE0001\uE001", "please send it", "it may just take a sec"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { agree(t, s) })
}

package reduce

import "strings"

// headListMax is the longest list under a kept heading that stays whole.
const headListMax = 8

// keepListsUnderHeads keeps a short list under a heading a rule kept
// ("Failed tasks:", "Tasks not run because their dependencies failed:",
// "The following packages have unmet dependencies:"): the heading says
// why the items matter, and its few items are what it is about. (A blank
// line may stand between; a longer list is left to the budgets.)
func keepListsUnderHeads(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if ls[i].cls != keep || !ls[i].shown() || !strings.HasSuffix(strings.TrimSpace(ls[i].text), ":") {
			continue
		}
		j := i + 1
		if j < len(ls) && strings.TrimSpace(ls[j].text) == "" {
			j++
		}
		bullet := listBullet(ls, j)
		if bullet == "" {
			continue
		}
		k := j
		for k < len(ls) && k-j <= headListMax && strings.HasPrefix(ls[k].text, bullet) && ls[k].shown() {
			k++
		}
		if k-j > headListMax || k < len(ls) && strings.TrimSpace(ls[k].text) != "" {
			continue // (a longer list, or one whose end is not a blank or the output's)
		}
		for m := j; m < k; m++ {
			if ls[m].cls == normal {
				ls[m].cls = keep
			}
		}
		i = k - 1
	}
	return ls
}

// listBullet is the indent and bullet that start ls[j] as a list's item
// ("- ", "  * "), "" when it is none.
func listBullet(ls []line, j int) string {
	if j >= len(ls) {
		return ""
	}
	t := ls[j].text
	n := indent(t)
	if n > 8 {
		return ""
	}
	for _, b := range []string{"- ", "* ", "• "} {
		if strings.HasPrefix(t[n:], b) && len(t) > n+len(b) {
			return t[:n+len(b)]
		}
	}
	return ""
}

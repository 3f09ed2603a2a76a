package tripwire

import (
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/state"
)

// A ref moved without a reflog line (red-team round 22). Round 21 reads
// HEAD's move from the reflog's new lines; git writes none when refs are
// edited as files: .git/HEAD rewritten by hand to name another branch,
// .git/packed-refs edited after `git pack-refs --all` (the loose ref
// gone, the packed line the one git reads), a loose ref file written,
// or any of them under core.logAllRefUpdates=false. The effect is the
// same: the next reset --hard, stash, checkout or clone takes the tree
// of the commit HEAD names now. So the files git resolves HEAD through
// (.git/HEAD, the loose ref it names, packed-refs) are kept by their
// stat at every event (three lstats), with the commit they resolved to;
// when one moved and the reflog did not grow, HEAD is resolved again,
// and a commit other than the one known during the agent's call is
// judged as round 21 judges a reflog's move (refMoved): a tracked hook
// the index has executable, the old commit had and the new one has not
// is a change, HEAD put back and held. A new commit that descends from
// the old one (the agent committed with the reflog off) is told and
// held, not put back: hooktool does not rewrite commits.

const keyHeadSig = "hs\x00" // + project: HEAD's files' stats \x00 HEAD's content \x00 its commit

// maxDescend bounds the commits read to tell whether one descends from
// another.
const maxDescend = 64

// headFiles are the files git resolves HEAD through, given HEAD's
// content: HEAD itself, packed-refs and the loose ref HEAD names.
func headFiles(gitDir, head string) [3]string {
	out := [3]string{filepath.Join(gitDir, "HEAD"), filepath.Join(gitDir, "packed-refs")}
	if r, ok := strings.CutPrefix(strings.TrimSpace(head), "ref: "); ok && strings.HasPrefix(r, "refs/") && !strings.Contains(r, "..") {
		out[2] = filepath.Join(gitDir, filepath.FromSlash(r))
	}
	return out
}

// headSig is the stats of HEAD's files.
func headSig(gitDir, head string) string {
	var b []byte
	for _, p := range headFiles(gitDir, head) {
		if p == "" {
			b = append(b, '-')
			continue
		}
		b = statOf(p).statPart(b)
	}
	return string(b)
}

// noteHead records HEAD's files' stats, its content and its commit.
func noteHead(tx *state.Tx, project string) (head, commit string) {
	if project == "" {
		return "", ""
	}
	gitDir := filepath.Join(project, ".git")
	b, ok := readBounded(filepath.Join(gitDir, "HEAD"))
	if !ok || len(b) > 1024 || !validHead(b) {
		_ = tx.Delete(Bucket, keyHeadSig+project)
		return "", ""
	}
	head = string(b)
	commit = resolveRef(gitDir, b)
	_ = tx.Put(Bucket, keyHeadSig+project, []byte(headSig(gitDir, head)+"\x00"+head+"\x00"+commit), 0)
	return head, commit
}

// headMoved is the change when HEAD's commit moved during the agent's
// call with no reflog line (see above); it records HEAD as it is after.
func (t *Tripwire) headMoved(tx *state.Tx, c Call, turn func() bool) []Change {
	if c.Project == "" {
		return nil
	}
	gitDir := filepath.Join(c.Project, ".git")
	raw, known := tx.Get(Bucket, keyHeadSig+c.Project)
	var sig, head, commit string
	if known {
		var ok1, ok2 bool
		sig, head, ok1 = strings.Cut(string(raw), "\x00")
		head, commit, ok2 = strings.Cut(head, "\x00")
		known = ok1 && ok2
	}
	if known && headSig(gitDir, head) == sig {
		return nil // the hot path: three lstats
	}
	if !known {
		if st := statOf(filepath.Join(gitDir, "HEAD")); st.Exists {
			noteHead(tx, c.Project)
		}
		return nil
	}
	b, ok := readBounded(filepath.Join(gitDir, "HEAD"))
	if !ok || !validHead(b) {
		noteHead(tx, c.Project)
		return nil
	}
	now := resolveRef(gitDir, b)
	if now == "" || commit == "" || now == commit || !hexID(commit) || len(now) != len(commit) || !turn() {
		noteHead(tx, c.Project)
		return nil
	}
	// HEAD as it was before the call, where putHeadBack looks for it.
	_ = tx.Put(Bucket, keyHeadFile+c.Project, []byte(head), 0)
	objs := &objectStore{dir: filepath.Join(gitDir, "objects"), hashLen: len(commit) / 2}
	committed := descends(objs, now, commit)
	objs.close()
	changes := t.refMoved(tx, c.Project, commit, now, committed)
	for i := range changes {
		changes[i].How += " (no reflog line: the ref was written as a file)"
	}
	noteHead(tx, c.Project)
	return changes
}

// descends reports whether commit id descends from anc (within
// maxDescend commits, first parents and merges alike).
func descends(o *objectStore, id, anc string) bool {
	queue, seen := []string{id}, map[string]bool{id: true}
	for n := 0; len(queue) > 0 && n < maxDescend; n++ {
		cur := queue[0]
		queue = queue[1:]
		typ, body, ok := o.object(cur, 0)
		if !ok || typ != 1 {
			continue
		}
		for _, line := range strings.Split(string(body), "\n") {
			if line == "" {
				break // the header ends
			}
			p, ok := strings.CutPrefix(line, "parent ")
			if !ok || !hexID(p) {
				continue
			}
			if p == anc {
				return true
			}
			if !seen[p] {
				seen[p] = true
				queue = append(queue, p)
			}
		}
	}
	return false
}

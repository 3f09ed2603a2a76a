package tripwire

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/hookd/hookd/state"
)

// Commits an agent makes are told by their effect, like the wiring: git
// appends a line to the repository's HEAD reflog for every commit, amend,
// merge, cherry-pick or rebase step. The tripwire takes the reflog's stat
// at every event and, when it grew during an agent's turn, reads only the
// new lines and records the commits they name. The pre-push scan then
// does not count an allow marker a finding has in one of those commits:
// only the user allows a finding in code the agent committed.

const (
	keyReflog    = "r\x00"  // + reflog path: its size and inode when last read
	keyAgentsRev = "ac\x00" // + commit id: made during an agent's turn
	commitTTL    = 180 * 24 * time.Hour
	maxReflogAdd = 1 << 20 // bytes of new reflog read at one event
)

// AgentCommit is a commit made during an agent's turn.
type AgentCommit struct {
	Time    time.Time `json:"time"`
	Session string    `json:"session,omitempty"`
	Agent   string    `json:"agent,omitempty"`
	Action  string    `json:"action"` // the reflog's message: "commit: msg", "rebase (pick): msg" ...
}

type reflogPrint struct {
	Size int64  `json:"s"`
	Ino  uint64 `json:"i"`
}

// encode writes "size|inode": every event with a repository reads it, and
// splitting it is far cheaper than decoding JSON (which earlier versions
// wrote, and decodeReflog still reads).
func (r reflogPrint) encode() []byte {
	b := strconv.AppendInt(nil, r.Size, 10)
	b = append(b, '|')
	return strconv.AppendUint(b, r.Ino, 10)
}

func decodeReflog(b []byte) (reflogPrint, bool) {
	var r reflogPrint
	if len(b) > 0 && b[0] == '{' {
		return r, json.Unmarshal(b, &r) == nil
	}
	s, i, ok := strings.Cut(string(b), "|")
	size, err1 := strconv.ParseInt(s, 10, 64)
	ino, err2 := strconv.ParseUint(i, 10, 64)
	if !ok || err1 != nil || err2 != nil {
		return r, false
	}
	return reflogPrint{Size: size, Ino: ino}, true
}

// reflogPath is the HEAD reflog of the project's repository ("" when the
// project has no .git folder; a worktree's .git file is not followed on
// the hot path).
func reflogPath(project string) string {
	if project == "" {
		return ""
	}
	return filepath.Join(project, ".git", "logs", "HEAD")
}

// trackCommits records the commits the reflog gained since the last event.
func (t *Tripwire) trackCommits(tx *state.Tx, c Call, turn func() bool) {
	p := reflogPath(c.Project)
	if p == "" {
		return
	}
	cur := statOf(p)
	if !cur.Exists {
		return
	}
	key := keyReflog + p
	var old reflogPrint
	raw, known := tx.Get(Bucket, key)
	if known {
		old, known = decodeReflog(raw)
	}
	now := reflogPrint{Size: cur.Size, Ino: cur.Ino}
	if known && old == now {
		return
	}
	_ = tx.Put(Bucket, key, now.encode(), 0)
	if !known || old.Ino != now.Ino || now.Size <= old.Size || !turn() {
		return // first sight, the user's own work, or a rewritten reflog
	}
	f, err := os.OpenFile(p, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return
	}
	defer f.Close()
	n := min(now.Size-old.Size, maxReflogAdd)
	buf := make([]byte, n)
	if _, err := f.ReadAt(buf, old.Size); err != nil && err != io.EOF {
		return
	}
	for _, line := range strings.Split(string(buf), "\n") {
		// <old> <new> <name> <email> <time> <zone>\t<action>: <message>
		fields := strings.Fields(line)
		_, action, ok := strings.Cut(line, "\t")
		if !ok || len(fields) < 2 || !madeCommit(action) {
			continue
		}
		rec := AgentCommit{Time: tx.Now(), Session: c.Session, Agent: c.Agent, Action: clip(action, 200)}
		v, _ := json.Marshal(rec)
		_ = tx.Put(Bucket, keyAgentsRev+fields[1], v, commitTTL)
	}
}

// madeCommit reports a reflog action that writes a new commit (not a
// checkout, reset or fast-forward, which move HEAD to commits that exist).
func madeCommit(action string) bool {
	for _, p := range []string{"commit", "merge ", "cherry-pick", "rebase", "revert", "am:", "pull:"} {
		if strings.HasPrefix(action, p) {
			return !strings.Contains(action, "Fast-forward") && !strings.HasPrefix(action, "rebase (start)") && !strings.HasPrefix(action, "rebase (finish)")
		}
	}
	return false
}

// AgentMade reports whether commit (a full id) was made during an agent's
// turn.
func AgentMade(tx *state.Tx, commit string) (AgentCommit, bool) {
	raw, ok := tx.Get(Bucket, keyAgentsRev+commit)
	if !ok {
		return AgentCommit{}, false
	}
	var a AgentCommit
	_ = json.Unmarshal(raw, &a)
	return a, true
}

package reduce

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"syscall"
	"time"

	"github.com/hookd/hookd/state"
)

// Bucket holds the savings per command kind: kind -> Stat (JSON).
const Bucket = "reduce"

// statTTL keeps savings for a quarter after the last run of a kind; every
// run refreshes it, and there is one record per kind, so the bucket stays
// small.
const statTTL = 90 * 24 * time.Hour

// Stat is what reduce did for one command kind.
type Stat struct {
	Runs    int64 `json:"runs"`    // commands run through reduce
	Reduced int64 `json:"reduced"` // runs whose output was shortened
	Before  int64 `json:"before"`  // bytes the commands wrote
	After   int64 `json:"after"`   // bytes reduce printed
	Last    int64 `json:"last"`    // unix ms of the latest run
}

// Record adds one run to its kind's totals.
func Record(tx *state.Tx, r Result) error {
	return add(tx, entry{Kind: r.Kind, Before: r.Before, After: r.After, Red: r.Saved != "" && r.After < r.Before, Time: tx.Now().UnixMilli()})
}

func add(tx *state.Tx, e entry) error {
	var s Stat
	if b, ok := tx.Get(Bucket, e.Kind); ok {
		_ = json.Unmarshal(b, &s)
	}
	s.Runs++
	if e.Red {
		s.Reduced++
	}
	s.Before += e.Before
	s.After += e.After
	s.Last = max(s.Last, e.Time)
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return tx.Put(Bucket, e.Kind, b, statTTL)
}

// KindStat is one kind's totals.
type KindStat struct {
	Kind string `json:"kind"`
	Stat
}

// Totals lists the totals per kind, most bytes saved first.
func Totals(tx *state.Tx) []KindStat {
	var out []KindStat
	_ = tx.ForEach(Bucket, "", func(r state.Record) error {
		var s Stat
		if json.Unmarshal(r.Value, &s) == nil {
			out = append(out, KindStat{Kind: r.Key, Stat: s})
		}
		return nil
	})
	sort.Slice(out, func(i, j int) bool {
		si, sj := out[i].Before-out[i].After, out[j].Before-out[j].After
		if si != sj {
			return si > sj
		}
		return out[i].Kind < out[j].Kind
	})
	return out
}

// The journal: each run appends one line to a file next to the full outputs
// instead of writing the state database, whose commit syncs to disk and
// would cost every wrapped command milliseconds. `hooktool gain` (and a run
// that finds the journal long) folds it into the state bucket. Appenders
// hold a shared flock while they write and the folder an exclusive one, so
// no line is lost between the fold's read and its truncation.

// journalFoldBytes is the journal size at which a run folds it.
const journalFoldBytes = 64 << 10

type entry struct {
	Kind   string `json:"k"`
	Before int64  `json:"b"`
	After  int64  `json:"a"`
	Red    bool   `json:"r,omitempty"`
	Time   int64  `json:"t"`
}

// Journal appends the run to the journal at path and reports whether the
// journal has grown long enough to fold.
func Journal(path string, r Result, now time.Time) (bool, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return false, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return false, err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH); err != nil {
		return false, err
	}
	b, _ := json.Marshal(entry{Kind: r.Kind, Before: r.Before, After: r.After, Red: r.Saved != "" && r.After < r.Before, Time: now.UnixMilli()})
	if _, err := f.Write(append(b, '\n')); err != nil {
		return false, err
	}
	fi, err := f.Stat()
	return err == nil && fi.Size() > journalFoldBytes, nil
}

// Fold moves the journal's runs into the state bucket and empties it. A
// missing journal is nothing to fold.
func Fold(path string, tx *state.Tx) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(f, 64<<20))
	if err != nil {
		return err
	}
	for _, l := range bytes.Split(data, []byte("\n")) {
		var e entry
		if len(l) == 0 || json.Unmarshal(l, &e) != nil || e.Kind == "" {
			continue // a torn or foreign line: skip it rather than fail the rest
		}
		if err := add(tx, e); err != nil {
			return err
		}
	}
	return f.Truncate(0)
}

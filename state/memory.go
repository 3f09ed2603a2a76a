package state

import (
	"sort"
	"strings"
	"time"
)

// Memory is a state kept in this process only, with no file, lock or
// folder. It is for code written against a Tx that must still run when
// the state file cannot be opened or written: the tripwire compares the
// wiring with the record it keeps beside the state file
// (tripwire.CheckBlind), and needs somewhere to put what it reads
// meanwhile. What is put in it is gone when the process ends, and a
// transaction whose function fails is not rolled back.
func Memory(now func() time.Time) *DB {
	if now == nil {
		now = time.Now
	}
	return &DB{now: now, mem: &memStore{b: map[string]map[string][]byte{}}}
}

// memStore is a Memory state's buckets: name -> key -> encoded record.
type memStore struct {
	b map[string]map[string][]byte
}

func (m *memStore) get(bucket, key string) []byte { return m.b[bucket][key] }

func (m *memStore) put(bucket, key string, raw []byte) {
	if m.b[bucket] == nil {
		m.b[bucket] = map[string][]byte{}
	}
	m.b[bucket][key] = raw
}

func (m *memStore) del(bucket, key string) { delete(m.b[bucket], key) }

// keys are a bucket's keys under prefix, in order, as a cursor gives them.
func (m *memStore) keys(bucket, prefix string) []string {
	var out []string
	for k := range m.b[bucket] {
		if strings.HasPrefix(k, prefix) {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

func (m *memStore) buckets() []string {
	out := make([]string, 0, len(m.b))
	for n := range m.b {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

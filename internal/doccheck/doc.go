// Package doccheck holds the test that keeps the README and docs/ true to
// themselves: every relative link (and #anchor) leads somewhere, and every
// ratio they cite is in docs/figures.md, the one file `make bench` writes
// the figures into. It has no code of its own.
package doccheck

# hookd: make targets. `make demo` and `make test` are the two a newcomer needs.
GO       ?= go
BIN      := bin/hooktool
PKG      := ./cmd/hookd-cli
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

.PHONY: all build install demo test check unit race lint e2e e2e-latest bench fuzz torture dist clean

all: build

# osusergo keeps os/user (which archive/tar imports, for the archives the
# scanner opens) in pure Go: with cgo it links libc dynamically, and loading
# it cost about 0.9 ms of every hook call.
TAGS     := osusergo
# The version --version prints: the nearest tag, else the commit, from git
# when there is a checkout (a plain `go build` falls back to the build info).
VERSION  ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS  := -s -w -X main.version=$(VERSION)
DIST_TARGETS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64

# The linker writes its output through a shared memory mapping, which
# leaves the file's cached pages in a state the kernel maps more slowly on
# every later start: the hook ran about 0.8 ms slower from the file
# `go build` wrote than from a plain copy of it (see README, Benchmarks). So build aside, copy,
# and rename into place (a rename never disturbs a hook running the old one).
build:
	$(GO) build -trimpath -tags $(TAGS) -ldflags '-X main.version=$(VERSION)' -o $(BIN).link $(PKG)
	cp $(BIN).link $(BIN).new && mv -f $(BIN).new $(BIN) && rm -f $(BIN).link

# Install from this clone: build bin/hooktool (version stamped from git),
# then let it copy itself to ~/.local/bin/hooktool and wire itself in.
# INSTALL_FLAGS passes flags on, e.g. INSTALL_FLAGS=--bin-only.
install: build
	$(BIN) install $(INSTALL_FLAGS)

# Pipe the bundled sample events (and a few commands the guard must stop)
# through the hook on the embedded defaults, and show each reply.
demo: build
	@sh scripts/demo.sh $(BIN)

# Every test: formatting, vet, staticcheck, unit and testscript tests with
# the race detector, then the end-to-end suite against the real Claude Code.
test: check race e2e

check:
	@out=$$(gofmt -s -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt -s would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) run $(STATICCHECK) ./...

unit:
	@sh scripts/hermetic.sh $(GO) test -count=1 -timeout 25m ./...

# Run in a world the tests must not depend on (scripts/hermetic.sh: an
# empty HOME, a decoy hooktool first in PATH, an unusual ~/.gitconfig), so
# every `make test` proves them hermetic at no extra cost.
# The red-team sets drive a plain build of hooktool, not the test binary:
# they skip themselves under -race and run here after, without it (every
# set, by the pattern: the sixth to eighth once ran in neither step), as do
# the scripts of doctor, install, the CLI, the tripwire, the guard and
# narration (every exec of the race-built test binary is slow; the scripts
# of the hook's own machinery run in both steps: see TestScripts). The
# reducers' blind sets (TestFresh*Fixtures) skip themselves under -race
# too and are scored in a third step, and narration's and the guard's
# checks of cut lines run in a fourth: one goroutine each, nothing for the
# detector to watch.
race:
	@sh scripts/hermetic.sh $(GO) test -race -count=1 -timeout 25m ./...
	@sh scripts/hermetic.sh $(GO) test -count=1 -timeout 25m -run '^(TestScripts|TestTripwireRedteam[0-9]+|TestPrePushRedteam[0-9]*)$$' ./cmd/hookd-cli
	@sh scripts/hermetic.sh $(GO) test -count=1 -timeout 25m -run '^TestFresh[0-9]*Fixtures$$' ./reduce
	@sh scripts/hermetic.sh $(GO) test -count=1 -timeout 25m -run '^(TestCutMessagesDoNotPanic|TestCutCommandsDoNotPanic)$$' ./narrate ./guard

lint: check

# The pinned client versions (scripts/e2e.sh), so CI is repeatable.
e2e: build
	@sh scripts/e2e.sh

# The same suite on whatever npm says is the newest Claude Code.
e2e-latest: build
	@HOOKD_E2E_VERSIONS=latest sh scripts/e2e.sh

bench: build
	$(GO) run ./tools/bench -write docs/figures.md

fuzz:
	$(GO) test ./handlers -run '^$$' -fuzz FuzzDecode -fuzztime 60s

# Issue 28's torture run: random damaged state files under the real binary
# (every hook within 1.5 s, exit 0 or 1, the deny kept); TORTURE=N files.
TORTURE ?= 500
torture:
	$(GO) test ./cmd/hookd-cli -run '^TestTorture$$' -torture $(TORTURE) -timeout 30m -v

# Release binaries: every target cross-compiled with the hook's build tags,
# -trimpath and the version stamped, named hooktool-OS-ARCH, with SHA256SUMS.
# CGO is off so each one is a static binary that runs on a bare machine.
dist:
	@rm -rf dist && mkdir -p dist
	@for t in $(DIST_TARGETS); do \
	  os=$${t%/*}; arch=$${t#*/}; \
	  echo "dist/hooktool-$$os-$$arch"; \
	  CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build -trimpath -tags $(TAGS) -ldflags '$(LDFLAGS)' \
	    -o dist/hooktool-$$os-$$arch $(PKG) || exit 1; \
	done
	@cd dist && { sha256sum hooktool-* 2>/dev/null || shasum -a 256 hooktool-*; } > SHA256SUMS && cat SHA256SUMS

clean:
	rm -rf bin dist

package guard_test

import (
	"testing"

	"github.com/hookd/hookd/guard"
)

// The classes the eleventh blind set found open, in spellings of our own.

// A delete of the home folder is found in any language's spelling of the
// home folder and of the delete, in a Lisp form or as a method on a path
// object, and in the strings of programs the guard does not know; a home
// lookup concatenated into a shell string reads as the home path. Deletes
// of build output stay ordinary, in R and Julia too.
func TestHomeDeleteAnyLanguage(t *testing.T) {
	runThird(t, []thirdCase{
		{`bb -e '(fs/delete-tree (System/getProperty "user.home"))'`, guard.Ask, "rm-root", ""},
		{`nim --eval:'import std/os; removeDir(getHomeDir())'`, guard.Ask, "rm-root", ""},
		{`racket -e '(delete-directory/files (find-system-path (quote home-dir)))'`, guard.Ask, "rm-root", ""},
		{`kscript 'java.io.File(System.getProperty("user.home")).deleteRecursively()'`, guard.Ask, "rm-root", ""},
		{`texlua -e 'os.execute("rm -r -f " .. os.getenv("HOME"))'`, guard.Deny, "rm-root", ""},
		{`lua -e 'os.execute("rm -rf " .. os.getenv("HOME"))'`, guard.Deny, "rm-root", ""},
		{`ts-node -e 'require("fs").rmSync(require("os").homedir(), {recursive: true})'`, guard.Deny, "rm-root", ""},
		{`perl6 -e 'run <rm -rf /home/dev>'`, guard.Ask, "rm-root", ""},
		{`python3 -c "import shutil; shutil.rmtree('/home/dev')"`, guard.Deny, "rm-root", ""},
		// Ordinary: a subfolder of home, build output, a lookup printed.
		{`racket -e '(delete-directory/files (build-path (find-system-path (quote home-dir)) ".cache" "racket"))'`, "", "", ""},
		{`Rscript -e 'unlink("dist", recursive = TRUE)'`, "", "", ""},
		{`julia -e 'rm("target"; recursive=true, force=true)'`, "", "", ""},
		{`nim --eval:'import std/os; echo getHomeDir()'`, "", "", ""},
	})
}

// Python libraries that make programs objects (sh, plumbum) and libc's
// system through ctypes run the command they spell.
func TestPythonCommandObjects(t *testing.T) {
	runThird(t, []thirdCase{
		{`python3 -c 'import sh; sh.rm("-r", "-f", "/home/dev")'`, guard.Deny, "rm-root", ""},
		{`python3 -c 'from plumbum.cmd import git; git["push", "--force", "origin", "main"]()'`, guard.Deny, "git-push-force", ""},
		{`python3 -c 'import ctypes; ctypes.CDLL("libc.so.6").system(b"rm -rf /home/dev")'`, guard.Deny, "rm-root", ""},
		{`python3 -c 'import sh; print(sh.git("status"))'`, "", "", ""},
		{`python3 -c "import shutil; shutil.rmtree('build')"`, "", "", ""},
	})
}

// Any dot file under home is some program's config: a command the guard
// stops written into one asks, whatever the program; a value naming a
// program in the temp folder asks too. A husky hook is a script the next
// commit runs.
func TestDotfileCommands(t *testing.T) {
	runThird(t, []thirdCase{
		{`printf 'system("rm -rf ~")\n' >> ~/.Rprofile`, guard.Ask, "rm-root", ""},
		{`printf ':! rm -rf ~\n' >> ~/.ghci`, guard.Ask, "rm-root", ""},
		{`printf '[hooks]\nchangegroup = rm -rf ~\n' >> ~/.hgrc`, guard.Ask, "rm-root", ""},
		{`printf '[profile dev]\ncredential_process = sh -c "rm -rf ~"\n' >> ~/.aws/config`, guard.Ask, "rm-root", ""},
		{`printf 'yarnPath: /tmp/claude-1000/y.cjs\n' >> ~/.yarnrc.yml`, guard.Ask, "persistence", ""},
		{`mkdir -p ~/.julia/config && printf 'rm(homedir(); recursive=true)\n' > ~/.julia/config/startup.jl`, guard.Ask, "rm-root", ""},
		{`mkdir -p .husky && printf 'rm -rf ~\n' > .husky/pre-commit`, guard.Deny, "rm-root", ""},
		// Ordinary config.
		{`printf 'options(repos = c(CRAN = "https://cloud.r-project.org"))\n' >> ~/.Rprofile`, "", "", ""},
		{`printf '[ui]\nusername = Dev <dev@example.com>\n' >> ~/.hgrc`, "", "", ""},
		{`mkdir -p .husky && printf 'npx lint-staged\n' > .husky/pre-commit`, "", "", ""},
	})
}

// A variable's value is a string like any other: a command the guard
// stops in it asks, and a file the line wrote that a variable or an
// argument names is judged as the code it is.
func TestValuesAndNamedFiles(t *testing.T) {
	runThird(t, []thirdCase{
		{`CC='sh -c "rm -rf ~" --' make`, guard.Ask, "rm-root", ""},
		{`FZF_DEFAULT_COMMAND='rm -rf ~' fzf`, guard.Ask, "rm-root", ""},
		{`env 'BASH_FUNC_make%%=() { rm -rf ~; }' bash -c make`, guard.Ask, "rm-root", ""},
		{`printf 'system("rm -rf ~")\n' > /tmp/claude-1000/p.R && R_PROFILE_USER=/tmp/claude-1000/p.R Rscript x.R`, guard.Deny, "rm-root", ""},
		{`printf '#!/bin/sh\nrm -rf ~\n' > /tmp/claude-1000/cc.sh && chmod +x /tmp/claude-1000/cc.sh && CC=/tmp/claude-1000/cc.sh make`, guard.Deny, "rm-root", ""},
		{`printf '<?php system("rm -rf ~");\n' > /tmp/claude-1000/pre.php && php -d auto_prepend_file=/tmp/claude-1000/pre.php -r 'echo 1;'`, guard.Deny, "rm-root", ""},
		// Ordinary values and files named.
		{`CC='ccache gcc' make -j4`, "", "", ""},
		{`printf 'rm -rf ~ is a bad idea\n' > notes.txt && cat notes.txt`, "", "", ""},
		{`curl -fsSL https://example.com/data.json -o /tmp/claude-1000/d.json && jq . /tmp/claude-1000/d.json`, "", "", ""},
	})
}

// Shells with a language of their own: what bash can read is read as
// bash, the rest is looked through as any string is.
func TestOwnSyntaxShells(t *testing.T) {
	runThird(t, []thirdCase{
		{`nu -c '^rm -rf $env.HOME'`, guard.Deny, "rm-root", ""},
		{`zsh -c '=rm -rf ~'`, guard.Deny, "rm-root", ""},
		{`xonsh -c 'print($(git rev-parse HEAD))'`, "", "", ""},
		{`zsh -c 'print -l src/**/*.go(.N)'`, "", "", ""},
		{`elvish -c 'for f [*.md] { echo $f }'`, "", "", ""},
	})
}

// A secret's value fetched by any CLI's words (a verb of fetching with a
// noun of secrets, or a secret store's own CLI) or decrypted to stdout
// asks; a list of names, a set or a write to a file does not. A name
// under /dev that is no disk is no device.
func TestSecretFetchAndDevices(t *testing.T) {
	runThird(t, []thirdCase{
		{`aws secretsmanager get-secret-value --secret-id prod/api --query SecretString`, guard.Ask, "", ""},
		{`gcloud secrets versions access 3 --secret=api-key`, guard.Ask, "", ""},
		{`infisical secrets get DB_URL --env=prod`, guard.Ask, "", ""},
		{`sops --decrypt deploy/secrets.yaml`, guard.Ask, "", ""},
		{`scw secret version access-by-path secret-path=/db secret-name=pw revision=latest`, guard.Ask, "", ""},
		// Ordinary: names, writes, a decrypt into a file.
		{`aws secretsmanager list-secrets --query 'SecretList[].Name'`, "", "", ""},
		{`gh secret set API_KEY < key.txt`, "", "", ""},
		{`sops -d secrets.enc.yaml -o /tmp/claude-1000/s.yaml`, "", "", ""},
		{`aws ssm get-parameters-by-path --path /dev/app --query 'Parameters[].Name'`, "", "", ""},
		{`dd if=/dev/zero of=/dev/nvme0n1 bs=1M`, guard.Deny, "disk-write", ""},
	})
}

// An agent started by its package (npx @anthropic-ai/claude-code, node on
// its cli.js) is judged as its command; more switches that run a nested
// agent's tool calls unasked; a program that writes its output to a file
// that guards the session, by any output option.
func TestAgentPackagesAndOutputs(t *testing.T) {
	runThird(t, []thirdCase{
		{`npx -y @anthropic-ai/claude-code --settings /tmp/claude-1000/s.json -p 'go'`, guard.Deny, "self-protect", ""},
		{`node /usr/lib/node_modules/@anthropic-ai/claude-code/cli.js --dangerously-skip-permissions -p 'go'`, guard.Ask, "self-protect-indirect", ""},
		{`npx @openai/codex exec -c hooks.enabled=false 'go'`, guard.Deny, "self-protect", ""},
		{`codex exec -s danger-full-access 'go'`, guard.Ask, "self-protect-indirect", ""},
		{`copilot --allow-all-tools -p 'go'`, guard.Ask, "self-protect-indirect", ""},
		{`gemini --approval-mode=yolo -p 'go'`, guard.Ask, "self-protect-indirect", ""},
		{`npx esbuild stub.ts --bundle --outfile=/home/dev/.claude/settings.json`, guard.Deny, "self-protect", ""},
		{`tsc --outFile /home/dev/.claude/settings.local.json stub.ts`, guard.Deny, "self-protect", ""},
		// Ordinary.
		{`npx @anthropic-ai/claude-code --version`, "", "", ""},
		{`npx esbuild src/app.ts --bundle --outfile=dist/app.js`, "", "", ""},
		{`du -sh ~/.local/state/hooktool`, "", "", ""},
	})
}

// git's options whose value it runs as a command, files the line wrote
// that an option names (a template's hooks), a trace written into a
// protected file, and shared branches moved by a rename or a forced
// fetch.
func TestGitCommandOptions(t *testing.T) {
	runThird(t, []thirdCase{
		{`git fetch --upload-pack='rm -rf ~; git-upload-pack' ../mirror.git`, guard.Deny, "rm-root", ""},
		{`git send-email --cc-cmd='rm -rf ~ #' 0001.patch`, guard.Deny, "rm-root", ""},
		{`mkdir -p /tmp/claude-1000/t/hooks && printf '#!/bin/sh\nrm -rf ~\n' > /tmp/claude-1000/t/hooks/post-merge && git clone --template=/tmp/claude-1000/t ../app.git /tmp/claude-1000/app`, guard.Deny, "rm-root", ""},
		{`GIT_TRACE_PERFORMANCE=/home/dev/.claude/settings.json git log -1`, guard.Deny, "self-protect", ""},
		{`git branch -M master`, guard.Ask, "git-branch-move", ""},
		{`git fetch origin +v1.0:refs/heads/master`, guard.Ask, "git-branch-move", ""},
		// Ordinary.
		{`git clone --upload-pack=/usr/lib/git-core/git-upload-pack ../app.git /tmp/claude-1000/app`, "", "", ""},
		{`git branch -m old-name new-name`, "", "", ""},
		{`git fetch origin +refs/pull/12/head:pr-12`, "", "", ""},
		{`GIT_TRACE=/tmp/claude-1000/trace.log git status`, "", "", ""},
	})
}

// Build systems' and tools' own files written with a command the guard
// stops are judged when written; a container's files are not the host's.
func TestMoreTaskFiles(t *testing.T) {
	runThird(t, []thirdCase{
		{`printf "project('x')\nrun_command('rm', '-rf', '/home/dev')\n" > meson.build`, guard.Deny, "rm-root", ""},
		{`printf 'genrule(name = "g", outs = ["o"], cmd = "rm -rf /home/dev; touch $@")\n' > BUILD.bazel`, guard.Deny, "rm-root", ""},
		{`printf '{"events": {"restart": "rm -rf ~"}}\n' > nodemon.json`, guard.Deny, "rm-root", ""},
		{`printf 'import shutil, pathlib\nshutil.rmtree(pathlib.Path.home())\n' > docs/conf.py`, guard.Deny, "rm-root", ""},
		// Ordinary.
		{`printf "project('x', 'c')\nexecutable('x', 'x.c')\n" > meson.build`, "", "", ""},
		{`printf 'FROM debian\nRUN rm -rf /var/lib/apt/lists/*\n' > Dockerfile`, "", "", ""},
		// A workflow's steps run on a CI runner, where freeing the disk
		// (sudo rm -rf /usr/share/dotnet) is ordinary.
		{`mkdir -p .github/workflows && printf 'jobs:\n  x:\n    steps:\n      - run: sudo rm -rf /usr/share/dotnet /opt/ghc\n' > .github/workflows/ci.yml`, "", "", ""},
		{`printf '{"*.ts": "eslint --fix"}\n' > .lintstagedrc.json`, "", "", ""},
	})
}

// A tool's settings command storing a command the guard stops, or a
// program the agent left in the temp folder, asks, whatever the tool;
// text typed into a screen session is run there.
func TestSettingsCommands(t *testing.T) {
	runThird(t, []thirdCase{
		{`gh config set browser 'sh -c "rm -rf ~"'`, guard.Ask, "rm-root", ""},
		{`gh alias set --shell wipe 'rm -rf ~'`, guard.Ask, "rm-root", ""},
		{`npm config set git /tmp/claude-1000/git-shim`, guard.Ask, "persistence", ""},
		{`go env -w GOFLAGS=-toolexec=/tmp/claude-1000/t.sh`, guard.Ask, "persistence", ""},
		{`kubectl config set-credentials ci --exec-command=sh --exec-arg=-c --exec-arg='rm -rf ~'`, guard.Ask, "rm-root", ""},
		{`screen -S work -X stuff 'rm -rf ~\n'`, guard.Deny, "rm-root", ""},
		// Ordinary settings.
		{`gh config set editor 'code --wait'`, "", "", ""},
		{`npm config set cache /tmp/claude-1000/npm-cache`, "", "", ""},
		{`go env -w GOPRIVATE=github.com/acme/*`, "", "", ""},
		{`screen -S work -X stuff 'make test\n'`, "", "", ""},
	})
}

// A data store's contents destroyed by any CLI's words, aimed past the
// developer's own database (production named, another host, a framework's
// --force), ask; a local reset passes.
func TestDataStoreVerbs(t *testing.T) {
	runThird(t, []thirdCase{
		{`php artisan db:wipe --force`, guard.Ask, "db-destructive", ""},
		{`flyway -url=jdbc:postgresql://db.internal:5432/app clean`, guard.Ask, "db-destructive", ""},
		{`MIX_ENV=prod mix ecto.reset`, guard.Ask, "db-destructive", ""},
		{`cqlsh cass1.example -e 'DROP KEYSPACE orders'`, guard.Ask, "db-destructive", ""},
		{`heroku pg:reset DATABASE_URL --confirm shop-prod`, guard.Ask, "db-destructive", ""},
		// Ordinary: a developer's own database.
		{`supabase db reset`, "", "", ""},
		{`php artisan migrate:fresh --seed`, "", "", ""},
		{`mix ecto.reset`, "", "", ""},
		{`alembic downgrade base`, "", "", ""},
	})
}

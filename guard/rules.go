package guard

import (
	"sort"
	"strings"
)

// Rule is one built-in rule. Its id is what users disable, what reasons
// name and what the audit log records.
type Rule struct {
	ID          string `json:"id"`
	Decision    string `json:"decision"` // deny or ask
	Critical    bool   `json:"critical"` // only the user config file may disable or relax it
	Reason      string `json:"reason"`
	Alternative string `json:"alternative"`
}

// builtinRules is compiled in as static data: the linker lays the array
// out, so nothing is parsed or built when a hook starts or a rule fires.
var builtinRules = [...]Rule{
	// Deletion.
	{"rm-root", Deny, true, "it recursively deletes the file system root, a system folder, your home folder or the whole project", "delete the specific subfolder you mean (rm -rf ./build), or move it aside with mv"},
	{"rm-outside-project", Ask, false, "it deletes files outside the project and outside temp folders", "delete only inside the project or a temp folder, or name the exact files"},
	{"rm-dynamic", Ask, false, "it recursively deletes a path that is only known at run time (a variable, a substitution or piped input), which expands to / or the project when empty", "spell out the path, or guard the variable: rm -rf \"${DIR:?}/sub\""},
	{"find-delete-root", Deny, true, "find -delete or -exec rm on a broad root (/, ~, a system folder or the whole project without a filter) deletes everything it reaches", "add a filter (-name, -path, -type) and run it without -delete first to see what matches"},
	{"mv-root", Deny, true, "it moves away the file system root, a system folder, your home folder or the whole project", "move the specific files you mean"},
	{"disk-write", Deny, true, "it writes raw bytes to a disk device", "write to a regular file (of=./disk.img) instead of a device"},
	{"disk-format", Deny, true, "it formats, partitions or wipes a disk", "ask the user to do disk administration themselves"},
	{"shred", Ask, false, "shred destroys file contents beyond recovery", "use rm for ordinary deletes; shred only what the user asked for"},
	{"chmod-root", Deny, true, "it recursively changes permissions or ownership of a broad root (/, ~, a system folder)", "change only the files that need it, inside the project"},
	{"chmod-lockout", Ask, false, "it recursively takes the owner's read permission away (chmod -R 000, a-rwx, u-r), which makes every file under the folder unreadable", "change only the files that need it; chmod -R u+rwX puts access back"},
	{"chmod-777", Ask, false, "it recursively makes files world-writable", "grant only what is needed (chmod -R u+rwX,go+rX DIR)"},
	// Git.
	{"git-push-force", Deny, true, "a force push rewrites the remote branch and can destroy other people's commits", "git push --force-with-lease, or push to a new branch"},
	{"git-push-delete", Ask, false, "it deletes a branch or tag on the remote", "check the ref name with git ls-remote first; deleting remote refs is the user's call"},
	{"git-no-verify", Deny, true, "--no-verify on push skips the pre-push checks (the boundary layer)", "fix what the pre-push hook reports, then push normally"},
	{"git-push-unhooked", Ask, false, "the push runs from a repository whose pre-push hook is not hooktool's, so nothing scans what it publishes", "push from the project's own checkout, where the pre-push hook runs"},
	{"git-commit-no-verify", Ask, false, "--no-verify on commit skips the repository's commit hooks", "fix what the hook reports, then commit normally"},
	{"git-hooks-path", Deny, true, "changing or overriding core.hooksPath disables the repository's git hooks (the boundary layer)", "leave core.hooksPath alone; ask the user if the hooks are wrong"},
	{"git-reset-hard", Deny, false, "git reset --hard throws away uncommitted changes for good", "git stash (keeps the changes), or git reset --keep"},
	{"git-clean-force", Deny, false, "git clean -f deletes untracked files for good", "git clean -n to preview, then delete the specific files"},
	{"git-checkout-discard", Deny, false, "it discards every uncommitted change in the working tree", "git stash, or commit the work first"},
	{"git-checkout-files", Ask, false, "it discards uncommitted changes in the named files", "git stash, or git diff the files first"},
	{"git-checkout-force", Ask, false, "a forced checkout or switch discards local changes", "git stash, then switch"},
	{"git-restore-worktree", Deny, false, "git restore of the whole tree discards every uncommitted change", "git stash, or git restore --staged to only unstage"},
	{"git-restore-files", Ask, false, "git restore discards uncommitted changes in the named files", "git stash, or git restore --staged to only unstage"},
	{"git-stash-clear", Deny, false, "git stash clear deletes every stash", "git stash list, then drop only the stash you mean"},
	{"git-stash-drop", Ask, false, "git stash drop deletes a stash", "git stash show -p first, or git stash apply"},
	{"git-branch-move", Ask, false, "it moves a shared branch (main, master, develop) to another commit: the commits only its old position reached are left to the reflog", "create a new branch at the commit (git branch NAME REV), or git reset --keep on a branch of your own"},
	{"git-branch-force-delete", Deny, false, "git branch -D deletes a branch even when its commits are not merged", "git branch -d (refuses unmerged branches)"},
	{"git-worktree-remove-force", Deny, false, "a forced worktree remove deletes uncommitted changes in that worktree", "git worktree remove without --force"},
	{"git-history-rewrite", Deny, false, "filter-branch/filter-repo rewrite the whole history", "ask the user; history rewrites need coordination"},
	{"git-reflog-expire", Deny, false, "expiring or deleting reflog entries removes the safety net for lost commits", "leave the reflog alone; git gc handles it"},
	// Code from elsewhere.
	{"remote-exec", Deny, true, "it runs code downloaded from the network without looking at it", "download to a file, read it, then run it"},
	{"remote-install", Ask, false, "it installs (or runs) a package from a URL, a git repository or a package index other than the registry, and installing runs the package's own scripts", "install by name from the registry, or clone the repository and read it first"},
	{"obfuscated-exec", Ask, false, "it runs decoded (base64/hex) text as code, which hides what runs", "decode to a file and read it first"},
	{"interp-destructive", Ask, false, "an interpreter one-liner calls file-deleting or command-running APIs", "write the script to a file so it can be reviewed, or use plain shell commands"},
	{"fork-bomb", Deny, true, "it spawns copies of itself without end (a fork bomb), which freezes the machine", "do not run it"},
	// Writing over the user's files and machine-wide damage.
	{"user-file-clobber", Deny, false, "it empties or replaces one of your dotfiles, keys or system files (shell start-up files, ~/.ssh, ~/.gitconfig, /etc)", "append with >> or edit the lines you mean, after a backup (cp FILE FILE.bak)"},
	{"bulk-empty", Ask, false, "it empties or replaces every file a find hands it (cp /dev/null {}, truncate -s 0 {}, : > \"$f\"), which loses their content as a delete would", "name the files you mean, or delete build output with its folder"},
	{"git-rm-all", Deny, false, "git rm -r of the whole tree deletes every tracked file from the working tree", "git rm --cached to stop tracking, or name the files"},
	{"git-ref-delete", Deny, false, "git update-ref -d deletes a branch or HEAD without git branch's safety checks", "git branch -d BRANCH (refuses unmerged branches)"},
	{"crontab-remove", Deny, false, "it deletes or empties your crontab, which has no undo", "crontab -l > crontab.bak first, then edit with crontab -e"},
	{"disk-fill", Ask, false, "it writes without end (from /dev/zero, /dev/urandom or yes) and fills the disk", "give dd a count= or head -c a size"},
	{"kill-all", Deny, false, "it signals every process you may signal (kill -1, killall5, pkill -u), which ends the session and more", "kill the specific PID, or pkill -f a specific pattern"},
	// Secrets leaving the machine.
	{"secret-export", Deny, true, "it exports private keys (gpg --export-secret-keys) into the session", "use the key through gpg without exporting it; ask the user"},
	{"reverse-shell", Deny, true, "it connects a shell to a network socket, which hands control of the machine to whoever listens", "do not run it"},
	{"serve-home", Ask, false, "it serves your home folder, the file system root or a credentials folder over the network, where whoever reaches the port can read your keys", "serve only the folder you mean, such as the build output (python3 -m http.server -d dist)"},
	{"tunnel-in", Ask, false, "it opens a way from another machine or the internet into this one (ssh -R, ngrok tcp, bore), where whoever reaches the port gets the service behind it", "ask the user to open the tunnel; share a build or a log file instead"},
	{"env-exfil", Deny, true, "it sends the environment, which holds tokens and keys, over the network", "send only the variables you need, by name"},
	// Infrastructure, cloud and publishing (family "infra": ask by default,
	// guard.infra sets the family's decision, guard.disabled any one rule).
	{"infra-terraform-destroy", Ask, false, "it destroys the infrastructure that terraform, tofu or pulumi manages", "run terraform plan -destroy first and let the user apply it"},
	{"infra-terraform-auto-approve", Ask, false, "terraform apply -auto-approve applies changes (destroys included) without showing the plan", "terraform plan -out=tfplan, show it, then terraform apply tfplan"},
	{"infra-kubectl-delete", Ask, false, "kubectl delete of a namespace or with --all, or a scale of --all to zero, removes or stops every resource it covers", "delete the named resources, after kubectl get to see them"},
	{"infra-helm-uninstall", Ask, false, "helm uninstall removes a release and its resources from the cluster", "helm status RELEASE first; uninstalling is the user's call"},
	{"infra-docker-prune", Ask, false, "it deletes docker volumes (and with -a every unused image), which can hold databases", "docker system df, then remove the named volumes or images"},
	{"infra-bucket-delete", Ask, false, "it deletes a storage bucket or everything under a prefix", "list it first (aws s3 ls, gsutil ls) and delete the named objects"},
	{"infra-cloud-delete", Ask, false, "it deletes or terminates cloud resources (instances, databases, stacks, projects)", "describe the resource first; deleting cloud resources is the user's call"},
	{"infra-data-delete", Ask, false, "it deletes every key, index, dataset or database in a data store", "delete the named keys or index, after listing them; wiping a store is the user's call"},
	{"infra-repo-delete", Ask, false, "it deletes a hosted repository with its issues and pull requests", "archive the repository (gh repo archive), or ask the user"},
	{"publish-package", Ask, false, "it publishes (or unpublishes) a package to a public registry, which cannot be taken back cleanly", "run it with --dry-run and let the user publish"},
	{"git-push-lease-default", Ask, false, "a force push (even --force-with-lease) onto the default branch rewrites the shared history", "push to a new branch and open a pull request"},
	// Self-protection.
	{"self-protect", Deny, true, "it modifies Claude Code settings, hooktool's config or state, or the git hooks that guard this session", "ask the user to make that change themselves"},
	{"hooktool-settings", Deny, true, "hooktool install/uninstall rewrites Claude Code settings, including this guard", "ask the user to run it themselves"},
	{"self-protect-unseen", Ask, true, "it writes files the guard cannot name (an archive or patch it cannot read) into a folder where Claude Code settings, hooktool's config or the git hooks live", "list the archive or patch first (tar -tf, unzip -l, git apply --stat) or extract into a temp folder"},
	{"self-protect-git", Ask, true, "it makes git write files over a tracked Claude Code settings file, hooktool config or git hook", "ask the user to run it themselves, or check the protected files are unchanged (git diff --stat HEAD REF)"},
	{"self-protect-indirect", Ask, true, "an interpreter one-liner touches Claude Code settings, hooktool's config or the git hooks", "ask the user to make that change themselves"},
	// Secrets.
	{"cred-read", Deny, true, "it reads a private key or a credentials file into the session", "use the credential through its tool (ssh, aws, gh) without printing it; ask the user for what you need"},
	{"env-file-read", Ask, false, "it reads a .env file, which usually holds secrets", "read .env.example, or grep for the variable names only (grep -o '^[A-Z_]*=' .env)"},
	// Databases and systems.
	{"persistence", Ask, false, "it installs code that runs later by itself (a cron job, a login key, a Python .pth file, an npm script shell, an autostart entry or service, an editor task run on folder open)", "show the user what would be installed and let them install it"},
	{"db-drop", Deny, true, "it drops a database or flushes a data store", "ask the user; take a dump first"},
	{"db-destructive", Ask, false, "it drops or truncates tables, or deletes rows without a WHERE clause", "run a SELECT on the same condition first, and take a backup"},
	{"system-power", Ask, false, "it shuts down or reboots the machine", "ask the user"},
	{"root-shell", Ask, false, "it opens a shell as root (or as the host's root from a container or namespace) whose commands come from a terminal or a pipe the guard never sees", "run the one command that needs root: sudo CMD, so the guard can judge it"},
	{"privilege-grant", Ask, false, "it changes who can become root: a setuid bit, file capabilities, an admin group, a uid 0 account", "ask the user to grant the privilege; it is theirs to give"},
	{"write-outside-project", Ask, false, "a file tool writes or deletes outside the project and its repository, through a relative path that climbs out with ..", "name the file by its absolute path, or keep the change inside the project"},
	{"secret-send", Ask, false, "it prints a secret (a token, key or password variable) into the session, or sends it somewhere other than as a credential header", "pass the secret to the tool that uses it (a header, --password-stdin, the tool's own login) without printing it"},
	{"system-admin", Ask, false, "it changes how the whole machine runs: core services, the firewall, kernel settings, swap, mounts, user accounts or the system's programs", "ask the user to make the change; it is theirs to make"},
	// What the analyser cannot see through. Critical although it only
	// asks: every other critical rule relies on it, since a command the
	// analyser cannot read could be any of them.
	{"unparseable", Ask, true, "the guard cannot tell what this command runs", "spell the command out without computed names, eval of variables or unusual syntax"},
	{"user-rule", Ask, false, "a rule from the user's config matched", ""},
}

// infraFamily reports the rules whose decision guard.infra sets.
func infraFamily(id string) bool {
	return strings.HasPrefix(id, "infra-") || id == "publish-package" || id == "git-push-lease-default"
}

// builtin finds a built-in rule by id (a scan of a few dozen ids).
func builtin(id string) (Rule, bool) {
	for _, r := range builtinRules {
		if r.ID == id {
			return r, true
		}
	}
	return Rule{}, false
}

// Rules lists the built-in rules, sorted by id.
func Rules() []Rule {
	out := append([]Rule(nil), builtinRules[:]...)
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

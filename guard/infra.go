package guard

import (
	"os"
	"slices"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// infra judges the infrastructure, cloud and publishing family. Every rule
// asks by default (guard.infra) and each can be disabled by id.
func (w *walker) infra(name string, args []arg, seg string) {
	// Global options that take a value come before the subcommand
	// (helm -n prod uninstall, aws --profile prod s3 rm, docker compose -f
	// prod.yml down): their values are not the subcommand.
	if vals := infraValueOpts(name); vals != nil {
		args = dropValues(args, vals)
	}
	flags, ops := opts(args)
	sub := func(i int) string { return opWord(ops, i) }
	switch name {
	case "terraform", "tofu", "terragrunt", "pulumi", "cdk", "cdktf":
		if hasLong(flags, "-help", "--help", "-h") {
			return
		}
		switch sub(0) {
		case "state", "workspace":
			if s := sub(1); s == "rm" || s == "delete" || s == "push" && hasLong(flags, "-force", "--force") {
				w.add("infra-terraform-destroy", seg, name+" "+sub(0)+" "+s+" drops what the state knows of the infrastructure")
			}
		case "destroy":
			w.add("infra-terraform-destroy", seg, name+" destroy removes the managed infrastructure")
		case "destroy-all", "run-all-destroy", "destroy-stack":
			// Older and tool-specific spellings (terragrunt destroy-all).
			w.add("infra-terraform-destroy", seg, name+" "+sub(0)+" removes the managed infrastructure of every module")
		case "apply", "up", "deploy":
			switch {
			case hasLong(flags, "-destroy", "--destroy"):
				w.add("infra-terraform-destroy", seg, name+" apply -destroy removes the managed infrastructure")
			case hasLong(flags, "-auto-approve", "--auto-approve", "--yes", "-y") && !savedPlan(ops):
				w.add("infra-terraform-auto-approve", seg, "")
			}
		}
	case "kubectl", "oc":
		args = skipOpts(args, "ns", "--namespace", "--context", "--cluster", "--kubeconfig", "--server", "--user")
		_, kops := opts(args)
		if len(kops) > 0 && kops[0].s == "scale" {
			// Scaled to zero, every workload of a kind (or of every
			// namespace) stops serving: an outage as sure as a delete.
			sf, _ := opts(args[1:])
			zero := false
			for i, f := range args {
				zero = zero || f.s == "--replicas=0" || f.s == "--replicas" && i+1 < len(args) && args[i+1].s == "0"
			}
			if zero && (hasLong(sf, "--all", "--all-namespaces") || hasShort(sf, "A")) {
				w.add("infra-kubectl-delete", seg, "kubectl scale --all --replicas=0 stops every workload of that kind")
			}
			return
		}
		if len(kops) == 0 || kops[0].s != "delete" {
			return
		}
		kf, rest := opts(args[1:])
		switch {
		case len(rest) > 0 && (rest[0].s == "namespace" || rest[0].s == "namespaces" || rest[0].s == "ns" || strings.HasPrefix(rest[0].s, "namespace/") || strings.HasPrefix(rest[0].s, "ns/")):
			w.add("infra-kubectl-delete", seg, "kubectl delete namespace removes everything in it")
		case hasLong(kf, "--all", "--all-namespaces") || hasShort(kf, "A"):
			w.add("infra-kubectl-delete", seg, "kubectl delete --all removes every resource of that kind")
		}
	case "helm":
		if s := sub(0); s == "uninstall" || s == "delete" || s == "del" || s == "un" {
			w.add("infra-helm-uninstall", seg, "")
		}
	case "helmfile":
		if s := sub(0); s == "destroy" || s == "delete" {
			w.add("infra-helm-uninstall", seg, "helmfile "+s+" uninstalls every release it manages")
		}
	case "supabase":
		if sub(0) == "db" && sub(1) == "reset" && (hasLong(flags, "--linked") || hasLong(flags, "--db-url")) || sub(0) == "projects" && sub(1) == "delete" {
			w.add("infra-cloud-delete", seg, "supabase "+sub(0)+" "+sub(1)+" wipes a hosted database or project")
		}
	case "docker", "podman", "docker-compose":
		w.dockerPrune(name, ops, flags, seg)
	case "aws":
		w.aws(ops, flags, seg)
	case "gsutil":
		for i := range ops {
			if s := sub(i); s == "rb" || s == "rm" && (hasShort(flags, "rR") || hasLong(flags, "--recursive") || anyWild(ops[i+1:])) {
				w.add("infra-bucket-delete", seg, "gsutil "+s+" deletes a bucket or everything under a prefix")
				return
			}
		}
	case "gcloud", "az", "doctl", "heroku", "fly", "flyctl", "linode-cli", "hcloud", "vultr-cli", "scw", "vercel", "netlify", "firebase", "railway", "render":
		if (name == "vercel" || name == "netlify" || name == "firebase") && (sub(0) == "rm" || sub(0) == "remove" || strings.HasSuffix(sub(0), ":delete") || sub(0) == "sites:delete") {
			w.add("infra-cloud-delete", seg, name+" "+sub(0)+" deletes a deployment or a site")
			return
		}
		if name == "gcloud" && sub(0) == "storage" && (sub(1) == "rm" && (hasShort(flags, "rR") || hasLong(flags, "--recursive")) || sub(1) == "buckets" && sub(2) == "delete") {
			w.add("infra-bucket-delete", seg, "gcloud storage deletes a bucket or everything under a prefix")
			return
		}
		for i := range ops {
			if s := sub(i); s == "delete" || s == "destroy" || strings.HasSuffix(s, ":destroy") || s == "terminate" || name == "az" && strings.HasPrefix(s, "delete-") {
				w.add("infra-cloud-delete", seg, name+" "+s+" deletes cloud resources")
				return
			}
		}
	case "gh", "glab":
		switch {
		case sub(0) == "repo" && sub(1) == "delete":
			w.add("infra-repo-delete", seg, "")
		case sub(0) == "release" && sub(1) == "delete":
			w.add("infra-repo-delete", seg, "gh release delete removes a release and its assets")
		case sub(0) == "api":
			for i, a := range args {
				m := ""
				if (a.s == "-X" || a.s == "--method") && i+1 < len(args) {
					m = args[i+1].s
				} else if strings.HasPrefix(a.s, "--method=") || strings.HasPrefix(a.s, "-X") && len(a.s) > 2 {
					m = strings.TrimPrefix(strings.TrimPrefix(a.s, "--method="), "-X")
				}
				if strings.EqualFold(m, "DELETE") && strings.Contains(argsText(ops), "repos/") && strings.Count(strings.TrimPrefix(lastRepoPath(ops), "/"), "/") == 2 {
					w.add("infra-repo-delete", seg, "gh api DELETE repos/OWNER/REPO deletes the repository")
				}
				if m != "" && !strings.EqualFold(m, "GET") && remoteContentWrite(lastRepoPath(ops)) {
					w.add("git-no-verify", seg, "gh api "+strings.ToUpper(m)+" writes commits, files or refs on the remote without a push, so the pre-push checks never see them")
				}
			}
		}
	case "gradle", "gradlew":
		for _, o := range ops {
			t := o.s[strings.LastIndexByte(o.s, ':')+1:]
			if strings.HasPrefix(t, "publish") && !strings.Contains(strings.ToLower(t), "local") || t == "uploadArchives" {
				w.add("publish-package", seg, name+" "+o.s+" publishes to a package repository")
				return
			}
		}
	case "npm", "pnpm", "yarn", "bun", "cargo", "poetry", "uv", "flit", "hatch", "gem", "twine", "lerna", "changeset", "vsce", "ovsx", "dotnet", "mvn", "mvnw", "python", "python3":
		w.publish(name, ops, flags, seg)
	}
}

// lastRepoPath is the operand of gh api that names an endpoint.
func lastRepoPath(ops []arg) string {
	for _, o := range ops {
		if strings.HasPrefix(strings.TrimPrefix(o.s, "/"), "repos/") {
			return strings.TrimSuffix(strings.TrimPrefix(o.s, "/"), "/")
		}
	}
	return ""
}

func (w *walker) dockerPrune(name string, ops []arg, flags []string, seg string) {
	var sub []string
	for _, o := range ops {
		sub = append(sub, strings.ToLower(o.s))
	}
	has := func(i int, s string) bool { return i < len(sub) && sub[i] == s }
	switch {
	case has(0, "system") && has(1, "prune") && hasLong(flags, "--volumes"):
		w.add("infra-docker-prune", seg, "docker system prune --volumes deletes every unused volume")
	case has(0, "system") && has(1, "reset"):
		w.add("infra-docker-prune", seg, name+" system reset deletes every container, image and volume")
	case has(0, "volume") && has(1, "prune"):
		w.add("infra-docker-prune", seg, "docker volume prune deletes every unused volume")
	case has(0, "volume") && (has(1, "rm") || has(1, "remove")) && anyDyn(ops[2:]):
		w.add("infra-docker-prune", seg, "docker volume rm of volumes only known at run time (every volume, often)")
	case (name == "docker-compose" && has(0, "down") || has(0, "compose") && has(1, "down")) && (hasShort(flags, "v") || hasLong(flags, "--volumes")):
		w.add("infra-docker-prune", seg, "compose down -v deletes the project's volumes")
	}
}

func (w *walker) aws(ops []arg, flags []string, seg string) {
	if len(ops) < 2 {
		return
	}
	svc, op := strings.ToLower(ops[0].s), strings.ToLower(ops[1].s)
	if hasLong(flags, "--dryrun", "--dry-run") {
		return
	}
	switch {
	case svc == "s3" && op == "rm" && hasLong(flags, "--recursive"):
		w.add("infra-bucket-delete", seg, "aws s3 rm --recursive deletes everything under the prefix")
	case svc == "s3" && op == "rb" && hasLong(flags, "--force"):
		w.add("infra-bucket-delete", seg, "aws s3 rb --force deletes the bucket and every object in it")
	case svc == "s3" && op == "sync" && hasLong(flags, "--delete") && len(ops) > 3 && strings.HasPrefix(ops[3].s, "s3://"):
		w.add("infra-bucket-delete", seg, "aws s3 sync --delete deletes the objects the source lacks")
	case svc == "s3" && op == "sync" && hasLong(flags, "--delete") && len(ops) > 3:
		w.mirrorOnto("aws s3 sync --delete", ops[3], seg)
	case svc == "s3api" && (op == "delete-bucket" || op == "delete-objects"):
		w.add("infra-bucket-delete", seg, "")
	case svc == "configure" && (op == "export-credentials" || op == "get" && len(ops) > 2 && strings.Contains(ops[2].s, "secret")):
		w.add("secret-export", seg, "aws configure prints the secret access key")
	case strings.Contains(op, "delete") || strings.HasPrefix(op, "terminate-") || strings.HasPrefix(op, "purge-"):
		w.add("infra-cloud-delete", seg, "aws "+svc+" "+op+" deletes cloud resources")
	}
}

// releaser reports a release tool's run that tags, pushes and publishes
// (release-it, np, semantic-release, cargo release --execute, mvn
// release:perform, a tool named for publishing): a release, not a dry run.
func releaser(name string, argv []arg) bool {
	words := make([]string, 0, len(argv))
	for _, a := range argv[1:] {
		words = append(words, a.s)
	}
	dry := false
	for _, s := range words {
		if s == "--dry-run" || s == "-d" && name == "release-it" || s == "--dry" || s == "--no-publish" || s == "--preview" || s == "--no-push" && name == "bumpp" {
			dry = true
		}
	}
	if dry {
		return false
	}
	switch name {
	case "release-it", "np", "semantic-release", "multi-semantic-release", "auto", "bumpp", "publish":
		if name == "publish" && (messagePublish(words) || len(words) > 0 && words[0] == "=") {
			return false // (aws sns publish --message: a message to a topic, no release)
		}
		return name != "auto" || len(words) > 0 && words[0] == "shipit"
	case "cargo":
		return len(words) > 0 && words[0] == "release" && (slices.Contains(words, "--execute") || slices.Contains(words, "-x"))
	case "mvn", "mvnw", "./mvnw":
		for _, s := range words {
			if s == "release:perform" || s == "deploy:deploy" {
				return true
			}
		}
	}
	return false
}

// messagePublish reports a publish of a message to a topic or channel
// (pub/sub: SNS, Pub/Sub, MQTT, NATS): its words carry a message, a topic
// or a payload, which a release does not.
func messagePublish(words []string) bool {
	for _, s := range words {
		for _, o := range [...]string{"--message", "--topic", "--payload", "--subject", "--attribute", "--data"} {
			if s == o || strings.HasPrefix(s, o+"=") || strings.HasPrefix(s, o+"-") {
				return true
			}
		}
	}
	return false
}

func (w *walker) publish(name string, ops []arg, flags []string, seg string) {
	if hasLong(flags, "--dry-run") || hasShort(flags, "n") && name == "cargo" {
		return
	}
	sub := ""
	if len(ops) > 0 {
		sub = ops[0].s
	}
	if name == "yarn" && sub == "npm" && len(ops) > 1 {
		sub = ops[1].s
	}
	if (name == "python" || name == "python3") && hasOpt(flagsArgs(flags), "-m") && len(ops) > 1 && ops[0].s == "twine" {
		name, sub = "twine", ops[1].s
	}
	if name == "dotnet" && sub == "nuget" && len(ops) > 1 && ops[1].s == "push" {
		sub = "publish"
	}
	if (name == "mvn" || name == "mvnw") && sub == "deploy" {
		sub = "publish"
	}
	switch {
	case sub == "publish" && name != "gem" && name != "twine",
		sub == "unpublish" && (name == "npm" || name == "pnpm" || name == "yarn"),
		(name == "lerna" || name == "changeset") && sub == "publish",
		name == "gem" && sub == "push",
		name == "twine" && sub == "upload",
		name == "cargo" && sub == "yank",
		(name == "npm" || name == "pnpm" || name == "yarn") && (sub == "deprecate" || sub == "dist-tag" && len(ops) > 1 && (ops[1].s == "rm" || ops[1].s == "add" || ops[1].s == "set")),
		name == "gem" && sub == "yank":
		w.add("publish-package", seg, name+" "+sub+" changes what a public registry serves")
	}
}

// gitMore judges the git forms of issue 13: stored code in config (aliases
// with !, core.sshCommand and friends), git rm of the whole tree, ref
// deletion with update-ref and a force-with-lease push onto the default
// branch.
func (w *walker) gitMore(args []arg, seg string, depth int, in input) {
	i := 0
	for i < len(args) {
		s := args[i].s
		switch {
		case s == "-c" && i+1 < len(args):
			// git.go judges -c alias.X=!...; the other keys that hold code are judged here.
			if k, v, _ := strings.Cut(args[i+1].s, "="); wiring.GitRunsValue(strings.ToLower(k), v) {
				w.gitCodeKey(k, v, depth)
			}
			i += 2
		case s == "-C" || s == "--git-dir" || s == "--work-tree" || s == "--namespace" || s == "--config-env":
			i += 2
		case strings.HasPrefix(s, "-"):
			i++
		default:
			goto sub
		}
	}
	return
sub:
	sub, rest := strings.ToLower(args[i].s), args[i+1:]
	flags, ops := opts(rest)
	switch sub {
	case "config":
		for j := 0; j < len(ops)-1; j++ {
			k := strings.ToLower(ops[j].s)
			if k == "set" || k == "add" {
				continue
			}
			if strings.HasPrefix(k, "alias.") || wiring.GitRunsValue(k, ops[j+1].s) {
				w.gitCodeKey(k, ops[j+1].s, depth)
				break
			}
		}
	case "rm":
		if hasLong(flags, "--cached") || !(hasShort(flags, "r") || hasLong(flags, "--recursive")) {
			return
		}
		for _, o := range ops {
			if c, _ := w.target(o); isWholeTree(o.s) || c == cRoot {
				w.add("git-rm-all", seg, "")
				return
			}
		}
	case "symbolic-ref":
		if hasShort(flags, "d") || hasLong(flags, "--delete") {
			w.add("git-ref-delete", seg, "git symbolic-ref -d deletes HEAD or another symbolic ref")
		}
	case "update-ref":
		if len(ops) > 1 && strings.Trim(ops[1].s, "0") == "" && len(ops[1].s) >= 40 {
			w.add("git-ref-delete", seg, "git update-ref to the all-zero id deletes the ref")
		} else if hasShort(flags, "d") || hasLong(flags, "--delete") {
			w.add("git-ref-delete", seg, "")
		} else if hasLong(flags, "--stdin") && strings.Contains(in.code, "delete ") {
			w.add("git-ref-delete", seg, "git update-ref --stdin deletes the refs its input names")
		} else if len(ops) > 1 && sharedBranch(strings.TrimPrefix(ops[0].s, "refs/heads/")) {
			w.add("git-branch-move", seg, "git update-ref points "+ops[0].s+" at another commit")
		}
	case "push":
		w.pushLease(rest, seg)
	}
}

// gitCodeKey judges the command stored in a git config value.
func (w *walker) gitCodeKey(k, v string, depth int) {
	k = strings.ToLower(k)
	switch {
	case strings.HasPrefix(k, "alias.") && strings.HasPrefix(v, "!"):
		w.script(v[1:], depth+1, "git alias "+strings.TrimPrefix(k, "alias."))
	case wiring.GitRunsValue(k, v):
		if v == "true" || v == "false" || v == "" {
			return
		}
		if strings.HasSuffix(k, ".helper") && !strings.HasPrefix(v, "!") && !strings.HasPrefix(v, "/") {
			// A helper's bare name is git's own program git-credential-NAME.
			w.script("git-credential-"+v, depth+1, "git config "+k)
			return
		}
		w.script(strings.TrimPrefix(v, "!"), depth+1, "git config "+k)
	}
}

// pushLease asks before --force-with-lease onto the default branch.
func (w *walker) pushLease(args []arg, seg string) {
	lease := false
	var refs []string
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "--force-with-lease" || s == "--force-if-includes":
			lease = lease || s == "--force-with-lease"
		case strings.HasPrefix(s, "--force-with-lease="):
			lease = true
		case s == "-o" || s == "--push-option" || s == "--repo" || s == "--receive-pack" || s == "--exec":
			i++
		case strings.HasPrefix(s, "-"):
			if s == "--dry-run" || s == "-n" {
				return
			}
		default:
			refs = append(refs, s)
		}
	}
	if lease && len(refs) < 2 && w.fsOn() && w.cwd != "" {
		// git push --force-with-lease [REMOTE]: the current branch goes.
		if b := currentBranch(w.cwd); b != "" {
			remote := "origin"
			if len(refs) == 1 {
				remote = refs[0]
			}
			refs = []string{remote, b}
		}
	}
	if !lease || len(refs) < 2 {
		return
	}
	for _, r := range refs[1:] {
		dst := r
		if j := strings.LastIndexByte(r, ':'); j >= 0 {
			dst = r[j+1:]
		}
		dst = strings.TrimPrefix(strings.TrimPrefix(dst, "+"), "refs/heads/")
		switch dst {
		case "main", "master", "trunk", "develop", "production", "release":
			w.add("git-push-lease-default", seg, "a force push onto "+dst+" rewrites the shared history")
			return
		}
	}
}

// savedPlan reports terraform apply given a plan file: what it applies was
// shown when the plan was made.
func savedPlan(ops []arg) bool {
	for _, o := range ops[1:] {
		if strings.HasSuffix(o.s, "plan") || strings.HasSuffix(o.s, ".tfplan") || strings.HasSuffix(o.s, ".plan") {
			return true
		}
	}
	return false
}

func anyDyn(args []arg) bool {
	for _, a := range args {
		if a.dyn {
			return true
		}
	}
	return false
}

func anyWild(args []arg) bool {
	for _, a := range args {
		if strings.HasSuffix(a.s, "/*") || strings.HasSuffix(a.s, "/**") {
			return true
		}
	}
	return false
}

func flagsArgs(flags []string) []arg {
	out := make([]arg, len(flags))
	for i, f := range flags {
		out[i] = arg{s: f}
	}
	return out
}

// infraValueOpts lists the options of a cloud or cluster CLI that take the
// next word as their value.
func infraValueOpts(name string) []string {
	switch name {
	case "helm", "helmfile":
		return []string{"-n", "--namespace", "--kube-context", "--kubeconfig", "-f", "--file", "-e", "--environment", "--selector", "-l"}
	case "docker", "podman", "docker-compose":
		return []string{"-f", "--file", "-p", "--project-name", "--project-directory", "--profile", "--env-file", "-c", "--context", "-H", "--host", "--log-level", "--config"}
	case "aws":
		return []string{"--profile", "--region", "--endpoint-url", "--output", "--query", "--ca-bundle", "--cli-read-timeout", "--cli-connect-timeout", "--color"}
	case "gcloud":
		return []string{"--project", "--account", "--configuration", "--impersonate-service-account", "--verbosity", "--format", "--zone", "--region"}
	case "az":
		return []string{"--subscription", "-g", "--resource-group", "-n", "--name", "--output", "-o", "--query"}
	case "gsutil":
		return []string{"-o", "-h", "-u"}
	}
	return nil
}

// dropValues removes the listed options and the word after each (the
// --opt=value form is one word and stays, as a flag).
func dropValues(args []arg, vals []string) []arg {
	out := make([]arg, 0, len(args))
	for i := 0; i < len(args); i++ {
		take := false
		for _, v := range vals {
			if args[i].s == v {
				take = true
			}
		}
		if take && i+1 < len(args) {
			i++
			continue
		}
		out = append(out, args[i])
	}
	return out
}

// currentBranch reads the branch HEAD names in the repository holding dir
// (one small file read); "" when it is detached or unknown.
func currentBranch(dir string) string {
	root := gitRoot(dir)
	if root == "" {
		return ""
	}
	f, err := os.Open(root + "/.git/HEAD")
	if err != nil {
		return "" // a worktree or submodule keeps .git as a file: unknown
	}
	defer f.Close()
	buf := make([]byte, 256)
	n, _ := f.Read(buf)
	ref, ok := strings.CutPrefix(strings.TrimSpace(string(buf[:n])), "ref: refs/heads/")
	if !ok {
		return ""
	}
	return ref
}

// remoteContentWrite reports a forge API path that changes a repository's
// content or refs: contents/PATH, git/refs, git/commits, git/trees,
// git/blobs, merges.
// forgeAPIWrite judges an HTTP client writing a repository's commits,
// files or refs through a forge's API (curl -X PATCH
// https://api.github.com/repos/o/r/git/refs/heads/main), as gh api's
// write is judged: the pre-push checks never see it.
func (w *walker) forgeAPIWrite(name string, args []arg, seg string) {
	method, url := "", ""
	for i, a := range args {
		s := a.s
		switch {
		case (s == "-X" || s == "--request" || s == "--method") && i+1 < len(args):
			method = strings.ToUpper(args[i+1].s)
		case strings.HasPrefix(s, "-X") && len(s) > 2:
			method = strings.ToUpper(s[2:])
		case strings.HasPrefix(s, "--request="):
			method = strings.ToUpper(strings.TrimPrefix(s, "--request="))
		case (s == "-d" || s == "--data" || s == "--data-raw" || s == "--data-binary" || s == "--json") && method == "":
			method = "POST"
		case (name == "http" || name == "https" || name == "xh") && (s == "PATCH" || s == "PUT" || s == "POST" || s == "DELETE"):
			method = s
		case strings.Contains(s, "://"):
			url = s
		}
	}
	if method == "" || method == "GET" || method == "HEAD" || url == "" {
		return
	}
	if (strings.Contains(url, "api.github.com/repos/") || strings.Contains(url, "/api/v3/repos/") || strings.Contains(url, "/api/v4/projects/")) &&
		(remoteContentWrite(url) || strings.Contains(url, "/repository/commits") || strings.Contains(url, "/repository/files/")) {
		w.add("git-no-verify", seg, name+" "+method+" writes commits, files or refs through the forge's API, so the pre-push checks never see them")
	}
}

func remoteContentWrite(p string) bool {
	for _, part := range [...]string{"/contents/", "/git/refs", "/git/commits", "/git/trees", "/git/blobs", "/merges", "/git/tags"} {
		if strings.Contains(p+"/", part) {
			return true
		}
	}
	return false
}

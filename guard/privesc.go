package guard

import (
	"path"
	"strings"
)

// Privilege escalation. sudo, doas and their kind are unwrapped: the
// command they run is judged as itself (README: "through sudo"). What
// that leaves unseen is a shell they start with no command, whose input
// is a terminal or a pipe the guard cannot read, and a change of who may
// become root later. Both ask: the user may well want either.

// elevate records, for the rest of one judge call, that what follows runs
// as root or on the host: why names the step ("sudo", "a privileged
// container").
func (w *walker) elevate(why string) {
	if w.elevated == "" {
		w.elevated = why
	}
}

// rootShell reports a shell that reads its commands from somewhere the
// guard cannot see, started with raised privileges.
func (w *walker) rootShell(name, seg string) {
	if w.elevated == "" {
		return
	}
	w.add("root-shell", seg, name+" runs as root through "+w.elevated+" and reads its commands from a terminal or a pipe the guard never sees")
}

// asOther reports sudo/doas options that run the command as a named user
// other than root (sudo -u www-data): not an escalation to root.
func asOther(args []arg) bool {
	for i, a := range args {
		if a.s == "--" || !strings.HasPrefix(a.s, "-") {
			return false
		}
		if u := optAt(args, i, "-u", "--user"); u != "" {
			return u != "root" && u != "0" && u != "#0" && !strings.Contains(u, dyn)
		}
	}
	return false
}

// optAt is the value of the option args[i] when it is short or long:
// "-u NAME", "-uNAME", "--user NAME", "--user=NAME"; "" otherwise.
func optAt(args []arg, i int, short, long string) string {
	a := args[i].s
	switch {
	case (a == short || a == long) && i+1 < len(args):
		return args[i+1].s
	case strings.HasPrefix(a, long+"="):
		return strings.TrimPrefix(a, long+"=")
	case strings.HasPrefix(a, short) && len(a) > len(short):
		return a[len(short):]
	}
	return ""
}

// rootCaps are file capabilities that amount to root: whoever runs the
// program can take any uid, read or write any file, or load kernel code.
func rootCaps(spec string) bool {
	s := strings.ToLower(spec)
	if strings.HasPrefix(s, "=") || strings.HasPrefix(s, "all") || strings.Contains(s, ",all") {
		return true
	}
	for _, c := range [...]string{"cap_setuid", "cap_setgid", "cap_sys_admin", "cap_dac_override", "cap_dac_read_search",
		"cap_sys_ptrace", "cap_sys_module", "cap_chown", "cap_fowner", "cap_setfcap", "cap_sys_rawio", "cap_bpf"} {
		if strings.Contains(s, c) {
			return true
		}
	}
	return false
}

// adminGroup reports groups whose members can become root (sudo, wheel)
// or read every password hash or raw disk. docker and lxd are root
// equivalents too, but joining them is a routine step of their install
// guides, so they pass.
func adminGroup(g string) bool {
	switch g {
	case "sudo", "wheel", "admin", "root", "disk", "shadow", "sudoers":
		return true
	}
	return false
}

// anyAdminGroup reports a comma-separated group list holding an admin group.
func anyAdminGroup(list string) string {
	for _, g := range strings.Split(list, ",") {
		if adminGroup(strings.TrimSpace(g)) {
			return g
		}
	}
	return ""
}

// setuidMode reports a chmod mode that sets the set-user-id bit.
func setuidMode(m string) bool {
	if isDigits(m) {
		return len(m) == 4 && (m[0]-'0')&4 != 0 || len(m) == 5 && (m[1]-'0')&4 != 0
	}
	for _, clause := range strings.Split(m, ",") {
		who, perm, ok := cutAny(clause, "+=")
		if ok && strings.Contains(perm, "s") && (who == "" || strings.ContainsAny(who, "ua")) {
			return true
		}
	}
	return false
}

// cutAny cuts s at the first byte of seps.
func cutAny(s, seps string) (before, after string, ok bool) {
	if i := strings.IndexAny(s, seps); i >= 0 {
		return s[:i], s[i+1:], true
	}
	return s, "", false
}

// privilege judges the commands that change who can become root.
func (w *walker) privilege(name string, args []arg, seg string) {
	flags, ops := opts(args)
	why := ""
	switch name {
	case "setcap":
		if len(ops) > 0 && !hasShort(flags, "r") && rootCaps(ops[0].s) {
			why = "setcap gives " + clip(argsText(ops[1:]), 60) + " the capability " + ops[0].s + ", which amounts to root for whoever runs it"
		}
	case "chmod":
		if len(ops) > 1 && setuidMode(ops[0].s) {
			why = "chmod " + ops[0].s + " makes " + clip(argsText(ops[1:]), 60) + " run as its owner (set-user-id) for whoever starts it"
		}
		if len(ops) > 1 && othersWrite(ops[0].s) {
			for _, o := range ops[1:] {
				if p, ok := cleanAbs(o.s); ok && (rootRuns(p) || rootFile(p) || rootFile(p+"/")) {
					why = "chmod " + ops[0].s + " lets every account write " + p + ", which root runs or reads to decide who is root"
				}
			}
		}
	case "install":
		// install -m 4755 /bin/bash /usr/local/bin/rsh: a copy with the
		// set-user-id bit.
		for i := range args {
			if m := optAt(args, i, "-m", "--mode"); m != "" && setuidMode(m) {
				why = "install -m " + m + " makes a copy that runs as its owner (set-user-id) for whoever starts it"
			}
		}
	case "filecap":
		if len(ops) > 1 && rootCaps("cap_"+strings.TrimPrefix(strings.ToLower(ops[len(ops)-1].s), "cap_")) {
			why = "filecap gives " + ops[0].s + " a capability that amounts to root"
		}
	case "setfacl":
		// An ACL entry on the files that decide who is root.
		for _, o := range ops {
			p, _ := cleanAbs(o.s)
			if (rootFile(o.s) || p != "" && (rootFile(p+"/") || rootRuns(p))) && (hasArg(args, "-m", "--modify", "-M") || hasShort(flags, "m")) {
				why = "setfacl grants access to " + o.s + ", which decides who can become root"
			}
		}
	case "chown", "chgrp":
		// The files that decide who is root handed to an account: it
		// can then write them.
		for _, o := range ops[min(1, len(ops)):] {
			if p, ok := cleanAbs(o.s); ok && (rootFile(p) || rootFile(p+"/")) && !strings.HasPrefix(ops[0].s, "root") {
				why = name + " hands " + p + ", which decides who can become root, to " + ops[0].s
			}
		}
	case "groupmod":
		// groupmod -U dev wheel, groupmod -a -U dev wheel: the members of
		// an admin group set or added to.
		if len(ops) > 0 && adminGroup(ops[len(ops)-1].s) && (hasArg(args, "-U", "--users") || hasArgPrefix(args, "--users=")) {
			why = "groupmod sets the members of " + ops[len(ops)-1].s + ", whose members can act as root"
		}
	case "groupmems":
		// groupmems -g sudo -a dev: a member added to an admin group.
		for i := range args {
			if v := optAt(args, i, "-g", "--group"); v != "" && adminGroup(v) && (hasArg(args, "-a") || hasArg(args, "--add")) {
				why = "groupmems adds an account to the group " + v + ", whose members can act as root"
			}
		}
	case "usermod", "useradd", "adduser", "addgroup", "gpasswd":
		for i, a := range args {
			switch {
			case (a.s == "-p" || a.s == "--password") && i+1 < len(args) && args[i+1].s == "" && name == "usermod":
				why = "usermod -p '' empties an account's password: anyone can log in as it"
			case name == "gpasswd" && (a.s == "-A" || a.s == "--administrators" || a.s == "-M" || a.s == "--members") && i+2 < len(args) && adminGroup(args[len(args)-1].s):
				why = "gpasswd " + a.s + " makes " + args[i+1].s + " an administrator or member of " + args[len(args)-1].s + ", whose members can act as root"
			case (a.s == "-G" || a.s == "--groups" || a.s == "-aG" || a.s == "-Ga" || a.s == "-g" || a.s == "--gid" || a.s == "-a" && name == "gpasswd" || a.s == "--add") && i+1 < len(args):
				if g := anyAdminGroup(args[i+1].s); g != "" && name != "gpasswd" {
					why = name + " adds an account to the group " + g + ", whose members can act as root"
				} else if name == "gpasswd" && i+2 < len(args) && adminGroup(args[i+2].s) {
					why = "gpasswd adds an account to the group " + args[i+2].s + ", whose members can act as root"
				}
			case (a.s == "-p" || a.s == "--password") && i+1 < len(args) && name == "usermod" && len(ops) > 0 && (ops[len(ops)-1].s == "root" || ops[len(ops)-1].s == "toor"):
				why = "usermod -p sets root's password to one the agent chose"
			case (a.s == "-u" || a.s == "--uid") && i+1 < len(args) && args[i+1].s == "0":
				why = name + " gives an account the uid 0 of root"
			}
		}
		if why == "" && (name == "adduser" || name == "addgroup") && len(ops) == 2 && adminGroup(ops[1].s) {
			why = name + " adds " + ops[0].s + " to the group " + ops[1].s + ", whose members can act as root"
		}
	}
	if why != "" {
		w.add("privilege-grant", seg, why)
	}
}

// othersWrite reports a chmod mode that lets every account write: a
// numeric mode whose last digit has the write bit, o+w or a+w.
func othersWrite(m string) bool {
	if isDigits(m) {
		return len(m) >= 3 && (m[len(m)-1]-'0')&2 != 0
	}
	for _, clause := range strings.Split(m, ",") {
		who, perm, ok := cutAny(clause, "+=")
		if ok && strings.Contains(perm, "w") && strings.ContainsAny(who, "oa") {
			return true
		}
	}
	return false
}

// rootRuns reports a path whose contents root (or every login) runs, or a
// socket whose holder commands root: a container engine's socket, the
// folders of login scripts, services, cron jobs and system programs.
func rootRuns(p string) bool {
	switch p {
	case "/var/run/docker.sock", "/run/docker.sock", "/run/containerd/containerd.sock", "/var/run/containerd/containerd.sock",
		"/run/podman/podman.sock", "/var/run/libvirt/libvirt-sock", "/run/libvirt/libvirt-sock", "/var/snap/lxd/common/lxd/unix.socket",
		"/etc/profile", "/etc/bash.bashrc", "/etc/environment", "/etc/crontab", "/etc/ld.so.preload", "/etc/rc.local",
		"/etc/ssh/sshd_config", "/usr/local/bin", "/usr/local/sbin", "/usr/bin", "/usr/sbin", "/bin", "/sbin", "/etc":
		return true
	}
	for _, dir := range [...]string{"/etc/profile.d", "/etc/cron.d", "/etc/cron.daily", "/etc/cron.hourly", "/etc/systemd/system", "/etc/init.d", "/etc/ld.so.conf.d", "/etc/ssh/sshd_config.d", "/etc/sudoers.d", "/etc/update-motd.d"} {
		if p == dir || strings.HasPrefix(p, dir+"/") {
			return true
		}
	}
	return false
}

// rootFile is a file that decides who can become root or holds the
// password hashes.
func rootFile(p string) bool {
	switch p {
	case "/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/passwd", "/etc/group", "/etc/doas.conf":
		return true
	}
	// Who may authenticate, and how (PAM's stacks, polkit's rules, sudo's
	// own plugins and askpass), and which interpreter the kernel runs for
	// a file format (binfmt_misc): each decides who becomes root.
	for _, dir := range [...]string{"/etc/sudoers.d/", "/etc/pam.d/", "/etc/polkit-1/", "/usr/share/polkit-1/rules.d/", "/etc/security/",
		"/proc/sys/fs/binfmt_misc/"} {
		if strings.HasPrefix(p, dir) {
			return true
		}
	}
	return p == "/etc/sudo.conf" || p == "/etc/login.defs" || p == "/etc/pam.conf" || p == "/etc/ssh/sshd_config" || strings.HasPrefix(p, "/etc/ssh/sshd_config.d/")
}

// cleanAbs is an absolute path cleaned, and whether s was one.
func cleanAbs(s string) (string, bool) {
	if !strings.HasPrefix(s, "/") {
		return "", false
	}
	return path.Clean(s), true
}

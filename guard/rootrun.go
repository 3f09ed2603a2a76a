package guard

import (
	"path"
	"strings"
)

// Root-run hook folders and privilege by routes no list named (the
// seventeenth blind set): a system keeps many folders whose files root
// runs by itself at some event (a login's message of the day, a network
// change, a kernel install, a DHCP lease, an initramfs build, a graphical
// session, a package transaction, a power button, a suspend), and config
// files whose lines hold a command root runs (modprobe's install lines,
// the kernel's core_pattern pipe) or a folder every program's libraries
// are looked up in (ld.so.conf.d). Whatever writes there, the effect is a
// command run as root later: it asks as persistence. So does a unit file
// linked in from elsewhere, an account's login shell set to a file outside
// the system's program folders, a set-user-id mode recorded for dpkg to
// apply, and a program named like sudo put in a folder every account's
// PATH reads before the system's.

// rootHookWhy says why a file written at p is run by root at some event,
// "" when p is no such folder's file.
func rootHookWhy(p string) string {
	switch {
	case under(p, "/etc/update-motd.d"):
		return "pam_motd runs every script there as root at each login"
	case under(p, "/etc/NetworkManager/dispatcher.d"), under(p, "/usr/lib/NetworkManager/dispatcher.d"),
		under(p, "/etc/network/if-up.d"), under(p, "/etc/network/if-down.d"), under(p, "/etc/network/if-pre-up.d"), under(p, "/etc/network/if-post-down.d"),
		under(p, "/etc/ppp/ip-up.d"), under(p, "/etc/ppp/ip-down.d"), p == "/etc/ppp/ip-up", p == "/etc/ppp/ip-down":
		return "it runs as root whenever a network connection changes"
	case under(p, "/etc/kernel"):
		return "the kernel package scripts run it as root at every kernel install or removal"
	case under(p, "/etc/dhcp/dhclient-exit-hooks.d"), under(p, "/etc/dhcp/dhclient-enter-hooks.d"), p == "/etc/dhcp/dhclient-exit-hooks", p == "/etc/dhcp/dhclient-enter-hooks",
		under(p, "/etc/dhcpcd.exit-hook"), under(p, "/usr/lib/dhcpcd/dhcpcd-hooks"), under(p, "/lib/dhcpcd/dhcpcd-hooks"):
		return "the DHCP client sources it as root at every lease"
	case under(p, "/etc/initramfs-tools/hooks"), under(p, "/etc/initramfs-tools/scripts"), under(p, "/usr/share/initramfs-tools/hooks"), under(p, "/usr/share/initramfs-tools/scripts"),
		under(p, "/etc/mkinitcpio.d"), under(p, "/etc/initcpio"):
		return "it runs as root at every initramfs build, and in the early boot"
	case under(p, "/etc/X11/Xsession.d"), under(p, "/etc/X11/xinit"), p == "/etc/X11/Xsession", p == "/etc/X11/Xreset",
		under(p, "/etc/lightdm"), under(p, "/etc/gdm3"), under(p, "/etc/gdm"), under(p, "/etc/sddm.conf.d"), p == "/etc/sddm.conf", under(p, "/usr/share/sddm/scripts"):
		return "the display manager runs it, or the scripts it names, at every graphical login (some as root)"
	case under(p, "/etc/pacman.d/hooks"), under(p, "/usr/share/libalpm/hooks"):
		return "pacman runs a hook's Exec as root at every matching transaction"
	case under(p, "/etc/acpi"):
		return "acpid runs the actions there as root when the event comes"
	case under(p, "/lib/systemd/system-sleep"), under(p, "/usr/lib/systemd/system-sleep"), under(p, "/etc/pm/sleep.d"), under(p, "/usr/lib/pm-utils/sleep.d"):
		return "it runs as root at every suspend and resume"
	case under(p, "/lib/systemd/system"), under(p, "/usr/lib/systemd/system"), under(p, "/run/systemd/system"), under(p, "/etc/systemd/system.conf.d"),
		under(p, "/etc/systemd/user"), under(p, "/usr/lib/systemd/user"):
		return "a unit file there is a service systemd starts"
	case under(p, "/etc/dpkg/dpkg.cfg.d"), p == "/etc/dpkg/dpkg.cfg", under(p, "/etc/yum/pluginconf.d"), under(p, "/etc/dnf/plugins"):
		return "the package manager runs the commands its config names as root at every install"
	case p == "/etc/ssh/sshrc":
		return "sshd runs it at every login"
	case under(p, "/etc/logrotate.d"), p == "/etc/logrotate.conf":
		return "logrotate runs its prerotate and postrotate scripts as root every day"
	case strings.HasSuffix(path.Dir(p), "/systemd/system-generators"), strings.HasSuffix(path.Dir(p), "/systemd/user-generators"),
		strings.HasSuffix(path.Dir(p), "/systemd/system-environment-generators"), strings.HasSuffix(path.Dir(p), "/systemd/user-environment-generators"):
		return "systemd runs its generators as root at every boot and reload"
	case under(p, "/etc/xdg/autostart"):
		return "the desktop starts it at every login of every account"
	case under(p, "/etc/dnf/plugins/post-transaction-actions.d"):
		return "dnf runs the commands of its post-transaction actions as root after every install"
	case p == "/etc/please.ini", p == "/etc/doas.d" || under(p, "/etc/doas.d"):
		return "it decides who may run what as root"
	}
	if dir, b := path.Dir(p), path.Base(p); (dir == "/usr/local/bin" || dir == "/usr/local/sbin") && rootEntryName(b) {
		return "a program named " + b + " in a folder every account's PATH reads before the system's: whoever types " + b + " runs it instead"
	}
	return ""
}

// rootEntryName lists the programs through which an account becomes
// root or hands over a secret: a copy in front of them on PATH is handed
// the password.
func rootEntryName(b string) bool {
	switch b {
	case "sudo", "su", "doas", "pkexec", "sudoedit", "passwd", "login", "run0", "ssh", "ssh-add", "gpg", "chsh", "visudo":
		return true
	}
	return false
}

// rootConfigText judges text written to a system config file whose lines
// hold a command root runs, or a folder root's programs load from.
func (w *walker) rootConfigText(p, text, seg string, depth int) {
	if text == "" || !strings.HasPrefix(p, "/etc/") && !strings.HasPrefix(p, "/usr/lib/") && !strings.HasPrefix(p, "/lib/") {
		return
	}
	lines := strings.Split(text, "\n")
	if len(lines) > maxStartupLines {
		lines = lines[:maxStartupLines]
	}
	switch {
	case under(p, "/etc/modprobe.d") || under(p, "/usr/lib/modprobe.d") || under(p, "/lib/modprobe.d") || p == "/etc/modprobe.conf":
		// install MODULE CMD, remove MODULE CMD: modprobe runs CMD with
		// /bin/sh as root whenever the module is asked for.
		for _, l := range lines {
			f := strings.Fields(l)
			if len(f) > 2 && (f[0] == "install" || f[0] == "remove") {
				cmd := strings.TrimSpace(l[strings.Index(l, f[1])+len(f[1]):])
				w.script(cmd, depth+1, "an "+f[0]+" line of "+path.Base(p))
				w.add("persistence", seg, "it writes "+clip(p, 120)+": modprobe runs its "+f[0]+" line's command as root whenever the module "+f[1]+" is asked for: "+clip(cmd, 80))
				return
			}
		}
	case under(p, "/etc/sysctl.d") || p == "/etc/sysctl.conf" || under(p, "/usr/lib/sysctl.d"):
		for _, l := range lines {
			if k, v, ok := strings.Cut(l, "="); ok {
				if why := kernelRunsKey(strings.TrimSpace(k), strings.TrimSpace(v)); why != "" {
					w.add("persistence", seg, "it writes "+clip(p, 120)+": "+why)
					return
				}
			}
		}
	case under(p, "/etc/apt/sources.list.d") || p == "/etc/apt/sources.list":
		// A source marked trusted (or allowed insecure) is one whose
		// packages apt installs as root without checking a signature.
		for _, l := range lines {
			if strings.Contains(l, "trusted=yes") || strings.Contains(l, "allow-insecure=yes") || strings.Contains(l, "Trusted: yes") {
				w.add("remote-install", seg, "it writes "+clip(p, 120)+": an apt source whose packages apt installs as root without a signature check")
				return
			}
		}
	case under(p, "/etc/ld.so.conf.d") || p == "/etc/ld.so.conf":
		for _, l := range lines {
			d := strings.TrimSpace(l)
			if strings.HasPrefix(d, "/") && w.looseDir(d) {
				w.add("persistence", seg, "it writes "+clip(p, 120)+": every program, root's among them, then loads its libraries from "+clip(d, 80)+", a folder the agent writes")
				return
			}
		}
	}
}

// kernelRunsKey reports a kernel setting whose value is a program the
// kernel runs as root: core_pattern's pipe, modprobe's and hotplug's path.
func kernelRunsKey(k, v string) string {
	k = strings.ReplaceAll(k, "/", ".")
	v = strings.Trim(v, `'" `)
	switch k {
	case "kernel.core_pattern":
		if strings.HasPrefix(v, "|") {
			return "the kernel runs " + clip(v[1:], 60) + " as root at every crash (core_pattern's pipe)"
		}
	case "kernel.modprobe", "kernel.hotplug":
		if v != "" && v != "/sbin/modprobe" && v != "/usr/sbin/modprobe" && v != "/bin/true" && v != "/sbin/hotplug" {
			return "the kernel runs " + clip(v, 60) + " as root (" + k + ")"
		}
	}
	return ""
}

// looseDir reports a folder outside the system's own: the temp folders,
// home, the project.
func (w *walker) looseDir(d string) bool {
	d = path.Clean(d)
	for _, sys := range [...]string{"/usr", "/lib", "/lib64", "/lib32", "/opt", "/snap", "/nix", "/gnu"} {
		if under(d, sys) {
			return false
		}
	}
	return under(d, "/tmp") || under(d, "/var/tmp") || under(d, "/dev/shm") || w.g.env.Home != "" && under(d, w.g.env.Home) ||
		w.g.env.Project != "" && under(d, w.g.env.Project) || under(d, "/home")
}

// rootPrivilege judges the commands that hand root a program to run: a
// unit file linked in from outside the system's folders, an account's
// login shell set to a file outside them, a set-user-id mode for dpkg to
// apply, a kernel setting that runs a program.
func (w *walker) rootPrivilege(name string, args []arg, seg string) {
	flags, ops := opts(args)
	switch name {
	case "systemctl":
		if len(ops) > 1 && (ops[0].s == "link" || ops[0].s == "enable") {
			for _, o := range ops[1:] {
				if p, ok := w.abs(o.s); ok && !o.dyn && strings.Contains(o.s, "/") && w.looseDir(p) {
					who := "root"
					if hasLong(flags, "--user") {
						who = "your session"
					}
					w.add("persistence", seg, "systemctl "+ops[0].s+" makes "+clip(o.s, 80)+", a unit file in a folder the agent writes, a service "+who+" starts")
					return
				}
			}
		}
	case "usermod", "chsh", "useradd", "lchsh":
		for i := range args {
			if v := optAt(args, i, "-s", "--shell"); v != "" && !args[i].dyn && strings.HasPrefix(v, "/") && w.looseDir(v) {
				w.add("privilege-grant", seg, name+" sets an account's login shell to "+clip(v, 80)+", a file the agent writes: every login then runs it")
				return
			}
		}
	case "dpkg-statoverride":
		if hasArg(args, "--add") {
			for _, o := range ops {
				if setuidMode(o.s) || len(o.s) == 4 && isDigits(o.s) && (o.s[0]-'0')&2 != 0 {
					w.add("privilege-grant", seg, "dpkg-statoverride records the set-user-id mode "+o.s+" for "+clip(argsText(ops[len(ops)-1:]), 60)+": it then runs as its owner for whoever starts it")
					return
				}
			}
		}
	case "sysctl":
		for _, o := range ops {
			if k, v, ok := strings.Cut(o.s, "="); ok {
				if why := kernelRunsKey(k, v); why != "" {
					w.add("persistence", seg, "sysctl sets "+k+": "+why)
					return
				}
			}
		}
	}
}

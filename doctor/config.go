package doctor

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/hookd/hookd/config"
)

// LayerConfig is hooktool's own configuration files.
const LayerConfig = "Config (hooktool)"

// ConfigFile is one of hooktool's config files.
type ConfigFile struct {
	Layer string // config.LayerUser, LayerProject or LayerEnv
	Path  string
}

// configLayer checks each of hooktool's config files: one the hook cannot
// use is a failure, because every hook then runs without it (on the
// defaults, or the other layers) while saying so only on its stderr.
func configLayer(o Options) *Layer {
	l := &Layer{Name: LayerConfig}
	present := 0
	for _, f := range o.ConfigFiles {
		if f.Path == "" {
			continue
		}
		where := short(o.Home, f.Path)
		name := f.Layer + " config"
		if f.Layer == config.LayerEnv {
			name = "HOOKTOOL_CONFIG"
		}
		err := config.CheckFile(f.Path)
		var fe *config.FileError
		switch {
		case err == nil:
			present++
			l.Add("config.ok", OK, where, name+": parses", "")
		case errors.Is(err, fs.ErrNotExist) && f.Layer != config.LayerEnv:
			// optional: the layer is simply absent
		case errors.Is(err, fs.ErrNotExist):
			l.Add("config.missing", Fail, where, "HOOKTOOL_CONFIG names a file that does not exist; every hook reports it and runs without it",
				"create the file, or unset HOOKTOOL_CONFIG")
		case errors.As(err, &fe) && fe.Line > 0:
			l.Add("config.invalid", Fail, fmt.Sprintf("%s:%d:%d", where, fe.Line, fe.Col),
				name+" is not usable ("+fe.Err.Error()+"); every hook ignores the whole file and runs without it",
				"correct the JSON at that line and column; `hooktool config show` checks it again")
		default:
			msg := err.Error()
			if fe != nil {
				msg = fe.Err.Error()
			}
			l.Add("config.unreadable", Fail, where, name+" cannot be used ("+msg+"); every hook runs without it",
				"make it a readable regular file holding one JSON object")
		}
	}
	if present == 0 && len(l.Checks) == 0 {
		l.Add("config.none", Info, "", "no config file: every hook runs on the embedded defaults", "")
	}
	return l
}

package main

import (
	"fmt"

	"github.com/hookd/hookd/config"
)

func configCommand(e *env) *command {
	return &command{
		name:  "config",
		usage: "the effective configuration",
		subs: []*command{{
			name:  "show",
			usage: "print the effective config and where each value came from",
			flags: []opt{boolOpt("json", "print only the merged JSON")},
			run: func(c *call) error {
				cfg, err := e.loadConfig(e.projectDir(""))
				if err != nil {
					return configFileFailure(err)
				}
				if c.bool("json") {
					fmt.Fprintf(e.stdout, "%s\n", config.Pretty(cfg.JSON()))
					return nil
				}
				fmt.Fprintln(e.stdout, "layers (later wins):")
				for _, l := range cfg.Layers {
					fmt.Fprintf(e.stdout, "  %-8s %s\n", l.Name, l.Path)
				}
				for _, p := range cfg.Leaves() {
					src, _ := cfg.Source(p)
					fmt.Fprintf(e.stdout, "%s = %s  (%s)\n", p, cfg.Get(p).Raw, src.Name)
				}
				// What a file sets that the trust rule set aside: listed,
				// so that no one reads the file and believes it applies.
				if len(cfg.Refused) > 0 {
					fmt.Fprintln(e.stdout, "not in effect:")
					for _, r := range cfg.Refused {
						fmt.Fprintf(e.stdout, "  %s\n", r)
					}
				}
				return nil
			},
		}},
	}
}

package scan

import (
	"encoding/json"
	"io"
)

// SARIF 2.1.0, the subset code-scanning tools read: the rule table, and per
// result its rule, level, message, location, a stable fingerprint and, for an
// allowed finding, an in-source suppression (so it shows as dismissed, not
// gone).
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string       `json:"id"`
	Name             string       `json:"name,omitempty"`
	ShortDescription sarifText    `json:"shortDescription"`
	DefaultConfig    sarifDefault `json:"defaultConfiguration"`
	Properties       sarifProps   `json:"properties"`
}

type sarifProps struct {
	Tags []string `json:"tags"`
}

type sarifDefault struct {
	Level string `json:"level"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID              string             `json:"ruleId"`
	RuleIndex           int                `json:"ruleIndex"`
	Level               string             `json:"level"`
	Message             sarifText          `json:"message"`
	Locations           []sarifLocation    `json:"locations"`
	PartialFingerprints map[string]string  `json:"partialFingerprints,omitempty"`
	Suppressions        []sarifSuppression `json:"suppressions,omitempty"`
}

type sarifSuppression struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification,omitempty"`
}

type sarifLocation struct {
	Physical sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	Artifact sarifArtifact `json:"artifactLocation"`
	Region   sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
}

func sarifLevel(s Severity) string {
	switch s {
	case Block:
		return "error"
	case Warn:
		return "warning"
	}
	return "none"
}

// WriteSARIF writes findings as one SARIF 2.1.0 log. Secrets appear only
// masked.
func WriteSARIF(w io.Writer, rules []RuleInfo, findings []Finding, version string) error {
	run := sarifRun{Tool: sarifTool{Driver: sarifDriver{Name: "hooktool", Version: version,
		InformationURI: "https://github.com/hookd/hookd"}}, Results: []sarifResult{}}
	idx := map[string]int{}
	for i, r := range rules {
		idx[r.ID] = i
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
			ID: r.ID, Name: r.ID, ShortDescription: sarifText{r.Description},
			DefaultConfig: sarifDefault{sarifLevel(r.Severity)}, Properties: sarifProps{Tags: []string{r.Category, "security"}},
		})
	}
	for _, f := range findings {
		msg := f.Description + ": " + f.Secret
		if f.Commit != "" {
			msg += " (commit " + f.Commit + ")"
		}
		uri := f.Path
		if uri == "" {
			uri = "stdin"
		}
		res := sarifResult{
			RuleID: f.Rule, RuleIndex: idx[f.Rule], Level: sarifLevel(f.Severity), Message: sarifText{msg},
			Locations: []sarifLocation{{Physical: sarifPhysical{
				Artifact: sarifArtifact{URI: uri},
				Region:   sarifRegion{StartLine: max(f.Line, 1), StartColumn: max(f.Column, 1)},
			}}},
		}
		if f.Fingerprint != "" {
			res.PartialFingerprints = map[string]string{"hooktool/v1": f.Fingerprint}
		}
		if f.Allowed {
			kind := "inSource" // an allow marker in the file
			if f.AllowedBy == "value" {
				kind = "external" // an allowed value in the config
			}
			res.Suppressions = []sarifSuppression{{Kind: kind, Justification: "allowed by " + f.AllowedBy}}
		}
		run.Results = append(run.Results, res)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}})
}

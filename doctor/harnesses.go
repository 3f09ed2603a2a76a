package doctor

// harnesses is the layer of the agents that load hooktool as a plugin or
// a hooks file of their own: the checks of the agents' sections that join
// it (joined), each agent's own section in its package (agents/<name>).
func harnesses(joined []*Layer) *Layer {
	l := &Layer{Name: LayerHarnesses}
	for _, j := range joined {
		l.Checks = append(l.Checks, j.Checks...)
	}
	return l
}

#!/bin/sh
# Placeholder until the end-to-end suite lands: says so instead of passing.
echo "e2e: suite not built yet (skipped)"

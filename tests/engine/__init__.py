"""Engine tests: one file per rule area (DESIGN.md, Conventions)."""

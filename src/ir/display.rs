//! Human-readable dump of canopy IR (used by `--dump-ir` and in test failures).

//! Register liveness: inserts `Kill` instructions where registers die.

//! The SMG domain (Predator, section 0.2).

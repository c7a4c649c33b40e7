//! Tree automata and forest automata with boxes (Forester, section 2).

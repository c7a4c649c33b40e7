//! SV-COMP property files (`--prp`): which property a `.prp` file asks for.

use canopy::Property;
use std::path::Path;

/// Reads a property file and returns the one property its CHECK lines ask for.
pub fn read(path: &Path) -> Result<Property, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parses the text of a property file; every CHECK line must map to the same property.
fn parse(text: &str) -> Result<Property, String> {
    let mut found = None;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let p = check_line(line)?;
        if found.is_some_and(|f| f != p) {
            return Err("asks for several properties; canopy checks one at a time".into());
        }
        found = Some(p);
    }
    found.ok_or_else(|| "no CHECK line".to_string())
}

/// The property of one `CHECK( init(main()), LTL(...) )` line.
fn check_line(line: &str) -> Result<Property, String> {
    let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    let formula = compact
        .strip_prefix("CHECK(init(main()),LTL(")
        .and_then(|rest| rest.strip_suffix("))"))
        .ok_or_else(|| format!("not a `CHECK( init(main()), LTL(...) )` line: {line}"))?;
    match formula {
        "Gvalid-free" | "Gvalid-deref" | "Gvalid-memtrack" => Ok(Property::Memsafety),
        "Gvalid-memcleanup" => Ok(Property::Memcleanup),
        "G!call(reach_error())" | "G!call(__VERIFIER_error())" => Ok(Property::UnreachCall),
        _ => Err(format!(
            "unsupported property in `{line}`; canopy checks G valid-free, G valid-deref, \
             G valid-memtrack, G valid-memcleanup and G ! call(reach_error())"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memsafety() {
        let text = "CHECK( init(main()), LTL(G valid-free) )\n\
                    CHECK( init(main()), LTL(G valid-deref) )\n\
                    CHECK( init(main()), LTL(G valid-memtrack) )\n";
        assert_eq!(parse(text), Ok(Property::Memsafety));
    }

    #[test]
    fn memcleanup_and_unreach_call() {
        let cleanup = "CHECK( init(main()), LTL(G valid-memcleanup) )\n";
        assert_eq!(parse(cleanup), Ok(Property::Memcleanup));
        let unreach = "CHECK( init(main()), LTL(G ! call(reach_error())) )\n";
        assert_eq!(parse(unreach), Ok(Property::UnreachCall));
    }

    #[test]
    fn rejects_other_properties_mixtures_and_empty_files() {
        assert!(parse("CHECK( init(main()), LTL(G ! overflow) )").is_err());
        assert!(parse("CHECK( init(main()), LTL(F end) )").is_err());
        assert!(parse("garbage").is_err());
        assert!(parse("\n").is_err());
        let mixed = "CHECK( init(main()), LTL(G valid-free) )\n\
                     CHECK( init(main()), LTL(G valid-memcleanup) )\n";
        assert!(parse(mixed).is_err());
    }
}

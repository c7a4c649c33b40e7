//! Columns of a bench: a domain, optionally with a named configuration
//! (`--config NAME=ARGS`, extra `canopy check` flags).

use crate::DomainKind;
use serde::Serialize;

/// Flags `canopy bench` sets itself, so a configuration may not.
const RESERVED: [&str; 5] = ["--domain", "--format", "--timeout", "--prp", "--property"];

/// A named configuration: extra arguments of `canopy check`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Config {
    pub name: String,
    pub args: Vec<String>,
}

impl Config {
    /// Parses `NAME=ARGS`, ARGS being whitespace-separated `canopy check` flags.
    pub fn parse(s: &str) -> Result<Config, String> {
        let (name, args) = s.split_once('=').ok_or_else(|| {
            format!("--config {s}: expected NAME=ARGS, e.g. h2=\"--fa-height 2\"")
        })?;
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_alphanumeric() || "-_.".contains(c))
        {
            return Err(format!(
                "--config {s}: the name must be letters, digits, `-`, `_` or `.`"
            ));
        }
        let args: Vec<String> = args.split_whitespace().map(str::to_string).collect();
        if let Some(a) = args.iter().find(|a| {
            RESERVED
                .iter()
                .any(|r| a == r || a.starts_with(&format!("{r}=")))
        }) {
            return Err(format!(
                "--config {s}: `{a}` is set by canopy bench (use --domains and --timeout)"
            ));
        }
        Ok(Config {
            name: name.to_string(),
            args,
        })
    }
}

/// One column of results: a domain under the default or a named configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Column {
    /// `domain` or `domain/config`.
    pub name: String,
    #[serde(serialize_with = "domain_name")]
    pub domain: DomainKind,
    pub config: Option<Config>,
}

impl Column {
    /// The extra `canopy check` arguments of this column.
    pub fn args(&self) -> &[String] {
        self.config.as_ref().map_or(&[], |c| &c.args)
    }
}

/// Serialises a domain by its command-line name.
fn domain_name<S: serde::Serializer>(d: &DomainKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(d.as_str())
}

/// The columns: each domain under the default configuration, then under each named one.
pub fn columns(domains: &[DomainKind], configs: &[Config]) -> Result<Vec<Column>, String> {
    let names: Vec<&str> = configs.iter().map(|c| c.name.as_str()).collect();
    if let Some(name) = first_repeat(&names) {
        return Err(format!("--config {name}: the name is given twice"));
    }
    if let Some(d) = first_repeat(domains) {
        return Err(format!("--domains: {} is given twice", d.as_str()));
    }
    if domains.is_empty() {
        return Err("--domains: no domain".to_string());
    }
    let mut out = Vec::new();
    for &domain in domains {
        out.push(Column {
            name: domain.as_str().to_string(),
            domain,
            config: None,
        });
        out.extend(configs.iter().map(|c| Column {
            name: format!("{}/{}", domain.as_str(), c.name),
            domain,
            config: Some(c.clone()),
        }));
    }
    Ok(out)
}

/// The first element that occurs again later.
fn first_repeat<T: PartialEq>(xs: &[T]) -> Option<&T> {
    xs.iter()
        .enumerate()
        .find(|(i, x)| xs[i + 1..].contains(x))
        .map(|(_, x)| x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configs() {
        let c = Config::parse("h2=--fa-height 2").unwrap();
        assert_eq!((c.name.as_str(), c.args.len()), ("h2", 2));
        assert_eq!(Config::parse("nosfa=--no-sfa").unwrap().args, ["--no-sfa"]);
        assert!(Config::parse("plain").is_err());
        assert!(Config::parse("=--no-sfa").is_err());
        assert!(Config::parse("a/b=--no-sfa").is_err());
        assert!(Config::parse("x=--domain fa").is_err());
        assert!(Config::parse("x=--timeout=3").is_err());
    }

    #[test]
    fn columns_per_domain_and_config() {
        let h2 = Config::parse("h2=--fa-height 2").unwrap();
        let cols = columns(
            &[DomainKind::Smg, DomainKind::Fa],
            std::slice::from_ref(&h2),
        )
        .unwrap();
        let names: Vec<&str> = cols.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["smg", "smg/h2", "fa", "fa/h2"]);
        assert_eq!(cols[3].args(), h2.args.as_slice());
        assert!(columns(&[DomainKind::Fa], &[h2.clone(), h2]).is_err());
        assert!(columns(&[DomainKind::Fa, DomainKind::Smg, DomainKind::Fa], &[]).is_err());
        assert!(columns(&[], &[]).is_err());
    }
}

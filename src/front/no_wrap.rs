//! The `nsw` flags of textual LLVM IR: C's signed arithmetic (`i + 1` on
//! an `int`) cannot overflow in a defined program, and clang marks it so.
//! LLVM 14's C API (hence the llvm-ir crate) does not expose the flag, so
//! it is read from the text the module was parsed from.

use std::collections::HashSet;

/// The results of `add`, `sub`, `mul` and `shl` instructions marked `nsw`,
/// as (function name, result name) without the `@` and `%` sigils.
pub type NoWrap = HashSet<(String, String)>;

/// The `nsw` instructions of the module `ir` (LLVM assembly).
pub fn no_signed_wrap(ir: &str) -> NoWrap {
    let mut out = NoWrap::new();
    let mut function: Option<&str> = None;
    for line in ir.lines() {
        if let Some(rest) = line.strip_prefix("define ") {
            function = rest
                .split_once('@')
                .and_then(|(_, name)| name.split_once('('))
                .map(|(name, _)| name.trim_matches('"'));
        } else if line.starts_with('}') {
            function = None;
        } else if let (Some(f), Some(result)) = (function, nsw_result(line)) {
            out.insert((f.to_string(), result.to_string()));
        }
    }
    out
}

/// The result name of an instruction line `%r = add nsw ...` (also `sub`,
/// `mul`, `shl`, with or without `nuw`).
fn nsw_result(line: &str) -> Option<&str> {
    let (result, rest) = line.trim_start().strip_prefix('%')?.split_once(" = ")?;
    let mut words = rest.split_whitespace();
    if !matches!(words.next()?, "add" | "sub" | "mul" | "shl") {
        return None;
    }
    let nsw = (words.take(2))
        .take_while(|w| matches!(*w, "nuw" | "nsw"))
        .any(|w| w == "nsw");
    nsw.then_some(result.trim_matches('"'))
}

#[cfg(test)]
mod tests {
    use super::no_signed_wrap;

    #[test]
    fn signed_additions_are_found_by_function_and_result() {
        let ir = "define dso_local i32 @main() #0 {\n\
                  entry:\n  %inc = add nsw i32 %0, 1\n  %u = add i32 %1, 1\n\
                  %2 = sub nuw nsw i64 %a, %b\n  %m = mul nuw i32 %a, 2\n}\n\
                  define internal void @\"odd name\"(i32 %x) {\n  %s = shl nsw i32 %x, 1\n}\n";
        let found = no_signed_wrap(ir);
        let pairs = |f: &str, r: &str| (f.to_string(), r.to_string());
        assert!(found.contains(&pairs("main", "inc")));
        assert!(found.contains(&pairs("main", "2")));
        assert!(found.contains(&pairs("odd name", "s")));
        assert_eq!(found.len(), 3, "{found:?}");
    }
}

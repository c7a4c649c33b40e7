//! The built-in models of the contract, by function name: which model a
//! call of a function without a body gets, shared by every domain.

/// How a call of a function without a body is modelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Malloc,
    Calloc,
    Realloc,
    Free,
    Alloca,
    Memset,
    Memcpy {
        overlap: bool,
    },
    /// `strlen`, or `strnlen` when `bounded` (at most its second argument bytes).
    Strlen {
        bounded: bool,
    },
    /// `strcpy`, or `strncpy` when `bounded` (at most its third argument bytes).
    Strcpy {
        bounded: bool,
    },
    /// `strcat`, or `strncat` when `bounded` (at most its third argument bytes read).
    Strcat {
        bounded: bool,
    },
    /// `strcmp`, or `strncmp` when `bounded`.
    Strcmp {
        bounded: bool,
    },
    Strdup,
    Memcmp,
    Memchr,
    /// `strchr`, or `strrchr` when `last`.
    Strchr {
        last: bool,
    },
    Strstr,
    /// `strtol`/`strtoul` (base and end pointer arguments), or `atoi`/`atol` without them.
    Strtol {
        base: bool,
    },
    /// `puts`/`fputs`: reads a string, no other memory effect.
    Puts,
    /// `printf`/`fprintf` (format at argument `fmt`): reads the format and `%s` strings only.
    Printf {
        fmt: usize,
    },
    /// `sprintf`, or `snprintf` when `bounded`: also writes the output.
    Sprintf {
        bounded: bool,
    },
    Exit,
    Abort,
    /// The error of the unreach-call property (also failing asserts).
    ReachError,
    Nondet,
    Assume,
    Plot,
    /// No effect on memory; returns an unknown value.
    Pure,
}

/// The model of a built-in by name, `None` for an unknown external function.
/// Predator's `___sl_*` intrinsics are understood too.
pub fn builtin(name: &str) -> Option<Builtin> {
    Some(match name {
        "malloc" | "valloc" => Builtin::Malloc,
        "calloc" => Builtin::Calloc,
        "realloc" => Builtin::Realloc,
        "free" => Builtin::Free,
        "alloca" | "__builtin_alloca" => Builtin::Alloca,
        "memset" => Builtin::Memset,
        "memcpy" => Builtin::Memcpy { overlap: false },
        "memmove" => Builtin::Memcpy { overlap: true },
        "strlen" => Builtin::Strlen { bounded: false },
        "strnlen" => Builtin::Strlen { bounded: true },
        "strcpy" => Builtin::Strcpy { bounded: false },
        "strncpy" => Builtin::Strcpy { bounded: true },
        "strcat" => Builtin::Strcat { bounded: false },
        "strncat" => Builtin::Strcat { bounded: true },
        "strcmp" => Builtin::Strcmp { bounded: false },
        "strncmp" => Builtin::Strcmp { bounded: true },
        "strdup" => Builtin::Strdup,
        "memcmp" | "bcmp" => Builtin::Memcmp,
        "memchr" => Builtin::Memchr,
        "strchr" => Builtin::Strchr { last: false },
        "strrchr" => Builtin::Strchr { last: true },
        "strstr" => Builtin::Strstr,
        "atoi" | "atol" | "atoll" => Builtin::Strtol { base: false },
        "strtol" | "strtoul" | "strtoll" | "strtoull" => Builtin::Strtol { base: true },
        "puts" | "fputs" => Builtin::Puts,
        "printf" => Builtin::Printf { fmt: 0 },
        "fprintf" => Builtin::Printf { fmt: 1 },
        "sprintf" => Builtin::Sprintf { bounded: false },
        "snprintf" => Builtin::Sprintf { bounded: true },
        "exit" | "_exit" | "_Exit" => Builtin::Exit,
        "abort" => Builtin::Abort,
        "reach_error"
        | "__VERIFIER_error"
        | "__assert_fail"
        | "__assert_perror_fail"
        | "__assert"
        | "___sl_error" => Builtin::ReachError,
        "__VERIFIER_assume" => Builtin::Assume,
        "__VERIFIER_plot" | "___sl_plot" => Builtin::Plot,
        "rand" | "random" | "___sl_get_nondet_int" => Builtin::Nondet,
        "putchar"
        | "fputc"
        | "putc"
        | "fflush"
        | "abs"
        | "labs"
        | "llabs"
        | "isdigit"
        | "isalpha"
        | "isalnum"
        | "isspace"
        | "isupper"
        | "islower"
        | "isprint"
        | "ispunct"
        | "isxdigit"
        | "iscntrl"
        | "isgraph"
        | "isblank"
        | "toupper"
        | "tolower"
        | "___sl_break"
        | "___sl_plot_trace_now"
        | "___sl_plot_trace_once"
        | "___sl_enable_debugging_of" => Builtin::Pure,
        n if n.starts_with("__VERIFIER_nondet_") => Builtin::Nondet,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn libc_functions_are_classified() {
        assert_eq!(builtin("strnlen"), Some(Builtin::Strlen { bounded: true }));
        assert_eq!(builtin("strncat"), Some(Builtin::Strcat { bounded: true }));
        assert_eq!(builtin("strrchr"), Some(Builtin::Strchr { last: true }));
        assert_eq!(builtin("atoi"), Some(Builtin::Strtol { base: false }));
        assert_eq!(builtin("strtoul"), Some(Builtin::Strtol { base: true }));
        assert_eq!(builtin("fprintf"), Some(Builtin::Printf { fmt: 1 }));
        assert_eq!(
            builtin("snprintf"),
            Some(Builtin::Sprintf { bounded: true })
        );
        for pure in [
            "abs", "llabs", "isdigit", "toupper", "putchar", "fputc", "fflush",
        ] {
            assert_eq!(builtin(pure), Some(Builtin::Pure), "{pure}");
        }
        for unknown in ["__ctype_b_loc", "vsprintf", "fopen"] {
            assert_eq!(builtin(unknown), None, "{unknown}");
        }
    }
}

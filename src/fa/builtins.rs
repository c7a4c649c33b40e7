//! Calls of functions without a body in the FA domain: allocation, free,
//! verifier intrinsics and program exit (the contract's built-in models).

use super::branch;
use super::label::{self, Block};
use super::state::FaState;
use super::value::Val;
use super::FaDomain;
use crate::engine::{builtin, Builtin, Cx};
use crate::ir::{Callee, CmpPred, Loc, Operand, Var};
use crate::report::Kind;
use crate::Property;

impl FaDomain<'_> {
    /// Executes a call of a function without a body.
    pub(super) fn builtin(
        &self,
        mut s: FaState,
        dst: Option<Var>,
        callee: &Callee,
        args: &[Operand],
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let Callee::Direct(f) = callee else {
            cx.give_up("unsupported: unresolved indirect call");
            return vec![];
        };
        let name = self.prog.func(*f).name.as_str();
        let vals: Vec<Val> = args.iter().map(|a| self.eval(&s, a)).collect();
        let arg = |k: usize| vals.get(k).copied().unwrap_or(Val::Lossy);
        let model = builtin(name);
        let out = match model {
            Some(Builtin::Malloc | Builtin::Calloc) => {
                let calloc = model == Some(Builtin::Calloc);
                let size = match (calloc, arg(0), arg(1)) {
                    (true, Val::Int(n), Val::Int(m)) => n.checked_mul(m),
                    (true, _, _) => None,
                    (_, Val::Int(n), _) => Some(n),
                    _ => None,
                };
                let Some(size) = size.filter(|n| *n <= label::MAX_SIZE) else {
                    cx.give_up(format!(
                        "unsupported: {name} of an unknown or huge size at line {}",
                        loc.line
                    ));
                    return vec![];
                };
                let mut out = Vec::new();
                if cx.oom {
                    let mut t = s.clone();
                    if let Some(d) = dst {
                        t.set_reg(d, Val::Int(0));
                    }
                    out.push(t);
                }
                let p = s.alloc(Block::new(size, calloc, loc.line, loc.column));
                if let Some(d) = dst {
                    s.set_reg(d, p);
                }
                out.insert(0, s);
                out
            }
            Some(Builtin::Alloca) => {
                let Val::Int(size) = arg(0) else {
                    cx.give_up(format!(
                        "unsupported: alloca of an unknown size at line {}",
                        loc.line
                    ));
                    return vec![];
                };
                let id = self.push_local(&mut s, size);
                if let Some(d) = dst {
                    s.set_reg(d, Val::Obj { id, off: 0 });
                }
                vec![s]
            }
            Some(Builtin::Free) => self.free(&s, arg(0), loc, cx),
            Some(Builtin::Realloc) => self.realloc(&s, dst, arg(0), arg(1), loc, cx),
            Some(Builtin::Memset) if args.len() == 3 => {
                let mut out = self.memset(&s, &args[0], &args[1], &args[2], loc, cx);
                if let Some(d) = dst {
                    out.iter_mut().for_each(|t| t.set_reg(d, arg(0)));
                }
                out
            }
            Some(Builtin::Memcpy { .. }) if args.len() == 3 => {
                let mut out = self.memcpy(&s, arg(0), arg(1), arg(2), loc, cx);
                if let Some(d) = dst {
                    out.iter_mut().for_each(|t| t.set_reg(d, t.resolve(arg(0))));
                }
                out
            }
            Some(Builtin::ReachError) if cx.property == Property::UnreachCall => {
                cx.report(Kind::ReachError, format!("call of {name}()"), loc, s.exact);
                return vec![];
            }
            // `exit`, `abort`, a failing assertion and an error function the
            // program does not define end it. The frames stay alive: what
            // they point to is not lost (valid-memtrack), but it is not
            // freed (memcleanup).
            Some(Builtin::Exit | Builtin::Abort | Builtin::ReachError) => {
                if cx.property == Property::Memcleanup {
                    self.end_program(s, loc, cx);
                }
                return vec![];
            }
            Some(Builtin::Assume) => branch::compare(&s, CmpPred::Ne, arg(0), Val::Int(0), 32)
                .into_iter()
                .filter(|(_, t)| *t)
                .map(|(t, _)| t)
                .collect(),
            Some(Builtin::Plot) if cx.plot_dir.is_none() => vec![s],
            Some(Builtin::Plot) => {
                let name = self.string_literal(arg(0));
                let name = name
                    .as_deref()
                    .map_or("plot".into(), String::from_utf8_lossy);
                cx.write_plot(&format!("fa-{name}"), || {
                    crate::engine::Domain::plot(self, &s)
                });
                vec![s]
            }
            Some(Builtin::Nondet) => {
                if let Some(d) = dst {
                    let v = s.fresh_unknown();
                    s.set_reg(d, v);
                }
                vec![s]
            }
            // Output of string literals and numbers only, or of any value
            // a literal format prints without reading memory (`%p`, `%d`):
            // nothing to check.
            Some(b @ (Builtin::Pure | Builtin::Puts | Builtin::Printf { .. }))
                if b == Builtin::Pure
                    || vals.iter().all(|v| literal_or_scalar(&s, *v))
                    || matches!(b, Builtin::Printf { fmt } if self.prints_values_only(&s, &vals, fmt)) =>
            {
                if let Some(d) = dst {
                    s.set_reg(d, Val::Lossy);
                }
                vec![s]
            }
            Some(
                Builtin::Strlen { .. }
                | Builtin::Strcpy { .. }
                | Builtin::Strcat { .. }
                | Builtin::Strcmp { .. }
                | Builtin::Strdup
                | Builtin::Memcmp
                | Builtin::Memchr
                | Builtin::Strchr { .. }
                | Builtin::Strstr
                | Builtin::Strtol { .. }
                | Builtin::Puts
                | Builtin::Printf { .. }
                | Builtin::Sprintf { .. },
            ) => {
                cx.give_up(format!("unsupported: {name} in the FA domain"));
                return vec![];
            }
            _ => {
                cx.give_up(format!("unsupported: call of external function {name}"));
                return vec![];
            }
        };
        self.finish(out, loc, cx)
    }

    /// Whether `printf`'s arguments (format at `fmt`) are only printed: the
    /// format is a string literal with no conversion that reads or writes
    /// memory (`%s`, `%n`) and no `*` width, and the arguments before it
    /// (`fprintf`'s stream) are numbers or literals.
    fn prints_values_only(&self, s: &FaState, vals: &[Val], fmt: usize) -> bool {
        let Some(text) = vals.get(fmt).and_then(|&v| self.string_literal(v)) else {
            return false;
        };
        let mut conversions = text.split(|&c| c == b'%').skip(1);
        let plain = conversions.all(|spec| {
            let conv = spec.iter().find(|c| !b"-+ #0123456789.hlqjztL".contains(c));
            !matches!(conv, Some(b's' | b'n' | b'*'))
        });
        plain && vals[..fmt].iter().all(|v| literal_or_scalar(s, *v))
    }

    /// The text of the string literal at `v`, read from the program's
    /// constant global (the heap abstraction keeps only the small integers
    /// of its copy in the state).
    fn string_literal(&self, v: Val) -> Option<Vec<u8>> {
        let Val::Obj { id, off } = v else {
            return None;
        };
        let literal = self.prog.globals.get(id as usize).filter(|g| g.is_const)?;
        literal.c_string(u64::try_from(off).ok()?)
    }

    /// The end of the program (return from `main`, `exit`): every frame is
    /// popped, which reports leaks; for memcleanup, live cells left are reported.
    pub(super) fn end_program(&self, s: FaState, loc: &Loc, cx: &mut Cx) {
        let mut states = vec![s];
        while !states.iter().all(|s| s.frames.is_empty()) {
            states = states
                .into_iter()
                .flat_map(|s| self.pop(s, loc, cx))
                .collect();
        }
        let normal: Vec<FaState> = states
            .into_iter()
            .flat_map(|s| super::normal::normalise(s, loc, cx))
            .collect();
        for s in normal {
            let live = s
                .comps
                .iter()
                .any(|c| c.rules().any(|r| super::label::is_live(r.symbol)));
            if cx.property == Property::Memcleanup && live {
                cx.report(
                    Kind::MemoryNotCleaned,
                    "memory not freed at exit",
                    loc,
                    s.exact,
                );
            }
        }
    }
}

/// Whether a value passed to an output function is a number or the address
/// of a string literal (read-only, so terminated by construction).
fn literal_or_scalar(s: &FaState, v: Val) -> bool {
    match v {
        Val::Obj { id, off } => {
            let o = &s.objs[id as usize];
            o.valid && o.read_only && off >= 0 && (off as u64) < o.size
        }
        Val::Int(_) | Val::Unknown(_) | Val::Lossy => true,
        _ => false,
    }
}

//! Models of the built-in functions of the contract (allocation, block
//! operations, verifier intrinsics, program exit) over SPCs.

use super::graph::{Field, Place, ValId, Value, ZERO};
use super::spc::Spc;
use super::SmgDomain;
use crate::engine::{builtin, Builtin, Cx};
use crate::ir::{Callee, CmpPred, Loc, Operand, Var};
use crate::report::Kind;
use crate::Property;

/// The inputs tried by the sampled exploration.
const SAMPLED_INPUTS: (i64, i64) = (-2, 3);

/// Whether the built-in takes sizes that must be constants.
pub(super) fn needs_sizes(name: &str) -> bool {
    matches!(
        builtin(name),
        Some(
            Builtin::Malloc
                | Builtin::Calloc
                | Builtin::Realloc
                | Builtin::Alloca
                | Builtin::Memset
                | Builtin::Memcpy { .. }
        )
    )
}

impl SmgDomain<'_> {
    /// Executes a call of a function without a body.
    pub(super) fn builtin(
        &self,
        mut s: Spc,
        dst: Option<Var>,
        callee: &Callee,
        args: &[Operand],
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let Callee::Direct(f) = callee else {
            cx.give_up("unsupported: unresolved indirect call");
            return vec![];
        };
        let name = &self.prog.func(*f).name;
        let Some(m) = builtin(name) else {
            cx.give_up(format!("unsupported: call of external function {name}"));
            return vec![];
        };
        let mut vals: Vec<ValId> = args.iter().map(|a| self.eval(&mut s, a)).collect();
        vals.resize(3, ZERO);
        let ret = match m {
            Builtin::Malloc | Builtin::Calloc | Builtin::Alloca => {
                let size = match m {
                    Builtin::Calloc => self.product(&s, vals[0], vals[1]),
                    _ => self.constant(&s, vals[0]),
                };
                let Some(size) = size else {
                    cx.give_up(format!(
                        "unsupported: {name} of a size not known at line {}",
                        loc.line
                    ));
                    return vec![];
                };
                let place = match m {
                    Builtin::Alloca => Place::Stack {
                        depth: s.frames.len() as u32 - 1,
                        name: "alloca".into(),
                    },
                    _ => Place::Heap,
                };
                let o = s.smg.add_object(size, place);
                if matches!(m, Builtin::Calloc) && size > 0 {
                    s.smg.write_field(o, 0, size, ZERO);
                }
                if matches!(m, Builtin::Alloca) {
                    s.frame_mut().locals.push(o);
                }
                let a = s.smg.addr(o, 0);
                return self.allocated(s, dst, a, !matches!(m, Builtin::Alloca), loc, cx);
            }
            Builtin::Realloc => return self.realloc(s, dst, vals[0], vals[1], loc, cx),
            Builtin::Free => {
                if !self.free(&mut s, vals[0], loc, cx) {
                    return vec![];
                }
                None
            }
            Builtin::Memset => {
                if !self.memset(&mut s, &args[0], &args[1], &args[2], loc, cx) {
                    return vec![];
                }
                Some(vals[0])
            }
            Builtin::Memcpy { overlap } => {
                if !self.memcpy(&mut s, &args[0], &args[1], &args[2], overlap, loc, cx) {
                    return vec![];
                }
                Some(vals[0])
            }
            Builtin::Exit => {
                self.end_program(s, loc, cx);
                return vec![];
            }
            Builtin::Abort => return vec![],
            Builtin::ReachError => {
                if cx.property == Property::UnreachCall {
                    cx.report(Kind::ReachError, format!("call of {name}()"), loc, s.exact);
                }
                return vec![];
            }
            Builtin::Assume => {
                if !s.refine(CmpPred::Ne, vals[0], ZERO, 32, true) {
                    return vec![];
                }
                None
            }
            Builtin::Plot => {
                self.plot_call(&mut s, vals[0], cx);
                None
            }
            Builtin::Nondet if self.mode == super::Mode::Sampled => {
                let (lo, hi) = SAMPLED_INPUTS;
                s.smg.values.push(Value::Unknown {
                    exact: true,
                    lo,
                    hi,
                    level: 0,
                });
                Some(ValId(s.smg.values.len() as u32 - 1))
            }
            Builtin::Nondet => Some(s.smg.fresh(true)),
            Builtin::Pure => Some(s.smg.fresh(false)),
        };
        if let (Some(d), Some(v)) = (dst, ret) {
            s.set_reg(d, v);
        }
        self.finish(vec![s], loc, cx)
    }

    /// The result of an allocation: the new address, and NULL too under `--oom`.
    fn allocated(
        &self,
        mut s: Spc,
        dst: Option<Var>,
        a: ValId,
        may_fail: bool,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let mut out = Vec::new();
        if may_fail && cx.oom {
            let mut f = s.clone();
            if let Some(d) = dst {
                f.set_reg(d, ZERO);
            }
            out.push(f);
        }
        if let Some(d) = dst {
            s.set_reg(d, a);
        }
        out.insert(0, s);
        self.finish(out, loc, cx)
    }

    /// `realloc`: a new object with the old contents, the old one freed.
    fn realloc(
        &self,
        mut s: Spc,
        dst: Option<Var>,
        p: ValId,
        size: ValId,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let Some(n) = self.constant(&s, size) else {
            cx.give_up(format!(
                "unsupported: realloc of a size not known at line {}",
                loc.line
            ));
            return vec![];
        };
        let fields: Vec<Field> = match s.smg.val(p) {
            Value::Addr { obj, off: 0, .. } if s.smg.obj(obj).valid => {
                s.smg.obj(obj).fields.clone()
            }
            _ => Vec::new(),
        };
        if p != ZERO && !self.free(&mut s, p, loc, cx) {
            return vec![];
        }
        let o = s.smg.add_object(n, Place::Heap);
        for f in fields.into_iter().filter(|f| f.off + f.size <= n) {
            s.smg.write_field(o, f.off, f.size, f.val);
        }
        let a = s.smg.addr(o, 0);
        self.allocated(s, dst, a, true, loc, cx)
    }

    /// `free`: checks the address is the start of a live heap object and invalidates it.
    fn free(&self, s: &mut Spc, p: ValId, loc: &Loc, cx: &mut Cx) -> bool {
        let (kind, msg, sure) = match s.smg.val(p) {
            Value::Int(0) => return true,
            Value::Addr { obj, off, .. } => {
                let o = s.smg.obj(obj);
                match (&o.place, o.valid, off) {
                    (Place::Heap, true, 0) => {
                        s.smg.obj_mut(obj).valid = false;
                        return true;
                    }
                    (Place::Heap, false, _) => (Kind::DoubleFree, "double free".to_string(), true),
                    (Place::Heap, true, _) => (
                        Kind::InvalidFree,
                        format!("free of a pointer {off} B inside a heap object"),
                        true,
                    ),
                    (Place::Stack { name, .. }, _, _) => (
                        Kind::InvalidFree,
                        format!("free of stack memory ({name})"),
                        true,
                    ),
                    _ => (
                        Kind::InvalidFree,
                        "free of non-heap memory".to_string(),
                        true,
                    ),
                }
            }
            Value::Int(_) | Value::Func(_) => {
                (Kind::InvalidFree, "free of an invalid pointer".into(), true)
            }
            Value::Unknown {
                exact: true,
                lo,
                hi,
                ..
            } if lo <= 1 && 1 <= hi => (
                Kind::InvalidFree,
                "free of an uninitialised or arbitrary pointer".into(),
                true,
            ),
            Value::Unknown { .. } => (
                Kind::InvalidFree,
                "free of an unknown pointer".into(),
                false,
            ),
        };
        cx.report(kind, msg, loc, sure && s.exact);
        false
    }

    /// `memset`: nullifies the block for zero, otherwise writes unknown bytes.
    pub(super) fn memset(
        &self,
        s: &mut Spc,
        dst: &Operand,
        val: &Operand,
        len: &Operand,
        loc: &Loc,
        cx: &mut Cx,
    ) -> bool {
        let (d, v, n) = (self.eval(s, dst), self.eval(s, val), self.eval(s, len));
        let Some(n) = self.length(s, n, loc, cx) else {
            return false;
        };
        if n == 0 {
            return true;
        }
        let Some((o, off)) = self.deref(s, d, n, true, loc, cx) else {
            return false;
        };
        let byte = match s.smg.val(v) {
            Value::Int(k) => Some(k & 0xff),
            _ => None,
        };
        match byte {
            Some(0) => s.smg.write_field(o, off, n, ZERO),
            Some(b) if n <= 8 => {
                let word = (0..n).fold(0u64, |acc, _| (acc << 8) | b);
                let w = s.smg.int(word);
                s.smg.write_field(o, off, n, w);
            }
            _ => {
                let u = s.smg.fresh(
                    byte.is_none() && matches!(s.smg.val(v), Value::Unknown { exact: true, .. }),
                );
                s.smg.write_field(o, off, n, u);
            }
        }
        true
    }

    /// `memcpy`/`memmove`: copies the has-value edges of the source block.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn memcpy(
        &self,
        s: &mut Spc,
        dst: &Operand,
        src: &Operand,
        len: &Operand,
        overlap: bool,
        loc: &Loc,
        cx: &mut Cx,
    ) -> bool {
        let (d, sr, n) = (self.eval(s, dst), self.eval(s, src), self.eval(s, len));
        let Some(n) = self.length(s, n, loc, cx) else {
            return false;
        };
        if n == 0 {
            return true;
        }
        let Some((so, soff)) = self.deref(s, sr, n, false, loc, cx) else {
            return false;
        };
        let Some((d_o, doff)) = self.deref(s, d, n, true, loc, cx) else {
            return false;
        };
        if !overlap && so == d_o && soff < doff + n && doff < soff + n {
            cx.report(
                Kind::InvalidDeref,
                "memcpy of overlapping blocks",
                loc,
                s.exact,
            );
            return false;
        }
        let copied: Vec<Field> = s
            .smg
            .obj(so)
            .fields
            .iter()
            .filter(|f| f.off >= soff && f.off + f.size <= soff + n)
            .copied()
            .collect();
        s.smg.clear_range(d_o, doff, n);
        for f in copied {
            s.smg.write_field(d_o, f.off - soff + doff, f.size, f.val);
        }
        true
    }

    /// A block length: must be a known constant.
    fn length(&self, s: &Spc, n: ValId, loc: &Loc, cx: &mut Cx) -> Option<u64> {
        let n = self.constant(s, n);
        if n.is_none() {
            cx.give_up(format!(
                "unsupported: block operation of unknown length at line {}",
                loc.line
            ));
        }
        n
    }

    /// The constant an integer value holds.
    fn constant(&self, s: &Spc, v: ValId) -> Option<u64> {
        match s.smg.val(v) {
            Value::Int(k) => Some(k),
            _ => None,
        }
    }

    /// `a * b` for two constants (calloc's size).
    fn product(&self, s: &Spc, a: ValId, b: ValId) -> Option<u64> {
        self.constant(s, a)?.checked_mul(self.constant(s, b)?)
    }

    /// The end of the program (return from `main`, `exit`): every frame is
    /// popped, which reports leaks; for memcleanup, live heap objects are reported.
    pub(super) fn end_program(&self, mut s: Spc, loc: &Loc, cx: &mut Cx) {
        while !s.frames.is_empty() {
            self.pop_frame(&mut s);
        }
        // Freed memory no longer keeps what it pointed to reachable.
        for o in s.smg.objects.iter_mut().filter(|o| !o.valid) {
            o.fields.clear();
        }
        let s = self.finish(vec![s], loc, cx).pop().expect("one state");
        if cx.property == Property::Memcleanup {
            let live: Vec<u64> = s
                .smg
                .objects
                .iter()
                .filter(|o| o.valid && o.place == Place::Heap)
                .map(|o| o.size)
                .collect();
            if !live.is_empty() {
                let bytes: u64 = live.iter().sum();
                let msg = format!(
                    "memory not freed at exit: {} objects of {bytes} B",
                    live.len()
                );
                cx.report(Kind::MemoryNotCleaned, msg, loc, s.exact);
            }
        }
    }

    /// Pops the innermost frame: its stack objects go out of scope.
    pub(super) fn pop_frame(&self, s: &mut Spc) {
        let f = s.frames.pop().expect("a frame");
        for o in f.locals {
            s.smg.obj_mut(o).valid = false;
        }
    }

    /// `__VERIFIER_plot(name)`: writes the SPC as DOT into the plot directory.
    fn plot_call(&self, s: &mut Spc, name: ValId, cx: &mut Cx) {
        let Some(dir) = cx.plot_dir.clone() else {
            return;
        };
        let base = self.c_string(s, name).unwrap_or_else(|| "plot".to_string());
        let safe: String = base
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        cx.plots += 1;
        let path = dir.join(format!("{safe}-{:04}.dot", cx.plots));
        if let Err(e) = std::fs::create_dir_all(&dir)
            .and_then(|_| std::fs::write(&path, super::plot::dot(self.prog, s)))
        {
            cx.give_up(format!("cannot write plot {}: {e}", path.display()));
        }
    }

    /// The C string at address `p`, if its bytes are known constants.
    fn c_string(&self, s: &mut Spc, p: ValId) -> Option<String> {
        let Value::Addr { obj, off, .. } = s.smg.val(p) else {
            return None;
        };
        let mut out = String::new();
        let size = s.smg.obj(obj).size as i64;
        for i in off..size.min(off + 256) {
            let b = s.smg.read_field(obj, i as u64, 1);
            match s.smg.val(b) {
                Value::Int(0) => return Some(out),
                Value::Int(c) => out.push(c as u8 as char),
                _ => return None,
            }
        }
        Some(out)
    }
}

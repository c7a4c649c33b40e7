//! Models of the built-in functions of the contract (allocation, block
//! operations, string functions, verifier intrinsics, program exit) over SPCs.

use super::graph::{Field, ObjId, Place, Smg, ValId, Value, ZERO};
use super::spc::Spc;
use super::SmgDomain;
use crate::engine::{builtin, Builtin, Cx};
use crate::ir::{Callee, CmpPred, Loc, Operand, Var};
use crate::report::Kind;
use crate::Property;

/// The inputs tried by the sampled exploration.
pub(super) const SAMPLED_INPUTS: (i64, i64) = (-2, 3);

/// The wider inputs random runs of odd seeds draw now and then: keys a
/// hash reduces by a mask or a remainder (`key & 7` is 4 for none of the
/// sampled inputs).
pub(super) const WIDE_INPUTS: (i64, i64) = (-100, 100);

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
                | Builtin::Strcpy { bounded: true }
                | Builtin::Strcmp { bounded: true }
                | Builtin::Strlen { bounded: true }
                | Builtin::Strcat { bounded: true }
                | Builtin::Memcmp
                | Builtin::Memchr
                | Builtin::Strchr { .. }
                | Builtin::Strtol { base: true }
                | Builtin::Sprintf { bounded: true }
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
        vals.resize(vals.len().max(3), ZERO);
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
                let may_fail = !matches!(m, Builtin::Alloca) && cx.oom;
                let failed = may_fail.then(|| s.clone());
                let o = match place {
                    Place::Heap => s.smg.add_heap_block(size),
                    _ => s.smg.add_object(size, place),
                };
                if matches!(m, Builtin::Calloc) && size > 0 {
                    s.smg.write_field(o, 0, size, ZERO);
                }
                if matches!(m, Builtin::Alloca) {
                    s.frame_mut().locals.push(o);
                }
                let a = s.smg.addr(o, 0);
                return self.allocated(failed, s, dst, a, loc, cx);
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
            Builtin::Strlen { .. }
            | Builtin::Strcpy { .. }
            | Builtin::Strcat { .. }
            | Builtin::Strcmp { .. }
            | Builtin::Strdup
            | Builtin::Memcmp
            | Builtin::Memchr
            | Builtin::Strchr { .. }
            | Builtin::Strstr
            | Builtin::Puts => return self.string(s, dst, m, &vals, loc, cx),
            Builtin::Strtol { base } => return self.strtol(s, dst, name, base, &vals, loc, cx),
            Builtin::Printf { fmt } => return self.printf(s, dst, fmt, None, &vals, loc, cx),
            Builtin::Sprintf { bounded } => {
                let fmt = 1 + usize::from(bounded);
                return self.printf(s, dst, fmt, Some(bounded), &vals, loc, cx);
            }
            Builtin::ReachError if cx.property == Property::UnreachCall => {
                cx.report(Kind::ReachError, format!("call of {name}()"), loc, s.exact);
                return vec![];
            }
            // `exit`, `abort`, a failing assertion and an error function the
            // program does not define end it. The frames stay alive: what
            // they point to is not lost (valid-memtrack), but it is not
            // freed (memcleanup). What only freed memory still points to is
            // lost (a pointer that outlives the free no longer defers it).
            Builtin::Exit | Builtin::Abort | Builtin::ReachError => {
                if cx.property == Property::Memcleanup {
                    self.end_program(s, loc, cx);
                } else {
                    s.forget_freed_contents(None);
                    self.finish(vec![s], loc, cx);
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
            Builtin::Nondet => match self.sampled_input() {
                Some((lo, hi)) => Some(s.smg.ranged(true, lo, hi)),
                None => Some(s.smg.fresh(true)),
            },
            Builtin::Pure => Some(s.smg.fresh(false)),
        };
        if let (Some(d), Some(v)) = (dst, ret) {
            s.set_reg(d, v);
        }
        self.finish(vec![s], loc, cx)
    }

    /// The result of an allocation: the new address in `s`, and NULL in
    /// `failed`, the state before the allocation, when it may fail (`--oom`).
    fn allocated(
        &self,
        failed: Option<Spc>,
        mut s: Spc,
        dst: Option<Var>,
        a: ValId,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let mut out = Vec::new();
        if let Some(mut f) = failed {
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
        // A failing realloc leaves the old object alone.
        let failed = cx.oom.then(|| s.clone());
        if p != ZERO && !self.free(&mut s, p, loc, cx) {
            return vec![];
        }
        let o = s.smg.add_heap_block(n);
        // The new block may be the old one, grown or shrunk in place.
        s.smg.obj_mut(o).reuses = true;
        for f in fields.into_iter().filter(|f| f.off + f.size <= n) {
            s.smg.write_field(o, f.off, f.size, f.val);
        }
        let a = s.smg.addr(o, 0);
        self.allocated(failed, s, dst, a, loc, cx)
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

    /// `memcpy`/`memmove`: copies the source block.
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
        // Equal blocks are allowed (as for LLVM's memcpy: `*p = *p`).
        if !overlap && so == d_o && soff != doff && soff < doff + n && doff < soff + n {
            cx.report(
                Kind::InvalidDeref,
                "memcpy of overlapping blocks",
                loc,
                s.exact,
            );
            return false;
        }
        copy_bytes(&mut s.smg, (so, soff), (d_o, doff), n);
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
        s.forget_freed_contents(None);
        let s = self.finish(vec![s], loc, cx).pop().expect("one state");
        if cx.property == Property::Memcleanup {
            let live: Vec<u64> = s
                .smg
                .objects
                .iter()
                .filter(|o| o.live_heap())
                .map(|o| o.size)
                .collect();
            if !live.is_empty() {
                let msg = format!(
                    "memory not freed at exit: {}",
                    super::exec::objects_of(&live)
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
        if cx.plot_dir.is_some() {
            let name = self.c_string(s, name);
            cx.write_plot(name.as_deref().unwrap_or("plot"), || {
                super::plot::dot(self.prog, s)
            });
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

/// What the SPC knows of one byte of a string.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Byte {
    Known(u8),
    NonZero,
    Unknown,
}

/// A C string in one state: its object, offset and length (without the
/// terminator; the bound of `strncmp`/`strncpy` if none comes before it).
#[derive(Clone, Copy)]
struct Str {
    obj: ObjId,
    off: u64,
    len: u64,
}

/// The byte at `i` of `o`: a 1-byte field first, as a read of it would find.
fn byte(s: &Spc, o: ObjId, i: u64) -> Byte {
    let fields = &s.smg.obj(o).fields;
    if let Some(f) = fields.iter().find(|f| f.off == i && f.size == 1) {
        return match s.smg.val(f.val) {
            Value::Int(v) => Byte::Known(v as u8),
            Value::Unknown { .. } if s.decide(CmpPred::Eq, f.val, ZERO, 8) == Some(false) => {
                Byte::NonZero
            }
            _ => Byte::Unknown,
        };
    }
    fields
        .iter()
        .find_map(|f| s.smg.known_byte(f, i))
        .map_or(Byte::Unknown, Byte::Known)
}

/// Copies `n` bytes from `src` to `dst`: the has-value edges inside the source
/// block, and the known bytes of the edges crossing its ends.
fn copy_bytes(smg: &mut Smg, (so, soff): (ObjId, u64), (d, doff): (ObjId, u64), n: u64) {
    let (inside, crossing): (Vec<Field>, Vec<Field>) = smg
        .obj(so)
        .fields
        .iter()
        .filter(|f| f.off < soff + n && soff < f.off + f.size)
        .partition(|f| f.off >= soff && f.off + f.size <= soff + n);
    let bytes: Vec<(u64, u8)> = crossing
        .iter()
        .flat_map(|f| (f.off.max(soff)..(f.off + f.size).min(soff + n)).map(move |i| (f, i)))
        .filter_map(|(f, i)| Some((i, smg.known_byte(f, i)?)))
        .collect();
    smg.clear_range(d, doff, n);
    for f in inside {
        smg.write_field(d, f.off - soff + doff, f.size, f.val);
    }
    for (i, b) in bytes {
        let v = if b == 0 { ZERO } else { smg.int(u64::from(b)) };
        smg.write_field(d, i - soff + doff, 1, v);
    }
}

/// Whether the byte at `i` of `o` is `c` (`None`: maybe).
fn matches(s: &Spc, o: ObjId, i: u64, c: u8) -> Option<bool> {
    match byte(s, o, i) {
        Byte::Known(b) => Some(b == c),
        Byte::NonZero if c == 0 => Some(false),
        _ => None,
    }
}

/// Restricts `s` to the bytes at `before` differing from `c` and the one at `at` being `c`.
fn terminated(s: &mut Spc, o: ObjId, before: &[u64], at: Option<u64>, c: u8) -> bool {
    let target = if c == 0 {
        ZERO
    } else {
        s.smg.int(u64::from(c))
    };
    before.iter().all(|&i| {
        let v = s.smg.read_field(o, i, 1);
        s.refine(CmpPred::Ne, v, target, 8, true)
    }) && at.is_none_or(|i| {
        let v = s.smg.read_field(o, i, 1);
        s.refine(CmpPred::Eq, v, target, 8, true)
    })
}

/// A state per possible position (`None`: none) of the first byte `c` at `idx` of `o`; `Err` when too many.
#[allow(clippy::type_complexity)]
fn first(
    s: &Spc,
    o: ObjId,
    idx: impl Iterator<Item = u64>,
    c: u8,
) -> Result<Vec<(Spc, Option<u64>)>, (Vec<u64>, Option<u64>)> {
    let mut maybe = Vec::new();
    let mut stop = None;
    for i in idx {
        match matches(s, o, i, c) {
            Some(true) => {
                stop = Some(i);
                break;
            }
            None => maybe.push(i),
            Some(false) => {}
        }
    }
    if maybe.len() >= super::values::CONCRETISE_LIMIT as usize {
        return Err((maybe, stop));
    }
    let mut out = Vec::new();
    for k in 0..=maybe.len() {
        let mut t = s.clone();
        let at = maybe.get(k).copied();
        if terminated(&mut t, o, &maybe[..k], at, c) {
            out.push((t, at.or(stop)));
        }
    }
    Ok(out)
}

impl SmgDomain<'_> {
    /// The string and byte functions: reads through [`Self::scan`], writes through checked dereferences.
    fn string(
        &self,
        s: Spc,
        dst: Option<Var>,
        m: Builtin,
        v: &[ValId],
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let bound_arg = match m {
            Builtin::Strcpy { bounded: true }
            | Builtin::Strcmp { bounded: true }
            | Builtin::Strcat { bounded: true }
            | Builtin::Memcmp
            | Builtin::Memchr => Some(2),
            Builtin::Strlen { bounded: true } => Some(1),
            _ => None,
        };
        let bound = match bound_arg.map(|k| self.length(&s, v[k], loc, cx)) {
            Some(None) => return vec![],
            Some(n) => n,
            None => None,
        };
        let c = match m {
            Builtin::Memchr | Builtin::Strchr { .. } => match self.constant(&s, v[1]) {
                Some(c) => c as u8,
                None => {
                    cx.give_up(format!(
                        "unsupported: search for an unknown character at line {}",
                        loc.line
                    ));
                    return vec![];
                }
            },
            _ => 0,
        };
        let mut out = Vec::new();
        match m {
            _ if bound == Some(0) && !matches!(m, Builtin::Strcat { .. }) => {
                let r = if matches!(m, Builtin::Strcpy { .. }) {
                    v[0]
                } else {
                    ZERO
                };
                out.push(s.returning(dst, r));
            }
            Builtin::Strlen { .. } => match self.scan(&s, v[0], bound, 0, loc, cx) {
                Ok(each) => {
                    for (mut t, a) in each {
                        let r = if a.len == 0 { ZERO } else { t.smg.int(a.len) };
                        out.push(t.returning(dst, r));
                    }
                }
                Err((lo, hi)) => {
                    let mut t = s;
                    let r = t.smg.ranged(false, lo as i64, hi as i64);
                    out.push(t.returning(dst, r));
                }
            },
            Builtin::Strcpy { .. } => {
                for (mut t, a) in self.strings(&s, v[1], bound, 0, loc, cx) {
                    let written = bound.unwrap_or(a.len + 1);
                    let copied = if bound.is_some() { a.len } else { a.len + 1 };
                    if let Some(d) = self.deref(&mut t, v[0], written, true, loc, cx) {
                        copy_bytes(&mut t.smg, (a.obj, a.off), d, copied);
                        if written > copied {
                            t.smg.write_field(d.0, d.1 + copied, written - copied, ZERO);
                        }
                        out.push(t.returning(dst, v[0]));
                    }
                }
            }
            Builtin::Strcat { .. } => {
                for (t, d) in self.strings(&s, v[0], None, 0, loc, cx) {
                    // `strncat(d, s, 0)` reads nothing of `s`.
                    if bound == Some(0) {
                        out.push(t.returning(dst, v[0]));
                        continue;
                    }
                    for (mut u, a) in self.strings(&t, v[1], bound, 0, loc, cx) {
                        let end = u.smg.addr(d.obj, (d.off + d.len) as i64);
                        if let Some(e) = self.deref(&mut u, end, a.len + 1, true, loc, cx) {
                            if a.len > 0 {
                                copy_bytes(&mut u.smg, (a.obj, a.off), e, a.len);
                            }
                            u.smg.write_field(e.0, e.1 + a.len, 1, ZERO);
                            out.push(u.returning(dst, v[0]));
                        }
                    }
                }
            }
            Builtin::Strcmp { .. } => {
                for (t, a) in self.strings(&s, v[0], bound, 0, loc, cx) {
                    for (mut u, b) in self.strings(&t, v[1], bound, 0, loc, cx) {
                        let r = compare(&mut u, a, b, bound);
                        out.push(u.returning(dst, r));
                    }
                }
            }
            // Every byte of both blocks is read (as sanitizers check it).
            Builtin::Memcmp => {
                let (mut t, n) = (s, bound.unwrap_or(0));
                let Some((ao, aoff)) = self.deref(&mut t, v[0], n, false, loc, cx) else {
                    return vec![];
                };
                let Some((bo, boff)) = self.deref(&mut t, v[1], n, false, loc, cx) else {
                    return vec![];
                };
                let (a, b) = (
                    Str {
                        obj: ao,
                        off: aoff,
                        len: n,
                    },
                    Str {
                        obj: bo,
                        off: boff,
                        len: n,
                    },
                );
                let r = compare(&mut t, a, b, bound);
                out.push(t.returning(dst, r));
            }
            // Reads stop at the first byte `c`, as the standard requires.
            Builtin::Memchr => {
                for (mut t, a) in self.strings(&s, v[0], bound, c, loc, cx) {
                    let r = if Some(a.len) == bound {
                        ZERO
                    } else {
                        t.smg.addr(a.obj, (a.off + a.len) as i64)
                    };
                    out.push(t.returning(dst, r));
                }
            }
            Builtin::Strchr { last } => {
                for (t, a) in self.strings(&s, v[0], None, 0, loc, cx) {
                    let found = if c == 0 {
                        Ok(vec![(t, Some(a.off + a.len))])
                    } else if last {
                        first(&t, a.obj, (a.off..a.off + a.len).rev(), c)
                    } else {
                        first(&t, a.obj, a.off..a.off + a.len, c)
                    };
                    let Ok(found) = found else {
                        cx.give_up(format!(
                            "unsupported: search among too many unknown characters at line {}",
                            loc.line
                        ));
                        return vec![];
                    };
                    for (mut u, at) in found {
                        let r = at.map_or(ZERO, |i| u.smg.addr(a.obj, i as i64));
                        out.push(u.returning(dst, r));
                    }
                }
            }
            Builtin::Strstr => {
                for (t, h) in self.strings(&s, v[0], None, 0, loc, cx) {
                    for (mut u, n) in self.strings(&t, v[1], None, 0, loc, cx) {
                        if n.len == 0 {
                            out.push(u.returning(dst, v[0]));
                            continue;
                        }
                        let known = (self.c_string(&mut u, v[0]), self.c_string(&mut u, v[1]));
                        let at: Vec<Option<u64>> = match known {
                            (Some(x), Some(y))
                                if x.len() as u64 == h.len && y.len() as u64 == n.len =>
                            {
                                vec![x.find(&y).map(|k| k as u64)]
                            }
                            _ if n.len > h.len => vec![None],
                            // Any position may hold the needle: the split over-approximates.
                            _ if h.len - n.len + 2 < super::values::CONCRETISE_LIMIT as u64 => {
                                u.exact = false;
                                std::iter::once(None)
                                    .chain((0..=h.len - n.len).map(Some))
                                    .collect()
                            }
                            _ => {
                                cx.give_up(format!(
                                    "unsupported: strstr in a string of unknown characters at line {}",
                                    loc.line
                                ));
                                return vec![];
                            }
                        };
                        for k in at {
                            let mut w = u.clone();
                            let r = k.map_or(ZERO, |k| w.smg.addr(h.obj, (h.off + k) as i64));
                            out.push(w.returning(dst, r));
                        }
                    }
                }
            }
            Builtin::Puts => {
                for (mut t, _) in self.strings(&s, v[0], None, 0, loc, cx) {
                    let r = t.smg.fresh(false);
                    out.push(t.returning(dst, r));
                }
            }
            _ => {
                for (mut t, a) in self.strings(&s, v[0], None, 0, loc, cx) {
                    let failed = cx.oom.then(|| t.clone());
                    let o = t.smg.add_object(a.len + 1, Place::Heap);
                    copy_bytes(&mut t.smg, (a.obj, a.off), (o, 0), a.len + 1);
                    let p = t.smg.addr(o, 0);
                    out.extend(self.allocated(failed, t, dst, p, loc, cx));
                }
                return out;
            }
        }
        self.finish(out, loc, cx)
    }

    /// `atoi`/`strtol` in base 10: reads blanks, sign, digits and the (known) byte after them.
    #[allow(clippy::too_many_arguments)]
    fn strtol(
        &self,
        mut s: Spc,
        dst: Option<Var>,
        name: &str,
        base: bool,
        v: &[ValId],
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        if base && self.constant(&s, v[2]) != Some(10) {
            cx.give_up(format!(
                "unsupported: {name} in a base other than 10 at line {}",
                loc.line
            ));
            return vec![];
        }
        let Some((obj, off)) = self.deref(&mut s, v[0], 1, false, loc, cx) else {
            return vec![];
        };
        let size = s.smg.obj(obj).size;
        // Blanks, then a sign, then digits: the phase reached and the value.
        let (mut phase, mut neg, mut val, mut end) = (0, false, 0u64, None);
        for i in off..size {
            let Byte::Known(b) = byte(&s, obj, i) else {
                cx.give_up(format!(
                    "unsupported: {name} of unknown characters at line {}",
                    loc.line
                ));
                return vec![];
            };
            match b {
                b' ' | b'\t'..=b'\r' if phase == 0 => {}
                b'+' | b'-' if phase == 0 => (phase, neg) = (1, b == b'-'),
                b'0'..=b'9' => {
                    phase = 2;
                    val = val.saturating_mul(10).saturating_add(u64::from(b - b'0'));
                }
                _ => {
                    end = Some(i);
                    break;
                }
            }
        }
        let Some(end) = end else {
            let msg = format!("out-of-bounds read: {name} reads past the {size} B object");
            cx.report(Kind::OutOfBounds, msg, loc, s.exact);
            return vec![];
        };
        if base && self.constant(&s, v[1]) != Some(0) {
            let ptr = u64::from(self.prog.pointer_size);
            let Some((eo, eoff)) = self.deref(&mut s, v[1], ptr, true, loc, cx) else {
                return vec![];
            };
            let stop = if phase == 2 { end } else { off };
            let a = s.smg.addr(obj, stop as i64);
            s.smg.write_field(eo, eoff, ptr, a);
        }
        let r = match (neg, val) {
            (_, 0) => ZERO,
            (false, k) if k < 1 << 24 => s.smg.int(k),
            _ => s.smg.fresh(false),
        };
        self.finish(vec![s.returning(dst, r)], loc, cx)
    }

    /// The `printf` family (format at argument `fmt`): reads the format and
    /// `%s` strings; with `output` (`Some(bounded)`: `sprintf`, `snprintf`)
    /// also writes the output into the first argument.
    #[allow(clippy::too_many_arguments)]
    fn printf(
        &self,
        s: Spc,
        dst: Option<Var>,
        fmt: usize,
        output: Option<bool>,
        v: &[ValId],
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let buffer = output.is_some();
        let cap = match output {
            Some(true) => match self.length(&s, v[1], loc, cx) {
                Some(n) => Some(n),
                None => return vec![],
            },
            _ => None,
        };
        let unsupported = |cx: &mut Cx, what: &str| {
            cx.give_up(format!("unsupported: {what} at line {}", loc.line));
            vec![]
        };
        let mut out = Vec::new();
        for (mut t, f) in self.strings(&s, v[fmt], None, 0, loc, cx) {
            let text = match self.c_string(&mut t, v[fmt]) {
                Some(text) if text.len() as u64 == f.len => text,
                _ => return unsupported(cx, "format string not known"),
            };
            // Each state with the least and greatest output length so far.
            let mut states = vec![(t, 0u64, 0u64)];
            let mut next = fmt + 1;
            // Whether the output may hold a zero byte (`%c`).
            let mut any_byte = false;
            let mut chars = text.bytes().peekable();
            while let Some(ch) = chars.next() {
                if ch != b'%' {
                    states
                        .iter_mut()
                        .for_each(|st| (st.1, st.2) = (st.1 + 1, st.2 + 1));
                    continue;
                }
                let mut arg = || {
                    next += 1;
                    v.get(next - 1).copied()
                };
                let mut spec = String::new();
                while let Some(&c) = chars.peek() {
                    if !b"-+ #0123456789.*hlqjztL".contains(&c) {
                        break;
                    }
                    spec.push(c as char);
                    chars.next();
                }
                // `*` widths and precisions take an argument each.
                let mut stars = Vec::new();
                for _ in spec.matches('*') {
                    match arg().and_then(|a| self.constant(&states[0].0, a)) {
                        Some(k) if (k as u32 as i32) >= 0 => stars.push(k as u32 as i32),
                        _ => return unsupported(cx, "printf width or precision not known"),
                    }
                }
                let (flags_width, precision) = match spec.split_once('.') {
                    Some((a, b)) => (a, Some(b)),
                    None => (spec.as_str(), None),
                };
                let number = |x: &str, star: Option<&i32>| -> u64 {
                    let digits: String = x.chars().filter(char::is_ascii_digit).collect();
                    match (x.contains('*'), star) {
                        (true, Some(&k)) => u64::from(k.unsigned_abs()),
                        _ => digits.trim_start_matches('0').parse().unwrap_or(0),
                    }
                };
                let width = number(
                    flags_width.trim_start_matches(['-', '+', ' ', '#', '0']),
                    stars.first(),
                );
                let prec = precision.map(|p| number(p, stars.last()));
                let long = spec.contains(['l', 'q', 'j', 'z', 't']);
                let Some(conv) = chars.next() else {
                    return unsupported(cx, "printf format ending in %");
                };
                let pad = |lo: u64, hi: u64| (lo.max(width), hi.max(width));
                let digits = |n: u64| -> (u64, u64) {
                    let p = prec.unwrap_or(1);
                    pad(p.max(1), n.max(p) + if spec.contains('#') { 2 } else { 0 })
                };
                let (lo, hi) = match conv {
                    b'%' => (1, 1),
                    b'c' => {
                        arg();
                        any_byte = true;
                        pad(1, 1)
                    }
                    b'd' | b'i' => {
                        arg();
                        let (lo, hi) = digits(if long { 19 } else { 10 });
                        (lo, hi + 1)
                    }
                    b'u' => {
                        arg();
                        digits(if long { 20 } else { 10 })
                    }
                    b'x' | b'X' => {
                        arg();
                        digits(if long { 16 } else { 8 })
                    }
                    b'o' => {
                        arg();
                        digits(if long { 22 } else { 11 })
                    }
                    b'p' => {
                        arg();
                        pad(3, 18)
                    }
                    b'e' | b'E' | b'f' | b'F' | b'g' | b'G' | b'a' | b'A' if !buffer => {
                        arg();
                        (0, 0)
                    }
                    b's' => {
                        let Some(a) = arg() else {
                            return unsupported(cx, "printf with too few arguments");
                        };
                        let mut split = Vec::new();
                        for (t, lo, hi) in states {
                            for (u, st) in self.strings(&t, a, prec, 0, loc, cx) {
                                let (l, h) = pad(st.len, st.len);
                                split.push((u, lo + l, hi + h));
                            }
                        }
                        states = split;
                        continue;
                    }
                    _ => return unsupported(cx, "printf conversion not modelled"),
                };
                states
                    .iter_mut()
                    .for_each(|st| (st.1, st.2) = (st.1 + lo, st.2 + hi));
            }
            for (mut t, lo, hi) in states {
                if buffer && cap != Some(0) {
                    // The output and its terminator, cut at the capacity: the least
                    // length must fit (confirmed), the greatest too (unconfirmed).
                    let (lo_w, hi_w) = match cap {
                        Some(n) => (lo.min(n - 1) + 1, hi.min(n - 1) + 1),
                        None => (lo + 1, hi + 1),
                    };
                    let Some((o, off)) = self.deref(&mut t, v[0], lo_w, true, loc, cx) else {
                        continue;
                    };
                    if hi_w > lo_w {
                        let mut u = t.clone();
                        u.exact = false;
                        if self.deref(&mut u, v[0], hi_w, true, loc, cx).is_none() {
                            continue;
                        }
                    }
                    let bytes = t.smg.fresh(false);
                    t.smg.write_field(o, off, hi_w, bytes);
                    // A state per position of the terminator, when few: the
                    // bytes before it are not zero.
                    if hi_w - lo_w < super::values::CONCRETISE_LIMIT as u64 {
                        for len in lo_w..=hi_w {
                            let mut u = t.clone();
                            u.exact &= lo_w == hi_w;
                            for i in (off..off + len - 1).filter(|_| !any_byte) {
                                let b = u.smg.ranged(false, 1, 255);
                                u.smg.write_field(o, i, 1, b);
                            }
                            u.smg.write_field(o, off + len - 1, 1, ZERO);
                            let r = match (cap, lo == hi) {
                                (_, true) => u.smg.int(lo),
                                (None, false) => u.smg.int(len - 1),
                                _ => u.smg.ranged(false, lo as i64, hi as i64),
                            };
                            out.push(u.returning(dst, r));
                        }
                        continue;
                    }
                }
                let r = if lo == hi {
                    t.smg.int(lo)
                } else {
                    t.smg.ranged(false, lo as i64, hi as i64)
                };
                out.push(t.returning(dst, r));
            }
        }
        self.finish(out, loc, cx)
    }

    /// [`Self::scan`], giving up when the length is not split into few cases.
    fn strings(
        &self,
        s: &Spc,
        p: ValId,
        bound: Option<u64>,
        c: u8,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<(Spc, Str)> {
        self.scan(s, p, bound, c, loc, cx).unwrap_or_else(|_| {
            cx.give_up(format!(
                "unsupported: string of too many possible lengths at line {}",
                loc.line
            ));
            vec![]
        })
    }

    /// Reads the bytes at `p` up to the first `c` (at most `bound`): a state per length; `Err` gives too many.
    fn scan(
        &self,
        s: &Spc,
        p: ValId,
        bound: Option<u64>,
        c: u8,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Result<Vec<(Spc, Str)>, (u64, u64)> {
        let mut s = s.clone();
        let Some((obj, off)) = self.deref(&mut s, p, 1, false, loc, cx) else {
            return Ok(vec![]);
        };
        let size = s.smg.obj(obj).size;
        let limit = bound.map(|n| off.saturating_add(n)).filter(|&e| e <= size);
        let what = if c == 0 {
            "string terminator".to_string()
        } else {
            format!("byte {c:#04x}")
        };
        let msg = format!("out-of-bounds read: no {what} in the {size} B object from offset {off}");
        let found = match first(&s, obj, off..limit.unwrap_or(size), c) {
            Ok(found) => found,
            Err((maybe, stop)) => {
                let stop = stop.or(limit);
                if stop.is_none() {
                    cx.report(Kind::OutOfBounds, msg, loc, false);
                }
                let hi = stop.unwrap_or(maybe[maybe.len() - 1]);
                return Err((maybe[0] - off, hi - off));
            }
        };
        let mut out = Vec::new();
        for (t, at) in found {
            match at.or(limit) {
                Some(end) => out.push((
                    t,
                    Str {
                        obj,
                        off,
                        len: end - off,
                    },
                )),
                None => cx.report(Kind::OutOfBounds, msg.clone(), loc, t.exact),
            }
        }
        Ok(out)
    }
}

/// `strcmp` of two strings (of at most `bound` bytes): zero, or a value of the
/// sign of the first difference; unknown where an unknown byte decides.
fn compare(s: &mut Spc, a: Str, b: Str, bound: Option<u64>) -> ValId {
    let end = (a.len.min(b.len) + 1).min(bound.unwrap_or(u64::MAX));
    for i in 0..end {
        let less = match (byte(s, a.obj, a.off + i), byte(s, b.obj, b.off + i)) {
            (Byte::Known(x), Byte::Known(y)) if x == y => continue,
            (Byte::Known(x), Byte::Known(y)) => x < y,
            _ if i == a.len || i == b.len => i == a.len,
            _ => return s.smg.fresh(false),
        };
        let (lo, hi) = if less {
            (i64::from(i32::MIN), -1)
        } else {
            (1, i64::from(i32::MAX))
        };
        return s.smg.ranged(false, lo, hi);
    }
    ZERO
}

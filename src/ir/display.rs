//! Human-readable dump of canopy IR (used by `--dump-ir` and in test failures).

use super::{
    BlockId, Callee, Function, Global, Init, Instr, InstrKind, Operand, Program, Terminator, Var,
};
use std::fmt::{self, Display, Formatter, Write};

/// Names of the program's functions and globals, when known.
#[derive(Clone, Copy)]
struct Names<'a> {
    prog: Option<&'a Program>,
    func: &'a Function,
}

impl Names<'_> {
    fn var(&self, v: Var) -> String {
        match self.func.var_names.get(v.0 as usize) {
            Some(n) if !n.is_empty() => format!("%{n}"),
            _ => format!("%v{}", v.0),
        }
    }

    fn vars(&self, vs: &[Var]) -> String {
        vs.iter()
            .map(|v| self.var(*v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn block(&self, b: BlockId) -> String {
        match self.func.blocks.get(b.0 as usize) {
            Some(bl) => format!("bb{}.{}", b.0, bl.name),
            None => format!("bb{}", b.0),
        }
    }

    fn op(&self, o: &Operand) -> String {
        match o {
            Operand::Var(v) => self.var(*v),
            _ => global_operand(self.prog, o),
        }
    }

    fn ops(&self, os: &[Operand]) -> String {
        os.iter().map(|o| self.op(o)).collect::<Vec<_>>().join(", ")
    }
}

/// An operand that names no register: constants, globals and functions.
fn global_operand(prog: Option<&Program>, o: &Operand) -> String {
    match o {
        Operand::Var(v) => format!("%v{}", v.0),
        Operand::Int { value, width } => format!("i{width} {value}"),
        Operand::Null => "null".into(),
        Operand::Undef => "undef".into(),
        Operand::Func(id) => match prog.and_then(|p| p.functions.get(id.0 as usize)) {
            Some(f) => format!("@{}", f.name),
            None => format!("@fn{}", id.0),
        },
        Operand::Global { id, offset } => {
            let name = match prog.and_then(|p| p.globals.get(id.0 as usize)) {
                Some(g) => format!("@{}", g.name),
                None => format!("@g{}", id.0),
            };
            if *offset == 0 {
                name
            } else {
                format!("{name}{offset:+}")
            }
        }
    }
}

fn instr(n: Names, i: &Instr) -> String {
    let v = |x: &Var| n.var(*x);
    match &i.kind {
        InstrKind::Alloca { dst, size } => format!("{} = alloca {size}", v(dst)),
        InstrKind::Load { dst, ptr, size } => format!("{} = load {size} {}", v(dst), n.op(ptr)),
        InstrKind::Store { ptr, val, size } => {
            format!("store {size} {} -> {}", n.op(val), n.op(ptr))
        }
        InstrKind::PtrAdd {
            dst,
            base,
            offset,
            indices,
        } => {
            let mut s = format!("{} = ptradd {} {offset:+}", v(dst), n.op(base));
            for (o, scale) in indices {
                let _ = write!(s, " + {}*{scale}", n.op(o));
            }
            s
        }
        InstrKind::Bin {
            dst,
            op,
            a,
            b,
            width,
            nsw,
        } => {
            let nsw = if *nsw { " nsw" } else { "" };
            format!("{} = {op:?}{nsw}.i{width} {}, {}", v(dst), n.op(a), n.op(b))
        }
        InstrKind::Cmp {
            dst,
            pred,
            a,
            b,
            width,
        } => {
            format!(
                "{} = cmp {pred:?}.i{width} {}, {}",
                v(dst),
                n.op(a),
                n.op(b)
            )
        }
        InstrKind::Cast {
            dst,
            op,
            val,
            from,
            to,
        } => {
            format!("{} = {op:?} i{from} {} to i{to}", v(dst), n.op(val))
        }
        InstrKind::Select { dst, cond, a, b } => {
            format!(
                "{} = select {} ? {} : {}",
                v(dst),
                n.op(cond),
                n.op(a),
                n.op(b)
            )
        }
        InstrKind::Move { moves } => {
            let m: Vec<_> = moves
                .iter()
                .map(|(d, o)| format!("{} = {}", v(d), n.op(o)))
                .collect();
            format!("move {}", m.join(", "))
        }
        InstrKind::Call { dst, callee, args } => {
            let f = match callee {
                Callee::Direct(id) => global_operand(n.prog, &Operand::Func(*id)),
                Callee::Indirect(o) => format!("*{}", n.op(o)),
            };
            let call = format!("call {f}({})", n.ops(args));
            match dst {
                Some(d) => format!("{} = {call}", v(d)),
                None => call,
            }
        }
        InstrKind::Memset { dst, val, len } => {
            format!("memset {}", n.ops(&[dst.clone(), val.clone(), len.clone()]))
        }
        InstrKind::Memcpy {
            dst,
            src,
            len,
            overlap,
        } => {
            let name = if *overlap { "memmove" } else { "memcpy" };
            format!("{name} {}", n.ops(&[dst.clone(), src.clone(), len.clone()]))
        }
        InstrKind::LifetimeStart { ptr } => format!("lifetime.start {}", n.op(ptr)),
        InstrKind::LifetimeEnd { ptr } => format!("lifetime.end {}", n.op(ptr)),
        InstrKind::Kill { vars } => format!("kill {}", n.vars(vars)),
        InstrKind::KillSlots { slots } => format!("kill.slots {}", n.vars(slots)),
        InstrKind::Unsupported { what, dst } => match dst {
            Some(d) => format!("{} = unsupported \"{what}\"", v(d)),
            None => format!("unsupported \"{what}\""),
        },
    }
}

fn terminator(n: Names, t: &Terminator) -> String {
    match t {
        Terminator::Br(b) => format!("br {}", n.block(*b)),
        Terminator::CondBr { cond, then_, else_ } => {
            format!(
                "br {} ? {} : {}",
                n.op(cond),
                n.block(*then_),
                n.block(*else_)
            )
        }
        Terminator::Switch {
            val,
            width,
            cases,
            default,
        } => {
            let cs: Vec<_> = cases
                .iter()
                .map(|(c, b)| format!("{c} -> {}", n.block(*b)))
                .collect();
            format!(
                "switch i{width} {} [{}] default {}",
                n.op(val),
                cs.join(", "),
                n.block(*default)
            )
        }
        Terminator::Ret(None) => "ret".into(),
        Terminator::Ret(Some(o)) => format!("ret {}", n.op(o)),
        Terminator::Unreachable => "unreachable".into(),
    }
}

fn function(f: &mut Formatter<'_>, prog: Option<&Program>, func: &Function) -> fmt::Result {
    let n = Names { prog, func };
    let variadic = if func.variadic { ", ..." } else { "" };
    let kw = if func.is_defined() {
        "define"
    } else {
        "declare"
    };
    write!(f, "{kw} @{}({}{variadic})", func.name, n.vars(&func.params))?;
    if !func.is_defined() {
        return writeln!(f);
    }
    writeln!(f, " {{  ; {}", func.loc)?;
    for (b, block) in func.blocks.iter().enumerate() {
        writeln!(f, "{}:", n.block(BlockId(b as u32)))?;
        for p in &block.phis {
            let inc: Vec<_> = p
                .incoming
                .iter()
                .map(|(b, o)| format!("[{}: {}]", n.block(*b), n.op(o)))
                .collect();
            writeln!(f, "  {} = phi {}", n.var(p.dst), inc.join(" "))?;
        }
        for i in &block.instrs {
            writeln!(f, "  {:<50} ; {}", instr(n, i), i.loc)?;
        }
        writeln!(
            f,
            "  {:<50} ; {}",
            terminator(n, &block.term),
            block.term_loc
        )?;
    }
    writeln!(f, "}}")
}

fn global(f: &mut Formatter<'_>, prog: &Program, g: &Global) -> fmt::Result {
    let kind = match (g.external, g.is_const) {
        (true, _) => "external",
        (false, true) => "constant",
        (false, false) => "global",
    };
    write!(f, "@{} = {kind} {} B", g.name, g.size)?;
    for i in &g.init {
        match i {
            Init::Zero { offset, size } => write!(f, " [{offset}: zero {size}]")?,
            Init::Int {
                offset,
                size,
                value,
            } => write!(f, " [{offset}: i{} {value}]", size * 8)?,
            Init::Ptr { offset, target } => {
                write!(f, " [{offset}: {}]", global_operand(Some(prog), target))?
            }
            Init::Unknown { offset, size } => write!(f, " [{offset}: unknown {size}]")?,
        }
    }
    writeln!(f)
}

impl Display for Function {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        function(f, None, self)
    }
}

impl Display for Program {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        for g in &self.globals {
            global(f, self, g)?;
        }
        for func in &self.functions {
            writeln!(f)?;
            function(f, Some(self), func)?;
        }
        Ok(())
    }
}

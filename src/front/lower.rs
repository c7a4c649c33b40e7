//! Lowering of LLVM functions into canopy IR functions.

mod aggregate;

use super::consts::{pointee, sext, zext};
use super::intrinsics;
use super::layout::GepIndex;
use super::symbols::{name_str, Symbols};
use crate::ir::{
    BinOp, Block, BlockId, Callee, CastOp, CmpPred, Function, Instr, InstrKind, Loc, Operand, Phi,
    Terminator, Var,
};
use llvm_ir::function::{FunctionDeclaration, Parameter};
use llvm_ir::instruction as li;
use llvm_ir::terminator as lt;
use llvm_ir::{Constant, HasDebugLoc, Instruction, IntPredicate, Name, Type, TypeRef};
use std::collections::HashMap;

/// Result of lowering one instruction: its instructions (none drops it), or
/// `Err` naming an unsupported construct.
type Lowered = Result<Vec<InstrKind>, String>;

/// Lowers a defined function.
pub fn lower_function(sym: &Symbols, f: &llvm_ir::Function) -> Function {
    let mut cx = FnCx::new(sym, &f.name, &f.parameters, &f.return_type);
    for bb in &f.basic_blocks {
        for i in &bb.instrs {
            if let Some(n) = i.try_get_result() {
                let ty = cx.result_type(i).unwrap_or_else(|| sym.module.types.void());
                cx.add_var(n, &ty);
            }
        }
    }
    for (i, bb) in f.basic_blocks.iter().enumerate() {
        cx.blocks.insert(bb.name.clone(), BlockId(i as u32));
    }
    let mut blocks: Vec<Block> = f.basic_blocks.iter().map(|bb| cx.block(bb)).collect();
    if let Some(entry) = blocks.first_mut() {
        let slots = cx.slots.iter().map(|&(dst, size)| Instr {
            kind: InstrKind::Alloca { dst, size },
            loc: sym.loc(f.get_debug_loc()),
        });
        entry.instrs.splice(0..0, slots);
    }
    locate_unlocated(&mut blocks, &sym.loc(f.get_debug_loc()));
    cx.finish(
        &f.name,
        &f.parameters,
        blocks,
        f.is_var_arg,
        f.get_debug_loc(),
    )
}

/// Gives the instructions clang leaves without a location (parameter
/// spills, a branch after a scope's end) the location of the instruction
/// before them in their block, else of the first one after them, else the
/// function's (so an error found there is not reported at line 0).
fn locate_unlocated(blocks: &mut [Block], function: &Loc) {
    for (b, block) in blocks.iter_mut().enumerate() {
        let first = block
            .instrs
            .iter()
            .map(|i| &i.loc)
            .chain([&block.term_loc])
            .find(|l| l.line != 0);
        let mut last = match first {
            Some(l) if b > 0 => l.clone(),
            _ => function.clone(),
        };
        for loc in block
            .instrs
            .iter_mut()
            .map(|i| &mut i.loc)
            .chain([&mut block.term_loc])
        {
            if loc.line == 0 {
                *loc = last.clone();
            } else {
                last = loc.clone();
            }
        }
    }
}

/// Lowers a declared-only function (no blocks).
pub fn lower_declaration(sym: &Symbols, d: &FunctionDeclaration) -> Function {
    let cx = FnCx::new(sym, &d.name, &d.parameters, &d.return_type);
    cx.finish(
        &d.name,
        &d.parameters,
        Vec::new(),
        d.is_var_arg,
        &d.debugloc,
    )
}

/// The declaration of the `alloca` built-in that variable-size allocas call.
pub fn builtin_alloca(sym: &Symbols) -> Function {
    Function {
        name: "__builtin_alloca".into(),
        params: vec![Var(0)],
        num_vars: 1,
        var_names: vec!["size".into()],
        blocks: Vec::new(),
        variadic: false,
        loc: sym.loc(&None),
    }
}

/// Per-function state: registers and blocks by LLVM name.
struct FnCx<'a, 'm> {
    sym: &'a Symbols<'m>,
    /// The function's name.
    func: String,
    vars: HashMap<Name, Var>,
    /// The registers of the scalar leaves of each aggregate register.
    aggs: HashMap<Name, Vec<Var>>,
    var_names: Vec<String>,
    blocks: HashMap<Name, BlockId>,
    /// The hidden first parameter an aggregate return value is stored through.
    ret_slot: Option<Var>,
    /// Stack slots (register, size) receiving aggregate results of calls, allocated on entry.
    slots: Vec<(Var, u64)>,
}

impl<'a, 'm> FnCx<'a, 'm> {
    fn new(sym: &'a Symbols<'m>, func: &str, params: &[Parameter], ret: &TypeRef) -> Self {
        let mut cx = FnCx {
            sym,
            func: func.to_string(),
            vars: HashMap::new(),
            aggs: HashMap::new(),
            var_names: Vec::new(),
            blocks: HashMap::new(),
            ret_slot: None,
            slots: Vec::new(),
        };
        if cx.agg_leaves(ret).is_some() {
            cx.ret_slot = Some(cx.fresh("agg.ret".into()));
        }
        for p in params {
            cx.add_var(&p.name, &p.ty);
        }
        cx
    }

    /// A new register.
    fn fresh(&mut self, name: String) -> Var {
        self.var_names.push(name);
        Var(self.var_names.len() as u32 - 1)
    }

    /// Registers the LLVM register `n` of type `ty`: one register per leaf of an aggregate.
    fn add_var(&mut self, n: &Name, ty: &TypeRef) {
        if self.vars.contains_key(n) || self.aggs.contains_key(n) {
            return;
        }
        match self.agg_leaves(ty) {
            Some(leaves) => {
                let regs = (0..leaves.len())
                    .map(|k| self.fresh(format!("{}.{k}", name_str(n))))
                    .collect();
                self.aggs.insert(n.clone(), regs);
            }
            None => {
                let v = self.fresh(name_str(n));
                self.vars.insert(n.clone(), v);
            }
        }
    }

    /// The (scalar) register an instruction defines, if any.
    fn result(&self, i: &Instruction) -> Option<Var> {
        i.try_get_result().and_then(|n| self.vars.get(n).copied())
    }

    fn finish(
        self,
        name: &str,
        params: &[Parameter],
        blocks: Vec<Block>,
        variadic: bool,
        loc: &Option<llvm_ir::DebugLoc>,
    ) -> Function {
        let params =
            self.ret_slot.into_iter().chain(params.iter().flat_map(
                |p| match self.aggs.get(&p.name) {
                    Some(leaves) => leaves.clone(),
                    None => vec![self.vars[&p.name]],
                },
            ));
        Function {
            name: name.to_string(),
            params: params.collect(),
            num_vars: self.var_names.len() as u32,
            var_names: self.var_names,
            blocks,
            variadic,
            loc: self.sym.loc(loc),
        }
    }

    fn block(&mut self, bb: &llvm_ir::BasicBlock) -> Block {
        let mut phis = Vec::new();
        let mut instrs = Vec::new();
        for i in &bb.instrs {
            let loc = self.sym.loc(i.get_debug_loc());
            if let Instruction::Phi(p) = i {
                match self.phi(p) {
                    Ok(split) => phis.extend(split),
                    Err(what) => instrs.insert(
                        0,
                        Instr {
                            kind: InstrKind::Unsupported { what, dst: None },
                            loc,
                        },
                    ),
                }
                continue;
            }
            let kinds = self.instr(i).unwrap_or_else(|what| {
                let dst = self.result(i);
                vec![InstrKind::Unsupported { what, dst }]
            });
            instrs.extend(kinds.into_iter().map(|kind| Instr {
                kind,
                loc: loc.clone(),
            }));
        }
        let term_loc = self.sym.loc(bb.term.get_debug_loc());
        let term = self.terminator(&bb.term).map(|(stores, term)| {
            instrs.extend(stores.into_iter().map(|kind| Instr {
                kind,
                loc: term_loc.clone(),
            }));
            term
        });
        let term = term.unwrap_or_else(|what| {
            let kind = InstrKind::Unsupported { what, dst: None };
            instrs.push(Instr {
                kind,
                loc: term_loc.clone(),
            });
            Terminator::Unreachable
        });
        Block {
            name: name_str(&bb.name),
            phis,
            instrs,
            term,
            term_loc,
        }
    }

    fn operand(&self, op: &llvm_ir::Operand) -> Result<Operand, String> {
        match op {
            llvm_ir::Operand::LocalOperand { name, .. } => self
                .vars
                .get(name)
                .map(|v| Operand::Var(*v))
                .ok_or_else(|| format!("unknown register {name}")),
            llvm_ir::Operand::ConstantOperand(c) => self.sym.const_operand(c),
            llvm_ir::Operand::MetadataOperand => Err("metadata operand".into()),
        }
    }

    fn block_id(&self, n: &Name) -> Result<BlockId, String> {
        self.blocks
            .get(n)
            .copied()
            .ok_or_else(|| format!("unknown block {n}"))
    }

    fn type_of(&self, op: &llvm_ir::Operand) -> llvm_ir::TypeRef {
        self.sym.module.types.type_of(op)
    }

    /// Width in bits of a scalar type; vectors and aggregates are unsupported.
    fn bits(&self, ty: &Type) -> Result<u32, String> {
        self.sym
            .layout
            .scalar_bits(ty)
            .ok_or_else(|| format!("operation on type {ty}"))
    }

    /// A phi node; one per leaf for an aggregate.
    fn phi(&self, p: &li::Phi) -> Result<Vec<Phi>, String> {
        if let Some(leaves) = self.aggs.get(&p.dest) {
            let mut phis: Vec<Phi> = leaves
                .iter()
                .map(|&dst| Phi {
                    dst,
                    incoming: Vec::new(),
                })
                .collect();
            for (op, from) in &p.incoming_values {
                let from = self.block_id(from)?;
                for (phi, op) in phis.iter_mut().zip(self.agg_operands(op)?) {
                    phi.incoming.push((from, op));
                }
            }
            return Ok(phis);
        }
        let mut incoming = Vec::with_capacity(p.incoming_values.len());
        for (op, from) in &p.incoming_values {
            incoming.push((self.block_id(from)?, self.operand(op)?));
        }
        Ok(vec![Phi {
            dst: self.vars[&p.dest],
            incoming,
        }])
    }

    fn instr(&mut self, i: &Instruction) -> Lowered {
        use Instruction as I;
        if let Some(lowered) = self.aggregate_instr(i) {
            return lowered;
        }
        let result = self.result(i);
        let dst = || result.ok_or_else(|| "instruction without a result".to_string());
        let kind = match i {
            I::Add(x) => self.signed(dst()?, BinOp::Add, &x.operand0, &x.operand1, &x.dest)?,
            I::Sub(x) => self.signed(dst()?, BinOp::Sub, &x.operand0, &x.operand1, &x.dest)?,
            I::Mul(x) => self.signed(dst()?, BinOp::Mul, &x.operand0, &x.operand1, &x.dest)?,
            I::UDiv(x) => self.bin(dst()?, BinOp::UDiv, &x.operand0, &x.operand1)?,
            I::SDiv(x) => self.bin(dst()?, BinOp::SDiv, &x.operand0, &x.operand1)?,
            I::URem(x) => self.bin(dst()?, BinOp::URem, &x.operand0, &x.operand1)?,
            I::SRem(x) => self.bin(dst()?, BinOp::SRem, &x.operand0, &x.operand1)?,
            I::And(x) => self.bin(dst()?, BinOp::And, &x.operand0, &x.operand1)?,
            I::Or(x) => self.bin(dst()?, BinOp::Or, &x.operand0, &x.operand1)?,
            I::Xor(x) => self.bin(dst()?, BinOp::Xor, &x.operand0, &x.operand1)?,
            I::Shl(x) => self.signed(dst()?, BinOp::Shl, &x.operand0, &x.operand1, &x.dest)?,
            I::LShr(x) => self.bin(dst()?, BinOp::LShr, &x.operand0, &x.operand1)?,
            I::AShr(x) => self.bin(dst()?, BinOp::AShr, &x.operand0, &x.operand1)?,
            I::FAdd(x) => self.bin(dst()?, BinOp::Float, &x.operand0, &x.operand1)?,
            I::FSub(x) => self.bin(dst()?, BinOp::Float, &x.operand0, &x.operand1)?,
            I::FMul(x) => self.bin(dst()?, BinOp::Float, &x.operand0, &x.operand1)?,
            I::FDiv(x) => self.bin(dst()?, BinOp::Float, &x.operand0, &x.operand1)?,
            I::FRem(x) => self.bin(dst()?, BinOp::Float, &x.operand0, &x.operand1)?,
            I::FNeg(x) => InstrKind::Bin {
                dst: dst()?,
                op: BinOp::Float,
                a: self.operand(&x.operand)?,
                b: Operand::Undef,
                width: self.bits(&self.type_of(&x.operand))?,
                nsw: false,
            },
            I::ICmp(x) => {
                let width = self.bits(&self.type_of(&x.operand0))?;
                let (a, b) = (self.operand(&x.operand0)?, self.operand(&x.operand1)?);
                InstrKind::Cmp {
                    dst: dst()?,
                    pred: int_pred(x.predicate),
                    a,
                    b,
                    width,
                }
            }
            I::FCmp(x) => {
                let width = self.bits(&self.type_of(&x.operand0))?;
                let (a, b) = (self.operand(&x.operand0)?, self.operand(&x.operand1)?);
                InstrKind::Cmp {
                    dst: dst()?,
                    pred: CmpPred::Float,
                    a,
                    b,
                    width,
                }
            }
            I::Trunc(x) => self.cast(dst()?, CastOp::Trunc, &x.operand, &x.to_type)?,
            I::ZExt(x) => self.cast(dst()?, CastOp::ZExt, &x.operand, &x.to_type)?,
            I::SExt(x) => self.cast(dst()?, CastOp::SExt, &x.operand, &x.to_type)?,
            I::PtrToInt(x) => self.cast(dst()?, CastOp::PtrToInt, &x.operand, &x.to_type)?,
            I::IntToPtr(x) => self.cast(dst()?, CastOp::IntToPtr, &x.operand, &x.to_type)?,
            I::BitCast(x) => self.cast(dst()?, CastOp::Bitcast, &x.operand, &x.to_type)?,
            I::AddrSpaceCast(x) => self.cast(dst()?, CastOp::Bitcast, &x.operand, &x.to_type)?,
            I::FPTrunc(x) => self.cast(dst()?, CastOp::Float, &x.operand, &x.to_type)?,
            I::FPExt(x) => self.cast(dst()?, CastOp::Float, &x.operand, &x.to_type)?,
            I::FPToUI(x) => self.cast(dst()?, CastOp::Float, &x.operand, &x.to_type)?,
            I::FPToSI(x) => self.cast(dst()?, CastOp::Float, &x.operand, &x.to_type)?,
            I::UIToFP(x) => self.cast(dst()?, CastOp::Float, &x.operand, &x.to_type)?,
            I::SIToFP(x) => self.cast(dst()?, CastOp::Float, &x.operand, &x.to_type)?,
            I::Select(x) => InstrKind::Select {
                dst: dst()?,
                cond: self.operand(&x.condition)?,
                a: self.operand(&x.true_value)?,
                b: self.operand(&x.false_value)?,
            },
            I::Freeze(x) => InstrKind::Move {
                moves: vec![(dst()?, self.operand(&x.operand)?)],
            },
            I::Alloca(x) => return self.alloca(dst()?, x),
            I::Load(x) if x.atomicity.is_none() => {
                let ty = pointee(&self.type_of(&x.address)).ok_or("load from a non-pointer")?;
                InstrKind::Load {
                    dst: dst()?,
                    ptr: self.operand(&x.address)?,
                    size: self.access_size(&ty)?,
                }
            }
            I::Store(x) if x.atomicity.is_none() => InstrKind::Store {
                ptr: self.operand(&x.address)?,
                val: self.operand(&x.value)?,
                size: self.access_size(&self.type_of(&x.value))?,
            },
            I::GetElementPtr(x) => self.gep(dst()?, x)?,
            I::Call(x) => return self.call(result, x),
            other => return Err(opcode(other)),
        };
        Ok(vec![kind])
    }

    fn bin(
        &self,
        dst: Var,
        op: BinOp,
        a: &llvm_ir::Operand,
        b: &llvm_ir::Operand,
    ) -> Result<InstrKind, String> {
        let width = self.bits(&self.type_of(a))?;
        Ok(InstrKind::Bin {
            dst,
            op,
            a: self.operand(a)?,
            b: self.operand(b)?,
            width,
            nsw: false,
        })
    }

    /// [`FnCx::bin`] of an instruction that may be marked `nsw`, with result `n`.
    fn signed(
        &self,
        dst: Var,
        op: BinOp,
        a: &llvm_ir::Operand,
        b: &llvm_ir::Operand,
        n: &Name,
    ) -> Result<InstrKind, String> {
        let mut kind = self.bin(dst, op, a, b)?;
        if let InstrKind::Bin { nsw, .. } = &mut kind {
            *nsw = self.sym.no_signed_wrap(&self.func, n);
        }
        Ok(kind)
    }

    fn cast(
        &self,
        dst: Var,
        op: CastOp,
        val: &llvm_ir::Operand,
        to: &Type,
    ) -> Result<InstrKind, String> {
        let from_ty = self.type_of(val);
        let (from, to_bits) = (self.bits(&from_ty)?, self.bits(to)?);
        let op = match (op, from_ty.as_ref(), to) {
            (CastOp::Bitcast, Type::FPType(_), _) | (CastOp::Bitcast, _, Type::FPType(_)) => {
                CastOp::Float
            }
            (CastOp::Bitcast, _, Type::PointerType { pointee_type, .. }) => {
                estimated_type(pointee_type).map_or(op, CastOp::ToStruct)
            }
            _ => op,
        };
        Ok(InstrKind::Cast {
            dst,
            op,
            val: self.operand(val)?,
            from,
            to: to_bits,
        })
    }

    /// Bytes of a load or store of a scalar type; aggregates and vectors are unsupported.
    fn access_size(&self, ty: &Type) -> Result<u32, String> {
        match ty {
            Type::IntegerType { .. } | Type::PointerType { .. } | Type::FPType(_) => {
                let size = self
                    .sym
                    .layout
                    .store_size(ty)
                    .ok_or_else(|| format!("access of type {ty}"))?;
                u32::try_from(size).map_err(|_| format!("access of type {ty}"))
            }
            _ => Err(format!("load or store of type {ty}")),
        }
    }

    /// An alloca; one of a variable size (a variable-length array) calls the `alloca` built-in.
    fn alloca(&mut self, dst: Var, x: &li::Alloca) -> Lowered {
        let elem = self
            .sym
            .layout
            .alloc_size(&x.allocated_type)
            .ok_or("alloca of an unsized type")?;
        let count = match &x.num_elements {
            llvm_ir::Operand::ConstantOperand(c) => match c.as_ref() {
                Constant::Int { value, bits } => zext(*value, *bits),
                _ => return Err("alloca with a non-integer count".into()),
            },
            n => {
                let f = self.sym.alloca.ok_or("alloca of a variable size")?;
                let width = self.bits(&self.type_of(n))?;
                let mut out = Vec::new();
                let mut size = self.operand(n)?;
                if elem != 1 {
                    let bytes = self.fresh("vla.size".into());
                    out.push(InstrKind::Bin {
                        dst: bytes,
                        op: BinOp::Mul,
                        a: size,
                        b: Operand::Int { value: elem, width },
                        width,
                        nsw: false,
                    });
                    size = Operand::Var(bytes);
                }
                out.push(InstrKind::Call {
                    dst: Some(dst),
                    callee: Callee::Direct(f),
                    args: vec![size],
                });
                return Ok(out);
            }
        };
        let size = elem.checked_mul(count).ok_or("alloca too large")?;
        Ok(vec![InstrKind::Alloca { dst, size }])
    }

    fn gep(&self, dst: Var, x: &li::GetElementPtr) -> Result<InstrKind, String> {
        if let Type::VectorType { .. } = self.type_of(&x.address).as_ref() {
            return Err("vector getelementptr".into());
        }
        let mut idx = Vec::with_capacity(x.indices.len());
        for op in &x.indices {
            idx.push(match op {
                llvm_ir::Operand::ConstantOperand(c) => match c.as_ref() {
                    Constant::Int { bits, value } => GepIndex::Const(sext(*value, *bits)),
                    _ => GepIndex::Var,
                },
                _ => GepIndex::Var,
            });
        }
        let folded = self
            .sym
            .layout
            .gep(&x.source_element_type, &idx)
            .ok_or("getelementptr on an unsized type")?;
        let mut indices = Vec::with_capacity(folded.scaled.len());
        for (pos, scale) in folded.scaled {
            indices.push((self.operand(&x.indices[pos])?, scale));
        }
        Ok(InstrKind::PtrAdd {
            dst,
            base: self.operand(&x.address)?,
            offset: folded.offset,
            indices,
        })
    }

    fn call(&mut self, dst: Option<Var>, x: &li::Call) -> Lowered {
        let f = x.function.as_ref().right().ok_or("inline assembly")?;
        let mut args = Vec::with_capacity(x.arguments.len());
        if let llvm_ir::Operand::ConstantOperand(c) = f {
            if let Constant::GlobalReference { name, .. } = c.as_ref() {
                let name = name_str(name);
                if super::symbols::is_intrinsic(&name) {
                    let ret = self.sym.module.types.type_of(x);
                    let float = matches!(ret.as_ref(), Type::FPType(_))
                        .then(|| self.bits(&ret))
                        .transpose()?;
                    let call = intrinsics::Call {
                        name: &name,
                        dst,
                        float,
                        args: &x.arguments,
                    };
                    let lowered = intrinsics::lower(&call, |op| self.operand(op))?;
                    return Ok(lowered.into_iter().collect());
                }
            }
        }
        for (a, _) in &x.arguments {
            match self.agg_leaves(&self.type_of(a)).is_some() {
                true => args.extend(self.agg_operands(a)?),
                false => args.push(self.operand(a)?),
            }
        }
        let callee = match self.operand(f)? {
            Operand::Func(id) => Callee::Direct(id),
            op => Callee::Indirect(op),
        };
        match x.dest.as_ref().and_then(|n| self.aggs.get(n)).cloned() {
            Some(leaves) => self.agg_call(x, leaves, callee, args),
            None => Ok(vec![InstrKind::Call { dst, callee, args }]),
        }
    }

    /// A terminator, after the stores of an aggregate return value.
    fn terminator(
        &mut self,
        t: &llvm_ir::Terminator,
    ) -> Result<(Vec<InstrKind>, Terminator), String> {
        use llvm_ir::Terminator as T;
        if let (
            Some(slot),
            T::Ret(lt::Ret {
                return_operand: Some(op),
                ..
            }),
        ) = (self.ret_slot, t)
        {
            return Ok((
                self.agg_store(Operand::Var(slot), op)?,
                Terminator::Ret(None),
            ));
        }
        Ok((Vec::new(), self.scalar_terminator(t)?))
    }

    fn scalar_terminator(&self, t: &llvm_ir::Terminator) -> Result<Terminator, String> {
        use llvm_ir::Terminator as T;
        Ok(match t {
            T::Ret(lt::Ret { return_operand, .. }) => Terminator::Ret(
                return_operand
                    .as_ref()
                    .map(|op| self.operand(op))
                    .transpose()?,
            ),
            T::Br(b) => Terminator::Br(self.block_id(&b.dest)?),
            T::CondBr(b) => Terminator::CondBr {
                cond: self.operand(&b.condition)?,
                then_: self.block_id(&b.true_dest)?,
                else_: self.block_id(&b.false_dest)?,
            },
            T::Switch(s) => {
                let mut cases = Vec::with_capacity(s.dests.len());
                for (c, target) in &s.dests {
                    let Constant::Int { bits, value } = c.as_ref() else {
                        return Err("switch on a non-integer".into());
                    };
                    cases.push((zext(*value, *bits), self.block_id(target)?));
                }
                Terminator::Switch {
                    val: self.operand(&s.operand)?,
                    width: self.bits(&self.type_of(&s.operand))?,
                    cases,
                    default: self.block_id(&s.default_dest)?,
                }
            }
            T::Unreachable(_) => Terminator::Unreachable,
            other => return Err(opcode(other)),
        })
    }
}

fn int_pred(p: IntPredicate) -> CmpPred {
    match p {
        IntPredicate::EQ => CmpPred::Eq,
        IntPredicate::NE => CmpPred::Ne,
        IntPredicate::UGT => CmpPred::Ugt,
        IntPredicate::UGE => CmpPred::Uge,
        IntPredicate::ULT => CmpPred::Ult,
        IntPredicate::ULE => CmpPred::Ule,
        IntPredicate::SGT => CmpPred::Sgt,
        IntPredicate::SGE => CmpPred::Sge,
        IntPredicate::SLT => CmpPred::Slt,
        IntPredicate::SLE => CmpPred::Sle,
    }
}

/// The opcode of an LLVM instruction or terminator as printed (e.g. `extractvalue`).
fn opcode(i: &impl std::fmt::Display) -> String {
    let text = i.to_string();
    let rhs = text.split_once(" = ").map_or(text.as_str(), |(_, r)| r);
    rhs.split_whitespace()
        .next()
        .unwrap_or("instruction")
        .to_string()
}

/// The estimated type (Predator's) of an object a pointer to `pointee`
/// points to: a named struct, or an array of pointers to one (a bucket
/// table, which must not become a node of the lists it holds).
fn estimated_type(pointee: &Type) -> Option<u32> {
    let name = match pointee {
        Type::NamedStructType { name } => name.clone(),
        Type::PointerType { pointee_type, .. } => match pointee_type.as_ref() {
            Type::NamedStructType { name } => format!("{name}*"),
            _ => return None,
        },
        _ => return None,
    };
    Some(fxhash::hash32(name.as_bytes()) | 1)
}

//! First-class aggregates (structs and arrays held in registers, as clang
//! returns small structs): each aggregate register is split into one register
//! per scalar leaf at its data-layout offset, and an aggregate return value
//! goes through a hidden first parameter pointing to a stack slot of the caller.

use super::{pointee, FnCx, Lowered};
use crate::ir::{Callee, InstrKind, Operand, Var};
use llvm_ir::instruction as li;
use llvm_ir::{Constant, Instruction, Type, TypeRef};

impl FnCx<'_, '_> {
    /// The scalar leaves `(byte offset, type)` of an aggregate type; `None` for
    /// other types and for aggregates too large to split.
    pub(super) fn agg_leaves(&self, ty: &TypeRef) -> Option<Vec<(u64, TypeRef)>> {
        if !self.sym.layout.is_aggregate(ty) {
            return None;
        }
        let mut out = Vec::new();
        self.sym.layout.leaves(ty, 0, &mut out)?;
        Some(out)
    }

    /// The leaf operands of an aggregate operand.
    pub(super) fn agg_operands(&self, op: &llvm_ir::Operand) -> Result<Vec<Operand>, String> {
        match op {
            llvm_ir::Operand::LocalOperand { name, ty } => self
                .aggs
                .get(name)
                .map(|regs| regs.iter().map(|&v| Operand::Var(v)).collect())
                .ok_or_else(|| format!("aggregate of type {ty}")),
            llvm_ir::Operand::ConstantOperand(c) => {
                let mut out = Vec::new();
                self.agg_constant(c, &mut out)?;
                Ok(out)
            }
            llvm_ir::Operand::MetadataOperand => Err("metadata operand".into()),
        }
    }

    /// Appends the leaf operands of a constant (aggregate or scalar) to `out`.
    fn agg_constant(&self, c: &Constant, out: &mut Vec<Operand>) -> Result<(), String> {
        match c {
            Constant::Struct { values, .. } => {
                for v in values {
                    self.agg_constant(v, out)?;
                }
            }
            Constant::Array { elements, .. } => {
                for e in elements {
                    self.agg_constant(e, out)?;
                }
            }
            Constant::AggregateZero(ty) | Constant::Undef(ty) | Constant::Poison(ty)
                if self.sym.layout.is_aggregate(ty) =>
            {
                let leaves = self
                    .agg_leaves(ty)
                    .ok_or_else(|| format!("aggregate of type {ty}"))?;
                let zero = matches!(c, Constant::AggregateZero(_));
                out.extend(leaves.iter().map(|(_, t)| match (zero, t.as_ref()) {
                    (true, Type::PointerType { .. }) => Operand::Null,
                    (true, Type::IntegerType { bits }) => Operand::Int {
                        value: 0,
                        width: *bits,
                    },
                    _ => Operand::Undef,
                }));
            }
            c => out.push(self.sym.const_operand(c)?),
        }
        Ok(())
    }

    /// The leaf operands of an operand of any type (one for a scalar).
    fn leaf_operands(&self, op: &llvm_ir::Operand) -> Result<Vec<Operand>, String> {
        match self.agg_leaves(&self.type_of(op)) {
            Some(_) => self.agg_operands(op),
            None => Ok(vec![self.operand(op)?]),
        }
    }

    /// The registers defined for the result `n`: its leaves, or the scalar register.
    fn leaf_regs(&self, n: &llvm_ir::Name) -> Result<Vec<Var>, String> {
        match (self.aggs.get(n), self.vars.get(n)) {
            (Some(regs), _) => Ok(regs.clone()),
            (None, Some(&v)) => Ok(vec![v]),
            _ => Err(format!("unknown register {n}")),
        }
    }

    /// Lowers an instruction that produces or consumes an aggregate value; `None` for others.
    pub(super) fn aggregate_instr(&mut self, i: &Instruction) -> Option<Lowered> {
        use Instruction as I;
        Some(match i {
            I::Load(x) if x.atomicity.is_none() && self.aggs.contains_key(&x.dest) => {
                let regs = self.aggs[&x.dest].clone();
                let ty = pointee(&self.type_of(&x.address))?;
                self.operand(&x.address)
                    .and_then(|ptr| self.agg_load(&regs, ptr, &ty))
            }
            I::Store(x)
                if x.atomicity.is_none() && self.agg_leaves(&self.type_of(&x.value)).is_some() =>
            {
                self.operand(&x.address)
                    .and_then(|ptr| self.agg_store(ptr, &x.value))
            }
            I::ExtractValue(x) => self.extract_value(x),
            I::InsertValue(x) => self.insert_value(x),
            I::Select(x) if self.aggs.contains_key(&x.dest) => self.agg_select(x),
            I::Freeze(x) if self.aggs.contains_key(&x.dest) => self.agg_move(&x.dest, &x.operand),
            _ => return None,
        })
    }

    /// The type of the result of an instruction that may produce an aggregate;
    /// `None` for the others (computed here: llvm-ir panics on some).
    pub(super) fn result_type(&self, i: &Instruction) -> Option<TypeRef> {
        use Instruction as I;
        match i {
            I::Load(x) => pointee(&self.type_of(&x.address)),
            I::Call(x) => Some(self.sym.module.types.type_of(x)),
            I::Phi(x) => Some(x.to_type.clone()),
            I::Select(x) => Some(self.type_of(&x.true_value)),
            I::Freeze(x) => Some(self.type_of(&x.operand)),
            I::InsertValue(x) => Some(self.type_of(&x.aggregate)),
            I::ExtractValue(x) => {
                let ty = self.type_of(&x.aggregate);
                Some(self.sym.layout.member_leaves(&ty, &x.indices)?.2)
            }
            _ => None,
        }
    }

    /// Loads the leaves of an aggregate of type `ty` at `ptr` into `regs`.
    fn agg_load(&mut self, regs: &[Var], ptr: Operand, ty: &TypeRef) -> Lowered {
        let leaves = self
            .agg_leaves(ty)
            .ok_or_else(|| format!("load of type {ty}"))?;
        let mut out = Vec::with_capacity(2 * leaves.len());
        for (&dst, (offset, t)) in regs.iter().zip(&leaves) {
            let size = self.access_size(t)?;
            let ptr = self.leaf_address(ptr.clone(), *offset, &mut out);
            out.push(InstrKind::Load { dst, ptr, size });
        }
        Ok(out)
    }

    /// Stores the leaves of the aggregate `val` at `ptr`.
    pub(super) fn agg_store(&mut self, ptr: Operand, val: &llvm_ir::Operand) -> Lowered {
        let ty = self.type_of(val);
        let leaves = self
            .agg_leaves(&ty)
            .ok_or_else(|| format!("store of type {ty}"))?;
        let vals = self.agg_operands(val)?;
        let mut out = Vec::with_capacity(2 * leaves.len());
        for (val, (offset, t)) in vals.into_iter().zip(&leaves) {
            let size = self.access_size(t)?;
            let ptr = self.leaf_address(ptr.clone(), *offset, &mut out);
            out.push(InstrKind::Store { ptr, val, size });
        }
        Ok(out)
    }

    /// The address `ptr + offset`, computed into a new register unless `offset` is 0.
    fn leaf_address(&mut self, ptr: Operand, offset: u64, out: &mut Vec<InstrKind>) -> Operand {
        if offset == 0 {
            return ptr;
        }
        let dst = self.fresh("agg.field".into());
        out.push(InstrKind::PtrAdd {
            dst,
            base: ptr,
            offset: offset as i64,
            indices: Vec::new(),
        });
        Operand::Var(dst)
    }

    /// A call returning an aggregate: the callee stores it through a hidden
    /// first argument, a stack slot of the caller live only around the call.
    pub(super) fn agg_call(
        &mut self,
        x: &li::Call,
        regs: Vec<Var>,
        callee: Callee,
        mut args: Vec<Operand>,
    ) -> Lowered {
        let ty = self.sym.module.types.type_of(x);
        let size = self
            .sym
            .layout
            .alloc_size(&ty)
            .ok_or_else(|| format!("call returning {ty}"))?;
        let slot = self.fresh("agg.result".into());
        self.slots.push((slot, size));
        let ptr = Operand::Var(slot);
        args.insert(0, ptr.clone());
        let mut out = vec![
            InstrKind::LifetimeStart { ptr: ptr.clone() },
            InstrKind::Call {
                dst: None,
                callee,
                args,
            },
        ];
        out.extend(self.agg_load(&regs, ptr.clone(), &ty)?);
        out.push(InstrKind::LifetimeEnd { ptr });
        Ok(out)
    }

    /// `extractvalue`: the leaves of the member are moved to the result.
    fn extract_value(&self, x: &li::ExtractValue) -> Lowered {
        let ty = self.type_of(&x.aggregate);
        let (first, count, _) = self
            .sym
            .layout
            .member_leaves(&ty, &x.indices)
            .ok_or_else(|| format!("extractvalue from {ty}"))?;
        let vals = self.agg_operands(&x.aggregate)?;
        let regs = self.leaf_regs(&x.dest)?;
        if regs.len() != count || first + count > vals.len() {
            return Err(format!("extractvalue from {ty}"));
        }
        let moves = regs.into_iter().zip(vals.into_iter().skip(first));
        Ok(vec![InstrKind::Move {
            moves: moves.collect(),
        }])
    }

    /// `insertvalue`: the leaves of the aggregate with those of the member replaced.
    fn insert_value(&self, x: &li::InsertValue) -> Lowered {
        let ty = self.type_of(&x.aggregate);
        let (first, count, _) = self
            .sym
            .layout
            .member_leaves(&ty, &x.indices)
            .ok_or_else(|| format!("insertvalue into {ty}"))?;
        let mut vals = self.agg_operands(&x.aggregate)?;
        let member = self.leaf_operands(&x.element)?;
        if member.len() != count || first + count > vals.len() {
            return Err(format!("insertvalue into {ty}"));
        }
        vals.splice(first..first + count, member);
        let regs = self.leaf_regs(&x.dest)?;
        Ok(vec![InstrKind::Move {
            moves: regs.into_iter().zip(vals).collect(),
        }])
    }

    /// `select` between aggregates: one select per leaf.
    fn agg_select(&self, x: &li::Select) -> Lowered {
        let cond = self.operand(&x.condition)?;
        let a = self.agg_operands(&x.true_value)?;
        let b = self.agg_operands(&x.false_value)?;
        let regs = self.leaf_regs(&x.dest)?;
        Ok(regs
            .into_iter()
            .zip(a.into_iter().zip(b))
            .map(|(dst, (a, b))| InstrKind::Select {
                dst,
                cond: cond.clone(),
                a,
                b,
            })
            .collect())
    }

    /// A copy of an aggregate (`freeze`).
    fn agg_move(&self, dst: &llvm_ir::Name, val: &llvm_ir::Operand) -> Lowered {
        let moves = self
            .leaf_regs(dst)?
            .into_iter()
            .zip(self.agg_operands(val)?);
        Ok(vec![InstrKind::Move {
            moves: moves.collect(),
        }])
    }
}

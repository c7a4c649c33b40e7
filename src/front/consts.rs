//! Constants: folding constant expressions into operands, and flattening
//! global initialisers into byte-offset `Init` entries.

use super::layout::GepIndex;
use super::symbols::{Symbol, Symbols};
use crate::ir::{Init, Operand};
use llvm_ir::constant::Float;
use llvm_ir::{Constant, Type};

/// Alias chains longer than this are not followed.
const MAX_ALIAS_DEPTH: u32 = 16;

/// The value of an integer constant of `bits` bits, sign-extended to 64 bits.
pub fn sext(value: u64, bits: u32) -> i64 {
    if bits == 0 || bits >= 64 {
        value as i64
    } else {
        let shift = 64 - bits;
        ((value << shift) as i64) >> shift
    }
}

/// The value of an integer constant of `bits` bits, zero-extended to 64 bits.
pub fn zext(value: u64, bits: u32) -> u64 {
    if bits >= 64 {
        value
    } else {
        value & ((1u64 << bits) - 1)
    }
}

impl Symbols<'_> {
    /// Folds a constant into an operand; `Err` names what cannot be folded.
    pub fn const_operand(&self, c: &Constant) -> Result<Operand, String> {
        self.fold(c, 0)
    }

    fn fold(&self, c: &Constant, depth: u32) -> Result<Operand, String> {
        Ok(match c {
            Constant::Int { bits, .. } if *bits > 64 => {
                return Err(format!("integer constant of {bits} bits"))
            }
            Constant::Int { bits, value } => Operand::Int {
                value: zext(*value, *bits),
                width: *bits,
            },
            Constant::Null(_) => Operand::Null,
            Constant::Undef(_) | Constant::Poison(_) | Constant::Float(_) => Operand::Undef,
            Constant::GlobalReference { name, .. } => match self.lookup(name) {
                Some(Symbol::Func(id)) => Operand::Func(id),
                Some(Symbol::Global(id)) => Operand::Global { id, offset: 0 },
                Some(Symbol::Alias(a)) if depth < MAX_ALIAS_DEPTH => self.fold(a, depth + 1)?,
                _ => return Err(format!("reference to unknown global {name}")),
            },
            Constant::GetElementPtr(g) => {
                let base = self.fold(&g.address, depth)?;
                let elem = pointee(&self.module.types.type_of(&g.address))
                    .ok_or("constant getelementptr on a non-pointer")?;
                let mut idx = Vec::with_capacity(g.indices.len());
                for i in &g.indices {
                    match i.as_ref() {
                        Constant::Int { bits, value } => {
                            idx.push(GepIndex::Const(sext(*value, *bits)))
                        }
                        _ => return Err("constant getelementptr with a non-integer index".into()),
                    }
                }
                let off = self
                    .layout
                    .gep(&elem, &idx)
                    .ok_or("constant getelementptr on an unsized type")?
                    .offset;
                match base {
                    Operand::Global { id, offset } => Operand::Global {
                        id,
                        offset: offset.wrapping_add(off),
                    },
                    // `&((T *)0)->member`: offsetof, as in container_of
                    Operand::Null => Operand::Int {
                        value: off as u64,
                        width: 64,
                    },
                    _ => return Err("constant getelementptr on a non-global".into()),
                }
            }
            Constant::Add(b) => self.fold_arith(&b.operand0, &b.operand1, false, depth)?,
            Constant::Sub(b) => self.fold_arith(&b.operand0, &b.operand1, true, depth)?,
            Constant::Trunc(t) => match self.fold(&t.operand, depth)? {
                Operand::Int { value, .. } => {
                    let width = self.int_width(&t.to_type)?;
                    Operand::Int {
                        value: zext(value, width),
                        width,
                    }
                }
                _ => return Err("constant trunc of a non-integer".into()),
            },
            Constant::BitCast(b) => self.fold(&b.operand, depth)?,
            Constant::AddrSpaceCast(b) => self.fold(&b.operand, depth)?,
            Constant::PtrToInt(p) => match self.fold(&p.operand, depth)? {
                Operand::Null => Operand::Int {
                    value: 0,
                    width: self.int_width(&p.to_type)?,
                },
                // an offsetof folded to an integer, cast to the pointer's width
                Operand::Int { value, .. } => {
                    let width = self.int_width(&p.to_type)?;
                    Operand::Int {
                        value: zext(value, width),
                        width,
                    }
                }
                op => op,
            },
            Constant::ZExt(z) => match self.fold(&z.operand, depth)? {
                Operand::Int { value, .. } => Operand::Int {
                    value,
                    width: self.int_width(&z.to_type)?,
                },
                _ => return Err("constant zext of a non-integer".into()),
            },
            Constant::SExt(z) => match self.fold(&z.operand, depth)? {
                Operand::Int { value, width } => {
                    let to = self.int_width(&z.to_type)?;
                    Operand::Int {
                        value: zext(sext(value, width) as u64, to),
                        width: to,
                    }
                }
                _ => return Err("constant sext of a non-integer".into()),
            },
            // A non-zero integer stays one, as a cast at run time keeps its
            // value: a marker such as the Linux lists' `LIST_POISON1`, which
            // no dereference may follow.
            Constant::IntToPtr(p) => match self.fold(&p.operand, depth)? {
                Operand::Int { value: 0, .. } => Operand::Null,
                Operand::Int { value, width } => Operand::Int {
                    value: zext(value, width),
                    width: 64,
                },
                op @ (Operand::Global { .. }
                | Operand::Func(_)
                | Operand::Null
                | Operand::Undef) => op,
                _ => return Err("constant inttoptr of a non-integer".into()),
            },
            other => return Err(format!("constant expression {other}")),
        })
    }

    /// Folds `a + b` (or `a - b`) of integers, or of an address and an integer.
    fn fold_arith(
        &self,
        a: &Constant,
        b: &Constant,
        sub: bool,
        depth: u32,
    ) -> Result<Operand, String> {
        let (a, b) = (self.fold(a, depth)?, self.fold(b, depth)?);
        let Operand::Int { value: k, .. } = b else {
            return Err("constant arithmetic on two addresses".into());
        };
        let k = if sub { k.wrapping_neg() } else { k };
        Ok(match a {
            Operand::Int { value, width } => Operand::Int {
                value: zext(value.wrapping_add(k), width),
                width,
            },
            Operand::Global { id, offset } => Operand::Global {
                id,
                offset: offset.wrapping_add(k as i64),
            },
            _ => return Err("constant arithmetic on a non-integer".into()),
        })
    }

    fn int_width(&self, ty: &Type) -> Result<u32, String> {
        match ty {
            Type::IntegerType { bits } => Ok(*bits),
            _ => Err(format!("constant of type {ty}")),
        }
    }

    /// Appends the initialiser `c` of a global, placed at byte `offset`, to `out`.
    pub fn global_init(&self, c: &Constant, offset: u64, out: &mut Vec<Init>) {
        let ty = self.module.types.type_of(c);
        let Some(size) = self.layout.store_size(&ty) else {
            return;
        };
        match c {
            // clang's undef in an initialiser is padding, zero in C's static storage
            Constant::AggregateZero(_) | Constant::Undef(_) | Constant::Poison(_) => {
                out.push(Init::Zero { offset, size })
            }
            Constant::Float(Float::Single(x)) => out.push(Init::Int {
                offset,
                size: 4,
                value: u64::from(x.to_bits()),
            }),
            Constant::Float(Float::Double(x)) => out.push(Init::Int {
                offset,
                size: 8,
                value: x.to_bits(),
            }),
            Constant::Struct { values, .. } => {
                for (i, v) in values.iter().enumerate() {
                    match self.layout.field_offset(&ty, i) {
                        Some(at) => self.global_init(v, offset + at, out),
                        None => out.push(Init::Unknown { offset, size }),
                    }
                }
            }
            Constant::Array {
                element_type,
                elements,
            } => {
                let Some(step) = self.layout.alloc_size(element_type) else {
                    out.push(Init::Unknown { offset, size });
                    return;
                };
                for (i, e) in elements.iter().enumerate() {
                    self.global_init(e, offset + step * i as u64, out);
                }
            }
            _ => match self.const_operand(c) {
                Ok(Operand::Int { value, .. }) => out.push(Init::Int {
                    offset,
                    size: size as u32,
                    value,
                }),
                Ok(target @ (Operand::Null | Operand::Global { .. } | Operand::Func(_))) => {
                    out.push(Init::Ptr { offset, target })
                }
                _ => out.push(Init::Unknown { offset, size }),
            },
        }
    }
}

/// The pointee type of a (typed) pointer type.
pub fn pointee(ty: &Type) -> Option<llvm_ir::TypeRef> {
    match ty {
        Type::PointerType { pointee_type, .. } => Some(pointee_type.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_extension() {
        assert_eq!(sext(0xff, 8), -1);
        assert_eq!(sext(0x7f, 8), 127);
        assert_eq!(sext(u64::MAX, 64), -1);
        assert_eq!(zext(u64::MAX, 32), 0xffff_ffff);
        assert_eq!(zext(1, 1), 1);
    }
}

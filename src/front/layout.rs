//! Type sizes, alignments and struct layout from a module's data layout
//! (x86_64 ABI alignments for floating point), and `getelementptr` offsets.

use llvm_ir::module::DataLayout;
use llvm_ir::types::{FPType, NamedStructDef, Types};
use llvm_ir::{Type, TypeRef};

/// Sizes and alignments of the types of one module, in bytes.
pub struct Layout<'m> {
    types: &'m Types,
    data_layout: &'m DataLayout,
}

/// One index of a `getelementptr`: a constant or a variable (not known here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepIndex {
    /// A constant index (sign-extended).
    Const(i64),
    /// An index held in a register.
    Var,
}

/// A folded `getelementptr`: a constant byte offset plus `(position of the
/// variable index, scale in bytes)` for each variable index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GepOffsets {
    /// Sum of the constant indices times their scales, in bytes.
    pub offset: i64,
    /// `(position in the index list, scale in bytes)` of each variable index.
    pub scaled: Vec<(usize, i64)>,
}

/// Aggregates with more scalar leaves than this are not split into registers.
const MAX_LEAVES: usize = 64;

fn align_to(n: u64, align: u64) -> u64 {
    n.div_ceil(align.max(1)) * align.max(1)
}

impl<'m> Layout<'m> {
    /// The layout of the types of `types` under `data_layout`.
    pub fn new(types: &'m Types, data_layout: &'m DataLayout) -> Self {
        Layout { types, data_layout }
    }

    /// Size of a pointer in address space 0, in bytes.
    pub fn pointer_size(&self) -> u64 {
        u64::from(self.data_layout.alignments.ptr_alignment(0).size / 8)
    }

    /// The definition of a named struct, or the type itself; `None` if opaque.
    pub fn resolve<'t>(&'t self, ty: &'t Type) -> Option<&'t Type> {
        match ty {
            Type::NamedStructType { name } => match self.types.named_struct_def(name)? {
                NamedStructDef::Opaque => None,
                NamedStructDef::Defined(t) => Some(t.as_ref()),
            },
            t => Some(t),
        }
    }

    /// Width in bits of a scalar (integer, pointer, floating-point) type.
    pub fn scalar_bits(&self, ty: &Type) -> Option<u32> {
        match ty {
            Type::IntegerType { bits } => Some(*bits),
            Type::PointerType { addr_space, .. } => {
                Some(self.data_layout.alignments.ptr_alignment(*addr_space).size)
            }
            Type::FPType(fpt) => Some(fp_bits(*fpt)),
            _ => None,
        }
    }

    /// ABI alignment in bytes; `None` for unsized types.
    pub fn align_of(&self, ty: &Type) -> Option<u64> {
        let a = &self.data_layout.alignments;
        Some(match self.resolve(ty)? {
            Type::IntegerType { bits } => u64::from(a.int_alignment(*bits).abi / 8).max(1),
            Type::PointerType { addr_space, .. } => {
                u64::from(a.ptr_alignment(*addr_space).alignment.abi / 8).max(1)
            }
            Type::FPType(FPType::X86_FP80) => 16,
            Type::FPType(fpt) => u64::from(fp_bits(*fpt) / 8),
            Type::ArrayType { element_type, .. } => self.align_of(element_type)?,
            Type::VectorType { .. } => self.store_size(ty)?.next_power_of_two(),
            Type::StructType {
                element_types,
                is_packed,
            } => {
                if *is_packed {
                    1
                } else {
                    let mut m = 1;
                    for t in element_types {
                        m = m.max(self.align_of(t)?);
                    }
                    m
                }
            }
            _ => return None,
        })
    }

    /// Bytes written by a store of the type (LLVM's store size).
    pub fn store_size(&self, ty: &Type) -> Option<u64> {
        match self.resolve(ty)? {
            Type::VectorType {
                element_type,
                num_elements,
                ..
            } => {
                let bits = self.scalar_bits(element_type)?;
                Some((u64::from(bits) * *num_elements as u64).div_ceil(8))
            }
            t @ (Type::IntegerType { .. } | Type::PointerType { .. } | Type::FPType(_)) => {
                Some(u64::from(self.scalar_bits(t)?).div_ceil(8))
            }
            t @ (Type::ArrayType { .. } | Type::StructType { .. }) => self.alloc_size(t),
            _ => None,
        }
    }

    /// Bytes an object of the type occupies, padding included (LLVM's alloc size).
    pub fn alloc_size(&self, ty: &Type) -> Option<u64> {
        match self.resolve(ty)? {
            Type::ArrayType {
                element_type,
                num_elements,
            } => self
                .alloc_size(element_type)?
                .checked_mul(*num_elements as u64),
            Type::StructType {
                element_types,
                is_packed,
            } => {
                let end = self.struct_offsets(element_types, *is_packed)?.1;
                Some(align_to(end, self.align_of(ty)?))
            }
            t => Some(align_to(self.store_size(t)?, self.align_of(t)?)),
        }
    }

    /// Byte offsets of the fields of a struct and the end of its last field.
    fn struct_offsets(&self, fields: &[TypeRef], packed: bool) -> Option<(Vec<u64>, u64)> {
        let mut offsets = Vec::with_capacity(fields.len());
        let mut end = 0;
        for f in fields {
            let at = if packed {
                end
            } else {
                align_to(end, self.align_of(f)?)
            };
            offsets.push(at);
            end = at.checked_add(self.alloc_size(f)?)?;
        }
        Some((offsets, end))
    }

    /// Byte offset of field `index` of a struct type.
    pub fn field_offset(&self, ty: &Type, index: usize) -> Option<u64> {
        match self.resolve(ty)? {
            Type::StructType {
                element_types,
                is_packed,
            } => self
                .struct_offsets(element_types, *is_packed)?
                .0
                .get(index)
                .copied(),
            _ => None,
        }
    }

    /// The type of field or element `index` of an aggregate type.
    pub fn member_type(&self, ty: &Type, index: usize) -> Option<TypeRef> {
        match self.resolve(ty)? {
            Type::StructType { element_types, .. } => element_types.get(index).cloned(),
            Type::ArrayType { element_type, .. } | Type::VectorType { element_type, .. } => {
                Some(element_type.clone())
            }
            _ => None,
        }
    }

    /// Whether the type is a first-class aggregate (a struct or an array).
    pub fn is_aggregate(&self, ty: &Type) -> bool {
        matches!(
            self.resolve(ty),
            Some(Type::StructType { .. } | Type::ArrayType { .. })
        )
    }

    /// The scalar leaves of a type placed at byte `base`, in field order: `(byte offset, type)`.
    pub fn leaves(&self, ty: &TypeRef, base: u64, out: &mut Vec<(u64, TypeRef)>) -> Option<()> {
        match self.resolve(ty)? {
            Type::StructType { element_types, .. } => {
                for (i, t) in element_types.iter().enumerate() {
                    self.leaves(t, base.checked_add(self.field_offset(ty, i)?)?, out)?;
                }
            }
            Type::ArrayType {
                element_type,
                num_elements,
            } => {
                let step = self.alloc_size(element_type)?;
                for i in 0..*num_elements as u64 {
                    self.leaves(element_type, base.checked_add(step.checked_mul(i)?)?, out)?;
                }
            }
            t => {
                self.scalar_bits(t)?;
                if out.len() >= MAX_LEAVES {
                    return None;
                }
                out.push((base, ty.clone()));
            }
        }
        Some(())
    }

    /// The leaves of member `path` (an `extractvalue` index list) of an
    /// aggregate: `(index of its first leaf, number of leaves, its type)`.
    pub fn member_leaves(&self, ty: &TypeRef, path: &[u32]) -> Option<(usize, usize, TypeRef)> {
        let count = |t: &TypeRef| {
            let mut v = Vec::new();
            self.leaves(t, 0, &mut v).map(|()| v.len())
        };
        let (mut first, mut ty) = (0, ty.clone());
        for &i in path {
            let i = i as usize;
            for j in 0..i {
                first += count(&self.member_type(&ty, j)?)?;
            }
            ty = self.member_type(&ty, i)?;
        }
        Some((first, count(&ty)?, ty))
    }

    /// Folds the indices of a `getelementptr` whose source element type is `elem`.
    pub fn gep(&self, elem: &TypeRef, indices: &[GepIndex]) -> Option<GepOffsets> {
        let mut out = GepOffsets::default();
        let mut ty = elem.clone();
        for (pos, idx) in indices.iter().enumerate() {
            if pos > 0 {
                if let Type::StructType { .. } = self.resolve(&ty)? {
                    let GepIndex::Const(i) = *idx else {
                        return None;
                    };
                    let i = usize::try_from(i).ok()?;
                    let at = i64::try_from(self.field_offset(&ty, i)?).ok()?;
                    out.offset = out.offset.wrapping_add(at);
                    ty = self.member_type(&ty, i)?;
                    continue;
                }
                ty = self.member_type(&ty, 0)?;
            }
            let scale = i64::try_from(self.alloc_size(&ty)?).ok()?;
            match *idx {
                GepIndex::Const(i) => out.offset = out.offset.wrapping_add(i.wrapping_mul(scale)),
                GepIndex::Var => out.scaled.push((pos, scale)),
            }
        }
        Some(out)
    }
}

fn fp_bits(fpt: FPType) -> u32 {
    match fpt {
        FPType::Half | FPType::BFloat => 16,
        FPType::Single => 32,
        FPType::Double => 64,
        FPType::X86_FP80 => 80,
        FPType::FP128 | FPType::PPC_FP128 => 128,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `f` with the types and layout of an empty x86_64 module.
    fn layout_test(f: impl FnOnce(&Types, &Layout)) {
        let m = llvm_ir::Module::from_ir_str(concat!(
            "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n",
            "%struct.opaque = type opaque\n"
        ))
        .unwrap();
        f(&m.types, &Layout::new(&m.types, &m.data_layout));
    }

    #[test]
    fn struct_padding_and_alignment() {
        layout_test(|t, l| {
            // struct { char c; long l; short s; } : 1 + 7 pad + 8 + 2 + 6 pad = 24
            let s = t.struct_of(vec![t.i8(), t.i64(), t.i16()], false);
            assert_eq!(l.field_offset(&s, 1), Some(8));
            assert_eq!(l.field_offset(&s, 2), Some(16));
            assert_eq!(l.alloc_size(&s), Some(24));
            assert_eq!(l.store_size(&s), Some(24));
            assert_eq!(l.align_of(&s), Some(8));
        });
    }

    #[test]
    fn packed_struct_has_no_padding() {
        layout_test(|t, l| {
            let s = t.struct_of(vec![t.i8(), t.i64(), t.i16()], true);
            assert_eq!(l.field_offset(&s, 1), Some(1));
            assert_eq!(l.alloc_size(&s), Some(11));
        });
    }

    #[test]
    fn arrays_pointers_and_odd_integers() {
        layout_test(|t, l| {
            let a = t.array_of(t.i32(), 5);
            assert_eq!(l.alloc_size(&a), Some(20));
            assert_eq!(l.alloc_size(&t.pointer_to(t.i8())), Some(8));
            assert_eq!(l.store_size(&t.bool()), Some(1));
            assert_eq!(l.alloc_size(&t.int(24)), Some(4));
            assert_eq!(l.store_size(&t.int(24)), Some(3));
            assert_eq!(l.alloc_size(&t.fp(FPType::X86_FP80)), Some(16));
            assert_eq!(l.store_size(&t.fp(FPType::X86_FP80)), Some(10));
        });
    }

    #[test]
    fn gep_through_struct_and_array() {
        layout_test(|t, l| {
            // struct { i32 a; [4 x { i32, i64 }] arr; }
            let pair = t.struct_of(vec![t.i32(), t.i64()], false);
            let s = t.struct_of(vec![t.i32(), t.array_of(pair, 4)], false);
            // &p[1].arr[2].1 = 1*72 + 8 + 2*16 + 8
            let g = [
                GepIndex::Const(1),
                GepIndex::Const(1),
                GepIndex::Const(2),
                GepIndex::Const(1),
            ];
            assert_eq!(l.gep(&s, &g).unwrap().offset, 72 + 8 + 32 + 8);
            let g = [
                GepIndex::Const(0),
                GepIndex::Const(1),
                GepIndex::Var,
                GepIndex::Const(1),
            ];
            let r = l.gep(&s, &g).unwrap();
            assert_eq!(
                r,
                GepOffsets {
                    offset: 16,
                    scaled: vec![(2, 16)]
                }
            );
            // a variable struct index cannot be folded
            assert_eq!(l.gep(&s, &[GepIndex::Const(0), GepIndex::Var]), None);
        });
    }

    #[test]
    fn opaque_struct_is_unsized() {
        layout_test(|t, l| {
            let o = t.named_struct("struct.opaque");
            assert_eq!(l.alloc_size(&o), None);
        });
    }
}

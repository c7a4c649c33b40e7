//! Read and write reinterpretation of nullified blocks (appendix 0.8),
//! extended to compose integer constants byte by byte.

use super::graph::{Field, ObjId, Smg, ValId, Value, ZERO};

impl Smg {
    /// Read reinterpretation (appendix 0.8.1): the value of `size` bytes at `off`.
    /// A field not stored as such is composed from nullified blocks and integer
    /// constants when every byte is known; otherwise a fresh value is attached
    /// (exact when no byte was ever written, i.e. uninitialised memory).
    pub fn read_field(&mut self, obj: ObjId, off: u64, size: u64) -> ValId {
        let fields = &self.obj(obj).fields;
        if let Some(f) = fields.iter().find(|f| f.off == off && f.size == size) {
            return f.val;
        }
        let overlapping: Vec<Field> = fields
            .iter()
            .filter(|f| overlaps(f, off, size))
            .copied()
            .collect();
        if size <= 8 {
            if let Some(v) = self.compose(&overlapping, off, size) {
                return if v == 0 { ZERO } else { self.int(v) };
            }
        } else if covered_by_zero(&overlapping, off, size) {
            return ZERO;
        }
        let val = self.fresh(overlapping.is_empty());
        self.insert_field(obj, Field { off, size, val });
        val
    }

    /// The integer held by bytes `off..off+size` if each byte is nullified or part of a constant.
    fn compose(&self, fields: &[Field], off: u64, size: u64) -> Option<u64> {
        let mut result = 0u64;
        for byte in off..off + size {
            let b = fields.iter().find_map(|f| self.known_byte(f, byte))?;
            result |= u64::from(b) << (8 * (byte - off));
        }
        Some(result)
    }

    /// The byte at offset `i` of an object as field `f` holds it, if `f`
    /// covers it with a constant (or a nullified block).
    pub fn known_byte(&self, f: &Field, i: u64) -> Option<u8> {
        if i < f.off || i >= f.off + f.size {
            return None;
        }
        match self.val(f.val) {
            Value::Int(v) if f.size <= 8 => Some((v >> (8 * (i - f.off))) as u8),
            Value::Int(0) => Some(0),
            _ => None,
        }
    }

    /// Write reinterpretation (appendix 0.8.2): store `val` in `size` bytes at `off`,
    /// keeping the nullified bytes outside the written field.
    pub fn write_field(&mut self, obj: ObjId, off: u64, size: u64, val: ValId) {
        let o = self.obj_mut(obj);
        if o.fields
            .iter()
            .any(|f| f.off == off && f.size == size && f.val == val)
        {
            return;
        }
        self.clear_range(obj, off, size);
        self.insert_field(obj, Field { off, size, val });
    }

    /// Removes every has-value edge within `off..off+size` (the bytes become
    /// uninitialised), keeping the nullified bytes outside the range.
    pub fn clear_range(&mut self, obj: ObjId, off: u64, size: u64) {
        let o = self.obj_mut(obj);
        let old = std::mem::take(&mut o.fields);
        for f in old {
            if !overlaps(&f, off, size) {
                o.fields.push(f);
            } else if f.val == ZERO {
                if f.off < off {
                    o.fields.push(Field {
                        off: f.off,
                        size: off - f.off,
                        val: ZERO,
                    });
                }
                if f.off + f.size > off + size {
                    let end = off + size;
                    o.fields.push(Field {
                        off: end,
                        size: f.off + f.size - end,
                        val: ZERO,
                    });
                }
            }
        }
    }

    /// Adds a has-value edge keeping the fields sorted.
    fn insert_field(&mut self, obj: ObjId, f: Field) {
        let fields = &mut self.obj_mut(obj).fields;
        let pos = fields.partition_point(|g| (g.off, g.size) < (f.off, f.size));
        fields.insert(pos, f);
    }
}

/// Whether the field overlaps the byte range `off..off+size`.
pub(super) fn overlaps(f: &Field, off: u64, size: u64) -> bool {
    f.off < off + size && off < f.off + f.size
}

/// Whether each byte of `off..off+size` is covered by a nullified block.
pub(super) fn covered_by_zero(fields: &[Field], off: u64, size: u64) -> bool {
    let mut zero: Vec<(u64, u64)> = fields
        .iter()
        .filter(|f| f.val == ZERO)
        .map(|f| (f.off, f.off + f.size))
        .collect();
    zero.sort_unstable();
    let mut next = off;
    for (start, end) in zero {
        if start > next {
            break;
        }
        next = next.max(end);
    }
    next >= off + size
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smg::graph::Place;

    fn calloced(size: u64) -> (Smg, ObjId) {
        let mut g = Smg::new();
        let o = g.add_object(size, Place::Heap);
        g.write_field(o, 0, size, ZERO);
        (g, o)
    }

    #[test]
    fn reads_of_nullified_memory_give_zero() {
        let (mut g, o) = calloced(24);
        assert_eq!(g.read_field(o, 8, 8), ZERO);
        assert_eq!(g.read_field(o, 3, 2), ZERO);
    }

    #[test]
    fn write_splits_nullified_block_around_the_field() {
        let (mut g, o) = calloced(24);
        let p = g.fresh(true);
        g.write_field(o, 8, 8, p);
        let f = &g.obj(o).fields;
        assert_eq!(
            f,
            &vec![
                Field {
                    off: 0,
                    size: 8,
                    val: ZERO
                },
                Field {
                    off: 8,
                    size: 8,
                    val: p
                },
                Field {
                    off: 16,
                    size: 8,
                    val: ZERO
                }
            ]
        );
        assert_eq!(g.read_field(o, 0, 8), ZERO);
        assert_eq!(g.read_field(o, 16, 4), ZERO);
        assert_eq!(g.read_field(o, 8, 8), p);
    }

    #[test]
    fn read_across_a_non_zero_field_is_unknown_and_stable() {
        let (mut g, o) = calloced(16);
        let p = g.fresh(true);
        g.write_field(o, 4, 4, p);
        let v = g.read_field(o, 0, 8);
        assert!(matches!(g.val(v), Value::Unknown { exact: false, .. }));
        assert_eq!(
            g.read_field(o, 0, 8),
            v,
            "a second read gives the same value"
        );
    }

    #[test]
    fn bytes_of_an_integer_are_composed() {
        let mut g = Smg::new();
        let o = g.add_object(8, Place::Heap);
        let v = g.int(0x0403_0201);
        g.write_field(o, 0, 4, v);
        g.write_field(o, 4, 4, ZERO);
        let b1 = g.read_field(o, 1, 1);
        assert_eq!(g.val(b1), Value::Int(2));
        let w = g.read_field(o, 2, 4);
        assert_eq!(g.val(w), Value::Int(0x0403));
    }

    #[test]
    fn uninitialised_read_is_an_exact_unknown() {
        let mut g = Smg::new();
        let o = g.add_object(8, Place::Heap);
        let v = g.read_field(o, 0, 4);
        assert!(matches!(g.val(v), Value::Unknown { exact: true, .. }));
    }

    #[test]
    fn overwriting_a_pointer_removes_the_old_edge() {
        let (mut g, o) = calloced(16);
        let a = g.fresh(true);
        let b = g.fresh(true);
        g.write_field(o, 0, 8, a);
        g.write_field(o, 4, 4, b);
        assert!(g.obj(o).fields.iter().all(|f| f.val != a));
        assert_eq!(g.read_field(o, 8, 8), ZERO);
    }
}

//! Array accesses at unknown indices: an address `base + index * scale`
//! whose index has a range names one of the slots of an array; a read gets
//! what any slot may hold, a write may change any of them.

use super::graph::{Field, Interior, ObjId, Smg, Tg, ValId, Value, ZERO};
use super::reinterpret::{covered_by_zero, overlaps};
use super::spc::Spc;

/// The slots an address into an array may name: some of the byte offsets
/// `first..=last` of `obj` (one per index); `exact` when every index of
/// the range occurs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slots {
    pub obj: ObjId,
    pub first: i64,
    pub last: i64,
    pub exact: bool,
}

impl Smg {
    /// The array address the unknown `v` stands for, if it is one.
    pub fn interior(&self, v: ValId) -> Option<Interior> {
        if !matches!(self.val(v), Value::Unknown { .. }) {
            return None;
        }
        self.interiors.iter().find(|i| i.addr == v).copied()
    }

    /// A new unknown address `base + index * scale` into an array.
    pub fn interior_addr(&mut self, base: ValId, index: ValId, scale: i64) -> ValId {
        let addr = self.fresh(false);
        self.interiors.push(Interior {
            addr,
            base,
            index,
            scale,
        });
        addr
    }

    /// Reads `size` bytes at one of the slots: zero if every slot is
    /// nullified, an arbitrary value if no slot was ever written, otherwise
    /// an unknown.
    pub fn read_slots(&mut self, slots: Slots, size: u64) -> ValId {
        let (start, len) = span(slots, size);
        let held = self.held(slots, size);
        if held.is_empty() {
            self.fresh(true)
        } else if covered_by_zero(&held, start, len) {
            ZERO
        } else {
            self.fresh(false)
        }
    }

    /// Writes `val` in `size` bytes at one of the slots: the bytes of every
    /// slot then hold an unknown, unless storing a zero where all is zero.
    /// Returns whether an address held there or stored may be lost.
    pub fn write_slots(&mut self, slots: Slots, size: u64, val: ValId) -> bool {
        if val == ZERO && self.read_slots(slots, size) == ZERO {
            return false;
        }
        let lossy = std::iter::once(val)
            .chain(self.held(slots, size).iter().map(|f| f.val))
            .any(|v| matches!(self.val(v), Value::Addr { .. }));
        let (start, len) = span(slots, size);
        let unknown = self.fresh(false);
        self.write_field(slots.obj, start, len, unknown);
        lossy
    }

    /// The fields overlapping the bytes the slots cover.
    fn held(&self, slots: Slots, size: u64) -> Vec<Field> {
        let (start, len) = span(slots, size);
        let fields = &self.obj(slots.obj).fields;
        fields
            .iter()
            .filter(|f| overlaps(f, start, len))
            .copied()
            .collect()
    }
}

impl Spc {
    /// The slots the address `p` may name, if it is an address into an
    /// array region whose index has a range.
    pub fn slots(&self, p: ValId) -> Option<Slots> {
        let i = self.smg.interior(p)?;
        let Value::Addr {
            obj,
            off,
            tg: Tg::Region,
        } = self.smg.val(i.base)
        else {
            return None;
        };
        if self.smg.obj(obj).seg.is_some() {
            return None;
        }
        let (lo, hi, exact) = match self.smg.val(i.index) {
            Value::Int(k) => (k as i64, k as i64, true),
            Value::Unknown { lo, hi, exact, .. } => (lo, hi, exact),
            _ => return None,
        };
        let at = |k: i64| k.checked_mul(i.scale)?.checked_add(off);
        // An index beyond what the offsets can hold reaches past any object.
        let (a, b) = at(lo).zip(at(hi)).unwrap_or((i64::MIN, i64::MAX));
        Some(Slots {
            obj,
            first: a.min(b),
            last: a.max(b),
            exact,
        })
    }
}

/// The bytes the slots cover: their start and length (the slots lie within
/// the object).
fn span(slots: Slots, size: u64) -> (u64, u64) {
    (slots.first as u64, (slots.last - slots.first) as u64 + size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smg::graph::Place;

    /// A heap array of `n` 8-byte slots and an address into it at an index
    /// of `lo..=hi`, held in register 0.
    fn array(n: u64, lo: i64, hi: i64) -> (Spc, ObjId) {
        let mut smg = Smg::new();
        let obj = smg.add_object(8 * n, Place::Heap);
        let base = smg.addr(obj, 0);
        let index = smg.ranged(true, lo, hi);
        let p = smg.interior_addr(base, index, 8);
        (Spc::holding(smg, p), obj)
    }

    /// The value in register 0.
    fn held(s: &Spc) -> ValId {
        s.frames[0].regs[&crate::ir::Var(0)]
    }

    #[test]
    fn an_address_into_an_array_names_the_slots_of_its_index_range() {
        let (s, obj) = array(64, 2, 40);
        let slots = s.slots(held(&s)).expect("an array address");
        let expected = Slots {
            obj,
            first: 16,
            last: 320,
            exact: true,
        };
        assert_eq!(slots, expected);
    }

    #[test]
    fn a_read_at_an_unknown_index_of_a_zeroed_array_is_zero() {
        let (mut s, obj) = array(64, 0, 63);
        s.smg.write_field(obj, 0, 512, ZERO);
        let slots = s.slots(held(&s)).expect("an array address");
        assert_eq!(s.smg.read_slots(slots, 8), ZERO);
    }

    #[test]
    fn a_write_at_an_unknown_index_keeps_the_slots_it_cannot_reach() {
        let (mut s, obj) = array(64, 1, 63);
        let five = s.smg.int(5);
        s.smg.write_field(obj, 0, 8, five);
        let slots = s.slots(held(&s)).expect("an array address");
        let lossy = s.smg.write_slots(slots, 8, five);
        assert!(!lossy, "no address was stored or overwritten");
        assert_eq!(s.smg.read_field(obj, 0, 8), five);
        assert_ne!(
            s.smg.read_slots(slots, 8),
            five,
            "a slot may still be uninitialised"
        );
    }

    #[test]
    fn an_address_into_an_array_keeps_the_array_reachable() {
        let (mut s, _) = array(64, 0, 63);
        assert!(s.collect().is_empty(), "the array is not lost");
        assert!(s.slots(held(&s)).is_some());
    }
}

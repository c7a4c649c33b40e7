//! Join of SMGs (section 0.3.2, appendix 0.9): a simultaneous traversal of
//! two sub-SMGs that maps pairs of objects and values to single nodes of a
//! destination SMG, computing the join status on the fly. The same traversal
//! joins two SPCs (for entailment and for merging states at loop heads) and
//! two neighbouring nodes of one SMG (for abstraction, appendix 0.9.8).

use super::graph::{
    renamed, Field, NodeMap, ObjId, Object, Place, Seg, Smg, Tg, ValId, Value, NULL_OBJ, ZERO,
};
use super::spc::{Frame, Spc};
use crate::engine::Cmp;
use crate::ir::arith::SMALL_TAG;
use fxhash::FxHashMap;

/// The join status (section 0.3.2): which input may still cover the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status {
    /// The first input covers the second.
    pub left: bool,
    /// The second input covers the first.
    pub right: bool,
    /// Some scalar (data) value of one input is not covered by the other's:
    /// the join loses data rather than only generalising shapes.
    pub data: bool,
}

impl Status {
    pub const EQUAL: Status = Status {
        left: true,
        right: true,
        data: false,
    };

    /// The engine's comparison result of this status.
    pub fn cmp(self) -> Cmp {
        match (self.left, self.right) {
            (true, true) => Cmp::Equal,
            (true, false) => Cmp::LeftCovers,
            (false, true) => Cmp::RightCovers,
            (false, false) => Cmp::Incomparable,
        }
    }

    /// The cost of a merge in abstraction (section 0.3.3): equal, entailed,
    /// incomparable. Nodes incomparable only in their shapes (lengths of
    /// nested segments, 0/1 objects) cost as much as entailed ones: only an
    /// incomparable merge that loses data pays the highest cost.
    pub fn cost(self) -> usize {
        match (self.left, self.right) {
            (true, true) => 0,
            (false, false) if self.data => 2,
            _ => 1,
        }
    }
}

/// The merge of two neighbouring nodes into a segment (appendix 0.9.8).
#[derive(Clone, Copy, Debug)]
pub struct Merge {
    /// The nodes being merged (first, second) and the segment they become.
    pub first: ObjId,
    pub second: ObjId,
    pub seg: ObjId,
    /// Level added to nodes below each root: 1 below a region, 0 below a segment.
    pub lift: (u32, u32),
}

/// Nested DLS insertions one join may have in progress: longer chains come
/// from heaps the segments cannot describe (trees), whose joins may fail.
const MAX_INSERTIONS: usize = 32;

/// One simultaneous traversal of two SMGs into a destination SMG.
pub struct Joiner<'a> {
    pub g1: &'a Smg,
    pub g2: &'a Smg,
    pub dst: Smg,
    pub objs1: NodeMap<ObjId>,
    pub objs2: NodeMap<ObjId>,
    pub vals1: NodeMap<ValId>,
    pub vals2: NodeMap<ValId>,
    /// Pairs of constants and the value they joined into, in a coarse join
    /// (`coarse_join_spc`): there a constant, one node wherever it is
    /// stored, is joined pair by pair instead of mapped as a side's value
    /// (which keeps apart states that disagree on which places hold equal
    /// constants).
    with_constants: Option<FxHashMap<(ValId, ValId), ValId>>,
    pub status: Status,
    /// `Some` when merging two nodes of one SMG (then `g1` and `g2` are the same SMG).
    pub merge: Option<Merge>,
    /// Segments of one input joined with nothing in the other (DLS insertion, appendix 0.9.5): side and destination.
    inserted: FxHashMap<(u8, ObjId), ObjId>,
    /// Insertions in progress (guards against cyclic segments).
    inserting: Vec<(u8, ObjId, Tg)>,
    /// Extra nesting levels of each side's objects on the current path: the
    /// sub-heap of a region joined with a segment, or inserted as a 0/1
    /// object, is nested one level deeper below the resulting segment.
    extra: [u32; 2],
    /// The map entries made so far, so a failed attempt can be undone.
    journal: Vec<Mapped>,
    /// Pairs of values still allowed to be joined: failed attempts are
    /// retried in other ways, which could take exponential time; a join that
    /// runs out fails (keeping states apart or nodes unmerged is sound).
    fuel: usize,
    /// Only whether the first input covers the second is asked (entailment):
    /// the traversal gives up as soon as it cannot.
    entail: bool,
    /// Joining states: two different small constants stored in heap objects
    /// are kept apart, not joined into a range (which would give a segment
    /// holding 1 or 2 where the program keeps the nodes holding 1 before
    /// those holding 2); registers and stack variables are joined as before.
    keep_small_data: bool,
}

/// The constant a field of `size` bytes holds, if it is within `SMALL_TAG`
/// (read as a signed integer of the field's width).
pub fn small_constant(v: Value, size: u64) -> Option<i64> {
    let Value::Int(x) = v else {
        return None;
    };
    let x = crate::ir::arith::signed(x, (size.min(8) * 8) as u32);
    (-SMALL_TAG..=SMALL_TAG).contains(&x).then_some(x)
}

/// A map entry of a join: an object, a value or an inserted segment of one side.
#[derive(Clone, Copy)]
enum Mapped {
    Obj(u8, ObjId),
    Val(u8, ValId),
    WithConstant(ValId, ValId),
    Inserted(u8, ObjId),
}

/// How far a join had got: what `rollback` returns to.
struct Mark {
    objects: usize,
    values: usize,
    journal: usize,
    status: Status,
}

impl<'a> Joiner<'a> {
    /// A traversal of `g1` and `g2` into `dst`.
    pub fn new(g1: &'a Smg, g2: &'a Smg, dst: Smg, merge: Option<Merge>) -> Self {
        Joiner {
            g1,
            g2,
            dst,
            objs1: NodeMap::new(g1.objects.len()),
            objs2: NodeMap::new(g2.objects.len()),
            vals1: NodeMap::new(g1.values.len()),
            vals2: NodeMap::new(g2.values.len()),
            with_constants: None,
            status: Status::EQUAL,
            merge,
            inserted: FxHashMap::default(),
            inserting: Vec::new(),
            extra: [0, 0],
            journal: Vec::new(),
            fuel: 1000 + 64 * (g1.values.len() + g2.values.len()),
            entail: false,
            keep_small_data: false,
        }
    }

    /// The level of a scalar of the destination joined from levels `l1`, `l2`
    /// (a value of a region joined with a segment is one per node).
    fn level(&self, l1: u32, l2: u32) -> u32 {
        self.lifted(0, l1).max(self.lifted(1, l2))
    }

    /// Join of values (appendix 0.9.3).
    pub fn values(&mut self, a: ValId, b: ValId) -> Option<ValId> {
        self.fuel = self.fuel.checked_sub(1)?;
        if self.entail && !self.status.left {
            return None;
        }
        if self.merge.is_some() && a == b {
            return Some(a);
        }
        let (va, vb) = (self.g1.val(a), self.g2.val(b));
        // Equal constants (null among them) join into themselves unless a
        // side joined its constant with another value: one copied into an
        // inserted segment (0.9.5) is mapped to itself on its side only.
        let to_itself = |m: &NodeMap<ValId>, v| m.get(&v).is_none_or(|d| self.dst.val(*d) == va);
        if va == vb
            && matches!(va, Value::Int(_) | Value::Func(_))
            && to_itself(&self.vals1, a)
            && to_itself(&self.vals2, b)
        {
            return Some(self.dst.intern(va));
        }
        let constants = matches!((va, vb), (Value::Int(_), Value::Int(_)));
        if let Some(joined) = self.with_constants.as_ref().filter(|_| constants) {
            if let Some(&d) = joined.get(&(a, b)) {
                return Some(d);
            }
            let d = self.scalars(va, vb);
            self.with_constants
                .get_or_insert_default()
                .insert((a, b), d);
            self.journal.push(Mapped::WithConstant(a, b));
            return Some(d);
        }
        let targets = va.target().zip(vb.target());
        match (self.vals1.get(&a), self.vals2.get(&b)) {
            (Some(x), Some(y)) if x == y => return Some(*x),
            (Some(_), _) | (_, Some(_)) => {
                let joined = targets.and_then(|(p, q)| {
                    self.mapped_targets(a, b, p, q)
                        .or_else(|| self.joined_targets(p, q))
                });
                return joined.or_else(|| self.insertion(a, b));
            }
            _ => {}
        }
        if let Some((p, q)) = targets {
            let mark = self.mark();
            let Some(d) = self.addresses(p, q) else {
                self.rollback(mark);
                return self.insertion(a, b);
            };
            self.map_val(0, a, d);
            self.map_val(1, b, d);
            return Some(d);
        }
        let d = match (va, vb) {
            (Value::Int(_) | Value::Unknown { .. }, Value::Int(_) | Value::Unknown { .. }) => {
                self.scalars(va, vb)
            }
            _ => return self.insertion(a, b),
        };
        self.map_val(0, a, d);
        self.map_val(1, b, d);
        Some(d)
    }

    /// Two addresses of objects already joined into one, with the same offset
    /// and specifier, one of them already mapped (an address copied into an
    /// inserted segment): the address of the joint object, as `addresses`
    /// would give.
    fn mapped_targets(
        &mut self,
        a: ValId,
        b: ValId,
        (o1, x, t1): (ObjId, i64, Tg),
        (o2, y, t2): (ObjId, i64, Tg),
    ) -> Option<ValId> {
        let d = *self.objs1.get(&o1)?;
        if x != y || t1 != t2 || self.objs2.get(&o2) != Some(&d) {
            return None;
        }
        let v = self.dst.addr_tg(d, x, t1);
        let (m1, m2) = (self.vals1.get(&a).copied(), self.vals2.get(&b).copied());
        if m1.or(m2).is_some_and(|w| w != v) || m1.zip(m2).is_some_and(|(w1, w2)| w1 != w2) {
            return None;
        }
        if m1.is_none() {
            self.map_val(0, a, v);
        }
        if m2.is_none() {
            self.map_val(1, b, v);
        }
        Some(v)
    }

    /// When merging nodes, two addresses, one already joined with another
    /// value, whose targets were joined into one segment: the address of a
    /// region is both the first and the last address of the segment it was
    /// joined with (joining states keeps the value map injective instead).
    fn joined_targets(
        &mut self,
        (o1, x, t1): (ObjId, i64, Tg),
        (o2, y, t2): (ObjId, i64, Tg),
    ) -> Option<ValId> {
        self.merge?;
        let d = *self.objs1.get(&o1)?;
        let tg = match (t1, t2) {
            (Tg::Region, t @ (Tg::First | Tg::Last)) | (t @ (Tg::First | Tg::Last), Tg::Region) => {
                t
            }
            _ => return None,
        };
        (x == y && self.objs2.get(&o2) == Some(&d)).then(|| self.dst.addr_tg(d, x, tg))
    }

    /// Maps an object of one side to `d`.
    fn map_obj(&mut self, side: u8, o: ObjId, d: ObjId) {
        if side == 0 {
            &mut self.objs1
        } else {
            &mut self.objs2
        }
        .insert(o, d);
        self.journal.push(Mapped::Obj(side, o));
    }

    /// Maps a value of one side to `d`.
    fn map_val(&mut self, side: u8, v: ValId, d: ValId) {
        if side == 0 {
            &mut self.vals1
        } else {
            &mut self.vals2
        }
        .insert(v, d);
        self.journal.push(Mapped::Val(side, v));
    }

    /// The current extent of the destination and the maps.
    fn mark(&self) -> Mark {
        Mark {
            objects: self.dst.objects.len(),
            values: self.dst.values.len(),
            journal: self.journal.len(),
            status: self.status,
        }
    }

    /// Undoes everything done since `m`: a failed attempt leaves no trace.
    fn rollback(&mut self, m: Mark) {
        for e in self.journal.drain(m.journal..).rev() {
            match e {
                Mapped::Obj(0, o) => self.objs1.remove(&o),
                Mapped::Obj(_, o) => self.objs2.remove(&o),
                Mapped::Val(0, v) => self.vals1.remove(&v),
                Mapped::Val(_, v) => self.vals2.remove(&v),
                Mapped::WithConstant(a, b) => {
                    if let Some(m) = &mut self.with_constants {
                        m.remove(&(a, b));
                    }
                }
                Mapped::Inserted(side, o) => drop(self.inserted.remove(&(side, o))),
            }
        }
        self.dst.truncate(m.objects, m.values);
        self.status = m.status;
    }

    /// Two non-address values: a fresh unknown covering both.
    fn scalars(&mut self, a: Value, b: Value) -> ValId {
        let range = |v: Value| match v {
            Value::Int(c) => (c as i64, c as i64, true, 0),
            Value::Unknown {
                lo,
                hi,
                exact,
                level,
            } => (lo, hi, exact, level),
            _ => unreachable!("scalars only"),
        };
        let (lo1, hi1, e1, l1) = range(a);
        let (lo2, hi2, e2, l2) = range(b);
        let covers = |lo: i64, hi: i64, v: Value, lo_o: i64, hi_o: i64| {
            matches!(v, Value::Unknown { .. }) && lo <= lo_o && hi_o <= hi
        };
        let (left, right) = (covers(lo1, hi1, a, lo2, hi2), covers(lo2, hi2, b, lo1, hi1));
        self.status.left &= left;
        self.status.right &= right;
        self.status.data |= !(left && right);
        // The hull; one that grew beyond a small range is widened to thresholds
        // (the first side is the state kept at a loop head, the second the new one).
        let (lo, hi) = (lo1.min(lo2), hi1.max(hi2));
        let small = hi
            .checked_sub(lo)
            .is_some_and(|d| d < super::values::CONCRETISE_LIMIT);
        let (lo, hi) = if left || right || small {
            (lo, hi)
        } else {
            super::values::widen_to_thresholds((lo1, hi1), (lo2, hi2))
        };
        let level = match self.merge {
            Some(m) => self.level(l1, l2).max(self.dst.obj(m.seg).level + 1),
            None => self.level(l1, l2),
        };
        self.dst.values.push(Value::Unknown {
            exact: e1 && e2,
            lo,
            hi,
            level,
        });
        ValId(self.dst.values.len() as u32 - 1)
    }

    /// Two addresses: their targets are joined, offsets and specifiers must agree.
    fn addresses(
        &mut self,
        (o1, x, t1): (ObjId, i64, Tg),
        (o2, y, t2): (ObjId, i64, Tg),
    ) -> Option<ValId> {
        if x != y {
            return None;
        }
        if let Some(m) = self.merge {
            if o1 == m.first && o2 == m.second {
                return Some(self.dst.addr_tg(m.seg, x, Tg::All));
            }
        }
        let tg = match (t1, t2) {
            (t, u) if t == u => t,
            (Tg::Region, t) | (t, Tg::Region) if t != Tg::All => t,
            // Below a region joined with a segment, the region's own address
            // is each node's own address (the nested back link of 0.9.4).
            (Tg::Region, Tg::All) if self.extra[0] > 0 => Tg::All,
            (Tg::All, Tg::Region) if self.extra[1] > 0 => Tg::All,
            _ => return None,
        };
        let d = self.objects(o1, o2)?;
        if tg == Tg::All && self.dst.obj(d).seg.is_none() {
            return None;
        }
        Some(self.dst.addr_tg(d, x, tg))
    }

    /// Join of target objects (appendix 0.9.4), then of their fields (0.9.2).
    pub fn objects(&mut self, o1: ObjId, o2: ObjId) -> Option<ObjId> {
        // When joining states, an object stands for one object of the join:
        // one inserted without a partner joins with nothing else.
        let inserted = self.inserted.contains_key(&(0, o1)) || self.inserted.contains_key(&(1, o2));
        if inserted && self.merge.is_none() {
            return None;
        }
        match (self.objs1.get(&o1), self.objs2.get(&o2)) {
            (Some(x), Some(y)) if x == y => return Some(*x),
            (None, None) => {}
            _ => return None,
        }
        let (a, b) = (self.g1.obj(o1), self.g2.obj(o2));
        let seg = compatible(a, b)?;
        // Nesting must agree: a shared object never joins a per-node one.
        if self.lifted(0, a.level) != self.lifted(1, b.level) {
            return None;
        }
        if let Some(m) = self.merge {
            // Only objects private to one node may be nested below the new
            // segment: below a segment root that means already nested there.
            let root = self.dst.obj(m.seg).level;
            let private = self.lifted(0, a.level) > root && self.lifted(1, b.level) > root;
            if o1 == o2 || a.place != Place::Heap || !private {
                return None;
            }
        }
        match (a.seg, b.seg) {
            (Some(s), Some(t)) => {
                self.status.left &= s.min <= t.min && (t.at_most_one || !s.at_most_one);
                self.status.right &= t.min <= s.min && (s.at_most_one || !t.at_most_one);
            }
            (None, Some(t)) => {
                self.status.left = false;
                self.status.right &= t.min <= 1;
            }
            (Some(s), None) => {
                self.status.right = false;
                self.status.left &= s.min <= 1;
            }
            (None, None) => {
                // A 0/1 region covers a region, not the other way round.
                self.status.left &= a.optional || !b.optional;
                self.status.right &= b.optional || !a.optional;
            }
        }
        // A block that may reuse a freed address covers one that may not.
        self.status.left &= a.reuses || !b.reuses;
        self.status.right &= b.reuses || !a.reuses;
        let mut obj = a.clone();
        obj.fields = Vec::new();
        obj.seg = seg;
        obj.optional = a.optional || b.optional;
        obj.reuses = a.reuses || b.reuses;
        obj.level = self.lifted(0, a.level);
        obj.kind = joint_kind(a.kind, b.kind);
        self.dst.objects.push(obj);
        let d = ObjId(self.dst.objects.len() as u32 - 1);
        self.map_obj(0, o1, d);
        self.map_obj(1, o2, d);
        let nest = [
            a.seg.is_none() && seg.is_some(),
            b.seg.is_none() && seg.is_some(),
        ];
        self.fields(o1, o2, d, &[], nest.map(u32::from))?;
        Some(d)
    }

    /// Joins the fields of two objects into `d` (with join reinterpretation of
    /// nullified blocks, appendix 0.9.1), skipping the offsets in `skip`; the
    /// values of fields other than `d`'s links are `nest` levels deeper on each side.
    pub fn fields(
        &mut self,
        o1: ObjId,
        o2: ObjId,
        d: ObjId,
        skip: &[u64],
        nest: [u32; 2],
    ) -> Option<()> {
        let (mut f1, mut f2) = aligned(&self.g1.obj(o1).fields, &self.g2.obj(o2).fields);
        for fs in [&mut f1, &mut f2] {
            // Sorted unless a split block overlaps another field.
            if !fs.is_sorted_by_key(|f| (f.off, f.size)) {
                fs.sort_by_key(|f| (f.off, f.size));
            }
        }
        let keys = merged_keys(&f1, &f2);
        let (mut i1, mut i2) = (0, 0);
        let level = self.dst.obj(d).level;
        let links = self.dst.obj(d).seg.map(|s| [Some(s.next), s.prev]);
        let keep_small = self.keep_small_data && self.g1.obj(o1).place == Place::Heap;
        for (off, size) in keys {
            if skip.contains(&off) {
                continue;
            }
            let (x, y) = (at(&f1, &mut i1, off, size), at(&f2, &mut i2, off, size));
            let link = links.is_some_and(|l| l.contains(&Some(off)));
            let by = if link { [0, 0] } else { nest };
            if keep_small && self.small_constants_differ(x, y, size) {
                return None;
            }
            let val = match (x, y) {
                (None, None) => continue,
                (Some(x), Some(y)) => self.deeper(by, |j| j.values(x, y)),
                (Some(x), None) => self.deeper(by, |j| j.unmatched(j.g1.val(x), false, level)),
                (None, Some(y)) => self.deeper(by, |j| j.unmatched(j.g2.val(y), true, level)),
            }?;
            self.dst.obj_mut(d).fields.push(Field { off, size, val });
        }
        self.dst.obj_mut(d).fields.sort_unstable();
        Some(())
    }

    /// Whether two field values of `size` bytes are different constants both
    /// within `SMALL_TAG` (read as signed integers of the field's width).
    fn small_constants_differ(&self, a: Option<ValId>, b: Option<ValId>, size: u64) -> bool {
        let (Some(a), Some(b)) = (a, b) else {
            return false;
        };
        match (
            small_constant(self.g1.val(a), size),
            small_constant(self.g2.val(b), size),
        ) {
            (Some(x), Some(y)) => x != y,
            _ => false,
        }
    }

    /// A field present on one side only: an unknown value, unless it holds an address.
    fn unmatched(&mut self, v: Value, first_missing: bool, level: u32) -> Option<ValId> {
        if matches!(v, Value::Addr { .. } | Value::Func(_)) {
            return None;
        }
        if first_missing {
            self.status.right = false;
        } else {
            self.status.left = false;
        }
        self.status.data = true;
        let level = if self.merge.is_some() {
            level + 1
        } else {
            level
        };
        self.dst.values.push(Value::Unknown {
            exact: false,
            lo: i64::MIN,
            hi: i64::MAX,
            level,
        });
        Some(ValId(self.dst.values.len() as u32 - 1))
    }

    /// DLS insertion (appendix 0.9.5): a segment on one side that the other side
    /// lacks is joined with an empty segment, and the traversal continues with
    /// the segment's successor (or predecessor for its last-node address).
    /// When merging nodes (abstraction), a region one node has where the other
    /// has the region's successor value becomes a 0/1 object (section 0.4),
    /// kept as a possibly empty singly-linked segment through that field.
    fn insertion(&mut self, a: ValId, b: ValId) -> Option<ValId> {
        for side in [0u8, 1] {
            let (g, v, other) = if side == 0 {
                (self.g1, a, b)
            } else {
                (self.g2, b, a)
            };
            let Value::Addr { obj, off, tg } = g.val(v) else {
                continue;
            };
            let joined = if side == 0 { &self.objs1 } else { &self.objs2 };
            if !self.insertable(side, obj) || self.merge.is_none() && joined.contains_key(&obj) {
                continue;
            }
            let seg = match (g.obj(obj).seg, tg) {
                (Some(seg), Tg::First | Tg::Last) if off == seg.head => seg,
                (None, Tg::Region) if self.merge.is_some() || g.obj(obj).optional => {
                    // Only when merging nodes, where both sides are one SMG
                    // (`other` is a value of `g`), and not for a 0/1 region.
                    let links = self.merge.filter(|_| !g.obj(obj).optional);
                    let links = links.and_then(|_| self.optional_links(side, obj, other));
                    let Some((next, prev)) = links else {
                        if let Some(d) = self.optional_region(side, obj, other) {
                            return Some(self.dst.addr_tg(d, off, Tg::Region));
                        }
                        continue;
                    };
                    Seg {
                        min: 0,
                        head: off,
                        next,
                        prev,
                        at_most_one: true,
                    }
                }
                _ => continue,
            };
            // A 0/1 node of a doubly-linked segment is its first node for the
            // first reference met, its last node for the others (each choice
            // is checked by joining the link it implies).
            let tg = match tg {
                Tg::Region if seg.prev.is_some() && self.inserted.contains_key(&(side, obj)) => {
                    Tg::Last
                }
                Tg::Region => Tg::First,
                tg => tg,
            };
            if self.inserting.contains(&(side, obj, tg)) || self.inserting.len() >= MAX_INSERTIONS {
                return None;
            }
            let reused = self.inserted.get(&(side, obj)).copied();
            let d = match reused {
                Some(d) => d,
                None => self.insert_segment(side, obj, seg)?,
            };
            let link = if tg == Tg::Last { seg.prev? } else { seg.next };
            let succ = g
                .obj(obj)
                .fields
                .iter()
                .find(|f| f.off == link && f.size == 8)?
                .val;
            self.inserting.push((side, obj, tg));
            let joined = if side == 0 {
                self.values(succ, other)
            } else {
                self.values(other, succ)
            };
            self.inserting.pop();
            let joined = joined?;
            let field = &mut self.dst.obj_mut(d).fields;
            // A segment inserted before stands for one sub-heap of its side:
            // its link keeps the successor joined then (relinked, the
            // segment would lead both to that successor and to this one,
            // as if two lists shared their tail).
            if reused.is_some() && field.iter().any(|f| f.off == link && f.val != joined) {
                return None;
            }
            field.retain(|f| f.off != link);
            field.push(Field {
                off: link,
                size: 8,
                val: joined,
            });
            field.sort_unstable();
            return Some(self.dst.addr_tg(d, off, tg));
        }
        None
    }

    /// Whether an object of one side may be inserted without a partner: any
    /// object when joining states; when merging nodes, only a heap object
    /// private to the node it hangs below.
    fn insertable(&self, side: u8, obj: ObjId) -> bool {
        let Some(m) = self.merge else { return true };
        let o = self.side(side).obj(obj);
        o.valid
            && o.place == Place::Heap
            && self.merged_node(side) != Some(obj)
            && self.lifted(side, o.level) > self.dst.obj(m.seg).level
    }

    /// Runs `f` with each side's objects `by` levels deeper.
    fn deeper<T>(&mut self, by: [u32; 2], f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.extra;
        self.extra = [saved[0] + by[0], saved[1] + by[1]];
        let out = f(self);
        self.extra = saved;
        out
    }

    /// The node of one side being merged into a segment: its own address
    /// in its private sub-heap is each node's own address (target all).
    fn merged_node(&self, side: u8) -> Option<ObjId> {
        self.merge
            .map(|m| if side == 0 { m.first } else { m.second })
    }

    /// The input SMG of one side.
    fn side(&self, side: u8) -> &'a Smg {
        if side == 0 {
            self.g1
        } else {
            self.g2
        }
    }

    /// The level an object or value of one side gets in the destination.
    fn lifted(&self, side: u8, level: u32) -> u32 {
        let lift = match self.merge {
            Some(m) if side == 0 => m.lift.0,
            Some(m) => m.lift.1,
            None => 0,
        };
        level + lift + self.extra[side as usize]
    }

    /// The link fields (next, and prev for a doubly-linked one) of a region
    /// that may be absent (a 0/1 object, section 0.4): next is the first
    /// pointer-sized field, holding the value the other side has instead of
    /// the region's address (or an address the join will check), or linking
    /// to a segment of the same nodes (a region heading a list: both become
    /// possibly empty segments); prev is a later field holding an address
    /// out of the region, as the back link of a cyclic list does.
    fn optional_links(&self, side: u8, obj: ObjId, other: ValId) -> Option<(u64, Option<u64>)> {
        let g = self.side(side);
        let region = g.obj(obj);
        let mut links = region
            .fields
            .iter()
            .filter(|f| f.size == 8 && f.off % 8 == 0);
        let f = links.next()?;
        let points_out = |v: ValId| matches!(g.val(v), Value::Addr { obj: o, .. } if o != obj);
        if points_out(other) {
            let prev = links.find(|p| points_out(p.val))?;
            return points_out(f.val).then_some((f.off, Some(prev.off)));
        }
        let heads_list = match g.val(f.val) {
            Value::Addr {
                obj: next,
                tg: Tg::First,
                ..
            } => {
                g.obj(next)
                    .seg
                    .is_some_and(|s| s.next == f.off && s.prev.is_none())
                    && g.obj(next).size == region.size
                    && kinds_agree(g.obj(next).kind, region.kind)
            }
            _ => false,
        };
        if heads_list {
            return Some((f.off, None));
        }
        // The link is the first field holding the other side's value (a
        // node's `next` after a `head` pointer to its list's first node).
        let f = std::iter::once(f)
            .chain(links.by_ref())
            .find(|f| f.val == other)?;
        // A lone node of a doubly-linked list referenced as both its first
        // and its last node: a doubly-linked 0/1 object keeps them apart.
        let prev = links.find(|p| p.val == other);
        Some((f.off, prev.filter(|_| g.references(obj) > 1).map(|p| p.off)))
    }

    /// A 0/1 region (section 0.4) joined from a region of one side that the
    /// other side has null for: a region holding no addresses becomes one
    /// when merging nodes, a 0/1 region stays one when joining states.
    fn optional_region(&mut self, side: u8, obj: ObjId, other: ValId) -> Option<ObjId> {
        let g = self.side(side);
        let region = g.obj(obj);
        if other != ZERO
            || region.place != Place::Heap
            || !region.valid
            || !(region.optional
                || region
                    .fields
                    .iter()
                    .all(|f| g.val(f.val).target().is_none()))
        {
            return None;
        }
        if let Some(d) = self.inserted.get(&(side, obj)) {
            return Some(*d);
        }
        let mark = self.mark();
        // Null never covers the 0/1 region; the region covers it only if it
        // was a 0/1 region already.
        if side == 0 {
            self.status.right = false;
            self.status.left &= region.optional;
        } else {
            self.status.left = false;
            self.status.right &= region.optional;
        }
        let d = self.copy_object(side, obj, None);
        self.dst.obj_mut(d).optional = true;
        self.inserted.insert((side, obj), d);
        self.journal.push(Mapped::Inserted(side, obj));
        if self.copy_fields(side, obj, d, &[]).is_none() {
            self.rollback(mark);
            return None;
        }
        Some(d)
    }

    /// Copies a segment of one side (with the sub-SMG nested below it) into the
    /// destination as a possibly empty segment.
    fn insert_segment(&mut self, side: u8, obj: ObjId, seg: Seg) -> Option<ObjId> {
        // Joining states inserts possibly empty segments only (section 0.5).
        if self.merge.is_none() && seg.min > 0 {
            return None;
        }
        // The other side only has the empty list here: it never covers this
        // side, which covers the other only if the segment may be empty.
        if side == 0 {
            self.status.right = false;
            self.status.left &= seg.min == 0;
        } else {
            self.status.left = false;
            self.status.right &= seg.min == 0;
        }
        let d = self.copy_object(side, obj, Some(Seg { min: 0, ..seg }));
        self.inserted.insert((side, obj), d);
        self.journal.push(Mapped::Inserted(side, obj));
        let links: Vec<u64> = [Some(seg.next), seg.prev].into_iter().flatten().collect();
        let mut by = [0, 0];
        by[side as usize] = u32::from(self.side(side).obj(obj).seg.is_none());
        self.deeper(by, |j| j.copy_fields(side, obj, d, &links))
            .map(|()| d)
    }

    /// Copies the fields of an object of one side into `d`; a link field
    /// (offset in `links`) that cannot be copied is left for the caller.
    fn copy_fields(&mut self, side: u8, obj: ObjId, d: ObjId, links: &[u64]) -> Option<()> {
        let src = self.side(side).obj(obj);
        for f in &src.fields {
            match self.copy_value(side, f.val) {
                Some(val) => self.dst.obj_mut(d).fields.push(Field {
                    off: f.off,
                    size: f.size,
                    val,
                }),
                None if links.contains(&f.off) => {}
                None => return None,
            }
        }
        Some(())
    }

    /// Adds an object of one side to the destination (no fields yet), with
    /// segment descriptor `seg`, and maps it when merging nodes.
    fn copy_object(&mut self, side: u8, obj: ObjId, seg: Option<Seg>) -> ObjId {
        let src = self.side(side).obj(obj);
        let mut copy = src.clone();
        copy.fields = Vec::new();
        copy.seg = seg;
        copy.level = self.lifted(side, src.level);
        self.dst.objects.push(copy);
        let d = ObjId(self.dst.objects.len() as u32 - 1);
        if self.merge.is_some() {
            self.map_obj(side, obj, d);
        }
        d
    }

    /// Copies a value of one side into the destination without a partner
    /// (used for the sub-SMG of an inserted segment): addresses of objects
    /// nested below it are copied with their objects.
    fn copy_value(&mut self, side: u8, v: ValId) -> Option<ValId> {
        let (g, map, objs) = if side == 0 {
            (self.g1, &self.vals1, &self.objs1)
        } else {
            (self.g2, &self.vals2, &self.objs2)
        };
        if let Some(d) = map.get(&v) {
            return Some(*d);
        }
        if let (Value::Addr { obj, off, .. }, Some(m)) = (g.val(v), self.merge) {
            if self.merged_node(side) == Some(obj) {
                // Left unmapped: the other side's own address joins with it.
                return Some(self.dst.addr_tg(m.seg, off, Tg::All));
            }
        }
        let d = match g.val(v) {
            Value::Int(c) => self.dst.int(c),
            Value::Func(f) => self.dst.intern(Value::Func(f)),
            Value::Unknown {
                exact,
                lo,
                hi,
                level,
            } => {
                let level = self.lifted(side, level);
                self.dst.values.push(Value::Unknown {
                    exact,
                    lo,
                    hi,
                    level,
                });
                ValId(self.dst.values.len() as u32 - 1)
            }
            Value::Addr { obj, off, tg } => {
                let target = match objs.get(&obj) {
                    Some(d) => *d,
                    None if self.merge.is_some() && self.insertable(side, obj) => {
                        self.copy_nested(side, obj)?
                    }
                    None => return None,
                };
                self.dst.addr_tg(target, off, tg)
            }
        };
        self.map_val(side, v, d);
        Some(d)
    }

    /// Copies an object nested below an inserted segment, with its fields.
    fn copy_nested(&mut self, side: u8, obj: ObjId) -> Option<ObjId> {
        let src = self.side(side).obj(obj);
        let d = self.copy_object(side, obj, src.seg);
        self.copy_fields(side, obj, d, &[])?;
        Some(d)
    }
}

/// The estimated type of a join of objects of estimated types `a` and `b`.
pub fn joint_kind(a: u32, b: u32) -> u32 {
    match (a, b) {
        (0, k) | (k, 0) => k,
        (k, l) if k == l => k,
        _ => 0,
    }
}

/// Whether objects of estimated types `a` and `b` may be nodes of one list
/// (Predator merges objects of different types only through shared sub-heaps).
pub fn kinds_agree(a: u32, b: u32) -> bool {
    a == 0 || b == 0 || a == b
}

/// Whether two objects may be joined; the segment descriptor of the result.
fn compatible(a: &Object, b: &Object) -> Option<Option<Seg>> {
    if a.size != b.size
        || a.valid != b.valid
        || a.read_only != b.read_only
        || !kinds_agree(a.kind, b.kind)
    {
        return None;
    }
    let same_place = match (&a.place, &b.place) {
        (Place::Stack { .. }, Place::Stack { .. }) => true,
        (p, q) => p == q,
    };
    if !same_place {
        return None;
    }
    // Only regions may be 0/1 regions.
    if (a.optional && b.seg.is_some()) || (b.optional && a.seg.is_some()) {
        return None;
    }
    match (a.seg, b.seg) {
        (None, None) => Some(None),
        (Some(s), Some(t)) if (s.head, s.next, s.prev) == (t.head, t.next, t.prev) => {
            Some(Some(Seg {
                min: s.min.min(t.min),
                at_most_one: s.at_most_one && t.at_most_one,
                ..s
            }))
        }
        // A region is one node, which a 0/1 segment covers too.
        (Some(s), None) | (None, Some(s)) => Some(Some(Seg {
            min: s.min.min(1),
            ..s
        })),
        _ => None,
    }
}

/// The value of the first field of `fs` at `off` of `size` bytes, `fs`
/// sorted by offset and size and searched from `i` on (a merge of sorted
/// lists: `i` is left at the first field not before it).
fn at(fs: &[Field], i: &mut usize, off: u64, size: u64) -> Option<ValId> {
    while fs.get(*i).is_some_and(|f| (f.off, f.size) < (off, size)) {
        *i += 1;
    }
    (fs.get(*i))
        .filter(|f| f.off == off && f.size == size)
        .map(|f| f.val)
}

/// The places (offset, size) of the fields of two sorted field lists, in
/// order, each once.
fn merged_keys(a: &[Field], b: &[Field]) -> Vec<(u64, u64)> {
    let mut keys = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.iter().peekable(), b.iter().peekable());
    loop {
        let key = |f: &&Field| (f.off, f.size);
        let k = match (a.peek().map(key), b.peek().map(key)) {
            (Some(x), Some(y)) => x.min(y),
            (Some(x), None) | (None, Some(x)) => x,
            (None, None) => return keys,
        };
        a.next_if(|f| key(f) == k);
        b.next_if(|f| key(f) == k);
        if keys.last() != Some(&k) {
            keys.push(k);
        }
    }
}

/// Splits the nullified blocks of two field lists at every field boundary of
/// either, so equal bytes get equal keys (join reinterpretation, appendix 0.9.1).
fn aligned(a: &[Field], b: &[Field]) -> (Vec<Field>, Vec<Field>) {
    // Fields at the same places, none overlapping the next: nothing to split.
    let apart = |fs: &[Field]| fs.windows(2).all(|w| w[0].off + w[0].size <= w[1].off);
    let same = |(x, y): (&Field, &Field)| x.off == y.off && x.size == y.size;
    if a.len() == b.len() && a.iter().zip(b).all(same) && apart(a) {
        return (a.to_vec(), b.to_vec());
    }
    // Only a boundary strictly inside a nullified block splits it.
    let blocks: Vec<(u64, u64)> = (a.iter().chain(b))
        .filter(|f| f.val == ZERO && f.size > 1)
        .map(|f| (f.off, f.off + f.size))
        .collect();
    if blocks.is_empty() {
        return (a.to_vec(), b.to_vec());
    }
    let mut cuts: Vec<u64> = (a.iter().chain(b))
        .flat_map(|f| [f.off, f.off + f.size])
        .filter(|&c| blocks.iter().any(|&(lo, hi)| lo < c && c < hi))
        .collect();
    cuts.sort_unstable();
    cuts.dedup();
    let split = |fs: &[Field]| {
        let mut out = Vec::new();
        for f in fs {
            if f.val != ZERO {
                out.push(*f);
                continue;
            }
            let mut start = f.off;
            for &c in cuts.iter().filter(|&&c| c > f.off && c < f.off + f.size) {
                out.push(Field {
                    off: start,
                    size: c - start,
                    val: ZERO,
                });
                start = c;
            }
            out.push(Field {
                off: start,
                size: f.off + f.size - start,
                val: ZERO,
            });
        }
        out
    };
    (split(a), split(b))
}

/// Join of SPCs (appendix 0.9.7): the traversal starts from pairs of equal
/// program variables. Returns the joined SPC and the join status.
pub fn join_spc(s1: &Spc, s2: &Spc) -> Option<(Spc, Status)> {
    let (mut joined, status) = traverse_spcs(s1, s2, false, false)?;
    joined.collect();
    Some((joined, status))
}

/// Join of SPCs that also joins different small constants in heap objects
/// into ranges, and constants pair by pair: at a loop head that the join of
/// SPCs keeps too many states apart (flags set at random in the nodes of an
/// array).
pub fn coarse_join_spc(s1: &Spc, s2: &Spc) -> Option<Spc> {
    let (mut joined, _) = traverse_spcs(s1, s2, false, true)?;
    joined.collect();
    Some(joined)
}

/// Entailment of SPCs (section 0.3.2): whether `s1` covers `s2` (equal or
/// left entails), by a join traversal that gives up once it cannot.
pub fn entailment(s1: &Spc, s2: &Spc) -> Cmp {
    if constants_differ(s1, s2) {
        return Cmp::Incomparable;
    }
    match traverse_spcs(s1, s2, true, false) {
        Some((_, status)) if status.left => status.cmp(),
        _ => Cmp::Incomparable,
    }
}

/// Whether a register or a field of a stack object holds different integer
/// constants in two SPCs: the first cannot cover the second, which the
/// traversal would find only after the heap the locals before it reach (a
/// counter at the head of a loop unrolled while it was known).
fn constants_differ(s1: &Spc, s2: &Spc) -> bool {
    let differ = |a: ValId, b: ValId| matches!((s1.smg.val(a), s2.smg.val(b)), (Value::Int(x), Value::Int(y)) if x != y);
    let fields_differ = |o1: ObjId, o2: ObjId| {
        // Both sorted by place.
        let (f1, f2) = (&s1.smg.obj(o1).fields, &s2.smg.obj(o2).fields);
        let mut k = 0;
        f1.iter()
            .any(|x| at(f2, &mut k, x.off, x.size).is_some_and(|y| differ(x.val, y)))
    };
    (s1.frames.iter().zip(&s2.frames)).any(|(f, g)| {
        let regs = f.regs.keys().eq(g.regs.keys())
            && (f.regs.values().zip(g.regs.values())).any(|(&a, &b)| differ(a, b));
        let locals = f.locals.len() == g.locals.len()
            && (f.locals.iter().zip(&g.locals)).any(|(&a, &b)| fields_differ(a, b));
        regs || locals
    })
}

/// The join traversal of two SPCs, its result not yet garbage-collected;
/// with `entail`, only as far as the first may still cover the second;
/// `coarse` as in `coarse_join_spc`.
fn traverse_spcs(s1: &Spc, s2: &Spc, entail: bool, coarse: bool) -> Option<(Spc, Status)> {
    let same_shape = s1.globals.len() == s2.globals.len()
        && s1.frames.len() == s2.frames.len()
        && s1.frames.iter().zip(&s2.frames).all(|(f, g)| {
            f.func == g.func && f.locals.len() == g.locals.len() && f.regs.keys().eq(g.regs.keys())
        });
    if !same_shape {
        return None;
    }
    let mut j = Joiner::new(&s1.smg, &s2.smg, Smg::new(), None);
    j.entail = entail;
    j.keep_small_data = !coarse;
    j.with_constants = coarse.then(FxHashMap::default);
    j.objs1.insert(NULL_OBJ, NULL_OBJ);
    j.objs2.insert(NULL_OBJ, NULL_OBJ);
    let globals = s1
        .globals
        .iter()
        .zip(&s2.globals)
        .map(|(a, b)| j.objects(*a, *b))
        .collect::<Option<Vec<_>>>()?;
    let mut frames = Vec::new();
    for (f, g) in s1.frames.iter().zip(&s2.frames) {
        let locals = f
            .locals
            .iter()
            .zip(&g.locals)
            .map(|(a, b)| j.objects(*a, *b))
            .collect::<Option<Vec<_>>>()?;
        let mut regs = std::collections::BTreeMap::new();
        for ((r, a), b) in f.regs.iter().zip(g.regs.values()) {
            regs.insert(*r, j.values(*a, *b)?);
        }
        frames.push(Frame {
            func: f.func,
            regs,
            locals,
            iterations: f.iterations.clone(),
        });
    }
    // The constants of non-equalities (`x != 5`) stand for themselves, even
    // where the value joined with them stands for more (a counter at 5).
    let constants: FxHashMap<u64, ValId> = (s1.smg.neq.iter().map(|p| (s1, p)))
        .chain(s2.smg.neq.iter().map(|p| (s2, p)))
        .flat_map(|(s, &(a, b))| [s.smg.val(a), s.smg.val(b)])
        .filter_map(|v| match v {
            Value::Int(k) => Some((k, j.dst.int(k))),
            _ => None,
        })
        .collect();
    let mapped = |s: &Spc, m: &NodeMap<ValId>| -> Vec<(ValId, ValId)> {
        let map = |v: ValId| match s.smg.val(v) {
            Value::Int(k) => constants.get(&k).copied(),
            _ => m.get(&v).copied(),
        };
        let mut out: Vec<_> = (s.smg.neq.iter())
            .filter_map(|&(a, b)| {
                let (x, y) = (map(a)?, map(b)?);
                Some(if x < y { (x, y) } else { (y, x) })
            })
            .collect();
        out.sort_unstable();
        out
    };
    let neq = common(mapped(s1, &j.vals1), mapped(s2, &j.vals2), &mut j.status);
    let order_of = |s: &Spc, m: &NodeMap<ValId>| -> Vec<(ValId, ValId, bool)> {
        s.smg
            .order
            .iter()
            .filter_map(|&(a, b, st)| Some((*m.get(&a)?, *m.get(&b)?, st)))
            .collect()
    };
    let mut order = common(
        order_of(s1, &j.vals1),
        order_of(s2, &j.vals2),
        &mut j.status,
    );
    order.sort_unstable();
    let (in1, in2) = (|v| j.vals1.get(&v).copied(), |v| j.vals2.get(&v).copied());
    let (w1, w2) = (s1.smg.widenings.as_slice(), s2.smg.widenings.as_slice());
    let widenings = common(renamed(w1, in1), renamed(w2, in2), &mut j.status);
    let (d1, d2) = (s1.smg.derived.as_slice(), s2.smg.derived.as_slice());
    let derived = common(renamed(d1, in1), renamed(d2, in2), &mut j.status);
    // Addresses into arrays are not joined: a side holding one is not covered.
    j.status.left &= s1.smg.interiors.is_empty();
    j.status.right &= s2.smg.interiors.is_empty();
    let linked = j.dst.objects.iter().all(|o| {
        o.seg.is_none_or(|sg| {
            [Some(sg.next), sg.prev]
                .into_iter()
                .flatten()
                .all(|l| o.fields.iter().any(|f| f.off == l && f.size == 8))
        })
    });
    // A join of incomparable states that inserts a segment (0.9.5) and also
    // loses data, such as a loop counter joined into a range, forgets which
    // lists the data says are empty (which buckets a loop has freed): the
    // states stay apart (a covering state still absorbs the other).
    let forgets = !j.inserted.is_empty() && j.status.data && j.status.cmp() == Cmp::Incomparable;
    if !linked || forgets {
        return None;
    }
    let status = j.status;
    let mut smg = j.dst;
    smg.neq = neq;
    smg.order = order;
    smg.widenings = widenings;
    smg.derived = derived;
    let exact = match status.cmp() {
        Cmp::Equal => s1.exact && s2.exact,
        Cmp::LeftCovers => s1.exact,
        Cmp::RightCovers => s2.exact,
        Cmp::Incomparable => false,
    };
    let joined = Spc {
        smg,
        globals,
        frames,
        exact,
    };
    Some((joined, status))
}

/// The facts both inputs hold, mapped into the join; an input holding a
/// fact the other lacks does not cover it.
fn common<T: PartialEq + Copy>(f1: Vec<T>, f2: Vec<T>, status: &mut Status) -> Vec<T> {
    let both: Vec<T> = f1.iter().filter(|f| f2.contains(f)).copied().collect();
    status.left &= f1.len() == both.len();
    status.right &= f2.len() == both.len();
    both
}

#[cfg(test)]
mod tests {
    use super::{aligned, coarse_join_spc, join_spc};
    use crate::engine::Cmp;
    use crate::ir::Var;
    use crate::smg::graph::{Field, ObjId, Place, Seg, Smg, Tg, ValId, Value, ZERO};
    use crate::smg::spc::Spc;
    use crate::smg::testing::{list, DATA, PAYLOAD};

    /// A node whose payload region points back to it; with `seg`, the node
    /// is a 1+ segment and the payload nested below it points to each node.
    fn node_owning_its_payload(seg: bool) -> Spc {
        let mut smg = Smg::new();
        let node = smg.add_object(24, Place::Heap);
        smg.write_field(node, 0, 8, ZERO);
        let payload = smg.add_object(8, Place::Heap);
        let tg = if seg { Tg::All } else { Tg::Region };
        let back = smg.addr_tg(node, 0, tg);
        smg.write_field(payload, 0, 8, back);
        let p = smg.addr(payload, 0);
        smg.write_field(node, PAYLOAD, 8, p);
        if seg {
            smg.obj_mut(node).seg = Some(Seg {
                min: 1,
                head: 0,
                next: 0,
                prev: None,
                at_most_one: false,
            });
            smg.obj_mut(payload).level = 1;
        }
        let tg = if seg { Tg::First } else { Tg::Region };
        let head = smg.addr_tg(node, 0, tg);
        Spc::holding(smg, head)
    }

    /// The address of a possibly empty null-terminated segment of nodes of
    /// `size` bytes linked at 0.
    fn possibly_empty_list(smg: &mut Smg, size: u64) -> ValId {
        let seg = smg.add_object(size, Place::Heap);
        smg.write_field(seg, 0, 8, ZERO);
        smg.obj_mut(seg).seg = Some(Seg {
            min: 0,
            head: 0,
            next: 0,
            prev: None,
            at_most_one: false,
        });
        smg.addr_tg(seg, 0, Tg::First)
    }

    /// A possibly empty list in register 0, and in register 1 either null
    /// or (`alias`) the list's address as well.
    fn list_and_cursor(alias: bool) -> Spc {
        let mut smg = Smg::new();
        let head = possibly_empty_list(&mut smg, 24);
        let mut s = Spc::holding(smg, head);
        let cursor = if alias { head } else { ZERO };
        s.frames[0].regs.insert(crate::ir::Var(1), cursor);
        s
    }

    #[test]
    fn a_list_two_variables_share_does_not_become_two_lists() {
        // Null joined with the list's address would insert a possibly empty
        // segment (appendix 0.9.5); the list is already joined through the
        // other variable, so the join may not copy it a second time.
        for (a, b) in [(false, true), (true, false)] {
            let joined = join_spc(&list_and_cursor(a), &list_and_cursor(b));
            let segments = |s: &Spc| s.smg.objects.iter().filter(|o| o.seg.is_some()).count();
            assert!(joined.is_none_or(|(j, _)| segments(&j) == 1));
        }
    }

    #[test]
    fn a_non_equality_with_a_constant_survives_a_join_with_a_counter_at_that_constant() {
        // x != 5 on both sides, and a counter that is 5 on one side: the
        // counter is joined into a range, the constant of the fact stays 5.
        let state = |counter: u64| {
            let mut smg = Smg::new();
            let x = smg.fresh(true);
            let five = smg.int(5);
            smg.add_neq(x, five);
            let c = smg.int(counter);
            let mut s = Spc::holding(smg, x);
            s.frames[0].regs.insert(Var(1), c);
            s
        };
        let (mut j, _) = join_spc(&state(5), &state(6)).expect("a counter joins");
        let x = j.frames[0].regs[&Var(0)];
        assert!(matches!(
            j.smg.val(j.frames[0].regs[&Var(1)]),
            Value::Unknown { .. }
        ));
        let five = j.smg.int(5);
        assert!(j.smg.has_neq(x, five));
    }

    #[test]
    fn states_whose_nodes_hold_different_small_constants_are_kept_apart() {
        let node = |data: u64| list(&[(data, None)]);
        // Tags (1 or 2, -1 as a 4-byte field or 1) stay apart ...
        assert!(join_spc(&node(1), &node(2)).is_none());
        assert!(join_spc(&node(0xffff_ffff), &node(1)).is_none());
        // ... equal ones join, and values past the bound (a counter) join
        // into a range.
        assert!(join_spc(&node(1), &node(1)).is_some());
        assert!(join_spc(&node(3), &node(4)).is_some());
        assert!(join_spc(&node(10), &node(11)).is_some());
    }

    #[test]
    fn nullified_blocks_are_split_at_the_other_sides_field_boundaries() {
        let field = |off, size, val| Field { off, size, val };
        let one = ValId(1);
        // A zeroed block of 16 bytes against two fields of 8 (appendix 0.9.1).
        let (a, b) = aligned(
            &[field(0, 16, ZERO)],
            &[field(0, 8, one), field(8, 8, ZERO)],
        );
        assert_eq!(a, [field(0, 8, ZERO), field(8, 8, ZERO)]);
        assert_eq!(b, [field(0, 8, one), field(8, 8, ZERO)]);
        // The same places on both sides: nothing to split.
        let same = [field(0, 8, ZERO), field(8, 4, one)];
        assert_eq!(aligned(&same, &same), (same.to_vec(), same.to_vec()));
    }

    #[test]
    fn a_coarse_join_joins_small_constants_and_each_pair_of_constants_apart() {
        // A flag set in the first of two nodes: the join keeps the states
        // apart; the coarse join gives the first node 0 or 1 and leaves the
        // second (and the null links and payloads) at 0, though 0 is one
        // node on each side, here joined with both 1 and 0.
        let (a, b) = (list(&[(0, None), (0, None)]), list(&[(1, None), (0, None)]));
        assert!(join_spc(&a, &b).is_none());
        let j = coarse_join_spc(&a, &b).expect("a coarse join");
        let data = |node| {
            let f = j.smg.obj(node).fields.iter().find(|f| f.off == DATA);
            j.smg.val(f.expect("a data field").val)
        };
        let (first, _, _) = j
            .smg
            .val(j.frames[0].regs[&Var(0)])
            .target()
            .expect("a node");
        let next = j.smg.obj(first).fields.iter().find(|f| f.off == 0);
        let (second, _, _) = j
            .smg
            .val(next.expect("a link").val)
            .target()
            .expect("a node");
        assert!(matches!(data(first), Value::Unknown { lo: 0, hi: 1, .. }));
        assert_eq!(data(second), Value::Int(0));
    }

    /// Two null-terminated chains (registers 0 and 1) of 16-byte nodes
    /// linked at 0, one node each, and a cursor (register 2) at a possibly
    /// empty segment after the node of chain `at`: a walk along one chain
    /// of a hash table whose bucket is not known.
    fn cursor_in_chain(at: usize) -> Spc {
        let mut smg = Smg::new();
        let mut heads = Vec::new();
        let mut cursor = ZERO;
        for chain in 0..2 {
            let mut next = ZERO;
            if chain == at {
                next = possibly_empty_list(&mut smg, 16);
                cursor = next;
            }
            let node = smg.add_object(16, Place::Heap);
            smg.write_field(node, 0, 8, next);
            heads.push(smg.addr(node, 0));
        }
        let mut s = Spc::holding(smg, heads[0]);
        let regs = &mut s.frame_mut().regs;
        regs.insert(Var(1), heads[1]);
        regs.insert(Var(2), cursor);
        s
    }

    /// The heap objects reachable from register `r` along the links at 0.
    fn chain_objects(s: &Spc, r: u32) -> Vec<ObjId> {
        let mut v = s.frame().regs[&Var(r)];
        let mut out = Vec::new();
        while let Some((o, _, _)) = s.smg.val(v).target() {
            if out.contains(&o) {
                break;
            }
            out.push(o);
            let Some(f) = s.smg.obj(o).fields.iter().find(|f| f.off == 0) else {
                break;
            };
            v = f.val;
        }
        out
    }

    #[test]
    fn a_cursor_in_different_chains_does_not_join_the_chains_tails() {
        // Each side's possibly empty rest of a chain is inserted without a
        // partner; relinking one to the other made both chains end in one
        // shared segment, which neither side's heap has.
        if let Some((j, _)) = join_spc(&cursor_in_chain(0), &cursor_in_chain(1)) {
            let first = chain_objects(&j, 0);
            assert!(
                chain_objects(&j, 1).iter().all(|o| !first.contains(o)),
                "the chains share a tail: {j:?}"
            );
        }
    }

    #[test]
    fn a_constant_copied_into_an_inserted_segment_still_joins_with_itself() {
        // The second list starts with a possibly empty segment of nodes
        // holding 0 (DLS insertion, appendix 0.9.5, copies that 0); the
        // null successors of the last nodes must still join.
        let one = list(&[(5, None)]);
        let mut two = list(&[(0, None), (5, None)]);
        let head = two
            .frame()
            .regs
            .values()
            .next()
            .copied()
            .expect("a register");
        let Some((first, _, _)) = two.smg.val(head).target() else {
            panic!("the register holds the first node's address");
        };
        two.smg.obj_mut(first).seg = Some(Seg {
            min: 0,
            head: 0,
            next: 0,
            prev: None,
            at_most_one: false,
        });
        two.smg.retarget(
            head,
            Value::Addr {
                obj: first,
                off: 0,
                tg: Tg::First,
            },
        );
        let (_, status) = join_spc(&one, &two).expect("the states join");
        assert_eq!(status.cmp(), Cmp::RightCovers);
    }

    #[test]
    fn a_region_whose_payload_points_back_joins_with_a_segment_of_such_nodes() {
        // The back link of the lone node's payload is each node's own
        // address once the node is joined with the segment (nested lists
        // whose items point to their owner, three levels deep).
        let (_, status) = join_spc(
            &node_owning_its_payload(false),
            &node_owning_its_payload(true),
        )
        .expect("the states join");
        assert_eq!(status.cmp(), Cmp::RightCovers);
    }
}

//! Materialisation and removal of list segments (section 0.2.4): before a
//! program statement touches a node of a segment, the node is pulled out as
//! a region; a possibly empty segment splits into the empty and non-empty cases.

use super::graph::{ObjId, Place, Tg, ValId, Value, ZERO};
use super::spc::Spc;
use fxhash::FxHashMap;

impl Spc {
    /// The segment a possibly-abstract address points into (first or last node), if any.
    pub fn segment_target(&self, v: ValId) -> Option<(ObjId, bool)> {
        match self.smg.val(v) {
            Value::Addr {
                obj,
                tg: tg @ (Tg::First | Tg::Last),
                ..
            } if self.smg.obj(obj).seg.is_some() => Some((obj, tg == Tg::Last)),
            _ => None,
        }
    }

    /// The 0/1 region an address points into (section 0.4), if any.
    pub fn optional_target(&self, v: ValId) -> Option<ObjId> {
        match self.smg.val(v) {
            Value::Addr { obj, .. } if self.smg.obj(obj).optional => Some(obj),
            _ => None,
        }
    }

    /// Whether `v` is the address of a segment that may be empty or of a
    /// 0/1 region (so it may stand for another address or null).
    pub fn possibly_empty(&self, v: ValId) -> bool {
        self.optional_target(v).is_some()
            || self
                .segment_target(v)
                .is_some_and(|(o, _)| self.smg.obj(o).seg.is_some_and(|s| s.min == 0))
    }

    /// Materialises a 0/1 region (section 0.4): one SPC where it is present
    /// (a plain region), one where it is absent (its addresses are null).
    pub fn materialise_optional(&self, obj: ObjId) -> Vec<Spc> {
        let mut absent = self.clone();
        for i in 0..absent.smg.values.len() {
            let v = ValId(i as u32);
            if let Value::Addr { obj: o, off, .. } = absent.smg.val(v) {
                if o == obj {
                    let null = absent.shifted(ZERO, off);
                    absent.merge_value(v, null);
                }
            }
        }
        let gone = absent.smg.obj_mut(obj);
        gone.valid = false;
        gone.fields.clear();
        gone.place = Place::Null;
        let mut present = self.clone();
        present.smg.obj_mut(obj).optional = false;
        vec![absent, present]
    }

    /// Materialises the first (or last) node of `seg` as a region: one SPC with
    /// the node pulled out, and for a possibly empty segment one with it
    /// removed; a 0/1 segment (section 0.4) has nothing left after its node.
    pub fn materialise(&self, seg: ObjId, last: bool) -> Vec<Spc> {
        let s = self.smg.obj(seg).seg.expect("a segment");
        let mut out = Vec::new();
        if s.min == 0 {
            let mut empty = self.clone();
            empty.remove_segment(seg);
            out.push(empty);
        }
        let mut node = self.clone();
        node.pull_node(seg, last);
        if s.at_most_one {
            node.remove_segment(seg);
        }
        out.push(node);
        out
    }

    /// Objects and per-node values of the sub-SMG nested below `seg`.
    pub fn nested_below(&self, seg: ObjId) -> (Vec<ObjId>, Vec<ValId>) {
        let level = self.smg.obj(seg).level;
        let s = self.smg.obj(seg).seg.expect("a segment");
        let mut objs = Vec::new();
        let mut vals = Vec::new();
        let mut seen_v = fxhash::FxHashSet::default();
        let mut stack: Vec<ValId> = self
            .smg
            .obj(seg)
            .fields
            .iter()
            .filter(|f| f.off != s.next && Some(f.off) != s.prev)
            .map(|f| f.val)
            .collect();
        while let Some(v) = stack.pop() {
            if !seen_v.insert(v) {
                continue;
            }
            match self.smg.val(v) {
                Value::Unknown { level: l, .. } if l > level => vals.push(v),
                Value::Addr { obj, tg, .. }
                    if tg != Tg::All && self.smg.obj(obj).level > level && !objs.contains(&obj) =>
                {
                    objs.push(obj);
                    stack.extend(self.smg.obj(obj).fields.iter().map(|f| f.val));
                }
                _ => {}
            }
        }
        (objs, vals)
    }

    /// Removal of a possibly empty segment: its first-node addresses become its
    /// successor, its last-node addresses its predecessor.
    pub fn remove_segment(&mut self, seg: ObjId) {
        let s = self.smg.obj(seg).seg.expect("a segment");
        let field = |sp: &mut Spc, off: Option<u64>| off.map(|o| sp.smg.read_field(seg, o, 8));
        let next = field(self, Some(s.next)).expect("next");
        let prev = field(self, s.prev);
        let (nested, _) = self.nested_below(seg);
        for i in 0..self.smg.values.len() {
            let v = ValId(i as u32);
            let Value::Addr { obj, off, tg } = self.smg.val(v) else {
                continue;
            };
            if obj != seg || tg == Tg::All {
                continue;
            }
            let base = if tg == Tg::Last {
                prev.unwrap_or(next)
            } else {
                next
            };
            let to = self.shifted(base, off - s.head);
            self.merge_value(v, to);
        }
        for o in nested.into_iter().chain([seg]) {
            let obj = self.smg.obj_mut(o);
            obj.valid = false;
            obj.fields.clear();
            obj.place = Place::Null;
        }
    }

    /// The value `delta` bytes after the address `v` (an unknown value if `v` is not an address).
    fn shifted(&mut self, v: ValId, delta: i64) -> ValId {
        if delta == 0 {
            return v;
        }
        match self.smg.val(v) {
            Value::Addr { obj, off, tg } => self.smg.addr_tg(obj, off + delta, tg),
            Value::Int(k) => self.smg.int((k as i64 + delta) as u64),
            _ => self.smg.fresh(false),
        }
    }

    /// Pulls the first (or last) node out of a non-empty segment as a region,
    /// with a private copy of the sub-SMG nested below the segment.
    fn pull_node(&mut self, seg: ObjId, last: bool) {
        let s = self.smg.obj(seg).seg.expect("a segment");
        let (size, level) = (self.smg.obj(seg).size, self.smg.obj(seg).level);
        let node = self.smg.add_object(size, Place::Heap);
        self.smg.obj_mut(node).level = level;
        self.smg.obj_mut(node).kind = self.smg.obj(seg).kind;
        let (nested, nested_vals) = self.nested_below(seg);
        let mut omap: FxHashMap<ObjId, ObjId> = FxHashMap::default();
        for &o in &nested {
            let copy = self.smg.add_object(self.smg.obj(o).size, Place::Heap);
            let src = self.smg.obj(o).clone();
            let c = self.smg.obj_mut(copy);
            c.level = src.level - 1;
            c.seg = src.seg;
            c.optional = src.optional;
            c.valid = src.valid;
            c.kind = src.kind;
            omap.insert(o, copy);
        }
        let mut vmap: FxHashMap<ValId, ValId> = FxHashMap::default();
        for &v in &nested_vals {
            let Value::Unknown {
                exact,
                lo,
                hi,
                level,
            } = self.smg.val(v)
            else {
                continue;
            };
            self.smg.values.push(Value::Unknown {
                exact,
                lo,
                hi,
                level: level - 1,
            });
            vmap.insert(v, ValId(self.smg.values.len() as u32 - 1));
        }
        let copy_val = |sp: &mut Spc, v: ValId| -> ValId {
            if let Some(c) = vmap.get(&v) {
                return *c;
            }
            match sp.smg.val(v) {
                Value::Addr {
                    obj,
                    off,
                    tg: Tg::All,
                } if obj == seg => sp.smg.addr_tg(node, off, Tg::Region),
                Value::Addr { obj, off, tg } => match omap.get(&obj) {
                    Some(c) => sp.smg.addr_tg(*c, off, tg),
                    None => v,
                },
                _ => v,
            }
        };
        for (&o, &c) in &omap.clone() {
            for f in self.smg.obj(o).fields.clone() {
                let v = copy_val(self, f.val);
                self.smg.write_field(c, f.off, f.size, v);
            }
        }
        for f in self.smg.obj(seg).fields.clone() {
            let v = copy_val(self, f.val);
            self.smg.write_field(node, f.off, f.size, v);
        }
        // The addresses of the pulled node now point to the new region.
        let pulled = if last { Tg::Last } else { Tg::First };
        for i in 0..self.smg.values.len() {
            let v = ValId(i as u32);
            if let Value::Addr { obj, off, tg } = self.smg.val(v) {
                if obj == seg && tg == pulled {
                    self.smg.retarget(
                        v,
                        Value::Addr {
                            obj: node,
                            off,
                            tg: Tg::Region,
                        },
                    );
                }
            }
        }
        let rest = self.smg.addr_tg(seg, s.head, pulled);
        let node_addr = self.smg.addr_tg(node, s.head, Tg::Region);
        match (last, s.prev) {
            (false, prev) => {
                self.smg.write_field(node, s.next, 8, rest);
                if let Some(p) = prev {
                    let before = self.smg.read_field(seg, p, 8);
                    self.smg.write_field(node, p, 8, before);
                    self.smg.write_field(seg, p, 8, node_addr);
                }
            }
            (true, Some(p)) => {
                let after = self.smg.read_field(seg, s.next, 8);
                self.smg.write_field(node, s.next, 8, after);
                self.smg.write_field(node, p, 8, rest);
                self.smg.write_field(seg, s.next, 8, node_addr);
            }
            (true, None) => unreachable!("singly-linked segments have no last-node addresses"),
        }
        let seg_obj = self.smg.obj_mut(seg);
        if let Some(sg) = seg_obj.seg.as_mut() {
            sg.min = sg.min.saturating_sub(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Var;
    use crate::smg::join::{join_spc, Status};
    use crate::smg::testing::{list, PAYLOAD};

    /// A list of `n` nodes; node `i` owns a payload holding 7 when `owns(i)`.
    fn list_with_payloads(n: usize, owns: impl Fn(usize) -> bool) -> Spc {
        let nodes: Vec<(u64, Option<u64>)> = (0..n).map(|i| (0, owns(i).then_some(7))).collect();
        list(&nodes)
    }

    /// The first node's payload pointer after materialising the list's head.
    fn first_payloads(s: &Spc) -> Vec<(Spc, ValId)> {
        let head = s.frames[0].regs[&Var(0)];
        let (seg, last) = s.segment_target(head).expect("the list is a segment");
        s.materialise(seg, last)
            .into_iter()
            .filter_map(|mut t| {
                let head = t.frames[0].regs[&Var(0)];
                let (node, _, _) = t.smg.val(head).target()?;
                let payload = t.smg.read_field(node, PAYLOAD, 8);
                Some((t, payload))
            })
            .collect()
    }

    #[test]
    fn nodes_owning_a_payload_or_not_merge_with_a_0_1_region() {
        let mut s = list_with_payloads(6, |i| i % 2 == 0);
        assert!(s.abstract_lists([2, 2, 3], &Default::default(), None) > 0);
        let optional: Vec<&crate::smg::graph::Object> = s
            .smg
            .objects
            .iter()
            .filter(|o| o.optional && o.valid)
            .collect();
        assert_eq!(optional.len(), 1, "one 0/1 region nested below the segment");
        assert_eq!((optional[0].size, optional[0].level), (8, 1));
        // The payload of a materialised node is absent (null) or a region
        // holding 7: both cases are kept.
        let mut cases: Vec<&str> = Vec::new();
        for (t, payload) in first_payloads(&s) {
            let o = t.optional_target(payload).expect("a 0/1 region");
            for u in t.materialise_optional(o) {
                let head = u.frames[0].regs[&Var(0)];
                let (node, _, _) = u.smg.val(head).target().expect("a node");
                let mut u = u;
                let p = u.smg.read_field(node, PAYLOAD, 8);
                cases.push(match u.smg.val(p) {
                    Value::Int(0) => "null",
                    Value::Addr { obj, .. } if !u.smg.obj(obj).optional => {
                        let data = u.smg.read_field(obj, 0, 8);
                        assert_eq!(u.smg.val(data), Value::Int(7));
                        "region"
                    }
                    v => panic!("payload {v:?}"),
                });
            }
        }
        cases.sort_unstable();
        cases.dedup();
        assert_eq!(cases, ["null", "region"]);
    }

    #[test]
    fn a_0_1_region_covers_null_when_states_are_joined() {
        let mut s = list_with_payloads(6, |i| i % 2 == 0);
        s.abstract_lists([2, 2, 3], &Default::default(), None);
        let (t, payload) = first_payloads(&s).pop().expect("a first node");
        let o = t.optional_target(payload).expect("a 0/1 region");
        let [absent, _present] = &t.materialise_optional(o)[..] else {
            panic!("two cases");
        };
        let (joined, status) = join_spc(&t, absent).expect("the states join");
        let covers = Status {
            left: true,
            right: false,
            data: false,
        };
        assert_eq!(status, covers);
        assert!(joined.smg.objects.iter().any(|o| o.optional && o.valid));
    }

    #[test]
    fn nodes_that_all_own_a_payload_need_no_0_1_region() {
        let mut s = list_with_payloads(6, |_| true);
        assert!(s.abstract_lists([2, 2, 3], &Default::default(), None) > 0);
        assert!(!s.smg.objects.iter().any(|o| o.optional));
    }

    #[test]
    fn nodes_owning_a_lone_list_node_or_not_merge_with_a_0_1_sls() {
        // A payload holding 0 is a node whose next pointer is null.
        let nodes: Vec<(u64, Option<u64>)> =
            (0..6).map(|i| (0, (i % 2 == 0).then_some(0))).collect();
        let mut s = list(&nodes);
        assert!(s.abstract_lists([2, 2, 3], &Default::default(), None) > 0);
        let at_most_one = |s: &Spc| {
            s.smg
                .objects
                .iter()
                .filter(|o| o.valid && o.seg.is_some_and(|sg| sg.at_most_one))
                .count()
        };
        assert_eq!(at_most_one(&s), 1, "one 0/1 SLS nested below the segment");
        // Its node is absent (the payload is null) or there and alone: no
        // segment is left after it.
        let mut cases = Vec::new();
        for (t, payload) in first_payloads(&s) {
            let (seg, last) = t.segment_target(payload).expect("a 0/1 SLS");
            for mut u in t.materialise(seg, last) {
                let head = u.frames[0].regs[&Var(0)];
                let (node, _, _) = u.smg.val(head).target().expect("a node");
                let p = u.smg.read_field(node, PAYLOAD, 8);
                cases.push(match u.smg.val(p) {
                    Value::Int(0) => "null",
                    Value::Addr { obj, .. } if u.smg.obj(obj).seg.is_none() => {
                        assert_eq!(u.smg.read_field(obj, 0, 8), ZERO, "a lone node");
                        assert!(!u.smg.obj(seg).valid, "the 0/1 SLS is gone");
                        "node"
                    }
                    v => panic!("payload {v:?}"),
                });
            }
        }
        cases.sort_unstable();
        cases.dedup();
        assert_eq!(cases, ["node", "null"]);
    }
}

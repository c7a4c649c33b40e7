//! Materialisation and removal of list segments (section 0.2.4): before a
//! program statement touches a node of a segment, the node is pulled out as
//! a region; a possibly empty segment splits into the empty and non-empty cases.

use super::graph::{ObjId, Place, Tg, ValId, Value};
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

    /// Whether `v` is the address of a segment that may be empty.
    pub fn possibly_empty(&self, v: ValId) -> bool {
        self.segment_target(v)
            .is_some_and(|(o, _)| self.smg.obj(o).seg.is_some_and(|s| s.min == 0))
    }

    /// Materialises the first (or last) node of `seg` as a region: one SPC with
    /// the node pulled out, and for a possibly empty segment one with it removed.
    pub fn materialise(&self, seg: ObjId, last: bool) -> Vec<Spc> {
        let min = self.smg.obj(seg).seg.expect("a segment").min;
        let mut out = Vec::new();
        if min == 0 {
            let mut empty = self.clone();
            empty.remove_segment(seg);
            out.push(empty);
        }
        let mut node = self.clone();
        node.pull_node(seg, last);
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

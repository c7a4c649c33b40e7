//! The symbolic program configuration (SPC): an SMG with the program's
//! variables (globals, stack frames, registers) pointing into it.

use super::graph::{in_order, ObjId, Object, Place, Smg, Tg, ValId, Value, NULL_OBJ, ZERO};
use crate::ir::{BlockId, FuncId, GlobalId, Var};
use std::collections::{BTreeMap, BTreeSet};

/// One stack frame: the registers and the stack objects of a call.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    pub func: FuncId,
    pub regs: BTreeMap<Var, ValId>,
    /// Objects created by `alloca` in this frame.
    pub locals: Vec<ObjId>,
    /// The loops of this frame on the path, by head, with the iterations
    /// begun since the path entered each (`Mode::Bounded` only).
    pub iterations: Vec<(BlockId, u32)>,
}

/// The state of the SMG domain.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spc {
    pub smg: Smg,
    pub globals: Vec<ObjId>,
    pub frames: Vec<Frame>,
    /// No over-approximation happened on the path to this state.
    pub exact: bool,
}

/// A heap object that became unreachable: a leak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lost {
    pub size: u64,
}

impl Spc {
    /// An exact SPC of `smg` with one frame (of function 0) whose register 0
    /// holds `v`: a heap handed to the abstraction directly (tests, benches).
    pub fn holding(smg: Smg, v: ValId) -> Spc {
        Spc {
            smg,
            globals: vec![],
            frames: vec![Frame {
                func: FuncId(0),
                regs: [(Var(0), v)].into_iter().collect(),
                locals: vec![],
                iterations: vec![],
            }],
            exact: true,
        }
    }

    /// How many regions of the heap are tree nodes: they point to two other
    /// objects of their size and estimated type, at one offset, that are
    /// not their DLL neighbours (each pointing back through the other's
    /// link field) nor a DLL neighbour cut off by a reversal (pointing back
    /// through the same field). No list segment summarises them.
    pub fn tree_nodes(&self) -> usize {
        let smg = &self.smg;
        let tree_node = |t: ObjId| {
            let node = smg.obj(t);
            let points_back = |c: ObjId, field: u64| self.points_to(c, field, t);
            // A child pointing back through the parent's own link field is
            // the other end of a DLL link being reversed, not a child.
            let children: Vec<(u64, ObjId, i64)> = (node.fields.iter())
                .filter(|f| f.size == 8)
                .filter_map(|f| match smg.val(f.val) {
                    Value::Addr { obj, off, .. } if obj != t && alike(node, smg.obj(obj)) => {
                        Some((f.off, obj, off))
                    }
                    _ => None,
                })
                .filter(|&(f, c, _)| !points_back(c, f))
                .collect();
            children.iter().enumerate().any(|(k, &(f1, c1, o1))| {
                children[k + 1..].iter().any(|&(f2, c2, o2)| {
                    c1 != c2 && o1 == o2 && !(points_back(c1, f2) && points_back(c2, f1))
                })
            })
        };
        (0..smg.objects.len() as u32)
            .map(ObjId)
            .filter(|&t| {
                let o = smg.obj(t);
                o.live_heap() && o.seg.is_none() && !o.optional && tree_node(t)
            })
            .count()
    }

    /// How many nodes of the heap two chains through one link field join at,
    /// at most for any field (an in-tree, whose nodes point to their
    /// parent; a node unlinked from a DLL but still pointing to its
    /// neighbours makes one for each link field): a region, or the
    /// last node of a doubly-linked segment linked forwards through that
    /// field, that two other objects of its size and estimated type point
    /// to from the field (the node before it in the segment counting as
    /// one), and that does not point back to either through the field (the
    /// cut of a DLL reversed in place). No list segment summarises them.
    pub fn confluences(&self) -> usize {
        let smg = &self.smg;
        // The objects pointing to each target through each field (the
        // segment itself for the node before its last one).
        let mut links: BTreeMap<(ObjId, i64, Tg, u64), Vec<ObjId>> = BTreeMap::new();
        let heap = (0..smg.objects.len() as u32).map(ObjId);
        for p in heap.filter(|&p| smg.obj(p).live_heap()) {
            let o = smg.obj(p);
            for f in o.fields.iter().filter(|f| f.size == 8) {
                let Some((t, off, tg)) = smg.val(f.val).target() else {
                    continue;
                };
                let c = smg.obj(t);
                if t == p || tg == Tg::All || !alike(o, c) {
                    continue;
                }
                let inner = (c.seg.as_ref())
                    .is_some_and(|seg| tg == Tg::Last && seg.next == f.off && seg.min >= 2);
                let from = links.entry((t, off, tg, f.off)).or_default();
                if inner && from.is_empty() {
                    from.push(t);
                }
                from.push(p);
            }
        }
        let mut by_field: BTreeMap<u64, usize> = BTreeMap::new();
        for ((t, _, _, f), from) in &links {
            if from.len() >= 2 && !from.iter().any(|&p| self.points_to(*t, *f, p)) {
                *by_field.entry(*f).or_default() += 1;
            }
        }
        by_field.into_values().max().unwrap_or(0)
    }

    /// How many links join two heap objects of one estimated type but of
    /// different sizes (nodes ending in a flexible array, or a header with
    /// its payload), or lead from one field of that type to different
    /// offsets of its nodes (a colour kept in a next pointer's low bit): no
    /// list segment, whose nodes share one size and one target offset,
    /// summarises a list of them.
    pub fn irregular_links(&self) -> usize {
        let smg = &self.smg;
        let links: Vec<_> = (smg.objects.iter())
            .filter(|o| o.live_heap() && o.kind != 0)
            .flat_map(|o| o.fields.iter().map(move |f| (o, f)))
            .filter_map(|(o, f)| {
                let (t, off, _) = smg.val(f.val).target()?;
                let t = smg.obj(t);
                (t.live_heap() && t.kind == o.kind).then_some((
                    (o.kind, f.off),
                    off,
                    t.size != o.size,
                ))
            })
            .collect();
        let mut targets: BTreeMap<(u32, u64), BTreeSet<i64>> = BTreeMap::new();
        for &(field, off, _) in &links {
            targets.entry(field).or_default().insert(off);
        }
        (links.iter())
            .filter(|&&(field, _, resized)| resized || targets[&field].len() > 1)
            .count()
    }

    /// How many list objects with no variable pointing to them lie between
    /// two others of their size, type and nesting level, linked through one
    /// next field, with a segment among the three: the list abstraction
    /// left them apart (their data or sub-heaps differ: an owned buffer
    /// here, a shared one there), and a list alternating between such
    /// nodes is a state of its own at each length. A cyclic list's head
    /// between the two ends of one segment does not count.
    pub fn unmerged_neighbours(&self) -> usize {
        let smg = &self.smg;
        let regs = self.frames.iter().flat_map(|f| f.regs.values().copied());
        let vars = (smg.objects.iter())
            .filter(|o| o.place != Place::Heap)
            .flat_map(|o| o.fields.iter().map(|f| f.val));
        let held: BTreeSet<ObjId> = (regs.chain(vars))
            .filter_map(|v| Some(smg.val(v).target()?.0))
            .collect();
        // The next link of each list object to another one like it.
        let mut next: BTreeMap<ObjId, ObjId> = BTreeMap::new();
        let heap = (0..smg.objects.len() as u32).map(ObjId);
        for p in heap.filter(|&p| smg.obj(p).live_heap()) {
            let o = smg.obj(p);
            for f in &o.fields {
                let Some((t, off, _)) = smg.val(f.val).target() else {
                    continue;
                };
                let c = smg.obj(t);
                let seg = o.seg.as_ref().or(c.seg.as_ref());
                if t != p
                    && alike(o, c)
                    && o.level == c.level
                    && seg.is_some_and(|s| (s.next, s.head) == (f.off, off))
                {
                    next.insert(p, t);
                }
            }
        }
        (next.iter())
            .filter(|&(_, x)| !held.contains(x))
            .filter(|&(a, x)| {
                next.get(x)
                    .is_some_and(|b| b != a && [a, x, b].iter().any(|o| smg.obj(**o).seg.is_some()))
            })
            .count()
    }

    /// Whether the field of `from` at offset `field` holds an address of `to`.
    fn points_to(&self, from: ObjId, field: u64, to: ObjId) -> bool {
        (self.smg.obj(from).fields.iter()).any(|f| {
            f.off == field && matches!(self.smg.val(f.val), Value::Addr { obj, .. } if obj == to)
        })
    }

    /// Whether two list segments of one size, type and nesting level, with
    /// the same back link (or none), link forwards through different fields:
    /// the left and right spines of a binary tree, which segments nest
    /// without end (a DLL reversed in place links back through its other
    /// field; an inner list lies one level deeper than its owners).
    pub fn tree_spines(&self) -> bool {
        let mut forwards: BTreeMap<(u64, u32, u32, Option<u64>), u64> = BTreeMap::new();
        let heap = self.smg.objects.iter().filter(|o| o.live_heap());
        heap.filter_map(|o| Some((o, o.seg.as_ref()?)))
            .any(|(o, seg)| {
                let key = (o.size, o.kind, o.level, seg.prev);
                *forwards.entry(key).or_insert(seg.next) != seg.next
            })
    }

    /// A value and, for an address into an array, the array's address and
    /// the index.
    pub fn with_interior(&self, v: ValId) -> impl Iterator<Item = ValId> {
        let interior = self.smg.interior(v).map(|i| [i.base, i.index]);
        std::iter::once(v).chain(interior.into_iter().flatten())
    }

    /// The objects and values reachable from the registers of the current
    /// frame that `regs` admits and from the globals `used` (all if `None`);
    /// an address into an array brings the array's address and index.
    pub fn reachable(
        &self,
        regs: impl Fn(Var) -> bool,
        used: Option<&BTreeSet<GlobalId>>,
    ) -> (Vec<bool>, Vec<bool>) {
        let smg = &self.smg;
        let mut objs = vec![false; smg.objects.len()];
        let mut vals = vec![false; smg.values.len()];
        let mut todo: Vec<ObjId> = (self.globals.iter().enumerate())
            .filter(|(g, _)| used.is_none_or(|u| u.contains(&GlobalId(*g as u32))))
            .map(|(_, &o)| o)
            .collect();
        let mark = |v: ValId, vals: &mut Vec<bool>, todo: &mut Vec<ObjId>| {
            for v in self.with_interior(v) {
                vals[v.0 as usize] = true;
                if let Value::Addr { obj, .. } = smg.val(v) {
                    todo.push(obj);
                }
            }
        };
        for (_, &v) in self.frame().regs.iter().filter(|(r, _)| regs(**r)) {
            mark(v, &mut vals, &mut todo);
        }
        while let Some(o) = todo.pop() {
            if o == NULL_OBJ || std::mem::replace(&mut objs[o.0 as usize], true) {
                continue;
            }
            for f in &smg.obj(o).fields {
                mark(f.val, &mut vals, &mut todo);
            }
        }
        (objs, vals)
    }

    /// The current (innermost) frame.
    pub fn frame(&self) -> &Frame {
        self.frames.last().expect("a frame")
    }

    pub fn frame_mut(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("a frame")
    }

    /// The value of a register of the current frame; an unset one is unknown.
    pub fn reg(&mut self, v: Var) -> ValId {
        if let Some(x) = self.frame().regs.get(&v) {
            return *x;
        }
        let x = self.smg.fresh(true);
        self.frame_mut().regs.insert(v, x);
        x
    }

    pub fn set_reg(&mut self, v: Var, x: ValId) {
        self.frame_mut().regs.insert(v, x);
    }

    /// This SPC with a call's result `x` in its destination register, if any.
    pub fn returning(mut self, dst: Option<Var>, x: ValId) -> Spc {
        if let Some(d) = dst {
            self.set_reg(d, x);
        }
        self
    }

    /// Records that the unknown value `from` equals `to`, everywhere.
    pub fn merge_value(&mut self, from: ValId, to: ValId) {
        self.smg.merge_into(from, to);
        for f in &mut self.frames {
            for x in f.regs.values_mut() {
                if *x == from {
                    *x = to;
                }
            }
        }
    }

    /// The objects valid memory keeps reachable: a walk from the globals and
    /// the locals other than `skip` (and with `regs`, from the registers)
    /// through the fields of valid objects only (freed blocks keep nothing
    /// alive).
    pub fn held(&self, skip: ObjId, regs: bool) -> Vec<bool> {
        let smg = &self.smg;
        let mut seen = vec![false; smg.objects.len()];
        let registers = (self.frames.iter().flat_map(|f| f.regs.values()))
            .filter(|_| regs)
            .filter_map(|&v| smg.val(v).target().map(|t| t.0));
        let mut todo: Vec<ObjId> = self
            .globals
            .iter()
            .chain(self.frames.iter().flat_map(|f| f.locals.iter()))
            .copied()
            .filter(|&o| o != skip)
            .chain(registers)
            .collect();
        while let Some(o) = todo.pop() {
            if std::mem::replace(&mut seen[o.0 as usize], true) || !smg.obj(o).valid {
                continue;
            }
            todo.extend(
                smg.obj(o)
                    .fields
                    .iter()
                    .filter_map(|f| smg.val(f.val).target().map(|t| t.0)),
            );
        }
        seen
    }

    /// Freed memory keeps only the pointers that may still keep live heap
    /// memory reachable (so a leak shows where the last such pointer dies).
    fn strip_invalid(&mut self) {
        if !self.freed_holds_values() {
            return;
        }
        let live: Vec<bool> = self.smg.objects.iter().map(Object::live_heap).collect();
        let values = &self.smg.values;
        for o in self.smg.objects.iter_mut().filter(|o| !o.valid) {
            o.fields.retain(|f| matches!(values[f.val.0 as usize], Value::Addr { obj, .. } if live[obj.0 as usize]));
        }
    }

    /// Whether dropping the values of the current frame's registers
    /// `dropped` may leave a heap object unreachable: one of them refers to
    /// an object (an address, or one into an array) that no other register
    /// and no field of a global or stack object (always reachable) points
    /// to. Otherwise a collection after the drop would find nothing lost.
    pub fn may_lose(&self, dropped: &[Var]) -> bool {
        let smg = &self.smg;
        let held = || {
            let regs = self.frames.iter().enumerate().flat_map(|(k, f)| {
                let current = k + 1 == self.frames.len();
                (f.regs.iter())
                    .filter(move |(r, _)| !(current && dropped.contains(r)))
                    .map(|(_, &v)| v)
            });
            let roots = (self.globals.iter())
                .chain(self.frames.iter().flat_map(|f| &f.locals))
                .flat_map(|&o| smg.obj(o).fields.iter().map(|f| f.val));
            regs.chain(roots)
        };
        let regs = &self.frame().regs;
        dropped.iter().filter_map(|r| regs.get(r)).any(|&v| {
            if smg.interior(v).is_some() {
                return true;
            }
            let Value::Addr { obj, .. } = smg.val(v) else {
                return false;
            };
            smg.obj(obj).place == Place::Heap
                && !held().any(|w| matches!(smg.val(w), Value::Addr { obj: o, .. } if o == obj))
        })
    }

    /// Whether some freed object still has fields.
    pub fn freed_holds_values(&self) -> bool {
        self.smg
            .objects
            .iter()
            .any(|o| !o.valid && !o.fields.is_empty())
    }

    /// At the end of the program freed memory keeps nothing reachable (until
    /// then `strip_invalid` keeps what it may, so a leak shows where the last
    /// pointer to the freed memory dies); at a loop head, freed memory outside
    /// `readable` neither. Returns whether anything was forgotten.
    pub fn forget_freed_contents(&mut self, readable: Option<&[bool]>) -> bool {
        let mut forgot = false;
        for (i, o) in self.smg.objects.iter_mut().enumerate() {
            if !o.valid && !o.fields.is_empty() && readable.is_none_or(|r| !r[i]) {
                o.fields.clear();
                forgot = true;
            }
        }
        forgot
    }

    /// Garbage collection and canonical renumbering: removes what the program
    /// can no longer reach and returns the heap objects lost (leaks). Objects and
    /// values are numbered in the order a traversal from the variables meets
    /// them, so equal configurations become equal structurally.
    pub fn collect(&mut self) -> Vec<Lost> {
        self.strip_invalid();
        let smg = &self.smg;
        let mut obj_seen = vec![false; smg.objects.len()];
        let mut val_seen = vec![false; smg.values.len()];
        let mut objs = vec![NULL_OBJ];
        let mut vals = vec![ZERO];
        obj_seen[0] = true;
        val_seen[0] = true;
        let mut visit_obj = |o: ObjId, objs: &mut Vec<ObjId>| {
            if !obj_seen[o.0 as usize] {
                obj_seen[o.0 as usize] = true;
                objs.push(o);
            }
        };
        for &o in self
            .globals
            .iter()
            .chain(self.frames.iter().flat_map(|f| f.locals.iter()))
        {
            visit_obj(o, &mut objs);
        }
        let mut oi = 0;
        let mut pending_vals: Vec<ValId> = self
            .frames
            .iter()
            .flat_map(|f| f.regs.values().copied())
            .collect();
        loop {
            while !pending_vals.is_empty() {
                for v in std::mem::take(&mut pending_vals) {
                    if val_seen[v.0 as usize] {
                        continue;
                    }
                    val_seen[v.0 as usize] = true;
                    vals.push(v);
                    if let Value::Addr { obj, .. } = smg.val(v) {
                        visit_obj(obj, &mut objs);
                    }
                    // An address into an array keeps the array reachable.
                    if let Some(i) = smg.interior(v) {
                        pending_vals.extend([i.base, i.index]);
                    }
                    // A value kept keeps what was derived from it (for a
                    // later evaluation of the same operation), its widened
                    // copies included (the facts a test of `(int) c` found).
                    pending_vals.extend(
                        smg.derived
                            .iter()
                            .filter(|d| d.operand == v)
                            .map(|d| d.result),
                    );
                    pending_vals.extend(
                        smg.widenings
                            .iter()
                            .filter(|w| w.narrow == v)
                            .map(|w| w.wide),
                    );
                }
            }
            if oi == objs.len() {
                break;
            }
            pending_vals.extend(smg.obj(objs[oi]).fields.iter().map(|f| f.val));
            oi += 1;
        }
        // A constant that a kept value is known to differ from is kept with
        // the fact (`x != 5`: nothing else may refer to the constant 5), in
        // the order of the constants.
        let mut constants: Vec<(u64, ValId)> = (smg.neq.iter())
            .flat_map(|&(a, b)| [(a, b), (b, a)])
            .filter(|&(kept, c)| val_seen[kept.0 as usize] && !val_seen[c.0 as usize])
            .filter_map(|(_, c)| match smg.val(c) {
                Value::Int(k) => Some((k, c)),
                _ => None,
            })
            .collect();
        constants.sort_unstable();
        constants.dedup();
        for (_, c) in constants {
            val_seen[c.0 as usize] = true;
            vals.push(c);
        }
        let lost = smg
            .objects
            .iter()
            .enumerate()
            .filter(|(i, o)| !obj_seen[*i] && o.live_heap())
            .map(|(_, o)| Lost { size: o.size })
            .collect();
        if objs.len() == smg.objects.len()
            && vals.len() == smg.values.len()
            && in_order(&objs)
            && in_order(&vals)
        {
            // Already canonical: only the fact lists need their order.
            self.smg.neq.sort_unstable();
            self.smg.order.sort_unstable();
            self.smg.widenings.sort_unstable();
            self.smg.derived.sort_unstable();
            self.smg.interiors.sort_unstable();
            return lost;
        }
        // Values that only take part in non-equalities are kept if both ends are kept.
        let (smg, vmap, omap) = std::mem::take(&mut self.smg).renumber(&objs, &vals);
        let omap = |o: &ObjId| omap[o.0 as usize].expect("kept object");
        for g in &mut self.globals {
            *g = omap(g);
        }
        for f in &mut self.frames {
            for o in &mut f.locals {
                *o = omap(o);
            }
            for x in f.regs.values_mut() {
                *x = vmap[x.0 as usize].expect("register value kept");
            }
        }
        self.smg = smg;
        lost
    }
}

/// Whether `other` is a live heap object of the size and estimated type of
/// `node` (a child or parent a tree node may have).
fn alike(node: &Object, other: &Object) -> bool {
    other.live_heap() && other.size == node.size && super::join::kinds_agree(other.kind, node.kind)
}

#[cfg(test)]
mod tests {
    use super::Spc;
    use crate::ir::Var;
    use crate::smg::graph::{ObjId, Place, Seg, Smg, Tg, ZERO};

    /// Nodes of 16 bytes with links at offsets 0 and 8, one per entry: the
    /// indices of the nodes each link points to (`None`: null).
    fn nodes(links: &[(Option<usize>, Option<usize>)]) -> Spc {
        let mut smg = Smg::new();
        let ids: Vec<_> = links
            .iter()
            .map(|_| smg.add_object(16, Place::Heap))
            .collect();
        for (&n, &(a, b)) in ids.iter().zip(links) {
            for (off, to) in [(0, a), (8, b)] {
                let v = to.map_or(ZERO, |t| smg.addr(ids[t], 0));
                smg.write_field(n, off, 8, v);
            }
        }
        let root = smg.addr(ids[0], 0);
        Spc::holding(smg, root)
    }

    #[test]
    fn a_constant_that_a_kept_value_differs_from_survives_collection() {
        let mut smg = Smg::new();
        let x = smg.fresh(true);
        let five = smg.int(5);
        smg.add_neq(x, five);
        let mut s = Spc::holding(smg, x);
        s.collect();
        let x = s.frames[0].regs[&Var(0)];
        let (five, seven) = (s.smg.int(5), s.smg.int(7));
        assert!(s.smg.has_neq(x, five), "x != 5 is kept");
        assert!(!s.smg.has_neq(x, seven));
    }

    #[test]
    fn tree_nodes_branch_where_no_dll_link_points_back() {
        let dll = nodes(&[
            (Some(1), None),
            (Some(2), Some(0)),
            (Some(3), Some(1)),
            (None, Some(2)),
        ]);
        assert_eq!(dll.tree_nodes(), 0);
        // The same list being reversed in place (nodes 0 and 1 done): the
        // ends of the cut link point to each other through one field.
        let reversing = nodes(&[
            (None, Some(1)),
            (Some(0), Some(2)),
            (Some(3), Some(1)),
            (None, Some(2)),
        ]);
        assert_eq!(reversing.tree_nodes(), 0);
        let tree = nodes(&[
            (Some(1), Some(2)),
            (Some(3), Some(4)),
            (Some(5), Some(6)),
            (None, None),
            (None, None),
            (None, None),
            (None, None),
        ]);
        assert_eq!(tree.tree_nodes(), 3);
    }

    #[test]
    fn confluences_are_nodes_two_chains_through_one_field_join_at() {
        // Children pointing to their parent through the field at 0.
        let in_tree = nodes(&[
            (None, None),
            (Some(0), None),
            (Some(0), None),
            (Some(1), None),
            (Some(1), None),
        ]);
        assert_eq!(in_tree.confluences(), 2);
        // A DLL, and a list whose nodes point to its first node.
        let dll = nodes(&[(Some(1), None), (Some(2), Some(0)), (None, Some(1))]);
        assert_eq!(dll.confluences(), 0);
        let to_first = nodes(&[(Some(1), Some(0)), (Some(2), Some(0)), (None, Some(0))]);
        assert_eq!(to_first.confluences(), 1);
        // A node unlinked from a DLL that still points to its neighbours.
        let unlinked = nodes(&[(Some(2), None), (Some(2), Some(0)), (None, Some(0))]);
        assert_eq!(unlinked.confluences(), 1);
        // Two DLS of parent-and-child pairs linked forwards through the
        // field at 0: the second's last node points to the first's last
        // node, which the node before it in its segment points to too.
        let mut pairs = segments(&[(0, Some(8), 0), (0, Some(8), 0)]);
        for s in [1, 2] {
            pairs.smg.obj_mut(ObjId(s)).seg.as_mut().unwrap().min = 2;
        }
        let last = pairs.smg.addr_tg(ObjId(1), 0, Tg::Last);
        pairs.smg.write_field(ObjId(2), 0, 8, last);
        assert_eq!(pairs.confluences(), 1);
    }

    #[test]
    fn only_the_last_root_reference_to_a_heap_object_may_lose_it() {
        // Register 0 points to the first of two nodes, which points to the
        // second; register 1 holds an integer.
        let mut s = nodes(&[(Some(1), None), (None, None)]);
        let five = s.smg.int(5);
        s.set_reg(Var(1), five);
        assert!(s.may_lose(&[Var(0)]));
        assert!(!s.may_lose(&[Var(1)]));
        // A second register pointing into the node keeps it.
        let inside = s.smg.addr(ObjId(1), 8);
        s.set_reg(Var(2), inside);
        assert!(!s.may_lose(&[Var(0)]));
        assert!(s.may_lose(&[Var(0), Var(2)]));
        // So does a stack slot holding its address.
        let slot = s.smg.add_object(
            8,
            Place::Stack {
                depth: 0,
                name: "p".into(),
            },
        );
        s.frames[0].locals.push(slot);
        let first = s.smg.addr(ObjId(1), 0);
        s.smg.write_field(slot, 0, 8, first);
        assert!(!s.may_lose(&[Var(0), Var(2)]));
    }

    /// Unconnected segments of 16-byte nodes, one per `(next, prev, level)`.
    fn segments(links: &[(u64, Option<u64>, u32)]) -> Spc {
        let mut s = nodes(&vec![(None, None); links.len()]);
        for (k, &(next, prev, level)) in links.iter().enumerate() {
            let o = s.smg.obj_mut(ObjId(k as u32 + 1));
            o.level = level;
            o.seg = Some(sls(next, prev));
        }
        s
    }

    /// A 1+ segment of nodes linked at `next` (and back at `prev`).
    fn sls(next: u64, prev: Option<u64>) -> Seg {
        Seg {
            min: 1,
            head: 0,
            next,
            prev,
            at_most_one: false,
        }
    }

    /// `s` with its objects `segs` (1 for the first node) made segments
    /// linked through offset 0.
    fn with_segments(mut s: Spc, segs: &[u32]) -> Spc {
        for &k in segs {
            s.smg.obj_mut(ObjId(k)).seg = Some(sls(0, None));
        }
        s
    }

    #[test]
    fn unmerged_neighbours_lie_between_list_objects_left_apart() {
        // A list alternating between segments and single nodes, its first
        // node held by a variable.
        let chain: Vec<_> = (1..6)
            .map(|k| (Some(k), None))
            .chain([(None, None)])
            .collect();
        let alternating = with_segments(nodes(&chain), &[2, 4, 6]);
        assert_eq!(alternating.unmerged_neighbours(), 4);
        // Without segments, a list the abstraction has not reached yet.
        assert_eq!(nodes(&chain).unmerged_neighbours(), 0);
        // A cyclic list: its head lies between the two ends of one segment.
        let mut cyclic = with_segments(nodes(&[(Some(1), None), (Some(0), None)]), &[2]);
        cyclic.frames[0].regs.insert(Var(0), ZERO);
        assert_eq!(cyclic.unmerged_neighbours(), 0);
    }

    #[test]
    fn tree_spines_link_forwards_through_two_fields_and_back_through_one() {
        // Left and right spines of a tree with parent pointers at 16.
        assert!(segments(&[(0, Some(16), 0), (8, Some(16), 0)]).tree_spines());
        // Left and right spines of a tree without parent pointers.
        assert!(segments(&[(0, None, 0), (8, None, 0)]).tree_spines());
        // A DLL reversed in place: its two halves swap the link fields.
        assert!(!segments(&[(0, Some(8), 0), (8, Some(0), 0)]).tree_spines());
        // A list whose items own lists of their own type, linked through
        // the other field one level deeper.
        assert!(!segments(&[(0, None, 0), (8, None, 1)]).tree_spines());
        assert!(!segments(&[(0, None, 0), (0, None, 0)]).tree_spines());
    }

    /// A list of four nodes of kind 1, of the given sizes, each linked to
    /// the next one's given offset.
    fn typed_list(sizes: [u64; 4], offsets: [i64; 4]) -> Spc {
        let mut smg = Smg::new();
        let ids: Vec<_> = (sizes.iter())
            .map(|&size| smg.add_object(size, Place::Heap))
            .collect();
        for (k, &n) in ids.iter().enumerate() {
            smg.objects[n.0 as usize].kind = 1;
            let next = ids
                .get(k + 1)
                .map_or(ZERO, |&t| smg.addr(t, offsets[k + 1]));
            smg.write_field(n, 0, 8, next);
        }
        let root = smg.addr(ids[0], 0);
        Spc::holding(smg, root)
    }

    #[test]
    fn irregular_links_join_nodes_of_one_type_at_two_sizes_or_offsets() {
        let mut sizes = typed_list([16, 24, 16, 24], [0; 4]);
        assert_eq!(sizes.irregular_links(), 3);
        // Of no type: a header and its payload may be of any sizes.
        for o in &mut sizes.smg.objects {
            o.kind = 0;
        }
        assert_eq!(sizes.irregular_links(), 0);
        // A colour tagged in the next pointer's low bit.
        assert_eq!(typed_list([16; 4], [0, 1, 0, 0]).irregular_links(), 3);
        // One size, one offset: an ordinary list, or one linked through an
        // embedded list head.
        assert_eq!(typed_list([16; 4], [0; 4]).irregular_links(), 0);
        assert_eq!(typed_list([16; 4], [0, 8, 8, 8]).irregular_links(), 0);
    }
}

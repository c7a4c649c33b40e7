//! List abstraction (section 0.3.3, appendix 0.10): candidate segment
//! entries, longest mergeable sequences, and merging neighbouring nodes
//! (with the sub-SMGs private to them) into list segments.

use super::graph::{ObjId, Place, Seg, Tg, ValId, Value};
use super::join::{small_constant, Joiner, Merge, Status};
use super::spc::Spc;
use crate::ir::tested::Field;
use crate::ir::{GlobalId, Var};
use std::collections::BTreeSet;

/// The part of the heap a loop may access or cut off: the objects the
/// registers `regs` of the current frame and the globals `globals` (all if
/// `None`) reach, and those that reach them. The loop leaves the other
/// objects unchanged and cannot add to them, so their abstraction is never
/// needed to converge (a list built before the loop and not used in it).
#[derive(Clone, Copy, Debug)]
pub struct Scope<'a> {
    pub regs: &'a BTreeSet<Var>,
    pub globals: Option<&'a BTreeSet<GlobalId>>,
}

impl Scope<'_> {
    /// The objects of `s` within the scope.
    pub fn objects(&self, s: &Spc) -> Vec<bool> {
        let (mut within, _) = s.reachable(|r| self.regs.contains(&r), self.globals);
        let mut pointed_from: Vec<Vec<usize>> = vec![Vec::new(); within.len()];
        for (i, o) in s.smg.objects.iter().enumerate() {
            for v in o.fields.iter().flat_map(|f| s.with_interior(f.val)) {
                if let Value::Addr { obj, .. } = s.smg.val(v) {
                    pointed_from[obj.0 as usize].push(i);
                }
            }
        }
        let mut todo: Vec<usize> = (0..within.len()).filter(|&i| within[i]).collect();
        while let Some(o) = todo.pop() {
            for &p in &pointed_from[o] {
                if !std::mem::replace(&mut within[p], true) {
                    todo.push(p);
                }
            }
        }
        within
    }
}

/// The linking offsets of a candidate segment: target offset, next and prev fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Shape {
    head: i64,
    next: u64,
    prev: Option<u64>,
}

impl Spc {
    /// Abstraction: repeatedly merges the cheapest, then longest, mergeable
    /// sequence whose length reaches the threshold of its cost (`thresholds`:
    /// minimal lengths at cost 0 (equal), 1 (entailed), 2 (incomparable), section 0.3.3),
    /// starting sequences only within `scope` when given.
    pub fn abstract_lists(
        &mut self,
        thresholds: [usize; 3],
        tested: &BTreeSet<Field>,
        scope: Option<Scope>,
    ) -> u64 {
        let mut created = 0;
        // Objects keep their ids while merging; the segments it adds stand
        // for nodes within the scope, so are within it too.
        let within = scope.map(|sc| sc.objects(self));
        // Sequences are followed from their starts; unless one of them merges
        // at no cost, every candidate (also inside sequences) is tried too.
        loop {
            let candidates = self.candidates(within.as_deref());
            let starts = self.sequence_starts(&candidates);
            let from_starts = self.best_merge(starts, thresholds, tested);
            let best = match from_starts {
                Some((0, _, merged)) => Some(merged),
                other => {
                    let all = self.best_merge(candidates, thresholds, tested);
                    match (other, all) {
                        (Some(a), Some(b)) => {
                            Some(if (a.0, usize::MAX - a.1) <= (b.0, usize::MAX - b.1) {
                                a.2
                            } else {
                                b.2
                            })
                        }
                        (a, b) => a.or(b).map(|m| m.2),
                    }
                }
            };
            match best {
                Some(merged) => *self = merged,
                None => break,
            }
            created += 1;
        }
        let lost = self.collect();
        debug_assert!(lost.is_empty(), "abstraction lost memory");
        created
    }

    /// Candidate segment entries: a valid heap node linked through a pointer
    /// field to a compatible neighbour (doubly linked if the neighbour links
    /// back), only objects `within` marks (or added after it) when given.
    fn candidates(&self, within: Option<&[bool]>) -> Vec<(ObjId, Shape)> {
        let mut out = Vec::new();
        for (i, a) in self.smg.objects.iter().enumerate() {
            let first = ObjId(i as u32);
            let outside = within.is_some_and(|w| w.get(i) == Some(&false));
            if !self.listable(first) || outside {
                continue;
            }
            for f in a.fields.iter().filter(|f| f.size == 8) {
                let Some((b, head)) = self.node_target(f.val, false) else {
                    continue;
                };
                if b == first || !self.listable(b) || !self.alike(first, b) {
                    continue;
                }
                let prev = self.smg.obj(b).fields.iter().find(|p| {
                    p.size == 8
                        && p.off != f.off
                        && self.node_target(p.val, true) == Some((first, head))
                });
                let shape = Shape {
                    head,
                    next: f.off,
                    prev: prev.map(|p| p.off),
                };
                // A DLS stores its next field before its prev field (section 0.2.3).
                if shape.prev.is_some_and(|p| p < shape.next) {
                    continue;
                }
                let fits = |o: ObjId| {
                    self.smg
                        .obj(o)
                        .seg
                        .is_none_or(|s| (s.head, s.next, s.prev) == (head, f.off, shape.prev))
                };
                if fits(first) && fits(b) && !out.contains(&(first, shape)) {
                    out.push((first, shape));
                }
            }
        }
        out
    }

    /// The cost, length and resulting SPC of the best of the longest sequences
    /// from the given candidates: the cheapest, then the longest, if it
    /// reaches its threshold.
    fn best_merge(
        &self,
        candidates: Vec<(ObjId, Shape)>,
        thresholds: [usize; 3],
        tested: &BTreeSet<Field>,
    ) -> Option<(usize, usize, Spc)> {
        let mut best: Option<(usize, usize, Spc)> = None;
        for (first, shape) in candidates {
            for (len, cost, merged) in self.longest_sequences(first, shape, tested) {
                let better = best
                    .as_ref()
                    .is_none_or(|(c, l, _)| (cost, usize::MAX - len) < (*c, usize::MAX - *l));
                if len >= thresholds[cost] && better {
                    best = Some((cost, len, merged));
                }
            }
        }
        best
    }

    /// The candidates that start a sequence: those no other candidate of the
    /// same shape links to (one per shape is kept for a list with no start,
    /// i.e. a cycle), so each sequence is followed once.
    fn sequence_starts(&self, all: &[(ObjId, Shape)]) -> Vec<(ObjId, Shape)> {
        let linked = |o: ObjId, shape: Shape| {
            all.iter().any(|(p, sh)| {
                *sh == shape
                    && *p != o
                    && self.smg.obj(*p).fields.iter().any(|f| {
                        f.off == shape.next
                            && self.node_target(f.val, false) == Some((o, shape.head))
                    })
            })
        };
        let mut starts: Vec<(ObjId, Shape)> = all
            .iter()
            .copied()
            .filter(|(o, sh)| !linked(*o, *sh))
            .collect();
        for c in all {
            if !starts.iter().any(|(_, sh)| *sh == c.1) {
                starts.push(*c);
            }
        }
        starts
    }

    /// Whether two objects may be nodes of one list: the same size, and no
    /// two different estimated types.
    fn alike(&self, a: ObjId, b: ObjId) -> bool {
        let (a, b) = (self.smg.obj(a), self.smg.obj(b));
        a.size == b.size && super::join::kinds_agree(a.kind, b.kind)
    }

    /// Whether an object may be part of a list segment: a valid heap object.
    fn listable(&self, o: ObjId) -> bool {
        self.smg.obj(o).live_heap()
    }

    /// The node an address points to and the offset it targets, if it is the
    /// address of a region or the first (`last`: last) node of a segment.
    fn node_target(&self, v: ValId, last: bool) -> Option<(ObjId, i64)> {
        match self.smg.val(v) {
            Value::Addr {
                obj,
                off,
                tg: Tg::Region,
            } => Some((obj, off)),
            Value::Addr {
                obj,
                off,
                tg: Tg::First,
            } if !last => Some((obj, off)),
            Value::Addr {
                obj,
                off,
                tg: Tg::Last,
            } if last => Some((obj, off)),
            _ => None,
        }
    }

    /// Follows the sequence from `first`, merging while possible: the number of
    /// nodes merged, the highest cost paid, and the SPC after the merges. When
    /// a run of equal nodes (cost 0) goes on into nodes with other data (a
    /// merge that loses data, cost 2), the run is a sequence of its own too, so
    /// the cheapest-then-longest choice merges the run and keeps its data
    /// (nodes holding 1 followed by nodes holding 2 become two segments, not
    /// one segment holding 1 or 2). A merge that loses data is offered only
    /// where it loses no marked node (`loses_no_mark`).
    fn longest_sequences(
        &self,
        first: ObjId,
        shape: Shape,
        tested: &BTreeSet<Field>,
    ) -> Vec<(usize, usize, Spc)> {
        // Borrowed until the first merge: most candidates merge nothing.
        let mut cur = std::borrow::Cow::Borrowed(self);
        let mut at = first;
        let mut len = 1;
        let mut cost = 0;
        let mut seq = vec![first];
        // Whether merging `seq` loses no marked node (one node loses nothing).
        let mut keeps_marks = true;
        let mut out = Vec::new();
        loop {
            let fields = &cur.smg.obj(at).fields;
            let Some(next) = fields.iter().find(|f| f.off == shape.next && f.size == 8) else {
                break;
            };
            let Some((b, head)) = cur.node_target(next.val, false) else {
                break;
            };
            if head != shape.head || b == at || !cur.listable(b) || !cur.alike(at, b) {
                break;
            }
            let Some((merged, seg, status)) = cur.merge_pair(at, b, shape) else {
                break;
            };
            let kept = keeps_marks;
            seq.push(b);
            keeps_marks = self.loses_no_mark(&seq, shape, tested);
            if len > 1 && ((cost == 0 && status.cost() == 2) || (cost == 2 && kept && !keeps_marks))
            {
                out.push((len, cost, cur.clone().into_owned()));
            }
            cur = std::borrow::Cow::Owned(merged);
            at = seg;
            len += 1;
            cost = cost.max(status.cost());
        }
        if len > 1 && (cost < 2 || keeps_marks) {
            out.push((len, cost, cur.into_owned()));
        }
        out
    }

    /// Whether merging the nodes `seq` into one segment keeps every marked
    /// node apart: in each field the program tests (`ir::tested`), where all
    /// of them hold small constants (`join::small_constant`) that differ,
    /// each constant must be held by two of them at least. The one blue node
    /// among white ones, a green and a red node in a list being searched or
    /// reversed, stay out of the segments around them; a list of mixed
    /// colours merges once each colour repeats.
    fn loses_no_mark(&self, seq: &[ObjId], shape: Shape, tested: &BTreeSet<Field>) -> bool {
        let held = |o: ObjId, off: u64, size: u64| {
            let f = self
                .smg
                .obj(o)
                .fields
                .iter()
                .find(|f| (f.off, f.size) == (off, size))?;
            small_constant(self.smg.val(f.val), size)
        };
        tested.iter().all(|&(off, size)| {
            let (Ok(off), size) = (u64::try_from(off), u64::from(size)) else {
                return true;
            };
            if off == shape.next || Some(off) == shape.prev {
                return true;
            }
            let Some(cs) = seq
                .iter()
                .map(|&o| held(o, off, size))
                .collect::<Option<Vec<i64>>>()
            else {
                return true;
            };
            let count = |c: &i64| cs.iter().filter(|d| *d == c).count();
            cs.iter().all(|c| *c == cs[0]) || cs.iter().all(|c| count(c) >= 2)
        })
    }

    /// Merges the neighbours `a` and `b` into one segment (section 0.3.3):
    /// `b` must be referenced only through `a`'s next field (and, as the last
    /// node of a doubly-linked sequence, from outside), and the sub-SMGs private
    /// to each must join.
    fn merge_pair(&self, a: ObjId, b: ObjId, shape: Shape) -> Option<(Spc, ObjId, Status)> {
        let refs = self.references();
        let holders = |o: ObjId, tgs: &[Tg]| -> Vec<Holder> {
            refs.iter()
                .filter(|(v, _)| matches!(self.smg.val(*v), Value::Addr { obj, tg, .. } if obj == o && tgs.contains(&tg)))
                .map(|r| r.1)
                .collect()
        };
        let front: &[Tg] = if shape.prev.is_some() {
            &[Tg::First]
        } else {
            &[Tg::First, Tg::Region]
        };
        if let Some(p) = shape.prev {
            // The first node's prev and the last node's next lead out of the
            // sequence, not back into it.
            let into_pair = |o: ObjId, off: u64| {
                self.smg.obj(o).fields.iter().any(|f| {
                    f.off == off
                        && f.size == 8
                        && matches!(self.smg.val(f.val), Value::Addr { obj, .. } if obj == a || obj == b)
                })
            };
            if into_pair(a, p) || into_pair(b, shape.next) {
                return None;
            }
            // A node of a doubly-linked list has one successor linking back
            // and one predecessor: another node of the pair's kind naming
            // `b` through the next field (or `a` through the prev field) makes
            // a star, not a list (members naming their leader, the leader
            // naming its first member).
            let shared = |o: ObjId, off: u64, pair: ObjId| {
                holders(o, &[Tg::Region, Tg::First, Tg::Last, Tg::All])
                    .into_iter()
                    .any(|h| {
                        matches!(h, Holder::Field(n, f) if f == off && n != pair && n != o
                            && self.listable(n) && self.alike(n, pair))
                    })
            };
            if shared(b, shape.next, a) || shared(a, p, b) {
                return None;
            }
            let back_of_a = if self.smg.obj(a).seg.is_some() {
                Tg::Last
            } else {
                Tg::Region
            };
            if !holders(a, &[back_of_a]).contains(&Holder::Field(b, p)) {
                return None;
            }
            if back_of_a == Tg::Last
                && holders(a, &[Tg::Last])
                    .iter()
                    .any(|h| *h != Holder::Field(b, p))
            {
                return None;
            }
        }
        let (oa, ob) = (self.smg.obj(a), self.smg.obj(b));
        if oa.level != ob.level {
            return None;
        }
        let count = |o: &super::graph::Object| o.seg.map_or(1, |s| s.min);
        let min = count(oa) + count(ob);
        let mut dst = self.smg.clone();
        let seg = dst.add_object(oa.size, Place::Heap);
        dst.obj_mut(seg).level = oa.level;
        dst.obj_mut(seg).kind = super::join::joint_kind(oa.kind, ob.kind);
        dst.obj_mut(seg).reuses = oa.reuses || ob.reuses;
        dst.obj_mut(seg).seg = Some(Seg {
            min,
            head: shape.head,
            next: shape.next,
            prev: shape.prev,
            at_most_one: false,
        });
        let lift = (u32::from(oa.seg.is_none()), u32::from(ob.seg.is_none()));
        let mut j = Joiner::new(
            &self.smg,
            &self.smg,
            dst,
            Some(Merge {
                first: a,
                second: b,
                seg,
                lift,
            }),
        );
        j.objs1.insert(a, seg);
        j.objs2.insert(b, seg);
        let skip: Vec<u64> = [Some(shape.next), shape.prev]
            .into_iter()
            .flatten()
            .collect();
        j.fields(a, b, seg, &skip, [0, 0])?;
        let private1: Vec<ObjId> = j.objs1.keys().filter(|o| *o != a).collect();
        let private2: Vec<ObjId> = j.objs2.keys().filter(|o| *o != b).collect();
        let nodes = [a, b];
        if private1
            .iter()
            .any(|o| nodes.contains(o) || private2.contains(o))
            || private2.contains(&a)
            || !self.private_to(&private1, a, &refs)
            || !self.private_to(&private2, b, &refs)
        {
            return None;
        }
        // `b` is reached from outside the pair only through `a`'s next field;
        // its own fields and its private sub-heap may point back to it.
        if holders(b, front).iter().any(|h| match h {
            Holder::Field(o, off) if *o == a => *off != shape.next,
            Holder::Field(o, _) => *o != b && !private2.contains(o),
            Holder::Register => true,
        }) {
            return None;
        }
        let status = j.status;
        let mut out = Spc {
            smg: j.dst,
            globals: self.globals.clone(),
            frames: self.frames.clone(),
            exact: self.exact,
        };
        let next = out
            .smg
            .obj(b)
            .fields
            .iter()
            .find(|f| f.off == shape.next && f.size == 8)?
            .val;
        out.smg.write_field(seg, shape.next, 8, next);
        if let Some(p) = shape.prev {
            let prev = out.smg.read_field(a, p, 8);
            out.smg.write_field(seg, p, 8, prev);
        }
        for i in 0..out.smg.values.len() {
            let v = ValId(i as u32);
            let Value::Addr { obj, off, tg } = out.smg.val(v) else {
                continue;
            };
            let to = match (obj == a, obj == b, tg) {
                (true, _, Tg::Region | Tg::First) => Tg::First,
                (_, true, Tg::Region | Tg::Last) if shape.prev.is_some() => Tg::Last,
                _ => continue,
            };
            out.smg.retarget(
                v,
                Value::Addr {
                    obj: seg,
                    off,
                    tg: to,
                },
            );
        }
        for o in private1.iter().chain(&private2).chain([&a, &b]) {
            let obj = out.smg.obj_mut(*o);
            obj.valid = false;
            obj.fields.clear();
            obj.place = Place::Null;
        }
        out.exact = false;
        Some((out, seg, status))
    }

    /// Every reference to a value: registers and fields holding it.
    fn references(&self) -> Vec<(ValId, Holder)> {
        let mut out = Vec::new();
        for f in &self.frames {
            out.extend(f.regs.values().map(|v| (*v, Holder::Register)));
        }
        for (i, o) in self.smg.objects.iter().enumerate() {
            out.extend(
                o.fields
                    .iter()
                    .map(|f| (f.val, Holder::Field(ObjId(i as u32), f.off))),
            );
        }
        out
    }

    /// Whether the objects are referenced only from `root` and from each other.
    fn private_to(&self, objs: &[ObjId], root: ObjId, refs: &[(ValId, Holder)]) -> bool {
        refs.iter().all(|(v, h)| match self.smg.val(*v) {
            Value::Addr { obj, .. } if objs.contains(&obj) => {
                matches!(h, Holder::Field(o, _) if *o == root || objs.contains(o))
            }
            _ => true,
        })
    }
}

/// Where a value is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holder {
    Register,
    Field(ObjId, u64),
}

#[cfg(test)]
mod tests {
    use super::{BTreeSet, Field, Scope};
    use crate::ir::Var;
    use crate::smg::graph::{Place, Smg, Value, ZERO};
    use crate::smg::spc::Spc;
    use crate::smg::testing::{list, DATA};

    #[test]
    fn a_leader_naming_itself_and_its_member_are_no_doubly_linked_pair() {
        // leader -> member through `next` (+8), member -> leader through
        // `leader` (+0), and the leader's `leader` is itself: read through
        // `leader` as next and `next` as prev, the last node's next leads
        // back into the pair, so no segment.
        let mut smg = Smg::new();
        let leader = smg.add_object(16, Place::Heap);
        let member = smg.add_object(16, Place::Heap);
        let (l, m) = (smg.addr(leader, 0), smg.addr(member, 0));
        smg.write_field(leader, 0, 8, l);
        smg.write_field(leader, 8, 8, m);
        smg.write_field(member, 0, 8, l);
        smg.write_field(member, 8, 8, crate::smg::graph::ZERO);
        let mut s = Spc::holding(smg, l);
        assert_eq!(s.abstract_lists([2, 2, 3], &BTreeSet::new(), None), 0);
    }

    #[test]
    fn members_naming_a_leader_who_names_nobody_are_a_list_not_doubly_linked_pairs() {
        // leader -> m2 -> m1 through `next` (+8); each member names the
        // leader through `leader` (+0); the leader's `leader` is null. Read
        // through `leader` as next and `next` as prev, m2 and the leader
        // look like a doubly-linked pair, but m1 names the leader too: the
        // members merge into one singly-linked segment and the leader stays.
        let mut smg = Smg::new();
        let [leader, m2, m1] = [(); 3].map(|()| smg.add_object(16, Place::Heap));
        let [l, a2, a1] = [leader, m2, m1].map(|o| smg.addr(o, 0));
        for (o, head, next) in [(leader, ZERO, a2), (m2, l, a1), (m1, l, ZERO)] {
            smg.write_field(o, 0, 8, head);
            smg.write_field(o, 8, 8, next);
        }
        let mut s = Spc::holding(smg, l);
        assert_eq!(s.abstract_lists([2, 2, 3], &BTreeSet::new(), None), 1);
        let segs: Vec<_> = s.smg.objects.iter().filter_map(|o| o.seg).collect();
        assert_eq!(segs.len(), 1);
        assert_eq!((segs[0].next, segs[0].prev, segs[0].min), (8, None, 2));
        assert!(s.smg.obj(leader).live_heap());
    }

    #[test]
    fn a_loop_abstracts_only_the_lists_it_reaches_or_that_reach_what_it_reaches() {
        let within = |s: &mut Spc, reg: u32| {
            let regs = BTreeSet::from([Var(reg)]);
            let scope = Scope {
                regs: &regs,
                globals: None,
            };
            s.abstract_lists([2, 2, 3], &BTreeSet::new(), Some(scope))
        };
        // Register 0 holds the list; a loop using only register 1 leaves it.
        let mut s = list(&[(1, None); 3]);
        assert_eq!(within(&mut s, 1), 0);
        assert_eq!(within(&mut s, 0), 1);
        // A loop whose register 1 holds the last node may cut the nodes
        // before it off: they reach it, so they are abstracted too.
        let mut s = list(&[(1, None); 3]);
        let last = (s.smg.objects.iter())
            .position(|o| o.live_heap() && o.fields.iter().any(|f| f.off == 0 && f.val == ZERO))
            .expect("the last node");
        let last = s.smg.addr(crate::smg::graph::ObjId(last as u32), 0);
        s.frames[0].regs.insert(Var(1), last);
        assert_eq!(within(&mut s, 1), 1);
    }

    #[test]
    fn teams_whose_members_name_their_leader_merge_though_one_has_a_member_more() {
        // Two teams (next at 0, leader at 8); a leader names itself (at 0)
        // and heads its members (next at 8), who name it. The first team
        // has one member, the second none: the member becomes a 0/1 node
        // linked through `next`, though its first pointer field is `leader`.
        let mut smg = Smg::new();
        let node = |smg: &mut Smg, kind| {
            let o = smg.add_object(16, Place::Heap);
            smg.obj_mut(o).kind = kind;
            o
        };
        let (team1, team2) = (node(&mut smg, 1), node(&mut smg, 1));
        let (leader1, leader2, member) = (node(&mut smg, 2), node(&mut smg, 2), node(&mut smg, 2));
        let addr = |smg: &mut Smg, o| smg.addr(o, 0);
        let (t2, l1, l2, m) = (
            addr(&mut smg, team2),
            addr(&mut smg, leader1),
            addr(&mut smg, leader2),
            addr(&mut smg, member),
        );
        smg.write_field(team1, 0, 8, t2);
        smg.write_field(team1, 8, 8, l1);
        smg.write_field(team2, 0, 8, ZERO);
        smg.write_field(team2, 8, 8, l2);
        smg.write_field(leader1, 0, 8, l1);
        smg.write_field(leader1, 8, 8, m);
        smg.write_field(member, 0, 8, l1);
        smg.write_field(member, 8, 8, ZERO);
        smg.write_field(leader2, 0, 8, l2);
        smg.write_field(leader2, 8, 8, ZERO);
        let t1 = smg.addr(team1, 0);
        let mut s = Spc::holding(smg, t1);
        assert_eq!(s.abstract_lists([2, 2, 3], &BTreeSet::new(), None), 1);
    }

    #[test]
    fn nodes_incomparable_only_in_shape_merge_at_the_cost_of_entailment() {
        // One node owns a payload, the other does not: neither covers the
        // other, but only the shape differs.
        let mut s = list(&[(1, Some(7)), (1, None)]);
        assert_eq!(s.abstract_lists([2, 2, 3], &BTreeSet::new(), None), 1);
    }

    #[test]
    fn a_run_of_equal_nodes_going_on_into_other_data_is_a_segment_of_its_own() {
        // 1 1 2 2 2: the whole list merges only at the cost of different
        // data; the runs merge at no cost first, and each keeps its data.
        let mut s = list(&[(1, None), (1, None), (2, None), (2, None), (2, None)]);
        s.abstract_lists([2, 2, 3], &BTreeSet::new(), None);
        let data: Vec<_> = s
            .smg
            .objects
            .iter()
            .filter(|o| o.valid && o.seg.is_some())
            .map(|o| {
                let f = o.fields.iter().find(|f| f.off == DATA).expect("data");
                s.smg.val(f.val)
            })
            .collect();
        assert_eq!(data, [Value::Int(1), Value::Int(2)]);
    }

    #[test]
    fn nodes_with_different_data_merge_only_at_the_highest_threshold() {
        let untested = BTreeSet::new();
        let mut two = list(&[(1, None), (2, None)]);
        assert_eq!(
            two.abstract_lists([2, 2, 3], &untested, None),
            0,
            "two nodes are below 3"
        );
        let mut three = list(&[(1, None), (2, None), (3, None)]);
        assert_eq!(three.abstract_lists([2, 2, 3], &untested, None), 1);
    }

    #[test]
    fn a_node_whose_tested_data_no_other_node_holds_stays_out_of_segments() {
        let tested: BTreeSet<Field> = [(DATA as i64, 4)].into();
        let heap = |s: &Spc| {
            let nodes = s.smg.objects.iter().filter(|o| o.live_heap());
            (
                nodes.clone().count(),
                nodes.filter(|o| o.seg.is_none()).count(),
            )
        };
        // 1 1 2 1 1: the runs of 1s merge, the lone 2 stays a node between them.
        let mut s = list(&[(1, None), (1, None), (2, None), (1, None), (1, None)]);
        assert_eq!(s.abstract_lists([2, 2, 3], &tested, None), 2);
        assert_eq!(heap(&s), (3, 1));
        // 1 2 3: no value repeats, no merge (unless the data is not tested).
        let mut s = list(&[(1, None), (2, None), (3, None)]);
        assert_eq!(s.abstract_lists([2, 2, 3], &tested, None), 0);
        // 1 2 1 2 3: the 1s and 2s repeat and merge, the lone 3 stays out.
        let mut s = list(&[(1, None), (2, None), (1, None), (2, None), (3, None)]);
        assert_eq!(s.abstract_lists([2, 2, 3], &tested, None), 1);
        assert_eq!(heap(&s), (2, 1));
    }
}

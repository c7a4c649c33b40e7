//! The symbolic memory graph (section 0.2.3): objects with has-value edges
//! (fields at byte offsets) and values, addresses with points-to edges.

use crate::ir::{BinOp, FuncId, GlobalId};
use std::hash::{Hash, Hasher};

/// An object (node) of the SMG.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjId(pub u32);

/// A value (node) of the SMG.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValId(pub u32);

/// A node id of an SMG: an index into its objects or values.
pub trait NodeId: Copy {
    fn index(self) -> usize;
    fn at(index: usize) -> Self;
}

impl NodeId for ObjId {
    fn index(self) -> usize {
        self.0 as usize
    }
    fn at(index: usize) -> Self {
        ObjId(index as u32)
    }
}

impl NodeId for ValId {
    fn index(self) -> usize {
        self.0 as usize
    }
    fn at(index: usize) -> Self {
        ValId(index as u32)
    }
}

/// Whether `ids` are the first nodes in the order of their ids (a
/// renumbering that keeps them where they are).
pub fn in_order<K: NodeId>(ids: &[K]) -> bool {
    ids.iter().enumerate().all(|(i, k)| k.index() == i)
}

/// A map from the nodes of one SMG to nodes of another (a join's mapping of
/// an input into its result), a table indexed by node id.
#[derive(Clone, Debug)]
pub struct NodeMap<K> {
    slots: Vec<Option<K>>,
}

impl<K: NodeId> NodeMap<K> {
    /// An empty map from the first `len` nodes (it grows past them).
    pub fn new(len: usize) -> Self {
        NodeMap {
            slots: vec![None; len],
        }
    }

    pub fn get(&self, k: &K) -> Option<&K> {
        self.slots.get(k.index()).and_then(Option::as_ref)
    }

    pub fn contains_key(&self, k: &K) -> bool {
        self.get(k).is_some()
    }

    pub fn insert(&mut self, k: K, v: K) {
        if self.slots.len() <= k.index() {
            self.slots.resize(k.index() + 1, None);
        }
        self.slots[k.index()] = Some(v);
    }

    pub fn remove(&mut self, k: &K) {
        if let Some(slot) = self.slots.get_mut(k.index()) {
            *slot = None;
        }
    }

    /// The nodes mapped, by id.
    pub fn keys(&self) -> impl Iterator<Item = K> + '_ {
        (self.slots.iter().enumerate())
            .filter(|(_, v)| v.is_some())
            .map(|(i, _)| K::at(i))
    }
}

/// The null object, target of the null address.
pub const NULL_OBJ: ObjId = ObjId(0);
/// The zero value: integer 0, the null address, and nullified bytes of any length.
pub const ZERO: ValId = ValId(0);

/// Where an object lives; decides what `free` and leaks mean for it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Null,
    Heap,
    /// A local variable (register name) of the frame at this depth.
    Stack {
        depth: u32,
        name: std::sync::Arc<str>,
    },
    Global(GlobalId),
}

/// A has-value edge: `size` bytes at offset `off` hold `val`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field {
    pub off: u64,
    pub size: u64,
    pub val: ValId,
}

/// The target specifier of an address (section 0.2.3): which node(s) of a
/// list segment it points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tg {
    /// The address of a region.
    Region,
    /// The first node of a segment.
    First,
    /// The last node of a doubly-linked segment.
    Last,
    /// Every node of a segment (back links from the sub-SMG nested below it).
    All,
}

/// A list segment (section 0.2.3, SLS and DLS of section 0.4): a sequence of
/// at least `min` nodes linked through the field at `next` (and `prev` for a
/// DLS), pointers to nodes targeting offset `head`. The segment's field at
/// `next` holds the successor of its last node, the field at `prev` the
/// predecessor of its first node, other fields the nodes' common values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seg {
    pub min: u32,
    pub head: i64,
    pub next: u64,
    pub prev: Option<u64>,
    /// A 0/1 SLS or DLS (section 0.4): at most one node.
    pub at_most_one: bool,
}

/// An object: a region (a contiguous block of memory) or a list segment.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Object {
    pub size: u64,
    /// Freed or out-of-scope objects are invalid (kept while pointers to them exist).
    pub valid: bool,
    pub place: Place,
    /// Has-value edges sorted by offset; they may overlap (reinterpretation).
    pub fields: Vec<Field>,
    /// Read-only (string literals, `const` globals).
    pub read_only: bool,
    /// Nesting level: 0 at the top, one more below each segment.
    pub level: u32,
    /// `Some` for a list segment.
    pub seg: Option<Seg>,
    /// A 0/1 abstract object without neighbour pointers (section 0.4): a
    /// region that may be absent, its addresses then being null.
    pub optional: bool,
    /// Estimated type: the struct a pointer to it was first cast to (0: none).
    pub kind: u32,
    /// Allocated while a freed block was still referenced: it may lie at
    /// that block's address (the allocator reuses freed memory).
    pub reuses: bool,
}

impl Object {
    /// The null object.
    pub const NULL: Object = Object {
        size: 0,
        valid: false,
        place: Place::Null,
        fields: Vec::new(),
        read_only: true,
        level: 0,
        seg: None,
        optional: false,
        kind: 0,
        reuses: false,
    };

    /// Whether it is allocated and not freed: a block of the program's heap.
    pub fn live_heap(&self) -> bool {
        self.valid && self.place == Place::Heap
    }

    /// Whether it is an abstract object (section 0.4): a list segment or a 0/1 region.
    pub fn is_abstract(&self) -> bool {
        self.seg.is_some() || self.optional
    }
}

/// A value node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    /// An integer constant (bit pattern, zero-extended); `Int(0)` is only `ZERO`.
    Int(u64),
    /// An address: a points-to edge to `obj` at byte offset `off`.
    Addr { obj: ObjId, off: i64, tg: Tg },
    /// The address of a function.
    Func(FuncId),
    /// An unknown integer within `lo..=hi` (signed); `exact` when every value of
    /// the range is possible (an input), not when it stands for a result the
    /// analysis lost track of.
    /// `level` above 0 marks a value private to each node of the enclosing segment.
    Unknown {
        exact: bool,
        lo: i64,
        hi: i64,
        level: u32,
    },
}

impl Value {
    /// The target of an address: object, offset and target specifier.
    pub fn target(self) -> Option<(ObjId, i64, Tg)> {
        match self {
            Value::Addr { obj, off, tg } => Some((obj, off, tg)),
            _ => None,
        }
    }
}

/// `wide` is `narrow` (of `from` bits) extended to `to` bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Widening {
    pub wide: ValId,
    pub narrow: ValId,
    pub signed: bool,
    pub from: u32,
    pub to: u32,
}

/// `result` is `op(operand, constant)` at `width` bits, an unknown bounded
/// by the constant (a remainder or a mask): evaluating it again on the same
/// operand gives the same value, so a split of one copy holds for the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Derived {
    pub result: ValId,
    pub operand: ValId,
    pub op: BinOp,
    pub constant: u64,
    pub width: u32,
}

/// A fact about value nodes, renamed with them.
pub trait ValueFact: Sized {
    /// The fact with each value renamed by `f`; `None` if one has no name.
    fn renamed(&self, f: impl Fn(ValId) -> Option<ValId>) -> Option<Self>;
}

impl ValueFact for Widening {
    fn renamed(&self, f: impl Fn(ValId) -> Option<ValId>) -> Option<Self> {
        Some(Widening {
            wide: f(self.wide)?,
            narrow: f(self.narrow)?,
            ..*self
        })
    }
}

impl ValueFact for Derived {
    fn renamed(&self, f: impl Fn(ValId) -> Option<ValId>) -> Option<Self> {
        Some(Derived {
            result: f(self.result)?,
            operand: f(self.operand)?,
            ..*self
        })
    }
}

/// The facts that survive renaming their values by `f`.
pub fn renamed<F: ValueFact>(facts: &[F], f: impl Fn(ValId) -> Option<ValId>) -> Vec<F> {
    facts.iter().filter_map(|x| x.renamed(&f)).collect()
}

/// An address into an array at an unknown index: the unknown `addr` is
/// `base + index * scale` bytes, `base` an address, `index` an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Interior {
    pub addr: ValId,
    pub base: ValId,
    pub index: ValId,
    pub scale: i64,
}

/// The SMG: objects, values and explicit non-equalities (section 0.4).
#[derive(Clone, Debug)]
pub struct Smg {
    pub objects: Vec<Object>,
    pub values: Vec<Value>,
    /// Pairs of values known to differ (smaller id first).
    pub neq: Vec<(ValId, ValId)>,
    /// Order facts between values as signed numbers: `(a, b, true)` is
    /// `a < b`, `(a, b, false)` is `a <= b` (kept sorted).
    pub order: Vec<(ValId, ValId, bool)>,
    /// Unknown values that are zero/sign extensions of other unknown values.
    pub widenings: Vec<Widening>,
    /// Bounded values computed from unknown values (`Derived`).
    pub derived: Vec<Derived>,
    /// Unknown addresses known to lie in an array (`Interior`).
    pub interiors: Vec<Interior>,
    /// The value node of each address, function and integer constant,
    /// sorted by value (derived from `values`: neither compared nor hashed).
    interned: Vec<ValId>,
}

impl Smg {
    /// The parts that make up the graph (everything but the index).
    fn parts(&self) -> impl PartialEq + Hash + '_ {
        (
            &self.objects,
            &self.values,
            &self.neq,
            &self.order,
            &self.widenings,
            &self.derived,
            &self.interiors,
        )
    }
}

impl PartialEq for Smg {
    fn eq(&self, other: &Self) -> bool {
        self.parts() == other.parts()
    }
}

impl Eq for Smg {}

impl Hash for Smg {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts().hash(state);
    }
}

impl Default for Smg {
    fn default() -> Self {
        Self::new()
    }
}

impl Smg {
    /// An SMG with just the null object and the zero value.
    pub fn new() -> Self {
        Smg {
            objects: vec![Object::NULL],
            values: vec![Value::Int(0)],
            neq: Vec::new(),
            order: Vec::new(),
            widenings: Vec::new(),
            derived: Vec::new(),
            interiors: Vec::new(),
            interned: vec![ZERO],
        }
    }

    pub fn obj(&self, o: ObjId) -> &Object {
        &self.objects[o.0 as usize]
    }

    pub fn obj_mut(&mut self, o: ObjId) -> &mut Object {
        &mut self.objects[o.0 as usize]
    }

    pub fn val(&self, v: ValId) -> Value {
        self.values[v.0 as usize]
    }

    /// Adds a new valid object without fields.
    pub fn add_object(&mut self, size: u64, place: Place) -> ObjId {
        self.objects.push(Object {
            size,
            valid: true,
            place,
            fields: Vec::new(),
            read_only: false,
            level: 0,
            seg: None,
            optional: false,
            kind: 0,
            reuses: false,
        });
        ObjId(self.objects.len() as u32 - 1)
    }

    /// A new heap block (malloc, calloc, realloc): it may reuse the address
    /// of a freed block still referenced.
    pub fn add_heap_block(&mut self, size: u64) -> ObjId {
        let reuses = self
            .objects
            .iter()
            .any(|o| !o.valid && o.place == Place::Heap);
        let o = self.add_object(size, Place::Heap);
        self.obj_mut(o).reuses = reuses;
        o
    }

    /// The single value node of an integer constant, address or function.
    pub fn intern(&mut self, v: Value) -> ValId {
        let v = match v {
            Value::Addr {
                obj: NULL_OBJ, off, ..
            } => Value::Int(off as u64),
            v => v,
        };
        debug_assert!(!matches!(v, Value::Unknown { .. }));
        match self.interned_at(v) {
            Ok(i) => self.interned[i],
            Err(i) => {
                self.values.push(v);
                let id = ValId(self.values.len() as u32 - 1);
                self.interned.insert(i, id);
                id
            }
        }
    }

    /// Where the node of `v` is in the sorted index of interned values, or
    /// where it would go.
    fn interned_at(&self, v: Value) -> Result<usize, usize> {
        (self.interned).binary_search_by(|id| self.values[id.0 as usize].cmp(&v))
    }

    /// The value node of address `off` bytes into the region `obj`, or into
    /// the first node if `obj` is a segment.
    pub fn addr(&mut self, obj: ObjId, off: i64) -> ValId {
        let tg = if self.obj(obj).seg.is_some() {
            Tg::First
        } else {
            Tg::Region
        };
        self.intern(Value::Addr { obj, off, tg })
    }

    /// The value node of an address with an explicit target specifier.
    pub fn addr_tg(&mut self, obj: ObjId, off: i64, tg: Tg) -> ValId {
        self.intern(Value::Addr { obj, off, tg })
    }

    /// Drops the objects and values added after the first `objects` and
    /// `values` ones, with every field holding such a value.
    pub fn truncate(&mut self, objects: usize, values: usize) {
        self.objects.truncate(objects);
        self.values.truncate(values);
        self.interned.retain(|id| (id.0 as usize) < values);
        for o in &mut self.objects {
            o.fields.retain(|f| (f.val.0 as usize) < values);
        }
    }

    /// The number of fields holding an address of `o`.
    pub fn references(&self, o: ObjId) -> usize {
        let points = |v: ValId| matches!(self.val(v), Value::Addr { obj, .. } if obj == o);
        self.objects
            .iter()
            .flat_map(|x| &x.fields)
            .filter(|f| points(f.val))
            .count()
    }

    /// Changes what the address node `v` points to, keeping every reference to it.
    pub fn retarget(&mut self, v: ValId, to: Value) {
        if let Ok(i) = self.interned_at(self.values[v.0 as usize]) {
            if self.interned[i] == v {
                self.interned.remove(i);
            }
        }
        self.values[v.0 as usize] = to;
        match self.interned_at(to) {
            Ok(i) => self.interned[i] = v,
            Err(i) => self.interned.insert(i, v),
        }
    }

    /// The value node of an integer constant.
    pub fn int(&mut self, v: u64) -> ValId {
        self.intern(Value::Int(v))
    }

    /// A fresh unknown value.
    pub fn fresh(&mut self, exact: bool) -> ValId {
        self.ranged(exact, i64::MIN, i64::MAX)
    }

    /// A fresh unknown value within `lo..=hi`.
    pub fn ranged(&mut self, exact: bool, lo: i64, hi: i64) -> ValId {
        self.values.push(Value::Unknown {
            exact,
            lo,
            hi,
            level: 0,
        });
        ValId(self.values.len() as u32 - 1)
    }

    /// Whether `a` and `b` are known to differ by an explicit non-equality.
    pub fn has_neq(&self, a: ValId, b: ValId) -> bool {
        let p = if a < b { (a, b) } else { (b, a) };
        self.neq.contains(&p)
    }

    /// Records that `a` and `b` differ.
    pub fn add_neq(&mut self, a: ValId, b: ValId) {
        let p = if a < b { (a, b) } else { (b, a) };
        if !self.neq.contains(&p) {
            self.neq.push(p);
            self.neq.sort_unstable();
        }
    }

    /// Records `a < b` (`strict`) or `a <= b`.
    pub fn add_order(&mut self, a: ValId, b: ValId, strict: bool) {
        if !self.order.contains(&(a, b, strict)) {
            self.order.push((a, b, strict));
            self.order.sort_unstable();
        }
    }

    /// Whether the order facts imply `a < b` (`Some(true)`) or `a <= b`
    /// (`Some(false)`), following chains of facts.
    pub fn ordered(&self, a: ValId, b: ValId) -> Option<bool> {
        let mut best: Option<bool> = None;
        let mut seen: Vec<(ValId, bool)> = vec![(a, false)];
        let mut stack = vec![(a, false)];
        while let Some((x, strict)) = stack.pop() {
            for &(_, y, s) in self.order.iter().filter(|f| f.0 == x) {
                let st = strict || s;
                if y == b {
                    best = Some(best.unwrap_or(false) || st);
                }
                if !seen.contains(&(y, st)) {
                    seen.push((y, st));
                    stack.push((y, st));
                }
            }
        }
        best
    }

    /// Whether the order facts contradict themselves (a cycle with a strict step).
    pub fn order_contradicts(&self) -> bool {
        self.order
            .iter()
            .any(|&(a, b, strict)| strict && (a == b || self.ordered(b, a).is_some()))
    }

    /// Replaces every use of the unknown value `from` by `to` (they are equal).
    pub fn merge_into(&mut self, from: ValId, to: ValId) {
        for o in &mut self.objects {
            for f in &mut o.fields {
                if f.val == from {
                    f.val = to;
                }
            }
        }
        let neq: Vec<_> = self
            .neq
            .iter()
            .map(|&(a, b)| {
                (
                    if a == from { to } else { a },
                    if b == from { to } else { b },
                )
            })
            .collect();
        self.neq.clear();
        for (a, b) in neq {
            self.add_neq(a, b);
        }
        let order: Vec<_> = self
            .order
            .iter()
            .map(|&(a, b, s)| {
                (
                    if a == from { to } else { a },
                    if b == from { to } else { b },
                    s,
                )
            })
            .filter(|&(a, b, s)| a != b || s)
            .collect();
        self.order.clear();
        for (a, b, s) in order {
            self.add_order(a, b, s);
        }
        let merged = |v: ValId| Some(if v == from { to } else { v });
        self.widenings = renamed(&self.widenings, merged);
        self.derived = renamed(&self.derived, merged);
        for i in &mut self.interiors {
            for v in [&mut i.addr, &mut i.base, &mut i.index] {
                if *v == from {
                    *v = to;
                }
            }
        }
    }

    /// Rebuilds the SMG keeping the objects and values listed (in the new
    /// numbering order) and renumbering everything; `None` drops a node.
    pub fn renumber(
        mut self,
        objs: &[ObjId],
        vals: &[ValId],
    ) -> (Smg, Vec<Option<ValId>>, Vec<Option<ObjId>>) {
        let mut omap = vec![None; self.objects.len()];
        for (i, o) in objs.iter().enumerate() {
            omap[o.0 as usize] = Some(ObjId(i as u32));
        }
        let mut vmap = vec![None; self.values.len()];
        for (i, v) in vals.iter().enumerate() {
            vmap[v.0 as usize] = Some(ValId(i as u32));
        }
        let values: Vec<Value> = vals
            .iter()
            .map(|v| match self.val(*v) {
                Value::Addr { obj, off, tg } => Value::Addr {
                    obj: omap[obj.0 as usize].expect("address target kept"),
                    off,
                    tg,
                },
                other => other,
            })
            .collect();
        // Objects kept in their order (the usual case: only values were
        // dropped) stay where they are, the others are moved.
        let mut objects = if in_order(objs) {
            let mut kept = std::mem::take(&mut self.objects);
            kept.truncate(objs.len());
            kept
        } else {
            (objs.iter())
                .map(|o| std::mem::replace(&mut self.objects[o.0 as usize], Object::NULL))
                .collect()
        };
        for f in objects.iter_mut().flat_map(|o| &mut o.fields) {
            f.val = vmap[f.val.0 as usize].expect("field value kept");
        }
        let mut neq: Vec<_> = self
            .neq
            .iter()
            .filter_map(|&(a, b)| {
                let (a, b) = (vmap[a.0 as usize]?, vmap[b.0 as usize]?);
                Some(if a < b { (a, b) } else { (b, a) })
            })
            .collect();
        neq.sort_unstable();
        let mut order: Vec<_> = self
            .order
            .iter()
            .filter_map(|&(a, b, s)| Some((vmap[a.0 as usize]?, vmap[b.0 as usize]?, s)))
            .collect();
        order.sort_unstable();
        let kept = |v: ValId| vmap[v.0 as usize];
        let mut widenings = renamed(&self.widenings, kept);
        widenings.sort_unstable();
        let mut derived = renamed(&self.derived, kept);
        derived.sort_unstable();
        let mut interiors: Vec<Interior> = self
            .interiors
            .iter()
            .filter_map(|i| {
                let v = |x: ValId| vmap[x.0 as usize];
                Some(Interior {
                    addr: v(i.addr)?,
                    base: v(i.base)?,
                    index: v(i.index)?,
                    scale: i.scale,
                })
            })
            .collect();
        interiors.sort_unstable();
        // Renumbering reorders the addresses of the objects it moves only:
        // the old order is nearly sorted, which a stable sort exploits.
        let mut interned: Vec<ValId> = self.interned.iter().filter_map(|v| kept(*v)).collect();
        interned.sort_by_key(|v| values[v.0 as usize]);
        (
            Smg {
                objects,
                values,
                neq,
                order,
                widenings,
                derived,
                interiors,
                interned,
            },
            vmap,
            omap,
        )
    }
}

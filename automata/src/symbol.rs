//! Structured labels and the ranked alphabet of tree automata (Forester, section 2,
//! "Structured labels" and "Forest automata of a higher level").
//!
//! A heap node is labelled by a [`Label`]: the ordered list of its outgoing
//! sub-labels (pointer selectors of rank 1 and boxes of rank = number of output
//! ports) plus an optional small data value. Labels are interned once for the
//! whole process into a [`LabelId`], so automata compare and hash symbols as
//! plain integers. A tree-automaton [`Symbol`] is either such a label or a root
//! reference (a rank-0 leaf pointing to another component of a forest).

use fxhash::FxHashMap;
use std::cell::RefCell;
use std::sync::{OnceLock, RwLock};

/// A pointer selector of rank 1; the FA domain uses the byte offset of the field.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Selector(pub u32);

/// A small data value stored directly in a label (section 3, "Heap representation").
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Data {
    /// The null pointer value.
    Null,
    /// An undefined value.
    Undef,
    /// A small integer.
    Int(i64),
    /// An integer known to differ from zero (tested before it was stored).
    NonZero,
}

/// The name of a box: an index into a [`crate::BoxDb`] (section 4.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct BoxId(pub u32);

/// The selectors of its output ports that a box's sub-edge stands for
/// (interned): the replacement of the sub-edge by the box (section 2) needs
/// each port and the node it is identified with to have no selector in
/// common, so which selectors of a node a box elsewhere defines is part of
/// the alphabet. With them, which output ports lead back to the input port
/// inside the box (the prev pointer of a doubly-linked segment), so that a
/// node reached only through such a link is not garbage.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Hidden(u32);

/// Per output port: the hidden selectors, and whether the port leads back.
type HiddenPorts = (Vec<Vec<Selector>>, Vec<bool>);

/// The process-wide table of hidden selectors and back links by output port.
fn hidden_table() -> &'static RwLock<Vec<&'static HiddenPorts>> {
    static TABLE: OnceLock<RwLock<Vec<&'static HiddenPorts>>> = OnceLock::new();
    TABLE.get_or_init(RwLock::default)
}

impl Hidden {
    /// The name of the given selectors hidden at each output port, in port
    /// order, and of which ports lead back to the input port.
    pub fn new(ports: Vec<Vec<Selector>>, back: Vec<bool>) -> Hidden {
        let key = (ports, back);
        let find = |t: &[&HiddenPorts]| t.iter().position(|h| **h == key);
        if let Some(k) = find(&hidden_table().read().expect("hidden table poisoned")) {
            return Hidden(k as u32);
        }
        let mut table = hidden_table().write().expect("hidden table poisoned");
        if let Some(k) = find(&table) {
            return Hidden(k as u32);
        }
        table.push(Box::leak(Box::new(key)));
        Hidden(table.len() as u32 - 1)
    }

    /// The selectors hidden at output port `k` (0: the first output).
    pub fn at(self, k: usize) -> &'static [Selector] {
        let table = hidden_table().read().expect("hidden table poisoned");
        table[self.0 as usize].0.get(k).map_or(&[], Vec::as_slice)
    }

    /// Whether output port `k` (0: the first output) leads back to the input
    /// port in every graph of the box.
    pub fn leads_back(self, k: usize) -> bool {
        let table = hidden_table().read().expect("hidden table poisoned");
        table[self.0 as usize].1.get(k).copied().unwrap_or(false)
    }
}

/// A sub-label of a structured label (section 2, "Structured labels").
///
/// Sub-labels are totally ordered: selectors by offset first, then boxes by name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum SubLabel {
    /// A pointer selector: one sub-edge with one target.
    Sel(Selector),
    /// A box used as a sub-label: one sub-edge with `arity` targets (its output ports).
    Box {
        /// The box's name in the box database.
        id: BoxId,
        /// Number of output ports of the box, i.e. the rank of this sub-label.
        arity: u32,
        /// The selectors of the output ports the box stands for.
        hidden: Hidden,
    },
}

impl SubLabel {
    /// The rank of the sub-label: 1 for a selector, the number of output ports for a box.
    pub fn rank(self) -> usize {
        match self {
            SubLabel::Sel(_) => 1,
            SubLabel::Box { arity, .. } => arity as usize,
        }
    }
}

/// A structured label: sorted, duplicate-free sub-labels plus optional data (section 2).
///
/// The successors of a node labelled by `l` are the concatenation of the targets
/// of its sub-labels in their order, so `l.rank()` is the sum of their ranks.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Label {
    subs: Box<[SubLabel]>,
    data: Option<Data>,
}

impl Label {
    /// Builds a label from sub-labels in any order; panics if a sub-label repeats.
    pub fn new(subs: impl IntoIterator<Item = SubLabel>, data: Option<Data>) -> Label {
        let mut subs: Vec<SubLabel> = subs.into_iter().collect();
        subs.sort_unstable();
        let len = subs.len();
        subs.dedup();
        assert_eq!(len, subs.len(), "a label cannot repeat a sub-label");
        Label {
            subs: subs.into_boxed_slice(),
            data,
        }
    }

    /// A label made of pointer selectors given by their offsets, without data.
    pub fn sels(offsets: impl IntoIterator<Item = u32>) -> Label {
        Label::new(
            offsets.into_iter().map(|o| SubLabel::Sel(Selector(o))),
            None,
        )
    }

    /// A rank-0 label carrying only a data value (e.g. the null leaf).
    pub fn leaf(data: Data) -> Label {
        Label::new([], Some(data))
    }

    /// The sub-labels in their total order.
    pub fn subs(&self) -> &[SubLabel] {
        &self.subs
    }

    /// The data value of the label, if any.
    pub fn data(&self) -> Option<Data> {
        self.data
    }

    /// The rank: the number of successors of a node with this label.
    pub fn rank(&self) -> usize {
        self.subs.iter().map(|s| s.rank()).sum()
    }

    /// The successor positions covered by each sub-label, in order (its sub-edges' targets).
    pub fn sub_edge_ranges(&self) -> impl Iterator<Item = (SubLabel, std::ops::Range<usize>)> + '_ {
        self.subs.iter().scan(0, |start, &s| {
            let range = *start..*start + s.rank();
            *start = range.end;
            Some((s, range))
        })
    }

    /// Interns the label, returning its process-wide compact name.
    pub fn intern(self) -> LabelId {
        interner().intern(self)
    }
}

/// The interned name of a [`Label`]; cheap to copy, hash and compare.
///
/// The order of `LabelId`s is the order of interning, not the order of labels.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct LabelId(u32);

impl LabelId {
    /// The label this name stands for.
    pub fn label(self) -> &'static Label {
        interner().get(self)
    }

    /// The rank of the label.
    pub fn rank(self) -> usize {
        self.label().rank()
    }
}

impl From<Label> for LabelId {
    fn from(label: Label) -> LabelId {
        label.intern()
    }
}

/// A symbol of the ranked alphabet of tree automata over forests (section 2, "Forests").
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Symbol {
    /// A structured label of a heap node.
    Label(LabelId),
    /// A root reference to the tree of the given index in a forest (rank 0).
    Ref(u32),
}

impl Symbol {
    /// The rank of the symbol (number of children of a node it labels).
    pub fn rank(self) -> usize {
        match self {
            Symbol::Label(l) => l.rank(),
            Symbol::Ref(_) => 0,
        }
    }

    /// The root reference index, if the symbol is one.
    pub fn as_ref(self) -> Option<u32> {
        match self {
            Symbol::Ref(i) => Some(i),
            Symbol::Label(_) => None,
        }
    }

    /// A label symbol made of pointer selectors (shorthand for tests and examples).
    pub fn sels(offsets: impl IntoIterator<Item = u32>) -> Symbol {
        Symbol::Label(Label::sels(offsets).intern())
    }

    /// A rank-0 data leaf symbol, e.g. `Symbol::leaf(Data::Null)`.
    pub fn leaf(data: Data) -> Symbol {
        Symbol::Label(Label::leaf(data).intern())
    }
}

impl From<Label> for Symbol {
    fn from(label: Label) -> Symbol {
        Symbol::Label(label.intern())
    }
}

impl From<LabelId> for Symbol {
    fn from(label: LabelId) -> Symbol {
        Symbol::Label(label)
    }
}

/// The process-wide label table; labels are leaked so lookups return `&'static`.
struct Interner {
    table: RwLock<Table>,
}

#[derive(Default)]
struct Table {
    ids: FxHashMap<&'static Label, LabelId>,
    labels: Vec<&'static Label>,
}

impl Interner {
    /// Returns the name of `label`, allocating one on first sight.
    fn intern(&self, label: Label) -> LabelId {
        if let Some(&id) = self
            .table
            .read()
            .expect("label table poisoned")
            .ids
            .get(&label)
        {
            return id;
        }
        let mut table = self.table.write().expect("label table poisoned");
        if let Some(&id) = table.ids.get(&label) {
            return id;
        }
        let id = LabelId(u32::try_from(table.labels.len()).expect("too many labels"));
        let label: &'static Label = Box::leak(Box::new(label));
        table.labels.push(label);
        table.ids.insert(label, id);
        id
    }

    /// Returns the label named `id`, from a thread-local copy of the table
    /// (refreshed when it does not know `id` yet), so lookups take no lock.
    fn get(&self, id: LabelId) -> &'static Label {
        thread_local! {
            static KNOWN: RefCell<Vec<&'static Label>> = const { RefCell::new(Vec::new()) };
        }
        KNOWN.with(|known| {
            if let Some(l) = known.borrow().get(id.0 as usize) {
                return *l;
            }
            let labels = self
                .table
                .read()
                .expect("label table poisoned")
                .labels
                .clone();
            let l = labels[id.0 as usize];
            *known.borrow_mut() = labels;
            l
        })
    }
}

/// The global interner, created on first use.
fn interner() -> &'static Interner {
    static INTERNER: OnceLock<Interner> = OnceLock::new();
    INTERNER.get_or_init(|| Interner {
        table: RwLock::new(Table::default()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_sorted_and_interned_once() {
        let a = Label::sels([8, 0]).intern();
        let b = Label::sels([0, 8]).intern();
        assert_eq!(a, b);
        assert_eq!(a.rank(), 2);
        assert_eq!(a.label().subs()[0], SubLabel::Sel(Selector(0)));
    }

    #[test]
    fn box_sub_labels_count_their_arity() {
        let l = Label::new(
            [
                SubLabel::Box {
                    id: BoxId(0),
                    arity: 2,
                    hidden: Hidden::new(Vec::new(), Vec::new()),
                },
                SubLabel::Sel(Selector(4)),
            ],
            Some(Data::Int(3)),
        );
        assert_eq!(l.rank(), 3);
        let ranges: Vec<_> = l.sub_edge_ranges().map(|(_, r)| r).collect();
        assert_eq!(ranges, vec![0..1, 1..3]);
    }
}

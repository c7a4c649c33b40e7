//! Widening at loop heads (section 5): finite-height abstraction of height 1
//! over node types, refined by spans and selector counts, after a bounded
//! exact phase in which small concrete heaps are kept (so errors on them are
//! confirmed).

use super::folding;
use super::label::{self, Cell};
use super::normal;
use super::state::FaState;
use super::value::{signed, Val};
use crate::engine::Cx;
use crate::ir::arith::SMALL_TAG;
use crate::ir::{Callee, InstrKind, Operand, Program, Terminator};
use canopy_automata::{memo, BoxDb, Data, Label, Mode, Selector, SubLabel, Symbol};
use canopy_automata::{ForestAutomaton, Rule, Span, State, TreeAutomaton};
use fxhash::FxHashMap;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::Arc;

/// Heaps of at most this many cells are kept concrete while the state is exact.
const EXACT_CELLS: usize = 2;
/// Integers beyond this magnitude are always widened to unknown values.
const INT_BOUND: i64 = 64;

/// The threshold of the widening of integers (widening with thresholds): the
/// largest constant of at most [`INT_BOUND`] that the program compares or
/// switches on, stores, assigns or passes to its own functions, plus one.
/// A counter tested by `i < 10` is kept up to 10; a running number only
/// stored in list nodes is forgotten as soon as it passes the constants.
pub fn int_threshold(prog: &Program) -> i64 {
    let mut max = SMALL_TAG;
    let mut see = |o: &Operand| {
        if let Operand::Int { value, width } = *o {
            let k = signed(value, width).abs();
            if k <= INT_BOUND {
                max = max.max(k);
            }
        }
    };
    for b in prog.functions.iter().flat_map(|f| &f.blocks) {
        for i in &b.instrs {
            match &i.kind {
                InstrKind::Cmp { a, b, .. } | InstrKind::Select { a, b, .. } => {
                    see(a);
                    see(b);
                }
                InstrKind::Store { val, .. } => see(val),
                InstrKind::Move { moves } => moves.iter().for_each(|(_, o)| see(o)),
                InstrKind::Call {
                    callee: Callee::Direct(f),
                    args,
                    ..
                } if prog.func(*f).is_defined() => args.iter().for_each(&mut see),
                _ => {}
            }
        }
        if let Terminator::Switch { cases, width, .. } = &b.term {
            for &(value, _) in cases {
                see(&Operand::Int {
                    value,
                    width: *width,
                });
            }
        }
    }
    (max + 1).min(INT_BOUND)
}

/// Whether an exact state is small enough to stay concrete.
fn small(s: &FaState, bound: i64) -> bool {
    let cells: usize = s
        .comps
        .iter()
        .map(|c| c.rules().filter(|r| label::is_cell(r.symbol)).count())
        .sum();
    let concrete = s.comps.iter().all(|c| c.num_rules() == c.num_states());
    let ints = s.env_values().all(|v| match v {
        Val::Int(k) => signed(*k, 64).abs() <= bound,
        _ => true,
    });
    let data = s
        .comps
        .iter()
        .all(|c| c.rules().all(|r| !large_data(r.symbol, bound)));
    cells <= EXACT_CELLS && concrete && ints && data
}

/// Whether a symbol is a data leaf with an integer beyond `bound`.
fn large_data(sym: Symbol, bound: i64) -> bool {
    int_leaf(sym).is_some_and(|k| k.abs() > bound)
}

/// Widening of integers: constants beyond `bound` in the environment and in
/// data leaves become unknown.
fn widen_ints(s: &mut FaState, bound: i64) {
    s.map_env(|v| match v {
        Val::Int(k) if signed(k, 64).abs() > bound => Val::Lossy,
        v => v,
    });
    forget_data(s, |sym| large_data(sym, bound));
}

/// The data leaves of the heap for which `forget` holds become unknown values.
fn forget_data(s: &mut FaState, forget: impl Fn(Symbol) -> bool) {
    for c in &mut s.comps {
        if c.rules().any(|r| forget(r.symbol)) {
            *c = Arc::new(c.map_rules(|r| {
                let mut r = r.clone();
                if forget(r.symbol) {
                    r.symbol = Symbol::leaf(Data::Undef);
                }
                Some(r)
            }));
        }
    }
}

/// Where an integer is stored: the symbol of a node, the kinds of its
/// successors (see [`kind`]), and the index of the successor.
type Slot = (Symbol, Vec<Vec<Option<Symbol>>>, usize);

/// The integers stored in the data leaves of the heap, by slot.
fn slot_ints(s: &FaState) -> HashMap<Slot, BTreeSet<i64>> {
    let mut slots: HashMap<Slot, BTreeSet<i64>> = HashMap::new();
    for c in &s.comps {
        for r in c.rules().filter(|r| !r.children.is_empty()) {
            let kinds: Vec<_> = r.children.iter().map(|&q| kind(c, q)).collect();
            for (i, &q) in r.children.iter().enumerate() {
                for k in c.rules_from(q).filter_map(|l| int_leaf(l.symbol)) {
                    slots
                        .entry((r.symbol, kinds.clone(), i))
                        .or_default()
                        .insert(k);
                }
            }
        }
    }
    slots
}

/// What a state of a component accepts: its leaf symbols, integers as 0, and
/// `None` for inner nodes.
fn kind(c: &TreeAutomaton, q: State) -> Vec<Option<Symbol>> {
    let mut kind: Vec<Option<Symbol>> = c
        .rules_from(q)
        .map(|l| match int_leaf(l.symbol) {
            _ if !l.children.is_empty() => None,
            Some(_) => Some(Symbol::leaf(Data::Int(0))),
            None => Some(l.symbol),
        })
        .collect();
    kind.sort_unstable();
    kind.dedup();
    kind
}

/// The integers that differ between two heaps in a slot both use and are
/// stored in only one of them (a counter, say). Integers in slots of one heap
/// only (a tag telling the layout of the node, say), integers of both heaps
/// (a value searched for, say) and small ones (a phase or colour tag,
/// `SMALL_TAG`) are stable.
fn unstable_ints(a: &FaState, b: &FaState) -> BTreeSet<i64> {
    let (slots_a, slots_b) = (slot_ints(a), slot_ints(b));
    let all = |slots: &HashMap<Slot, BTreeSet<i64>>| -> BTreeSet<i64> {
        slots.values().flatten().copied().collect()
    };
    let common = &all(&slots_a) & &all(&slots_b);
    slots_a
        .iter()
        .filter_map(|(slot, ka)| Some(ka ^ slots_b.get(slot)?))
        .flatten()
        .filter(|k| !common.contains(k) && k.abs() > SMALL_TAG)
        .collect()
}

/// The integer of a data leaf, if the symbol is one.
fn int_leaf(sym: Symbol) -> Option<i64> {
    match sym {
        Symbol::Label(l) => match label::cell(l) {
            Cell::Data(Data::Int(k)) => Some(k),
            _ => None,
        },
        Symbol::Ref(_) => None,
    }
}

/// What a node's type includes besides its shape under the finite-height
/// abstraction (section 5), as data in Forester's labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataTyping {
    /// No data.
    Shape,
    /// The small integers the node holds (`Tuning::fa_data_types`).
    Own,
    /// Those, and the small integers the nodes below it hold
    /// (`Tuning::fa_data_below`).
    Below,
}

/// The data types the nodes of an FA may hold for the data below a node to
/// be part of its type (`DataTyping::Below`): a list with one marked node
/// has two; in a ring of seats numbered 0 to 3, where each number is a
/// type, every node would have a type of its own (and the automata grow,
/// 30 ms a state).
const MARKED_TYPES: usize = 2;

/// Rounds of folding and abstraction at most per widening.
const ROUNDS: usize = 8;

/// How many abstracted FA are remembered for enrichment.
const MEMORY: usize = 8;

/// Finite-height abstraction (section 5) of the given height, optionally over
/// sets of FA: FA abstracted earlier enrich compatible FA before they are
/// abstracted (the language is unchanged, the abstraction gets more states to
/// collapse with).
pub struct Abstraction {
    /// Height of the prefixes that must agree for states to merge (at least 1).
    height: usize,
    /// Whether to enrich with earlier FA (abstraction over sets of FA).
    sfa: bool,
    /// Which small data are part of a node's type.
    typing: DataTyping,
    /// Integers beyond this magnitude are widened ([`int_threshold`]).
    int_bound: i64,
    seen: RefCell<VecDeque<(ForestAutomaton, Vec<Vec<Span>>)>>,
}

impl Abstraction {
    /// The abstraction of height `height` (0 is taken as 1), over sets of FA
    /// when `sfa`, with nodes typed by small data as `typing` says, widening
    /// integers beyond `int_bound`.
    pub fn new(height: usize, sfa: bool, typing: DataTyping, int_bound: i64) -> Abstraction {
        Abstraction {
            height: height.max(1),
            sfa,
            typing,
            int_bound,
            seen: RefCell::default(),
        }
    }

    /// Widening at a loop head (Alg. 1): abstraction, then folding of knots
    /// into boxes of `db` and abstraction again, until nothing is folded.
    pub fn abstract_state(&self, s: FaState, db: &RefCell<BoxDb>, mode: Mode) -> FaState {
        if s.exact && small(&s, self.int_bound) {
            return s;
        }
        let mut s = s;
        s.exact = false;
        widen_ints(&mut s, self.int_bound);
        let mut s = self.abstract_heap(s, &db.borrow());
        for _ in 0..ROUNDS {
            let Some(folded) = folding::fold(&s, &mut db.borrow_mut(), mode) else {
                break;
            };
            s = self.abstract_heap(folded, &db.borrow());
        }
        s
    }

    /// Finite-height abstraction of the heap of a state (section 5).
    fn abstract_heap(&self, s: FaState, db: &BoxDb) -> FaState {
        let mut fa = normal::env_fa(&s);
        let spans = fa.root_spans();
        for (other, other_spans) in self.seen.borrow().iter().filter(|_| self.sfa) {
            let compatible = fa.ports() == other.ports()
                && fa.num_components() == other.num_components()
                && spans == *other_spans;
            if compatible {
                fa = fa.enrich(other);
            }
        }
        let counts: Vec<_> = fa.components().map(|c| c.selector_counts(db)).collect();
        let mut types = HashMap::new();
        let mut below: Vec<_> = (fa.components())
            .map(|c| match self.typing {
                DataTyping::Below => data_below(c, &mut types),
                _ => Vec::new(),
            })
            .collect();
        if types.len() > MARKED_TYPES {
            below.clear();
        }
        let abstracted = fa
            .abstract_height(self.height - 1, |i, q| {
                let ta = fa.component(i);
                let mut types: Vec<_> = (ta.rules_from(q))
                    .map(|r| {
                        let data = (self.typing != DataTyping::Shape).then(|| data_type(ta, r));
                        (node_type(ta, r), shown(r, db), data)
                    })
                    .collect();
                types.sort_unstable();
                types.dedup();
                let own = if i == 0 { Some(q) } else { None };
                let data_below = below.get(i).and_then(|b| b.get(q.index()));
                let data_below = data_below.copied().unwrap_or_default();
                let count = counts[i][q.index()].clone();
                (own, ta.is_root(q), types, count, data_below)
            })
            .reduce();
        let normal = abstracted.normalise();
        let [one] = normal.as_slice() else {
            return s;
        };
        let mut seen = self.seen.borrow_mut();
        if seen.len() == MEMORY {
            seen.pop_front();
        }
        seen.push_back((one.clone(), one.root_spans()));
        normal::from_env_fa(&s, one)
    }
}

/// The type of a node under the height abstraction (section 5): a live cell
/// is matched by its block (size and allocation site) and by its interior
/// pointers to cut-points (selectors pointing at a non-zero displacement
/// into a root, e.g. into one of the `list_head`s embedded in the head node
/// of a Linux list, which tell which of the root's sub-structures the node
/// is linked into) and its dangling pointers (selectors to a freed cell: a
/// node whose sublist was freed level by level is kept apart from one whose
/// sublist is still live), whatever other selectors and boxes its label has, so a
/// node whose child is boxed and one whose child is plain or null collapse
/// (the number of symbol sets of a tree's nodes would otherwise keep the
/// abstraction from converging); data leaves, references and freed cells
/// are matched exactly.
fn node_type(ta: &TreeAutomaton, r: &Rule) -> Symbol {
    match r.symbol {
        Symbol::Label(l) if matches!(label::cell(l), Cell::Live { .. }) => {
            let to_root = |q: State| ta.rules_from(q).any(|x| x.symbol.as_ref().is_some());
            let dangling = |q: State| ta.rules_from(q).all(|x| x.symbol == label::freed());
            let interior = l.label().subs().iter().zip(r.children.iter()).filter(|(s, q)| {
                matches!(s, SubLabel::Sel(sel) if label::displacement(*sel) != 0 && to_root(**q))
                    || matches!(s, SubLabel::Sel(_)) && dangling(**q)
            });
            let subs = interior.map(|(s, _)| *s);
            Symbol::Label(Label::new(subs, l.label().data()).intern())
        }
        sym => sym,
    }
}

/// The selectors a node shows, plain or through the boxes it is the input
/// port of: the others are hidden by the box entering it (a doubly linked
/// segment's prev), so nodes that show different ones stay apart under the
/// height abstraction (section 5) lest a node reached by a plain selector
/// take the label of one whose selector a box hides, and lose that field.
fn shown(r: &Rule, db: &BoxDb) -> Vec<Selector> {
    let Symbol::Label(l) = r.symbol else {
        return Vec::new();
    };
    let mut sels: Vec<Selector> = (l.label().subs().iter())
        .flat_map(|s| match s {
            SubLabel::Sel(sel) => std::slice::from_ref(sel),
            SubLabel::Box { id, .. } => db.cover(*id, 0),
        })
        .copied()
        .collect();
    sels.sort_unstable();
    sels.dedup();
    sels
}

/// The small integers (`SMALL_TAG`) a live cell's fields hold, by field
/// position: the data part of its type when nodes are typed by their data.
fn data_type(ta: &TreeAutomaton, r: &Rule) -> Vec<(usize, i64)> {
    if !matches!(r.symbol, Symbol::Label(l) if matches!(label::cell(l), Cell::Live { .. })) {
        return Vec::new();
    }
    let small = |q: State| -> Option<i64> {
        let mut rules = ta.rules_from(q);
        let k = int_leaf(rules.next()?.symbol)?;
        (rules.next().is_none() && k.abs() <= SMALL_TAG).then_some(k)
    };
    (r.children.iter().enumerate())
        .filter_map(|(i, &q)| Some((i, small(q)?)))
        .collect()
}

/// The data types (`data_type`) of the nodes each state of `ta` accepts
/// subtrees of, by state, as a set of the types' numbers in `types`: typed
/// by them, the nodes before the one marked node of a list and those after
/// it stay apart, as do the nodes above a marked node of a tree and the
/// others (types past the 64th share a bit).
fn data_below(ta: &TreeAutomaton, types: &mut HashMap<Vec<(usize, i64)>, u32>) -> Vec<u64> {
    let rules: Vec<&Rule> = ta.rules().collect();
    let own: Vec<u64> = (rules.iter())
        .map(|r| {
            let d = data_type(ta, r);
            if d.is_empty() {
                return 0;
            }
            let next = types.len() as u32;
            1 << (*types.entry(d).or_insert(next)).min(63)
        })
        .collect();
    let mut below = vec![0u64; ta.num_states()];
    let mut changed = true;
    while changed {
        changed = false;
        for (r, own) in rules.iter().zip(&own).rev() {
            let kids = r.children.iter().fold(*own, |m, c| m | below[c.index()]);
            let set = &mut below[r.parent.index()];
            changed |= *set | kids != *set;
            *set |= kids;
        }
    }
    below
}

/// Whether every component has a freed root in `a` exactly when it has in `b`.
fn same_freed_roots(a: &FaState, b: &FaState) -> bool {
    let freed =
        |s: &FaState| -> Vec<bool> { (0..s.comps.len()).map(|i| s.freed_root(i)).collect() };
    freed(a) == freed(b)
}

/// The sizes and struct kinds of the live cells at each component's root.
fn root_blocks(s: &FaState) -> Vec<Vec<(u64, u8)>> {
    let block = |r: &Rule| match r.symbol {
        Symbol::Label(l) => match label::cell(l) {
            Cell::Live { block, .. } => Some((block.size, block.kind)),
            _ => None,
        },
        _ => None,
    };
    (s.comps.iter())
        .map(|ta| {
            let mut blocks: Vec<_> = ta.root_rules().filter_map(block).collect();
            blocks.sort_unstable();
            blocks.dedup();
            blocks
        })
        .collect()
}

/// The union of two states with the same environment whose FA are
/// compatible (section 5, abstraction over sets of FA), or `None`. A cell
/// freed in one state only is never united with its live self: the
/// component-wise union would mix it with the other components of the other
/// state (boxes entering a freed cell); nor are components whose roots are
/// cells of different structs (a list item where the other state has a
/// tree node: a cursor into either would then read one as the other).
pub fn union(a: &FaState, b: &FaState) -> Option<FaState> {
    if !(same_env(a, b) && same_freed_roots(a, b) && root_blocks(a) == root_blocks(b)) {
        return None;
    }
    // Widening of heap data: an integer that differs between the two heaps
    // (a counter, say) becomes unknown, so it cannot grow without bound.
    let ints = unstable_ints(a, b);
    let unstable = |sym: Symbol| int_leaf(sym).is_some_and(|k| ints.contains(&k));
    let (mut a, mut b) = (a.clone(), b.clone());
    forget_data(&mut a, unstable);
    forget_data(&mut b, unstable);
    let fa = normal::env_fa(&a).union_with(&normal::env_fa(&b))?;
    Some(normal::from_env_fa(&a, &fa))
}

/// Whether two inexact states have the same environment and as many components.
fn same_env(a: &FaState, b: &FaState) -> bool {
    !a.exact
        && !b.exact
        && a.frames == b.frames
        && a.objs == b.objs
        && a.facts == b.facts
        && a.comps.len() == b.comps.len()
}

/// The exact union of two inexact states that differ in one component only
/// (whose roots take the same spans, as for the component-wise union of
/// section 5): it then mixes nothing, so it loses nothing; `None` for other
/// pairs. The unions are memoised: states explored again meet the same pairs.
pub fn unite(a: &FaState, b: &FaState) -> Option<FaState> {
    if !same_env(a, b) {
        return None;
    }
    let mut differing = (0..a.comps.len())
        .filter(|&i| !(Arc::ptr_eq(&a.comps[i], &b.comps[i]) || a.comps[i] == b.comps[i]));
    let Some(i) = differing.next() else {
        return Some(a.clone());
    };
    let (x, y) = (&a.comps[i], &b.comps[i]);
    if differing.next().is_some() || x.root_spans() != y.root_spans() {
        return None;
    }
    type Pair = (Arc<TreeAutomaton>, Arc<TreeAutomaton>);
    thread_local! {
        static UNIONS: RefCell<FxHashMap<Pair, Arc<TreeAutomaton>>> = RefCell::default();
    }
    let mut u = a.clone();
    u.comps[i] = memo::cached(&UNIONS, &(x.clone(), y.clone()), || {
        Arc::new(x.union(y).reduce())
    });
    Some(u)
}

/// Exact union of a batch of states: each is united with the first
/// earlier one it unites with (`unite`). Past the pass's deadline the
/// remaining states stay apart (the engine ends the pass at its next
/// budget check), as a batch of growing unions can take seconds.
pub fn unite_all(states: Vec<FaState>, cx: &Cx) -> Vec<FaState> {
    let mut united: Vec<FaState> = Vec::with_capacity(states.len());
    for s in states {
        if cx.out_of_time() {
            united.push(s);
            continue;
        }
        match united.iter_mut().find_map(|u| Some((unite(u, &s)?, u))) {
            Some((w, u)) => *u = w,
            None => united.push(s),
        }
    }
    united
}

/// Coverage of states (section 2, FA inclusion): same environment and
/// component-wise inclusion of the tree automata.
pub fn covers(a: &FaState, b: &FaState) -> bool {
    a.exact == b.exact
        && a.frames == b.frames
        && a.objs == b.objs
        && a.facts == b.facts
        && a.comps.len() == b.comps.len()
        && b.comps
            .iter()
            .zip(&a.comps)
            .all(|(x, y)| Arc::ptr_eq(x, y) || x.is_included_in(y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fa::label::{data_leaf, field_selector, live, with_field, Block};
    use crate::fa::state::Frame;
    use crate::ir::liveness::tests::{block, func, var};
    use crate::ir::{BinOp, CmpPred, FuncId, Var};
    use crate::report::Property;
    use std::time::Instant;

    /// A cell of 8 B whose 4-byte field at offset 0 holds `value`.
    fn cell(value: u64) -> Arc<TreeAutomaton> {
        let label = with_field(live(Block::object(8, false)), field_selector(0, 4, 0));
        let mut ta = TreeAutomaton::with_states(2);
        ta.add_rule(State(0), Symbol::Label(label), &[State(1)]);
        ta.add_rule(State(1), data_leaf(Some(value), 32), &[]);
        ta.set_root(State(0));
        Arc::new(ta)
    }

    /// An inexact state whose registers 0 and 1 point to cells holding `a` and `b`.
    fn state(a: u64, b: u64) -> FaState {
        let node = |comp| Val::Node { comp, off: 0 };
        FaState {
            frames: vec![Frame {
                func: FuncId(0),
                regs: [(Var(0), node(0)), (Var(1), node(1))].into(),
                locals: Vec::new(),
            }],
            objs: Vec::new(),
            comps: vec![cell(a), cell(b)],
            facts: Vec::new(),
            exact: false,
        }
    }

    /// A list of 16 B heap cells (next pointer at 0, a 4-byte colour at 8)
    /// holding `colours` in order.
    fn list(colours: &[u64]) -> Arc<TreeAutomaton> {
        let cell = live(Block::new(16, false, 1, 1));
        let label = with_field(
            with_field(cell, field_selector(0, 8, 0)),
            field_selector(8, 4, 0),
        );
        let mut ta = TreeAutomaton::with_states(0);
        let mut next = ta.add_state();
        ta.add_rule(next, data_leaf(Some(0), 64), &[]);
        for &c in colours.iter().rev() {
            let (node, colour) = (ta.add_state(), ta.add_state());
            ta.add_rule(colour, data_leaf(Some(c), 32), &[]);
            ta.add_rule(node, Symbol::Label(label), &[next, colour]);
            next = node;
        }
        ta.set_root(next);
        Arc::new(ta)
    }

    /// An inexact state whose register 0 points to the list `colours`.
    fn list_state(colours: &[u64]) -> FaState {
        FaState {
            frames: vec![Frame {
                func: FuncId(0),
                regs: [(Var(0), Val::Node { comp: 0, off: 0 })].into(),
                locals: Vec::new(),
            }],
            objs: Vec::new(),
            comps: vec![list(colours)],
            facts: Vec::new(),
            exact: false,
        }
    }

    #[test]
    fn data_types_keep_a_coloured_node_apart_from_the_rest_of_the_list() {
        let db = BoxDb::new();
        let abstracted = |typing| {
            let a = Abstraction::new(1, false, typing, INT_BOUND);
            a.abstract_heap(list_state(&[1, 2, 1, 1, 1]), &db).comps[0].clone()
        };
        let (plain, typed) = (abstracted(DataTyping::Shape), abstracted(DataTyping::Own));
        for longer in [&[1, 2, 1, 1, 1, 1, 1][..], &[1, 2, 1]] {
            assert!(list(longer).is_included_in(&typed));
            assert!(list(longer).is_included_in(&plain));
        }
        assert!(list(&[1, 1, 1, 1]).is_included_in(&plain));
        assert!(!list(&[1, 1, 1, 1]).is_included_in(&typed));
        assert!(!list(&[1, 2, 2, 1]).is_included_in(&typed));
    }

    #[test]
    fn data_below_keeps_a_list_to_one_marked_node() {
        let db = BoxDb::new();
        let abstracted = |typing| {
            let a = Abstraction::new(1, false, typing, INT_BOUND);
            a.abstract_heap(list_state(&[1, 1, 1, 2, 1, 1]), &db).comps[0].clone()
        };
        let (own, below) = (abstracted(DataTyping::Own), abstracted(DataTyping::Below));
        for longer in [&[1, 1, 1, 1, 2, 1][..], &[1, 1, 1, 2, 1, 1, 1, 1]] {
            assert!(list(longer).is_included_in(&below));
        }
        let twice = list(&[1, 1, 1, 2, 1, 2, 1]);
        assert!(twice.is_included_in(&own));
        assert!(!twice.is_included_in(&below));
        assert!(!list(&[1, 1, 1, 1]).is_included_in(&below));
    }

    #[test]
    fn the_integer_threshold_is_the_largest_small_constant_the_program_tests_plus_one() {
        let int = |value| Operand::Int { value, width: 32 };
        let program = |instrs| Program {
            functions: vec![func(
                3,
                vec![],
                vec![block(vec![], instrs, Terminator::Ret(None))],
            )],
            globals: Vec::new(),
            pointer_size: 8,
        };
        let (i, dst) = (var(0), Var(1));
        let cmp = |k| InstrKind::Cmp {
            dst,
            pred: CmpPred::Slt,
            a: i.clone(),
            b: int(k),
            width: 32,
        };
        let mul = |k| InstrKind::Bin {
            dst,
            op: BinOp::Mul,
            a: i.clone(),
            b: int(k),
            width: 32,
            nsw: true,
        };
        assert_eq!(int_threshold(&program(vec![cmp(10), cmp(2)])), 11);
        assert_eq!(int_threshold(&program(vec![cmp(1)])), SMALL_TAG + 1);
        assert_eq!(int_threshold(&program(vec![cmp(1000)])), SMALL_TAG + 1);
        assert_eq!(int_threshold(&program(vec![cmp(64)])), INT_BOUND);
        assert_eq!(
            int_threshold(&program(vec![mul(40)])),
            SMALL_TAG + 1,
            "not a bound"
        );
    }

    #[test]
    fn states_differing_in_one_component_unite_exactly() {
        let (a, b) = (state(1, 5), state(2, 5));
        let u = unite(&a, &b).expect("one component differs");
        let both = a.comps[0].union(&b.comps[0]);
        assert!(u.comps[0].is_included_in(&both));
        assert!(a.comps[0].is_included_in(&u.comps[0]));
        assert!(b.comps[0].is_included_in(&u.comps[0]));
        assert_eq!(u.comps[1], a.comps[1]);
        assert_eq!(u.frames, a.frames);
    }

    #[test]
    fn a_batch_stays_apart_once_the_deadline_has_passed() {
        let batch = || vec![state(1, 5), state(2, 5), state(1, 6)];
        let mut cx = Cx::new(Property::Memsafety, false, None);
        assert_eq!(unite_all(batch(), &cx).len(), 2);
        cx.deadline = Some(Instant::now());
        assert_eq!(unite_all(batch(), &cx).len(), 3);
    }

    #[test]
    fn states_differing_in_two_components_or_exact_are_not_united() {
        assert!(unite(&state(1, 5), &state(2, 6)).is_none());
        let mut exact = state(2, 5);
        exact.exact = true;
        assert!(unite(&state(1, 5), &exact).is_none());
    }
}

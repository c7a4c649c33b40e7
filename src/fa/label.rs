//! The encoding of heap cells as structured labels (section 3, "Heap
//! representation"): every field is a selector named by its byte offset and
//! size; pointer fields lead to other nodes, data fields to rank-0 data leaves.
//! The label's own data value says whether the cell is live (with its size)
//! or freed.

use canopy_automata::{Data, Label, LabelId, Selector, SubLabel, Symbol};

/// Tag of the data value of a live cell's label: `LIVE + 2 * size + zeroed`.
const LIVE: i64 = 1 << 40;
/// Data value of a freed cell's label (a rank-0 node).
const FREED: i64 = -(1 << 40);
/// Integers kept exactly in data leaves; others become unknown.
const DATA_BOUND: i64 = 1 << 31;

/// What a label describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A live heap cell of `size` bytes; unwritten bytes read as zero when `zeroed`.
    Live {
        size: u64,
        zeroed: bool,
        /// The fields `(offset, size)` in selector order.
        fields: Vec<(u64, u32)>,
    },
    /// A freed heap cell.
    Freed,
    /// A data leaf (null, an integer, or unknown).
    Data(Data),
}

/// The selector of the field of `size` bytes at `off`.
pub fn field_selector(off: u64, size: u32) -> Selector {
    Selector((off as u32) << 4 | size)
}

/// The `(offset, size)` of a field selector.
fn field_of(sel: Selector) -> (u64, u32) {
    (u64::from(sel.0 >> 4), sel.0 & 15)
}

/// The label of a live cell with the given fields.
pub fn live(size: u64, zeroed: bool, fields: &[(u64, u32)]) -> LabelId {
    let subs = fields
        .iter()
        .map(|&(o, s)| SubLabel::Sel(field_selector(o, s)));
    let tag = LIVE + 2 * size as i64 + i64::from(zeroed);
    Label::new(subs, Some(Data::Int(tag))).intern()
}

/// The label of a freed cell.
pub fn freed() -> Symbol {
    Symbol::leaf(Data::Int(FREED))
}

/// The data leaf storing an integer of `width` bits (null for zero).
pub fn data_leaf(value: Option<u64>, width: u32) -> Symbol {
    match value.map(|v| super::value::signed(v, width)) {
        Some(0) => Symbol::leaf(Data::Null),
        Some(k) if k.abs() < DATA_BOUND => Symbol::leaf(Data::Int(k)),
        _ => Symbol::leaf(Data::Undef),
    }
}

/// Whether a field access may be encoded (offsets fit the selector encoding).
pub fn encodable(off: u64, size: u32) -> bool {
    off < (1 << 27) && (1..=8).contains(&size)
}

/// Decodes a label.
pub fn cell(l: LabelId) -> Cell {
    let label = l.label();
    match label.data() {
        Some(Data::Int(FREED)) if label.subs().is_empty() => Cell::Freed,
        Some(Data::Int(t)) if t >= LIVE => Cell::Live {
            size: ((t - LIVE) / 2) as u64,
            zeroed: (t - LIVE) % 2 == 1,
            fields: label
                .subs()
                .iter()
                .filter_map(|s| match s {
                    SubLabel::Sel(sel) => Some(field_of(*sel)),
                    SubLabel::Box { .. } => None,
                })
                .collect(),
        },
        Some(d) => Cell::Data(d),
        None => Cell::Data(Data::Undef),
    }
}

/// Whether the symbol is a live cell (a leak when unreachable).
pub fn is_live(sym: Symbol) -> bool {
    matches!(sym, Symbol::Label(l) if matches!(cell(l), Cell::Live { .. }))
}

/// Whether the symbol is a heap cell, live or freed (not a data leaf or reference).
pub fn is_cell(sym: Symbol) -> bool {
    matches!(sym, Symbol::Label(l) if !matches!(cell(l), Cell::Data(_)))
}

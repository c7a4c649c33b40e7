//! The encoding of heap cells as structured labels (section 3, "Heap
//! representation"): every field is a selector named by its byte offset and
//! size; pointer fields lead to other nodes, data fields to rank-0 data leaves.
//! The label's own data value says whether the cell is live (with its size)
//! or freed.

use canopy_automata::{Data, Label, LabelId, Selector, SubLabel, Symbol};

/// Tag of the data value of a live cell's label: `LIVE + site << SITE + 2 * size + zeroed`.
const LIVE: i64 = 1 << 62;
/// Bit position of the allocation site in a live cell's tag (sizes stay below it).
const SITE: u32 = 40;
/// The largest block size a label can encode.
pub const MAX_SIZE: u64 = (1 << (SITE - 1)) - 1;
/// Allocation sites are kept modulo this bound (a collision only costs precision).
const SITES: u64 = 1 << 21;
/// Data value of a freed cell's label (a rank-0 node).
const FREED: i64 = -(1 << 40);
/// Integers kept exactly in data leaves; others become unknown.
const DATA_BOUND: i64 = 1 << 31;

/// The kind of a heap block: its size, whether unwritten bytes read as
/// zero, and its allocation site (the type information of section 3: cells
/// of different sites never share a label, so abstraction keeps them apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    pub size: u64,
    pub zeroed: bool,
    pub site: u64,
}

impl Block {
    /// A block of `size` bytes allocated at source position `(line, column)`.
    pub fn new(size: u64, zeroed: bool, line: u32, column: u32) -> Block {
        let site = (u64::from(line) << 8 | u64::from(column & 0xff)) % SITES;
        Block { size, zeroed, site }
    }

    /// The same block with unwritten bytes reading as zero.
    pub fn cleared(self) -> Block {
        Block {
            zeroed: true,
            ..self
        }
    }
}

/// What a label describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A live heap cell; `fields` are `(offset, size)` in selector order.
    Live {
        block: Block,
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
pub fn field_of(sel: Selector) -> (u64, u32) {
    (u64::from(sel.0 >> 4), sel.0 & 15)
}

/// The label of a live cell with the given fields.
pub fn live(block: Block, fields: &[(u64, u32)]) -> LabelId {
    let subs = fields
        .iter()
        .map(|&(o, s)| SubLabel::Sel(field_selector(o, s)));
    assert!(
        block.size <= MAX_SIZE,
        "block sizes are checked at allocation"
    );
    let size = block.size as i64;
    let tag = LIVE + ((block.site as i64) << SITE) + 2 * size + i64::from(block.zeroed);
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
            block: Block {
                size: (((t - LIVE) & ((1 << SITE) - 1)) / 2) as u64,
                zeroed: (t - LIVE) % 2 == 1,
                site: ((t - LIVE) >> SITE) as u64,
            },
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

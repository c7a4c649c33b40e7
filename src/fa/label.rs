//! The encoding of heap cells as structured labels (section 3, "Heap
//! representation"): every field is a selector named by its byte offset, its
//! size and, for a pointer, the byte offset inside the target node it points
//! to (Forester's displacement); pointer fields lead to other nodes, data
//! fields to rank-0 data leaves. The label's own data value says whether the
//! cell is live (with its size) or freed, and whether it is a stack object or
//! global whose address was stored in the heap.

use canopy_automata::{Data, Label, LabelId, Selector, SubLabel, Symbol};

/// Tag of the data value of a live cell's label:
/// `LIVE + site << SITE + kind << KIND + 2 * size + zeroed`.
const LIVE: i64 = 1 << 62;
/// Bit position of the allocation site in a live cell's tag (kinds stay below it).
const SITE: u32 = 40;
/// Bit position of the struct kind in a live cell's tag (sizes stay below it).
const KIND: u32 = 32;
/// The largest block size a label can encode.
pub const MAX_SIZE: u64 = (1 << (KIND - 1)) - 1;
/// Allocation sites are kept modulo this bound (a collision only costs precision).
const SITES: u64 = 1 << 21;
/// The site of stack objects and globals turned into cells (no allocation site has it).
const OBJECT: u64 = SITES;
/// Data value of a freed cell's label (a rank-0 node).
const FREED: i64 = -(1 << 40);
/// Data value of the leaf of a pointer to the cell holding it.
const OWN: i64 = -(1 << 41);
/// Integers kept exactly in data leaves; others become unknown.
const DATA_BOUND: i64 = 1 << 31;

/// The kind of a heap block: its size, whether unwritten bytes read as
/// zero, and its type (section 3): the struct it was first used as, or,
/// while no cast told that, its allocation site. Cells of different types
/// never share a label, so abstraction keeps them apart; nodes of one
/// struct allocated at several places share one (a tree grown at five
/// sites would otherwise have five kinds of node).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    pub size: u64,
    pub zeroed: bool,
    pub site: u64,
    /// The struct a pointer to the fresh block was first cast to, as
    /// `1 + hash % 255` (collisions only cost precision); 0 while unknown.
    pub kind: u8,
}

impl Block {
    /// A block of `size` bytes allocated at source position `(line, column)`.
    pub fn new(size: u64, zeroed: bool, line: u32, column: u32) -> Block {
        let site = (u64::from(line) << 8 | u64::from(column & 0xff)) % SITES;
        Block {
            size,
            zeroed,
            site,
            kind: 0,
        }
    }

    /// The block typed as the struct whose name hashes to `hash` (the
    /// front end's `CastOp::ToStruct`): its allocation site is forgotten
    /// unless `site` (`Tuning::fa_sites`).
    pub fn typed(self, hash: u32, site: bool) -> Block {
        Block {
            kind: (1 + hash % 255) as u8,
            site: if site || self.is_object() {
                self.site
            } else {
                0
            },
            ..self
        }
    }

    /// A stack object or global of `size` bytes whose address is stored in the heap.
    pub fn object(size: u64, zeroed: bool) -> Block {
        Block {
            size,
            zeroed,
            site: OBJECT,
            kind: 0,
        }
    }

    /// Whether the block is a stack object or global rather than heap memory.
    pub fn is_object(self) -> bool {
        self.site == OBJECT
    }

    /// The source line of the allocation site, when the block keeps it (a
    /// heap block, untyped or under `Tuning::fa_sites`) and it is exact:
    /// sites wrap after `SITES >> 8` lines, so only if no line of the
    /// program (the last being `last_line`) lies beyond.
    pub fn line(self, last_line: u32) -> Option<u32> {
        let kept = !self.is_object() && self.site != 0;
        (kept && u64::from(last_line) < SITES >> 8).then_some((self.site >> 8) as u32)
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
    /// A pointer to the very cell holding it (at its selector's
    /// displacement): a self-loop kept inside the node, so that it does not
    /// make the node a cut-point.
    Own,
    /// A data leaf (null, an integer, or unknown).
    Data(Data),
}

/// Bits of a selector holding the displacement (the size takes the 4 lowest).
const DISPLACEMENT: u32 = 10;

/// The selector of the field of `size` bytes at `off` pointing `displ` bytes
/// into its target (0 for data and for pointers to the start of a node).
pub fn field_selector(off: u64, size: u32, displ: i64) -> Selector {
    Selector((off as u32) << (DISPLACEMENT + 4) | (displ as u32) << 4 | size)
}

/// The `(offset, size)` of a field selector.
pub fn field_of(sel: Selector) -> (u64, u32) {
    (u64::from(sel.0 >> (DISPLACEMENT + 4)), sel.0 & 15)
}

/// The displacement of a field selector: where in its target node the pointer points.
pub fn displacement(sel: Selector) -> i64 {
    i64::from(sel.0 >> 4 & ((1 << DISPLACEMENT) - 1))
}

/// Whether a pointer `displ` bytes into a node can be stored in a field.
pub fn displaceable(displ: i64) -> bool {
    (0..1 << DISPLACEMENT).contains(&displ)
}

/// The label of a live cell without fields.
pub fn live(block: Block) -> LabelId {
    assert!(
        block.size <= MAX_SIZE,
        "block sizes are checked at allocation"
    );
    let size = block.size as i64;
    let tag = LIVE
        + ((block.site as i64) << SITE)
        + (i64::from(block.kind) << KIND)
        + 2 * size
        + i64::from(block.zeroed);
    Label::new([], Some(Data::Int(tag))).intern()
}

/// The type of a node for box learning (section 4): a live cell's block
/// size and struct kind, whatever its allocation site and zeroing (the C
/// type of the struct); other data as it is.
pub fn struct_type(data: Option<Data>) -> Option<Data> {
    match data {
        // The tag without the site and the zeroing bit: `LIVE + kind << KIND + 2 * size`.
        Some(Data::Int(t)) if t >= LIVE => Some(Data::Int(LIVE + ((t - LIVE) & ((1 << SITE) - 2)))),
        d => d,
    }
}

/// The label of a freed cell.
pub fn freed() -> Symbol {
    Symbol::leaf(Data::Int(FREED))
}

/// The leaf of a pointer to the cell holding it.
pub fn own() -> Symbol {
    Symbol::leaf(Data::Int(OWN))
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
    off < (1 << (28 - DISPLACEMENT)) && (1..=8).contains(&size)
}

/// The label `l` of a live cell with the field `sel` set (added, or replacing
/// the field at the same offset and size).
pub fn with_field(l: LabelId, sel: Selector) -> LabelId {
    let label = l.label();
    if label.subs().contains(&SubLabel::Sel(sel)) {
        return l;
    }
    let others = label
        .subs()
        .iter()
        .filter(|s| !matches!(s, SubLabel::Sel(x) if field_of(*x) == field_of(sel)));
    Label::new(others.copied().chain([SubLabel::Sel(sel)]), label.data()).intern()
}

/// The displacement of the pointer field at child position `pos` of a cell labelled `l`.
pub fn displacement_at(l: LabelId, pos: usize) -> i64 {
    match l.label().subs().get(pos) {
        Some(SubLabel::Sel(sel)) => displacement(*sel),
        _ => 0,
    }
}

/// Decodes a label.
pub fn cell(l: LabelId) -> Cell {
    let label = l.label();
    match label.data() {
        Some(Data::Int(FREED)) => Cell::Freed,
        Some(Data::Int(OWN)) => Cell::Own,
        Some(Data::Int(t)) if t >= LIVE => Cell::Live {
            block: Block {
                size: (((t - LIVE) & ((1 << KIND) - 1)) / 2) as u64,
                zeroed: (t - LIVE) % 2 == 1,
                site: ((t - LIVE) >> SITE) as u64,
                kind: ((t - LIVE) >> KIND & 0xff) as u8,
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

/// Whether the symbol is a live heap cell (a leak when unreachable).
pub fn is_live(sym: Symbol) -> bool {
    matches!(sym, Symbol::Label(l) if matches!(cell(l), Cell::Live { block, .. } if !block.is_object()))
}

/// Whether the symbol is a heap cell, live or freed (not a data leaf, reference or object).
pub fn is_cell(sym: Symbol) -> bool {
    matches!(sym, Symbol::Label(l) if match cell(l) {
        Cell::Live { block, .. } => !block.is_object(),
        Cell::Freed => true,
        Cell::Own | Cell::Data(_) => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The data of the label of a live cell of `block`.
    fn tag(block: Block) -> Option<Data> {
        live(block).label().data()
    }

    #[test]
    fn struct_types_are_block_sizes() {
        let at = |size, zeroed, line| tag(Block::new(size, zeroed, line, 1));
        assert_ne!(at(24, false, 7), at(24, true, 21));
        assert_eq!(struct_type(at(24, false, 7)), struct_type(at(24, true, 21)));
        assert_ne!(struct_type(at(24, false, 7)), struct_type(at(16, false, 7)));
        assert_eq!(struct_type(Some(Data::Null)), Some(Data::Null));
    }

    #[test]
    fn struct_kinds_keep_blocks_of_one_size_apart_and_replace_sites() {
        let block = Block::new(16, true, 7, 3);
        let (a, b) = (block.typed(0x51, false), block.typed(0x52, false));
        assert_ne!(tag(a), tag(b));
        assert_ne!(struct_type(tag(a)), struct_type(tag(b)));
        assert_ne!(struct_type(tag(a)), struct_type(tag(block)));
        assert_eq!(
            struct_type(tag(a)),
            struct_type(tag(Block::new(16, false, 9, 1).typed(0x51, false)))
        );
        // Typed, cells of one struct allocated at different sites share a label.
        assert_eq!(tag(a), tag(Block::new(16, true, 9, 1).typed(0x51, false)));
        assert_eq!(a.line(120), None);
        // Unless sites are kept (`Tuning::fa_sites`).
        let sited = block.typed(0x51, true);
        assert_ne!(
            tag(sited),
            tag(Block::new(16, true, 9, 1).typed(0x51, true))
        );
        assert_eq!(sited.line(120), Some(7));
        let Cell::Live { block: decoded, .. } = cell(live(a)) else {
            panic!("a live cell");
        };
        assert_eq!(decoded, a);
        let largest = Block::new(MAX_SIZE, true, 7, 3).typed(u32::MAX, false);
        assert!(matches!(cell(live(largest)), Cell::Live { block, .. } if block == largest));
    }

    #[test]
    fn allocation_lines_decode_while_sites_do_not_wrap() {
        let block = Block::new(24, false, 48, 300);
        let Cell::Live { block: decoded, .. } = cell(live(block)) else {
            panic!("a live cell");
        };
        assert_eq!(decoded, block);
        assert_eq!(decoded.line(120), Some(48));
        assert_eq!(decoded.line(9000), None);
        assert_eq!(Block::object(24, false).line(120), None);
    }
}

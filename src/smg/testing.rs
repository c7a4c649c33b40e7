//! SPCs built by hand for the unit tests of the SMG algorithms.

use super::graph::{Place, Smg, ZERO};
use super::spc::Spc;

/// Offset of a test node's data field (4 bytes).
pub const DATA: u64 = 8;
/// Offset of a test node's payload pointer.
pub const PAYLOAD: u64 = 16;

/// An SPC whose register 0 points to a null-terminated list of nodes of 24
/// bytes (next at 0, data at `DATA`, payload pointer at `PAYLOAD`), one per
/// `(data, payload)`: the data constant, and the value an 8-byte payload
/// region owned by the node holds (`None`: the payload pointer is null; a
/// payload holding 0 is also a lone node of a null-terminated list).
pub fn list(nodes: &[(u64, Option<u64>)]) -> Spc {
    let mut smg = Smg::new();
    let mut next = ZERO;
    for &(data, payload) in nodes.iter().rev() {
        let node = smg.add_object(24, Place::Heap);
        smg.write_field(node, 0, 8, next);
        let data = smg.int(data);
        smg.write_field(node, DATA, 4, data);
        let payload = match payload {
            Some(v) => {
                let p = smg.add_object(8, Place::Heap);
                let v = smg.int(v);
                smg.write_field(p, 0, 8, v);
                smg.addr(p, 0)
            }
            None => ZERO,
        };
        smg.write_field(node, PAYLOAD, 8, payload);
        next = smg.addr(node, 0);
    }
    Spc::holding(smg, next)
}

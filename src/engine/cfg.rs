//! Control-flow facts of one function: reverse post-order and loop heads.

use crate::ir::{BlockId, Function};
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::visit::DfsPostOrder;

/// The CFG facts the fixpoint needs for one function.
#[derive(Clone, Debug, Default)]
pub struct CfgInfo {
    /// Position of each block in reverse post-order (unreachable blocks last).
    pub rpo: Vec<u32>,
    /// Whether each block is the target of a back edge (a loop head).
    pub loop_head: Vec<bool>,
}

impl CfgInfo {
    /// Computes reverse post-order and loop heads (targets of retreating edges,
    /// so irreducible loops have heads too).
    pub fn new(f: &Function) -> Self {
        let n = f.blocks.len();
        if n == 0 {
            return CfgInfo::default();
        }
        let mut g = DiGraph::<(), ()>::with_capacity(n, n * 2);
        for _ in 0..n {
            g.add_node(());
        }
        for b in 0..n {
            for s in f.successors(BlockId(b as u32)) {
                g.add_edge(NodeIndex::new(b), NodeIndex::new(s.0 as usize), ());
            }
        }
        let entry = NodeIndex::new(0);
        let mut post = Vec::with_capacity(n);
        let mut dfs = DfsPostOrder::new(&g, entry);
        while let Some(v) = dfs.next(&g) {
            post.push(v.index());
        }
        let mut rpo = vec![u32::MAX; n];
        for (i, b) in post.iter().rev().enumerate() {
            rpo[*b] = i as u32;
        }
        let mut loop_head = vec![false; n];
        for e in g.raw_edges() {
            let (u, v) = (e.source().index(), e.target().index());
            if rpo[u] != u32::MAX && rpo[v] <= rpo[u] {
                loop_head[v] = true;
            }
        }
        CfgInfo { rpo, loop_head }
    }
}

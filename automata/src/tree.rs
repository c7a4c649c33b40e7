//! Concrete ordered ranked trees, the objects accepted by tree automata (section 2, "Graphs").

use crate::symbol::Symbol;

/// A concrete tree: a symbol and as many subtrees as its rank.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Tree {
    symbol: Symbol,
    children: Vec<Tree>,
}

impl Tree {
    /// Builds a node; panics if the number of children differs from the symbol's rank.
    pub fn new(symbol: Symbol, children: Vec<Tree>) -> Tree {
        assert_eq!(
            symbol.rank(),
            children.len(),
            "arity mismatch for {symbol:?}"
        );
        Tree { symbol, children }
    }

    /// A leaf: a symbol of rank 0 (a data leaf or a root reference).
    pub fn leaf(symbol: Symbol) -> Tree {
        Tree::new(symbol, Vec::new())
    }

    /// The symbol at the root.
    pub fn symbol(&self) -> Symbol {
        self.symbol
    }

    /// The subtrees, in successor order.
    pub fn children(&self) -> &[Tree] {
        &self.children
    }

    /// Height: 1 for a leaf.
    pub fn height(&self) -> usize {
        1 + self.children.iter().map(Tree::height).max().unwrap_or(0)
    }

    /// Number of nodes.
    pub fn size(&self) -> usize {
        1 + self.children.iter().map(Tree::size).sum::<usize>()
    }
}

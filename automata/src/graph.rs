//! Concrete heap graphs with ports and their canonical forest decomposition
//! (section 2, "Graphs and forests with ports" and "Canonicity").
//!
//! An [`IoGraph`] is a graph over structured labels with an input port and a
//! sequence of output ports. Its cut-points are its ports and joins (nodes of
//! in-degree > 1). Cutting the graph at its cut-points gives a forest whose
//! leaves may be root references; ordering the trees by the cheapest paths
//! from the input port to their roots makes this [`IoForest`] canonical, i.e.
//! a unique representation of the accessible io-graph.

use crate::symbol::{LabelId, Symbol};
use crate::tree::Tree;
use bitvec::prelude::*;

/// A node of a [`Graph`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The node's number as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A node: its structured label and one successor per unit of the label's rank.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Node {
    label: LabelId,
    succ: Vec<NodeId>,
}

/// A directed, ordered graph over structured labels (section 2, "Graphs").
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Graph {
    nodes: Vec<Node>,
}

/// Why a graph or forest has no (canonical) counterpart.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GraphError {
    /// These nodes are not reachable from the input port (garbage).
    NotAccessible(Vec<NodeId>),
    /// This node's successors were never set although its label has positive rank.
    MissingSuccessors(NodeId),
    /// The tree of this index is a bare root reference, so its root is no node.
    RootIsReference(usize),
}

impl Graph {
    /// The empty graph.
    pub fn new() -> Graph {
        Graph::default()
    }

    /// Adds a node; set its successors with [`Graph::set_successors`] if its rank is positive.
    pub fn add_node(&mut self, label: impl Into<LabelId>) -> NodeId {
        let id = NodeId(u32::try_from(self.nodes.len()).expect("too many nodes"));
        self.nodes.push(Node {
            label: label.into(),
            succ: Vec::new(),
        });
        id
    }

    /// Sets the successors of `n`; panics unless there is one per unit of its label's rank.
    pub fn set_successors(&mut self, n: NodeId, succ: Vec<NodeId>) {
        let node = &mut self.nodes[n.index()];
        assert_eq!(node.label.rank(), succ.len(), "arity mismatch at {n:?}");
        node.succ = succ;
    }

    /// Number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.nodes.len()
    }

    /// The label of `n`.
    pub fn label(&self, n: NodeId) -> LabelId {
        self.nodes[n.index()].label
    }

    /// The successors of `n`, in the order of its label's sub-edges.
    pub fn successors(&self, n: NodeId) -> &[NodeId] {
        &self.nodes[n.index()].succ
    }

    /// Checks that every node has its successors set.
    fn check_complete(&self) -> Result<(), GraphError> {
        match self
            .nodes
            .iter()
            .position(|n| n.succ.len() != n.label.rank())
        {
            Some(i) => Err(GraphError::MissingSuccessors(NodeId(i as u32))),
            None => Ok(()),
        }
    }
}

/// An io-graph: a graph with an input port (`ports[0]`) and output ports (section 2).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IoGraph {
    /// The underlying graph.
    pub graph: Graph,
    /// The ports: input first, then outputs; no node occurs twice.
    pub ports: Vec<NodeId>,
}

impl IoGraph {
    /// Builds an io-graph; panics if `ports` is empty or repeats a node.
    pub fn new(graph: Graph, ports: Vec<NodeId>) -> IoGraph {
        assert!(!ports.is_empty(), "an io-graph needs an input port");
        let mut sorted = ports.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), ports.len(), "ports must be distinct");
        IoGraph { graph, ports }
    }

    /// The input port.
    pub fn input(&self) -> NodeId {
        self.ports[0]
    }

    /// The output ports.
    pub fn outputs(&self) -> &[NodeId] {
        &self.ports[1..]
    }

    /// The nodes reachable from the input port in order of their cheapest paths
    /// (lexicographic successor indices), i.e. depth-first preorder.
    pub fn cheapest_path_order(&self) -> Vec<NodeId> {
        let mut seen = bitvec![0; self.graph.num_nodes()];
        let mut order = Vec::new();
        let mut stack = vec![self.input()];
        while let Some(n) = stack.pop() {
            if seen.replace(n.index(), true) {
                continue;
            }
            order.push(n);
            stack.extend(self.graph.successors(n).iter().rev());
        }
        order
    }

    /// The cut-points (ports and joins) in canonical order (section 2, "Canonicity").
    pub fn cut_points(&self) -> Vec<NodeId> {
        let mut in_degree = vec![0usize; self.graph.num_nodes()];
        for n in self.cheapest_path_order() {
            for s in self.graph.successors(n) {
                in_degree[s.index()] += 1;
            }
        }
        self.cheapest_path_order()
            .into_iter()
            .filter(|n| in_degree[n.index()] > 1 || self.ports.contains(n))
            .collect()
    }

    /// The same graph with nodes renumbered in cheapest-path order and unreachable
    /// nodes dropped; two accessible io-graphs are isomorphic iff their canonical
    /// forms are equal. Panics if an output port is unreachable.
    pub fn canonical(&self) -> IoGraph {
        let order = self.cheapest_path_order();
        let mut renumber = vec![None; self.graph.num_nodes()];
        for (i, n) in order.iter().enumerate() {
            renumber[n.index()] = Some(NodeId(i as u32));
        }
        let rename = |n: &NodeId| renumber[n.index()].expect("ports must be reachable");
        let mut graph = Graph::new();
        for &n in &order {
            let m = graph.add_node(self.graph.label(n));
            graph.set_successors(m, self.graph.successors(n).iter().map(rename).collect());
        }
        IoGraph {
            graph,
            ports: self.ports.iter().map(rename).collect(),
        }
    }

    /// The canonical io-forest representing this io-graph: one tree per cut-point,
    /// cut-points in canonical order, other edges to cut-points as root references.
    pub fn decompose(&self) -> Result<IoForest, GraphError> {
        self.graph.check_complete()?;
        let order = self.cheapest_path_order();
        if order.len() < self.graph.num_nodes() {
            let mut reached = bitvec![0; self.graph.num_nodes()];
            for n in &order {
                reached.set(n.index(), true);
            }
            return Err(GraphError::NotAccessible(
                reached.iter_zeros().map(|i| NodeId(i as u32)).collect(),
            ));
        }
        let cut = self.cut_points();
        let mut index = vec![None; self.graph.num_nodes()];
        for (i, n) in cut.iter().enumerate() {
            index[n.index()] = Some(i as u32);
        }
        let trees = cut.iter().map(|&n| self.tree_below(n, &index)).collect();
        let ports = self
            .ports
            .iter()
            .map(|p| index[p.index()].expect("ports are cut-points"))
            .collect();
        Ok(IoForest { trees, ports })
    }

    /// The tree rooted at `n` that stops at cut-points (given by their `index`) with root references.
    fn tree_below(&self, n: NodeId, index: &[Option<u32>]) -> Tree {
        let children = self
            .graph
            .successors(n)
            .iter()
            .map(|s| match index[s.index()] {
                Some(i) => Tree::leaf(Symbol::Ref(i)),
                None => self.tree_below(*s, index),
            })
            .collect();
        Tree::new(Symbol::Label(self.graph.label(n)), children)
    }
}

/// An io-forest: trees whose leaves may refer to roots, with port indices (section 2).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IoForest {
    /// The trees; `Symbol::Ref(i)` leaves stand for the root of `trees[i]`.
    pub trees: Vec<Tree>,
    /// Port indices into `trees`: input first, then outputs.
    pub ports: Vec<u32>,
}

impl IoForest {
    /// The io-graph `⊗F` represented by the forest: trees united, references
    /// replaced by edges to the referenced roots.
    pub fn compose(&self) -> Result<IoGraph, GraphError> {
        let mut graph = Graph::new();
        let mut roots = Vec::with_capacity(self.trees.len());
        for (i, t) in self.trees.iter().enumerate() {
            match t.symbol() {
                Symbol::Label(l) => roots.push(graph.add_node(l)),
                Symbol::Ref(_) => return Err(GraphError::RootIsReference(i)),
            }
        }
        for (t, &root) in self.trees.iter().zip(&roots) {
            fill_successors(&mut graph, root, t, &roots);
        }
        let ports = self.ports.iter().map(|&p| roots[p as usize]).collect();
        Ok(IoGraph::new(graph, ports))
    }

    /// Whether the forest is canonical: it is the decomposition of the graph it represents.
    pub fn is_canonical(&self) -> bool {
        let decomposed = self.compose().and_then(|g| g.decompose());
        decomposed.as_ref() == Ok(self)
    }
}

/// Creates the nodes below `node` (already created for `tree`) and links its successors.
fn fill_successors(graph: &mut Graph, node: NodeId, tree: &Tree, roots: &[NodeId]) {
    let succ = tree
        .children()
        .iter()
        .map(|child| match child.symbol() {
            Symbol::Ref(i) => roots[i as usize],
            Symbol::Label(l) => {
                let n = graph.add_node(l);
                fill_successors(graph, n, child, roots);
                n
            }
        })
        .collect();
    graph.set_successors(node, succ);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbol::{Data, Label};

    /// A cyclic doubly linked list of `n >= 1` nodes, next at offset 0, prev at 8, entered at node 0.
    fn cdll(n: usize) -> IoGraph {
        let mut g = Graph::new();
        let nodes: Vec<NodeId> = (0..n).map(|_| g.add_node(Label::sels([0, 8]))).collect();
        for i in 0..n {
            g.set_successors(nodes[i], vec![nodes[(i + 1) % n], nodes[(i + n - 1) % n]]);
        }
        IoGraph::new(g, vec![nodes[0]])
    }

    #[test]
    fn cdll_decomposes_into_one_tree_per_node_with_two_in_edges() {
        let g = cdll(3);
        // Every node has in-degree 2, so all are joins; node 0 is also the port.
        assert_eq!(g.cut_points(), vec![NodeId(0), NodeId(1), NodeId(2)]);
        let f = g.decompose().unwrap();
        assert_eq!(f.trees.len(), 3);
        assert_eq!(f.trees[0].children()[0].symbol(), Symbol::Ref(1));
        assert_eq!(f.trees[0].children()[1].symbol(), Symbol::Ref(2));
        assert!(f.is_canonical());
        assert_eq!(f.compose().unwrap().canonical(), g.canonical());
    }

    #[test]
    fn lists_are_single_trees_and_garbage_is_reported() {
        let mut g = Graph::new();
        let a = g.add_node(Label::sels([0]));
        let b = g.add_node(Label::sels([0]));
        let null = g.add_node(Label::leaf(Data::Null));
        g.set_successors(a, vec![b]);
        g.set_successors(b, vec![null]);
        let io = IoGraph::new(g.clone(), vec![a]);
        let f = io.decompose().unwrap();
        assert_eq!(f.trees.len(), 1);
        assert_eq!(f.trees[0].size(), 3);
        let garbage = IoGraph::new(g, vec![b]);
        assert_eq!(garbage.decompose(), Err(GraphError::NotAccessible(vec![a])));
    }
}

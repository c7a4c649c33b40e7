//! Property tests of the automata algebra on random small automata, trees and graphs.

use canopy_automata::{
    Data, ForestAutomaton, Graph, Inclusion, IoGraph, Label, NodeId, State, Symbol, Tree,
    TreeAutomaton,
};
use proptest::prelude::*;

/// The alphabet of the random automata: two leaves, one unary and one binary label, one reference.
fn alphabet() -> Vec<Symbol> {
    vec![
        Symbol::leaf(Data::Int(0)),
        Symbol::leaf(Data::Int(1)),
        Symbol::sels([0]),
        Symbol::sels([0, 8]),
        Symbol::Ref(1),
    ]
}

/// All trees over the alphabet of height at most `height`.
fn trees_up_to(height: usize) -> Vec<Tree> {
    let mut trees: Vec<Tree> = Vec::new();
    for _ in 0..height {
        let smaller = trees.clone();
        trees = alphabet()
            .into_iter()
            .filter(|s| s.rank() == 0)
            .map(Tree::leaf)
            .collect();
        for s in alphabet().into_iter().filter(|s| s.rank() > 0) {
            let mut partial: Vec<Vec<Tree>> = vec![Vec::new()];
            for _ in 0..s.rank() {
                partial = partial
                    .iter()
                    .flat_map(|p| {
                        smaller.iter().map(move |t| {
                            let mut p = p.clone();
                            p.push(t.clone());
                            p
                        })
                    })
                    .collect();
            }
            trees.extend(partial.into_iter().map(|children| Tree::new(s, children)));
        }
    }
    trees
}

/// Random automata with up to 4 states and 8 rules over [`alphabet`].
fn automaton() -> impl Strategy<Value = TreeAutomaton> {
    (1usize..=4).prop_flat_map(|n| {
        let rule = (
            0..n,
            0..alphabet().len(),
            proptest::collection::vec(0..n, 2),
        );
        (
            proptest::collection::vec(rule, 0..8),
            proptest::collection::vec(any::<bool>(), n),
        )
            .prop_map(move |(rules, roots)| {
                let mut ta = TreeAutomaton::with_states(n);
                for (parent, sym, children) in rules {
                    let symbol = alphabet()[sym];
                    let children: Vec<State> = children[..symbol.rank()]
                        .iter()
                        .map(|&c| State(c as u32))
                        .collect();
                    ta.add_rule(State(parent as u32), symbol, &children);
                }
                for (q, root) in roots.into_iter().enumerate() {
                    if root {
                        ta.set_root(State(q as u32));
                    }
                }
                ta
            })
    })
}

/// Whether two automata agree on all trees up to height 3.
fn same_on_small_trees(a: &TreeAutomaton, b: &TreeAutomaton) -> bool {
    trees_up_to(3).iter().all(|t| a.accepts(t) == b.accepts(t))
}

/// Random accessible io-graphs: up to 7 nodes labelled by 0, 1 or 2 selectors or null.
fn io_graph() -> impl Strategy<Value = IoGraph> {
    (1usize..=7).prop_flat_map(|n| {
        let node = (0usize..4, proptest::collection::vec(0..n, 2));
        (
            proptest::collection::vec(node, n),
            proptest::collection::vec(0..n, 0..3),
        )
            .prop_map(move |(nodes, outs)| {
                let labels = [
                    Label::leaf(Data::Null),
                    Label::sels([0]),
                    Label::sels([0, 8]),
                    Label::sels([4]),
                ];
                let mut g = Graph::new();
                let ids: Vec<NodeId> = nodes
                    .iter()
                    .map(|(l, _)| g.add_node(labels[*l].clone()))
                    .collect();
                for (id, (l, succ)) in ids.iter().zip(&nodes) {
                    let rank = labels[*l].rank();
                    g.set_successors(*id, succ[..rank].iter().map(|&s| ids[s]).collect());
                }
                // Keep the part reachable from node 0, with reachable distinct outputs.
                let reachable = IoGraph::new(g, vec![ids[0]]).canonical();
                let mut ports = vec![NodeId(0)];
                for o in outs {
                    let o = NodeId((o % reachable.graph.num_nodes()) as u32);
                    if !ports.contains(&o) {
                        ports.push(o);
                    }
                }
                IoGraph::new(reachable.graph, ports)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn inclusion_agrees_with_membership(a in automaton(), b in automaton()) {
        let trees = trees_up_to(3);
        match a.check_inclusion(&b) {
            Inclusion::Holds => {
                prop_assert!(trees.iter().all(|t| !a.accepts(t) || b.accepts(t)));
            }
            Inclusion::Fails(t) => prop_assert!(a.accepts(&t) && !b.accepts(&t)),
        }
        prop_assert_eq!(a.is_included_in(&b), a.check_inclusion(&b).holds());
        if a.included_by_simulation(&b) {
            prop_assert!(a.check_inclusion(&b).holds());
        }
    }

    #[test]
    fn reduction_preserves_the_language(a in automaton()) {
        let reduced = a.reduce();
        prop_assert!(reduced.num_states() <= a.num_states());
        prop_assert!(same_on_small_trees(&a, &reduced));
        prop_assert!(a.is_equivalent_to(&reduced));
        prop_assert!(same_on_small_trees(&a, &a.remove_useless()));
    }

    #[test]
    fn boolean_operations_agree_with_membership(a in automaton(), b in automaton()) {
        let (union, inter) = (a.union(&b), a.intersection(&b));
        for t in trees_up_to(3) {
            prop_assert_eq!(union.accepts(&t), a.accepts(&t) || b.accepts(&t));
            prop_assert_eq!(inter.accepts(&t), a.accepts(&t) && b.accepts(&t));
        }
        if trees_up_to(3).iter().any(|t| a.accepts(t)) {
            prop_assert!(!a.is_empty());
        }
        prop_assert_eq!(a.is_empty(), a.check_inclusion(&TreeAutomaton::new()).holds());
    }

    #[test]
    fn abstraction_only_grows_the_language(a in automaton(), height in 0usize..3, split_roots in any::<bool>()) {
        let abs = a.abstract_height(height, |q| split_roots && a.is_root(q));
        prop_assert!(a.is_included_in(&abs));
        prop_assert!(trees_up_to(3).iter().all(|t| !a.accepts(t) || abs.accepts(t)));
    }

    #[test]
    fn state_uniform_form_preserves_the_language(a in automaton()) {
        let (uniform, spans) = a.to_state_uniform();
        prop_assert_eq!(spans.len(), uniform.num_states());
        prop_assert!(uniform.is_state_uniform());
        prop_assert!(same_on_small_trees(&a, &uniform));
    }

    #[test]
    fn decomposition_then_recomposition_is_the_identity(g in io_graph()) {
        let forest = g.decompose().unwrap();
        prop_assert!(forest.is_canonical());
        prop_assert_eq!(forest.compose().unwrap().canonical(), g.canonical());
        let fa = ForestAutomaton::from_forest(&forest);
        prop_assert!(fa.respects_canonicity());
        prop_assert!(fa.accepts_graph(&g));
        let normal = fa.normalise();
        prop_assert_eq!(normal.len(), 1);
        prop_assert!(normal[0].accepts_graph(&g));
    }

    #[test]
    fn normalisation_of_a_split_forest_recovers_the_canonical_one(g in io_graph()) {
        // Cut every edge to a node: a non-minimal forest of the same graph.
        let mut trees = Vec::new();
        for i in 0..g.graph.num_nodes() {
            let n = NodeId(i as u32);
            let refs = g.graph.successors(n).iter().map(|s| Tree::leaf(Symbol::Ref(s.0))).collect();
            trees.push(Tree::new(Symbol::Label(g.graph.label(n)), refs));
        }
        let ports = g.ports.iter().map(|p| p.0).collect();
        let split = ForestAutomaton::from_forest(&canopy_automata::IoForest { trees, ports });
        prop_assert!(split.accepts_graph(&g) == split.respects_canonicity());
        let normal = split.normalise();
        prop_assert_eq!(normal.len(), 1);
        prop_assert!(normal[0].respects_canonicity());
        prop_assert!(normal[0].accepts_graph(&g));
        let exact = ForestAutomaton::from_graph(&g).unwrap();
        prop_assert!(normal[0].is_included_in(&exact) && exact.is_included_in(&normal[0]));
    }
}

//! Cost of box learning (section 4): folding every knot of a doubly linked
//! list of 8, 16 and 32 nodes into boxes, normalising after each fold.

use canopy_automata::{BoxDb, Data, ForestAutomaton, Graph, IoGraph, Label, Mode, NodeId};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

/// A null-terminated DLL of `n` nodes (next 0, prev 8) entered at its head.
fn dll(n: usize) -> IoGraph {
    let mut g = Graph::new();
    let nodes: Vec<NodeId> = (0..n).map(|_| g.add_node(Label::sels([0, 8]))).collect();
    let null = g.add_node(Label::leaf(Data::Null));
    for i in 0..n {
        let next = nodes.get(i + 1).copied().unwrap_or(null);
        let prev = i.checked_sub(1).map_or(null, |k| nodes[k]);
        g.set_successors(nodes[i], vec![next, prev]);
    }
    IoGraph::new(g, vec![nodes[0]])
}

/// Folds knots until none is left; returns the number of components left.
fn fold_all(mut fa: ForestAutomaton, db: &mut BoxDb) -> usize {
    while let Some(knot) = fa.knots().first().copied() {
        let Some((folded, _)) = fa.fold(&knot, db, Mode::Inclusion) else {
            break;
        };
        let Ok([one]) = <[_; 1]>::try_from(folded.normalise()) else {
            break;
        };
        fa = one;
    }
    fa.num_components()
}

fn folding(c: &mut Criterion) {
    let mut group = c.benchmark_group("fold_dll");
    for n in [8, 16, 32] {
        let fa = ForestAutomaton::from_graph(&dll(n)).expect("accessible");
        group.bench_with_input(BenchmarkId::from_parameter(n), &fa, |b, fa| {
            b.iter(|| fold_all(fa.clone(), &mut BoxDb::new()))
        });
    }
    group.finish();
}

criterion_group!(benches, folding);
criterion_main!(benches);

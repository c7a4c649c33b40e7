//! Cost of inclusion and reduction as automata grow (10, 100, 1000 states).
//!
//! The automata look like the components the FA domain produces: list-like
//! chains with binary branching and leaves, built from a fixed seed.

use canopy_automata::{Data, State, Symbol, TreeAutomaton};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

/// A deterministic pseudo-random automaton with `n` states: every state has a
/// unary rule to the next state and a binary rule; every fifth state has leaves.
fn family(n: usize, seed: u64) -> TreeAutomaton {
    let mut rng = seed;
    let mut next = move || {
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (rng >> 33) as usize
    };
    let (unary, binary) = (Symbol::sels([0]), Symbol::sels([0, 8]));
    let mut ta = TreeAutomaton::with_states(n);
    for i in 0..n {
        let q = State(i as u32);
        ta.add_rule(q, unary, &[State(((i + 1) % n) as u32)]);
        ta.add_rule(
            q,
            binary,
            &[State((next() % n) as u32), State((next() % n) as u32)],
        );
        if i % 5 == 4 || i + 1 == n {
            ta.add_rule(q, Symbol::leaf(Data::Null), &[]);
            ta.add_rule(q, Symbol::Ref(1), &[]);
        }
    }
    ta.set_root(State(0));
    ta
}

/// Inclusion of an automaton in its height-2 abstraction and in a renamed copy of itself.
fn inclusion(c: &mut Criterion) {
    let mut group = c.benchmark_group("inclusion");
    group.sample_size(10);
    for n in [10, 100, 1000] {
        let a = family(n, 7);
        let abstracted = a.abstract_height(2, |_| ());
        let copy = TreeAutomaton::new().union(&a);
        group.bench_with_input(BenchmarkId::new("in_abstraction", n), &n, |b, _| {
            b.iter(|| assert!(a.check_inclusion(&abstracted).holds()))
        });
        group.bench_with_input(BenchmarkId::new("in_copy", n), &n, |b, _| {
            b.iter(|| assert!(a.check_inclusion(&copy).holds()))
        });
    }
    group.finish();
}

/// Reduction by downward simulation of an automaton united with a copy of itself.
fn reduction(c: &mut Criterion) {
    let mut group = c.benchmark_group("reduction");
    group.sample_size(10);
    for n in [10, 100, 1000] {
        let half = family(n / 2, 11);
        let doubled = half.union(&half);
        group.bench_with_input(BenchmarkId::new("reduce", n), &n, |b, _| {
            b.iter(|| assert!(doubled.reduce().num_states() <= n / 2))
        });
    }
    group.finish();
}

criterion_group!(benches, inclusion, reduction);
criterion_main!(benches);

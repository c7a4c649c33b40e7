//! Criterion benchmarks of the SMG join (section 0.3.2), list abstraction
//! (section 0.3.3) and garbage collection on singly-linked lists of 10, 100
//! and 1000 nodes.

use canopy::engine::Domain;
use canopy::ir::Program;
use canopy::smg::{Mode, ObjId, Place, Smg, SmgDomain, Spc, ZERO};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

/// An SPC whose register 0 points to a null-terminated list of `n` nodes
/// of 16 bytes (next pointer at 0, at 8 the integer `data`, unknown if None).
fn list(n: usize, data: Option<u64>) -> Spc {
    let mut smg = Smg::new();
    let mut next = ZERO;
    for _ in 0..n {
        let o = smg.add_object(16, Place::Heap);
        smg.write_field(o, 0, 8, next);
        let data = match data {
            Some(c) => smg.int(c),
            None => smg.fresh(true),
        };
        smg.write_field(o, 8, 4, data);
        next = smg.addr(o, 0);
    }
    let mut s = Spc::holding(smg, next);
    s.collect();
    s
}

fn join(c: &mut Criterion) {
    let prog = Program::default();
    let dom = SmgDomain::new(
        &prog,
        Mode::Abstract,
        canopy::Tuning::default().smg_thresholds,
    );
    let mut g = c.benchmark_group("smg_join");
    for n in [10, 100, 1000] {
        // Different data, so the join traverses both lists node by node.
        let (a, b) = (list(n, None), list(n, Some(5)));
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |bench, _| {
            bench.iter(|| dom.join(&a, &b))
        });
    }
    g.finish();
}

fn abstraction(c: &mut Criterion) {
    let mut g = c.benchmark_group("smg_abstraction");
    g.sample_size(10);
    for n in [10, 100, 1000] {
        let s = list(n, None);
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |bench, _| {
            bench.iter(|| {
                let mut t = s.clone();
                t.abstract_lists(
                    canopy::Tuning::default().smg_thresholds,
                    &Default::default(),
                    None,
                );
                t
            })
        });
    }
    g.finish();
}

/// Garbage collection and canonical renumbering, as after each instruction
/// of an exact exploration that may lose memory: the first node's data was
/// overwritten, so its old value is dropped and the later ones renumbered.
fn collection(c: &mut Criterion) {
    let mut g = c.benchmark_group("smg_collect");
    for n in [10, 100, 1000] {
        let s = list(n, None);
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |bench, _| {
            bench.iter(|| {
                let mut t = s.clone();
                let seven = t.smg.int(7);
                t.smg.write_field(ObjId(1), 8, 4, seven);
                t.collect();
                t
            })
        });
    }
    g.finish();
}

criterion_group!(benches, join, abstraction, collection);
criterion_main!(benches);

//! Parse + verify + print throughput of `strata opt` on scaled-down versions of
//! the generated inputs of `benches/gen.rs`. The comparison with `mlir-opt-19`
//! at full size is `benches/compare.sh`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use strata::tool::{run_opt, OptOptions};

mod gen;

fn parse_verify_print(c: &mut Criterion) {
    let opts = OptOptions { allow_unregistered: true, ..Default::default() };
    let mut group = c.benchmark_group("parse_verify_print");
    group.sample_size(10).warm_up_time(std::time::Duration::from_secs(1));
    for (name, text) in gen::inputs(0.02) {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                let r = run_opt(name, text.clone(), &opts);
                assert!(r.success, "{}", r.diagnostics);
                r.output.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, parse_verify_print);
criterion_main!(benches);

//! Write the full-size inputs of the throughput benchmark to a folder:
//! `cargo run --release --example gen_bench_inputs -- OUTDIR [SCALE]`.

#[path = "../benches/gen.rs"]
mod gen;

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let dir = std::path::PathBuf::from(args.next().unwrap_or_else(|| ".".into()));
    let scale: f64 = args.next().map_or(1.0, |s| s.parse().expect("SCALE is a number"));
    std::fs::create_dir_all(&dir)?;
    for (name, text) in gen::inputs(scale) {
        std::fs::write(dir.join(format!("{name}.mlir")), text)?;
    }
    Ok(())
}

//! Compiles the dialect's op definitions (src/poly/ops.ods) into Rust that
//! src/poly/mod.rs includes, as any crate defining a dialect does.

fn main() {
    if let Err(e) = strata_ods::Build::new().file("src/poly/ops.ods").compile() {
        // The error names the file, line and column of the definition.
        eprintln!("{e}");
        std::process::exit(1);
    }
}

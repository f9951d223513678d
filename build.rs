//! Compiles the op definition files of Strata's dialects,
//! `src/dialects/<dialect>/ops.ods`, into `$OUT_DIR/ods/<dialect>.rs` (see
//! the `strata-ods` crate for the definition language and what is
//! generated), numbering their attributes' static slots at build time.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let result = strata_ods::Build::new().root("crate").build_slots(true).dir("src/dialects").compile();
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

//! Compiles the op definition files of Strata's dialects,
//! `src/dialects/<dialect>/ops.ods`, into `$OUT_DIR/ods/<dialect>.rs` (see
//! the `strata-ods` crate for the definition language and what is
//! generated), numbering their attributes' static slots at build time.
//! It also compiles the test dialect of `tests/ods_external.rs` as a crate
//! outside Strata compiles its own: naming `::strata`, slots numbered at
//! run time.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts"));
    let own = strata_ods::Build::new().root("crate").build_slots(true).dir("src/dialects").compile();
    let external = || strata_ods::Build::new().file("tests/ods/odstest.ods").out_dir(out.join("external")).compile();
    if let Err(e) = own.and_then(|_| external()) {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

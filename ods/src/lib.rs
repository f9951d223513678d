//! Strata's op definitions (ODS), compiled for a build script.
//!
//! A dialect declares its ops in a definition file (`ops.ods`); a build
//! script compiles it into Rust that the dialect's module includes:
//!
//! ```no_run
//! // build.rs, in `main`:
//! if let Err(e) = strata_ods::Build::new().file("src/toy/ops.ods").compile() {
//!     eprintln!("{e}");
//!     std::process::exit(1);
//! }
//! ```
//!
//! ```text
//! // src/toy/mod.rs: the dialect's own constraints, hooks and custom
//! // directives (Strata's constraints are in scope of the generated code).
//! use strata::ir::{Body, Context, OpId, Type};
//! use strata::opdef::ods::TypeConstraint;
//!
//! /// `ToyTensor` in ops.ods.
//! pub static TOY_TENSOR: TypeConstraint =
//!     TypeConstraint { desc: "toy tensor", check: is_toy_tensor, build: None };
//! fn is_toy_tensor(ctx: &Context, t: Type) -> bool { /* ... */ }
//!
//! /// `hooks verify` on `op transpose`.
//! fn verify_transpose(cx: &mut strata::verify::VerifyCx<'_>, body: &Body, op: OpId) { /* ... */ }
//!
//! include!(concat!(env!("OUT_DIR"), "/ods/toy.rs"));
//!
//! pub fn register(r: &mut strata::opdef::Registry) {
//!     strata::opdef::ods::register_all(r, OPS);
//! }
//! ```
//!
//! `examples/custom-dialect/` in the Strata repository is a whole crate
//! built this way (a dialect with its own type, attribute, verifiers, fold,
//! canonicalization pattern and lowering pass); `docs/extending.md` walks
//! through it.
//!
//! The generated file (`$OUT_DIR/ods/<dialect>.rs`) holds, for each op, a
//! static `OpSpec` (`ADDI` for `arith.addi`) that Strata's generic format
//! parser, printer and verifier interpret (`strata::opdef::ods`), and a typed
//! handle (`AddIOp(OpId)`) with `NAME`, `spec()`, `cast`, an accessor per
//! operand, result, attribute and leading fixed region, and a `create`
//! builder taking every operand, result type, attribute and successor in
//! definition order; then `OPS`, every op of the dialect.
//!
//! # The definition language
//! ```text
//! dialect arith                      # once, first
//! class IntBinary : Pure SameOperandsAndResultType
//!   operand lhs : SignlessIntegerLike      # `C?` optional, `C*` variadic
//!   operand cases : VariadicOfVariadic(AnyType, case_operand_segments)  # groups sized by an attr
//!   operand rhs : SignlessIntegerLike
//!   result result : SignlessIntegerLike
//!   attr overflowFlags : IntegerOverflowFlags = none   # `C?` optional, `= text` default
//!   attr nontemporal : BoolAttr? = false   # optional with a default: absent stays absent
//!   format $lhs `,` $rhs attr-dict `:` type($result)
//! op addi AddIOp : IntBinary Commutative   # a class, then traits; optional Rust name
//!   region body : 1                        # `name*` variadic, `: N` block count
//!   successor dest : destOperands          # `name*` variadic; `: group` its operands
//!   typesmatch from to transform_fn description text
//!   pred check_fn description text       # check_fn(ctx, operand types, result types)
//!   hooks parse print verify infer names fold canonicalize   # `parse_<op>` ..., or `hook=fn_name`
//!   default_dialect func
//! ```
//!
//! - A definition (`dialect`, `class`, `op`) starts at the beginning of a
//!   line; its body lines are indented. `#` followed by a blank starts a
//!   comment, except inside a format literal.
//! - A `class` is a template: an op naming it starts as a copy of it, then
//!   adds its own traits and lines (a group or attribute of the same name
//!   replaces the class's).
//! - Constraints are named in CamelCase and resolve to UPPER_SNAKE statics
//!   (`strata::opdef::ods::{TypeConstraint, AttrConstraint}`) in scope of
//!   the including module (`SignlessIntegerLike` → `SIGNLESS_INTEGER_LIKE`):
//!   Strata's own are in `strata::opdef::ods::constraints`, a dialect adds
//!   its own beside them.
//! - Traits: the `strata::opdef::Traits` bits by their upstream names
//!   (`Pure`, `Terminator`, `IsolatedFromAbove`, `NoTerminator`,
//!   `SymbolTable`, `Symbol`, `SingleBlock`, `GraphRegion`, `ReturnLike`,
//!   `Commutative`, `ConstantLike`, `RecursiveMemoryEffects`, `MemRead`,
//!   `MemWrite`, `MemAlloc`, `MemFree`, `Idempotent`, `Involution`,
//!   `NoMemoryEffect`, `FunctionLike`), `SingleBlockImplicitTerminator(op)`,
//!   the type-relation checks `SameOperandsAndResultType`,
//!   `SameTypeOperands`, `SameOperandsAndResultShape`,
//!   `SameOperandsAndResultElementType`, `SameOperandsElementType`,
//!   `SameOperandsShape`, `Elementwise`, `AllTypesMatch(a, b)`,
//!   `AllElementTypesMatch(a, b)`, `AllShapesMatch(a, b)`,
//!   `HasParent(dialect.op, ...)`, and `AttrSizedOperandSegments`,
//!   `AttrSizedResultSegments`. A trait's arguments are written without
//!   blanks (`AllTypesMatch(lhs,rhs)`).
//! - `hooks` name hand-written functions in scope of the including module:
//!   `parse_<op>`, `print_<op>`, `verify_<op>`, `infer_<op>`, `names_<op>`,
//!   `fold_<op>`, `canonicalize_<op>` (dots of the op name become `_`), or
//!   the function given as `hook=fn_name`. Their types are
//!   `strata::opdef::{ParseFn, PrintFn, VerifyFn}`,
//!   `strata::opdef::ods::{InferFn, NamesFn}` and
//!   `strata::rewrite::{FoldFn, CanonicalizeFn}`.
//! - `typesmatch FROM TO FN DESCRIPTION`: the type of `TO` is
//!   `FN(ctx, type of FROM)`; `pred FN DESCRIPTION`: `FN(ctx, operand
//!   types, result types)` holds. `DESCRIPTION` is the failure message.
//! - Formats are upstream's declarative assembly format: literals, `$var`,
//!   `type(...)`, `qualified(...)`, `functional-type(...)`, `attr-dict`,
//!   `attr-dict-with-keyword`, `prop-dict`, `operands`, `regions`,
//!   `successors`, optional groups `(... ^ ...)?` with an `: (...)` else
//!   branch, and `custom<Name>(args)`, which calls `parse_name`/`print_name`
//!   (`strata::opdef::ods::parse::{CustomParse, CustomPrint}`) in scope.
//!
//! Errors in a definition file are reported as [`Error::Definition`],
//! `path:line:col: error: message`; a name the file leaves to Rust (a
//! constraint, hook or custom directive function) that is not in scope is
//! reported by the Rust compiler where the generated file is included.

mod def;
mod error;
mod format;
mod gen;
mod names;

use std::path::{Path, PathBuf};

pub use error::Error;

/// A compilation of definition files into `<out_dir>/ods/<dialect>.rs`,
/// configured in the style of the `cc` crate.
#[derive(Clone, Debug)]
pub struct Build {
    files: Vec<PathBuf>,
    dirs: Vec<PathBuf>,
    root: String,
    build_slots: bool,
    out_dir: Option<PathBuf>,
    cargo_metadata: bool,
}

impl Default for Build {
    fn default() -> Self {
        Build::new()
    }
}

impl Build {
    /// A build of no files yet, for a crate that depends on `strata`.
    pub fn new() -> Build {
        Build {
            files: Vec::new(),
            dirs: Vec::new(),
            root: "::strata".to_string(),
            build_slots: false,
            out_dir: None,
            cargo_metadata: true,
        }
    }

    /// Compile the definition file `path`.
    pub fn file(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.files.push(path.as_ref().to_path_buf());
        self
    }

    /// Compile every `*.ods` file below the directory `path`, in path order
    /// (before the files given with [`Build::file`]).
    pub fn dir(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.dirs.push(path.as_ref().to_path_buf());
        self
    }

    /// The path by which the generated code names the `strata` crate
    /// (`::strata` unless set; Strata's own build sets `crate`).
    pub fn root(&mut self, path: &str) -> &mut Build {
        self.root = path.to_string();
        self
    }

    /// Number the attributes' static slots at build time, from 0, and write
    /// their count to `<out_dir>/ods/slots.rs` (`ATTR_SLOTS`). Only for
    /// Strata itself, which owns that numbering: the slots of other crates'
    /// definitions are numbered when first used, which stays correct when
    /// several crates' dialects share a process.
    pub fn build_slots(&mut self, yes: bool) -> &mut Build {
        self.build_slots = yes;
        self
    }

    /// Where the `ods/` directory of generated files goes (`$OUT_DIR` unless set).
    pub fn out_dir(&mut self, path: impl AsRef<Path>) -> &mut Build {
        self.out_dir = Some(path.as_ref().to_path_buf());
        self
    }

    /// Whether to print `cargo:rerun-if-changed` lines for the files and
    /// directories read (on unless set).
    pub fn cargo_metadata(&mut self, yes: bool) -> &mut Build {
        self.cargo_metadata = yes;
        self
    }

    /// Compile every file given and write `<out_dir>/ods/<dialect>.rs` for
    /// each; the paths written, in order. Nothing is written when a file has
    /// an error.
    pub fn compile(&self) -> Result<Vec<PathBuf>, Error> {
        let out = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or(Error::NoOutDir)?,
        }
        .join("ods");
        let mut sources = Vec::new();
        for dir in &self.dirs {
            self.rerun_if_changed(dir);
            let mut found = Vec::new();
            find_definitions(dir, &mut found)?;
            found.sort();
            sources.extend(found);
        }
        sources.extend(self.files.iter().cloned());
        let mut next_slot = 0;
        let mut outputs: Vec<(String, PathBuf, String)> = Vec::new();
        for path in &sources {
            self.rerun_if_changed(path);
            let text = std::fs::read_to_string(path).map_err(|source| Error::Read { path: path.clone(), source })?;
            let (dialect, line, rust) = self.compile_text(path, &text, &mut next_slot)?;
            if let Some((_, first, _)) = outputs.iter().find(|(d, _, _)| *d == dialect) {
                let message = format!("dialect '{dialect}' is also defined in '{}'", first.display());
                let at = error::At::new(error::Pos::line(line), message);
                return Err(at.in_file(path.clone(), &text));
            }
            outputs.push((dialect, path.clone(), rust));
        }
        let mut written = Vec::new();
        std::fs::create_dir_all(&out).map_err(|source| Error::Write { path: out.clone(), source })?;
        for (dialect, _, rust) in &outputs {
            let path = out.join(format!("{dialect}.rs"));
            write_if_changed(&path, rust)?;
            written.push(path);
        }
        if self.build_slots {
            let text = format!(
                "// Generated by build.rs. Do not edit.\n\n/// Static slots the op definitions' attributes take.\npub const ATTR_SLOTS: usize = {next_slot};\n"
            );
            write_if_changed(&out.join("slots.rs"), &text)?;
        }
        Ok(written)
    }

    /// The Rust code of one definition file's `text` (`path` names it in
    /// the code and in errors), as [`Build::compile`] would write it.
    pub fn generate(&self, path: impl AsRef<Path>, text: &str) -> Result<String, Error> {
        let mut next_slot = 0;
        Ok(self.compile_text(path.as_ref(), text, &mut next_slot)?.2)
    }

    /// The dialect, the line declaring it, and the generated code.
    fn compile_text(&self, path: &Path, text: &str, next_slot: &mut usize) -> Result<(String, usize, String), Error> {
        let in_file = |e: error::At| e.in_file(path.to_path_buf(), text);
        let file = def::read(text).map_err(in_file)?;
        let source = path.display().to_string();
        let opts = gen::Options { root: &self.root, source: &source };
        let mut slots = if self.build_slots { gen::Slots::Build(next_slot) } else { gen::Slots::Lazy(0) };
        let rust = gen::generate(&file, &opts, &mut slots).map_err(in_file)?;
        Ok((file.dialect, file.dialect_line, rust))
    }

    fn rerun_if_changed(&self, path: &Path) {
        if self.cargo_metadata {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
}

/// Every `*.ods` file below `dir`.
fn find_definitions(dir: &Path, found: &mut Vec<PathBuf>) -> Result<(), Error> {
    let read_err = |source| Error::Read { path: dir.to_path_buf(), source };
    for entry in std::fs::read_dir(dir).map_err(read_err)? {
        let path = entry.map_err(read_err)?.path();
        if path.is_dir() {
            find_definitions(&path, found)?;
        } else if path.extension().is_some_and(|e| e == "ods") {
            found.push(path);
        }
    }
    Ok(())
}

/// Write `text` to `path` unless it already holds it.
fn write_if_changed(path: &Path, text: &str) -> Result<(), Error> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(());
    }
    std::fs::write(path, text).map_err(|source| Error::Write { path: path.to_path_buf(), source })
}

//! MLIR bytecode: files `mlir-opt-19 --emit-bytecode` writes, in every
//! version, read by Strata print as Strata prints the same IR read from
//! text; hostile files (truncated, corrupted, lying) are errors that name
//! a section and an offset, never panics.

use std::io::Write;
use std::process::{Command, Stdio};

use strata::ir::Context;
use strata::opdef::Registry;
use strata::tool::{run_opt, run_opt_to, split_chunks, OptOptions};

const MLIR_OPT: &str = "mlir-opt-19";

/// The dialect test files read back from upstream's bytecode.
const FILES: &[&str] = &[
    "arith.mlir",
    "arith_casts.mlir",
    "arith_tensor.mlir",
    "bufferization.mlir",
    "cf.mlir",
    "index.mlir",
    "math.mlir",
    "memref.mlir",
    "scf.mlir",
    "tensor.mlir",
    "ub.mlir",
    "vector.mlir",
    "affine.mlir",
    "gpu.mlir",
    "nvvm.mlir",
    "llvm.mlir",
    "llvm_types.mlir",
    "llvm_lowered.mlir",
    "llvm_call_intrinsic.mlir",
    "llvm_comdat.mlir",
    "llvm_invoke.mlir",
    "llvm_param_attrs.mlir",
    "vector_ops_more.mlir",
    "vector_warp.mlir",
    "func.mlir",
    "linalg.mlir",
    "llvm_intrinsics.mlir",
];

/// `mlir-opt-19 args` on `input`, its output bytes.
fn mlir_opt(args: &[&str], input: &[u8]) -> Result<Vec<u8>, String> {
    let mut child = Command::new(MLIR_OPT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(out.stdout)
}

fn require_mlir_opt() {
    assert!(
        Command::new(MLIR_OPT).arg("--version").output().is_ok(),
        "{MLIR_OPT} is required (scripts/setup installs it)"
    );
}

fn opts() -> OptOptions {
    OptOptions { allow_unregistered: true, ..Default::default() }
}

/// Strata's output for bytecode `bytes`.
fn strata_on_bytes(bytes: Vec<u8>, o: &OptOptions) -> (bool, String, String) {
    let mut out = Vec::new();
    let r = run_opt_to("in.mlirbc", bytes, o, &mut out);
    (r.success, String::from_utf8_lossy(&out).into_owned(), r.diagnostics)
}

/// Every chunk of the dialect files, as text mlir-opt-19 accepts.
fn chunks() -> Vec<(String, String)> {
    let mut all = Vec::new();
    for f in FILES {
        let path = format!("{}/tests/dialects/{f}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, r) in split_chunks(&text, true).into_iter().enumerate() {
            all.push((format!("{f}#{i}"), text[r].to_string()));
        }
    }
    all
}

/// Compare Strata reading upstream's bytecode of each chunk (in `version`)
/// with Strata reading the chunk's text, or, for an older version, with
/// Strata reading what mlir-opt-19 prints of that bytecode (older versions
/// lose what they cannot encode, such as the native properties of llvm ops
/// before version 5, in mlir-opt-19 too); the mismatches.
fn mismatches(version: Option<u32>) -> String {
    let mut failures = String::new();
    let flag = version.map(|v| format!("--emit-bytecode-version={v}"));
    let mut checked = 0;
    for (name, text) in chunks() {
        let mut args = vec!["--allow-unregistered-dialect", "--emit-bytecode"];
        args.extend(flag.as_deref());
        let Ok(bytes) = mlir_opt(&args, text.as_bytes()) else { continue };
        let reference = match version {
            None => text.clone(),
            Some(_) => String::from_utf8(mlir_opt(&["--allow-unregistered-dialect"], &bytes).unwrap()).unwrap(),
        };
        let expected = run_opt("in.mlir", reference, &opts());
        if !expected.success {
            continue;
        }
        let (ok, got, diags) = strata_on_bytes(bytes, &opts());
        checked += 1;
        if !ok {
            failures += &format!("{name}: {diags}\n");
        } else if got != expected.output {
            failures += &format!("{name}: differs\n--- text\n{}\n--- bytecode\n{got}\n", expected.output);
        }
    }
    assert!(checked > 20, "only {checked} chunks were checked");
    failures
}

#[test]
fn upstream_bytecode_reads_as_the_text_does() {
    require_mlir_opt();
    let failures = mismatches(None);
    assert!(failures.is_empty(), "{failures}");
}

#[test]
fn every_older_bytecode_version_reads_as_the_text_does() {
    require_mlir_opt();
    for v in 0..=5 {
        let failures = mismatches(Some(v));
        assert!(failures.is_empty(), "version {v}:\n{failures}");
    }
}

/// A small file with ops, properties, regions, block arguments,
/// successors and a dense resource.
const SAMPLE: &str = r#"
func.func @f(%a: i32, %m: memref<?xf32>) -> i32 {
  %c = arith.constant dense_resource<blob> : tensor<2xi32>
  %d = arith.addi %a, %a : i32
  cf.br ^bb1(%d : i32)
^bb1(%x: i32):
  return %x : i32
}
{-# dialect_resources: { builtin: { blob: "0x040000000100000002000000" } } #-}
"#;

fn sample_bytes() -> Vec<u8> {
    require_mlir_opt();
    mlir_opt(&["--emit-bytecode"], SAMPLE.as_bytes()).unwrap()
}

#[test]
fn dense_resources_and_successors_read_back() {
    let (ok, got, diags) = strata_on_bytes(sample_bytes(), &opts());
    assert!(ok, "{diags}");
    let expected = run_opt("in.mlir", SAMPLE.to_string(), &opts());
    assert_eq!(got, expected.output);
    assert!(got.contains("0x040000000100000002000000"), "{got}");
}

#[test]
fn every_truncation_and_flipped_byte_is_an_error_not_a_panic() {
    let bytes = sample_bytes();
    let ctx = Context::new();
    let registry = Registry::with_all_dialects();
    for n in 0..bytes.len() {
        let r = strata::bytecode::read(&ctx, &registry, "t.mlirbc", &bytes[..n], true);
        assert!(r.is_err(), "truncation at {n} was accepted");
    }
    for i in 4..bytes.len() {
        for flip in [0x01u8, 0x80, 0xff] {
            let mut b = bytes.clone();
            b[i] ^= flip;
            // Any outcome but a panic; a read that succeeds is verified by the caller.
            let _ = strata::bytecode::read(&ctx, &registry, "t.mlirbc", &b, true);
        }
    }
}

#[test]
fn unknown_version_is_refused_at_the_header() {
    let mut bytes = sample_bytes();
    bytes[4] = (7 << 1) | 1;
    let (ok, _, diags) = strata_on_bytes(bytes, &opts());
    assert!(!ok);
    assert!(diags.starts_with("in.mlirbc: error: invalid bytecode: header section, byte offset 4"), "{diags}");
    assert!(diags.contains("unsupported version 7"), "{diags}");
}

#[test]
fn split_input_file_refuses_bytecode() {
    let o = OptOptions { split_input_file: true, ..opts() };
    let (ok, _, diags) = strata_on_bytes(sample_bytes(), &o);
    assert!(!ok);
    assert_eq!(diags, "in.mlirbc: error: --split-input-file does not apply to bytecode input\n");
}

/// A hand-made file: one `builtin.module` whose location is attribute 0,
/// an array holding attribute 0 itself.
#[test]
fn an_attribute_that_contains_itself_is_an_error() {
    let mut f = b"ML\xefR".to_vec();
    f.push((6 << 1) | 1);
    f.extend_from_slice(b"t\0");
    let section = |f: &mut Vec<u8>, id: u8, body: &[u8]| {
        f.push(id);
        f.push(((body.len() as u8) << 1) | 1);
        f.extend_from_slice(body);
    };
    // Strings, sizes last to first: "builtin", "module".
    section(
        &mut f,
        0,
        &[5, 15, 17, b'b', b'u', b'i', b'l', b't', b'i', b'n', 0, b'm', b'o', b'd', b'u', b'l', b'e', 0],
    );
    // One dialect; one op name, builtin's "module", registered.
    section(&mut f, 1, &[3, 1, 3, 1, 3, 7]);
    // One attribute (builtin, custom, 3 bytes), no types.
    section(&mut f, 3, &[3, 1, 1, 3, 15]);
    // ArrayAttr [attribute 0].
    section(&mut f, 2, &[1, 3, 1]);
    // One op: op name 0, empty mask, location attribute 0.
    section(&mut f, 4, &[5, 1, 0, 1]);
    let ctx = Context::new();
    let registry = Registry::with_all_dialects();
    let e = strata::bytecode::read(&ctx, &registry, "t", &f, true).unwrap_err();
    assert_eq!(e.section, "attribute/type");
    assert!(e.message.contains("attribute 0 refers to itself"), "{e}");
}

/// Strata's bytecode of `text` in `version` (named as mlir-opt-19 names
/// standard input, so that locations match).
fn strata_bytecode(text: &str, version: Option<u64>) -> Result<Vec<u8>, String> {
    let o = OptOptions { emit_bytecode: true, emit_bytecode_version: version, ..opts() };
    let mut out = Vec::new();
    let r = run_opt_to("<stdin>", text.to_string(), &o, &mut out);
    if r.success {
        Ok(out)
    } else {
        Err(r.diagnostics)
    }
}

/// For each chunk: Strata's bytecode read by mlir-opt-19 must print as
/// mlir-opt-19 prints the text, and equal mlir-opt-19's bytes. The
/// chunks whose bytes differ, with the first differing offset.
fn writer_mismatches(version: Option<u64>) -> (String, Vec<String>) {
    let mut failures = String::new();
    let mut unequal = Vec::new();
    let vflag = version.map(|v| format!("--emit-bytecode-version={v}"));
    let print = ["--allow-unregistered-dialect", "--mlir-print-debuginfo"];
    for (name, text) in chunks() {
        let mut args = vec!["--allow-unregistered-dialect", "--emit-bytecode"];
        args.extend(vflag.as_deref());
        let Ok(theirs) = mlir_opt(&args, text.as_bytes()) else { continue };
        // An older version loses what it cannot encode (llvm's native
        // properties before version 5) in mlir-opt-19 too: the reference is
        // then mlir-opt-19 reading its own bytecode of that version.
        let reference = match version {
            None => mlir_opt(&print, text.as_bytes()).unwrap(),
            Some(_) => mlir_opt(&print, &theirs).unwrap(),
        };
        let ours = match strata_bytecode(&text, version) {
            Ok(b) => b,
            Err(e) => {
                failures += &format!("{name}: strata could not write bytecode: {e}\n");
                continue;
            }
        };
        match mlir_opt(&print, &ours) {
            Ok(printed) if printed == reference => {}
            Ok(printed) => {
                failures += &format!(
                    "{name}: mlir-opt-19 reads Strata's bytecode differently\n--- reference\n{}\n--- bytecode\n{}\n",
                    String::from_utf8_lossy(&reference),
                    String::from_utf8_lossy(&printed)
                )
            }
            Err(e) => failures += &format!("{name}: mlir-opt-19 rejects Strata's bytecode: {e}\n"),
        }
        if theirs != ours {
            let at = theirs.iter().zip(&ours).position(|(a, b)| a != b).unwrap_or(theirs.len().min(ours.len()));
            unequal.push(format!("{name}@{at}"));
        }
    }
    (failures, unequal)
}

/// Chunks whose bytes differ from mlir-opt-19's from version 3 on, when
/// use-list orders entered the format: mlir-opt-19 records the order in
/// which its text parser created each value's uses, and an op with a
/// custom parser (`scf.for`, `affine.for`...) creates its own uses only
/// after those inside its regions, an order Strata does not model. Strata
/// writes no use-list order; mlir-opt-19 reading Strata's file then lists
/// uses in program order, which changes nothing it prints.
const USE_LIST_ORDER_CHUNKS: &[&str] =
    &["scf.mlir#0", "scf.mlir#3", "scf.mlir#5", "affine.mlir#0", "affine.mlir#2", "affine.mlir#6", "affine.mlir#7"];

#[test]
fn strata_bytecode_reads_in_mlir_opt_19_as_the_text_does_and_equals_its_bytes() {
    require_mlir_opt();
    for v in [None, Some(5), Some(4), Some(3), Some(2), Some(1), Some(0)] {
        let (failures, unequal) = writer_mismatches(v);
        assert!(failures.is_empty(), "version {v:?}:\n{failures}");
        let names: Vec<&str> = unequal.iter().map(|u| u.split('@').next().unwrap()).collect();
        let expected: &[&str] = if v.is_some_and(|v| v < 3) { &[] } else { USE_LIST_ORDER_CHUNKS };
        assert_eq!(names, expected, "version {v:?}: bytes that differ from mlir-opt-19's: {unequal:?}");
    }
}

/// A prefix varint, as the format writes it.
fn varint(out: &mut Vec<u8>, v: u64) {
    let n = (1..=8).find(|n| v < 1u64 << (7 * n)).unwrap_or(9);
    if n == 9 {
        out.push(0);
        out.extend_from_slice(&v.to_le_bytes());
    } else {
        out.extend_from_slice(&(((v << 1) | 1) << (n - 1)).to_le_bytes()[..n]);
    }
}

/// A `builtin.module` located at attribute 0, where attribute `i` is an
/// array holding attribute `i + 1`, `depth` levels deep.
fn nested_arrays(depth: usize) -> Vec<u8> {
    let mut f = b"ML\xefR".to_vec();
    f.push((6 << 1) | 1);
    f.extend_from_slice(b"t\0");
    let section = |f: &mut Vec<u8>, id: u8, body: &[u8]| {
        f.push(id);
        varint(f, body.len() as u64);
        f.extend_from_slice(body);
    };
    section(
        &mut f,
        0,
        &[5, 15, 17, b'b', b'u', b'i', b'l', b't', b'i', b'n', 0, b'm', b'o', b'd', b'u', b'l', b'e', 0],
    );
    section(&mut f, 1, &[3, 1, 3, 1, 3, 7]);
    let (mut offsets, mut data) = (Vec::new(), Vec::new());
    varint(&mut offsets, depth as u64 + 1);
    varint(&mut offsets, 0);
    varint(&mut offsets, 0);
    varint(&mut offsets, depth as u64 + 1);
    for i in 0..depth {
        let mut entry = vec![1, 3]; // ArrayAttr of one element
        varint(&mut entry, i as u64 + 1);
        varint(&mut offsets, ((entry.len() as u64) << 1) | 1);
        data.extend_from_slice(&entry);
    }
    varint(&mut offsets, (1 << 1) | 1);
    data.push(15); // UnitAttr
    section(&mut f, 3, &offsets);
    section(&mut f, 2, &data);
    section(&mut f, 4, &[5, 1, 0, 1]);
    f
}

#[test]
fn attributes_nested_deeper_than_the_text_parser_allows_are_refused() {
    let ctx = Context::new();
    let registry = Registry::with_all_dialects();
    // 999 arrays around a unit attribute read (the location is then no
    // location, which the reader reports instead).
    let e = strata::bytecode::read(&ctx, &registry, "t", &nested_arrays(999), true).unwrap_err();
    assert!(e.message.contains("is not a location"), "{e}");
    let e = strata::bytecode::read(&ctx, &registry, "t", &nested_arrays(5000), true).unwrap_err();
    assert!(e.message.contains("nesting deeper than 1000 levels is not supported"), "{e}");
}

/// A small deterministic generator (xorshift64*), so that every run
/// mutates the same way and a failure names a reproducible case.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One mutation of `bytes`, as libFuzzer's mutators do them: a flipped
/// bit, a byte set to an interesting value, a varint made huge, bytes
/// inserted, erased or repeated, a splice of another file, a truncation.
fn mutate(rng: &mut Rng, bytes: &[u8], other: &[u8]) -> Vec<u8> {
    let mut b = bytes.to_vec();
    if b.len() <= 4 {
        b.push(rng.next() as u8);
        return b;
    }
    let at = 4 + rng.below(b.len() - 4);
    match rng.below(8) {
        0 => b[at] ^= 1 << rng.below(8),
        1 => b[at] = [0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff][rng.below(6)],
        2 => {
            // A nine-byte varint of a huge value.
            let huge = [u64::MAX, 1 << 40, u32::MAX as u64, (b.len() as u64) * 2][rng.below(4)];
            let mut v = vec![0u8];
            v.extend_from_slice(&huge.to_le_bytes());
            b.splice(at..(at + 1).min(b.len()), v);
        }
        3 => {
            let n = 1 + rng.below(8);
            let fill: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
            b.splice(at..at, fill);
        }
        4 => {
            let end = (at + 1 + rng.below(16)).min(b.len());
            b.drain(at..end);
        }
        5 => {
            let end = (at + 1 + rng.below(32)).min(b.len());
            let copy = b[at..end].to_vec();
            let to = 4 + rng.below(b.len() - 4);
            b.splice(to..to, copy);
        }
        6 => {
            let from = rng.below(other.len());
            let end = (from + 1 + rng.below(64)).min(other.len());
            let end_here = (at + end - from).min(b.len());
            b.splice(at..end_here, other[from..end].iter().copied());
        }
        _ => b.truncate(at),
    }
    b
}

/// What the fuzz target does with an input: read it; if it reads and
/// verifies, print it and write it back as bytecode, which must read again.
fn check_input(ctx: &Context, registry: &Registry, bytes: &[u8]) -> Result<(), String> {
    let Ok(module) = strata::bytecode::read(ctx, registry, "m.mlirbc", bytes, true) else { return Ok(()) };
    if !strata::verify::verify_module(ctx, registry, &module).is_empty() {
        return Ok(());
    }
    let _ = strata::syntax::printer::print_module(ctx, registry, &module, &Default::default());
    if let Ok(again) = strata::bytecode::write(ctx, registry, &module, strata::bytecode::CURRENT_VERSION) {
        strata::bytecode::read(ctx, registry, "again.mlirbc", &again, true)
            .map_err(|e| format!("Strata's own bytecode does not read back: {e}"))?;
    }
    Ok(())
}

/// The bytecode fuzz target's check, bounded and deterministic, for the
/// test suite (`fuzz/run.sh` is not part of CI): Strata's bytecode of
/// every dialect chunk (equal to mlir-opt-19's, as the writer test checks),
/// in versions 6, 4 and 0, each mutated 40 times (`STRATA_MUTATIONS`). Any panic or a module
/// that does not survive its own round trip fails, naming the seed and
/// mutation so that the case can be replayed.
#[test]
fn mutated_bytecode_files_never_panic() {
    let registry = Registry::with_all_dialects();
    let mut seeds = Vec::new();
    for (name, text) in chunks() {
        for v in [6, 4, 0] {
            if let Ok(b) = strata_bytecode(&text, Some(v)) {
                seeds.push((format!("{name} v{v}"), b));
            }
        }
    }
    assert!(seeds.len() > 200, "only {} seeds", seeds.len());
    // STRATA_MUTATIONS=<n> (and STRATA_MUTATION_SEED=<u64>) for a longer run by hand.
    let env = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let per_seed = env("STRATA_MUTATIONS").unwrap_or(40);
    let mut failures = Vec::new();
    let mut rng = Rng(env("STRATA_MUTATION_SEED").unwrap_or(0x5eed_b17e_c0de_0001) | 1);
    for (i, (name, bytes)) in seeds.iter().enumerate() {
        let other = &seeds[(i * 7 + 3) % seeds.len()].1;
        for m in 0..per_seed {
            let mut input = mutate(&mut rng, bytes, other);
            if m % 4 == 3 {
                input = mutate(&mut rng, &input, other);
            }
            let ctx = Context::new();
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_input(&ctx, &registry, &input)));
            match r {
                Ok(Ok(())) => {}
                Ok(Err(e)) => failures.push(format!("{name} mutation {m}: {e}")),
                Err(_) => failures.push(format!("{name} mutation {m}: panic on {input:02x?}")),
            }
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n"));
}

/// The version the upgrade hook of [`a_dialect_version_goes_to_its_hook_and_others_skip_it`] saw.
static SEEN_VERSION: std::sync::Mutex<Vec<Vec<u8>>> = std::sync::Mutex::new(Vec::new());

/// A dialect with a bytecode version records it from bytecode version 1;
/// the reader hands it to the dialect's upgrade hook after reading the
/// module (whose changes it keeps), and a reader without a hook for the
/// dialect reads the file as if no version were there. An error of the
/// hook fails the read at the version's offset.
#[test]
fn a_dialect_version_goes_to_its_hook_and_others_skip_it() {
    use strata::opdef::DialectVersioning;
    let ctx = Context::new();
    let text = "%0 = arith.constant 1 : i32\n";
    let src = strata::syntax::diag::Source::new("t.mlir", text.to_string());
    let plain = Registry::with_all_dialects();
    let module = strata::syntax::parser::parse_source(&ctx, &plain, &src, 0..text.len(), Default::default()).unwrap();
    let print =
        |r: &Registry, m: &strata::ir::Module| strata::syntax::printer::print_module(&ctx, r, m, &Default::default());
    let mut versioned = Registry::with_all_dialects();
    let upgrade: strata::opdef::DialectUpgradeFn = |ctx, m, v| {
        SEEN_VERSION.lock().unwrap().push(v.to_vec());
        if v == [0xff] {
            return Err("too new".into());
        }
        let op = m.op;
        m.body.op_mut(op).attributes = ctx.dictionary(vec![(ctx.ident("upgraded"), ctx.unit_attr())]);
        Ok(())
    };
    versioned.add_dialect_versioning("arith", DialectVersioning { current: &[0x07, 0x09], upgrade });
    let plain_bytes = strata::bytecode::write(&ctx, &plain, &module, 6).unwrap();
    let bytes = strata::bytecode::write(&ctx, &versioned, &module, 6).unwrap();
    // The flag bit and a nested section: id, length, the two bytes.
    assert_eq!(bytes.len(), plain_bytes.len() + 4);
    assert!(bytes.windows(4).any(|w| w == [strata::bytecode::encoding::DIALECT_VERSIONS, 0x05, 0x07, 0x09]));
    let read = strata::bytecode::read(&ctx, &plain, "v.mlirbc", &bytes, false).unwrap();
    assert_eq!(print(&plain, &read), print(&plain, &module));
    assert!(SEEN_VERSION.lock().unwrap().is_empty());
    let read = strata::bytecode::read(&ctx, &versioned, "v.mlirbc", &bytes, false).unwrap();
    assert_eq!(*SEEN_VERSION.lock().unwrap(), [vec![0x07, 0x09]]);
    assert!(print(&plain, &read).starts_with("module attributes {upgraded} {"), "{}", print(&plain, &read));
    // Bytecode version 0 records no versions: no upgrade.
    let v0 = strata::bytecode::write(&ctx, &versioned, &module, 0).unwrap();
    strata::bytecode::read(&ctx, &versioned, "v0.mlirbc", &v0, false).unwrap();
    assert_eq!(SEEN_VERSION.lock().unwrap().len(), 1);
    let newer = strata::bytecode::write_with_dialect_versions(&ctx, &plain, &module, 6, &[("arith", &[0xff])]).unwrap();
    let e = strata::bytecode::read(&ctx, &versioned, "new.mlirbc", &newer, false).unwrap_err();
    assert_eq!((e.section, newer[e.offset]), ("dialect", 0xff));
    assert!(e.message.contains("dialect 'arith'") && e.message.contains("too new"), "{e}");
}

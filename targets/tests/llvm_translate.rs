//! Parts of the llvm dialect reach LLVM IR as `mlir-translate-19
//! --mlir-to-llvmir` writes them: comdats (each `llvm.comdat_selector` a
//! comdat of its name and kind, each function or global in the one its
//! `comdat(@table::@selector)` names), `llvm.call_intrinsic`, whose
//! intrinsic LLVM must know with that signature, `llvm.inline_asm`,
//! whose constraints must fit its operands, and exceptions (`llvm.invoke`,
//! `llvm.landingpad`, `llvm.resume`, personalities), and the intrinsic ops
//! (their LLVM names, overloads and immediate arguments).

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use strata_targets::compile::{compile_source, CompileError, CompileOptions, Emit};

const MODULE: &str = r#"
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @lo any
  llvm.comdat_selector @exact exactmatch
  llvm.comdat_selector @large largest
  llvm.comdat_selector @nodup nodeduplicate
  llvm.comdat_selector @same samesize
}
llvm.mlir.global linkonce constant @g1(1 : i64) comdat(@__llvm_comdat::@exact) : i64
llvm.mlir.global weak @g2(2 : i32) comdat(@__llvm_comdat::@large) : i32
llvm.mlir.global linkonce_odr @g3(3 : i32) comdat(@__llvm_comdat::@same) : i32
llvm.func linkonce @lo() comdat(@__llvm_comdat::@lo) {
  llvm.return
}
llvm.func weak @nd() comdat(@__llvm_comdat::@nodup) {
  llvm.return
}
llvm.func @plain() {
  llvm.return
}
"#;

/// `text` read and printed again by LLVM, so both translations are spelled alike.
fn canonical(text: &str) -> String {
    let run = |tool: &str, input: &[u8]| {
        let mut child = Command::new(tool)
            .arg("-")
            .arg("-o")
            .arg("-")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{tool} is required (scripts/setup installs LLVM 19): {e}"));
        child.stdin.take().unwrap().write_all(input).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{tool}: {}", String::from_utf8_lossy(&out.stderr));
        out.stdout
    };
    String::from_utf8(run("llvm-dis-19", &run("llvm-as-19", text.as_bytes()))).unwrap()
}

/// The comdat declarations and the lines that define globals and functions.
fn comdat_lines(ir: &str) -> Vec<String> {
    let mut lines: Vec<String> = ir
        .lines()
        .filter(|l| l.starts_with('$') || l.starts_with('@') || l.starts_with("define"))
        .map(str::to_string)
        .collect();
    lines.sort();
    lines
}

#[test]
fn comdats_translate_as_upstream_translates_them() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours = String::from_utf8(compile_source("in.mlir", MODULE.to_string(), &opts).expect("compiles")).unwrap();
    let theirs = common::upstream_llvm_ir(MODULE.as_bytes());
    let (ours_c, theirs_c) = (canonical(&ours), canonical(&theirs));
    assert_eq!(comdat_lines(&ours_c), comdat_lines(&theirs_c), "ours:\n{ours}\ntheirs:\n{theirs}");
    for expected in
        ["$exact = comdat exactmatch", "$nodup = comdat nodeduplicate", "define linkonce void @lo() comdat {"]
    {
        assert!(ours_c.contains(expected), "{expected} missing from:\n{ours_c}");
    }
}

/// A linkonce function in a comdat of its own name becomes an ELF section
/// group, which the linker keeps once.
#[test]
fn comdat_functions_get_section_groups_in_objects() {
    let module = "llvm.comdat @c {\n  llvm.comdat_selector @lo any\n  llvm.comdat_selector @nd nodeduplicate\n}\n\
                  llvm.func linkonce_odr @lo() comdat(@c::@lo) {\n  llvm.return\n}\n\
                  llvm.mlir.global linkonce @g(1 : i32) comdat(@c::@lo) : i32\n\
                  llvm.func @nd() comdat(@c::@nd) {\n  llvm.return\n}\n";
    let opts = CompileOptions { emit: Emit::Obj, opt_level: 0, ..Default::default() };
    let object = compile_source("in.mlir", module.to_string(), &opts).expect("compiles");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.o");
    std::fs::write(&path, object).unwrap();
    let out = Command::new("llvm-readelf-19").arg("--section-groups").arg(&path).output().expect("llvm-readelf-19");
    let groups = String::from_utf8_lossy(&out.stdout);
    assert!(groups.contains("COMDAT group section") && groups.contains("[lo]"), "no group lo in:\n{groups}");
    assert!(groups.contains(".text.lo") && groups.contains(".data.g"), "{groups}");
}

/// Comdat kinds ELF does not have are reported at the function or global
/// that uses them when code is generated (LLVM would abort), and accepted
/// for LLVM IR output as mlir-translate-19 accepts them.
#[test]
fn comdat_kinds_elf_lacks_are_errors_for_objects() {
    for (emit, ok) in [(Emit::Obj, false), (Emit::Asm, false), (Emit::Llvm, true)] {
        let opts = CompileOptions { emit, opt_level: 0, ..Default::default() };
        match compile_source("in.mlir", MODULE.to_string(), &opts) {
            Ok(_) => assert!(ok, "{emit:?} accepted a largest comdat"),
            Err(CompileError::Input(msg)) => {
                assert!(!ok, "{emit:?}: {msg}");
                assert!(msg.starts_with("in.mlir:9:1: error: comdat 'exact' selects 'exactmatch'"), "{msg}");
            }
            Err(e) => panic!("{emit:?}: {e:?}"),
        }
    }
}

/// `llvm.call_intrinsic` declares the intrinsic with the op's signature and
/// calls it with its fast-math flags.
#[test]
fn call_intrinsic_calls_the_named_intrinsic() {
    let module = "llvm.func @g(%a: f32) -> f32 {\n  llvm.call_intrinsic \"llvm.donothing\"() : () -> ()\n  \
                  %0 = llvm.call_intrinsic \"llvm.fabs.f32\"(%a) : (f32) -> f32 {fastmathFlags = #llvm.fastmath<fast>}\n  \
                  llvm.return %0 : f32\n}\n";
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ir = String::from_utf8(compile_source("in.mlir", module.to_string(), &opts).expect("compiles")).unwrap();
    for expected in
        ["call void @llvm.donothing()", "call fast float @llvm.fabs.f32(float", "declare float @llvm.fabs.f32(float)"]
    {
        assert!(ir.contains(expected), "{expected} missing from:\n{ir}");
    }
}

/// An intrinsic LLVM does not have, or one called with a signature it does
/// not have, is an error at the op, as in mlir-translate-19.
#[test]
fn call_intrinsic_with_unknown_names_or_wrong_signatures_is_an_error_at_the_op() {
    for (call, msg) in [
        (
            "%0 = llvm.call_intrinsic \"llvm.bogus.f32\"(%a) : (f32) -> f32",
            "could not find LLVM intrinsic: \"llvm.bogus.f32\"",
        ),
        (
            "%0 = llvm.call_intrinsic \"llvm.fabs.f32\"(%a) : (f32) -> i32",
            "call intrinsic signature i32 (float) to overloaded intrinsic \"llvm.fabs.f32\" does not match",
        ),
        (
            "llvm.call_intrinsic \"llvm.donothing\"(%a) : (f32) -> ()",
            "call intrinsic signature void (float) to intrinsic \"llvm.donothing\" does not match",
        ),
    ] {
        let module = format!("llvm.func @g(%a: f32) {{\n  {call}\n  llvm.return\n}}\n");
        for emit in [Emit::Obj, Emit::Llvm] {
            let opts = CompileOptions { emit, opt_level: 0, ..Default::default() };
            match compile_source("in.mlir", module.clone(), &opts) {
                Err(CompileError::Input(m)) => assert!(m.starts_with("in.mlir:2:") && m.contains(msg), "{m}"),
                other => panic!("{call}: expected an input error, got {other:?}"),
            }
        }
    }
}

/// Inline assembly becomes a call of an `asm` value with its flags and
/// operand element types; constraints LLVM refuses are an error at the op.
#[test]
fn inline_asm_translates_and_bad_constraints_are_errors_at_the_op() {
    let module = "llvm.func @f(%a: i32, %p: !llvm.ptr) -> i32 {\n  \
                  %0 = llvm.inline_asm has_side_effects \"\", \"=r,0\" %a : (i32) -> i32\n  \
                  llvm.inline_asm asm_dialect = intel operand_attrs = [{elementtype = i32}] \"\", \"=*m\" %p : (!llvm.ptr) -> ()\n  \
                  llvm.inline_asm is_align_stack \"\", \"\" : () -> ()\n  \
                  llvm.return %0 : i32\n}\n";
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ir = String::from_utf8(compile_source("in.mlir", module.to_string(), &opts).expect("compiles")).unwrap();
    for expected in [
        "call i32 asm sideeffect \"\", \"=r,0\"(i32",
        "call void asm inteldialect \"\", \"=*m\"(ptr elementtype(i32)",
        "call void asm alignstack \"\", \"\"()",
    ] {
        assert!(ir.contains(expected), "{expected} missing from:\n{ir}");
    }
    for (asm, msg) in [
        ("%0 = llvm.inline_asm \"\", \"=r,r,r\" %a : (i32) -> i32", "number of input constraints does not match"),
        ("llvm.inline_asm \"\", \"=*m\" %p : (!llvm.ptr) -> ()", "indirect constraint must have elementtype"),
    ] {
        let module = format!("llvm.func @g(%a: i32, %p: !llvm.ptr) {{\n  {asm}\n  llvm.return\n}}\n");
        let opts = CompileOptions { emit: Emit::Obj, opt_level: 0, ..Default::default() };
        match compile_source("in.mlir", module, &opts) {
            Err(CompileError::Input(m)) => {
                assert!(
                    m.starts_with("in.mlir:2:") && m.contains("invalid inline assembly: ") && m.contains(msg),
                    "{m}"
                )
            }
            other => panic!("{asm}: expected an input error, got {other:?}"),
        }
    }
}

const INVOKE: &str = "llvm.func @pers(...) -> i32\nllvm.func @foo(i32) -> i32\n\
    llvm.mlir.global external constant @tinfo() : !llvm.ptr\n\
    llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {\n  \
    %z = llvm.mlir.zero : !llvm.ptr\n  %t = llvm.mlir.addressof @tinfo : !llvm.ptr\n  \
    %e = llvm.mlir.zero : !llvm.array<1 x ptr>\n  \
    %0 = llvm.invoke @foo(%a) to ^bb1(%a : i32) unwind ^bb2 : (i32) -> i32\n\
    ^bb1(%x: i32):\n  %1 = llvm.add %0, %x : i32\n  llvm.return %1 : i32\n\
    ^bb2:\n  %2 = llvm.landingpad cleanup (catch %z : !llvm.ptr) (catch %t : !llvm.ptr) (filter %e : !llvm.array<1 x ptr>) \
    : !llvm.struct<(ptr, i32)>\n  llvm.resume %2 : !llvm.struct<(ptr, i32)>\n}\n";

/// An invoke passes its destination operands to the normal destination's
/// phis, not to the callee; the landing pad keeps its clauses.
#[test]
fn invoke_landingpad_and_resume_translate() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ir = String::from_utf8(compile_source("in.mlir", INVOKE.to_string(), &opts).expect("compiles")).unwrap();
    let ir = canonical(&ir);
    for expected in [
        "personality ptr @pers",
        "invoke i32 @foo(i32 %",
        "phi i32 [ %",
        "cleanup",
        "catch ptr null",
        "catch ptr @tinfo",
        "filter [1 x ptr] zeroinitializer",
        "resume { ptr, i32 }",
    ] {
        assert!(ir.contains(expected), "{expected} missing from:\n{ir}");
    }
    let opts = CompileOptions { emit: Emit::Obj, opt_level: 2, ..Default::default() };
    compile_source("in.mlir", INVOKE.to_string(), &opts).expect("an object");
}

/// Clauses LLVM cannot take (not constants) are errors at the landing pad:
/// a catch of a computed pointer by the verifier (as upstream), a filter
/// that is not a zero array by the translation (mlir-opt-19 accepts it and
/// its translation writes IR LLVM rejects).
#[test]
fn landingpad_clauses_that_are_not_constants_are_errors_at_the_op() {
    for (from, to, msg) in [
        (
            "(catch %t : !llvm.ptr)",
            "(catch %u : !llvm.ptr)",
            "clause #1 is not a known constant - null, addressof, bitcast",
        ),
        (
            "%e = llvm.mlir.zero : !llvm.array<1 x ptr>",
            "%e = llvm.mlir.undef : !llvm.array<1 x ptr>",
            "clause #2 cannot be translated to LLVM IR: it must be an llvm.mlir.zero array",
        ),
    ] {
        let module = INVOKE.replace(from, to).replace(
            "%t = llvm.mlir.addressof",
            "%u = llvm.load %z : !llvm.ptr -> !llvm.ptr\n  %t = llvm.mlir.addressof",
        );
        let opts = CompileOptions { emit: Emit::Obj, opt_level: 0, ..Default::default() };
        match compile_source("in.mlir", module, &opts) {
            Err(CompileError::Input(m)) => assert!(m.contains(msg) && m.contains("llvm.landingpad"), "{m}"),
            other => panic!("expected an input error, got {other:?}"),
        }
    }
}

const INTRINSICS: &str = r#"
llvm.mlir.global internal thread_local @tls(0 : i32) : i32
llvm.func @f(%a: i32, %b: i32, %p: !llvm.ptr, %v: vector<4xi32>, %n: i64, ...) -> i32 {
  %0 = llvm.intr.sadd.sat(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.uadd.sat(%v, %v) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %2 = llvm.intr.ssub.sat(%a, %b) : (i32, i32) -> i32
  %3 = llvm.intr.usub.sat(%a, %b) : (i32, i32) -> i32
  %4 = llvm.intr.sshl.sat(%a, %b) : (i32, i32) -> i32
  %5 = llvm.intr.ushl.sat(%a, %b) : (i32, i32) -> i32
  %6 = llvm.intr.experimental.stepvector : vector<4xi32>
  %g = llvm.mlir.addressof @tls : !llvm.ptr
  %7 = "llvm.intr.threadlocal.address"(%g) : (!llvm.ptr) -> !llvm.ptr
  %8 = llvm.intr.invariant.start 4, %p : !llvm.ptr
  llvm.intr.invariant.end %8, 4, %p : !llvm.ptr
  %q = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
  llvm.intr.vastart %q : !llvm.ptr
  llvm.intr.vacopy %q to %p : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %q : !llvm.ptr
  "llvm.intr.ubsantrap"() <{failureKind = 3 : i8}> : () -> ()
  %9 = llvm.intr.get.active.lane.mask %n, %n : i64, i64 to vector<4xi1>
  %l = llvm.load %7 : !llvm.ptr -> i32
  %s = llvm.add %0, %l : i32
  llvm.return %s : i32
}
"#;

/// The intrinsic calls and declarations of `ir`, with value names and
/// attribute groups erased.
fn intrinsic_calls(ir: &str) -> Vec<String> {
    let mut lines: Vec<String> = ir
        .lines()
        .filter(|l| l.contains("@llvm.") && (l.contains("call ") || l.starts_with("declare")))
        .map(|l| {
            let l = l.split_once(" = ").map_or(l, |(_, r)| r).trim();
            // Attribute group numbers depend on the order of declarations.
            let words = l.split(' ').filter(|w| !w.starts_with('#'));
            words.map(|w| if w.starts_with('%') { "%v" } else { w }).collect::<Vec<_>>().join(" ")
        })
        .collect();
    lines.sort();
    lines
}

/// Saturating arithmetic, `experimental.stepvector`, `get.active.lane.mask`,
/// `threadlocal.address`, `invariant.start`/`end`, the variadic-argument
/// intrinsics and `ubsantrap` call the intrinsics mlir-translate-19 calls,
/// with the same overloads and immediate arguments.
#[test]
fn intrinsic_ops_call_what_upstream_calls() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours = String::from_utf8(compile_source("in.mlir", INTRINSICS.to_string(), &opts).expect("compiles")).unwrap();
    let theirs = common::upstream_llvm_ir(INTRINSICS.as_bytes());
    let (ours_c, theirs_c) = (canonical(&ours), canonical(&theirs));
    assert_eq!(intrinsic_calls(&ours_c), intrinsic_calls(&theirs_c), "ours:\n{ours_c}\ntheirs:\n{theirs_c}");
    assert!(ours_c.contains("call void @llvm.va_copy.p0("), "{ours_c}");
}

/// `threadlocal.address` of a value that is not a global's address is an
/// error at the op (LLVM's verifier would reject the module).
#[test]
fn threadlocal_address_of_a_non_global_is_an_error_at_the_op() {
    let module = "llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {\n  \
                  %0 = \"llvm.intr.threadlocal.address\"(%p) : (!llvm.ptr) -> !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}\n";
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    match compile_source("in.mlir", module.to_string(), &opts) {
        Err(CompileError::Input(m)) => {
            assert!(m.starts_with("in.mlir:2:8") && m.contains("must be the address of a global"), "{m}")
        }
        Err(e) => panic!("expected a located error, got {e:?}"),
        Ok(_) => panic!("a threadlocal.address of an argument compiled"),
    }
}

/// Loop annotations (every part and parameter, followups shared, access
/// groups shared with loads and stores) and branch weights on `cond_br`
/// and `switch`.
const BRANCH_METADATA: &str = r#"
#done = #llvm.loop_annotation<disableNonforced = true>
#g0 = #llvm.access_group<id = distinct[0]<>>
#g1 = #llvm.access_group<id = distinct[1]<>>
#all = #llvm.loop_annotation<mustProgress = true, isVectorized = true,
  vectorize = <disable = false, predicateEnable = true, scalableEnable = false, width = 8 : i32, followupVectorized = #done, followupEpilogue = #done, followupAll = #done>,
  interleave = <count = 4 : i32>,
  unroll = <disable = false, count = 16 : i32, runtimeDisable = true, full = false, followupUnrolled = #done, followupRemainder = #done, followupAll = #done>,
  unrollAndJam = <disable = true, count = 2 : i32, followupOuter = #done, followupInner = #done, followupRemainderOuter = #done, followupRemainderInner = #done, followupAll = #done>,
  licm = <disable = true, versioningDisable = true>,
  distribute = <disable = false, followupCoincident = #done, followupSequential = #done, followupFallback = #done, followupAll = #done>,
  pipeline = <disable = true, initiationinterval = 3 : i32>, peeled = <count = 5>, unswitch = <partialDisable = true>,
  parallelAccesses = #g0, #g1>
#other = #llvm.loop_annotation<disableNonforced = false, mustProgress = false, isVectorized = false,
  vectorize = <disable = true>, unroll = <disable = true, full = true>, distribute = <disable = true>,
  pipeline = <disable = false>, licm = <disable = false, versioningDisable = false>, unswitch = <partialDisable = false>>
llvm.func @loops(%n: i64, %p: !llvm.ptr, %v: i32) {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^head(%0 : i64)
^head(%i: i64):
  %lt = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %lt weights([90, 10]), ^body, ^exit {loop_annotation = #all}
^body:
  %x = llvm.load %p {access_groups = [#g0]} : !llvm.ptr -> i32
  llvm.store %x, %p {access_groups = [#g0, #g1]} : i32, !llvm.ptr
  %1 = llvm.mlir.constant(1 : i64) : i64
  %next = llvm.add %i, %1 : i64
  llvm.br ^head(%next : i64) {loop_annotation = #other}
^exit:
  llvm.switch %v : i32, ^a [
    1: ^b,
    2: ^a
  ] {branch_weights = array<i32: 5, 7, 4000000000>}
^a:
  llvm.br ^b {loop_annotation = #llvm.loop_annotation<>}
^b:
  llvm.br ^c {loop_annotation = #all}
^c:
  llvm.return
}
"#;

/// The metadata attached to each instruction of `ir` (but `!dbg`), each
/// node written out in full: a distinct node as `distinct#k`, `k` its
/// order of first appearance, and a reference back to a node being
/// written as `^`. Two translations that attach the same graphs give the
/// same lines, however LLVM numbers the nodes.
fn attached_metadata(ir: &str) -> Vec<String> {
    let defs: std::collections::HashMap<&str, &str> =
        ir.lines().filter_map(|l| l.strip_prefix('!')?.split_once(" = ")).collect();
    let mut distinct = std::collections::HashMap::new();
    let mut out = Vec::new();
    // Metadata arguments of calls (`metadata !N`) count as attachments.
    let lines: Vec<String> =
        ir.lines().filter(|l| l.starts_with("  ")).map(|l| l.replace("(metadata !", ", !arg !")).collect();
    for line in &lines {
        for attachment in line.split(", !").skip(1) {
            let Some((name, node)) = attachment.split_once(" !") else { continue };
            if name == "dbg" {
                continue;
            }
            // The opcode names the instruction (value names differ); a
            // switch's attachments follow its closing `]`.
            let inst = line.trim().split(" = ").last().unwrap_or("");
            let inst = if inst.starts_with(']') { "switch" } else { inst.split(' ').next().unwrap_or("") };
            let mut text = format!("{inst}: {name} = ");
            expand(node.trim(), &defs, &mut distinct, &mut Vec::new(), &mut text);
            out.push(text);
        }
    }
    out
}

fn expand<'a>(
    id: &'a str,
    defs: &std::collections::HashMap<&'a str, &'a str>,
    distinct: &mut std::collections::HashMap<&'a str, usize>,
    open: &mut Vec<&'a str>,
    out: &mut String,
) {
    if open.contains(&id) {
        out.push('^');
        return;
    }
    let Some(def) = defs.get(id) else {
        out.push('?');
        return;
    };
    let body = match def.strip_prefix("distinct ") {
        Some(body) => {
            let k = distinct.len();
            let k = *distinct.entry(id).or_insert(k);
            out.push_str(&format!("distinct#{k}"));
            body
        }
        None => def,
    };
    open.push(id);
    let mut rest = body;
    while let Some(at) = rest.find('!') {
        out.push_str(&rest[..at]);
        let digits = rest[at + 1..].bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            out.push('!');
            rest = &rest[at + 1..];
        } else {
            expand(&rest[at + 1..at + 1 + digits], defs, distinct, open, out);
            rest = &rest[at + 1 + digits..];
        }
    }
    out.push_str(rest);
    open.pop();
}

#[test]
fn loop_annotations_and_branch_weights_become_the_metadata_upstream_writes() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours =
        String::from_utf8(compile_source("in.mlir", BRANCH_METADATA.to_string(), &opts).expect("compiles")).unwrap();
    let theirs = common::upstream_llvm_ir(BRANCH_METADATA.as_bytes());
    let (ours_md, theirs_md) = (attached_metadata(&canonical(&ours)), attached_metadata(&canonical(&theirs)));
    assert_eq!(ours_md, theirs_md, "ours:\n{ours}\ntheirs:\n{theirs}");
    let all = ours_md.iter().filter(|l| l.contains("llvm.loop = ")).count();
    assert_eq!(all, 4, "each branch has its loop node: {ours_md:#?}");
    // 4000000000 as an i32's bits, which LLVM prints signed.
    assert!(ours_md.iter().any(|l| l.contains("i32 -294967296")), "{ours_md:#?}");
    assert!(ours_md.iter().any(|l| l.contains("llvm.access.group = distinct#")), "{ours_md:#?}");
}

/// Upstream's verifier lets a `cond_br` carry three weights and writes a
/// `!prof` node LLVM's verifier rejects; Strata stops at the op.
#[test]
fn branch_weights_that_do_not_match_the_successors_are_an_error_at_the_op() {
    let module = "llvm.func @f(%c: i1) {\n  llvm.cond_br %c weights([1, 2, 3]), ^a, ^a\n^a:\n  llvm.return\n}\n";
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    match compile_source("in.mlir", module.to_string(), &opts) {
        Err(CompileError::Input(m)) => {
            assert!(m.starts_with("in.mlir:2:3") && m.contains("3 vs 2"), "{m}")
        }
        Err(e) => panic!("expected a located error, got {e:?}"),
        Ok(_) => panic!("three weights on a cond_br compiled"),
    }
}

/// TBAA tags (one per access; upstream drops a second, as LLVM takes one),
/// alias scopes and domains, with and without descriptions, on loads,
/// stores, memcpy, calls and atomics, and the scope declaration.
const ALIAS_METADATA: &str = r#"
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>}>
#tag = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4>
#ctag = #llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0, constant = true>
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "the \"domain\"">
#anon = #llvm.alias_scope_domain<id = distinct[1]<>>
#s1 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "first">
#s2 = #llvm.alias_scope<id = distinct[3]<>, domain = #anon>
llvm.func @accesses(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) {
  llvm.intr.experimental.noalias.scope.decl #s1
  %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#s1], noalias_scopes = [#s2]} : !llvm.ptr -> i32
  llvm.store %0, %q {tbaa = [#ctag, #tag], alias_scopes = [#s2, #s1], noalias_scopes = [#s1]} : i32, !llvm.ptr
  %1 = llvm.load %q {tbaa = [#ctag]} : !llvm.ptr -> i8
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false, alias_scopes = [#s1], noalias_scopes = [#s2], tbaa = [#tag]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @touch(%p) {alias_scopes = [#s1], noalias_scopes = [#s2], tbaa = [#ctag]} : (!llvm.ptr) -> ()
  %c = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.atomicrmw add %p, %c monotonic {alias_scopes = [#s2], tbaa = [#tag]} : !llvm.ptr, i32
  %3 = llvm.cmpxchg %p, %c, %c acq_rel monotonic {noalias_scopes = [#s1]} : !llvm.ptr, i32
  llvm.return
}
llvm.func @touch(!llvm.ptr)
"#;

#[test]
fn tbaa_and_alias_scopes_become_the_metadata_upstream_writes() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours =
        String::from_utf8(compile_source("in.mlir", ALIAS_METADATA.to_string(), &opts).expect("compiles")).unwrap();
    let theirs = common::upstream_llvm_ir(ALIAS_METADATA.as_bytes());
    let (ours_md, theirs_md) = (attached_metadata(&canonical(&ours)), attached_metadata(&canonical(&theirs)));
    assert_eq!(ours_md, theirs_md, "ours:\n{ours}\ntheirs:\n{theirs}");
    for kind in ["tbaa", "alias.scope", "noalias", "arg"] {
        assert!(ours_md.iter().any(|l| l.contains(&format!(" {kind} = "))), "no {kind}: {ours_md:#?}");
    }
}

/// An anonymous TBAA root (which mlir-translate-19 crashes on) is a
/// distinct node naming itself, as LLVM's anonymous roots are.
#[test]
fn anonymous_tbaa_roots_are_distinct_nodes_naming_themselves() {
    let module = "#t = #llvm.tbaa_type_desc<id = \"t\", members = {<#llvm.tbaa_root, 0>}>\n\
                  llvm.func @f(%p: !llvm.ptr) {\n  \
                  %0 = llvm.load %p {tbaa = [#llvm.tbaa_tag<base_type = #t, access_type = #t, offset = 0>]} : !llvm.ptr -> i32\n  \
                  llvm.return\n}\n";
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours = String::from_utf8(compile_source("in.mlir", module.to_string(), &opts).expect("compiles")).unwrap();
    let md = attached_metadata(&canonical(&ours));
    assert_eq!(
        md,
        ["load: tbaa = !{!{!\"t\", distinct#0!{^}, i64 0}, !{!\"t\", distinct#0!{^}, i64 0}, i64 0}"],
        "{ours}"
    );
}

/// Each global, definition and instruction of `ir` with value names blanked and
/// every metadata reference written out in full (as [`attached_metadata`]
/// writes nodes), so that two translations of one module compare equal
/// however LLVM names values and numbers nodes.
fn expanded_function_lines(ir: &str) -> Vec<String> {
    let defs: std::collections::HashMap<&str, &str> =
        ir.lines().filter_map(|l| l.strip_prefix('!')?.split_once(" = ")).collect();
    let mut distinct = std::collections::HashMap::new();
    let mut out = Vec::new();
    for line in ir.lines().filter(|l| l.starts_with("define") || l.starts_with("  ") || l.starts_with('@')) {
        let mut text = String::new();
        let mut rest = line.trim();
        while let Some(at) = rest.find(['!', '%']) {
            text.push_str(&rest[..at]);
            let after = &rest[at + 1..];
            let len = after.bytes().take_while(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'.').count();
            if rest.as_bytes()[at] == b'%' {
                text.push_str("%_");
            } else if len > 0 && after.as_bytes()[0].is_ascii_digit() {
                expand(&after[..len], &defs, &mut distinct, &mut Vec::new(), &mut text);
            } else {
                text.push('!');
                text.push_str(&after[..len]);
            }
            rest = &after[len..];
        }
        text.push_str(rest);
        out.push(text);
    }
    out
}

/// Debug info attributes: a function's subprogram (with its compile unit,
/// file and subroutine type), locations in it and in a lexical block,
/// inlined call sites, the dbg intrinsics with their variables,
/// expressions and labels, and globals' variables (listed by their unit),
/// one of a recursive type.
const DEBUG_INFO: &str = r#"
#file = #llvm.di_file<"prog.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "strata", isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 4 : i64>>
#st = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #int, #int, #ptr>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "main", linkageName = "main", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #st>
#callee = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "helper", file = #file, line = 20, subprogramFlags = Definition>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 4, column = 3>
#var = #llvm.di_local_variable<scope = #block, name = "x", file = #file, line = 5, type = #arr>
#arg = #llvm.di_local_variable<scope = #sp, name = "a", file = #file, line = 3, arg = 1, alignInBits = 32, type = #int>
#label = #llvm.di_label<scope = #sp, name = "done", file = #file, line = 7>
llvm.func @main(%a: i32, %q: !llvm.ptr) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c x i32 : (i32) -> !llvm.ptr loc(fused<#block>["prog.c":5:5])
  llvm.intr.dbg.declare #var = %p : !llvm.ptr loc(fused<#block>["prog.c":5:5])
  llvm.intr.dbg.value #arg #llvm.di_expression<[DW_OP_deref, DW_OP_LLVM_fragment(0, 16)]> = %a : i32 loc("prog.c":3:10)
  %s = llvm.add %a, %c : i32 loc(callsite("prog.c":21:2 at "prog.c":6:1))
  %t = llvm.mul %s, %c : i32 loc(callsite(fused<#callee>["prog.c":22:4] at "prog.c":6:9))
  llvm.intr.dbg.label #label loc("prog.c":7:1)
  llvm.return %t : i32 loc("prog.c":8:3)
} loc(fused<#sp>["prog.c":3:1])
llvm.func @plain() {
  llvm.return
}
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[5]<>>
#next = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>, sizeInBits = 64>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[5]<>, name = "node", file = #file, line = 1, sizeInBits = 64, elements = #next>
#gv = #llvm.di_global_variable<scope = #cu, name = "counter", linkageName = "counter", file = #file, line = 1, type = #int, isDefined = true>
#list = #llvm.di_global_variable<scope = #cu, name = "list", file = #file, line = 2, type = #node, isDefined = true>
llvm.mlir.global internal @counter(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #gv, expr = <>>} : i32
llvm.mlir.global internal @list() {dbg_expr = #llvm.di_global_variable_expression<var = #list>} : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
"#;

#[test]
fn debug_info_attributes_become_the_debug_info_upstream_writes() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours = String::from_utf8(compile_source("in.mlir", DEBUG_INFO.to_string(), &opts).expect("compiles")).unwrap();
    let theirs = common::upstream_llvm_ir(DEBUG_INFO.as_bytes());
    let (ours_c, theirs_c) = (canonical(&ours), canonical(&theirs));
    let (ours_lines, theirs_lines) = (expanded_function_lines(&ours_c), expanded_function_lines(&theirs_c));
    assert_eq!(ours_lines, theirs_lines, "ours:\n{ours_c}\ntheirs:\n{theirs_c}");
    assert!(ours_lines.iter().any(|l| l.contains("#dbg_declare(")), "{ours_lines:#?}");
    assert!(ours_lines.iter().any(|l| l.contains("inlinedAt")), "{ours_lines:#?}");
    assert!(ours_lines.iter().any(|l| l.starts_with('@') && l.contains("globals: !{")), "{ours_lines:#?}");
    assert!(ours_lines.iter().any(|l| l.starts_with("@list") && l.contains("baseType: ^")), "{ours_lines:#?}");
    for needed in ["!llvm.dbg.cu = ", "\"Debug Info Version\", i32 3"] {
        assert!(ours_c.contains(needed), "{needed} missing:\n{ours_c}");
    }
}

/// A loop annotation's start and end locations become `DILocation`s in the
/// subprogram their fused locations name (the same node on a branch of a
/// function without debug info).
const LOOP_LOCATIONS: &str = r#"
#file = #llvm.di_file<"l.c" in "/s">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#ann = #llvm.loop_annotation<startLoc = loc(fused<#sp>["l.c":2:3]), endLoc = loc(fused<#sp>["l.c":5:1]), mustProgress = true>
llvm.func @f() {
  llvm.br ^bb1 {loop_annotation = #ann}
^bb1:
  llvm.br ^bb2 {loop_annotation = #llvm.loop_annotation<startLoc = loc(fused<#sp>["l.c":7:3])>} loc(fused<#sp>["l.c":7:3])
^bb2:
  llvm.return
} loc(fused<#sp>["l.c":1:1])
llvm.func @g() {
  llvm.br ^bb1 {loop_annotation = #ann}
^bb1:
  llvm.return
}
"#;

#[test]
fn loop_annotation_locations_become_debug_locations_in_their_subprogram() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours =
        String::from_utf8(compile_source("in.mlir", LOOP_LOCATIONS.to_string(), &opts).expect("compiles")).unwrap();
    let theirs = common::upstream_llvm_ir(LOOP_LOCATIONS.as_bytes());
    let (ours_c, theirs_c) = (canonical(&ours), canonical(&theirs));
    // Locations of ops name the input file, whose name differs: compare
    // the loop nodes, which name only l.c's lines.
    let loops = |ir: &str| -> Vec<String> {
        expanded_function_lines(ir)
            .into_iter()
            .filter_map(|l| l.split_once("!llvm.loop ").map(|(_, md)| md.to_string()))
            .collect()
    };
    assert_eq!(loops(&ours_c), loops(&theirs_c), "ours:\n{ours_c}\ntheirs:\n{theirs_c}");
    assert!(loops(&ours_c)[0].contains("!DILocation(line: 2, column: 3"), "{ours_c}");
}

/// Debug info scopes and types beyond the common ones: a module, a
/// namespace in it, a class with a member (distinct, as LLVM wants
/// classes), an array with a subrange and a data location, a lexical
/// block file, flags of both kinds, a pointer in another address space and
/// a name table kind.
const DEBUG_INFO_SCOPES: &str = r#"
#file = #llvm.di_file<"m.cpp" in "/s">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, isOptimized = false, emissionKind = Full, nameTableKind = GNU>
#mod = #llvm.di_module<file = #file, scope = #file, name = "M", configMacros = "-DX", includePath = "/inc", apinotes = "a.apinotes", line = 3, isDecl = true>
#ns = #llvm.di_namespace<name = "ns", scope = #mod, exportSymbols = true>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#cls = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "C", file = #file, line = 4, scope = #ns, flags = "Public|Artificial", sizeInBits = 32, alignInBits = 32, elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "m", baseType = #int, sizeInBits = 32, offsetInBits = 0, extraData = #int>>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64, stride = 2 : i64>>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #ns, name = "f", file = #file, line = 5, scopeLine = 6, subprogramFlags = "Definition|LocalToUnit", type = #llvm.di_subroutine_type<types = #llvm.di_null_type, #int>>
#lbf = #llvm.di_lexical_block_file<scope = #sp, file = #file, discriminator = 2>
#v1 = #llvm.di_local_variable<scope = #lbf, name = "c", file = #file, line = 7, type = #cls>
#v2 = #llvm.di_local_variable<scope = #sp, name = "a", file = #file, line = 8, type = #arr, alignInBits = 64>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, dwarfAddressSpace = 1>
#v3 = #llvm.di_local_variable<scope = #sp, name = "p", type = #ptr>
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.dbg.declare #v1 = %p : !llvm.ptr loc(fused<#lbf>["m.cpp":7:1])
  llvm.intr.dbg.declare #v2 = %p : !llvm.ptr
  llvm.intr.dbg.value #v3 = %p : !llvm.ptr
  llvm.return
} loc(fused<#sp>["m.cpp":5:1])
"#;

#[test]
fn debug_info_scopes_and_types_become_the_debug_info_upstream_writes() {
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours =
        String::from_utf8(compile_source("in.mlir", DEBUG_INFO_SCOPES.to_string(), &opts).expect("compiles")).unwrap();
    let theirs = common::upstream_llvm_ir(DEBUG_INFO_SCOPES.as_bytes());
    let (ours_c, theirs_c) = (canonical(&ours), canonical(&theirs));
    assert_eq!(
        expanded_function_lines(&ours_c),
        expanded_function_lines(&theirs_c),
        "ours:\n{ours_c}\ntheirs:\n{theirs_c}"
    );
    for node in
        ["!DIModule(", "!DINamespace(", "distinct !DICompositeType(", "distinct !DILexicalBlockFile(", "!DISubrange("]
    {
        assert!(ours_c.contains(node), "{node} missing:\n{ours_c}");
    }
}

/// `ensure-debug-info-scope-on-llvm-func` then translation: definitions and
/// declarations get the subprograms upstream's pass and translation give
/// them, and their ops line tables.
#[test]
fn functions_given_subprograms_by_the_pass_translate_as_upstream() {
    let module = "module {\n  llvm.func @f(%a: i32) -> i32 {\n    %0 = llvm.add %a, %a : i32 loc(\"/src/x.c\":3:4)\n    \
                  llvm.return %0 : i32 loc(\"/src/x.c\":4:1)\n  } loc(\"/src/x.c\":2:7)\n  llvm.func @ext() loc(\"/src/y.c\":6:3)\n  \
                  llvm.func @g() {\n    llvm.return loc(\"/src/x.c\":9:9)\n  } loc(unknown)\n} loc(\"dir/mod.mlir\":1:1)\n";
    let opts = strata::tool::OptOptions {
        passes: vec!["ensure-debug-info-scope-on-llvm-func".into()],
        debug_info: true,
        ..Default::default()
    };
    let scoped = strata::tool::run_opt("in.mlir", module.to_string(), &opts);
    assert!(scoped.success, "{}", scoped.diagnostics);
    let compile = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ours =
        String::from_utf8(compile_source("in.mlir", scoped.output.clone(), &compile).expect("compiles")).unwrap();
    let upstream = {
        let out = Command::new("mlir-opt-19")
            .args(["--ensure-debug-info-scope-on-llvm-func", "--mlir-print-debuginfo", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                c.stdin.take().unwrap().write_all(module.as_bytes())?;
                c.wait_with_output()
            })
            .expect("mlir-opt-19 is required");
        common::upstream_llvm_ir(&out.stdout)
    };
    let (ours_c, theirs_c) = (canonical(&ours), canonical(&upstream));
    assert_eq!(
        expanded_function_lines(&ours_c),
        expanded_function_lines(&theirs_c),
        "ours:\n{ours_c}\ntheirs:\n{theirs_c}"
    );
    assert!(ours_c.contains("declare !dbg"), "{ours_c}");
}

/// `!llvm.ppc_fp128` and vectors of pointers (fixed and scalable) become
/// LLVM's `ppc_fp128`, `<4 x ptr>` and `<vscale x 2 x ptr>`, as
/// mlir-translate-19 writes them, and compile to objects; a target
/// extension type, which LLVM's CPU and NVPTX back ends crash on, is an
/// error at the function instead.
#[test]
fn ppc_fp128_and_pointer_vectors_translate_and_target_types_are_errors() {
    let module = "llvm.func @f(%a: !llvm.ppc_fp128, %v: !llvm.vec<4 x ptr>, %s: !llvm.vec<? x 2 x ptr>) -> !llvm.vec<4 x ptr> {\n  \
                  llvm.return %v : !llvm.vec<4 x ptr>\n}\n";
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ir = String::from_utf8(compile_source("in.mlir", module.to_string(), &opts).expect("compiles")).unwrap();
    let upstream = common::upstream_llvm_ir(module.as_bytes());
    // The signature without argument names (Strata's and upstream's differ).
    let define = |ir: &str| {
        let line = canonical(ir).lines().find(|l| l.starts_with("define")).map(str::to_string).unwrap_or_default();
        line.split(' ').filter(|w| !w.starts_with('%')).collect::<Vec<_>>().join(" ")
    };
    let ours = define(&ir);
    assert_eq!(ours, define(&upstream));
    assert_eq!(ours, "define <4 x ptr> @f(ppc_fp128 <4 x ptr> <vscale x 2 x ptr> {", "{ir}");
    let obj = CompileOptions { emit: Emit::Obj, opt_level: 0, ..Default::default() };
    compile_source("in.mlir", module.to_string(), &obj).expect("compiles to an object");

    let target = "llvm.func @t(%a: !llvm.target<\"spirv.Image\", !llvm.ptr, 1, 0>) {\n  llvm.return\n}\n";
    for emit in [Emit::Obj, Emit::Llvm] {
        let opts = CompileOptions { emit, opt_level: 0, ..Default::default() };
        match compile_source("in.mlir", target.to_string(), &opts) {
            Err(CompileError::Input(m)) => {
                assert!(m.starts_with("in.mlir:1:") && m.contains("target extension type"), "{m}")
            }
            other => panic!("expected an input error, got {other:?}"),
        }
    }
}

/// A function's `#llvm.memory_effects` becomes LLVM's `memory(...)`
/// attribute, as mlir-translate-19 writes it.
#[test]
fn memory_effects_become_the_memory_attribute_upstream_writes() {
    let module = "llvm.func @f(%p: !llvm.ptr) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>} {\n  \
                  %0 = llvm.load %p : !llvm.ptr -> i32\n  llvm.return %0 : i32\n}\n\
                  llvm.func @g() attributes {memory = #llvm.memory_effects<other = read, argMem = readwrite, inaccessibleMem = write>}\n";
    let opts = CompileOptions { emit: Emit::Llvm, opt_level: 0, ..Default::default() };
    let ir = String::from_utf8(compile_source("in.mlir", module.to_string(), &opts).expect("compiles")).unwrap();
    let upstream = common::upstream_llvm_ir(module.as_bytes());
    // The attribute groups, which hold the memory attributes.
    let groups = |ir: &str| {
        let text = canonical(ir);
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| l.starts_with("attributes #"))
            .map(|l| l.split_once(" = ").map_or(l, |(_, a)| a).to_string())
            .collect();
        lines.sort();
        lines
    };
    let ours = groups(&ir);
    assert_eq!(ours, groups(&upstream));
    assert!(ours.iter().any(|g| g.contains("memory(argmem: read)")), "{ir}");
    assert!(ours.iter().any(|g| g.contains("memory(read, argmem: readwrite, inaccessiblemem: write)")), "{ir}");
}

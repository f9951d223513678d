//! The CPU names and features a target machine may be given (`--mcpu`,
//! `--mattr`, `Build::cpu`, `Build::features`), checked before LLVM sees
//! them. LLVM only warns about a CPU or feature it does not know (once per
//! subtarget it creates) and then goes on with a generic one, or aborts: a
//! 32-bit x86 CPU for an x86-64 triple is a fatal error in code generation.
//!
//! The lists are LLVM 19's own, taken from `llc -mcpu=help` when Strata is
//! built (`build.rs`): LLVM's C API has no query for them.

/// The CPUs and features of one LLVM target (all its triples).
pub(crate) struct LlvmTargetInfo {
    /// Strata's name of the target: `x86`, `aarch64`, `nvptx`.
    pub(crate) name: &'static str,
    pub(crate) cpus: &'static [&'static str],
    pub(crate) features: &'static [&'static str],
    /// x86 CPUs that cannot run 64-bit code.
    pub(crate) cpus_without_64_bit: &'static [&'static str],
}

include!(concat!(env!("OUT_DIR"), "/llvm_targets.rs"));

/// The lists of the LLVM target named `llvm_name` (`x86-64`, `aarch64_be`,
/// `nvptx64`, as `Target::get_name` gives it).
fn info(llvm_name: &str) -> Option<&'static LlvmTargetInfo> {
    let name = match llvm_name {
        "x86" | "x86-64" => "x86",
        n if n.starts_with("aarch64") || n.starts_with("arm64") => "aarch64",
        n if n.starts_with("nvptx") => "nvptx",
        _ => return None,
    };
    LLVM_TARGETS.iter().find(|t| t.name == name)
}

/// Up to three names of `known` close to `name`, as ` (did you mean 'a', 'b'?)`.
fn suggestion<'a>(name: &str, known: impl Iterator<Item = &'a str>, prefix: &str) -> String {
    let lower = name.to_ascii_lowercase();
    let limit = (name.len() / 3).max(1);
    let mut near: Vec<(usize, &str)> =
        known.map(|k| (strsim::levenshtein(&lower, &k.to_ascii_lowercase()), k)).filter(|&(d, _)| d <= limit).collect();
    near.sort();
    let names: Vec<String> = near.iter().take(3).map(|(_, k)| format!("'{prefix}{k}'")).collect();
    match names.len() {
        0 => String::new(),
        _ => format!(" (did you mean {}?)", names.join(", ")),
    }
}

/// Whether `cpu` is a CPU of the LLVM target `llvm_name` that can run
/// code for `triple`; `Err` says why not and what is near.
pub(crate) fn check_cpu(llvm_name: &str, triple: &str, cpu: &str) -> Result<(), String> {
    let Some(t) = info(llvm_name) else { return Ok(()) };
    let bits_64 = llvm_name == "x86-64";
    let usable = |c: &str| !(bits_64 && t.cpus_without_64_bit.contains(&c));
    if !t.cpus.contains(&cpu) {
        let near = suggestion(cpu, t.cpus.iter().copied().filter(|c| usable(c)), "");
        return Err(format!("unknown CPU '{cpu}' for target {triple}{near}"));
    }
    if !usable(cpu) {
        return Err(format!(
            "CPU '{cpu}' cannot run the 64-bit code of target {triple}: give a 64-bit CPU (such as 'x86-64')"
        ));
    }
    Ok(())
}

/// Whether `features` (`+avx2,-fma`) names features of the LLVM target
/// `llvm_name`, each enabled (`+`) or disabled (`-`).
pub(crate) fn check_features(llvm_name: &str, triple: &str, features: &str) -> Result<(), String> {
    let Some(t) = info(llvm_name) else { return Ok(()) };
    if features.is_empty() {
        return Ok(());
    }
    for item in features.split(',') {
        let Some(name) = item.strip_prefix('+').or_else(|| item.strip_prefix('-')) else {
            return Err(if item.is_empty() {
                format!("target features '{features}' have an empty entry")
            } else {
                format!("target feature '{item}' needs a '+' to enable it or a '-' to disable it ('+{item}')")
            });
        };
        if !t.features.contains(&name) {
            let sign = &item[..1];
            let near = suggestion(name, t.features.iter().copied(), sign);
            return Err(format!("unknown target feature '{item}' for target {triple}{near}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lists_hold_what_llvm_knows() {
        let x86 = info("x86-64").unwrap();
        assert!(x86.cpus.contains(&"skylake") && x86.cpus.contains(&"x86-64-v3"));
        assert!(x86.features.contains(&"avx2") && x86.features.contains(&"fma"));
        for cpu in ["i386", "i486", "pentium", "pentium4", "athlon-xp"] {
            assert!(x86.cpus_without_64_bit.contains(&cpu), "{cpu}");
        }
        for cpu in ["x86-64", "skylake", "znver4", "generic", "nocona"] {
            assert!(!x86.cpus_without_64_bit.contains(&cpu), "{cpu}");
        }
        assert!(info("aarch64").unwrap().cpus.contains(&"neoverse-v1"));
        assert!(info("nvptx64").unwrap().cpus.contains(&"sm_90"));
    }

    #[test]
    fn cpus_are_checked_against_the_target() {
        let triple = "x86_64-unknown-linux-gnu";
        assert_eq!(check_cpu("x86-64", triple, "skylake"), Ok(()));
        assert_eq!(check_cpu("x86", "i686-linux-gnu", "i386"), Ok(()));
        let err = check_cpu("x86-64", triple, "i386").unwrap_err();
        assert!(err.starts_with("CPU 'i386' cannot run the 64-bit code of target x86_64"), "{err}");
        let err = check_cpu("x86-64", triple, "skylakee").unwrap_err();
        assert_eq!(err, "unknown CPU 'skylakee' for target x86_64-unknown-linux-gnu (did you mean 'skylake'?)");
        let err = check_cpu("aarch64", "aarch64-linux-gnu", "skylake").unwrap_err();
        assert!(err.starts_with("unknown CPU 'skylake' for target aarch64-linux-gnu"), "{err}");
        assert!(check_cpu("x86-64", triple, "qqqqqqqqqq").unwrap_err().ends_with("x86_64-unknown-linux-gnu"));
    }

    #[test]
    fn features_need_a_sign_and_a_known_name() {
        let triple = "x86_64-unknown-linux-gnu";
        assert_eq!(check_features("x86-64", triple, "+avx2,-fma"), Ok(()));
        assert_eq!(check_features("x86-64", triple, ""), Ok(()));
        let err = check_features("x86-64", triple, "avx2").unwrap_err();
        assert_eq!(err, "target feature 'avx2' needs a '+' to enable it or a '-' to disable it ('+avx2')");
        let err = check_features("x86-64", triple, "+avx2,-avx3").unwrap_err();
        assert_eq!(
            err,
            "unknown target feature '-avx3' for target x86_64-unknown-linux-gnu (did you mean '-avx', '-avx2'?)"
        );
        assert!(check_features("x86-64", triple, "+avx2,").unwrap_err().contains("an empty entry"));
    }
}

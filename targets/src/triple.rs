//! The targets Strata generates code for: x86_64 and aarch64 Linux, and
//! NVIDIA GPUs (`nvptx64-nvidia-cuda`, for PTX). [`check_target`] is where
//! a target triple given by a user (`--target`, cargo's `TARGET` for
//! [`crate::Build`]) is accepted or refused, for every command.

/// A CPU architecture of Linux code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arch {
    X86_64,
    Aarch64,
}

impl Arch {
    /// The GNU name, as in `aarch64-linux-gnu-gcc`.
    pub fn gnu_name(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64",
            Arch::Aarch64 => "aarch64",
        }
    }
}

/// What a supported triple generates code for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    /// Linux with the GNU C library on `Arch`.
    Linux(Arch),
    /// NVIDIA GPUs: PTX.
    Nvptx,
}

/// The triple of NVIDIA GPU code.
pub const NVPTX_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// A triple Strata does not generate code for, or not for this use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    #[error(
        "unsupported target '{0}': Strata compiles for x86_64 and aarch64 Linux (x86_64-linux-gnu, \
         x86_64-unknown-linux-gnu, aarch64-linux-gnu, aarch64-unknown-linux-gnu) and, for \
         `strata compile --emit ptx`, NVIDIA GPUs ({NVPTX_TRIPLE})"
    )]
    Unsupported(String),
    #[error(
        "target '{0}' is for GPU code, which only `strata compile --emit ptx` writes; this needs x86_64 or \
         aarch64 Linux (x86_64-linux-gnu, aarch64-linux-gnu, ...)"
    )]
    GpuOnly(String),
}

/// The platform of `triple`; `gpu` says whether GPU code may be asked
/// for. Spellings with and without a vendor are accepted
/// (`aarch64-linux-gnu`, `aarch64-unknown-linux-gnu`, `x86_64-pc-linux-gnu`),
/// with `amd64`/`arm64` for `x86_64`/`aarch64`.
pub fn check_target(triple: &str, gpu: bool) -> Result<Platform, TargetError> {
    let platform = platform(triple).ok_or_else(|| TargetError::Unsupported(triple.to_string()))?;
    if platform == Platform::Nvptx && !gpu {
        return Err(TargetError::GpuOnly(triple.to_string()));
    }
    Ok(platform)
}

/// The architecture of `triple`, which must be a Linux one.
pub fn check_linux_target(triple: &str) -> Result<Arch, TargetError> {
    match check_target(triple, false)? {
        Platform::Linux(arch) => Ok(arch),
        Platform::Nvptx => Err(TargetError::GpuOnly(triple.to_string())),
    }
}

fn platform(triple: &str) -> Option<Platform> {
    if triple == NVPTX_TRIPLE {
        return Some(Platform::Nvptx);
    }
    let parts: Vec<&str> = triple.split('-').collect();
    let arch = match parts[..] {
        [arch, "linux"] | [arch, "linux", "gnu"] | [arch, _, "linux"] | [arch, _, "linux", "gnu"] => arch,
        _ => return None,
    };
    match arch {
        "x86_64" | "amd64" => Some(Platform::Linux(Arch::X86_64)),
        "aarch64" | "arm64" => Some(Platform::Linux(Arch::Aarch64)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linux_triples_with_and_without_vendor_are_accepted() {
        for (t, arch) in [
            ("aarch64-linux-gnu", Arch::Aarch64),
            ("aarch64-unknown-linux-gnu", Arch::Aarch64),
            ("arm64-linux-gnu", Arch::Aarch64),
            ("x86_64-pc-linux-gnu", Arch::X86_64),
            ("x86_64-unknown-linux-gnu", Arch::X86_64),
            ("x86_64-linux-gnu", Arch::X86_64),
            ("x86_64-unknown-linux", Arch::X86_64),
        ] {
            assert_eq!(check_target(t, false), Ok(Platform::Linux(arch)), "{t}");
        }
    }

    #[test]
    fn other_systems_and_architectures_are_refused_with_the_supported_list() {
        for t in [
            "x86_64-pc-windows-msvc",
            "arm64-apple-macos",
            "aarch64-apple-darwin",
            "i686-linux-gnu",
            "riscv64-linux-gnu",
            "x86_64-unknown-linux-musl",
            "sparc-sun-solaris",
            "x86_64",
            "",
        ] {
            let e = check_target(t, true).unwrap_err();
            assert_eq!(e, TargetError::Unsupported(t.to_string()));
            assert!(e.to_string().contains("aarch64-unknown-linux-gnu") && e.to_string().contains(NVPTX_TRIPLE));
        }
    }

    #[test]
    fn nvptx_is_for_gpu_code_only() {
        assert_eq!(check_target(NVPTX_TRIPLE, true), Ok(Platform::Nvptx));
        assert_eq!(check_target(NVPTX_TRIPLE, false), Err(TargetError::GpuOnly(NVPTX_TRIPLE.into())));
    }
}

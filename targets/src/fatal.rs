//! LLVM's fatal errors as Strata's internal errors. Input LLVM cannot
//! compile is rejected before it reaches LLVM wherever Strata can tell
//! (verifiers, `crate::limits`, `crate::llvm_targets`); what still makes
//! LLVM give up (`report_fatal_error`, such as "Cannot select" for an
//! intrinsic the target's features do not provide) would print
//! `LLVM ERROR: ...` and abort the process. With the handler installed it
//! prints `strata: internal error: <LLVM's message>` and exits with status
//! 70 (`EX_SOFTWARE`) instead.

use std::io::Write;
use std::sync::Once;

/// The exit status after a fatal error in LLVM (`EX_SOFTWARE` of sysexits.h).
pub const FATAL_ERROR_EXIT_CODE: i32 = 70;

/// Install the handler, once per process. LLVM's handlers are global: a
/// program that embeds Strata's library and has its own calls it or not.
pub fn install_fatal_error_handler() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // SAFETY: the handler is a plain function that never returns into LLVM.
        unsafe { inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(on_fatal_error)) }
    });
}

/// LLVM calls this with its message and, if it returned, would exit or
/// abort: it reports the error and ends the process itself. Destructors
/// and `atexit` handlers do not run, since LLVM's own state may be
/// half-updated on this thread; buffered output is flushed first.
extern "C" fn on_fatal_error(reason: *const std::ffi::c_char) {
    let message = if reason.is_null() {
        "(LLVM gave no message)".into()
    } else {
        // SAFETY: LLVM passes a NUL-terminated string that lives during the call.
        unsafe { std::ffi::CStr::from_ptr(reason) }.to_string_lossy()
    };
    let message = message.trim_end();
    let _ = std::io::stdout().flush();
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "strata: internal error: {message}");
    let _ =
        writeln!(err, "strata: note: LLVM stopped with a fatal error on this input; please report it with the input");
    let _ = err.flush();
    exit_now(FATAL_ERROR_EXIT_CODE)
}

#[cfg(unix)]
fn exit_now(code: i32) -> ! {
    // SAFETY: flushing C's streams (the runtime's printf in `strata run`)
    // and ending the process are sound from any thread.
    unsafe {
        libc::fflush(std::ptr::null_mut());
        libc::_exit(code)
    }
}

#[cfg(not(unix))]
fn exit_now(code: i32) -> ! {
    std::process::exit(code)
}

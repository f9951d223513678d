//! `convert-bufferization-to-memref`: the last bufferization ops become
//! memref ops. A `bufferization.clone` is a new allocation and a copy
//! (`clone.rs`); a `bufferization.dealloc` is lowered as
//! `bufferization-lower-deallocations` lowers it.

use super::lower_deallocations::{lower_target, Clones};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct ConvertBufferizationToMemRef;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ConvertBufferizationToMemRef))
}

impl Pass for ConvertBufferizationToMemRef {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        lower_target(cx, target, Clones::Convert)
    }
}

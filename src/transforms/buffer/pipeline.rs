//! `buffer-deallocation-pipeline`: upstream's pipeline that frees every
//! buffer of a bufferized module and lowers the deallocation to memref ops:
//! `expand-realloc`, `canonicalize`, `ownership-based-buffer-deallocation`,
//! `canonicalize`, `buffer-deallocation-simplification`,
//! `bufferization-lower-deallocations`, `cse`, `canonicalize`.

use crate::pass::registry::{flag, PassOptions};
use crate::pass::{parse_pipeline, run_pipeline_on_target, Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct BufferDeallocationPipeline {
    private_function_dynamic_ownership: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(BufferDeallocationPipeline {
        private_function_dynamic_ownership: flag(opts, "private-function-dynamic-ownership"),
    }))
}

/// The pipeline's passes, as pipeline text.
fn passes(private_function_dynamic_ownership: bool) -> String {
    format!(
        "expand-realloc{{emit-deallocs=false}},canonicalize,\
         ownership-based-buffer-deallocation{{private-function-dynamic-ownership={private_function_dynamic_ownership}}},\
         canonicalize,buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize"
    )
}

impl Pass for BufferDeallocationPipeline {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let anchor = cx.ctx.str(target.name);
        let text = format!("{anchor}({})", passes(self.private_function_dynamic_ownership));
        let pm = parse_pipeline(&text).map_err(|e| Diagnostic::error(target.loc, e))?;
        run_pipeline_on_target(cx, target, &pm)
    }
}

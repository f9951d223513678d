//! Transforms of memrefs registered as upstream's memref passes:
//! `normalize-memrefs` (`normalize`, with the type and allocation rewrite
//! in `layout`). Their registry entries are in `passes.rs`.

pub mod layout;
pub mod normalize;
pub mod passes;

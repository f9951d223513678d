//! Symbols and symbol tables (upstream's SymbolOpInterface and
//! SymbolTable): an op defines a symbol when it has the `SYMBOL` trait and
//! a string `sym_name`; an op with the `SYMBOL_TABLE` trait holds symbols
//! in its regions. Dialects opt in through their traits; nothing here names
//! a dialect.

use crate::ir::{AttrKind, Attribute, Body, Context, Identifier, OpId, RegionId};
use crate::opdef::{Registry, Traits};

/// The `sym_name` of `op`, when it has one.
pub fn symbol_name(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "sym_name"))
        .filter(|&a| ctx.as_string(a).is_some())
}

/// Whether `op` declares `private` visibility.
pub fn is_private(ctx: &Context, body: &Body, op: OpId) -> bool {
    crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "sym_visibility")).and_then(|a| ctx.as_string(a))
        == Some(b"private")
}

/// Whether `op` is a symbol: it has the trait and a name.
pub fn is_symbol(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    registry.traits_named(ctx, body.op(op).name).contains(Traits::SYMBOL) && symbol_name(ctx, body, op).is_some()
}

/// Whether `op` has the symbol-table trait.
pub fn is_symbol_table(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    registry.traits_named(ctx, body.op(op).name).contains(Traits::SYMBOL_TABLE)
}

/// The op named `name` directly in the regions of a symbol table.
pub fn lookup_symbol(ctx: &Context, body: &Body, regions: &[RegionId], name: Identifier) -> Option<OpId> {
    let want = ctx.bytes(name);
    regions.iter().flat_map(|&r| body.region(r).blocks.iter()).find_map(|&b| {
        body.block_ops(b).find(|&op| symbol_name(ctx, body, op).and_then(|a| ctx.as_string(a)) == Some(want))
    })
}

/// Every symbol reference held in `attr`, depth first.
pub fn collect_symbol_refs(ctx: &Context, attr: Attribute, out: &mut Vec<(Identifier, Vec<Identifier>)>) {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } => out.push((*root, nested.clone())),
        AttrKind::Array(items) => {
            for &a in items {
                collect_symbol_refs(ctx, a, out);
            }
        }
        AttrKind::Dictionary(entries) => {
            for &(_, a) in entries {
                collect_symbol_refs(ctx, a, out);
            }
        }
        _ => {}
    }
}

/// `attr` with the root of every symbol reference renamed by `rename`
/// (`None`: kept; nested parts always kept), looking through arrays and
/// dictionaries.
pub fn rename_symbol_refs(
    ctx: &Context,
    attr: Attribute,
    rename: &dyn Fn(Identifier) -> Option<Identifier>,
) -> Attribute {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } => match rename(*root) {
            Some(to) => ctx.attr(AttrKind::SymbolRef { root: to, nested: nested.clone() }),
            None => attr,
        },
        AttrKind::Array(items) => {
            let items = items.clone();
            let new: Vec<Attribute> = items.iter().map(|&a| rename_symbol_refs(ctx, a, rename)).collect();
            if new == items {
                attr
            } else {
                ctx.attr(AttrKind::Array(new))
            }
        }
        AttrKind::Dictionary(entries) => {
            let entries = entries.clone();
            let new: Vec<(Identifier, Attribute)> =
                entries.iter().map(|&(k, a)| (k, rename_symbol_refs(ctx, a, rename))).collect();
            if new == entries {
                attr
            } else {
                ctx.dictionary(new)
            }
        }
        _ => attr,
    }
}

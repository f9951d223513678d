//! poly's bytecode version and the upgrade of IR written by older ones.
//!
//! The version is one varint (MLIR bytecode's prefix varint), recorded in
//! the dialect section of every bytecode file that uses poly.
//!
//! - Version 1 stored the coefficients of `poly.constant`'s `value`
//!   highest degree first: `[1.0, 0.0, -2.0]` was x^2 - 2.
//! - Version 2 (the current one) stores them lowest degree first, as every
//!   poly op reads them: x^2 - 2 is `[-2.0, 0.0, 1.0]`.
//!
//! A module read from a version 1 file has each `poly.constant`'s list
//! reversed after reading ([`upgrade`]); a file that records no version
//! for poly (bytecode version 0) is read as it is.

use strata::bytecode::encoding::Cursor;
use strata::ir::{Body, Context, Module, OpId};
use strata::opdef::DialectVersioning;

use super::{coefficients, coeffs_attr};

/// The current version.
pub const CURRENT: u64 = 2;

/// Version 1, as the bytes written for it (see the test below).
pub const V1_BYTES: &[u8] = &[0x03];

/// What [`super::register`] registers.
pub const VERSIONING: DialectVersioning = DialectVersioning {
    // The varint 2: prefix varints keep values below 128 in one byte,
    // value << 1 | 1.
    current: &[0x05],
    upgrade,
};

/// The version `bytes` hold.
pub fn decode(bytes: &[u8]) -> Result<u64, String> {
    let mut c = Cursor::new(bytes, 0, bytes.len(), "dialect version");
    let v = c.varint().map_err(|e| e.message)?;
    if !c.is_empty() {
        return Err("poly's version is one varint; the file has more bytes".into());
    }
    Ok(v)
}

/// Bring the poly IR of `module`, read from a file that recorded poly's
/// version `version`, up to the current version.
fn upgrade(ctx: &Context, module: &mut Module, version: &[u8]) -> Result<(), String> {
    match decode(version)? {
        1 => {
            reverse_constants(ctx, &mut module.body);
            Ok(())
        }
        CURRENT => Ok(()),
        v => Err(format!("unknown poly version {v} (this poly reads versions 1 to {CURRENT})")),
    }
}

/// Reverse the coefficient list of every `poly.constant` of `body` and of
/// the bodies of the isolated ops it holds.
fn reverse_constants(ctx: &Context, body: &mut Body) {
    let mut ops: Vec<OpId> = vec![];
    for &r in &body.roots {
        body.walk_region(r, &mut |op| ops.push(op));
    }
    let value = ctx.ident("value");
    for op in ops {
        if let Some(inner) = body.inner_mut(op) {
            reverse_constants(ctx, inner);
        }
        if ctx.str(body.op(op).name) != "poly.constant" {
            continue;
        }
        let Some(props) = body.op(op).properties else { continue };
        let Some(mut list) = ctx.dict_get_id(props, value).and_then(|a| coefficients(ctx, a)) else { continue };
        list.reverse();
        let mut entries = ctx.dict_entries(props).to_vec();
        for (name, attr) in &mut entries {
            if *name == value {
                *attr = coeffs_attr(ctx, &list);
            }
        }
        body.op_mut(op).properties = Some(ctx.dictionary(entries));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata::bytecode::encoding::Emitter;

    #[test]
    fn version_bytes_are_the_varints() {
        for (v, bytes) in [(1, V1_BYTES), (CURRENT, VERSIONING.current)] {
            let mut e = Emitter::default();
            e.varint(v);
            assert_eq!(e.out, bytes);
            assert_eq!(decode(bytes), Ok(v));
        }
        assert!(decode(&[]).is_err());
        assert!(decode(&[0x05, 0x05]).is_err());
    }
}

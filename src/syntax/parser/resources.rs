//! File metadata: `{-# dialect_resources: {...}, external_resources: {...} #-}`.
//!
//! Entries are validated as upstream's resource handlers would (builtin blobs
//! must be aligned hex strings) and kept as written so they print back unchanged.

use super::{PResult, Parser};
use crate::ir::Resource;
use crate::syntax::lexer::{Token, TokenKind};

impl<'a> Parser<'a> {
    /// file-metadata ::= `{-#` (metadata-entry (`,` metadata-entry)*)? `#-}`
    /// metadata-entry ::= (`dialect_resources` | `external_resources`) `:` resource-groups
    pub(crate) fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        if self.consume_if(TokenKind::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            let at = self.offset();
            let section = self.parse_metadata_keyword("expected identifier key in file metadata dictionary")?;
            self.expect(TokenKind::Colon, "':'")?;
            if section != "dialect_resources" && section != "external_resources" {
                return Err(self.error_at(at, format!("unknown key '{section}' in file metadata dictionary")));
            }
            self.parse_resource_groups(&section)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::FileMetadataEnd, "'#-}'")?;
        Ok(())
    }

    /// resource-groups ::= `{` (bare-id `:` `{` resource-entries `}`)* `}`
    fn parse_resource_groups(&mut self, section: &str) -> PResult<()> {
        self.expect(TokenKind::LBrace, "'{'")?;
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let at = self.offset();
            let owner = self.parse_metadata_keyword("expected identifier key for 'resource' entry")?;
            self.expect(TokenKind::Colon, "':'")?;
            self.expect(TokenKind::LBrace, "'{'")?;
            let dialect = section == "dialect_resources";
            if dialect && !self.registry.has_dialect(&owner) {
                return Err(self.error_at(at, format!("dialect '{owner}' is unknown")));
            }
            // Among Strata's dialects only builtin has resources (blobs).
            if dialect && owner != "builtin" {
                return Err(self.error_here(format!("unexpected 'resource' section for dialect '{owner}'")));
            }
            self.parse_resource_entries(section, &owner)?;
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "'}'")?;
        Ok(())
    }

    /// resource-entries ::= (bare-id `:` value (`,` bare-id `:` value)*)? `}`
    fn parse_resource_entries(&mut self, section: &str, owner: &str) -> PResult<()> {
        if self.consume_if(TokenKind::RBrace) {
            return Ok(());
        }
        loop {
            let key = self.parse_metadata_keyword("expected identifier key for 'resource' entry")?;
            self.expect(TokenKind::Colon, "':'")?;
            if self.is(TokenKind::Error) {
                return Err(self.error_here("invalid resource value"));
            }
            let v = self.bump();
            let value = self.token_text(v).to_string();
            if section == "dialect_resources" {
                self.check_blob(v, &key)?;
            } else {
                self.check_external_value(v, &key)?;
            }
            let (section, owner) = (section.to_string(), owner.to_string());
            self.resources.push(Resource { section, owner, key, value });
            if !self.consume_if(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RBrace, "'}'")?;
        Ok(())
    }

    /// A blob is a `"0x..."` hex string whose first 4 bytes (little endian)
    /// are its alignment: zero or a power of two.
    fn check_blob(&self, v: Token, key: &str) -> PResult<()> {
        let text = self.token_text(v);
        let hex = (v.kind == TokenKind::String)
            .then(|| text[1..text.len() - 1].strip_prefix("0x"))
            .flatten()
            .filter(|h| h.len() % 2 == 0 && h.bytes().all(|c| c.is_ascii_hexdigit()));
        let Some(hex) = hex else {
            return Err(self.error_at(v.start, format!("expected hex string blob for key '{key}'")));
        };
        if hex.len() < 8 {
            let msg = format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes");
            return Err(self.error_at(v.start, msg));
        }
        let byte = |i: usize| u32::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0);
        let align = byte(0) | byte(1) << 8 | byte(2) << 16 | byte(3) << 24;
        if align != 0 && !align.is_power_of_two() {
            let msg = format!(
                "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"
            );
            return Err(self.error_at(v.start, msg));
        }
        Ok(())
    }

    /// External resources are kept by kind: `true`/`false`, a blob, or a string.
    fn check_external_value(&self, v: Token, key: &str) -> PResult<()> {
        let text = self.token_text(v);
        if v.kind == TokenKind::BareIdent && (text == "true" || text == "false") {
            return Ok(());
        }
        if text.starts_with("\"0x") {
            return self.check_blob(v, key);
        }
        if v.kind != TokenKind::String {
            return Err(self.error_at(v.start, format!("expected string value for key '{key}'")));
        }
        Ok(())
    }

    /// A bare identifier (or keyword) key; strings are not accepted here.
    fn parse_metadata_keyword(&mut self, msg: &str) -> PResult<String> {
        if !self.is(TokenKind::BareIdent) {
            return Err(self.error_here(msg));
        }
        Ok(self.bump_text().to_string())
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::Context;
    use crate::opdef::Registry;
    use crate::syntax::parser::{parse_str, ParseOptions};

    fn error_of(text: &str) -> String {
        let (ctx, reg) = (Context::new(), Registry::with_all_dialects());
        match parse_str(&ctx, &reg, text, ParseOptions::default()) {
            Ok(_) => String::new(),
            Err(d) => d.message,
        }
    }

    #[test]
    fn blob_alignment_must_be_a_power_of_two() {
        let e = error_of("{-# dialect_resources: { builtin: { k: \"0x0300000001\" } } #-}");
        assert!(e.ends_with("but got non-power-of-2 value: 3"), "{e}");
        assert_eq!(error_of("{-# dialect_resources: { builtin: { k: \"0x0400000001\" } } #-}"), "");
    }

    #[test]
    fn registered_dialect_without_resources_is_rejected() {
        let e = error_of("{-# dialect_resources: { func: { k: \"0x01000000\" } } #-}");
        assert_eq!(e, "unexpected 'resource' section for dialect 'func'");
    }

    #[test]
    fn external_resource_values_are_strings_bools_or_blobs() {
        assert_eq!(error_of("{-# external_resources: { t: { a: \"s\", b: false, c: \"0x01000000\" } } #-}"), "");
        assert_eq!(error_of("{-# external_resources: { t: { a: 1 } } #-}"), "expected string value for key 'a'");
    }

    #[test]
    fn empty_metadata_dictionary_is_accepted() {
        assert_eq!(error_of("{-# #-}"), "");
    }
}

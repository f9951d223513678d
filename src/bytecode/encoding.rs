//! The primitives of the bytecode format: prefix varints, zigzag signed
//! varints, null-terminated strings, blobs and sections, read through a
//! bounds-checked [`Cursor`] and written through an [`Emitter`].
//!
//! A varint takes one to nine bytes: the number of trailing zero bits of
//! the first byte, plus one, is the number of bytes; the value is the
//! little-endian whole shifted right by that count. A first byte of zero
//! means eight full bytes follow.

use super::BytecodeError;

/// The section ids of the format, in the numbering of the file.
pub const SECTION_NAMES: [&str; 9] = [
    "string",
    "dialect",
    "attribute/type",
    "attribute/type offset",
    "IR",
    "resource",
    "resource offset",
    "dialect versions",
    "properties",
];
pub const STRING: u8 = 0;
pub const DIALECT: u8 = 1;
pub const ATTR_TYPE: u8 = 2;
pub const ATTR_TYPE_OFFSET: u8 = 3;
pub const IR: u8 = 4;
pub const RESOURCE: u8 = 5;
pub const RESOURCE_OFFSET: u8 = 6;
pub const DIALECT_VERSIONS: u8 = 7;
pub const PROPERTIES: u8 = 8;

/// The byte that fills alignment padding.
pub const PADDING: u8 = 0xCB;

/// A reader over `data[pos..end]`; offsets in errors are file offsets.
#[derive(Clone)]
pub struct Cursor<'a> {
    pub data: &'a [u8],
    pub pos: usize,
    pub end: usize,
    /// What is being read, for error messages.
    pub what: &'static str,
}

impl<'a> Cursor<'a> {
    pub fn new(data: &'a [u8], pos: usize, end: usize, what: &'static str) -> Self {
        Cursor { data, pos, end, what }
    }

    #[cold]
    pub fn error(&self, message: impl Into<String>) -> BytecodeError {
        BytecodeError { section: self.what, offset: self.pos, message: message.into() }
    }

    pub fn is_empty(&self) -> bool {
        self.pos >= self.end
    }

    pub fn remaining(&self) -> usize {
        self.end.saturating_sub(self.pos)
    }

    pub fn byte(&mut self) -> Result<u8, BytecodeError> {
        if self.pos >= self.end {
            return Err(self.error("unexpected end of data"));
        }
        self.pos += 1;
        Ok(self.data[self.pos - 1])
    }

    pub fn bytes(&mut self, n: u64) -> Result<&'a [u8], BytecodeError> {
        if n > self.remaining() as u64 {
            return Err(self.error(format!("{n} bytes expected, {} left", self.remaining())));
        }
        let start = self.pos;
        self.pos += n as usize;
        Ok(&self.data[start..self.pos])
    }

    pub fn varint(&mut self) -> Result<u64, BytecodeError> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok(u64::from(first >> 1));
        }
        if first == 0 {
            let b = self.bytes(8)?;
            return Ok(u64::from_le_bytes(b.try_into().expect("eight bytes")));
        }
        let n = first.trailing_zeros() as usize + 1;
        self.pos -= 1;
        let b = self.bytes(n as u64)?;
        let mut buf = [0u8; 8];
        buf[..n].copy_from_slice(b);
        Ok(u64::from_le_bytes(buf) >> n)
    }

    pub fn signed_varint(&mut self) -> Result<i64, BytecodeError> {
        let v = self.varint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    /// A varint whose low bit is a flag: `(value, flag)`.
    pub fn varint_flag(&mut self) -> Result<(u64, bool), BytecodeError> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A count of items each at least `min_size` bytes long: bounded by the
    /// bytes left, so that no count allocates more than the file holds.
    pub fn count(&mut self, min_size: usize) -> Result<usize, BytecodeError> {
        let at = self.pos;
        let n = self.varint()?;
        if n.saturating_mul(min_size.max(1) as u64) > self.remaining() as u64 {
            return Err(BytecodeError {
                section: self.what,
                offset: at,
                message: format!("count {n} is larger than the data left ({} bytes)", self.remaining()),
            });
        }
        Ok(n as usize)
    }

    /// An index below `len`.
    pub fn index(&mut self, len: usize, what: &str) -> Result<usize, BytecodeError> {
        let at = self.pos;
        let n = self.varint()?;
        if n >= len as u64 {
            return Err(BytecodeError {
                section: self.what,
                offset: at,
                message: format!("{what} index {n} out of range ({len} defined)"),
            });
        }
        Ok(n as usize)
    }

    pub fn cstring(&mut self) -> Result<&'a [u8], BytecodeError> {
        let rest = &self.data[self.pos..self.end];
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(&rest[..n])
            }
            None => Err(self.error("unterminated string")),
        }
    }

    /// A blob: its size, then its bytes.
    pub fn blob(&mut self) -> Result<&'a [u8], BytecodeError> {
        let n = self.varint()?;
        self.bytes(n)
    }

    /// Skip padding up to a multiple of `align` (a power of two) of the file offset.
    pub fn align_to(&mut self, align: u64) -> Result<(), BytecodeError> {
        if !align.is_power_of_two() || align > 1 << 32 {
            return Err(self.error(format!("alignment {align} is not a power of two")));
        }
        while (self.pos as u64) & (align - 1) != 0 {
            if self.byte()? != PADDING {
                self.pos -= 1;
                return Err(self.error("padding byte expected"));
            }
        }
        Ok(())
    }

    /// A section header and body: `(id, body cursor)`.
    pub fn section(&mut self) -> Result<(u8, Cursor<'a>), BytecodeError> {
        let code = self.byte()?;
        let id = code & 0x7f;
        if id as usize >= SECTION_NAMES.len() {
            self.pos -= 1;
            return Err(self.error(format!("unknown section id {id}")));
        }
        let len = self.varint()?;
        if code & 0x80 != 0 {
            let align = self.varint()?;
            self.align_to(align)?;
        }
        let body = self.bytes(len)?;
        let start = self.pos - body.len();
        Ok((id, Cursor::new(self.data, start, self.pos, SECTION_NAMES[id as usize])))
    }
}

/// A growing byte buffer with the writing primitives.
#[derive(Default)]
pub struct Emitter {
    pub out: Vec<u8>,
    /// The largest alignment something in the buffer asks for.
    pub align: u64,
}

impl Emitter {
    pub fn byte(&mut self, b: u8) {
        self.out.push(b);
    }

    pub fn varint(&mut self, v: u64) {
        if v < 1 << 7 {
            return self.out.push(((v << 1) | 1) as u8);
        }
        let bits = 64 - v.leading_zeros() as usize;
        let n = bits.div_ceil(7);
        if n > 8 {
            self.out.push(0);
            return self.out.extend_from_slice(&v.to_le_bytes());
        }
        let encoded = ((v << 1) | 1) << (n - 1);
        self.out.extend_from_slice(&encoded.to_le_bytes()[..n]);
    }

    pub fn signed_varint(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64);
    }

    pub fn varint_flag(&mut self, v: u64, flag: bool) {
        self.varint((v << 1) | u64::from(flag));
    }

    pub fn blob(&mut self, b: &[u8]) {
        self.varint(b.len() as u64);
        self.out.extend_from_slice(b);
    }

    pub fn align_to(&mut self, align: u64) {
        while (self.out.len() as u64) & (align - 1) != 0 {
            self.out.push(PADDING);
        }
        self.align = self.align.max(align);
    }

    /// Append `body` as section `id`, aligned as the body asks.
    pub fn section(&mut self, id: u8, body: Emitter) {
        let code_at = self.out.len();
        self.byte(id);
        self.varint(body.out.len() as u64);
        if body.align > 1 {
            if self.out.len() as u64 & (body.align - 1) != 0 {
                self.varint(body.align);
                self.align_to(body.align);
                self.out[code_at] |= 0x80;
            } else {
                self.align = self.align.max(body.align);
            }
        }
        self.out.extend_from_slice(&body.out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_at_every_width() {
        let values = [0u64, 1, 127, 128, 300, 1 << 20, (1 << 49) - 1, 1 << 49, 1 << 56, u64::MAX];
        for v in values {
            let mut e = Emitter::default();
            e.varint(v);
            e.signed_varint(v as i64);
            let mut c = Cursor::new(&e.out, 0, e.out.len(), "test");
            assert_eq!(c.varint().unwrap(), v);
            assert_eq!(c.signed_varint().unwrap(), v as i64);
            assert!(c.is_empty());
        }
    }

    #[test]
    fn varint_of_128_is_two_bytes_as_upstream_writes_it() {
        let mut e = Emitter::default();
        e.varint(128);
        assert_eq!(e.out, [0x02, 0x02]);
    }

    #[test]
    fn truncated_varint_and_huge_count_are_errors() {
        let mut c = Cursor::new(&[0x02], 0, 1, "test");
        assert!(c.varint().is_err());
        let mut c = Cursor::new(&[0xff, 0], 0, 2, "test");
        assert!(c.count(1).unwrap_err().message.contains("larger than the data left"));
    }
}

//! The random numbers of generated programs: a xorshift64* generator, or
//! the bytes of a fuzzer's input followed by one.

/// A xorshift64* generator: small, fast and the same everywhere. Made
/// with [`Rng::from_bytes`], it hands out the given bytes first (a choice
/// among at most 256 takes one byte), so that a fuzzer's mutation of a
/// byte changes one choice of the program.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
    bytes: Vec<u8>,
    pos: usize,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // Mix the seed so that nearby seeds give unrelated streams; never 0.
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng { state: (z ^ (z >> 31)) | 1, bytes: Vec::new(), pos: 0 }
    }

    /// Choices from `data`, then from a generator seeded by its hash (FNV-1a).
    pub fn from_bytes(data: &[u8]) -> Rng {
        let hash = data.iter().fold(0xCBF2_9CE4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3));
        Rng { bytes: data.to_vec(), ..Rng::new(hash) }
    }

    /// The next `n` given bytes as a little-endian number, if there are.
    fn take(&mut self, n: usize) -> Option<u64> {
        let bytes = self.bytes.get(self.pos..self.pos + n)?;
        self.pos += n;
        Some(bytes.iter().rev().fold(0, |v, &b| (v << 8) | u64::from(b)))
    }

    pub fn next_u64(&mut self) -> u64 {
        if let Some(v) = self.take(8) {
            return v;
        }
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        self.state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 256 {
            if let Some(b) = self.take(1) {
                return b as usize % n;
            }
        }
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_the_first_choices_then_a_generator_takes_over() {
        let data = [3, 250, 1, 2, 3, 4, 5, 6, 7, 8];
        let draw = |r: &mut Rng| (r.below(10), r.below(100), r.next_u64(), r.next_u64(), r.next_u64());
        let (a, b, c, d, e) = draw(&mut Rng::from_bytes(&data));
        assert_eq!((a, b, c), (3, 50, 0x0807_0605_0403_0201));
        assert_ne!(d, e);
        assert_eq!(draw(&mut Rng::from_bytes(&data)), (a, b, c, d, e));
    }
}

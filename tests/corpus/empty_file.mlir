// A file with only comments and alias definitions: parses to an empty implicit module.
// Comments may contain anything: "unterminated, %values, ^blocks, {-# #-}, loc(...

!unused_type = tensor<4xf32>   // trailing comment after an alias
#unused_attr = [1, 2, 3]

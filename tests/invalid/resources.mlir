// File-metadata `{-# ... #-}` errors: unknown dialects and sections, malformed blobs, and
// malformed dense_resource handles.

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'foo' is unknown}}
    foo: {
      k: "0x0100000001"
    }
  }
#-}

// -----

{-#
  // expected-error @+1 {{unknown key 'bogus_section' in file metadata dictionary}}
  bogus_section: {
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'k'}}
      k: "not hex"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'k'}}
      k: true
    }
  }
#-}

// -----

"tst.op"() {a = dense_resource<k> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
      k: "0x01"
    }
  }
#-}

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
"tst.op"() {a = dense_resource<"quoted"> : tensor<2xi32>} : () -> ()

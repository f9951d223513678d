// File-level metadata `{-# ... #-}`: builtin dialect_resources blobs (alignment prefix + data)
// referenced by dense_resource, including an empty blob, dotted keys, unused blobs (dropped on
// print), and external_resources with string/bool/hex values for an unknown tool.

"tst.r"() {
  a = dense_resource<blob1> : tensor<3xi8>,
  b = dense_resource<empty_blob> : tensor<0xi32>,
  c = dense_resource<blob.with.dots> : tensor<1xf64>,
  d = dense_resource<blob_2d> : tensor<2x2xi16>,
  e = dense_resource<blob1> : vector<3xi8>
} : () -> ()

func.func @resource_in_func() {
  "tst.use"() {r = dense_resource<blob_2d> : tensor<4xi16>} : () -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x01000000010203",
      empty_blob: "0x04000000",
      blob.with.dots: "0x08000000000000000000F03F",
      blob_2d: "0x020000000100020003000400",
      never_used: "0x0100000000"
    }
  },
  external_resources: {
    foo_tool: {
      key1: "string value",
      key2: true,
      key3: "0x10000000ABCD"
    }
  }
#-}

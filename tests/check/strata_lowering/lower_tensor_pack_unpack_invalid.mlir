// PIPELINE: --lower-tensor-pack-unpack
// VERIFY-DIAGNOSTICS
// A pack with a dynamic tile size: its expanded source would have two
// dynamic sizes in one group (outer and tile), which the memref lowering
// does not take yet (upstream's lowerPack refuses it too); it is reported
// at the pack.

func.func @dynamic_tile(%a: tensor<10xf32>, %d: tensor<?x?xf32>, %t: index, %pv: f32) -> tensor<?x?xf32> {
  // expected-error @+1 {{tensor.pack with dynamic inner tile sizes is not supported}}
  %p = tensor.pack %a padding_value(%pv : f32) inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<10xf32> -> tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

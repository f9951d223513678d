// PIPELINE: --canonicalize --split-input-file
// vector.mask: one around no op passes its yielded values through (or
// goes); one whose mask is all set gives way to its op.

// CHECK-LABEL: func.func @empty
// CHECK-NEXT: return %arg0
func.func @empty(%v: vector<8xf32>, %mask: vector<8xi1>) -> vector<8xf32> {
  %0 = vector.mask %mask { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %mask { vector.yield } : vector<8xi1>
  return %0 : vector<8xf32>
}

// -----

// CHECK-LABEL: func.func @all_true
// CHECK-NEXT: %[[R:.*]] = vector.reduction <add>, %arg0 : vector<8xf32> into f32
// CHECK-NEXT: %[[S:.*]] = vector.reduction <mul>, %arg0 : vector<8xf32> into f32
func.func @all_true(%v: vector<8xf32>) -> (f32, f32) {
  %all = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %all { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %ones = arith.constant dense<true> : vector<8xi1>
  %1 = vector.mask %ones { vector.reduction <mul>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0, %1 : f32, f32
}

// -----

// Not all set: the mask stays.
// CHECK-LABEL: func.func @partial
// CHECK: vector.mask
func.func @partial(%v: vector<8xf32>) -> f32 {
  %some = vector.constant_mask [5] : vector<8xi1>
  %0 = vector.mask %some { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}

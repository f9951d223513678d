#r = #llvm.tbaa_root<id = "r">
#t = #llvm.tbaa_type_desc<id = "t", members = {<#r, 0>}>
llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{struct is missing required parameter: offset}}
  %0 = llvm.load %p {tbaa = [#llvm.tbaa_tag<base_type = #t, access_type = #t>]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#r = #llvm.tbaa_root<id = "r">
llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
  %0 = llvm.load %p {tbaa = [#llvm.tbaa_tag<base_type = #r, access_type = #r, offset = 0>]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#r = #llvm.tbaa_root<id = "r">
#t = #llvm.tbaa_type_desc<id = "t", members = {<#r, 0>}>
#tag = #llvm.tbaa_tag<base_type = #t, access_type = #t, offset = 0>
llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+3 {{invalid kind of attribute specified}}
  // expected-error@+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
  // expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
  %0 = llvm.load %p {x = #llvm.tbaa_type_desc<id = "u", members = {<#tag, 0>}>} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{expected '<'}}
  // expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
  %0 = llvm.load %p {x = #llvm.tbaa_type_desc<id = "t", members = {}>} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{expected ','}}
  %0 = llvm.load %p {x = #llvm.tbaa_type_desc<id = "t">} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LLVM_TBAARootAttr parameter 'id' which is to be a `StringAttr`}}
  %0 = llvm.load %p {x = #llvm.tbaa_root<id = 3>} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LLVM_AliasScopeDomainAttr parameter 'id' which is to be a `DistinctAttr`}}
  %0 = llvm.load %p {x = #llvm.alias_scope_domain<id = "x">} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{struct is missing required parameter: domain}}
  %0 = llvm.load %p {x = #llvm.alias_scope<id = distinct[0]<>>} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{invalid kind of attribute specified}}
  // expected-error@+1 {{failed to parse LLVM_AliasScopeAttr parameter 'description' which is to be a `StringAttr`}}
  %0 = llvm.load %p {x = #llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = 3>} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [#llvm.tbaa_root<id = "r">]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.store' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %p, %p {alias_scopes = [#llvm.alias_scope_domain<id = distinct[0]<>>]} : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {noalias_scopes = [1]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error@+1 {{invalid kind of attribute specified}}
  llvm.intr.experimental.noalias.scope.decl #llvm.access_group<id = distinct[0]<>>
  llvm.return
}

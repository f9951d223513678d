// TBAA roots, type descriptors, tags; alias scopes and their domains on
// memory accesses, and the noalias scope declaration.

#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#anonymous = #llvm.tbaa_root
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>, <#llvm.tbaa_root<>, 4>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>, <#anonymous, 8>}>
#tag = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4>
#ctag = #llvm.tbaa_tag<offset = 0, constant = true, access_type = #char, base_type = #char>
#ftag = #llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0, constant = false>
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "the domain">
#s1 = #llvm.alias_scope<id = distinct[1]<>, domain = #dom, description = "first">
#s2 = #llvm.alias_scope<description = "second", domain = <id = distinct[2]<>>, id = distinct[3]<>>

llvm.func @accesses(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) {
  llvm.intr.experimental.noalias.scope.decl #s1
  %0 = llvm.load %p {tbaa = [#tag], alias_scopes = [#s1], noalias_scopes = [#s2]} : !llvm.ptr -> i32
  llvm.store %0, %q {tbaa = [#ctag], alias_scopes = [#s2, #s1], noalias_scopes = [#s1]} : i32, !llvm.ptr
  %1 = llvm.load %q {tbaa = [#ftag, #tag]} : !llvm.ptr -> i8
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false, alias_scopes = [#s1], noalias_scopes = [#s2], tbaa = [#ctag]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = distinct[4]<>, domain = #dom> {note}
  llvm.return
}

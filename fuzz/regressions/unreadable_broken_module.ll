; ModuleID = '../data/basic/leak_overwrite_safe.c'
source_filename = "../data/basic/leak_overwrite_safe.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !9 {
entry:
  %retval = alloca i32, align 4
  %p = alloca i32*, align 8
  store i32 0, i32* %retval, align 4
  %0 = bitcast i32** %p to i8*, !dbg !16
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %0) #4, !dbg !16
  call void @llvm.dbg.declare(metadata i32** %p, metadata !14, metadata !DIExpression()), !dbg !17
  %call = call noalias i8* @malloc(i64 noundef 4) #4, !dbg !18
  %1 = bitcast i8* %call to i32*, !dbg !18
  store i32* %1, i32** %p, align 8, !dbg !17, !tbaa !19
  %2 = load i32*, i32** %p, align 8, !dbg !23, !tbaa !19
  store i32 1, i32* %2, align 4, !dbg !24, !tbaa !25
  %3 = load i32*, i32** %p, align 8, !dbg !27, !tbaa !19
  %4 = bitcast i32* %3 to i8*, !dbg !27
  call void @free(i8* noundef %4) #4, !dbg !28
  %call1 = call noalias i8* @malloc(i64 noundef 4) #4, !dbg !29
  %5 = bitcast i8* %call1 to i32*, !dbg !29
  store i32* %5, i32** %p, align 8, !dbg !30, !tbaa !19
  %6 = load i32*, i32** %p, align 8, !dbg !31, !tbaa !19
  store i32 2, i32* %6, align 4, !dbg !32, !tbaa !25
  %7 = load i32*, i32** %p, align 8, !dbg !33, !tbaa !19
  %8 = bitcast i32* %7 to i8*, !dbg !33
  call void @free(i8* noundef %8) #4, !dbg !34
  %9 = bitcast i32** %p to i8*, !dbg !35
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %9) #4, !dbg !35
  ret i32 0, !dbg !36
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="no.e" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../data/basic/leak_overwrite_safe.c", directory: "/work/main/fuzz", checksumkind: CSK_MD5, checksum: "dae272c804f5afbebb3e7250bd7b5b5d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DILocalVariable(name: "p", scope: !9, file: !1, line: 6, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!16 = !DILocation(line: 6, column: 5, scope: !9)
!17 = !DILocation(line: 6, column: 10, scope: !9)
!18 = !DILocation(line: 6, column: 14, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 7, column: 6, scope: !9)
!24 = !DILocation(line: 7, column: 8, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !21, i64 0}
!27 = !DILocation(line: 8, column: 10, scope: !9)
!28 = !DILocation(line: 8, column: 5, scope: !9)
!29 = !DILocation(line: 9, column: 9, scope: !9)
!30 = !DILocation(line: 9, column: 7, scope: !9)
!31 = !DILocation(line: 10, column: 6, scope: !9)
!32 = !DILocation(line: 10, column: 8, scope: !9)
!33 = !DILocation(line: 11, column: 10, scope: !9)
!34 = !DILocation(line: 11, column: 5, scope: !9)
!35 = !DILocation(line: 13, column: 1, scope: !9)
!36 = !DILocation(line: 12, column: 5, scope: !9)

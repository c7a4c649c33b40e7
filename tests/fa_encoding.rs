//! The FA heap encoding of low-level lists (Forester, section 3, "Heap
//! representation"): pointers into the middle of cells (selectors with a
//! displacement), stack objects and globals whose address is stored in the
//! heap, and memcpy of whole cells; real verdicts of `canopy::check_file`
//! with `DomainKind::Fa` on the programs of `data/lists/`.

use canopy::{check_file, DomainKind, Options, Report, Verdict};
use std::path::Path;
use std::time::{Duration, Instant};

/// Analyses a C file with the FA domain under a time budget of `secs`.
fn fa_within(path: &Path, secs: u64) -> Report {
    let opts = Options {
        domain: DomainKind::Fa,
        timeout: Some(Duration::from_secs(secs)),
        ..Options::default()
    };
    check_file(path, &opts).expect("the program compiles")
}

/// Analyses a program of `data/lists/` with the FA domain.
fn list(name: &str) -> Report {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/lists")
        .join(name);
    fa_within(&path, 20)
}

/// Analyses an inline program with the FA domain.
fn inline(src: &str) -> Report {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("prog.c");
    std::fs::write(&path, src).expect("write the program");
    fa_within(&path, 20)
}

/// The verdict is `false` for `sub`, with a confirmed diagnostic at `line`.
fn assert_found(r: &Report, sub: &str, line: u32) {
    assert_eq!(r.verdict, Verdict::False, "{r:?}");
    assert_eq!(r.violated, Some(sub), "{r:?}");
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.confirmed && d.property == sub && d.line == line),
        "{r:?}"
    );
}

#[test]
fn linux_lists_and_pointers_into_nodes_are_proved() {
    for name in [
        "linux_list_offset_safe.c",
        "linux_stack_head_safe.c",
        "hlist_safe.c",
        "linux_sll_append_safe.c",
        "dll_subdata_into_safe.c",
    ] {
        let start = Instant::now();
        let r = list(name);
        assert_eq!(r.verdict, Verdict::True, "{name}: {r:?}");
        assert!(start.elapsed() < Duration::from_secs(5), "{name} is slow");
    }
}

#[test]
fn errors_on_linux_lists_are_confirmed() {
    assert_found(&list("linux_list_offset_bug.c"), "valid-deref", 53);
    assert_found(&list("linux_stack_head_bug.c"), "valid-deref", 41);
    assert_found(&list("hlist_bug.c"), "valid-deref", 38);
    assert_found(&list("linux_sll_append_bug.c"), "valid-free", 48);
    assert_found(&list("dll_subdata_into_bug.c"), "valid-deref", 51);
}

#[test]
fn memcpy_of_whole_nodes_copies_their_fields() {
    assert_eq!(list("memcpy_nodes_safe.c").verdict, Verdict::True);
    assert_found(&list("memcpy_nodes_bug.c"), "valid-deref", 23);
}

#[test]
fn a_leak_in_an_sll_of_linux_cdlls_is_never_proved_safe() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/lists/sll_of_two_linux_dlls_bug.c");
    assert_ne!(fa_within(&path, 5).verdict, Verdict::True);
}

#[test]
fn a_stack_object_in_the_heap_cannot_be_freed() {
    let r = inline(
        r#"
#include <stdlib.h>
struct node { struct node *next; };
int main(void) {
  struct node head = { NULL };
  struct node *n = malloc(sizeof(*n));
  n->next = &head;
  free(n->next);
  free(n);
  return 0;
}
"#,
    );
    assert_found(&r, "valid-free", 8);
}

#[test]
fn a_stack_object_in_the_heap_dangles_after_its_function_returns() {
    let r = inline(
        r#"
#include <stdlib.h>
struct node { struct node *next; int data; };
static void link(struct node *n) {
  struct node local = { NULL, 1 };
  n->next = &local;
}
int main(void) {
  struct node *n = malloc(sizeof(*n));
  link(n);
  int d = n->next->data;
  free(n);
  return d;
}
"#,
    );
    assert_found(&r, "valid-deref", 11);
}

#[test]
fn a_cell_only_a_stack_object_kept_leaks_when_it_goes_out_of_scope() {
    let r = inline(
        r#"
#include <stdlib.h>
struct node { struct node *next; };
static struct node *leave(void) {
  struct node local = { NULL };
  struct node *n = malloc(sizeof(*n));
  n->next = &local;
  local.next = malloc(sizeof(*n));
  return n;
}
int main(void) {
  struct node *n = leave();
  free(n);
  return 0;
}
"#,
    );
    assert_found(&r, "valid-memtrack", 9);
}

#[test]
fn memcpy_of_part_of_a_cell_is_unknown() {
    let r = inline(
        r#"
#include <stdlib.h>
#include <string.h>
struct node { struct node *next; long data; };
int main(void) {
  struct node tmp = { NULL, 3 };
  struct node *n = malloc(sizeof(*n));
  memcpy(n, &tmp, sizeof(long));
  free(n);
  return 0;
}
"#,
    );
    assert_eq!(r.verdict, Verdict::Unknown, "{r:?}");
}

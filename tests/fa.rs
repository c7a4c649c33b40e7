//! The FA domain on the programs of `data/fa/` and on small inline programs:
//! real verdicts of `canopy::check_file` with `DomainKind::Fa`.

use canopy::{check_file, DomainKind, Options, Property, Report, Verdict};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Analyses a file with the FA domain under a time budget.
fn fa(path: &Path) -> Report {
    let opts = Options {
        domain: DomainKind::Fa,
        timeout: Some(Duration::from_secs(60)),
        ..Options::default()
    };
    check_file(path, &opts).expect("the program compiles")
}

/// A corpus program of `data/fa/`.
fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/fa")
        .join(name)
}

/// Writes an inline program to a temporary file and analyses it.
fn inline(src: &str) -> Report {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("prog.c");
    std::fs::write(&path, src).expect("write the program");
    fa(&path)
}

/// The verdict must be `false` with a confirmed diagnostic of `sub`.
fn assert_confirmed(r: &Report, sub: &str) {
    assert_eq!(r.verdict, Verdict::False, "{r:?}");
    assert_eq!(r.violated, Some(sub), "{r:?}");
    assert!(r
        .diagnostics
        .iter()
        .any(|d| d.confirmed && d.property == sub));
}

const SLL: &str = r#"
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int data; };
int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof(struct node));
    n->next = head;
    n->data = __VERIFIER_nondet_int();
    head = n;
  }
  while (head) {
    struct node *t = head->next;
    FREE;
    head = t;
  }
  return 0;
}
"#;

#[test]
fn unbounded_list_is_proved_safe() {
    let r = inline(&SLL.replace("FREE", "free(head)"));
    assert_eq!(r.verdict, Verdict::True, "{r:?}");
}

#[test]
fn list_leak_is_found() {
    let r = inline(&SLL.replace("FREE", "if (t) free(head)"));
    assert_ne!(r.verdict, Verdict::True, "{r:?}");
    let leak = SLL.replace("FREE", "free(head)");
    let r = inline(&leak.replace("while (head) {", "head = NULL; while (head) {"));
    assert_confirmed(&r, "valid-memtrack");
}

#[test]
fn double_free_is_found() {
    let r = inline(&SLL.replace("FREE", "free(head); free(head)"));
    assert_confirmed(&r, "valid-free");
}

#[test]
fn stack_objects_and_globals() {
    let r = inline(
        r#"
#include <stdlib.h>
struct pair { int *a; int *b; };
struct pair g;
int main(void) {
  struct pair p;
  p.a = malloc(sizeof(int));
  p.b = p.a;
  g.a = p.b;
  *g.a = 3;
  free(p.b);
  g.a = NULL;
  return 0;
}
"#,
    );
    assert_eq!(r.verdict, Verdict::True, "{r:?}");
}

#[test]
fn unsupported_calls_give_unknown() {
    let r = inline("extern void *mystery(void);\nint main(void) { mystery(); return 0; }\n");
    assert_eq!(r.verdict, Verdict::Unknown, "{r:?}");
}

#[test]
fn tree_stack_destroy_uaf_is_found() {
    assert_confirmed(&fa(&corpus("tree_stack_destroy_uaf_bug.c")), "valid-deref");
}

#[test]
fn tree_null_deref_is_found() {
    assert_confirmed(&fa(&corpus("tree_null_deref_bug.c")), "valid-deref");
}

#[test]
fn sll_of_trees_leak_is_found() {
    assert_confirmed(&fa(&corpus("sll_of_trees_leak_bug.c")), "valid-memtrack");
}

#[test]
fn unsafe_programs_are_never_proved() {
    for name in [
        "tree_stack_destroy_uaf_bug.c",
        "tree_null_deref_bug.c",
        "sll_of_trees_leak_bug.c",
        "skiplist2_leak_bug.c",
        "skiplist3_leak_bug.c",
        "tree_of_csll_leak_bug.c",
        "dll_of_cdll_uaf_bug.c",
        "tree_parent_uaf_bug.c",
    ] {
        assert_ne!(fa(&corpus(name)).verdict, Verdict::True, "{name}");
    }
}

#[test]
fn safe_tree_programs_are_proved() {
    for name in [
        "tree_create_destroy_safe.c",
        "tree_stack_destroy_safe.c",
        "sll_of_trees_safe.c",
        "tree_of_csll_safe.c",
        "tree_parent_safe.c",
    ] {
        let r = fa(&corpus(name));
        assert_eq!(r.verdict, Verdict::True, "{name}: {r:?}");
    }
}

/// Components whose roots are cells of different structs are not united:
/// a cursor into a list item or into a tree node would read one as the
/// other (an item's 16 bytes read as a tree node with its key at 16), and
/// only a refinement (after 28,000 states) kept them apart.
#[test]
fn components_of_different_structs_are_not_united() {
    let r = fa(&corpus("list_of_keyed_trees_safe.c"));
    assert_eq!(r.verdict, Verdict::True, "{r:?}");
    assert!(r.stats.states < 5_000, "{} states", r.stats.states);
}

#[test]
fn nested_lists_and_skip_lists_are_proved() {
    for name in ["skiplist2_safe.c", "skiplist3_safe.c", "dll_of_cdll_safe.c"] {
        let r = fa(&corpus(name));
        assert_eq!(r.verdict, Verdict::True, "{name}: {r:?}");
    }
}

#[test]
fn list_programs_of_forester_table_1_are_proved() {
    for name in ["sll_head_pointers_safe.c", "cyclic_dll_safe.c"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("data/lists")
            .join(name);
        let r = fa(&path);
        assert_eq!(r.verdict, Verdict::True, "{name}: {r:?}");
    }
}

/// Integers telling the shape of a node (a tag, a length) survive the join of
/// lists whose nodes differ in them; a counter in a head node does not (above).
#[test]
fn shape_telling_integers_survive_joins() {
    for name in ["tagged_union_nodes_safe.c", "flexible_array_node_safe.c"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("data/suites")
            .join(name);
        let r = fa(&path);
        assert_eq!(r.verdict, Verdict::True, "{name}: {r:?}");
    }
}

/// A value stored in every heap joined (the one searched for) stays known,
/// though nodes of other values come and go.
#[test]
fn a_searched_value_survives_joins() {
    let r = fa_unreach("search_value_safe.c");
    assert_eq!(r.verdict, Verdict::True, "{r:?}");
}

/// A program of `data/suites/` analysed by FA for unreach-call.
fn fa_unreach(name: &str) -> Report {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/suites")
        .join(name);
    let opts = Options {
        domain: DomainKind::Fa,
        property: Property::UnreachCall,
        timeout: Some(Duration::from_secs(60)),
        ..Options::default()
    };
    check_file(&path, &opts).expect("the program compiles")
}

/// Invariants between the data of neighbours (a red node is followed by a
/// black one; colours alternate) are lost by the abstraction of height 1 and
/// kept by the refined pass of height 2; their bugs are still found.
#[test]
fn neighbour_data_invariants_need_the_refined_abstraction() {
    for name in ["r3_dll_rb_cnstr", "alternating_list", "white_then_blue"] {
        let r = fa_unreach(&format!("{name}_safe.c"));
        assert_eq!(r.verdict, Verdict::True, "{name}: {r:?}");
        let r = fa_unreach(&format!("{name}_bug.c"));
        assert_eq!(r.verdict, Verdict::False, "{name}: {r:?}");
    }
}

/// A search through a tree leaving the parent in `y`, then a loop in which `y` and `left` are dead.
const DEAD_PARENT: &str = r#"
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *left; struct node *right; };
struct node *root;
int main(void) {
  while (__VERIFIER_nondet_int()) {
    struct node *z = malloc(sizeof(struct node));
    z->left = NULL;
    z->right = NULL;
    struct node *y = NULL;
    struct node *x = root;
    int left = 0;
    while (x) {
      y = x;
      left = __VERIFIER_nondet_int();
      x = left ? x->left : x->right;
    }
    if (!y)
      root = z;
    else if (left)
      y->left = z;
    else
      y->right = z;
    CLEAR
    while (__VERIFIER_nondet_int()) {
    }
  }
  return 0;
}
"#;

/// The states kept at the loop head on `line`.
fn states_at(r: &Report, line: u32) -> u64 {
    let head = r.stats.loop_heads.iter().find(|h| h.line == line);
    head.expect("the loop head").states
}

/// Dead locals are forgotten (slot liveness): the last loop keeps the states
/// it keeps when the program clears them itself. `y` pointing to the root
/// of the tree stays, since only it reaches the root forwards; so does the
/// program's clearing.
#[test]
fn dead_locals_are_forgotten() {
    let dead = inline(&DEAD_PARENT.replace("CLEAR", ""));
    let cleared = inline(&DEAD_PARENT.replace("CLEAR", "if (y != root) y = NULL; left = 0;"));
    assert_eq!(dead.verdict, Verdict::True, "{dead:?}");
    assert_eq!(cleared.verdict, Verdict::True, "{cleared:?}");
    assert_eq!(states_at(&dead, 26), states_at(&cleared, 26));
}

/// A dead local holding the last pointer to a cell is not forgotten: the
/// leak is reported where the pointer is overwritten.
#[test]
fn a_dead_local_keeps_the_last_pointer() {
    let r = inline(
        r#"
#include <stdlib.h>
struct node { struct node *next; };
int main(void) {
  struct node *p = malloc(sizeof(struct node));
  p->next = NULL;
  p = NULL;
  return 0;
}
"#,
    );
    assert_confirmed(&r, "valid-memtrack");
    assert!(r.diagnostics.iter().any(|d| d.line == 7), "{r:?}");
}

/// Analyses an inline program with `--plot` and returns the FA domain's
/// plots named `name` in order.
fn fa_plots(name: &str, src: &str) -> Vec<String> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("prog.c");
    std::fs::write(&path, src).expect("write the program");
    let plots = dir.path().join("plots");
    let opts = Options {
        domain: DomainKind::Fa,
        plot_dir: Some(plots.clone()),
        ..Options::default()
    };
    let r = check_file(&path, &opts).expect("the program compiles");
    assert_eq!(r.verdict, Verdict::True, "{r:?}");
    // Plots are numbered across passes: an SMG probe may have written some
    // first (`NAME-0001.dot`); FA's are `fa-NAME-0002.dot`.
    let prefix = format!("fa-{name}-");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&plots)
        .expect("the plot directory")
        .map(|e| e.expect("an entry").path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
        })
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| std::fs::read_to_string(f).expect("a plot"))
        .collect()
}

#[test]
fn verifier_plot_writes_the_components() {
    let plots = fa_plots(
        "one",
        r#"
#include <stdlib.h>
extern void __VERIFIER_plot(const char *);
struct node { struct node *next; };
int main(void) {
  struct node *a = malloc(sizeof *a);
  a->next = NULL;
  __VERIFIER_plot("one");
  free(a);
  return 0;
}
"#,
    );
    let dot = plots.first().expect("a plot of the FA domain");
    assert!(
        dot.contains("cluster_1") && dot.contains("#1 (output 1)"),
        "{dot}"
    );
}

#[test]
fn verifier_plot_decodes_labels_and_names_variables() {
    let plots = fa_plots(
        "built",
        r#"
#include <stdlib.h>
extern void __VERIFIER_plot(const char *);
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; struct node *prev; int data; };
struct node *head;
int main(void) {
  struct node *t = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = calloc(1, sizeof *n);
    n->next = t;
    n->data = 7;
    if (t)
      t->prev = n;
    t = n;
  }
  head = t;
  struct node **link = t ? &t->prev : NULL;
  __VERIFIER_plot("built");
  while (head) {
    t = head->next;
    free(head);
    head = t;
  }
  return 0;
}
"#,
    );
    assert!(!plots.is_empty());
    // The state where the list has two cells or more: their `prev` links folded into a box.
    let dot = plots
        .iter()
        .find(|d| d.contains("cluster_box0"))
        .unwrap_or_else(|| panic!("a list of two cells: {plots:?}"));
    // Fields by byte offset, the block's size and zeroing (a cell of a known
    // struct has no allocation line), data leaves.
    for text in [
        "{+0,+16|24 B zeroed}",
        "{+16,box0|24 B zeroed}",
        "label=\"{+8}\"",
        "label=\"7\"",
        "label=\"null\"",
    ] {
        assert!(dot.contains(text), "no {text} in {dot}");
    }
    // The variables pointing to the first cell, `link` into it.
    assert!(dot.contains("{head=main:t=main:link→+8}"), "{dot}");
    assert!(dot.contains("#1: head main:t main:link→+8\\l"), "{dot}");
    // No raw encoding: every number in a label is small.
    for label in dot.split("label=\"").skip(1) {
        let label = &label[..label.find('"').expect("a closed label")];
        let numbers = label
            .split(|c: char| !c.is_ascii_digit())
            .filter(|n| !n.is_empty());
        for n in numbers {
            assert!(
                n.parse::<u64>().expect("a number") < 1024,
                "{label} in {dot}"
            );
        }
    }
}

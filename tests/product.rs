//! The product domain: SMG alone settles list programs; where the SMG list
//! abstraction does not converge it switches to FA and says why.

use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// Runs `canopy check --format json` with extra arguments; returns the report.
fn check(file: &str, extra: &[&str]) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let out = Command::new(env!("CARGO_BIN_EXE_canopy"))
        .args(["check", "--format", "json"])
        .args(extra)
        .arg(&path)
        .output()
        .expect("canopy runs");
    serde_json::from_slice(&out.stdout).expect("one JSON report")
}

/// Checks `file` with `extra` and asserts that FA proved it after a switch
/// whose reason names `why`; returns the report.
fn proved_by_fa_because(file: &str, extra: &[&str], why: &str) -> Value {
    let r = check(file, extra);
    assert_eq!(r["verdict"], "true", "{file}");
    assert_eq!(r["stats"]["decided_by"], "fa", "{file}");
    let reason = r["stats"]["switch_reason"].as_str().expect("a reason");
    assert!(reason.contains(why), "{file}: {reason}");
    r
}

#[test]
fn list_programs_are_settled_by_smg_without_a_switch() {
    for (file, verdict) in [
        ("data/lists/sll_reverse_safe.c", "true"),
        ("data/lists/dll_create_destroy_safe.c", "true"),
        ("data/lists/destructor_leak_bug.c", "false"),
    ] {
        let r = check(file, &[]);
        assert_eq!(r["domain"], "product", "{file}");
        assert_eq!(r["verdict"], verdict, "{file}");
        assert_eq!(r["stats"]["decided_by"], "smg", "{file}");
        assert_eq!(r["stats"]["domain_switches"], 0, "{file}");
        assert_eq!(r["stats"]["switch_reason"], Value::Null, "{file}");
    }
}

#[test]
fn lists_whose_data_the_abstraction_forgets_are_settled_before_fa() {
    // Lengths counted against a bound of 32: the list abstraction converges
    // with a spurious reach_error(), the exact pass after it proves the
    // program, FA (whose abstraction forgets the count too) having had
    // only its first slice.
    for file in [
        "data/suites/sll_length_count_safe.c",
        "data/suites/r3_sll_insert_middle_safe.c",
    ] {
        let r = check(file, &["--property", "unreach-call"]);
        assert_eq!(r["verdict"], "true", "{file}");
        assert_eq!(r["stats"]["decided_by"], "smg", "{file}");
    }
    // A leak of seven nodes at a failed assertion, deeper than the exact
    // pass gets in its time: short random runs before it find the bug.
    let file = "data/lists/assert_cleanup_bug.c";
    let r = check(file, &["--property", "memcleanup"]);
    assert_eq!(r["verdict"], "false");
    assert_eq!(r["stats"]["decided_by"], "smg");
}

#[test]
fn a_bounded_program_the_list_abstraction_keeps_apart_is_settled_by_exact_exploration() {
    // Arrays of up to 24 cells filled in loops: the abstract pass keeps
    // every length apart and does not converge within its first part; the
    // exact exploration after it proves the program, before FA is tried.
    let r = check("data/basic/arrays_filled_safe.c", &[]);
    assert_eq!(r["verdict"], "true");
    assert_eq!(r["stats"]["decided_by"], "smg");
    assert_eq!(r["stats"]["domain_switches"], 0);
    let r = check("data/basic/arrays_filled_bug.c", &[]);
    assert_eq!(r["verdict"], "false");
    assert_eq!(r["violated"], "valid-deref");
    assert_eq!(r["diagnostics"][0]["line"], 18, "the read past the source");
}

#[test]
fn a_dummy_head_smg_merges_into_its_nodes_is_proved_by_fas_first_slice() {
    // The head's payload pointer is null, the nodes' point to payloads:
    // SMG's segment starts at the head with a 0/1 payload, so freeing the
    // head may leak one; FA proves the list right after the bounded pass.
    // Before FA's slice, SMG's searches and its settling exact pass stored
    // over 8,000 states.
    let r = check("data/lists/dummy_head_payloads_safe.c", &[]);
    assert_eq!(r["verdict"], "true");
    assert_eq!(r["stats"]["decided_by"], "fa");
    let states = r["stats"]["states"].as_u64().expect("a count of states");
    assert!(states < 2_000, "{states} states");
}

/// A safe program destroying a doubly-linked list recursively: each call's
/// node is named by the next node's back pointer and freed after the call,
/// so the SMG local heap of a deeper call keeps one more cutpoint each time.
const RECURSIVE_DLL: &str = r#"
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next, *prev; };
static void destroy(struct node *n) {
    if (!n) return;
    destroy(n->next);
    free(n);
}
int main(void) {
    struct node *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct node *n = malloc(sizeof *n);
        if (!n) return 1;
        n->next = head;
        n->prev = NULL;
        if (head) head->prev = n;
        head = n;
    }
    destroy(head);
    return 0;
}
"#;

#[test]
fn a_recursion_smg_cannot_summarise_switches_to_fa_with_a_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("dll.c");
    std::fs::write(&file, RECURSIVE_DLL).expect("write");
    let file = file.to_str().unwrap();
    let args = ["--max-states", "2000", "--timeout", "20"];
    let r = proved_by_fa_because(file, &args, "recursion of destroy() deeper than");
    assert_eq!(r["stats"]["domain_switches"], 1);
    let r = check(file, &["--domain", "smg", "--max-states", "2000"]);
    assert_eq!(r["stats"]["domain_switches"], 0, "smg alone never switches");
    assert_eq!(r["stats"]["switch_reason"], Value::Null);
}

#[test]
fn a_tree_is_proved_by_fa_after_the_switch() {
    let r = check("data/fa/tree_create_destroy_safe.c", &["--timeout", "120"]);
    assert_eq!(r["verdict"], "true");
    assert_eq!(r["stats"]["decided_by"], "fa");
    assert_eq!(r["stats"]["domain_switches"], 1);
    let smg = check(
        "data/fa/tree_create_destroy_safe.c",
        &["--domain", "smg", "--timeout", "5"],
    );
    assert_eq!(
        smg["verdict"], "unknown",
        "the list abstraction alone cannot prove it"
    );
}

#[test]
fn lists_of_nodes_of_two_sizes_or_tagged_links_switch_to_fa_at_once() {
    for file in [
        "data/suites/flexible_array_node_safe.c",
        "data/suites/r3_header_payload_safe.c",
        "data/suites/r3_tagged_colour_list_safe.c",
    ] {
        proved_by_fa_because(file, &[], "different sizes or offsets");
    }
}

#[test]
fn a_list_alternating_between_unmergeable_nodes_switches_to_fa() {
    // Nodes owning a buffer or pointing to a shared one, or owning a block
    // only when their tag says so: no segment holds both kinds, and each
    // pattern of kinds is a state.
    for file in [
        "data/suites/cond_free_flag_safe.c",
        "data/suites/tagged_union_nodes_safe.c",
    ] {
        proved_by_fa_because(file, &[], "cannot merge");
    }
}

#[test]
fn a_tree_with_parent_pointers_switches_to_fa_at_its_second_tree_node() {
    let file = "data/fa/tree_parent_safe.c";
    proved_by_fa_because(file, &["--timeout", "120"], "holds a tree");
    // A DLL reversed in place is no tree: SMG goes on and proves it.
    let dll = check(
        "data/lists/dll_reverse_marked_safe.c",
        &["--property", "unreach-call"],
    );
    assert_eq!(dll["verdict"], "true");
    assert_eq!(dll["stats"]["decided_by"], "smg");
}

#[test]
fn a_heap_that_keeps_growing_at_a_loop_head_switches_to_fa_early() {
    // Records and separators of two types alternate: no segment, whose
    // nodes are of one type, summarises them, and SMG's heap grows by two
    // nodes per iteration.
    let file = "data/suites/record_separator_chain_safe.c";
    proved_by_fa_because(file, &["--timeout", "120"], "grew past 32 objects");
}

#[test]
fn nodes_that_point_only_to_their_parent_switch_to_fa_at_once() {
    // An in-tree: each node's parent link is shared by its leaf child and
    // the next node, so two chains through one field join at every node.
    let args = ["--property", "unreach-call", "--timeout", "120"];
    proved_by_fa_because("data/fa/nonzero_weights_safe.c", &args, "holds a tree");
    let smg = check(
        "data/fa/nonzero_weights_safe.c",
        &["--property", "unreach-call", "--domain", "smg"],
    );
    assert_eq!(smg["verdict"], "unknown");
}

/// A binary search tree grown and freed by recursive functions.
const RECURSIVE_BST: &str = r#"
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct t { int k; struct t *l, *r; };
static struct t *put(struct t *n, int k) {
    if (!n) {
        n = malloc(sizeof *n);
        if (!n) abort();
        n->k = k;
        n->l = n->r = NULL;
        return n;
    }
    if (k < n->k) n->l = put(n->l, k); else n->r = put(n->r, k);
    return n;
}
static void drop(struct t *n) {
    if (!n) return;
    drop(n->l);
    drop(n->r);
    free(n);
}
int main(void) {
    struct t *root = NULL;
    while (__VERIFIER_nondet_int())
        root = put(root, __VERIFIER_nondet_int());
    drop(root);
    return 0;
}
"#;

#[test]
fn a_tree_grown_by_a_recursive_function_switches_to_fa_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("bst.c");
    std::fs::write(&file, RECURSIVE_BST).expect("write");
    let file = file.to_str().unwrap();
    proved_by_fa_because(file, &["--timeout", "120"], "holds a tree");
}

#[test]
fn a_tree_whose_spines_smg_folds_into_segments_switches_to_fa_at_once() {
    for program in ["data/fa/orchard_safe.c", "data/fa/tree_print_safe.c"] {
        proved_by_fa_because(program, &["--timeout", "120"], "holds a tree");
    }
}

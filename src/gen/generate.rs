//! The program generator: random but well-typed C programs that build,
//! traverse, splice and destroy heap structures, deterministic from a seed,
//! with at most one injected bug that the program knows about.
//!
//! Each program has one to three independent structures (singly, doubly and
//! cyclically linked lists, lists of lists, trees, arrays, arrays of nodes).
//! A structure's whole life (build, operations, destruction) is one block of
//! code, in `main` or in a function of its own. Choices are made with
//! `__VERIFIER_nondet_int()` and loops are bounded by a constant or by a
//! nondeterministic condition.

/// A bug the generator can inject.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bug {
    MissingFree,
    DoubleFree,
    UseAfterFree,
    NullDeref,
    OffByOne,
}

impl Bug {
    /// Every bug, in a fixed order.
    pub const ALL: [Bug; 5] = [
        Bug::MissingFree,
        Bug::DoubleFree,
        Bug::UseAfterFree,
        Bug::NullDeref,
        Bug::OffByOne,
    ];

    /// A short name, as in the program's header.
    pub fn name(self) -> &'static str {
        match self {
            Bug::MissingFree => "missing-free",
            Bug::DoubleFree => "double-free",
            Bug::UseAfterFree => "use-after-free",
            Bug::NullDeref => "null-deref",
            Bug::OffByOne => "off-by-one",
        }
    }

    /// The memsafety sub-property the bug violates.
    pub fn sub_property(self) -> &'static str {
        match self {
            Bug::MissingFree => "valid-memtrack",
            Bug::DoubleFree => "valid-free",
            _ => "valid-deref",
        }
    }
}

/// A generated program.
#[derive(Clone, Debug)]
pub struct Program {
    pub seed: u64,
    /// The injected bug, if any. The bug may depend on the inputs (e.g. a
    /// list that may be empty), so a run need not show it.
    pub bug: Option<Bug>,
    pub source: String,
}

/// splitmix64: a small deterministic PRNG, whose choices may first be read
/// from a tape of bytes (so that a fuzzer steers the generator).
pub struct Rng {
    state: u64,
    tape: Vec<u8>,
}

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng::with_tape(seed, &[])
    }

    /// A generator whose first choices are the bytes of `tape`, one byte a
    /// choice, and whose later choices come from `seed`.
    pub fn with_tape(seed: u64, tape: &[u8]) -> Rng {
        let mut tape = tape.to_vec();
        tape.reverse();
        Rng { state: seed, tape }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        match self.tape.pop() {
            Some(b) => usize::from(b) % n,
            None => (self.next_u64() % n as u64) as usize,
        }
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num/den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// One element of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// The kinds of structure a program is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Sll,
    SllPair,
    Dll,
    Cyclic,
    Nested,
    Tree,
    Array,
    Pool,
}

impl Kind {
    /// The bugs this kind of structure can carry.
    fn bugs(self) -> &'static [Bug] {
        use Bug::*;
        match self {
            Kind::Sll | Kind::SllPair | Kind::Dll => {
                &[MissingFree, DoubleFree, UseAfterFree, NullDeref]
            }
            Kind::Cyclic | Kind::Nested => &[MissingFree, DoubleFree, UseAfterFree],
            Kind::Tree => &[MissingFree, DoubleFree, UseAfterFree, NullDeref],
            Kind::Array | Kind::Pool => &[MissingFree, DoubleFree, UseAfterFree, OffByOne],
        }
    }
}

const KINDS: [Kind; 8] = [
    Kind::Sll,
    Kind::SllPair,
    Kind::Dll,
    Kind::Cyclic,
    Kind::Nested,
    Kind::Tree,
    Kind::Array,
    Kind::Pool,
];

const PRELUDE: &str = "\
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct sll {
    int data;
    struct sll *next;
};

struct dll {
    int data;
    struct dll *next;
    struct dll *prev;
};

struct outer {
    struct outer *next;
    struct sll *inner;
};

struct tree {
    int data;
    struct tree *left;
    struct tree *right;
};

int sink;
";

/// Helper functions a structure's code may call, by name.
const HELPERS: &[(&str, &str)] = &[
    (
        "sll_len",
        "static int sll_len(struct sll *p)\n{\n    int n = 0;\n    while (p != NULL) {\n        n++;\n        p = p->next;\n    }\n    return n;\n}\n",
    ),
    (
        "sll_push",
        "static struct sll *sll_push(struct sll *head, int data)\n{\n    struct sll *n = malloc(sizeof(struct sll));\n    n->data = data;\n    n->next = head;\n    return n;\n}\n",
    ),
    (
        "sll_free",
        "static void sll_free(struct sll *p)\n{\n    while (p != NULL) {\n        struct sll *next = p->next;\n        free(p);\n        p = next;\n    }\n}\n",
    ),
    (
        "sll_free_rec",
        "static void sll_free_rec(struct sll *p)\n{\n    if (p == NULL)\n        return;\n    sll_free_rec(p->next);\n    free(p);\n}\n",
    ),
    (
        "tree_count",
        "static int tree_count(struct tree *t)\n{\n    if (t == NULL)\n        return 0;\n    return 1 + tree_count(t->left) + tree_count(t->right);\n}\n",
    ),
    (
        "tree_mirror",
        "static void tree_mirror(struct tree *t)\n{\n    if (t == NULL)\n        return;\n    struct tree *l = t->left;\n    t->left = t->right;\n    t->right = l;\n    tree_mirror(t->left);\n    tree_mirror(t->right);\n}\n",
    ),
    (
        "tree_free",
        "static void tree_free(struct tree *t)\n{\n    if (t == NULL)\n        return;\n    tree_free(t->left);\n    tree_free(t->right);\n    free(t);\n}\n",
    ),
    (
        "tree_free_uaf",
        "static void tree_free_uaf(struct tree *t)\n{\n    if (t == NULL)\n        return;\n    free(t);\n    tree_free_uaf(t->left);\n    tree_free_uaf(t->right);\n}\n",
    ),
    (
        "tree_free_left",
        "static void tree_free_left(struct tree *t)\n{\n    if (t == NULL)\n        return;\n    tree_free_left(t->left);\n    free(t);\n}\n",
    ),
];

/// Generates the program of `seed`.
pub fn generate(seed: u64) -> Program {
    generate_with(seed, Rng::new(seed))
}

/// Generates a program with the choices of `rng` (`seed` names it in the header).
pub fn generate_with(seed: u64, mut rng: Rng) -> Program {
    let count = rng.range(1, 3);
    let mut kinds: Vec<Kind> = (0..count).map(|_| rng.pick(&KINDS)).collect();
    let bug = if rng.chance(2, 5) {
        None
    } else {
        Some(rng.pick(&Bug::ALL))
    };
    // The structure that carries the bug; an off-by-one needs an array.
    let carrier = bug.map(|b| match kinds.iter().position(|k| k.bugs().contains(&b)) {
        Some(i) => i,
        None => {
            kinds.push(if rng.chance(1, 2) {
                Kind::Array
            } else {
                Kind::Pool
            });
            kinds.len() - 1
        }
    });

    let mut g = Gen {
        rng,
        lines: Vec::new(),
        helpers: Vec::new(),
    };
    let mut functions = Vec::new();
    let mut main_body = Vec::new();
    for (i, &kind) in kinds.iter().enumerate() {
        let bug_here = if carrier == Some(i) { bug } else { None };
        g.lines.clear();
        g.structure(kind, &format!("s{i}"), bug_here);
        let block = std::mem::take(&mut g.lines);
        if g.rng.chance(1, 3) {
            let mut f = format!("static void work{i}(void)\n{{\n");
            f += &indent(&block);
            f += "}\n";
            functions.push(f);
            main_body.push(format!("work{i}();"));
        } else {
            main_body.push("{".to_string());
            main_body.extend(block);
            main_body.push("}".to_string());
        }
    }

    let mut source = format!("// generated by canopy gen-check from seed {seed}\n");
    source += &format!(
        "// injected bug: {}\n",
        bug.map_or("none".to_string(), |b| format!(
            "{} ({})",
            b.name(),
            b.sub_property()
        ))
    );
    source += PRELUDE;
    for (name, text) in HELPERS {
        if g.helpers.contains(name) {
            source += "\n";
            source += text;
        }
    }
    for f in functions {
        source += "\n";
        source += &f;
    }
    source += "\nint main(void)\n{\n";
    main_body.push("return 0;".to_string());
    source += &indent(&main_body);
    source += "}\n";
    Program { seed, bug, source }
}

/// Indents lines of C by their brace depth, one level deeper than the caller.
fn indent(lines: &[String]) -> String {
    let mut out = String::new();
    let mut depth = 1;
    // The previous line was `if (...)`, `else`, `for (...)` or `while (...)` without a brace.
    let mut body = false;
    for line in lines {
        for l in line.lines() {
            let l = l.trim();
            if l.starts_with('}') {
                depth -= 1;
            }
            out += &format!("{}{l}\n", "    ".repeat(depth + usize::from(body)));
            if l.ends_with('{') {
                depth += 1;
            }
            body = !l.ends_with(['{', ';', '}']) && !l.is_empty();
        }
    }
    out
}

/// The state of the generation of one program.
struct Gen {
    rng: Rng,
    /// The code of the structure being generated.
    lines: Vec<String>,
    /// The helper functions used so far.
    helpers: Vec<&'static str>,
}

impl Gen {
    /// Emits `code` (lines separated by `\n`) with every `$` replaced by `var`.
    fn emit(&mut self, code: &str, var: &str) {
        for line in code.lines() {
            self.lines.push(line.replace('$', var));
        }
    }

    /// Marks the helper `name` as used and returns its name.
    fn helper(&mut self, name: &'static str) -> &'static str {
        if !self.helpers.contains(&name) {
            self.helpers.push(name);
        }
        name
    }

    /// A loop header: bounded by a constant (`Some(true)` = at least one
    /// iteration) or by a nondeterministic condition.
    fn loop_header(&mut self) -> (String, bool) {
        if self.rng.chance(1, 2) {
            let n = self.rng.range(1, 4);
            (format!("for (int k = 0; k < {n}; k++) {{"), true)
        } else {
            ("while (__VERIFIER_nondet_int()) {".to_string(), false)
        }
    }

    /// A value to store in a node.
    fn value(&mut self) -> String {
        match self.rng.below(3) {
            0 => "__VERIFIER_nondet_int()".to_string(),
            1 => self.rng.below(10).to_string(),
            _ => "sink".to_string(),
        }
    }

    /// Emits the life of one structure of `kind` in variable `var`.
    fn structure(&mut self, kind: Kind, var: &str, bug: Option<Bug>) {
        match kind {
            Kind::Sll => self.sll(var, bug),
            Kind::SllPair => self.sll_pair(var, bug),
            Kind::Dll => self.dll(var, bug),
            Kind::Cyclic => self.cyclic(var, bug),
            Kind::Nested => self.nested(var, bug),
            Kind::Tree => self.tree(var, bug),
            Kind::Array => self.array(var, bug),
            Kind::Pool => self.pool(var, bug),
        }
    }

    /// Emits the build of a singly linked list; returns whether it is surely non-empty.
    fn sll_build(&mut self, var: &str) -> bool {
        self.emit("struct sll *$ = NULL;", var);
        let (header, nonempty) = self.loop_header();
        let value = self.value();
        match self.rng.below(3) {
            0 => {
                self.lines.push(header);
                self.emit(
                    &format!("struct sll *n = malloc(sizeof(struct sll));\nn->data = {value};\nn->next = $;\n$ = n;\n}}"),
                    var,
                );
            }
            1 => {
                self.helper("sll_push");
                self.lines.push(header);
                self.emit(&format!("$ = sll_push($, {value});\n}}"), var);
            }
            _ => {
                self.lines.push("{".to_string());
                self.lines.push("struct sll *tail = NULL;".to_string());
                self.lines.push(header);
                self.emit(
                    &format!("struct sll *n = malloc(sizeof(struct sll));\nn->data = {value};\nn->next = NULL;\nif (tail != NULL)\ntail->next = n;\nelse\n$ = n;\ntail = n;\n}}\n}}"),
                    var,
                );
            }
        }
        nonempty
    }

    /// Emits one random operation on a singly linked list.
    fn sll_op(&mut self, var: &str) {
        let code = match self.rng.below(7) {
            0 => {
                let f = self.helper("sll_len");
                format!("sink += {f}($);")
            }
            1 => "{\nint len = 0;\nfor (struct sll *p = $; p != NULL; p = p->next)\nlen++;\nsink += len;\n}".to_string(),
            2 => "{\nstruct sll *r = NULL;\nwhile ($ != NULL) {\nstruct sll *n = $->next;\n$->next = r;\nr = $;\n$ = n;\n}\n$ = r;\n}".to_string(),
            3 => "if ($ != NULL) {\nstruct sll *h = $;\n$ = $->next;\nfree(h);\n}".to_string(),
            4 => "if ($ != NULL) {\nstruct sll *n = malloc(sizeof(struct sll));\nn->data = 0;\nn->next = $->next;\n$->next = n;\n}".to_string(),
            5 => format!("{{\nstruct sll **pp = &$;\nwhile (*pp != NULL) {{\nif ((*pp)->data == {}) {{\nstruct sll *d = *pp;\n*pp = d->next;\nfree(d);\nbreak;\n}}\npp = &(*pp)->next;\n}}\n}}", self.rng.below(4)),
            _ => "if ($ != NULL) {\nstruct sll **pp = &$;\nwhile ((*pp)->next != NULL)\npp = &(*pp)->next;\nfree(*pp);\n*pp = NULL;\n}".to_string(),
        };
        self.emit(&code, var);
    }

    /// Emits the destruction of a singly linked list.
    fn sll_destroy(&mut self, var: &str) {
        match self.rng.below(3) {
            0 => self.emit(
                "while ($ != NULL) {\nstruct sll *n = $->next;\nfree($);\n$ = n;\n}",
                var,
            ),
            1 => {
                let f = self.helper("sll_free");
                self.emit(&format!("{f}($);"), var);
            }
            _ => {
                let f = self.helper("sll_free_rec");
                self.emit(&format!("{f}($);"), var);
            }
        }
    }

    /// Emits `n` random operations chosen by `op`.
    fn ops(&mut self, var: &str, op: fn(&mut Gen, &str)) {
        for _ in 0..self.rng.below(4) {
            op(self, var);
        }
    }

    /// The bugs that keep a saved pointer to the first node `first` of a
    /// structure of type `ty` and misuse it after `destroy`.
    fn after_destroy(&mut self, var: &str, ty: &str, bug: Bug, destroy: fn(&mut Gen, &str)) {
        self.emit(&format!("{{\nstruct {ty} *saved = $;"), var);
        destroy(self, var);
        match bug {
            Bug::DoubleFree => self.lines.push("free(saved);".to_string()),
            _ => self.lines.push("sink = saved->data;".to_string()),
        }
        self.lines.push("}".to_string());
    }

    /// A singly linked list.
    fn sll(&mut self, var: &str, bug: Option<Bug>) {
        let nonempty = self.sll_build(var);
        self.ops(var, Gen::sll_op);
        match bug {
            None => self.sll_destroy(var),
            Some(Bug::MissingFree) => {
                if self.rng.chance(1, 2) {
                    self.emit("if ($ != NULL)\n$ = $->next;", var);
                    self.sll_destroy(var);
                }
            }
            Some(Bug::UseAfterFree) if self.rng.chance(1, 2) => self.emit(
                "for (struct sll *p = $; p != NULL; p = p->next)\nfree(p);",
                var,
            ),
            Some(Bug::NullDeref) => {
                if !nonempty && self.rng.chance(1, 2) {
                    self.emit("$->data = 1;", var);
                } else {
                    self.emit("{\nstruct sll *p = $;\nwhile (p != NULL)\np = p->next;\nsink = p->data;\n}", var);
                }
                self.sll_destroy(var);
            }
            Some(b) => self.after_destroy(var, "sll", b, Gen::sll_destroy),
        }
    }

    /// Two singly linked lists, the second spliced onto the end of the first.
    fn sll_pair(&mut self, var: &str, bug: Option<Bug>) {
        let other = format!("{var}b");
        self.sll_build(var);
        self.sll_build(&other);
        self.ops(&other, Gen::sll_op);
        let splice = "if ($ == NULL) {\n$ = @;\n} else {\nstruct sll *p = $;\nwhile (p->next != NULL)\np = p->next;\np->next = @;\n}";
        self.emit(&splice.replace('@', &other), var);
        match bug {
            Some(Bug::DoubleFree) => {
                self.sll_destroy(var);
                self.sll_destroy(&other);
            }
            Some(Bug::UseAfterFree) => {
                self.sll_destroy(var);
                self.emit("if ($ != NULL)\nsink = $->data;", &other);
            }
            Some(Bug::NullDeref) => {
                self.emit("{\nstruct sll *p = $;\nwhile (p->next != NULL)\np = p->next;\nsink = p->next->data;\n}", var);
                self.sll_destroy(var);
            }
            Some(Bug::MissingFree) => {
                self.emit("$ = @;".replace('@', &other).as_str(), var);
                self.sll_destroy(var);
            }
            Some(Bug::OffByOne) | None => {
                self.ops(var, Gen::sll_op);
                self.sll_destroy(var);
            }
        }
    }

    /// Emits one random operation on a doubly linked list with head `$` and tail `$_t`.
    fn dll_op(&mut self, var: &str) {
        let code = match self.rng.below(6) {
            0 => "for (struct dll *p = $; p != NULL; p = p->next)\nsink += 1;",
            1 => "for (struct dll *p = $_t; p != NULL; p = p->prev)\nsink += 1;",
            2 => "if ($ != NULL) {\nstruct dll *h = $;\n$ = h->next;\nif ($ != NULL)\n$->prev = NULL;\nelse\n$_t = NULL;\nfree(h);\n}",
            3 => "if ($_t != NULL) {\nstruct dll *t = $_t;\n$_t = t->prev;\nif ($_t != NULL)\n$_t->next = NULL;\nelse\n$ = NULL;\nfree(t);\n}",
            4 => "if ($ != NULL) {\nstruct dll *n = malloc(sizeof(struct dll));\nn->data = 2;\nn->prev = $;\nn->next = $->next;\nif ($->next != NULL)\n$->next->prev = n;\nelse\n$_t = n;\n$->next = n;\n}",
            _ => "if ($ != NULL && $->next != NULL) {\nstruct dll *m = $->next;\n$->next = m->next;\nif (m->next != NULL)\nm->next->prev = $;\nelse\n$_t = $;\nfree(m);\n}",
        };
        self.emit(code, var);
    }

    /// Emits the destruction of a doubly linked list.
    fn dll_destroy(&mut self, var: &str) {
        if self.rng.chance(1, 2) {
            self.emit(
                "while ($ != NULL) {\nstruct dll *n = $->next;\nfree($);\n$ = n;\n}\n$_t = NULL;",
                var,
            );
        } else {
            self.emit("while ($_t != NULL) {\nstruct dll *p = $_t->prev;\nfree($_t);\n$_t = p;\n}\n$ = NULL;", var);
        }
    }

    /// A doubly linked list with head and tail pointers.
    fn dll(&mut self, var: &str, bug: Option<Bug>) {
        self.emit("struct dll *$ = NULL;\nstruct dll *$_t = NULL;", var);
        let (header, _) = self.loop_header();
        let value = self.value();
        self.lines.push(header);
        self.emit(
            &format!("struct dll *n = malloc(sizeof(struct dll));\nn->data = {value};"),
            var,
        );
        if self.rng.chance(1, 2) {
            self.emit("n->next = NULL;\nn->prev = $_t;\nif ($_t != NULL)\n$_t->next = n;\nelse\n$ = n;\n$_t = n;\n}", var);
        } else {
            self.emit("n->prev = NULL;\nn->next = $;\nif ($ != NULL)\n$->prev = n;\nelse\n$_t = n;\n$ = n;\n}", var);
        }
        self.ops(var, Gen::dll_op);
        match bug {
            None => self.dll_destroy(var),
            Some(Bug::MissingFree) => {
                self.emit("if ($_t != NULL) {\n$_t = $_t->prev;\nif ($_t != NULL)\n$_t->next = NULL;\nelse\n$ = NULL;\n}", var);
                self.dll_destroy(var);
            }
            Some(Bug::UseAfterFree) if self.rng.chance(1, 2) => {
                // Unlinks the second node but leaves its successor's back pointer.
                self.emit("if ($ != NULL && $->next != NULL) {\nstruct dll *m = $->next;\n$->next = m->next;\nif (m->next == NULL)\n$_t = $;\nfree(m);\n}\nfor (struct dll *p = $_t; p != NULL; p = p->prev)\nsink = p->data;", var);
                self.dll_destroy(var);
            }
            Some(Bug::UseAfterFree) => self.emit(
                "while ($_t != NULL) {\nfree($_t);\n$_t = $_t->prev;\n}\n$ = NULL;",
                var,
            ),
            Some(Bug::NullDeref) => {
                self.emit("sink = $_t->next->data;", var);
                self.dll_destroy(var);
            }
            Some(b) => self.after_destroy(var, "dll", b, Gen::dll_destroy),
        }
    }

    /// Emits the destruction of a cyclic list.
    fn cyclic_destroy(&mut self, var: &str) {
        if self.rng.chance(1, 2) {
            self.emit("if ($ != NULL) {\nstruct sll *p = $->next;\nwhile (p != $) {\nstruct sll *n = p->next;\nfree(p);\np = n;\n}\nfree($);\n$ = NULL;\n}", var);
        } else {
            self.emit(
                "if ($ != NULL) {\nstruct sll *h = $->next;\n$->next = NULL;\n$ = h;\n}",
                var,
            );
            self.sll_destroy(var);
        }
    }

    /// Emits one random operation on a cyclic list.
    fn cyclic_op(&mut self, var: &str) {
        let code = match self.rng.below(3) {
            0 => "if ($ != NULL) {\nint c = 1;\nfor (struct sll *p = $->next; p != $; p = p->next)\nc++;\nsink += c;\n}",
            1 => "if ($ != NULL)\n$ = $->next;",
            _ => "if ($ != NULL) {\nstruct sll *d = $->next;\nif (d == $)\n$ = NULL;\nelse\n$->next = d->next;\nfree(d);\n}",
        };
        self.emit(code, var);
    }

    /// A cyclic singly linked list.
    fn cyclic(&mut self, var: &str, bug: Option<Bug>) {
        self.emit("struct sll *$ = NULL;", var);
        let (header, _) = self.loop_header();
        let value = self.value();
        self.lines.push(header);
        self.emit(&format!("struct sll *n = malloc(sizeof(struct sll));\nn->data = {value};\nif ($ != NULL) {{\nn->next = $->next;\n$->next = n;\n}} else {{\nn->next = n;\n$ = n;\n}}\n}}"), var);
        self.ops(var, Gen::cyclic_op);
        match bug {
            None => self.cyclic_destroy(var),
            Some(Bug::MissingFree) => self.emit("if ($ != NULL) {\nstruct sll *p = $->next;\nwhile (p != $) {\nstruct sll *n = p->next;\nfree(p);\np = n;\n}\n$ = NULL;\n}", var),
            Some(Bug::UseAfterFree) => self.emit("{\nstruct sll *p = $;\nwhile (p != NULL) {\nstruct sll *n = p->next;\nfree(p);\np = n;\n}\n}", var),
            Some(b) => self.after_destroy(var, "sll", b, Gen::cyclic_destroy),
        }
    }

    /// Emits the destruction of a list of lists.
    fn nested_destroy(&mut self, var: &str) {
        self.emit(
            "while ($ != NULL) {\nstruct outer *o = $;\n$ = o->next;",
            var,
        );
        self.sll_destroy("o->inner");
        self.lines.push("free(o);".to_string());
        self.lines.push("}".to_string());
    }

    /// A list of lists.
    fn nested(&mut self, var: &str, bug: Option<Bug>) {
        self.emit("struct outer *$ = NULL;", var);
        let (header, _) = self.loop_header();
        self.lines.push(header);
        self.lines
            .push("struct outer *o = malloc(sizeof(struct outer));".to_string());
        self.lines.push("o->inner = NULL;".to_string());
        let (inner, _) = self.loop_header();
        self.lines.push(inner.replace('k', "j"));
        self.lines
            .push("o->inner = sll_push(o->inner, 1);".to_string());
        self.helper("sll_push");
        self.emit("}\no->next = $;\n$ = o;\n}", var);
        for _ in 0..self.rng.below(3) {
            let code = match self.rng.below(3) {
                0 => "for (struct outer *o = $; o != NULL; o = o->next)\nfor (struct sll *p = o->inner; p != NULL; p = p->next)\nsink = p->data;",
                1 => "if ($ != NULL && $->next != NULL && $->inner != NULL) {\nstruct sll *m = $->inner;\n$->inner = m->next;\nm->next = $->next->inner;\n$->next->inner = m;\n}",
                _ => "if ($ != NULL && $->inner != NULL) {\nstruct sll *h = $->inner;\n$->inner = h->next;\nfree(h);\n}",
            };
            self.emit(code, var);
        }
        match bug {
            None => self.nested_destroy(var),
            Some(Bug::MissingFree) => self.emit(
                "while ($ != NULL) {\nstruct outer *o = $;\n$ = o->next;\nfree(o);\n}",
                var,
            ),
            Some(Bug::UseAfterFree) => {
                self.emit(
                    "while ($ != NULL) {\nstruct outer *o = $;\n$ = o->next;\nfree(o);",
                    var,
                );
                self.sll_destroy("o->inner");
                self.lines.push("}".to_string());
            }
            Some(_) => {
                self.emit("{\nstruct outer *saved = $;", var);
                self.nested_destroy(var);
                self.lines.push("free(saved);".to_string());
                self.lines.push("}".to_string());
            }
        }
    }

    /// Emits the destruction of a tree.
    fn tree_destroy(&mut self, var: &str) {
        if self.rng.chance(1, 2) {
            let f = self.helper("tree_free");
            self.emit(&format!("{f}($);"), var);
        } else {
            self.emit("while ($ != NULL) {\nif ($->left != NULL) {\nstruct tree *l = $->left;\n$->left = l->right;\nl->right = $;\n$ = l;\n} else {\nstruct tree *r = $->right;\nfree($);\n$ = r;\n}\n}", var);
        }
    }

    /// A binary tree grown at random leaves.
    fn tree(&mut self, var: &str, bug: Option<Bug>) {
        self.emit("struct tree *$ = NULL;", var);
        let (header, _) = self.loop_header();
        let value = self.value();
        self.lines.push(header);
        self.emit(&format!("struct tree *n = malloc(sizeof(struct tree));\nn->data = {value};\nn->left = NULL;\nn->right = NULL;\nstruct tree **pp = &$;"), var);
        if self.rng.chance(1, 2) {
            self.lines.push(
                "while (*pp != NULL)\npp = __VERIFIER_nondet_int() ? &(*pp)->left : &(*pp)->right;"
                    .to_string(),
            );
        } else {
            self.lines.push(
                "while (*pp != NULL)\npp = n->data < (*pp)->data ? &(*pp)->left : &(*pp)->right;"
                    .to_string(),
            );
        }
        self.lines.push("*pp = n;".to_string());
        self.lines.push("}".to_string());
        for _ in 0..self.rng.below(3) {
            let f = if self.rng.chance(1, 2) {
                self.helper("tree_count");
                "sink += tree_count($);"
            } else {
                self.helper("tree_mirror");
                "tree_mirror($);"
            };
            self.emit(f, var);
        }
        match bug {
            None => self.tree_destroy(var),
            Some(Bug::MissingFree) => {
                let f = self.helper("tree_free_left");
                self.emit(&format!("{f}($);"), var);
            }
            Some(Bug::UseAfterFree) => {
                let f = self.helper("tree_free_uaf");
                self.emit(&format!("{f}($);"), var);
            }
            Some(Bug::NullDeref) => {
                self.emit(
                    "{\nstruct tree *p = $;\nwhile (p != NULL)\np = p->left;\nsink = p->data;\n}",
                    var,
                );
                self.tree_destroy(var);
            }
            Some(b) => self.after_destroy(var, "tree", b, Gen::tree_destroy),
        }
    }

    /// Emits the misuse of a freed block `$` by `bug` (after `free($)`).
    fn block_bug(&mut self, var: &str, bug: Option<Bug>, read: &str) {
        match bug {
            Some(Bug::MissingFree) => {}
            Some(Bug::DoubleFree) => self.emit("free($);\nfree($);", var),
            Some(Bug::UseAfterFree) => self.emit(&format!("free($);\nsink = {read};"), var),
            _ => self.emit("free($);", var),
        }
    }

    /// A heap array of ints.
    fn array(&mut self, var: &str, bug: Option<Bug>) {
        let size = if self.rng.chance(1, 2) {
            self.rng.range(1, 8).to_string()
        } else {
            self.emit(
                "int $_n = __VERIFIER_nondet_int();\nif ($_n < 1 || $_n > 8)\n$_n = 3;",
                var,
            );
            format!("{var}_n")
        };
        self.emit(&format!("int *$ = malloc({size} * sizeof(int));"), var);
        let bound = if bug == Some(Bug::OffByOne) {
            "<="
        } else {
            "<"
        };
        self.emit(
            &format!("for (int k = 0; k {bound} {size}; k++)\n$[k] = k;"),
            var,
        );
        for _ in 0..self.rng.below(3) {
            let code = match self.rng.below(3) {
                0 => format!("for (int k = 0; k < {size}; k++)\nsink = $[k];"),
                1 => format!("for (int k = 0; k < {size} / 2; k++) {{\nint t = $[k];\n$[k] = $[{size} - 1 - k];\n$[{size} - 1 - k] = t;\n}}"),
                _ => format!("$[{size} - 1] = sink;"),
            };
            self.emit(&code, var);
        }
        self.block_bug(var, bug, "$[0]");
    }

    /// An array of list nodes linked into a list.
    fn pool(&mut self, var: &str, bug: Option<Bug>) {
        let size = self.rng.range(2, 6);
        self.emit(&format!("struct sll *$ = malloc({size} * sizeof(struct sll));\nfor (int k = 0; k + 1 < {size}; k++) {{\n$[k].data = k;\n$[k].next = &$[k + 1];\n}}"), var);
        if bug == Some(Bug::OffByOne) {
            self.emit(&format!("$[{size}].data = 0;"), var);
        }
        self.emit(
            &format!("$[{}].data = 0;\n$[{}].next = NULL;", size - 1, size - 1),
            var,
        );
        if self.rng.chance(1, 2) {
            self.emit(
                "for (struct sll *p = $; p != NULL; p = p->next)\nsink = p->data;",
                var,
            );
        }
        self.block_bug(var, bug, "$->next->data");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_is_deterministic() {
        for seed in 0..50 {
            assert_eq!(generate(seed).source, generate(seed).source);
        }
        assert_ne!(generate(1).source, generate(2).source);
    }

    #[test]
    fn tape_choices_come_first() {
        let mut rng = Rng::with_tape(5, &[7, 200]);
        assert_eq!(rng.below(5), 2);
        assert_eq!(rng.below(10), 0);
        assert_eq!(rng.below(1000), Rng::new(5).below(1000));
    }

    #[test]
    fn braces_balance() {
        for seed in 0..200 {
            let p = generate(seed);
            let open = p.source.matches('{').count();
            let close = p.source.matches('}').count();
            assert_eq!(open, close, "seed {seed}:\n{}", p.source);
        }
    }
}

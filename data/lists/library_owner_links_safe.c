// expect: true
// domains: smg, product
// A library of shelves, each holding books, each holding pages; every page
// points back to its book and every book to its shelf (owner links three
// levels deep), and the whole library is torn down from the top.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct page {
  struct page *next;
  struct book *book;
};

struct book {
  struct page *pages;
  struct book *next;
  struct shelf *shelf;
};

struct shelf {
  struct shelf *next;
  struct book *books;
};

static void *alloc(unsigned size) {
  void *p = calloc(1, size);
  if (!p)
    abort();
  return p;
}

static void add_page(struct book *b) {
  struct page *p = alloc(sizeof *p);
  p->book = b;
  p->next = b->pages;
  b->pages = p;
}

static void add_book(struct shelf *s) {
  struct book *b = alloc(sizeof *b);
  do
    add_page(b);
  while (__VERIFIER_nondet_int());
  b->shelf = s;
  b->next = s->books;
  s->books = b;
}

static struct shelf *add_shelf(struct shelf *library) {
  struct shelf *s = alloc(sizeof *s);
  do
    add_book(s);
  while (__VERIFIER_nondet_int());
  s->next = library;
  return s;
}

static void burn_book(struct book *b) {
  while (b->pages) {
    struct page *p = b->pages;
    b->pages = p->next;
    free(p);
  }
  free(b);
}

int main(void) {
  struct shelf *library = NULL;
  do
    library = add_shelf(library);
  while (__VERIFIER_nondet_int());
  while (library) {
    struct shelf *s = library;
    library = s->next;
    while (s->books) {
      struct book *b = s->books;
      s->books = b->next;
      burn_book(b);
    }
    free(s);
  }
  return 0;
}

//! Enumeration of the cartesian product of small lists, shared by the bottom-up
//! constructions over rules (antichain inclusion, span propagation).

/// Calls `f` once for every choice of one element from each list, in odometer order.
pub(crate) fn for_each_choice<T>(lists: &[&[T]], mut f: impl FnMut(&[&T])) {
    if lists.iter().any(|l| l.is_empty()) {
        return;
    }
    let mut index = vec![0; lists.len()];
    let mut choice: Vec<&T> = lists.iter().map(|l| &l[0]).collect();
    loop {
        f(&choice);
        let mut pos = lists.len();
        loop {
            if pos == 0 {
                return;
            }
            pos -= 1;
            index[pos] += 1;
            if index[pos] < lists[pos].len() {
                choice[pos] = &lists[pos][index[pos]];
                break;
            }
            index[pos] = 0;
            choice[pos] = &lists[pos][0];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::for_each_choice;

    #[test]
    fn enumerates_the_product() {
        let mut seen = Vec::new();
        for_each_choice(&[&[1, 2][..], &[3][..], &[4, 5][..]], |c| {
            seen.push(c.iter().map(|&&x| x).collect::<Vec<_>>())
        });
        assert_eq!(
            seen,
            vec![vec![1, 3, 4], vec![1, 3, 5], vec![2, 3, 4], vec![2, 3, 5]]
        );
        let mut empty_product = 0;
        for_each_choice::<u8>(&[], |_| empty_product += 1);
        assert_eq!(empty_product, 1);
        for_each_choice(&[&[1][..], &[][..]], |_: &[&i32]| panic!("no choice"));
    }
}

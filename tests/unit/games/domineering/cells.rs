//! Unit tests of `src/games/domineering/cells.rs`.

use cgcheck::games::domineering::cells::*;

/// The generic operations are the integers' own, at both widths and at the edges.
#[test]
fn the_operations_are_the_integers() {
    fn check<C: Cells>() {
        assert_eq!(C::low(0), C::ZERO);
        assert_eq!(C::low(C::BITS), C::MAX);
        assert_eq!(C::low(3).count_ones(), 3);
        let x = C::bit(5) | C::bit(9) | C::bit(C::BITS - 1);
        assert_eq!(x.trailing_zeros(), 5);
        assert_eq!(x.lowest(), C::bit(5));
        assert_eq!(x.without_lowest(), C::bit(9) | C::bit(C::BITS - 1));
        assert_eq!(x.reverse_bits().trailing_zeros(), 0);
        assert_eq!(C::ZERO.without_lowest(), C::ZERO);
        assert_eq!(C::ZERO.lowest(), C::ZERO);
        assert_eq!(C::ZERO.trailing_zeros() as usize, C::BITS);
    }
    check::<u64>();
    check::<u128>();
    assert_eq!(u64::BITS as usize, <u64 as Cells>::BITS);
    assert_eq!(u128::BITS as usize, <u128 as Cells>::BITS);
    assert_eq!(u64::move_buffer().as_mut().len(), 64);
    assert_eq!(u128::move_buffer().as_mut().len(), 128);
    assert_eq!((1u128 << 100).to_u128(), 1u128 << 100);
}

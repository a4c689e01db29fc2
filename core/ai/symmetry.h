// The board symmetries a game declares (its Position's kSymmetries, transformed(s), transformMove(m, s) and
// inverseSymmetry(s), in core/games/<id>/), and the one way of laying a position down that the review searches: a
// position and its mirror image become the same search, so they are judged alike to the last point.
#pragma once

#include "../move.h"

#include <concepts>
#include <cstdint>

namespace gamut {

template <class P>
concept HasSymmetries = requires(const P p, Move m, int s) {
    { P::kSymmetries } -> std::convertible_to<int>;
    { p.transformed(s) } -> std::same_as<P>;
    { P::transformMove(m, s) } -> std::same_as<Move>;
    { P::inverseSymmetry(s) } -> std::convertible_to<int>;
};

template <class P> constexpr int symmetriesOf() {
    if constexpr (HasSymmetries<P>)
        return P::kSymmetries;
    return 1;
}

// A position laid down its chosen way, and how to get back: the image with the smallest hash (the first symmetry
// of several equal ones). `judged` is a move of the original position; in the chosen image it becomes the smallest
// of the moves that the image's own symmetries (those that leave it as it is) make of it, so that two moves that are
// mirror images of each other in a symmetric position are the same judged move too.
template <class P> struct Canonical {
    P position;
    Move judged = kNoMove;
    int symmetry = 0;   // original -> chosen image
    int stabilizer = 0; // a symmetry of the image that it maps the judged move by

    // A move of the image (the search's answer) as a move of the original position.
    Move back(Move m) const {
        if constexpr (HasSymmetries<P>) {
            if (m == kNoMove)
                return m;
            return P::transformMove(P::transformMove(m, P::inverseSymmetry(stabilizer)), P::inverseSymmetry(symmetry));
        }
        return m;
    }
};

template <class P> Canonical<P> canonicalOf(const P &pos, Move judged) {
    Canonical<P> c{pos, judged, 0, 0};
    if constexpr (HasSymmetries<P>) {
        std::uint64_t least = pos.hash();
        for (int s = 1; s < P::kSymmetries; ++s) {
            P image = pos.transformed(s);
            if (image.hash() < least) {
                least = image.hash();
                c.position = image;
                c.symmetry = s;
            }
        }
        if (judged == kNoMove)
            return c;
        c.judged = P::transformMove(judged, c.symmetry);
        const Move first = c.judged;
        for (int s = 1; s < P::kSymmetries; ++s) {
            const Move m = P::transformMove(first, s);
            if (m < c.judged && c.position.transformed(s).hash() == least) {
                c.judged = m;
                c.stabilizer = s;
            }
        }
    }
    return c;
}

} // namespace gamut

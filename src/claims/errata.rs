//! Misprints: places where a paper contradicts itself or the computation in a way that is not
//! one of its claims (a wrong index, a wrong reference, a matrix printed differently from its
//! later use). They were found by reading each paper end to end against the registry; each
//! says what is printed, what it should be, and why, with a command that shows it where a
//! computation decides. A misprint that changes a checked claim is that claim's finding too
//! (`claim`); the details file of each paper lists them after its claims.

use super::Paper;

/// One misprint.
#[derive(Debug, Clone, Copy)]
pub struct Erratum {
    /// The paper.
    pub paper: Paper,
    /// Where (section, claim, proof, appendix).
    pub place: &'static str,
    /// What is printed (quoted, shortened).
    pub printed: &'static str,
    /// What it should be.
    pub should_be: &'static str,
    /// Why: another place of the paper, or a computation.
    pub why: &'static str,
    /// A command that shows it, where a computation decides.
    pub replay: Option<&'static str>,
    /// The claim whose finding it also is, if any.
    pub claim: Option<&'static str>,
}

const fn e(
    paper: Paper,
    place: &'static str,
    printed: &'static str,
    should_be: &'static str,
    why: &'static str,
) -> Erratum {
    Erratum {
        paper,
        place,
        printed,
        should_be,
        why,
        replay: None,
        claim: None,
    }
}

use Paper::{ColumnRow, Domineering, Mnk, Seki, Slides};

/// Every misprint found, by paper in reading order.
pub const ERRATA: &[Erratum] = &[
    Erratum {
        claim: Some("SEKI-9-views"),
        replay: Some("cgcheck verify --claim SEKI-9-views"),
        ..e(
            Seki,
            "sec 9",
            "extensions of the 2x2 matrices A^2_4, B^2_1, B^2_4, and B^2_4, respectively",
            "A^2_4, B^2_1, B^2_1, B^2_4",
            "A^3_5 is the (3,2,2,-2)-extension of B^2_1, as section 9 says two paragraphs later; no extension of 33/33 is A^3_5",
        )
    },
    Erratum {
        claim: Some("SEKI-1.9.1"),
        replay: Some("cgcheck solve seki \"2 0 0 0 0; 0 2 0 0 0; 0 0 2 3 2; 0 0 6 8 8\""),
        ..e(
            Seki,
            "1.9.1",
            "the line's second matrix, row 3: 00232",
            "00233",
            "the first matrix has a_35 = 3 and the line never touches it; as printed (the second matrix's row) R, to move, wins, against \"finally, C wins\"",
        )
    },
    Erratum {
        replay: Some("cgcheck solve seki \"3 0 1; 0 2 2; 3 2 1\""),
        ..e(
            Seki,
            "sec 9, the display of A^3_3",
            "A^3_3's third row 3 2 1",
            "1 2 1",
            "1.7.1 and section 9's own table print 1 2 1; 301/022/321 is not magic and not the (3,1,1,-1)-extension of A^2_4 the text states (possibly an extraction error)",
        )
    },
    Erratum {
        replay: Some("cgcheck solve seki \"3 0 0 1; 0 3 0 2; 0 0 3 3; 1 2 3 0\""),
        ..e(
            Seki,
            "sec 9, the extensions of A^3_6",
            "at (1, 3), (1, 3), (2, 3), (3, 1), (3, 2), and (2, 2)",
            "one (1, 3) is (3, 3)",
            "(3, 3) satisfies i* + j* >= 4 and its extension is a CSM",
        )
    },
    e(
        Seki,
        "6.3",
        "a_{2,1} >= a_{1,2} + a_{2,2} = s_1^c",
        "= s_2^c",
        "a_12 + a_22 is the sum of column 2, whose condition S the system above states",
    ),
    e(
        Seki,
        "1.5",
        "In section 8 we will show that a n x n magic square is a CSM whenever its sum s >= 2 and height h <= 2",
        "Section 7",
        "Claim 13 is in section 7; sections 3 and 4 say \"see Section 7\"",
    ),
    e(
        Seki,
        "1.9.1",
        "In Section 8, the conjecture is proved for 2 = m < n",
        "Section 5 (Claim 8)",
        "section 8 is about non-symmetrizable CSMs; section 5.3 names Claim 8 as the proof",
    ),
    e(
        Seki,
        "sec 10",
        "The same statement holds for Seki as well, see Claim 3",
        "Claim 15",
        "Claim 3 is positive incentive; Claim 15 is the direct-sum statement for (0,1) CSMs",
    ),
    e(
        Seki,
        "Claim 18, proof",
        "Hence, by Claim 18, R wins in A' after any active move of C",
        "by Claim 17",
        "circular as printed; the proof has just verified (10.7), Claim 17's condition",
    ),
    e(
        Seki,
        "11.1 and 11.4 (three times)",
        "Conjecture 2 means that in each (complete) seki position the numbers of involved White and Black groups must be equal",
        "Conjecture 1",
        "Conjecture 1 is \"each seki matrix is square\"; Conjecture 2 is about h(n)",
    ),
    e(
        Seki,
        "11.2, and sec 4",
        "the analysis of Section 1.5 / the magic square A' from Section 1.5",
        "Section 1.7.2, where the matrix is called A",
        "section 1.5 has no analysis of this matrix; 1.7.1-1.7.2 name it and give the first moves",
    ),
    e(
        Seki,
        "Claim 13, proof",
        "since s''_j - s''_{i_0} = s - (s - 2) = 2 and a_{i_0, j_0} <= 2",
        "a_{i_0, j} <= 2",
        "the sentence is about any other column j",
    ),
    e(
        Seki,
        "Claim 17, proof, case 3",
        "Then s_j^c >= 1 for all j in J and, moreover, s_i^c >= 2",
        "s_j^c >= 2",
        "s^c is indexed by columns; the argument needs column j not to vanish",
    ),
    e(
        ColumnRow,
        "1.1",
        "x_1 >= ... >= x_k >= 0 is a sequence of non-decreasing integers",
        "non-increasing",
        "the inequalities written",
    ),
    e(
        ColumnRow,
        "1.1",
        "lambda[i, j] ... is a partition (x_i - j, x_{i+1} - j, ..., x_1 - j)",
        "..., x_k - j (the positive parts)",
        "x_1 is the longest row; the subpartition runs from row i to the last row k",
    ),
    Erratum {
        replay: Some("cgcheck sg column-row \"4,2,2\" --moves"),
        ..e(
            ColumnRow,
            "Lemma 3.1, proof of (2)",
            "Then the move G -(i+1)_r-> Q~ gives us the desired quadrated subposition",
            "i_r (rows numbered from 0, as section 4's 0_r; numbered from 1, both cases swap)",
            "Q = (4,4,2,2), G = (4,2,2) after 0_r: 1_r gives (4,2), not quadrated; 0_r gives (2,2)",
        )
    },
    e(
        ColumnRow,
        "Theorem 4.1, proof",
        "are given directly by Lemma 1, since min(a,b) = 1 / because a and b have the same parity and min(a,b) = 1",
        "Lemma 1.1; the second should say that Gamma_{a-1,1} and Gamma_{1,b-1} have a side 1",
        "there is no Lemma 1; in the induction step both a, b >= 2 is possible (Gamma_{4,4})",
    ),
    Erratum {
        replay: Some("cgcheck solve nim 25 18 41"),
        ..e(
            Slides,
            "Nim, Example 1 (second copy)",
            "reach P-position (25, 18, 41); 1011_2 != 11",
            "(25, 18, 11); 1011_2 = 11",
            "the first copy says (25,18,11); (25,18,41) is an N-position",
        )
    },
    e(
        Slides,
        "Wythoff",
        "[x] is the unique integer such that x - 1 < ceil(x) <= x",
        "x - 1 < [x] <= x (the floor)",
        "with the ceiling the inequality fails for every non-integer x",
    ),
    Erratum {
        replay: Some("cgcheck solve subtraction --set 1,2,3 8"),
        ..e(
            Slides,
            "subtraction game S = {1,2,3}, a frame",
            "P N N N P N N N N M ...",
            "P N N N P N N N P N ...",
            "position 8 is P, as the frame before shows (possibly extraction damage)",
        )
    },
    e(
        Mnk,
        "Theorem 4",
        "W can only choose from 1. ... a2, 1. c2, and 1. ... d2",
        "1. ... c2",
        "a move of W; the notation table writes W's replies with \"...\"",
    ),
    e(
        Mnk,
        "Theorem 5",
        "If W plays 1. ... a3, e3, then 2. b4, d2#, and W wins",
        "and B wins",
        "the paper's own reviewer comment (6) asks for it; MNK-T5 confirms B wins",
    ),
    e(
        Mnk,
        "Theorem 12, proof",
        "consider the now-empty (k-4) x (k-4) square board in the centre",
        "(k-3) x (k-3)",
        "the board is (k+1) x (k+1) with a two-square border; the phrase is Theorem 11's (k x k)",
    ),
    e(
        Mnk,
        "Appendix A",
        "(2. a1, 2. a2, and 2. c1 are symmetrical)",
        "2. b1",
        "after 1. a3 ... b2 the symmetry is the reflection in the a3-c1 diagonal: b1 is never covered, c1 twice",
    ),
    e(
        Mnk,
        "Appendix C",
        "we can see that the (6, 4, 4, 1, 1) game is a forced win",
        "(6, 6, 4, 1, 1)",
        "the appendix title and Theorem 6",
    ),
    e(
        Domineering,
        "1.1.1 and Theorem 1.2",
        "Hao [3] recently improved this logarithmic bound / Theorem 1.2 (Hao)",
        "Huang",
        "reference [3] is Hao Huang; Huang is the surname",
    ),
    e(
        Domineering,
        "1.1.1",
        "the degree of some vertex v in G is bounded above logarithmically in n",
        "bounded below",
        "Huang's result improves a logarithmic lower bound (Chung, Furedi, Graham and Seymour)",
    ),
    e(
        Domineering,
        "Theorem 3.1 and its proof",
        "(1 + sum_{i=1}^n u_i 3^i, 1) / rows numbered 1 + sum u_i 3^i",
        "3^{i-1}",
        "the matrices are 3^n x 3^n; with 3^i the all-ones index exceeds 3^n; the paper's Maple code uses 3^{i-1}",
    ),
    e(
        Domineering,
        "Theorem 3.1, proof",
        "The conditions for block VIII are top label of 0 and a bottom label of 2 ... The conditions for block VIII are similar",
        "the first \"block VIII\" is block VII",
        "Figure 3.3 puts VII at top 0, bottom 2",
    ),
];

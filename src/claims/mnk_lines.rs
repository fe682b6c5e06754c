//! The paper's annotated lines, transcribed from the extracted text (Appendices A, C and D,
//! and the lines of section 3). They are inputs to [`crate::games::mnk::notation`]; the
//! solvers never read them.

/// Appendix A: analysis of the (3,3,3,1,1) game.
pub const APPENDIX_A: &str = r#"Analysis of the (3, 3, 3, 1, 1) game
1. b2 ... a1
(2. c1 ... a3(F) 3. a2(F) ... c2(F) [4. b1/c3 ... b3] [4. b3 ... b1])
(2. c2 ... a2(F) 3. a3(F) ... c1(F) 4. b1(F) ... b3(F) 5. c3)
(2. c3 ... c1 3. b1(F) ... b3(F) [4. c2/a3 ... a2] [4. a2 ... c2])
2. b1 ... b3(F)
[3. c3 ... c1, *transposing to* 1. b2 ... a1 2. c3 ... c1 3. b1(F) ... b3(F)]
[3. c2 ... a2(F) 4. a3(F) ... c1(F)]
[3. a3 ... c1(F) {4. a2/c3 ... c2} {4. c2 ... a2}]
[3. c1 ... a3(F) 4. c3(F) ... a2#]
[3. a2 ... c2(F) {4. a3/c3 ... c1} {4. c1 ... a3(F)}]
(2. b3, 2. a2, and 2. a3 are symmetrical)
1. a2 ... b2
(2. a3 ... a1(F) 3. c3(F) ... b3(F) 4. b1(F) ... c1)
(2. b3 ... c3 3. a1(F) ... a3(F) 4. c1(F) ... b1(F))
(2. c2 ... c3 3. a1(F) ... a3(F)#)
(2. c3 ... a3 3. c1(F) ... c2(F) [4. b1/b3 ... a1] [4. a1 ... b1])
(2. a1, 2. b1, and 2. c1 are symmetrical)
1. a3 ... b2
(2. b3, *transposing to* 1. b3 ... b2 2. a3)
(2. c2, *transposing to* 1. c2 ... b2 2. a3)
(2. c3 ... b3(F) 3. b1(F) ... a2 4. c2(F) ... c1(F))
(2. c1 ... c2 3. a2(F) ... a1(F) 4. c3(F) ... b3(F))
(2. a1, 2. a2, and 2. c1 are symmetrical)"#;

/// Appendix C: analysis of the (6,6,4,1,1) game.
pub const APPENDIX_C: &str = r#"1. d4
(We only consider moves below the a1-f6 diagonal)
(1. ... a1/b1/e1/f1 2. d3 ... d2/d5(F) 3. c3#)
(1. ... c1/d1 2. c4 ... b4/e4(F) 3. d5#)
(1. ... b2/f2 2. b4 ... a4/c4/e4(F) 3. d2#)
(1. ... c2 2. c4 ... b4/e4(F) 3. d3#)
(1. ... d2 2. c4 ... b4/e4(F) 3. c3#)
(1. ... e2 2. e4 ... b4/c4/f4(F) 3. d3#)
(1. ... c3 2. c4 [2. ... e4 3. d3#] 2. ... b4(F) 3. d2 ... d3(F) 4. f4 ... e4(F) 5. e3 ... c1(F) 6.c5#)
(1. ... d3 2. e3 ... c5/f2(F) 3. e4#)
(1. ... e3 2. c3 [2. ... b2 3. c4#] 2. ... e5(F) 3. e4 [3. ... b4 4. c4 ... f4(F) 5. c2#] [3. ... f4 4.c4 ... b4(F) 5. c2#] 3. c4(F) 4. d3#)
(1. ... f3 2. c4 ... b4/e4(F) 3. d5#)
(1. ...e4 2. c5 [2. ...b6/f2 3. d5#] 2. ...e3(F) 3. e5# [3. ...e2 4. e1(F)#] [3. ...e1 4. e2(F)#])
(1. ...f4/f5/f6 2 .c4 ...b4/e4(F) 3. d3#)
(1. ...e5 2. d3 [2. ...d2 3. e3#] 2. ...d5(F) 3. c5 ...b6/e3/f2(F) 4. e4#)"#;

/// Appendix D: analysis of the line 1. e2 ... f3 2. c2 ... d2 3. d3 ... f1 of the
/// (9,4,4,1,1) game.
pub const APPENDIX_D: &str = r#"1. e2 ...f3 2. c2 ...d2 3. d3 ...f1
(4. a1/a2/a3/a4/b2/b3/b4/d1/g1/h2/h4/i1/i2/i3 ...f4 5. f2 (F) ...e3 6. c1 (F) ...h3 7. g3 (F) ...g2 8. i4 (F) ...e4 9. h1 (F) ...g4# [9. ...d4# if 4. h4])
(4. h1/h3/i4 ...f4 5. f2(F) ...e3 6. c1(F) ...d4 [7. b1 ...e4(F)#] [7. e4 ...b1(F) draws.] [7. c3 ...c4(F) 8. e4(F) ...b1(F) draws.] [7. g4 ...c4 8. e4(F) b1(F) draws.] 7. c4 ...c3(F) [8. b1 ...e4(F) 9.g4(F) ...d1 draws.] *From then, W should be able to draw by parrying all immediate threats and occupying b1.*)
(4. g2/g3/g4 ...f2 5. f4(F) ...e4 draws.)
(4. c1 ...f4 5. f2(F) ...e4 draws.)
(4. e1 ...f4 5. f2(F) ...e3 6. c1(F) ...b1 draws.)
(4. f2 ...e3 draws.)
(4. b1 ...e4(F) threatening 5. ...f4 6. f2(F) ...d4#. *B has to make a defensive move. After that, W should be able to draw by 5. ...c3.*)
(4. c4 ...f4 5. f2(F) ...c1 6.e3(F) ...e1 7. d1(F) ...c3 8. b4(F) ...d4 *and black can no longer pose meaningful threats.*)
(4. c3 ...f4 5. f2(F) ...b3 [6. b1 ...e4(F) 7. c1 ...c4(F) 8. d4 ...a1 9. g1 ...e3(F) 10. g2 ...h2(F) 11. g3 ...g4(F) 12. h4(F) ...e1(F) draws.] [6. e4 ...b1(F) 7. e3 ...e1 draws.]])
(4. d4 ... e4 *draws.*)
(4. e3 ... e4 *draws.*)
(4.e4 ... b1(F) 5. e3 ... e1(F) *draws.*)
(4.f4 ... e4 *draws.*)"#;

/// Section 3: Sobotovych's opening, as the paper gives it.
pub const SOBOTOVYCH: &str = "1. e2 ... f3 2. c2 ... d2 3. d3";

/// Section 3: the authors' reply.
pub const AUTHORS_REPLY: &str = "1. e2 ... f3 2. c2 ... d2 3. d3 ... f1";

/// Section 3 (Figure 11): W's winning line after 4. b3.
pub const AFTER_B3: &str = "1. e2 ... f3 2. c2 ... d2 3. d3 ... f1 4. b3 ... f4 5. f2 (F) ... e3 6. c1 (F) ... h3 7. g3 (F) ... g2 8. i4 (F) ... e4 9. h1 (F) ... g4 #";

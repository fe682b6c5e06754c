//! The paper's annotated lines, transcribed from the extracted text: Appendices A, C and D (as
//! data, in `registry/generalized-tic-tac-toe/`) and the lines of section 3. They are inputs
//! to [`crate::games::mnk::notation`]; the solvers never read them.

/// Appendix A: analysis of the (3,3,3,1,1) game.
pub const APPENDIX_A: &str =
    include_str!("../../registry/generalized-tic-tac-toe/appendix-a.txt").trim_ascii_end();

/// Appendix C: analysis of the (6,6,4,1,1) game.
pub const APPENDIX_C: &str =
    include_str!("../../registry/generalized-tic-tac-toe/appendix-c.txt").trim_ascii_end();

/// Appendix D: analysis of the line 1. e2 ... f3 2. c2 ... d2 3. d3 ... f1 of the
/// (9,4,4,1,1) game.
pub const APPENDIX_D: &str =
    include_str!("../../registry/generalized-tic-tac-toe/appendix-d.txt").trim_ascii_end();

/// Section 3: Sobotovych's opening, as the paper gives it.
pub const SOBOTOVYCH: &str = "1. e2 ... f3 2. c2 ... d2 3. d3";

/// Section 3: the authors' reply.
pub const AUTHORS_REPLY: &str = "1. e2 ... f3 2. c2 ... d2 3. d3 ... f1";

/// Section 3 (Figure 11): W's winning line after 4. b3.
pub const AFTER_B3: &str = "1. e2 ... f3 2. c2 ... d2 3. d3 ... f1 4. b3 ... f4 5. f2 (F) ... e3 6. c1 (F) ... h3 7. g3 (F) ... g2 8. i4 (F) ... e4 9. h1 (F) ... g4 #";

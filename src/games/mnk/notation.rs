//! The paper's move notation (Appendices A, C and D, section 3): `1. b2 ... a1 2. c1 ... a3(F)`
//! with variations in brackets, alternatives `a2/c3`, marks `(F)` (forced) and `#` (wins).
//!
//! Moves carry their numbers, so a variation branches where its first move number says:
//! `N. x` is B's N-th stone and `N. ... y` (or `... y` right after B's stone) W's N-th, so
//! the stone's index in the game is 2(N - 1) for B and 2N - 1 for W (p = q = 1 games). A
//! bracket opens a variation from the line it is in; the line resumes after the bracket.
//! Each place where a line stops (a closing bracket, the end of the text) is a *leaf*: a
//! sequence of stones to replay and judge.
//!
//! Readings, for text that is not moves:
//! * a group with no move number (a comment) or saying "symmetrical" is skipped;
//! * `if 4. h4` at the end of a variation makes it apply to that alternative of the line
//!   above, which is then judged without it;
//! * "transposing to" is followed by the transposed line in full, replayed as written;
//! * a line that skips a turn (`4. b1 ... e4 threatening 5. ... f4`, a threat shown as if
//!   the other side passed) is reported as hypothetical rather than judged.

use crate::core::InputError;

/// A stone of a line: alternatives (any of which may be played) and the paper's marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stone {
    /// Index in the game (0 = B's first stone).
    pub ply: usize,
    /// The squares given as alternatives (`a2/c3`), as written.
    pub squares: Vec<String>,
    /// Marked `(F)`: forced.
    pub forced: bool,
    /// Marked `#`: wins.
    pub wins: bool,
}

/// A line to replay: stones by ply (a gap is a skipped turn).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leaf {
    /// Stones, indexed by ply; `None` where the text skips a turn.
    pub stones: Vec<Option<Stone>>,
    /// The text says the line draws ("draws").
    pub says_draw: bool,
    /// Alternatives of this line left to an `if` variation below it: (ply, square).
    pub excluded: Vec<(usize, String)>,
    /// This variation's own `if` conditions: (ply, square).
    pub conditions: Vec<(usize, String)>,
    /// The text around the leaf, for reports.
    pub text: String,
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Open,
    Close,
    Number(usize),
    Dots,
    Squares(Vec<String>, bool, bool),
    Word(String),
}

fn is_square(t: &str) -> bool {
    let letters = t.chars().take_while(|c| c.is_ascii_lowercase()).count();
    (1..=2).contains(&letters)
        && t.len() > letters
        && t[letters..].chars().all(|c| c.is_ascii_digit())
}

fn tokenize(text: &str) -> Result<Vec<Token>, InputError> {
    let text = text
        .replace('\u{2026}', "...")
        .replace("(F)", " \u{1}F ")
        .replace(" .", " . ");
    let mut out = Vec::new();
    let mut word = String::new();
    fn flush(word: &mut String, out: &mut Vec<Token>) -> Result<(), InputError> {
        if word.is_empty() {
            return Ok(());
        }
        let w = std::mem::take(word);
        if w == "\u{1}F" || w == "#" {
            if let Some(Token::Squares(_, forced, wins)) = out.last_mut() {
                if w == "#" {
                    *wins = true;
                } else {
                    *forced = true;
                }
            }
            return Ok(());
        }
        // "6.c5#": a move number glued to its square.
        if let Some(dot) = w.find('.')
            && dot > 0
            && w[..dot].chars().all(|c| c.is_ascii_digit())
            && w.len() > dot + 1
            && w.as_bytes()[dot + 1].is_ascii_lowercase()
        {
            out.push(Token::Number(move_number(&w[..dot])?));
            *word = w[dot + 1..].to_string();
            return flush(word, out);
        }
        let trimmed = w.trim_end_matches([',', ';', ':']);
        if let Some(num) = trimmed.strip_suffix('.')
            && !num.is_empty()
            && num.chars().all(|c| c.is_ascii_digit())
        {
            out.push(Token::Number(move_number(num)?));
            return Ok(());
        }
        if trimmed.chars().all(|c| c.is_ascii_digit()) && !trimmed.is_empty() {
            // "2 .c4": a number whose dot was split off.
            out.push(Token::Number(move_number(trimmed)?));
            return Ok(());
        }
        let (body, wins) = match trimmed.strip_suffix('#') {
            Some(b) => (b, true),
            None => (trimmed, false),
        };
        let body = body.trim_end_matches('.');
        let squares: Vec<&str> = body.split('/').collect();
        if !body.is_empty() && squares.iter().all(|s| is_square(s)) {
            out.push(Token::Squares(
                squares.iter().map(|s| s.to_string()).collect(),
                false,
                wins,
            ));
            if trimmed.ends_with('.') || w.ends_with('.') {
                out.push(Token::Word(".".into()));
            }
            return Ok(());
        }
        out.push(Token::Word(trimmed.trim_matches('*').to_lowercase()));
        Ok(())
    }
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '(' | '[' | '{' | ')' | ']' | '}' => {
                flush(&mut word, &mut out)?;
                out.push(if "([{".contains(c) {
                    Token::Open
                } else {
                    Token::Close
                });
            }
            '.' if word.is_empty() && chars.peek() == Some(&'.') => {
                while chars.peek() == Some(&'.') {
                    chars.next();
                }
                out.push(Token::Dots);
            }
            '.' if word.is_empty() => {}
            c if c.is_whitespace() => flush(&mut word, &mut out)?,
            '.' if chars.peek() == Some(&'.') => {
                flush(&mut word, &mut out)?;
                while chars.peek() == Some(&'.') {
                    chars.next();
                }
                out.push(Token::Dots);
            }
            c => word.push(c),
        }
    }
    flush(&mut word, &mut out)?;
    Ok(out)
}

/// A move number (digits only), exactly: 1 up to the number that puts W's stone at
/// [`MAX_PLY`].
fn move_number(digits: &str) -> Result<usize, InputError> {
    let n: Option<usize> = digits.parse().ok();
    match n {
        Some(n) if (1..=MAX_PLY / 2).contains(&n) => Ok(n),
        _ => Err(InputError::new(format!(
            "invalid move number '{}': expected 1..{}",
            super::board::shorten(digits),
            MAX_PLY / 2
        ))),
    }
}

/// Most stones a line may have (move numbers give a stone's index; a number past this is
/// refused rather than allocated). Boards have at most 64 squares.
pub const MAX_PLY: usize = 4096;

/// Parses a transcribed text (the paper's appendices) into its leaves, leniently: a stray
/// closing bracket is skipped (the text after it is still read), an unclosed bracket closes
/// at the end, and a text [`parse`] refuses otherwise gives no leaves. Typed input goes
/// through [`parse`], which refuses all of these.
pub fn leaves(text: &str) -> Vec<Leaf> {
    read(text, true).unwrap_or_default()
}

/// Parses a text of lines and variations into its leaves, iteratively (any depth of nested
/// variations). Refused: unbalanced brackets (the text after a stray `)` would be lost) and
/// move numbers that are 0 or put a stone past [`MAX_PLY`].
pub fn parse(text: &str) -> Result<Vec<Leaf>, InputError> {
    read(text, false)
}

fn read(text: &str, lenient: bool) -> Result<Vec<Leaf>, InputError> {
    let mut tokens = tokenize(text)?;
    if !lenient {
        // Prose ("draws", "threatening", "if") is part of the notation, but a word with a
        // digit is a square or a move number written wrong ("xyz9", "b2x"): reading on
        // without it would judge another line than the one typed.
        if let Some(Token::Word(w)) = tokens
            .iter()
            .find(|t| matches!(t, Token::Word(w) if w.chars().any(|c| c.is_ascii_digit())))
        {
            return Err(InputError::new(format!(
                "'{w}' is neither a square (a column a..zz and a row number, e.g. b2) nor a \
                 move number (e.g. 3.)"
            )));
        }
    }
    if lenient {
        let mut depth = 0usize;
        tokens.retain(|t| match t {
            Token::Open => {
                depth += 1;
                true
            }
            Token::Close if depth == 0 => false,
            Token::Close => {
                depth -= 1;
                true
            }
            _ => true,
        });
        tokens.extend(std::iter::repeat_n(Token::Close, depth));
    }
    // The matching close of every open (a stack pass), and what each group holds at its
    // own depth: a move number (else it is a comment) or a "symmetrical" remark; the
    // whole text's flags are at index `tokens.len()`.
    let mut close_of = vec![usize::MAX; tokens.len()];
    let mut numbered = vec![false; tokens.len() + 1];
    let mut symmetrical = vec![false; tokens.len() + 1];
    let mut opens: Vec<usize> = Vec::new();
    for (j, t) in tokens.iter().enumerate() {
        let group = opens.last().copied().unwrap_or(tokens.len());
        match t {
            Token::Open => opens.push(j),
            Token::Close => {
                let Some(o) = opens.pop() else {
                    return Err(InputError::new(format!(
                        "unmatched closing bracket (bracket {} of the line): nothing would be read after it",
                        1 + tokens[..j]
                            .iter()
                            .filter(|t| matches!(t, Token::Open | Token::Close))
                            .count()
                    )));
                };
                close_of[o] = j;
            }
            Token::Number(_) => numbered[group] = true,
            Token::Word(w) if w.starts_with("symmetrical") => symmetrical[group] = true,
            _ => {}
        }
    }
    if let Some(&o) = opens.last() {
        return Err(InputError::new(format!(
            "unclosed bracket: {} opening bracket(s) never closed (the last is bracket {} of the line)",
            opens.len(),
            1 + tokens[..o]
                .iter()
                .filter(|t| matches!(t, Token::Open | Token::Close))
                .count()
        )));
    }
    // A group with no move number is a comment; one saying "symmetrical" is skipped.
    let skip_group = |open: usize| !numbered[open] || symmetrical[open];
    let mut out = Vec::new();
    if skip_group(tokens.len()) {
        return Ok(out);
    }
    let mut stack = vec![Group::new(0, tokens.len(), Vec::new())];
    while let Some(g) = stack.last_mut() {
        if g.i >= g.end {
            let Some(done) = stack.pop() else { break };
            let (before, end) = (done.before_parent, done.end);
            done.finish(&mut out);
            if let Some(parent) = stack.last_mut() {
                parent.i = end + 1; // past the close
                // An `if` variation takes its alternative out of this line's judgement (the
                // variation's own leaf is the last one it pushed).
                if out.len() > before
                    && let Some(leaf) = out.last()
                {
                    parent
                        .children_excluded
                        .extend(leaf.conditions.iter().cloned());
                }
            }
            continue;
        }
        let t = &tokens[g.i];
        g.i += 1;
        match t {
            Token::Open => {
                let (start, end) = (g.i, close_of[g.i - 1]);
                if skip_group(g.i - 1) {
                    g.i = end + 1;
                    continue;
                }
                let mut child = Group::new(start, end, g.line.clone());
                child.before_parent = out.len();
                stack.push(child);
            }
            Token::Close => {}
            Token::Number(n) => {
                g.number = Some(*n);
                g.white_next = false;
            }
            Token::Dots => g.white_next = true,
            Token::Squares(squares, forced, wins) => {
                let Some(n) = g.number else { continue };
                let ply = 2 * (n - 1) + usize::from(g.white_next);
                let stone = Stone {
                    ply,
                    squares: squares.clone(),
                    forced: *forced,
                    wins: *wins,
                };
                g.text += &format!(
                    "{}{}{} ",
                    if g.white_next {
                        format!("{n}. ... ")
                    } else {
                        format!("{n}. ")
                    },
                    squares.join("/"),
                    if *wins { "#" } else { "" }
                );
                if g.condition {
                    g.own_conditions.push((ply, squares[0].clone()));
                    g.conditions.push(stone);
                    continue;
                }
                g.line.truncate(ply);
                g.line.resize(ply, None);
                g.line.push(Some(stone));
                g.white_next = true;
            }
            Token::Word(w) => {
                if w.starts_with("draw") {
                    g.says_draw = true;
                }
                if w == "if" {
                    g.condition = true;
                }
            }
        }
    }
    Ok(out)
}

/// A group being parsed: the tokens up to its close, the line it builds from its base, and
/// what it has read so far.
struct Group {
    i: usize,
    end: usize,
    /// Leaves pushed before this group started (its parent's count).
    before_parent: usize,
    line: Vec<Option<Stone>>,
    number: Option<usize>,
    white_next: bool,
    says_draw: bool,
    condition: bool,
    own_conditions: Vec<(usize, String)>,
    children_excluded: Vec<(usize, String)>,
    conditions: Vec<Stone>,
    text: String,
}

impl Group {
    fn new(i: usize, end: usize, line: Vec<Option<Stone>>) -> Group {
        Group {
            i,
            end,
            before_parent: 0,
            line,
            number: None,
            white_next: false,
            says_draw: false,
            condition: false,
            own_conditions: Vec::new(),
            children_excluded: Vec::new(),
            conditions: Vec::new(),
            text: String::new(),
        }
    }

    /// The group's leaf, if its line has a stone.
    fn finish(self, out: &mut Vec<Leaf>) {
        let mut line = self.line;
        for c in self.conditions {
            let ply = c.ply;
            if ply < line.len() {
                line[ply] = Some(c);
            }
        }
        if line.iter().all(Option::is_none) {
            return;
        }
        out.push(Leaf {
            stones: line,
            says_draw: self.says_draw,
            excluded: self.children_excluded,
            conditions: self.own_conditions,
            text: self.text.trim().to_string(),
        });
    }
}

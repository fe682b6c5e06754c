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

fn tokenize(text: &str) -> Vec<Token> {
    let text = text
        .replace('\u{2026}', "...")
        .replace("(F)", " \u{1}F ")
        .replace(" .", " . ");
    let mut out = Vec::new();
    let mut word = String::new();
    fn flush(word: &mut String, out: &mut Vec<Token>) {
        if word.is_empty() {
            return;
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
            return;
        }
        // "6.c5#": a move number glued to its square.
        if let Some(dot) = w.find('.')
            && dot > 0
            && w[..dot].chars().all(|c| c.is_ascii_digit())
            && w.len() > dot + 1
            && w.as_bytes()[dot + 1].is_ascii_lowercase()
        {
            out.push(Token::Number(w[..dot].parse().unwrap_or(0)));
            *word = w[dot + 1..].to_string();
            flush(word, out);
            return;
        }
        let trimmed = w.trim_end_matches([',', ';', ':']);
        if let Some(num) = trimmed.strip_suffix('.')
            && !num.is_empty()
            && num.chars().all(|c| c.is_ascii_digit())
        {
            out.push(Token::Number(num.parse().unwrap_or(0)));
            return;
        }
        if trimmed.chars().all(|c| c.is_ascii_digit()) && !trimmed.is_empty() {
            // "2 .c4": a number whose dot was split off.
            out.push(Token::Number(trimmed.parse().unwrap_or(0)));
            return;
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
            return;
        }
        out.push(Token::Word(trimmed.trim_matches('*').to_lowercase()));
    }
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '(' | '[' | '{' | ')' | ']' | '}' => {
                flush(&mut word, &mut out);
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
            c if c.is_whitespace() => flush(&mut word, &mut out),
            '.' if chars.peek() == Some(&'.') => {
                flush(&mut word, &mut out);
                while chars.peek() == Some(&'.') {
                    chars.next();
                }
                out.push(Token::Dots);
            }
            c => word.push(c),
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Parses a text of lines and variations into its leaves.
pub fn leaves(text: &str) -> Vec<Leaf> {
    let tokens = tokenize(text);
    let mut out = Vec::new();
    parse_group(&tokens, &mut 0, &[], &mut out);
    out
}

/// Parses tokens until the matching close (or the end), starting from the `base` line;
/// pushes leaves and returns the line at the end of the group.
fn parse_group(tokens: &[Token], i: &mut usize, base: &[Option<Stone>], out: &mut Vec<Leaf>) {
    let start = *i;
    // Skip comment groups and "symmetrical" remarks.
    let mut depth = 0;
    let mut end = tokens.len();
    for (j, t) in tokens.iter().enumerate().skip(start) {
        match t {
            Token::Open => depth += 1,
            Token::Close if depth == 0 => {
                end = j;
                break;
            }
            Token::Close => depth -= 1,
            _ => {}
        }
    }
    let own: Vec<&Token> = {
        let mut d = 0;
        tokens[start..end]
            .iter()
            .filter(|t| {
                match t {
                    Token::Open => d += 1,
                    Token::Close => d -= 1,
                    _ => {}
                }
                d == 0 && !matches!(t, Token::Close)
            })
            .collect()
    };
    let skip = !own.iter().any(|t| matches!(t, Token::Number(_)))
        || own
            .iter()
            .any(|t| matches!(t, Token::Word(w) if w.starts_with("symmetrical")));
    if skip {
        *i = end;
        return;
    }
    let mut line: Vec<Option<Stone>> = base.to_vec();
    let mut number: Option<usize> = None;
    let mut white_next = false;
    let mut says_draw = false;
    let mut condition = false;
    let mut own_conditions: Vec<(usize, String)> = Vec::new();
    let mut children_excluded: Vec<(usize, String)> = Vec::new();
    let mut conditions: Vec<Stone> = Vec::new();
    let mut text = String::new();
    while *i < end {
        let t = &tokens[*i];
        *i += 1;
        match t {
            Token::Open => {
                let before = out.len();
                parse_group(tokens, i, &line, out);
                *i += 1; // the close
                // An `if` variation takes its alternative out of this line's judgement (the
                // variation's own leaf is the last one it pushed).
                if out.len() > before
                    && let Some(leaf) = out.last()
                {
                    children_excluded.extend(leaf.conditions.iter().cloned());
                }
            }
            Token::Close => {}
            Token::Number(n) => {
                number = Some(*n);
                white_next = false;
            }
            Token::Dots => white_next = true,
            Token::Squares(squares, forced, wins) => {
                let Some(n) = number else { continue };
                let ply = 2 * (n.max(1) - 1) + usize::from(white_next);
                let stone = Stone {
                    ply,
                    squares: squares.clone(),
                    forced: *forced,
                    wins: *wins,
                };
                text += &format!(
                    "{}{}{} ",
                    if white_next {
                        format!("{n}. ... ")
                    } else {
                        format!("{n}. ")
                    },
                    squares.join("/"),
                    if *wins { "#" } else { "" }
                );
                if condition {
                    own_conditions.push((ply, squares[0].clone()));
                    conditions.push(stone);
                    continue;
                }
                line.truncate(ply);
                line.resize(ply, None);
                line.push(Some(stone));
                white_next = true;
            }
            Token::Word(w) => {
                if w.starts_with("draw") {
                    says_draw = true;
                }
                if w == "if" {
                    condition = true;
                }
            }
        }
    }
    for c in conditions {
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
        says_draw,
        excluded: children_excluded,
        conditions: own_conditions,
        text: text.trim().to_string(),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plies(leaf: &Leaf) -> Vec<String> {
        leaf.stones
            .iter()
            .map(|s| s.as_ref().map_or("-".into(), |s| s.squares.join("/")))
            .collect()
    }

    #[test]
    fn a_plain_line() {
        let ls = leaves("1. b2 ... a1 2. c1 ... a3(F)");
        assert_eq!(ls.len(), 1);
        assert_eq!(plies(&ls[0]), ["b2", "a1", "c1", "a3"]);
        assert!(ls[0].stones[3].as_ref().is_some_and(|s| s.forced));
    }

    #[test]
    fn variations_branch_by_move_number() {
        let ls = leaves("1. b2 ... a1 (2. c1 ... a3(F) [4. b1/c3 ... b3]) 2. b1 ... b3(F)");
        let all: Vec<Vec<String>> = ls.iter().map(plies).collect();
        assert!(all.contains(&vec!["b2".into(), "a1".into(), "c1".into(), "a3".into()]));
        assert!(all.contains(&vec![
            "b2".into(),
            "a1".into(),
            "c1".into(),
            "a3".into(),
            "-".into(),
            "-".into(),
            "b1/c3".into(),
            "b3".into()
        ]));
        assert!(all.contains(&vec!["b2".into(), "a1".into(), "b1".into(), "b3".into()]));
    }

    #[test]
    fn comments_and_typos() {
        let ls = leaves(
            "1. d4 (We only consider moves below the a1-f6 diagonal) (1. ... c1/d1 2 .c4 ... b4/e4(F) 3. d5#)",
        );
        let all: Vec<Vec<String>> = ls.iter().map(plies).collect();
        assert!(all.contains(&vec![
            "d4".into(),
            "c1/d1".into(),
            "c4".into(),
            "b4/e4".into(),
            "d5".into()
        ]));
        assert!(ls.iter().any(|l| {
            l.stones
                .last()
                .is_some_and(|s| s.as_ref().is_some_and(|s| s.wins))
        }));
    }
}

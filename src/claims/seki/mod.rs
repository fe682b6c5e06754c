//! Registry entries for papers/seki.md ("Game Seki", DIMACS TR 2007-05), and their checks.
//!
//! * [`bounds`]: every claim's quick and deep bounds, as data.
//! * [`support`]: the paper's matrices, cached enumerations, evidence helpers.
//! * [`small`]: worked examples (sections 1.3, 1.4, 1.9.1, 4, 5.3, 6).
//! * [`general`]: universal claims on every enumerated matrix (Claims 1-8, 10-12, 14).
//! * [`predicates`]: the per-matrix predicates the universal claims and their hunts share.
//! * [`hunts`]: the hunts' random matrices, judged by those predicates.
//! * [`catalogues`]: the 3x3 and 4x4 catalogues and section 8.
//! * [`facts`]: the stated facts about single positions, as data, and their one driver.
//! * [`structure`]: magic squares, extensions, Claim 16, Conjectures 1-3, computation ranges.
//! * [`seki_i`]: section 10.
//! * [`engines`]: sections 1.10 and 11.4.
//! * [`remarks`]: statements outside the catalogue (issue 18): sections 1.5, 3, 5.1, 8, 9,
//!   10 and 11.6.
//! * [`audit`]: more of them (issue 18): sections 5.3 (completion), 11.2-11.3 (dame sets)
//!   and Claim 16's proof (move counts).

pub mod audit;
pub mod bounds;
pub mod catalogues;
pub mod engines;
pub mod facts;
pub mod general;
pub mod hunts;
pub mod predicates;
pub mod remarks;
pub mod seki_i;
pub mod small;
pub mod structure;
pub mod support;

use super::Part;

/// The checks of the claims in `registry/seki.toml`, by id (joined in [`super::registry`]).
pub const CHECKS: &[(&str, &[Part])] = &[
    ("SEKI-1x1", small::ONE_BY_N),
    ("SEKI-2x2-first", small::TWO_BY_TWO_FIRST_PARTS),
    ("SEKI-2x2-B", small::TWO_BY_TWO_B_PARTS),
    ("SEKI-2x2-CSM", small::TWO_BY_TWO_CSM),
    ("SEKI-1.3", small::SECTION_1_3),
    ("SEKI-C1", general::CLAIM_1),
    ("SEKI-C2", general::CLAIM_2),
    ("SEKI-C3", general::CLAIM_3),
    ("SEKI-C4", general::CLAIM_4),
    ("SEKI-C5", general::CLAIM_5),
    ("SEKI-S-strict", general::S_STRICT),
    ("SEKI-C6", general::CLAIM_6),
    ("SEKI-4-weak", small::SECTION_4_WEAK_PARTS),
    ("SEKI-C7", general::CLAIM_7),
    ("SEKI-4-1k", small::SECTION_4_1K),
    ("SEKI-4-3x3", small::SECTION_4_3X3_PARTS),
    ("SEKI-5.1", general::SECTION_5_1),
    ("SEKI-C8", general::CLAIM_8),
    ("SEKI-5.3-3x4", small::SECTION_5_3_3X4),
    ("SEKI-5.3-5x6", small::SECTION_5_3_5X6),
    ("SEKI-6.2", small::SECTION_6_2),
    ("SEKI-C10", general::CLAIM_10),
    ("SEKI-C11", general::CLAIM_11),
    ("SEKI-C12", general::CLAIM_12),
    ("SEKI-C13", structure::CLAIM_13),
    ("SEKI-2x2-magic", small::TWO_BY_TWO_MAGIC),
    ("SEKI-Conj3", structure::CONJECTURE_3),
    ("SEKI-C14", general::CLAIM_14),
    ("SEKI-C15", structure::CLAIM_15),
    ("SEKI-8-4x4", catalogues::SECTION_8_4X4),
    ("SEKI-8-16x16", catalogues::SECTION_8_16X16),
    ("SEKI-1.7.1", catalogues::SECTION_1_7_1),
    ("SEKI-1.7.2", catalogues::SECTION_1_7_2),
    ("SEKI-1.7.3", catalogues::SECTION_1_7_3),
    ("SEKI-3-3x3-types", catalogues::SECTION_3_TYPES),
    ("SEKI-1.8-semi", catalogues::SECTION_1_8_SEMI),
    ("SEKI-1.8-Rwins", catalogues::SECTION_1_8_R_WINS),
    ("SEKI-1.8-WD", catalogues::SECTION_1_8_WD),
    ("SEKI-1.8-WW", catalogues::SECTION_1_8_WW),
    ("SEKI-1.8-nonmagic", catalogues::SECTION_1_8_NONMAGIC),
    ("SEKI-3-all9", catalogues::SECTION_3_ALL9),
    ("SEKI-1.9.1", small::SECTION_1_9_1),
    ("SEKI-Conj1", structure::CONJECTURE_1),
    ("SEKI-Conj2", structure::CONJECTURE_2),
    ("SEKI-9-ext", structure::SECTION_9),
    ("SEKI-C16", structure::CLAIM_16),
    ("SEKI-C17", seki_i::CLAIM_17),
    ("SEKI-I-small", seki_i::SMALL_PARTS),
    ("SEKI-C18", seki_i::CLAIM_18),
    ("SEKI-C19", seki_i::CLAIM_19),
    ("SEKI-C20", seki_i::CLAIM_20),
    ("SEKI-C21", seki_i::CLAIM_21),
    ("SEKI-Conj4", seki_i::CONJECTURE_4),
    ("SEKI-1.10", engines::SECTION_1_10),
    ("SEKI-11.4", engines::SECTION_11_4),
    ("SEKI-comp", structure::COMPUTATION_RANGES),
    ("SEKI-11.6", remarks::WHISTETTE_EXAMPLES),
    ("SEKI-R1", remarks::REMARK_1),
    ("SEKI-9-bound", remarks::SECTION_9_MOVE_BOUND),
    ("SEKI-3-LL", remarks::CSM_REDUCTIONS),
    ("SEKI-10-subset", remarks::SEKI_I_CSMS_ARE_SEKI_CSMS),
    ("SEKI-10-C1", remarks::CLAIM_1_SEKI_I),
    ("SEKI-5.1-mn", remarks::S_IMPLIES_LARGE_ROW),
    ("SEKI-1.5-s1", remarks::MAGIC_SUM_ONE),
    ("SEKI-C20-line", remarks::CLAIM_20_LINE),
    ("SEKI-11.4-Q", remarks::ONE_EYE_EACH),
    ("SEKI-5.3-open", audit::COMPLETION),
    ("SEKI-11.2-dame", audit::DAME_SETS),
    ("SEKI-C16-moves", audit::CLAIM_16_MOVES),
    ("SEKI-9-views", remarks::EXTENSION_VIEWS),
    ("SEKI-C8-proof", remarks::CLAIM_8_STRATEGY),
    ("SEKI-7-h2", remarks::HEIGHT_TWO_MAGIC),
];

//! Registry entries for papers/seki.md ("Game Seki", DIMACS TR 2007-05), and their checks.
//!
//! * [`bounds`]: every claim's quick and deep bounds, as data.
//! * [`support`]: the paper's matrices, cached enumerations, evidence helpers.
//! * [`small`]: worked examples (sections 1.3, 1.4, 1.9.1, 4, 5.3, 6).
//! * [`general`]: universal claims on every enumerated matrix (Claims 1-8, 10-12, 14).
//! * [`predicates`]: the per-matrix predicates the universal claims and their hunts share.
//! * [`catalogues`]: the 3x3 and 4x4 catalogues and section 8.
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
pub mod general;
pub mod predicates;
pub mod remarks;
pub mod seki_i;
pub mod small;
pub mod structure;
pub mod support;
pub mod sweep;

use super::Check;

/// The checks of the claims in `registry/seki.toml`, by id (joined in [`super::registry`]).
pub const CHECKS: &[(&str, Check)] = &[
    ("SEKI-1x1", Check::Parts(small::ONE_BY_N)),
    (
        "SEKI-2x2-first",
        Check::Parts(small::TWO_BY_TWO_FIRST_PARTS),
    ),
    ("SEKI-2x2-B", Check::Parts(small::TWO_BY_TWO_B_PARTS)),
    ("SEKI-2x2-CSM", Check::Parts(small::TWO_BY_TWO_CSM)),
    ("SEKI-1.3", Check::Parts(small::SECTION_1_3)),
    ("SEKI-C1", Check::Parts(general::CLAIM_1)),
    ("SEKI-C2", Check::Parts(general::CLAIM_2)),
    ("SEKI-C3", Check::Parts(general::CLAIM_3)),
    ("SEKI-C4", Check::Parts(general::CLAIM_4)),
    ("SEKI-C5", Check::Parts(general::CLAIM_5)),
    ("SEKI-S-strict", Check::Parts(general::S_STRICT)),
    ("SEKI-C6", Check::Parts(general::CLAIM_6)),
    ("SEKI-4-weak", Check::Parts(small::SECTION_4_WEAK_PARTS)),
    ("SEKI-C7", Check::Parts(general::CLAIM_7)),
    ("SEKI-4-1k", Check::Parts(small::SECTION_4_1K)),
    ("SEKI-4-3x3", Check::Parts(small::SECTION_4_3X3_PARTS)),
    ("SEKI-5.1", Check::Parts(general::SECTION_5_1)),
    ("SEKI-C8", Check::Parts(general::CLAIM_8)),
    ("SEKI-5.3-3x4", Check::Parts(small::SECTION_5_3_3X4)),
    ("SEKI-5.3-5x6", Check::Parts(small::SECTION_5_3_5X6)),
    ("SEKI-6.2", Check::Parts(small::SECTION_6_2)),
    ("SEKI-C10", Check::Parts(general::CLAIM_10)),
    ("SEKI-C11", Check::Parts(general::CLAIM_11)),
    ("SEKI-C12", Check::Parts(general::CLAIM_12)),
    ("SEKI-C13", Check::Parts(structure::CLAIM_13)),
    ("SEKI-2x2-magic", Check::Parts(small::TWO_BY_TWO_MAGIC)),
    ("SEKI-Conj3", Check::Parts(structure::CONJECTURE_3)),
    ("SEKI-C14", Check::Parts(general::CLAIM_14)),
    ("SEKI-C15", Check::Parts(structure::CLAIM_15)),
    ("SEKI-8-4x4", Check::Parts(catalogues::SECTION_8_4X4)),
    ("SEKI-8-16x16", Check::Parts(catalogues::SECTION_8_16X16)),
    ("SEKI-1.7.1", Check::Parts(catalogues::SECTION_1_7_1)),
    ("SEKI-1.7.2", Check::Parts(catalogues::SECTION_1_7_2)),
    ("SEKI-1.7.3", Check::Parts(catalogues::SECTION_1_7_3)),
    (
        "SEKI-3-3x3-types",
        Check::Parts(catalogues::SECTION_3_TYPES),
    ),
    ("SEKI-1.8-semi", Check::Parts(catalogues::SECTION_1_8_SEMI)),
    (
        "SEKI-1.8-Rwins",
        Check::Parts(catalogues::SECTION_1_8_R_WINS),
    ),
    ("SEKI-1.8-WD", Check::Parts(catalogues::SECTION_1_8_WD)),
    ("SEKI-1.8-WW", Check::Parts(catalogues::SECTION_1_8_WW)),
    (
        "SEKI-1.8-nonmagic",
        Check::Parts(catalogues::SECTION_1_8_NONMAGIC),
    ),
    ("SEKI-3-all9", Check::Parts(catalogues::SECTION_3_ALL9)),
    ("SEKI-1.9.1", Check::Parts(small::SECTION_1_9_1)),
    ("SEKI-Conj1", Check::Parts(structure::CONJECTURE_1)),
    ("SEKI-Conj2", Check::Parts(structure::CONJECTURE_2)),
    ("SEKI-9-ext", Check::Parts(structure::SECTION_9)),
    ("SEKI-C16", Check::Parts(structure::CLAIM_16)),
    ("SEKI-C17", Check::Parts(seki_i::CLAIM_17)),
    ("SEKI-I-small", Check::Parts(seki_i::SMALL_PARTS)),
    ("SEKI-C18", Check::Parts(seki_i::CLAIM_18)),
    ("SEKI-C19", Check::Parts(seki_i::CLAIM_19)),
    ("SEKI-C20", Check::Parts(seki_i::CLAIM_20)),
    ("SEKI-C21", Check::Parts(seki_i::CLAIM_21)),
    ("SEKI-Conj4", Check::Parts(seki_i::CONJECTURE_4)),
    ("SEKI-1.10", Check::Parts(engines::SECTION_1_10)),
    ("SEKI-11.4", Check::Parts(engines::SECTION_11_4)),
    ("SEKI-comp", Check::Parts(structure::COMPUTATION_RANGES)),
    ("SEKI-11.6", Check::Parts(remarks::WHISTETTE_EXAMPLES)),
    ("SEKI-R1", Check::Parts(remarks::REMARK_1)),
    ("SEKI-9-bound", Check::Parts(remarks::SECTION_9_MOVE_BOUND)),
    ("SEKI-3-LL", Check::Parts(remarks::CSM_REDUCTIONS)),
    (
        "SEKI-10-subset",
        Check::Parts(remarks::SEKI_I_CSMS_ARE_SEKI_CSMS),
    ),
    ("SEKI-10-C1", Check::Parts(remarks::CLAIM_1_SEKI_I)),
    ("SEKI-5.1-mn", Check::Parts(remarks::S_IMPLIES_LARGE_ROW)),
    ("SEKI-1.5-s1", Check::Parts(remarks::MAGIC_SUM_ONE)),
    ("SEKI-C20-line", Check::Parts(remarks::CLAIM_20_LINE)),
    ("SEKI-11.4-Q", Check::Parts(remarks::ONE_EYE_EACH)),
    ("SEKI-5.3-open", Check::Parts(audit::COMPLETION)),
    ("SEKI-11.2-dame", Check::Parts(audit::DAME_SETS)),
    ("SEKI-C16-moves", Check::Parts(audit::CLAIM_16_MOVES)),
    ("SEKI-9-views", Check::Parts(remarks::EXTENSION_VIEWS)),
    ("SEKI-C8-proof", Check::Parts(remarks::CLAIM_8_STRATEGY)),
    ("SEKI-7-h2", Check::Parts(remarks::HEIGHT_TWO_MAGIC)),
];

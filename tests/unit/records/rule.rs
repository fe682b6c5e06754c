//! The one rule for stored records (`src/records/mod.rs`), family by family.

use cgcheck::records::{
    Census, DomineeringOutcome, MnkCertificate, MnkClaim, Record, census, may_write,
};

fn c(h: u32, only: &str, complete: Option<bool>) -> Census {
    census("seki", 3, 4, h, only, complete)
}

#[test]
fn a_census_is_replaced_only_by_one_as_high_of_the_same_question() {
    let stored = c(7, "seki", Some(true));
    assert!(c(7, "seki", Some(true)).replaces(&stored).is_ok());
    assert!(c(8, "seki", Some(false)).replaces(&stored).is_ok());
    assert!(c(7, "seki", None).replaces(&stored).is_ok());
    assert!(c(2, "seki", Some(true)).replaces(&stored).is_err());
    assert!(c(7, "seki", Some(false)).replaces(&stored).is_err());
    assert!(c(7, "csm", Some(true)).replaces(&stored).is_err());
    assert!(
        census("seki-i", 3, 4, 7, "seki", Some(true))
            .replaces(&stored)
            .is_err()
    );
    assert!(
        census("seki", 4, 3, 7, "seki", Some(true))
            .replaces(&stored)
            .is_err()
    );
    // An incomplete stored listing gives way to anything as high.
    assert!(
        c(7, "seki", Some(false))
            .replaces(&c(7, "seki", Some(false)))
            .is_ok()
    );
}

fn cert(game: [u64; 5], root: (u64, u64), claim: Option<MnkClaim>) -> MnkCertificate {
    MnkCertificate { game, root, claim }
}

#[test]
fn a_certificate_is_replaced_only_by_one_of_the_same_game_root_and_result() {
    let g944 = [9, 4, 4, 1, 1];
    let stored = cert(g944, (0, 0), Some(MnkClaim::Win(true)));
    assert!(
        cert(g944, (0, 0), Some(MnkClaim::Win(true)))
            .replaces(&stored)
            .is_ok()
    );
    assert!(cert(g944, (0, 0), None).replaces(&stored).is_ok());
    assert!(
        cert([3, 3, 3, 1, 1], (0, 0), None)
            .replaces(&stored)
            .is_err()
    );
    assert!(cert(g944, (1, 2), None).replaces(&stored).is_err());
    assert!(
        cert(g944, (0, 0), Some(MnkClaim::Draw))
            .replaces(&stored)
            .is_err()
    );
    assert!(
        cert(g944, (0, 0), Some(MnkClaim::Win(false)))
            .replaces(&stored)
            .is_err()
    );
}

#[test]
fn a_domineering_record_is_replaced_only_by_the_same_position_and_class() {
    let d = |p: &str, o: Option<&str>| DomineeringOutcome {
        position: p.into(),
        outcome: o.map(String::from),
    };
    let stored = d("../..", Some("N"));
    assert!(d("../..", Some("N")).replaces(&stored).is_ok());
    assert!(d("../..", None).replaces(&stored).is_ok());
    assert!(d("../..", Some("P")).replaces(&stored).is_err());
    assert!(d(".../...", None).replaces(&stored).is_err());
}

#[test]
fn the_rule_reads_what_is_at_the_path() {
    let dir = std::env::temp_dir().join(format!("cgcheck-unit-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("x.cert");
    // Nothing there, or an empty file: written.
    assert!(
        may_write(
            "--certificate",
            &path,
            &cert([3, 3, 3, 1, 1], (0, 0), None),
            false
        )
        .is_ok()
    );
    std::fs::write(&path, "").expect("write");
    assert!(
        may_write(
            "--certificate",
            &path,
            &cert([3, 3, 3, 1, 1], (0, 0), None),
            false
        )
        .is_ok()
    );
    // A stored (9,4,4,1,1) win: read from its header, a 3 x 3 certificate is refused but
    // with force.
    std::fs::write(&path, "mnk 9 4 4 1 1 winner B root 0 0\n0 0 e3\n").expect("write");
    let stored = MnkCertificate::read(&path).expect("a certificate");
    assert_eq!(
        stored,
        cert([9, 4, 4, 1, 1], (0, 0), Some(MnkClaim::Win(true)))
    );
    let e = may_write(
        "--certificate",
        &path,
        &cert([3, 3, 3, 1, 1], (0, 0), None),
        false,
    )
    .expect_err("refused");
    assert!(
        e.0.contains("(9,4,4,1,1)") && e.0.contains("--force"),
        "{}",
        e.0
    );
    assert!(
        may_write(
            "--certificate",
            &path,
            &cert([3, 3, 3, 1, 1], (0, 0), None),
            true
        )
        .is_ok()
    );
    // Hold certificates of both sides: a draw.
    std::fs::write(
        &path,
        "mnk 3 3 3 1 1 holds W root 0 0\nmnk 3 3 3 1 1 holds B root 0 0\n",
    )
    .expect("write");
    assert_eq!(
        MnkCertificate::read(&path).expect("a certificate").claim,
        Some(MnkClaim::Draw)
    );
    // Something else at the path: not a record of the kind, refused.
    std::fs::write(&path, "hello\n").expect("write");
    assert!(
        may_write(
            "--certificate",
            &path,
            &cert([3, 3, 3, 1, 1], (0, 0), None),
            false
        )
        .is_err()
    );
    let census_path = dir.join("c.json");
    std::fs::write(&census_path, "{\"answer\": 1}").expect("write");
    assert!(may_write("--record", &census_path, &c(2, "seki", None), false).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

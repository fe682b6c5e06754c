//! Split runs (issue 17): the parts of a run, merged, equal the run done in one process, and
//! the merge refuses what is not one whole run.

use cgcheck::core::Shard;
use cgcheck::games::seki::enumerate::{self, Filter};
use cgcheck::games::seki::rules::Variant;
use cgcheck::shard::seki_levels::{self, Run};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common;

use common::cgcheck;

/// A fresh empty directory under the system's temporary directory.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cgcheck-shards-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

/// Every level of `run` solved in `parts` parts into `dir`.
fn solve_all(dir: &Path, run: &Run, parts: u64) {
    let shape = run.shape().expect("fits");
    for t in enumerate::level_sums(&shape, run.h) {
        for index in 0..parts {
            let shard = Shard {
                index,
                count: parts,
            };
            seki_levels::solve_part(dir, run, t, shard).expect("part solved");
        }
    }
}

/// 3x3 of height <= 3 and 2x4 of height <= 2, both variants, in 1, 3 and 4 parts a level:
/// the merged census (counts per type and height, magic squares, the listed CSMs, widest
/// level, checksum) equals the one-process census.
#[test]
fn merged_seki_levels_equal_the_one_process_census() {
    for (m, n, h) in [(3, 3, 3), (2, 4, 2)] {
        for variant in [Variant::Seki, Variant::SekiI] {
            let one = enumerate::classify_with(m, n, h, variant, Filter::Csm, false, 50, None)
                .expect("fits");
            for parts in [1, 3, 4] {
                let dir = scratch(&format!("{m}x{n}-{}-{parts}", variant.name()));
                let run = Run { m, n, h, variant };
                solve_all(&dir, &run, parts);
                let merged = seki_levels::merge(std::slice::from_ref(&dir), Filter::Csm, 50)
                    .expect("merged")
                    .census;
                let what = format!("{m}x{n} h{h} {} in {parts} parts", variant.name());
                assert_eq!(merged.counts, one.counts, "{what}");
                assert_eq!(merged.magic_counts, one.magic_counts, "{what}");
                assert_eq!(merged.kept, one.kept, "{what}");
                assert_eq!(merged.matched, one.matched, "{what}");
                assert_eq!(
                    (merged.classes, merged.widest_level, merged.checksum),
                    (one.classes, one.widest_level, one.checksum),
                    "{what}"
                );
                let _ = std::fs::remove_dir_all(&dir);
            }
        }
    }
}

/// `merge --record FILE` stores the census as evidence that reads back with the counts and
/// the kept matrices of the run (what SEKI-Conj1 reads from evidence/censuses/).
#[test]
fn a_merged_census_is_stored_as_a_record() {
    let dir = scratch("record");
    let run = Run {
        m: 2,
        n: 3,
        h: 3,
        variant: Variant::Seki,
    };
    solve_all(&dir, &run, 2);
    let records = dir.join("records");
    std::fs::create_dir_all(&records).expect("dir");
    let file = records.join("seki-2x3-h3.json");
    let d = dir.to_string_lossy().into_owned();
    let f = file.to_string_lossy().into_owned();
    let (code, out, err) = cgcheck(&["merge", &d, "--only", "seki", "--record", &f]);
    assert_eq!(code, 0, "{out}{err}");
    let read = cgcheck::records::census::census_records(&records).expect("readable");
    let one = enumerate::classify(2, 3, 3, Variant::Seki, Filter::Seki, false).expect("fits");
    let [(path, r)] = read.as_slice() else {
        panic!("one record expected: {read:?}")
    };
    assert_eq!(*path, file);
    assert_eq!((r.m, r.n, r.h, r.classes), (2, 3, 3, one.classes));
    assert_eq!(r.checksum, format!("{:016x}", one.checksum));
    assert_eq!(r.count_coarse("(D,D)"), one.count_coarse("(D,D)"));
    assert_eq!(r.kept.len(), one.kept.len());
    assert_eq!(
        r.parts,
        2 * enumerate::level_sums(&run.shape().expect("fits"), 3).count() as u64
    );
    std::fs::write(records.join("broken.json"), "{}").expect("write");
    assert!(cgcheck::records::census::census_records(&records).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A missing part, a repeated part, a level missing altogether, parts of another run, an
/// altered body and a truncated file are each refused with what is wrong.
#[test]
fn the_merge_refuses_what_is_not_one_whole_run() {
    let run = Run {
        m: 2,
        n: 3,
        h: 2,
        variant: Variant::Seki,
    };
    let dir = scratch("refusals");
    solve_all(&dir, &run, 3);
    let merge = |paths: &[PathBuf]| seki_levels::merge(paths, Filter::None, 0);
    assert!(merge(std::slice::from_ref(&dir)).is_ok());
    let file =
        |t: u32, index: u64| dir.join(seki_levels::file_name(&run, t, Shard { index, count: 3 }));
    let refused = |paths: &[PathBuf], why: &str| {
        let e = merge(paths).expect_err(why).to_string();
        assert!(e.contains(why), "expected '{why}' in: {e}");
    };
    // A part named twice.
    refused(&[dir.clone(), file(5, 1)], "given twice");
    // Every file but one.
    let all_but_one: Vec<PathBuf> = seki_files(&dir)
        .into_iter()
        .filter(|p| *p != file(5, 1))
        .collect();
    refused(&all_but_one, "part 1/3 of level 5");
    // A whole level left out.
    let no_level: Vec<PathBuf> = seki_files(&dir)
        .into_iter()
        .filter(|p| !p.to_string_lossy().contains("-t0006-"))
        .collect();
    refused(&no_level, "level 6 of");
    // Another run's parts mixed in.
    let other = scratch("refusals-other");
    let h3 = Run { h: 3, ..run };
    seki_levels::solve_part(&other, &h3, 3, Shard::WHOLE).expect("solved");
    refused(&[dir.clone(), other.clone()], "different runs");
    // A part made by another engine (other code): not merged with this engine's parts, and
    // not built upon.
    let other_engine = file(4, 2);
    let original = std::fs::read(&other_engine).expect("read");
    let engine = seki_levels::engine();
    let text = String::from_utf8_lossy(&original).replacen(&engine, "00000000000000ff", 1);
    std::fs::write(&other_engine, text.as_bytes()).expect("write");
    refused(std::slice::from_ref(&dir), "different engines");
    let e = seki_levels::solve_part(&dir, &run, 5, Shard::WHOLE).expect_err("other engine");
    assert!(e.to_string().contains("another engine"), "{e}");
    std::fs::write(&other_engine, &original).expect("restore");
    // An altered body (one byte of the last key) and a truncated file.
    let victim = file(6, 0);
    let mut bytes = std::fs::read(&victim).expect("read");
    let last = bytes.len() - 2;
    bytes[last] ^= 1;
    std::fs::write(&victim, &bytes).expect("write");
    refused(std::slice::from_ref(&dir), "does not match its header");
    std::fs::write(&victim, &bytes[..30]).expect("write");
    refused(std::slice::from_ref(&dir), "not a level file");
    // A level file for a level the run does not have.
    let e = seki_levels::solve_part(&other, &h3, 99, Shard::WHOLE).expect_err("no level 99");
    assert!(e.to_string().contains("not a level of"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}

fn seki_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("dir")
        .map(|e| e.expect("entry").path())
        .collect();
    v.sort();
    v
}

/// A hunt in 3 parts of 2 streams, 150 instances a stream, merged, equals the hunt of 6
/// streams in one process; a missing or repeated part, or parts of different settings, are
/// refused (exit 2).
#[test]
fn merged_hunt_parts_equal_the_one_process_hunt() {
    let dir = scratch("hunt");
    let parts = dir.join("parts");
    std::fs::create_dir_all(&parts).expect("dir");
    let p = |x: &Path| x.to_string_lossy().into_owned();
    for i in 0..3 {
        let args = format!(
            "hunt SL-PN --instances 150 --seed 9 --threads 2 --time 10m --shard {i}/3 --dir {}",
            p(&parts)
        );
        let (code, out, err) = cgcheck(&args.split_whitespace().collect::<Vec<_>>());
        assert_eq!(code, 0, "{out}{err}");
    }
    let merged = dir.join("merged.json");
    let (code, out, err) = cgcheck(&["merge", &p(&parts), "--summary", &p(&merged)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("3 parts merged, 900 instances"), "{out}");
    let one = dir.join("one.json");
    let args = format!(
        "hunt SL-PN --instances 150 --seed 9 --threads 6 --time 10m --no-write --summary {}",
        p(&one)
    );
    let (code, out, err) = cgcheck(&args.split_whitespace().collect::<Vec<_>>());
    assert_eq!(code, 0, "{out}{err}");
    let read = |f: &Path| std::fs::read_to_string(f).expect("summary");
    assert_eq!(read(&merged), read(&one));
    // The merged record goes into an evidence file like a hunt's.
    let evidence = dir.join("deep.json");
    std::fs::write(&evidence, r#"{"records": {}}"#).expect("empty store");
    let (code, out, err) = cgcheck(&["merge", &p(&parts), "--into", &p(&evidence)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        read(&evidence).contains("3 parts merged"),
        "{}",
        read(&evidence)
    );
    // Refusals.
    let part = |i: u64| parts.join(format!("hunt-SL-PN-part-{i}-of-3.hunt.json"));
    let (code, _, err) = cgcheck(&["merge", &p(&part(0)), &p(&part(1))]);
    assert_eq!(
        (code, err.contains("part 2/3 is missing")),
        (2, true),
        "{err}"
    );
    let (code, _, err) = cgcheck(&["merge", &p(&parts), &p(&part(1))]);
    assert_eq!((code, err.contains("given twice")), (2, true), "{err}");
    let other = dir.join("other");
    std::fs::create_dir_all(&other).expect("dir");
    let (code, out, err) = cgcheck(&[
        "hunt",
        "SL-PN",
        "--instances",
        "10",
        "--seed",
        "10",
        "--threads",
        "2",
        "--time",
        "10m",
        "--shard",
        "2/3",
        "--dir",
        &p(&other),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, _, err) = cgcheck(&["merge", &p(&part(0)), &p(&part(1)), &p(&other)]);
    assert_eq!(
        (code, err.contains("different settings")),
        (2, true),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `verify --claim ID --shard I/3 --dir DIR` for each part, then `merge DIR`: the merge's
/// output and the one-process `verify --claim ID`'s.
fn verify_in_three_parts(id: &str, dir: &Path) -> (String, String) {
    let d = dir.to_string_lossy().into_owned();
    for i in 0..3 {
        let shard = format!("{i}/3");
        let (code, out, err) = cgcheck(&["verify", "--claim", id, "--shard", &shard, "--dir", &d]);
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains(&format!("part {i}/3 of a split run")), "{out}");
    }
    let (code, out, err) = cgcheck(&["merge", &d]);
    assert_eq!(code, 0, "{out}{err}");
    let (_, one, _) = cgcheck(&["verify", "--claim", id, "--no-write"]);
    (out, one)
}

/// A claim's check split in parts (`verify --claim ID --shard I/N --dir D`) and merged: the
/// exhaustive specs of three domains (DAGs, partitions, boards) merge to the one-process
/// finding in 2 and 3 parts; through the command line, SL-PN's merged parts print the
/// one-process status, a deep record is refused for quick parts, and a missing or repeated
/// part, two claims' parts or a check with no driver are refused (exit 2).
#[test]
fn merged_check_parts_equal_the_one_process_check() {
    use cgcheck::claims::Depth;
    use cgcheck::claims::Evidence;
    use cgcheck::claims::column_row::Lemma31;
    use cgcheck::claims::domineering::Observation3;
    use cgcheck::claims::drivers::universal::{Tally, Universal, exhaustive};
    use cgcheck::claims::slides::PnRules;
    fn same<S: Universal>() {
        let mut one = Evidence::default();
        exhaustive::<S>(&mut one, Depth::Quick);
        for count in [2, 3] {
            let parts: Vec<Evidence> = (0..count)
                .map(|index| {
                    let mut ev = Evidence::default();
                    let part = cgcheck::claims::Run::part(Depth::Quick, Shard { index, count });
                    exhaustive::<S>(&mut ev, part);
                    ev
                })
                .collect();
            let tallies: Vec<&Tally> = parts
                .iter()
                .map(|ev| ev.findings[0].split.as_deref().expect("tally"))
                .collect();
            let (kind, detail) = Tally::combine(&tallies).expect("one run").finding();
            assert_eq!(
                Evidence::default().with(kind, detail),
                one,
                "{} in {count}",
                S::CLAIM
            );
        }
    }
    same::<PnRules>();
    same::<Lemma31>();
    same::<Observation3>();

    let dir = scratch("verify");
    let p = |x: &Path| x.to_string_lossy().into_owned();
    let (out, one) = verify_in_three_parts("SL-PN", &dir);
    let status = out.lines().next().unwrap_or_default();
    let status = status.split(": ").last().unwrap_or_default();
    assert!(status.starts_with("verified to"), "{out}");
    assert!(one.contains(status), "merged {status}, one process:\n{one}");
    let evidence = dir.join("deep.json");
    std::fs::write(&evidence, r#"{"records": {}}"#).expect("empty store");
    let (code, _, err) = cgcheck(&["merge", &p(&dir), "--into", &p(&evidence)]);
    assert_eq!((code, err.contains("quick run")), (2, true), "{err}");
    let part = |i: u64| dir.join(format!("verify-SL-PN-quick-part-{i}-of-3.verify.json"));
    let (code, _, err) = cgcheck(&["merge", &p(&part(0)), &p(&part(2))]);
    assert_eq!(
        (code, err.contains("part 1/3 is missing")),
        (2, true),
        "{err}"
    );
    let (code, _, err) = cgcheck(&["merge", &p(&dir), &p(&part(1))]);
    assert_eq!((code, err.contains("given twice")), (2, true), "{err}");
    let other = scratch("verify-other");
    let (code, out, err) = cgcheck(&[
        "verify",
        "--claim",
        "CR-L3.1",
        "--shard",
        "1/3",
        "--dir",
        &p(&other),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, _, err) = cgcheck(&["merge", &p(&part(0)), &p(&other), &p(&part(2))]);
    assert_eq!(
        (code, err.contains("not parts of one run")),
        (2, true),
        "{err}"
    );
    let (code, _, err) = cgcheck(&[
        "verify",
        "--deep",
        "--claim",
        "SL-Nim",
        "--shard",
        "0/2",
        "--dir",
        &p(&other),
    ]);
    assert_eq!((code, err.contains("does not split")), (2, true), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}

/// The Seki paper's sweep claims split as the generic driver's do (the classes of their
/// shapes' sweeps, one after another, are the instances): SEKI-C7 (verified), SEKI-C10 (one
/// counterexample and one verified finding, under two readings) and SEKI-7-h2 (refuted), in
/// 2 and 3 parts, merge to the one-process evidence; through the command line SEKI-C7 in 3
/// parts merges to the one-process finding (issue 45: "SEKI-C7's deep check runs in 3 parts").
#[test]
fn merged_seki_sweep_parts_equal_the_one_process_check() {
    use cgcheck::claims::{Depth, Evidence, find};
    use cgcheck::shard::verify_parts::combine_findings;
    for id in ["SEKI-C7", "SEKI-C10", "SEKI-7-h2"] {
        let claim = find(id).expect("registered");
        let one = claim.evaluate(Depth::Quick);
        for count in [2, 3] {
            let parts: Vec<Evidence> = (0..count)
                .map(|index| Shard { index, count })
                .map(|shard| claim.evaluate(cgcheck::claims::Run::part(Depth::Quick, shard)))
                .collect();
            let refs: Vec<&Evidence> = parts.iter().collect();
            let (findings, tallies) = combine_findings(id, &refs).expect("one run");
            assert!(
                tallies.iter().all(Option::is_some),
                "{id}: every finding split"
            );
            let merged = Evidence {
                findings,
                hunted: None,
            };
            assert_eq!(merged, one, "{id} in {count}");
        }
    }

    let dir = scratch("verify-seki");
    let (out, one) = verify_in_three_parts("SEKI-C7", &dir);
    let merged = out.lines().nth(1).unwrap_or_default().trim();
    assert!(merged.contains("holds for all"), "{out}");
    assert!(one.contains(merged), "merged {merged}, one process:\n{one}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A k-in-a-row proof split by the first stone (`solve mnk ... --shard I/N --dir D`) and
/// merged (`merge D --certificate F`): for a win, a draw and a loss of the side to move, the
/// merged value is the one-process value, the certificate passes `check-certificate`, and a
/// missing part or a tampered certificate is refused.
#[test]
fn merged_proof_parts_give_the_one_process_value() {
    let dir = scratch("mnk");
    let p = |x: &Path| x.to_string_lossy().into_owned();
    let value = |out: &str| {
        out.lines()
            .find(|l| l.contains(" is a forced"))
            .and_then(|l| l.split(" is ").nth(1))
            .map(|v| {
                v.split([':', '('])
                    .next()
                    .unwrap_or_default()
                    .trim()
                    .to_string()
            })
            .unwrap_or_default()
    };
    for (game, after) in [("4 3 3", ""), ("4 4 4", ""), ("4 3 3", "b2 a1 c2")] {
        let parts = dir.join(format!(
            "{}-{}",
            game.replace(' ', ""),
            after.replace(' ', "")
        ));
        std::fs::create_dir_all(&parts).expect("dir");
        for i in 0..3 {
            let mut args: Vec<String> =
                format!("solve mnk {game} --shard {i}/3 --dir {}", p(&parts))
                    .split_whitespace()
                    .map(String::from)
                    .collect();
            args.extend(["--after".to_string(), after.to_string()]);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let (code, out, err) = cgcheck(&args);
            assert_eq!(code, 0, "{out}{err}");
        }
        let cert = parts.join("proof.cert");
        let (code, merged, err) = cgcheck(&["merge", &p(&parts), "--certificate", &p(&cert)]);
        assert_eq!(code, 0, "{merged}{err}");
        let mut one: Vec<&str> = format!("solve mnk {game}")
            .leak()
            .split_whitespace()
            .collect();
        one.extend(["--after", after]);
        let (code, one, err) = cgcheck(&one);
        assert_eq!(code, 0, "{one}{err}");
        assert!(!value(&merged).is_empty(), "{merged}");
        assert_eq!(value(&merged), value(&one), "{merged}\n{one}");
        let (code, out, err) = cgcheck(&["check-certificate", &p(&cert)]);
        assert_eq!(code, 0, "{out}{err}");
    }
    let parts = dir.join("433-");
    let part = |i: u64| parts.join(format!("mnk-4-3-3-1-1-part-{i}-of-3.mnk.json"));
    let (code, _, err) = cgcheck(&["merge", &p(&part(0)), &p(&part(2))]);
    assert_eq!(
        (code, err.contains("part 1/3 is missing")),
        (2, true),
        "{err}"
    );
    // A part whose certificate lost its positions: the merged certificate fails the naive
    // check, and the merge says so (exit 1) rather than reporting a win.
    let text = std::fs::read_to_string(part(0)).expect("part");
    let json: serde_json::Value = serde_json::from_str(&text).expect("json");
    let mut json = json;
    for class in json["results"].as_array_mut().expect("results") {
        if class["after"] == "wins" && class["x_wins"].is_string() {
            class["x_wins"] =
                serde_json::Value::String("mnk 4 3 3 1 1 winner B root 1 0\n1 0 a1\n".into());
        }
    }
    std::fs::write(part(0), json.to_string()).expect("write");
    let (code, out, err) = cgcheck(&["merge", &p(&parts)]);
    assert_eq!(code, 1, "{out}{err}");
    let (code, _, err) = cgcheck(&["merge", &p(&parts), "--into", "/tmp/x.json"]);
    assert_eq!(code, 2, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `cgcheck slurm seki` writes a script that bash accepts, with one job array per level
/// chained by afterok and a merge job; bad numbers are refused.
#[test]
fn slurm_plans_are_scripts_with_one_array_per_tier() {
    let dir = scratch("slurm");
    let d = dir.to_string_lossy().into_owned();
    let (code, out, err) = cgcheck(&[
        "slurm",
        "seki",
        "3x3",
        "--max-height",
        "6",
        "--shards",
        "3",
        "--dir",
        &d,
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let script = std::fs::read_to_string(dir.join("submit.sh")).expect("script");
    // Levels 3..=54: 52 arrays, then the merge job.
    assert_eq!(script.matches("--array=0-2").count(), 52, "{script}");
    assert_eq!(script.matches("sbatch ").count(), 53, "{script}");
    assert!(
        script.contains("--level 54 --shard ${SLURM_ARRAY_TASK_ID}/3"),
        "{script}"
    );
    let syntax = Command::new("bash")
        .args(["-n", &format!("{d}/submit.sh")])
        .status()
        .expect("bash");
    assert!(syntax.success());
    let (code, out, err) = cgcheck(&[
        "slurm",
        "hunt",
        "SL-PN",
        "--instances",
        "100",
        "--shards",
        "4",
        "--dir",
        &d,
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let verify = dir.join("verify");
    let (code, out, err) = cgcheck(&[
        "slurm",
        "verify",
        "CR-L3.1",
        "--shards",
        "5",
        "--dir",
        &verify.to_string_lossy(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let script = std::fs::read_to_string(verify.join("submit.sh")).expect("script");
    assert_eq!(script.matches("--array=0-4").count(), 1, "{script}");
    assert!(
        script.contains("verify --deep --claim CR-L3.1 --evidence ")
            && script.contains(" --shard ${SLURM_ARRAY_TASK_ID}/5 --dir "),
        "{script}"
    );
    let proof = dir.join("mnk");
    let (code, out, err) = cgcheck(&[
        "slurm",
        "mnk",
        "5",
        "5",
        "4",
        "--shards",
        "4",
        "--dir",
        &proof.to_string_lossy(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("fall into 6 classes"), "{out}");
    let script = std::fs::read_to_string(proof.join("submit.sh")).expect("script");
    assert!(
        script.contains(
            "solve mnk 5 5 4 --p 1 --q 1 --budget 50000000 --shard ${SLURM_ARRAY_TASK_ID}/4 --dir "
        ) && script.contains("--certificate "),
        "{script}"
    );
    // Each command ends with a path (a directory that exists, or a path that cannot be).
    for (bad, at) in [
        ("slurm seki 3x3 --max-height 6 --shards 0 --dir", d.as_str()),
        ("slurm seki 3x3 --max-height -1 --shards 3 --dir", &d),
        ("slurm hunt NOPE --instances 1 --shards 3 --dir", &d),
        (
            "enumerate seki 3x3 --max-height 2 --level 5 --shard 3/3 --dir",
            &d,
        ),
        ("enumerate seki 3x3 --max-height 2 --level 4 --dir", &d),
        ("hunt SL-PN --instances 5 --shard 0/2 --dir", "/nonexistent"),
        (
            "enumerate seki 3x3 --max-height 2 --summary",
            "/nonexistent/s.json",
        ),
        ("hunt SL-PN --no-write --summary", "/nonexistent/s.json"),
        ("merge /nonexistent --summary", "/nonexistent/s.json"),
        ("slurm verify SL-Nim --shards 3 --dir", &d),
        ("slurm mnk 4 4 9 --shards 3 --dir", &d),
        ("slurm mnk 9 9 4 --shards 3 --dir", &d),
        ("slurm mnk 4 4 4 --budget -1 --shards 3 --dir", &d),
        ("solve mnk 4 4 4 --shard 0/2 --dir", "/nonexistent"),
        ("solve mnk 4 4 4 --reference --shard 0/2 --dir", &d),
        ("merge /nonexistent --certificate", "/nonexistent/c.cert"),
        ("slurm verify NOPE --shards 3 --dir", &d),
        (
            "slurm verify CR-L3.1 --shards 3 --evidence /nonexistent.json --dir",
            &d,
        ),
        ("verify --claim SL-PN --claim CR-L3.1 --shard 0/2 --dir", &d),
        ("verify --claim SL-PN --no-write --shard 0/2 --dir", &d),
        ("verify --claim SL-PN --shard 0/2 --dir", "/nonexistent"),
        (
            "verify --claim SL-PN --claim CR-L3.1 --no-write --summary",
            "/tmp/s.json",
        ),
    ] {
        let mut bad: Vec<&str> = bad.split_whitespace().collect();
        bad.push(at);
        let (code, out, err) = cgcheck(&bad);
        assert_eq!(code, 2, "{bad:?}: {out}{err}");
        assert_eq!(err.trim().lines().count(), 1, "{bad:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `merge` re-checks what the parts of a split check say, not only who they are: a part that
/// judged less than its share, a raised instance count or bound, a counterexample the claim's
/// predicate does not find, and a part numbered "i of 0" are refused (issue 44, item 2); the
/// genuine parts still merge.
#[test]
fn merged_checks_are_rechecked_not_trusted() {
    let dir = scratch("verify-tamper");
    let p = |x: &Path| x.to_string_lossy().into_owned();
    for i in 0..3 {
        let shard = format!("{i}/3");
        let args = [
            "verify",
            "--claim",
            "SL-PN",
            "--shard",
            &shard,
            "--dir",
            &p(&dir),
        ];
        let (code, out, err) = cgcheck(&args);
        assert_eq!(code, 0, "{out}{err}");
    }
    let (code, out, err) = cgcheck(&["merge", &p(&dir)]);
    assert_eq!(code, 0, "{out}{err}");
    let part = dir.join("verify-SL-PN-quick-part-1-of-3.verify.json");
    let genuine = std::fs::read_to_string(&part).expect("part");
    let value: serde_json::Value = serde_json::from_str(&genuine).expect("json");
    let k = value["evidence"]["findings"]
        .as_array()
        .and_then(|f| f.iter().position(|f| !f["split"].is_null()))
        .expect("a split finding");
    type Edit = fn(&mut serde_json::Value, usize);
    let tampers: [(&str, Edit, &str); 6] = [
        (
            "fewer judged",
            |v, k| {
                let t = &mut v["evidence"]["findings"][k]["split"];
                t["judged"] = serde_json::json!(t["judged"].as_u64().unwrap() - 1);
            },
            "where its share is",
        ),
        (
            "more instances",
            |v, _| {
                for f in v["evidence"]["findings"].as_array_mut().unwrap() {
                    if !f["split"].is_null() {
                        let n = f["split"]["instances"].as_u64().unwrap();
                        f["split"]["instances"] = serde_json::json!(n + 3);
                    }
                }
            },
            "",
        ),
        (
            "a forged failure",
            |v, k| {
                let t = &mut v["evidence"]["findings"][k]["split"];
                t["failure"] = serde_json::json!({"index": 1, "detail": "forged", "replay": null});
                t["judged"] = serde_json::json!(1);
            },
            "counterexample",
        ),
        (
            "a failure not its own",
            |v, k| {
                let t = &mut v["evidence"]["findings"][k]["split"];
                t["failure"] = serde_json::json!({"index": 0, "detail": "forged", "replay": null});
            },
            "not one of its own",
        ),
        (
            "part 1 of 0",
            |v, _| v["shard"]["count"] = serde_json::json!(0),
            "invalid shard",
        ),
        (
            "undecided but none first",
            |v, k| v["evidence"]["findings"][k]["split"]["undecided"] = serde_json::json!(1),
            "not a count a run makes",
        ),
    ];
    for (what, edit, says) in tampers {
        let mut v = value.clone();
        edit(&mut v, k);
        std::fs::write(&part, v.to_string()).expect("tampered part");
        let (code, out, err) = cgcheck(&["merge", &p(&dir)]);
        assert_eq!(code, 2, "{what} was merged: {out}{err}");
        assert!(err.contains(says), "{what}: {err}");
        assert_eq!(err.trim_end().lines().last().map(|_| ()), Some(()), "{err}");
    }
    std::fs::write(&part, genuine).expect("restored");
    // Every part raised alike (3 more instances, each part judging one more): consistent
    // among themselves, so only the re-run in the merging process catches it.
    let files: Vec<PathBuf> = (0..3)
        .map(|i| dir.join(format!("verify-SL-PN-quick-part-{i}-of-3.verify.json")))
        .collect();
    let originals: Vec<String> = files
        .iter()
        .map(|f| std::fs::read_to_string(f).expect("part"))
        .collect();
    for (f, text) in files.iter().zip(&originals) {
        let mut v: serde_json::Value = serde_json::from_str(text).expect("json");
        for finding in v["evidence"]["findings"].as_array_mut().unwrap() {
            let t = &mut finding["split"];
            if !t.is_null() {
                t["instances"] = serde_json::json!(t["instances"].as_u64().unwrap() + 3);
                t["judged"] = serde_json::json!(t["judged"].as_u64().unwrap() + 1);
            }
        }
        std::fs::write(f, v.to_string()).expect("tampered part");
    }
    let (code, out, err) = cgcheck(&["merge", &p(&dir)]);
    assert_eq!(code, 2, "raised parts were merged: {out}{err}");
    assert!(err.contains("a re-run counts"), "{err}");
    for (f, text) in files.iter().zip(&originals) {
        std::fs::write(f, text).expect("restored");
    }
    let (code, out, err) = cgcheck(&["merge", &p(&dir)]);
    assert_eq!(code, 0, "{out}{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The probe's arithmetic: a part's share of `0..n`.
#[test]
fn a_parts_share_is_its_round_robin_count() {
    use cgcheck::shard::verify_parts::share;
    for n in 0..40u64 {
        for count in 1..6u64 {
            let total: u64 = (0..count)
                .map(|index| share(n, Shard { index, count }))
                .sum();
            assert_eq!(total, n);
            for index in 0..count {
                let direct = (0..n).filter(|i| i % count == index).count() as u64;
                assert_eq!(share(n, Shard { index, count }), direct);
            }
        }
    }
}

/// States a forged counterexample in a hunt part (counted as one more instance, as a run
/// counts the instance that failed).
fn forge(v: &mut serde_json::Value) {
    let c = serde_json::json!(["forged", "cgcheck solve nim 1"]);
    v["summary"]["counterexample"] = c.clone();
    v["record"]["counterexample"] = c;
    let n = v["summary"]["instances"].as_u64().unwrap();
    v["summary"]["instances"] = serde_json::json!(n + 1);
    v["record"]["instances"] = serde_json::json!(n + 1);
}

/// `merge` checks what hunt parts say (issue 44, item 2): counts their settings cannot
/// produce, a summary its sizes do not give, and a counterexample the claim's predicate does
/// not find again at the stated point of the part's stream are refused.
#[test]
fn merged_hunts_are_rechecked_not_trusted() {
    let dir = scratch("hunt-tamper");
    let p = |x: &Path| x.to_string_lossy().into_owned();
    for i in 0..2 {
        let args = format!(
            "hunt SL-PN --instances 40 --seed 3 --threads 2 --time 10m --shard {i}/2 --dir {}",
            p(&dir)
        );
        let (code, out, err) = cgcheck(&args.split_whitespace().collect::<Vec<_>>());
        assert_eq!(code, 0, "{out}{err}");
    }
    let part = dir.join("hunt-SL-PN-part-1-of-2.hunt.json");
    let genuine = std::fs::read_to_string(&part).expect("part");
    let value: serde_json::Value = serde_json::from_str(&genuine).expect("json");
    type Edit = fn(&mut serde_json::Value);
    let first_stream = 3 + 2; // seed + part 1 x 2 threads
    let tampers: [(&str, Edit, &str); 6] = [
        (
            "fewer instances than its share",
            |v| {
                v["summary"]["instances"] = serde_json::json!(79);
                v["record"]["instances"] = serde_json::json!(79);
                let sizes = v["summary"]["sizes"].as_array_mut().unwrap();
                let last = sizes.last_mut().unwrap();
                last[2] = serde_json::json!(last[2].as_u64().unwrap() - 1);
            },
            "where its share is",
        ),
        (
            "a count its sizes do not give",
            |v| {
                v["summary"]["instances"] = serde_json::json!(81);
                v["record"]["instances"] = serde_json::json!(81);
            },
            "by size",
        ),
        (
            "a record that disagrees",
            |v| v["record"]["instances"] = serde_json::json!(1_000_000),
            "disagree",
        ),
        (
            "a counterexample without its point",
            |v| {
                let c = serde_json::json!(["forged", "cgcheck solve nim 1"]);
                v["summary"]["counterexample"] = c.clone();
                v["record"]["counterexample"] = c;
            },
            "without where",
        ),
        (
            "a forged counterexample",
            |v| {
                forge(v);
                v["settings"]["instances"] = serde_json::json!(41);
                v["counterexample_at"] = serde_json::json!({"stream": 5, "before": 7});
            },
            "",
        ),
        (
            "a counterexample in another part's stream",
            |v| {
                forge(v);
                v["counterexample_at"] = serde_json::json!({"stream": 3, "before": 7});
            },
            "not one of its streams",
        ),
    ];
    assert_eq!(first_stream, 5);
    for (what, edit, says) in tampers {
        let mut v = value.clone();
        edit(&mut v);
        std::fs::write(&part, v.to_string()).expect("tampered part");
        let (code, out, err) = cgcheck(&["merge", &p(&dir)]);
        assert_eq!(code, 2, "{what} was merged: {out}{err}");
        assert!(err.contains(says), "{what}: {err}");
    }
    // The forged counterexample with settings of its own is refused by the settings check;
    // alone (both parts' settings alike), by the replay.
    let other = dir.join("hunt-SL-PN-part-0-of-2.hunt.json");
    let genuine0 = std::fs::read_to_string(&other).expect("part");
    let mut v = value.clone();
    forge(&mut v);
    v["settings"]["instances"] = serde_json::json!(41);
    v["counterexample_at"] = serde_json::json!({"stream": 5, "before": 7});
    std::fs::write(&part, v.to_string()).expect("tampered part");
    let mut w: serde_json::Value = serde_json::from_str(&genuine0).expect("json");
    w["settings"]["instances"] = serde_json::json!(41);
    // Part 0 under 41 a stream checked 80, less than its share: mark it cut short.
    w["summary"]["complete"] = serde_json::json!(false);
    std::fs::write(&other, w.to_string()).expect("tampered part");
    let (code, out, err) = cgcheck(&["merge", &p(&dir)]);
    assert_eq!(code, 2, "a forged counterexample was merged: {out}{err}");
    assert!(err.contains("does not replay"), "{err}");
    std::fs::write(&part, genuine).expect("restored");
    std::fs::write(&other, genuine0).expect("restored");
    let (code, out, err) = cgcheck(&["merge", &p(&dir)]);
    assert_eq!(code, 0, "{out}{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

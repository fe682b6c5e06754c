//! Unit tests of `src/shard/slurm.rs`.

use cgcheck::shard::slurm::*;
use std::path::Path;

#[test]
fn resources_print_as_slurm_reads_them() {
    let r = Resources {
        cpus: 1,
        bytes: 3 << 30,
        seconds: 90_061,
    };
    assert_eq!(r.mem(), "3072M");
    assert_eq!(r.time(), "1-01:01:01");
    let small = Resources {
        cpus: 1,
        bytes: 1,
        seconds: 1,
    };
    assert_eq!(
        (small.mem().as_str(), small.time().as_str()),
        ("64M", "0-00:01:00")
    );
}

#[test]
fn a_script_chains_its_tiers_and_quotes_what_it_is_given() {
    let r = Resources {
        cpus: 2,
        bytes: 1 << 30,
        seconds: 600,
    };
    let plan = Plan {
        written_by: "cgcheck slurm test".into(),
        about: vec!["two tiers".into()],
        tiers: vec![
            Tier {
                name: "a".into(),
                tasks: 3,
                command: "/bin/x --shard ${SLURM_ARRAY_TASK_ID}/3".into(),
                resources: r,
            },
            Tier {
                name: "b".into(),
                tasks: 3,
                command: "/bin/x".into(),
                resources: r,
            },
        ],
        merge: "/bin/x merge".into(),
        merge_resources: r,
    };
    let options = Options {
        partition: Some("long queue".into()),
        account: None,
    };
    let s = plan.script(Path::new("/tmp/a dir/logs"), &options);
    assert!(s.contains("--partition='long queue'"), "{s}");
    assert!(s.contains("--array=0-2"), "{s}");
    assert!(
        s.contains("'exec /bin/x --shard ${SLURM_ARRAY_TASK_ID}/3'"),
        "{s}"
    );
    assert!(s.contains("--output='/tmp/a dir/logs/a-%a.out'"), "{s}");
    assert_eq!(s.matches("$(after)").count(), 3, "{s}");
    assert_eq!(plan.tasks(), 6);
}

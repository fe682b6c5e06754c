#!/usr/bin/env python3
"""Stores a cargo-mutants run as evidence (issue 49; README's "Mutation runs").

    scripts/store-mutants.py MUTANTS_OUT DEST "COMMAND" COMMIT

MUTANTS_OUT is the run's mutants.out folder; DEST (e.g. evidence/mutants/checkers/shard-0-of-3)
gets cargo-mutants' four lists (caught, missed, timeout, unviable) as they are, and
run.json: the command, the commit it ran on, the cargo-mutants version, the start and end,
the totals and each mutant's outcome with its build and test seconds (the full outcomes.json
repeats every command line and is ten times larger).
"""
import json
import os
import shutil
import sys


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    src, dest, command, commit = sys.argv[1:]
    outcomes = json.load(open(os.path.join(src, "outcomes.json")))
    os.makedirs(dest, exist_ok=True)
    for name in ["caught.txt", "missed.txt", "timeout.txt", "unviable.txt"]:
        shutil.copyfile(os.path.join(src, name), os.path.join(dest, name))
    mutants = []
    for o in outcomes["outcomes"]:
        scenario = o["scenario"]
        if not isinstance(scenario, dict):
            continue  # the baseline
        phases = {p["phase"]: round(p["duration"], 1) for p in o["phase_results"]}
        mutants.append(
            {
                "mutant": scenario["Mutant"]["name"],
                "outcome": o["summary"],
                "build_s": phases.get("Build"),
                "test_s": phases.get("Test"),
            }
        )
    run = {
        "command": command,
        "commit": commit,
        "cargo_mutants_version": outcomes.get("cargo_mutants_version"),
        "start_time": outcomes.get("start_time"),
        "end_time": outcomes.get("end_time"),
        "totals": {
            k: outcomes.get(k)
            for k in ["total_mutants", "caught", "missed", "timeout", "unviable"]
        },
        "mutants": mutants,
    }
    with open(os.path.join(dest, "run.json"), "w") as f:
        json.dump(run, f, indent=1)
        f.write("\n")


main()

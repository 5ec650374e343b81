"""The fuzz campaign behind ``tools/fuzz_campaign.py`` (docs/testing.md, "Fuzz campaign").

seeds: the programs mutations start from; mutate: what they do to text and
bytes; cases: one case from (seed, index), and the command line it is;
execute: a case run in this process, its outcome sorted; worker and pool:
long-lived worker processes under time and memory limits; minimise: delta
debugging of a failure; report: the counts, causes and ready-to-paste tests.
"""

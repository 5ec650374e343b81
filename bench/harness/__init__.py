"""The pieces of the benchmark runner (``bench/run.py``).

``programs`` names the workloads and their files, ``scaling`` makes the scaled
variants, ``twins`` runs the Python twins (timing and expected output),
``checking`` decides whether an implementation printed the right result,
``published`` reads the real machines' times, ``implementations`` knows how to
start each interpreter, ``timing`` times them, ``report`` prints the tables and
``install`` sets up the peers in ``bench/.peers``.
"""

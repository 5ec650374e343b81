#!/usr/bin/env python3
"""Regenerate the ZX Spectrum number goldens from the genuine ROM, or soak-test.

    .venv/bin/python tests/numbers/regen_zx_golden.py            # rewrite tests/numbers/golden/zx_*
    .venv/bin/python tests/numbers/regen_zx_golden.py --soak 100000   # compare, write nothing

Every expected value in the golden files comes from the 48K ROM, run by
``zxrom_calc.ZXRomCalc`` (skoolkit only); ``zx_oracle_print.json`` comes from
whole BASIC lines run by the oracle, zxoracle (``--oracle DIR``, else as
tools/oracles.py says; the file is kept if the oracle is not there).  Operands are drawn from a fixed
seed, so a rerun reproduces the same files.

Files (one case a line, numbers as 10 hex digits = the 5 stored bytes,
reports as their code):
    zx_binary.txt    op a b result          (add sub mul div pow)
    zx_compare.txt   op a b result          (eq ne lt le gt ge)
    zx_unary.txt     op a result            (neg abs sgn int ... atn)
    zx_literal.txt   literal|result|end     (DEC-TO-FP, with chars consumed)
    zx_str.txt       a|text                 (PRINT-FP via STR$)
    zx_convert.txt   routine a result       (FP-TO-BC ... POKE value)
    zx_rnd.txt       seed new_seed value, and the SHA-256 over all 65536 seeds
    zx_oracle_print.json  BASIC expression, its evaluation tree, screen/report
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), 'tools'))

import zx_cases as C                                  # noqa: E402
from zxrom_calc import ZXRomCalc                      # noqa: E402
from basic.dialects.sinclair import calculator as zx                          # noqa: E402
from basic.core.errors import BasicError           # noqa: E402
from oracles import zxoracle_dir                    # noqa: E402

GOLDEN = os.path.join(HERE, 'golden')
SEED = 20261201

COUNTS = {'binary': 800, 'compare': 400, 'unary': 300, 'function': 500,
          'literal': 1500, 'str': 2500, 'convert': 400, 'rnd_sample': 300}


def hx(r) -> str:
    return r if isinstance(r, str) else bytes(r).hex()


def ours(fn, *args) -> str:
    try:
        return zx.to_fp5(fn(*args)).hex()
    except BasicError as e:
        return e.code


# ---------------------------------------------------------------------------
# case lists (deterministic)
# ---------------------------------------------------------------------------

def binary_cases(rng, n):
    edges = [(a, b) for a in (0, 1, -1, 65535, -65535, 0.5, zx.NEG_ZERO, 2.0 ** 126)
             for b in (0, 1, -1, 65535, -65535, 0.5, zx.NEG_ZERO, 2.0 ** 126)]
    for name in C.BINARY:
        for a, b in edges:
            yield name, (a, b)
        for _ in range(n):
            yield name, (C.random_value(rng), C.random_value(rng))


def compare_cases(rng, n):
    for name in C.COMPARE:
        for _ in range(n):
            yield name, C.compare_pair(rng)


def unary_cases(rng, n_simple, n_func):
    edges = [0, 1, -1, 0.5, -0.5, 65535, -65535, 65536.0, -65536.0, -65536.5, -65537.0,
             zx.NEG_ZERO, 2.0 ** 31, -2.0 ** 31 - 0.5, 1e38, -1e38, 2.0 ** -128, 88.0, 89.0,
             -88.0, -89.0, 1e-30]
    for name in C.UNARY:
        for a in edges:
            yield name, (C.fp_round(a) if a else a,)
        if name in C.FUNCTIONS:
            for _ in range(n_func):
                yield name, (C.function_arg(rng, name),)
        else:
            for _ in range(n_simple):
                yield name, (C.random_value(rng),)


def literal_cases(rng, n):
    fixed = ['0', '1', '0.5', '.5', '.2', '0.1', '0.3', '1E3', '1e3', '1.5e-3', '1E-5',
             '12345678901', '65535', '65536', '2.0', '1.0e0', '1e38', '1.7e38', '1.8e38',
             '1e39', '1e-38', '1e-39', '1e-63', '1e-64', '1e127', '1e128', '3.14159265',
             '123456789', '1234567890', '0.0001', '99999999.9', '4294967296', '1E', '.',
             '1E+', '. 5', '1 .5', '1. 5', '1.5 E3', '5.E3', '0000000000001', '6553.5']
    yield from fixed
    extra = random.Random(SEED + 1)          # long fractions: many divisions by ten
    for _ in range(150):
        yield '%d.%s' % (extra.randint(0, 99999),
                         ''.join(extra.choice('0123456789') for _ in range(extra.randint(8, 20))))
    for _ in range(150):                     # small values: the late powers of ten show
        yield '%s.%s%s' % (extra.choice(('0', '')), '0' * extra.randint(3, 14),
                           ''.join(extra.choice('0123456789') for _ in range(extra.randint(1, 9))))
    for _ in range(n):
        yield C.random_literal(rng)


def str_cases(rng, n):
    fixed = [0, 1, -1, zx.NEG_ZERO, 0.5, -0.5, 1e-5, 1e-6, 1e-4, 1e8, 1e9, 1e10, 123456789,
             1234567890, 99999999, 999999999, 99999999.5, 2.0 ** 27, 2.0 ** 27 - 1, 1e38,
             -1e38, 2.0 ** -128, 1.0 / 3, 2.0 / 3, 0.1, 65536, 65535.5, 3.1415926535]
    for v in fixed:
        yield C.fp_round(v) if v else v
    for p in range(-40, 39):
        yield C.fp_round(10.0 ** p)
    for _ in range(n):
        yield C.random_value(rng)
    extra = random.Random(SEED + 1)          # nine-digit integer parts: rounding on the 9th digit
    for _ in range(200):
        v = extra.randint(10 ** 8, 2 ** 27 - 1)
        v = v - v % 10 + extra.choice((4, 5, 5, 6))
        yield C.fp_round(v + extra.choice((0, 0, 0.5, 0.25, 0.75)))


def convert_cases(rng, n):
    for _ in range(n):
        x = C.conversion_arg(rng)
        for name in C.CONVERSIONS:
            yield name, x


# ---------------------------------------------------------------------------
# end-to-end cases for the oracle: (BASIC expression, evaluation tree)
# ---------------------------------------------------------------------------

ORACLE_CASES = [
    ('1/3', ['div', '1', '3']), ('2/3', ['div', '2', '3']), ('1E-5', '1E-5'),
    ('1E-6', '1E-6'), ('0.0001', '0.0001'), ('123456789', '123456789'),
    ('1234567890', '1234567890'), ('99999999', '99999999'), ('999999999', '999999999'),
    ('0.1', '0.1'), ('1e38', '1e38'), ('1e10', '1e10'), ('1e9', '1e9'), ('.5', '.5'),
    ('-.5', ['neg', '.5']), ('0.5=1/2', ['eq', '0.5', ['div', '1', '2']]),
    ('0.1*3', ['mul', '0.1', '3']), ('0.1*3=0.3', ['eq', ['mul', '0.1', '3'], '0.3']),
    ('-65535-1', ['sub', ['neg', '65535'], '1']), ('INT -65536', ['int', ['neg', '65536']]),
    ('INT -2.5', ['int', ['neg', '2.5']]), ('INT 2.999999999', ['int', '2.999999999']),
    ('SIN 1', ['sin', '1']), ('COS 1', ['cos', '1']), ('TAN 1', ['tan', '1']),
    ('ATN 1', ['atn', '1']), ('ASN 0.5', ['asn', '0.5']), ('ACS 0.5', ['acs', '0.5']),
    ('EXP 1', ['exp', '1']), ('LN 2', ['ln', '2']), ('SQR 2', ['sqr', '2']),
    ('SQR 16', ['sqr', '16']), ('2^10', ['pow', '2', '10']), ('2^0.5', ['pow', '2', '0.5']),
    ('PI', ['pi']), ('PI/2', ['div', ['pi'], '2']), ('1/0', ['div', '1', '0']),
    ('LN 0', ['ln', '0']), ('SQR -1', ['sqr', ['neg', '1']]), ('ASN 2', ['asn', '2']),
    ('1E38*10', ['mul', '1E38', '10']), ('65535+1', ['add', '65535', '1']),
    ('100000*100000', ['mul', '100000', '100000']), ('7/8*8', ['mul', ['div', '7', '8'], '8']),
    ('1e-38', '1e-38'), ('1e-38/100', ['div', '1e-38', '100']), ('0^0', ['pow', '0', '0']),
    ('0^-1', ['pow', '0', ['neg', '1']]), ('(-2)^2', ['pow', ['neg', '2'], '2']),
    ('SGN -0.5', ['sgn', ['neg', '0.5']]), ('ABS -3.3', ['abs', ['neg', '3.3']]),
    ('1E9+1', ['add', '1E9', '1']), ('1/7', ['div', '1', '7']), ('EXP 88', ['exp', '88']),
    ('EXP 89', ['exp', '89']), ('EXP -89', ['exp', ['neg', '89']]),
    ('SIN PI', ['sin', ['pi']]), ('COS PI', ['cos', ['pi']]),
    ('TAN (PI/2)', ['tan', ['div', ['pi'], '2']]),
    ('10*0.1', ['mul', '10', '0.1']), ('3*(1/3)', ['mul', '3', ['div', '1', '3']]),
    ('12345.678', '12345.678'), ('0.00012345', '0.00012345'),
    ('-1E-38*1', ['mul', ['neg', '1E-38'], '1']),
    ('2^-1', ['pow', '2', ['neg', '1']]), ('1.5E-3', '1.5E-3'), ('BIN 1011', ['bin', '1011']),
    ('(1/3)*3=1', ['eq', ['mul', ['div', '1', '3'], '3'], '1']), ('NOT 0.5', ['not', '0.5']),
    ('-65535-1+0', ['add', ['sub', ['neg', '65535'], '1'], '0']),
    ('(-65535-1)*1', ['mul', ['sub', ['neg', '65535'], '1'], '1']),
]


def oracle_goldens(oracle_dir):
    sys.path.insert(0, oracle_dir)
    from zxoracle import run_basic
    out = []
    for expr, tree in ORACLE_CASES:
        res = run_basic('10 PRINT ' + expr)
        out.append({'basic': 'PRINT ' + expr, 'tree': tree, 'row0': res['rows'][0].rstrip(),
                    'report': res['report']})
    return out


# ---------------------------------------------------------------------------

def write(name, lines):
    with open(os.path.join(GOLDEN, name), 'w') as f:
        for line in lines:
            f.write(line + '\n')
    print('wrote', name, len(lines), 'lines')


def regen(oracle_dir):
    rom = ZXRomCalc()
    rng = random.Random(SEED)
    lines = []
    for name, (a, b) in binary_cases(rng, COUNTS['binary']):
        r = rom.op(C.BINARY[name][0], zx.to_fp5(a), zx.to_fp5(b))
        lines.append('%s %s %s %s' % (name, hx(zx.to_fp5(a)), hx(zx.to_fp5(b)), hx(r)))
    write('zx_binary.txt', lines)
    lines = []
    for name, (a, b) in compare_cases(rng, COUNTS['compare']):
        r = rom.op(C.COMPARE[name][0], zx.to_fp5(a), zx.to_fp5(b))
        lines.append('%s %s %s %s' % (name, hx(zx.to_fp5(a)), hx(zx.to_fp5(b)), hx(r)))
    write('zx_compare.txt', lines)
    lines = []
    for name, (a,) in unary_cases(rng, COUNTS['unary'], COUNTS['function']):
        r = rom.op(C.UNARY[name][0], zx.to_fp5(a))
        lines.append('%s %s %s' % (name, hx(zx.to_fp5(a)), hx(r)))
    write('zx_unary.txt', lines)
    lines = []
    for lit in literal_cases(rng, COUNTS['literal']):
        r = rom.dec_to_fp(lit.encode())
        end = '' if isinstance(r, str) else str(rom.dec_to_fp_end())
        lines.append('%s|%s|%s' % (lit, hx(r), end))
    write('zx_literal.txt', lines)
    lines = []
    for x in str_cases(rng, COUNTS['str']):
        lines.append('%s|%s' % (hx(zx.to_fp5(x)), rom.str_(zx.to_fp5(x)).decode('latin-1')))
    write('zx_str.txt', lines)
    lines = []
    for name, x in convert_cases(rng, COUNTS['convert']):
        lines.append('%s %s %s' % (name, hx(zx.to_fp5(x)), C.rom_conversion(rom, name, x)))
    write('zx_convert.txt', lines)
    digest = hashlib.sha256()
    sample = set(rng.sample(range(65536), COUNTS['rnd_sample'])) | {0, 1, 65535, 65534}
    lines = []
    for seed in range(65536):
        new, value = rom.rnd(seed)
        digest.update(b'%d %d %s\n' % (seed, new, value.hex().encode()))
        if seed in sample:
            lines.append('%d %d %s' % (seed, new, value.hex()))
    write('zx_rnd.txt', ['sha256 ' + digest.hexdigest()] + lines)
    if oracle_dir and os.path.exists(os.path.join(oracle_dir, 'zxoracle.py')):
        with open(os.path.join(GOLDEN, 'zx_oracle_print.json'), 'w') as f:
            cases = oracle_goldens(oracle_dir)
            f.write('[\n' + ',\n'.join(json.dumps(c) for c in cases) + '\n]\n')
        print('wrote zx_oracle_print.json', len(ORACLE_CASES), 'cases')
    else:
        print('oracle not found: zx_oracle_print.json kept as it is')


# ---------------------------------------------------------------------------
# soak: compare the module with the ROM on many random cases, write nothing
# ---------------------------------------------------------------------------

def soak(n, seed, only):
    rom = ZXRomCalc()
    rng = random.Random(seed)
    report = {}

    def tally(name, ok, detail):
        good, total = report.get(name, (0, 0))
        report[name] = (good + ok, total + 1)
        if not ok and total - good < 5:
            print('MISMATCH', name, detail)

    names = only or (list(C.BINARY) + list(C.COMPARE) + list(C.UNARY)
                     + ['literal', 'str', 'convert'])
    for name in names:
        t0 = time.time()
        count = n if name not in C.FUNCTIONS else max(1, n // 10)
        for _ in range(count):
            if name in C.BINARY or name in C.COMPARE:
                romop, fn = C.BINARY.get(name) or C.COMPARE[name]
                a, b = (C.random_value(rng), C.random_value(rng)) if name in C.BINARY \
                    else C.compare_pair(rng)
                want = hx(rom.op(romop, zx.to_fp5(a), zx.to_fp5(b)))
                tally(name, ours(fn, a, b) == want, (a, b, want))
            elif name in C.UNARY:
                romop, fn = C.UNARY[name]
                a = C.function_arg(rng, name) if name in C.FUNCTIONS else C.random_value(rng)
                want = hx(rom.op(romop, zx.to_fp5(a)))
                tally(name, ours(fn, a) == want, (a, want))
            elif name == 'literal':
                lit = C.random_literal(rng)
                r = rom.dec_to_fp(lit.encode())
                want = (hx(r), None if isinstance(r, str) else rom.dec_to_fp_end())
                try:
                    v, end = zx.scan_literal(lit)
                    got = (zx.to_fp5(v).hex(), end)
                except BasicError as e:
                    got = (e.code, None)
                tally(name, got == want, (lit, want, got))
            elif name == 'str':
                x = C.random_value(rng)
                want = rom.str_(zx.to_fp5(x)).decode('latin-1')
                tally(name, zx.to_str(x) == want, (x, want))
            elif name == 'convert':
                x = C.conversion_arg(rng)
                for conv in C.CONVERSIONS:
                    want = C.rom_conversion(rom, conv, x)
                    tally(conv, C.conversion(conv, x) == want, (x, want))
        print('%-10s %.1fs' % (name, time.time() - t0), flush=True)
    print()
    for name, (good, total) in report.items():
        print('%-10s %8d / %8d agree with the ROM' % (name, good, total))
    return all(g == t for g, t in report.values())


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--soak', type=int, metavar='N', help='compare N random cases per operation '
                    '(N/10 for the series functions) and write nothing')
    ap.add_argument('--seed', type=int, default=1, help='seed for --soak')
    ap.add_argument('--only', help='comma-separated operation names for --soak')
    ap.add_argument('--oracle', help='directory of zxoracle.py, for zx_oracle_print.json '
                    '(default: $ZXORACLE_DIR, else /tmp/zxrom)')
    args = ap.parse_args(argv)
    if args.soak:
        ok = soak(args.soak, args.seed, args.only.split(',') if args.only else None)
        return 0 if ok else 1
    regen(os.path.abspath(zxoracle_dir(args.oracle)))
    return 0


if __name__ == '__main__':
    sys.exit(main())

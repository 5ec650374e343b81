"""Whole BASIC lines run on the real machine (zxoracle, stored in
golden/zx_oracle_print.json): ``10 PRINT expr`` shows what our arithmetic
plus to_str must give, or the report our errors must carry."""
from __future__ import annotations

import json
import os

import pytest

from basic.dialects.sinclair import calculator as zx
from basic.core.errors import BasicError

with open(os.path.join(os.path.dirname(__file__), 'golden', 'zx_oracle_print.json')) as _f:
    CASES = json.load(_f)

OPS = {'add': zx.add, 'sub': zx.sub, 'mul': zx.mul, 'div': zx.div, 'pow': zx.power,
       'eq': zx.eq, 'neg': zx.neg, 'int': zx.int_, 'sin': zx.sin, 'cos': zx.cos,
       'tan': zx.tan, 'atn': zx.atn, 'asn': zx.asn, 'acs': zx.acs, 'exp': zx.exp,
       'ln': zx.ln, 'sqr': zx.sqr, 'sgn': zx.sgn, 'abs': zx.abs_, 'not': zx.not_,
       'bin': zx.from_bin, 'pi': zx.pi}


def evaluate(tree):
    """A literal (string) or [op, operand trees...] evaluated with zx."""
    if isinstance(tree, str):
        return zx.from_literal(tree)
    op, *args = tree
    if op == 'bin':
        return zx.from_bin(args[0])
    return OPS[op](*map(evaluate, args))


def test_there_are_enough_cases():
    assert len(CASES) >= 40


@pytest.mark.parametrize('case', CASES, ids=[c['basic'] for c in CASES])
def test_print_expression_like_the_machine(case):
    report = case['report'].split(' ')[0]
    try:
        text = zx.to_str(evaluate(case['tree']))
    except BasicError as e:
        assert e.code == report, case
        return
    assert report == '0', case
    assert text == case['row0']

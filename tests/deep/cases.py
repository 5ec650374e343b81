"""The deep and long expressions of issue 16, in each dialect's spelling."""
from __future__ import annotations

#: name -> the expression: as long and as deep as the issue's fuzz campaign found
EXPRESSIONS = {
    "sum500": "+".join(["1"] * 500),
    # flat chains long past Python's recursion limit (the fuzz campaign's
    # 1,000-term sums and ANDs once reached it in the Sinclair type check)
    "sum3000": "+".join(["1"] * 3000),
    "and3000": " AND ".join(["1"] * 3000),
    "str600": "+".join(['"A"'] * 600),
    "brackets500": "(" * 500 + "1" + ")" * 500,
    "minus2000": "-" * 2000 + "1",
    "not2000": "NOT " * 2000 + "1",
    "nested_sum1000": "(1+" * 1000 + "1" + ")" * 1000,
}

#: what the ZX80's integer BASIC cannot hold (no string +)
ZX80_REFUSES = {"str600"}

#: C64 probes that fit the 80 characters the ROM's editor takes: shape ->
#: the expression at nesting n (each costs the 6502 stack its own way:
#: brackets 5 bytes a level, an operator, sign or NOT 12, a function 8, a
#: subscript 14, a string '+' 2)
C64_SHAPES = {
    "brackets": lambda n: "(" * n + "1" + ")" * n,
    "minus": lambda n: "-" * n + "1",
    "not": lambda n: "NOT" * n + "1",
    "nested_sum": lambda n: "(1+" * n + "1" + ")" * n,
    "bracketed_minus": lambda n: "(-" * n + "1" + ")" * n,
    "product_in_sum": lambda n: "(1+2*" * n + "1" + ")" * n,
    "power_of_minus": lambda n: "2^-" * n + "1",
    "sin": lambda n: "SIN(" * n + "1" + ")" * n,
    "subscripts": lambda n: "A(" * n + "0" + ")" * n,
    "string_join": lambda n: '("A"+' * n + '"B"' + ")" * n,
    "left": lambda n: "LEFT$(" * n + '"A"' + ",1)" * n,
    "len_str": lambda n: "LEN(STR$(" * n + "1" + "))" * n,
}

#: the statements the shapes are tried in: context -> the listing around
#: ``{e}``; the ROM's room differs with the statement, and the FOR and
#: GOSUB frames beneath it take the same 6502 stack
C64_CONTEXTS = {
    "PRINT": "10 PRINT {e}",
    "PRINT 2nd item": '10 PRINT "X";{e}',
    "A=": "10 A={e}:PRINT A",
    "A$=": "10 A$={e}:PRINT A$",
    "IF": '10 IF {e} THEN PRINT "T"',
    "FOR start": "10 FOR I={e} TO 1:PRINT I",
    "FOR limit": "10 FOR I=1 TO {e}:PRINT I:END",
    "FOR step": "10 FOR I=1 TO 1 STEP {e}:PRINT I",
    "in a FOR": "10 FOR J=1 TO 1:PRINT {e}:NEXT",
    "GOSUB 3 deep": "10 GOSUB 20:END\n20 GOSUB 30:RETURN\n30 GOSUB 40:RETURN\n40 PRINT {e}:RETURN",
    "subscript of LET": "10 A({e})=1:PRINT A(1)",
    "ON": "10 ON {e} GOTO 20\n20 PRINT 2",
    "POKE address": "10 POKE 1023+{e},7:PRINT 1",
    "POKE value": "10 POKE 1024,{e}:PRINT PEEK(1024)",
    "WAIT flip": "10 POKE 1024,200:WAIT 1024,255,{e}:PRINT 1",
    "SYS": "5 FOR I=828 TO 1000:POKE I,96:NEXT\n10 SYS 900+{e}:PRINT 1",
    "READ subscript": "10 READ A({e}):PRINT A(1):DATA 5",
    "GET subscript": "10 GET A$({e}):PRINT 1",
    "PRINT#": "10 OPEN 1,3:PRINT#1,{e}:CLOSE 1",
    "CMD": "10 OPEN 1,3:CMD 1,{e}:PRINT#1:CLOSE 1",
}

#: programs whose FN calls or VALs nest inside one another without end
#: (issue 16 rows 6 and 7): name -> listing lines
NESTINGS = {
    "fn_calls_itself": ["10 DEF FN A(X)=FN A(X)", "20 PRINT FN A(1)"],
    "fn_calls_itself_in_a_sum": ["10 DEF FN A(X)=1+FN A(X+1)", "20 PRINT FN A(1)"],
    "string_fn_calls_itself": ['10 DEF FN A$(X$)=FN A$(X$+"A")', '20 PRINT FN A$("")'],
    "val_of_itself": ['10 LET A$="VAL A$"', "20 PRINT VAL A$"],
}


#: C64 FN chains (issue 16): ``k`` definitions, the first ``FN A(X)=X`` and
#: each later body one of FN_BODIES around a call of the one before; the
#: last is called in one of FN_CALLS.  The ROM's 6502 stack holds about
#: 11 FN levels (tests/deep/golden/c64_fn.json)
FN_NAMES = [chr(65 + i) for i in range(26)] + ["A" + chr(65 + i) for i in range(26)]
FN_BODIES = ["{prev}", "1+{prev}", "(({prev}))", "2*(1+{prev})", "SIN({prev})", "A(0)+{prev}"]
FN_CALLS = ["PRINT {fn}", "PRINT ((((((({fn})))))))", "A=1+{fn}:PRINT A",
            'IF {fn} THEN PRINT "T"', "FOR I=1 TO {fn}:PRINT I:NEXT",
            "GOSUB 200:END\n200 PRINT {fn}:RETURN"]


def fn_chain(k: int, body: str, call: str) -> str:
    """The listing of a chain of ``k`` FNs called in ``call``."""
    lines = [f"{i + 1} DEF FN {FN_NAMES[i]}(X)="
             + ("X" if i == 0 else body.format(prev=f"FN {FN_NAMES[i - 1]}(X)"))
             for i in range(k)]
    lines.append("100 " + call.format(fn=f"FN {FN_NAMES[k - 1]}(1)"))
    return "\n".join(lines)


#: C64 formulas too deep for the 6502 stack that meet another error first,
#: or after the point the ROM's check fails (issue 16): name -> listing.
#: 15 minus signs run PRINT's stack out; the ROM evaluates, left to right,
#: what comes before its failing check and stops at whichever is first
C64_ORDER = {
    "type mismatch first": '10 PRINT 1+"A"+' + "-" * 15 + "1",
    "division first": "10 PRINT 1/0+" + "-" * 15 + "1",
    "bad subscript first": "10 PRINT A(11)+" + "-" * 15 + "1",
    "undefined fn first": "10 PRINT FN Q(1)+" + "-" * 15 + "1",
    "deep first, division after": "10 PRINT " + "-" * 15 + "1+1/0",
    "item printed, then division": '10 PRINT "X";1/0+' + "-" * 15 + "1",
    "item printed, then deep": '10 PRINT "X";' + "-" * 15 + "1",
    "subscript divides first": "10 A(1/0)=" + "-" * 15 + "1",
    "subscript then deep value": "10 A(1)=" + "-" * 14 + "1:PRINT A(1)",
    "for limit divides first": "10 FOR I=1 TO 1/0+" + "-" * 15 + "1",
    "for start deep, limit bad": "10 FOR I=" + "-" * 15 + "1 TO 1/0",
    "if divides first": "10 IF 1/0+" + "-" * 15 + "1 THEN PRINT 1",
    "on divides first": "10 ON 1/0+" + "-" * 15 + "1 GOTO 10",
    "poke divides first": "10 POKE 1/0+" + "-" * 15 + "1,1",
    "string then deep": '10 A$="A"+LEFT$("B",' + "-" * 15 + "1)",
    "left$ illegal first": '10 PRINT LEFT$("B",-1)+STR$(' + "-" * 15 + "1)",
    "deep in a FOR": "10 FOR J=1 TO 1:PRINT 1/0+" + "-" * 14 + "1:NEXT",
    "syntax before deep": "10 PRINT 1+)" + "-" * 15 + "1",
    # a string's + (CAT) joins its operand before the operators waiting
    "cat before the mismatch": '10 PRINT 1+"A"+FN Q(1)',
    "cats join left to right": '10 PRINT "A"+"B"+"C";("X"+"Y")+"Z";"A"+"B"="AB"',
    "cat in a relation": '10 PRINT "A"<"A"+"B";"B"+"A">"B"',
    "product of a join": '10 PRINT 2*"A"+FN Q(1)',
}

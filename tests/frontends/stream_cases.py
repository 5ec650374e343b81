"""Programs the tests run, shared with regen_golden.py (which asks the ROM
for their final screens)."""

STREAM_PROGRAM = "\n".join([
    '10 PRINT "SUM OF TWO NUMBERS"',
    '20 INPUT "First? ";a',
    '30 INPUT "Second? ";b',
    '40 PRINT a;"+";b;"=";a+b',
    '50 PRINT "A","B"',
    '60 PRINT TAB 4;"tab";TAB 2;"x"',
    '70 INPUT "Name? ";n$',
    '80 PRINT "Hello, ";n$;"!"',
    '90 PRINT INK 2;"red";PAPER 1;" text"',
    '100 PRINT CHR$ 245;"x"',
    '110 PRINT AT 15,3;"at";AT 15,10;"ten"',
    '120 PRINT "[UDG-A]£"',
])
STREAM_INPUTS = ("2*3", "4", "World")

#: colours, BRIGHT, FLASH, INVERSE, a UDG, PLOT/DRAW/CIRCLE and a border, for --png
PNG_PROGRAM = "\n".join([
    '10 BORDER 2: PAPER 6: INK 1: CLS',
    '20 FOR j=0 TO 7: POKE USR "a"+j,BIN 10101010: NEXT j',
    '30 PRINT AT 1,1;"PNG"; BRIGHT 1;" bright"; FLASH 1;" flash"; INVERSE 1;" inv"',
    '40 PRINT AT 3,1; INK 2;"[UDG-A]"; PAPER 4;"x"',
    '50 PLOT 10,10: DRAW 200,100: CIRCLE 128,88,40',
])

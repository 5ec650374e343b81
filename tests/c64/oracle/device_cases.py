"""Probes of BASIC's disk and printer statements (see device_oracle.py).

Each case: (name, listing, direct).  A listing whose lines have no numbers
after the program is typed as direct commands (``direct`` True: LOAD "$",8
then LIST, SAVE, VERIFY...); otherwise the program is RUN.  Each case runs
once with device 8 a folder and once a .d64 formatted ``DISK,00``; the two
must print the same.
"""

DIRECTORY_READER = '''
900 REM PRINT THE DIRECTORY FROM CHANNEL 0 AS LIST SHOWS IT
910 OPEN 1,8,0,"$":GET#1,A$,A$
920 GET#1,A$,A$:IF ST THEN CLOSE 1:RETURN
930 GET#1,A$,B$:PRINT ASC(A$+CHR$(0))+256*ASC(B$+CHR$(0));
940 GET#1,A$:IF A$="" THEN PRINT:GOTO 920
950 PRINT A$;:GOTO 940
'''

STATUS = '''
800 INPUT#15,E,E$,T,S:PRINT "STATUS";E;E$;T;S:RETURN
'''

CASES = [
    ("done_when", '''
10 OPEN 15,8,15:GOSUB 800
20 OPEN 2,8,2,"0:SCORES,S,W":GOSUB 800
30 PRINT#2,"ANN":PRINT#2,120:PRINT#2,"BOB,7":GOSUB 800
40 CLOSE 2:GOSUB 800
50 OPEN 2,8,2,"SCORES,S,R":GOSUB 800
60 INPUT#2,N$,S:PRINT N$;S;ST
70 INPUT#2,N$,S:PRINT N$;S;ST
80 CLOSE 2:OPEN 2,8,2,"SCORES":GOSUB 800
90 GET#2,C$:PRINT ASC(C$+CHR$(0));:IF ST=0 THEN 90
100 PRINT ST:CLOSE 2:GOSUB 800
110 GOSUB 900:GOSUB 800
120 PRINT#15,"S0:SCORES":GOSUB 800
130 GOSUB 900:GOSUB 800
140 OPEN 2,8,2,"SCORES,S,R":GOSUB 800:GET#2,C$:PRINT ST
150 CLOSE 2:CLOSE 15:END
''' + STATUS + DIRECTORY_READER, False),
    ("no_channel", '''
10 OPEN 15,8,15
20 FOR I=2 TO 5:OPEN I,8,I,"F"+CHR$(48+I)+",S,W":GOSUB 800:NEXT
30 CLOSE 5:CLOSE 3:OPEN 5,8,5,"F5,S,W":GOSUB 800:PRINT#5,"FIVE":CLOSE 5
40 CLOSE 2:CLOSE 4:OPEN 2,8,2,"$":GOSUB 800
50 GET#2,A$:IF ST=0 THEN 50
60 PRINT ST:CLOSE 2:CLOSE 15:END
''' + STATUS, False),
    ("print_formats", '''
10 OPEN 2,8,2,"F,S,W"
20 PRINT#2,"A";1;"B";-2.5;"C"
30 PRINT#2,1,2,"X",-3
40 PRINT#2,TAB(5);"T";SPC(3);"S"
50 PRINT#2,"NO END";
60 PRINT#2,"";
70 PRINT#2
80 CLOSE 2:OPEN 130,8,3,"G,S,W":PRINT#130,"LF":CLOSE 130
90 OPEN 2,8,2,"F":GOSUB 700:OPEN 2,8,2,"G":GOSUB 700:END
700 GET#2,C$:PRINT ASC(C$+CHR$(0));:IF ST=0 THEN 700
710 PRINT:CLOSE 2:RETURN
''', False),
    ("input_parsing", '''
10 OPEN 2,8,2,"F,S,W"
20 PRINT#2,"  LEADING, SPACES":PRINT#2,CHR$(34);"A,B:C";CHR$(34);",";CHR$(34);"X"
30 PRINT#2,"1E3,-.5,  7  ":PRINT#2,"":PRINT#2,"LAST"
40 CLOSE 2:OPEN 2,8,2,"F"
50 INPUT#2,A$,B$:PRINT "[";A$;"][";B$;"]";ST
60 INPUT#2,A$,B$:PRINT "[";A$;"][";B$;"]";ST
70 INPUT#2,A,B,C:PRINT A;B;C;ST
80 INPUT#2,A$:PRINT "[";A$;"]";ST
90 INPUT#2,A$:PRINT "[";A$;"]";ST
100 A$="KEPT":INPUT#2,A$:PRINT "[";A$;"]";ST
''', False),
    ("input_bad_number", '''
10 OPEN 2,8,2,"F,S,W":PRINT#2,"ABC":CLOSE 2
20 OPEN 2,8,2,"F":INPUT#2,A:PRINT A
''', False),
    ("get_zero_and_cmd", '''
10 OPEN 2,8,2,"F,S,W":PRINT#2,CHR$(0);"A";:CMD 2:PRINT "VIA CMD";
20 PRINT 5:PRINT#2,"END":CLOSE 2
30 OPEN 2,8,2,"F"
40 GET#2,C$:PRINT LEN(C$);ASC(C$+CHR$(0));ST:IF ST=0 THEN 40
''', False),
    ("errors_file_not_open", '10 PRINT#3,"X"\n', False),
    ("errors_input_not_open", '10 INPUT#3,A$\n', False),
    ("errors_get_not_open", '10 GET#3,A$\n', False),
    ("errors_cmd_not_open", '10 CMD 3\n', False),
    ("errors_file_open", '10 OPEN 1,8,15:OPEN 1,8,15\n', False),
    ("errors_device_not_present", '10 OPEN 1,9,2,"X":PRINT "NO"\n20 PRINT ST\n', False),
    ("errors_file_open_after_not_present", '''
OPEN 1,9,2,"X"
OPEN 1,9,2,"X"
CLOSE 1:OPEN 1,9:PRINT "OPEN WITHOUT A NAME";ST
''', True),
    ("errors_not_input_file", '10 OPEN 0,8,15\n', False),
    ("errors_not_output_file", '10 OPEN 1,0:PRINT#1,"X"\n', False),
    ("errors_too_many_files", '10 FOR I=1 TO 11:OPEN I,3:NEXT\n', False),
    ("errors_missing_file_name", '10 SAVE "",8\n', False),
    ("errors_file_not_found", '10 LOAD "NONE",8\n', False),
    ("errors_illegal_device", '10 LOAD "X",3\n', False),
    ("close_not_open_is_fine", '10 CLOSE 7:PRINT "OK";ST\n', False),
    ("write_to_read_channel", '''
10 OPEN 2,8,2,"F,S,W":PRINT#2,"A":CLOSE 2
20 OPEN 2,8,2,"F":PRINT#2,"B":PRINT ST:GET#2,A$:PRINT A$;ST
''', False),
    ("save_load_verify_direct", '''
10 PRINT "HELLO"
20 A=5
SAVE "PROG",8
NEW
LOAD "PROG",8
LIST
VERIFY "PROG",8
30 REM CHANGED
VERIFY "PROG",8
SAVE "PROG",8
SAVE "@0:PROG",8
LOAD "$",8
LIST
''', True),
    ("load_in_a_program_chains", '''
10 PRINT "FIRST";A:A=A+1:IF A=1 THEN SAVE "P",8:LOAD "P",8
20 PRINT "AGAIN";A
''', False),
    ("printer", '''
10 OPEN 4,4:PRINT#4,"HELLO";1:CMD 4:PRINT "VIA CMD":PRINT#4:CLOSE 4
20 OPEN 5,4,7:PRINT#5,"LOWER CASE":CLOSE 5
''', False),
    ("printer_list_direct", '''
10 PRINT "LISTED"
20 GOTO 10
OPEN 4,4:CMD 4:LIST
PRINT#4:CLOSE 4
''', True),
]

# about: UDG and block-graphic characters in strings
10 PRINT "[UDG-A][UDG-B][UDG-U]";" ";CHR$ 144;CHR$ 164
20 PRINT "\::\..\''\':\.:";" ";CHR$ 128;CHR$ 143;CHR$ 138
30 PRINT "£©^";" ";CODE "\::";" ";CODE "[UDG-C]"
40 FOR i=128 TO 143: PRINT CHR$ i;: NEXT i
50 PRINT : FOR i=144 TO 164: PRINT CHR$ i;: NEXT i

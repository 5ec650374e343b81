# about: codes 0-5 and 24-31 print as ?
10 PRINT "<";CHR$ 0;CHR$ 1;CHR$ 5;">"
20 PRINT "<";CHR$ 24;CHR$ 31;">"
30 PRINT "<";CHR$ 14;CHR$ 15;">"

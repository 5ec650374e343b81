# about: ASN, ACS, ATN values
10 PRINT ASN 0;" ";ASN 1;" ";ASN 0.5;" ";ASN -1
20 PRINT ACS 0;" ";ACS 1;" ";ACS -1;" ";ACS 0.5
30 PRINT ATN 0;" ";ATN 1;" ";ATN 1E10;" ";ATN -2
40 PRINT 4*ATN 1;" ";4*ATN 1=PI;" ";2*ASN 1=PI

# about: A Invalid argument: ASN 2
10 PRINT ASN 1: PRINT ACS 1: PRINT ASN 2

# about: the ROM's small-integer addition gives -1E-38 for -65535-1 (the famous bug)
10 PRINT -65535-1;" ";-65536;" ";-65535-1=-65536
20 LET a=-65535: LET b=a-1: PRINT b;" ";b*1;" ";b+1;" ";b-1
30 PRINT -65534-2;" ";-65535+-1;" ";-32768*2;" ";-65535-0.5
40 PRINT 65535+1;" ";-1-65535;" ";INT -65536

# about: O Invalid stream: PRINT to a stream that is not open
10 PRINT #3;"printer is fine": PRINT #5;"x"

# about: O Invalid stream: stream 16
10 PRINT #16;"x"

# about: USR "v" is not a UDG: report A
10 PRINT USR "u"
20 PRINT USR "v"

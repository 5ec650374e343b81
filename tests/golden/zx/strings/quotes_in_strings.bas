# about: a doubled quote in a literal is one quote character
10 PRINT "He said ""hi""";" ";LEN """";" ";"""";CODE """"
20 LET q$="""": PRINT q$+"x"+q$;" ";q$=CHR$ 34

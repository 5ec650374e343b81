# about: keywords are recognised in any case
10 let a=1: for i=1 to 3 step 1: print i;: next i
20 Print : Print a;" ";sqr 16;" ";int 2.5;" ";chr$ 65;" ";len "abc"
30 If a=1 Then print "then"
40 rem a comment with print in it

# about: DEF FN with string parameters and string results
10 DEF FN r$(a$,n)=a$(n TO )+a$( TO n-1)
20 DEF FN d$(x$)=x$+x$
30 PRINT FN r$("abcdef",3);" ";FN d$("ho");" ";FN d$(FN r$("xyz",2))
40 DEF FN l(s$)=LEN s$: PRINT FN l("four");" ";FN l("")

# about: DEF FN with numeric parameters
10 DEF FN s(x)=x*x
20 DEF FN h(a,b)=SQR (a*a+b*b)
30 PRINT FN s(3);" ";FN s(-1.5);" ";FN h(3,4);" ";FN s(FN s(2))
40 DEF FN p()=PI*2: PRINT FN p()

# about: assigning into a slice past the end is report 3
10 LET a$="abc": LET a$(2 TO 3)="XY": PRINT a$
20 LET a$(3 TO 4)="QQ"

# about: an INPUT entered while a key event is still pending stops with input-wait once the script is done
# keys: ?Give me a word:NONE:2
10 INPUT "Give me a word: ";a$

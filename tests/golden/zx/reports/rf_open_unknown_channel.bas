# about: F Invalid file name: OPEN # with an unknown channel letter
10 OPEN #4,"m"

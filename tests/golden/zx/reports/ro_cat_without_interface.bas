# about: O Invalid stream: CAT without the microdrive interface
10 CAT

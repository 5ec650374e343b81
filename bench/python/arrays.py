"""Strings and arrays: 60 six-letter words made from a little generator,
sorted by insertion, their first letters counted; ``2 * scale`` passes."""
import sys


def main(scale: int = 1, file=None) -> None:
    w = [""] * 61
    c = [0] * 27
    s = 7
    for k in range(1, 2 * scale + 1):
        for i in range(1, 61):
            a = ""
            for _ in range(6):
                s = (s * 29 + 11) % 997
                a = a + chr(65 + s % 26)
            w[i] = a
        for i in range(2, 61):
            a = w[i]
            p = i - 1
            while p >= 1 and w[p] > a:
                w[p + 1] = w[p]
                p = p - 1
            w[p + 1] = a
        for i in range(1, 61):
            c[ord(w[i][0]) - 64] += 1
    print(w[1], w[60], file=file)
    t = 0
    for i in range(1, 27):
        t = t + c[i] * i
    print(t, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

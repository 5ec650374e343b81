"""Byte sieve (Gilbreath 1981): 8191 flags, ``scale`` iterations (1 unscaled)."""
import sys


def main(scale: int = 1, file=None) -> None:
    s = 8190
    f = [0] * 8192
    for j in range(scale):
        c = 0
        for i in range(0, s + 1):
            f[i] = 1
        for i in range(0, s + 1):
            if f[i] == 0:
                continue
            p = i + i + 3
            k = i + p
            while k <= s:
                f[k] = 0
                k = k + p
            c = c + 1
    print(c, "PRIMES", file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

"""BM8 (PCW, John Coll 1978): K^2, LOG(K), SIN(K); 100 iterations as in PCW's listing."""
import math
import sys


def main(scale: int = 1, file=None) -> None:
    """Scaled, the 100 iterations are done ``scale`` times (the scaled BASIC
    forms wrap them in ``FOR j=1 TO scale``) and the last pass's results printed."""
    print("S", file=file)
    for _ in range(scale):
        k = 0
        while True:
            k = k + 1
            a = k ** 2
            b = math.log(k)
            c = math.sin(k)
            if not k < 100:
                break
    print("E", file=file)
    print(k, a, file=file)
    print(b, c, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

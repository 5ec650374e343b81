"""BM8 (PCW, John Coll 1978): K^2, LOG(K), SIN(K); 100 iterations as in PCW's listing."""
import math
import sys


def main(scale: int = 1, file=None) -> None:
    limit = 100 * scale
    print("S", file=file)
    k = 0
    while True:
        k = k + 1
        a = k ** 2
        b = math.log(k)
        c = math.sin(k)
        if not k < limit:
            break
    print("E", file=file)
    print(k, a, file=file)
    print(b, c, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

"""BM6: BM5 + DIM M(5) + an empty FOR L=1 TO 5 loop."""
import sys


def sub() -> None:
    return


def main(scale: int = 1, file=None) -> None:
    limit = 1000 * scale
    print("S", file=file)
    k = 0
    m = [0.0] * 6
    while True:
        k = k + 1
        a = k / 2 * 3 + 4 - 5
        sub()
        for l in range(1, 6):
            pass
        if not k < limit:
            break
    print("E", file=file)
    print(k, a, l + 1, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

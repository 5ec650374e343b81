"""BM5: BM4 + GOSUB to a bare RETURN."""
import sys


def sub() -> None:
    return


def main(scale: int = 1, file=None) -> None:
    limit = 1000 * scale
    print("S", file=file)
    k = 0
    while True:
        k = k + 1
        a = k / 2 * 3 + 4 - 5
        sub()
        if not k < limit:
            break
    print("E", file=file)
    print(k, a, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

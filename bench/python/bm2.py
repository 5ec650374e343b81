"""BM2: K=K+1 / IF K<1000 THEN 500."""
import sys


def main(scale: int = 1, file=None) -> None:
    limit = 1000 * scale
    print("S", file=file)
    k = 0
    while True:
        k = k + 1
        if not k < limit:
            break
    print("E", file=file)
    print(k, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

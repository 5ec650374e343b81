"""BM1 (Kilobaud 1977): 1000 empty FOR/NEXT iterations."""
import sys


def main(scale: int = 1, file=None) -> None:
    print("S", file=file)
    for k in range(1, 1000 * scale + 1):
        pass
    k += 1  # BASIC leaves the control variable one step past the limit
    print("E", file=file)
    print(k, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

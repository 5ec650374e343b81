"""empty: start-up only."""
import sys


def main(scale: int = 1, file=None) -> None:
    print("OK", file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

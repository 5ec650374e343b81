"""String building: concatenation, LEFT$, RIGHT$, MID$, ASC, CHR$."""
import sys


def main(scale: int = 1, file=None) -> None:
    a = "0123456789"
    c = 0
    for i in range(1, 2000 * scale + 1):
        a = a + chr(65 + i - (i // 26) * 26)
        if len(a) > 200:
            a = a[100:]
        b = a[:10] + a[-10:]
        c = c + ord(a[len(a) // 2]) + len(b)
    print(len(a), c, file=file)
    print(a[:26], file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

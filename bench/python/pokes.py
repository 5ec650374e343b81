"""POKE and PEEK of plain RAM: 1000 bytes written and read back per ``scale``."""
import sys


def main(scale: int = 1, file=None) -> None:
    memory = bytearray(65536)
    b = 49152
    s = 0
    for i in range(1, 1000 * scale + 1):
        a = i - 256 * (i // 256)
        memory[b + a] = a
        s = s + memory[b + a]
    print(s, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

"""Text Mandelbrot, 31x21 characters, 30 iterations.

Scaled, the whole picture is computed ``scale`` times and printed once, as the
scaled BASIC forms do (their PRINTs are guarded by ``IF j=scale``).
"""
import sys


def main(scale: int = 1, file=None) -> None:
    r = " .,:;-=+*#@"
    for j in range(1, scale + 1):
        t = 0
        rows = []
        for y in range(0, 21):
            ci = y * 0.09375 - 0.9375
            row = []
            for x in range(0, 31):
                cr = x * 0.09375 - 2
                zr = 0.0
                zi = 0.0
                n = 0
                while True:
                    zt = zr * zr - zi * zi + cr
                    zi = 2 * zr * zi + ci
                    zr = zt
                    n = n + 1
                    if not (n < 30 and zr * zr + zi * zi < 4):
                        break
                t = t + n
                row.append(r[n // 3])
            rows.append("".join(row))
        if j == scale:
            for line in rows:
                print(line, file=file)
    print(t, file=file)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

"""The ZX Spectrum manual's date-to-day program (Appendix D), its INPUTs
answered from DATA: ten dates, each turned into its day of the week.

Scaled, the whole list is converted ``scale`` times and printed once, as the
scaled BASIC forms do (their PRINTs are guarded by ``IF j=scale``).
"""
import sys

DAYS = ["MON", "TUES", "WEDNES", "THURS", "FRI", "SATUR", "SUN"]
MONTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
DATES = [23, 4, 1982, 14, 7, 1983, 1, 1, 1901, 31, 12, 2000, 29, 2, 1984,
         1, 9, 1939, 15, 10, 1917, 11, 11, 1918, 20, 7, 1969, 6, 6, 1944, 0]


def main(scale: int = 1, file=None) -> None:
    for j in range(1, scale + 1):
        d = [name.ljust(6) for name in DAYS]
        m = list(MONTHS)
        data = iter(DATES)
        while True:
            day = next(data)
            if day == 0:
                break
            month, year = next(data), next(data)
            if year < 1901:
                if j == scale:
                    print("20TH CENTURY STARTS AT 1901", file=file)
                continue
            if year > 2000:
                if j == scale:
                    print("20TH CENTURY ENDS AT 2000", file=file)
                continue
            if year % 4 == 0:
                m[1] = 29
            if day > m[month - 1]:
                if j == scale:
                    print(f"THIS MONTH HAS ONLY {m[month - 1]} DAYS.", file=file)
                m[1] = 28
                continue
            y = year - 1901
            b = 365 * y + y // 4
            for n in range(1, month):
                b = b + m[n - 1]
            b = b + day
            b = b - 7 * (b // 7) + 1
            name = d[b - 1]
            n = 6
            while n > 3 and name[n - 1] == " ":
                n -= 1
            if j == scale:
                print(f"{day}/{month}/{year}", file=file)
                print(f" IS A {name[:n]}DAY", file=file)
            m[1] = 28


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

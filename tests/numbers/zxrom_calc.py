"""Drive the genuine ZX Spectrum 48K ROM calculator directly, for tests.

This is test support, not part of the interpreter.  It boots the real ROM
(``skoolkit.ROM48``) in SkoolKit's C Z80 simulator once, then runs short code
stubs that put 5-byte numbers on the calculator stack and execute calculator
literals (``RST 28h; DEFB op...; DEFB 38h``) or call ROM routines (DEC-TO-FP,
FP-TO-BC, the RND code in SCANNING...).  Each call restores the stack pointers
first, so calls are independent and cost tens of microseconds: enough to
compare millions of operands with :mod:`basic.numbers.zx`.

Results are raw bytes (the ROM's own 5-byte forms) or a report code string
such as ``'6'``; the tests never rely on this module for the *interpretation*
of those bytes.

Only skoolkit is needed (a runtime dependency of the project); nothing from
the oracle directory.
"""
from __future__ import annotations

from skoolkit import ROM48, read_bin_file
from skoolkit.simutils import A, IFF, PC, SP, T, from_memory

try:  # the C simulator is ~100x faster; fall back to the Python one
    from skoolkit.csimulator import CSimulator as _Sim
except ImportError:  # pragma: no cover
    from skoolkit.simulator import Simulator as _Sim

# system variables
SV_ERR_NR = 23610
SV_ERR_SP = 23613
SV_CH_ADD = 23645
SV_WORKSP = 23649
SV_STKBOT = 23651
SV_STKEND = 23653
SV_MEM = 23656
SV_SEED = 23670
SV_FLAGS = 23611
MEMBOT = 23698

# calculator literals (offsets into the ROM's table of addresses at 0x32D7)
OP = {
    'jump_true': 0x00, 'exchange': 0x01, 'delete': 0x02, 'subtract': 0x03,
    'multiply': 0x04, 'division': 0x05, 'to_power': 0x06, 'or': 0x07,
    'no_and_no': 0x08, 'no_l_eql': 0x09, 'no_gr_eq': 0x0A, 'nos_neql': 0x0B,
    'no_grtr': 0x0C, 'no_less': 0x0D, 'nos_eql': 0x0E, 'addition': 0x0F,
    'negate': 0x1B, 'sin': 0x1F, 'cos': 0x20, 'tan': 0x21, 'asn': 0x22,
    'acs': 0x23, 'atn': 0x24, 'ln': 0x25, 'exp': 0x26, 'int': 0x27,
    'sqr': 0x28, 'sgn': 0x29, 'abs': 0x2A, 'str': 0x2E, 'not': 0x30,
    'duplicate': 0x31, 'n_mod_m': 0x32, 'less_0': 0x36, 'greater_0': 0x37,
    'end_calc': 0x38, 'truncate': 0x3A, 're_stack': 0x3D, 'stk_pi_2': 0xA3,
}

# ROM routine addresses
FP_TO_BC = 0x2DA2
FP_TO_A = 0x2DD5
FIND_INT1 = 0x1E94
FIND_INT2 = 0x1E99
STK_TO_A = 0x2314
DEC_TO_FP = 0x2C9B
S_RND_BODY = 0x25FD      # LD BC,(SEED) ... inside S-RND
S_RND_END = 0x2625

STUB = 0x8000            # our code lives here
CATCH = 0x8F00           # an error report returns here (via ERR_SP)
OUTBUF = 0x9000          # scratch for results / text
ERR_SP_SLOT = 0xFF40     # machine stack top used by our calls
MAX_T = 50_000_000       # T-states allowed per call (a runaway would stop here)


class _Ports:
    """Minimal tracer: no keys pressed, port writes ignored."""

    border = 7       # read by the C simulator's trace()

    def read_port(self, registers, port):   # noqa: D401 - simulator callback
        return 0xBF if not port & 1 else 0xFF

    def write_port(self, registers, port, value, offset=0):
        pass


class ZXRomCalc:
    """One booted 48K ROM, ready to evaluate calculator operations."""

    def __init__(self) -> None:
        memory = [0] * 65536
        memory[:16384] = read_bin_file(ROM48, 16384)
        self.sim = from_memory(_Sim, memory, {'PC': 0}, {'iff': 0, 'im': 1},
                               {'fast_djnz': False, 'fast_ldir': False})
        self.mem = self.sim.memory
        self.regs = self.sim.registers
        self.sim.set_tracer(_Ports())
        self.sim.run(0, 0x15DE, True)          # boot until the editor waits for a key
        self.regs[IFF] = 0                     # no frame interrupts from now on
        self._stkbot = self._w(SV_STKBOT)
        self._worksp = self._w(SV_WORKSP)
        # CATCH: JP <stop>, patched per call.  ERR_SP points at a word holding CATCH.
        self._poke_word(ERR_SP_SLOT, CATCH)

    # -- memory helpers ---------------------------------------------------------
    def _w(self, a: int) -> int:
        return self.mem[a] | (self.mem[a + 1] << 8)

    def _poke_word(self, a: int, v: int) -> None:
        self.mem[a] = v & 0xFF
        self.mem[a + 1] = (v >> 8) & 0xFF

    def _poke(self, a: int, data: bytes) -> None:
        self.mem[a:a + len(data)] = data

    # -- running code -----------------------------------------------------------
    def _reset(self, operands: list[bytes]) -> None:
        mem = self.mem
        self._poke_word(SV_WORKSP, self._worksp)
        self._poke_word(SV_STKBOT, self._stkbot)
        p = self._stkbot
        for o in operands:
            mem[p:p + 5] = o
            p += 5
        self._poke_word(SV_STKEND, p)
        self._poke_word(SV_MEM, MEMBOT)
        self._poke_word(SV_ERR_SP, ERR_SP_SLOT)
        mem[SV_ERR_NR] = 0xFF

    def _run(self, start: int, code: bytes, stop: int) -> str | None:
        """Run ``code`` placed at ``start`` until PC == stop; return the report
        code if the ROM reported an error, else None."""
        self._poke(start, code)
        self._poke(CATCH, bytes([0xC3, stop & 0xFF, stop >> 8]))   # JP stop
        regs = self.regs
        regs[SP] = ERR_SP_SLOT
        regs[PC] = start
        limit = regs[T] + MAX_T
        self.sim.trace(None, stop, 0, limit, False, None, None, None, None, None)
        if regs[PC] != stop:
            raise RuntimeError('ROM code did not finish (PC=%04X)' % regs[PC])
        err = self.mem[SV_ERR_NR]
        if err == 0xFF:
            return None
        return str(err + 1) if err < 9 else chr(ord('A') + err - 9)

    def _stack(self) -> list[bytes]:
        """The calculator stack, bottom first, as 5-byte items."""
        end = self._w(SV_STKEND)
        bot = self._w(SV_STKBOT)
        return [bytes(self.mem[a:a + 5]) for a in range(bot, end, 5)]

    # -- public operations --------------------------------------------------------
    def calc(self, literals: bytes, *operands: bytes, breg: int = 0) -> bytes | str:
        """Put the operands on the stack, run ``LD B,breg; RST 28h; literals;
        end-calc`` and return the last value (5 bytes) or the report code."""
        r = self.calc_stack(literals, *operands, breg=breg)
        if isinstance(r, str):
            return r
        return r[-1] if r else b''

    def calc_stack(self, literals: bytes, *operands: bytes, breg: int = 0) -> list[bytes] | str:
        """Like :meth:`calc` but return the whole calculator stack."""
        self._reset(list(operands))
        code = bytes([0x06, breg, 0xEF]) + bytes(literals) + bytes([0x38])
        err = self._run(STUB, code, STUB + len(code))
        return err if err is not None else self._stack()

    def op(self, name: str, *operands: bytes) -> bytes | str:
        """One operation as SCANNING runs it: B holds the operation code
        (the comparisons read it from BREG) and the literal is fp-calc-2."""
        return self.calc(bytes([0x3B]), *operands, breg=OP[name])

    def call(self, routine: int, *operands: bytes) -> tuple[int, int, int] | str:
        """CALL a ROM routine with the operands on the calculator stack and
        return (BC, A, F) after it, or the report code."""
        self._reset(list(operands))
        code = bytes([0xCD, routine & 0xFF, routine >> 8,          # CALL routine
                      0xED, 0x43, OUTBUF & 0xFF, OUTBUF >> 8,       # LD (OUTBUF),BC
                      0xF5, 0xE1,                                   # PUSH AF; POP HL
                      0x22, (OUTBUF + 2) & 0xFF, (OUTBUF + 2) >> 8])  # LD (OUTBUF+2),HL
        err = self._run(STUB, code, STUB + len(code))
        if err is not None:
            return err
        bc = self._w(OUTBUF)
        return bc, self.mem[OUTBUF + 3], self.mem[OUTBUF + 2]

    def dec_to_fp(self, text: bytes) -> bytes | str:
        """The ROM's DEC-TO-FP on ``text`` (ASCII; BIN as byte 0xC4).  Returns
        the 5 bytes it stacks, or the report code."""
        self._reset([])
        buf = OUTBUF + 0x100
        self._poke(buf, bytes(text) + b'\r')
        self._poke_word(SV_CH_ADD, buf)
        self.mem[SV_FLAGS] &= 0x7F           # syntax checking, as S-DECIMAL does
        self.regs[A] = text[0]
        code = bytes([0xCD, DEC_TO_FP & 0xFF, DEC_TO_FP >> 8])
        err = self._run(STUB, code, STUB + 3)
        self.mem[SV_FLAGS] |= 0x80
        if err is not None:
            return err
        st = self._stack()
        return st[-1]

    def dec_to_fp_end(self) -> int:
        """Offset of CH_ADD after the last :meth:`dec_to_fp` (chars consumed)."""
        return self._w(SV_CH_ADD) - (OUTBUF + 0x100)

    def str_(self, x: bytes) -> bytes | str:
        """STR$ x: the characters PRINT-FP produces."""
        r = self.calc_stack(bytes([OP['str']]), x)
        if isinstance(r, str):
            return r
        d = r[-1]
        start = d[1] | (d[2] << 8)
        length = d[3] | (d[4] << 8)
        return bytes(self.mem[start:start + length])

    def rnd(self, seed: int) -> tuple[int, bytes]:
        """Run the RND code of SCANNING with SEED = seed: (new SEED, value)."""
        self._reset([])
        self._poke_word(SV_SEED, seed)
        # the ROM code runs from S_RND_BODY to S_RND_END; no stub needed
        err = self._run(S_RND_BODY, b'', S_RND_END)
        assert err is None
        return self._w(SV_SEED), self._stack()[-1]

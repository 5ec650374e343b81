"""Number systems of the emulated machines: ``zx`` (Sinclair 5-byte floats),
``cbm`` (Microsoft 40-bit floats of Commodore BASIC)."""

"""Number systems of the emulated machines: ``zx`` (Sinclair 5-byte floats)."""

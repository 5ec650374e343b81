"""basic: the BASICs of the Sinclair ZX80, ZX81, ZX Spectrum and Commodore 64."""

__version__ = "0.1.0"

"""What the Sinclair BASICs share: the ROM calculator and the Sinclair
compiler the Spectrum and the ZX81 build on."""

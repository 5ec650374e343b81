# about: B Integer out of range: CHR$ 256
10 PRINT CHR$ 255
20 PRINT CHR$ 256

"""What the ZX80 and the ZX81 share: their dialect base, statements, parser,
character sets, text screen, machine, face and file storage."""

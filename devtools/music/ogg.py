"""Ogg Vorbis written with libsndfile (the `soundfile` wheel), the same bytes every time.

libsndfile gives each stream a random serial number, so two encodes of the same samples differ
in those four bytes of every page (and so in each page's checksum). `fixed_serial` writes one
serial chosen from the file's name into every page and its checksum again; libvorbis itself
encodes the same samples into the same bytes on the same library version.
"""

from __future__ import annotations

import zlib
from pathlib import Path

import numpy as np
import soundfile

from devtools.music.voices import RATE, Signal

QUALITY = 0.93  # libsndfile's compression level: 1.0 is Vorbis -q0 (~58 kb/s stereo)
BLOCK = 4096  # frames a write: one long write overflows libvorbis's stack (alloca)


def _crc_table() -> list[int]:
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else (r << 1)
        table.append(r & 0xFFFFFFFF)
    return table


CRC = _crc_table()


def ogg_crc(page: bytes) -> int:
    """The Ogg page checksum (CRC-32, polynomial 0x04c11db7, unreflected, starting at 0)."""
    crc = 0
    for byte in page:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ CRC[((crc >> 24) & 0xFF) ^ byte]
    return crc


def fixed_serial(data: bytes, serial: int) -> bytes:
    """``data`` (one logical Ogg stream) with every page's serial number set to ``serial``."""
    out = bytearray(data)
    at = 0
    while at < len(out):
        if out[at : at + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {at}")
        segments = out[at + 26]
        size = 27 + segments + sum(out[at + 27 : at + 27 + segments])
        out[at + 14 : at + 18] = serial.to_bytes(4, "little")
        out[at + 22 : at + 26] = b"\0\0\0\0"
        out[at + 22 : at + 26] = ogg_crc(bytes(out[at : at + size])).to_bytes(4, "little")
        at += size
    return bytes(out)


def write(path: Path, samples: Signal, title: str, comment: str) -> None:
    """``samples`` (frames x 2, within -1..1) as Ogg Vorbis at ``path``, tagged."""
    scratch = path.with_suffix(".tmp.ogg")
    with soundfile.SoundFile(
        scratch,
        "w",
        RATE,
        samples.shape[1],
        format="OGG",
        subtype="VORBIS",
        compression_level=QUALITY,
    ) as out:
        out.title = title
        out.artist = "Odin Desktop"
        out.comment = comment
        frames = samples.astype(np.float32)
        for start in range(0, len(frames), BLOCK):
            out.write(frames[start : start + BLOCK])
    data = scratch.read_bytes()
    scratch.unlink()
    path.write_bytes(fixed_serial(data, zlib.crc32(path.name.encode()) & 0x7FFFFFFF))


def read(path: Path) -> Signal:
    """The decoded samples of an Ogg Vorbis file (frames x channels, float64)."""
    samples, rate = soundfile.read(path, dtype="float64", always_2d=True)
    if rate != RATE:
        raise ValueError(f"{path.name}: {rate} Hz, not {RATE}")
    return np.asarray(samples, dtype=np.float64)  # soundfile's results are untyped

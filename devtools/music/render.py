"""Render the score: every piece in ``devtools/music/scores/`` to Ogg Vorbis under
``assets/music/`` (or OUTDIR), with its loudness, peak and seam printed.

    python -m devtools.music.render [OUTDIR] [--bars N] [--only NAME ...]

Deterministic: the same score gives the same samples (every random choice is seeded by the
score), and the same bytes on the same libvorbis. ``--bars N`` renders only each piece's
first N bars (seconds, not minutes: what the test runs). Each file carries in its comment the
fingerprint of what made it (its score and the code that plays and mixes it), which the tests
compare with the repository's, so a score changed without rendering again is seen.

Needs the dev extra: ``pip install -e '.[music]'`` (numpy, soundfile).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
import tomllib
from pathlib import Path

import numpy as np

from devtools.music import loudness, mixdown, notation, ogg
from devtools.music.voices import RATE

HERE = Path(__file__).resolve().parent
SCORES = HERE / "scores"
OUT = HERE.parents[1] / "assets" / "music"
# What decides the samples (the encoder's own code aside): a change to any of them is a new
# rendering.
SOUND_CODE = ("notation.py", "voices.py", "mixdown.py")


def scores() -> list[Path]:
    return sorted(SCORES.glob("*.toml"))


def fingerprint(score: Path) -> str:
    digest = hashlib.sha256(score.read_bytes())
    for name in SOUND_CODE:
        digest.update((HERE / name).read_bytes().replace(b"\r\n", b"\n"))
    return digest.hexdigest()[:16]


def target(score: Path) -> tuple[str, bool]:
    """(where under assets/music/ without .ogg, whether it loops) of a score."""
    with score.open("rb") as stream:
        data = tomllib.load(stream)
    return str(data["file"]), bool(data.get("loop", True))


def end_db(samples: np.ndarray, window: float = 0.05) -> float:
    """The level (dBFS, RMS) of the last ``window`` seconds: how quietly a loop breathes at
    its seam (it may run on into its own start or into another piece's)."""
    tail = samples[-int(window * RATE) :]
    return loudness.db(float(np.sqrt(np.mean(tail**2))))


def render_one(score: Path, out: Path, bars: int | None) -> dict[str, object]:
    piece = notation.read(score)
    name, loop = target(score)
    started = time.perf_counter()
    samples = mixdown.render(piece, loop, bars)
    path = out / f"{name}.ogg"
    path.parent.mkdir(parents=True, exist_ok=True)
    ogg.write(path, samples, piece.title, f"odin-desktop score {score.name} {fingerprint(score)}")
    decoded = ogg.read(path)
    return {
        "file": str(path.relative_to(out)),
        "seconds": round(len(decoded) / RATE, 2),
        "lufs": round(loudness.integrated(decoded, RATE), 2),
        "dbtp": round(loudness.db(loudness.true_peak(decoded)), 2),
        "end_db": round(end_db(decoded), 1) if loop else None,
        "kb": round(path.stat().st_size / 1024),
        "took": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=OUT)
    parser.add_argument("--bars", type=int, help="only each piece's first BARS bars")
    parser.add_argument("--only", nargs="*", help="only these scores (file names, no .toml)")
    args = parser.parse_args(argv)
    for score in scores():
        if args.only and score.stem not in args.only:
            continue
        figures = render_one(score, args.out, args.bars)
        print(" ".join(f"{k}={v}" for k, v in figures.items()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

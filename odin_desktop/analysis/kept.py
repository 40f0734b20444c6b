"""A review as it was kept beside its record (`analysis.cache`), read without working anything
out: what the Statistics screen shows of the games the player had reviewed."""

from __future__ import annotations

import os
from typing import Any

from odin_desktop.analysis.cache import cache_path
from odin_desktop.analysis.review import Review, ReviewError, ReviewSettings, SeatError


def kept_accuracy(doc: Any, path: str | os.PathLike[str], seat: int) -> float | None:
    """``seat``'s accuracy in the review kept beside the record at ``path`` (the review's
    default settings, as the screens and the command keep it), when it is complete there;
    None for a game not (wholly) reviewed."""
    if not cache_path(path).is_file():
        return None  # no review: not worth walking the record
    try:
        review = Review(doc, ReviewSettings(seats=(seat,)), path)
    except (ReviewError, SeatError):
        return None
    if not review.take_kept():
        return None
    accuracy = review.document()["accuracy"].get(str(seat))
    return float(accuracy) if isinstance(accuracy, int | float) else None

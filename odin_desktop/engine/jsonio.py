"""Reading a record's bytes as JSON, safely: whatever the file holds, the answer is a JSON
value or `Unreadable` with a plain reason (missing, not a regular file, over 5 MiB, not
UTF-8, not JSON, nested too deeply, NaN). Nothing is ever evaluated or unpickled.

A file may be gzip-compressed (the records folder keeps finished games so, ``.json.gz``):
it is told by its first bytes, whatever its name, and read as the JSON it holds, which
must be within the same 5 MiB once uncompressed (a small file that inflates without end is
refused, never inflated whole)."""

from __future__ import annotations

import gzip
import io
import json
import os
import stat
import zlib
from typing import Any

MAX_BYTES = 5 * 1024 * 1024  # "over 5 MB" is not a readable record
GZIP_MAGIC = b"\x1f\x8b"  # no JSON text starts so


class Unreadable(ValueError):
    """Not a readable document: missing, not JSON, wrong format, version or types, too big."""


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not valid JSON")


def load_json(path: str | os.PathLike[str]) -> Any:
    """The JSON value in the file at ``path``; Unreadable says why it cannot be read."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise Unreadable(f"no such file: {os.fspath(path)}") from None
    except OSError as error:
        raise Unreadable(f"cannot read {os.fspath(path)}: {error.strerror}") from None
    if not stat.S_ISREG(info.st_mode):
        raise Unreadable(f"{os.fspath(path)} is not a regular file")
    if info.st_size > MAX_BYTES:
        raise Unreadable(f"the file is {info.st_size} bytes, over the 5 MB limit")
    try:
        with open(path, "rb") as stream:
            data = stream.read(MAX_BYTES + 1)  # the file may grow after stat
    except OSError as error:
        raise Unreadable(f"cannot read {os.fspath(path)}: {error.strerror}") from None
    if len(data) > MAX_BYTES:
        raise Unreadable("the file is over the 5 MB limit")
    if data.startswith(GZIP_MAGIC):
        data = gunzip(data)
    return parse_json(data)


def gunzip(data: bytes) -> bytes:
    """The bytes a gzip file holds, at most `MAX_BYTES` of them (read no further)."""
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(data)) as stream:
            inner = stream.read(MAX_BYTES + 1)
    except (OSError, EOFError, zlib.error) as error:  # BadGzipFile is an OSError
        raise Unreadable(f"not a readable gzip file: {error}") from None
    if len(inner) > MAX_BYTES:
        raise Unreadable("the file is over the 5 MB limit once uncompressed")
    return inner


def parse_json(data: bytes) -> Any:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Unreadable(f"not UTF-8 text (byte {error.start})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise Unreadable("not JSON: nested too deeply") from None
    except json.JSONDecodeError as error:
        raise Unreadable(
            f"not JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        ) from None
    except ValueError as error:  # NaN/Infinity, or integers too long to convert
        raise Unreadable(f"not JSON: {error}") from None

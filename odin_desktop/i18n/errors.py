"""Why the disk refused, in the player's language.

`OSError.strerror` speaks the C library's language (English, whatever the game speaks), so a
message shown to players names the common reasons itself, by their error number, and falls
back on the system's words only for the rare others.
"""

from __future__ import annotations

import errno

from odin_desktop.i18n import N_, _

_REASONS: dict[int, str] = {
    errno.ENOENT: N_("the file or folder does not exist"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EISDIR: N_("a folder stands where the file should be"),
    errno.ENOTDIR: N_("a file stands where a folder should be"),
    errno.EIO: N_("the disk could not be read or written"),
    errno.ENAMETOOLONG: N_("the file name is too long"),
    errno.EBUSY: N_("the file is in use"),
}
if hasattr(errno, "EDQUOT"):  # not on Windows
    _REASONS[errno.EDQUOT] = N_("the disk is full")


def os_reason(error: OSError) -> str:
    """Why ``error`` happened, as a phrase for a sentence ("the disk is full")."""
    reason = _REASONS.get(error.errno) if error.errno is not None else None
    if reason is not None:
        return _(reason)
    return error.strerror or str(error)

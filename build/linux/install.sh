#!/bin/sh
# Add Odin Desktop to your applications menu (no root needed): copies the game to
# ~/.local/bin, its icon into the icon theme and a .desktop entry into the menu.
#     ./install.sh             install (run it from the unpacked download)
#     ./install.sh --uninstall remove everything it installed
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
icon=$data/icons/hicolor/256x256/apps/odin-desktop.png
entry=$data/applications/odin-desktop.desktop

refresh() {  # let the menu and the icon theme notice, where those tools exist
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$bin/odin-desktop" "$icon" "$entry"
    refresh
    echo "Odin Desktop removed."
    exit 0
fi

mkdir -p "$bin" "$(dirname "$icon")" "$(dirname "$entry")"
install -m 755 "$here/odin-desktop" "$bin/odin-desktop"
install -m 644 "$here/odin-desktop.png" "$icon"
# Absolute Exec/TryExec: ~/.local/bin is not on every desktop session's PATH.
# Exec is quoted (a home folder may contain spaces); TryExec takes a bare path.
sed -e "s|^Exec=.*|Exec=\"$bin/odin-desktop\"|" -e "s|^TryExec=.*|TryExec=$bin/odin-desktop|" \
    "$here/odin-desktop.desktop" > "$entry"
chmod 644 "$entry"
refresh
echo "Odin Desktop installed: find it in your applications menu, or run $bin/odin-desktop"

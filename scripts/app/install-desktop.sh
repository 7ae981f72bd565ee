#!/bin/sh
# Adds Vitae to this user's application menu: `vitae` in ~/.local/bin, the
# .desktop file and the icon under ~/.local/share. Run it from the unpacked
# folder, and again after moving the folder. Needs no root.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$HOME/.local/bin" "$data/applications" "$data/icons/hicolor/256x256/apps"
ln -sf "$here/vitae" "$HOME/.local/bin/vitae"
cp "$here/vitae.png" "$data/icons/hicolor/256x256/apps/vitae.png"
sed "s|^Exec=vitae |Exec=\"$here/vitae\" |" "$here/vitae.desktop" >"$data/applications/vitae.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "Vitae is in the application menu; \`vitae\` runs it from a terminal once ~/.local/bin is on PATH."

#!/usr/bin/env bash
# Build the app folder dist/Vitae/: `vitae` with Python, Qt and every library
# inside it, for machines without Python. dist/Vitae/vitae opens the window and
# runs every command (`vitae export cv.yaml -o cv.pdf`, `vitae templates`, ...);
# dist/Vitae/install-desktop.sh adds it to the user's application menu.
# Writes dist/vitae-<version>-<os>-<arch>.tar.gz of the folder and prints sizes.
#
# Needs the .venv of scripts/install.sh. The recipe is scripts/vitae.spec.
# The folder runs on Linux systems with the build machine's glibc or newer; it
# uses the system's OpenGL/EGL, fonts and, for spell checking, libenchant-2 with
# a Hunspell dictionary (without them the editor runs unchecked).
#
# The same recipe is written for macOS and Windows, untested there:
#   macOS:   scripts/build-app.sh  -> dist/Vitae.app as well (windowed); the
#            archive holds Vitae.app.
#   Windows: from Git Bash, scripts/build-app.sh -> dist\Vitae\vitae.exe (a
#            console program, so commands print); or by hand in PowerShell:
#            .venv\Scripts\python -m pip install "pyinstaller>=6.22,<7"
#            .venv\Scripts\pyinstaller --noconfirm --clean scripts\vitae.spec
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -s)" in
  Linux) os=linux py=.venv/bin/python ;;
  Darwin) os=macos py=.venv/bin/python ;;
  MINGW* | MSYS* | CYGWIN*) os=windows py=.venv/Scripts/python.exe ;;
  *) echo "build-app: no recipe for $(uname -s)" >&2; exit 2 ;;
esac
[ -x "$py" ] || { echo "build-app: no .venv; run scripts/install.sh first" >&2; exit 2; }

started=$SECONDS
# 6.22 is the version this recipe was built and tested with; below 7 because
# scripts/vitae.spec wraps QtLibraryInfo.collect_plugins, a PyInstaller internal
# a major version may change. pip does nothing when a fitting one is installed.
"$py" -m pip install --quiet "pyinstaller>=6.22,<7"

# The icon, rendered from the SVG the window uses (PNG for the .desktop file;
# PyInstaller turns it into vitae.ico / Vitae.icns on Windows and macOS).
mkdir -p build/app
QT_QPA_PLATFORM=offscreen "$py" - <<'EOF'
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

app = QGuiApplication([])
image = QImage(256, 256, QImage.Format.Format_ARGB32)
image.fill(Qt.GlobalColor.transparent)
painter = QPainter(image)
QSvgRenderer("resources/icons/vitae.svg").render(painter)
painter.end()
if not image.save("build/app/vitae.png"):
    raise SystemExit("build-app: could not render the icon")
EOF

"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller scripts/vitae.spec

exe=dist/Vitae/vitae
if [ "$os" = linux ]; then
  cp scripts/app/vitae.desktop scripts/app/install-desktop.sh build/app/vitae.png dist/Vitae/
elif [ "$os" = windows ]; then
  exe=dist/Vitae/vitae.exe
fi

# The folder must stand alone: no Python on PATH, started from elsewhere.
app=$PWD/$exe
version=$(cd / && env -i PATH=/usr/bin:/bin "$app" --version | awk '{print $2}')
(cd / && env -i PATH=/usr/bin:/bin "$app" templates >/dev/null)

archive=dist/vitae-$version-$os-$(uname -m).tar.gz
rm -f "$archive"
if [ "$os" = macos ]; then
  tar -C dist -czf "$archive" Vitae.app
else
  tar -C dist -czf "$archive" Vitae
fi

echo "build-app: built in $((SECONDS - started)) s"
du -sh dist/Vitae "$archive"

#!/usr/bin/env bash
# Set up Vitae in ./.venv on a fresh machine.
#   scripts/install.sh          the editor
#   scripts/install.sh --test   the editor plus what the test suite needs
# On Debian/Ubuntu it first installs the system libraries Qt and spell checking need (and, for
# --test, Chromium for the HTML export test), using sudo when not root.
set -euo pipefail
cd "$(dirname "$0")/.."

want_tests=0
[ "${1:-}" = "--test" ] && want_tests=1

qt_libs=(libegl1 libgl1 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3 libx11-6 libx11-xcb1
         libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
         libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1
         fontconfig fonts-dejavu-core)
# Spell checking: Enchant (which pyenchant loads) and the English Hunspell dictionaries
# (American and British: each résumé picks one). Without them the editor still runs, with spelling off.
spelling_pkgs=(libenchant-2-2 hunspell-en-us hunspell-en-gb)
test_pkgs=(chromium poppler-utils xvfb xauth xdotool libreoffice-writer-nogui)

if command -v apt-get >/dev/null 2>&1 && command -v dpkg >/dev/null 2>&1; then
  needed=()
  pkgs=("${qt_libs[@]}" "${spelling_pkgs[@]}")
  [ "$want_tests" = 1 ] && pkgs+=("${test_pkgs[@]}")
  for pkg in "${pkgs[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || needed+=("$pkg")
  done
  if [ ${#needed[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    echo "installing system packages: ${needed[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${needed[@]}" >/dev/null
  fi
fi

python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
if [ "$want_tests" = 1 ]; then
  .venv/bin/python -m pip install -q -e '.[test]'
else
  .venv/bin/python -m pip install -q -e .
fi
# An editable install leaves Vitae's own modules uncompiled, and where
# PYTHONDONTWRITEBYTECODE is set they would be compiled on every start
# (30 ms of a `vitae export`); compile them once here.
.venv/bin/python -m compileall -q editor

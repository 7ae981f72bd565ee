#!/usr/bin/env bash
# Try Vitae as a newcomer does, outside this checkout:
#   1. build the wheel as pip does, `pipx install` it into a fresh, private pipx
#      home, and from another folder run `vitae --version`, `vitae templates`
#      (all six bundled templates), an export in each language, and the window
#      on a virtual X screen;
#   2. with --app, build the app folder (scripts/build-app.sh), export with it
#      and open its window under `env -i PATH=/usr/bin:/bin`: no Python, no
#      virtual environment.
# Needs the .venv of scripts/install.sh --test (for pip wheel and the test
# system packages: poppler-utils, xvfb, xdotool).
#   scripts/check-install.sh [--app]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
want_app=0
[ "${1:-}" = "--app" ] && want_app=1

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

expect_templates() {  # the listing a fresh install gives, one name per line
  local listed
  listed=$("$@" templates | awk '{print $1}' | paste -sd' ')
  [ "$listed" = "classic academic plain profile jianli sidebar" ] || fail "'$* templates' listed: $listed"
}

expect_exports() {  # an export in each language from another folder, read back
  rm -f cv-en.pdf cv-zh.pdf
  "$@" export cv.yaml --lang all -o . >/dev/null
  [[ "$(pdftotext cv-en.pdf -)" == *"Machine-learning systems engineer"* ]] || fail "'$*' exported no English PDF"
  [[ "$(pdftotext cv-zh.pdf -)" == *"机器学习系统工程师"* ]] || fail "'$*' exported no Chinese PDF"
}

expect_window() {  # the window maps on a virtual X screen within 30 s and stays up
  XDG_RUNTIME_DIR=$work xvfb-run -a -s "-screen 0 1280x900x24 -nolisten tcp" bash -c '
    QT_QPA_PLATFORM=xcb "$@" cv.yaml & app=$!
    xdotool search --sync --onlyvisible --name "Vitae" >/dev/null & finder=$!
    for _ in $(seq 300); do kill -0 $finder 2>/dev/null || break; sleep 0.1; done
    if kill -0 $finder 2>/dev/null; then kill $finder $app; echo "no window within 30 s" >&2; exit 1; fi
    kill -0 $app || { echo "the window closed by itself" >&2; exit 1; }
    kill $app; wait $app 2>/dev/null || true' check-window "$@" || fail "'$*' opened no window"
}

echo "check-install: building the wheel"
.venv/bin/python -m pip wheel --no-deps -q -w "$work/wheel" .
wheel=$(ls "$work"/wheel/vitae-*.whl)

echo "check-install: pipx install $(basename "$wheel")"
python3 -m venv "$work/pipx-venv"
"$work/pipx-venv/bin/python" -m pip install -q pipx
export PIPX_HOME="$work/pipx-home" PIPX_BIN_DIR="$work/bin"
"$work/pipx-venv/bin/pipx" install -q "$wheel" >/dev/null
vitae=$work/bin/vitae

mkdir "$work/elsewhere"
cp resources/examples/example.yaml "$work/elsewhere/cv.yaml"
cd "$work/elsewhere"
"$vitae" --version
expect_templates "$vitae"
expect_exports "$vitae"

expect_window "$vitae"
echo "check-install: the pipx install exports from another folder and opens its window"

if [ "$want_app" = 1 ]; then
  cd "$root"
  scripts/build-app.sh
  cd "$work/elsewhere"
  app=$root/dist/Vitae/vitae
  expect_templates env -i PATH=/usr/bin:/bin HOME="$work" "$app"
  expect_exports env -i PATH=/usr/bin:/bin HOME="$work" "$app"
  # xvfb-run sets DISPLAY and XAUTHORITY; env -i passes on only these.
  expect_window sh -c 'exec env -i PATH=/usr/bin:/bin HOME="$HOME" DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" \
    QT_QPA_PLATFORM=xcb "$0" "$@"' "$app"
  echo "check-install: the app folder exports and opens its window with no Python on PATH"
fi

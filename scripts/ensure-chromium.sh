#!/usr/bin/env bash
# Makes sure the browser end-to-end tests have a Chromium and Japanese fonts.
#
# - CHROMIUM_PATH set: that browser is used as it is (nothing is installed for it).
# - Otherwise /usr/bin/chromium is used; when it (or the fonts-noto-cjk package) is missing, root installs
#   it with apt-get, anyone else is told what to install and the script fails.
# Waits for an apt/dpkg run that is already in progress instead of starting a second one.
set -euo pipefail

PACKAGES_HINT='sudo apt-get install chromium fonts-noto-cjk'
DEFAULT_CHROMIUM=/usr/bin/chromium

say() { printf 'ensure-chromium: %s\n' "$*" >&2; }

# True while another apt-get/apt/dpkg process runs (for example a background install started earlier).
apt_busy() {
  command -v pgrep >/dev/null 2>&1 || return 1
  pgrep -x apt-get >/dev/null 2>&1 || pgrep -x apt >/dev/null 2>&1 || pgrep -x dpkg >/dev/null 2>&1
}

wait_for_apt() {
  local waited=0
  if apt_busy; then
    say 'an apt/dpkg run is in progress (see /tmp/apt.log if it exists); waiting for it to finish…'
  fi
  while apt_busy; do
    if [ "$waited" -ge 900 ]; then
      say 'gave up after 15 minutes of waiting for the running apt/dpkg to finish.'
      exit 1
    fi
    sleep 5
    waited=$((waited + 5))
  done
}

# Japanese fonts: checked through fontconfig when it is there, else through dpkg; unknown counts as present.
has_cjk_fonts() {
  if command -v fc-list >/dev/null 2>&1; then
    [ -n "$(fc-list :lang=ja family 2>/dev/null | head -n 1)" ]
  elif command -v dpkg-query >/dev/null 2>&1; then
    dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q 'install ok installed'
  else
    return 0
  fi
}

runs() { "$1" --version >/dev/null 2>&1; }

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ] || ! runs "$CHROMIUM_PATH"; then
    say "CHROMIUM_PATH=$CHROMIUM_PATH is not a runnable Chromium/Chrome executable."
    exit 1
  fi
  has_cjk_fonts || say 'warning: no Japanese font found; Japanese text renders as boxes in screenshots.'
  exit 0
fi

# A background install may be about to provide the browser: let it finish before deciding anything.
wait_for_apt

missing=()
[ -x "$DEFAULT_CHROMIUM" ] || missing+=(chromium)
has_cjk_fonts || missing+=(fonts-noto-cjk)

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "installing ${missing[*]} with apt-get…"
    # Refresh the package lists only when they do not know the packages yet.
    if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then
      apt-get update
    fi
    wait_for_apt
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
  elif [ -x "$DEFAULT_CHROMIUM" ]; then
    # Only the fonts are missing: the tests still run, Japanese text just shows as boxes.
    say "warning: Japanese fonts are missing (install them with: $PACKAGES_HINT)."
  else
    say "Chromium is needed for the end-to-end tests and $DEFAULT_CHROMIUM does not exist."
    say "Install it (Debian/Ubuntu):  $PACKAGES_HINT"
    say 'or point CHROMIUM_PATH at an existing Chromium or Chrome, e.g.'
    say '  CHROMIUM_PATH=/opt/google/chrome/chrome npm run test:e2e'
    exit 1
  fi
fi

if ! runs "$DEFAULT_CHROMIUM"; then
  say "$DEFAULT_CHROMIUM does not start (try: $DEFAULT_CHROMIUM --headless --no-sandbox --version)."
  exit 1
fi

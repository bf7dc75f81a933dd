#!/usr/bin/env bash
# Installs the system packages the test suite needs when they are missing: Debian's Chromium for the
# E2E journeys (with a CJK font) and PostgreSQL for the server suite's production path. Runs as the first step of
# `npm test`; a no-op when everything is there.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
# A CJK font, so the E2E screenshots show Chinese rather than empty boxes.
[ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "缺少系统软件包: ${missing[*]}。请用 root 执行: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "安装系统软件包: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

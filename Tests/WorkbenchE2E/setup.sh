#!/usr/bin/env bash
# Installs what the workbench's browser test needs, when missing: Debian's chromium and
# chromium-driver (apt-get), and Selenium (pip, into .build-e2e/venv of the repository).
# Idempotent; prints the Python to run the test with on its last line.
set -euo pipefail
cd "$(dirname "$0")/../.."
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    echo "workbench-e2e: installing chromium and chromium-driver (apt-get)" >&2
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >&2
fi
venv=.build-e2e/venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" >&2 || { $SUDO apt-get install -y -qq python3-venv >&2 && python3 -m venv "$venv" >&2; }
fi
if ! "$venv/bin/python" -c "import selenium" 2>/dev/null; then
    echo "workbench-e2e: installing selenium (pip)" >&2
    "$venv/bin/python" -m pip install -q "selenium>=4.20,<5" >&2
fi
echo "$venv/bin/python"

#!/usr/bin/env bash
# Makes a virtual environment with pinned requirements from PyPI ready and prints its Python: the one
# home of the project's Python environments (scripts/schema-tools.sh, the cost curve of Benchmarks/).
# Installs python3 and its venv module with apt-get when missing. Idempotent: reinstalls only when
# the requirements file changed. Progress goes to stderr, the Python's path alone to stdout.
#
#   scripts/python-venv.sh VENV REQUIREMENTS WHAT    # prints VENV/bin/python
#
# WHAT names the packages in the progress line ("the schema validators").
set -euo pipefail
if [ $# -ne 3 ]; then
    echo "usage: scripts/python-venv.sh VENV REQUIREMENTS WHAT" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$1
requirements=$2
what=$3
mkdir -p "$(dirname "$venv")"
# Test processes and make may ask at once: one installs, the others wait.
exec 9>"$venv.lock"
flock 9
if [ -x "$venv/bin/python" ] && cmp -s "$requirements" "$venv/.requirements"; then
    echo "$venv/bin/python"
    exit 0
fi
"$root/scripts/require-tools.sh" python3 >&2
if ! python3 -m venv --clear "$venv" >/dev/null 2>&1; then
    # Debian and Ubuntu ship the venv module (with ensurepip) apart.
    if [ "$(id -u)" = 0 ]; then apt=apt-get; else apt="sudo apt-get"; fi
    echo "verdict: installing python3-venv (apt-get)" >&2
    $apt update -qq >&2
    $apt install -y -qq python3-venv >&2
    python3 -m venv --clear "$venv" >&2
fi
echo "verdict: installing $what into $venv (pip)" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" >&2
cp "$requirements" "$venv/.requirements"
echo "$venv/bin/python"

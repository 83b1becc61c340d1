#!/usr/bin/env bash
# Makes the independent validators of the schema and report tests ready and prints the Python that
# runs them: a virtual environment in .build/schema-python with scripts/schema-tools.txt installed
# from PyPI (jsonschema, regress, openapi-spec-validator; sarif-tools, xmlschema, junitparser). Installs python3 and its venv module with apt-get
# when missing. Idempotent: reinstalls only when the requirements changed. Progress goes to stderr,
# the Python's path alone to stdout.
#
#   scripts/schema-tools.sh            # prints .../.build/schema-python/bin/python
#
# VERDICT_SCHEMA_VENV moves the environment.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${VERDICT_SCHEMA_VENV:-$root/.build/schema-python}
requirements=$root/scripts/schema-tools.txt
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
echo "verdict: installing the schema validators into $venv (pip)" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" >&2
cp "$requirements" "$venv/.requirements"
echo "$venv/bin/python"

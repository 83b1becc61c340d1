#!/usr/bin/env bash
# Makes the independent validators of the schema and report tests ready and prints the Python that
# runs them: a virtual environment in .build/schema-python with scripts/schema-tools.txt installed
# from PyPI (jsonschema, regress, openapi-spec-validator; sarif-tools, xmlschema, junitparser), by
# scripts/python-venv.sh (which installs python3 and its venv module with apt-get when missing).
# Idempotent: reinstalls only when the requirements changed. Progress goes to stderr, the Python's
# path alone to stdout.
#
#   scripts/schema-tools.sh            # prints .../.build/schema-python/bin/python
#
# VERDICT_SCHEMA_VENV moves the environment.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
exec "$root/scripts/python-venv.sh" "${VERDICT_SCHEMA_VENV:-$root/.build/schema-python}" \
    "$root/scripts/schema-tools.txt" "the schema validators"

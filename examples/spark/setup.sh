#!/usr/bin/env bash
# Installs what `make spark` needs, when missing: Java 17 or later (Debian's default-jre-headless,
# apt-get) and PySpark 4.3 with its SQL extra (pyarrow, pandas; pip, into .build-spark/venv of the
# repository). Idempotent; prints the Python to run the job with on its last line.
set -euo pipefail
cd "$(dirname "$0")/../.."
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
PYSPARK_VERSION=4.3.0

java_major() {
    java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1
}
if ! command -v java >/dev/null || [ "$(java_major)" -lt 17 ]; then
    echo "spark: installing Java (apt-get default-jre-headless)" >&2
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >&2
fi
venv=.build-spark/venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" >&2 || { $SUDO apt-get install -y -qq python3-venv >&2 && python3 -m venv "$venv" >&2; }
fi
if ! "$venv/bin/python" -c "import pyspark, pyarrow, pandas, sys; sys.exit(pyspark.__version__ != '$PYSPARK_VERSION' or int(pandas.__version__.split('.')[0]) >= 3)" 2>/dev/null; then
    echo "spark: installing pyspark[sql]==$PYSPARK_VERSION (pip)" >&2
    "$venv/bin/python" -m pip install -q "pyspark[sql]==$PYSPARK_VERSION" "pandas>=2.2,<3" >&2
fi
echo "$PWD/$venv/bin/python"

#!/usr/bin/env bash
# Installs what the fleet test needs, when missing: Debian's nginx (apt-get; the test starts its own
# instance on loopback with a configuration of its own, never the system's service) and openssl.
# Idempotent.
set -euo pipefail
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ] || ! command -v openssl >/dev/null; then
    echo "fleet: installing nginx and openssl (apt-get)" >&2
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx openssl >&2
fi

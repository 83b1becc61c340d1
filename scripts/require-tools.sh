#!/usr/bin/env bash
# Installs, with apt-get, the Debian packages of the commands a make target needs and this machine
# lacks; does nothing when every command is there.
#
#   scripts/require-tools.sh COMMAND[:PACKAGE]...
#
# COMMAND is a name looked up in PATH, or an absolute path (`/usr/bin/time:time`: the shell's own
# `time` keyword does not count); PACKAGE defaults to COMMAND. APT_GET replaces `apt-get` (which
# runs through sudo unless this is root), so a test can see what would be installed.
set -euo pipefail
missing=()
for tool in "$@"; do
    command=${tool%%:*}
    package=${tool#*:}
    [ "$package" != "$tool" ] || package=$command
    if [[ $command == /* ]]; then
        [ -x "$command" ] && continue
    else
        command -v "$command" >/dev/null 2>&1 && continue
    fi
    missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || exit 0
if [ -n "${APT_GET:-}" ]; then
    apt=$APT_GET
elif [ "$(id -u)" = 0 ]; then
    apt=apt-get
else
    apt="sudo apt-get"
fi
echo "verdict: installing ${missing[*]} (apt-get)"
$apt update -qq
$apt install -y -qq "${missing[@]}"

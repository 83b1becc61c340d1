#!/usr/bin/env bash
# Checks what `make install-extras` installed under a prefix: the manual page and the bash, zsh and
# fish completion scripts exist, name every subcommand of `verdict`, and are read without error —
# the page by `man -l` when man is installed (else by groff or mandoc when one is), each script by
# its shell's syntax check when the shell is installed. Prints one line a check; exit 1 on the
# first failure.
#
#   scripts/check-extras.sh PREFIX VERDICT     # e.g. /tmp/x/usr .build/debug/verdict
set -euo pipefail
prefix=$1
verdict=$2
man_page=$prefix/share/man/man1/verdict.1
bash_script=$prefix/share/bash-completion/completions/verdict
zsh_script=$prefix/share/zsh/site-functions/_verdict
fish_script=$prefix/share/fish/vendor_completions.d/verdict.fish

fail() { echo "check-extras: $*" >&2; exit 1; }

for file in "$man_page" "$bash_script" "$zsh_script" "$fish_script"; do
    [ -s "$file" ] || fail "$file is missing or empty"
done
echo "ok: the manual page and three completion scripts are installed"

# The subcommands, as `verdict --help` lists them under SUBCOMMANDS.
subcommands=$("$verdict" --help | awk '/^SUBCOMMANDS:/ { list = 1; next } list && /^  [a-z]/ { print $1 } list && /^$/ { list = 0 }')
[ -n "$subcommands" ] || fail "verdict --help lists no subcommands"

if command -v man >/dev/null; then
    page=$(MANWIDTH=120 man -l "$man_page" 2>&1 | sed 's/.\x08//g') || fail "man -l cannot read $man_page"
    reader="man -l"
elif command -v groff >/dev/null; then
    page=$(groff -mandoc -Tutf8 "$man_page" 2>&1 | sed 's/.\x08//g') || fail "groff cannot read $man_page"
    reader=groff
elif command -v mandoc >/dev/null; then
    page=$(mandoc "$man_page" 2>&1 | sed 's/.\x08//g') || fail "mandoc cannot read $man_page"
    reader=mandoc
else
    page=$(cat "$man_page")
    reader="the source (no man, groff or mandoc here)"
fi
# Each subcommand is an item of the page's list (`.It Em check`), which starts a line once read.
for name in $subcommands; do
    grep -qx "\.It Em $name" "$man_page" || fail "the manual page has no item for '$name'"
    grep -Eq "^ +$name( |$)" <<<"$page" || fail "the manual page, read by $reader, does not show '$name'"
done
echo "ok: the manual page, read by $reader, names every subcommand: $(echo $subcommands)"

# Each script offers each subcommand: bash in its word list, zsh as `'NAME:summary'`, fish as
# `-fa 'NAME'`.
words=$(grep -o "compgen -W '[^']*'" "$bash_script" | head -1)
for name in $subcommands; do
    grep -qw -- "$name" <<<"$words" || fail "$bash_script does not offer '$name'"
    grep -q -- "'$name:" "$zsh_script" || fail "$zsh_script does not offer '$name'"
    grep -q -- "-fa '$name'" "$fish_script" || fail "$fish_script does not offer '$name'"
done
bash -n "$bash_script" || fail "bash cannot read $bash_script"
checked=bash
if command -v zsh >/dev/null; then zsh -n "$zsh_script" || fail "zsh cannot read $zsh_script"; checked+=", zsh"; fi
if command -v fish >/dev/null; then fish -n "$fish_script" || fail "fish cannot read $fish_script"; checked+=", fish"; fi
echo "ok: every script completes every subcommand; syntax checked by $checked"

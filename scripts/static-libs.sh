#!/usr/bin/env bash
# Prepares what `make release` needs to link Lua, libstdc++ and zlib into `verdict`:
#
#   scripts/static-libs.sh DIR
#
# DIR/lib links to Debian's static libraries — liblua5.4.a (liblua5.4-dev), libstdc++.a (libstdc++-NN-dev,
# which Swift's toolchain needs anyway) and libz.a (zlib1g-dev, which compress-nio needs) — and
# DIR/pkgconfig/lua5.4.pc names DIR/lib. SwiftPM reads that file (PKG_CONFIG_PATH) for the system library
# CVerdictLuaSystem and puts its `-L DIR/lib` first on the link line, and the linker looks for each `-l`
# in the `-L` folders in order: `-llua5.4`, `-lstdc++` and `-lz` all find an archive there before any
# shared library. Idempotent; fails naming a library it cannot find and the package that has it.
set -euo pipefail
dir=$1
mkdir -p "$dir/lib" "$dir/pkgconfig"
lua_lib=$(pkg-config --variable=libdir lua5.4)
lua_include=$(pkg-config --variable=includedir lua5.4)/lua5.4
link() {
    local file=$1 package=$2
    if [ ! -f "$file" ]; then
        echo "verdict: $(basename "$file") not found (Debian: apt-get install $package)" >&2
        exit 2
    fi
    ln -sfn "$file" "$dir/lib/$(basename "$file")"
}
link "$lua_lib/liblua5.4.a" liblua5.4-dev
link "$(cc -print-file-name=libstdc++.a)" "libstdc++-12-dev"
link "$(cc -print-file-name=libz.a)" zlib1g-dev
cat >"$dir/pkgconfig/lua5.4.pc.new" <<PC
Name: Lua
Description: Lua 5.4, linked from Debian's static library
Version: $(pkg-config --modversion lua5.4)
Libs: -L$dir/lib -llua5.4
Cflags: -I$lua_include
PC
# Rewritten only when it changes, so that SwiftPM sees the same flags and links nothing again.
if cmp -s "$dir/pkgconfig/lua5.4.pc.new" "$dir/pkgconfig/lua5.4.pc"; then
    rm "$dir/pkgconfig/lua5.4.pc.new"
else
    mv "$dir/pkgconfig/lua5.4.pc.new" "$dir/pkgconfig/lua5.4.pc"
fi

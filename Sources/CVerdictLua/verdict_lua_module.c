#include <lua.h>

/// The Lua version number the module was compiled against (504 for Lua 5.4).
int verdict_lua_compiled_version(void) { return LUA_VERSION_NUM; }

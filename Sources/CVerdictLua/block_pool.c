/*
 * The allocator's pool of small blocks: blocks of up to VERDICT_LUA_POOL_LARGEST bytes that Lua
 * freed, kept on one list per size class to be handed out again.
 *
 * Most of what a record costs Lua in memory is small and short-lived: its value strings (a 20-byte
 * date is a 45-byte block), the tables and closures a rule makes. Through realloc and free, each
 * such block cost about 450 instructions to get and give back; from a list, a few. A block taken
 * for a size class is as large as its class's largest size, so any block of the class fits any
 * request of the class, and a resize within the class keeps the block where it is.
 *
 * What the pool keeps is not charged to the state's memory cap: it is memory Lua freed. It is
 * bounded (VERDICT_LUA_POOL_KEPT bytes a state, 256 KiB), given back to the
 * system when the system refuses an allocation, and when the state closes. Only the thread
 * running the state allocates (the watchdog never does), so the lists need no lock.
 */
#include <stdlib.h>
#include <string.h>

#include "verdict_lua_runtime.h"

/* The size class of a block of `size` bytes, or -1 for none (empty or too large). */
static int verdict_lua_pool_class(size_t size) {
    if (size == 0 || size > VERDICT_LUA_POOL_LARGEST) return -1;
    return (int)((size - 1) / VERDICT_LUA_POOL_GRAIN);
}

static size_t verdict_lua_pool_class_size(int class) { return (size_t)(class + 1) * VERDICT_LUA_POOL_GRAIN; }

/* A block of `class` from its list, else from the system (NULL when the system has none). */
static void *verdict_lua_pool_take(struct verdict_lua_runtime *rt, int class) {
    struct verdict_lua_pool_block *block = rt->pool[class];
    if (block != NULL) {
        rt->pool[class] = block->next;
        rt->pool_bytes -= verdict_lua_pool_class_size(class);
        return block;
    }
    return malloc(verdict_lua_pool_class_size(class));
}

/* Gives back `block`, which Lua knew as `size` bytes: to its class's list while there is room. */
void verdict_lua_pool_free(struct verdict_lua_runtime *rt, void *block, size_t size) {
    int class = verdict_lua_pool_class(size);
    if (block == NULL) return;
    if (class < 0 || rt->pool_bytes + verdict_lua_pool_class_size(class) > VERDICT_LUA_POOL_KEPT) {
        free(block);
        return;
    }
    struct verdict_lua_pool_block *kept = block;
    kept->next = rt->pool[class];
    rt->pool[class] = kept;
    rt->pool_bytes += verdict_lua_pool_class_size(class);
}

/* A block of `size` bytes in the size's class, or from the system for a large size. */
static void *verdict_lua_pool_new(struct verdict_lua_runtime *rt, size_t size) {
    int class = verdict_lua_pool_class(size);
    return class >= 0 ? verdict_lua_pool_take(rt, class) : malloc(size);
}

void *verdict_lua_pool_resize(struct verdict_lua_runtime *rt, void *block, size_t old_size, size_t new_size) {
    int from = block != NULL ? verdict_lua_pool_class(old_size) : -1;
    int to = verdict_lua_pool_class(new_size);
    if (block != NULL && from < 0 && to < 0) {
        void *moved = realloc(block, new_size);
        if (moved == NULL) {
            verdict_lua_pool_drain(rt);
            moved = realloc(block, new_size);
        }
        return moved;
    }
    if (block != NULL && from == to) return block; /* the block is as large as its class */
    void *made = verdict_lua_pool_new(rt, new_size);
    if (made == NULL) {
        verdict_lua_pool_drain(rt);
        made = verdict_lua_pool_new(rt, new_size);
        if (made == NULL) return NULL; /* `block` is untouched, as realloc leaves it */
    }
    if (block != NULL) {
        memcpy(made, block, old_size < new_size ? old_size : new_size);
        verdict_lua_pool_free(rt, block, old_size);
    }
    return made;
}

void verdict_lua_pool_drain(struct verdict_lua_runtime *rt) {
    for (int class = 0; class < VERDICT_LUA_POOL_CLASSES; class++) {
        while (rt->pool[class] != NULL) {
            struct verdict_lua_pool_block *next = rt->pool[class]->next;
            free(rt->pool[class]);
            rt->pool[class] = next;
        }
    }
    rt->pool_bytes = 0;
}

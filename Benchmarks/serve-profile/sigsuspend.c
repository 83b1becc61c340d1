// For valgrind only (serve-profile.sh): libdispatch's signal thread, which Swift's asynchronous
// main leaves behind, waits in sigsuspend(), and valgrind 3.19 stops with an internal error there.
// The same wait with pause(), under the same signal mask, lets the server run under callgrind.
#include <signal.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigprocmask(SIG_SETMASK, mask, 0);
    pause();
    return -1;
}

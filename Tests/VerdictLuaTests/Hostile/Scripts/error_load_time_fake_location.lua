-- hostile: while the file loads, an error raised in a chunk named as another file and line
-- expect: load
-- message: [load "=/etc/passwd:1"]:1: at load time
local forged = load('error("at load time")', "=/etc/passwd:1")
forged() -- @error
return { model = "Hostile", rules = {} }

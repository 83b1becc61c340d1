-- hostile: allocating without end while the file loads
-- expect: load
-- message: memory limit of 32 MiB exceeded
local t = {}
while true do t[#t + 1] = ("x"):rep(1 << 20) .. #t end -- @error

-- hostile: an infinite loop while the file loads
-- expect: load
-- message: instruction budget of 2000000 instructions exhausted
local n = 0
while true do n = n + 1 end -- @error

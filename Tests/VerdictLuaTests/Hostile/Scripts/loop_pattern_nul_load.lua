-- hostile: a pattern bomb behind a NUL byte while the file loads, through gsub
-- expect: load
-- message: pattern too complex
local subject = "\0" .. ("a"):rep(300)
local _ = subject:gsub("\0" .. ("a*"):rep(20) .. "b", "") -- @error
return { model = "Hostile", rules = { { "y", "required" } } }

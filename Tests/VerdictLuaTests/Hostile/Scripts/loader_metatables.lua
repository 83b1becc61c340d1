-- hostile: a returned table whose metamethods loop for any reader that runs them
-- expect: load
-- message: the returned table has no `model` field
local trap = function() while true do end end
return setmetatable({ -- @error
  rules = setmetatable({}, { __len = trap, __index = trap }),
}, { __index = trap, __pairs = trap, __len = trap })

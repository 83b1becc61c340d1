-- A well-formed model beside the broken file: the set still does not load.
return { model = "Fine", rules = { { "a", "required" } } }

-- The first definition of Article.
return { model = "Article", rules = { { "title", "required" } } }

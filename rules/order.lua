-- An order with its line items: `each` validates every item as a LineItem (errors read
-- `items[1].quantity`), `nested` the shipping address; a coupon is optional but has a format.
return {
  {
    model = "Order",
    description = "An order with line items and a shipping address.",
    names = { customerEmail = "Email" },
    rules = {
      { "id, customerEmail", "required" },
      { "customerEmail", "email" },
      { "items", "required" },
      { "items", "maxLength", 50, message = "{name} may hold at most {max} items." },
      { "items", "each", model = "LineItem" },
      { "shipping", "required" },
      { "shipping", "nested", model = "Address" },
      { "coupon", "regex", "[A-Z]{4}[0-9]{2}", message = "is not a coupon code (four letters, two digits)." },
      { "total", "min", 0 },
    },
    examples = {
      valid = {
        { id = "o-1001", customerEmail = "ada@example.com", total = 42.5,
          items = { { sku = "BK-001", quantity = 1, price = 30 }, { sku = "PN-7", quantity = 5, price = 2.5 } },
          shipping = { street = "1 Main St", city = "Springfield", country = "US", zip = "62704" } },
        { id = "o-1002", customerEmail = "lin@example.com", coupon = "SAVE10",
          items = { { sku = "BK-002", quantity = 1, price = 0 } },
          shipping = { street = "Rue de Rivoli 9", city = "Paris", country = "FR", zip = "75001" } },
      },
      invalid = {
        { id = "o-1003", customerEmail = "ada@example.com", items = {},
          shipping = { street = "1 Main St", city = "Springfield", country = "US", zip = "62704" } },
        { id = "o-1004", customerEmail = "ada@example.com",
          items = { { sku = "BK-001", quantity = 0, price = 30 } },
          shipping = { street = "1 Main St", city = "Springfield", country = "US", zip = "62704" } },
        { id = "o-1005", customerEmail = "ada@example.com", coupon = "save",
          items = { { sku = "BK-001", quantity = 1, price = 30 } },
          shipping = { street = "1 Main St", city = "Springfield", country = "US", zip = "62704" } },
        { id = "o-1006", customerEmail = "ada@example.com",
          items = { { sku = "BK-001", quantity = 1, price = 30 } },
          shipping = { street = "1 Main St", country = "US", zip = "nope" } },
      },
    },
  },
  {
    model = "LineItem",
    rules = {
      { "sku", "required" },
      { "sku", "regex", "[A-Z]{2}-[0-9]+", message = "is not a product code (AB-123)." },
      { "quantity", "required" },
      { "quantity", "integer", min = 1, max = 999 },
      { "price", "required" },
      { "price", "min", 0 },
    },
    examples = {
      valid = {
        { sku = "BK-001", quantity = 1, price = 30 },
        { sku = "PN-7", quantity = 999, price = 0 },
      },
      invalid = {
        { sku = "bk-1", quantity = 1, price = 30 },
        { sku = "BK-001", quantity = 0, price = 30 },
        { sku = "BK-001", quantity = 1.5, price = 30 },
        { sku = "BK-001", quantity = 1, price = -1 },
        { quantity = 1, price = 30 },
      },
    },
  },
  {
    model = "Address",
    rules = {
      { "street, city, country", "required" },
      { "country", "in", { "US", "CA", "GB", "DE", "FR", "NL", "PL" } },
      { "zip", "postalCode", when = function(address) return address.country == "US" end, country = "US" },
      { "zip", "postalCode", when = function(address) return address.country ~= "US" end },
    },
    examples = {
      valid = {
        { street = "1 Main St", city = "Springfield", country = "US", zip = "62704" },
        { street = "Unter den Linden 5", city = "Berlin", country = "DE", zip = "10117" },
      },
      invalid = {
        { street = "1 Main St", city = "Springfield", country = "US", zip = "6270" },
        { street = "1 Main St", city = "Springfield", country = "XX", zip = "62704" },
        { street = "1 Main St", country = "US", zip = "62704" },
      },
    },
  },
}

import Testing
import Verdict
import VerdictHTTP

/// `OpenAPIDocument`: the document an app serves for the operations `RequestRules` validate.
@Suite struct OpenAPIDocumentTests {
    private let rules = RequestRules(
        RuleSet {
            Validate("email").required().email()
            Validate("age").integer(min: 18)
        }, formats: [.json])

    @Test func anOperationBringsItsBodySchemaAndTheProblemsItAnswers() throws {
        var document = OpenAPIDocument(title: "Signup API", version: "1.0.0", description: "Accounts.")
        try document.addOperation("post", "/signup", operationId: "signup", summary: "Creates an account", rules: rules)
        let value = SchemaNode.object(document.document).constant
        #expect(value["openapi"] == "3.1.0")
        #expect(value["info"] == ["title": "Signup API", "version": "1.0.0", "description": "Accounts."])
        let operation = try #require(value["paths"]?["/signup"]?["post"])
        #expect(operation["operationId"] == "signup")
        #expect(
            operation["requestBody"]?["content"]?["application/json"]?["schema"]?["$ref"]
                == "#/components/schemas/signupBody")
        #expect(operation["requestBody"]?["content"]?["application/x-www-form-urlencoded"] == nil)
        let responses = try #require(operation["responses"]?.objectValue)
        #expect(responses.keys.sorted() == ["200", "400", "413", "415", "422", "500"])
        #expect(
            responses["422"]?["content"]?["application/problem+json"]?["schema"]?["$ref"]
                == "#/components/schemas/InvalidBodyProblem")
        let schemas = try #require(value["components"]?["schemas"])
        #expect(
            schemas.objectValue?.keys.sorted() == ["InvalidBodyProblem", "Problem", "ValidationError", "signupBody"])
        // The body schema is the rules' own, without its `$schema`.
        #expect(schemas["signupBody"]?["$schema"] == nil)
        let age = schemas["signupBody"]?["properties"]?["age"]?["anyOf"]
        #expect(age?[1]?["minimum"] == 18)
        // Its references point into its component.
        #expect(age?[0]?["$ref"] == "#/components/schemas/signupBody/$defs/empty")
        #expect(schemas["signupBody"]?["required"] == ["email"])
        #expect(
            schemas["ValidationError"]?["required"] == ["attribute", "rule", "message", "key", "severity", "params"])
    }

    @Test func sharedSchemasAreAddedOnceAndTheTextReadsBack() throws {
        var document = OpenAPIDocument(title: "API", version: "1")
        try document.addOperation("post", "/a", operationId: "a", summary: "A", rules: rules)
        try document.addOperation("put", "/a", operationId: "b", summary: "B", rules: rules)
        let value = try JSONReader().read(document.text)
        #expect(value["paths"]?["/a"]?.objectValue?.keys.sorted() == ["post", "put"])
        #expect(value["components"]?["schemas"]?.objectValue?.keys.count == 5)
    }

    @Test func referencesInsideABodySchemaPointAtItsComponent() {
        let schema: SchemaNode = ["$defs": ["Item": ["type": "string"]], "items": ["$ref": "#/$defs/Item"]]
        let rebased = OpenAPIDocument.rebased(schema, under: "#/components/schemas/Order")
        #expect(rebased.constant["items"]?["$ref"] == "#/components/schemas/Order/$defs/Item")
        #expect(OpenAPIDocument.componentName("Order Line/2") == "Order_Line_2")
        #expect(OpenAPIDocument.pathSegment("a b") == "a%20b")
    }
}

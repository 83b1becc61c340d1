import Hummingbird

/// One endpoint of `verdict serve`: its method, its path pattern and its handler.
///
/// ``all`` is the one list the router is built from, and the one ``RequestProblems`` asks which
/// methods a path answers, so a known path asked with another method gets a 405 with an `Allow`
/// header instead of a 404.
struct ServeRoute: Sendable {
    /// The method.
    let method: HTTPRequest.Method
    /// The path pattern; `:name` stands for one path segment.
    let path: String
    /// Answers a request.
    let handle: @Sendable (ServeEndpoints, Request, ServeRequestContext) async throws -> Response

    /// The endpoints, in the order the router tries them.
    static let all: [ServeRoute] = [
        ServeRoute(method: .post, path: "/v1/validate/:model") { try await $0.validate($1, context: $2) },
        ServeRoute(method: .post, path: "/v1/remote/:model/:attribute") { try await $0.remote($1, context: $2) },
        ServeRoute(method: .get, path: "/v1/models") { try await $0.models($1, context: $2) },
        ServeRoute(method: .get, path: "/v1/models/:model/schema") { try await $0.schema($1, context: $2) },
        ServeRoute(method: .get, path: "/openapi.json") { try await $0.openAPI($1, context: $2) },
        ServeRoute(method: .get, path: "/health") { try await $0.health($1, context: $2) },
        ServeRoute(method: .get, path: "/health/ready") { try await $0.ready($1, context: $2) },
        ServeRoute(method: .get, path: "/v1/status") { try await $0.status($1, context: $2) },
        ServeRoute(method: .get, path: "/metrics") { try await $0.metrics($1, context: $2) },
    ]

    /// Whether a request path has this route's shape, whatever the method.
    func matches(_ requestPath: String) -> Bool {
        let pattern = path.split(separator: "/")
        let segments = requestPath.split(separator: "/")
        guard pattern.count == segments.count else { return false }
        return zip(pattern, segments).allSatisfy { expected, actual in expected.hasPrefix(":") || expected == actual }
    }

    /// The methods some endpoint answers at a path, in ``all``'s order; empty for an unknown path.
    static func allowedMethods(for requestPath: String) -> [String] {
        var methods: [String] = []
        for route in all where route.matches(requestPath) && !methods.contains(route.method.rawValue) {
            methods.append(route.method.rawValue)
        }
        return methods
    }
}

import Foundation
import Hummingbird
import Verdict
import VerdictBundle
import VerdictLua

extension ServeEndpoints {
    /// `GET /metrics`: the server's metrics (``ServeMetrics``) in Prometheus' text format.
    func metrics(_ request: Request, context: ServeRequestContext) async throws -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: operations.metrics.exposition())))
    }

    /// `GET /v1/status`: the rule set being served and the last reload, as OPA's status API
    /// reports bundles.
    ///
    /// ```json
    /// {"status": "ok",
    ///  "rules": {"version": 2, "revision": "sha256:…", "loadedAt": "2026-11-25T23:40:12.031Z",
    ///            "models": ["Note", "User"], "warnings": []},
    ///  "lastReload": {"at": "…", "result": "refused", "servingVersion": 2,
    ///                  "problems": [{"file": "note.lua", "line": 3, "severity": "error",
    ///                                "kind": "lua-error", "message": "…", "hint": null}]},
    ///  "startedAt": "…"}
    /// ```
    /// `revision` is the SHA-256 of the rule files (``VerdictLua/RuleEngine/revision``);
    /// `lastReload` is `null` until the rules directory first changes; `problems` name files
    /// relative to the rules directory, as every answer does, each in the shape of `verdict check
    /// --format json`. Warnings are issues the rule set loaded with (a catalog leaving texts in
    /// English).
    ///
    /// With `--bundle`, `"bundle"` says where the rules come from and how the last attempts went:
    ///
    /// ```json
    /// "bundle": {"source": "https://…/rules.tar.gz", "revision": "r42", "etag": "\"6746…\"",
    ///            "keyId": "release-2026", "verifiedBy": "keys/release.pem",
    ///            "activatedAt": "…", "fromCache": false,
    ///            "lastAttempt": {"at": "…", "outcome": "refused", "revision": "r43", "reason": "signature",
    ///                            "detail": "…", "downloadedBytes": 2048},
    ///            "lastRefusal": {…the same shape…}}
    /// ```
    /// `outcome` is `activated`, `unchanged`, `refused` or `unreachable`; `reason` one of `download`,
    /// `size`, `archive`, `digest`, `signature`, `rules`, `examples`, `storage`. Without `--bundle`,
    /// `"bundle"` is `null`.
    func status(_ request: Request, context: ServeRequestContext) async throws -> Response {
        let models = engine.models.map { Value.string($0.name) }
        let rules: [(String, Value)] = [
            ("version", .int(engine.version)), ("revision", .string(engine.revision)),
            ("loadedAt", .string(Self.timestamp(engine.loadedAt))), ("models", .array(models)),
            ("warnings", .array(engine.warnings.map(\.jsonValue))),
        ]
        var lastReload = Value.null
        if let outcome = operations.reloads.lastOutcome {
            lastReload = .object([
                "at": .string(Self.timestamp(outcome.at)),
                "result": .string(outcome.isAccepted ? "accepted" : "refused"),
                "servingVersion": .int(engine.version),
                "problems": .array(outcome.problems.map(\.jsonValue)),
            ])
        }
        var bytes: [UInt8] = []
        JSONResponse.appendObject(
            [
                ("status", .string("ok")), ("rules", .object(Dictionary(uniqueKeysWithValues: rules))),
                ("lastReload", lastReload), ("startedAt", .string(Self.timestamp(operations.startedAt))),
                ("bundle", operations.bundle.map { Self.bundle($0.status) } ?? .null),
            ], to: &bytes)
        return JSONResponse.make(body: bytes)
    }

    /// A bundle source's status as JSON.
    private static func bundle(_ status: BundleStatus) -> Value {
        func text(_ value: String?) -> Value { value.map(Value.string) ?? .null }
        func attempt(_ attempt: BundleStatus.Attempt?) -> Value {
            guard let attempt else { return .null }
            return .object([
                "at": .string(timestamp(attempt.at)), "outcome": .string(attempt.outcome.rawValue),
                "revision": text(attempt.revision), "reason": text(attempt.reason), "detail": text(attempt.detail),
                "downloadedBytes": attempt.downloadedBytes.map(Value.int) ?? .null,
            ])
        }
        return .object([
            "source": .string(status.source), "revision": text(status.revision), "etag": text(status.etag),
            "keyId": text(status.keyID), "verifiedBy": text(status.verifiedBy),
            "activatedAt": status.activatedAt.map { .string(timestamp($0)) } ?? .null,
            "fromCache": .bool(status.fromCache), "lastAttempt": attempt(status.lastAttempt),
            "lastRefusal": attempt(status.lastRefusal),
        ])
    }

    /// An RFC 3339 time in UTC with milliseconds.
    static func timestamp(_ date: Date) -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
    }
}

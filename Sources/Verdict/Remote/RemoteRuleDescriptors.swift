import Foundation

/// The `remote` rule by its rule-file name: `{ "username", "remote", URL, timeout = 5 }`.
enum RemoteRuleDescriptors {
    static let all: [RuleDescriptor] = [
        RuleDescriptor("remote", signature: "url", options: ["timeout", "extra"]) { args throws(RuleDefinitionError) in
            let spelled = try args.string(0, "an http or https URL")
            guard let url = URL(string: spelled), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else {
                throw .wrongArgument(rule: "remote", position: 1, expected: "an http or https URL", got: spelled)
            }
            var timeout = RemoteRule.defaultTimeout
            if let seconds = try args.numberOption("timeout") {
                guard seconds > 0, seconds.isFinite else {
                    throw .wrongOption(rule: "remote", option: "timeout", expected: "a number of seconds above 0")
                }
                timeout = .milliseconds(Int64((seconds * 1000).rounded()))
            }
            var extra: [String: Value] = [:]
            if let given = args.options["extra"] {
                guard let fields = given.objectValue ?? (given.arrayValue?.isEmpty == true ? [:] : nil) else {
                    throw .wrongOption(rule: "remote", option: "extra", expected: "a table of parameters")
                }
                extra = fields
            }
            return RemoteRule(url, timeout: timeout, extra: extra)
        }
    ]
}

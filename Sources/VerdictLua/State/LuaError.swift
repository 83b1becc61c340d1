/// An error raised by Lua code, or by the Lua engine on its behalf.
///
/// Every failure of a Lua state — a syntax error, a runtime error (whatever value was raised:
/// `error("text")`, `error({})`, `error(nil)`, `error(42)`), an exhausted instruction budget or
/// time limit, the memory cap, a failing message handler — arrives as this one type. Switch on
/// ``kind`` to tell them apart; read ``file`` and ``line`` for where it happened.
///
/// ``description`` is the text for a person: `rules/user.lua:3: attempt to index a nil value`,
/// followed by the Lua stack traceback when there is one.
public struct LuaError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure an error is. New kinds may be added; compare with the static members.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Base: Hashable, Sendable {
            case syntax, runtime, memory, instructionBudget, timeLimit, errorHandling, state
        }

        private let base: Base

        private init(_ base: Base) { self.base = base }

        /// A chunk did not compile.
        public static let syntax = Kind(.syntax)
        /// Lua code raised an error, or a host function called from Lua failed.
        public static let runtime = Kind(.runtime)
        /// The state's memory cap was reached.
        public static let memory = Kind(.memory)
        /// The call ran out of its instruction budget.
        public static let instructionBudget = Kind(.instructionBudget)
        /// The call ran out of its time limit.
        public static let timeLimit = Kind(.timeLimit)
        /// The error handler itself failed (for example a C stack overflow while unwinding).
        public static let errorHandling = Kind(.errorHandling)
        /// The Lua state could not be created or set up.
        public static let state = Kind(.state)

        /// The kind's name, e.g. `instructionBudget`.
        public var description: String { "\(base)" }
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// The error text, without the `file:line:` prefix Lua puts in front of it.
    public let message: String
    /// The chunk the error happened in, e.g. `rules/user.lua`, when known.
    public let file: String?
    /// The line in ``file``, when known.
    public let line: Int?
    /// The Lua stack traceback at the point of the error, when there is one.
    public let traceback: String?

    private init(_ kind: Kind, _ message: String, file: String?, line: Int?, traceback: String?) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.traceback = traceback
    }

    /// `file:line: message`, or as much of it as is known, then the traceback if any.
    public var description: String {
        var text = location.map { "\($0): \(message)" } ?? message
        if let traceback, !traceback.isEmpty { text += "\n" + traceback }
        return text
    }

    /// The same error without its traceback: for messages that must stay on one line.
    var withoutTraceback: LuaError {
        LuaError(kind, message, file: file, line: line, traceback: nil)
    }

    /// `file:line`, `file`, or `nil`.
    public var location: String? {
        switch (file, line) {
        case (let file?, let line?): "\(file):\(line)"
        case (let file?, nil): file
        case (nil, let line?): "line \(line)"
        case (nil, nil): nil
        }
    }
}

extension LuaError {
    /// A chunk that did not compile.
    public static func syntax(_ message: String, file: String?, line: Int?) -> LuaError {
        LuaError(.syntax, message, file: file, line: line, traceback: nil)
    }

    /// An error raised while Lua code ran.
    public static func runtime(
        _ message: String, file: String?, line: Int?, traceback: String? = nil
    ) -> LuaError {
        LuaError(.runtime, message, file: file, line: line, traceback: traceback)
    }

    /// The state's memory cap of `limit` bytes was reached.
    public static func memory(limit: Int, file: String?, line: Int?) -> LuaError {
        let text = "memory limit of \(byteCountText(limit)) exceeded"
        return LuaError(.memory, text, file: file, line: line, traceback: nil)
    }

    /// The call's budget of `budget` instructions ran out.
    public static func instructionBudget(
        _ budget: Int, file: String?, line: Int?, traceback: String? = nil
    ) -> LuaError {
        let text = "instruction budget of \(budget) instructions exhausted"
        return LuaError(.instructionBudget, text, file: file, line: line, traceback: traceback)
    }

    /// The call's time limit ran out.
    public static func timeLimit(
        _ limit: Duration, file: String?, line: Int?, traceback: String? = nil
    ) -> LuaError {
        LuaError(
            .timeLimit, "time limit of \(limit) exceeded", file: file, line: line,
            traceback: traceback)
    }

    /// The call was stopped, or never started, because the deadline its host set for a whole
    /// validation (``EvaluationOptions/deadline``) had passed. Of the kind ``Kind/timeLimit``.
    public static func deadlinePassed(file: String?, line: Int?, traceback: String? = nil) -> LuaError {
        LuaError(
            .timeLimit, "stopped at the validation's deadline", file: file, line: line, traceback: traceback)
    }

    /// The message handler failed while reporting another error.
    public static func errorHandling(_ message: String) -> LuaError {
        LuaError(.errorHandling, message, file: nil, line: nil, traceback: nil)
    }

    /// The Lua state could not be created or set up.
    public static func state(_ message: String) -> LuaError {
        LuaError(.state, message, file: nil, line: nil, traceback: nil)
    }
}

/// `64 MiB`, `1.5 KiB`, `12 bytes`: a byte count for people.
private func byteCountText(_ bytes: Int) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    if unit == 0 { return "\(bytes) bytes" }
    let rounded = (value * 10).rounded() / 10
    let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return "\(text) \(units[unit])"
}

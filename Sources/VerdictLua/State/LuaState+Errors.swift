internal import CVerdictLua

extension LuaState {
    /// Turns the status of a failed load or call, and the error object on the top of the
    /// stack, into a ``LuaError``; pops the object. The one place this happens.
    ///
    /// The object is read without converting it in place and without running metamethods:
    /// after a runtime error it is the message handler's table (`message`, `type`, `source`,
    /// `line`, `traceback`); after other statuses, usually a string.
    func popError(status: Int32) -> LuaError {
        let stack = LuaStack(handle: handle)
        defer { stack.pop() }
        switch status {
        case LUA_ERRMEM:
            let source = verdict_lua_memory_stop_source(handle).map { String(cString: $0) }
                .flatMap { Self.isLoadedChunk($0) ? nil : $0 }
            let line = Int(verdict_lua_memory_stop_line(handle))
            return .memory(
                limit: limits.memoryCap, file: source.map(Self.fileName(ofSource:)),
                line: source != nil && line > 0 ? line : nil)
        case LUA_ERRSYNTAX:
            let located = LuaErrorText(stack.string(at: -1) ?? "syntax error")
            return .syntax(located.text, file: located.file, line: located.line)
        case LUA_ERRERR:
            return .errorHandling(stack.string(at: -1) ?? "error in error handling")
        default:
            return runtimeError(from: stack)
        }
    }

    private func runtimeError(from stack: LuaStack) -> LuaError {
        var message = stack.string(at: -1)
        var typeName = luaTypeName(stack.type(at: -1))
        var source: String?
        var handlerLine: Int?
        var traceback: String?
        if stack.type(at: -1) == .table {
            message = rawField("message", stack).string
            typeName = rawField("type", stack).string ?? typeName
            source = rawField("source", stack).string
            handlerLine = rawField("line", stack).integer.map { Int($0) }
            traceback = rawField("traceback", stack).string
        }
        let whole = message ?? "error object is a \(typeName) value"
        let located = LuaErrorText(whole)
        let frameFile = source.map(Self.fileName(ofSource:))
        var file = located.file ?? frameFile
        var line = located.line ?? handlerLine
        var text = located.text
        if let source, Self.isLoadedChunk(source) {
            // No rule file's function was on the stack (a rule's tail call into a chunk it
            // loaded): no location of its own; the caller names the rule's place, and the message
            // keeps the loaded chunk's name after it.
            file = nil
            line = nil
            text = whole
        } else if let named = located.file, let frameFile {
            if Self.names(named, sameFileAs: frameFile) {
                // Lua shortens a long chunk name in the message prefix to `...end/of/path.lua`;
                // the handler recorded the whole name.
                file = frameFile
            } else if source?.first == "@" {
                // The message names another chunk — one a script loaded, whatever name it gave
                // it — or a place it made up: the rule file's line comes first, the rest after.
                file = frameFile
                line = handlerLine
                text = whole
            }
        }
        switch verdict_lua_stop_reason_of(handle) {
        case VERDICT_LUA_STOP_BUDGET:
            return .instructionBudget(
                limits.instructionBudget, file: file, line: line, traceback: traceback)
        case VERDICT_LUA_STOP_TIME where verdict_lua_stopped_at_deadline(handle) != 0:
            return .deadlinePassed(file: file, line: line, traceback: traceback)
        case VERDICT_LUA_STOP_TIME:
            return .timeLimit(
                limits.timeLimit ?? .zero, file: file, line: line, traceback: traceback)
        default:
            // A script chooses its messages: cut them to a size a record's message can carry.
            return .runtime(MessageLimit.cut(text), file: file, line: line, traceback: traceback)
        }
    }

    /// Reads `table[name]` of the table on the top, raw, as a string or an integer.
    private func rawField(_ name: String, _ stack: LuaStack) -> (string: String?, integer: Int64?) {
        stack.push(name)
        lua_rawget(handle, -2)
        defer { stack.pop() }
        return (stack.string(at: -1), stack.integer(at: -1))
    }

    /// Whether a chunk source is one the sandbox's `load` named (`=[load "NAME"]`,
    /// `=[string "TEXT"]`, `=(load)`): a script's chunk, never a rule file.
    static func isLoadedChunk(_ source: String) -> Bool {
        source.hasPrefix("=[load \"") || source.hasPrefix("=[string \"") || source == "=(load)"
    }

    /// Whether a file named in a message prefix is `file`: the same name, or Lua's shortened
    /// `...end/of/path.lua` of it.
    static func names(_ named: String, sameFileAs file: String) -> Bool {
        named == file || (named.hasPrefix("...") && file.hasSuffix(named.dropFirst(3)))
    }

    /// `rules/user.lua` for the chunk source `@rules/user.lua`, `x` for `=x`, and
    /// `[string "first line…"]` for a chunk loaded from a string.
    static func fileName(ofSource source: String) -> String {
        if let first = source.first, first == "@" || first == "=" {
            return String(source.dropFirst())
        }
        let firstLine = source.prefix { $0 != "\n" }
        let shown =
            firstLine.count > 40 || firstLine.count < source.count
            ? firstLine.prefix(40) + "…" : firstLine
        return "[string \"\(shown)\"]"
    }
}

/// The name Lua gives a type in messages (`table`, `nil`, …).
private func luaTypeName(_ type: LuaType) -> String {
    switch type {
    case .none: "no"
    case .nil: "nil"
    case .boolean: "boolean"
    case .lightUserdata, .userdata: "userdata"
    case .number: "number"
    case .string: "string"
    case .table: "table"
    case .function: "function"
    case .thread: "thread"
    }
}

import Foundation

extension InputValidator {
    /// Validates each value of a sequence as it arrives — the counterpart of attaching the
    /// validator to a text field — until the sequence ends.
    ///
    /// A value is validated once no newer value arrived for `debounce`; the last value is validated
    /// at once when the sequence ends. A newer value cancels the remote check of an older one (its
    /// answer is ignored and not reported), so only the newest value can make the state valid. The
    /// call returns when the sequence has ended and the last validation, remote checks included,
    /// is done. Cancelling the calling task stops following the sequence and cancels a pending
    /// remote check (the state becomes ``InputState/invalid``).
    /// - Parameters:
    ///   - values: the values, e.g. an `AsyncStream` fed by a text field.
    ///   - debounce: how long a value must stay the newest before it is validated (default 300 ms;
    ///     zero or less validates every value).
    ///   - parameters: sent to remote rules as `extra`.
    ///   - isolation: the caller's actor, where the handlers run; leave the default.
    /// - Throws: the sequence's error, after the last value before it was validated.
    public func validate<Values: AsyncSequence>(
        values: sending Values, debounce: Duration = .milliseconds(300), parameters: [String: Value] = [:],
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Values.Failure) where Values.Element == Value {
        try await follow(values, convert: { $0 }, debounce: debounce, parameters: parameters, isolation: isolation)
    }

    /// Validates each text of a sequence as it arrives, like the same method over values.
    /// - Parameters:
    ///   - values: the texts, e.g. an `AsyncStream<String>` fed by a text field.
    ///   - debounce: how long a text must stay the newest before it is validated (default 300 ms).
    ///   - parameters: sent to remote rules as `extra`.
    ///   - isolation: the caller's actor, where the handlers run; leave the default.
    /// - Throws: the sequence's error, after the last text before it was validated.
    public func validate<Texts: AsyncSequence>(
        values: sending Texts, debounce: Duration = .milliseconds(300), parameters: [String: Value] = [:],
        isolation: isolated (any Actor)? = #isolation
    ) async throws(Texts.Failure) where Texts.Element == String {
        try await follow(
            values, convert: Value.string, debounce: debounce, parameters: parameters, isolation: isolation)
    }

    private enum Event<Failure: Error>: Sendable {
        case input(Value)
        case settled(ticket: Int)
        case answered(generation: Int, [RemoteAnswer])
        case ended(Result<Void, Failure>)
    }

    private func follow<Values: AsyncSequence>(
        _ values: sending Values, convert: @escaping @Sendable (Values.Element) -> Value, debounce: Duration,
        parameters: [String: Value], isolation: isolated (any Actor)?
    ) async throws(Values.Failure) {
        let (events, continuation) = AsyncStream<Event<Values.Failure>>.makeStream()
        // Built outside the task, so the task captures a plain closure rather than generic types.
        let forward: () async -> Void = {
            do throws(Values.Failure) {
                for try await element in values { continuation.yield(.input(convert(element))) }
                continuation.yield(.ended(.success(())))
            } catch {
                continuation.yield(.ended(.failure(error)))
            }
        }
        let pump = Task { await forward() }
        var timer: Task<Void, Never>?
        var ticket = 0
        var latest: Value?
        var pending: PendingCheck?
        var end: Result<Void, Values.Failure>?
        defer {
            pump.cancel()
            timer?.cancel()
            continuation.finish()
        }

        func start(_ value: Value) {
            latest = nil
            pending = begin(value, parameters: parameters)
            guard let check = pending else { return }
            Task {
                let answers = await check.task.value
                continuation.yield(.answered(generation: check.generation, answers))
            }
        }

        for await event in events {
            switch event {
            case .input(let value):
                supersede()
                pending = nil
                timer?.cancel()
                ticket &+= 1
                if debounce <= .zero {
                    start(value)
                } else {
                    latest = value
                    let current = ticket
                    timer = Task {
                        try? await Task.sleep(for: debounce)
                        if !Task.isCancelled { continuation.yield(.settled(ticket: current)) }
                    }
                }
            case .settled(let settled):
                if settled == ticket, let value = latest { start(value) }
            case .answered(let answered, let answers):
                if let check = pending, check.generation == answered {
                    finish(check, answers: answers)
                    pending = nil
                }
            case .ended(let result):
                end = result
                timer?.cancel()
                if let value = latest { start(value) }
            }
            if end != nil, latest == nil, pending == nil { break }
        }
        if let check = pending { abandon(check) }
        if case .failure(let error) = end { throw error }
    }
}

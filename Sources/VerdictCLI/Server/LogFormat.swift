public import ArgumentParser
public import Logging

/// How `verdict serve` writes its log on standard error (`--log-format`).
enum LogFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// swift-log's text lines: time, level, label, metadata, message (``TextLogHandler``).
    case text
    /// One JSON object a line (``JSONLogHandler``).
    case json

    /// A logger labelled `label`, writing in this format at `level`.
    func logger(label: String, level: Logger.Level) -> Logger {
        var logger =
            switch self {
            case .text: Logger(label: label) { TextLogHandler(label: $0) }
            case .json: Logger(label: label) { JSONLogHandler(label: $0) }
            }
        logger.logLevel = level
        return logger
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

import Logging

/// swift-log's text lines (`StreamLogHandler` on standard error), with the handler's metadata
/// handed to it only when a line is written.
///
/// `StreamLogHandler` formats its metadata whenever it changes, and Hummingbird gives every
/// request's logger a `hb.request.id`: a text logger formatted the metadata of every request
/// (about 3,500 instructions) for the access line that is written only at debug level. Here the
/// metadata waits in a dictionary and reaches the stream handler when a line is written, which
/// then writes exactly what it wrote before.
struct TextLogHandler: LogHandler {
    /// The handler that writes the lines; its metadata is set only to write one.
    private var lines: StreamLogHandler
    var metadata: Logger.Metadata = [:]

    /// A handler for a logger labelled `label`, on standard error.
    init(label: String) {
        lines = StreamLogHandler.standardError(label: label)
    }

    var logLevel: Logger.Level {
        get { lines.logLevel }
        set { lines.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { lines.metadataProvider }
        set { lines.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var lines = self.lines
        lines.metadata = metadata
        lines.log(event: event)
    }
}

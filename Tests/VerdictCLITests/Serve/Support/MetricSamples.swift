/// The samples of a Prometheus text exposition, by series: `name{label="value",…}` as the server
/// wrote it → value. Comment lines (`# TYPE`) are left out.
struct MetricSamples {
    private var values: [String: Double] = [:]

    /// Reads an exposition; a sample line that does not end in a number is a test failure.
    init(_ text: String) throws {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else {
                throw MalformedSample(line: String(line))
            }
            values[String(line[..<space])] = value
        }
    }

    /// A series' value; 0 when the exposition has no such series (a counter not yet counted).
    subscript(_ series: String) -> Double { values[series] ?? 0 }

    /// Whether the exposition has a series.
    func has(_ series: String) -> Bool { values[series] != nil }

    struct MalformedSample: Error {
        var line: String
    }
}

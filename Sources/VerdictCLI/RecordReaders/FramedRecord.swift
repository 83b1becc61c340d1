import Verdict

/// A record of a batch once a worker has framed it: already an item (a blank or malformed line, a
/// row that is not written as JSON), or where a JSON object is that the batch reads with all its
/// others at once (``items(_:reading:in:)``).
enum FramedRecord {
    /// A JSON object, read with the batch's others; where it came from.
    case located(RecordLocation)
    /// An item that needs no reading.
    case done(RecordItem)

    /// The items of `framed`, in order: the located ones are the records `json[ranges]` holds,
    /// one range per located record, in the same order.
    static func items(_ framed: [FramedRecord], reading json: [UInt8], in ranges: [Range<Int>]) -> [RecordItem] {
        var records = InputRecord.read(json, in: ranges).makeIterator()
        return framed.map { framed in
            switch framed {
            case .done(let item):
                return item
            case .located(let location):
                // One result per located record, in order.
                guard let record = records.next() else { preconditionFailure("a framed record without its JSON") }
                return JSONLinesRecordReader.item(reading: record, at: location)
            }
        }
    }
}

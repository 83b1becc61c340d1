import Verdict

/// One record read from an input: its value, or why it could not be read, and where it is.
///
/// A malformed record is an item like any other, so callers count it, report it with its
/// location, and go on with the next one.
struct RecordItem: Sendable {
    /// Where the record is.
    let location: RecordLocation
    /// The record, or why it could not be read.
    let result: Result<InputRecord, RecordReadError>

    /// The record, when it could be read.
    var record: InputRecord? {
        if case .success(let record) = result { return record }
        return nil
    }

    /// The record as a whole value, when it could be read.
    var value: Value? { record?.value }

    /// Why the record could not be read, when it could not.
    var error: RecordReadError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// An item for a record read as `value`, which must be an object to be a record.
    static func checked(_ value: Value, at location: RecordLocation) -> RecordItem {
        if case .object = value { return RecordItem(location: location, result: .success(InputRecord(value))) }
        return RecordItem(
            location: location, result: .failure(.notAnObject(value.kind, at: location)))
    }

    /// An item for a JSON record, which must be an object to be a record.
    static func checked(_ record: InputRecord, at location: RecordLocation) -> RecordItem {
        if record.isObject { return RecordItem(location: location, result: .success(record)) }
        return RecordItem(
            location: location, result: .failure(.notAnObject(record.kind, at: location)))
    }
}

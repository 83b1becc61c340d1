public import Foundation

/// What a timestamp strategy reads from an object (Vastra's timestamp data source).
public protocol TimestampDataSource {
    /// When the object was last updated; `nil` if never.
    var lastUpdate: Date? { get }
    /// How long an update stays valid.
    var expiryInterval: TimeInterval { get }
}

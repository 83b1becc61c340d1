/// An image's width, height or aspect ratio (width / height), read from its PNG, JPEG, GIF or BMP
/// header (see `ImageHeader`); bounds are inclusive.
///
/// With a 10×10 image, `minWidth(10)`, `maxHeight(10)`, `minRatio(1)` and `maxRatio(1)` pass; a
/// 50×20 image fails `maxWidth(10)` and `maxHeight(10)` (too big) and `maxRatio(1)`; a 2×5 image
/// fails `minWidth(10)` and `minHeight(10)` (too small) and `minRatio(1)`.
///
/// Data that is not a readable image fails with ``MessageKey/wrongType``, as does a value that is
/// neither data nor base64 text.
public struct ImageSizeRule: ValidationRule {
    /// Which bound this rule checks.
    public enum Bound: Sendable, Hashable {
        /// At least this many pixels wide (`imageTooSmall`).
        case minWidth(Int)
        /// At most this many pixels wide (`imageTooBig`).
        case maxWidth(Int)
        /// At least this many pixels high (`imageTooSmall`).
        case minHeight(Int)
        /// At most this many pixels high (`imageTooBig`).
        case maxHeight(Int)
        /// Width / height at least this (`wrongRatio`).
        case minRatio(Double)
        /// Width / height at most this (`wrongRatio`).
        case maxRatio(Double)
        /// At least this wide and this high (`imageTooSmall`; NGRValidator's `minSize`).
        case minSize(width: Int, height: Int)
        /// At most this wide and this high (`imageTooBig`; NGRValidator's `maxSize`).
        case maxSize(width: Int, height: Int)
    }

    /// The bound.
    public var bound: Bound

    /// Creates the rule.
    public init(_ bound: Bound) {
        self.bound = bound
    }

    public var name: String {
        switch bound {
        case .minWidth: "minWidth"
        case .maxWidth: "maxWidth"
        case .minHeight: "minHeight"
        case .maxHeight: "maxHeight"
        case .minRatio: "minRatio"
        case .maxRatio: "maxRatio"
        case .minSize: "minSize"
        case .maxSize: "maxSize"
        }
    }

    public var parameters: [String: Value] {
        switch bound {
        case .minWidth(let n): ["min": .int(n), "side": "width"]
        case .minHeight(let n): ["min": .int(n), "side": "height"]
        case .maxWidth(let n): ["max": .int(n), "side": "width"]
        case .maxHeight(let n): ["max": .int(n), "side": "height"]
        case .minRatio(let r): ["min": .double(r), "bound": "min"]
        case .maxRatio(let r): ["max": .double(r), "bound": "max"]
        case .minSize(let w, let h): ["minWidth": .int(w), "minHeight": .int(h)]
        case .maxSize(let w, let h): ["maxWidth": .int(w), "maxHeight": .int(h)]
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let data = DataInput.bytes(of: value) else { return DataInput.notData }
        guard let image = ImageHeader.read(data) else {
            return .fail(.wrongType, ["expected": "a PNG, JPEG, GIF or BMP image", "type": "image"])
        }
        var params = parameters
        params["width"] = .int(image.width)
        params["height"] = .int(image.height)
        let ratio = Double(image.width) / Double(image.height)
        switch bound {
        case .minWidth(let n): return .check(image.width >= n, .imageTooSmall, params)
        case .maxWidth(let n): return .check(image.width <= n, .imageTooBig, params)
        case .minHeight(let n): return .check(image.height >= n, .imageTooSmall, params)
        case .maxHeight(let n): return .check(image.height <= n, .imageTooBig, params)
        case .minRatio(let r): return .check(ratio >= r, .wrongRatio, params)
        case .maxRatio(let r): return .check(ratio <= r, .wrongRatio, params)
        case .minSize(let w, let h): return .check(image.width >= w && image.height >= h, .imageTooSmall, params)
        case .maxSize(let w, let h): return .check(image.width <= w && image.height <= h, .imageTooBig, params)
        }
    }
}

extension Validate {
    /// An image at least `n` pixels wide; see ``ImageSizeRule``.
    public func minWidth(_ n: Int) -> Validate { rule(ImageSizeRule(.minWidth(n))) }
    /// An image at most `n` pixels wide; see ``ImageSizeRule``.
    public func maxWidth(_ n: Int) -> Validate { rule(ImageSizeRule(.maxWidth(n))) }
    /// An image at least `n` pixels high; see ``ImageSizeRule``.
    public func minHeight(_ n: Int) -> Validate { rule(ImageSizeRule(.minHeight(n))) }
    /// An image at most `n` pixels high; see ``ImageSizeRule``.
    public func maxHeight(_ n: Int) -> Validate { rule(ImageSizeRule(.maxHeight(n))) }
    /// An image whose width / height is at least `r`; see ``ImageSizeRule``.
    public func minRatio(_ r: Double) -> Validate { rule(ImageSizeRule(.minRatio(r))) }
    /// An image whose width / height is at most `r`; see ``ImageSizeRule``.
    public func maxRatio(_ r: Double) -> Validate { rule(ImageSizeRule(.maxRatio(r))) }
    /// An image at least `width` × `height` pixels (NGRValidator's `minSize`); see ``ImageSizeRule``.
    public func minSize(width: Int, height: Int) -> Validate {
        rule(ImageSizeRule(.minSize(width: width, height: height)))
    }
    /// An image at most `width` × `height` pixels (NGRValidator's `maxSize`); see ``ImageSizeRule``.
    public func maxSize(width: Int, height: Int) -> Validate {
        rule(ImageSizeRule(.maxSize(width: width, height: height)))
    }
}

extension ImageSizeRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("minWidth", signature: "n", summary: "An image at least `n` pixels wide.") {
            args throws(RuleDefinitionError) in
            ImageSizeRule(.minWidth(try args.count(0)))
        },
        RuleDescriptor("maxWidth", signature: "n", summary: "An image at most `n` pixels wide.") {
            args throws(RuleDefinitionError) in
            ImageSizeRule(.maxWidth(try args.count(0)))
        },
        RuleDescriptor("minHeight", signature: "n", summary: "An image at least `n` pixels high.") {
            args throws(RuleDefinitionError) in
            ImageSizeRule(.minHeight(try args.count(0)))
        },
        RuleDescriptor("maxHeight", signature: "n", summary: "An image at most `n` pixels high.") {
            args throws(RuleDefinitionError) in
            ImageSizeRule(.maxHeight(try args.count(0)))
        },
        RuleDescriptor("minRatio", signature: "r", summary: "An image whose width / height is at least `r`.") {
            args throws(RuleDefinitionError) in
            ImageSizeRule(.minRatio(try args.number(0)))
        },
        RuleDescriptor("maxRatio", signature: "r", summary: "An image whose width / height is at most `r`.") {
            args throws(RuleDefinitionError) in
            ImageSizeRule(.maxRatio(try args.number(0)))
        },
        RuleDescriptor("minSize", signature: "width height", summary: "An image at least `width` × `height` pixels.") {
            args throws(RuleDefinitionError) in
            let (width, height) = try size(args)
            return ImageSizeRule(.minSize(width: width, height: height))
        },
        RuleDescriptor("maxSize", signature: "width height", summary: "An image at most `width` × `height` pixels.") {
            args throws(RuleDefinitionError) in
            let (width, height) = try size(args)
            return ImageSizeRule(.maxSize(width: width, height: height))
        },
    ]

    /// `minSize` / `maxSize`'s two arguments, in pixels; a size written as one (`"640x480"`) or
    /// missing its height gets the fix as its hint.
    private static func size(_ args: RuleArguments) throws(RuleDefinitionError) -> (width: Int, height: Int) {
        do {
            return (
                try args.count(0, "a width in pixels, a whole number ≥ 0"),
                try args.count(1, "a height in pixels, a whole number ≥ 0")
            )
        } catch {
            throw error.hinted("width and height are two numbers: { …, \"\(args.rule)\", 640, 480 }")
        }
    }

    public static let messages = [
        RuleMessage(
            .imageTooSmall,
            "{side, select, width {{name} must be at least {min} pixels wide; it is {width}.} height {{name} must be at least {min} pixels high; it is {height}.} other {{name} must be at least {minWidth} × {minHeight} pixels; it is {width} × {height}.}}",
            parameters: ["min", "minWidth", "minHeight", "width", "height", "side"]),
        RuleMessage(
            .imageTooBig,
            "{side, select, width {{name} must be at most {max} pixels wide; it is {width}.} height {{name} must be at most {max} pixels high; it is {height}.} other {{name} must be at most {maxWidth} × {maxHeight} pixels; it is {width} × {height}.}}",
            parameters: ["max", "maxWidth", "maxHeight", "width", "height", "side"]),
        RuleMessage(
            .wrongRatio,
            "{bound, select, min {{name} must have an aspect ratio (width / height) of at least {min}; it is {width} × {height}.} other {{name} must have an aspect ratio (width / height) of at most {max}; it is {width} × {height}.}}",
            parameters: ["min", "max", "width", "height", "bound"]),
    ]
}

extension MessageKey {
    /// Narrower or lower than the minimum.
    public static let imageTooSmall: MessageKey = "imageTooSmall"
    /// Wider or higher than the maximum.
    public static let imageTooBig: MessageKey = "imageTooBig"
    /// A width-to-height ratio out of bounds.
    public static let wrongRatio: MessageKey = "wrongRatio"
}

extension ImageSizeRule: SchemaMappableRule {
    /// Binary data, which JSON carries as base64 text; what the bytes hold is not said.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": "string", "contentEncoding": "base64"], because: "reads the bytes of the data",
            keys: [
                RuleFailure(key: .wrongType, params: ["expected": "binary data (or base64 text)", "type": "data"])
            ])
    }
}

extension Unicode.Scalar {
    /// White space as Unicode defines it, with ASCII answered without the property tables (the scanners ask it
    /// of every byte of an app's stylesheets and layouts).
    public var isSpace: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return properties.isWhitespace
    }

    /// A letter as Unicode defines it (`isAlphabetic`), with ASCII answered without the property tables.
    public var isLetter: Bool {
        if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        return properties.isAlphabetic
    }
}

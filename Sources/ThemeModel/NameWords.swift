/// The words of a color or mode name, the one splitter: at every character that is not a letter or digit,
/// and where an uppercase letter follows a lowercase letter or digit (`brandBackgroundColor` → brand,
/// background, color; `bg-primary` → bg, primary). `Rules` say what else each use needs.
public enum NameWords {
    public struct Rules: Sendable {
        /// Also split where letters meet digits (`gray600` → gray, 600).
        public var digitsApart: Bool
        public var lowercased: Bool
        /// Drop the words `color` and `colors`, which say nothing about use.
        public var dropsColorWords: Bool
        /// Only ASCII letters and digits make words (for identifiers in code).
        public var asciiOnly: Bool
        /// Also split an acronym from the word after it (`ButtonCTAText` → button, cta, text).
        public var acronymsApart = false

        /// How the usage guesser reads names: lowercased words, digits apart, without "color".
        public static let usage = Rules(
            digitsApart: true, lowercased: true, dropsColorWords: true, asciiOnly: false, acronymsApart: true)
        /// Code identifiers: the case kept, ASCII only.
        public static let identifier = Rules(
            digitsApart: false, lowercased: false, dropsColorWords: false, asciiOnly: true)
        /// Mode names (`darkHighContrast`, `light_ax`): lowercased words.
        public static let mode = Rules(digitsApart: false, lowercased: true, dropsColorWords: false, asciiOnly: false)
    }

    /// `Brand Blue`, `brand-blue`, `Scene/Onboarding/background` → `brandBlue`, `sceneOnboardingBackground`: a
    /// name as code formats spell an identifier (dusk's hand-off writes it; SwiftGen names catalog colors so).
    public static func lowerCamel(_ name: String) -> String {
        let w = split(name, .identifier)
        guard let first = w.first else { return "" }
        return first.prefix(1).lowercased() + first.dropFirst()
            + w.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    public static func split(_ name: String, _ rules: Rules = .usage) -> [String] {
        splitASCII(name, rules) ?? splitCharacters(name, rules)
    }

    static func splitCharacters(_ name: String, _ rules: Rules = .usage) -> [String] {
        var words: [String] = []
        var word = ""
        var previousLower = false
        func flush() {
            if !(rules.dropsColorWords && (word.lowercased() == "color" || word.lowercased() == "colors")) {
                words.append(rules.lowercased ? word.lowercased() : word)
            }
            word = ""
        }
        let characters = Array(name)
        for (i, c) in characters.enumerated() {
            if rules.acronymsApart, c.isUppercase, word.count > 1, word.last?.isUppercase == true,
                i + 1 < characters.count, characters[i + 1].isLowercase
            {
                flush()
            }
            if !(c.isLetter || c.isNumber) || (rules.asciiOnly && !c.isASCII) {
                if !word.isEmpty { flush() }
                previousLower = false
                continue
            }
            let digitChange = rules.digitsApart && c.isNumber != (word.last?.isNumber ?? c.isNumber)
            if (c.isUppercase && previousLower) || digitChange, !word.isEmpty { flush() }
            word.append(c)
            previousLower = c.isLowercase || c.isNumber
        }
        if !word.isEmpty { flush() }
        return words
    }

    /// The same split on bytes, for the names nearly every palette has (ASCII only): the audit asks for
    /// every color's usage each time it runs. Nil for any other name.
    static func splitASCII(_ name: String, _ rules: Rules = .usage) -> [String]? {
        var words: [String] = []
        var word: [UInt8] = []
        var previousLower = false
        func flush() {
            let text = String(decoding: word, as: UTF8.self)
            let lower = rules.lowercased ? text : text.lowercased()
            if !(rules.dropsColorWords && (lower == "color" || lower == "colors")) { words.append(text) }
            word.removeAll(keepingCapacity: true)
        }
        let bytes = Array(name.utf8)
        for (i, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            let upper = byte >= 65 && byte <= 90
            // `CTAText`: the acronym ends before the capital that starts a lowercase word (the word so far is
            // lowercased already when the rules lowercase, so its last letter's case is the byte's before).
            if rules.acronymsApart, upper, word.count > 1, i > 0, bytes[i - 1] >= 65, bytes[i - 1] <= 90,
                i + 1 < bytes.count, bytes[i + 1] >= 97, bytes[i + 1] <= 122
            {
                flush()
            }
            let lower = byte >= 97 && byte <= 122
            let digit = byte >= 48 && byte <= 57
            if !(upper || lower || digit) {
                if !word.isEmpty { flush() }
                previousLower = false
                continue
            }
            let lastIsDigit = word.last.map { $0 >= 48 && $0 <= 57 } ?? digit
            if (upper && previousLower) || (rules.digitsApart && digit != lastIsDigit), !word.isEmpty { flush() }
            word.append(upper && rules.lowercased ? byte + 32 : byte)
            previousLower = lower || digit
        }
        if !word.isEmpty { flush() }
        return words
    }
}

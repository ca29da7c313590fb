/// What UIKit and SwiftUI give an app that targets iOS 13, as Swift source, so the generated file compiles
/// and runs on Linux. Each declaration says the iOS release that brought it. The compiler here does not
/// enforce iOS availability (it builds for Linux), so the APIs that came later and that a generator could
/// reach for are declared `@available(*, unavailable)`: calling one is a compile error here, as it is in an
/// app whose deployment target is iOS 13 or 14.
enum SwiftStandIns {
    static let uikit = """
        public typealias CGFloat = Double
        @available(iOS 12.0, *)
        public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
        @available(iOS 13.0, *)
        public enum UIUserInterfaceLevel: Int, Sendable { case unspecified, base, elevated }
        @available(iOS 13.0, *)
        public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }
        public final class Bundle: Sendable { public static let main = Bundle() }
        public final class UITraitCollection: Sendable {
            @available(iOS 12.0, *) public let userInterfaceStyle: UIUserInterfaceStyle
            @available(iOS 13.0, *) public let userInterfaceLevel: UIUserInterfaceLevel
            @available(iOS 13.0, *) public let accessibilityContrast: UIAccessibilityContrast
            /// The test's own: how it asks for one of the eight appearances.
            public init(_ s: UIUserInterfaceStyle, _ l: UIUserInterfaceLevel, _ c: UIAccessibilityContrast) {
                userInterfaceStyle = s; userInterfaceLevel = l; accessibilityContrast = c
            }
        }
        public final class UIColor: @unchecked Sendable {
            /// The test's window into a color: its components, for a color that is not dynamic.
            public let standInComponents: (CGFloat, CGFloat, CGFloat, CGFloat)?
            let provider: (@Sendable (UITraitCollection) -> UIColor)?
            @available(iOS 2.0, *)
            public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
                standInComponents = (red, green, blue, alpha); provider = nil
            }
            @available(iOS 13.0, *)
            public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
                standInComponents = nil; provider = dynamicProvider
            }
            @available(iOS 11.0, *)
            public convenience init?(named: String) { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
            @available(iOS 11.0, *)
            public convenience init?(named: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
                self.init(red: 0, green: 0, blue: 0, alpha: 0)
            }
            /// One step: a provider that returned a dynamic color would show as one in the test, not as a value.
            @available(iOS 13.0, *)
            public func resolvedColor(with traits: UITraitCollection) -> UIColor { provider.map { $0(traits) } ?? self }
            @available(*, unavailable, message: "iOS 15; dusk's Swift builds for iOS 13")
            public static var tintColor: UIColor { fatalError() }
        }
        """

    static let swiftui = """
        import UIKit
        public struct Color: Sendable {
            let ui: UIColor
            @available(iOS 13.0, *)
            public init(_ color: UIColor) { ui = color }
            @available(*, unavailable, message: "iOS 15; dusk's Swift builds for iOS 13 (Color(_: UIColor))")
            public init(uiColor: UIColor) { ui = uiColor }
            /// The test's window (SwiftUI has no such property): the UIColor it was made from.
            public var standInUIColor: UIColor { ui }
        }
        extension UIColor {
            @available(*, unavailable, message: "iOS 14; dusk's Swift builds for iOS 13")
            public convenience init(_ color: Color) { self.init(red: 0, green: 0, blue: 0, alpha: 0) }
        }
        """
}

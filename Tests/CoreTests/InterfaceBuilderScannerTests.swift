import Pairs
import Syntax
import Testing

@testable import AppSource

/// Storyboards and xibs written for these tests in the shapes Xcode saves: views nested in `<subviews>`, named
/// and system colors, a button's states, an AppKit control's cell, the `<resources>` that define the colors.
@Suite("Interface Builder scanner")
struct InterfaceBuilderScannerTests {
    /// `line detail: foreground on background kind`, one string a pair, in the order found.
    static func scan(_ text: String, _ path: String = "App/Base.lproj/Main.storyboard") -> [String] {
        InterfaceBuilderScanner.pairs(in: SourceText(path: path, text)).map {
            "\($0.site.location.line) \($0.site.detail): \($0.foreground) on \($0.background) \($0.kind)"
        }
    }

    static let welcome = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Xk2-aa-1Qp">
            <dependencies>
                <capability name="Named colors" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="p3Q-7e-Hc1">
                    <objects>
                        <viewController id="Xk2-aa-1Qp" customClass="WelcomeViewController">
                            <view key="view" contentMode="scaleToFill" id="Rt5-Lm-0aB">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Welcome back" id="Lb1-Wc-9zz">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                                        <color key="textColor" name="Ink"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" id="Cd2-Pn-7Qe" userLabel="Card">
                                        <subviews>
                                            <label text="3 new messages" id="Lb2-Ms-4rt">
                                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                <color key="textColor" systemColor="secondaryLabelColor"/>
                                                <color key="backgroundColor" white="0.0" alpha="0.0" \
        colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </label>
                                            <imageView image="envelope" catalog="system" id="Im3-Ev-2kd">
                                                <color key="tintColor" name="Brand"/>
                                            </imageView>
                                        </subviews>
                                        <color key="backgroundColor" name="CardSurface"/>
                                    </view>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt4-Go-8hh">
                                        <color key="backgroundColor" name="Brand"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                        <state key="normal" title="Continue">
                                            <color key="titleColor" name="OnBrand"/>
                                        </state>
                                        <state key="highlighted">
                                            <color key="titleColor" name="Ink"/>
                                        </state>
                                    </button>
                                    <view id="Lt5-Rd-1aa">
                                        <color key="backgroundColor" red="0.1" green="0.1" blue="0.1" \
        alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <subviews>
                                            <label text="on a literal" id="Lb6-Hd-3cc">
                                                <color key="textColor" name="Ink"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <button opaque="NO" buttonType="system" id="Bt7-Ic-5dd">
                                        <state key="normal" image="gearshape"/>
                                        <color key="tintColor" name="Brand"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Sa8-Gd-6ee"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <namedColor name="Ink">
                    <color red="0.1" green="0.1" blue="0.12" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test("a label on its view's named background; nested views take the nearest; states, tints, fonts")
    func storyboard() {
        #expect(
            Self.scan(Self.welcome) == [
                // Title 1 is 28 pt: large. The root view's system color loses its `Color`.
                "13 label Lb1-Wc-9zz “Welcome back”: Ink on systemBackground largeText",
                // A clear background of its own shows the card's behind it.
                "20 label Lb2-Ms-4rt “3 new messages”: secondaryLabel on CardSurface text",
                "25 imageView Im3-Ev-2kd: Brand on CardSurface glyph",
                // The normal state's title, bold 15 pt; the highlighted state's is not drawn at rest.
                "31 button Bt4-Go-8hh “Continue”: OnBrand on Brand largeText",
                // The literal background hides the root's; a button's picture takes its tint.
                "49 button Bt7-Ic-5dd: Brand on systemBackground glyph",
            ])
    }

    @Test("an AppKit cell's colors are its control's; its background counts only when drawn")
    func appKitCell() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customView id="c22-O7-iKe">
                        <subviews>
                            <textField id="Tf1-Aa-bb1">
                                <textFieldCell key="cell" title="Name" drawsBackground="YES" id="Tc1-Aa-bb1">
                                    <font key="font" metaFont="system"/>
                                    <color key="textColor" name="controlTextColor" catalog="System"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System"/>
                                </textFieldCell>
                            </textField>
                            <textField id="Tf2-Aa-bb2">
                                <textFieldCell key="cell" title="Label" id="Tc2-Aa-bb2">
                                    <color key="textColor" name="labelColor" catalog="System"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        #expect(Self.scan(xib, "Mac/MainMenu.xib") == ["6 textField Tf1-Aa-bb1: controlText on textBackground text"])
    }

    @Test("a button's configuration; a clear color and a missing background pair nothing")
    func configurationAndClear() {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="Ro1-Ot-001">
                        <subviews>
                            <button id="Bc2-Fg-002">
                                <buttonConfiguration key="configuration" style="filled" title="Pay">
                                    <color key="baseForegroundColor" name="OnAccent"/>
                                    <color key="baseBackgroundColor" name="Accent"/>
                                </buttonConfiguration>
                            </button>
                            <label text="floating" id="Lf3-Nb-003"><color key="textColor" name="Ink"/></label>
                        </subviews>
                        <color key="backgroundColor" cocoaTouchSystemColor="clearColor"/>
                    </view>
                </objects>
            </document>
            """
        #expect(Self.scan(xib, "Views/PayCell.xib") == ["5 button Bc2-Fg-002: OnAccent on Accent text"])
    }

    @Test("a file that is not well-formed XML draws nothing")
    func malformed() {
        let broken = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
                <view id="a"><color key="backgroundColor" name="Paper"/>
                    <label id="b"><color key="textColor" name="Ink"/>
                </view>
            </document>
            """
        #expect(Self.scan(broken).isEmpty)
        #expect(Self.scan("").isEmpty)
        #expect(Self.scan(String(repeating: "<subviews>", count: 100)).isEmpty)
    }
}

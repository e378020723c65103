import IBLintCore
import XCTest
@testable import IBLintObjC

final class ObjCScannerTests: XCTestCase {
    private func scan(_ text: String, path: String = "Test.h") -> ObjCFileSummary {
        ObjCScanner.scan(SourceFile(path: path, text: text))
    }

    // MARK: A realistic header + implementation pair

    static let header = """
    //  ProfileViewController.h
    #import <UIKit/UIKit.h>
    #import "BaseViewController.h"

    @class Account;
    @protocol ProfileViewControllerDelegate;

    NS_ASSUME_NONNULL_BEGIN

    /** Shows one account. @interface NotAClass : Nope  (inside a comment) */
    NS_SWIFT_NAME(ProfileScreen)
    @interface ProfileViewController : BaseViewController <UITableViewDataSource, UITableViewDelegate>
    {
        IBOutlet UILabel *legacyLabel;
        __weak IBOutlet UIView *legacyContainer;
        NSInteger _counter;
        @private
        BOOL _loaded;
    }

    @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
    @property (nonatomic, weak, nullable) IBOutlet UIImageView *avatarView;
    @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray<UIButton *> *actionButtons;
    @property (nonatomic, weak) id<ProfileViewControllerDelegate> delegate;
    @property (nonatomic, copy, nullable) void (^completion)(BOOL finished, NSError * _Nullable error);
    @property (nonatomic, readonly, getter=isEditing) BOOL editing;
    @property (nonatomic, strong) Account *account NS_SWIFT_NAME(currentAccount);
    @property (nonatomic, copy) NSString *firstName, *lastName;
    @property (class, nonatomic, readonly) NSString *storyboardIdentifier;

    - (instancetype)initWithAccount:(Account *)account NS_DESIGNATED_INITIALIZER;
    - (IBAction)share:(id)sender;
    - (void)setTitle:(NSString *)title forState:(UIControlState)state;
    - (void)reload __attribute__((deprecated("use refresh")));
    + (instancetype)make;
    - (void)performWithCompletion:(void (^)(BOOL success))completion API_AVAILABLE(ios(13.0));
    @end

    @protocol ProfileViewControllerDelegate <NSObject>
    @property (nonatomic, weak) IBOutlet UILabel *protocolLabel;
    - (void)profileDidClose:(ProfileViewController *)controller;
    @end

    NS_ASSUME_NONNULL_END
    """

    static let implementation = """
    #import "ProfileViewController.h"

    static NSString *const kCellID = @"Cell @end @interface Fake : NSObject";
    static const int kOffset = -1;

    @interface ProfileViewController () <UITextFieldDelegate>
    @property (nonatomic, weak) IBOutlet UITextField *nameField;
    @property (nonatomic, weak) IBOutlet NSLayoutConstraint *heightConstraint;
    - (IBAction)close:(UIButton *)sender;
    @end

    @implementation ProfileViewController {
        IBOutlet UISwitch *notificationsSwitch;
    }

    @synthesize account = _account;

    - (instancetype)initWithAccount:(Account *)account {
        if ((self = [super initWithNibName:nil bundle:nil])) {
            _account = account;
            char c = '}';
            NSString *s = @"{ - (IBAction)fake:(id)sender; }";
        }
        return self;
    }

    - (void)viewDidLoad {
        [super viewDidLoad];
        void (^block)(void) = ^{ NSLog(@"%d", -kOffset); };
        block();
    }

    #pragma mark - Actions

    - (IBAction)close:(UIButton *)sender {
        [self dismissViewControllerAnimated:YES completion:nil];
    }

    - (IBAction)doneTapped:(id)sender { }

    - (IBAction)sliderChanged:(UISlider *)sender forEvent:(UIEvent *)event
    {
    }

    + (instancetype)make { return [[self alloc] initWithAccount:nil]; }

    static void helper(int x) {
        if (x > 0) { helper(-x); }
    }

    - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 0; }

    @end

    @implementation ProfileViewController (Sharing)
    - (IBAction)shareToTwitter:(id)sender {}
    @end
    """

    func testHeaderInterface() throws {
        let summary = scan(Self.header)
        XCTAssertEqual(summary.interfaces.count, 1, "the @protocol is not an interface; the commented one is ignored")
        let interface = try XCTUnwrap(summary.interfaces.first)
        XCTAssertEqual(interface.name, "ProfileViewController")
        XCTAssertEqual(interface.superclass, "BaseViewController")
        XCTAssertNil(interface.category)
        XCTAssertEqual(interface.protocols, ["UITableViewDataSource", "UITableViewDelegate"])
        XCTAssertEqual(summary.file.text(interface.nameRange), "ProfileViewController")
        XCTAssertTrue(summary.file.text(interface.range).hasPrefix("@interface"))
        XCTAssertTrue(summary.file.text(interface.range).hasSuffix("@end"))
        XCTAssertFalse(interface.isDesignable)

        XCTAssertEqual(interface.outletIvars.map(\.name), ["legacyLabel", "legacyContainer"])
        XCTAssertEqual(interface.ivars.map(\.name), ["legacyLabel", "legacyContainer", "_counter", "_loaded"])
        XCTAssertEqual(interface.outletIvars.first?.typeText, "UILabel *")

        let properties = Dictionary(uniqueKeysWithValues: interface.properties.map { ($0.name, $0) })
        XCTAssertEqual(interface.properties.map(\.name), ["titleLabel", "avatarView", "actionButtons", "delegate", "completion",
                                                          "editing", "account", "firstName", "lastName", "storyboardIdentifier"])
        XCTAssertEqual(properties["titleLabel"]?.isOutlet, true)
        XCTAssertEqual(properties["titleLabel"]?.typeText, "UILabel *")
        XCTAssertEqual(properties["titleLabel"]?.attributes, ["nonatomic", "weak"])
        XCTAssertEqual(properties["avatarView"]?.isOutlet, true)
        XCTAssertEqual(properties["actionButtons"]?.isOutletCollection, true)
        XCTAssertEqual(properties["actionButtons"]?.isOutlet, true)
        XCTAssertEqual(properties["actionButtons"]?.typeText, "NSArray<UIButton *> *")
        XCTAssertEqual(properties["delegate"]?.isOutlet, false)
        XCTAssertEqual(properties["delegate"]?.typeText, "id<ProfileViewControllerDelegate>")
        XCTAssertEqual(properties["completion"]?.typeText, "void (^)(BOOL finished, NSError * _Nullable error)")
        XCTAssertEqual(properties["editing"]?.attributes, ["nonatomic", "readonly", "getter=isEditing"])
        XCTAssertEqual(properties["account"]?.typeText, "Account *")
        XCTAssertEqual(properties["lastName"]?.typeText, "NSString *")
        XCTAssertEqual(properties["storyboardIdentifier"]?.attributes, ["class", "nonatomic", "readonly"])
        XCTAssertTrue(summary.file.text(properties["titleLabel"]!.range).hasPrefix("@property"))

        XCTAssertEqual(interface.methods.map(\.selector), ["initWithAccount:", "share:", "setTitle:forState:", "reload", "make",
                                                           "performWithCompletion:"])
        XCTAssertEqual(interface.methods.map(\.isAction), [false, true, false, false, false, false])
        XCTAssertEqual(interface.methods.map(\.isClassMethod), [false, false, false, false, true, false])
        XCTAssertEqual(summary.file.text(interface.methods[1].range), "- (IBAction)share:(id)sender;")
        XCTAssertEqual(interface.methods.map(\.parameterTypes),
                       [["Account *"], ["id"], ["NSString *", "UIControlState"], [], [], ["void (^)(BOOL success)"]])
    }

    func testImplementationFileWithClassExtensionAndCategory() throws {
        let summary = scan(Self.implementation, path: "ProfileViewController.m")
        XCTAssertEqual(summary.interfaces.count, 1)
        let extensionInterface = try XCTUnwrap(summary.interfaces.first)
        XCTAssertEqual(extensionInterface.name, "ProfileViewController")
        XCTAssertEqual(extensionInterface.category, "")
        XCTAssertNil(extensionInterface.superclass)
        XCTAssertEqual(extensionInterface.protocols, ["UITextFieldDelegate"])
        XCTAssertEqual(extensionInterface.properties.map(\.name), ["nameField", "heightConstraint"])
        XCTAssertTrue(extensionInterface.properties.allSatisfy(\.isOutlet))
        XCTAssertEqual(extensionInterface.methods.map(\.selector), ["close:"])
        XCTAssertEqual(extensionInterface.methods.first?.isAction, true)

        XCTAssertEqual(summary.implementations.count, 2)
        let main = summary.implementations[0]
        XCTAssertEqual(main.name, "ProfileViewController")
        XCTAssertNil(main.category)
        XCTAssertEqual(main.outletIvars.map(\.name), ["notificationsSwitch"])
        XCTAssertEqual(main.methods.map(\.selector), ["initWithAccount:", "viewDidLoad", "close:", "doneTapped:",
                                                      "sliderChanged:forEvent:", "make", "tableView:numberOfRowsInSection:"])
        XCTAssertEqual(main.methods.filter(\.isAction).map(\.selector), ["close:", "doneTapped:", "sliderChanged:forEvent:"])
        XCTAssertEqual(main.methods.first { $0.selector == "make" }?.isClassMethod, true)
        XCTAssertTrue(summary.file.text(main.range).hasSuffix("@end"))

        let category = summary.implementations[1]
        XCTAssertEqual(category.category, "Sharing")
        XCTAssertEqual(category.methods.map(\.selector), ["shareToTwitter:"])
        XCTAssertEqual(category.methods.first?.isAction, true)
    }

    func testCategoryInterfaceAddingAnAction() throws {
        let summary = scan("""
        @interface UIViewController (Dismissal) <UIAdaptivePresentationControllerDelegate>
        - (IBAction)dismissAnimated:(id)sender;
        @property (nonatomic, readonly) BOOL isPresentedModally;
        @end
        """)
        let interface = try XCTUnwrap(summary.interfaces.first)
        XCTAssertEqual(interface.name, "UIViewController")
        XCTAssertEqual(interface.category, "Dismissal")
        XCTAssertNil(interface.superclass)
        XCTAssertEqual(interface.protocols, ["UIAdaptivePresentationControllerDelegate"])
        XCTAssertEqual(interface.methods.map(\.selector), ["dismissAnimated:"])
        XCTAssertTrue(interface.methods[0].isAction)
        XCTAssertEqual(interface.properties.map(\.name), ["isPresentedModally"])
    }

    func testGenericsDesignableAndInspectable() throws {
        let summary = scan("""
        @interface Box<__covariant ObjectType> : NSObject <NSCopying>
        @property (nonatomic, strong) ObjectType value;
        @end

        @interface TypedList<T> : NSArray<T>
        @end

        @interface StringTable : NSDictionary<NSString *, id> <NSSecureCoding, NSFastEnumeration>
        @end

        IB_DESIGNABLE
        __attribute__((objc_subclassing_restricted))
        @interface RoundButton : UIButton
        @property (nonatomic) IBInspectable CGFloat cornerRadius;
        @property (nonatomic, strong) IBInspectable UIColor *borderColor UI_APPEARANCE_SELECTOR;
        @end

        @interface Plain : UIView
        @end
        """)
        XCTAssertEqual(summary.interfaces.map(\.name), ["Box", "TypedList", "StringTable", "RoundButton", "Plain"])
        XCTAssertEqual(summary.interfaces[0].superclass, "NSObject")
        XCTAssertEqual(summary.interfaces[0].protocols, ["NSCopying"])
        XCTAssertEqual(summary.interfaces[0].properties.first?.typeText, "ObjectType")
        XCTAssertEqual(summary.interfaces[1].superclass, "NSArray")
        XCTAssertEqual(summary.interfaces[1].protocols, [])
        XCTAssertEqual(summary.interfaces[2].superclass, "NSDictionary")
        XCTAssertEqual(summary.interfaces[2].protocols, ["NSSecureCoding", "NSFastEnumeration"])
        let button = summary.interfaces[3]
        XCTAssertTrue(button.isDesignable)
        XCTAssertEqual(button.properties.map(\.name), ["cornerRadius", "borderColor"])
        XCTAssertTrue(button.properties.allSatisfy(\.isInspectable))
        XCTAssertFalse(button.properties.contains(where: \.isOutlet))
        XCTAssertEqual(button.properties[1].typeText, "UIColor *")
        XCTAssertFalse(summary.interfaces[4].isDesignable)
    }

    func testAllPreprocessorBranchesAreRead() throws {
        let summary = scan("""
        #if TARGET_OS_IOS
        @interface Shared : UIView
        @property (weak) IBOutlet UILabel *iosLabel;
        #else
        @interface Shared : NSView
        @property (weak) IBOutlet NSTextField *macLabel;
        #endif
        - (IBAction)go:(id)sender;
        @end
        #define MACRO(x) @interface Bogus : NSObject \\
            @end
        """)
        XCTAssertEqual(summary.interfaces.map(\.superclass), ["UIView", "NSView"])
        XCTAssertEqual(summary.interfaces[0].properties.map(\.name), ["iosLabel"])
        XCTAssertEqual(summary.interfaces[1].properties.map(\.name), ["macLabel"])
        XCTAssertEqual(summary.interfaces[1].methods.map(\.selector), ["go:"])
    }

    func testUnbalancedBracesInsideIfBranchesDoNotSwallowTheFile() {
        let summary = scan("""
        @implementation A
        #if NEW_API
        - (void)load:(id)x {
        #else
        - (void)load {
        #endif
            [self go];
        }
        - (IBAction)tap:(id)sender {}
        @end

        @implementation B
        - (IBAction)other:(id)sender {}
        @end
        """, path: "A.m")
        XCTAssertEqual(summary.implementations.map(\.name), ["A", "B"])
        XCTAssertEqual(summary.implementations.last?.methods.map(\.selector), ["other:"])
    }

    func testMethodSelectorShapes() {
        let summary = scan("""
        @interface Shapes : NSObject
        - (void)noArgs;
        - (id)one:(id)a two:(int)b three:(void (^)(NSError *))c;
        - (void)untyped:x;
        - (void)empty:(int)a :(int)b;
        - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
        - (void)in:(id)a for:(id)b;
        + (void)classy NS_SWIFT_UNAVAILABLE("no");
        - (IBAction) spaced : (id) sender ;
        -(IBAction)compact:(id)s;
        @end
        """)
        XCTAssertEqual(summary.interfaces.first?.methods.map(\.selector),
                       ["noArgs", "one:two:three:", "untyped:", "empty::", "log:", "in:for:", "classy", "spaced:", "compact:"])
        XCTAssertEqual(summary.interfaces.first?.methods.filter(\.isAction).map(\.selector), ["spaced:", "compact:"])
        XCTAssertEqual(summary.interfaces.first?.methods.map(\.parameterTypes),
                       [[], ["id", "int", "void (^)(NSError *)"], ["id"], ["int", "int"], ["NSString *"], ["id", "id"], [],
                        ["id"], ["id"]])
    }

    func testParameterTypesAsWritten() {
        let summary = scan("""
        @implementation Senders
        - (IBAction)kind:(__kindof UIControl *)sender {}
        - (IBAction)tight:(UIButton*)sender {}
        - (IBAction)loose:(  UIButton\t *  )sender {}
        - (IBAction)commented:(UIButton * /* the button */)sender {}
        - (IBAction)onNextLine:
            (UISlider *)slider forEvent:
            (UIEvent *)event {}
        - (IBAction)qualified:(nullable UIButton * _Nullable)sender {}
        - (IBAction)generic:(NSArray<UIButton *> *)buttons {}
        - (IBAction)untyped:sender {}
        - (void)mixed:(NSInteger)a b:c :(id<UITextFieldDelegate>)d;
        @end
        """, path: "Senders.m")
        XCTAssertEqual(summary.implementations.first?.methods.map(\.parameterTypes), [
            ["__kindof UIControl *"], ["UIButton*"], ["UIButton *"], ["UIButton *"], ["UISlider *", "UIEvent *"],
            ["nullable UIButton * _Nullable"], ["NSArray<UIButton *> *"], ["id"], ["NSInteger", "id", "id<UITextFieldDelegate>"],
        ])
        for method in summary.implementations.first?.methods ?? [] {
            XCTAssertEqual(method.parameterTypes.count, method.selector.filter { $0 == ":" }.count, method.selector)
        }
    }

    func testParameterTypesOfTruncatedMethods() {
        for (text, selector, types) in [("- (IBAction)tap:", "tap:", ["id"]), ("- (IBAction)tap:(UIButton *", "tap:", ["UIButton *"]),
                                        ("- (void)a:(int)x b:", "a:b:", ["int", "id"]), ("- (void)a:(void (^)(BOOL)", "a:", ["void (^)(BOOL)"])] {
            let summary = scan("@interface T : NSObject\n" + text)
            let method = summary.interfaces.first?.methods.first
            XCTAssertEqual(method?.selector, selector, text)
            XCTAssertEqual(method?.parameterTypes, types, text)
        }
    }

    func testIvarShapes() {
        let summary = scan("""
        @interface Ivars : NSObject {
            IBOutlet UILabel *a, *b;
            IBOutletCollection(UIView) NSArray *views;
            char buffer[16];
            unsigned flag : 1;
            struct { int x; int y; } point;
            id<UITableViewDelegate> delegate;
            void (*callback)(int);
        }
        @end
        """)
        let interface = summary.interfaces.first
        XCTAssertEqual(interface?.outletIvars.map(\.name), ["a", "b", "views"])
        XCTAssertEqual(interface?.outletIvars.map(\.typeText), ["UILabel *", "UILabel *", "NSArray *"])
        XCTAssertEqual(interface?.outletIvars.last?.isOutletCollection, true)
        XCTAssertEqual(interface?.ivars.map(\.name), ["a", "b", "views", "buffer", "flag", "point", "delegate", "callback"])
    }

    func testForwardProtocolsAndProtocolExpressions() {
        let summary = scan("""
        @protocol A, B;
        @protocol C;
        @interface X : NSObject
        - (void)a;
        @end
        @implementation X
        - (void)a { Protocol *p = @protocol(C); (void)p; }
        - (void)b { SEL s = @selector(a); (void)s; }
        @end
        """, path: "X.m")
        XCTAssertEqual(summary.interfaces.map(\.name), ["X"])
        XCTAssertEqual(summary.implementations.first?.methods.map(\.selector), ["a", "b"])
    }

    func testCommentsAndLiteralsHideDeclarations() {
        let summary = scan("""
        // @interface Commented : NSObject
        /* @interface Block : NSObject @end */
        NSString *s = @"@interface InString : NSObject";
        const char *c = "@interface InCString : NSObject";
        char q = '"';
        @interface Real : NSObject // trailing @end in comment
        @property (weak) IBOutlet UILabel *label; /* @end */
        @end
        """)
        XCTAssertEqual(summary.interfaces.map(\.name), ["Real"])
        XCTAssertEqual(summary.interfaces.first?.properties.map(\.name), ["label"])
    }

    func testObjectiveCPlusPlus() {
        let summary = scan("""
        #include <vector>
        namespace util { template <typename T> T clamp(T v) { return v; } }
        @interface Renderer : NSObject {
            std::vector<int> _indices;
        }
        @property (nonatomic, weak) IBOutlet MTKView *metalView;
        @end
        @implementation Renderer
        - (void)draw { auto x = util::clamp(1'000); (void)x; }
        - (IBAction)toggle:(id)sender {}
        @end
        """, path: "Renderer.mm")
        XCTAssertEqual(summary.interfaces.first?.properties.map(\.name), ["metalView"])
        XCTAssertEqual(summary.implementations.first?.methods.map(\.selector), ["draw", "toggle:"])
    }

    // MARK: Robustness

    func testTruncatedFilesNeverCrash() {
        let text = Self.header + "\n" + Self.implementation
        let bytes = Array(text.utf8)
        var stride = 1
        var cut = 0
        while cut <= bytes.count {
            let summary = ObjCScanner.scan(SourceFile(path: "T.m", bytes: Array(bytes[0..<cut])))
            for interface in summary.interfaces + summary.implementations {
                XCTAssertLessThanOrEqual(interface.range.end, cut)
                XCTAssertLessThanOrEqual(interface.nameRange.end, interface.range.end)
            }
            cut += stride
            stride = stride == 1 ? 3 : 1
        }
    }

    func testUnterminatedCommentsAndStrings() {
        for text in ["@interface A : NSObject /* never closed", "@interface A : NSObject\n@property NSString *s = @\"open",
                     "@interface A", "@interface", "@implementation A\n- (void)x {", "@property (", "- (", "@interface A (",
                     "@interface A : B <", "@protocol P", "#if 1\n#define X \\", "'", "\"", "@", "@interface A {"] {
            _ = scan(text)
        }
        let summary = scan("@interface A : NSObject\n@property (weak) IBOutlet UILabel *label;")
        XCTAssertEqual(summary.interfaces.first?.properties.map(\.name), ["label"])
    }

    func testSeededRandomBytes() {
        var generator = SplitMix64(seed: 0x1B11_47)
        let alphabet = Array("@interface @implementation @end @property @protocol IBOutlet IBAction IBOutletCollection ( ) { } < > : ; , * ^ - + / \" ' # \\ \n x y Foo".utf8)
        for iteration in 0..<400 {
            let length = Int(generator.next() % 600)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for _ in 0..<length {
                let roll = generator.next()
                bytes.append(roll % 3 == 0 ? UInt8(truncatingIfNeeded: roll >> 8) : alphabet[Int((roll >> 8) % UInt64(alphabet.count))])
            }
            let file = SourceFile(path: "random\(iteration).m", bytes: bytes)
            let summary = ObjCScanner.scan(file)
            for interface in summary.interfaces + summary.implementations {
                XCTAssertLessThanOrEqual(interface.range.end, bytes.count)
                for property in interface.properties { XCTAssertLessThanOrEqual(property.range.end, bytes.count) }
                for method in interface.methods {
                    XCTAssertLessThanOrEqual(method.range.end, bytes.count)
                    XCTAssertEqual(method.parameterTypes.count, method.selector.filter { $0 == ":" }.count)
                }
            }
        }
    }

    func testLargeInputIsLinear() {
        // 4,000 classes and deep unbalanced nesting in one file: must finish quickly, without recursion.
        var text = ""
        for index in 0..<4_000 {
            text += "@interface C\(index) : UIView\n@property (weak) IBOutlet UILabel *l;\n- (IBAction)t:(id)s;\n@end\n"
        }
        text += String(repeating: "(", count: 50_000) + String(repeating: "{", count: 50_000) + String(repeating: "<", count: 50_000)
        let summary = scan(text)
        XCTAssertEqual(summary.interfaces.count, 4_000)
    }
}

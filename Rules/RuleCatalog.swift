import IBLintCore
import IBLintRuleAPI

/// Every rule iblint has, sorted by id: the one registry. A test walks `Rules/**/*Rule.swift` and fails
/// for any rule type missing here, so a new rule cannot be forgotten.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        ActionSenderTypeRule.self,
        AmbiguousViewRule.self,
        AutolayoutDisabledRule.self,
        BrokenActionRule.self,
        BrokenOutletRule.self,
        ClassProtocolRule.self,
        ClosureStrongSelfRule.self,
        CustomModuleRule.self,
        DequeueCastRule.self,
        DispatchInDidSetRule.self,
        DuplicateConstraintRule.self,
        DuplicateIdRule.self,
        FatalInitCoderRule.self,
        IBDesignableMissingInitFrameRule.self,
        InitCoderSkipsSetupRule.self,
        InspectableTypeUnsupportedRule.self,
        InstantiateCastRule.self,
        InterfaceFileInNoTargetRule.self,
        InvalidSuppressionRule.self,
        MainBundleNibLoadRule.self,
        MisplacedViewRule.self,
        MissingColorResourceRule.self,
        MissingFilesOwnerClassRule.self,
        MissingImageResourceRule.self,
        MissingInterfaceFileRule.self,
        NibTopLevelCastRule.self,
        NoInitialViewControllerRule.self,
        OutletTypeMismatchRule.self,
        ParseErrorRule.self,
        RecursiveNibLoadRule.self,
        SafeAreaInCustomViewRule.self,
        SegueDestinationCastRule.self,
        StrongDelegateRule.self,
        SuperfluousSuppressionRule.self,
        UnconnectedActionRule.self,
        UnconnectedOutletRule.self,
        UnknownCustomClassRule.self,
        UnknownRuntimeAttributeRule.self,
        UnknownStoryboardIdentifierRule.self,
        UnreachableSceneRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}

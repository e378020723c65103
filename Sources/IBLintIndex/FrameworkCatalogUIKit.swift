// UIKit (iOS, iPadOS, tvOS, Mac Catalyst) and the iOS-only framework classes IB can hold.
// Property lists favour completeness: a property missing here turns a working connection into a
// false "broken outlet". Types are spelled as Swift imports them.

extension FrameworkCatalogData {
    static let uiKit: [FrameworkClassDeclaration] = [
        .init("UIResponder", "NSObject", """
            next: UIResponder?; nextResponder: UIResponder?; isFirstResponder: Bool; canBecomeFirstResponder: Bool
            canResignFirstResponder: Bool; inputView: UIView?; inputAccessoryView: UIView?
            inputViewController: UIInputViewController?; inputAccessoryViewController: UIInputViewController?
            undoManager: UndoManager?; keyCommands: [UIKeyCommand]?; textInputContextIdentifier: String?
            userActivity: NSUserActivity?; editingInteractionConfiguration: UIEditingInteractionConfiguration
            """, actions: """
            cut: copy: paste: pasteAndMatchStyle: pasteAndGo: pasteAndSearch: select: selectAll: delete:
            makeTextWritingDirectionLeftToRight: makeTextWritingDirectionRightToLeft: toggleBoldface: toggleItalics:
            toggleUnderline: increaseSize: decreaseSize: find: findAndReplace: findNext: findPrevious:
            useSelectionForFind: print: rename: duplicate: move: export: alignLeft: alignCenter: alignRight:
            alignJustified: showWritingTools: updateTextAttributesWithConversionHandler:
            becomeFirstResponder resignFirstResponder reloadInputViews
            """),

        .init("UIApplication", "UIResponder", """
            delegate: UIApplicationDelegate?; applicationIconBadgeNumber: Int; isIdleTimerDisabled: Bool
            applicationSupportsShakeToEdit: Bool; windows: [UIWindow]; keyWindow: UIWindow?
            """),
        .init("UIScene", "UIResponder", "delegate: UISceneDelegate?; title: String!"),
        .init("UIWindowScene", "UIScene"),

        // MARK: Views
        .init("UIView", "UIResponder", """
            layer: CALayer; backgroundColor: UIColor?; clipsToBounds: Bool; tintColor: UIColor!
            tintAdjustmentMode: UIView.TintAdjustmentMode; alpha: CGFloat; isOpaque: Bool; isHidden: Bool; tag: Int
            contentMode: UIView.ContentMode; isUserInteractionEnabled: Bool; isMultipleTouchEnabled: Bool
            isExclusiveTouch: Bool; translatesAutoresizingMaskIntoConstraints: Bool; autoresizingMask: UIView.AutoresizingMask
            autoresizesSubviews: Bool; clearsContextBeforeDrawing: Bool; contentScaleFactor: CGFloat
            semanticContentAttribute: UISemanticContentAttribute; layoutMargins: UIEdgeInsets
            directionalLayoutMargins: NSDirectionalEdgeInsets; preservesSuperviewLayoutMargins: Bool
            insetsLayoutMarginsFromSafeArea: Bool; gestureRecognizers: [UIGestureRecognizer]?; mask: UIView?; maskView: UIView?
            frame: CGRect; bounds: CGRect; center: CGPoint; transform: CGAffineTransform; transform3D: CATransform3D
            superview: UIView?; subviews: [UIView]; window: UIWindow?; constraints: [NSLayoutConstraint]
            overrideUserInterfaceStyle: UIUserInterfaceStyle; restorationIdentifier: String?; contentStretch: CGRect
            interactions: [UIInteraction]; focusGroupIdentifier: String?; focusGroupPriority: UIFocusGroupPriority
            focusEffect: UIFocusEffect?; isFocused: Bool; accessibilityIgnoresInvertColors: Bool
            largeContentTitle: String?; largeContentImage: UIImage?; scalesLargeContentImage: Bool
            showsLargeContentViewer: Bool; largeContentImageInsets: UIEdgeInsets; maximumContentSizeCategory: UIContentSizeCategory
            minimumContentSizeCategory: UIContentSizeCategory; layoutMarginsGuide: UILayoutGuide
            safeAreaLayoutGuide: UILayoutGuide; readableContentGuide: UILayoutGuide; keyboardLayoutGuide: UIKeyboardLayoutGuide
            layoutGuides: [UILayoutGuide]; cornerConfiguration: UICornerConfiguration; anchorPoint: CGPoint
            hoverStyle: UIHoverStyle?; traitOverrides: UITraitOverrides; preferredFocusEnvironments: [UIFocusEnvironment]
            canBecomeFocused: Bool; safeAreaInsets: UIEdgeInsets; intrinsicContentSize: CGSize
            """),
        .init("UIWindow", "UIView", """
            rootViewController: UIViewController?; windowLevel: UIWindow.Level; isKeyWindow: Bool; screen: UIScreen
            windowScene: UIWindowScene?; canResizeToFitContent: Bool
            """),
        .init("UILabel", "UIView", """
            text: String?; font: UIFont!; textColor: UIColor!; shadowColor: UIColor?; shadowOffset: CGSize
            textAlignment: NSTextAlignment; lineBreakMode: NSLineBreakMode; attributedText: NSAttributedString?
            highlightedTextColor: UIColor?; isHighlighted: Bool; isEnabled: Bool; numberOfLines: Int
            adjustsFontSizeToFitWidth: Bool; baselineAdjustment: UIBaselineAdjustment; minimumScaleFactor: CGFloat
            minimumFontSize: CGFloat; allowsDefaultTighteningForTruncation: Bool; lineBreakStrategy: NSParagraphStyle.LineBreakStrategy
            preferredMaxLayoutWidth: CGFloat; adjustsFontForContentSizeCategory: Bool; showsExpansionTextWhenTruncated: Bool
            preferredVibrancy: UILabelVibrancy; enablesMarqueeWhenAncestorFocused: Bool
            """),
        .init("UIImageView", "UIView", """
            image: UIImage?; highlightedImage: UIImage?; isHighlighted: Bool; animationImages: [UIImage]?
            highlightedAnimationImages: [UIImage]?; animationDuration: TimeInterval; animationRepeatCount: Int
            isAnimating: Bool; adjustsImageWhenAncestorFocused: Bool; focusedFrameGuide: UILayoutGuide
            preferredSymbolConfiguration: UIImage.SymbolConfiguration?; overlayContentView: UIView
            preferredImageDynamicRange: UIImage.DynamicRange; imageDynamicRange: UIImage.DynamicRange
            """, actions: "startAnimating stopAnimating"),
        .init("UIControl", "UIView", """
            isEnabled: Bool; isSelected: Bool; isHighlighted: Bool; contentVerticalAlignment: UIControl.ContentVerticalAlignment
            contentHorizontalAlignment: UIControl.ContentHorizontalAlignment; state: UIControl.State; isTracking: Bool
            isTouchInside: Bool; isContextMenuInteractionEnabled: Bool; showsMenuAsPrimaryAction: Bool
            toolTip: String?; isSymbolAnimationEnabled: Bool; allTargets: Set<AnyHashable>
            """),
        .init("UIButton", "UIControl", """
            titleLabel: UILabel?; imageView: UIImageView?; subtitleLabel: UILabel?; configuration: UIButton.Configuration?
            contentEdgeInsets: UIEdgeInsets; titleEdgeInsets: UIEdgeInsets; imageEdgeInsets: UIEdgeInsets
            reversesTitleShadowWhenHighlighted: Bool; adjustsImageWhenHighlighted: Bool; adjustsImageWhenDisabled: Bool
            showsTouchWhenHighlighted: Bool; tintColor: UIColor!; buttonType: UIButton.ButtonType; role: UIButton.Role
            menu: UIMenu?; changesSelectionAsPrimaryAction: Bool; isPointerInteractionEnabled: Bool
            pointerStyleProvider: UIButton.PointerStyleProvider?; preferredBehavionalStyle: UIBehavioralStyle
            behavioralStyle: UIBehavioralStyle; automaticallyUpdatesConfiguration: Bool; preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder
            currentTitle: String?; currentTitleColor: UIColor; currentImage: UIImage?; currentBackgroundImage: UIImage?
            currentAttributedTitle: NSAttributedString?; currentTitleShadowColor: UIColor?; font: UIFont
            """),
        .init("UITextField", "UIControl", """
            delegate: UITextFieldDelegate?; text: String?; attributedText: NSAttributedString?; textColor: UIColor?
            font: UIFont?; textAlignment: NSTextAlignment; borderStyle: UITextField.BorderStyle
            defaultTextAttributes: [NSAttributedString.Key: Any]; placeholder: String?; attributedPlaceholder: NSAttributedString?
            clearsOnBeginEditing: Bool; adjustsFontSizeToFitWidth: Bool; minimumFontSize: CGFloat; background: UIImage?
            disabledBackground: UIImage?; isEditing: Bool; allowsEditingTextAttributes: Bool
            typingAttributes: [NSAttributedString.Key: Any]?; clearButtonMode: UITextField.ViewMode; leftView: UIView?
            leftViewMode: UITextField.ViewMode; rightView: UIView?; rightViewMode: UITextField.ViewMode
            inputView: UIView?; inputAccessoryView: UIView?; clearsOnInsertion: Bool; adjustsFontForContentSizeCategory: Bool
            autocapitalizationType: UITextAutocapitalizationType; autocorrectionType: UITextAutocorrectionType
            spellCheckingType: UITextSpellCheckingType; smartQuotesType: UITextSmartQuotesType; smartDashesType: UITextSmartDashesType
            smartInsertDeleteType: UITextSmartInsertDeleteType; keyboardType: UIKeyboardType; keyboardAppearance: UIKeyboardAppearance
            returnKeyType: UIReturnKeyType; enablesReturnKeyAutomatically: Bool; isSecureTextEntry: Bool
            textContentType: UITextContentType!; passwordRules: UITextInputPasswordRules?; interactionState: Any
            inlinePredictionType: UITextInlinePredictionType; selectedTextRange: UITextRange?
            """),
        .init("UISearchTextField", "UITextField", """
            tokens: [UISearchToken]; tokenBackgroundColor: UIColor?; allowsDeletingTokens: Bool; allowsCopyingTokens: Bool
            searchSuggestions: [UISearchSuggestion]?
            """),
        .init("UIScrollView", "UIView", """
            delegate: UIScrollViewDelegate?; contentOffset: CGPoint; contentSize: CGSize; contentInset: UIEdgeInsets
            contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior; automaticallyAdjustsScrollIndicatorInsets: Bool
            isDirectionalLockEnabled: Bool; bounces: Bool; bouncesHorizontally: Bool; bouncesVertically: Bool
            alwaysBounceVertical: Bool; alwaysBounceHorizontal: Bool; isPagingEnabled: Bool; isScrollEnabled: Bool
            showsVerticalScrollIndicator: Bool; showsHorizontalScrollIndicator: Bool; indicatorStyle: UIScrollView.IndicatorStyle
            verticalScrollIndicatorInsets: UIEdgeInsets; horizontalScrollIndicatorInsets: UIEdgeInsets
            scrollIndicatorInsets: UIEdgeInsets; decelerationRate: UIScrollView.DecelerationRate
            indexDisplayMode: UIScrollView.IndexDisplayMode; delaysContentTouches: Bool; canCancelContentTouches: Bool
            minimumZoomScale: CGFloat; maximumZoomScale: CGFloat; zoomScale: CGFloat; bouncesZoom: Bool; scrollsToTop: Bool
            keyboardDismissMode: UIScrollView.KeyboardDismissMode; refreshControl: UIRefreshControl?
            contentLayoutGuide: UILayoutGuide; frameLayoutGuide: UILayoutGuide; allowsKeyboardScrolling: Bool
            panGestureRecognizer: UIPanGestureRecognizer; pinchGestureRecognizer: UIPinchGestureRecognizer?
            directionalPressGestureRecognizer: UIGestureRecognizer; isTracking: Bool; isDragging: Bool; isDecelerating: Bool
            isZooming: Bool; isZoomBouncing: Bool; adjustedContentInset: UIEdgeInsets
            """),
        .init("UITableView", "UIScrollView", """
            dataSource: UITableViewDataSource?; delegate: UITableViewDelegate?; prefetchDataSource: UITableViewDataSourcePrefetching?
            dragDelegate: UITableViewDragDelegate?; dropDelegate: UITableViewDropDelegate?; style: UITableView.Style
            rowHeight: CGFloat; sectionHeaderHeight: CGFloat; sectionFooterHeight: CGFloat; estimatedRowHeight: CGFloat
            estimatedSectionHeaderHeight: CGFloat; estimatedSectionFooterHeight: CGFloat; separatorInset: UIEdgeInsets
            separatorInsetReference: UITableView.SeparatorInsetReference; separatorStyle: UITableViewCell.SeparatorStyle
            separatorColor: UIColor?; separatorEffect: UIVisualEffect?; backgroundView: UIView?; tableHeaderView: UIView?
            tableFooterView: UIView?; sectionIndexMinimumDisplayRowCount: Int; sectionIndexColor: UIColor?
            sectionIndexBackgroundColor: UIColor?; sectionIndexTrackingBackgroundColor: UIColor?; isEditing: Bool
            allowsSelection: Bool; allowsSelectionDuringEditing: Bool; allowsMultipleSelection: Bool
            allowsMultipleSelectionDuringEditing: Bool; cellLayoutMarginsFollowReadableWidth: Bool
            insetsContentViewsToSafeArea: Bool; remembersLastFocusedIndexPath: Bool; selectionFollowsFocus: Bool
            allowsFocus: Bool; allowsFocusDuringEditing: Bool; dragInteractionEnabled: Bool; hasActiveDrag: Bool; hasActiveDrop: Bool
            sectionHeaderTopPadding: CGFloat; fillerRowHeight: CGFloat; isPrefetchingEnabled: Bool
            selfSizingInvalidation: UITableView.SelfSizingInvalidation; contentHuggingElements: UITableViewContentHuggingElements
            """),
        .init("UICollectionView", "UIScrollView", """
            dataSource: UICollectionViewDataSource?; delegate: UICollectionViewDelegate?
            prefetchDataSource: UICollectionViewDataSourcePrefetching?; dragDelegate: UICollectionViewDragDelegate?
            dropDelegate: UICollectionViewDropDelegate?; collectionViewLayout: UICollectionViewLayout; backgroundView: UIView?
            isPrefetchingEnabled: Bool; allowsSelection: Bool; allowsMultipleSelection: Bool; allowsSelectionDuringEditing: Bool
            allowsMultipleSelectionDuringEditing: Bool; isEditing: Bool; remembersLastFocusedIndexPath: Bool
            selectionFollowsFocus: Bool; allowsFocus: Bool; allowsFocusDuringEditing: Bool; dragInteractionEnabled: Bool
            reorderingCadence: UICollectionView.ReorderingCadence; hasActiveDrag: Bool; hasActiveDrop: Bool
            selfSizingInvalidation: UICollectionView.SelfSizingInvalidation
            """),
        .init("UITextView", "UIScrollView", """
            delegate: UITextViewDelegate?; text: String!; attributedText: NSAttributedString!; font: UIFont?; textColor: UIColor?
            textAlignment: NSTextAlignment; selectedRange: NSRange; isEditable: Bool; isSelectable: Bool
            dataDetectorTypes: UIDataDetectorTypes; allowsEditingTextAttributes: Bool; typingAttributes: [NSAttributedString.Key: Any]
            inputView: UIView?; inputAccessoryView: UIView?; clearsOnInsertion: Bool; textContainer: NSTextContainer
            textContainerInset: UIEdgeInsets; layoutManager: NSLayoutManager; textStorage: NSTextStorage
            linkTextAttributes: [NSAttributedString.Key: Any]!; usesStandardTextScaling: Bool; adjustsFontForContentSizeCategory: Bool
            isFindInteractionEnabled: Bool; textLayoutManager: NSTextLayoutManager?; borderStyle: UITextView.BorderStyle
            autocapitalizationType: UITextAutocapitalizationType; autocorrectionType: UITextAutocorrectionType
            spellCheckingType: UITextSpellCheckingType; smartQuotesType: UITextSmartQuotesType; smartDashesType: UITextSmartDashesType
            smartInsertDeleteType: UITextSmartInsertDeleteType; keyboardType: UIKeyboardType; keyboardAppearance: UIKeyboardAppearance
            returnKeyType: UIReturnKeyType; enablesReturnKeyAutomatically: Bool; isSecureTextEntry: Bool
            textContentType: UITextContentType!; writingToolsBehavior: UIWritingToolsBehavior; selectedTextRange: UITextRange?
            inlinePredictionType: UITextInlinePredictionType
            """),
        .init("UIStackView", "UIView", """
            axis: NSLayoutConstraint.Axis; distribution: UIStackView.Distribution; alignment: UIStackView.Alignment
            spacing: CGFloat; isBaselineRelativeArrangement: Bool; isLayoutMarginsRelativeArrangement: Bool
            arrangedSubviews: [UIView]
            """),
        .init("UISwitch", "UIControl", """
            onTintColor: UIColor?; thumbTintColor: UIColor?; onImage: UIImage?; offImage: UIImage?; title: String?
            style: UISwitch.Style; preferredStyle: UISwitch.Style; isOn: Bool
            """),
        .init("UISlider", "UIControl", """
            value: Float; minimumValue: Float; maximumValue: Float; minimumValueImage: UIImage?; maximumValueImage: UIImage?
            isContinuous: Bool; minimumTrackTintColor: UIColor?; maximumTrackTintColor: UIColor?; thumbTintColor: UIColor?
            currentThumbImage: UIImage?; currentMinimumTrackImage: UIImage?; currentMaximumTrackImage: UIImage?
            behavioralStyle: UIBehavioralStyle; preferredBehavioralStyle: UIBehavioralStyle
            """),
        .init("UISegmentedControl", "UIControl", """
            isMomentary: Bool; numberOfSegments: Int; apportionsSegmentWidthsByContent: Bool; selectedSegmentIndex: Int
            selectedSegmentTintColor: UIColor?; segmentedControlStyle: UISegmentedControl.Style
            """),
        .init("UIStepper", "UIControl", """
            isContinuous: Bool; autorepeat: Bool; wraps: Bool; value: Double; minimumValue: Double; maximumValue: Double
            stepValue: Double
            """),
        .init("UIPageControl", "UIControl", """
            numberOfPages: Int; currentPage: Int; hidesForSinglePage: Bool; pageIndicatorTintColor: UIColor?
            currentPageIndicatorTintColor: UIColor?; defersCurrentPageDisplay: Bool; backgroundStyle: UIPageControl.BackgroundStyle
            allowsContinuousInteraction: Bool; preferredIndicatorImage: UIImage?; preferredCurrentPageIndicatorImage: UIImage?
            direction: UIPageControl.Direction; progress: UIPageControlProgress?; interactionState: UIPageControl.InteractionState
            """),
        .init("UIDatePicker", "UIControl", """
            datePickerMode: UIDatePicker.Mode; locale: Locale?; calendar: Calendar!; timeZone: TimeZone?; date: Date
            minimumDate: Date?; maximumDate: Date?; countDownDuration: TimeInterval; minuteInterval: Int
            preferredDatePickerStyle: UIDatePickerStyle; datePickerStyle: UIDatePickerStyle; roundsToMinuteInterval: Bool
            """),
        .init("UIColorWell", "UIControl", "title: String?; supportsAlpha: Bool; selectedColor: UIColor?; maximumLinearExposure: CGFloat"),
        .init("UIRefreshControl", "UIControl", "isRefreshing: Bool; attributedTitle: NSAttributedString?; tintColor: UIColor!",
              actions: "beginRefreshing endRefreshing"),
        .init("UIPickerView", "UIView", """
            dataSource: UIPickerViewDataSource?; delegate: UIPickerViewDelegate?; showsSelectionIndicator: Bool
            numberOfComponents: Int
            """),
        .init("UIActivityIndicatorView", "UIView", """
            style: UIActivityIndicatorView.Style; activityIndicatorViewStyle: UIActivityIndicatorView.Style
            hidesWhenStopped: Bool; color: UIColor!; isAnimating: Bool
            """, actions: "startAnimating stopAnimating"),
        .init("UIProgressView", "UIView", """
            progressViewStyle: UIProgressView.Style; progress: Float; progressTintColor: UIColor?; trackTintColor: UIColor?
            progressImage: UIImage?; trackImage: UIImage?; observedProgress: Progress?
            """),
        .init("UISearchBar", "UIView", """
            delegate: UISearchBarDelegate?; barStyle: UIBarStyle; text: String?; prompt: String?; placeholder: String?
            showsBookmarkButton: Bool; showsCancelButton: Bool; showsSearchResultsButton: Bool; isSearchResultsButtonSelected: Bool
            tintColor: UIColor!; barTintColor: UIColor?; searchBarStyle: UISearchBar.Style; isTranslucent: Bool
            scopeButtonTitles: [String]?; selectedScopeButtonIndex: Int; showsScopeBar: Bool; inputAccessoryView: UIView?
            backgroundImage: UIImage?; scopeBarBackgroundImage: UIImage?; searchFieldBackgroundPositionAdjustment: UIOffset
            searchTextPositionAdjustment: UIOffset; searchTextField: UISearchTextField; isEnabled: Bool; isLookToDictateEnabled: Bool
            autocapitalizationType: UITextAutocapitalizationType; autocorrectionType: UITextAutocorrectionType
            spellCheckingType: UITextSpellCheckingType; keyboardType: UIKeyboardType; keyboardAppearance: UIKeyboardAppearance
            returnKeyType: UIReturnKeyType; enablesReturnKeyAutomatically: Bool; textContentType: UITextContentType!
            """),
        .init("UINavigationBar", "UIView", """
            delegate: UINavigationBarDelegate?; barStyle: UIBarStyle; isTranslucent: Bool; tintColor: UIColor!
            barTintColor: UIColor?; backIndicatorImage: UIImage?; backIndicatorTransitionMaskImage: UIImage?
            titleTextAttributes: [NSAttributedString.Key: Any]?; largeTitleTextAttributes: [NSAttributedString.Key: Any]?
            prefersLargeTitles: Bool; shadowImage: UIImage?; items: [UINavigationItem]?; topItem: UINavigationItem?
            backItem: UINavigationItem?; standardAppearance: UINavigationBarAppearance; compactAppearance: UINavigationBarAppearance?
            scrollEdgeAppearance: UINavigationBarAppearance?; compactScrollEdgeAppearance: UINavigationBarAppearance?
            preferredBehavioralStyle: UIBehavioralStyle; behavioralStyle: UIBehavioralStyle
            """),
        .init("UIToolbar", "UIView", """
            delegate: UIToolbarDelegate?; barStyle: UIBarStyle; items: [UIBarButtonItem]?; isTranslucent: Bool
            tintColor: UIColor!; barTintColor: UIColor?; standardAppearance: UIToolbarAppearance
            compactAppearance: UIToolbarAppearance?; scrollEdgeAppearance: UIToolbarAppearance?
            compactScrollEdgeAppearance: UIToolbarAppearance?
            """),
        .init("UITabBar", "UIView", """
            delegate: UITabBarDelegate?; items: [UITabBarItem]?; selectedItem: UITabBarItem?; tintColor: UIColor!
            barTintColor: UIColor?; unselectedItemTintColor: UIColor?; selectedImageTintColor: UIColor?
            backgroundImage: UIImage?; selectionIndicatorImage: UIImage?; shadowImage: UIImage?
            itemPositioning: UITabBar.ItemPositioning; itemWidth: CGFloat; itemSpacing: CGFloat; barStyle: UIBarStyle
            isTranslucent: Bool; standardAppearance: UITabBarAppearance; scrollEdgeAppearance: UITabBarAppearance?
            leadingAccessoryView: UIView?; trailingAccessoryView: UIView?
            """),
        .init("UIVisualEffectView", "UIView", "contentView: UIView; effect: UIVisualEffect?"),
        .init("UIInputView", "UIView", "inputViewStyle: UIInputView.Style; allowsSelfSizing: Bool"),
        .init("UITableViewCell", "UIView", """
            textLabel: UILabel?; detailTextLabel: UILabel?; imageView: UIImageView?; contentView: UIView
            accessoryView: UIView?; editingAccessoryView: UIView?; backgroundView: UIView?; selectedBackgroundView: UIView?
            multipleSelectionBackgroundView: UIView?; reuseIdentifier: String?; selectionStyle: UITableViewCell.SelectionStyle
            isSelected: Bool; isHighlighted: Bool; isEditing: Bool; showsReorderControl: Bool
            shouldIndentWhileEditing: Bool; accessoryType: UITableViewCell.AccessoryType
            editingAccessoryType: UITableViewCell.AccessoryType; indentationLevel: Int; indentationWidth: CGFloat
            separatorInset: UIEdgeInsets; focusStyle: UITableViewCell.FocusStyle; userInteractionEnabledWhileDragging: Bool
            contentConfiguration: UIContentConfiguration?; backgroundConfiguration: UIBackgroundConfiguration?
            automaticallyUpdatesContentConfiguration: Bool; automaticallyUpdatesBackgroundConfiguration: Bool
            text: String?; font: UIFont?; textColor: UIColor?; image: UIImage?; editingStyle: UITableViewCell.EditingStyle
            """),
        .init("UITableViewHeaderFooterView", "UIView", """
            textLabel: UILabel?; detailTextLabel: UILabel?; contentView: UIView; backgroundView: UIView?
            reuseIdentifier: String?; contentConfiguration: UIContentConfiguration?
            backgroundConfiguration: UIBackgroundConfiguration?; automaticallyUpdatesContentConfiguration: Bool
            automaticallyUpdatesBackgroundConfiguration: Bool
            """),
        .init("UICollectionReusableView", "UIView", "reuseIdentifier: String?"),
        .init("UICollectionViewCell", "UICollectionReusableView", """
            contentView: UIView; isSelected: Bool; isHighlighted: Bool; backgroundView: UIView?; selectedBackgroundView: UIView?
            contentConfiguration: UIContentConfiguration?; backgroundConfiguration: UIBackgroundConfiguration?
            automaticallyUpdatesContentConfiguration: Bool; automaticallyUpdatesBackgroundConfiguration: Bool
            """),
        .init("UICollectionViewListCell", "UICollectionViewCell", "accessories: [UICellAccessory]; indentationLevel: Int; indentationWidth: CGFloat; indentsAccessories: Bool"),
        .init("UIWebView", "UIView", """
            delegate: UIWebViewDelegate?; scrollView: UIScrollView; scalesPageToFit: Bool; dataDetectorTypes: UIDataDetectorTypes
            allowsInlineMediaPlayback: Bool; mediaPlaybackRequiresUserAction: Bool; mediaPlaybackAllowsAirPlay: Bool
            suppressesIncrementalRendering: Bool; keyboardDisplayRequiresUserAction: Bool; paginationMode: UIWebView.PaginationMode
            paginationBreakingMode: UIWebView.PaginationBreakingMode; pageLength: CGFloat; gapBetweenPages: CGFloat
            allowsPictureInPictureMediaPlayback: Bool; allowsLinkPreview: Bool; request: URLRequest?; canGoBack: Bool
            canGoForward: Bool; isLoading: Bool
            """, actions: "goBack goForward reload stopLoading"),
        .init("UIPopoverBackgroundView", "UIView", "arrowOffset: CGFloat; arrowDirection: UIPopoverArrowDirection"),
        .init("UIContentUnavailableView", "UIView", "configuration: UIContentConfiguration"),
        .init("UIListContentView", "UIView", "configuration: UIContentConfiguration"),
        .init("UICalendarView", "UIView", """
            delegate: UICalendarViewDelegate?; selectionBehavior: UICalendarSelection?; locale: Locale; calendar: Calendar
            timeZone: TimeZone?; fontDesign: UIFontDescriptor.SystemDesign; availableDateRange: DateInterval
            visibleDateComponents: DateComponents; wantsDateDecorations: Bool
            """),
        .init("ADBannerView", "UIView", "delegate: ADBannerViewDelegate?; isBannerLoaded: Bool; bannerLoaded: Bool; adType: ADAdType"),
        .init("GLKView", "UIView", """
            delegate: GLKViewDelegate?; context: EAGLContext; enableSetNeedsDisplay: Bool
            drawableColorFormat: GLKViewDrawableColorFormat; drawableDepthFormat: GLKViewDrawableDepthFormat
            drawableStencilFormat: GLKViewDrawableStencilFormat; drawableMultisample: GLKViewDrawableMultisample
            """),
        .init("ARSCNView", "SCNView", "delegate: ARSCNViewDelegate?; session: ARSession; automaticallyUpdatesLighting: Bool; rendersCameraGrain: Bool; rendersMotionBlur: Bool"),
        .init("ARSKView", "SKView", "delegate: ARSKViewDelegate?; session: ARSession"),
        .init("ARView", "UIView", "session: ARSession; scene: RealityKit.Scene; environment: ARView.Environment; debugOptions: ARView.DebugOptions; cameraMode: ARView.CameraMode"),
        .init("PKCanvasView", "UIScrollView", "delegate: PKCanvasViewDelegate?; drawing: PKDrawing; tool: PKTool; isRulerActive: Bool; drawingPolicy: PKCanvasViewDrawingPolicy; allowsFingerDrawing: Bool"),
        .init("PHLivePhotoView", "UIView", "delegate: PHLivePhotoViewDelegate?; livePhoto: PHLivePhoto?; isMuted: Bool; contentsRect: CGRect"),
        .init("AVRoutePickerView", "UIView", "delegate: AVRoutePickerViewDelegate?; activeTintColor: UIColor!; prioritizesVideoDevices: Bool"),
        .init("ASAuthorizationAppleIDButton", "UIControl", "cornerRadius: CGFloat"),
        .init("CLLocationButton", "UIControl", "icon: CLLocationButtonIcon; label: CLLocationButtonLabel; fontSize: CGFloat; cornerRadius: CGFloat"),
        .init("INUIAddVoiceShortcutButton", "UIButton", "delegate: INUIAddVoiceShortcutButtonDelegate?; shortcut: INShortcut?; cornerRadius: CGFloat"),
        .init("PKAddPassButton", "UIButton", "addPassButtonStyle: PKAddPassButtonStyle"),
        .init("PKPaymentButton", "UIButton", "cornerRadius: CGFloat"),

        // MARK: Layout and bar items
        .init("UILayoutGuide", "NSObject", """
            identifier: String; owningView: UIView?; layoutFrame: CGRect; leadingAnchor: NSLayoutXAxisAnchor
            trailingAnchor: NSLayoutXAxisAnchor; topAnchor: NSLayoutYAxisAnchor; bottomAnchor: NSLayoutYAxisAnchor
            widthAnchor: NSLayoutDimension; heightAnchor: NSLayoutDimension; centerXAnchor: NSLayoutXAxisAnchor
            centerYAnchor: NSLayoutYAxisAnchor
            """),
        .init("UIKeyboardLayoutGuide", "UILayoutGuide", "followsUndockedKeyboard: Bool; usesBottomSafeArea: Bool"),
        .init("UICollectionViewLayout", "NSObject", "collectionView: UICollectionView?"),
        .init("UICollectionViewFlowLayout", "UICollectionViewLayout", """
            minimumLineSpacing: CGFloat; minimumInteritemSpacing: CGFloat; itemSize: CGSize; estimatedItemSize: CGSize
            scrollDirection: UICollectionView.ScrollDirection; headerReferenceSize: CGSize; footerReferenceSize: CGSize
            sectionInset: UIEdgeInsets; sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference
            sectionHeadersPinToVisibleBounds: Bool; sectionFootersPinToVisibleBounds: Bool
            """),
        .init("UICollectionViewCompositionalLayout", "UICollectionViewLayout", "configuration: UICollectionViewCompositionalLayoutConfiguration"),
        .init("UICollectionViewTransitionLayout", "UICollectionViewLayout", "transitionProgress: CGFloat"),
        .init("UIBarItem", "NSObject", """
            isEnabled: Bool; title: String?; image: UIImage?; landscapeImagePhone: UIImage?; largeContentSizeImage: UIImage?
            imageInsets: UIEdgeInsets; landscapeImagePhoneInsets: UIEdgeInsets; largeContentSizeImageInsets: UIEdgeInsets; tag: Int
            """),
        .init("UIBarButtonItem", "UIBarItem", """
            customView: UIView?; style: UIBarButtonItem.Style; width: CGFloat; possibleTitles: Set<String>?
            action: Selector?; target: AnyObject?; tintColor: UIColor?; menu: UIMenu?; primaryAction: UIAction?
            isSelected: Bool; isHidden: Bool; changesSelectionAsPrimaryAction: Bool; buttonGroup: UIBarButtonItemGroup?
            preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder; isSymbolAnimationEnabled: Bool
            hidesSharedBackground: Bool; sharesBackground: Bool; badge: UIBarButtonItem.Badge?
            """),
        .init("UITabBarItem", "UIBarItem", """
            selectedImage: UIImage?; badgeValue: String?; badgeColor: UIColor?; titlePositionAdjustment: UIOffset
            standardAppearance: UITabBarAppearance?; scrollEdgeAppearance: UITabBarAppearance?
            """),
        .init("UINavigationItem", "NSObject", """
            title: String?; titleView: UIView?; prompt: String?; backBarButtonItem: UIBarButtonItem?; backButtonTitle: String?
            hidesBackButton: Bool; backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode
            leftBarButtonItems: [UIBarButtonItem]?; rightBarButtonItems: [UIBarButtonItem]?
            leftBarButtonItem: UIBarButtonItem?; rightBarButtonItem: UIBarButtonItem?; leftItemsSupplementBackButton: Bool
            largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode; searchController: UISearchController?
            hidesSearchBarWhenScrolling: Bool; standardAppearance: UINavigationBarAppearance?
            compactAppearance: UINavigationBarAppearance?; scrollEdgeAppearance: UINavigationBarAppearance?
            compactScrollEdgeAppearance: UINavigationBarAppearance?; style: UINavigationItem.ItemStyle
            centerItemGroups: [UIBarButtonItemGroup]; leadingItemGroups: [UIBarButtonItemGroup]
            trailingItemGroups: [UIBarButtonItemGroup]; customizationIdentifier: String?; renameDelegate: UINavigationItemRenameDelegate?
            titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?; documentProperties: UIDocumentProperties?
            backAction: UIAction?; preferredSearchBarPlacement: UINavigationItem.SearchBarPlacement
            largeTitle: String?; subtitle: String?; largeSubtitle: String?; subtitleView: UIView?
            """),
        .init("UIMenu", "UIMenuElement", "children: [UIMenuElement]; options: UIMenu.Options; identifier: UIMenu.Identifier"),
        .init("UIMenuElement", "NSObject", "title: String; subtitle: String?; image: UIImage?"),
        .init("UICommand", "UIMenuElement"),
        .init("UIAction", "UIMenuElement"),

        // MARK: Gesture recognizers
        .init("UIGestureRecognizer", "NSObject", """
            delegate: UIGestureRecognizerDelegate?; view: UIView?; isEnabled: Bool; cancelsTouchesInView: Bool
            delaysTouchesBegan: Bool; delaysTouchesEnded: Bool; requiresExclusiveTouchType: Bool; state: UIGestureRecognizer.State
            allowedTouchTypes: [NSNumber]; allowedPressTypes: [NSNumber]; name: String?; modifierFlags: UIKeyModifierFlags
            buttonMask: UIEvent.ButtonMask
            """),
        .init("UITapGestureRecognizer", "UIGestureRecognizer", "numberOfTapsRequired: Int; numberOfTouchesRequired: Int; buttonMaskRequired: UIEvent.ButtonMask"),
        .init("UIPanGestureRecognizer", "UIGestureRecognizer", "minimumNumberOfTouches: Int; maximumNumberOfTouches: Int; allowedScrollTypesMask: UIScrollTypeMask"),
        .init("UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer", "edges: UIRectEdge"),
        .init("UISwipeGestureRecognizer", "UIGestureRecognizer", "numberOfTouchesRequired: Int; direction: UISwipeGestureRecognizer.Direction"),
        .init("UIPinchGestureRecognizer", "UIGestureRecognizer", "scale: CGFloat; velocity: CGFloat"),
        .init("UIRotationGestureRecognizer", "UIGestureRecognizer", "rotation: CGFloat; velocity: CGFloat"),
        .init("UILongPressGestureRecognizer", "UIGestureRecognizer", """
            numberOfTapsRequired: Int; numberOfTouchesRequired: Int; minimumPressDuration: TimeInterval; allowableMovement: CGFloat
            """),
        .init("UIHoverGestureRecognizer", "UIGestureRecognizer"),

        // MARK: View controllers
        .init("UIViewController", "UIResponder", """
            view: UIView!; viewIfLoaded: UIView?; title: String?; tabBarItem: UITabBarItem!; navigationItem: UINavigationItem
            searchDisplayController: UISearchDisplayController?; toolbarItems: [UIBarButtonItem]?
            modalPresentationStyle: UIModalPresentationStyle; modalTransitionStyle: UIModalTransitionStyle
            isModalInPresentation: Bool; isModalInPopover: Bool; modalPresentationCapturesStatusBarAppearance: Bool
            preferredContentSize: CGSize; contentSizeForViewInPopover: CGSize; definesPresentationContext: Bool
            providesPresentationContextTransitionStyle: Bool; restorationIdentifier: String?; restorationClass: UIViewControllerRestoration.Type?
            hidesBottomBarWhenPushed: Bool; edgesForExtendedLayout: UIRectEdge; extendedLayoutIncludesOpaqueBars: Bool
            automaticallyAdjustsScrollViewInsets: Bool; wantsFullScreenLayout: Bool; transitioningDelegate: UIViewControllerTransitioningDelegate?
            storyboard: UIStoryboard?; nibName: String?; nibBundle: Bundle?; parent: UIViewController?; parentViewController: UIViewController?
            navigationController: UINavigationController?; tabBarController: UITabBarController?
            splitViewController: UISplitViewController?; presentingViewController: UIViewController?
            presentedViewController: UIViewController?; presentationController: UIPresentationController?
            popoverPresentationController: UIPopoverPresentationController?; sheetPresentationController: UISheetPresentationController?
            children: [UIViewController]; childViewControllers: [UIViewController]; additionalSafeAreaInsets: UIEdgeInsets
            viewRespectsSystemMinimumLayoutMargins: Bool; systemMinimumLayoutMargins: NSDirectionalEdgeInsets
            overrideUserInterfaceStyle: UIUserInterfaceStyle; isEditing: Bool; restoresFocusAfterTransition: Bool
            topLayoutGuide: UILayoutSupport; bottomLayoutGuide: UILayoutSupport; isBeingPresented: Bool; isBeingDismissed: Bool
            isMovingToParent: Bool; isMovingFromParent: Bool; isViewLoaded: Bool; editButtonItem: UIBarButtonItem
            preferredStatusBarStyle: UIStatusBarStyle; prefersStatusBarHidden: Bool; preferredContentSizeCategory: UIContentSizeCategory
            contentScrollView: UIScrollView?; preferredTransition: UIViewController.Transition?; tab: UITab?
            traitOverrides: UITraitOverrides; interactionActivityTrackingBaseName: String?
            """, actions: "dismissModalViewControllerAnimated:"),
        .init("UINavigationController", "UIViewController", """
            navigationBar: UINavigationBar; toolbar: UIToolbar!; delegate: UINavigationControllerDelegate?
            topViewController: UIViewController?; visibleViewController: UIViewController?; viewControllers: [UIViewController]
            isNavigationBarHidden: Bool; isToolbarHidden: Bool; hidesBarsOnTap: Bool; hidesBarsOnSwipe: Bool
            hidesBarsWhenVerticallyCompact: Bool; hidesBarsWhenKeyboardAppears: Bool; barHideOnTapGestureRecognizer: UITapGestureRecognizer
            barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer; interactivePopGestureRecognizer: UIGestureRecognizer?
            interactiveContentPopGestureRecognizer: UIGestureRecognizer?
            """),
        .init("UIImagePickerController", "UINavigationController", """
            sourceType: UIImagePickerController.SourceType; mediaTypes: [String]; allowsEditing: Bool; allowsImageEditing: Bool
            videoMaximumDuration: TimeInterval; videoQuality: UIImagePickerController.QualityType; showsCameraControls: Bool
            cameraOverlayView: UIView?; cameraViewTransform: CGAffineTransform; cameraDevice: UIImagePickerController.CameraDevice
            cameraCaptureMode: UIImagePickerController.CameraCaptureMode; cameraFlashMode: UIImagePickerController.CameraFlashMode
            """),
        .init("UIVideoEditorController", "UINavigationController", "videoPath: String; videoMaximumDuration: TimeInterval"),
        .init("UITabBarController", "UIViewController", """
            tabBar: UITabBar; delegate: UITabBarControllerDelegate?; viewControllers: [UIViewController]?
            customizableViewControllers: [UIViewController]?; selectedViewController: UIViewController?; selectedIndex: Int
            moreNavigationController: UINavigationController; tabs: [UITab]; selectedTab: UITab?; mode: UITabBarController.Mode
            sidebar: UITabBarController.Sidebar; isTabBarHidden: Bool; customizationIdentifier: String?
            """),
        .init("UITableViewController", "UIViewController", """
            tableView: UITableView!; clearsSelectionOnViewWillAppear: Bool; refreshControl: UIRefreshControl?
            """),
        .init("UICollectionViewController", "UIViewController", """
            collectionView: UICollectionView!; collectionViewLayout: UICollectionViewLayout; clearsSelectionOnViewWillAppear: Bool
            useLayoutToLayoutNavigationTransitions: Bool; installsStandardGestureForInteractiveMovement: Bool
            """),
        .init("UIPageViewController", "UIViewController", """
            delegate: UIPageViewControllerDelegate?; dataSource: UIPageViewControllerDataSource?
            transitionStyle: UIPageViewController.TransitionStyle; navigationOrientation: UIPageViewController.NavigationOrientation
            spineLocation: UIPageViewController.SpineLocation; isDoubleSided: Bool; gestureRecognizers: [UIGestureRecognizer]
            viewControllers: [UIViewController]?
            """),
        .init("UISplitViewController", "UIViewController", """
            delegate: UISplitViewControllerDelegate?; viewControllers: [UIViewController]; style: UISplitViewController.Style
            preferredDisplayMode: UISplitViewController.DisplayMode; displayMode: UISplitViewController.DisplayMode
            preferredSplitBehavior: UISplitViewController.SplitBehavior; presentsWithGesture: Bool
            showsSecondaryOnlyButton: Bool; primaryBackgroundStyle: UISplitViewController.BackgroundStyle
            preferredPrimaryColumnWidthFraction: CGFloat; preferredPrimaryColumnWidth: CGFloat
            minimumPrimaryColumnWidth: CGFloat; maximumPrimaryColumnWidth: CGFloat; primaryEdge: UISplitViewController.PrimaryEdge
            preferredSupplementaryColumnWidthFraction: CGFloat; preferredSupplementaryColumnWidth: CGFloat
            minimumSupplementaryColumnWidth: CGFloat; maximumSupplementaryColumnWidth: CGFloat
            isCollapsed: Bool; displayModeButtonItem: UIBarButtonItem; displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility
            """),
        .init("UISearchController", "UIViewController", """
            searchBar: UISearchBar; searchResultsUpdater: UISearchResultsUpdating?; delegate: UISearchControllerDelegate?
            searchResultsController: UIViewController?; isActive: Bool; obscuresBackgroundDuringPresentation: Bool
            dimsBackgroundDuringPresentation: Bool; hidesNavigationBarDuringPresentation: Bool; automaticallyShowsCancelButton: Bool
            automaticallyShowsScopeBar: Bool; automaticallyShowsSearchResultsController: Bool; showsSearchResultsController: Bool
            searchSuggestions: [UISearchSuggestion]?; scopeBarActivation: UISearchController.ScopeBarActivation
            ignoresSearchSuggestionsForSearchBarPlacementStacked: Bool
            """),
        .init("UISearchDisplayController", "NSObject", """
            delegate: UISearchDisplayDelegate?; searchBar: UISearchBar; searchContentsController: UIViewController
            searchResultsTableView: UITableView; searchResultsDataSource: UITableViewDataSource?
            searchResultsDelegate: UITableViewDelegate?; searchResultsTitle: String?; isActive: Bool
            displaysSearchBarInNavigationBar: Bool; navigationItem: UINavigationItem?
            """),
        .init("UIActivityViewController", "UIViewController", "excludedActivityTypes: [UIActivity.ActivityType]?"),
        .init("UIAlertController", "UIViewController", "message: String?; preferredStyle: UIAlertController.Style; preferredAction: UIAlertAction?; textFields: [UITextField]?; actions: [UIAlertAction]"),
        .init("UIReferenceLibraryViewController", "UIViewController"),
        .init("UIInputViewController", "UIViewController", "inputView: UIInputView?; textDocumentProxy: UITextDocumentProxy; primaryLanguage: String?; hasDictationKey: Bool"),
        .init("UIDocumentBrowserViewController", "UIViewController", """
            delegate: UIDocumentBrowserViewControllerDelegate?; allowsDocumentCreation: Bool; allowsPickingMultipleItems: Bool
            browserUserInterfaceStyle: UIDocumentBrowserViewController.BrowserUserInterfaceStyle; shouldShowFileExtensions: Bool
            additionalLeadingNavigationBarButtonItems: [UIBarButtonItem]; additionalTrailingNavigationBarButtonItems: [UIBarButtonItem]
            localizedCreateDocumentActionTitle: String; defaultDocumentAspectRatio: CGFloat
            """),
        .init("UIDocumentPickerViewController", "UIViewController", "delegate: UIDocumentPickerDelegate?; allowsMultipleSelection: Bool; shouldShowFileExtensions: Bool; directoryURL: URL?"),
        .init("UIHostingController", "UIViewController", "rootView: View; sizingOptions: UIHostingControllerSizingOptions; safeAreaRegions: SafeAreaRegions"),
        .init("GLKViewController", "UIViewController", """
            delegate: GLKViewControllerDelegate?; preferredFramesPerSecond: Int; isPaused: Bool; pauseOnWillResignActive: Bool
            resumeOnDidBecomeActive: Bool
            """),
        .init("AVPlayerViewController", "UIViewController", """
            player: AVPlayer?; delegate: AVPlayerViewControllerDelegate?; showsPlaybackControls: Bool; videoGravity: AVLayerVideoGravity
            contentOverlayView: UIView?; allowsPictureInPicturePlayback: Bool; updatesNowPlayingInfoCenter: Bool
            entersFullScreenWhenPlaybackBegins: Bool; exitsFullScreenWhenPlaybackEnds: Bool; requiresLinearPlayback: Bool
            canStartPictureInPictureAutomaticallyFromInline: Bool; showsTimecodes: Bool; allowsVideoFrameAnalysis: Bool
            pixelBufferAttributes: [String: Any]?; speeds: [AVPlaybackSpeed]; customInfoViewControllers: [UIViewController]
            transportBarCustomMenuItems: [UIMenuElement]; isReadyForDisplay: Bool; videoBounds: CGRect
            """),
        .init("SFSafariViewController", "UIViewController", "delegate: SFSafariViewControllerDelegate?; preferredBarTintColor: UIColor?; preferredControlTintColor: UIColor?; dismissButtonStyle: SFSafariViewController.DismissButtonStyle"),
        .init("MFMailComposeViewController", "UINavigationController", "mailComposeDelegate: MFMailComposeViewControllerDelegate?"),
        .init("MFMessageComposeViewController", "UINavigationController", "messageComposeDelegate: MFMessageComposeViewControllerDelegate?; recipients: [String]?; body: String?; subject: String?"),
        .init("QLPreviewController", "UIViewController", "dataSource: QLPreviewControllerDataSource?; delegate: QLPreviewControllerDelegate?; currentPreviewItemIndex: Int"),
        .init("UIStoryboardSegue", "NSObject", "identifier: String?; source: UIViewController; destination: UIViewController"),
        .init("UIStoryboardPopoverSegue", "UIStoryboardSegue", "popoverController: UIPopoverController"),
        .init("UIPopoverController", "NSObject", "delegate: UIPopoverControllerDelegate?; contentViewController: UIViewController; passthroughViews: [UIView]?; backgroundColor: UIColor?; popoverContentSize: CGSize"),
        .init("UIPresentationController", "NSObject", "delegate: UIAdaptivePresentationControllerDelegate?"),
        .init("UIPopoverPresentationController", "UIPresentationController", "delegate: UIPopoverPresentationControllerDelegate?; sourceView: UIView?; sourceRect: CGRect; barButtonItem: UIBarButtonItem?; permittedArrowDirections: UIPopoverArrowDirection; passthroughViews: [UIView]?; backgroundColor: UIColor?"),
        .init("UISheetPresentationController", "UIPresentationController"),
        .init("UIScreen", "NSObject"),
        .init("UIStoryboard", "NSObject"),
        .init("UIDocument", "NSObject"),
        .init("UIFont", "NSObject"),
        .init("UIColor", "NSObject"),
        .init("UIImage", "NSObject", "accessibilityIdentifier: String?"),
        .init("UIBezierPath", "NSObject"),
        .init("UIVisualEffect", "NSObject"),
        .init("UIBlurEffect", "UIVisualEffect"),
        .init("UIVibrancyEffect", "UIVisualEffect"),
        .init("UIDynamicAnimator", "NSObject", "delegate: UIDynamicAnimatorDelegate?; referenceView: UIView?"),
    ]
}

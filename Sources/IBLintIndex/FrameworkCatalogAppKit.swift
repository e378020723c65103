// AppKit (macOS) and the macOS-only framework classes IB can hold. First-responder actions are listed
// on the class that implements them (NSApplication, NSWindow, NSText/NSTextView, NSDocument…) so a
// main menu's `<action selector=… target="First Responder">` resolves without app code.

extension FrameworkCatalogData {
    static let appKit: [FrameworkClassDeclaration] = [
        .init("NSResponder", "NSObject", """
            nextResponder: NSResponder?; menu: NSMenu?; acceptsFirstResponder: Bool; undoManager: UndoManager?
            touchBar: NSTouchBar?; userActivity: NSUserActivity?; identifier: NSUserInterfaceItemIdentifier?
            """, actions: """
            undo: redo: cancelOperation: complete: insertNewline: insertTab: insertBacktab: moveUp: moveDown: moveLeft:
            moveRight: moveForward: moveBackward: pageUp: pageDown: scrollPageUp: scrollPageDown: scrollToBeginningOfDocument:
            scrollToEndOfDocument: scrollLineUp: scrollLineDown: centerSelectionInVisibleArea: selectAll: selectLine:
            selectParagraph: selectWord: deleteBackward: deleteForward: deleteWordBackward: deleteWordForward:
            deleteToBeginningOfLine: deleteToEndOfLine: transpose: capitalizeWord: lowercaseWord: uppercaseWord:
            showContextHelp: performTextFinderAction: newWindowForTab: quickLookPreviewItems: showWritingTools:
            makeBaseWritingDirectionNatural: makeBaseWritingDirectionLeftToRight: makeBaseWritingDirectionRightToLeft:
            makeTextWritingDirectionNatural: makeTextWritingDirectionLeftToRight: makeTextWritingDirectionRightToLeft:
            changeModeWithEvent: flagsChanged: noResponderFor:
            """),
        .init("NSApplication", "NSResponder", """
            delegate: NSApplicationDelegate?; mainMenu: NSMenu?; windowsMenu: NSMenu?; servicesMenu: NSMenu?
            helpMenu: NSMenu?; applicationIconImage: NSImage!; dockTile: NSDockTile; appearance: NSAppearance?
            presentationOptions: NSApplication.PresentationOptions; isAutomaticCustomizeTouchBarMenuItemEnabled: Bool
            servicesProvider: Any?; keyWindow: NSWindow?; mainWindow: NSWindow?; windows: [NSWindow]
            """, actions: """
            terminate: hide: unhide: hideOtherApplications: unhideAllApplications: orderFrontStandardAboutPanel:
            orderFrontStandardAboutPanelWithOptions: orderFrontCharacterPalette: orderFrontColorPanel: arrangeInFront:
            miniaturizeAll: showHelp: activateContextHelpMode: runPageLayout: toggleTouchBarCustomizationPalette:
            stopModal abortModal
            """),
        .init("NSDocumentController", "NSObject", actions: """
            newDocument: openDocument: clearRecentDocuments: saveAllDocuments: newWindowForTab:
            """),
        .init("NSDocument", "NSObject", """
            windowControllers: [NSWindowController]; fileURL: URL?; fileType: String?; displayName: String!; undoManager: UndoManager?
            hasUndoManager: Bool; isDocumentEdited: Bool; printInfo: NSPrintInfo
            """, actions: """
            saveDocument: saveDocumentAs: saveDocumentTo: revertDocumentToSaved: runPageLayout: printDocument:
            duplicateDocument: renameDocument: moveDocument: moveDocumentToUbiquityContainer: lockDocument: unlockDocument:
            browseDocumentVersions: saveDocumentAsPDF: exportAsPDF: newWindowForTab:
            """),
        .init("NSPersistentDocument", "NSDocument", "managedObjectContext: NSManagedObjectContext?"),

        // MARK: Windows and controllers
        .init("NSWindow", "NSResponder", """
            delegate: NSWindowDelegate?; contentView: NSView?; contentViewController: NSViewController?
            initialFirstResponder: NSView?; firstResponder: NSResponder?; defaultButtonCell: NSButtonCell?
            windowController: NSWindowController?; title: String; subtitle: String; representedURL: URL?
            representedFilename: String; isReleasedWhenClosed: Bool; hidesOnDeactivate: Bool; isMovable: Bool
            isMovableByWindowBackground: Bool; backgroundColor: NSColor!; isOpaque: Bool; hasShadow: Bool; alphaValue: CGFloat
            level: NSWindow.Level; styleMask: NSWindow.StyleMask; toolbar: NSToolbar?; toolbarStyle: NSWindow.ToolbarStyle
            titleVisibility: NSWindow.TitleVisibility; titlebarAppearsTransparent: Bool; minSize: NSSize; maxSize: NSSize
            contentMinSize: NSSize; contentMaxSize: NSSize; frameAutosaveName: NSWindow.FrameAutosaveName
            collectionBehavior: NSWindow.CollectionBehavior; tabbingMode: NSWindow.TabbingMode; tabbingIdentifier: String
            appearance: NSAppearance?; animationBehavior: NSWindow.AnimationBehavior; restorationClass: NSWindowRestoration.Type?
            isRestorable: Bool; autorecalculatesKeyViewLoop: Bool; showsToolbarButton: Bool; preventsApplicationTerminationWhenModal: Bool
            allowsToolTipsWhenApplicationIsInactive: Bool; acceptsMouseMovedEvents: Bool; ignoresMouseEvents: Bool
            isDocumentEdited: Bool; isExcludedFromWindowsMenu: Bool; displaysWhenScreenProfileChanges: Bool
            canHide: Bool; isVisible: Bool; isKeyWindow: Bool; isMainWindow: Bool; frame: NSRect; attachedSheet: NSWindow?
            sheetParent: NSWindow?; parent: NSWindow?; childWindows: [NSWindow]?; screen: NSScreen?; depthLimit: NSWindow.Depth
            titlebarSeparatorStyle: NSTitlebarSeparatorStyle; contentLayoutGuide: Any?; miniwindowTitle: String!
            miniwindowImage: NSImage?; dockTile: NSDockTile; worksWhenModal: Bool
            """, actions: """
            performClose: performMiniaturize: performZoom: miniaturize: deminiaturize: zoom: makeKeyAndOrderFront:
            orderFront: orderBack: orderOut: toggleToolbarShown: runToolbarCustomizationPalette: toggleFullScreen:
            selectNextKeyView: selectPreviousKeyView: print: selectNextTab: selectPreviousTab: moveTabToNewWindow:
            mergeAllWindows: toggleTabBar: toggleTabOverview: close
            """),
        .init("NSPanel", "NSWindow", "isFloatingPanel: Bool; becomesKeyOnlyIfNeeded: Bool; worksWhenModal: Bool"),
        .init("NSWindowController", "NSResponder", """
            window: NSWindow?; owner: AnyObject?; document: AnyObject?; windowNibName: NSNib.Name?; windowNibPath: String?
            contentViewController: NSViewController?; shouldCascadeWindows: Bool; shouldCloseDocument: Bool
            windowFrameAutosaveName: NSWindow.FrameAutosaveName; storyboard: NSStoryboard?; isWindowLoaded: Bool
            """, actions: "showWindow: dismissController: close"),
        .init("NSViewController", "NSResponder", """
            view: NSView; representedObject: Any?; title: String?; nibName: NSNib.Name?; nibBundle: Bundle?
            preferredContentSize: NSSize; preferredMinimumSize: NSSize; preferredMaximumSize: NSSize; storyboard: NSStoryboard?
            children: [NSViewController]; childViewControllers: [NSViewController]; parent: NSViewController?
            presentingViewController: NSViewController?; presentedViewControllers: [NSViewController]?
            preferredScreenOrigin: NSPoint; sourceItemView: NSView?; isViewLoaded: Bool; viewIfLoaded: NSView?
            """, actions: "dismissController: dismissViewController:"),
        .init("NSSplitViewController", "NSViewController", """
            splitView: NSSplitView; splitViewItems: [NSSplitViewItem]; minimumThicknessForInlineSidebars: CGFloat
            """, actions: "toggleSidebar: toggleInspector:"),
        .init("NSSplitViewItem", "NSObject", """
            viewController: NSViewController; isCollapsed: Bool; canCollapse: Bool; collapseBehavior: NSSplitViewItem.CollapseBehavior
            minimumThickness: CGFloat; maximumThickness: CGFloat; preferredThicknessFraction: CGFloat; holdingPriority: NSLayoutConstraint.Priority
            automaticMaximumThickness: CGFloat; isSpringLoaded: Bool; allowsFullHeightLayout: Bool
            titlebarSeparatorStyle: NSTitlebarSeparatorStyle; canCollapseFromWindowResize: Bool
            """),
        .init("NSTabViewController", "NSViewController", """
            tabView: NSTabView; tabStyle: NSTabViewController.TabStyle; tabViewItems: [NSTabViewItem]; selectedTabViewItemIndex: Int
            transitionOptions: NSViewController.TransitionOptions; canPropagateSelectedChildViewControllerTitle: Bool
            """),
        .init("NSPageController", "NSViewController", """
            delegate: NSPageControllerDelegate?; arrangedObjects: [Any]; selectedIndex: Int; transitionStyle: NSPageController.TransitionStyle
            selectedViewController: NSViewController?
            """, actions: "navigateBack: navigateForward: takeSelectedIndexFrom:"),
        .init("NSTitlebarAccessoryViewController", "NSViewController", "layoutAttribute: NSLayoutConstraint.Attribute; fullScreenMinHeight: CGFloat; isHidden: Bool; automaticallyAdjustsSize: Bool"),
        .init("NSCollectionViewItem", "NSViewController", """
            collectionView: NSCollectionView?; isSelected: Bool; highlightState: NSCollectionViewItem.HighlightState
            imageView: NSImageView?; textField: NSTextField?; draggingImageComponents: [NSDraggingImageComponent]
            """),
        .init("NSHostingController", "NSViewController", "rootView: View; sizingOptions: NSHostingSizingOptions"),
        .init("NSPopover", "NSResponder", """
            delegate: NSPopoverDelegate?; contentViewController: NSViewController?; behavior: NSPopover.Behavior
            animates: Bool; appearance: NSAppearance?; contentSize: NSSize; isShown: Bool; positioningRect: NSRect
            isDetached: Bool; hasFullSizeContent: Bool
            """, actions: "performClose: close"),
        .init("NSDrawer", "NSResponder", """
            delegate: NSDrawerDelegate?; contentView: NSView?; parentWindow: NSWindow?; preferredEdge: NSRectEdge
            contentSize: NSSize; minContentSize: NSSize; maxContentSize: NSSize; leadingOffset: CGFloat; trailingOffset: CGFloat
            """, actions: "open: close: toggle:"),

        // MARK: Views
        .init("NSView", "NSResponder", """
            menu: NSMenu?; nextKeyView: NSView?; previousKeyView: NSView?; toolTip: String?; layer: CALayer?; wantsLayer: Bool
            isHidden: Bool; alphaValue: CGFloat; frame: NSRect; bounds: NSRect; frameRotation: CGFloat; frameCenterRotation: CGFloat
            autoresizingMask: NSView.AutoresizingMask; autoresizesSubviews: Bool; translatesAutoresizingMaskIntoConstraints: Bool
            superview: NSView?; subviews: [NSView]; window: NSWindow?; constraints: [NSLayoutConstraint]
            appearance: NSAppearance?; focusRingType: NSFocusRingType; canDrawConcurrently: Bool; canDrawSubviewsIntoLayer: Bool
            layerContentsRedrawPolicy: NSView.LayerContentsRedrawPolicy; layerContentsPlacement: NSView.LayerContentsPlacement
            shadow: NSShadow?; contentFilters: [CIFilter]; backgroundFilters: [CIFilter]; compositingFilter: CIFilter?
            userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection; allowedTouchTypes: NSTouch.TouchTypeMask
            wantsRestingTouches: Bool; postsFrameChangedNotifications: Bool; postsBoundsChangedNotifications: Bool
            gestureRecognizers: [NSGestureRecognizer]; horizontalContentSizeConstraintActive: Bool
            verticalContentSizeConstraintActive: Bool; tag: Int; clipsToBounds: Bool; additionalSafeAreaInsets: NSEdgeInsets
            layoutGuides: [NSLayoutGuide]; safeAreaLayoutGuide: NSLayoutGuide; layoutMarginsGuide: NSLayoutGuide
            pressureConfiguration: NSPressureConfiguration?; isFlipped: Bool; needsDisplay: Bool; needsLayout: Bool
            """, actions: "print: takeFromSender:"),
        .init("NSControl", "NSView", """
            target: AnyObject?; action: Selector?; cell: NSCell?; isEnabled: Bool; stringValue: String; intValue: Int32
            integerValue: Int; floatValue: Float; doubleValue: Double; objectValue: Any?; attributedStringValue: NSAttributedString
            formatter: Formatter?; font: NSFont?; alignment: NSTextAlignment; baseWritingDirection: NSWritingDirection
            isContinuous: Bool; lineBreakMode: NSLineBreakMode; usesSingleLineMode: Bool; controlSize: NSControl.ControlSize
            isHighlighted: Bool; refusesFirstResponder: Bool; ignoresMultiClick: Bool; allowsExpansionToolTips: Bool
            """, actions: """
            takeStringValueFrom: takeIntValueFrom: takeIntegerValueFrom: takeFloatValueFrom: takeDoubleValueFrom:
            takeObjectValueFrom: performClick:
            """),
        .init("NSTextField", "NSControl", """
            delegate: NSTextFieldDelegate?; placeholderString: String?; placeholderAttributedString: NSAttributedString?
            textColor: NSColor?; backgroundColor: NSColor?; drawsBackground: Bool; isBordered: Bool; isBezeled: Bool
            bezelStyle: NSTextField.BezelStyle; isEditable: Bool; isSelectable: Bool; allowsEditingTextAttributes: Bool
            importsGraphics: Bool; preferredMaxLayoutWidth: CGFloat; maximumNumberOfLines: Int
            allowsDefaultTighteningForTruncation: Bool; isAutomaticTextCompletionEnabled: Bool; lineBreakStrategy: NSParagraphStyle.LineBreakStrategy
            allowsCharacterPickerTouchBarItem: Bool; contentType: NSTextContentType?; allowsWritingTools: Bool
            """, actions: "selectText:"),
        .init("NSSecureTextField", "NSTextField"),
        .init("NSSearchField", "NSTextField", """
            delegate: NSSearchFieldDelegate?; recentSearches: [String]; recentsAutosaveName: NSSearchField.RecentsAutosaveName?
            sendsWholeSearchString: Bool; sendsSearchStringImmediately: Bool; maximumRecents: Int; searchMenuTemplate: NSMenu?
            centersPlaceholder: Bool; searchTextBounds: NSRect
            """),
        .init("NSTokenField", "NSTextField", """
            delegate: NSTokenFieldDelegate?; tokenStyle: NSTokenField.TokenStyle; completionDelay: TimeInterval
            tokenizingCharacterSet: CharacterSet!
            """),
        .init("NSComboBox", "NSTextField", """
            delegate: NSComboBoxDelegate?; dataSource: NSComboBoxDataSource?; usesDataSource: Bool; hasVerticalScroller: Bool
            intercellSpacing: NSSize; itemHeight: CGFloat; numberOfVisibleItems: Int; isButtonBordered: Bool; completes: Bool
            objectValues: [Any]
            """),
        .init("NSButton", "NSControl", """
            title: String; alternateTitle: String; attributedTitle: NSAttributedString; attributedAlternateTitle: NSAttributedString
            image: NSImage?; alternateImage: NSImage?; imagePosition: NSControl.ImagePosition; imageScaling: NSImageScaling
            imageHugsTitle: Bool; bezelStyle: NSButton.BezelStyle; isBordered: Bool; isTransparent: Bool
            showsBorderOnlyWhileMouseInside: Bool; state: NSControl.StateValue; allowsMixedState: Bool
            keyEquivalent: String; keyEquivalentModifierMask: NSEvent.ModifierFlags; sound: NSSound?; contentTintColor: NSColor?
            bezelColor: NSColor?; hasDestructiveAction: Bool; isSpringLoaded: Bool; maxAcceleratorLevel: Int
            symbolConfiguration: NSImage.SymbolConfiguration?; buttonType: NSButton.ButtonType
            """, actions: "setNextState"),
        .init("NSPopUpButton", "NSButton", """
            pullsDown: Bool; autoenablesItems: Bool; preferredEdge: NSRectEdge; selectedItem: NSMenuItem?; itemArray: [NSMenuItem]
            indexOfSelectedItem: Int; usesItemFromMenu: Bool; altersStateOfSelectedItem: Bool; selectedTag: Int
            """, actions: "selectItem:"),
        .init("NSStatusBarButton", "NSButton", "appearsDisabled: Bool"),
        .init("NSSegmentedControl", "NSControl", """
            segmentCount: Int; selectedSegment: Int; trackingMode: NSSegmentedControl.SwitchTracking; segmentStyle: NSSegmentedControl.Style
            isSpringLoaded: Bool; segmentDistribution: NSSegmentedControl.Distribution; selectedSegmentBezelColor: NSColor?
            indexOfSelectedItem: Int; borderShape: NSControl.BorderShape
            """),
        .init("NSSlider", "NSControl", """
            minValue: Double; maxValue: Double; altIncrementValue: Double; numberOfTickMarks: Int; tickMarkPosition: NSSlider.TickMarkPosition
            allowsTickMarkValuesOnly: Bool; isVertical: Bool; sliderType: NSSlider.SliderType; trackFillColor: NSColor?
            knobThickness: CGFloat; neutralValue: Double; tintProminence: NSTintProminence
            """),
        .init("NSStepper", "NSControl", "minValue: Double; maxValue: Double; increment: Double; valueWraps: Bool; autorepeat: Bool"),
        .init("NSDatePicker", "NSControl", """
            delegate: NSDatePickerCellDelegate?; datePickerStyle: NSDatePicker.Style; datePickerMode: NSDatePicker.Mode
            datePickerElements: NSDatePicker.ElementFlags; dateValue: Date; timeInterval: TimeInterval; minDate: Date?
            maxDate: Date?; calendar: Calendar?; locale: Locale?; timeZone: TimeZone?; isBezeled: Bool; isBordered: Bool
            drawsBackground: Bool; backgroundColor: NSColor; textColor: NSColor; presentsCalendarOverlay: Bool
            """),
        .init("NSColorWell", "NSControl", """
            color: NSColor; isBordered: Bool; colorWellStyle: NSColorWell.Style; image: NSImage?; pulldownTarget: AnyObject?
            pulldownAction: Selector?; supportsAlpha: Bool; isActive: Bool
            """, actions: "activate: deactivate takeColorFrom:"),
        .init("NSLevelIndicator", "NSControl", """
            levelIndicatorStyle: NSLevelIndicator.Style; minValue: Double; maxValue: Double; warningValue: Double; criticalValue: Double
            tickMarkPosition: NSSlider.TickMarkPosition; numberOfTickMarks: Int; numberOfMajorTickMarks: Int; isEditable: Bool
            fillColor: NSColor!; warningFillColor: NSColor!; criticalFillColor: NSColor!; drawsTieredCapacityLevels: Bool
            placeholderVisibility: NSLevelIndicator.PlaceholderVisibility; ratingImage: NSImage?; ratingPlaceholderImage: NSImage?
            """),
        .init("NSImageView", "NSControl", """
            image: NSImage?; imageScaling: NSImageScaling; imageAlignment: NSImageAlignment; imageFrameStyle: NSImageView.FrameStyle
            isEditable: Bool; animates: Bool; allowsCutCopyPaste: Bool; contentTintColor: NSColor?
            symbolConfiguration: NSImage.SymbolConfiguration?; defaultPreferredImageDynamicRange: NSImage.DynamicRange
            imageDynamicRange: NSImage.DynamicRange
            """),
        .init("NSPathControl", "NSControl", """
            delegate: NSPathControlDelegate?; url: URL?; URL: URL?; pathStyle: NSPathControl.Style; isEditable: Bool
            allowedTypes: [String]?; placeholderString: String?; placeholderAttributedString: NSAttributedString?
            backgroundColor: NSColor?; pathItems: [NSPathControlItem]; clickedPathItem: NSPathControlItem?; doubleAction: Selector?
            """),
        .init("NSMatrix", "NSControl", """
            delegate: NSMatrixDelegate?; prototype: NSCell?; mode: NSMatrix.Mode; allowsEmptySelection: Bool
            isSelectionByRect: Bool; cellSize: NSSize; intercellSpacing: NSSize; backgroundColor: NSColor; cellBackgroundColor: NSColor
            drawsBackground: Bool; drawsCellBackground: Bool; doubleAction: Selector?; autosizesCells: Bool; tabKeyTraversesCells: Bool
            keyCell: NSCell?; selectedCell: NSCell?; autoscroll: Bool; isAutoscroll: Bool
            """, actions: "selectAll: selectText:"),
        .init("NSBrowser", "NSControl", """
            delegate: NSBrowserDelegate?; doubleAction: Selector?; allowsMultipleSelection: Bool; allowsBranchSelection: Bool
            allowsEmptySelection: Bool; hasHorizontalScroller: Bool; separatesColumns: Bool; takesTitleFromPreviousColumn: Bool
            isTitled: Bool; maxVisibleColumns: Int; minColumnWidth: CGFloat; columnResizingType: NSBrowser.ColumnResizingType
            prefersAllColumnUserResizing: Bool; rowHeight: CGFloat; autohidesScroller: Bool; backgroundColor: NSColor
            reusesColumns: Bool; sendsActionOnArrowKeys: Bool; pathSeparator: String; cellPrototype: Any?
            """, actions: "doClick: doDoubleClick:"),
        .init("NSRuleEditor", "NSControl", """
            delegate: NSRuleEditorDelegate?; formattingStringsFilename: String?; formattingDictionary: [String: String]?
            nestingMode: NSRuleEditor.NestingMode; rowHeight: CGFloat; isEditable: Bool; canRemoveAllRows: Bool
            rowClass: AnyClass; rowTypeKeyPath: String; subrowsKeyPath: String; criteriaKeyPath: String; displayValuesKeyPath: String
            """),
        .init("NSPredicateEditor", "NSRuleEditor", "rowTemplates: [NSPredicateEditorRowTemplate]; objectValue: Any?"),
        .init("NSScroller", "NSControl", "knobProportion: CGFloat; scrollerStyle: NSScroller.Style; knobStyle: NSScroller.KnobStyle; controlTint: NSControlTint"),
        .init("NSSwitch", "NSControl", "state: NSControl.StateValue"),
        .init("NSTableView", "NSControl", """
            delegate: NSTableViewDelegate?; dataSource: NSTableViewDataSource?; headerView: NSTableHeaderView?
            cornerView: NSView?; doubleAction: Selector?; tableColumns: [NSTableColumn]; rowHeight: CGFloat
            usesAutomaticRowHeights: Bool; intercellSpacing: NSSize; backgroundColor: NSColor; gridColor: NSColor
            gridStyleMask: NSTableView.GridLineStyle; usesAlternatingRowBackgroundColors: Bool; allowsColumnReordering: Bool
            allowsColumnResizing: Bool; allowsColumnSelection: Bool; allowsMultipleSelection: Bool; allowsEmptySelection: Bool
            allowsTypeSelect: Bool; columnAutoresizingStyle: NSTableView.ColumnAutoresizingStyle
            selectionHighlightStyle: NSTableView.SelectionHighlightStyle; draggingDestinationFeedbackStyle: NSTableView.DraggingDestinationFeedbackStyle
            autosaveName: NSTableView.AutosaveName?; autosaveTableColumns: Bool; floatsGroupRows: Bool
            rowSizeStyle: NSTableView.RowSizeStyle; effectiveRowSizeStyle: NSTableView.RowSizeStyle; style: NSTableView.Style
            verticalMotionCanBeginDrag: Bool; sortDescriptors: [NSSortDescriptor]; highlightedTableColumn: NSTableColumn?
            userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection; usesStaticContents: Bool
            selectedRow: Int; selectedColumn: Int; selectedRowIndexes: IndexSet; clickedRow: Int; clickedColumn: Int
            """, actions: "selectAll: deselectAll: moveUp: moveDown:"),
        .init("NSOutlineView", "NSTableView", """
            delegate: NSOutlineViewDelegate?; dataSource: NSOutlineViewDataSource?; outlineTableColumn: NSTableColumn?
            indentationPerLevel: CGFloat; indentationMarkerFollowsCell: Bool; autoresizesOutlineColumn: Bool
            autosaveExpandedItems: Bool; stronglyReferencesItems: Bool; userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection
            """),
        .init("NSTableColumn", "NSObject", """
            identifier: NSUserInterfaceItemIdentifier; tableView: NSTableView?; title: String; headerCell: NSTableHeaderCell
            dataCell: Any; width: CGFloat; minWidth: CGFloat; maxWidth: CGFloat; resizingMask: NSTableColumn.ResizingOptions
            isEditable: Bool; isHidden: Bool; headerToolTip: String?; sortDescriptorPrototype: NSSortDescriptor?
            """),
        .init("NSTableCellView", "NSView", """
            textField: NSTextField?; imageView: NSImageView?; objectValue: Any?; backgroundStyle: NSView.BackgroundStyle
            rowSizeStyle: NSTableView.RowSizeStyle; draggingImageComponents: [NSDraggingImageComponent]
            """),
        .init("NSTableRowView", "NSView", """
            isSelected: Bool; isEmphasized: Bool; isGroupRowStyle: Bool; isFloating: Bool; isTargetForDropOperation: Bool
            selectionHighlightStyle: NSTableView.SelectionHighlightStyle; backgroundColor: NSColor
            draggingDestinationFeedbackStyle: NSTableView.DraggingDestinationFeedbackStyle; indentationForDropOperation: CGFloat
            """),
        .init("NSTableHeaderView", "NSView", "tableView: NSTableView?"),
        .init("NSCollectionView", "NSView", """
            delegate: NSCollectionViewDelegate?; dataSource: NSCollectionViewDataSource?; prefetchDataSource: NSCollectionViewPrefetching?
            collectionViewLayout: NSCollectionViewLayout?; itemPrototype: NSCollectionViewItem?; content: [Any]
            isSelectable: Bool; allowsMultipleSelection: Bool; allowsEmptySelection: Bool; backgroundColors: [NSColor]!
            backgroundView: NSView?; backgroundViewScrollsWithContent: Bool; maxNumberOfRows: Int; maxNumberOfColumns: Int
            minItemSize: NSSize; maxItemSize: NSSize; selectionIndexes: IndexSet; selectionIndexPaths: Set<IndexPath>
            isFirstResponder: Bool
            """),
        .init("NSCollectionViewLayout", "NSObject", "collectionView: NSCollectionView?"),
        .init("NSCollectionViewFlowLayout", "NSCollectionViewLayout", """
            minimumLineSpacing: CGFloat; minimumInteritemSpacing: CGFloat; itemSize: NSSize; estimatedItemSize: NSSize
            scrollDirection: NSCollectionView.ScrollDirection; headerReferenceSize: NSSize; footerReferenceSize: NSSize
            sectionInset: NSEdgeInsets; sectionHeadersPinToVisibleBounds: Bool; sectionFootersPinToVisibleBounds: Bool
            """),
        .init("NSCollectionViewGridLayout", "NSCollectionViewLayout", """
            margins: NSEdgeInsets; minimumInteritemSpacing: CGFloat; minimumLineSpacing: CGFloat; maximumNumberOfRows: Int
            maximumNumberOfColumns: Int; minimumItemSize: NSSize; maximumItemSize: NSSize; backgroundColors: [NSColor]
            """),
        .init("NSScrollView", "NSView", """
            documentView: NSView?; contentView: NSClipView; hasVerticalScroller: Bool; hasHorizontalScroller: Bool
            verticalScroller: NSScroller?; horizontalScroller: NSScroller?; autohidesScrollers: Bool; borderType: NSBorderType
            backgroundColor: NSColor; drawsBackground: Bool; scrollerStyle: NSScroller.Style; scrollerKnobStyle: NSScroller.KnobStyle
            hasVerticalRuler: Bool; hasHorizontalRuler: Bool; rulersVisible: Bool; verticalRulerView: NSRulerView?
            horizontalRulerView: NSRulerView?; allowsMagnification: Bool; magnification: CGFloat; minMagnification: CGFloat
            maxMagnification: CGFloat; automaticallyAdjustsContentInsets: Bool; contentInsets: NSEdgeInsets
            scrollerInsets: NSEdgeInsets; usesPredominantAxisScrolling: Bool; horizontalScrollElasticity: NSScrollView.Elasticity
            verticalScrollElasticity: NSScrollView.Elasticity; findBarPosition: NSScrollView.FindBarPosition
            lineScroll: CGFloat; pageScroll: CGFloat; horizontalLineScroll: CGFloat; verticalLineScroll: CGFloat
            horizontalPageScroll: CGFloat; verticalPageScroll: CGFloat; scrollsDynamically: Bool; documentCursor: NSCursor?
            """),
        .init("NSClipView", "NSView", """
            documentView: NSView?; backgroundColor: NSColor; drawsBackground: Bool; copiesOnScroll: Bool; documentCursor: NSCursor?
            automaticallyAdjustsContentInsets: Bool; contentInsets: NSEdgeInsets
            """),
        .init("NSRulerView", "NSView", "scrollView: NSScrollView?; clientView: NSView?; accessoryView: NSView?; orientation: NSRulerView.Orientation"),
        .init("NSText", "NSView", """
            delegate: NSTextDelegate?; string: String; backgroundColor: NSColor?; drawsBackground: Bool; isEditable: Bool
            isSelectable: Bool; isRichText: Bool; importsGraphics: Bool; isFieldEditor: Bool; usesFontPanel: Bool
            isRulerVisible: Bool; font: NSFont?; textColor: NSColor?; alignment: NSTextAlignment; baseWritingDirection: NSWritingDirection
            maxSize: NSSize; minSize: NSSize; isHorizontallyResizable: Bool; isVerticallyResizable: Bool; selectedRange: NSRange
            """, actions: """
            cut: copy: paste: pasteFont: pasteRuler: copyFont: copyRuler: selectAll: delete: alignLeft: alignRight: alignCenter:
            alignJustified: underline: subscript: superscript: unscript: checkSpelling: showGuessPanel: toggleRuler:
            changeFont: changeColor:
            """),
        .init("NSTextView", "NSText", """
            delegate: NSTextViewDelegate?; textContainer: NSTextContainer?; textContainerInset: NSSize; layoutManager: NSLayoutManager?
            textStorage: NSTextStorage?; textLayoutManager: NSTextLayoutManager?; textContentStorage: NSTextContentStorage?
            insertionPointColor: NSColor; selectedTextAttributes: [NSAttributedString.Key: Any]; markedTextAttributes: [NSAttributedString.Key: Any]?
            linkTextAttributes: [NSAttributedString.Key: Any]?; typingAttributes: [NSAttributedString.Key: Any]
            defaultParagraphStyle: NSParagraphStyle?; allowsUndo: Bool; allowsDocumentBackgroundColorChange: Bool
            allowsImageEditing: Bool; isAutomaticQuoteSubstitutionEnabled: Bool; isAutomaticDashSubstitutionEnabled: Bool
            isAutomaticLinkDetectionEnabled: Bool; isAutomaticDataDetectionEnabled: Bool; isAutomaticTextReplacementEnabled: Bool
            isAutomaticSpellingCorrectionEnabled: Bool; isAutomaticTextCompletionEnabled: Bool; isContinuousSpellCheckingEnabled: Bool
            isGrammarCheckingEnabled: Bool; smartInsertDeleteEnabled: Bool; usesFindBar: Bool; usesFindPanel: Bool
            isIncrementalSearchingEnabled: Bool; usesInspectorBar: Bool; usesRuler: Bool; usesAdaptiveColorMappingForDarkAppearance: Bool
            enabledTextCheckingTypes: NSTextCheckingTypes; displaysLinkToolTips: Bool; isCoalescingUndo: Bool
            acceptsGlyphInfo: Bool; usesRolloverButtonForSelection: Bool; allowedInputSourceLocales: [String]?
            writingToolsBehavior: NSWritingToolsBehavior; textHighlightAttributes: [NSAttributedString.Key: Any]
            """, actions: """
            pasteAsPlainText: pasteAsRichText: centerSelectionInVisibleArea: performFindPanelAction: complete:
            outline: toggleContinuousSpellChecking: toggleGrammarChecking: toggleSmartInsertDelete:
            toggleAutomaticQuoteSubstitution: toggleAutomaticDashSubstitution: toggleAutomaticLinkDetection:
            toggleAutomaticDataDetection: toggleAutomaticTextReplacement: toggleAutomaticSpellingCorrection:
            toggleAutomaticTextCompletion: orderFrontSubstitutionsPanel: orderFrontSpacingPanel: orderFrontLinkPanel:
            orderFrontListPanel: orderFrontTablePanel: startSpeaking: stopSpeaking: lowerBaseline: raiseBaseline:
            turnOffKerning: tightenKerning: loosenKerning: useStandardKerning: turnOffLigatures: useStandardLigatures:
            useAllLigatures: changeLayoutOrientation: toggleBaseWritingDirection: toggleTraditionalCharacterShape:
            changeAttributes: changeDocumentBackgroundColor: orderFrontSharingServicePicker: toggleQuickLookPreviewPanel:
            showFindIndicatorForRange: checkTextInDocument: checkTextInSelection: pasteAsRichText: paste: copy: cut:
            capitalizeWord: lowercaseWord: uppercaseWord: setBaseWritingDirection:range: clicked:
            """),
        .init("NSFontManager", "NSObject", "target: AnyObject?; action: Selector",
              actions: """
            addFontTrait: removeFontTrait: modifyFont: modifyFontViaPanel: orderFrontFontPanel: orderFrontStylesPanel:
            """),
        .init("NSColorPanel", "NSPanel", "color: NSColor; showsAlpha: Bool; mode: NSColorPanel.Mode; isContinuous: Bool; accessoryView: NSView?"),
        .init("NSFontPanel", "NSPanel", "accessoryView: NSView?"),
        .init("NSBox", "NSView", """
            contentView: NSView?; title: String; titleFont: NSFont; titlePosition: NSBox.TitlePosition; boxType: NSBox.BoxType
            borderType: NSBorderType; borderColor: NSColor; borderWidth: CGFloat; cornerRadius: CGFloat; fillColor: NSColor
            isTransparent: Bool; contentViewMargins: NSSize
            """),
        .init("NSTabView", "NSView", """
            delegate: NSTabViewDelegate?; tabViewItems: [NSTabViewItem]; selectedTabViewItem: NSTabViewItem?
            tabViewType: NSTabView.TabType; tabPosition: NSTabView.TabPosition; tabViewBorderType: NSTabView.TabViewBorderType
            allowsTruncatedLabels: Bool; drawsBackground: Bool; font: NSFont; controlSize: NSControl.ControlSize
            """, actions: """
            selectFirstTabViewItem: selectLastTabViewItem: selectNextTabViewItem: selectPreviousTabViewItem:
            takeSelectedTabViewItemFromSender:
            """),
        .init("NSTabViewItem", "NSObject", """
            identifier: Any?; label: String; view: NSView?; viewController: NSViewController?; initialFirstResponder: NSView?
            color: NSColor; tabView: NSTabView?; toolTip: String?; image: NSImage?; tabState: NSTabViewItem.State
            """),
        .init("NSSplitView", "NSView", """
            delegate: NSSplitViewDelegate?; isVertical: Bool; dividerStyle: NSSplitView.DividerStyle; autosaveName: NSSplitView.AutosaveName?
            arrangesAllSubviews: Bool; arrangedSubviews: [NSView]; dividerColor: NSColor; dividerThickness: CGFloat
            """),
        .init("NSStackView", "NSView", """
            delegate: NSStackViewDelegate?; orientation: NSUserInterfaceLayoutOrientation; alignment: NSLayoutConstraint.Attribute
            distribution: NSStackView.Distribution; spacing: CGFloat; edgeInsets: NSEdgeInsets; detachesHiddenViews: Bool
            hasEqualSpacing: Bool; arrangedSubviews: [NSView]; views: [NSView]; detachedViews: [NSView]
            """),
        .init("NSGridView", "NSView", """
            rowSpacing: CGFloat; columnSpacing: CGFloat; xPlacement: NSGridCell.Placement; yPlacement: NSGridCell.Placement
            rowAlignment: NSGridRow.Alignment; numberOfRows: Int; numberOfColumns: Int
            """),
        .init("NSProgressIndicator", "NSView", """
            isIndeterminate: Bool; doubleValue: Double; minValue: Double; maxValue: Double; controlSize: NSControl.ControlSize
            style: NSProgressIndicator.Style; isBezeled: Bool; isDisplayedWhenStopped: Bool; usesThreadedAnimation: Bool
            observedProgress: Progress?; controlTint: NSControlTint
            """, actions: "startAnimation: stopAnimation: animate:"),
        .init("NSVisualEffectView", "NSView", """
            material: NSVisualEffectView.Material; blendingMode: NSVisualEffectView.BlendingMode; state: NSVisualEffectView.State
            isEmphasized: Bool; maskImage: NSImage?; interiorBackgroundStyle: NSView.BackgroundStyle
            """),
        .init("NSOpenGLView", "NSView", "openGLContext: NSOpenGLContext?; pixelFormat: NSOpenGLPixelFormat?; wantsBestResolutionOpenGLSurface: Bool"),
        .init("NSMenuItemBadge", "NSObject"),
        .init("WebView", "NSView", """
            frameLoadDelegate: WebFrameLoadDelegate?; policyDelegate: WebPolicyDelegate?; resourceLoadDelegate: WebResourceLoadDelegate?
            uiDelegate: WebUIDelegate?; UIDelegate: WebUIDelegate?; downloadDelegate: WebDownloadDelegate?
            editingDelegate: WebEditingDelegate?; mainFrameURL: String!; customUserAgent: String!; isEditable: Bool
            drawsBackground: Bool; shouldUpdateWhileOffscreen: Bool; maintainsBackForwardList: Bool; groupName: String!
            preferences: WebPreferences!; preferencesIdentifier: String!; textSizeMultiplier: Float; applicationNameForUserAgent: String!
            """, actions: """
            goBack: goForward: reload: reloadFromOrigin: stopLoading: takeStringURLFrom: makeTextLarger: makeTextSmaller:
            makeTextStandardSize: toggleContinuousSpellChecking: toggleSmartInsertDelete:
            """),
        .init("AVPlayerView", "NSView", """
            player: AVPlayer?; controlsStyle: AVPlayerViewControlsStyle; videoGravity: AVLayerVideoGravity
            showsFrameSteppingButtons: Bool; showsSharingServiceButton: Bool; showsFullScreenToggleButton: Bool
            showsTimecodes: Bool; allowsPictureInPicturePlayback: Bool; updatesNowPlayingInfoCenter: Bool
            contentOverlayView: NSView?; actionPopUpButtonMenu: NSMenu?; delegate: AVPlayerViewDelegate?
            pictureInPictureDelegate: AVPlayerViewPictureInPictureDelegate?; allowsVideoFrameAnalysis: Bool
            isReadyForDisplay: Bool; videoBounds: NSRect
            """),
        .init("QLPreviewView", "NSView", "previewItem: QLPreviewItem!; autostarts: Bool; shouldCloseWithWindow: Bool"),
        .init("IKImageView", "NSView", "delegate: Any?; zoomFactor: CGFloat; rotationAngle: CGFloat; currentToolMode: String!; autoresizes: Bool; hasHorizontalScroller: Bool; hasVerticalScroller: Bool; editable: Bool; doubleClickOpensImageEditPanel: Bool; backgroundColor: NSColor!"),
        .init("IKImageBrowserView", "NSView", "delegate: Any?; dataSource: Any?; draggingDestinationDelegate: Any?"),

        // MARK: Cells
        .init("NSCell", "NSObject", """
            controlView: NSView?; target: AnyObject?; action: Selector?; tag: Int; title: String; stringValue: String
            objectValue: Any?; intValue: Int32; integerValue: Int; floatValue: Float; doubleValue: Double; image: NSImage?
            font: NSFont?; formatter: Formatter?; isEnabled: Bool; isEditable: Bool; isSelectable: Bool; isBordered: Bool
            isBezeled: Bool; isScrollable: Bool; isHighlighted: Bool; alignment: NSTextAlignment; wraps: Bool
            lineBreakMode: NSLineBreakMode; truncatesLastVisibleLine: Bool; usesSingleLineMode: Bool; isContinuous: Bool
            sendsActionOnEndEditing: Bool; allowsUndo: Bool; state: NSControl.StateValue; menu: NSMenu?
            representedObject: Any?; controlSize: NSControl.ControlSize; backgroundStyle: NSView.BackgroundStyle
            focusRingType: NSFocusRingType; baseWritingDirection: NSWritingDirection; attributedStringValue: NSAttributedString
            allowsEditingTextAttributes: Bool; importsGraphics: Bool; refusesFirstResponder: Bool; showsFirstResponder: Bool
            """, actions: """
            takeStringValueFrom: takeIntValueFrom: takeIntegerValueFrom: takeFloatValueFrom: takeDoubleValueFrom:
            takeObjectValueFrom: performClick:
            """),
        .init("NSActionCell", "NSCell"),
        .init("NSTextFieldCell", "NSActionCell", """
            textColor: NSColor; backgroundColor: NSColor?; drawsBackground: Bool; bezelStyle: NSTextField.BezelStyle
            placeholderString: String?; placeholderAttributedString: NSAttributedString?; allowedInputSourceLocales: [String]?
            """),
        .init("NSSecureTextFieldCell", "NSTextFieldCell", "echosBullets: Bool"),
        .init("NSSearchFieldCell", "NSTextFieldCell", "searchButtonCell: NSButtonCell?; cancelButtonCell: NSButtonCell?; searchMenuTemplate: NSMenu?; sendsWholeSearchString: Bool; maximumRecents: Int; sendsSearchStringImmediately: Bool"),
        .init("NSTokenFieldCell", "NSTextFieldCell", "delegate: NSTokenFieldCellDelegate?; tokenStyle: NSTokenField.TokenStyle"),
        .init("NSComboBoxCell", "NSTextFieldCell", "delegate: Any?; dataSource: NSComboBoxCellDataSource?; usesDataSource: Bool; completes: Bool"),
        .init("NSPathCell", "NSActionCell", "delegate: NSPathCellDelegate?; url: URL?; URL: URL?; pathStyle: NSPathControl.Style"),
        .init("NSButtonCell", "NSActionCell", """
            alternateTitle: String; alternateImage: NSImage?; imagePosition: NSControl.ImagePosition; imageScaling: NSImageScaling
            bezelStyle: NSButton.BezelStyle; keyEquivalent: String; keyEquivalentModifierMask: NSEvent.ModifierFlags
            isTransparent: Bool; showsBorderOnlyWhileMouseInside: Bool; backgroundColor: NSColor?; attributedTitle: NSAttributedString
            attributedAlternateTitle: NSAttributedString; sound: NSSound?; highlightsBy: NSCell.StyleMask; showsStateBy: NSCell.StyleMask
            """),
        .init("NSMenuItemCell", "NSButtonCell", "menuItem: NSMenuItem?"),
        .init("NSPopUpButtonCell", "NSMenuItemCell", "pullsDown: Bool; autoenablesItems: Bool; preferredEdge: NSRectEdge; usesItemFromMenu: Bool; altersStateOfSelectedItem: Bool; arrowPosition: NSPopUpButton.ArrowPosition"),
        .init("NSSegmentedCell", "NSActionCell", "segmentCount: Int; selectedSegment: Int; trackingMode: NSSegmentedControl.SwitchTracking; segmentStyle: NSSegmentedControl.Style"),
        .init("NSSliderCell", "NSActionCell", "minValue: Double; maxValue: Double; altIncrementValue: Double; numberOfTickMarks: Int; tickMarkPosition: NSSlider.TickMarkPosition; allowsTickMarkValuesOnly: Bool; sliderType: NSSlider.SliderType; isVertical: Bool"),
        .init("NSStepperCell", "NSActionCell", "minValue: Double; maxValue: Double; increment: Double; valueWraps: Bool; autorepeat: Bool"),
        .init("NSImageCell", "NSCell", "imageAlignment: NSImageAlignment; imageScaling: NSImageScaling; imageFrameStyle: NSImageView.FrameStyle"),
        .init("NSDatePickerCell", "NSActionCell", "delegate: NSDatePickerCellDelegate?; datePickerStyle: NSDatePicker.Style; datePickerMode: NSDatePicker.Mode; datePickerElements: NSDatePicker.ElementFlags; dateValue: Date; minDate: Date?; maxDate: Date?; drawsBackground: Bool; backgroundColor: NSColor; textColor: NSColor"),
        .init("NSLevelIndicatorCell", "NSActionCell", "levelIndicatorStyle: NSLevelIndicator.Style; minValue: Double; maxValue: Double; warningValue: Double; criticalValue: Double"),
        .init("NSBrowserCell", "NSCell", "isLeaf: Bool; isLoaded: Bool; alternateImage: NSImage?"),
        .init("NSTableHeaderCell", "NSTextFieldCell"),
        .init("NSFormCell", "NSActionCell", "titleWidth: CGFloat; placeholderString: String?"),
        .init("NSTextAttachmentCell", "NSCell"),

        // MARK: Menus, toolbars, touch bar
        .init("NSMenu", "NSObject", """
            delegate: NSMenuDelegate?; title: String; supermenu: NSMenu?; items: [NSMenuItem]; autoenablesItems: Bool
            font: NSFont!; minimumWidth: CGFloat; showsStateColumn: Bool; allowsContextMenuPlugIns: Bool
            userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection; highlightedItem: NSMenuItem?; identifier: NSUserInterfaceItemIdentifier?
            presentationStyle: NSMenu.PresentationStyle; selectionMode: NSMenu.SelectionMode
            """),
        .init("NSMenuItem", "NSObject", """
            target: AnyObject?; action: Selector?; submenu: NSMenu?; menu: NSMenu?; title: String; attributedTitle: NSAttributedString?
            subtitle: String?; tag: Int; state: NSControl.StateValue; image: NSImage?; onStateImage: NSImage!; offStateImage: NSImage?
            mixedStateImage: NSImage!; isEnabled: Bool; isHidden: Bool; isAlternate: Bool; indentationLevel: Int
            keyEquivalent: String; keyEquivalentModifierMask: NSEvent.ModifierFlags; allowsKeyEquivalentWhenHidden: Bool
            allowsAutomaticKeyEquivalentLocalization: Bool; allowsAutomaticKeyEquivalentMirroring: Bool
            representedObject: Any?; view: NSView?; toolTip: String?; identifier: NSUserInterfaceItemIdentifier?
            isSeparatorItem: Bool; badge: NSMenuItemBadge?; parent: NSMenuItem?
            """),
        .init("NSToolbar", "NSObject", """
            delegate: NSToolbarDelegate?; identifier: NSToolbar.Identifier; displayMode: NSToolbar.DisplayMode; sizeMode: NSToolbar.SizeMode
            isVisible: Bool; showsBaselineSeparator: Bool; allowsUserCustomization: Bool; autosavesConfiguration: Bool
            allowsExtensionItems: Bool; centeredItemIdentifier: NSToolbarItem.Identifier?; selectedItemIdentifier: NSToolbarItem.Identifier?
            items: [NSToolbarItem]; visibleItems: [NSToolbarItem]?; allowsDisplayModeCustomization: Bool
            """),
        .init("NSToolbarItem", "NSObject", """
            target: AnyObject?; action: Selector?; view: NSView?; label: String; paletteLabel: String; toolTip: String?
            image: NSImage?; menuFormRepresentation: NSMenuItem?; tag: Int; isEnabled: Bool; minSize: NSSize; maxSize: NSSize
            visibilityPriority: NSToolbarItem.VisibilityPriority; autovalidates: Bool; isBordered: Bool; title: String
            isNavigational: Bool; itemIdentifier: NSToolbarItem.Identifier; toolbar: NSToolbar?; possibleLabels: Set<String>
            isHidden: Bool; style: NSToolbarItem.Style; backgroundTintColor: NSColor?
            """),
        .init("NSToolbarItemGroup", "NSToolbarItem", "subitems: [NSToolbarItem]; controlRepresentation: NSToolbarItemGroup.ControlRepresentation; selectionMode: NSToolbarItemGroup.SelectionMode; selectedIndex: Int"),
        .init("NSMenuToolbarItem", "NSToolbarItem", "menu: NSMenu; showsIndicator: Bool"),
        .init("NSSharingServicePickerToolbarItem", "NSToolbarItem", "delegate: NSSharingServicePickerToolbarItemDelegate?"),
        .init("NSSearchToolbarItem", "NSToolbarItem", "searchField: NSSearchField; preferredWidthForSearchField: CGFloat; resignsFirstResponderWithCancel: Bool"),
        .init("NSTrackingSeparatorToolbarItem", "NSToolbarItem", "splitView: NSSplitView; dividerIndex: Int"),
        .init("NSTouchBar", "NSObject", """
            delegate: NSTouchBarDelegate?; customizationIdentifier: NSTouchBar.CustomizationIdentifier?
            defaultItemIdentifiers: [NSTouchBarItem.Identifier]; principalItemIdentifier: NSTouchBarItem.Identifier?
            escapeKeyReplacementItemIdentifier: NSTouchBarItem.Identifier?; templateItems: Set<NSTouchBarItem>
            """),
        .init("NSTouchBarItem", "NSObject", "view: NSView?; viewController: NSViewController?; visibilityPriority: NSTouchBarItem.Priority; customizationLabel: String"),
        .init("NSCustomTouchBarItem", "NSTouchBarItem", "view: NSView; viewController: NSViewController?; customizationLabel: String!"),
        .init("NSGroupTouchBarItem", "NSTouchBarItem", "groupTouchBar: NSTouchBar"),
        .init("NSPopoverTouchBarItem", "NSTouchBarItem", "popoverTouchBar: NSTouchBar; pressAndHoldTouchBar: NSTouchBar?; collapsedRepresentation: NSView; showsCloseButton: Bool"),
        .init("NSButtonTouchBarItem", "NSTouchBarItem", "title: String; image: NSImage?; bezelColor: NSColor?; target: AnyObject?; action: Selector?; isEnabled: Bool"),
        .init("NSSliderTouchBarItem", "NSTouchBarItem", "slider: NSSlider; target: AnyObject?; action: Selector?; label: String?"),
        .init("NSColorPickerTouchBarItem", "NSTouchBarItem", "color: NSColor; target: AnyObject?; action: Selector?; isEnabled: Bool"),
        .init("NSSharingServicePickerTouchBarItem", "NSTouchBarItem", "delegate: NSSharingServicePickerTouchBarItemDelegate?"),
        .init("NSScrubber", "NSView", "delegate: NSScrubberDelegate?; dataSource: NSScrubberDataSource?"),
        .init("NSStatusItem", "NSObject", "button: NSStatusBarButton?; menu: NSMenu?; length: CGFloat; isVisible: Bool; autosaveName: NSStatusItem.AutosaveName!"),

        // MARK: Controllers and other objects
        .init("NSController", "NSObject", "isEditing: Bool", actions: "commitEditing discardEditing"),
        .init("NSObjectController", "NSController", """
            content: Any?; selection: Any; selectedObjects: [Any]; automaticallyPreparesContent: Bool; objectClass: AnyClass?
            isEditable: Bool; managedObjectContext: NSManagedObjectContext?; entityName: String?; fetchPredicate: NSPredicate?
            usesLazyFetching: Bool; canAdd: Bool; canRemove: Bool
            """, actions: "add: remove: fetch:"),
        .init("NSArrayController", "NSObjectController", """
            arrangedObjects: Any; selectionIndexes: IndexSet; selectionIndex: Int; sortDescriptors: [NSSortDescriptor]
            filterPredicate: NSPredicate?; avoidsEmptySelection: Bool; preservesSelection: Bool; selectsInsertedObjects: Bool
            alwaysUsesMultipleValuesMarker: Bool; clearsFilterPredicateOnInsertion: Bool; automaticallyRearrangesObjects: Bool
            canInsert: Bool; canSelectNext: Bool; canSelectPrevious: Bool
            """, actions: "add: remove: insert: selectNext: selectPrevious: fetch: rearrangeObjects"),
        .init("NSTreeController", "NSObjectController", """
            arrangedObjects: NSTreeNode; childrenKeyPath: String?; countKeyPath: String?; leafKeyPath: String?
            sortDescriptors: [NSSortDescriptor]; avoidsEmptySelection: Bool; preservesSelection: Bool; selectsInsertedObjects: Bool
            alwaysUsesMultipleValuesMarker: Bool; selectionIndexPaths: [IndexPath]; selectionIndexPath: IndexPath?
            canInsert: Bool; canInsertChild: Bool; canAddChild: Bool
            """, actions: "add: addChild: insert: insertChild: remove: rearrangeObjects"),
        .init("NSDictionaryController", "NSArrayController", """
            initialKey: String; initialValue: Any; includedKeys: [String]; excludedKeys: [String]
            localizedKeyDictionary: [String: String]; localizedKeyTable: String?
            """),
        .init("NSUserDefaultsController", "NSController", """
            defaults: UserDefaults; initialValues: [String: Any]?; appliesImmediately: Bool; hasUnappliedChanges: Bool; values: Any
            """, actions: "revert: save: revertToInitialValues:"),
        .init("NSViewAnimation", "NSObject"),
        .init("NSSpeechSynthesizer", "NSObject", "delegate: NSSpeechSynthesizerDelegate?"),
        .init("NSSound", "NSObject", "delegate: NSSoundDelegate?"),
        .init("NSTextFinder", "NSObject", "client: NSTextFinderClient?; findBarContainer: NSTextFinderBarContainer?; isIncrementalSearchingEnabled: Bool",
              actions: "performAction:"),
        .init("NSStoryboardSegue", "NSObject", "identifier: NSStoryboardSegue.Identifier?; sourceController: Any; destinationController: Any"),
        .init("NSLayoutGuide", "NSObject", "identifier: NSUserInterfaceItemIdentifier; owningView: NSView?; frame: NSRect"),
        .init("NSGestureRecognizer", "NSObject", """
            delegate: NSGestureRecognizerDelegate?; target: AnyObject?; action: Selector?; view: NSView?; isEnabled: Bool
            state: NSGestureRecognizer.State; delaysPrimaryMouseButtonEvents: Bool; delaysSecondaryMouseButtonEvents: Bool
            delaysOtherMouseButtonEvents: Bool; delaysKeyEvents: Bool; delaysMagnificationEvents: Bool; delaysRotationEvents: Bool
            allowedTouchTypes: NSTouch.TouchTypeMask; pressureConfiguration: NSPressureConfiguration; name: String?
            """),
        .init("NSClickGestureRecognizer", "NSGestureRecognizer", "buttonMask: Int; numberOfClicksRequired: Int; numberOfTouchesRequired: Int"),
        .init("NSPanGestureRecognizer", "NSGestureRecognizer", "buttonMask: Int; numberOfTouchesRequired: Int"),
        .init("NSPressGestureRecognizer", "NSGestureRecognizer", "buttonMask: Int; minimumPressDuration: TimeInterval; allowableMovement: CGFloat; numberOfTouchesRequired: Int"),
        .init("NSMagnificationGestureRecognizer", "NSGestureRecognizer", "magnification: CGFloat"),
        .init("NSRotationGestureRecognizer", "NSGestureRecognizer", "rotation: CGFloat; rotationInDegrees: CGFloat"),
        .init("NSShadow", "NSObject"),
        .init("NSImage", "NSObject", "accessibilityDescription: String?"),
        .init("NSColor", "NSObject"),
        .init("NSFont", "NSObject"),
        .init("NSScreen", "NSObject"),
        .init("NSStoryboard", "NSObject"),
        .init("NSManagedObjectContext", "NSObject"),
    ]
}

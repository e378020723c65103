// Foundation, Core Animation and the frameworks whose classes exist on both iOS and macOS.
// Types are spelled as Swift imports them; `CGColor` where the Objective-C type is `CGColorRef`.

enum FrameworkCatalogData {}

extension FrameworkCatalogData {
    /// Identical on both platforms.
    static let shared: [FrameworkClassDeclaration] = [
        // Accessibility and key-value-coding names IB writes as User Defined Runtime Attributes on any object.
        .init("NSObject", nil, """
            accessibilityLabel: String?; accessibilityHint: String?; accessibilityValue: String?
            accessibilityIdentifier: String?; isAccessibilityElement: Bool; accessibilityLanguage: String?
            accessibilityTraits: UIAccessibilityTraits; accessibilityFrame: CGRect; accessibilityPath: UIBezierPath?
            accessibilityActivationPoint: CGPoint; accessibilityElementsHidden: Bool; accessibilityViewIsModal: Bool
            shouldGroupAccessibilityChildren: Bool; accessibilityNavigationStyle: UIAccessibilityNavigationStyle
            accessibilityElements: [Any]?; accessibilityCustomActions: [UIAccessibilityCustomAction]?
            accessibilityRespondsToUserInteraction: Bool; accessibilityUserInputLabels: [String]!
            accessibilityAttributedLabel: NSAttributedString?; accessibilityAttributedHint: NSAttributedString?
            accessibilityAttributedValue: NSAttributedString?; accessibilityTextualContext: UIAccessibilityTextualContext?
            accessibilityContainerType: UIAccessibilityContainerType; accessibilityDirectTouchOptions: UIAccessibilityDirectTouchOptions
            accessibilityRole: NSAccessibility.Role?; accessibilityRoleDescription: String?; accessibilityTitle: String?
            accessibilityHelp: String?; accessibilityEnabled: Bool; isAccessibilityEnabled: Bool
            accessibilityParent: Any?; accessibilityChildren: [Any]?; accessibilityPlaceholderValue: String?
            """),

        .init("NSLayoutConstraint", "NSObject", """
            constant: CGFloat; multiplier: CGFloat; priority: UILayoutPriority; isActive: Bool; identifier: String?
            firstItem: AnyObject?; secondItem: AnyObject?; firstAttribute: NSLayoutConstraint.Attribute
            secondAttribute: NSLayoutConstraint.Attribute; relation: NSLayoutConstraint.Relation
            shouldBeArchived: Bool; firstAnchor: NSLayoutAnchor<AnyObject>; secondAnchor: NSLayoutAnchor<AnyObject>?
            """),

        .init("NSUndoManager", "NSObject", actions: "undo redo"),
        .init("NSFormatter", "NSObject"),
        .init("NSNumberFormatter", "NSFormatter", """
            numberStyle: NumberFormatter.Style; locale: Locale!; minimumFractionDigits: Int; maximumFractionDigits: Int
            minimumIntegerDigits: Int; maximumIntegerDigits: Int; usesGroupingSeparator: Bool; groupingSeparator: String!
            decimalSeparator: String!; currencySymbol: String!; currencyCode: String!; positivePrefix: String!
            positiveSuffix: String!; negativePrefix: String!; negativeSuffix: String!; minimum: NSNumber?; maximum: NSNumber?
            allowsFloats: Bool; generatesDecimalNumbers: Bool; lenient: Bool; isLenient: Bool; format: String
            """),
        .init("NSDateFormatter", "NSFormatter", """
            dateStyle: DateFormatter.Style; timeStyle: DateFormatter.Style; dateFormat: String!; locale: Locale!
            timeZone: TimeZone!; calendar: Calendar!; doesRelativeDateFormatting: Bool; lenient: Bool; isLenient: Bool
            formatterBehavior: DateFormatter.Behavior
            """),
        .init("NSByteCountFormatter", "NSFormatter"),
        .init("NSDateComponentsFormatter", "NSFormatter"),
        .init("NSPersonNameComponentsFormatter", "NSFormatter"),
        .init("NSMeasurementFormatter", "NSFormatter"),

        // Core Animation: key paths such as `layer.cornerRadius` on views.
        .init("CALayer", "NSObject", """
            cornerRadius: CGFloat; borderWidth: CGFloat; borderColor: CGColor?; masksToBounds: Bool
            shadowOpacity: Float; shadowRadius: CGFloat; shadowOffset: CGSize; shadowColor: CGColor?; shadowPath: CGPath?
            opacity: Float; isHidden: Bool; backgroundColor: CGColor?; contents: Any?; contentsGravity: CALayerContentsGravity
            contentsScale: CGFloat; contentsRect: CGRect; contentsCenter: CGRect; contentsFormat: CALayerContentsFormat
            cornerCurve: CALayerCornerCurve; maskedCorners: CACornerMask; zPosition: CGFloat; anchorPoint: CGPoint
            anchorPointZ: CGFloat; position: CGPoint; bounds: CGRect; frame: CGRect; transform: CATransform3D
            sublayerTransform: CATransform3D; mask: CALayer?; name: String?; delegate: CALayerDelegate?
            isOpaque: Bool; allowsEdgeAntialiasing: Bool; allowsGroupOpacity: Bool; rasterizationScale: CGFloat
            shouldRasterize: Bool; isDoubleSided: Bool; isGeometryFlipped: Bool; minificationFilter: CALayerContentsFilter
            magnificationFilter: CALayerContentsFilter; minificationFilterBias: Float; needsDisplayOnBoundsChange: Bool
            drawsAsynchronously: Bool; edgeAntialiasingMask: CAEdgeAntialiasingMask; speed: Float; timeOffset: CFTimeInterval
            beginTime: CFTimeInterval; duration: CFTimeInterval; repeatCount: Float; repeatDuration: CFTimeInterval
            autoreverses: Bool; fillMode: CAMediaTimingFillMode; style: [AnyHashable: Any]?; actions: [String: CAAction]?
            filters: [Any]?; compositingFilter: Any?; backgroundFilters: [Any]?; sublayers: [CALayer]?; superlayer: CALayer?
            contentsAreFlipped: Bool; wantsExtendedDynamicRangeContent: Bool; autoresizingMask: CAAutoresizingMask
            layoutManager: CALayoutManager?; constraints: [CAConstraint]?; visibleRect: CGRect
            """),
        .init("CAShapeLayer", "CALayer", """
            path: CGPath?; fillColor: CGColor?; fillRule: CAShapeLayerFillRule; strokeColor: CGColor?; strokeStart: CGFloat
            strokeEnd: CGFloat; lineWidth: CGFloat; miterLimit: CGFloat; lineCap: CAShapeLayerLineCap
            lineJoin: CAShapeLayerLineJoin; lineDashPhase: CGFloat; lineDashPattern: [NSNumber]?
            """),
        .init("CAGradientLayer", "CALayer", """
            colors: [Any]?; locations: [NSNumber]?; startPoint: CGPoint; endPoint: CGPoint; type: CAGradientLayerType
            """),
        .init("CATextLayer", "CALayer", """
            string: Any?; font: CFTypeRef?; fontSize: CGFloat; foregroundColor: CGColor?; isWrapped: Bool
            truncationMode: CATextLayerTruncationMode; alignmentMode: CATextLayerAlignmentMode; allowsFontSubpixelQuantization: Bool
            """),
        .init("CAReplicatorLayer", "CALayer", """
            instanceCount: Int; preservesDepth: Bool; instanceDelay: CFTimeInterval; instanceTransform: CATransform3D
            instanceColor: CGColor?; instanceRedOffset: Float; instanceGreenOffset: Float; instanceBlueOffset: Float
            instanceAlphaOffset: Float
            """),
        .init("CAEmitterLayer", "CALayer", """
            emitterCells: [CAEmitterCell]?; birthRate: Float; lifetime: Float; emitterPosition: CGPoint; emitterZPosition: CGFloat
            emitterSize: CGSize; emitterDepth: CGFloat; emitterShape: CAEmitterLayerEmitterShape; emitterMode: CAEmitterLayerEmitterMode
            renderMode: CAEmitterLayerRenderMode; preservesDepth: Bool; velocity: Float; scale: Float; spin: Float; seed: UInt32
            """),
        .init("CAScrollLayer", "CALayer", "scrollMode: CAScrollLayerScrollMode"),
        .init("CATiledLayer", "CALayer", "levelsOfDetail: Int; levelsOfDetailBias: Int; tileSize: CGSize"),
        .init("CATransformLayer", "CALayer"),
        .init("CAMetalLayer", "CALayer", """
            device: MTLDevice?; pixelFormat: MTLPixelFormat; framebufferOnly: Bool; drawableSize: CGSize
            presentsWithTransaction: Bool; colorspace: CGColorSpace?; maximumDrawableCount: Int; displaySyncEnabled: Bool
            """),
        .init("CAEAGLLayer", "CALayer", "drawableProperties: [AnyHashable: Any]?; presentsWithTransaction: Bool"),
        .init("AVPlayerLayer", "CALayer", "player: AVPlayer?; videoGravity: AVLayerVideoGravity; isReadyForDisplay: Bool; pixelBufferAttributes: [String: Any]?"),
        .init("AVCaptureVideoPreviewLayer", "CALayer", "session: AVCaptureSession?; videoGravity: AVLayerVideoGravity; connection: AVCaptureConnection?"),
        .init("SCNLayer", "CALayer"),
        .init("CAEmitterCell", "NSObject"),

        // Objects a storyboard or nib can hold whose class comes from another framework.
        .init("GKScene", "NSObject"),
    ]

    /// Classes both platforms have, with `$View`/`$ViewController` standing for the platform's base class.
    static let crossPlatform: [FrameworkClassDeclaration] = [
        .init("MKMapView", FrameworkClassDeclaration.platformView, """
            delegate: MKMapViewDelegate?; mapType: MKMapType; region: MKCoordinateRegion; centerCoordinate: CLLocationCoordinate2D
            visibleMapRect: MKMapRect; camera: MKMapCamera; isZoomEnabled: Bool; isScrollEnabled: Bool; isRotateEnabled: Bool
            isPitchEnabled: Bool; showsUserLocation: Bool; showsCompass: Bool; showsScale: Bool; showsZoomControls: Bool
            showsPointsOfInterest: Bool; showsBuildings: Bool; showsTraffic: Bool; userTrackingMode: MKUserTrackingMode
            pointOfInterestFilter: MKPointOfInterestFilter?; preferredConfiguration: MKMapConfiguration
            cameraZoomRange: MKMapView.CameraZoomRange!; cameraBoundary: MKMapView.CameraBoundary?; isUserLocationVisible: Bool
            showsPitchControl: Bool; selectableMapFeatures: MKMapFeatureOptions; annotations: [MKAnnotation]; overlays: [MKOverlay]
            selectedAnnotations: [MKAnnotation]; userLocation: MKUserLocation
            """),
        .init("WKWebView", FrameworkClassDeclaration.platformView, """
            navigationDelegate: WKNavigationDelegate?; UIDelegate: WKUIDelegate?; uiDelegate: WKUIDelegate?
            allowsBackForwardNavigationGestures: Bool; allowsLinkPreview: Bool; allowsMagnification: Bool; customUserAgent: String?
            configuration: WKWebViewConfiguration; scrollView: UIScrollView; isInspectable: Bool; pageZoom: CGFloat
            magnification: CGFloat; underPageBackgroundColor: UIColor!; title: String?; url: URL?; URL: URL?
            isLoading: Bool; loading: Bool; estimatedProgress: Double; canGoBack: Bool; canGoForward: Bool
            """, actions: "goBack: goForward: reload: reloadFromOrigin: stopLoading:"),
        .init("WKWebViewConfiguration", "NSObject"),
        .init("WKPreferences", "NSObject"),
        .init("SCNView", FrameworkClassDeclaration.platformView, """
            scene: SCNScene?; delegate: SCNSceneRendererDelegate?; allowsCameraControl: Bool; autoenablesDefaultLighting: Bool
            isPlaying: Bool; loops: Bool; showsStatistics: Bool; antialiasingMode: SCNAntialiasingMode; preferredFramesPerSecond: Int
            rendersContinuously: Bool; pointOfView: SCNNode?; debugOptions: SCNDebugOptions; isJitteringEnabled: Bool
            backgroundColor: UIColor; technique: SCNTechnique?; overlaySKScene: SKScene?; cameraControlConfiguration: SCNCameraControlConfiguration
            defaultCameraController: SCNCameraController; sceneTime: TimeInterval; isTemporalAntialiasingEnabled: Bool
            usesReverseZ: Bool; audioListener: SCNNode?
            """, actions: "play: pause: stop:"),
        .init("SKView", FrameworkClassDeclaration.platformView, """
            scene: SKScene?; delegate: SKViewDelegate?; isPaused: Bool; showsFPS: Bool; showsDrawCount: Bool; showsNodeCount: Bool
            showsQuadCount: Bool; showsPhysics: Bool; showsFields: Bool; isAsynchronous: Bool; allowsTransparency: Bool
            ignoresSiblingOrder: Bool; shouldCullNonVisibleNodes: Bool; preferredFramesPerSecond: Int; frameInterval: Int
            disableDepthStencilBuffer: Bool
            """),
        .init("MTKView", FrameworkClassDeclaration.platformView, """
            delegate: MTKViewDelegate?; device: MTLDevice?; colorPixelFormat: MTLPixelFormat; depthStencilPixelFormat: MTLPixelFormat
            sampleCount: Int; clearColor: MTLClearColor; clearDepth: Double; clearStencil: UInt32; preferredFramesPerSecond: Int
            enableSetNeedsDisplay: Bool; autoResizeDrawable: Bool; drawableSize: CGSize; isPaused: Bool; framebufferOnly: Bool
            presentsWithTransaction: Bool; colorspace: CGColorSpace?; depthStencilAttachmentTextureUsage: MTLTextureUsage
            multisampleColorAttachmentTextureUsage: MTLTextureUsage; depthStencilStorageMode: MTLStorageMode
            """),
        .init("PDFView", FrameworkClassDeclaration.platformView, """
            document: PDFDocument?; delegate: PDFViewDelegate?; displayMode: PDFDisplayMode; displayDirection: PDFDisplayDirection
            displaysPageBreaks: Bool; pageBreakMargins: UIEdgeInsets; displayBox: PDFDisplayBox; displaysAsBook: Bool
            displaysRTL: Bool; autoScales: Bool; scaleFactor: CGFloat; minScaleFactor: CGFloat; maxScaleFactor: CGFloat
            backgroundColor: UIColor; interpolationQuality: PDFInterpolationQuality; pageShadowsEnabled: Bool
            usePageViewController: Bool; isInMarkupMode: Bool; enableDataDetectors: Bool; acceptsDraggedFiles: Bool
            shouldAntiAlias: Bool; greekingThreshold: CGFloat; pageOverlayViewProvider: PDFPageOverlayViewProvider?
            """, actions: """
            goToFirstPage: goToLastPage: goToNextPage: goToPreviousPage: goBack: goForward: zoomIn: zoomOut: selectAll:
            copy: printWithInfo:autoRotate: takePasswordFrom:
            """),
        .init("PDFThumbnailView", FrameworkClassDeclaration.platformView, """
            pdfView: PDFView?; PDFView: PDFView?; thumbnailSize: CGSize; layoutMode: PDFThumbnailLayoutMode
            contentInset: UIEdgeInsets; backgroundColor: UIColor?; maximumNumberOfColumns: Int; allowsDragging: Bool
            allowsMultipleSelection: Bool; labelFont: NSFont?
            """),
        .init("MKUserTrackingButton", FrameworkClassDeclaration.platformView, "mapView: MKMapView?"),
        .init("MKCompassButton", FrameworkClassDeclaration.platformView, "mapView: MKMapView?; compassVisibility: MKFeatureVisibility"),
        .init("MKScaleView", FrameworkClassDeclaration.platformView, """
            mapView: MKMapView?; scaleVisibility: MKFeatureVisibility; legendAlignment: MKScaleView.Alignment
            """),
        .init("MKAnnotationView", FrameworkClassDeclaration.platformView),
        .init("MKMarkerAnnotationView", "MKAnnotationView"),
        .init("MKPinAnnotationView", "MKAnnotationView"),
        .init("MKOverlayRenderer", "NSObject"),
        .init("CLLocationManager", "NSObject", "delegate: CLLocationManagerDelegate?"),
    ]
}

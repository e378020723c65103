/// The `<resources>` section Interface Builder writes at the end of a document: one entry per image
/// (`<image name=… catalog=…>`) and named or system color (`<namedColor>`, `<systemColor>`) the document
/// uses. It is IB's cache of what the file references, which makes it a reliable cross-check of which
/// attribute values are image names, and which of them are system images (SF Symbols).
public struct InterfaceResources: Sendable {
    /// Image names with a resources entry, and whether that entry says `catalog="system"` (SF Symbols).
    public private(set) var images: [String: Bool] = [:]
    public private(set) var namedColors: Set<String> = []
    public private(set) var systemColors: Set<String> = []
    /// Images whose data Interface Builder embedded in the file (`<image name="imageView:aBc-dE-fGh:image">`
    /// holding a `<mutableData key="keyedArchiveRepresentation">`): the nib carries them, no catalog needs to.
    public private(set) var embeddedImages: Set<String> = []
    /// Indices of elements inside `<resources>`: entries there are IB's cache, not uses.
    public private(set) var cacheElements: Set<Int> = []

    public init(_ document: IBDocument) {
        for section in document.elements where section.name == "resources" {
            for index in (section.index + 1)..<document.subtreeEnd(of: section.index) {
                cacheElements.insert(index)
                let element = document[index]
                guard let name = element["name"], !name.isEmpty else { continue }
                switch element.name {
                case "image":
                    images[name] = (images[name] ?? false) || element["catalog"] != nil
                    if document.children(of: index).contains(where: { document[$0].name == "mutableData" }) { embeddedImages.insert(name) }
                case "namedColor": namedColors.insert(name)
                case "systemColor": systemColors.insert(name)
                default: break
                }
            }
        }
    }

    /// An image attribute value that names an app image (not a system image, not AppKit's `NSImageName`s).
    public func isAppImage(_ name: String, on element: IBElement) -> Bool {
        guard let isSystem = images[name], !isSystem, element["catalog"] == nil, !embeddedImages.contains(name) else { return false }
        return !Self.isAppKitImageName(name)
    }

    /// `NSAddTemplate`, `NSActionTemplate`, `NSFolder`…: AppKit's built-in named images.
    public static func isAppKitImageName(_ name: String) -> Bool {
        guard name.hasPrefix("NS"), let third = name.dropFirst(2).first else { return false }
        return third.isUppercase
    }

    /// Uses of images outside `<resources>`: an image attribute (`image`, `selectedImage`,
    /// `backgroundImage`, a text field's `background`…) or an image-typed runtime attribute, whose value
    /// IB listed as an app image in `<resources>`.
    public func imageUses(in document: IBDocument) -> [(element: IBElement, attribute: String, name: String)] {
        var uses: [(IBElement, String, String)] = []
        // Elements and attributes read through their addresses: most have no image, and taking each out of
        // its array copied it (every string and array it holds retained, then released).
        // The elements of `<resources>` lie between these two (hashing every position to ask the set was
        // a fifth of this pass).
        let firstCached = cacheElements.min() ?? Int.max, lastCached = cacheElements.max() ?? Int.min
        document.elements.withUnsafeBufferPointer { elements in
            for position in elements.indices where position < firstCached || position > lastCached || !cacheElements.contains(position) {
                let element = elements.baseAddress! + position
                if IBElement.sameName(element.pointee.name, "userDefinedRuntimeAttribute") {
                    if element.pointee["type"] == "image", let value = element.pointee["value"], isAppImage(value, on: element.pointee) {
                        uses.append((element.pointee, "value", value))
                    }
                    continue
                }
                var seen: Set<String> = []
                // The element's run of the document's attributes, read in that array.
                let attributes = element.pointee.attributes.storage
                for attribute in element.pointee.attributes.storageIndices where Self.isImageAttribute(attributes[attribute].name) {
                    let value = attributes[attribute].value
                    if isAppImage(value, on: element.pointee), seen.insert(value).inserted {
                        uses.append((element.pointee, attributes[attribute].name, value))
                    }
                }
            }
        }
        return uses
    }

    /// Who uses a resource, in words: the object (`button "Buy" (id)`), and what of it uses the resource
    /// when that is not the object itself (`for its selected state`, `for leftIcon`, `as selectedImage`).
    public static func describeUser(of element: IBElement, attribute: String?, in document: IBDocument) -> (object: String, role: String) {
        guard let owner = document.owningObject(of: element.index) else { return (element.name, "") }
        let object = document[owner].readableName(showingContent: true)
        var role = ""
        if owner != element.index {
            if element.name == "userDefinedRuntimeAttribute" {
                if let keyPath = element["keyPath"] { role = " for \(keyPath)" }
            } else if let parent = element.parent, document[parent].name == "userDefinedRuntimeAttribute" {
                if let keyPath = document[parent]["keyPath"] { role = " for \(keyPath)" }
            } else if element.name == "state", let state = element.key {
                role = " for its \(state) state"
            } else if let key = element.key {
                role = " for \(key)"
            }
        }
        if let attribute, attribute != "image", attribute != "value" { role += " as \(attribute)" }
        return (object, role)
    }

    public static func isImageAttribute(_ name: String) -> Bool {
        // By bytes (asked of every attribute of every element; `==` and `hasSuffix` of different strings
        // take `String`'s slow path). Only the ASCII string itself is equivalent to an ASCII literal; for
        // the suffix, the byte before it must be ASCII too, so that no character can reach into it.
        let answer = name.withUTF8Bytes { utf8 -> Bool? in
            let count = utf8.count
            // Lengths first: comparing the bytes with each name was most of the search.
            if (count == 5 && utf8.elementsEqual("image".utf8)) || (count == 10 && utf8.elementsEqual("background".utf8))
                || (count == 18 && utf8.elementsEqual("disabledBackground".utf8)) {
                return true
            }
            guard count >= 5, utf8[count - 1] == UInt8(ascii: "e"), utf8[count - 2] == UInt8(ascii: "g"),
                  utf8[count - 3] == UInt8(ascii: "a"), utf8[count - 4] == UInt8(ascii: "m"),
                  utf8[count - 5] == UInt8(ascii: "I") else { return false }
            return count == 5 || utf8[count - 6] < 0x80 ? true : nil
        }
        // A non-ASCII byte before the suffix: as `Character`s.
        return answer ?? name.hasSuffix("Image")
    }

    /// Uses of named (asset catalog) colors outside `<resources>`: `<color key=… name=…>` without
    /// `catalog` (which marks the old system color lists), listed as a `<namedColor>` in `<resources>`.
    public func namedColorUses(in document: IBDocument) -> [(element: IBElement, name: String)] {
        document.elements.compactMap { element in
            guard element.name == "color", !cacheElements.contains(element.index), element["catalog"] == nil,
                  element["systemColor"] == nil, let name = element["name"], namedColors.contains(name),
                  !systemColors.contains(name) else { return nil }
            return (element, name)
        }
    }
}

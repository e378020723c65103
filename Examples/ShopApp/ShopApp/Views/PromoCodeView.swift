import UIKit

/// A text field and an "Apply" button, built in code.
final class PromoCodeView: UIView {
    private let onApply: (String) -> Void
    private let field = UITextField()
    private let applyButton = UIButton(type: .system)

    init(onApply: @escaping (String) -> Void) {
        self.onApply = onApply
        super.init(frame: .zero)
        applyButton.setTitle("Apply", for: .normal)
        applyButton.addTarget(self, action: #selector(applyTapped), for: .touchUpInside)
        addSubview(field)
        addSubview(applyButton)
    }

    required init?(coder: NSCoder) {
        self.onApply = { _ in }
        super.init(coder: coder)
    }

    @objc private func applyTapped() {
        onApply(field.text ?? "")
    }
}

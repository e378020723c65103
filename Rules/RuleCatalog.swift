import IBLintCore
import IBLintIndex

public enum RuleCatalog {}

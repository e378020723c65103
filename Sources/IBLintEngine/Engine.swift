import IBLintCore
import IBLintIndex
import IBLintRules
import IBLintReporters

public enum Engine {}

import IBLintEngine
import IBLintRules

/// The linter the CLI runs: every rule iblint has.
let iblint = Linter(rules: RuleCatalog.all)

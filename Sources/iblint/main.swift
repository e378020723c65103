import IBLintEngine
print("iblint")

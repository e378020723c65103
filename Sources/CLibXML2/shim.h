#ifndef IBLINT_CLIBXML2_SHIM_H
#define IBLINT_CLIBXML2_SHIM_H
/* libxml2 built with ICU declares ICU converter fields in encoding.h, which pulls the system ICU
   headers into this module; Foundation on Linux ships its own ICU (_FoundationICU) with different
   definitions of the same types, and any module that sees both fails to compile ("'UErrorCode' has
   different definitions in different modules"). iblint never touches those fields (they sit at the
   end of a struct only used through pointers), so hide them. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/globals.h>

/* The version of the libxml2 loaded at run time (the summary cache is keyed by it). A function here
   because `xmlParserVersion` is a macro in some libxml2 versions and a variable in others. */
static inline const char *iblint_libxml2_version(void) { return xmlParserVersion; }
#endif

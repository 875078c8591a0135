// SwiftPM builds a C target from its source files; the functions are inline, in the header.
#include "MediatorAtomics.h"

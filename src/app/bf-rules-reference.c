/* bf-rules-reference.c: being written */
#include "config.h"

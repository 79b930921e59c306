/* bf-solo.c: being written */
#include "config.h"

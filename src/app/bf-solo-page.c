/* bf-solo-page.c: being written */
#include "config.h"

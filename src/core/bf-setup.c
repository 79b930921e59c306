/* bf-setup.c: being written */
#include "config.h"

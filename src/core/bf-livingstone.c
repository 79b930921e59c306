/* bf-livingstone.c: being written */
#include "config.h"

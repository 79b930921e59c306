/* bf-livingstone-page.c: being written */
#include "config.h"

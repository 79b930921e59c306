/* bf-secret-page.c: being written */
#include "config.h"

/* bf-bidding-page.c: being written */
#include "config.h"

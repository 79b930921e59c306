/* bf-bidding.c: being written */
#include "config.h"

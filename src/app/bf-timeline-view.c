/* bf-timeline-view.c: being written */
#include "config.h"

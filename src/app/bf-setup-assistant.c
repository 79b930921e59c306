/* bf-setup-assistant.c: being written */
#include "config.h"

#include "loa.h"

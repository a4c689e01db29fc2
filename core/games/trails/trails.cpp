#include "trails.h"

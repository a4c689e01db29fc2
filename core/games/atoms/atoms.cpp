#include "atoms.h"

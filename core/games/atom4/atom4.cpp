#include "atom4.h"

// The user's-language text of a refused move: the game rules give a reason code and its arguments (core/move.h),
// this turns them into a translated sentence for the status bar.
#pragma once

#include "core/move.h"

#include <QString>

namespace gamut {

QString refusalText(const ParsedMove &refusal);

} // namespace gamut

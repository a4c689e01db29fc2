// The games' cell painters (one small class each, in painters_*.cpp), made by makeCellPainter().
#pragma once

#include "cellpainter.h"

namespace gamut {

std::unique_ptr<CellPainter> makeAddTractionPainter();
std::unique_ptr<CellPainter> makeAtom4Painter();
std::unique_ptr<CellPainter> makeLoaPainter();
std::unique_ptr<CellPainter> makeAtomsPainter();
std::unique_ptr<CellPainter> makeTrailsPainter();

} // namespace gamut

#include "layout/nominal_size.h"

#include "layout/card_geometry.h"
#include "layout/card_placer.h"

namespace spotforge {

double nominal_biggest_symbol_mm(const LayoutOptions& options, int count) {
  PlacementContext context;
  context.options = options;
  context.area = safe_area(options);
  context.min_size_mm = min_symbol_size_mm(options, count);
  context.size_variety = options.size_variety;
  return nominal_biggest_mm(context, count);
}

}  // namespace spotforge

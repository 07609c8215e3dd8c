#include "print/fold_nets.h"

#include <cmath>
#include <numbers>

namespace spotforge {
namespace {

constexpr double kLipMm = 10;           // stops the card sliding off the shelf
constexpr double kShelfMm = 8;          // room for the card's foot in front of the face
constexpr double kCardMarginMm = 2;     // around the card, each side, and above it
constexpr double kBaseMm = 44;          // depth on the table: enough not to tip over
constexpr double kBaseBeyondTopMm = 8;  // ... and at least this beyond the face's top
constexpr double kStandeeFootMm = 18;

double radians(double degrees) { return degrees * std::numbers::pi / 180; }

}  // namespace

double StripNet::length_mm() const { return offset_mm(static_cast<int>(panels.size())); }

double StripNet::offset_mm(int i) const {
  double offset = 0;
  for (int k = 0; k < i && k < static_cast<int>(panels.size()); ++k) offset += panels[k].length_mm;
  return offset;
}

CardHolderShape card_holder_shape(double card_height_mm) {
  CardHolderShape shape;
  shape.face_mm = card_height_mm + 2 * kCardMarginMm;
  const double rise = radians(90 - shape.lean_deg);  // the face's angle with the table
  const double run = shape.face_mm * std::cos(rise);
  shape.height_mm = shape.face_mm * std::sin(rise);
  // The base must reach well past the face's top: the card leans its weight there.
  shape.base_mm = std::max(kBaseMm, run + kBaseBeyondTopMm);
  shape.back_mm = std::hypot(shape.base_mm - run, shape.height_mm);
  return shape;
}

StripNet card_holder_net(double card_width_mm, double card_height_mm) {
  const CardHolderShape shape = card_holder_shape(card_height_mm);
  StripNet net;
  net.width_mm = card_width_mm + 2 * kCardMarginMm;
  // The printed side stays outside: the lip and the face rise from the shelf (valley folds),
  // the tent's ridge and the back's foot are mountain folds, and the base ends in a flap of
  // the shelf's depth that is glued under the shelf.
  net.panels = {{"lip", kLipMm},
                {"shelf", kShelfMm},
                {"face", shape.face_mm},
                {"back", shape.back_mm},
                {"base", shape.base_mm + kShelfMm}};
  net.folds = {Fold::kValley, Fold::kValley, Fold::kMountain, Fold::kMountain};
  return net;
}

StripNet standee_net(double face_width_mm, double face_height_mm) {
  StripNet net;
  net.width_mm = face_width_mm;
  net.panels = {{"foot", kStandeeFootMm},
                {"front", face_height_mm},
                {"back", face_height_mm},
                {"foot", kStandeeFootMm}};
  // Printed side out: the ridge is a mountain fold; the feet turn out under the faces.
  net.folds = {Fold::kValley, Fold::kMountain, Fold::kValley};
  return net;
}

}  // namespace spotforge

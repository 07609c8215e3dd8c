// Paper components that fold up from one strip: the Party card holder and the standing mascot.
// Each is a strip of panels of one width, with a fold between neighbours; the geometry is
// computed from the card it must hold, not drawn by hand, so it holds for any card size.
#pragma once

#include <string>
#include <vector>

namespace spotforge {

// Seen from the printed side: a valley fold closes the printed faces towards each other, a
// mountain fold opens them away (drawn dashed and dash-dotted, as paper-craft sheets do).
enum class Fold { kValley, kMountain };

struct NetPanel {
  std::string role;  // "lip", "shelf", "face", "back", "base"; "foot", "front"
  double length_mm = 0;
};

struct StripNet {
  double width_mm = 0;
  std::vector<NetPanel> panels;  // in order along the strip
  std::vector<Fold> folds;       // folds[i] joins panels[i] and panels[i + 1]
  double length_mm() const;
  // Distance from the strip's start to the start of panel i.
  double offset_mm(int i) const;
};

// A card holder: a triangular tent whose front face the card leans on, a shelf with a lip in
// front that keeps the card from sliding, and a base whose end is glued under the shelf. The
// other players see the back face, which hides the card.
struct CardHolderShape {
  double lean_deg = 20;  // the card's lean back from upright
  double face_mm = 0;    // the face the card leans on: at least the card's height
  double base_mm = 0;    // from the face's foot to the back's foot, on the table
  double back_mm = 0;    // closes the triangle
  double height_mm = 0;  // of the face's top edge above the table
};
CardHolderShape card_holder_shape(double card_height_mm);
StripNet card_holder_net(double card_width_mm, double card_height_mm);

// A standing picture: foot, front, back (upside down on the sheet, so both read upright once
// folded at the top), foot. The feet fold out and rest on the table.
StripNet standee_net(double face_width_mm, double face_height_mm);

}  // namespace spotforge

// How loose a justified layout is: the widest inter-word space justification made, as a
// multiple of the font's own space. Good justified text stays below about 2; above that the
// holes in a line catch the eye ("rivers"), and the typesetter sets the block ragged-right.
#pragma once

#include <pango/pango.h>

namespace spotforge::typeset {

// The loosest line's word space over the natural one (1 when no line is stretched: one-line
// layouts, lines without spaces). The last line, which is never justified, does not count.
// Call with the Pango lock held (base/pango_lock.h), as for any layout work.
double loosest_word_space(PangoLayout* justified);

}  // namespace spotforge::typeset

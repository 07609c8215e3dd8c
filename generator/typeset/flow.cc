#include "typeset/flow.h"

#include <cstddef>

namespace spotforge::typeset {

namespace {

class Flow {
 public:
  Flow(const std::vector<PieceSize>& pieces, const FlowFrame& frame)
      : pieces_(pieces), frame_(frame), slots_(pieces.size()) {}

  std::vector<Slot> run() {
    size_t i = 0;
    while (i < pieces_.size()) {
      if (pieces_[i].page_break) {
        if (!at_page_start()) new_page();
        slots_[i] = {page_, column_index_, 0};
        ++i;
        continue;
      }
      size_t last = group_end(i);
      if (!in_column_.empty() && y_ + group_height(i, last) > capacity()) break_column();
      for (size_t k = i; k <= last; ++k) {
        if (!in_column_.empty() && y_ + spaced_height(k) > capacity()) break_column();
        place(k);
      }
      i = last + 1;
    }
    return slots_;
  }

 private:
  const std::vector<PieceSize>& pieces_;
  const FlowFrame& frame_;
  std::vector<Slot> slots_;
  int page_ = 0;
  int column_index_ = 0;
  double y_ = 0;
  std::vector<size_t> in_column_;  // the pieces in the current column

  double capacity() const {
    return frame_.column_height - (page_ == 0 ? frame_.first_page_offset : 0);
  }
  bool at_page_start() const { return column_index_ == 0 && in_column_.empty(); }

  size_t group_end(size_t i) const {
    size_t j = i;
    while (j + 1 < pieces_.size() && pieces_[j].keep_with_next && !pieces_[j + 1].page_break) ++j;
    return j;
  }
  double spaced_height(size_t k) const {
    return (in_column_.empty() ? 0 : pieces_[k].space_before) + pieces_[k].height;
  }
  double group_height(size_t first, size_t last) const {
    double h = spaced_height(first);
    for (size_t k = first + 1; k <= last; ++k) h += pieces_[k].space_before + pieces_[k].height;
    return h;
  }

  void place(size_t k) {
    double space = in_column_.empty() ? 0 : pieces_[k].space_before;
    slots_[k] = {page_, column_index_, y_ + space};
    y_ += space + pieces_[k].height;
    in_column_.push_back(k);
  }

  void advance() {
    if (++column_index_ == frame_.columns) {
      ++page_;
      column_index_ = 0;
    }
    y_ = 0;
    in_column_.clear();
  }
  void new_page() {
    ++page_;
    column_index_ = 0;
    y_ = 0;
    in_column_.clear();
  }

  // Ends the column; headings left at its foot move on with the text they introduce.
  void break_column() {
    size_t trailing = 0;
    while (trailing < in_column_.size() &&
           pieces_[in_column_[in_column_.size() - 1 - trailing]].sticky) {
      ++trailing;
    }
    std::vector<size_t> carry;
    if (trailing < in_column_.size()) carry.assign(in_column_.end() - trailing, in_column_.end());
    advance();
    for (size_t k : carry) place(k);
  }
};

}  // namespace

std::vector<Slot> flow_pieces(const std::vector<PieceSize>& pieces, const FlowFrame& frame) {
  return Flow(pieces, frame).run();
}

}  // namespace spotforge::typeset

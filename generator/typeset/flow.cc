#include "typeset/flow.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>

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
        place_waiting();
        if (!at_page_start()) new_page();
        slots_[i] = {page_, column_index_, 0};
        ++i;
        continue;
      }
      if (pieces_[i].floats) {
        place_waiting();  // figures keep their order
        if (!in_column_.empty() && y_ + spaced_height(i) > capacity()) {
          waiting_ = i;
        } else {
          place(i);
        }
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
    place_waiting();
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
  std::optional<size_t> waiting_;  // a figure for the top of the next column

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
    return in_column_.empty() ? pieces_[k].top_extra + pieces_[k].height
                              : pieces_[k].space_before + pieces_[k].height;
  }
  double group_height(size_t first, size_t last) const {
    double h = spaced_height(first);
    for (size_t k = first + 1; k <= last; ++k) h += pieces_[k].space_before + pieces_[k].height;
    return h;
  }

  void place(size_t k) {
    slots_[k] = {page_, column_index_, in_column_.empty() ? y_ : y_ + pieces_[k].space_before};
    y_ += spaced_height(k);
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
    if (waiting_) place(*std::exchange(waiting_, std::nullopt));
    for (size_t k : carry) place(k);
  }
  // A waiting figure goes to the top of the next column now (the column is ended early).
  void place_waiting() {
    if (waiting_) break_column();
  }
};

}  // namespace

std::vector<Slot> flow_pieces(const std::vector<PieceSize>& pieces, const FlowFrame& frame) {
  return Flow(pieces, frame).run();
}

double largest_hole(const std::vector<PieceSize>& pieces, const std::vector<Slot>& slots,
                    const FlowFrame& frame) {
  int pages = 1;
  for (const Slot& s : slots) pages = std::max(pages, s.page + 1);
  // Per page and column, how far down its pieces reach (-1: empty); and the pages a forced
  // break ends.
  std::vector<std::vector<double>> reach(pages, std::vector<double>(frame.columns, -1));
  std::vector<bool> broken(pages, false);
  for (size_t k = 0; k < pieces.size() && k < slots.size(); ++k) {
    const Slot& s = slots[k];
    if (pieces[k].page_break) {
      if (s.page > 0) broken[s.page - 1] = true;
      continue;
    }
    const double top = s.y == 0 ? pieces[k].top_extra : 0;
    reach[s.page][s.column] = std::max(reach[s.page][s.column], s.y + top + pieces[k].height);
  }
  double hole = 0;
  for (int page = 0; page + 1 < pages; ++page) {
    const double capacity = frame.column_height - (page == 0 ? frame.first_page_offset : 0);
    int last = frame.columns - 1;
    if (broken[page]) {
      while (last > 0 && reach[page][last] < 0) --last;
      --last;  // the column the break ends is not a hole
    }
    for (int column = 0; column <= last; ++column) {
      hole = std::max(hole, capacity - std::max(0.0, reach[page][column]));
    }
  }
  return hole;
}

}  // namespace spotforge::typeset

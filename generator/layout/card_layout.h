// Where each symbol sits on each card: the model that layout.json serialises and that the PDF
// is drawn from. Plain data; origin at the card centre, x to the right, y down, millimetres.
#pragma once

#include <string>
#include <vector>

namespace spotforge {

struct PlacedSymbol {
  int symbol = 0;   // index into the theme's symbols
  double x_mm = 0;  // centre of the placed box
  double y_mm = 0;
  double width_mm = 0;  // the placed box (the symbol's ink box scaled)
  double height_mm = 0;
  double rotation_deg = 0;  // clockwise, about the box centre
  bool mirror = false;      // flipped left-right before rotating
};

struct CardMetrics {
  double ink_coverage = 0;             // share of the safe area covered by ink
  double min_gap_mm = 0;               // smallest distance between two inks
  double min_edge_distance_mm = 0;     // smallest distance from ink to the safe edge
  double largest_empty_circle_mm = 0;  // diameter
  double size_ratio = 0;               // biggest / smallest, by sqrt of ink area
  bool shrunk = false;                 // the whole card had to be laid out smaller than asked
  double verified_px_per_mm = 0;       // the verification raster the card was measured on
};

struct CardLayout {
  std::vector<PlacedSymbol> symbols;
  CardMetrics metrics;
};

// Minimum, mean and maximum of one metric over the deck's cards.
struct MetricRange {
  double min = 0;
  double mean = 0;
  double max = 0;
};

struct DeckSummary {
  int cards = 0;
  MetricRange ink_coverage;
  MetricRange min_gap_mm;
  MetricRange min_edge_distance_mm;
  MetricRange largest_empty_circle_mm;
  MetricRange size_ratio;
  int shrunk_cards = 0;
  double verified_px_per_mm = 0;  // the coarsest raster any card was verified on
};

// Every card in deck order, verified, with its metrics and the deck's summary of them.
struct DeckLayout {
  std::vector<CardLayout> cards;
  DeckSummary summary;
};

}  // namespace spotforge

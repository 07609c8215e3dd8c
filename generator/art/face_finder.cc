#include "art/face_finder.h"

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/objdetect.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <mutex>

namespace spotforge {
namespace {

// Faces are looked for on a copy this many pixels along its longer side: a face a tenth of
// the photo across still has the 24 pixels the cascade needs, and the search stays quick.
constexpr int kSearchSide = 480;

// The image's grey levels at most kSearchSide along the longer side; `scale` maps back.
cv::Mat grey_copy(cairo_surface_t* image, double* scale) {
  cairo_surface_flush(image);
  const int w = cairo_image_surface_get_width(image);
  const int h = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  // Cairo's pixels are 32-bit native-endian xRGB: BGRA bytes on little-endian machines.
  const cv::Mat bgra(h, w, CV_8UC4, cairo_image_surface_get_data(image),
                     static_cast<size_t>(stride));
  *scale = std::min(1.0, static_cast<double>(kSearchSide) / std::max(w, h));
  cv::Mat small;
  cv::resize(bgra, small, cv::Size(), *scale, *scale, cv::INTER_AREA);
  cv::Mat grey;
  cv::cvtColor(small, grey, cv::COLOR_BGRA2GRAY);
  cv::equalizeHist(grey, grey);
  return grey;
}

}  // namespace

const char* face_cascade_path() {
  if (const char* env = std::getenv("SPOTFORGE_FACE_CASCADE")) return env;
  return "/usr/share/opencv4/haarcascades/haarcascade_frontalface_default.xml";
}

std::vector<FaceRect> find_faces(cairo_surface_t* image) {
  const std::string path = face_cascade_path();
  std::error_code ignored;
  if (!std::filesystem::is_regular_file(path, ignored)) return {};
  // A cascade is not safe to share between threads: one per thread, loaded once.
  thread_local std::string loaded_path;
  thread_local cv::CascadeClassifier cascade;
  if (loaded_path != path) {
    if (!cascade.load(path)) return {};
    loaded_path = path;
  }
  double scale = 1;
  const cv::Mat grey = grey_copy(image, &scale);
  std::vector<cv::Rect> found;
  const int smallest = std::max(24, std::min(grey.cols, grey.rows) / 12);
  cascade.detectMultiScale(grey, found, 1.1, 5, 0, cv::Size(smallest, smallest));
  std::sort(found.begin(), found.end(),
            [](const cv::Rect& a, const cv::Rect& b) { return a.area() > b.area(); });
  std::vector<FaceRect> out;
  for (const cv::Rect& r : found) {
    out.push_back({r.x / scale, r.y / scale, r.width / scale, r.height / scale});
  }
  return out;
}

}  // namespace spotforge

#include "studio/upload_name.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"

namespace spotforge::studio {
namespace {

const std::string kPng("\x89PNG\r\n\x1a\n....", 12);
const std::string kJpeg("\xff\xd8\xff\xe0....", 8);
const std::string kSvg = "\xef\xbb\xbf  <svg xmlns='http://www.w3.org/2000/svg'/>";

std::string refusal(const std::string& name, const std::string& bytes) {
  try {
    picture_file_name(name, bytes, {});
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(StudioUploadName, KeepsOnlyASafeIdOfTheLastPathPart) {
  EXPECT_EQ(picture_file_name("../../cat.PNG", kPng, {}), "cat.png");
  EXPECT_EQ(picture_file_name("/etc/cron.d/job.svg", kSvg, {}), "job.svg");
  EXPECT_EQ(picture_file_name("C:\\Users\\ann\\Grandma Rose.JPEG", kJpeg, {}), "grandma-rose.jpg");
  EXPECT_EQ(picture_file_name("Łódź.jpg", kJpeg, {}), "lodz.jpg");
  EXPECT_EQ(picture_file_name(std::string("a\0b.png", 7), kPng, {}), "a-b.png");
  EXPECT_EQ(picture_file_name("...png", kPng, {}), "picture.png");
  EXPECT_EQ(picture_file_name(".hidden.png", kPng, {}), "hidden.png");
}

TEST(StudioUploadName, NumbersANameAlreadyTaken) {
  EXPECT_EQ(picture_file_name("cat.png", kPng, {"cat.png"}), "cat-2.png");
  EXPECT_EQ(picture_file_name("Cat.png", kPng, {"cat.png", "cat-2.png"}), "cat-3.png");
  EXPECT_EQ(picture_file_name("theme.svg", kSvg, {"theme.yaml"}), "theme.svg");
}

TEST(StudioUploadName, RefusesWhatIsNotAPictureItClaims) {
  EXPECT_NE(refusal("../../.bashrc", "x").find("not a picture"), std::string::npos);
  EXPECT_NE(refusal("theme.yaml", "title: x").find("not a picture"), std::string::npos);
  EXPECT_NE(refusal("cat.png", "").find("empty"), std::string::npos);
  EXPECT_NE(refusal("cat.png", kSvg).find("not a .png"), std::string::npos);
  EXPECT_NE(refusal("cat.jpg", kPng).find("not a .jpg"), std::string::npos);
  EXPECT_NE(refusal("cat.svg", kPng).find("not a .svg"), std::string::npos);
  // Control characters in the name don't reach the message.
  const std::string shown = refusal(std::string("bad\nname\0.txt", 14), "x");
  EXPECT_NE(shown.find("bad?name?.txt"), std::string::npos) << shown;
}

TEST(StudioUploadName, RefusesPicturesOverTheCap) {
  std::string big = kPng;
  big.resize(kMaxUploadBytes + 1, '\0');
  EXPECT_NE(refusal("big.png", big).find("larger than 16 MB"), std::string::npos);
  big.resize(kMaxUploadBytes);
  EXPECT_EQ(picture_file_name("big.png", big, {}), "big.png");
}

}  // namespace
}  // namespace spotforge::studio

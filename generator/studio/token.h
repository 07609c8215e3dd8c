// The studio's one secret: a random token in the URL it prints. Any other local user or web
// page can reach 127.0.0.1, but without the token it can't drive the studio.
#pragma once

#include <string>
#include <string_view>

namespace spotforge::studio {

// 128 random bits from the kernel (getrandom), as 32 lower-case hex digits. Throws
// std::runtime_error when the kernel gives no randomness (never a weaker fallback).
std::string new_token();

// Compares in time that doesn't depend on where the first difference is, so the token
// can't be guessed a digit at a time by timing refusals.
bool same_token(std::string_view given, std::string_view token);

}  // namespace spotforge::studio

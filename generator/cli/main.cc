#include "cli/app.h"

int main(int argc, char** argv) { return spotforge::cli::run(argc, argv); }

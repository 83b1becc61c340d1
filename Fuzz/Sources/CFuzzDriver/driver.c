// The declaration of libFuzzer's driver lives in the header; this file only makes the target a C module.
#include "CFuzzDriver.h"

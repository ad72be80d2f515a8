// The entry the build compiles into the inline script (delivery/build/compile-gate.ts).
import { frameworkGate } from "./framework-gate";

frameworkGate(window);

/**
 * The CPU slowdown that makes this machine the phone Lighthouse's mobile score is meant for.
 *
 * Lighthouse's simulation multiplies the main-thread time it measured by a constant 4, which its
 * documentation (docs/throttling.md, "Calibrating the CPU slowdown") says turns a high-end desktop
 * (benchmark index 1,500–2,000) into a mid-tier phone; on any other machine it asks for the
 * multiplier to be calibrated from the benchmark index. Without that, the same build scores lower
 * on a slow machine and higher on a fast one: this bench has seen indexes from 1,062 to 2,900.
 *
 * The curve is the one of the calculator those docs link to (lighthouse-cpu-throttling-calculator):
 * linear between 150 → 1×, 800 → 2×, 1,300 → 3× and 1,533 → 4×, then one more per 233 points.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

// What the page benches keep of a Lighthouse run, and how they fold several runs into one figure.

/** The lower middle of the runs: an actual run's figure (the pages keep that run's details). */
export const medianRun = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** The figures every page bench budgets or reports, from one Lighthouse result. */
export function pageTimings(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  const { score } = lhr.categories.performance;
  return {
    score: score == null ? null : Math.round(score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Lighthouse's own CPU benchmark of this machine at run time: low values mean a busy or slow
    // machine, which inflates TBT under simulated throttling.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ?? null,
  };
}

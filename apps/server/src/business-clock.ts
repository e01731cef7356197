// A test server's business clock (BUSINESS_CLOCK_START): it reads the configured moment when the
// server starts and runs on in real time from there, so an e2e spec sees the calendar of a holiday
// weekend whatever day the suite runs, while waits and timeouts still pass as they do.

/** A clock that reads `start` now and advances with `realNow` from there. */
export function clockFrom(start: Date, realNow: () => number = Date.now): () => Date {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

/** Thrown by withinTime when the work did not settle in time. */
export class TimedOut extends Error {
  override name = "TimedOut";
}

/**
 * `work`, or a TimedOut rejection once `ms` have passed (the work itself
 * goes on). For the few places where a database that answers nothing at
 * all (a network dropping packets) must not hold a visitor.
 */
export function withinTime<T>(
  work: Promise<T>,
  ms: number,
  what = "the work",
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TimedOut(`${what} did not answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// Whether the machine is quiet enough for Lighthouse's figures to mean anything: its 4x CPU slowdown multiplies
// whatever else is running, so a busy machine reports a slow site (issue 24).

/** The highest 1-minute load average at which a measurement is reported. */
export const LOAD_LIMIT = 1.0;

/**
 * The verdict on the 1-minute `loadAverage`: `measure` says whether to go on, `valid` whether the figures may be
 * reported as figures, `message` says why. `ignoreLoad` (a smoke run) measures anyway, marked not valid.
 */
export function checkLoad(loadAverage, { ignoreLoad = false, limit = LOAD_LIMIT } = {}) {
  const load = `1-minute load average ${loadAverage.toFixed(2)}`;
  if (loadAverage <= limit) return { measure: true, valid: true, message: `${load} (limit ${limit}): quiet enough` };
  if (ignoreLoad) {
    return {
      measure: true,
      valid: false,
      message: `${load} is above ${limit}; measuring anyway (--ignore-load): THESE FIGURES ARE NOT VALID, a smoke run only`,
    };
  }
  return {
    measure: false,
    valid: false,
    message:
      `${load} is above ${limit}: something else is using the CPU, and Lighthouse would multiply its work by 4 ` +
      "into this site's figures. Not measuring; stop builds, tests and servers and run again " +
      '(--ignore-load measures anyway for a smoke run, with figures marked not valid).',
  };
}

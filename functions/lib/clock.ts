/** The time the functions go by; tests move it (expired links) without waiting for days. */
export const clock = {
  now: (): Date => new Date(),
};

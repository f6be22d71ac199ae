/**
 * Preloaded into a server process by test/process.ts (and into its threads, which inherit the
 * flag: plain JavaScript, as tsx is not loaded there yet): the process sees the time as
 * `KYO_TEST_CLOCK_OFFSET_MS` later than it is, as a process restarted after a while would. A test
 * moves the emulator's clock by the same amount, so the world agrees on the time.
 */
const offset = Number(process.env.KYO_TEST_CLOCK_OFFSET_MS ?? '0');

if (offset !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + offset);
      else super(...args);
    }
    static now() {
      return realNow() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}

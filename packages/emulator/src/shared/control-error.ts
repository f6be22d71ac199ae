/** A control call the emulator cannot honour; the control routes answer it as JSON. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

export function notFound(what: string, field?: string): ControlError {
  return new ControlError(404, `${what} not found`, field);
}

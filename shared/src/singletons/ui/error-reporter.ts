/** Where caught errors go: the shell sets it when the site has error reports (decision 054). */
type ErrorReporter = (error: unknown) => void;

let reporter: ErrorReporter | null = null;

/** Called by the shell; every error boundary of every remote reports through this one singleton. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** Hands a caught error to the reporter, if the shell set one; never throws. */
export function reportError(error: unknown): void {
  try {
    reporter?.(error);
  } catch {
    // Reporting an error must not become one.
  }
}

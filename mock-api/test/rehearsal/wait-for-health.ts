/**
 * Resolves once `${url}/api/health` answers 200. Rejects when `exitedWith()` names how the process
 * ended (so a process that died is not waited on, nor taken for whatever holds its port) or after `timeoutMs`.
 */
export async function waitForHealth(url: string, exitedWith: () => string | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = exitedWith();
    if (exit !== undefined) throw new Error(`it exited with ${exit}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

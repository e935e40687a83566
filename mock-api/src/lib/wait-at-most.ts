/** Resolves when `work` settles or `ms` pass, whichever is first; never rejects. */
export async function waitAtMost(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([(work ?? Promise.resolve()).catch(() => undefined), timeUp]);
  clearTimeout(timer);
}

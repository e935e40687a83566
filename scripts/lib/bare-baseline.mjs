import { fork } from 'node:child_process';
import { once } from 'node:events';

/**
 * The baseline of `npm run perf:api` (`bare-json-server.mjs`) in its own process, so it has a core of its own like
 * the API: Express on 127.0.0.1:<port> answering each of `routes` (`{ path, body }`) with its body. Resolves once it listens.
 * `execArgv` goes to its node (`--cpu-prof`, for a profile written when it stops).
 */
export async function startBareServer(port, routes, execArgv = []) {
  const child = fork(new URL('./bare-json-server.mjs', import.meta.url), { stdio: 'inherit', execArgv });
  const exited = once(child, 'exit').catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const started = once(child, 'message');
    child.send({ port, routes });
    const [message] = await Promise.race([
      started,
      exited.then(() => Promise.reject(new Error('The bare Express server exited before it listened'))),
    ]);
    return { baseUrl: `http://127.0.0.1:${port}`, expressVersion: message.expressVersion, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

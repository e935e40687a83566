let clients = 0;

/**
 * Limits are counted in the database, so every server of a suite shares them. A test of
 * a limit starts its server with this environment and sends its own client address, so
 * earlier requests of the suite (all from 127.0.0.1) do not count against it.
 */
export function ownClient() {
  clients += 1;
  return {
    env: { TRUST_PROXY: 'loopback' },
    headers: { 'x-forwarded-for': `198.51.100.${clients}` },
  };
}

import { describe, expect, it } from 'vitest';
import { type CpuProfile, packageOf, profileShares } from './cpu-profile-shares.mjs';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

/** root → handler (our code) → helmet's middleware → setHeader (Node); plus idle and GC. */
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5, 6] },
    { id: 2, callFrame: frame('handler', 'file:///w/mock-api/dist/index.js', 9), children: [3] },
    { id: 3, callFrame: frame('xFrameOptions', 'file:///w/node_modules/helmet/index.mjs', 301), children: [4] },
    { id: 4, callFrame: frame('setHeader', 'node:_http_outgoing', 652) },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('(garbage collector)') },
  ],
  startTime: 1_000,
  // At 1010, 1020, ... 1080 µs.
  samples: [5, 4, 4, 3, 2, 6, 5, 4],
  timeDeltas: [10, 10, 10, 10, 10, 10, 10, 10],
};

describe('packageOf', () => {
  it('names the package of installed code, Node itself, our API and native frames', () => {
    expect(packageOf('file:///w/node_modules/express/lib/router.js')).toBe('express');
    expect(packageOf('file:///w/node_modules/a/node_modules/@pinojs/redact/index.js')).toBe('@pinojs/redact');
    expect(packageOf('node:_http_server')).toBe('node:');
    expect(packageOf('file:///w/mock-api/dist/index.js')).toBe('api');
    expect(packageOf('')).toBe('V8 and native');
  });
});

describe('profileShares', () => {
  it('shares the busy samples by frame and package, leaving idle out', () => {
    const shares = profileShares(PROFILE);
    expect(shares.busySamples).toBe(6);
    expect(shares.busyMicroseconds).toBe(60);
    expect(shares.frames[0]).toEqual({ name: 'setHeader node:_http_outgoing:653', share: 3 / 6 });
    expect(shares.packages).toEqual(
      expect.arrayContaining([
        { name: 'node:', share: 3 / 6 },
        { name: 'helmet', share: 1 / 6 },
        { name: 'api', share: 1 / 6 },
        { name: 'garbage collector', share: 1 / 6 },
      ]),
    );
  });

  it('counts a frame with its callees when asked, and only samples inside the window', () => {
    const shares = profileShares(PROFILE, { from: 1_015, to: 1_045, inclusiveOf: (label) => label.includes('helmet') });
    // 1020, 1030, 1040: setHeader, setHeader, xFrameOptions.
    expect(shares.busySamples).toBe(3);
    expect(shares.inclusive).toEqual([{ name: 'xFrameOptions helmet/index.mjs:302', share: 1 }]);
  });
});

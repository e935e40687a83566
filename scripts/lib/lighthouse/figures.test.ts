import { describe, expect, it } from 'vitest';
import { budgetMisses, median, overFloor, runFigures, summarizeRuns, topScripts, type RunFigures } from './figures.mjs';

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  score: 95,
  FCP: 900,
  LCP: 1_800,
  TBT: 100,
  CLS: 0.01,
  mainThread: 2_000,
  cpuIndex: 1_500,
  scripts: [],
  ...overrides,
});

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([9, 1, 5, 3, 7])).toBe(5);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is not a number for no runs, so nothing passes for a figure', () => {
    expect(median([])).toBeNaN();
  });
});

describe('runFigures', () => {
  it('reads the score, metrics, CPU index and bootup-time scripts of one Lighthouse result', () => {
    const audit = (numericValue: number) => ({ numericValue });
    const lhr = {
      categories: { performance: { score: 0.874 } },
      environment: { benchmarkIndex: 1_234.6 },
      audits: {
        'first-contentful-paint': audit(800),
        'largest-contentful-paint': audit(2_100),
        'total-blocking-time': audit(350),
        'cumulative-layout-shift': audit(0.004),
        'mainthread-work-breakdown': audit(5_900),
        'bootup-time': { details: { items: [{ url: 'http://127.0.0.1:4182/main.1.js', total: 420 }] } },
      },
    };
    expect(runFigures(lhr)).toEqual({
      score: 87,
      FCP: 800,
      LCP: 2_100,
      TBT: 350,
      CLS: 0.004,
      mainThread: 5_900,
      cpuIndex: 1_235,
      scripts: [{ url: 'http://127.0.0.1:4182/main.1.js', ms: 420 }],
    });
  });
});

describe('summarizeRuns', () => {
  it('takes each metric’s median on its own and keeps every run’s CPU index in order', () => {
    const summary = summarizeRuns([
      run({ score: 60, TBT: 900, cpuIndex: 1_100 }),
      run({ score: 90, TBT: 100, cpuIndex: 2_400 }),
      run({ score: 70, TBT: 300, cpuIndex: 1_800 }),
    ]);
    expect(summary).toMatchObject({ score: 70, TBT: 300, runs: 3, cpuIndexes: [1_100, 2_400, 1_800] });
  });
});

describe('topScripts', () => {
  const url = (file: string) => `http://127.0.0.1:4182${file}`;

  it('ranks scripts by their median over the runs, a run without one counting 0 ms, and names paths only', () => {
    const runs = [
      run({
        scripts: [
          { url: url('/a.js'), ms: 100 },
          { url: url('/b.js'), ms: 900 },
        ],
      }),
      run({ scripts: [{ url: url('/a.js'), ms: 300 }] }),
      run({
        scripts: [
          { url: url('/a.js'), ms: 200 },
          { url: 'Unattributable', ms: 250 },
        ],
      }),
    ];
    expect(topScripts(runs)).toEqual([
      { script: '/a.js', ms: 200 },
      { script: '/b.js', ms: 0 },
      { script: 'Unattributable', ms: 0 },
    ]);
  });

  it('keeps only the heaviest five', () => {
    const scripts = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ url: url(`/${n}.js`), ms: n * 10 }));
    expect(topScripts([run({ scripts })]).map((entry) => entry.script)).toEqual([
      '/7.js',
      '/6.js',
      '/5.js',
      '/4.js',
      '/3.js',
    ]);
  });
});

describe('overFloor', () => {
  it('reads the scripts’ cost as the difference from the scripts-blocked floor, and the ratio to it', () => {
    expect(overFloor({ mainThread: 6_900 }, { mainThread: 2_300 })).toEqual({ scriptCost: 4_600, ratio: 3 });
  });
});

describe('budgetMisses', () => {
  const summary = summarizeRuns([run()]);

  it('is empty for a route within every budget, the main thread at most 1.5× its floor', () => {
    expect(budgetMisses(summary, { mainThread: 1_400 })).toEqual([]);
  });

  it('names each budget missed with the figure that missed it', () => {
    const slow = summarizeRuns([run({ score: 68, TBT: 2_703, LCP: 2_600, CLS: 0.05, mainThread: 11_200 })]);
    expect(budgetMisses(slow, { mainThread: 2_800 })).toEqual([
      'TBT 2703 ms > 200 ms',
      'score 68 < 90',
      'LCP 2.60 s > 2.50 s',
      'CLS 0.050 > 0.02',
      'main thread 4× floor > 1.5×',
    ]);
  });

  it('holds at exactly the budget', () => {
    const edge = summarizeRuns([run({ score: 90, TBT: 200, LCP: 2_500, CLS: 0.02, mainThread: 3_000 })]);
    expect(budgetMisses(edge, { mainThread: 2_000 })).toEqual([]);
  });
});

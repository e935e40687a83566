import { afterEach, describe, expect, it, vi } from 'vitest';
// The SDK's own module, which the shell's build replaces with host-logger.mjs.
import * as stockLogger from '../../node_modules/@module-federation/sdk/dist/logger.js';
import * as hostLogger from './host-logger.mjs';

describe("the shell's federation logger", () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports every name of the module it replaces', () => {
    expect(Object.keys(hostLogger).sort()).toEqual(Object.keys(stockLogger).sort());
  });

  it("sends the runtime's warnings and errors to the console with their prefix", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logger = hostLogger.createLogger('[ Federation Runtime ]');
    logger.warn('Version 18.0.0 of shared singleton module react does not satisfy ^19.2.9');
    logger.error('failed');
    expect(warn).toHaveBeenCalledWith(
      '[ Federation Runtime ]',
      'Version 18.0.0 of shared singleton module react does not satisfy ^19.2.9',
    );
    expect(error).toHaveBeenCalledWith('[ Federation Runtime ]', 'failed');
  });
});

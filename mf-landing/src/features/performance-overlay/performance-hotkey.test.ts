import { describe, expect, it } from 'vitest';
import { isOverlayShortcut } from './performance-hotkey';

describe('isOverlayShortcut', () => {
  it('is Ctrl+Shift+P only', () => {
    expect(isOverlayShortcut({ ctrlKey: true, shiftKey: true, key: 'P' })).toBe(true);
    expect(isOverlayShortcut({ ctrlKey: true, shiftKey: true, key: 'p' })).toBe(true);
    expect(isOverlayShortcut({ ctrlKey: true, shiftKey: false, key: 'p' })).toBe(false);
    expect(isOverlayShortcut({ ctrlKey: false, shiftKey: true, key: 'P' })).toBe(false);
  });
});

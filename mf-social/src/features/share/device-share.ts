/** What became of a hand-off to the device's share sheet. */
export type DeviceShareResult = 'shared' | 'cancelled' | 'failed';

/** The Web Share API: phones and some desktops offer their own share sheet, where the TikTok and Instagram apps can take a post. */
export const canShareFromDevice = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export async function shareFromDevice(data: ShareData): Promise<DeviceShareResult> {
  if (!canShareFromDevice() || (navigator.canShare && !navigator.canShare(data))) return 'failed';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // Closing the sheet is the fan's choice, not a failure to report.
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

export interface BatteryReading {
  /** 0 to 1. */
  level: number;
  charging: boolean;
}

export const LOW_BATTERY_LEVEL = 0.2;

export const isLowBattery = ({ level, charging }: BatteryReading): boolean => level < LOW_BATTERY_LEVEL && !charging;

type NavigatorWithBattery = Navigator & { getBattery?: () => Promise<BatteryReading> };

/** Only some browsers expose the Battery Status API; without it the battery counts as fine. */
export async function readLowBattery(): Promise<boolean> {
  const { getBattery } = navigator as NavigatorWithBattery;
  if (typeof getBattery !== 'function') return false;
  try {
    return isLowBattery(await getBattery.call(navigator));
  } catch {
    return false;
  }
}

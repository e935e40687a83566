export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  isOver: boolean;
}

/** Whole units left until `end`, never below zero (spec 1 §4 "Countdown"). */
export function timeLeft(end: Date, now: Date): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    isOver: totalSeconds === 0,
  };
}

/** The offer runs until the visitor's midnight, so it is always "today only". */
export function endOfToday(now: Date): Date {
  const end = new Date(now);
  end.setHours(24, 0, 0, 0);
  return end;
}

import { useEffect, useState } from 'react';
import { MEMORY_POLL_MS, readMemory, type MemoryReading } from './memory-usage';

interface ChromeMemory {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

const sample = (): MemoryReading | null => {
  const memory = (performance as Performance & { memory?: ChromeMemory }).memory;
  return memory ? readMemory(memory.usedJSHeapSize, memory.jsHeapSizeLimit) : null;
};

/** performance.memory exists in Chromium only; null elsewhere. Polled every 5 s. */
export function useMemoryUsage(): MemoryReading | null {
  const [reading, setReading] = useState(sample);

  useEffect(() => {
    const timer = setInterval(() => setReading(sample()), MEMORY_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  return reading;
}

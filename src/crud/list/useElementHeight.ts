/** The rendered height of an element, followed with ResizeObserver where the browser has it (not in jsdom). */
import { useCallback, useEffect, useState } from 'react';

export const useElementHeight = <T extends HTMLElement>(): [(element: T | null) => void, number | null] => {
  const [element, setElement] = useState<T | null>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setHeight(element.getBoundingClientRect().height || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, height];
};

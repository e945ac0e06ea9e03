import { useEffect, useMemo, useRef, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { charactersToReveal, firstCharacters } from '../typewriter';

/**
 * The assistant's text typed out letter by letter, chasing the text as it streams in. Readers
 * who asked the system for reduced motion get the text at once, and so does a text shown again
 * (`isShownWhole`).
 */
export function useRevealedText(text: string, isShownWhole = false): { shown: string; isRevealing: boolean } {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const isAnimated = !prefersReducedMotion && !isShownWhole;
  const length = useMemo(() => Array.from(text).length, [text]);
  const revealedCount = useRef(0);
  const [revealed, setRevealed] = useState(0);

  useEffect(() => {
    if (!isAnimated) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const current = revealedCount.current;
      if (current >= length) return;
      revealedCount.current = current + charactersToReveal(length - current, length, now - last);
      last = now;
      setRevealed(revealedCount.current);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [isAnimated, length]);

  const count = isAnimated ? Math.min(revealed, length) : length;
  return { shown: count >= length ? text : firstCharacters(text, count), isRevealing: count < length };
}

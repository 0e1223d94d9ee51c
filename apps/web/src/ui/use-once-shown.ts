import { useState } from 'react';

/**
 * True from the first time `visible` is, and from then on: a popup mounted only once it is first
 * asked for (its animation hooks cost a screen's start and every redraw until then), then kept, so
 * that it can animate out.
 */
export function useOnceShown(visible: boolean): boolean {
  const [shown, setShown] = useState(visible);
  if (visible && !shown) setShown(true);
  return visible || shown;
}

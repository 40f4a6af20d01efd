/**
 * Keeps a list card's table max height (spec section 9) in the card's
 * TABLE_MAX_HEIGHT_VAR custom property, which the tables below read. A
 * ResizeObserver measures the card, search and button areas after each
 * layout and sets the property directly: the page does not render again when
 * a size changes. Without ResizeObserver (jsdom) the tables keep the default.
 */
import { useLayoutEffect, useRef } from 'react';
import { computeTableMaxHeight, TABLE_MAX_HEIGHT_VAR } from './tableMaxHeight';

/** A list without search fields has no search area: a known height that takes nothing off. */
const NO_SEARCH_AREA = 1;

const heightOf = (element: HTMLElement | null) => element?.getBoundingClientRect().height || null;

export const useTableMaxHeight = (hasSearch: boolean) => {
  const cardRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const maxHeight = computeTableMaxHeight({
        cardHeight: heightOf(card),
        searchHeight: hasSearch ? heightOf(searchRef.current) : NO_SEARCH_AREA,
        buttonsHeight: heightOf(buttonsRef.current),
      });
      card.style.setProperty(TABLE_MAX_HEIGHT_VAR, `${maxHeight}px`);
    });
    for (const element of [card, searchRef.current, buttonsRef.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [hasSearch]);

  return { cardRef, searchRef, buttonsRef };
};

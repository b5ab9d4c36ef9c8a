'use client';
// On narrow screens the focused search field grows with its text, leftwards over the navbar up to the navbar's whole
// row, so a question shows whole rather than only its tail (SearchBox.module.css). The room depends on the navbar the
// box sits in, which only the browser knows: this measures it into custom properties on the field.
import { useCallback, useEffect, type RefObject } from 'react';

export function useFieldRoom(fieldRef: RefObject<HTMLElement | null>): () => void {
  const measure = useCallback(() => {
    const field = fieldRef.current;
    const box = field?.parentElement;
    // The positioned ancestor the grown field is placed in: the (sticky) navbar.
    const bar = box?.offsetParent;
    if (!field || !box || !(bar instanceof HTMLElement)) return;
    const style = getComputedStyle(bar);
    const left = parseFloat(style.paddingLeft) || 0;
    const right = parseFloat(style.paddingRight) || 0;
    const rest = box.getBoundingClientRect().width;
    field.style.setProperty('--field-right', `${right}px`);
    field.style.setProperty('--field-room', `${Math.max(rest, bar.clientWidth - left - right)}px`);
    field.style.setProperty('--field-rest', `${rest}px`);
  }, [fieldRef]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  return measure;
}

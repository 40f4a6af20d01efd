/**
 * Pinyin of the page titles, from pinyin-pro (its dictionary is large: this
 * module is imported on the search's first use, in a chunk of its own, so
 * neither the login page nor the first list carries it). pinyin-pro reads a
 * title word by word, so a character with several readings takes the one of
 * its word.
 */
import { pinyin } from 'pinyin-pro';
import type { PinyinKeys } from './searchRules';

export const pinyinKeysOf = (title: string): PinyinKeys => {
  const syllables = pinyin(title, { type: 'all', toneType: 'none', v: true });
  let initials = '';
  let full = '';
  for (const syllable of syllables) {
    if (syllable.isZh) {
      initials += syllable.first.toLowerCase();
      full += syllable.pinyin.toLowerCase();
    } else {
      const kept = syllable.origin.toLowerCase().replace(/\s+/g, '');
      initials += kept;
      full += kept;
    }
  }
  return { initials, full };
};

/** The keys of each title, worked out once per title. */
export const pinyinIndex = () => {
  const cache = new Map<string, PinyinKeys>();
  return (title: string): PinyinKeys => {
    let keys = cache.get(title);
    if (!keys) cache.set(title, (keys = pinyinKeysOf(title)));
    return keys;
  };
};

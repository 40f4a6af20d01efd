/**
 * The title bar's rules (spec section 2), as a pure function:
 * - a passed-in title or name overrides the route's meta title;
 * - on a route with a back button and an `id` query, a title containing
 *   the word for "new" becomes "edit-" plus the part after the hyphen;
 * - an `iconName` query replaces the "module name" placeholder;
 * - an `isCommonModule` query of 0 or 'yes' turns "ICON" into "common ICON".
 */
export interface TitleWords {
  new: string;
  edit: string;
  moduleName: string;
  icon: string;
  commonIcon: string;
}

/** The words of the rules in the console's language (the `titleRule` messages). */
export const titleWords = (translate: (key: string) => string): TitleWords => ({
  new: translate('titleRule.new'),
  edit: translate('titleRule.edit'),
  moduleName: translate('titleRule.moduleName'),
  icon: translate('titleRule.icon'),
  commonIcon: translate('titleRule.commonIcon'),
});

export interface TitleInput {
  /** The route's translated meta title. */
  metaTitle: string;
  showBackBtn?: boolean;
  query: URLSearchParams;
  /** A title passed in by the page, which wins over the meta title. */
  title?: string;
  /** A name passed in by the page, used when no title is. */
  name?: string;
}

export const computeTitle = ({ metaTitle, showBackBtn, query, title, name }: TitleInput, words: TitleWords): string => {
  const override = title || name;
  if (override) return override;
  let result = metaTitle;
  const id = query.get('id');
  if (showBackBtn && id !== null && id !== '' && result.includes(words.new)) {
    const [, ...rest] = result.split('-');
    result = rest.length ? `${words.edit}-${rest.join('-')}` : result.replace(words.new, words.edit);
  }
  const iconName = query.get('iconName');
  if (iconName) result = result.split(words.moduleName).join(iconName);
  const isCommonModule = query.get('isCommonModule');
  if ((isCommonModule === '0' || isCommonModule === 'yes') && !result.includes(words.commonIcon)) {
    result = result.split(words.icon).join(words.commonIcon);
  }
  return result;
};

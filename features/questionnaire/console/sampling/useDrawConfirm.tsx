/**
 * The confirmation before a draw, in the words of the page that asks (按上表 only under an allocation table, a share
 * as a share): a draw that also publishes the draft says so and is confirmed with 抽样并发布, since publishing is the
 * operator's explicit choice (the option starts unticked, DrawOptions).
 */
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../../../src/crud/useConfirm';

export type DrawQuestion = 'drawTable' | 'drawCount' | 'drawShare' | 'drawPrecise' | 'redraw';

export const useDrawConfirm = () => {
  const translate = useTranslate();
  const { ask, dialog } = useConfirm();
  const confirmDraw = (question: DrawQuestion, params: Record<string, unknown>, publishing = false) =>
    ask(
      `questionnaire.confirm.${question}`,
      { ...params, publish: publishing ? translate('questionnaire.confirm.andPublish') : '' },
      publishing ? { confirm: 'questionnaire.sampling.drawAndPublish' } : {},
    );
  return { confirmDraw, dialog };
};

/**
 * A module page's own filters, in the address beside the shared view: its
 * first- and second-level category, as the figures know them
 * (queryScreenList), and for the common icons one icon (getCommonIcon). They
 * narrow every figure of the page (`moduleFilter`).
 */
import { useGetList, useTranslate } from 'react-admin';
import { REPORT_RESOURCE } from '../../../../dataProvider/reports';
import { STATISTICS_CALLS } from '../../contract/callPaths';
import type { StatisticsModule } from '../../contract/modules';
import { SearchChoices } from '../../../../src/crud/list/SearchInput';
import { useStatView } from '../useStatView';

const ID_PARAMS = ['category1Id', 'category2Id', 'contentId'] as const;

/** The page's own filter from the address, for its calls. */
export const useModuleFilter = () => {
  const { params } = useStatView();
  return Object.fromEntries(
    ID_PARAMS.map((name) => [name, params.get(name) ?? ''])
      .filter(([, value]) => /^\d+$/.test(value))
      .map(([name, value]) => [name, Number(value)]),
  );
};

interface CategoryNode {
  id: number;
  name: string;
  children: Array<{ id: number; name: string }>;
}

const idOf = (value: unknown) => (value === undefined ? undefined : String(value));

export const ModuleFilters = ({ module }: { module: StatisticsModule }) => {
  const translate = useTranslate();
  const { body, setParams } = useStatView();
  const chosen = useModuleFilter();
  const categories = useGetList<CategoryNode & { id: number }>(
    REPORT_RESOURCE,
    { filter: { ...body, moduleCode: module.code }, meta: { report: STATISTICS_CALLS.screenList } },
    { enabled: !!module.category },
  );
  const icons = useGetList<{ id: number; name: string }>(REPORT_RESOURCE, { meta: { report: STATISTICS_CALLS.commonIcons, method: 'GET' } }, { enabled: module.code === 'commonIcon' });
  const first = categories.data?.find((node) => node.id === chosen.category1Id);
  return (
    <>
      {module.category && (
        <SearchChoices
          label={translate('statistics.figures.category1Name')}
          value={chosen.category1Id}
          onChange={(value) => setParams({ category1Id: idOf(value), category2Id: undefined })}
          options={(categories.data ?? []).map((node) => ({ value: node.id, label: node.name }))}
          width={160}
        />
      )}
      {first && first.children.length > 0 && (
        <SearchChoices
          label={translate('statistics.figures.category2Name')}
          value={chosen.category2Id}
          onChange={(value) => setParams({ category2Id: idOf(value) })}
          options={first.children.map((child) => ({ value: child.id, label: child.name }))}
          width={160}
        />
      )}
      {module.code === 'commonIcon' && (
        <SearchChoices
          label={translate('statistics.columns.icon')}
          value={chosen.contentId}
          onChange={(value) => setParams({ contentId: idOf(value) })}
          options={(icons.data ?? []).map((icon) => ({ value: icon.id, label: icon.name }))}
          width={180}
        />
      )}
    </>
  );
};

/**
 * 题库管理 (/ability/questionBank, menu 40): the declared list (search, table,
 * pagination, its state in the address) with the question bank's own parts: the
 * 业务类型 search offers the types holding questions, a selection column with
 * 批量启用/批量停用/批量删除, and 下载模板 and 导入 beside 新增 and 导出.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { useCan } from '../../../authProvider/useCan';
import { ResourceDeclarationContext } from '../../../src/crud/ResourceContext';
import { listStoreKey } from '../../../src/crud/list/listParams';
import { AddressList } from '../../../src/crud/list/AddressList';
import { declaredListAddress } from '../../../src/crud/list/declaredFilters';
import { SearchForm } from '../../../src/crud/list/SearchForm';
import { ListButtons } from '../../../src/crud/list/ListButtons';
import { ListCard } from '../../../src/crud/list/ListCard';
import { ResourceTable } from '../../../src/crud/list/ResourceTable';
import { SearchBusinessTypeSelect } from './BusinessTypeSelects';
import { BatchButtons } from './BatchButtons';
import { ImportDialog } from './ImportDialog';
import { BUSINESS_TYPE_CALLS } from './businessTypes';
import { callKey, useCallMutation } from '../../../src/crud/useCall';

const SEARCH_FIELDS = abilityQuestion.fields.filter((field) => field.search);
const COLUMNS = abilityQuestion.fields.filter((field) => field.column);
const ADDRESS = declaredListAddress(abilityQuestion);
const SEARCH_INPUTS = { businessTypeId: SearchBusinessTypeSelect };

const QuestionListCard = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const can = useCan(abilityQuestion.name);
  const { refetch } = useListContext();
  const [importOpen, setImportOpen] = useState(false);
  // A failed template is on the message line (the request wrapper).
  const template = useCallMutation('abilityQuestionTemplate');
  const selection = {
    pageLabel: translate('abilityQuestion.batch.selectPage'),
    rowLabel: (record: RaRecord) => translate('abilityQuestion.batch.selectRow', { name: String(record.stem ?? record.id) }),
  };
  const onImported = () => {
    void refetch();
    // The types holding questions may have changed.
    for (const call of Object.values(BUSINESS_TYPE_CALLS)) void queryClient.invalidateQueries({ queryKey: callKey(call) });
  };
  return (
    <ListCard
      search={<SearchForm fields={SEARCH_FIELDS} inputs={SEARCH_INPUTS} />}
      buttons={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}>
          <ListButtons declaration={abilityQuestion} />
          {can.create && (
            <>
              <Button variant="outlined" onClick={() => template.mutate()}>
                {translate('abilityQuestion.template')}
              </Button>
              <Button variant="outlined" onClick={() => setImportOpen(true)}>
                {translate('abilityQuestion.import.button')}
              </Button>
            </>
          )}
          <BatchButtons can={can} />
          {importOpen && <ImportDialog onClose={() => setImportOpen(false)} onImported={onImported} />}
        </Box>
      }
      table={<ResourceTable columns={COLUMNS} selection={can.enable || can.delete ? selection : undefined} />}
    />
  );
};

const QuestionListPage = () => {
  const storeKey = listStoreKey(abilityQuestion.name);
  return (
    <ResourceDeclarationContext.Provider value={abilityQuestion}>
      <AddressList resource={abilityQuestion.name} storeKey={storeKey} address={ADDRESS}>
        <QuestionListCard />
      </AddressList>
    </ResourceDeclarationContext.Provider>
  );
};

export default QuestionListPage;

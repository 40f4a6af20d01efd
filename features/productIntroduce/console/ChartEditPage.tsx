/**
 * 编辑产品图谱 (introduceIcon; docs/product-chart.md): the product lineage chart editor. The draft is read
 * with queryAssociationProductChartDetail (the declared call productChartDetail), created with addAssociationProductChart
 * the first time, then saved with updateAssociationProductChart at the version read and published with
 * publishAssociationProductChart. Needs the menu's `detail` unit to show, `add` or `modify` to edit.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import associationProduct from '../../../resources/business/associationProduct';
import type { Chart } from '../../../resources/business/associationProductChart';
import { useCan } from '../../../authProvider/useCan';
import { callKey, useCallQuery, useConsoleData } from '../../../src/crud/useCall';
import { ChartEditor } from './chart/ChartEditor';

const ChartEditPage = () => {
  const translate = useTranslate();
  const can = useCan(associationProduct.name);
  const queryClient = useQueryClient();
  const dataProvider = useConsoleData();
  // Always read afresh when the page opens: the version must be the stored one.
  const { data: chart, isPending, error, refetch, isFetching } = useCallQuery('productChartDetail', undefined, { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false });
  // The editor runs these in its own mutations (its pending state); the answer becomes the chart read.
  const keep = ({ data: saved }: { data: Chart }) => {
    queryClient.setQueryData(callKey('productChartDetail'), saved);
    return saved;
  };

  if (isPending || can.isPending)
    return (
      <Typography sx={{ p: 2 }} role="status">
        {translate('introduce.chart.loading')}
      </Typography>
    );
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" disabled={isFetching} onClick={() => refetch()}>
              {translate('introduce.chart.retry')}
            </Button>
          }
        >
          {translate(error.message || 'http.defaultError', { _: error.message })}
        </Alert>
      </Box>
    );
  }
  const editable = chart ? can.edit : can.create;
  return (
    <Box sx={{ p: 2 }}>
      <ChartEditor
        chart={chart}
        editable={editable}
        save={async (values) => keep(chart ? await dataProvider.updateProductChart({ ...values, version: chart.version }) : await dataProvider.addProductChart(values))}
        publish={async (version) => keep(await dataProvider.publishProductChart({ version }))}
      />
    </Box>
  );
};

export default ChartEditPage;

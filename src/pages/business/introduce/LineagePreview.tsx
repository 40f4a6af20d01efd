/**
 * The lineage the chart presents, read from the categories and products:
 * each primary, its secondaries and their products (by order), as a tree.
 */
import './messages';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import associationProduct from '../../../../resources/business/associationProduct';
import associationProductType, { PRIMARY_LEVEL, SECONDARY_LEVEL } from '../../../../resources/business/associationProductType';

const ALL = { page: 1, perPage: 100 };
const BY_ORDER = { field: 'orderSeq', order: 'ASC' as const };

const Node = ({ depth, children, testId }: { depth: number; children: ReactNode; testId?: string }) => (
  <Box data-testid={testId} sx={{ pl: depth * 3, py: 0.25, borderLeft: depth ? '2px solid #dcdfe6' : 'none', ml: depth ? 1 : 0 }}>
    {children}
  </Box>
);

export const LineagePreview = () => {
  const translate = useTranslate();
  const { data: categories = [], isPending: loadingTypes } = useGetList(associationProductType.name, { pagination: ALL, sort: BY_ORDER });
  const { data: products = [], isPending: loadingProducts } = useGetList(associationProduct.name, { pagination: ALL, sort: BY_ORDER });
  if (loadingTypes || loadingProducts) return <Typography color="text.secondary">{translate('introduce.chart.loading')}</Typography>;
  const childrenOf = (parent: RaRecord) => categories.filter((row) => row.level === SECONDARY_LEVEL && row.parentId === parent.id);
  const productsOf = (type: RaRecord) => products.filter((row) => row.typeId === type.id);
  return (
    <Box data-testid="lineage-preview">
      {categories
        .filter((row) => row.level === PRIMARY_LEVEL)
        .map((primary) => (
          <Node key={primary.id} depth={0} testId={`lineage-${primary.name}`}>
            <Typography sx={{ fontWeight: 600 }}>{primary.name}</Typography>
            {childrenOf(primary).map((secondary) => (
              <Node key={secondary.id} depth={1}>
                <Typography>{translate('introduce.chart.secondary', { name: secondary.name, count: productsOf(secondary).length })}</Typography>
                {productsOf(secondary).map((product) => (
                  <Node key={product.id} depth={2}>
                    <Typography variant="body2" color="text.secondary">
                      {product.name}
                    </Typography>
                  </Node>
                ))}
              </Node>
            ))}
          </Node>
        ))}
    </Box>
  );
};
